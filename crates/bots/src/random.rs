//! The uniformly random bot: every legal action equally likely.

use metro_engine::ids::GameRng;
use metro_engine::{Action, PlayerView};

use crate::Bot;

/// Picks uniformly among the legal actions, from its own seeded generator.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    /// A random bot with its own seed.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: GameRng::new(seed),
        }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, _view: &PlayerView<'_>, legal: &[Action]) -> Action {
        legal[self.rng.below(legal.len())]
    }
}
