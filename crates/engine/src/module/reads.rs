//! What a module's hooks read of the game they play in, and how they change it: small interfaces that the engine's
//! [`crate::Rules`], [`crate::Game`] and [`crate::PlayerView`] implement. The hooks name these and none of those
//! types, so the modules' definitions sit below the rules and the game that hold them (no import circle), and a
//! module compiled apart (a plugin) sees only what a module may read.
//!
//! The methods carry the names of the engine's own accessors, so module code reads alike whichever it holds.

use std::borrow::Cow;
use std::ops::Range;

use metro_core::{CardSet, Map, Yen};

use super::payload::{ModuleId, ModuleState};
use crate::event::{Event, Reason};
use crate::ids::{CardId, PlayerId};
use crate::rules::options::RuleOptions;
use crate::seen::SeenPlayer;
use crate::state::{Pending, Phase, Player, State};

/// The rules of one game as a module reads them: the board, the cards, the players, the options, and where the
/// modules' own columns and cards lie.
pub trait RulesRead {
    /// The board.
    fn map(&self) -> &Map;
    /// The card set.
    fn cards(&self) -> &CardSet;
    /// 1–5 players.
    fn players(&self) -> usize;
    /// Cards dealt face up per column (TM-3.4; 2 in solo).
    fn dealt(&self) -> u8;
    /// The rule options.
    fn options(&self) -> &RuleOptions;
    /// The place among the game's modules of the module registered as `key`, if it is played.
    fn module_by_key(&self, key: &str) -> Option<ModuleId>;
    /// The columns of a module's cards (indices among the game's columns).
    fn module_columns(&self, module: ModuleId) -> Range<u8>;
    /// The ids of a module's cards.
    fn module_cards(&self, module: ModuleId) -> Range<u8>;
    /// How many cards each of a module's columns holds, in order.
    fn module_column_sizes(&self, module: ModuleId) -> &[u8];
    /// The number of cards: the card set's, then the modules' (all of them, also those a module does not deal).
    fn card_count(&self) -> usize;
    /// The number of columns: the card set's, then the modules'.
    fn column_count(&self) -> usize;
    /// The column a card belongs to, or `None` for an id that names no card.
    fn card_column(&self, card: CardId) -> Option<u8>;
}

/// A game as a module's hooks read it: its rules and its whole state (modules are rule code; what a seat may see is
/// [`SeatRead`]'s business).
pub trait GameRead {
    /// The rules.
    fn rules(&self) -> &dyn RulesRead;
    /// The whole state.
    fn state(&self) -> &State;
    /// The board.
    fn map(&self) -> &Map {
        self.rules().map()
    }
    /// The round, 1-based.
    fn round(&self) -> u8 {
        self.state().round
    }
    /// One player's state.
    fn player(&self, player: PlayerId) -> &Player {
        &self.state().players[player.0 as usize]
    }
    /// The players by seat in turn order.
    fn turn_order(&self) -> &[PlayerId] {
        &self.state().order
    }
    /// Whose decision is pending, if anyone's.
    fn to_move(&self) -> Option<PlayerId>;
}

/// What one seat sees of a game, as a module's hints read it ([`crate::PlayerView`] for bots): nothing hidden from
/// that seat (TM-12.1, D-17).
pub trait SeatRead {
    /// Whose view.
    fn viewer(&self) -> PlayerId;
    /// The rules.
    fn rules(&self) -> &dyn RulesRead;
    /// The board.
    fn map(&self) -> &Map;
    /// The round, 1-based.
    fn round(&self) -> u8;
    /// The phase.
    fn phase(&self) -> Phase;
    /// The decision pending.
    fn pending(&self) -> &Pending;
    /// Who owns a pyramid at each station.
    fn pyramids(&self) -> &[Option<PlayerId>];
    /// One player as every player sees them.
    fn player(&self, player: PlayerId) -> SeenPlayer<'_>;
    /// A module's state as the viewer sees it.
    fn module_state(&self, module: ModuleId) -> Option<Cow<'_, ModuleState>>;
}

/// How a module's [`super::Play`] changes a game: the state, money with its events, the turn. Only the engine
/// implements it (for [`crate::Game`]).
pub(crate) trait GameWrite: GameRead {
    /// The game as a module reads it.
    fn read(&self) -> &dyn GameRead;
    /// The whole state, to change.
    fn state_mut(&mut self) -> &mut State;
    /// A player pays the bank, with its event.
    fn pay(&mut self, player: PlayerId, amount: Yen, reason: Reason, events: &mut Vec<Event>);
    /// A player receives from the bank, with its event.
    fn receive(&mut self, player: PlayerId, amount: Yen, reason: Reason, events: &mut Vec<Event>);
    /// Ends the action turn at `turn`.
    fn next_turn(&mut self, turn: u8, events: &mut Vec<Event>);
}
