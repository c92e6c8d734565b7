//! Whether an action may be taken now: the verdict `apply` asks for ([`Game::check`]), decided directly for the
//! frequent decisions and from the legal list for the others. The conditions of every action kind, and the choices
//! each offers once taken, are its family's (`kinds/`), read here as the legal list reads them.

use crate::action::Action;
use crate::error::IllegalAction;
use crate::explain::Refusal;
use crate::game::Game;
use crate::kinds::Memo;
use crate::state::*;

thread_local! {
    /// The legal actions listed by [`Game::check`] for a decision it does not decide directly.
    static LISTED: std::cell::RefCell<Vec<Action>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Game {
    /// Gives this thread's check buffer room for any usual list, so that checking an action never allocates in play
    /// (called when a game is set up; issue 14: a random playout allocates nothing per decision).
    pub(crate) fn make_room_to_check() {
        LISTED.with(|buffer| {
            if let Ok(mut legal) = buffer.try_borrow_mut() {
                legal.reserve(256);
            }
        });
    }

    /// `action` refused for `reason` (rule `rule`), with who tried it and what they tried in words.
    pub(crate) fn illegal(&self, action: Action, reason: String, rule: &'static str) -> IllegalAction {
        let player = self.to_move();
        IllegalAction {
            action,
            reason,
            rule,
            player,
            said: player.map_or_else(String::new, |_| crate::narrate::describe_action(self, &action)),
        }
    }

    /// Checks an action; on refusal, the rule and the reason.
    pub(crate) fn check(&self, action: Action) -> Result<(), Refusal> {
        // The two most frequent decisions are decided without listing every alternative; same verdict as the list.
        match (&self.state.pending, action) {
            (Pending::Bid { seat }, Action::Bid(amount)) => {
                if amount >= 0 && amount % 100 == 0 && amount <= self.state.players[*seat as usize].cash {
                    return Ok(());
                }
                return Err(self.explain(action));
            }
            (Pending::Turn { turn }, Action::Take(a)) => {
                let player = self.state.order[*turn as usize];
                // In reach: face up in a row, or the player's own card (as `for_each_spec_in_reach` lists them).
                let card = Some(a.card);
                // The card's own column first: cards are dealt face up in their column.
                let own_column = self.rules.card_column_of(a.card).map(usize::from);
                let in_reach = self.rules.action(a).filter(|_| {
                    own_column
                        .and_then(|c| self.state.columns.get(c))
                        .is_some_and(|c| c.rows.contains(&card))
                        || self.player(player).personal_cards.contains(&a.card)
                        || self.state.columns.iter().any(|c| c.rows.contains(&card))
                });
                if let Some(spec) = in_reach {
                    let discount = self.liftable_discount(player);
                    if self
                        .can_take_spec(player, a, spec, discount, false, &Memo::default())
                        .is_ok()
                    {
                        return Ok(());
                    }
                }
                return Err(self.explain(action));
            }
            // Alighting outside the train phase (D-5): listed for the player to move exactly when it may alight there.
            (Pending::Movement { turn } | Pending::Turn { turn }, Action::Alight(space)) => {
                let player = self.state.order[*turn as usize];
                let mut found = false;
                self.alight_spaces(player, |s| found |= s == space);
                return if found { Ok(()) } else { Err(self.explain(action)) };
            }
            // Always listed: passing in an action turn.
            (Pending::Turn { .. }, Action::Pass) => return Ok(()),
            // Movement: round 1's placement lists every free space, later movements the reachable spaces and Stay.
            (Pending::Movement { turn }, Action::Place(_) | Action::MoveTo(_) | Action::Stay) => {
                let player = self.state.order[*turn as usize];
                let p = &self.state.players[player.0 as usize];
                let placing = self.state.round == 1 && p.meeple == Meeple::Off;
                let legal = match (action, p.space()) {
                    (Action::Place(space), _) => {
                        placing && (space.0 as usize) < self.map().space_count() && self.free(space)
                    }
                    (Action::Stay, _) => !placing,
                    (Action::MoveTo(to), Some(from)) if !placing => {
                        self.reaches(player, from, WALK + p.bike as u8, to)
                    }
                    _ => false,
                };
                return if legal { Ok(()) } else { Err(self.explain(action)) };
            }
            // A target, or a choice of the family's own stage (a Station swap's payment, a Speculate stake): asked of
            // the family as the list asks it, a Move's destination and a stake without listing the others.
            (
                Pending::Resolving(r),
                Action::MoveTo(_)
                | Action::Line(_)
                | Action::Station(_)
                | Action::Column(_)
                | Action::Stake(_)
                | Action::PayWith(_),
            ) if matches!(r.stage, Stage::Target | Stage::SwapPayment | Stage::Stake) => {
                return if self.offers(r, action) {
                    Ok(())
                } else {
                    Err(self.explain(action))
                };
            }
            (Pending::Resolving(r), Action::Assign(line)) if r.stage == Stage::Speed => {
                let mut listed = false;
                self.for_each_assignable(r, |l| listed |= l == line);
                return if listed { Ok(()) } else { Err(self.explain(action)) };
            }
            (Pending::Resolving(r), Action::Done) if r.stage == Stage::Speed => return Ok(()),
            (Pending::Resolving(r), Action::Lift(from)) if r.stage == Stage::Discounts => {
                return if self.may_lift(r, from) {
                    Ok(())
                } else {
                    Err(self.explain(action))
                };
            }
            (Pending::Resolving(r), Action::Done) if r.stage == Stage::Discounts => {
                return if self.may_stop_lifting(r) {
                    Ok(())
                } else {
                    Err(self.explain(action))
                };
            }
            (Pending::Trains(cursor), _) => {
                return if self.train_choice_listed(cursor, action) {
                    Ok(())
                } else {
                    Err(self.explain(action))
                };
            }
            _ => {}
        }
        // The other decisions (a Copy, a rule module's choices) have short lists: listed into a buffer kept for the
        // thread, made when a game is set up on it ([`Game::make_room_to_check`]), not allocated per check.
        let listed = LISTED.with(|buffer| match buffer.try_borrow_mut() {
            Ok(mut legal) => {
                self.legal_actions_into(&mut legal);
                legal.contains(&action)
            }
            Err(_) => self.legal_actions().contains(&action),
        });
        if listed {
            return Ok(());
        }
        Err(self.explain(action))
    }
}
