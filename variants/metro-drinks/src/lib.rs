//! Metro Drinks (MD-): Tokyo Jidohanbaiki's vending machines on the metro, as a rule module of the engine.
//!
//! This crate holds the whole variant: the Jidohanbaiki cards and drinks (`cards/jidohanbaiki.toml`, CP-3, read by
//! [`data::load_jidohanbaiki`]), the rules (`play.rs`: the Jidohanbaiki column, colour and shape cards, vending
//! machines with their fees, free builds and space-by-space moves, drink payouts), its actions, events and stages
//! with their encoding in the engine's payloads, written once ([`payloads`]: [`DrinkAction`], [`DrinkEvent`],
//! [`DrinkStage`]), its state (`state.rs`), its narration and pieces for front ends (`looks.rs`), its share of bot
//! play (`hints.rs`) and what simulations record of it (`records.rs`). The engine names none of it: it calls the
//! module at its hook points ([`metro_engine::module`]).
//!
//! # Playing it
//!
//! The module is registered under [`KEY`] and switched on by the rule option [`SWITCH`] (`metro_drinks` in saves);
//! its own option [`OWNER_PAID`] (`drink_owner_paid`) chooses MD-5.2 over MD-5.1 (D-12). A driver either lets the
//! registry pick the modules the options switch on (`Registry::modules_for`, what saves do), or calls
//! [`with_drinks`].

pub mod data;
mod fold;
mod help;
mod hints;
pub mod locale;
mod looks;
pub mod payloads;
mod play;
mod records;
pub mod state;

use std::sync::{Arc, OnceLock};

use metro_core::{ActionKind, ActionSpec, Rgb};

use crate::locale::tr;
use metro_engine::module::GameRead;
use metro_engine::module::{DataFile, GameSetup, ModuleCard, ModuleColumn, ModuleGame, ModuleOption};
use metro_engine::{Registry, RegistryError, RuleModule, Setup};

pub use data::{DrinkColour, Jidohanbaiki, load_jidohanbaiki};
pub use payloads::{
    BUILD, COLOUR_CARD_TAKEN, DRINK_FEE, DRINK_PAYOUT, DrinkAction, DrinkEvent, DrinkStage, FREE_BUILDS,
    FREE_BUILDS_STARTED, VENDING_MACHINE_BUILT, WALK,
};
pub use play::{COLOUR_CARD, DRINK_FEE_STEP, DrinksRules, SHAPE_CARD, drink_payout_amount};
pub use records::{COUNTED, DrinkFeeRecord, DrinkPayoutRecord, DrinkRecord};
pub use state::{Drinks, DrinksMut};

/// The module's key.
pub const KEY: &str = "metro-drinks";
/// The rule option that plays Metro Drinks.
pub const SWITCH: &str = "metro_drinks";
/// Metro Drinks' rule option *drink owner paid* (MD-5.2, D-12): a drink payout goes to the owner of the drink's
/// colour instead of the station's owner (MD-5.1, the default).
pub const OWNER_PAID: &str = "drink_owner_paid";
/// The Jidohanbaiki cards and drinks as shipped.
pub const JIDOHANBAIKI_TOML: &str = include_str!("../../../cards/jidohanbaiki.toml");
/// The file name shown in diagnostics.
pub const JIDOHANBAIKI_FILE: &str = "cards/jidohanbaiki.toml";
/// The key under which `metro cards check` finds the shipped Jidohanbaiki cards.
pub const JIDOHANBAIKI_KEY: &str = "jidohanbaiki";

/// The shipped Jidohanbaiki cards and drinks, read and checked once (MD-1, CP-3).
pub fn jidohanbaiki() -> Result<Arc<Jidohanbaiki>, String> {
    static SHIPPED: OnceLock<Result<Arc<Jidohanbaiki>, String>> = OnceLock::new();
    SHIPPED
        .get_or_init(|| {
            load_jidohanbaiki(JIDOHANBAIKI_FILE, JIDOHANBAIKI_TOML)
                .map(Arc::new)
                .map_err(|d| d.to_string())
        })
        .clone()
}

/// The Metro Drinks rule module.
#[derive(Clone, Copy, Debug, Default)]
pub struct MetroDrinks;

impl RuleModule for MetroDrinks {
    fn key(&self) -> &str {
        KEY
    }

    fn title(&self) -> &str {
        "Metro Drinks"
    }

    fn rules(&self) -> &str {
        "MD-"
    }

    fn rules_text(&self) -> &str {
        "A seventh column of Jidohanbaiki cards: colour cards give a crate of drinks, shape cards free builds. Build \
         vending machines at stations with pyramids (paying the owner a fee); a station payout pays its drink too."
    }

    fn rules_help(&self) -> Option<metro_engine::HelpSection> {
        Some(metro_engine::HelpSection::from_text(
            KEY,
            help::rules_text(metro_lang::language()),
        ))
    }

    fn switch(&self) -> &str {
        SWITCH
    }

    fn options(&self) -> Vec<ModuleOption> {
        vec![ModuleOption {
            key: OWNER_PAID.into(),
            name: tr!("drinks-option"),
            off: tr!("drinks-option.off"),
            on: tr!("drinks-option.on"),
        }]
    }

    fn data_files(&self) -> Vec<DataFile> {
        vec![DataFile {
            key: JIDOHANBAIKI_KEY.into(),
            file: JIDOHANBAIKI_FILE.into(),
            text: JIDOHANBAIKI_TOML.into(),
        }]
    }

    fn check_data(&self, file: &str, text: &str) -> Option<Result<String, String>> {
        // A Jidohanbaiki file is recognised by its `[[shapes]]`.
        if !text
            .lines()
            .any(|line| line.trim_start().starts_with("[[shapes]]"))
        {
            return None;
        }
        Some(
            load_jidohanbaiki(file, text)
                .map(|j| {
                    tr!(
                        "drinks-data-summary",
                        file = file,
                        name = j.name.as_str(),
                        colours = j.colours.len(),
                        drinks = j.drink_count(),
                        shapes = j.shapes.len()
                    )
                })
                .map_err(|d| d.to_string()),
        )
    }

    fn legacy_action(&self, name: &str, args: &[i64]) -> Option<(u8, [u16; 2])> {
        // Saves written before Metro Drinks became a module spell a build `{"Build": [station, colour]}`.
        match (name, args) {
            ("Build", &[station, colour]) => {
                let build = DrinkAction::Build {
                    station: metro_core::StationId(u16::try_from(station).ok()?),
                    colour: u8::try_from(colour).ok()?,
                }
                .encode(metro_engine::ModuleId(0));
                Some((build.verb, build.args))
            }
            _ => None,
        }
    }

    fn join(&self, setup: &GameSetup<'_>) -> Result<ModuleGame, String> {
        let data = jidohanbaiki()?;
        // MD-2.1: the column holds every colour card and as many shape cards as make it as long as the others.
        let (per_column, colours, shapes) = (
            setup.cards.cards_per_column(),
            data.colours.len(),
            data.shapes.len(),
        );
        if per_column < colours || per_column > colours + shapes {
            return Err(tr!(
                "error-drinks-column",
                per_column = per_column,
                colours = colours,
                shapes = shapes
            ));
        }
        let module = setup.id.0;
        let card = |kind: u8, param: u16| ModuleCard {
            // MD-4.1, MD-4.4, D-15: a single action space.
            actions: vec![ActionSpec {
                kind: ActionKind::Module { module, kind, param },
                spaces: 1,
            }],
        };
        // MD-2.2: an extra column after the card set's: the colour cards, then the shape cards.
        let cards = (0..colours)
            .map(|c| card(COLOUR_CARD, c as u16))
            .chain((0..shapes).map(|_| card(SHAPE_CARD, 0)))
            .collect();
        let rules = DrinksRules {
            id: setup.id,
            data: data.clone(),
            owner_paid: setup.options.on(OWNER_PAID),
            first_card: setup.first_card.0,
        };
        Ok(ModuleGame {
            columns: vec![ModuleColumn {
                name: data.name.clone(),
                colour: Rgb(120, 120, 120),
                cards,
            }],
            payouts: None,
            rules: Arc::new(rules),
        })
    }
}

/// Adds Metro Drinks to a registry.
pub fn register(registry: &mut Registry) -> Result<(), RegistryError> {
    registry.add_module(Arc::new(MetroDrinks))
}

/// Turns a setup into a Metro Drinks setup: the variant on and the payout reading chosen (`drink_owner_paid`: MD-5.2;
/// `false`: the station's owner is paid, MD-5.1, D-12). Works with any map and card set (MC-1); a card set whose
/// columns the Jidohanbaiki column cannot match is refused when the game is set up (MD-2.1).
pub fn with_drinks(mut setup: Setup, drink_owner_paid: bool) -> Setup {
    setup.play(Arc::new(MetroDrinks));
    setup.options.set(OWNER_PAID, drink_owner_paid);
    setup
}

impl DrinksRules {
    /// Metro Drinks in a game, if it is played: its place, cards and reading.
    pub fn of(game: &dyn GameRead) -> Option<DrinksRules> {
        let rules = game.rules();
        let id = rules.module_by_key(KEY)?;
        Some(DrinksRules {
            id,
            data: jidohanbaiki().ok()?,
            owner_paid: rules.options().on(OWNER_PAID),
            first_card: rules.module_cards(id).start,
        })
    }

    /// The module's place in the game.
    pub fn id(&self) -> metro_engine::ModuleId {
        self.id
    }

    /// The Jidohanbaiki cards and drinks.
    pub fn data(&self) -> &Jidohanbaiki {
        &self.data
    }

    /// Whether drink payouts go to the colour's owner (MD-5.2).
    pub fn owner_paid(&self) -> bool {
        self.owner_paid
    }

    /// The index of the Jidohanbaiki column (after the card set's columns, MD-2.2).
    pub fn column(&self, game: &dyn GameRead) -> u8 {
        game.rules().module_columns(self.id).start
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use metro_core::KindCatalogue;
    use metro_engine::Game;

    fn tokyo_setup(players: usize) -> Setup {
        let map = metro_data::load_map("maps/tokyo.toml", metro_tokyo::MAP_TOML).unwrap();
        let cards = metro_data::load_card_set(
            "cards/tokyo.toml",
            metro_tokyo::CARDS_TOML,
            &KindCatalogue::builtin(),
        )
        .unwrap();
        Setup::new(Arc::new(map), Arc::new(cards), players)
    }

    // rule CP-3.1, MD-1.1, MD-1.2: the shipped data has 6 colours of 6 drinks and 6 shapes.
    #[test]
    fn the_shipped_cards_are_six_colours_and_six_shapes() {
        let data = jidohanbaiki().unwrap();
        assert_eq!(data.colours.len(), 6);
        assert_eq!(data.shapes.len(), 6);
        assert_eq!(data.drink_count(), 36);
    }

    // rule MD-2.2, MD-5.2: the helper switches the variant on with the chosen reading and the data.
    #[test]
    fn with_drinks_composes_a_playable_setup() {
        let setup = with_drinks(tokyo_setup(3), true);
        assert!(setup.options.on(SWITCH) && setup.options.on(OWNER_PAID));
        assert_eq!(setup.modules.len(), 1);
        let game = Game::new(setup, 1).unwrap();
        assert_eq!(game.state().columns.len(), 7);
        let rules = DrinksRules::of(&game).unwrap();
        assert!(rules.owner_paid());
        assert_eq!(rules.column(&game), 6);
        let plain = Game::new(tokyo_setup(3), 1).unwrap();
        assert!(DrinksRules::of(&plain).is_none());
    }

    #[test]
    fn the_module_registers_once() {
        let mut registry = Registry::new();
        register(&mut registry).unwrap();
        assert!(register(&mut registry).is_err());
        let mut options = metro_engine::RuleOptions::new();
        options.set(SWITCH, true);
        assert_eq!(registry.modules_for(&options).len(), 1);
    }
}
