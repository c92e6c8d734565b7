//! Chicago Express behind the platform's game-agnostic interface ([`metro_game::GameState`]): every method forwards
//! to the game's own, `#[inline]`. One seat decides at a time (auctions are open bids in turn); all information is
//! open (DCE-4), so a determinisation is a copy.

use metro_game::{Deciders, GameInfo, GameKey, GameState, Outcome, Seat, WhyNot};

use crate::action::Action;
use crate::board::GAME_KEY;
use crate::event::Event;
use crate::game::{Game, View};
use crate::refusal::{Refusal, Why};
use crate::setup::{MAX_PLAYERS, MIN_PLAYERS, Setup};
use crate::state::Pending;

impl WhyNot for Refusal {
    #[inline]
    fn rule(&self) -> &'static str {
        self.rule
    }
}

/// Chicago Express, as the platform names it.
pub const GAME_INFO: GameInfo = GameInfo {
    key: GameKey(GAME_KEY),
    name: "Chicago Express",
    min_seats: MIN_PLAYERS,
    max_seats: MAX_PLAYERS as u8,
};

impl Game {
    /// The refusal of a decision by a seat that is not to move: bids go round in order (CE-2.16), actions by
    /// turns (CE-3.1).
    fn not_to_move(&self) -> Refusal {
        match self.state().pending() {
            Pending::Over => Refusal::new("DCE-38", Why::GameOver),
            Pending::Auction(_) => Refusal::new("CE-2.16", Why::NotAsked),
            Pending::Turn | Pending::Build { .. } => Refusal::new("CE-3.1", Why::NotAsked),
        }
    }
}

impl GameState for Game {
    type Setup = Setup;
    type SetupError = Refusal;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Refusal = Refusal;

    const INFO: GameInfo = GAME_INFO;

    #[inline]
    fn new_game(setup: &Setup, seed: u64) -> Result<Game, Refusal> {
        Game::new(*setup, seed)
    }

    #[inline]
    fn seats(&self) -> u8 {
        self.setup().players
    }

    #[inline]
    fn to_move(&self) -> Deciders {
        Deciders::from(Game::to_move(self))
    }

    #[inline]
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        if Game::to_move(self) == Some(seat) {
            self.legal_actions_into(out);
        } else {
            out.clear();
        }
    }

    #[inline]
    fn apply(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) -> Result<(), Refusal> {
        if Game::to_move(self) != Some(seat) {
            return Err(self.not_to_move());
        }
        self.apply_into(action, events)
    }

    #[inline]
    fn apply_chosen(
        &mut self,
        seat: Seat,
        legal: &mut Vec<Action>,
        events: &mut Vec<Event>,
        pick: impl FnOnce(&Game, &[Action]) -> usize,
    ) -> Option<Action> {
        if Game::to_move(self) != Some(seat) {
            legal.clear();
            return None;
        }
        Game::apply_chosen(self, legal, events, pick)
    }

    #[inline]
    fn view(&self, seat: Seat) -> View {
        Game::view(self, seat)
    }

    #[inline]
    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        let result = self.result()?;
        let players = self.setup().players;
        let mut scores = [0i64; MAX_PLAYERS];
        let mut places = [0u8; MAX_PLAYERS];
        for p in 0..players {
            scores[p as usize] = i64::from(result.cash(Seat(p)));
            places[p as usize] = result.rank(Seat(p));
        }
        Some(Outcome::new(
            &scores[..players as usize],
            &places[..players as usize],
        ))
    }

    #[inline]
    fn hash(&self) -> u64 {
        Game::hash(self)
    }

    /// Every seat sees the whole position (DCE-4): its hash, with the seat whose view it is.
    #[inline]
    fn view_hash(&self, seat: Seat) -> u64 {
        Game::hash(self) ^ (u64::from(seat.0) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// All information is open (DCE-4) and there is no chance (CE-12.2): a copy.
    #[inline]
    fn determinize(&self, _seat: Seat, _seed: u64) -> Game {
        self.clone()
    }
}
