//! What a log entry points at on the board: the spaces, stations and lines its decision or event names. Read from
//! the engine's own actions and events (no rule is worked out here); the board draws it as an outline.

use metro_core::{LineId, SpaceId, StationId};
use metro_engine::{Action, Event, Game};

/// Places and pieces to outline on the board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Highlight {
    /// Spaces (where a meeple went).
    pub spaces: Vec<SpaceId>,
    /// Stations (built, paying out, chosen).
    pub stations: Vec<StationId>,
    /// Lines (invested in, speculated on, whose train ran, whose value changed).
    pub lines: Vec<LineId>,
}

impl Highlight {
    /// Whether there is nothing to outline.
    pub fn is_empty(&self) -> bool {
        self.spaces.is_empty() && self.stations.is_empty() && self.lines.is_empty()
    }

    /// What a decision names. `game`: the game the decision was made in (a station chosen inside a rule module's
    /// action is asked of the engine).
    pub fn of_action(game: &Game, action: &Action) -> Highlight {
        let mut out = Highlight::default();
        match *action {
            Action::Place(s) | Action::MoveTo(s) | Action::Alight(s) => out.spaces.push(s),
            Action::Line(l) => out.lines.push(l),
            _ => {
                if let Some(s) = game.action_station(action) {
                    out.stations.push(s);
                }
            }
        }
        out
    }

    /// What an event names.
    pub fn of_event(event: &Event) -> Highlight {
        let mut out = Highlight::default();
        match *event {
            Event::MeepleMoved { to, .. } | Event::Alighted { to, .. } => out.spaces.push(to),
            Event::StationBuilt { station, .. } => out.stations.push(station),
            Event::StationPayout { line, station, .. } => {
                out.stations.push(station);
                out.lines.push(line);
            }
            Event::Value { line, .. }
            | Event::ShareTaken { line, .. }
            | Event::ShareSold { line, .. }
            | Event::Speculated { line, .. }
            | Event::SpeedAssigned { line, .. }
            | Event::Boarded { line, .. }
            | Event::VehicleStepped { line, .. }
            | Event::VehicleRemoved { line }
            | Event::VehiclePlaced { line, .. } => out.lines.push(line),
            Event::Payout(p) => out.lines.extend(p.line),
            _ => {}
        }
        out
    }
}
