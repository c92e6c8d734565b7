//! Projecting a change of the base model without projecting the whole model again.
//!
//! The projection ([`Ctx::scores`]) adds up, for every player, their cash and then what each line pays them, line
//! after line. A change (an Invest, a Speculate, a speed token, a station) touches one line, or the few lines through
//! one station, and perhaps the cash: so the base model's additions are kept player by player, with each player's
//! running total before every line, and a changed model is projected by adding up only what may differ — every
//! player's total from the first changed line on (from the start if their cash changed), until it meets the base
//! model's running total again after the last changed line. The additions are the same numbers in the same order as
//! the whole projection's, so that the result is exactly the same, bit for bit.

use std::ops::Range;

use metro_core::{LineId, StationId};
use metro_engine::PlayerId;

use super::Ctx;
use super::small_model::LineModel;

/// A change of the base model whose utility [`Ctx::gain_of`] projects: the players' cash, and one line's model or
/// one new station of the bot's.
pub(super) struct Change {
    pub(super) cash: [f64; 5],
    pub(super) what: Changed,
}

/// What a [`Change`] changes besides the cash.
pub(super) enum Changed {
    /// A line's model (by line).
    Line(usize, LineModel),
    /// A new station of the bot's.
    Station(StationId),
}

/// The base model's projection kept player by player (see the module documentation).
#[derive(Debug, Default)]
pub(super) struct BaseTerms {
    /// Lines of the model.
    lines: usize,
    /// Every player's additions in order, all of player 0's first.
    terms: Vec<f64>,
    /// For every player, where each line's additions start in `terms`, and where the player's end (`lines + 1`
    /// entries a player).
    starts: Vec<usize>,
    /// For every player, the running total before each line, and the final total (`lines + 1` entries a player).
    before: Vec<f64>,
}

impl BaseTerms {
    fn at(&self, player: usize, line: usize) -> usize {
        player * (self.lines + 1) + line
    }

    /// A player's additions from line `line`.
    fn terms(&self, player: usize, line: usize) -> &[f64] {
        let i = self.at(player, line);
        &self.terms[self.starts[i]..self.starts[i + 1]]
    }
}

/// Scratch room for [`Ctx::gain_of`]: the changed lines' additions, and each changed line with where its are.
#[derive(Debug, Default)]
pub(super) struct Fresh {
    terms: Vec<(usize, f64)>,
    spans: Vec<(usize, Range<usize>)>,
}

impl Ctx<'_> {
    /// Keeps the stations with an owner of every line, and the base model's projection player by player, and its
    /// utility (after the base model was built or changed).
    pub(super) fn rebase(&mut self) {
        let lines = self.base.lines.len();
        let mut owned = std::mem::take(&mut self.owned);
        let mut owned_at = std::mem::take(&mut self.owned_at);
        owned.clear();
        owned_at.clear();
        for shape in &self.shapes.lines {
            owned_at.push(owned.len());
            for (j, &(freq, st)) in shape.stations.iter().enumerate() {
                if let Some(owner) = self.base.owners[st.0 as usize] {
                    owned.push((j as u16, freq, owner));
                }
            }
        }
        owned_at.push(owned.len());
        self.owned = owned;
        self.owned_at = owned_at;
        let mut all: Vec<(usize, f64)> = Vec::new();
        let mut spans = Vec::with_capacity(lines);
        for (i, lm) in self.base.lines.iter().enumerate() {
            let start = all.len();
            self.line_terms(lm, &self.shapes.lines[i], self.owned_on(i), |p, t| {
                all.push((p, t))
            });
            spans.push(start..all.len());
        }
        let mut base = BaseTerms {
            lines,
            terms: Vec::with_capacity(all.len()),
            starts: Vec::with_capacity(5 * (lines + 1)),
            before: Vec::with_capacity(5 * (lines + 1)),
        };
        let mut s = self.base.cash;
        for (p, total) in s.iter_mut().enumerate() {
            for span in &spans {
                base.starts.push(base.terms.len());
                base.before.push(*total);
                for &(q, t) in &all[span.clone()] {
                    if q == p {
                        base.terms.push(t);
                        *total += t;
                    }
                }
            }
            base.starts.push(base.terms.len());
            base.before.push(*total);
        }
        self.base_terms = base;
        self.base_utility = self.utility_of(&s);
    }

    /// The stations of line `line` with an owner in the base model, in order, with how often each is entered.
    fn owned_on(&self, line: usize) -> impl Iterator<Item = (f64, PlayerId)> + '_ {
        self.owned[self.owned_at[line]..self.owned_at[line + 1]]
            .iter()
            .map(|&(_, freq, owner)| (freq, owner))
    }

    /// The stations of line `line` with an owner once the bot owns also `station` (at `places` among the line's
    /// stations), in order: the base model's, merged with the new station's places.
    fn owned_with<'s>(
        &'s self,
        line: usize,
        places: &'s [u16],
    ) -> impl Iterator<Item = (f64, PlayerId)> + 's {
        let shape = &self.shapes.lines[line];
        let base = &self.owned[self.owned_at[line]..self.owned_at[line + 1]];
        let (mut b, mut n) = (0, 0);
        std::iter::from_fn(move || {
            let next_base = base.get(b).map(|e| e.0);
            let next_new = places.get(n).copied();
            match (next_base, next_new) {
                (Some(pb), Some(pn)) if pb == pn => {
                    b += 1;
                    n += 1;
                    Some((shape.stations[pn as usize].0, self.me))
                }
                (Some(pb), Some(pn)) if pn < pb => {
                    n += 1;
                    Some((shape.stations[pn as usize].0, self.me))
                }
                (Some(_), _) => {
                    let (_, freq, owner) = base[b];
                    b += 1;
                    Some((freq, owner))
                }
                (None, Some(pn)) => {
                    n += 1;
                    Some((shape.stations[pn as usize].0, self.me))
                }
                (None, None) => None,
            }
        })
    }

    /// The change of utility from the base model that `change` makes: exactly that of projecting the whole changed
    /// model (see the module documentation).
    pub(super) fn gain_of(&self, change: &Change) -> f64 {
        let base = &self.base_terms;
        let lines = base.lines;
        let mut fresh = self.memo.fresh.borrow_mut();
        let Fresh { terms, spans } = &mut *fresh;
        // The changed lines, in order, with their additions.
        terms.clear();
        spans.clear();
        match change.what {
            Changed::Line(i, ref lm) => {
                let shape = &self.shapes.lines[i];
                self.line_terms(lm, shape, self.owned_on(i), |p, t| terms.push((p, t)));
                spans.push((i, 0..terms.len()));
            }
            Changed::Station(station) => {
                for (i, places) in &self.shapes.through[station.0 as usize] {
                    let start = terms.len();
                    let shape = &self.shapes.lines[*i];
                    let owned = self.owned_with(*i, places);
                    self.line_terms(&self.base.lines[*i], shape, owned, |p, t| terms.push((p, t)));
                    spans.push((*i, start..terms.len()));
                }
            }
        }
        let Some(&(first, _)) = spans.first() else {
            drop(fresh);
            return self.cash_gain(&change.cash);
        };
        // Every player's running total and the line it is before, from the first changed line on (from the
        // start for a player whose cash changed); then the changed lines' additions, with the base's between them.
        let players = self.players.min(5);
        let stride = lines + 1;
        let mut v = [0.0; 5];
        let mut at = [0usize; 5];
        for p in 0..players {
            (v[p], at[p]) = if change.cash[p].to_bits() == self.base.cash[p].to_bits() {
                (base.before[p * stride + first], first)
            } else {
                (change.cash[p], 0)
            };
        }
        for (c, span) in spans.iter() {
            for p in 0..players {
                let row = p * stride;
                for &t in &base.terms[base.starts[row + at[p]]..base.starts[row + c]] {
                    v[p] += t;
                }
                at[p] = c + 1;
            }
            for &(q, t) in &terms[span.clone()] {
                v[q] += t;
            }
        }
        for p in 0..players {
            let row = p * stride;
            if v[p].to_bits() == base.before[row + at[p]].to_bits() {
                // Back on the base model's running total, with the same additions to come.
                v[p] = base.before[row + lines];
            } else {
                for &t in &base.terms[base.starts[row + at[p]]..base.starts[row + lines]] {
                    v[p] += t;
                }
            }
        }
        self.utility_of(&v) - self.base_utility
    }

    /// The change of utility when only the players' cash changes.
    fn cash_gain(&self, cash: &[f64; 5]) -> f64 {
        let base = &self.base_terms;
        let mut s = [0.0; 5];
        for (p, total) in s.iter_mut().enumerate().take(self.players.min(5)) {
            *total = if cash[p].to_bits() == self.base.cash[p].to_bits() {
                base.before[base.at(p, base.lines)]
            } else {
                let mut v = cash[p];
                for i in 0..base.lines {
                    for &t in base.terms(p, i) {
                        v += t;
                    }
                }
                v
            };
        }
        self.utility_of(&s) - self.base_utility
    }

    /// A change of one line's model (and the cash, through `edit`), from the base model.
    pub(super) fn line_change(
        &self,
        line: LineId,
        edit: impl FnOnce(&mut [f64; 5], &mut LineModel),
    ) -> Change {
        let mut cash = self.base.cash;
        let mut lm = self.base.lines[line.0 as usize].clone();
        edit(&mut cash, &mut lm);
        Change {
            cash,
            what: Changed::Line(line.0 as usize, lm),
        }
    }
}
