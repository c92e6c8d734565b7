//! A first search player over the interface alone: flat Monte Carlo over determinisations. For each legal action it
//! plays out games that the seat cannot tell from the real one ([`GameState::determinize`]), that action first and
//! uniformly random play after, and takes the action with the best mean share of the win. It sees only what its
//! seat sees (the determinisation redraws the rest) and is deterministic given its seed. The heuristic policies and
//! the tree search of Tokyo Metro's bot (`metro-bots`' mcts) are the games' own; this one knows no game.

use crate::playout::{Picks, Scratch};
use crate::{Deciders, GameState, Seat};

/// Flat Monte Carlo: a number of random playouts per legal action, from determinisations.
#[derive(Clone, Debug)]
pub struct FlatMonteCarlo {
    picks: Picks,
    playouts: u32,
    /// The most decisions one playout plays before it is scored as it stands (no win).
    limit: u32,
}

impl FlatMonteCarlo {
    /// A searcher playing `playouts` playouts per legal action (at least 1), with a seed.
    pub fn new(playouts: u32, seed: u64) -> FlatMonteCarlo {
        FlatMonteCarlo {
            picks: Picks::new(seed),
            playouts: playouts.max(1),
            limit: 100_000,
        }
    }

    /// The place in `legal` (the legal actions of `seat` in `game`, not empty) of the action with the best mean
    /// share of the win over its playouts; the first of equals. `scratch` holds the playouts' buffers.
    pub fn choose<G: GameState>(
        &mut self,
        game: &G,
        seat: Seat,
        legal: &[G::Action],
        scratch: &mut Scratch<G>,
    ) -> usize {
        if legal.len() < 2 {
            return 0;
        }
        let mut best = (0, f64::NEG_INFINITY);
        for (i, &action) in legal.iter().enumerate() {
            let mut total = 0.0;
            for _ in 0..self.playouts {
                let mut world = game.determinize(seat, self.picks.next_u64());
                scratch.events.clear();
                if world.apply(seat, action, &mut scratch.events).is_ok() {
                    total += self.play_out(&mut world, seat, scratch);
                }
            }
            if total > best.1 {
                best = (i, total);
            }
        }
        best.0
    }

    /// Plays `world` to its end at random; `seat`'s share of the win (0 if it does not end within the limit).
    fn play_out<G: GameState>(&mut self, world: &mut G, seat: Seat, scratch: &mut Scratch<G>) -> f64 {
        for _ in 0..self.limit {
            let mover = match world.to_move() {
                Deciders::None => break,
                Deciders::One(mover) => mover,
                Deciders::Several(set) => match set.iter().next() {
                    Some(mover) => mover,
                    None => break,
                },
            };
            scratch.events.clear();
            let picks = &mut self.picks;
            if world
                .apply_chosen(mover, &mut scratch.legal, &mut scratch.events, |_, legal| {
                    picks.below(legal.len())
                })
                .is_none()
            {
                break;
            }
        }
        world.outcome().map_or(0.0, |outcome| outcome.win_share(seat))
    }
}
