//! What Metro Drinks looks like: its events and choices in words, its cards' names and faces, and its pieces for
//! front ends (drinks on stations, each player's colours and free builds).

use std::borrow::Cow;

use metro_core::{ActionKind, StationId};
use metro_engine::module::{CardFace, Counter, Looks, Marker, ModuleEvent, Pieces};
use metro_engine::narrate::{Narrator, station_name, yen};
use metro_engine::state::Pending;
use metro_engine::{Action, CardId, Game, ModuleAction, ModuleState, PlayerId, Rules};

use crate::play::{
    BUILD, COLOUR_CARD, COLOUR_CARD_TAKEN, DRINK_FEE, DRINK_PAYOUT, DrinksRules, FEE_REASON,
    FREE_BUILDS_STARTED, VENDING_MACHINE_BUILT, WALK, pending_stage, seat,
};

impl DrinksRules {
    /// A drink colour by name: "black", or "colour #7" for one the game does not have.
    pub fn drink_name(&self, colour: u8) -> String {
        match self.data.colours.get(colour as usize) {
            Some(c) => c.name.clone(),
            None => format!("colour #{colour}"),
        }
    }
}

impl Looks for DrinksRules {
    fn pieces(&self, rules: &Rules, state: &ModuleState) -> Pieces {
        let d = self.drinks_of(state);
        let mut pieces = Pieces::default();
        for (station, colour) in d.standing() {
            pieces.markers.push(Marker {
                station: StationId(station as u16),
                colour: self
                    .data
                    .colours
                    .get(colour as usize)
                    .map_or(metro_core::Rgb(128, 128, 128), |c| c.colour),
                label: format!("a {} drink", self.drink_name(colour)),
            });
        }
        for player in (0..rules.players() as u8).map(PlayerId) {
            let owned: Vec<String> = (0..d.colours() as u8)
                .filter(|&c| d.owner(c) == Some(player))
                .map(|c| format!("{} ({} left)", self.drink_name(c), d.left(c)))
                .collect();
            if !owned.is_empty() {
                pieces.counters.push(Counter {
                    player,
                    text: format!("Drinks: {}", owned.join(", ")),
                });
            }
            if d.builds_free(player) {
                pieces.counters.push(Counter {
                    player,
                    text: "Builds vending machines for free this phase".into(),
                });
            }
        }
        pieces
    }

    fn card_face(&self, _rules: &Rules, card: CardId) -> Option<CardFace> {
        match self.card(card)? {
            Ok(colour) => {
                let c = self.data.colours.get(colour as usize)?;
                Some(CardFace {
                    label: c.name.clone(),
                    title: format!("colour card {}", c.name),
                    colour: Some(c.colour),
                })
            }
            Err(shape) => {
                let name = self.data.shapes.get(shape as usize)?;
                Some(CardFace {
                    label: format!("Shape: {name}"),
                    title: format!("shape card {name}"),
                    colour: None,
                })
            }
        }
    }

    fn card_name(&self, _game: &Game, card: CardId) -> Option<String> {
        match self.card(card)? {
            Ok(colour) => Some(format!("the {} colour card", self.drink_name(colour))),
            Err(shape) => {
                let name = self.data.shapes.get(shape as usize);
                Some(format!(
                    "the {} shape card",
                    name.map_or("unknown", |n| n.as_str())
                ))
            }
        }
    }

    fn kind_name(&self, _game: &Game, kind: ActionKind) -> String {
        match kind {
            ActionKind::Module {
                kind: COLOUR_CARD,
                param,
                ..
            } => format!("Colour card {}", self.drink_name(param as u8)),
            _ => "Shape card".into(),
        }
    }

    fn kind_help(&self, _game: &Game, kind: ActionKind) -> Option<String> {
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
            } => "Colour card".into(),
            _ => "Shape card".into(),
        }
    }

    fn narrate(&self, game: &Game, narrator: &Narrator, event: &ModuleEvent) -> String {
        let who = |word: i32| narrator.player(seat(word));
        let [a, b, c, d] = event.args;
        match event.kind {
            COLOUR_CARD_TAKEN => format!(
                "{} gives up an action disc and takes the {} colour card with its crate of drinks.",
                who(a),
                self.drink_name(b as u8)
            ),
            FREE_BUILDS_STARTED => format!(
                "{} plays {}: free vending machines for the rest of this action phase.",
                who(a),
                game_card_name(self, game, CardId(b.clamp(0, 255) as u8))
            ),
            VENDING_MACHINE_BUILT => format!(
                "{} builds a vending machine with a {} drink at {}{}.",
                who(a),
                self.drink_name(c as u8),
                station_name(game, StationId(b.clamp(0, u16::MAX as i32) as u16)),
                if d != 0 { " for free" } else { "" }
            ),
            DRINK_FEE => format!(
                "{} pays {} {} for building at their station.",
                who(a),
                who(b),
                yen(c)
            ),
            DRINK_PAYOUT => format!(
                "The {} drink at {} pays {} {}.",
                self.drink_name(b as u8),
                station_name(game, StationId(a.clamp(0, u16::MAX as i32) as u16)),
                who(c),
                yen(d)
            ),
            other => format!("Metro Drinks event {other}."),
        }
    }

    fn narrate_action(&self, game: &Game, _narrator: &Narrator, action: &Action) -> Option<String> {
        let pending = &game.state().pending;
        if let Some((station, colour)) = self.as_build(action) {
            let mover = game.to_move();
            let fee = mover
                .zip(game.state().pyramids.get(station.0 as usize).copied().flatten())
                .map_or(0, |(p, owner)| self.drink_fee(game, p, owner));
            let free = match pending {
                Pending::Resolving(_) => true,
                _ => mover.is_some_and(|p| self.builds_free(game, p)),
            };
            let mut text = format!(
                "builds a vending machine with a {} drink at {}",
                self.drink_name(colour),
                station_name(game, station)
            );
            match (free, fee) {
                (true, 0) => text.push_str(" for free"),
                (true, fee) => text.push_str(&format!(" for free but a {} fee", yen(fee))),
                (false, 0) => {}
                (false, fee) => text.push_str(&format!(" for a {} fee", yen(fee))),
            }
            return Some(text);
        }
        match (action, pending_stage(game)) {
            (Action::Done, Some(stage)) if stage.module == self.id && stage.stage == WALK => {
                Some("stops moving".into())
            }
            (Action::Done, Some(stage)) if stage.module == self.id => {
                Some("builds no more vending machines".into())
            }
            _ => None,
        }
    }

    fn reason(&self, code: u8) -> Cow<'static, str> {
        Cow::Borrowed(if code == FEE_REASON {
            "as a vending machine's fee"
        } else {
            "from a drink payout"
        })
    }

    fn action_station(&self, action: ModuleAction) -> Option<StationId> {
        (action.verb == BUILD).then_some(StationId(action.args[0]))
    }
}

/// A card named as the narration names cards ("the tall can shape card").
fn game_card_name(rules: &DrinksRules, game: &Game, card: CardId) -> String {
    rules
        .card_name(game, card)
        .unwrap_or_else(|| format!("card #{}", card.0))
}
