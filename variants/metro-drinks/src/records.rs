//! What a simulation records of Metro Drinks (`docs/sim-json.md`): the drinks standing at the end, every drink
//! payout and every vending machine fee, and where its actions are counted.

use metro_core::ActionKind;
use metro_engine::module::GameRead;
use metro_engine::module::{GameLog, ModuleEvent, Records};
use metro_engine::{Event, PlayerId};
use serde::Serialize;

use crate::payloads::DrinkEvent;
use crate::play::{COLOUR_CARD, DrinksRules, SHAPE_CARD};

/// The names under which the Metro Drinks actions are counted in a record's `players[].actions`: taking a colour card
/// (MD-4.1), taking a shape card (MD-4.4), building a vending machine with an action disc (MD-4.2), and building one
/// for free with an active shape card (MD-4.4).
pub const COUNTED: [&str; 4] = ["colour_card", "shape_card", "build", "free_build"];

/// A drink standing on the map at the end of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DrinkRecord {
    /// The station's name.
    pub station: String,
    /// The drink's colour.
    pub colour: String,
    /// The owner of the colour (seat; 255 for none).
    pub owner: u8,
}

/// A drink payout (MD-5.1, MD-5.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DrinkPayoutRecord {
    /// The round.
    pub round: u8,
    /// The station's name.
    pub station: String,
    /// The drink's colour.
    pub colour: String,
    /// Who was paid (seat): the station's owner, or the colour's owner with *drink owner paid*.
    pub player: u8,
    /// How much.
    pub amount: i32,
}

/// A vending machine's fee (MD-4.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DrinkFeeRecord {
    /// The round.
    pub round: u8,
    /// Who built and paid (seat).
    pub player: u8,
    /// The station's owner, who was paid (seat).
    pub owner: u8,
    /// How much.
    pub amount: i32,
}

impl Records for DrinksRules {
    fn counted(&self) -> Vec<String> {
        COUNTED.iter().map(|n| n.to_string()).collect()
    }

    fn count_kind(&self, kind: ActionKind) -> Option<usize> {
        match kind {
            ActionKind::Module {
                kind: COLOUR_CARD, ..
            } => Some(0),
            ActionKind::Module { kind: SHAPE_CARD, .. } => Some(1),
            _ => None,
        }
    }

    fn count_event(&self, event: &ModuleEvent) -> Option<(PlayerId, usize)> {
        if event.module != self.id {
            return None;
        }
        match DrinkEvent::decode(event)? {
            DrinkEvent::VendingMachineBuilt { player, free, .. } => Some((player, 2 + usize::from(free))),
            _ => None,
        }
    }

    fn counted_without_cards(&self) -> Vec<usize> {
        // Building is an action of the Jidohanbaiki deck, not of a card.
        vec![2, 3]
    }

    fn log(&self) -> Box<dyn GameLog> {
        Box::new(DrinkLog {
            rules: self.clone(),
            payouts: Vec::new(),
            fees: Vec::new(),
        })
    }
}

/// The drink payouts and fees of one game, noted from its events as it is played.
struct DrinkLog {
    rules: DrinksRules,
    payouts: Vec<DrinkPayoutRecord>,
    fees: Vec<DrinkFeeRecord>,
}

fn station_name(game: &dyn GameRead, station: usize) -> String {
    game.map()
        .stations()
        .get(station)
        .map(|s| s.name.clone())
        .unwrap_or_default()
}

impl GameLog for DrinkLog {
    fn note(&mut self, game: &dyn GameRead, event: &Event) {
        match self.rules.drink_event(event) {
            Some(DrinkEvent::DrinkPayout {
                station,
                colour,
                player,
                amount,
            }) => self.payouts.push(DrinkPayoutRecord {
                round: game.round(),
                station: station_name(game, usize::from(station.0)),
                colour: self.rules.drink_name(colour),
                player: player.0,
                amount,
            }),
            Some(DrinkEvent::DrinkFee {
                player,
                owner,
                amount,
            }) => self.fees.push(DrinkFeeRecord {
                round: game.round(),
                player: player.0,
                owner: owner.0,
                amount,
            }),
            _ => {}
        }
    }

    fn fields(&self, game: &dyn GameRead) -> Vec<(String, String)> {
        let d = self.rules.drinks(game);
        let drinks: Vec<DrinkRecord> = d
            .standing()
            .map(|(station, colour)| DrinkRecord {
                station: station_name(game, station),
                colour: self.rules.drink_name(colour),
                owner: d.owner(colour).map_or(u8::MAX, |p| p.0),
            })
            .collect();
        vec![
            ("drinks".into(), json(&drinks)),
            ("drink_payouts".into(), json(&self.payouts)),
            ("drink_fees".into(), json(&self.fees)),
        ]
    }
}

/// A record's part as compact JSON (`null` if it cannot be written, which plain records never are).
fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "null".into())
}
