//! Whether an action may be taken now: the verdict `apply` asks for ([`Game::check`]), decided directly for the
//! frequent decisions and from the legal list for the others. The conditions of every action kind are in
//! `conditions.rs`, the costs of the action being resolved in `cost.rs`.

use metro_core::ActionKind;

use crate::action::{Action, SwapPayment};
use crate::conditions::Memo;
use crate::explain::Refusal;
use crate::game::Game;
use crate::state::*;

thread_local! {
    /// The legal actions listed by [`Game::check`] for a decision it does not decide directly.
    static LISTED: std::cell::RefCell<Vec<Action>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Gives this thread's check buffer room for any usual list, so that checking an action never allocates in play
/// (called when a game is set up; issue 14: a random playout allocates nothing per decision).
pub(crate) fn make_room_to_check() {
    LISTED.with(|buffer| {
        if let Ok(mut legal) = buffer.try_borrow_mut() {
            legal.reserve(256);
        }
    });
}

impl Game {
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
            // The two long lists inside an action: a Move's destinations and a Speculate stake.
            (Pending::Resolving(r), Action::MoveTo(to)) if r.stage == Stage::Target => {
                let p = self.player(r.player);
                let found = match (self.rules.kind(r.action), p.space()) {
                    (Some(ActionKind::Move { distance }), Some(from)) => {
                        self.reaches(r.player, from, distance + p.bike as u8, to)
                    }
                    _ => false,
                };
                return if found { Ok(()) } else { Err(self.explain(action)) };
            }
            (Pending::Resolving(r), Action::Stake(amount)) if r.stage == Stage::Stake => {
                let legal = match r.target {
                    Some(Target::Line(line)) => {
                        self.rules.action(r.action).is_some()
                            && amount % 100 == 0
                            && amount / 100 >= self.min_stake(line) / 100
                            && amount / 100 <= self.player(r.player).cash / 100
                    }
                    _ => false,
                };
                return if legal { Ok(()) } else { Err(self.explain(action)) };
            }
            // A target inside an action, a speed token and the train phase: asked directly, as the list would have it.
            (Pending::Resolving(r), Action::Line(_) | Action::Station(_) | Action::Column(_))
                if r.stage == Stage::Target =>
            {
                return if self.target_listed(r, action) {
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
                // TM-7.7, D-21: a Discount action of the player's, other than this one, while something is left to pay.
                let listed = self.remaining_cost(r) > 0
                    && from != r.action
                    && matches!(self.rules.kind(from), Some(ActionKind::Discount { .. }))
                    && self
                        .state
                        .occupants
                        .get(from.slot())
                        .is_some_and(|&occupants| occupants & (1 << r.player.0) != 0);
                return if listed { Ok(()) } else { Err(self.explain(action)) };
            }
            (Pending::Resolving(r), Action::Done) if r.stage == Stage::Discounts => {
                return if self.total_cost(r) <= self.player(r.player).cash {
                    Ok(())
                } else {
                    Err(self.explain(action))
                };
            }
            (Pending::Resolving(r), Action::PayWith(payment)) if r.stage == Stage::SwapPayment => {
                let p = self.player(r.player);
                let listed = match payment {
                    SwapPayment::SpeedToken => p.speed_tokens > 0,
                    SwapPayment::Bike => p.bike,
                };
                return if listed { Ok(()) } else { Err(self.explain(action)) };
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
        // thread, made when a game is set up on it ([`make_room_to_check`]), not allocated per check.
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

    /// Whether the target stage of an action lists `target` ([`Game::legal_actions`]' `Resolving` arm): the same
    /// queries, asked about the one target.
    fn target_listed(&self, r: &Resolution, target: Action) -> bool {
        let Some(spec) = self.rules.action(r.action) else {
            return false;
        };
        let p = self.player(r.player);
        match (spec.kind, target) {
            (ActionKind::Invest { cost }, Action::Line(line)) => {
                let cost = (cost - self.liftable_discount(r.player)).max(0);
                self.invest_targets(r.player, cost, p.cash)
                    .any(|(l, _)| l == line)
            }
            (ActionKind::InvestByDisc, Action::Line(line)) => {
                self.invest_targets(r.player, 0, p.cash).any(|(l, _)| l == line)
            }
            (ActionKind::Start { .. }, Action::Line(line)) => {
                self.state.lines.get(line.0 as usize).is_some_and(|l| !l.on_map())
            }
            (ActionKind::Speculate, Action::Line(line)) => {
                self.speculation_targets(r.player, p.cash).any(|l| l == line)
            }
            (ActionKind::Sell, Action::Line(line)) => self
                .state
                .lines
                .get(line.0 as usize)
                .is_some_and(|l| l.share_of(r.player).is_some()),
            (ActionKind::Station { cost }, Action::Station(station)) => {
                let per_stop = (cost - self.liftable_discount(r.player)).max(0);
                self.station_targets(r.player, per_stop, p.cash)
                    .any(|(s, _)| s == station)
            }
            (ActionKind::StationSwap, Action::Station(station)) => self
                .station_targets(r.player, 0, p.cash)
                .any(|(s, _)| s == station),
            (ActionKind::Card { .. }, Action::Column(column)) => {
                (column as usize) < self.state.columns.len() && self.pile_offers_card(column as usize)
            }
            _ => false,
        }
    }
}
