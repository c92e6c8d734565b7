//! Tokyo Metro as data for any front end ([`metro_game::drawn::Drawn`]): the board's [`BoardLayout`] once per table
//! (the grid with every space's coordinates and the stops touching it, the lines with their colours, letters and
//! paths, the stations, the printed revenue track, the action cards and their columns, the seats, the rule modules)
//! and the [`TablePieces`] of one seat's view after every step (money, shares, discs, bids made, meeples, vehicles
//! with their heading, pyramids, line values and slots, face-up cards, the modules' markers, where play stands).
//!
//! Everything is in the map's own coordinates, in spaces (a space is a unit square, stops sit on the half-step
//! lattice, CP-1.3), and in the engine's and map's own names; there are no words but the proper names of the map and
//! cards and what rule modules say of their pieces. A seat's pieces are made from [`crate::Game::view`] for that
//! seat and nothing else, so nothing hidden from it — the deck order, the discards below a pile's top card, the other
//! players' unrevealed bids (TM-12.1) — can be in them; a spectator's (`Spectated::public_pieces`) from
//! [`crate::Game::public_view`], with no player's bid.

mod layout;
mod pieces;

#[cfg(test)]
mod tests;

use metro_game::Seat;

use crate::game::Game;

pub use layout::{
    BoardLayout, CardAction, CardFaceLayout, CardLayout, ColumnLayout, GridLayout, LineLayout, MarkerShape,
    MarkerSize, ModuleLayout, SpaceKind, SpaceLayout, StationLayout, StopLayout, Supplies, TrackStep,
};
pub use pieces::{
    ActionPieces, AnnotationPiece, ColumnPieces, CounterPiece, LinePieces, MarkerPiece, MeeplePiece,
    ModulePieces, PlayerPieces, PyramidPiece, SupplyPieces, TablePieces, VehiclePiece,
};

impl metro_game::drawn::Drawn for Game {
    type Layout = BoardLayout;
    type Pieces = TablePieces;

    fn layout(&self) -> BoardLayout {
        BoardLayout::of(&self.rules)
    }

    /// The pieces of `seat`'s view ([`Game::view`]), made from that view alone (TM-12.1).
    fn pieces(&self, seat: Seat) -> TablePieces {
        TablePieces::of(&self.rules, &self.view(seat.into()))
    }

    /// The pieces of a view a front end holds (the beats of an animation): made from that view alone.
    fn view_pieces(&self, view: &crate::View) -> Option<TablePieces> {
        Some(TablePieces::of(&self.rules, view))
    }

    /// The spaces, stations and lines a choice names (`Places::of_action`), by the layout's ids:
    /// `{"spaces": [..], "stations": [..], "lines": [..]}`; `None` for a choice that names none (a pass, a bid).
    fn offer_places(&self, _seat: Seat, action: crate::Action) -> Option<serde_json::Value> {
        places_json(&crate::narrate::Places::of_action(self, &action))
    }

    /// A click on a place: the first decision naming it ([`crate::narrate::Places::candidates`]) of a kind among
    /// the seat's legal ones now (a space while the meeple moves, a station while it builds).
    fn action_at(&self, seat: Seat, places: &serde_json::Value) -> Option<crate::Action> {
        let ids = |key: &str| -> Vec<u16> {
            places[key]
                .as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|v| v.as_u64())
                        .filter_map(|v| u16::try_from(v).ok())
                        .collect()
                })
                .unwrap_or_default()
        };
        let named = crate::narrate::Places {
            spaces: ids("spaces").into_iter().map(metro_core::SpaceId).collect(),
            stations: ids("stations").into_iter().map(metro_core::StationId).collect(),
            lines: ids("lines")
                .into_iter()
                .filter_map(|l| u8::try_from(l).ok())
                .map(metro_core::LineId)
                .collect(),
            cards: Vec::new(),
        };
        let mut legal = Vec::new();
        metro_game::GameState::legal_actions(self, seat, &mut legal);
        named.candidates().into_iter().find(|a| {
            legal
                .iter()
                .any(|l| std::mem::discriminant(l) == std::mem::discriminant(a))
        })
    }

    /// What an event names (`Places::of_event`), as [`metro_game::drawn::Drawn::offer_places`] writes it.
    fn event_places(&self, event: &crate::event::Event) -> Option<serde_json::Value> {
        places_json(&crate::narrate::Places::of_event(event))
    }

    /// The end (TM-11): every end payment (`payouts`: seat, kind, line, amount, in the order made), the lines'
    /// values after the speculation payouts, each seat's total, and the places from first to last with the
    /// turn-order position that broke a tie.
    fn end_figures(&self) -> Option<serde_json::Value> {
        let result = self.result()?;
        Some(serde_json::json!({
            "payouts": serde_json::to_value(result.payouts.as_slice()).unwrap_or_default(),
            "values_after_speculation": result.values_after_speculation.as_slice(),
            "totals": result.totals.as_slice(),
            "places": result.places.iter().map(|p| serde_json::json!({
                "seat": p.player.0,
                "total": p.total,
                "turn_order": p.turn_order,
                "tied": p.tied,
            })).collect::<Vec<_>>(),
        }))
    }
}

/// Places by the layout's ids, `None` when there are none.
fn places_json(places: &crate::narrate::Places) -> Option<serde_json::Value> {
    (!places.is_empty()).then(|| {
        serde_json::json!({
            "spaces": places.spaces.iter().map(|s| s.0).collect::<Vec<_>>(),
            "stations": places.stations.iter().map(|s| s.0).collect::<Vec<_>>(),
            "lines": places.lines.iter().map(|l| l.0).collect::<Vec<_>>(),
            "cards": places.cards.iter().map(|c| c.0).collect::<Vec<_>>(),
        })
    })
}

/// What a spectator sees of Tokyo Metro: the public view ([`Game::public_view`]: every player's bid, the decks and
/// the hidden discards hidden), its hash, and each step's events without any seat's own bid (TM-12.1, D-3).
impl metro_game::spectate::Spectated for Game {
    fn public_pieces(&self) -> TablePieces {
        TablePieces::public(&self.rules, &self.public_view())
    }

    fn public_view_hash(&self) -> u64 {
        Game::public_view_hash(self)
    }

    fn public_events(&self, events: &[crate::event::Event], out: &mut Vec<crate::event::Event>) {
        Game::public_events(self, events, out)
    }
}
