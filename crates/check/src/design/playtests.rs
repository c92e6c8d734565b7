//! The play-test checks of stations and lines: stations no meeple reached (TM-6.5.4), lines whose vehicles never
//! entered the map (TM-7.5) or never paid out (TM-9.1); and the `metro sim` command lines that replay the play-tests.

use metro_core::text::printable;

use super::{DesignCheck, DesignSettings, Finding, Games, Places, expected, line_locus, vehicle};
use crate::locale::tr;
use crate::playtest::Observations;
use crate::subject::Subject;

/// The `metro sim` command lines that play the games of a design check's play-tests, one per bot (`--players N` for
/// every player count of the settings); `options` are the command-line flags that choose the subject's rule options
/// (`--drinks`, say), which the caller knows.
pub fn sim_commands(subject: &Subject, settings: &DesignSettings, options: &str) -> Vec<String> {
    let options = if options.is_empty() {
        String::new()
    } else {
        format!(" {options}")
    };
    settings
        .bots
        .iter()
        .filter(|(_, games)| *games > 0)
        .map(|(bot, games)| {
            format!(
                "metro sim --map {} --cards {}{options} --players N --bots {bot} --games {games} --seed {}   (N = {})",
                printable(subject.map_input.name()),
                printable(subject.cards_input.name()),
                settings.seed,
                settings.players.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ")
            )
        })
        .collect()
}

/// Stations next to which no meeple could move or alight in any play-test.
pub(super) fn stations_reached(
    subject: &Subject,
    seen: &Observations,
    games: &Games,
    places: &Places<'_>,
    out: &mut Vec<Finding>,
) {
    let map = subject.map();
    let Some(mean) = expected(seen.offered.iter().sum(), seen.offered.len()) else {
        return;
    };
    for (si, station) in map.stations().iter().enumerate() {
        if seen.offered.get(si).copied().unwrap_or(0) > 0 {
            continue;
        }
        let Some(&first) = station.stops.first() else {
            continue;
        };
        let stop = map.stop(first);
        out.push(
            places.map(
                DesignCheck::StationUnreached,
                line_locus(stop.line.0 as usize)
                    .key("stops")
                    .index(stop.index as usize)
                    .key("station"),
                "TM-6.5.4",
                tr!(
                    "design-station-unreached",
                    station = printable(&station.name),
                    games = games.count,
                    mean = mean,
                    spaces = station.touches.len()
                ),
            ),
        );
    }
}

/// Lines whose vehicles never entered the map, or ran without a station payout.
pub(super) fn lines_played(
    subject: &Subject,
    seen: &Observations,
    games: &Games,
    starts: bool,
    places: &Places<'_>,
    out: &mut Vec<Finding>,
) {
    let map = subject.map();
    let lines = map.lines().len();
    let placed_mean = expected(seen.placed.iter().sum(), lines);
    let payouts_mean = expected(seen.line_payouts.iter().sum(), lines);
    for (li, line) in map.lines().iter().enumerate() {
        let placed = seen.placed.get(li).copied().unwrap_or(0);
        let payouts = seen.line_payouts.get(li).copied().unwrap_or(0);
        let shares = seen.share_paid.get(li).copied().unwrap_or(0);
        let has_station = line.stops.iter().any(|&s| map.stop(s).station.is_some());
        if placed == 0 {
            if let (true, Some(mean)) = (starts, placed_mean) {
                out.push(places.map(
                    DesignCheck::TrainsCannotStart,
                    line_locus(li).key("letter"),
                    "TM-7.5",
                    tr!(
                        "design-line-never-entered",
                        vehicle = vehicle(line.vehicle),
                        line = printable(&line.letter),
                        games = games.count,
                        mean = mean
                    ),
                ));
            }
        } else if let (0, true, Some(mean)) = (payouts, has_station, payouts_mean) {
            out.push(places.map(
                DesignCheck::LineNeverPays,
                line_locus(li).key("letter"),
                "TM-9.1",
                tr!(
                    "design-line-never-paid",
                    vehicle = vehicle(line.vehicle),
                    line = printable(&line.letter),
                    placed = placed,
                    games = games.count,
                    mean = mean,
                    shares = if shares == 0 { "none" } else { "some" }
                ),
            ));
        }
    }
}
