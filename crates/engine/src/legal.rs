//! What may be done now: the legal-action list for the pending decision. `apply` accepts exactly these; the
//! conditions of each action kind, and the choices it offers once taken, are its family's (`kinds/`), shared with
//! the verdict on one action and its explanation.

use metro_core::ActionSpec;
#[cfg(feature = "test-support")]
use metro_core::LineId;

use crate::action::Action;
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

    // ----- inside an action -----

    /// The choices inside the action being resolved: its family's at its target and its own stage, then the
    /// discounts, the speed tokens, or a module's stage.
    fn resolution_options(&self, r: &Resolution, out: &mut Vec<Action>) {
        if self.rules.action(r.action).is_none() {
            return;
        }
        match r.stage {
            Stage::Target | Stage::SwapPayment | Stage::Stake => {
                self.for_each_choice(r, |choice| out.push(choice))
            }
            Stage::Discounts => {
                self.for_each_lift(r, |from| out.push(Action::Lift(from)));
                if self.may_stop_lifting(r) {
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
