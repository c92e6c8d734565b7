//! A plugin that fails on purpose, for the tests of the loader, the CLI and the app. How it fails depends on its
//! file's name (tests copy the library under these names):
//!
//! * `…panic-in-register…`: its registration panics;
//! * `…error-in-register…`: its registration returns an error;
//! * `…option-theft…`: it registers the module `faulty`, whose switch is Metro Drinks' option `drink_owner_paid`;
//! * `…panic-in-join…`: it registers the module `faulty`, whose joining a game panics;
//! * `…card-250…`: the module `faulty` deals its column with card 250 in it;
//! * `…space-60000…`: at the end of the first action phase the module puts the first player's meeple on space 60000;
//! * `…cash-overflow…`: at the end of the first action phase the module pays the first player `i32::MAX` yen;
//! * `…cash-below-zero…`: at the end of the first action phase the module takes from the first player more than
//!   they have (D-2);
//! * `…payout-overflow…`: the module's payout rules pay a station's owner `i32::MAX` yen;
//! * `…sleep-in-hook…`: the module's action-turn options never return (the hook sleeps for ever);
//! * anything else: it registers the module `faulty`, whose action-turn options panic at the first action turn.

use std::sync::Arc;

use metro_core::{
    ActionKind, ActionSpec, PayoutRules, RevenueTrack, Rgb, SharePayouts, SpaceId, StandardPayouts,
    StationPayout, Yen,
};
use metro_engine::ids::GameRng;
use metro_engine::module::{
    GameRead, GameSetup, ModuleCard, ModuleColumn, ModuleGame, ModuleId, ModuleRules, Phases, Play,
    RulesRead, Turns,
};
use metro_engine::state::{ColumnState, Meeple};
use metro_engine::{Action, CardId, PlayerId, RuleModule};

/// How the plugin fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fault {
    OptionTheft,
    Join,
    Card250,
    Space60000,
    CashOverflow,
    CashBelowZero,
    PayoutOverflow,
    Sleep,
    Hook,
}

impl Fault {
    /// The fault a file name asks for.
    fn of(name: &str) -> Fault {
        [
            ("option-theft", Fault::OptionTheft),
            ("panic-in-join", Fault::Join),
            ("card-250", Fault::Card250),
            ("space-60000", Fault::Space60000),
            ("cash-overflow", Fault::CashOverflow),
            ("cash-below-zero", Fault::CashBelowZero),
            ("payout-overflow", Fault::PayoutOverflow),
            ("sleep-in-hook", Fault::Sleep),
        ]
        .into_iter()
        .find(|(part, _)| name.contains(part))
        .map_or(Fault::Hook, |(_, fault)| fault)
    }
}

struct Faulty(Fault);

impl RuleModule for Faulty {
    fn key(&self) -> &str {
        "faulty"
    }
    fn title(&self) -> &str {
        "Faulty"
    }
    fn rules_text(&self) -> &str {
        "Fails on purpose."
    }
    fn switch(&self) -> &str {
        if self.0 == Fault::OptionTheft {
            "drink_owner_paid"
        } else {
            "faulty"
        }
    }
    fn join(&self, setup: &GameSetup<'_>) -> Result<ModuleGame, String> {
        if self.0 == Fault::Join {
            panic!("the faulty plugin refuses to join");
        }
        // one column of two cards of its own kind (which does nothing)
        let card = ModuleCard {
            actions: vec![ActionSpec {
                kind: ActionKind::Module {
                    module: setup.id.0,
                    kind: 0,
                    param: 0,
                },
                spaces: 1,
            }],
        };
        let payouts: Option<Arc<dyn PayoutRules>> = match self.0 {
            Fault::PayoutOverflow => Some(Arc::new(RichPayouts)),
            _ => None,
        };
        Ok(ModuleGame {
            columns: vec![ModuleColumn {
                name: "Faulty".into(),
                colour: Rgb(200, 0, 0),
                cards: vec![card; 2],
            }],
            payouts,
            rules: Arc::new(FaultyRules(self.0)),
        })
    }
}

struct FaultyRules(Fault);

impl ModuleRules for FaultyRules {
    fn deal(&self, rules: &dyn RulesRead, id: ModuleId, rng: &mut GameRng) -> Vec<ColumnState> {
        let mut columns = metro_engine::module::deal_shuffled(rules, id, rng);
        if self.0 == Fault::Card250
            && let Some(column) = columns.first_mut()
        {
            column.rows[0] = Some(CardId(250));
        }
        columns
    }
    metro_engine::module_groups!(turns, phases);
}

impl Turns for FaultyRules {
    fn turn_options(&self, _game: &dyn GameRead, _player: PlayerId, _out: &mut Vec<Action>) {
        match self.0 {
            Fault::Hook => panic!("the faulty plugin breaks in an action turn"),
            Fault::Sleep => loop {
                std::thread::sleep(std::time::Duration::from_secs(3600));
            },
            _ => {}
        }
    }
}

impl Phases for FaultyRules {
    fn actions_ended(&self, play: &mut Play<'_>) {
        let first = PlayerId(0);
        match self.0 {
            Fault::Space60000 => {
                play.state_mut().players[0].meeple = Meeple::On(SpaceId(60000));
            }
            Fault::CashOverflow => {
                let reason = play.reason(0);
                play.receive(first, Yen::MAX, reason);
            }
            Fault::CashBelowZero => {
                let reason = play.reason(0);
                let cash = play.game().player(first).cash;
                play.pay(first, cash + 100, reason);
            }
            _ => {}
        }
    }
}

/// Payout rules that pay a station's owner everything there is.
struct RichPayouts;

impl PayoutRules for RichPayouts {
    fn station_payout(&self, owner_holds_share: bool) -> StationPayout {
        StationPayout {
            owner_cash: Yen::MAX,
            ..StandardPayouts.station_payout(owner_holds_share)
        }
    }
    fn speculation_payout(&self, stake: Yen, low: Yen) -> Yen {
        StandardPayouts.speculation_payout(stake, low)
    }
    fn share_payouts(&self, track: &RevenueTrack, value: Yen, holders: usize) -> SharePayouts {
        StandardPayouts.share_payouts(track, value, holders)
    }
}

fn register(registrar: &mut metro_plugin_api::Registrar) -> Result<(), String> {
    let name = registrar
        .path()
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    if name.contains("panic-in-register") {
        panic!("the faulty plugin panics while registering");
    }
    if name.contains("error-in-register") {
        return Err("the faulty plugin will not register".into());
    }
    registrar.add_module(Arc::new(Faulty(Fault::of(&name))));
    Ok(())
}

metro_plugin_api::export_plugin!(register);
