//! What may be done now: the legal-action list, and for a refused action the rule that forbids it.
//!
//! One function, [`Game::legal_actions_into`], enumerates every legal [`Action`] for the pending decision; `apply`
//! accepts exactly those. The per-kind conditions of D-18 (an action must have an effect) and D-2 (what cannot be
//! paid is not legal) live here, shared by the enumeration and the explanation of a refusal.

use std::cell::OnceCell;

use metro_core::{ActionKind, ActionSpec, LineId, SpaceId, StationId, Yen};

use crate::action::{Action, SwapPayment};
use crate::game::Game;
use crate::ids::{ActionRef, PlayerId};
use crate::rules::NO_SPACE;
use crate::state::*;

impl Game {
    /// Every legal action for the pending decision.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// Every legal action for the pending decision, into a buffer the caller reuses.
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let s = &self.state;
        match &s.pending {
            Pending::Over => {}
            Pending::Bid { seat } => {
                let cash = s.players[*seat as usize].cash;
                out.extend((0..=cash / 100).map(|k| Action::Bid(k * 100)));
            }
            Pending::Movement { turn } => {
                let player = s.order[*turn as usize];
                let p = &s.players[player.0 as usize];
                if s.round == 1 && p.meeple == Meeple::Off {
                    // Every space but the occupied ones, in order: the runs between the meeples already placed.
                    let spaces = self.map().space_count();
                    let mut start = 0;
                    let mut occupied: Vec<usize> = Vec::with_capacity(s.players.len());
                    occupied.extend(s.players.iter().filter_map(|p| p.space()).map(|sp| sp.0 as usize));
                    occupied.sort_unstable();
                    for end in occupied.into_iter().chain([spaces]) {
                        out.extend((start..end.max(start)).map(|i| Action::Place(SpaceId(i as u16))));
                        start = end + 1;
                    }
                    return;
                }
                self.alight_options(player, out);
                if let Some(from) = p.space() {
                    let reach = WALK + p.bike as u8;
                    self.reachable(from, reach, |space| out.push(Action::MoveTo(space)));
                }
                out.push(Action::Stay);
            }
            Pending::Turn { turn } => {
                let player = s.order[*turn as usize];
                self.alight_options(player, out);
                let discount = self.liftable_discount(player);
                let memo = Memo::default();
                self.for_each_spec_in_reach(player, |action, spec| {
                    if self
                        .can_take_spec(player, action, spec, discount, false, &memo)
                        .is_ok()
                    {
                        out.push(Action::Take(action));
                    }
                });
                if self.player(player).copy_ready.is_some() {
                    self.for_each_copyable(player, |action| out.push(Action::Copy(action)));
                }
                self.turn_builds(player, out);
                out.push(Action::Pass);
            }
            Pending::Resolving(r) => self.resolution_options(r, out),
            Pending::Trains(cursor) => self.train_options(cursor, out),
        }
    }

    /// Checks an action; on refusal, the rule and the reason.
    pub(crate) fn check(&self, action: Action) -> Result<(), (&'static str, String)> {
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
                let mut in_reach = None;
                self.for_each_spec_in_reach(player, |b, spec| {
                    if a == b {
                        in_reach = Some(spec);
                    }
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
            // Always listed: passing in an action turn.
            (Pending::Turn { .. }, Action::Pass) => return Ok(()),
            // Movement: round 1's placement lists every free space, later movements the reachable spaces and Stay.
            (Pending::Movement { turn }, Action::Place(_) | Action::MoveTo(_) | Action::Stay) => {
                let p = &self.state.players[self.state.order[*turn as usize].0 as usize];
                let placing = self.state.round == 1 && p.meeple == Meeple::Off;
                let legal = match (action, p.space()) {
                    (Action::Place(space), _) => {
                        placing && (space.0 as usize) < self.map().space_count() && self.free(space)
                    }
                    (Action::Stay, _) => !placing,
                    (Action::MoveTo(to), Some(from)) if !placing => {
                        let mut found = false;
                        self.reachable(from, WALK + p.bike as u8, |space| found |= space == to);
                        found
                    }
                    _ => false,
                };
                return if legal { Ok(()) } else { Err(self.explain(action)) };
            }
            // The two long lists inside an action: a Move's destinations and a Speculate stake.
            (Pending::Resolving(r), Action::MoveTo(to)) if r.stage == Stage::Target => {
                let p = self.player(r.player);
                let mut found = false;
                if let (Some(ActionKind::Move { distance }), Some(from)) =
                    (self.rules.kind(r.action), p.space())
                {
                    self.reachable(from, distance + p.bike as u8, |space| found |= space == to);
                }
                return if found { Ok(()) } else { Err(self.explain(action)) };
            }
            (Pending::Resolving(r), Action::Stake(amount)) if r.stage == Stage::Stake => {
                let legal = match r.target {
                    Some(Target::Line(line)) => {
                        self.rules.action(r.action).is_some()
                            && amount % 100 == 0
                            && amount / 100 >= self.speculation_minimum(line) / 100
                            && amount / 100 <= self.player(r.player).cash / 100
                    }
                    _ => false,
                };
                return if legal { Ok(()) } else { Err(self.explain(action)) };
            }
            _ => {}
        }
        // The other decisions have short lists: listed into a buffer kept for the thread, not allocated per check.
        thread_local! {
            static LEGAL: std::cell::RefCell<Vec<Action>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        let listed = LEGAL.with(|buffer| match buffer.try_borrow_mut() {
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

    /// Why an action that is not legal now is refused.
    pub fn explain(&self, action: Action) -> (&'static str, String) {
        let who = self.to_move();
        match (&self.state.pending, action) {
            (Pending::Over, _) => ("TM-11", "the game is over".into()),
            (Pending::Bid { seat }, Action::Bid(amount)) => {
                let cash = self.state.players[*seat as usize].cash;
                if amount % 100 != 0 {
                    ("TM-6.4.1", format!("bids are in ¥100 steps, not ¥{amount}"))
                } else {
                    ("TM-6.4.1", format!("a bid is from ¥0 up to your cash (¥{cash}), not ¥{amount}"))
                }
            }
            (Pending::Turn { .. }, Action::Take(a)) => match who {
                Some(player) => match self.can_take(player, a, true) {
                    Err(reason) => reason,
                    Ok(()) if self.state.players.iter().any(|p| p.personal_cards.contains(&a.card)) => {
                        ("TM-7.14", "only the player who took this card with the Card action may use it".into())
                    }
                    Ok(()) => ("TM-4.3", "that action is not in your reach".into()),
                },
                None => ("TM-6.6", "nobody is to act".into()),
            },
            (Pending::Movement { .. }, Action::MoveTo(_)) => {
                ("TM-6.5.3", "meeples move orthogonally, up to 2 spaces (3 with a bike), never onto another meeple".into())
            }
            (Pending::Movement { .. }, Action::Place(_)) => ("TM-6.5.1", "place your meeple on an empty space".into()),
            (_, Action::Alight(_)) => (
                "TM-10.3",
                "you may alight only from a vehicle that has moved since you boarded, onto a free space touching its station"
                    .into(),
            ),
            (Pending::Trains(_), Action::Board(_)) => (
                "TM-10.1",
                "you may board only a vehicle at a stop your meeple touches, paying ¥100 unless you hold a share (TM-10.2, D-14)".into(),
            ),
            (Pending::Resolving(r), Action::Stake(amount)) => {
                let low = match r.target {
                    Some(crate::state::Target::Line(line)) => self.speculation_minimum(line),
                    _ => 100,
                };
                ("TM-7.10", format!("the stake is at least ¥{low} and at most your cash, in ¥100 steps, not ¥{amount}"))
            }
            (Pending::Resolving(_), Action::Lift(_)) => {
                ("D-21", "lift only your own discs from a Discount action onto an action with a yen cost".into())
            }
            (Pending::Resolving(_), Action::Assign(_)) => (
                "TM-7.11",
                "assign an unassigned speed token to a line with an empty disc slot, keeping the action possible (D-20)".into(),
            ),
            (_, Action::Build(..)) => (
                "MD-4.2",
                "build a vending machine only in your action turn, with a drink of a colour you own, at a station your meeple touches that has a pyramid and no drink, paying the fee (MD-4.3) and an action disc unless your shape card is active (MD-4.4)".into(),
            ),
            (Pending::Resolving(r), Action::Done) if matches!(r.stage, Stage::Walk { moved: false, .. }) => {
                ("D-18", "a Move goes at least one space".into())
            }
            (Pending::Resolving(_), Action::Done) => ("D-2", "you cannot yet pay the action's cost".into()),
            (Pending::Resolving(r), choice) if self.explain_target(r, choice).is_some() => {
                self.explain_target(r, choice).unwrap_or(("TM-6", String::new()))
            }
            _ => ("TM-6", format!("not a choice now: the game waits for: {}", self.pending_description())),
        }
    }

    /// Why a target (or Station swap payment) the action being resolved does not allow is refused, naming the
    /// action's own rule; `None` if the choice is not of the kind the action asks for.
    fn explain_target(&self, r: &Resolution, choice: Action) -> Option<(&'static str, String)> {
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
        Some((why.0, why.1.into()))
    }

    // ----- reach and movement -----

    /// Spaces reachable in 1..=`steps` orthogonal moves without entering an occupied space (TM-6.5.3).
    pub(crate) fn reachable(&self, from: SpaceId, steps: u8, mut visit: impl FnMut(SpaceId)) {
        let map = self.map();
        // A bit per space: on the stack for grids up to 1,024 spaces.
        let words = map.space_count().div_ceil(64);
        let mut small = [0u64; 16];
        let mut large = Vec::new();
        let seen: &mut [u64] = if words <= small.len() {
            &mut small[..words]
        } else {
            large.resize(words, 0);
            &mut large
        };
        let mut mark = |space: SpaceId| {
            let (word, bit) = (space.0 as usize / 64, 1u64 << (space.0 % 64));
            let new = seen[word] & bit == 0;
            seen[word] |= bit;
            new
        };
        mark(from);
        // Occupied spaces are never entered: mark them as seen once instead of asking for every neighbour.
        for p in &self.state.players {
            if let Some(space) = p.space() {
                mark(space);
            }
        }
        // Every space found, ring after ring (a ring: the spaces first reached in the same number of steps). At most
        // 2·k·(k+1) spaces lie 1..=k orthogonal steps away: on the stack for up to 10 steps.
        let bound = 1 + 2 * steps as usize * (steps as usize + 1);
        let mut small_found = [SpaceId(0); 224];
        let mut large_found = Vec::new();
        let found: &mut [SpaceId] = if bound <= small_found.len() {
            &mut small_found[..bound]
        } else {
            large_found.resize(bound, SpaceId(0));
            &mut large_found
        };
        found[0] = from;
        let (mut ring, mut end) = (0..1, 1);
        for _ in 0..steps {
            for i in ring.clone() {
                for &n in self.rules.neighbours(found[i]) {
                    if n != NO_SPACE && mark(n) {
                        found[end] = n;
                        end += 1;
                    }
                }
            }
            ring = ring.end..end;
            let next = &mut found[ring.clone()];
            next.sort_unstable();
            next.iter().for_each(|&s| visit(s));
        }
    }

    /// `Alight` options of a rider outside the train phase (D-5), or at a stop during it.
    pub(crate) fn alight_options(&self, player: PlayerId, out: &mut Vec<Action>) {
        self.alight_spaces(player, |space| out.push(Action::Alight(space)));
    }

    /// The spaces of [`Game::alight_options`], in order.
    pub(crate) fn alight_spaces(&self, player: PlayerId, mut f: impl FnMut(SpaceId)) {
        if let Meeple::Riding {
            line,
            vehicle,
            moved: true,
        } = self.player(player).meeple
            && let Some(v) = self.state.lines[line.0 as usize].vehicles[vehicle as usize]
        {
            let stop = self.map().line(line).stops[v.stop as usize];
            for &space in self.map().boarding_spaces(stop) {
                if self.free(space) {
                    f(space);
                }
            }
        }
    }

    // ----- actions -----

    /// Calls `f` for every action the player might take: the face-up cards and the player's own cards.
    pub(crate) fn for_each_action_in_reach(&self, player: PlayerId, mut f: impl FnMut(&Game, ActionRef)) {
        self.for_each_spec_in_reach(player, |action, _| f(self, action));
    }

    /// [`Game::for_each_action_in_reach`] with each action's printed spec.
    fn for_each_spec_in_reach(&self, player: PlayerId, mut f: impl FnMut(ActionRef, ActionSpec)) {
        for column in &self.state.columns {
            for card in column.rows.iter().flatten() {
                for (action, spec) in self.rules.card_actions(*card) {
                    f(action, spec);
                }
            }
        }
        for card in &self.player(player).personal_cards {
            for (action, spec) in self.rules.card_actions(*card) {
                f(action, spec);
            }
        }
    }

    /// Calls `f` for every action `player` may copy now with their Copy disc (OS-6.4, D-9): taken this round and
    /// still holding discs to stack on, on a face-up card or the player's own card (never another player's, TM-7.14),
    /// with enough discs in hand, an effect and a payable cost.
    pub(crate) fn for_each_copyable(&self, player: PlayerId, mut f: impl FnMut(ActionRef)) {
        let memo = Memo::default();
        let liftable = OnceCell::new();
        self.for_each_action_in_reach(player, |game, action| {
            let slot = action.slot();
            if !game.state.taken[slot] || game.state.occupants[slot] == 0 {
                return;
            }
            let Some(spec) = game.rules.action(action) else {
                return;
            };
            // D-9, D-24: a shape card (one use per card per phase) and a colour card are never copied.
            if spec.kind.is_drinks() {
                return;
            }
            let p = game.player(player);
            // Moving the Copy disc onto the very Copy action it sits on would copy nothing.
            if p.discs_in_hand < spec.spaces || p.copy_ready == Some(action) {
                return;
            }
            let discount = if spec.kind.printed_cost().is_some() {
                *liftable.get_or_init(|| game.liftable_discount(player))
            } else {
                0
            };
            let copyable = match spec.kind {
                // D-9: a Copy action may be copied too. The waiting Copy disc is the one being used now, so only the
                // cost matters (something has been taken this round: the action copied).
                ActionKind::Copy { cost } => (cost - discount).max(0) <= p.cash,
                kind => game
                    .performable(player, kind, spec.spaces, discount, false, &memo)
                    .is_ok(),
            };
            if copyable {
                f(action);
            }
        });
    }

    /// The discount a player could lift onto an action now: the sum of the Discount actions they have discs on.
    pub(crate) fn liftable_discount(&self, player: PlayerId) -> Yen {
        self.rules
            .discounts()
            .iter()
            .filter(|&&(slot, _)| self.state.occupants[slot] & (1 << player.0) != 0)
            .map(|&(_, amount)| amount)
            .sum()
    }

    /// Whether `player` may put discs on `action` now (TM-4.2, TM-4.3, D-18, D-2), and if not, why.
    /// With `why` false the reason is left empty: listing the legal actions needs only the verdict.
    pub(crate) fn can_take(
        &self,
        player: PlayerId,
        action: ActionRef,
        why: bool,
    ) -> Result<(), (&'static str, String)> {
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
    ) -> Result<(), (&'static str, String)> {
        let Some(spec) = self.rules.action(action) else {
            return refuse(why, "TM-4.1", || "no such action".into());
        };
        self.can_take_spec(player, action, spec, liftable, why, memo)
    }

    /// [`Game::can_take_with`] for an action that exists, with its spec.
    fn can_take_spec(
        &self,
        player: PlayerId,
        action: ActionRef,
        spec: ActionSpec,
        liftable: Yen,
        why: bool,
        memo: &Memo,
    ) -> Result<(), (&'static str, String)> {
        if self.state.occupants[action.slot()] != 0 {
            return refuse(why, "TM-4.2", || {
                "the action is not available: a disc is on it".into()
            });
        }
        let p = self.player(player);
        if p.discs_in_hand < spec.spaces {
            return refuse(why, "TM-4.3", || {
                format!(
                    "it needs {} action discs and you have {}",
                    spec.spaces, p.discs_in_hand
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
    fn performable(
        &self,
        player: PlayerId,
        kind: ActionKind,
        spaces: u8,
        discount: Yen,
        why: bool,
        memo: &Memo,
    ) -> Result<(), (&'static str, String)> {
        let s = &self.state;
        let p = self.player(player);
        let no_effect = |what: &str| refuse(why, "D-18", || format!("it would have no effect: {what}"));
        match kind {
            ActionKind::Move { .. } => {
                let Some(from) = p.space() else {
                    return no_effect("your meeple is not on the grid (alight first, D-5)");
                };
                if *memo
                    .can_step
                    .get_or_init(|| self.map().neighbours(from).any(|n| self.free(n)))
                {
                    Ok(())
                } else {
                    no_effect("no free space to move to")
                }
            }
            ActionKind::Station { .. } | ActionKind::StationSwap => {
                if p.pyramids == 0 {
                    return no_effect("you have no pyramid left (TM-7.3)");
                }
                if matches!(kind, ActionKind::StationSwap) && p.speed_tokens == 0 && !p.bike {
                    return no_effect("you have no unassigned speed token and no bike (TM-7.4)");
                }
                let fewest_stops = *memo.fewest_stops.get_or_init(|| self.fewest_stops(player));
                let payable = fewest_stops.is_some_and(|stops| match kind {
                    ActionKind::Station { cost } => (cost - discount).max(0) * stops <= p.cash,
                    _ => true,
                });
                if payable {
                    Ok(())
                } else {
                    refuse(why, "TM-7.3", || {
                        "your meeple touches no station without a pyramid that you can pay for".into()
                    })
                }
            }
            ActionKind::Invest { .. } | ActionKind::InvestByDisc => {
                if matches!(kind, ActionKind::InvestByDisc) && p.discs_in_hand < spaces + 1 {
                    return refuse(why, "OS-6.2", || {
                        "you need one more action disc to give up".into()
                    });
                }
                let cheapest = *memo.cheapest_extra.get_or_init(|| self.cheapest_extra(player));
                let cost = match kind {
                    ActionKind::Invest { cost } => (cost - discount).max(0),
                    _ => 0,
                };
                if cheapest.is_some_and(|extra| cost + extra <= p.cash) {
                    Ok(())
                } else {
                    refuse(why, "TM-7.5", || {
                        "no line has a share you may buy and can pay for".into()
                    })
                }
            }
            ActionKind::Start { .. } => {
                if s.lines.iter().any(|l| !l.on_map()) {
                    Ok(())
                } else {
                    no_effect("every train is on the map")
                }
            }
            ActionKind::Discount { .. } | ActionKind::Bid { .. } => Ok(()),
            ActionKind::Loan => {
                if s.loan_supply > 0 {
                    Ok(())
                } else {
                    refuse(why, "TM-7.9", || "no loan token is left in the supply".into())
                }
            }
            ActionKind::Repay => {
                if p.loans == 0 {
                    no_effect("you hold no loan")
                } else if p.cash < LOAN {
                    refuse(why, "D-2", || {
                        format!("repaying costs ¥{LOAN} and you have ¥{}", p.cash)
                    })
                } else {
                    Ok(())
                }
            }
            ActionKind::Speculate => {
                if p.speculation_discs == 0 {
                    return refuse(why, "TM-7.10", || "you have used both speculation discs".into());
                }
                if *memo
                    .can_speculate
                    .get_or_init(|| self.speculation_targets(player).next().is_some())
                {
                    Ok(())
                } else {
                    refuse(why, "TM-7.10", || {
                        "no line with value ≥ ¥100, a free slot, no share of yours and a stake you can pay"
                            .into()
                    })
                }
            }
            ActionKind::Speed { .. } => {
                if s.speed_supply > 0 {
                    Ok(())
                } else {
                    no_effect("no speed token is left in the supply")
                }
            }
            ActionKind::Action { cost } => {
                if p.discs_owned >= MAX_DISCS {
                    refuse(why, "TM-7.12", || {
                        format!("you already have {MAX_DISCS} action discs")
                    })
                } else if p.discs_in_supply == 0 {
                    no_effect("none of your discs is left in the supply")
                } else if (cost - discount).max(0) > p.cash {
                    refuse(why, "D-2", || {
                        format!("it costs ¥{} and you have ¥{}", (cost - discount).max(0), p.cash)
                    })
                } else {
                    Ok(())
                }
            }
            ActionKind::Bike => {
                if p.bike {
                    refuse(why, "TM-7.13", || "you already have a bike".into())
                } else if s.bike_supply == 0 {
                    no_effect("no bike is left in the supply")
                } else {
                    Ok(())
                }
            }
            ActionKind::Card { cost } => {
                if !*memo
                    .pile_offers
                    .get_or_init(|| (0..s.columns.len()).any(|c| self.pile_offers_card(c)))
                {
                    no_effect("every discard pile is empty (or shows a Jidohanbaiki colour card, MD-4.7)")
                } else if (cost - discount).max(0) > p.cash {
                    refuse(why, "D-2", || {
                        format!("it costs ¥{} and you have ¥{}", (cost - discount).max(0), p.cash)
                    })
                } else {
                    Ok(())
                }
            }
            ActionKind::Sell => {
                if s.lines.iter().any(|l| l.share_of(player).is_some()) {
                    Ok(())
                } else {
                    no_effect("you hold no share")
                }
            }
            ActionKind::Copy { cost } => {
                if p.copy_ready.is_some() {
                    refuse(why, "OS-6.4", || {
                        "your Copy disc from an earlier Copy is still waiting to be used".into()
                    })
                } else if p.discs_in_hand < spaces + 1 {
                    // D-28: Copy may open the round (its effect comes in a later turn), but only with a disc left
                    // to copy with; otherwise it could never be used (D-18).
                    refuse(why, "D-28", || {
                        "it would have no effect: you need an action disc left after the Copy disc to copy with"
                            .into()
                    })
                } else if (cost - discount).max(0) > p.cash {
                    refuse(why, "D-2", || {
                        format!("it costs ¥{} and you have ¥{}", (cost - discount).max(0), p.cash)
                    })
                } else {
                    Ok(())
                }
            }
            ActionKind::ColourCard { .. } | ActionKind::ShapeCard => {
                match self.drinks_performable(player, kind) {
                    Ok(()) => Ok(()),
                    Err(reason) => refuse(
                        why,
                        if matches!(kind, ActionKind::ShapeCard) {
                            "MD-4.4"
                        } else {
                            "MD-4.1"
                        },
                        || format!("it would have no effect: {reason} (D-18)"),
                    ),
                }
            }
            ActionKind::Extension { .. } => refuse(why, "MC-1", || {
                "no loaded rule module implements this action".into()
            }),
        }
    }

    /// Stations a player may build on with a Station action (TM-7.3) or Station swap (TM-7.4).
    pub(crate) fn station_targets(
        &self,
        player: PlayerId,
        kind: ActionKind,
        discount: Yen,
    ) -> impl Iterator<Item = StationId> + '_ {
        let p = self.player(player);
        let map = self.map();
        let mut found: Vec<StationId> = Vec::new();
        if let Some(space) = p.space() {
            for &stop in map.stops_touching(space) {
                if let Some(station) = map.stop(stop).station
                    && !found.contains(&station)
                    && self.station_buildable(p.cash, kind, discount, station)
                {
                    found.push(station);
                }
            }
        }
        found.sort_unstable();
        found.into_iter()
    }

    /// The fewest stops of a station without a pyramid that the player's meeple touches, if any: a Station action
    /// has a target ([`Game::station_targets`]) exactly when it can pay for that many stops (TM-7.3), a Station swap
    /// whenever there is one.
    fn fewest_stops(&self, player: PlayerId) -> Option<Yen> {
        let map = self.map();
        let space = self.player(player).space()?;
        map.stops_touching(space)
            .iter()
            .filter_map(|&stop| map.stop(stop).station)
            .filter(|station| self.state.pyramids[station.0 as usize].is_none())
            .map(|station| map.station(station).stops.len() as Yen)
            .min()
    }

    /// The smallest share extra among the lines the player may invest in whatever the cost (stock left, no share
    /// and no speculation of theirs), if any: [`Game::invest_targets`] lists a line exactly when its cost plus this
    /// extra is payable (TM-7.5, OS-6.2).
    fn cheapest_extra(&self, player: PlayerId) -> Option<Yen> {
        let map = self.map();
        (0..map.lines().len())
            .map(|i| LineId(i as u8))
            .filter_map(|line| {
                let l = &self.state.lines[line.0 as usize];
                let taken = l.shares_taken();
                if taken >= map.line(line).shares()
                    || l.share_of(player).is_some()
                    || self.speculates_on(player, line)
                {
                    None
                } else {
                    Some(map.line(line).extras[taken])
                }
            })
            .min()
    }

    /// A station without a pyramid that a player with `cash` can pay for (TM-7.3; Station swap pays no yen).
    fn station_buildable(&self, cash: Yen, kind: ActionKind, discount: Yen, station: StationId) -> bool {
        self.state.pyramids[station.0 as usize].is_none()
            && match kind {
                ActionKind::Station { cost } => {
                    (cost - discount).max(0) * self.map().station(station).stops.len() as Yen <= cash
                }
                _ => true,
            }
    }

    /// Lines a player may invest in (TM-7.5, OS-5.2, OS-6.2).
    pub(crate) fn invest_targets(
        &self,
        player: PlayerId,
        kind: ActionKind,
        discount: Yen,
    ) -> impl Iterator<Item = LineId> + '_ {
        let p = self.player(player);
        let map = self.map();
        (0..map.lines().len())
            .map(|i| LineId(i as u8))
            .filter(move |&line| {
                let l = &self.state.lines[line.0 as usize];
                let taken = l.shares_taken();
                if taken >= map.line(line).shares()
                    || l.share_of(player).is_some()
                    || self.speculates_on(player, line)
                {
                    return false;
                }
                let extra = map.line(line).extras[taken];
                let cost = match kind {
                    ActionKind::Invest { cost } => (cost - discount).max(0),
                    _ => 0,
                };
                cost + extra <= p.cash
            })
    }

    /// Lines a player may speculate on (TM-7.10): value ≥ ¥100, a free slot, no share, a payable stake.
    pub(crate) fn speculation_targets(&self, player: PlayerId) -> impl Iterator<Item = LineId> + '_ {
        let p = self.player(player);
        let map = self.map();
        (0..map.lines().len())
            .map(|i| LineId(i as u8))
            .filter(move |&line| {
                let l = &self.state.lines[line.0 as usize];
                l.value >= 100
                    && l.share_of(player).is_none()
                    && self.free_slots(line) > 0
                    && self.speculation_minimum(line) <= p.cash
            })
    }

    /// The smallest stake on a line: its low number, at least ¥100 (TM-7.10, D-19).
    pub(crate) fn speculation_minimum(&self, line: LineId) -> Yen {
        self.map()
            .revenue()
            .low(self.state.lines[line.0 as usize].value)
            .max(100)
    }

    /// Empty disc slots of a line.
    pub(crate) fn free_slots(&self, line: LineId) -> usize {
        let slots = self.map().line(line).slots as usize;
        self.state.lines[line.0 as usize].slots[..slots]
            .iter()
            .filter(|s| **s == Slot::Empty)
            .count()
    }

    /// Whether a player has a speculation disc on a line.
    pub(crate) fn speculates_on(&self, player: PlayerId, line: LineId) -> bool {
        self.state.lines[line.0 as usize]
            .slots
            .iter()
            .any(|s| matches!(s, Slot::Speculation { player: q, .. } if *q == player))
    }

    // ----- inside an action -----

    fn resolution_options(&self, r: &Resolution, out: &mut Vec<Action>) {
        let Some(spec) = self.rules.action(r.action) else {
            return;
        };
        let p = self.player(r.player);
        match r.stage {
            Stage::Target => {
                let discount = self.liftable_discount(r.player);
                match spec.kind {
                    ActionKind::Move { distance } => {
                        if let Some(from) = p.space() {
                            self.reachable(from, distance + p.bike as u8, |space| {
                                out.push(Action::MoveTo(space))
                            });
                        }
                    }
                    ActionKind::Station { .. } | ActionKind::StationSwap => {
                        out.extend(
                            self.station_targets(r.player, spec.kind, discount)
                                .map(Action::Station),
                        );
                    }
                    ActionKind::Invest { .. } | ActionKind::InvestByDisc => {
                        out.extend(
                            self.invest_targets(r.player, spec.kind, discount)
                                .map(Action::Line),
                        );
                    }
                    ActionKind::Start { .. } => {
                        for (i, l) in self.state.lines.iter().enumerate() {
                            if !l.on_map() {
                                out.push(Action::Line(LineId(i as u8)));
                            }
                        }
                    }
                    ActionKind::Speculate => out.extend(self.speculation_targets(r.player).map(Action::Line)),
                    ActionKind::Card { .. } => {
                        for i in 0..self.state.columns.len() {
                            if self.pile_offers_card(i) {
                                out.push(Action::Column(i as u8));
                            }
                        }
                    }
                    ActionKind::Sell => {
                        for (i, l) in self.state.lines.iter().enumerate() {
                            if l.share_of(r.player).is_some() {
                                out.push(Action::Line(LineId(i as u8)));
                            }
                        }
                    }
                    _ => {}
                }
            }
            Stage::SwapPayment => {
                if p.speed_tokens > 0 {
                    out.push(Action::PayWith(SwapPayment::SpeedToken));
                }
                if p.bike {
                    out.push(Action::PayWith(SwapPayment::Bike));
                }
            }
            Stage::Stake => {
                if let Some(Target::Line(line)) = r.target {
                    let low = self.speculation_minimum(line);
                    out.extend((low / 100..=p.cash / 100).map(|k| Action::Stake(k * 100)));
                }
            }
            Stage::Discounts => {
                if self.remaining_cost(r) > 0 {
                    for (slot, &occupants) in self.state.occupants.iter().enumerate() {
                        let action = ActionRef {
                            card: crate::ids::CardId((slot / 2) as u8),
                            action: (slot % 2) as u8,
                        };
                        if occupants & (1 << r.player.0) != 0
                            && action != r.action
                            && matches!(self.rules.kind(action), Some(ActionKind::Discount { .. }))
                        {
                            out.push(Action::Lift(action));
                        }
                    }
                }
                if self.total_cost(r) <= p.cash {
                    out.push(Action::Done);
                }
            }
            Stage::Speed => {
                for (i, _) in self.state.lines.iter().enumerate() {
                    let line = LineId(i as u8);
                    if self.can_assign(r, line) {
                        out.push(Action::Assign(line));
                    }
                }
                out.push(Action::Done);
            }
            Stage::Walk { .. } | Stage::FreeBuilds => self.drinks_stage_options(r, out),
        }
    }

    /// Whether assigning a speed token to `line` now keeps the action possible (D-20).
    pub(crate) fn can_assign(&self, r: &Resolution, line: LineId) -> bool {
        let p = self.player(r.player);
        if p.speed_tokens == 0 || self.free_slots(line) == 0 {
            return false;
        }
        let Some(spec) = self.rules.action(r.action) else {
            return false;
        };
        match (spec.kind, r.target) {
            (ActionKind::Speculate, Some(Target::Line(target))) if target == line => {
                self.free_slots(line) > 1
            }
            // D-20: the token paying for the swap stays unassigned: the chosen payment, or the token when there
            // is no bike to choose instead.
            (ActionKind::StationSwap, _) => {
                let token_pays = match r.payment {
                    Some(payment) => payment == SwapPayment::SpeedToken,
                    None => !p.bike,
                };
                !token_pays || p.speed_tokens > 1
            }
            _ => true,
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
}

/// A refusal by rule; the reason in words is built only when `why` asks for it, so that listing the legal actions
/// (which needs only the verdict) formats and allocates nothing.
fn refuse(
    why: bool,
    rule: &'static str,
    reason: impl FnOnce() -> String,
) -> Result<(), (&'static str, String)> {
    Err((rule, if why { reason() } else { String::new() }))
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
