//! A plugin that fails on purpose, for the tests of the loader, the CLI and the app. How it fails depends on its
//! file's name (tests copy the library under these names):
//!
//! * `…panic-in-register…`: its registration panics;
//! * `…error-in-register…`: its registration returns an error;
//! * `…panic-in-join…`: it registers the module `faulty`, whose joining a game panics;
//! * anything else: it registers the module `faulty`, whose action-turn options panic at the first action turn.

use std::sync::Arc;

use metro_engine::module::GameRead;
use metro_engine::module::{GameSetup, ModuleGame, ModuleRules, Turns};
use metro_engine::{Action, PlayerId, RuleModule};

/// How the plugin fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fault {
    Join,
    Hook,
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
    fn join(&self, _setup: &GameSetup<'_>) -> Result<ModuleGame, String> {
        if self.0 == Fault::Join {
            panic!("the faulty plugin refuses to join");
        }
        Ok(ModuleGame {
            columns: Vec::new(),
            payouts: None,
            rules: Arc::new(FaultyRules),
        })
    }
}

struct FaultyRules;

impl ModuleRules for FaultyRules {
    metro_engine::module_groups!(turns);
}

impl Turns for FaultyRules {
    fn turn_options(&self, _game: &dyn GameRead, _player: PlayerId, _out: &mut Vec<Action>) {
        panic!("the faulty plugin breaks in an action turn");
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
    let fault = if name.contains("panic-in-join") {
        Fault::Join
    } else {
        Fault::Hook
    };
    registrar.add_module(Arc::new(Faulty(fault)));
    Ok(())
}

metro_plugin_api::export_plugin!(register);
