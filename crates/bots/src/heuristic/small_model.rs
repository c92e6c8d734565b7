//! The small model of the game the bot projects the end from: each line's value, holders, expected run, speed and
//! speculations, the stations' owners and the players' cash — data only; it is built and projected in `model.rs`,
//! and its projection kept in parts in `replay.rs`.

use metro_core::Yen;
use metro_engine::PlayerId;

/// One line in the model.
#[derive(Clone, Debug)]
pub(super) struct LineModel {
    pub(super) value: f64,
    pub(super) holders: [Option<PlayerId>; 4],
    /// The share of the remaining train phases its vehicles are expected to run.
    pub(super) run: f64,
    pub(super) speed: u8,
    pub(super) specs: [Option<(PlayerId, Yen)>; 4],
}

impl LineModel {
    /// Whether it is the same as `other`, bit for bit.
    pub(super) fn same(&self, other: &LineModel) -> bool {
        self.value.to_bits() == other.value.to_bits()
            && self.holders == other.holders
            && self.run.to_bits() == other.run.to_bits()
            && self.speed == other.speed
            && self.specs == other.specs
    }

    pub(super) fn holds(&self, player: PlayerId) -> bool {
        self.holders.contains(&Some(player))
    }

    pub(super) fn holder_count(&self) -> usize {
        self.holders.iter().flatten().count()
    }
}

/// The small model of the game the bot projects the end from.
#[derive(Clone, Debug)]
pub(super) struct Model {
    pub(super) lines: Vec<LineModel>,
    pub(super) owners: Vec<Option<PlayerId>>,
    pub(super) cash: [f64; 5],
}

impl Model {
    /// Whether it is the same as `other`, bit for bit.
    pub(super) fn same(&self, other: &Model) -> bool {
        self.lines.len() == other.lines.len()
            && self.lines.iter().zip(&other.lines).all(|(a, b)| a.same(b))
            && self.owners == other.owners
            && self
                .cash
                .iter()
                .zip(&other.cash)
                .all(|(a, b)| a.to_bits() == b.to_bits())
    }
}
