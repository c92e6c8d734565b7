//! Small identifiers the engine uses: players, cards, action slots, and the seeded random generator.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// A player, by seat (0 = first seat; the default, which fills the unused places of inline lists).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerId(pub u8);

impl PlayerId {
    /// "Player N" (seat + 1) in the current language: a player named by seat, as the narration names one without a
    /// seat label.
    pub(crate) fn name(self) -> String {
        crate::locale::tr!("player-name", number = self.0 as usize + 1)
    }
}

/// An action card of the game: `column * cards_per_column + position in the column's file order`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardId(pub u8);

/// One action of one card: the card and which of its (up to two) actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ActionRef {
    /// The card.
    pub card: CardId,
    /// 0 for the card's first action, 1 for its second.
    pub action: u8,
}

impl ActionRef {
    /// Index into per-action tables (the state's `occupants` and `taken`): two per card.
    pub fn slot(self) -> usize {
        self.card.0 as usize * 2 + self.action as usize
    }
}

/// The game's random generator: ChaCha8, seeded from the game's seed, portable across platforms (D-13).
///
/// All draws go through [`GameRng::below`], our own unbiased bounded draw on `next_u64`, so that the sequence
/// does not depend on how a `rand` release implements ranges or shuffles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    /// The generator of seed 0: what a position read back starts with until it is given one.
    pub fn unseeded() -> GameRng {
        GameRng::new(0)
    }

    /// A generator for a seed.
    pub fn new(seed: u64) -> GameRng {
        GameRng(ChaCha8Rng::seed_from_u64(seed))
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

    /// A uniform 64-bit number (e.g. to seed another generator).
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// Shuffles a slice (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

impl std::hash::Hash for GameRng {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.get_seed().hash(state);
        self.0.get_word_pos().hash(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule D-13: the same seed gives the same draws.
    #[test]
    fn the_generator_is_reproducible() {
        let mut a = GameRng::new(7);
        let mut b = GameRng::new(7);
        let xs: Vec<usize> = (0..50).map(|_| a.below(6)).collect();
        let ys: Vec<usize> = (0..50).map(|_| b.below(6)).collect();
        assert_eq!(xs, ys);
        assert!(xs.iter().all(|&x| x < 6));
        let mut deck: Vec<u8> = (0..9).collect();
        GameRng::new(7).shuffle(&mut deck);
        let mut again: Vec<u8> = (0..9).collect();
        GameRng::new(7).shuffle(&mut again);
        assert_eq!(deck, again);
        assert_ne!(deck, (0..9).collect::<Vec<u8>>());
    }
}
