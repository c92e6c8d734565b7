//! Start (TM-7.6): a line's train (OS-4.3: its pair of vehicles) put on the map, its value rising by the action's.

use metro_core::{ActionKind, LineId, VehicleKind, Yen};

use super::{ANY_COST, Family, Memo, no_effect};
use crate::action::Action;
use crate::event::Event;
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::state::{Resolution, Stage, Target, Vehicle};

/// The Start kind.
pub(super) struct Kinds;

impl Family for Kinds {
    /// D-18: a line whose vehicles are not on the map.
    #[inline(always)]
    fn condition<const WHY: bool>(
        game: &Game,
        _player: PlayerId,
        _kind: ActionKind,
        _memo: &Memo,
    ) -> Result<Yen, Refusal> {
        if game.state.lines.iter().any(|l| !l.on_map()) {
            Ok(ANY_COST)
        } else {
            no_effect(WHY, "refusal-no-effect-trains-on-map")
        }
    }

    fn asks_target(_kind: ActionKind) -> bool {
        true
    }

    /// The lines whose vehicles are not on the map, in order.
    fn any_choice(game: &Game, r: &Resolution, _kind: ActionKind, mut f: impl FnMut(Action) -> bool) -> bool {
        r.stage == Stage::Target
            && (game.state.lines.iter().enumerate())
                .any(|(i, l)| !l.on_map() && f(Action::Line(LineId(i as u8))))
    }

    fn refusal(stage: Stage, _kind: ActionKind, choice: Action) -> Option<(&'static str, &'static str)> {
        match (stage, choice) {
            (Stage::Target, Action::Line(_)) => Some(("TM-7.6", "refusal-target-start")),
            _ => None,
        }
    }

    fn resolve(game: &mut Game, r: &Resolution, kind: ActionKind, _cost: Yen, events: &mut Vec<Event>) {
        let (ActionKind::Start { value }, Some(Target::Line(line))) = (kind, r.target) else {
            return never!("a Start without a line");
        };
        game.place_vehicles(line, events);
        game.state.lines[line.0 as usize].unowned_start =
            game.state.lines[line.0 as usize].shares_taken() == 0;
        game.raise(line, value, events);
    }
}

impl Game {
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
}
