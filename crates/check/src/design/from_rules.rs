//! The static design checks, from the rules alone: columns too short, dealt out at setup or a rule module refuses
//! (TM-3.4, TM-6.2, CP-2.5, MD-2.1), vehicles that cannot start or stay (TM-7.5, TM-9.7), lines without a station
//! (TM-9.1).

use metro_core::text::printable;
use metro_core::{ActionKind, Locus, VehicleKind};
use metro_engine::SetupError;

use super::{DesignCheck, DesignSettings, Finding, Places, line_locus, vehicle};
use crate::locale::tr;
use crate::subject::Subject;

/// The players dealt a card per column: one per player, two in solo (TM-3.4, SO-1).
fn dealt(players: usize) -> usize {
    if players == 1 { 2 } else { players }
}

/// `1 player`, `2 and 3 players`, `1, 4 and 5 players`.
fn player_list(counts: &[usize]) -> String {
    match counts.split_last() {
        Some((&last, [])) => tr!("design-players", count = last),
        Some((&last, rest)) => {
            let rest: Vec<String> = rest.iter().map(|n| n.to_string()).collect();
            tr!("design-players-list", list = rest.join(", "), last = last)
        }
        None => tr!("design-players", count = 0),
    }
}

/// Columns too short for the players, dealt out at setup, too many cards, or a card set a rule module refuses.
pub(super) fn columns(
    subject: &Subject,
    settings: &DesignSettings,
    places: &Places<'_>,
    out: &mut Vec<Finding>,
) {
    let per_column = subject.cards().cards_per_column();
    let first_column = Locus::root().key("columns").index(0).key("cards");
    let too_few: Vec<usize> = settings
        .players
        .iter()
        .copied()
        .filter(|&n| per_column < dealt(n))
        .collect();
    if !too_few.is_empty() {
        out.push(places.cards(
            DesignCheck::ColumnEmpties,
            first_column.clone(),
            "TM-3.4",
            tr!(
                "design-columns-too-few",
                per_column = per_column,
                players = player_list(&too_few)
            ),
        ));
    }
    let one_round: Vec<usize> = settings
        .players
        .iter()
        .copied()
        .filter(|&n| per_column == dealt(n))
        .collect();
    if !one_round.is_empty() {
        out.push(places.cards(
            DesignCheck::ColumnEmpties,
            first_column.clone(),
            "TM-6.2",
            tr!(
                "design-columns-one-round",
                per_column = per_column,
                players = player_list(&one_round)
            ),
        ));
    }
    // A rule module may refuse the card set (Metro Drinks: MD-2.1); the engine then refuses the setup.
    let mut refused: Vec<(String, Vec<usize>)> = Vec::new();
    let mut too_many = None;
    for &players in &settings.players {
        match subject.rules(players) {
            Err(SetupError::TooManyCards(cards)) => too_many = Some(cards),
            Err(SetupError::Module { module, reason }) => {
                let why = format!("{}: {reason}", printable(&module));
                match refused.iter_mut().find(|(r, _)| *r == why) {
                    Some((_, counts)) => counts.push(players),
                    None => refused.push((why, vec![players])),
                }
            }
            _ => {}
        }
    }
    for (why, counts) in refused {
        out.push(places.cards_unruled(
            DesignCheck::ColumnEmpties,
            first_column.clone(),
            tr!("design-module-refuses", why = why, players = player_list(&counts)),
        ));
    }
    if let Some(cards) = too_many {
        out.push(places.cards(
            DesignCheck::ColumnEmpties,
            Locus::root().key("columns"),
            "CP-2.5",
            tr!("design-too-many-cards", cards = cards),
        ));
    }
}

/// The actions of the card set.
fn card_actions(subject: &Subject) -> impl Iterator<Item = &metro_core::ActionSpec> {
    subject
        .cards()
        .columns()
        .iter()
        .flat_map(|c| &c.cards)
        .flat_map(|c| &c.actions)
}

/// Whether any action of the card set puts vehicles on the map (TM-7.5, TM-7.6, OS-6.2).
pub(super) fn places_vehicles(subject: &Subject) -> bool {
    card_actions(subject).any(|a| {
        matches!(
            a.kind,
            ActionKind::Invest { .. } | ActionKind::InvestByDisc | ActionKind::Start { .. }
        )
    })
}

/// Findings when no action puts vehicles on the map, and for lines where a train put there by Start leaves within
/// its first train phase (TM-9.7).
pub(super) fn vehicles_start(subject: &Subject, places: &Places<'_>, out: &mut Vec<Finding>) {
    if !places_vehicles(subject) {
        out.push(places.cards(
            DesignCheck::TrainsCannotStart,
            Locus::root().key("columns"),
            "TM-7.5",
            tr!("design-no-vehicle-action"),
        ));
    }
    let start = card_actions(subject).any(|a| matches!(a.kind, ActionKind::Start { .. }));
    let map = subject.map();
    if start && map.start_trains_leave() {
        let steps = metro_engine::state::BASE_STEPS as usize;
        for (li, line) in map.lines().iter().enumerate() {
            let back = 2 * line.stops.len().saturating_sub(1);
            if line.vehicle == VehicleKind::Train && back <= steps {
                out.push(places.map(
                    DesignCheck::TrainsCannotStart,
                    line_locus(li).key("stops"),
                    "TM-9.7",
                    tr!(
                        "design-start-leaves",
                        line = printable(&line.letter),
                        stops = line.stops.len(),
                        back = back,
                        steps = steps
                    ),
                ));
            }
        }
    }
}

/// Lines whose stops include no station: their vehicles never trigger a station payout.
pub(super) fn lines_without_stations(subject: &Subject, places: &Places<'_>, out: &mut Vec<Finding>) {
    let map = subject.map();
    for (li, line) in map.lines().iter().enumerate() {
        if line.stops.iter().all(|&stop| map.stop(stop).station.is_none()) {
            out.push(places.map(
                DesignCheck::LineNeverPays,
                line_locus(li).key("stops"),
                "TM-9.1",
                tr!(
                    "design-line-no-station",
                    line = printable(&line.letter),
                    stops = line.stops.len(),
                    vehicle = vehicle(line.vehicle)
                ),
            ));
        }
    }
}
