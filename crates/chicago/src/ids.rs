//! Small identifiers: seats, companies, hexes, the three dials, and the seeded random generator.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// A player's seat, numbered clockwise from 0 (DCE-7): the next seat is the next player. The platform's own
/// [`metro_game::Seat`].
pub use metro_game::Seat;

/// A company: its place in the board file's `companies` list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Company(pub u8);

impl Company {
    /// The company's index into per-company tables.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The company's bit in a hex's set of companies.
    pub(crate) fn bit(self) -> u8 {
        1 << self.0
    }
}

/// A hex: its place in the board file's `hexes` list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct HexId(pub u8);

impl HexId {
    /// The hex's index into per-hex tables.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One of the three action dials (CE-3.2), which are also the three actions (CE-3.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Dial {
    /// Auction a share (CE-4).
    Auction,
    /// Develop a hex (CE-6, CE-7).
    Develop,
    /// Build track for a company (CE-5).
    Build,
}

impl Dial {
    /// The three dials in the order of the board.
    pub const ALL: [Dial; 3] = [Dial::Auction, Dial::Develop, Dial::Build];

    /// Index into per-dial tables.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// ChaCha8 seeded from a `u64`, with our own unbiased bounded draw so that a `rand` release cannot change a game
/// (as the Tokyo engine's generator). Chicago Express has no chance (CE-12.2): the engine draws only a random banker
/// (DCE-5); the playout policies draw their choices from it.
#[derive(Clone, Debug)]
pub struct SeededRng(ChaCha8Rng);

impl SeededRng {
    /// A generator for a seed.
    pub fn new(seed: u64) -> SeededRng {
        SeededRng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A uniform number in `0..n` (`n ≥ 1`), by rejection sampling.
    pub fn below(&mut self, n: usize) -> usize {
        let n = n.max(1) as u64;
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let draw = self.0.next_u64();
            if draw < zone {
                return (draw % n) as usize;
            }
        }
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u32) -> bool {
        (self.below(100) as u32) < percent
    }
}
