//! Whether an action may be taken now: the verdict `apply` asks for ([`Game::check`]), the conditions of every action
//! kind (TM-4.2, TM-4.3, D-18: an action must have an effect, D-2: what cannot be paid is not legal) shared by the
//! listing and the explanation of a refusal, and the costs of the action being resolved.

use std::borrow::Cow;
use std::cell::OnceCell;

use metro_core::{ActionKind, ActionSpec, LineId, Yen};

use crate::action::{Action, SwapPayment};
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::{ActionRef, PlayerId};
use crate::locale::tr;
use crate::module::ModuleId;
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

    /// Whether `player` may put discs on `action` now (TM-4.2, TM-4.3, D-18, D-2), and if not, why.
    /// With `why` false the reason is left empty: listing the legal actions needs only the verdict.
    pub(crate) fn can_take(&self, player: PlayerId, action: ActionRef, why: bool) -> Result<(), Refusal> {
        self.can_take_with(
            player,
            action,
            self.liftable_discount(player),
            why,
            &Memo::default(),
        )
    }

    /// [`Game::can_take`] with the player's liftable discount already summed (once per list, not once per action)
    /// and the answers shared by the list's actions in `memo` (for this player and state only).
    fn can_take_with(
        &self,
        player: PlayerId,
        action: ActionRef,
        liftable: Yen,
        why: bool,
        memo: &Memo,
    ) -> Result<(), Refusal> {
        let Some(spec) = self.rules.action(action) else {
            return refuse(why, "TM-4.1", || tr!("refusal-no-such-action"));
        };
        self.can_take_spec(player, action, spec, liftable, why, memo)
    }

    /// [`Game::can_take_with`] for an action that exists, with its spec.
    pub(crate) fn can_take_spec(
        &self,
        player: PlayerId,
        action: ActionRef,
        spec: ActionSpec,
        liftable: Yen,
        why: bool,
        memo: &Memo,
    ) -> Result<(), Refusal> {
        if self.state.occupants[action.slot()] != 0 {
            return refuse(why, "TM-4.2", || tr!("refusal-disc-on-action"));
        }
        let p = self.player(player);
        if p.discs_in_hand < spec.spaces {
            return refuse(why, "TM-4.3", || {
                tr!(
                    "refusal-needs-discs",
                    needed = spec.spaces,
                    discs = p.discs_in_hand
                )
            });
        }
        let discount = if spec.kind.printed_cost().is_some() {
            liftable
        } else {
            0
        };
        self.performable(player, spec.kind, spec.spaces, discount, why, memo)
    }

    /// D-18 and D-2 for one kind: it must have an effect and be affordable with the discounts the player could lift.
    /// `memo` keeps what does not depend on the kind's numbers, for the other actions of the same list.
    pub(crate) fn performable(
        &self,
        player: PlayerId,
        kind: ActionKind,
        spaces: u8,
        discount: Yen,
        why: bool,
        memo: &Memo,
    ) -> Result<(), Refusal> {
        if why {
            self.performable_as::<true>(player, kind, spaces, discount, memo)
        } else {
            self.performable_as::<false>(player, kind, spaces, discount, memo)
        }
    }

    /// Whether `player` could perform an action of `kind` now ([`Game::performable`]), the reasons put into words
    /// when `WHY`. Always inlined: listing the legal actions asks it without `WHY` for every action in reach, and the
    /// verdict alone compiles to a few comparisons there.
    #[inline(always)]
    pub(crate) fn performable_as<const WHY: bool>(
        &self,
        player: PlayerId,
        kind: ActionKind,
        spaces: u8,
        discount: Yen,
        memo: &Memo,
    ) -> Result<(), Refusal> {
        let why = WHY;
        let s = &self.state;
        let p = self.player(player);
        // `id`: a message saying "it would have no effect: …"
        let no_effect = |id: &str| refuse(why, "D-18", || crate::locale::WORDS.message(id, &[]));
        match kind {
            ActionKind::Move { .. } => {
                let Some(from) = p.space() else {
                    return no_effect("refusal-no-effect-off-grid");
                };
                if *memo
                    .can_step
                    .get_or_init(|| self.map().neighbours(from).any(|n| self.free(n)))
                {
                    Ok(())
                } else {
                    no_effect("refusal-no-effect-no-free-space")
                }
            }
            ActionKind::Station { .. } | ActionKind::StationSwap => {
                if p.pyramids == 0 {
                    return no_effect("refusal-no-effect-no-pyramid");
                }
                if matches!(kind, ActionKind::StationSwap) && p.speed_tokens == 0 && !p.bike {
                    return no_effect("refusal-no-effect-no-swap-payment");
                }
                let fewest_stops = *memo.fewest_stops.get_or_init(|| self.fewest_stops(player));
                let payable = fewest_stops.is_some_and(|stops| match kind {
                    ActionKind::Station { cost } => (cost - discount).max(0) * stops <= p.cash,
                    _ => true,
                });
                if payable {
                    Ok(())
                } else {
                    refuse(why, "TM-7.3", || tr!("refusal-no-station-to-pay"))
                }
            }
            ActionKind::Invest { .. } | ActionKind::InvestByDisc => {
                if matches!(kind, ActionKind::InvestByDisc) && p.discs_in_hand < spaces + 1 {
                    return refuse(why, "OS-6.2", || tr!("refusal-invest-by-disc-discs"));
                }
                let cheapest = *memo.cheapest_extra.get_or_init(|| self.cheapest_extra(player));
                let cost = match kind {
                    ActionKind::Invest { cost } => (cost - discount).max(0),
                    _ => 0,
                };
                if cheapest.is_some_and(|extra| cost + extra <= p.cash) {
                    Ok(())
                } else {
                    refuse(why, "TM-7.5", || tr!("refusal-no-share-to-buy"))
                }
            }
            ActionKind::Start { .. } => {
                if s.lines.iter().any(|l| !l.on_map()) {
                    Ok(())
                } else {
                    no_effect("refusal-no-effect-trains-on-map")
                }
            }
            ActionKind::Discount { .. } | ActionKind::Bid { .. } => Ok(()),
            ActionKind::Loan => {
                if s.loan_supply > 0 {
                    Ok(())
                } else {
                    refuse(why, "TM-7.9", || tr!("refusal-no-loan-token"))
                }
            }
            ActionKind::Repay => {
                if p.loans == 0 {
                    no_effect("refusal-no-effect-no-loan")
                } else if p.cash < LOAN {
                    refuse(why, "D-2", || {
                        tr!(
                            "refusal-repay-cost",
                            cost = LOAN.to_string(),
                            cash = p.cash.to_string()
                        )
                    })
                } else {
                    Ok(())
                }
            }
            ActionKind::Speculate => {
                if p.speculation_discs == 0 {
                    return refuse(why, "TM-7.10", || tr!("refusal-speculation-discs-used"));
                }
                if *memo
                    .can_speculate
                    .get_or_init(|| self.speculation_targets(player, p.cash).next().is_some())
                {
                    Ok(())
                } else {
                    refuse(why, "TM-7.10", || tr!("refusal-no-speculation-line"))
                }
            }
            ActionKind::Speed { .. } => {
                if s.speed_supply > 0 {
                    Ok(())
                } else {
                    no_effect("refusal-no-effect-no-speed-token")
                }
            }
            ActionKind::Action { cost } => {
                if p.discs_owned >= MAX_DISCS {
                    refuse(why, "TM-7.12", || tr!("refusal-max-discs", max = MAX_DISCS))
                } else if p.discs_in_supply == 0 {
                    no_effect("refusal-no-effect-no-disc-in-supply")
                } else if (cost - discount).max(0) > p.cash {
                    refuse(why, "D-2", || {
                        tr!(
                            "refusal-cost",
                            cost = (cost - discount).max(0).to_string(),
                            cash = p.cash.to_string()
                        )
                    })
                } else {
                    Ok(())
                }
            }
            ActionKind::Bike => {
                if p.bike {
                    refuse(why, "TM-7.13", || tr!("refusal-has-bike"))
                } else if s.bike_supply == 0 {
                    no_effect("refusal-no-effect-no-bike")
                } else {
                    Ok(())
                }
            }
            ActionKind::Card { cost } => {
                if !*memo
                    .pile_offers
                    .get_or_init(|| (0..s.columns.len()).any(|c| self.pile_offers_card(c)))
                {
                    no_effect("refusal-no-effect-no-card")
                } else if (cost - discount).max(0) > p.cash {
                    refuse(why, "D-2", || {
                        tr!(
                            "refusal-cost",
                            cost = (cost - discount).max(0).to_string(),
                            cash = p.cash.to_string()
                        )
                    })
                } else {
                    Ok(())
                }
            }
            ActionKind::Sell => {
                if s.lines.iter().any(|l| l.share_of(player).is_some()) {
                    Ok(())
                } else {
                    no_effect("refusal-no-effect-no-share")
                }
            }
            ActionKind::Copy { cost } => {
                if p.copy_ready.is_some() {
                    refuse(why, "OS-6.4", || tr!("refusal-copy-waiting"))
                } else if p.discs_in_hand < spaces + 1 {
                    // D-28: Copy may open the round (its effect comes in a later turn), but only with a disc left
                    // to copy with; otherwise it could never be used (D-18).
                    refuse(why, "D-28", || tr!("refusal-copy-no-disc"))
                } else if (cost - discount).max(0) > p.cash {
                    refuse(why, "D-2", || {
                        tr!(
                            "refusal-cost",
                            cost = (cost - discount).max(0).to_string(),
                            cash = p.cash.to_string()
                        )
                    })
                } else {
                    Ok(())
                }
            }
            ActionKind::Module { module, .. } => {
                match self
                    .rules
                    .module_get(ModuleId(module))
                    .and_then(|m| m.rules().turns())
                {
                    Some(turns) => turns.performable(self, player, kind, why),
                    None => refuse(why, "MC-1", || tr!("refusal-no-module-implements")),
                }
            }
            ActionKind::Extension { .. } => refuse(why, "MC-1", || tr!("refusal-no-loaded-module")),
        }
    }

    /// Calls `f` with every line a speed token may be assigned to now, in line order: a line with a free slot, as
    /// long as the action stays possible (D-20), what does not depend on the line asked once.
    pub(crate) fn for_each_assignable(&self, r: &Resolution, mut f: impl FnMut(LineId)) {
        let p = self.player(r.player);
        if p.speed_tokens == 0 {
            return;
        }
        let Some(spec) = self.rules.action(r.action) else {
            return;
        };
        // The Speculate target keeps a free slot for the speculation disc; a swap keeps its paying token (D-20).
        let mut speculated = None;
        match (spec.kind, r.target) {
            (ActionKind::Speculate, Some(Target::Line(target))) => speculated = Some(target),
            (ActionKind::StationSwap, _) => {
                let token_pays = match r.payment {
                    Some(payment) => payment == SwapPayment::SpeedToken,
                    None => !p.bike,
                };
                if token_pays && p.speed_tokens <= 1 {
                    return;
                }
            }
            _ => {}
        }
        for (i, (l, map_line)) in self.state.lines.iter().zip(self.map().lines()).enumerate() {
            let line = LineId(i as u8);
            let slots = l.slots.get(..map_line.slots as usize).unwrap_or(&l.slots);
            let free = slots.iter().filter(|s| **s == Slot::Empty).count();
            if free > usize::from(speculated == Some(line)) {
                f(line);
            }
        }
    }

    /// The printed yen cost of the action being resolved, before discounts (TM-7.2; per stop for Station).
    pub(crate) fn printed_cost(&self, r: &Resolution) -> Yen {
        self.rules
            .action(r.action)
            .and_then(|spec| spec.kind.printed_cost())
            .unwrap_or(0)
    }

    /// The printed cost still to pay after the discounts lifted so far.
    pub(crate) fn remaining_cost(&self, r: &Resolution) -> Yen {
        (self.printed_cost(r) - r.discount).max(0)
    }

    /// Everything the action costs now: the discounted cost (per stop for Station, TM-7.3) plus undiscountable
    /// extras (share extras, TM-7.5).
    pub(crate) fn total_cost(&self, r: &Resolution) -> Yen {
        let Some(spec) = self.rules.action(r.action) else {
            return 0;
        };
        let map = self.map();
        match (spec.kind, r.target) {
            (ActionKind::Station { .. }, Some(Target::Station(station))) => {
                self.remaining_cost(r) * map.station(station).stops.len() as Yen
            }
            (ActionKind::Invest { .. } | ActionKind::InvestByDisc, Some(Target::Line(line))) => {
                let taken = self.state.lines[line.0 as usize].shares_taken();
                let extra = map.line(line).extras.get(taken).copied().unwrap_or(0);
                let cost = if matches!(spec.kind, ActionKind::Invest { .. }) {
                    self.remaining_cost(r)
                } else {
                    0
                };
                cost + extra
            }
            _ => self.remaining_cost(r),
        }
    }

    /// Whether an action of `kind` may be copied (OS-6.4): the engine's kinds always, a module's if it says so
    /// (D-9, D-24).
    pub(crate) fn may_copy(&self, kind: ActionKind) -> bool {
        match kind {
            ActionKind::Module { module, .. } => self
                .rules
                .module_get(ModuleId(module))
                .and_then(|m| m.rules().turns())
                .is_some_and(|turns| turns.copyable(kind)),
            _ => true,
        }
    }

    /// Whether the Card action may take the top card of a column's discard pile (TM-7.14): not empty, and, for a
    /// card of a module, one the module lets be taken ([`crate::module::Turns::card_takeable`]).
    pub(crate) fn pile_offers_card(&self, column: usize) -> bool {
        match self.state.columns[column].discard.last() {
            None => false,
            Some(&card) => match self.rules.card_module(card) {
                None => true,
                Some(id) => self
                    .rules
                    .module(id)
                    .rules()
                    .turns()
                    .is_none_or(|turns| turns.card_takeable(self, card)),
            },
        }
    }
}

/// A refusal by rule; the reason in words is built only when `why` asks for it, so that listing the legal actions
/// (which needs only the verdict) formats and allocates nothing.
fn refuse(why: bool, rule: &'static str, reason: impl FnOnce() -> String) -> Result<(), Refusal> {
    Err(Refusal {
        rule,
        reason: if why {
            Cow::Owned(reason())
        } else {
            Cow::Borrowed("")
        },
    })
}

/// Answers shared by the actions of one legal list: they depend on the player and the state only, not on the numbers
/// of a kind, so they are worked out at most once per list (lazily: a list without such a kind pays nothing).
#[derive(Default)]
pub(crate) struct Memo {
    /// Whether the meeple has a free neighbouring space (Move).
    can_step: OnceCell<bool>,
    /// [`Game::fewest_stops`] (Station, Station swap).
    fewest_stops: OnceCell<Option<Yen>>,
    /// [`Game::cheapest_extra`] (Invest, Invest by disc).
    cheapest_extra: OnceCell<Option<Yen>>,
    /// Whether any line may be speculated on (Speculate).
    can_speculate: OnceCell<bool>,
    /// Whether any discard pile offers a card (Card).
    pile_offers: OnceCell<bool>,
}
