//! Per-decision memos: within one decision the bot asks the same questions many times (an Invest's targets are
//! valued for the Invest, again for every Discount and Loan that could pay for it, again for a Copy), and every
//! answer is a pure function of the decision's view, so each is computed once.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::sync::Arc;

use metro_core::{ActionKind, LineId, SpaceId, StationId, Yen};
use metro_engine::{ActionRef, PlayerId, Rules};

use super::replay::{BaseTerms, Fresh};
use super::small_model::Model;

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

    fn write_u128(&mut self, n: u128) {
        self.add(n as u64);
        self.add((n >> 64) as u64);
    }
}

/// The key of a line and an amount of yen.
pub(super) fn line_key(line: LineId, yen: Yen) -> u64 {
    (line.0 as u64) << 32 | yen as u32 as u64
}

/// The key of the best spot in `steps` moves from `from` at `cost` per stop with `cash`.
pub(super) fn reach_key(from: SpaceId, steps: u8, cost: f64, cash: Yen) -> u128 {
    (cost.to_bits() as u128) << 64 | (cash as u32 as u128) << 32 | (steps as u128) << 16 | from.0 as u128
}

/// The key of the value of an action of `kind` on `spaces` spaces with `discount` to lift, `discs` in hand and
/// `extra` cash (`None` for a kind whose catalogue index needs more than 15 bits).
pub(super) fn kind_key(kind: ActionKind, spaces: u8, discount: Yen, discs: u8, extra: Yen) -> Option<u128> {
    let index = kind.catalogue_index();
    if index >= 1 << 15 {
        return None;
    }
    let (given, param) = match kind.param() {
        Some(p) => (1u128, p as u32 as u128),
        None => (0, 0),
    };
    Some(
        (extra as u32 as u128) << 96
            | (discount as u32 as u128) << 64
            | param << 32
            | (discs as u128) << 24
            | (spaces as u128) << 16
            | given << 15
            | index as u128,
    )
}

/// The key of what a Copy disc could copy (or a Discount pay for, or a loan add) with `discs` left and `extra`
/// cash.
pub(super) fn copy_key(discs: u8, extra: Yen) -> u64 {
    (extra as u32 as u64) << 8 | discs as u64
}

/// One decision's memos (see the module documentation). The bot keeps one and empties it at every decision, so that
/// its tables keep their room.
#[derive(Debug, Default)]
pub(super) struct Memo {
    /// [`super::Ctx::station_value`], by station.
    pub(super) station: RefCell<Vec<Option<f64>>>,
    /// [`super::Ctx::invest_gain`], by line and yen paid ([`line_key`]).
    pub(super) invest: Table<u64, f64>,
    /// [`super::Ctx::start_gain`], by line and starting value.
    pub(super) start: Table<u64, f64>,
    /// [`super::Ctx::speculate_gain`], by line and stake.
    pub(super) speculate: Table<u64, f64>,
    /// [`super::Ctx::speed_gain`], by line.
    pub(super) speed: Table<u64, f64>,
    /// [`super::Ctx::sell_gain`], by line.
    pub(super) sell: Table<u64, f64>,
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
    /// [`super::Ctx::best_spot_in_reach`], by space, steps, station cost per stop and cash ([`reach_key`]).
    pub(super) reach: Table<u128, f64>,
    /// [`super::Ctx::kind_value`] of an action (not a module's), by kind, spaces, discount, discs in hand and extra
    /// cash ([`kind_key`]).
    pub(super) kind: Table<u128, f64>,
    /// The best action a Copy disc could copy, by discs left and extra cash ([`copy_key`]).
    pub(super) copy: Table<u64, f64>,
    /// What a Discount could pay for ([`super::Ctx::discountable`]), by discs left and extra cash ([`copy_key`]).
    pub(super) discountable: RefCell<Vec<(u64, Vec<Yen>)>>,
    /// What ¥1,000 more adds at best ([`super::Ctx::loan_value`]), by discs left and extra cash ([`copy_key`]).
    pub(super) loan: Table<u64, f64>,
    /// [`super::Ctx::best_invest`], by cost, cash and penalty.
    pub(super) best_invest: Table<u128, f64>,
    /// Scratch room for [`super::Ctx::gain_of`].
    pub(super) fresh: RefCell<Fresh>,
    /// What the last decision projected.
    pub(super) carried: Option<Carried>,
}

/// What a decision hands the next one: the base model's projection, and the circumstances it holds in. When the
/// next decision projects the same model (bit for bit) for the same player in the same round and phase under the
/// same rules — a choice inside an action, the movement after the bids — it takes the projection as it is, and
/// keeps the gains memoised from it (of a share, a start, a speculation, a speed token, a station, a spot), which
/// depend on nothing else.
#[derive(Debug)]
pub(super) struct Carried {
    pub(super) rules: Arc<Rules>,
    pub(super) me: PlayerId,
    pub(super) players: usize,
    pub(super) phases: u64,
    pub(super) rounds_after: u64,
    /// The bot's pyramids not yet built (a spot is worth nothing without one).
    pub(super) pyramids: u8,
    pub(super) base: Model,
    pub(super) base_terms: BaseTerms,
    pub(super) owned: Vec<(u16, f64, PlayerId)>,
    pub(super) owned_at: Vec<usize>,
    pub(super) base_utility: f64,
}

/// A copy of a bot starts with empty memos.
impl Clone for Memo {
    fn clone(&self) -> Memo {
        Memo::default()
    }
}

impl Memo {
    /// Forgets every answer, for a decision on a map of `stations` stations and `spaces` spaces; but the gains of
    /// the base model's changes and the spots when the decision `carries` the last one's model (see [`Carried`]).
    pub(super) fn reset(&mut self, stations: usize, spaces: usize, carries: bool) {
        if !carries {
            let station = self.station.get_mut();
            station.clear();
            station.resize(stations, None);
            for table in [
                &mut self.invest,
                &mut self.start,
                &mut self.speculate,
                &mut self.speed,
            ] {
                table.clear();
            }
            self.spot.reset(spaces);
        }
        self.sell.clear();
        self.best_speed.set(None);
        self.station_cost.set(None);
        self.liftable.set(None);
        *self.available.get_mut() = None;
        self.position.reset(spaces);
        self.reach.clear();
        self.kind.clear();
        self.copy.clear();
        self.discountable.get_mut().clear();
        self.loan.clear();
        self.best_invest.clear();
    }

    /// The memoised value of a station, if known.
    pub(super) fn station(&self, station: StationId) -> Option<f64> {
        self.station.borrow()[station.0 as usize]
    }
}

/// A value of every space for one station cost per stop and one amount of cash (the last asked for). Emptied by
/// starting a new generation: a value of an older one is not read.
#[derive(Debug, Default)]
pub(super) struct BySpace {
    values: RefCell<Vec<(u32, u64, Yen, f64)>>,
    generation: u32,
}

impl BySpace {
    fn reset(&mut self, spaces: usize) {
        let values = self.values.get_mut();
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            values.clear();
            self.generation = 1;
        }
        if values.len() < spaces {
            values.resize(spaces, (0, 0, 0, 0.0));
        }
    }

    /// The value kept for `space` at `cost` per stop and `cash`, if any.
    #[inline]
    pub(super) fn get(&self, space: SpaceId, cost: f64, cash: Yen) -> Option<f64> {
        match self.values.borrow().get(space.0 as usize) {
            Some(&(g, c, y, v)) if g == self.generation && c == cost.to_bits() && y == cash => Some(v),
            _ => None,
        }
    }

    /// Keeps the value of `space` at `cost` per stop and `cash`.
    pub(super) fn insert(&self, space: SpaceId, cost: f64, cash: Yen, value: f64) {
        let mut values = self.values.borrow_mut();
        let i = space.0 as usize;
        if values.len() <= i {
            values.resize(i + 1, (0, 0, 0, 0.0));
        }
        values[i] = (self.generation, cost.to_bits(), cash, value);
    }
}
