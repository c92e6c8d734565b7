//! What may be done now: the legal-action list for the pending decision. `apply` accepts exactly these; the
//! conditions of each action kind live in `conditions.rs`, shared with the verdict on one action and its explanation.

use std::cell::OnceCell;

use metro_core::{ActionKind, ActionSpec, LineId};

use crate::action::{Action, SwapPayment};
use crate::conditions::Memo;
use crate::game::Game;
use crate::ids::{ActionRef, PlayerId};
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
                    // At most five players (TM-2): the placed meeples' spaces on the stack.
                    let mut placed = [usize::MAX; 8];
                    let mut count = 0;
                    for space in s.players.iter().filter_map(|p| p.space()) {
                        if let Some(slot) = placed.get_mut(count) {
                            *slot = space.0 as usize;
                            count += 1;
                        }
                    }
                    let occupied = &mut placed[..count];
                    occupied.sort_unstable();
                    let places = self.rules.place_actions();
                    for end in occupied.iter().copied().chain([spaces]) {
                        out.extend_from_slice(places.get(start..end.max(start)).unwrap_or_default());
                        start = end + 1;
                    }
                    return;
                }
                self.alight_options(player, out);
                if let Some(from) = p.space() {
                    let reach = WALK + p.bike as u8;
                    self.reachable(player, from, reach, |space| out.push(Action::MoveTo(space)));
                }
                out.push(Action::Stay);
            }
            Pending::Turn { turn } => {
                let player = s.order[*turn as usize];
                self.alight_options(player, out);
                self.takeable_options(player, out);
                self.turn_options_after_takes(player, out);
            }
            Pending::Resolving(r) => self.resolution_options(r, out),
            Pending::Trains(cursor) => self.train_options(cursor, out),
        }
    }

    /// The legal actions as they were listed before the action turn's fast path (issue 14): every action in reach
    /// asked [`Game::can_take_spec`] in turn, and the cheapest share extra compared with every line's own
    /// ([`Game::open_share_extra`]; panics if they differ). For tests that compare the two listings.
    #[cfg(feature = "test-support")]
    #[doc(hidden)]
    pub fn legal_actions_from_scratch(&self) -> Vec<Action> {
        let mut out = Vec::new();
        let s = &self.state;
        for i in 0..s.players.len() {
            let player = PlayerId(i as u8);
            let each = (0..self.map().lines().len())
                .filter_map(|l| self.open_share_extra(player, LineId(l as u8)))
                .min();
            assert_eq!(
                self.cheapest_extra(player),
                each,
                "the cheapest share extra of {player:?}"
            );
        }
        let Pending::Turn { turn } = s.pending else {
            self.legal_actions_into(&mut out);
            return out;
        };
        let player = s.order[turn as usize];
        self.alight_options(player, &mut out);
        self.takeable_options_one_by_one(player, &mut out);
        self.turn_options_after_takes(player, &mut out);
        out
    }

    /// The options of an action turn after the `Take`s: Copy (OS-6.4), the rule modules' own, and Pass.
    fn turn_options_after_takes(&self, player: PlayerId, out: &mut Vec<Action>) {
        if self.player(player).copy_ready.is_some() {
            self.for_each_copyable(player, |action| out.push(Action::Copy(action)));
        }
        if self.rules.has_modules() {
            for slot in self.rules.modules() {
                if let Some(turns) = slot.rules().turns() {
                    turns.turn_options(self, player, out);
                }
            }
        }
        out.push(Action::Pass);
    }

    // ----- actions -----

    /// Calls `f` for every action the player might take: the face-up cards and the player's own cards.
    pub(crate) fn for_each_action_in_reach(&self, player: PlayerId, mut f: impl FnMut(&Game, ActionRef)) {
        self.for_each_spec_in_reach(player, |action, _| f(self, action));
    }

    /// [`Game::for_each_action_in_reach`] with each action's printed spec.
    pub(crate) fn for_each_spec_in_reach(&self, player: PlayerId, mut f: impl FnMut(ActionRef, ActionSpec)) {
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
            // D-9, D-24: a module's kind is copied only if the module says so.
            if !game.may_copy(spec.kind) {
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
                            self.reachable(r.player, from, distance + p.bike as u8, |space| {
                                out.push(Action::MoveTo(space))
                            });
                        }
                    }
                    ActionKind::Station { cost } => out.extend(
                        self.station_targets(r.player, (cost - discount).max(0), p.cash)
                            .map(|(station, _)| Action::Station(station)),
                    ),
                    ActionKind::StationSwap => out.extend(
                        self.station_targets(r.player, 0, p.cash)
                            .map(|(station, _)| Action::Station(station)),
                    ),
                    ActionKind::Invest { cost } => out.extend(
                        self.invest_targets(r.player, (cost - discount).max(0), p.cash)
                            .map(|(line, _)| Action::Line(line)),
                    ),
                    ActionKind::InvestByDisc => out.extend(
                        self.invest_targets(r.player, 0, p.cash)
                            .map(|(line, _)| Action::Line(line)),
                    ),
                    ActionKind::Start { .. } => {
                        for (i, l) in self.state.lines.iter().enumerate() {
                            if !l.on_map() {
                                out.push(Action::Line(LineId(i as u8)));
                            }
                        }
                    }
                    ActionKind::Speculate => {
                        out.extend(self.speculation_targets(r.player, p.cash).map(Action::Line))
                    }
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
                    kind => never!("{kind} asks no target"),
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
                    let low = self.min_stake(line);
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
                self.for_each_assignable(r, |line| out.push(Action::Assign(line)));
                out.push(Action::Done);
            }
            Stage::Module(stage) => match self
                .rules
                .module_get(stage.module)
                .and_then(|m| m.rules().stages())
            {
                Some(stages) => stages.options(self, r, stage, out),
                None => never!("a stage of a module without stages"),
            },
        }
    }
}
