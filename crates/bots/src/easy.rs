//! The easy bot, for beginners: the heuristic bot's move most of the time, a uniformly random legal action the rest.

use metro_engine::ids::GameRng;
use metro_engine::{Action, PlayerView};

use crate::{Bot, HeuristicBot};

/// Out of [`EasyBot::RANDOM_IN`] decisions, how many the easy bot plays at random (on average).
const RANDOM_SHARE: usize = 2;

/// Plays like the heuristic bot, but picks a uniformly random legal action in `RANDOM_SHARE` of every
/// [`EasyBot::RANDOM_IN`] decisions (on average), from its own seeded generator.
#[derive(Clone, Debug)]
pub struct EasyBot {
    rng: GameRng,
    heuristic: HeuristicBot,
}

impl EasyBot {
    /// The easy bot plays at random in `RANDOM_SHARE` of every `RANDOM_IN` decisions.
    pub const RANDOM_IN: usize = 5;

    /// An easy bot with its own seed.
    pub fn new(seed: u64) -> EasyBot {
        EasyBot {
            rng: GameRng::new(seed ^ 0x2545_f491_4f6c_dd1d),
            heuristic: HeuristicBot::new(seed),
        }
    }
}

impl Bot for EasyBot {
    fn name(&self) -> &str {
        "easy"
    }

    fn choose(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Action {
        if self.rng.below(EasyBot::RANDOM_IN) < RANDOM_SHARE {
            legal[self.rng.below(legal.len())]
        } else {
            self.heuristic.choose(view, legal)
        }
    }
}
