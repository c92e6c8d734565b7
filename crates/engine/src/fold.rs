//! The engine's fold of events into a seat's view: what a decision's events mean for what one seat sees. A client
//! with no [`Game`] (the app's animation, a network client) follows a game from a view and events alone:
//! `view_before` with every event of [`Game::seat_events`] folded in by [`View::apply`] is the seat's view after the
//! decision. The engine owns both halves — which events a seat is shown, and what each one changes — and
//! [`fold_mismatch`] checks them against each other (the engine's property tests and `metro check` run it for every
//! seat at every decision).

use metro_core::LineId;

use crate::event::Event;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::rules::Rules;
use crate::state::{Meeple, Phase, Slot, State, Vehicle};
use crate::view::{HIDDEN_CARD, View};

impl Game {
    /// The events of the decision just applied, as `viewer` sees them: `events` (what [`Game::apply`] returned, on
    /// this game, now after the decision) with the viewer's own secret bid's amount after its `BidMade` (nobody
    /// else's: D-3), closed by [`Event::Awaiting`] with what the game waits for now. Folding them into the viewer's
    /// view from before the decision gives [`Game::view`] now.
    pub fn seat_events(&self, viewer: PlayerId, events: &[Event], out: &mut Vec<Event>) {
        for event in events {
            out.push(event.clone());
            if let Event::BidMade(player) = *event
                && player == viewer
                && let Some(amount) = self.state.players.get(viewer.0 as usize).and_then(|p| p.bid)
            {
                out.push(Event::OwnBid { player, amount });
            }
        }
        out.push(Event::Awaiting(self.state.pending.clone()));
    }

    /// The events of the decision just applied as the whole table is told them (a spectator): `events` as
    /// [`Game::seat_events`] tells them every seat, without any seat's own secret bid's amount (D-3), closed by
    /// [`Event::Awaiting`].
    pub fn public_events(&self, events: &[Event], out: &mut Vec<Event>) {
        out.extend_from_slice(events);
        out.push(Event::Awaiting(self.state.pending.clone()));
    }
}

impl View {
    /// Folds one event of [`Game::seat_events`] into this view: the engine's own statement of what the event changes
    /// for a seat. Rule modules fold their own events ([`crate::module::Looks::fold`]).
    pub fn apply(&mut self, rules: &Rules, event: &Event) {
        let viewer = self.viewer;
        let s = &mut self.state;
        let map = rules.map();
        match *event {
            Event::RoundStarted(round) => {
                s.round = round;
                s.taken.iter_mut().for_each(|t| *t = false);
            }
            Event::PhaseStarted(phase) => {
                s.phase = phase;
                match phase {
                    Phase::Actions => s.players.iter_mut().for_each(|p| p.passed = false),
                    Phase::Trains => s.players.iter_mut().for_each(|p| p.alighted.clear()),
                    Phase::Ended => s.taken.iter_mut().for_each(|t| *t = false),
                    Phase::TurnOrder | Phase::Movement => {}
                }
            }
            Event::Refreshed {
                column,
                discarded,
                dealt,
            } => {
                if let Some(column) = s.columns.get_mut(column as usize) {
                    if !column.rows.is_empty() {
                        column.rows.remove(0);
                    }
                    if let Some(card) = discarded {
                        // The old top goes face down under the new one (TM-12.1).
                        if let Some(top) = column.discard.last_mut() {
                            *top = HIDDEN_CARD;
                        }
                        column.discard.push(card);
                    }
                    column.deck.pop();
                    column.rows.push(Some(dealt));
                }
            }
            Event::BidMade(player) => {
                if let Some(made) = self.bids_made.get_mut(player.0 as usize) {
                    *made = true;
                }
            }
            Event::OwnBid { player, amount } => {
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.bid = Some(amount);
                }
            }
            Event::BidsRevealed(_) => {
                for p in &mut s.players {
                    p.bid = None;
                    p.bid_bonus = 0;
                }
                self.bids_made.iter_mut().for_each(|m| *m = false);
            }
            Event::TurnOrder(ref order) => {
                s.order.clear();
                s.order.extend_from_slice(order);
            }
            Event::Cash { player, delta, .. } => {
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.cash += delta;
                }
            }
            Event::Value { line, value, .. } => {
                if let Some(l) = s.lines.get_mut(line.0 as usize) {
                    l.value = value;
                }
            }
            Event::MeepleMoved { player, to } => {
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.meeple = Meeple::On(to);
                }
            }
            Event::ActionTaken { player, action } => {
                let spaces = rules.action(action).map_or(1, |a| a.spaces);
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.discs_in_hand = p.discs_in_hand.saturating_sub(spaces);
                }
                if let Some(o) = s.occupants.get_mut(action.slot()) {
                    *o |= 1 << player.0;
                }
                if let Some(t) = s.taken.get_mut(action.slot()) {
                    *t = true;
                }
            }
            Event::Passed(player) => {
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.passed = true;
                }
            }
            Event::StationBuilt { player, station } => {
                if let Some(slot) = s.pyramids.get_mut(station.0 as usize) {
                    *slot = Some(player);
                }
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.pyramids = p.pyramids.saturating_sub(1);
                }
            }
            Event::ShareTaken { player, line, number } => {
                if let Some(l) = s.lines.get_mut(line.0 as usize) {
                    if let Some(holder) = l.holders.get_mut((number as usize).wrapping_sub(1)) {
                        *holder = Some(player);
                    }
                    l.unowned_start = false;
                }
            }
            Event::ShareSold { player, line, amount } => {
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.set_aside += amount;
                }
                if let Some(l) = s.lines.get_mut(line.0 as usize) {
                    // The other holders move up in their order (OS-6.3).
                    let mut remaining = [None; 4];
                    for (slot, holder) in remaining
                        .iter_mut()
                        .zip(l.holders.iter().flatten().filter(|&&h| h != player))
                    {
                        *slot = Some(*holder);
                    }
                    l.holders = remaining;
                }
            }
            Event::Speculated { player, line, stake } => {
                fill_slot(s, rules, line, Slot::Speculation { player, stake });
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.speculation_discs = p.speculation_discs.saturating_sub(1);
                }
            }
            Event::SpeedTaken { player, tokens } => {
                s.speed_supply = s.speed_supply.saturating_sub(tokens);
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.speed_tokens += tokens;
                }
            }
            Event::SpeedAssigned { player, line } => {
                fill_slot(s, rules, line, Slot::Speed);
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.speed_tokens = p.speed_tokens.saturating_sub(1);
                }
            }
            Event::TokenReturned(player) => {
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.speed_tokens = p.speed_tokens.saturating_sub(1);
                }
                s.speed_supply += 1;
            }
            Event::Bike { player, taken } => {
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.bike = taken;
                }
                s.bike_supply = if taken {
                    s.bike_supply.saturating_sub(1)
                } else {
                    s.bike_supply + 1
                };
            }
            Event::Loan { player, taken } => {
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.loans = if taken {
                        p.loans + 1
                    } else {
                        p.loans.saturating_sub(1)
                    };
                }
                s.loan_supply = if taken {
                    s.loan_supply.saturating_sub(1)
                } else {
                    s.loan_supply + 1
                };
            }
            Event::Disc { player, gained } => {
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    if gained {
                        p.discs_in_supply = p.discs_in_supply.saturating_sub(1);
                        p.discs_owned += 1;
                        p.discs_in_hand += 1;
                    } else {
                        // From the hand (OS-6.2; a module whose disc goes to the box from elsewhere puts it back in
                        // its own fold: wrapping, so that taking and putting back cancel out whatever the count).
                        p.discs_in_hand = p.discs_in_hand.wrapping_sub(1);
                        p.discs_owned = p.discs_owned.saturating_sub(1);
                    }
                }
            }
            Event::BidBonus { player, bonus } => {
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.bid_bonus += bonus;
                }
            }
            Event::DiscountLifted { player, from, .. } => {
                if let Some(o) = s.occupants.get_mut(from.slot()) {
                    *o &= !(1 << player.0);
                }
            }
            Event::CardTaken { player, card } => {
                // The top card of the pile it was taken from (face up, so the view knows which pile).
                if let Some(column) = s.columns.iter_mut().find(|c| c.discard.last() == Some(&card)) {
                    column.discard.pop();
                }
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.personal_cards.push(card);
                }
            }
            Event::DiscardShown { column, card } => {
                if let (Some(column), Some(card)) = (s.columns.get_mut(column as usize), card)
                    && let Some(top) = column.discard.last_mut()
                {
                    *top = card;
                }
            }
            Event::CopyReady { player, action, kept } => {
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.copy_ready = Some(action);
                    p.copy_kept = kept;
                }
            }
            Event::CopyUsed { player, copy, kept } => {
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.copy_ready = None;
                    p.copy_kept = false;
                }
                if !kept && let Some(o) = s.occupants.get_mut(copy.slot()) {
                    *o &= !(1 << player.0);
                }
            }
            Event::VehiclePlaced { line, vehicle, stop } => {
                let index = map.stops().get(stop.0 as usize).map_or(0, |s| s.index);
                if let Some(l) = s.lines.get_mut(line.0 as usize) {
                    if let Some(slot) = l.vehicles.get_mut(vehicle as usize) {
                        // TM-7.5, OS-4.3: the first vehicle faces stop 2, the second (at the far end) faces back.
                        *slot = Some(Vehicle {
                            stop: index,
                            forward: vehicle == 0,
                        });
                    }
                    if vehicle == 0 {
                        // TM-9.7: a vehicle placed with no share taken leaves when it comes back to stop 1.
                        l.unowned_start = l.shares_taken() == 0;
                    }
                }
            }
            Event::VehicleStepped { line, vehicle, stop } => {
                let index = map.stops().get(stop.0 as usize).map_or(0, |s| s.index);
                if let Some(slot) = s
                    .lines
                    .get_mut(line.0 as usize)
                    .and_then(|l| l.vehicles.get_mut(vehicle as usize))
                {
                    // TM-8.3: a vehicle turns at the end of its line, so it faces the way it just stepped.
                    let forward = match *slot {
                        Some(old) => index > old.stop,
                        None => true,
                    };
                    *slot = Some(Vehicle { stop: index, forward });
                }
                for p in &mut s.players {
                    if let Meeple::Riding { line: l, moved, .. } = &mut p.meeple
                        && *l == line
                    {
                        *moved = true;
                    }
                }
            }
            Event::VehicleRemoved { line } => {
                if let Some(l) = s.lines.get_mut(line.0 as usize) {
                    l.vehicles[0] = None;
                    l.unowned_start = false;
                }
            }
            Event::Boarded {
                player,
                line,
                vehicle,
            } => {
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.meeple = Meeple::Riding {
                        line,
                        vehicle,
                        moved: false,
                    };
                }
            }
            Event::Alighted { player, to } => {
                let phase = s.phase;
                // D-14: alighting in the train phase from a vehicle still on the map is remembered with the place;
                // riders of a removed vehicle (D-6) and alighting outside the phase (D-5) are not.
                let place = match s.players.get(player.0 as usize).map(|p| p.meeple) {
                    Some(Meeple::Riding { line, vehicle, .. }) if phase == Phase::Trains => s
                        .lines
                        .get(line.0 as usize)
                        .and_then(|l| l.vehicles.get(vehicle as usize).copied().flatten())
                        .and_then(|v| map.line(line).stops.get(v.stop as usize).copied())
                        .map(|stop| (line, vehicle, rules.place_key(stop))),
                    _ => None,
                };
                if let Some(p) = s.players.get_mut(player.0 as usize) {
                    p.meeple = Meeple::On(to);
                    if let Some(place) = place {
                        p.alighted.push(place);
                    }
                }
            }
            Event::DiscsReturned => {
                for p in &mut s.players {
                    p.discs_in_hand = p.discs_owned;
                    p.copy_ready = None;
                    p.copy_kept = false;
                }
                s.occupants.iter_mut().for_each(|o| *o = 0);
            }
            // What a module's event changes, its module folds below.
            Event::Module(_) => {}
            Event::Awaiting(ref pending) => s.pending = pending.clone(),
            // Told for the log and the end screen; the view's numbers change through their own events.
            Event::StationPayout { .. } | Event::Payout(_) | Event::GameOver { .. } => {}
        }
        if rules.has_modules() {
            for (index, slot) in rules.modules().iter().enumerate() {
                if let Some(looks) = slot.rules().looks() {
                    looks.fold(rules, s, index, event, viewer);
                }
            }
        }
    }
}

/// Puts a disc or token on the first empty slot of a line (TM-7.10, TM-7.11).
fn fill_slot(s: &mut State, rules: &Rules, line: LineId, with: Slot) {
    let slots = rules.map().line(line).slots as usize;
    if let Some(l) = s.lines.get_mut(line.0 as usize)
        && let Some(slot) = l.slots.iter_mut().take(slots).find(|s| **s == Slot::Empty)
    {
        *slot = with;
    }
}

/// Checks the fold against the engine for every seat: `before` is the game before a decision, `after` the game after
/// it, `events` what applying it returned. `None` when every seat's view before, with its events folded in, is its
/// view after; else the first seat and part of the view that differ, in words for a test's or `metro check`'s report.
pub fn fold_mismatch(before: &Game, after: &Game, events: &[Event]) -> Option<String> {
    let mut seat_events = Vec::new();
    for seat in 0..after.state.players.len() {
        let viewer = PlayerId(seat as u8);
        let mut view = before.view(viewer);
        seat_events.clear();
        after.seat_events(viewer, events, &mut seat_events);
        for event in &seat_events {
            view.apply(&after.rules, event);
        }
        let expected = after.view(viewer);
        if view != expected {
            return Some(format!(
                "seat {}: the fold of {:?} gives {}",
                seat + 1,
                seat_events,
                difference(&view, &expected)
            ));
        }
    }
    None
}

/// The first part of two views that differs, as "what: folded … engine …".
fn difference(folded: &View, engine: &View) -> String {
    let (a, b) = (&folded.state, &engine.state);
    macro_rules! differs {
        ($($name:literal => $left:expr, $right:expr;)*) => {
            $(
                if $left != $right {
                    return format!("{}: folded {:?}, engine {:?}", $name, $left, $right);
                }
            )*
        };
    }
    differs! {
        "round" => a.round, b.round;
        "phase" => a.phase, b.phase;
        "turn order" => a.order, b.order;
        "pending" => a.pending, b.pending;
        "bids made" => folded.bids_made, engine.bids_made;
        "pyramids" => a.pyramids, b.pyramids;
        "occupants" => a.occupants, b.occupants;
        "taken" => a.taken, b.taken;
        "supplies (speed, loan, bike)" =>
            (a.speed_supply, a.loan_supply, a.bike_supply), (b.speed_supply, b.loan_supply, b.bike_supply);
        "module states" => a.modules, b.modules;
    }
    for (i, (x, y)) in a.players.iter().zip(&b.players).enumerate() {
        if x != y {
            return format!("player {}: folded {x:?}, engine {y:?}", i + 1);
        }
    }
    for (i, (x, y)) in a.lines.iter().zip(&b.lines).enumerate() {
        if x != y {
            return format!("line {i}: folded {x:?}, engine {y:?}");
        }
    }
    for (i, (x, y)) in a.columns.iter().zip(&b.columns).enumerate() {
        if x != y {
            return format!("column {i}: folded {x:?}, engine {y:?}");
        }
    }
    "the number of players, lines or columns".to_string()
}
