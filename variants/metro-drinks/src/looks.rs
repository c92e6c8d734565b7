//! What Metro Drinks looks like: its events and choices in words, its cards' names and faces, and its pieces for
//! front ends (drinks on stations, each player's colours and free builds).

use std::borrow::Cow;

use metro_core::{ActionKind, StationId};
use metro_engine::module::{CardFace, Counter, Looks, Marker, ModuleEvent, Pieces};
use metro_engine::module::{GameRead, RulesRead};
use metro_engine::narrate::{Narrator, station_name, yen};
use metro_engine::state::Pending;
use metro_engine::{Action, CardId, ModuleAction, ModuleState, PlayerId};

use crate::locale::{WORDS, tr};

/// One message of two: told in the log, or `offered` on a button.
macro_rules! worded {
    ($offered:expr, $told:literal, $offer:literal $(, $name:ident = $value:expr)* $(,)?) => {
        if $offered {
            tr!($offer $(, $name = $value)*)
        } else {
            tr!($told $(, $name = $value)*)
        }
    };
}
use crate::payloads::{DrinkAction, DrinkEvent, DrinkStage};
use crate::play::{COLOUR_CARD, DrinksRules, FEE_REASON, pending_stage};

impl DrinksRules {
    /// A drink colour by name, in the current language: "black", or "colour #7" for one the game does not have.
    pub fn drink_name(&self, colour: u8) -> String {
        match self.data.colours.get(colour as usize) {
            Some(c) => known_name("drinks-colour-", &c.name),
            None => tr!("drinks-colour-unknown", colour = colour),
        }
    }

    /// A shape card's shape by name, in the current language: "tall can".
    fn shape_name(&self, shape: u8) -> String {
        match self.data.shapes.get(shape as usize) {
            Some(name) => known_name("drinks-shape-", name),
            None => tr!("drinks-shape-unknown"),
        }
    }

    /// One of its choices as told in the log ("builds a vending machine…") or, `offered`, as on a button ("Build a
    /// vending machine…").
    fn choice_words(&self, game: &dyn GameRead, action: &Action, offered: bool) -> Option<String> {
        let pending = &game.state().pending;
        if let Some(DrinkAction::Build { station, colour }) = self.drink_action(action) {
            let mover = game.to_move();
            let fee = mover
                .zip(game.state().pyramids.get(station.0 as usize).copied().flatten())
                .map_or(0, |(p, owner)| self.drink_fee(game, p, owner));
            let free = match pending {
                Pending::Resolving(_) => true,
                _ => mover.is_some_and(|p| self.builds_free(game, p)),
            };
            let (colour, station) = (self.drink_name(colour), station_name(game, station));
            return Some(match (free, fee) {
                (true, 0) => worded!(
                    offered,
                    "choice-drinks-build-free",
                    "offer-drinks-build-free",
                    colour = colour,
                    station = station
                ),
                (true, fee) => worded!(
                    offered,
                    "choice-drinks-build-free-fee",
                    "offer-drinks-build-free-fee",
                    colour = colour,
                    station = station,
                    fee = yen(fee)
                ),
                (false, 0) => worded!(
                    offered,
                    "choice-drinks-build",
                    "offer-drinks-build",
                    colour = colour,
                    station = station
                ),
                (false, fee) => worded!(
                    offered,
                    "choice-drinks-build-fee",
                    "offer-drinks-build-fee",
                    colour = colour,
                    station = station,
                    fee = yen(fee)
                ),
            });
        }
        match (action, pending_stage(game)) {
            (Action::Done, Some(stage)) if stage.module == self.id => match DrinkStage::decode(&stage) {
                Some(DrinkStage::Walk { .. }) => {
                    Some(worded!(offered, "choice-drinks-stop", "offer-drinks-stop"))
                }
                _ => Some(worded!(
                    offered,
                    "choice-drinks-no-more-builds",
                    "offer-drinks-no-more-builds"
                )),
            },
            _ => None,
        }
    }
}

/// A name of the built-in Jidohanbaiki cards in the current language (`prefix` + the name, spaces as hyphens); a name
/// of a custom file as it is written there.
fn known_name(prefix: &str, name: &str) -> String {
    let id = format!("{prefix}{}", name.replace(' ', "-"));
    if WORDS.has(metro_lang::Language::English, &id) {
        WORDS.message(&id, &[])
    } else {
        name.to_string()
    }
}

impl Looks for DrinksRules {
    fn fold(
        &self,
        _rules: &dyn RulesRead,
        state: &mut metro_engine::State,
        index: usize,
        event: &metro_engine::Event,
        _viewer: PlayerId,
    ) {
        self.fold_event(state, index, event);
    }

    fn told_payments(&self, event: &ModuleEvent, out: &mut Vec<metro_engine::module::ToldPayment>) {
        self.payments_told(event, out);
    }

    fn tells_action(&self, action: &ModuleAction, event: &ModuleEvent) -> bool {
        // "builds a vending machine at …" tells the build.
        matches!(DrinkAction::decode(action), Some(DrinkAction::Build { .. }))
            && matches!(
                DrinkEvent::decode(event),
                Some(DrinkEvent::VendingMachineBuilt { .. })
            )
    }

    fn pieces(&self, rules: &dyn RulesRead, _board: &metro_engine::State, state: &ModuleState) -> Pieces {
        let d = self.drinks_of(state);
        let mut pieces = Pieces::default();
        // A drink standing at a station: a bottle in the drink's colour.
        for (station, colour) in d.standing() {
            let fill = self
                .data
                .colours
                .get(colour as usize)
                .map_or(metro_core::Rgb(128, 128, 128), |c| c.colour);
            let label = tr!("drinks-marker", colour = self.drink_name(colour));
            pieces.markers.push(
                Marker::new(StationId(station as u16), fill, label)
                    .shape(metro_engine::module::PieceShape::Bottle),
            );
        }
        for player in (0..rules.players() as u8).map(PlayerId) {
            let owned: Vec<String> = (0..d.colours() as u8)
                .filter(|&c| d.owner(c) == Some(player))
                .map(|c| tr!("drinks-owned", colour = self.drink_name(c), left = d.left(c)))
                .collect();
            if !owned.is_empty() {
                pieces.counters.push(Counter {
                    player,
                    text: tr!("drinks-counter", drinks = owned.join(", ")),
                });
            }
            if d.builds_free(player) {
                pieces.counters.push(Counter {
                    player,
                    text: tr!("drinks-counter-free"),
                });
            }
        }
        pieces
    }

    fn card_face(&self, _rules: &dyn RulesRead, card: CardId) -> Option<CardFace> {
        match self.card(card)? {
            Ok(colour) => {
                let c = self.data.colours.get(colour as usize)?;
                let name = self.drink_name(colour);
                Some(CardFace {
                    title: tr!("drinks-face-colour", colour = name.as_str()),
                    label: name,
                    colour: Some(c.colour),
                })
            }
            Err(shape) => {
                self.data.shapes.get(shape as usize)?;
                let name = self.shape_name(shape);
                Some(CardFace {
                    label: tr!("drinks-face-shape-label", shape = name.as_str()),
                    title: tr!("drinks-face-shape", shape = name),
                    colour: None,
                })
            }
        }
    }

    fn card_name(&self, _game: &dyn GameRead, card: CardId) -> Option<String> {
        match self.card(card)? {
            Ok(colour) => Some(tr!("drinks-card-colour", colour = self.drink_name(colour))),
            Err(shape) => Some(tr!("drinks-card-shape", shape = self.shape_name(shape))),
        }
    }

    fn kind_name(&self, _game: &dyn GameRead, kind: ActionKind) -> String {
        match kind {
            ActionKind::Module {
                kind: COLOUR_CARD,
                param,
                ..
            } => tr!("drinks-kind-colour", colour = self.drink_name(param as u8)),
            _ => tr!("drinks-kind-shape"),
        }
    }

    fn kind_help(&self, _game: &dyn GameRead, kind: ActionKind) -> Option<String> {
        let sentence = crate::help::kind_sentence;
        match kind {
            ActionKind::Module {
                kind: COLOUR_CARD,
                param,
                ..
            } => sentence("colour_card").map(|s| s.replace("{colour}", &self.drink_name(param as u8))),
            ActionKind::Module { .. } => sentence("shape_card").map(str::to_string),
            _ => None,
        }
    }

    fn kind_title(&self, kind: ActionKind) -> String {
        match kind {
            ActionKind::Module {
                kind: COLOUR_CARD, ..
            } => tr!("drinks-kind-colour-title"),
            _ => tr!("drinks-kind-shape"),
        }
    }

    fn narrate(&self, game: &dyn GameRead, narrator: &Narrator, event: &ModuleEvent) -> String {
        let who = |player: PlayerId| narrator.player(player);
        let Some(drink_event) = DrinkEvent::decode(event) else {
            return tr!("log-drinks-event", kind = event.kind);
        };
        match drink_event {
            DrinkEvent::ColourCardTaken { player, colour } => tr!(
                "log-drinks-colour-card-taken",
                player = who(player),
                colour = self.drink_name(colour)
            ),
            DrinkEvent::FreeBuildsStarted { player, card } => tr!(
                "log-drinks-free-builds",
                player = who(player),
                card = game_card_name(self, game, card)
            ),
            DrinkEvent::VendingMachineBuilt {
                player,
                station,
                colour,
                free,
            } => {
                let (player, colour) = (who(player), self.drink_name(colour));
                let station = station_name(game, station);
                if free {
                    tr!(
                        "log-drinks-built-free",
                        player = player,
                        colour = colour,
                        station = station
                    )
                } else {
                    tr!(
                        "log-drinks-built",
                        player = player,
                        colour = colour,
                        station = station
                    )
                }
            }
            DrinkEvent::DrinkFee {
                player,
                owner,
                amount,
            } => tr!(
                "log-drinks-fee",
                player = who(player),
                owner = who(owner),
                amount = yen(amount)
            ),
            DrinkEvent::DrinkPayout {
                station,
                colour,
                player,
                amount,
            } => tr!(
                "log-drinks-payout",
                colour = self.drink_name(colour),
                station = station_name(game, station),
                player = who(player),
                amount = yen(amount)
            ),
        }
    }

    fn narrate_action(&self, game: &dyn GameRead, _narrator: &Narrator, action: &Action) -> Option<String> {
        self.choice_words(game, action, false)
    }

    fn offer_action(&self, game: &dyn GameRead, _narrator: &Narrator, action: &Action) -> Option<String> {
        self.choice_words(game, action, true)
    }

    fn reason(&self, code: u8) -> Cow<'static, str> {
        Cow::Owned(if code == FEE_REASON {
            tr!("reason-drinks-fee")
        } else {
            tr!("reason-drinks-payout")
        })
    }

    fn action_station(&self, action: ModuleAction) -> Option<StationId> {
        match DrinkAction::decode(&action)? {
            DrinkAction::Build { station, .. } => Some(station),
        }
    }
}

/// A card named as the narration names cards ("the tall can shape card").
fn game_card_name(rules: &DrinksRules, game: &dyn GameRead, card: CardId) -> String {
    rules
        .card_name(game, card)
        .unwrap_or_else(|| tr!("drinks-card-unknown", card = card.0))
}
