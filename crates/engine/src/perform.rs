//! Applying a legal action: the dispatch of every decision (TM-6.4 – TM-7.14, OS-6), the stages of the action being
//! resolved, and its resolution ([`Game::resolve`]); what each stage asks and what each action does are its family's
//! (`kinds/`). Only called after `check` accepted the action, so the conditions here are already known to hold.

use metro_core::{ActionKind, Yen};

use crate::action::Action;
use crate::event::{Event, Reason};
use crate::game::Game;
use crate::ids::{ActionRef, PlayerId};
use crate::module::{ModuleId, ModuleStage, Play};
use crate::state::*;

impl Game {
    pub(crate) fn perform(&mut self, action: Action, events: &mut Vec<Event>) {
        // Matched on a copy of the pending decision's small parts: an action being resolved is moved out of the state
        // by the arms that change it, and the train cursor stays where it is (nothing is cloned).
        let head = match &self.state.pending {
            Pending::Bid { seat } => Head::Bid { seat: *seat },
            Pending::Movement { turn } => Head::Movement { turn: *turn },
            Pending::Turn { turn } => Head::Turn { turn: *turn },
            Pending::Resolving(r) => Head::Resolving {
                module: match r.stage {
                    Stage::Module(stage) => Some(stage.module),
                    _ => None,
                },
            },
            Pending::Trains(_) => Head::Trains,
            Pending::Over => Head::Over,
        };
        match (head, action) {
            (_, Action::Alight(space)) if head != Head::Trains => {
                // D-5: alighting outside the train phase does not use up the decision.
                if let Some(player) = self.to_move() {
                    self.alight(player, space, events);
                }
            }
            (Head::Bid { seat }, Action::Bid(amount)) => {
                self.state.players[seat as usize].bid = Some(amount);
                events.push(Event::BidMade(PlayerId(seat)));
                if (seat as usize + 1) < self.state.players.len() {
                    self.state.pending = Pending::Bid { seat: seat + 1 };
                } else {
                    self.reveal_bids(events);
                }
            }
            (Head::Movement { turn }, Action::Place(space) | Action::MoveTo(space)) => {
                let player = self.state.order[turn as usize];
                self.player_mut(player).meeple = Meeple::On(space);
                events.push(Event::MeepleMoved { player, to: space });
                self.next_movement(turn, events);
            }
            (Head::Movement { turn }, Action::Stay) => self.next_movement(turn, events),
            (Head::Turn { turn }, Action::Pass) => {
                let player = self.state.order[turn as usize];
                let discs = self.player(player).discs_in_hand as Yen;
                // TM-6.6.4: the pass bonus for every action disc still in front of the player.
                self.receive(player, discs * PASS_BONUS_PER_DISC, Reason::PassBonus, events);
                self.player_mut(player).passed = true;
                events.push(Event::Passed(player));
                self.next_turn(turn, events);
            }
            (Head::Turn { turn }, Action::Take(taken)) => {
                let player = self.state.order[turn as usize];
                self.take(player, turn, taken, events, None);
            }
            (Head::Turn { turn }, Action::Module(action)) => {
                let Some(slot) = self.rules.module_get(action.module) else {
                    return never!("an action of a module the game does not have");
                };
                let hooks = slot.rules_arc().clone();
                if let Some(turns) = hooks.turns() {
                    turns.take_turn(&mut self.play(action.module, events), turn, action);
                }
            }
            (Head::Resolving { module: Some(id) }, choice) => self.module_stage_choice(id, choice, events),
            (Head::Turn { turn }, Action::Copy(copied)) => {
                let player = self.state.order[turn as usize];
                let copy = self.player(player).copy_ready;
                self.take(player, turn, copied, events, copy);
            }
            (Head::Resolving { module: None }, choice) => {
                let Pending::Resolving(mut r) = std::mem::replace(&mut self.state.pending, Pending::Over)
                else {
                    return never!("resolving without a resolution");
                };
                match choice {
                    Action::MoveTo(space) => r.target = Some(Target::Space(space)),
                    Action::Station(station) => r.target = Some(Target::Station(station)),
                    Action::Line(line) => r.target = Some(Target::Line(line)),
                    Action::Column(column) => r.target = Some(Target::Column(column)),
                    Action::PayWith(payment) => r.payment = Some(payment),
                    Action::Stake(stake) => r.stake = stake,
                    Action::Lift(from) => self.lift(&mut r, from, events),
                    Action::Assign(line) => self.assign_speed(r.player, line, events),
                    Action::Done => {}
                    choice => never!("{choice} is not a choice inside an action"),
                }
                let stays = matches!(choice, Action::Lift(_) | Action::Assign(_))
                    || (choice == Action::Done && r.stage == Stage::Speed);
                if choice == Action::Done && r.stage == Stage::Speed {
                    self.state.pending = Pending::Resolving(r);
                    self.resolve(events);
                    return;
                }
                if !stays {
                    r.stage = self.next_stage(&r, r.stage);
                }
                self.state.pending = Pending::Resolving(r);
                self.continue_resolution(events);
            }
            (Head::Trains, choice) => self.train_choice(choice, events),
            (head, action) => never!("{action} was checked but is no decision of {head:?}"),
        }
    }

    /// A module's hold on the game, to call its hooks.
    pub(crate) fn play<'a>(&'a mut self, module: ModuleId, events: &'a mut Vec<Event>) -> Play<'a> {
        Play {
            guarded: self.rules.guarded(),
            game: self,
            events,
            module,
            refused: None,
        }
    }

    /// A choice in a module's stage: the module carries it out, then the resolution goes on in the stage it names, or
    /// the turn ends.
    fn module_stage_choice(&mut self, id: ModuleId, choice: Action, events: &mut Vec<Event>) {
        let Pending::Resolving(mut r) = std::mem::replace(&mut self.state.pending, Pending::Over) else {
            return never!("a module stage without a resolution");
        };
        let Stage::Module(stage) = r.stage else {
            return never!("not a module stage");
        };
        let Some(stages) = self.rules.module_get(id).map(|m| m.rules_arc().clone()) else {
            return never!("a stage of a module the game does not have");
        };
        let next = match stages.stages() {
            Some(hooks) => hooks.choose(&mut self.play(id, events), &r, stage, choice),
            None => None,
        };
        match next {
            Some(stage) => {
                r.stage = Stage::Module(stage);
                self.state.pending = Pending::Resolving(r);
            }
            None => self.next_turn(r.turn, events),
        }
    }

    /// The first module that takes over an action of `kind` taken by `player` now, with the stage it continues in.
    pub(crate) fn taken_over(&self, player: PlayerId, kind: ActionKind) -> Option<ModuleStage> {
        if !self.rules.has_modules() {
            return None;
        }
        self.rules
            .modules()
            .iter()
            .filter_map(|m| m.rules().stages())
            .find_map(|stages| stages.take_over(self, player, kind))
    }

    /// TM-4.3: put discs on the action, then ask its choices.
    fn take(
        &mut self,
        player: PlayerId,
        turn: u8,
        action: ActionRef,
        events: &mut Vec<Event>,
        copy_of: Option<ActionRef>,
    ) {
        let spaces = self.rules.action(action).map_or(1, |a| a.spaces);
        self.player_mut(player).discs_in_hand -= spaces;
        self.state.occupants[action.slot()] |= 1 << player.0;
        self.state.taken[action.slot()] = true;
        events.push(Event::ActionTaken { player, action });
        let r = Resolution {
            player,
            turn,
            action,
            stage: Stage::Target,
            target: None,
            stake: 0,
            discount: 0,
            payment: None,
            copy_of,
        };
        let first = if self.needs_target(&r) {
            Stage::Target
        } else {
            self.next_stage(&r, Stage::Target)
        };
        self.state.pending = Pending::Resolving(Resolution { stage: first, ..r });
        self.continue_resolution(events);
    }

    fn needs_target(&self, r: &Resolution) -> bool {
        let Some(kind) = self.rules.kind(r.action) else {
            return false;
        };
        // A module may take the action over (MD-4.5: a Move goes space by space after the action's other stages).
        self.taken_over(r.player, kind).is_none() && self.asks_target(kind)
    }

    /// The stage after `from`, skipping stages with nothing to ask: after the target its family's own stage (a
    /// Station swap's payment, a Speculate stake), then the discounts, then the speed tokens.
    fn next_stage(&self, r: &Resolution, from: Stage) -> Stage {
        if matches!(from, Stage::Module(_) | Stage::Target)
            && let Some(stage) = self.rules.kind(r.action).and_then(|kind| self.own_stage(r, kind))
        {
            return stage;
        }
        if !matches!(from, Stage::Discounts | Stage::Speed)
            && self.printed_cost(r) > 0
            && self.remaining_cost(r) > 0
            && self.liftable_discount(r.player) > 0
        {
            return Stage::Discounts;
        }
        Stage::Speed
    }

    /// Whether the speed stage has anything to offer.
    fn wants_speed_choice(&self, r: &Resolution) -> bool {
        let mut any = false;
        self.for_each_assignable(r, |_| any = true);
        any
    }

    /// Skips the stages that have nothing left to ask; resolves the action once nothing is left.
    fn continue_resolution(&mut self, events: &mut Vec<Event>) {
        loop {
            let Pending::Resolving(r) = &self.state.pending else {
                return;
            };
            match r.stage {
                Stage::Target | Stage::SwapPayment | Stage::Stake | Stage::Module(_) => return,
                Stage::Discounts => {
                    if self.remaining_cost(r) > 0 && self.liftable_discount(r.player) > 0 {
                        return;
                    }
                    let next = self.next_stage(r, Stage::Discounts);
                    if let Pending::Resolving(r) = &mut self.state.pending {
                        r.stage = next;
                    }
                }
                Stage::Speed => {
                    if !self.wants_speed_choice(r) {
                        self.resolve(events);
                    }
                    return;
                }
            }
        }
    }

    /// Carries out the action being resolved (its family's effect, [`crate::kinds::Family::resolve`]), then passes
    /// the turn on.
    #[inline]
    pub(crate) fn resolve(&mut self, events: &mut Vec<Event>) {
        let Pending::Resolving(mut r) = std::mem::replace(&mut self.state.pending, Pending::Over) else {
            return never!("resolving without a resolution");
        };
        let Some(spec) = self.rules.action(r.action) else {
            never!("resolving an action that does not exist");
            return self.next_turn(r.turn, events);
        };
        let cost = self.total_cost(&r);
        self.use_copy_disc(&r, events);
        if r.target.is_none()
            && let Some(stage) = self.taken_over(r.player, spec.kind)
        {
            // A module carries the action out in its own stage (MD-4.5: space by space, building on the way).
            r.stage = Stage::Module(stage);
            self.state.pending = Pending::Resolving(r);
            return;
        }
        self.resolve_kind(&r, spec.kind, cost, events);
        self.end_action(r, events);
    }

    /// After an action resolved: a module's stage before the turn ends (D-7: free builds), else the next turn.
    #[inline]
    fn end_action(&mut self, mut r: Resolution, events: &mut Vec<Event>) {
        if self.rules.has_modules() {
            let next = self
                .rules
                .modules()
                .iter()
                .filter_map(|m| m.rules().stages())
                .find_map(|stages| stages.after_action(self, &r));
            if let Some(stage) = next {
                r.stage = Stage::Module(stage);
                self.state.pending = Pending::Resolving(r);
                return;
            }
        }
        self.next_turn(r.turn, events);
    }

    /// Leaves a vehicle onto a space (TM-10.3).
    pub(crate) fn alight(&mut self, player: PlayerId, space: metro_core::SpaceId, events: &mut Vec<Event>) {
        if let Meeple::Riding { line, vehicle, .. } = self.player(player).meeple {
            let stop_index =
                self.state.lines[line.0 as usize].vehicles[vehicle as usize].map_or(0, |v| v.stop);
            let stop = self.map().line(line).stops[stop_index as usize];
            let place = self.place_key(stop);
            let p = self.player_mut(player);
            p.meeple = Meeple::On(space);
            if self.state.phase == Phase::Trains {
                self.player_mut(player).alighted.push((line, vehicle, place));
            }
            events.push(Event::Alighted { player, to: space });
        }
    }
}

/// The parts of a [`Pending`] decision that [`Game::perform`] dispatches on, copied out of the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Head {
    Bid {
        seat: u8,
    },
    Movement {
        turn: u8,
    },
    Turn {
        turn: u8,
    },
    /// An action being resolved; `module` when a module's stage asks.
    Resolving {
        module: Option<ModuleId>,
    },
    Trains,
    Over,
}
