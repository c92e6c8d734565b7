//! Tokyo Metro behind the platform's game-agnostic interface ([`metro_game::GameState`]): every method forwards to
//! the game's own, `#[inline]`, so that a driver generic over the interface plays exactly as fast as one written
//! for [`Game`]. One seat decides at a time (even the secret bids are asked one seat after another, D-3).

use metro_core::Yen;
use metro_game::fold::Fold;
use metro_game::{Deciders, GameInfo, GameKey, GameState, Outcome, Seat, WhyNot};

use crate::action::Action;
use crate::error::{IllegalAction, SetupError};
use crate::event::Event;
use crate::game::Game;
use crate::ids::{GameRng, PlayerId};
use crate::locale::tr;
use crate::per_player::PerPlayer;
use crate::rules::Setup;
use crate::view::{SeenPlayer, View};

/// Tokyo Metro, as the platform names it: 1–5 players, 1 the solo game (TM-1.6, TM-13).
pub const GAME_INFO: GameInfo = GameInfo {
    key: GameKey("tokyo-metro"),
    name: "Tokyo Metro",
    min_seats: 1,
    max_seats: PerPlayer::<u8>::CAPACITY as u8,
};

impl WhyNot for IllegalAction {
    #[inline]
    fn rule(&self) -> &'static str {
        self.rule
    }
}

impl From<Seat> for PlayerId {
    #[inline]
    fn from(seat: Seat) -> PlayerId {
        PlayerId(seat.0)
    }
}

impl From<PlayerId> for Seat {
    #[inline]
    fn from(player: PlayerId) -> Seat {
        Seat(player.0)
    }
}

/// A guess at another player's unrevealed bid for a determinisation, as the heuristic bot bids: ¥0 half the time,
/// else ¥100–¥300 (nothing with less than ¥1,000). The search bot guesses the same way.
pub fn guess_bid(_: PlayerId, seen: SeenPlayer<'_>, rng: &mut GameRng) -> Yen {
    if seen.cash() < 1_000 || rng.below(2) == 0 {
        0
    } else {
        (rng.below(3) as Yen + 1) * 100
    }
}

impl GameState for Game {
    type Setup = Setup;
    type SetupError = SetupError;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Refusal = IllegalAction;

    const INFO: GameInfo = GAME_INFO;

    #[inline]
    fn new_game(setup: &Setup, seed: u64) -> Result<Game, SetupError> {
        Game::new(setup.clone(), seed)
    }

    #[inline]
    fn seats(&self) -> u8 {
        self.player_count() as u8
    }

    #[inline]
    fn to_move(&self) -> Deciders {
        Deciders::from(Game::to_move(self).map(Seat::from))
    }

    #[inline]
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        if Game::to_move(self) == Some(PlayerId::from(seat)) {
            self.legal_actions_into(out);
        } else {
            out.clear();
        }
    }

    #[inline]
    fn apply(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) -> Result<(), IllegalAction> {
        if Game::to_move(self) != Some(PlayerId::from(seat)) {
            // TM-6: the game asks one player at a time.
            return Err(self.illegal(action, tr!("refusal-not-a-choice-now"), "TM-6"));
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
        if Game::to_move(self) != Some(PlayerId::from(seat)) {
            legal.clear();
            return None;
        }
        Game::apply_chosen(self, legal, events, pick)
    }

    #[inline]
    fn reveals(event: &Event) -> bool {
        Event::reveals(event)
    }

    #[inline]
    fn view(&self, seat: Seat) -> View {
        Game::view(self, seat.into())
    }

    #[inline]
    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    /// Each seat's total (TM-11.8) and place: ties are decided by the turn-order track, so no two seats share one.
    fn outcome(&self) -> Option<Outcome> {
        let result = self.result()?;
        let seats = self.player_count().min(PerPlayer::<u8>::CAPACITY);
        let mut scores = [0i64; PerPlayer::<u8>::CAPACITY];
        let mut places = [0u8; PerPlayer::<u8>::CAPACITY];
        for (seat, total) in result.totals.as_slice().iter().enumerate().take(seats) {
            scores[seat] = i64::from(*total);
        }
        for (place, standing) in result.places.as_slice().iter().enumerate() {
            if let Some(p) = places.get_mut(standing.player.0 as usize) {
                *p = place as u8 + 1;
            }
        }
        Some(Outcome::new(&scores[..seats], &places[..seats]))
    }

    #[inline]
    fn hash(&self) -> u64 {
        self.state_hash()
    }

    #[inline]
    fn view_hash(&self, seat: Seat) -> u64 {
        Game::view_hash(self, seat.into())
    }

    /// [`Game::determinised_for`] with a fresh generator from `seed` and the heuristic bot's guess of unrevealed
    /// bids.
    fn determinize(&self, seat: Seat, seed: u64) -> Game {
        self.determinised_for(seat.into(), &mut GameRng::new(seed), &mut guess_bid)
    }
}

/// Tokyo Metro's per-seat fold ([`crate::fold`]): a seat's events are [`Game::seat_events`] (its own secret bid's
/// amount, what the game awaits), each folded by [`View::apply`] with the game's rules.
impl Fold for Game {
    #[inline]
    fn seat_events(&self, seat: Seat, events: &[Event], out: &mut Vec<Event>) {
        Game::seat_events(self, seat.into(), events, out)
    }

    #[inline]
    fn fold(&self, view: &mut View, event: &Event) {
        view.apply(&self.rules, event)
    }

    /// A vehicle's step or removal and a station's payout take a beat, as in the app's animation
    /// (`Narrator::decision`'s beats, less a rule module's payments while the trains run).
    fn beat(&self, event: &Event) -> bool {
        matches!(
            event,
            Event::VehicleStepped { .. } | Event::VehicleRemoved { .. } | Event::StationPayout { .. }
        )
    }
}

/// What a client that links the engine is sent (issue 30, item 10): the seat's position ([`Game::position_for`]:
/// its determinisation, seeded by its view hash), each step's events as the seat was told them, and a decision as
/// the seat may know it — another player's secret bid stays hidden until the reveal (D-3).
impl metro_game::mirror::Mirrored for Game {
    fn position(&self, seat: Seat) -> Option<serde_json::Value> {
        serde_json::to_value(self.position_for(seat.into())).ok()
    }

    fn events_text(&self, events: &[Event]) -> serde_json::Value {
        serde_json::to_value(events).unwrap_or(serde_json::Value::Null)
    }

    fn told_action(&self, seat: Seat, actor: Seat, action: &Action) -> Option<Action> {
        match action {
            Action::Bid(_) if seat != actor => None,
            _ => Some(*action),
        }
    }
}
