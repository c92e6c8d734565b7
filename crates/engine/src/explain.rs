//! Why an action that is not legal now is refused: a [`Refusal`] naming the rule and giving the reason in words,
//! for the GUI's hover texts, the CLI and [`crate::IllegalAction`].

use std::borrow::Cow;
use std::fmt;

use metro_core::ActionKind;

use crate::action::Action;
use crate::game::Game;
use crate::state::*;

/// Why an action is refused: the rule that forbids it and the reason in words.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Refusal {
    /// The rule's ID, e.g. `TM-7.3`.
    pub rule: &'static str,
    /// Why, in words; empty when only the verdict was asked for (listing the legal actions formats nothing).
    pub reason: Cow<'static, str>,
}

impl Refusal {
    /// A refusal by `rule` for `reason`.
    pub fn new(rule: &'static str, reason: impl Into<Cow<'static, str>>) -> Refusal {
        Refusal {
            rule,
            reason: reason.into(),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.reason, self.rule)
    }
}

impl Game {
    /// Why an action that is not legal now is refused.
    pub fn explain(&self, action: Action) -> Refusal {
        let who = self.to_move();
        match (&self.state.pending, action) {
            (Pending::Over, _) => Refusal::new("TM-11", "the game is over"),
            (Pending::Bid { seat }, Action::Bid(amount)) => {
                let cash = self.state.players[*seat as usize].cash;
                if amount % 100 != 0 {
                    Refusal::new("TM-6.4.1", format!("bids are in ¥100 steps, not ¥{amount}"))
                } else {
                    Refusal::new(
                        "TM-6.4.1",
                        format!("a bid is from ¥0 up to your cash (¥{cash}), not ¥{amount}"),
                    )
                }
            }
            (Pending::Turn { .. }, Action::Take(a)) => match who {
                Some(player) => match self.can_take(player, a, true) {
                    Err(reason) => reason,
                    Ok(())
                        if self
                            .state
                            .players
                            .iter()
                            .any(|p| p.personal_cards.contains(&a.card)) =>
                    {
                        Refusal::new(
                            "TM-7.14",
                            "only the player who took this card with the Card action may use it",
                        )
                    }
                    Ok(()) => Refusal::new("TM-4.3", "that action is not in your reach"),
                },
                None => Refusal::new("TM-6.6", "nobody is to act"),
            },
            (Pending::Movement { .. }, Action::MoveTo(_)) => Refusal::new(
                "TM-6.5.3",
                "meeples move orthogonally, up to 2 spaces (3 with a bike), never onto another meeple",
            ),
            (Pending::Movement { .. }, Action::Place(_)) => {
                Refusal::new("TM-6.5.1", "place your meeple on an empty space")
            }
            (_, Action::Alight(_)) => Refusal::new(
                "TM-10.3",
                "you may alight only from a vehicle that has moved since you boarded, onto a free space touching its station",
            ),
            (Pending::Trains(_), Action::Board(_)) => Refusal::new(
                "TM-10.1",
                "you may board only a vehicle at a stop your meeple touches, paying ¥100 unless you hold a share (TM-10.2, D-14)",
            ),
            (Pending::Resolving(r), Action::Stake(amount)) => {
                let low = match r.target {
                    Some(crate::state::Target::Line(line)) => self.min_stake(line),
                    _ => 100,
                };
                Refusal::new(
                    "TM-7.10",
                    format!(
                        "the stake is at least ¥{low} and at most your cash, in ¥100 steps, not ¥{amount}"
                    ),
                )
            }
            (Pending::Resolving(_), Action::Lift(_)) => Refusal::new(
                "D-21",
                "lift only your own discs from a Discount action onto an action with a yen cost",
            ),
            (Pending::Resolving(_), Action::Assign(_)) => Refusal::new(
                "TM-7.11",
                "assign an unassigned speed token to a line with an empty disc slot, keeping the action possible (D-20)",
            ),
            (_, Action::Module(m)) => match self.rules.module_get(m.module).and_then(|s| s.rules().turns()) {
                Some(turns) => turns.explain(self, m),
                None => Refusal::new("MC-1", "no rule module of this game offers that action"),
            },
            (Pending::Resolving(r), choice)
                if let Stage::Module(stage) = r.stage
                    && let Some(refusal) = self
                        .rules
                        .module_get(stage.module)
                        .and_then(|s| s.rules().stages())
                        .and_then(|stages| stages.explain(self, stage, choice)) =>
            {
                refusal
            }
            (Pending::Resolving(_), Action::Done) => {
                Refusal::new("D-2", "you cannot yet pay the action's cost")
            }
            (Pending::Resolving(r), choice) => self
                .explain_target(r, choice)
                .unwrap_or_else(|| self.not_a_choice()),
            _ => self.not_a_choice(),
        }
    }

    /// The refusal of a choice the pending decision does not ask for.
    fn not_a_choice(&self) -> Refusal {
        Refusal::new(
            "TM-6",
            format!(
                "not a choice now: the game waits for: {}",
                self.pending_description()
            ),
        )
    }

    /// Why a target (or Station swap payment) the action being resolved does not allow is refused, naming the
    /// action's own rule; `None` if the choice is not of the kind the action asks for.
    fn explain_target(&self, r: &Resolution, choice: Action) -> Option<Refusal> {
        let kind = self.rules.kind(r.action)?;
        let why = match (r.stage, kind, choice) {
            (Stage::Target, ActionKind::Move { .. }, Action::MoveTo(_)) => (
                "TM-7.1",
                "Move goes up to its distance (one more with a bike), orthogonally, never onto or through another meeple (TM-6.5.3)",
            ),
            (Stage::Target, ActionKind::Station { .. }, Action::Station(_)) => (
                "TM-7.3",
                "build only on a station without a pyramid that your meeple touches and that you can pay for",
            ),
            (Stage::Target, ActionKind::StationSwap, Action::Station(_)) => (
                "TM-7.4",
                "build only on a station without a pyramid that your meeple touches",
            ),
            (Stage::Target, ActionKind::Invest { .. }, Action::Line(_)) => (
                "TM-7.5",
                "not a line of which you hold a share or on which you speculate, nor one whose stock is gone or that you cannot pay for",
            ),
            (Stage::Target, ActionKind::InvestByDisc, Action::Line(_)) => (
                "OS-6.2",
                "not a line of which you hold a share, nor one whose stock is gone or whose extra you cannot pay",
            ),
            (Stage::Target, ActionKind::Start { .. }, Action::Line(_)) => {
                ("TM-7.6", "choose a train that is not on the map")
            }
            (Stage::Target, ActionKind::Speculate, Action::Line(_)) => (
                "TM-7.10",
                "a line with a value of at least ¥100, an empty disc slot, no share of yours and a stake you can pay",
            ),
            (Stage::Target, ActionKind::Card { .. }, Action::Column(_)) => (
                "TM-7.14",
                "take the top card of a discard pile that is not empty, never a Jidohanbaiki colour card (MD-4.7)",
            ),
            (Stage::Target, ActionKind::Sell, Action::Line(_)) => ("OS-6.3", "sell only a share you hold"),
            (Stage::SwapPayment, _, Action::PayWith(_)) => {
                ("TM-7.4", "pay with an unassigned speed token or your bike")
            }
            _ => return None,
        };
        Some(Refusal::new(why.0, why.1))
    }
}
