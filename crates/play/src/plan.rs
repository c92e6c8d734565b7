//! Riders' plans: a human sets once what they want for this train phase — stay aboard to the end of the line,
//! alight at a station, or board nothing — instead of answering at every stop. A plan is automation on the GUI's
//! side: it picks one of the engine's legal actions on the human's behalf, the same one the human would click, and
//! asks the human as soon as its answer is not simply "let the moment pass".

use crate::locale::tr;
use metro_core::{LineId, StationId};
use metro_engine::{Action, Meeple, Phase, PlayerId};

use crate::session::GameSession;

/// What a human wants for the rest of this train phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    /// Stay aboard until the vehicle stands at the end of its line; then ask.
    RideToEnd,
    /// Stay aboard until the vehicle stands at this station; then alight there (asked where when there are
    /// several free spaces).
    AlightAt(StationId),
    /// Board nothing for the rest of this train phase.
    NoBoarding,
}

/// What a plan says now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Make this decision (always one of the legal actions).
    Act(Action),
    /// The plan has nothing to say here: ask the human, keep the plan.
    Ask,
    /// The plan's station is reached and several spaces there are free: ask the human which one to alight on,
    /// saying where they are (the plan's other choices are no longer offered); the plan ends once they alight.
    PickSpace(StationId),
    /// The plan is fulfilled or cannot go on: ask the human, drop the plan.
    Done,
}

impl Plan {
    /// The plan in words, for the prompt: "Staying aboard to the end of the line".
    pub fn describe(self, session: &dyn GameSession) -> String {
        match self {
            Plan::RideToEnd => tr!("plan-ride-to-end"),
            Plan::AlightAt(station) => tr!("plan-alight-at", station = session.station_name(station)),
            Plan::NoBoarding => tr!("plan-board-nothing"),
        }
    }

    /// The plan's answer to `player`'s pending decision, given the legal actions (read from the view the session
    /// shows: where meeples and vehicles are is public).
    pub fn answer(self, session: &dyn GameSession, player: PlayerId) -> Answer {
        if session.phase() != Phase::Trains {
            return Answer::Done;
        }
        let legal = session.legal();
        let view = session.view();
        let Some(seen) = view.state.players.get(player.0 as usize) else {
            return Answer::Done;
        };
        let can_wait = legal.contains(&Action::Wait);
        let meeple = seen.meeple;
        match (self, meeple) {
            (Plan::NoBoarding, Meeple::On(_))
                if can_wait && legal.iter().any(|a| matches!(a, Action::Board(_))) =>
            {
                Answer::Act(Action::Wait)
            }
            (Plan::NoBoarding, _) => Answer::Ask,
            (Plan::RideToEnd | Plan::AlightAt(_), Meeple::Riding { line, vehicle, .. }) => {
                let map = session.map();
                let Some(v) = view
                    .state
                    .lines
                    .get(line.0 as usize)
                    .and_then(|l| l.vehicles.get(vehicle as usize).copied().flatten())
                else {
                    return Answer::Done;
                };
                let stops = &map.line(line).stops;
                let here = stops.get(v.stop as usize).and_then(|&s| map.stop(s).station);
                // The vehicle turns round lazily (at its next step): it stands at the end of its line when it faces
                // past the last stop (the engine's path: no step left to the end).
                let at_end = v.steps_to_end(stops.len()) == 0;
                match self {
                    Plan::AlightAt(station) if here == Some(station) => {
                        let mut spaces = legal.iter().filter(|a| matches!(a, Action::Alight(_)));
                        match (spaces.next(), spaces.next()) {
                            (Some(&only), None) => Answer::Act(only),
                            (Some(_), Some(_)) => Answer::PickSpace(station),
                            (None, _) => Answer::Done,
                        }
                    }
                    Plan::RideToEnd if at_end => Answer::Done,
                    _ if can_wait => Answer::Act(Action::Wait),
                    _ => Answer::Done,
                }
            }
            // A ride plan with the meeple on the grid: it alighted (or never boarded).
            (_, _) => Answer::Done,
        }
    }
}

/// The stations ahead of a vehicle as the session shows it, in the order it reaches them, to the end of its line
/// (the engine's path: it turns round at the ends): where a rider may plan to alight.
pub fn stations_ahead(session: &dyn GameSession, line: LineId, vehicle: u8) -> Vec<StationId> {
    let map = session.map();
    let view = session.view();
    let Some(v) = view
        .state
        .lines
        .get(line.0 as usize)
        .and_then(|l| l.vehicles.get(vehicle as usize).copied().flatten())
    else {
        return Vec::new();
    };
    let Some(stops) = map.lines().get(line.0 as usize).map(|l| &l.stops) else {
        return Vec::new();
    };
    let ahead = v.steps_to_end(stops.len()) as usize;
    let mut out = Vec::new();
    for i in v.path(stops.len()).take(ahead) {
        if let Some(station) = stops.get(i as usize).and_then(|&s| map.stop(s).station)
            && !out.contains(&station)
        {
            out.push(station);
        }
    }
    out
}
