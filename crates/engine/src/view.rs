//! Hidden information (TM-12, D-3, D-17): what one player may see, as a redacted copy of the state, and a stable
//! hash of the full state for saves.

use std::hash::{Hash, Hasher};

use crate::game::Game;
use crate::ids::{CardId, GameRng, PlayerId};
use crate::state::State;

/// The card id that stands for a face-down card in a [`View`].
pub const HIDDEN_CARD: CardId = CardId(u8::MAX);

/// What one player may see: the state with the deck order, the discard piles below their top card and other
/// players' unrevealed bids hidden (TM-12.1). Everything else is open (D-17).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// Whose view.
    pub viewer: PlayerId,
    /// The redacted state: decks and hidden discards hold [`HIDDEN_CARD`], other players' bids are `None`, and the
    /// random generator is replaced by a fixed one.
    pub state: State,
    /// Which players have made their secret bid this round (the amounts stay hidden, D-3).
    pub bids_made: Vec<bool>,
}

impl Game {
    /// What `viewer` may see now.
    pub fn view(&self, viewer: PlayerId) -> View {
        let mut state = self.state.clone();
        for column in &mut state.columns {
            column.deck.iter_mut().for_each(|c| *c = HIDDEN_CARD);
            let below_top = column.discard.len().saturating_sub(1);
            column.discard[..below_top]
                .iter_mut()
                .for_each(|c| *c = HIDDEN_CARD);
        }
        let bids_made = state.players.iter().map(|p| p.bid.is_some()).collect();
        for (i, p) in state.players.iter_mut().enumerate() {
            if i != viewer.0 as usize {
                p.bid = None;
            }
        }
        state.rng = GameRng::new(0);
        View {
            viewer,
            state,
            bids_made,
        }
    }

    /// A hash of the whole state, the same on every platform and run: for saves to detect divergence.
    pub fn state_hash(&self) -> u64 {
        let mut hasher = Fnv1a::default();
        self.state.hash(&mut hasher);
        hasher.finish()
    }
}

/// FNV-1a, 64 bits: simple, stable, and independent of the standard library's hasher choice.
struct Fnv1a(u64);

impl Default for Fnv1a {
    fn default() -> Self {
        Fnv1a(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv1a {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn write_u16(&mut self, n: u16) {
        self.write(&n.to_le_bytes());
    }

    fn write_u32(&mut self, n: u32) {
        self.write(&n.to_le_bytes());
    }

    fn write_u64(&mut self, n: u64) {
        self.write(&n.to_le_bytes());
    }

    fn write_u128(&mut self, n: u128) {
        self.write(&n.to_le_bytes());
    }

    fn write_i32(&mut self, n: i32) {
        self.write(&n.to_le_bytes());
    }

    fn write_usize(&mut self, n: usize) {
        // Lengths hash as u64 so a 32-bit build agrees with a 64-bit one.
        self.write(&(n as u64).to_le_bytes());
    }
}
