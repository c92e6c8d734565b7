//! Per-decision memos: within one decision the bot asks the same questions many times (an Invest's targets are
//! valued for the Invest, again for every Discount and Loan that could pay for it, again for a Copy), and every
//! answer is a pure function of the decision's view, so each is computed once.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::sync::Arc;

use metro_core::{LineId, SpaceId, StationId, Yen};
use metro_engine::ActionRef;

use super::replay::Fresh;

/// Answers kept by key.
#[derive(Debug)]
pub(super) struct Table<K, V>(RefCell<HashMap<K, V, BuildHasherDefault<FxHasher>>>);

impl<K, V> Default for Table<K, V> {
    fn default() -> Table<K, V> {
        Table(RefCell::new(HashMap::default()))
    }
}

impl<K: Eq + Hash + Copy, V: Copy> Table<K, V> {
    fn clear(&mut self) {
        self.0.get_mut().clear();
    }

    /// The answer for `key`, computed by `f` the first time (`f` may ask the table again).
    pub(super) fn get_or(&self, key: K, f: impl FnOnce() -> V) -> V {
        if let Some(v) = self.get(key) {
            return v;
        }
        let v = f();
        self.insert(key, v);
        v
    }

    /// The answer kept for `key`, if any.
    #[inline]
    pub(super) fn get(&self, key: K) -> Option<V> {
        self.0.borrow().get(&key).copied()
    }

    /// Keeps the answer for `key`.
    pub(super) fn insert(&self, key: K, value: V) {
        self.0.borrow_mut().insert(key, value);
    }
}

/// The Fx hash (rustc's): a multiply and a rotate a word, ample for small keys of plain numbers, and much cheaper
/// than the default hasher's.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct FxHasher(u64);

impl FxHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.add(b as u64);
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(n as u64);
    }

    fn write_u16(&mut self, n: u16) {
        self.add(n as u64);
    }

    fn write_u32(&mut self, n: u32) {
        self.add(n as u64);
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
}

/// One decision's memos (see the module documentation). The bot keeps one and empties it at every decision, so that
/// its tables keep their room.
#[derive(Debug, Default)]
pub(super) struct Memo {
    /// [`super::Ctx::station_value`], by station.
    pub(super) station: RefCell<Vec<Option<f64>>>,
    /// [`super::Ctx::invest_gain`], by line and yen paid.
    pub(super) invest: Table<(LineId, Yen), f64>,
    /// [`super::Ctx::start_gain`], by line and starting value.
    pub(super) start: Table<(LineId, Yen), f64>,
    /// [`super::Ctx::speculate_gain`], by line and stake.
    pub(super) speculate: Table<(LineId, Yen), f64>,
    /// [`super::Ctx::speed_gain`], by line.
    pub(super) speed: Table<LineId, f64>,
    /// [`super::Ctx::sell_gain`], by line.
    pub(super) sell: Table<LineId, f64>,
    /// [`super::Ctx::best_speed_line`].
    pub(super) best_speed: Cell<Option<Option<(LineId, f64)>>>,
    /// [`super::Ctx::station_cost`].
    pub(super) station_cost: Cell<Option<(f64, bool)>>,
    /// [`super::Ctx::liftable`].
    pub(super) liftable: Cell<Option<Yen>>,
    /// [`super::Ctx::available`].
    pub(super) available: RefCell<Option<Arc<[ActionRef]>>>,
    /// [`super::Ctx::spot`], by space.
    pub(super) spot: BySpace,
    /// [`super::Ctx::position`], by space.
    pub(super) position: BySpace,
    /// [`super::Ctx::best_spot_in_reach`], by space, steps, station cost per stop (its bits) and cash.
    pub(super) reach: Table<(SpaceId, u8, u64, Yen), f64>,
    /// [`super::Ctx::kind_value`] of an action (not a module's), by action, discount, discs in hand and extra cash.
    pub(super) kind: Table<(ActionRef, Yen, u8, Yen), f64>,
    /// Scratch room for [`super::Ctx::gain_of`].
    pub(super) fresh: RefCell<Fresh>,
}

/// A copy of a bot starts with empty memos.
impl Clone for Memo {
    fn clone(&self) -> Memo {
        Memo::default()
    }
}

impl Memo {
    /// Forgets every answer, for a decision on a map of `stations` stations and `spaces` spaces.
    pub(super) fn reset(&mut self, stations: usize, spaces: usize) {
        let station = self.station.get_mut();
        station.clear();
        station.resize(stations, None);
        for table in [&mut self.invest, &mut self.start, &mut self.speculate] {
            table.clear();
        }
        self.speed.clear();
        self.sell.clear();
        self.best_speed.set(None);
        self.station_cost.set(None);
        self.liftable.set(None);
        *self.available.get_mut() = None;
        self.spot.reset(spaces);
        self.position.reset(spaces);
        self.reach.clear();
        self.kind.clear();
    }

    /// The memoised value of a station, if known.
    pub(super) fn station(&self, station: StationId) -> Option<f64> {
        self.station.borrow()[station.0 as usize]
    }
}

/// A value of every space for one station cost per stop and one amount of cash (the last asked for).
#[derive(Debug, Default)]
pub(super) struct BySpace(RefCell<Vec<Option<(u64, Yen, f64)>>>);

impl BySpace {
    fn reset(&mut self, spaces: usize) {
        let values = self.0.get_mut();
        values.clear();
        values.resize(spaces, None);
    }

    /// The value kept for `space` at `cost` per stop and `cash`, if any.
    #[inline]
    pub(super) fn get(&self, space: SpaceId, cost: f64, cash: Yen) -> Option<f64> {
        match self.0.borrow().get(space.0 as usize) {
            Some(&Some((c, y, v))) if c == cost.to_bits() && y == cash => Some(v),
            _ => None,
        }
    }

    /// Keeps the value of `space` at `cost` per stop and `cash`.
    pub(super) fn insert(&self, space: SpaceId, cost: f64, cash: Yen, value: f64) {
        let mut values = self.0.borrow_mut();
        let i = space.0 as usize;
        if values.len() <= i {
            values.resize(i + 1, None);
        }
        values[i] = Some((cost.to_bits(), cash, value));
    }
}
