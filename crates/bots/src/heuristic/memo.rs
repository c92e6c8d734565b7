//! Per-decision memos: within one decision the bot asks the same questions many times (an Invest's targets are
//! valued for the Invest, again for every Discount and Loan that could pay for it, again for a Copy), and every
//! answer is a pure function of the decision's view, so each is computed once.

use std::cell::{Cell, RefCell};

use metro_core::{LineId, SpaceId, StationId, Yen};
use metro_engine::ActionRef;

/// Answers kept by key, for a handful of keys (looked up in order).
#[derive(Debug)]
pub(super) struct Table<K, V>(RefCell<Vec<(K, V)>>);

impl<K: PartialEq + Copy, V: Copy> Table<K, V> {
    fn new() -> Table<K, V> {
        Table(RefCell::new(Vec::new()))
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
    pub(super) fn get(&self, key: K) -> Option<V> {
        self.0.borrow().iter().find(|(k, _)| *k == key).map(|&(_, v)| v)
    }

    /// Keeps the answer for `key`.
    pub(super) fn insert(&self, key: K, value: V) {
        self.0.borrow_mut().push((key, value));
    }
}

/// One decision's memos (see the module documentation).
#[derive(Debug)]
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
    pub(super) available: RefCell<Option<std::rc::Rc<[ActionRef]>>>,
    /// [`super::Ctx::spot`], by space.
    pub(super) spot: BySpace,
    /// [`super::Ctx::position`], by space.
    pub(super) position: BySpace,
}

/// A value of every space for one station cost per stop and one amount of cash (the last asked for).
#[derive(Debug, Default)]
pub(super) struct BySpace(RefCell<Vec<Option<(u64, Yen, f64)>>>);

impl BySpace {
    /// The value kept for `space` at `cost` per stop and `cash`, if any.
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

impl Memo {
    /// Empty memos for a map of `stations` stations.
    pub(super) fn new(stations: usize) -> Memo {
        Memo {
            station: RefCell::new(vec![None; stations]),
            invest: Table::new(),
            start: Table::new(),
            speculate: Table::new(),
            speed: Table::new(),
            sell: Table::new(),
            best_speed: Cell::new(None),
            station_cost: Cell::new(None),
            liftable: Cell::new(None),
            available: RefCell::new(None),
            spot: BySpace::default(),
            position: BySpace::default(),
        }
    }

    /// The memoised value of a station, if known.
    pub(super) fn station(&self, station: StationId) -> Option<f64> {
        self.station.borrow()[station.0 as usize]
    }
}
