//! The train phase (TM-8 – TM-10, OS-4, D-23): vehicles move line by line and step by step, station payouts, the
//! removal of unowned Start trains (TM-9.7), and the board/alight decisions at every stop.

use metro_core::{LineId, SpaceId, StopId, VehicleKind, Yen};

use crate::action::Action;
use crate::event::{Event, Reason};
use crate::game::Game;
use crate::ids::PlayerId;
use crate::module::ModuleId;
use crate::state::*;

impl Game {
    pub(crate) fn begin_trains(&mut self, events: &mut Vec<Event>) {
        self.state.phase = Phase::Trains;
        tracing::debug!(round = self.state.round, phase = "Trains", "phase started");
        events.push(Event::PhaseStarted(Phase::Trains));
        for p in &mut self.state.players {
            p.alighted.clear();
        }
        self.state.pending = Pending::Trains(TrainCursor {
            line: 0,
            steps_left: 0,
            deciding: Default::default(),
            forced: Default::default(),
            removed_at: 0,
        });
        self.start_line(0);
        self.run_trains(events);
    }

    /// Points the cursor at the first line from `from` with a vehicle on the map; false when none is left.
    fn start_line(&mut self, from: usize) -> bool {
        let found = (from..self.state.lines.len()).find(|&i| self.state.lines[i].on_map());
        let Pending::Trains(cursor) = &mut self.state.pending else {
            return false;
        };
        match found {
            Some(i) => {
                cursor.line = i as u8;
                // TM-8.1: 5 stops plus one per speed token on the line.
                cursor.steps_left = BASE_STEPS + self.state.lines[i].speed_tokens() as u8;
                cursor.deciding.clear();
                cursor.deciding.extend_from_slice(&self.state.order);
                true
            }
            None => {
                cursor.line = self.state.lines.len() as u8;
                false
            }
        }
    }

    /// Moves vehicles until someone has a decision to make, or the phase ends.
    fn run_trains(&mut self, events: &mut Vec<Event>) {
        loop {
            let Pending::Trains(cursor) = &self.state.pending else {
                return;
            };
            let line = LineId(cursor.line);
            if let Some(&player) = cursor.forced.first() {
                if self.has_forced_option(cursor.removed_at, line) {
                    return;
                }
                // D-6: no free touching space: the nearest free space.
                let space = self.nearest_free(line, cursor.removed_at);
                self.land(player, space, events);
                if let Pending::Trains(cursor) = &mut self.state.pending {
                    cursor.forced.remove(0);
                }
                continue;
            }
            if !cursor.deciding.is_empty() && self.line_out_of_reach(line) {
                // Nobody rides the line or stands where they could board it: no choice until its vehicles have
                // made their last step, and no step moves a meeple (no rider, no rule module), so they make them
                // now. Every step asks again from the players in turn order, and each finds none of them with a
                // choice: `deciding` is left empty, as the scan below would leave it.
                if let Pending::Trains(cursor) = &mut self.state.pending {
                    cursor.deciding.clear();
                }
                while self.line_moves_on() {
                    self.step(line, false, events);
                }
                continue;
            }
            if !cursor.deciding.is_empty() {
                // The first player still to decide who has a choice decides now (D-23); the ones before them have
                // none, and nothing changes while they pass, so they are dropped at once.
                // A meeple on a space can only board at a stop where one of the line's vehicles stands: those stops
                // are found once for the players asked.
                let stops = [self.vehicle_stop(line, 0), self.vehicle_stop(line, 1)];
                let chooser = cursor
                    .deciding
                    .iter()
                    .position(|&player| match self.player(player).meeple {
                        Meeple::On(space)
                            if !stops
                                .iter()
                                .flatten()
                                .any(|&stop| self.rules.boards_at(stop, space)) =>
                        {
                            false
                        }
                        _ => self.has_train_choice(player, line),
                    });
                if let Pending::Trains(cursor) = &mut self.state.pending {
                    match chooser {
                        Some(0) => return,
                        Some(k) => {
                            cursor.deciding.drop_front(k);
                            return;
                        }
                        None => cursor.deciding.clear(),
                    }
                }
                continue;
            }
            let line_index = cursor.line as usize;
            if self.line_moves_on() {
                self.step(line, true, events);
                continue;
            }
            if !self.start_line(line_index + 1) {
                self.end_round(events);
                return;
            }
        }
    }

    /// Whether the cursor's line has steps left (TM-8.1) and a vehicle on the map to make them.
    fn line_moves_on(&self) -> bool {
        let Pending::Trains(cursor) = &self.state.pending else {
            return false;
        };
        cursor.steps_left > 0
            && self
                .state
                .lines
                .get(cursor.line as usize)
                .is_some_and(LineState::on_map)
    }

    /// Whether no player can board or alight on `line` while its vehicles move: none rides it, none stands where
    /// they could board at any of its stops, and no rule module could move a meeple on the way (its station
    /// payouts).
    #[inline]
    fn line_out_of_reach(&self, line: LineId) -> bool {
        !self.rules.has_modules()
            && self.state.players.iter().all(|p| match p.meeple {
                Meeple::Off => true,
                Meeple::On(space) => !self.rules.boards_on_line(line, space),
                Meeple::Riding { line: l, .. } => l != line,
            })
    }

    /// One step of every vehicle of the line (TM-8.2, TM-8.3, OS-4.4), then payouts (TM-9) and removal (TM-9.7).
    /// The players in turn order are then to be asked for their choices (`ask`), unless the caller knows that none
    /// has one.
    fn step(&mut self, line: LineId, ask: bool, events: &mut Vec<Event>) {
        // The rules and the state are separate fields: the line's stops are read in place while the vehicles move.
        let map_line = self.rules.map().line(line);
        let is_train = map_line.vehicle == VehicleKind::Train;
        // The stop index and stop entered, by vehicle.
        let mut entered: [Option<(u8, StopId)>; 2] = [None, None];
        let stop_count = map_line.stops.len();
        for (v, slot) in self.state.lines[line.0 as usize].vehicles.iter_mut().enumerate() {
            if let Some(vehicle) = slot {
                *vehicle = vehicle.stepped(stop_count);
                entered[v] = Some((vehicle.stop, map_line.stops[vehicle.stop as usize]));
            }
        }
        for (v, entered) in entered.iter().enumerate() {
            if let Some((_, stop)) = *entered {
                events.push(Event::VehicleStepped {
                    line,
                    vehicle: v as u8,
                    stop,
                });
            }
        }
        for p in &mut self.state.players {
            if let Meeple::Riding { line: l, moved, .. } = &mut p.meeple
                && *l == line
            {
                *moved = true;
            }
        }
        for (_, stop) in entered.into_iter().flatten() {
            self.station_payout(line, stop, events);
        }
        let order = &self.state.order;
        let state = &mut self.state.lines[line.0 as usize];
        let removed = is_train
            && self.rules.map().start_trains_leave()
            && state.unowned_start
            && matches!(entered[0], Some((0, _)));
        let Pending::Trains(cursor) = &mut self.state.pending else {
            return;
        };
        cursor.steps_left -= 1;
        cursor.deciding.clear();
        if ask {
            // Pushed one by one: a handful of players, not worth a call to `memcpy`.
            for &player in order {
                cursor.deciding.push(player);
            }
        }
        if removed {
            // TM-9.7: back at stop 1 with no share taken: it leaves at once, its riders alight (D-6).
            state.vehicles[0] = None;
            state.unowned_start = false;
            events.push(Event::VehicleRemoved { line });
            cursor.steps_left = 0;
            cursor.removed_at = 0;
            cursor.forced.clear();
            cursor.forced.extend(
                order
                    .iter()
                    .copied()
                    .filter(|p| matches!(self.state.players[p.0 as usize].meeple, Meeple::Riding { line: l, .. } if l == line)),
            );
            cursor.deciding.clear();
        }
    }

    /// TM-9.1 – TM-9.4: a vehicle entered a stop; if its station has a pyramid, pay.
    fn station_payout(&mut self, line: LineId, stop: StopId, events: &mut Vec<Event>) {
        let Some(station) = self.map().stop(stop).station else {
            return;
        };
        let Some(owner) = self.state.pyramids[station.0 as usize] else {
            return;
        };
        let holds = self.state.lines[line.0 as usize].share_of(owner).is_some();
        let payout = self.rules.payouts().station_payout(holds);
        self.raise(line, payout.value_rise, events);
        self.receive(owner, payout.owner_cash, Reason::StationPayout, events);
        events.push(Event::StationPayout {
            line,
            station,
            owner,
            value_rise: payout.value_rise,
            cash: payout.owner_cash,
        });
        if self.rules.has_modules() {
            // TM-9.5: rule modules add their payouts here (MD-5).
            let rules = self.rules.clone();
            for (i, slot) in rules.modules().iter().enumerate() {
                if let Some(phases) = slot.rules().phases() {
                    phases.station_payout(&mut self.play(ModuleId(i as u8), events), line, station, owner);
                }
            }
        }
    }

    /// The key of a stop's place for D-14: its station, or the stop itself for a small circle.
    pub(crate) fn place_key(&self, stop: StopId) -> u16 {
        self.rules.place_key(stop)
    }

    fn vehicle_stop(&self, line: LineId, vehicle: u8) -> Option<StopId> {
        let v = self.state.lines[line.0 as usize].vehicles[vehicle as usize]?;
        Some(self.map().line(line).stops[v.stop as usize])
    }

    /// The vehicles of `line` a player may board now (TM-10.1, TM-10.2, D-14).
    #[inline(always)]
    fn boardable(&self, player: PlayerId, line: LineId, mut f: impl FnMut(u8)) {
        let p = self.player(player);
        let Some(space) = p.space() else { return };
        // Standing at a vehicle's stop first: most players at most steps are not.
        let at = |vehicle: u8| {
            self.vehicle_stop(line, vehicle)
                .filter(|&stop| self.rules.boards_at(stop, space))
        };
        let stops = [at(0), at(1)];
        if stops == [None, None] {
            return;
        }
        let shareholder = self.state.lines[line.0 as usize].share_of(player).is_some();
        if !shareholder && p.cash < FARE {
            return;
        }
        for (vehicle, stop) in stops.into_iter().enumerate() {
            if let Some(stop) = stop
                && !p.alighted.contains(&(line, vehicle as u8, self.place_key(stop)))
            {
                f(vehicle as u8);
            }
        }
    }

    /// Whether [`Game::decision_options`] would offer anything (without building the list).
    #[inline(always)]
    fn has_train_choice(&self, player: PlayerId, line: LineId) -> bool {
        let mut any = false;
        match self.player(player).meeple {
            Meeple::Riding { line: l, .. } if l == line => self.alight_spaces(player, |_| any = true),
            Meeple::On(_) => self.boardable(player, line, |_| any = true),
            _ => {}
        }
        any
    }

    /// A player's options at this moment of the line's movement, `Wait` included when there is any choice.
    fn decision_options(&self, player: PlayerId, line: LineId, out: &mut Vec<Action>) {
        match self.player(player).meeple {
            Meeple::Riding { line: l, .. } if l == line => self.alight_options(player, out),
            Meeple::On(_) => self.boardable(player, line, |v| out.push(Action::Board(v))),
            _ => {}
        }
        if !out.is_empty() {
            out.push(Action::Wait);
        }
    }

    /// Whether [`Game::forced_options`] would offer anything (without building the list).
    fn has_forced_option(&self, stop_index: u8, line: LineId) -> bool {
        let stop = self.map().line(line).stops[stop_index as usize];
        self.map()
            .boarding_spaces(stop)
            .iter()
            .any(|&space| self.free(space))
    }

    fn forced_options(&self, _player: PlayerId, stop_index: u8, line: LineId, out: &mut Vec<Action>) {
        let stop = self.map().line(line).stops[stop_index as usize];
        for &space in self.map().boarding_spaces(stop) {
            if self.free(space) {
                out.push(Action::Alight(space));
            }
        }
    }

    /// D-6: the free space nearest to the station (fewest orthogonal steps, then lowest row, then column).
    fn nearest_free(&self, line: LineId, stop_index: u8) -> SpaceId {
        let map = self.map();
        let stop = map.line(line).stops[stop_index as usize];
        let targets = map.boarding_spaces(stop);
        let mut best: Option<(i32, i32, i32, SpaceId)> = None;
        for i in 0..map.space_count() {
            let space = SpaceId(i as u16);
            if !self.free(space) {
                continue;
            }
            let (x, y) = map.space_xy(space);
            let distance = targets
                .iter()
                .map(|&target| {
                    let (tx, ty) = map.space_xy(target);
                    (tx - x).abs() + (ty - y).abs()
                })
                .min()
                .unwrap_or(0);
            let key = (distance, y, x, space);
            if best.is_none_or(|b| (key.0, key.1, key.2) < (b.0, b.1, b.2)) {
                best = Some(key);
            }
        }
        best.map_or(SpaceId(0), |b| b.3)
    }

    /// Whether [`Game::train_options`] lists `choice` (for `check`, without the list).
    pub(crate) fn train_choice_listed(&self, cursor: &TrainCursor, choice: Action) -> bool {
        let line = LineId(cursor.line);
        if let Some(_player) = cursor.forced.first() {
            let Some(&stop) = self.map().line(line).stops.get(cursor.removed_at as usize) else {
                return false;
            };
            return matches!(choice, Action::Alight(space)
                if self.map().boarding_spaces(stop).contains(&space) && self.free(space));
        }
        let Some(&player) = cursor.deciding.first() else {
            return false;
        };
        let mut found = false;
        match choice {
            Action::Board(vehicle) => self.boardable(player, line, |v| found |= v == vehicle),
            Action::Alight(space) => {
                if matches!(self.player(player).meeple, Meeple::Riding { line: l, .. } if l == line) {
                    self.alight_spaces(player, |s| found |= s == space);
                }
            }
            Action::Wait => found = self.has_train_choice(player, line),
            _ => {}
        }
        found
    }

    pub(crate) fn train_options(&self, cursor: &TrainCursor, out: &mut Vec<Action>) {
        let line = LineId(cursor.line);
        if let Some(&player) = cursor.forced.first() {
            self.forced_options(player, cursor.removed_at, line, out);
        } else if let Some(&player) = cursor.deciding.first() {
            self.decision_options(player, line, out);
        }
    }

    pub(crate) fn train_choice(&mut self, choice: Action, events: &mut Vec<Event>) {
        let Pending::Trains(cursor) = &self.state.pending else {
            return;
        };
        let line = LineId(cursor.line);
        if let Some(&player) = cursor.forced.first() {
            if let Action::Alight(space) = choice {
                self.land(player, space, events);
            }
            if let Pending::Trains(cursor) = &mut self.state.pending {
                cursor.forced.remove(0);
            }
        } else if let Some(&player) = cursor.deciding.first() {
            match choice {
                Action::Alight(space) => self.alight(player, space, events),
                Action::Board(vehicle) => {
                    if self.state.lines[line.0 as usize].share_of(player).is_none() {
                        // TM-10.2: ¥100 to the bank, and the line's value rises ¥100.
                        self.pay(player, FARE, Reason::Fare, events);
                        self.raise(line, FARE as Yen, events);
                    }
                    self.player_mut(player).meeple = Meeple::Riding {
                        line,
                        vehicle,
                        moved: false,
                    };
                    events.push(Event::Boarded {
                        player,
                        line,
                        vehicle,
                    });
                }
                Action::Wait => {}
                choice => never!("{choice} is not a train-phase choice"),
            }
            if let Pending::Trains(cursor) = &mut self.state.pending {
                cursor.deciding.remove(0);
            }
        }
        self.run_trains(events);
    }

    /// Puts a rider of a removed vehicle on a space (D-6).
    fn land(&mut self, player: PlayerId, space: SpaceId, events: &mut Vec<Event>) {
        self.player_mut(player).meeple = Meeple::On(space);
        events.push(Event::Alighted { player, to: space });
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use metro_core::{KindCatalogue, LineId};

    use crate::ids::{GameRng, PlayerId};
    use crate::state::Vehicle;
    use crate::{Game, Rules, Setup};

    /// A line out of reach ([`Game::line_out_of_reach`]) gives no player a choice wherever its vehicles stand, so
    /// the steps made at once skip no decision; and lines in reach occur too (the test is not vacuous).
    #[test]
    fn a_line_out_of_reach_offers_no_choice_at_any_stop() {
        let sets = [
            ("tokyo", metro_tokyo::MAP_TOML, metro_tokyo::CARDS_TOML),
            ("osaka", metro_osaka::MAP_TOML, metro_osaka::CARDS_TOML),
        ];
        let (mut out_of_reach, mut in_reach) = (0, 0);
        for (name, map, cards) in sets {
            let map = metro_data::load_map(name, map).expect("a built-in map");
            let cards =
                metro_data::load_card_set(name, cards, &KindCatalogue::builtin()).expect("a built-in set");
            let rules =
                Arc::new(Rules::new(Setup::new(Arc::new(map), Arc::new(cards), 4)).expect("a valid setup"));
            for seed in 0..4 {
                let mut game = Game::with_rules(rules.clone(), seed);
                let mut rng = GameRng::new(seed);
                let mut decision = 0;
                while !game.is_over() {
                    decision += 1;
                    if decision % 5 == 0 {
                        for l in 0..game.map().lines().len() {
                            let line = LineId(l as u8);
                            if !game.line_out_of_reach(line) {
                                in_reach += 1;
                                continue;
                            }
                            out_of_reach += 1;
                            for stop in 0..game.map().line(line).stops.len() {
                                let mut moved = game.clone();
                                let vehicle = Some(Vehicle {
                                    stop: stop as u8,
                                    forward: true,
                                });
                                moved.state.lines[l].vehicles = [vehicle, vehicle];
                                for p in 0..4 {
                                    assert!(
                                        !moved.has_train_choice(PlayerId(p), line),
                                        "{name}, seed {seed}: player {p} has a choice on line {l} at stop {stop}"
                                    );
                                }
                            }
                        }
                    }
                    let legal = game.legal_actions();
                    game.apply(legal[rng.below(legal.len())])
                        .expect("a listed action");
                }
            }
        }
        assert!(
            out_of_reach > 1_000 && in_reach > 500,
            "{out_of_reach} out of reach, {in_reach} in reach"
        );
    }
}
