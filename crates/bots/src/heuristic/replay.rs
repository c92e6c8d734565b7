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
use super::model::LineModel;

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
    /// Keeps the base model's projection player by player, and its utility (after the base model was built or
    /// changed).
    pub(super) fn rebase(&mut self) {
        let lines = self.base.lines.len();
        let mut all: Vec<(usize, f64)> = Vec::new();
        let mut spans = Vec::with_capacity(lines);
        for (lm, shape) in self.base.lines.iter().zip(self.shapes.lines.iter()) {
            let start = all.len();
            self.line_terms(
                lm,
                shape,
                |st| self.base.owners[st.0 as usize],
                |p, t| all.push((p, t)),
            );
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
        match &change.what {
            Changed::Line(i, lm) => {
                let owners = |st: StationId| self.base.owners[st.0 as usize];
                self.line_terms(lm, &self.shapes.lines[*i], owners, |p, t| terms.push((p, t)));
                spans.push((*i, 0..terms.len()));
            }
            &Changed::Station(station) => {
                let owners = |st: StationId| -> Option<PlayerId> {
                    if st == station {
                        Some(self.me)
                    } else {
                        self.base.owners[st.0 as usize]
                    }
                };
                for &i in &self.shapes.through[station.0 as usize] {
                    let start = terms.len();
                    self.line_terms(&self.base.lines[i], &self.shapes.lines[i], owners, |p, t| {
                        terms.push((p, t))
                    });
                    spans.push((i, start..terms.len()));
                }
            }
        }
        let Some(&(first, _)) = spans.first() else {
            drop(fresh);
            return self.cash_gain(&change.cash);
        };
        let mut s = [0.0; 5];
        for (p, total) in s.iter_mut().enumerate().take(self.players.min(5)) {
            let all = &base.terms;
            let starts = &base.starts[base.at(p, 0)..=base.at(p, lines)];
            let (mut v, mut i) = if change.cash[p].to_bits() == self.base.cash[p].to_bits() {
                (base.before[base.at(p, first)], first)
            } else {
                (change.cash[p], 0)
            };
            for (c, span) in spans.iter() {
                for &t in &all[starts[i]..starts[*c]] {
                    v += t;
                }
                for &(q, t) in &terms[span.clone()] {
                    if q == p {
                        v += t;
                    }
                }
                i = c + 1;
            }
            *total = if v.to_bits() == base.before[base.at(p, i)].to_bits() {
                // Back on the base model's running total, with the same additions to come.
                base.before[base.at(p, lines)]
            } else {
                for &t in &all[starts[i]..starts[lines]] {
                    v += t;
                }
                v
            };
        }
        self.utility_of(&s) - self.base_utility
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
