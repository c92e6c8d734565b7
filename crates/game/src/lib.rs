//! The game-agnostic interface of the platform: what every game (Tokyo Metro in metro-engine, Chicago Express in
//! metro-chicago) implements and what the drivers — simulations, tournaments, checks, saves, search bots, play
//! sessions — are written against, in the spirit of OpenSpiel's `State`.
//!
//! # Shape
//!
//! * A game is a value implementing [`GameState`]: cloned to look ahead, changed only by
//!   [`GameState::apply`]. Drivers are generic over it at compile time (monomorphised), so a game driven through the
//!   trait runs exactly as fast as through its own methods: every implementation forwards, `#[inline]`.
//! * Seats are [`Seat`]s, numbered from 0. Who decides now is [`Deciders`]: nobody (the game is over), one seat, or
//!   several at once (a sealed decision, each seat deciding without seeing the others').
//! * The legal actions are asked per seat; `apply` names the seat deciding. A refusal names the rule
//!   ([`WhyNot::rule`]) and leaves the game unchanged.
//! * The end is an [`Outcome`]: each seat's score and place.
//! * [`GameInfo`] describes a game for menus, saves and the command line: its key, its name and its seats.
//! * [`playout`] is the first generic driver: random playouts, checking on the way that a game is never stuck.
//!
//! Words are not here: each game narrates in its own catalogs. Nothing here allocates per decision.

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

pub mod bot;
pub mod drawn;
pub mod fold;
pub mod mirror;
pub mod playout;
pub mod record;
pub mod search;
pub mod spectate;
pub mod words;

/// The most seats any game of the platform seats (Chicago Express: 6; Tokyo Metro: 5): the size of [`SeatSet`]
/// and of the [`Outcome`]'s tables.
pub const MAX_SEATS: usize = 8;

/// A player's seat, numbered from 0 (the first seat).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index into per-seat tables.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A set of seats (a bit each; at most [`MAX_SEATS`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(u8);

impl SeatSet {
    /// No seat.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// Whether the set holds `seat`.
    #[inline]
    pub fn contains(self, seat: Seat) -> bool {
        seat.index() < MAX_SEATS && self.0 & (1 << seat.0) != 0
    }

    /// The set with `seat` added (a seat beyond [`MAX_SEATS`] is not added).
    #[inline]
    pub fn with(self, seat: Seat) -> SeatSet {
        if seat.index() < MAX_SEATS {
            SeatSet(self.0 | (1 << seat.0))
        } else {
            self
        }
    }

    /// How many seats the set holds.
    #[inline]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set holds no seat.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats in order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..MAX_SEATS as u8).map(Seat).filter(move |&s| self.contains(s))
    }
}

/// Who decides now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Deciders {
    /// Nobody: the game is over.
    None,
    /// One seat.
    One(Seat),
    /// Several seats at once, each deciding without seeing the others' choices (a sealed decision); each applies
    /// its own action, in any order.
    Several(SeatSet),
}

impl Deciders {
    /// Whether `seat` is among those who decide now.
    #[inline]
    pub fn contains(self, seat: Seat) -> bool {
        match self {
            Deciders::None => false,
            Deciders::One(one) => one == seat,
            Deciders::Several(set) => set.contains(seat),
        }
    }

    /// Whether nobody decides.
    #[inline]
    pub fn is_none(self) -> bool {
        matches!(self, Deciders::None)
    }

    /// The seats deciding, in order.
    pub fn seats(self) -> SeatSet {
        match self {
            Deciders::None => SeatSet::EMPTY,
            Deciders::One(one) => SeatSet::EMPTY.with(one),
            Deciders::Several(set) => set,
        }
    }
}

impl From<Option<Seat>> for Deciders {
    #[inline]
    fn from(seat: Option<Seat>) -> Deciders {
        seat.map_or(Deciders::None, Deciders::One)
    }
}

/// A game's key: how saves, records and the command line (`--game`) name it. Never translated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameKey(pub &'static str);

impl GameKey {
    /// The key as text (`tokyo-metro`, `chicago-express`).
    pub fn as_str(self) -> &'static str {
        self.0
    }
}

/// What a game is, for menus, saves and the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameInfo {
    /// Its key (`chicago-express`).
    pub key: GameKey,
    /// Its published name (`Chicago Express`), the same in every language.
    pub name: &'static str,
    /// The fewest seats it plays with.
    pub min_seats: u8,
    /// The most seats it plays with (at most [`MAX_SEATS`]).
    pub max_seats: u8,
}

impl GameInfo {
    /// Whether the game plays with `seats` seats.
    pub fn seats_ok(&self, seats: u8) -> bool {
        (self.min_seats..=self.max_seats).contains(&seats)
    }
}

/// Why an action is refused: a typed error of the game's own, naming the rule that forbids it. Its `Display` is in
/// the current language (each game's catalog).
pub trait WhyNot: std::error::Error {
    /// The rule's ID (`TM-6.5.3`, `CE-5.3`).
    fn rule(&self) -> &'static str;
}

/// The end of a game: each seat's score and place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    seats: u8,
    scores: [i64; MAX_SEATS],
    places: [u8; MAX_SEATS],
}

impl Outcome {
    /// An outcome from each seat's score and place (1 = first; seats tied for a place share it, as in "1, 1, 3").
    /// At most [`MAX_SEATS`] seats are kept; a seat missing from `places` is last.
    pub fn new(scores: &[i64], places: &[u8]) -> Outcome {
        let seats = scores.len().min(MAX_SEATS);
        let mut outcome = Outcome {
            seats: seats as u8,
            scores: [0; MAX_SEATS],
            places: [seats as u8; MAX_SEATS],
        };
        outcome.scores[..seats].copy_from_slice(&scores[..seats]);
        for (place, given) in outcome.places[..seats].iter_mut().zip(places) {
            *place = *given;
        }
        outcome
    }

    /// How many seats played.
    pub fn seats(&self) -> u8 {
        self.seats
    }

    /// A seat's final score, in the game's own unit (yen, dollars); 0 for a seat not at the table.
    pub fn score(&self, seat: Seat) -> i64 {
        self.scores.get(seat.index()).copied().unwrap_or(0)
    }

    /// A seat's place: 1 = first; tied seats share a place. 0 for a seat not at the table.
    pub fn place(&self, seat: Seat) -> u8 {
        if seat.0 < self.seats {
            self.places[seat.index()]
        } else {
            0
        }
    }

    /// The winners: every seat in first place.
    pub fn winners(&self) -> SeatSet {
        (0..self.seats)
            .map(Seat)
            .filter(|&s| self.place(s) == 1)
            .fold(SeatSet::EMPTY, SeatSet::with)
    }

    /// A seat's share of the win: 1/k if it is one of k winners, else 0 (how tournaments count a tie).
    pub fn win_share(&self, seat: Seat) -> f64 {
        let winners = self.winners();
        if winners.contains(seat) {
            1.0 / winners.len() as f64
        } else {
            0.0
        }
    }
}

/// One game in play, of any game of the platform: OpenSpiel's `State` in spirit. Drivers are generic over it at
/// compile time.
///
/// **Invariants** every implementation keeps (the generic checks of [`playout`] and, later, `metro check` test
/// them):
/// * `legal_actions(seat)` is the only authority on legality: `apply` accepts exactly the listed actions of a seat
///   among [`GameState::to_move`] and refuses anything else with a [`WhyNot`] naming the rule, leaving the game
///   (and its [`GameState::hash`]) unchanged.
/// * A game is never stuck: until it is over, some seat decides and every seat deciding has a legal action; once
///   it is over, nobody decides and [`GameState::outcome`] is `Some`.
/// * Deterministic: the same setup, seed and applied actions give the same hashes, events and outcome.
/// * A seat's view holds nothing that seat may not see.
pub trait GameState: Clone {
    /// What a game is set up from (players, board, options).
    type Setup: Clone;
    /// Why a setup is refused.
    type SetupError: std::error::Error;
    /// One decision of one seat: small, copied, and written in saves and records.
    type Action: Copy + Eq + Debug + Serialize + DeserializeOwned;
    /// What happened: derived from the actions, never stored as the truth.
    type Event: Clone + Debug;
    /// What one seat may see.
    type View: Clone + Debug;
    /// Why an action is refused.
    type Refusal: WhyNot;

    /// What this game is.
    const INFO: GameInfo;

    /// A new game; the seed decides every random draw of the game (the same setup and seed give the same game).
    fn new_game(setup: &Self::Setup, seed: u64) -> Result<Self, Self::SetupError>;

    /// How many seats play (within [`GameInfo`]'s range; fixed for the game).
    fn seats(&self) -> u8;

    /// Who decides now: [`Deciders::None`] exactly when the game is over.
    fn to_move(&self) -> Deciders;

    /// The legal actions of `seat` now, into a buffer the caller reuses (cleared first; no allocation once it has
    /// grown). Empty when `seat` is not among [`GameState::to_move`]; never empty when it is. The order is the
    /// game's own and fixed for a position, so that a place in the list names an action reproducibly.
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Self::Action>);

    /// Applies `seat`'s action and every step after it that needs no choice, up to the next decision, appending
    /// what happened to `events` (not cleared). A seat not deciding, or an action not in its list, is refused
    /// naming the rule; the game is then unchanged.
    fn apply(
        &mut self,
        seat: Seat,
        action: Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), Self::Refusal>;

    /// What a playout does at a decision of `seat`: lists its legal actions into `legal`, lets `pick` name a place
    /// in the list, and applies that action (a game may skip checking it a second time: the list was made for this
    /// very position). Returns the action, or `None` (nothing changed) when `seat` has no legal action. `pick`
    /// names a place in the list; one beyond it is the game's to handle (this default and Tokyo Metro change
    /// nothing and return `None`, Chicago Express takes the last action).
    #[inline]
    fn apply_chosen(
        &mut self,
        seat: Seat,
        legal: &mut Vec<Self::Action>,
        events: &mut Vec<Self::Event>,
        pick: impl FnOnce(&Self, &[Self::Action]) -> usize,
    ) -> Option<Self::Action> {
        self.legal_actions(seat, legal);
        let action = *legal.get(pick(self, legal))?;
        self.apply(seat, action, events).ok().map(|()| action)
    }

    /// What `seat` may see now: nothing hidden from it (another seat's secret, a deck's order) is in it.
    fn view(&self, seat: Seat) -> Self::View;

    /// Whether the game is over.
    fn is_over(&self) -> bool;

    /// The outcome, once the game is over (`None` before).
    fn outcome(&self) -> Option<Outcome>;

    /// A hash of the whole position, the same on every platform and run (saves' checkpoints, determinism checks):
    /// equal positions hash alike.
    fn hash(&self) -> u64;

    /// A hash of what `seat` sees ([`GameState::view`]), the same on every platform and run: equal views hash
    /// alike, and nothing hidden from `seat` changes it (what a server sends a seat beside its view, for the
    /// client to tell that its copy is in step; `checked_playout` checks it against determinisations).
    fn view_hash(&self, seat: Seat) -> u64;

    /// A game `seat` cannot tell from this one, everything hidden from it redrawn from `seed` (what a search bot
    /// plays out): the result depends only on what `seat` sees and `seed`. A game of open information returns a
    /// copy.
    fn determinize(&self, seat: Seat, seed: u64) -> Self;

    /// Whether `event` shows the table something no seat could know or foresee before it (a card dealt or turned up,
    /// sealed bids revealed, a random draw): a person never takes back a decision past such an event. A game of open
    /// information with no chance after its setup keeps the default: nothing is revealed.
    #[inline]
    fn reveals(event: &Self::Event) -> bool {
        let _ = event;
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_outcome_shares_first_place_among_ties() {
        let outcome = Outcome::new(&[30, 40, 40], &[3, 1, 1]);
        assert_eq!(outcome.winners().iter().collect::<Vec<_>>(), [Seat(1), Seat(2)]);
        assert_eq!(outcome.win_share(Seat(1)), 0.5);
        assert_eq!(outcome.win_share(Seat(0)), 0.0);
        assert_eq!(outcome.score(Seat(2)), 40);
        assert_eq!(outcome.place(Seat(5)), 0);
    }

    #[test]
    fn deciders_say_who_decides() {
        assert!(Deciders::from(None).is_none());
        assert!(Deciders::One(Seat(2)).contains(Seat(2)));
        let both = SeatSet::EMPTY.with(Seat(0)).with(Seat(3));
        assert!(Deciders::Several(both).contains(Seat(3)));
        assert!(!Deciders::Several(both).contains(Seat(1)));
        assert_eq!(Deciders::Several(both).seats().len(), 2);
        assert_eq!(SeatSet::EMPTY.with(Seat(9)), SeatSet::EMPTY);
    }
}
