//! A seat's position for a client that links the engine (issue 30, item 10: the desktop app at a table of `metro
//! serve`): a whole [`State`] that seat cannot tell from the real one — the seat's determinisation
//! ([`Game::determinised_for`]), drawn from a generator seeded by the seat's view hash, so that it depends on what the
//! seat sees and nothing else (two games that differ only in what is hidden from the seat give the same position).
//! With it, the client asks the engine itself what a hovered choice costs, why a move is refused, and how a step is
//! told, on a game the seat cannot tell from the real one: never on the real one, whose deck order and other players'
//! bids stay on the server (TM-12.1, D-3).
//!
//! A position read back is checked against its rules before a game is made of it ([`Game::from_position`]): every
//! list has its length and every id, player, stop and card its range, so that a hostile or mistaken server's text
//! is refused with a reason, never a panic.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::game::Game;
use crate::game_state::guess_bid;
use crate::ids::{ActionRef, CardId, GameRng, PlayerId};
use crate::rules::Rules;
use crate::state::{Meeple, Pending, Slot, Stage, State, Target};
use crate::view::HIDDEN_CARD;

/// The most words a rule module's state is read with.
pub const MAX_MODULE_WORDS: usize = 4096;

/// One seat's position: what `metro serve` sends a client that links the engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// Whose position it is.
    pub viewer: PlayerId,
    /// A whole state the viewer cannot tell from the real one (the generator is not written).
    pub state: State,
}

/// Why a position does not fit its rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the position does not fit the game's rules: {0}")]
pub struct PositionError(pub String);

impl Game {
    /// `viewer`'s position: their determinisation, from a generator seeded by their view hash (see the module
    /// documentation).
    pub fn position_for(&self, viewer: PlayerId) -> Position {
        let mut rng = GameRng::new(self.view_hash(viewer));
        let game = self.determinised_for(viewer, &mut rng, &mut guess_bid);
        Position {
            viewer,
            state: game.state,
        }
    }

    /// The game of a position read back, on `rules` (the table's, which every seat knows from the setup), checked
    /// first: a position that does not fit is refused. Its generator is seeded from the position itself.
    pub fn from_position(rules: Arc<Rules>, position: Position) -> Result<Game, PositionError> {
        fits(&rules, &position)?;
        let mut game = Game {
            rules,
            state: position.state,
            seed: 0,
            result: None,
        };
        game.state.rng = GameRng::new(game.view_hash(position.viewer));
        Ok(game)
    }
}

/// Checks every length and range of `position` against `rules` and a game freshly set up on them.
fn fits(rules: &Arc<Rules>, position: &Position) -> Result<(), PositionError> {
    let fresh = Game::with_rules(rules.clone(), 0);
    let want = &fresh.state;
    let state = &position.state;
    let players = want.players.len();
    let map = rules.map();
    let lines = map.lines().len();
    let cards = rules.card_count();
    let spaces = map.space_count();
    let stations = map.stations().len();
    let wrong = |what: &str| Err(PositionError(what.to_string()));
    let player_ok = |p: PlayerId| (p.0 as usize) < players;
    let card_ok = |c: CardId| (c.0 as usize) < cards || c == HIDDEN_CARD;
    let action_ok = |a: ActionRef| (a.card.0 as usize) < cards && a.action < 2;
    let line_ok = |l: metro_core::LineId| (l.0 as usize) < lines;
    if (position.viewer.0 as usize) >= players {
        return wrong("the viewer is not a seat");
    }
    if state.players.len() != players || state.order.len() != players {
        return wrong("the number of players");
    }
    let mut seen = vec![false; players];
    for &p in &state.order {
        if !player_ok(p) || std::mem::replace(&mut seen[p.0 as usize], true) {
            return wrong("the turn order");
        }
    }
    if state.lines.len() != lines
        || state.columns.len() != want.columns.len()
        || state.occupants.len() != want.occupants.len()
        || state.taken.len() != want.taken.len()
        || state.pyramids.len() != stations
        || state.modules.len() != want.modules.len()
    {
        return wrong("the number of lines, columns, actions, stations or rule modules");
    }
    for (i, line) in state.lines.iter().enumerate() {
        let stops = map.lines()[i].stops.len();
        if line.vehicles.iter().flatten().any(|v| v.stop as usize >= stops)
            || line.holders.iter().flatten().any(|&p| !player_ok(p))
            || line
                .slots
                .iter()
                .any(|s| matches!(s, Slot::Speculation { player, .. } if !player_ok(*player)))
        {
            return wrong("a line's vehicles, shares or slots");
        }
    }
    for (column, fresh_column) in state.columns.iter().zip(&want.columns) {
        let all = column
            .deck
            .iter()
            .chain(&column.discard)
            .chain(column.rows.iter().flatten());
        if column.rows.len() != fresh_column.rows.len()
            || column.deck.len() + column.discard.len() > cards
            || all.copied().any(|c| !card_ok(c))
        {
            return wrong("a column of cards");
        }
    }
    if state.occupants.iter().any(|&bits| (bits as u32) >> players != 0)
        || state.pyramids.iter().flatten().any(|&p| !player_ok(p))
        || state.modules.iter().any(|m| m.words.len() > MAX_MODULE_WORDS)
    {
        return wrong("the discs, pyramids or a rule module's state");
    }
    for player in &state.players {
        let meeple_ok = match player.meeple {
            Meeple::Off => true,
            Meeple::On(space) => (space.0 as usize) < spaces,
            Meeple::Riding { line, vehicle, .. } => line_ok(line) && vehicle < 2,
        };
        if !meeple_ok
            || player
                .personal_cards
                .iter()
                .any(|&c| !card_ok(c) || c == HIDDEN_CARD)
            || player.alighted.iter().any(|&(line, _, _)| !line_ok(line))
            || player.copy_ready.is_some_and(|a| !action_ok(a))
        {
            return wrong("a player's meeple or cards");
        }
    }
    let pending_ok = match &state.pending {
        Pending::Bid { seat } => (*seat as usize) < players,
        Pending::Movement { turn } | Pending::Turn { turn } => (*turn as usize) < players,
        Pending::Resolving(r) => {
            let target_ok = match r.target {
                None => true,
                Some(Target::Space(space)) => (space.0 as usize) < spaces,
                Some(Target::Station(station)) => (station.0 as usize) < stations,
                Some(Target::Line(line)) => line_ok(line),
                Some(Target::Column(column)) => (column as usize) < state.columns.len(),
            };
            player_ok(r.player)
                && (r.turn as usize) < players
                && action_ok(r.action)
                && r.copy_of.is_none_or(action_ok)
                && target_ok
                && !matches!(r.stage, Stage::Module(_) if !rules.has_modules())
        }
        Pending::Trains(cursor) => {
            (cursor.line as usize) < lines
                && cursor
                    .deciding
                    .iter()
                    .chain(cursor.forced.iter())
                    .all(|&p| player_ok(p))
        }
        Pending::Over => true,
    };
    if !pending_ok {
        return wrong("what the game waits for");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Action;
    use metro_core::KindCatalogue;

    fn game(players: usize, seed: u64) -> Game {
        let map = metro_data::load_map("map.toml", metro_tokyo::MAP_TOML).expect("built-in map");
        let cards =
            metro_data::load_card_set("cards.toml", metro_tokyo::CARDS_TOML, &KindCatalogue::builtin())
                .expect("built-in cards");
        let setup = crate::rules::Setup::new(Arc::new(map), Arc::new(cards), players);
        Game::new(setup, seed).expect("setup")
    }

    // rule TM-12.1: the position a seat is sent depends on its view alone, and a game made of it shows that seat
    // exactly its view, with the same legal moves.
    #[test]
    fn a_position_shows_its_seat_its_view_and_nothing_else() {
        for seed in 0..40u64 {
            let mut g = game(3, seed);
            let mut steps = 0;
            while !g.is_over() && steps < 400 {
                for seat in 0..3u8 {
                    let viewer = PlayerId(seat);
                    let position = g.position_for(viewer);
                    let text = serde_json::to_string(&position).expect("written");
                    let read: Position = serde_json::from_str(&text).expect("read");
                    let mirror = Game::from_position(g.rules_arc().clone(), read).expect("fits");
                    assert_eq!(mirror.view(viewer), g.view(viewer), "seed {seed} step {steps}");
                    assert_eq!(mirror.view_hash(viewer), g.view_hash(viewer));
                    if g.to_move() == Some(viewer) {
                        assert_eq!(mirror.legal_actions(), g.legal_actions());
                    }
                }
                let legal = g.legal_actions();
                let pick = legal[(seed as usize + steps) % legal.len()];
                g.apply(pick).expect("legal");
                steps += 1;
            }
        }
    }

    // rule D-3: another player's secret bid never reaches a seat's position: two games that differ only in it give
    // the same position.
    #[test]
    fn a_hidden_bid_does_not_change_a_position() {
        let mut a = game(3, 7);
        let mut b = game(3, 7);
        let first = a.to_move().expect("a bidder");
        let bids: Vec<Action> = a
            .legal_actions()
            .into_iter()
            .filter(|x| matches!(x, Action::Bid(_)))
            .collect();
        a.apply(bids[0]).expect("legal");
        b.apply(*bids.last().expect("a bid")).expect("legal");
        for seat in 0..3u8 {
            let viewer = PlayerId(seat);
            if viewer == first {
                continue;
            }
            assert_eq!(a.position_for(viewer), b.position_for(viewer));
        }
        assert_ne!(a.position_for(first), b.position_for(first));
    }

    #[test]
    fn a_position_that_does_not_fit_is_refused() {
        let g = game(2, 3);
        let good = g.position_for(PlayerId(0));
        let mut cases = Vec::new();
        let mut p = good.clone();
        p.viewer = PlayerId(5);
        cases.push(p);
        let mut p = good.clone();
        p.state.players.pop();
        cases.push(p);
        let mut p = good.clone();
        p.state.order = vec![PlayerId(0), PlayerId(0)];
        cases.push(p);
        let mut p = good.clone();
        p.state.lines[0].vehicles[0] = Some(crate::state::Vehicle {
            stop: 200,
            forward: true,
        });
        cases.push(p);
        let mut p = good.clone();
        p.state.columns[0].deck.push(CardId(250));
        cases.push(p);
        let mut p = good.clone();
        p.state.pending = Pending::Bid { seat: 9 };
        cases.push(p);
        let mut p = good.clone();
        p.state.pyramids.push(None);
        cases.push(p);
        let mut p = good;
        p.state.players[1].meeple = Meeple::On(metro_core::SpaceId(60_000));
        cases.push(p);
        for case in cases {
            assert!(Game::from_position(g.rules_arc().clone(), case).is_err());
        }
    }
}
