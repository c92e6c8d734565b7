//! Names of things in the current language: money, phases, lines, vehicles, stations, stops, spaces, columns,
//! action kinds, cards and actions — unknown ids as `line #7` and so on.

use metro_core::{ActionKind, LineId, SpaceId, StationId, StopId, VehicleKind};

use crate::game::Game;
use crate::ids::{ActionRef, CardId, PlayerId};
use crate::locale::tr;
use crate::module::{GameRead, Looks, ModuleId};
use crate::state::Phase;

pub use super::words::{builtin_kind_name, grouped, yen, yen_wide};

/// A phase as a heading in the current language: "Turn-order phase".
pub fn phase_name(phase: Phase) -> String {
    match phase {
        Phase::TurnOrder => tr!("phase-turn-order"),
        Phase::Movement => tr!("phase-movement"),
        Phase::Actions => tr!("phase-actions"),
        Phase::Trains => tr!("phase-trains"),
        Phase::Ended => tr!("phase-ended"),
    }
}

pub(super) fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The looks of a module of the game, if it has them.
pub(super) fn looks(game: &Game, module: ModuleId) -> Option<&dyn Looks> {
    game.rules().module_get(module).and_then(|m| m.rules().looks())
}

/// "G Ginza", or "line #7" for a line the map does not have.
pub fn line_name(game: &Game, line: LineId) -> String {
    match game.map().lines().get(line.0 as usize) {
        Some(l) => format!("{} {}", l.letter, l.name),
        None => tr!("name-line-unknown", line = line.0),
    }
}

/// "the G train", "the P tram 2" (the vehicle index counts from 0); `object`: as the object of a sentence ("boards
/// the G train"), which German writes in another case.
pub(super) fn vehicle_name(game: &Game, line: LineId, vehicle: u8, object: bool) -> String {
    match game.map().lines().get(line.0 as usize) {
        Some(l) => {
            let kind = match l.vehicle {
                VehicleKind::Train => "train",
                VehicleKind::Tram => "tram",
                VehicleKind::Bus => "bus",
            };
            let id = if object {
                "name-vehicle.object"
            } else {
                "name-vehicle"
            };
            metro_lang::tr!(
                crate::locale::WORDS,
                id,
                kind = kind,
                letter = l.letter.to_string(),
                number = vehicle as usize + 1
            )
        }
        None if object => tr!("name-vehicle-unknown.object", line = line.0),
        None => tr!("name-vehicle-unknown", line = line.0),
    }
}

/// A station by name.
pub fn station_name<G: GameRead + ?Sized>(game: &G, station: StationId) -> String {
    match game.map().stations().get(station.0 as usize) {
        Some(s) => s.name.clone(),
        None => tr!("name-station-unknown", station = station.0),
    }
}

/// A stop by label and name: "G9 Ginza".
pub fn stop_name(game: &Game, stop: StopId) -> String {
    let map = game.map();
    if map.stops().get(stop.0 as usize).is_none() {
        return tr!("name-stop-unknown", stop = stop.0);
    }
    format!("{} {}", map.stop_label(stop), map.stop_name(stop))
}

/// A space by the stations it touches, as players name places: "next to Shinjuku (M4, S1)", "between Ginza (G7)
/// and Hibiya (H6)"; a space touching no stop by its nearest station: "near Ginza, 2 spaces south-east".
pub fn space_name(game: &Game, space: SpaceId) -> String {
    let map = game.map();
    if (space.0 as usize) >= map.space_count() {
        return tr!("name-space-unknown", space = space.0);
    }
    // The stations (or small circles) the space touches, each with the labels of its stops there, in map order.
    let mut places: Vec<(String, Vec<String>)> = Vec::new();
    for &stop in map.stops_touching(space) {
        let name = match map.stop(stop).station {
            Some(station) => map.station(station).name.clone(),
            None => map.stop_name(stop),
        };
        let label = map.stop_label(stop);
        match places.iter_mut().find(|(n, _)| *n == name) {
            Some((_, labels)) => labels.push(label),
            None => places.push((name, vec![label])),
        }
    }
    let named: Vec<String> = places
        .iter()
        .map(|(name, labels)| format!("{name} ({})", labels.join(", ")))
        .collect();
    let named = match named.as_slice() {
        [] => return near_name(game, space),
        [one] => tr!("space-next-to", place = one.as_str()),
        [first, second] => tr!("space-between", first = first.as_str(), second = second.as_str()),
        [rest @ .., last] => tr!(
            "space-next-to-many",
            places = rest.join(", "),
            last = last.as_str()
        ),
    };
    // Another space touching just these stops (the four around a stop's corner, the two beside a stop between
    // corners): say on which side of the first stop this one lies, so that no two spaces read alike.
    let touching = map.stops_touching(space);
    let Some(&first) = touching.first() else {
        return named;
    };
    let twin = map
        .stop(first)
        .touches
        .iter()
        .any(|&other| other != space && map.stops_touching(other) == touching);
    if !twin {
        return named;
    }
    let (x, y) = map.space_xy(space);
    let at = map.stop(first).at;
    let (dx, dy) = (2 * x + 1 - at.x2, 2 * y + 1 - at.y2);
    let side = match (dy.signum(), dx.signum()) {
        (-1, 1) => tr!("direction-north-east"),
        (-1, -1) => tr!("direction-north-west"),
        (1, 1) => tr!("direction-south-east"),
        (1, -1) => tr!("direction-south-west"),
        (-1, _) => tr!("direction-north"),
        (1, _) => tr!("direction-south"),
        (_, 1) => tr!("direction-east"),
        _ => tr!("direction-west"),
    };
    tr!("space-on-side", place = named, side = side)
}

/// A space touching no stop, by its nearest station and the way to it: "near Ginza, 2 spaces south-east"; when a
/// neighbouring space reads alike, with its column and row too, so that no two spaces read alike.
fn near_name(game: &Game, space: SpaceId) -> String {
    let words = near_words(game, space);
    let map = game.map();
    let (x, y) = map.space_xy(space);
    let twin = (-1i32..=1)
        .flat_map(|dy| (-1i32..=1).map(move |dx| (dx, dy)))
        .filter(|&d| d != (0, 0))
        .filter_map(|(dx, dy)| map.space(x + dx, y + dy))
        .any(|other| map.stops_touching(other).is_empty() && near_words(game, other) == words);
    if twin {
        tr!("space-near-at", place = words, column = x + 1, row = y + 1)
    } else {
        words
    }
}

/// A space touching no stop, by its nearest station and the way to it, in words.
fn near_words(game: &Game, space: SpaceId) -> String {
    let map = game.map();
    let (x, y) = map.space_xy(space);
    // Distances in half units, from the space's centre to each station's stops.
    let (cx, cy) = (2 * x + 1, 2 * y + 1);
    let nearest = map
        .stations()
        .iter()
        .flat_map(|station| station.stops.iter().map(move |&stop| (station, stop)))
        .map(|(station, stop)| {
            let at = map.stop(stop).at;
            let (dx, dy) = (cx - at.x2, cy - at.y2);
            (dx * dx + dy * dy, dx, dy, station)
        })
        .min_by_key(|&(d, ..)| d);
    let Some((_, dx, dy, station)) = nearest else {
        let (x, y) = map.space_xy(space);
        return tr!("space-at", column = x + 1, row = y + 1);
    };
    // The way from the station's nearest stop to the space, in whole spaces along each axis (y grows southwards),
    // so that two spaces near one station are never named alike ("2 spaces north and 1 east").
    let (ns, ew) = (dy.unsigned_abs() / 2, dx.unsigned_abs() / 2);
    let north_south = if dy > 0 {
        tr!("direction-south")
    } else {
        tr!("direction-north")
    };
    let east_west = if dx > 0 {
        tr!("direction-east")
    } else {
        tr!("direction-west")
    };
    let station = station.name.as_str();
    match (ns, ew) {
        (ns, 0) => tr!(
            "space-near",
            station = station,
            steps = ns.max(1),
            direction = north_south
        ),
        (0, ew) => tr!("space-near", station = station, steps = ew, direction = east_west),
        (ns, ew) if ns >= ew => tr!(
            "space-near-two",
            station = station,
            steps = ns,
            direction = north_south,
            other = ew,
            second = east_west
        ),
        (ns, ew) => tr!(
            "space-near-two",
            station = station,
            steps = ew,
            direction = east_west,
            other = ns,
            second = north_south
        ),
    }
}

/// The column a card belongs to, if the card exists.
pub(super) fn card_column(game: &Game, card: CardId) -> Option<u8> {
    game.rules().card_column_of(card)
}

/// A column by name: "Ginza / Marunouchi", or a module's column by its name.
pub(super) fn column_name(game: &Game, column: u8) -> String {
    match game.rules().column_look(column) {
        Some((name, _)) => name.to_string(),
        None => tr!("name-column-unknown", column = column),
    }
}

/// An action kind in words, in the current language ("Station ¥300/stop"); a module's kinds as the module names them
/// ("Colour card black").
pub fn kind_name(game: &Game, kind: ActionKind) -> String {
    match kind {
        ActionKind::Module { module, .. } => match looks(game, ModuleId(module)) {
            Some(looks) => looks.kind_name(game, kind),
            None => builtin_kind_name(kind),
        },
        kind => builtin_kind_name(kind),
    }
}

/// A card by its actions: "the Move 2 / Station ¥200/stop card"; a module's card as the module names it ("the black
/// colour card").
pub fn card_name(game: &Game, card: CardId) -> String {
    if card_column(game, card).is_none() {
        return tr!("name-card-unknown", card = card.0);
    }
    if let Some(module) = game.rules().card_module(card)
        && let Some(name) = looks(game, module).and_then(|l| l.card_name(game, card))
    {
        return name;
    }
    let actions: Vec<String> = (0..2u8)
        .filter_map(|a| game.rules().action(ActionRef { card, action: a }))
        .map(|spec| kind_name(game, spec.kind))
        .collect();
    tr!("name-card", actions = actions.join(" / "))
}

/// An action of a card with where it lies: "Station ¥300/stop (Ginza / Marunouchi column)", or "(own card)" for a
/// card `player` took with the Card action.
pub(super) fn action_name(game: &Game, player: PlayerId, action: ActionRef) -> String {
    let Some(spec) = game.rules().action(action).filter(|_| action.action < 2) else {
        return tr!(
            "name-action-unknown",
            card = action.card.0,
            action = action.action
        );
    };
    let own = game
        .state()
        .players
        .get(player.0 as usize)
        .is_some_and(|p| p.personal_cards.contains(&action.card));
    let kind = kind_name(game, spec.kind);
    if own {
        return tr!("name-action-own-card", kind = kind);
    }
    match card_column(game, action.card) {
        Some(c) => tr!(
            "name-action-in-column",
            kind = kind,
            column = column_name(game, c)
        ),
        None => tr!("name-action-no-column", kind = kind),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::Action;
    use crate::narrate::Narrator;
    use crate::narrate::tests::game;

    #[test]
    fn money_is_grouped_by_thousands() {
        assert_eq!(yen(0), "¥0");
        assert_eq!(yen(300), "¥300");
        assert_eq!(yen(1_200), "¥1,200");
        assert_eq!(yen(12_000), "¥12,000");
        assert_eq!(yen(1_234_500), "¥1,234,500");
        assert_eq!(yen(-1_500), "-¥1,500");
        assert_eq!(yen(i32::MIN), "-¥2,147,483,648");
        assert_eq!(yen_wide(i64::MAX), "¥9,223,372,036,854,775,807");
        assert_eq!(yen_wide(i64::MIN), "-¥9,223,372,036,854,775,808");
        assert_eq!(grouped(u64::MAX), "18,446,744,073,709,551,615");
    }

    #[test]
    fn spaces_are_named_by_the_stations_they_touch() {
        let g = game(2);
        let name = |x, y| space_name(&g, g.map().space(x, y).unwrap());
        // Corner [3, 1] holds G2 and [3, 2] holds M2, both of station Ginza.
        assert_eq!(name(2, 1), "next to Ginza (G2, M2), south-west of it");
        // Space (1, 0) touches G1 at corner [1, 1] (Shibuya) and nothing else.
        assert_eq!(name(0, 0), "next to Shibuya (G1), north-west of it");
        // Space (3, 0) touches M1 Ikebukuro at [3, 0] and G2 Ginza at [3, 1].
        assert_eq!(
            name(3, 0),
            "between Ginza (G2) and Ikebukuro (M1), north-east of it"
        );
        // Spaces (5, 2) and (0, 3) touch no stop: named by the nearest station.
        assert_eq!(name(5, 2), "near Asakusa, 1 space south");
        assert_eq!(name(0, 2), "near Shibuya, 1 space south (column 1, row 3)");
        assert!(!name(5, 2).contains('('));
        // No two spaces of a map are named alike (issue 27, item 3: "near Wakoshi, 1 space north" twice).
        let mut seen = std::collections::HashMap::new();
        for i in 0..g.map().space_count() {
            let text = space_name(&g, metro_core::SpaceId(i as u16));
            if let Some(other) = seen.insert(text.clone(), i) {
                panic!("spaces {other} and {i} are both {text:?}");
            }
        }
        let n = Narrator::default();
        let text = n.action(&g, &Action::Place(g.map().space(0, 0).unwrap()));
        assert_eq!(text, "places their meeple next to Shibuya (G1), north-west of it");
    }
}
