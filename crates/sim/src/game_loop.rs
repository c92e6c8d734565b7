//! The game loop of a simulation, for any game of the platform ([`metro_game::GameState`]), monomorphised: each
//! deciding seat's player chooses among its legal actions, the game applies the choice, and the driver notes every
//! event. What a game's records hold is the driver's (`play.rs` for Tokyo Metro); the loop only plays.

use metro_game::{Deciders, GameState, Seat};

/// Why the loop stopped before the game's end.
#[derive(Debug)]
pub(crate) enum Stopped<R, E> {
    /// The caller asked to stop.
    Cancelled,
    /// A seat deciding had no legal action.
    NoLegalAction(Seat),
    /// A seat's player could not choose (it has no player, say); the caller's own error.
    Choosing(E),
    /// The game refused a seat's choice.
    Refused {
        /// The seat.
        seat: Seat,
        /// The game's refusal.
        refusal: R,
    },
    /// The game took `limit` decisions without ending.
    TooLong,
}

/// Buffers the loop reuses from game to game.
pub(crate) struct Buffers<G: GameState> {
    /// The legal actions of the seat deciding.
    pub(crate) legal: Vec<G::Action>,
    /// The events of the decision.
    pub(crate) events: Vec<G::Event>,
}

impl<G: GameState> Default for Buffers<G> {
    fn default() -> Self {
        Buffers {
            legal: Vec::new(),
            events: Vec::new(),
        }
    }
}

/// Plays `game` to its end: at every decision (several seats deciding at once decide in seat order, one a
/// decision) asks `stop`, lists the seat's legal actions, lets `choose` pick one, applies it and hands each event to
/// `note` with the game after the decision. Returns the decisions made; stops with the first problem, or after
/// `limit` decisions.
pub(crate) fn play_to_end<G: GameState, E>(
    game: &mut G,
    buffers: &mut Buffers<G>,
    limit: u32,
    stop: &dyn Fn() -> bool,
    mut choose: impl FnMut(&G, Seat, &[G::Action]) -> Result<G::Action, E>,
    mut note: impl FnMut(&G, &G::Event),
) -> Result<u32, Stopped<G::Refusal, E>> {
    let mut decisions: u32 = 0;
    loop {
        let seat = match game.to_move() {
            Deciders::None => return Ok(decisions),
            Deciders::One(seat) => seat,
            Deciders::Several(set) => match set.iter().next() {
                Some(seat) => seat,
                None => return Ok(decisions),
            },
        };
        if stop() {
            return Err(Stopped::Cancelled);
        }
        game.legal_actions(seat, &mut buffers.legal);
        if buffers.legal.is_empty() {
            return Err(Stopped::NoLegalAction(seat));
        }
        let action = choose(game, seat, &buffers.legal).map_err(Stopped::Choosing)?;
        buffers.events.clear();
        game.apply(seat, action, &mut buffers.events)
            .map_err(|refusal| Stopped::Refused { seat, refusal })?;
        for event in &buffers.events {
            note(game, event);
        }
        decisions += 1;
        if decisions >= limit {
            return Err(Stopped::TooLong);
        }
    }
}
