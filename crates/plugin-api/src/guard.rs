//! Guards around a plugin's modules: every call into the plugin's code runs under `catch_unwind` (in the plugin's
//! copy of the standard library, where its panics can be caught). The first panic blows the plugin's [`Fuse`]; from
//! then on no hook of the plugin runs, each returns its fallback, and the engine refuses the game's actions.
//!
//! The fuse also carries the host's language into the plugin: a plugin has its own copy of `metro_lang`, whose
//! language is not the host's, so every hook runs under `metro_lang::with_language` set to what the host's
//! `metro_lang::language` answers at that moment (its process setting or its thread's override). The plugin's
//! narration and words thus follow the host's language, also when it changes while the plugin is loaded.
//!
//! Every hook is forwarded: those of [`RuleModule`], [`PayoutRules`], [`ModuleRules`] and [`GameLog`] by hand (a
//! test checks that none of theirs is left to its default), those of the hook groups (`Turns`, `Looks`…) from the
//! engine's list of them (`metro_engine::module_hooks!`, see [`rules`]), so that a hook added to a group and not
//! guarded fails to compile.

mod fuse;
mod rules;
mod watch;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;

use metro_core::{KindSpec, PayoutRules, RevenueTrack, SharePayouts, StandardPayouts, StationPayout, Yen};
use metro_engine::RuleModule;
use metro_engine::module::valid::{self, Counts};
use metro_engine::module::{DataFile, GameSetup, ModuleGame, ModuleOption};

use crate::locale::tr;
pub use fuse::Fuse;
pub(crate) use fuse::{panic_message, quiet_panics};
use rules::{Groups, GuardedRules};
pub use watch::{Late, WATCH, Watch};

/// A plugin's module behind its guard: what it says of itself is read once, at registration.
pub(crate) struct GuardedModule {
    inner: Arc<dyn RuleModule>,
    fuse: Arc<Fuse>,
    key: String,
    title: String,
    version: String,
    plugin: String,
    rules: String,
    rules_text: String,
    switch: String,
    options: Vec<ModuleOption>,
    kinds: Vec<KindSpec>,
    data_files: Vec<DataFile>,
}

impl GuardedModule {
    /// Reads what the module says of itself; a panic fails the registration.
    pub(crate) fn new(
        inner: Arc<dyn RuleModule>,
        fuse: Arc<Fuse>,
        plugin: String,
    ) -> Result<GuardedModule, String> {
        let m = inner.clone();
        let read = catch_unwind(AssertUnwindSafe(move || {
            (
                m.key().to_string(),
                m.title().to_string(),
                m.version().to_string(),
                m.rules().to_string(),
                m.rules_text().to_string(),
                m.switch().to_string(),
                m.options(),
                m.action_kinds(),
                m.data_files(),
            )
        }));
        let (key, title, version, rules, rules_text, switch, options, kinds, data_files) =
            read.map_err(|payload| {
                tr!(
                    "plugin-panicked-registering-module",
                    panic = panic_message(&*payload)
                )
            })?;
        Ok(GuardedModule {
            inner,
            fuse,
            key,
            title,
            version,
            plugin,
            rules,
            rules_text,
            switch,
            options,
            kinds,
            data_files,
        })
    }
}

impl RuleModule for GuardedModule {
    fn key(&self) -> &str {
        &self.key
    }
    fn title(&self) -> &str {
        &self.title
    }
    fn version(&self) -> &str {
        &self.version
    }
    fn plugin(&self) -> Option<&str> {
        Some(&self.plugin)
    }
    fn rules(&self) -> &str {
        &self.rules
    }
    fn rules_text(&self) -> &str {
        &self.rules_text
    }
    fn rules_help(&self) -> Option<metro_engine::HelpSection> {
        self.fuse.run("rules_help", || None, || self.inner.rules_help())
    }
    fn switch(&self) -> &str {
        &self.switch
    }
    fn options(&self) -> Vec<ModuleOption> {
        self.options.clone()
    }
    fn action_kinds(&self) -> Vec<KindSpec> {
        self.kinds.clone()
    }
    fn data_files(&self) -> Vec<DataFile> {
        self.data_files.clone()
    }
    fn check_data(&self, file: &str, text: &str) -> Option<Result<String, String>> {
        self.fuse
            .run("check_data", || None, || self.inner.check_data(file, text))
    }
    fn legacy_action(&self, name: &str, args: &[i64]) -> Option<(u8, [u16; 2])> {
        self.fuse
            .run("legacy_action", || None, || self.inner.legacy_action(name, args))
    }
    fn join(&self, setup: &GameSetup<'_>) -> Result<ModuleGame, String> {
        let fuse = &self.fuse;
        let disabled = || {
            Err(fuse
                .blown()
                .map_or_else(|| tr!("plugin-disabled"), str::to_string))
        };
        let game = fuse.run("join", disabled, || {
            let game = self.inner.join(setup)?;
            let rules = game.rules;
            let groups = Groups::of(rules.as_ref());
            let counts = Counts {
                players: setup.players,
                stations: setup.map.stations().len(),
            };
            Ok(ModuleGame {
                columns: game.columns,
                payouts: game.payouts.map(|inner| {
                    Arc::new(GuardedPayouts {
                        inner,
                        fuse: fuse.clone(),
                    }) as Arc<dyn PayoutRules>
                }),
                rules: Arc::new(GuardedRules::new(rules, fuse.clone(), groups, setup.id, counts)),
            })
        })?;
        // A panic inside the closure after `join` returned leaves nothing half made; a blown fuse refuses the game.
        match fuse.blown() {
            Some(why) => Err(why.to_string()),
            None => Ok(game),
        }
    }
}

/// A plugin's payout rules behind the guard (the standard payouts once the fuse is blown): every amount they answer
/// is from ¥0 to `metro_engine::module::valid::MAX_PAYMENT`, else the fuse is blown.
struct GuardedPayouts {
    inner: Arc<dyn PayoutRules>,
    fuse: Arc<Fuse>,
}

impl PayoutRules for GuardedPayouts {
    fn station_payout(&self, owner_holds_share: bool) -> StationPayout {
        self.fuse.checked(
            "station_payout",
            || StandardPayouts.station_payout(owner_holds_share),
            || self.inner.station_payout(owner_holds_share),
            |paid| valid::payment(paid.value_rise).and_then(|()| valid::payment(paid.owner_cash)),
        )
    }
    fn speculation_payout(&self, stake: Yen, low: Yen) -> Yen {
        self.fuse.checked(
            "speculation_payout",
            || StandardPayouts.speculation_payout(stake, low),
            || self.inner.speculation_payout(stake, low),
            |&paid| valid::payment(paid),
        )
    }
    fn share_payouts(&self, track: &RevenueTrack, value: Yen, holders: usize) -> SharePayouts {
        self.fuse.checked(
            "share_payouts",
            || StandardPayouts.share_payouts(track, value, holders),
            || self.inner.share_payouts(track, value, holders),
            |paid| {
                paid.amounts()
                    .iter()
                    .try_for_each(|&amount| valid::payment(amount))
            },
        )
    }
}

#[cfg(test)]
mod tests {
    /// The methods of the trait or impl that `header` opens at the start of a line of `source` (those at its first
    /// level), and the macros it calls there (`name!`).
    fn methods(source: &str, header: &str) -> Vec<String> {
        let start = source
            .find(&format!("\n{header}"))
            .unwrap_or_else(|| panic!("{header} not found at the start of a line"));
        let mut names = Vec::new();
        for line in source[start..].lines().skip(1) {
            if line == "}" {
                break;
            }
            if let Some(rest) = line.strip_prefix("    fn ") {
                names.push(rest.split(['(', '<']).next().unwrap_or_default().to_string());
            } else if let Some(call) = line.strip_prefix("    ").and_then(|l| l.strip_suffix("!();")) {
                names.push(format!("{call}!"));
            }
        }
        names.sort();
        names
    }

    /// The hooks forwarded by hand are all forwarded: a method one of their traits gains with a default would else be
    /// left to its default behind the guard, silently (the groups' hooks are checked by the compiler, see `rules`).
    #[test]
    fn every_hook_forwarded_by_hand_is_forwarded() {
        let engine = include_str!("../../engine/src/module.rs");
        let groups = include_str!("../../engine/src/module/hooks.rs");
        let guard = concat!(include_str!("guard.rs"), include_str!("guard/rules.rs"));
        let accessors: Vec<String> = groups
            .lines()
            .filter_map(|line| {
                line.strip_prefix("    pub trait ")?
                    .split_once(" for ModuleRules::")
            })
            .map(|(_, accessor)| accessor.trim_end_matches(" {").to_string())
            .collect();
        assert_eq!(accessors.len(), 6, "{accessors:?}");
        for (traits, header, implementation) in [
            (
                engine,
                "pub trait RuleModule",
                "impl RuleModule for GuardedModule",
            ),
            (
                engine,
                "pub trait ModuleRules",
                "impl ModuleRules for GuardedRules",
            ),
            (groups, "pub trait GameLog", "impl GameLog for GuardedLog"),
        ] {
            let mut forwarded = methods(guard, implementation);
            // the accessors of the groups, written from the engine's list of them
            if let Some(i) = forwarded.iter().position(|name| name == "group_accessors!") {
                forwarded.remove(i);
                forwarded.extend(accessors.iter().cloned());
                forwarded.sort();
            }
            assert_eq!(methods(traits, header), forwarded, "{implementation}");
        }
    }
}
