//! Why an action that is not legal now is refused: a [`Refusal`] naming the rule and giving the reason in words,
//! for the GUI's hover texts, the CLI and [`crate::IllegalAction`].

use crate::action::Action;
use crate::game::Game;
use crate::locale::tr;
use crate::state::*;

pub use crate::refusal::Refusal;

impl Game {
    /// Why an action that is not legal now is refused.
    pub fn explain(&self, action: Action) -> Refusal {
        let who = self.to_move();
        match (&self.state.pending, action) {
            (Pending::Over, _) => Refusal::new("TM-11", tr!("refusal-game-over")),
            (Pending::Bid { seat }, Action::Bid(amount)) => {
                let cash = self.state.players[*seat as usize].cash;
                if amount % 100 != 0 {
                    Refusal::new("TM-6.4.1", tr!("refusal-bid-steps", amount = amount.to_string()))
                } else {
                    Refusal::new(
                        "TM-6.4.1",
                        tr!(
                            "refusal-bid-range",
                            cash = cash.to_string(),
                            amount = amount.to_string()
                        ),
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
                        Refusal::new("TM-7.14", tr!("refusal-own-card-only"))
                    }
                    Ok(()) => Refusal::new("TM-4.3", tr!("refusal-not-in-reach")),
                },
                None => Refusal::new("TM-6.6", tr!("refusal-nobody-to-act")),
            },
            (Pending::Turn { .. }, Action::Copy(a)) => match who.and_then(|p| self.copy_refusal(p, a)) {
                Some(refusal) => refusal,
                None => self.not_a_choice(),
            },
            (Pending::Movement { .. }, Action::MoveTo(_)) => Refusal::new("TM-6.5.3", tr!("refusal-move")),
            (Pending::Movement { .. }, Action::Place(_)) => Refusal::new("TM-6.5.1", tr!("refusal-place")),
            (_, Action::Alight(_)) => Refusal::new("TM-10.3", tr!("refusal-alight")),
            (Pending::Trains(_), Action::Board(_)) => Refusal::new("TM-10.1", tr!("refusal-board")),
            (Pending::Resolving(r), Action::Stake(amount)) => self.stake_refusal(r, amount),
            (Pending::Resolving(_), Action::Lift(_)) => self.lift_refusal(),
            (Pending::Resolving(_), Action::Assign(_)) => self.assign_refusal(),
            (_, Action::Module(m)) => match self.rules.module_get(m.module).and_then(|s| s.rules().turns()) {
                Some(turns) => turns.explain(self, m),
                None => Refusal::new("MC-1", tr!("refusal-no-module-action")),
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
            (Pending::Resolving(_), Action::Done) => Refusal::new("D-2", tr!("refusal-cannot-pay-yet")),
            (Pending::Resolving(r), choice) => self
                .choice_refusal(r, choice)
                .unwrap_or_else(|| self.not_a_choice()),
            _ => self.not_a_choice(),
        }
    }

    /// The refusal of a choice the pending decision does not ask for.
    fn not_a_choice(&self) -> Refusal {
        Refusal::new(
            "TM-6",
            tr!("refusal-not-a-choice", pending = self.pending_description()),
        )
    }
}
