//! The effect of every action kind once its choices are made (TM-7.1 – TM-7.14, OS-6): [`Game::resolve`] carries
//! out the action being resolved, then passes the turn on. Only called after `check` accepted every choice.

use metro_core::{ActionKind, LineId, VehicleKind, Yen};

use crate::action::SwapPayment;
use crate::event::{Event, Reason};
use crate::game::Game;
use crate::ids::PlayerId;
use crate::module::ModuleId;
use crate::state::*;

impl Game {
    /// Carries out the action being resolved, then passes the turn on.
    #[inline]
    pub(crate) fn resolve(&mut self, events: &mut Vec<Event>) {
        let Pending::Resolving(mut r) = std::mem::replace(&mut self.state.pending, Pending::Over) else {
            return never!("resolving without a resolution");
        };
        let Some(spec) = self.rules.action(r.action) else {
            never!("resolving an action that does not exist");
            return self.next_turn(r.turn, events);
        };
        let player = r.player;
        let cost = self.total_cost(&r);
        if let Some(copy) = r.copy_of {
            // OS-6.4, D-24: the Copy disc moves onto the copied action; Copy is available again, unless another of the
            // player's discs stays on it (it had been copied, not taken). Done first: a copied Copy sets a new disc.
            let p = self.player_mut(player);
            let kept = std::mem::take(&mut p.copy_kept);
            p.copy_ready = None;
            if !kept {
                self.state.occupants[copy.slot()] &= !(1 << player.0);
            }
            events.push(Event::CopyUsed { player, copy, kept });
        }
        if r.target.is_none()
            && let Some(stage) = self.taken_over(player, spec.kind)
        {
            // A module carries the action out in its own stage (MD-4.5: space by space, building on the way).
            r.stage = Stage::Module(stage);
            self.state.pending = Pending::Resolving(r);
            return;
        }
        match (spec.kind, r.target) {
            (ActionKind::Move { .. }, Some(Target::Space(space))) => {
                self.player_mut(player).meeple = Meeple::On(space);
                events.push(Event::MeepleMoved { player, to: space });
            }
            (ActionKind::Module { module, .. }, _) => {
                let id = ModuleId(module);
                match self.rules.module_get(id).map(|m| m.rules_arc().clone()) {
                    Some(hooks) => {
                        if let Some(turns) = hooks.turns() {
                            turns.resolve(&mut self.play(id, events), &r, spec.kind);
                        }
                    }
                    None => never!("an action of a module the game does not have"),
                }
            }
            (ActionKind::Station { .. }, Some(Target::Station(station))) => {
                self.pay(player, cost, Reason::ActionCost, events);
                self.build(player, station, events);
            }
            (ActionKind::StationSwap, Some(Target::Station(station))) => {
                let p = self.player(player);
                let payment = r.payment.unwrap_or(if p.speed_tokens > 0 {
                    SwapPayment::SpeedToken
                } else {
                    SwapPayment::Bike
                });
                match payment {
                    SwapPayment::SpeedToken => {
                        self.player_mut(player).speed_tokens -= 1;
                        self.state.speed_supply += 1;
                        events.push(Event::TokenReturned(player));
                    }
                    SwapPayment::Bike => {
                        self.player_mut(player).bike = false;
                        self.state.bike_supply += 1;
                        events.push(Event::Bike { player, taken: false });
                    }
                }
                self.build(player, station, events);
            }
            (ActionKind::Invest { .. }, Some(Target::Line(line))) => {
                // TM-7.5: the value rises by everything actually paid, extras included.
                self.pay(player, cost, Reason::ActionCost, events);
                self.raise(line, cost, events);
                self.take_share(player, line, events);
            }
            (ActionKind::InvestByDisc, Some(Target::Line(line))) => {
                // OS-6.2: one more disc goes to the box for good; only the extra is paid.
                let p = self.player_mut(player);
                p.discs_in_hand -= 1;
                p.discs_owned -= 1;
                events.push(Event::Disc {
                    player,
                    gained: false,
                });
                self.pay(player, cost, Reason::ShareExtra, events);
                self.raise(line, cost, events);
                self.take_share(player, line, events);
            }
            (ActionKind::Start { value }, Some(Target::Line(line))) => {
                self.place_vehicles(line, events);
                self.state.lines[line.0 as usize].unowned_start =
                    self.state.lines[line.0 as usize].shares_taken() == 0;
                self.raise(line, value, events);
            }
            // TM-7.7: a Discount only holds the discs that are lifted later.
            (ActionKind::Discount { .. }, _) => {}
            (ActionKind::Bid { bonus }, _) => {
                self.player_mut(player).bid_bonus += bonus;
                events.push(Event::BidBonus { player, bonus });
            }
            (ActionKind::Loan, _) => {
                self.state.loan_supply -= 1;
                self.player_mut(player).loans += 1;
                events.push(Event::Loan { player, taken: true });
                self.receive(player, LOAN, Reason::Loan, events);
            }
            (ActionKind::Repay, _) => {
                self.state.loan_supply += 1;
                self.player_mut(player).loans -= 1;
                events.push(Event::Loan { player, taken: false });
                self.pay(player, LOAN, Reason::Loan, events);
            }
            (ActionKind::Speculate, Some(Target::Line(line))) => {
                let slots = self.map().line(line).slots as usize;
                if let Some(slot) = self.state.lines[line.0 as usize].slots[..slots]
                    .iter_mut()
                    .find(|s| **s == Slot::Empty)
                {
                    *slot = Slot::Speculation {
                        player,
                        stake: r.stake,
                    };
                }
                self.player_mut(player).speculation_discs -= 1;
                self.pay(player, r.stake, Reason::Stake, events);
                events.push(Event::Speculated {
                    player,
                    line,
                    stake: r.stake,
                });
            }
            (ActionKind::Speed { tokens }, _) => {
                let tokens = tokens.min(self.state.speed_supply);
                self.state.speed_supply -= tokens;
                self.player_mut(player).speed_tokens += tokens;
                events.push(Event::SpeedTaken { player, tokens });
            }
            (ActionKind::Action { .. }, _) => {
                self.pay(player, cost, Reason::ActionCost, events);
                let p = self.player_mut(player);
                p.discs_in_supply -= 1;
                p.discs_owned += 1;
                p.discs_in_hand += 1;
                events.push(Event::Disc { player, gained: true });
            }
            (ActionKind::Bike, _) => {
                self.state.bike_supply -= 1;
                self.player_mut(player).bike = true;
                events.push(Event::Bike { player, taken: true });
            }
            (ActionKind::Card { .. }, Some(Target::Column(column))) => {
                self.pay(player, cost, Reason::ActionCost, events);
                if let Some(card) = self.state.columns[column as usize].discard.pop() {
                    self.player_mut(player).personal_cards.push(card);
                    events.push(Event::CardTaken { player, card });
                    events.push(Event::DiscardShown {
                        column,
                        card: self.state.columns[column as usize].discard.last().copied(),
                    });
                }
            }
            (ActionKind::Sell, Some(Target::Line(line))) => self.sell(player, line, events),
            (ActionKind::Copy { .. }, _) => {
                self.pay(player, cost, Reason::ActionCost, events);
                let p = self.player_mut(player);
                p.copy_ready = Some(r.action);
                // D-9: copying a Copy action leaves the old Copy disc on it beside the new one.
                p.copy_kept = r.copy_of.is_some();
                events.push(Event::CopyReady {
                    player,
                    action: r.action,
                    kept: r.copy_of.is_some(),
                });
            }
            (kind, target) => never!("{kind} cannot resolve with the target {target:?}"),
        }
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

    #[inline]
    fn build(&mut self, player: PlayerId, station: metro_core::StationId, events: &mut Vec<Event>) {
        self.state.pyramids[station.0 as usize] = Some(player);
        self.player_mut(player).pyramids -= 1;
        events.push(Event::StationBuilt { player, station });
    }

    /// Takes the top stock card of a line and puts its vehicles on the map if they are not (TM-7.5, TM-9.6).
    #[inline]
    fn take_share(&mut self, player: PlayerId, line: LineId, events: &mut Vec<Event>) {
        let state = &mut self.state.lines[line.0 as usize];
        let number = state.shares_taken();
        state.holders[number] = Some(player);
        state.unowned_start = false;
        events.push(Event::ShareTaken {
            player,
            line,
            number: number as u8 + 1,
        });
        if !self.state.lines[line.0 as usize].on_map() {
            self.place_vehicles(line, events);
        }
    }

    /// TM-7.5/TM-7.6: a train on stop 1 facing stop 2; OS-4.3: a pair at both terminals facing each other.
    pub(crate) fn place_vehicles(&mut self, line: LineId, events: &mut Vec<Event>) {
        let map_line = self.map().line(line);
        let last = (map_line.stops.len() - 1) as u8;
        let (first_stop, last_stop) = (map_line.first_stop(), map_line.last_stop());
        let pair = map_line.vehicle != VehicleKind::Train;
        let state = &mut self.state.lines[line.0 as usize];
        state.vehicles[0] = Some(Vehicle {
            stop: 0,
            forward: true,
        });
        events.push(Event::VehiclePlaced {
            line,
            vehicle: 0,
            stop: first_stop,
        });
        if pair {
            state.vehicles[1] = Some(Vehicle {
                stop: last,
                forward: false,
            });
            events.push(Event::VehiclePlaced {
                line,
                vehicle: 1,
                stop: last_stop,
            });
        }
    }

    /// OS-6.3: set aside what the share alone would earn now; the value falls by it; the rest renumber.
    fn sell(&mut self, player: PlayerId, line: LineId, events: &mut Vec<Event>) {
        let state = &self.state.lines[line.0 as usize];
        let Some(number) = state.share_of(player) else {
            return;
        };
        let holders = state.shares_taken();
        let paid = self
            .rules
            .payouts()
            .share_payouts(self.map().revenue(), state.value, holders);
        let amount: Yen = paid.amounts().get(number - 1).copied().unwrap_or(0);
        self.player_mut(player).set_aside += amount;
        self.raise(line, -amount, events);
        let state = &mut self.state.lines[line.0 as usize];
        // The other holders move up in their order, the freed numbers at the end stay in the stock stack.
        let mut remaining = [None; 4];
        for (slot, holder) in remaining
            .iter_mut()
            .zip(state.holders.iter().flatten().filter(|&&h| h != player))
        {
            *slot = Some(*holder);
        }
        state.holders = remaining;
        events.push(Event::ShareSold { player, line, amount });
    }
}
