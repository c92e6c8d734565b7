//! Design checks: what makes a valid map or card set play badly, found from the rules (static checks) and from
//! play-tests with bots ([`crate::playtest`]), each finding a [`Diagnostic`] at the element of the file it is about.
//!
//! | check | static (from the rules) | from play-tests |
//! | --- | --- | --- |
//! | [`DesignCheck::ColumnEmpties`] | columns too short to deal a card per player (TM-3.4, MC-2), dealt out at setup so the game lasts one round (TM-6.2), too many cards (CP-2.5), or a rule module that refuses the card set (Metro Drinks: a Jidohanbaiki column that cannot match the columns, MD-2.1) | – |
//! | [`DesignCheck::TrainsCannotStart`] | no action puts a vehicle on the map (TM-7.5, TM-7.6, OS-6.2); a train put there by Start returns to stop 1 within its first train phase and leaves (TM-9.7) | a line's vehicles never put on the map |
//! | [`DesignCheck::LineNeverPays`] | a line without any station (TM-9.1, D-22) | a line whose vehicles ran but triggered no station payout |
//! | [`DesignCheck::StationUnreached`] | – (the grid has no walls: every stop touches a space, CP-1.9) | a station no meeple came near |
//! | [`DesignCheck::ActionNeverTaken`] | – | an action kind on the cards that no bot took; a rule module's counted actions (`Records::counted`: Metro Drinks' colour cards, shape cards, builds) that no bot took |
//!
//! The play-test findings are about what bots did in a finite number of games: a finding means "never, in these
//! games", and the message says which games, so that `metro sim` can replay them. Bots include the random bot, which
//! picks among the legal actions at random: what it never does was (almost) never legal.

use std::collections::BTreeMap;

use metro_core::text::printable;
use metro_core::{ActionKind, Locus, VehicleKind};
use metro_data::Diagnostic;
use metro_engine::{ActionRef, CardId, SetupError};

use crate::locale::tr;
use crate::playtest::{self, Observations, PlaytestSettings};
use crate::subject::Subject;

/// Which design check a finding comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DesignCheck {
    /// A column empties before the game's last round (or cannot be dealt at all).
    ColumnEmpties,
    /// A line's vehicles cannot start, or cannot stay.
    TrainsCannotStart,
    /// A line never pays out.
    LineNeverPays,
    /// A station no meeple reaches.
    StationUnreached,
    /// An action kind never taken in play-tests.
    ActionNeverTaken,
}

impl DesignCheck {
    /// Its name in reports, in the current language.
    pub fn name(self) -> String {
        match self {
            DesignCheck::ColumnEmpties => tr!("design-check-column-empties"),
            DesignCheck::TrainsCannotStart => tr!("design-check-trains-cannot-start"),
            DesignCheck::LineNeverPays => tr!("design-check-line-never-pays"),
            DesignCheck::StationUnreached => tr!("design-check-station-unreached"),
            DesignCheck::ActionNeverTaken => tr!("design-check-action-never-taken"),
        }
    }
}

/// One design problem, at the element of the file it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The check that found it.
    pub check: DesignCheck,
    /// File, span, line, column, message and rule.
    pub at: Diagnostic,
}

/// What the design checks play.
#[derive(Clone, Debug)]
pub struct DesignSettings {
    /// The player counts of the play-tests.
    pub players: Vec<usize>,
    /// The bots of the play-tests, each with its games per player count; a bot plays every seat of its own games.
    /// No games: static checks only.
    pub bots: Vec<(String, u64)>,
    /// The play-tests' base seed.
    pub seed: u64,
    /// Threads (at least 1); does not change any result.
    pub jobs: usize,
}

impl DesignSettings {
    /// For each player count (1–5), `games` games of the random bot and a tenth as many (at least one) of the
    /// heuristic bot, from `seed`, on every core. The random bot, picking among the legal actions at random, explores
    /// what *can* happen; the heuristic bot plays for money, as people do.
    pub fn new(games: u64, seed: u64) -> DesignSettings {
        DesignSettings {
            players: (1..=5).collect(),
            bots: vec![
                ("random".into(), games),
                ("heuristic".into(), (games / 10).max(1)),
            ],
            seed,
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }
}

/// The design checks' findings and what the play-tests saw.
#[derive(Clone, Debug)]
pub struct DesignReport {
    /// Every finding, static ones first, then by check and place in the file.
    pub findings: Vec<Finding>,
    /// The play-tests' observations (none without play-tests).
    pub observations: Option<Observations>,
}

/// Runs the static design checks and the play-tests of `settings`.
pub fn check_design(subject: &Subject, settings: &DesignSettings) -> DesignReport {
    let places = Places { subject };
    let mut findings = Vec::new();
    columns(subject, settings, &places, &mut findings);
    vehicles_start(subject, &places, &mut findings);
    lines_without_stations(subject, &places, &mut findings);
    let observations = settings.bots.iter().any(|(_, games)| *games > 0).then(|| {
        playtest::play(
            subject,
            &PlaytestSettings {
                players: settings.players.clone(),
                bots: settings.bots.clone(),
                seed: settings.seed,
                jobs: settings.jobs,
            },
        )
    });
    if let Some(seen) = &observations {
        findings.extend(playtest_findings(subject, settings, seen));
    }
    DesignReport {
        findings,
        observations,
    }
}

/// The findings of play-tests that saw `seen`: stations no meeple could reach, lines whose vehicles never entered the
/// map or never triggered a payout, actions never taken — each only where its peers make "never" unlikely by chance
/// ([`MIN_EXPECTED`]).
pub fn playtest_findings(subject: &Subject, settings: &DesignSettings, seen: &Observations) -> Vec<Finding> {
    let mut findings = Vec::new();
    if seen.games == 0 {
        return findings;
    }
    let places = Places { subject };
    let games = Games::describe(settings, seen);
    let starts = places_vehicles(subject);
    stations_reached(subject, seen, &games, &places, &mut findings);
    lines_played(subject, seen, &games, starts, &places, &mut findings);
    actions_taken(subject, seen, &games, &places, &mut findings);
    findings
}

/// Turns loci into diagnostics in the subject's files.
struct Places<'a> {
    subject: &'a Subject,
}

impl Places<'_> {
    fn map(&self, check: DesignCheck, locus: Locus, rule: &'static str, message: String) -> Finding {
        let input = &self.subject.map_input;
        Finding {
            check,
            at: metro_data::diagnostic_at(&input.file, &input.text, &locus, message, Some(rule)),
        }
    }

    fn cards(&self, check: DesignCheck, locus: Locus, rule: &'static str, message: String) -> Finding {
        let input = &self.subject.cards_input;
        Finding {
            check,
            at: metro_data::diagnostic_at(&input.file, &input.text, &locus, message, Some(rule)),
        }
    }

    fn cards_unruled(&self, check: DesignCheck, locus: Locus, message: String) -> Finding {
        let input = &self.subject.cards_input;
        Finding {
            check,
            at: metro_data::diagnostic_at(&input.file, &input.text, &locus, message, None),
        }
    }

    /// At the start of rule module `module`'s first data file, or at the card set's columns when it ships none.
    fn module(&self, check: DesignCheck, module: usize, message: String) -> Finding {
        let file = self
            .subject
            .modules()
            .get(module)
            .and_then(|m| m.data_files().into_iter().next());
        match file {
            Some(file) => Finding {
                check,
                at: metro_data::diagnostic_at(&file.file, &file.text, &Locus::root(), message, None),
            },
            None => self.cards_unruled(check, Locus::root().key("columns"), message),
        }
    }
}

/// `lines[line]`.
fn line_locus(line: usize) -> Locus {
    Locus::root().key("lines").index(line)
}

/// `columns[column].cards[card].actions[action]`.
fn action_locus(column: usize, card: usize, action: usize) -> Locus {
    Locus::root()
        .key("columns")
        .index(column)
        .key("cards")
        .index(card)
        .key("actions")
        .index(action)
}

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

/// A vehicle kind as the catalog's selectors know it: `train`, `tram`, `bus`.
fn vehicle(kind: VehicleKind) -> &'static str {
    kind.name()
}

/// Columns too short for the players, dealt out at setup, too many cards, or a card set a rule module refuses.
fn columns(subject: &Subject, settings: &DesignSettings, places: &Places<'_>, out: &mut Vec<Finding>) {
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
fn places_vehicles(subject: &Subject) -> bool {
    card_actions(subject).any(|a| {
        matches!(
            a.kind,
            ActionKind::Invest { .. } | ActionKind::InvestByDisc | ActionKind::Start { .. }
        )
    })
}

/// Findings when no action puts vehicles on the map, and for lines where a train put there by Start leaves within
/// its first train phase (TM-9.7).
fn vehicles_start(subject: &Subject, places: &Places<'_>, out: &mut Vec<Finding>) {
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
fn lines_without_stations(subject: &Subject, places: &Places<'_>, out: &mut Vec<Finding>) {
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

/// The play-tests, as the findings' messages tell of them.
struct Games {
    /// How many play-test games were played.
    count: u64,
    /// `yes` when the random bot played: then "never" means "(almost) never legal", as it picks among the legal
    /// actions at random; `no` otherwise.
    random: &'static str,
}

impl Games {
    fn describe(settings: &DesignSettings, seen: &Observations) -> Games {
        let random = settings
            .bots
            .iter()
            .any(|(bot, games)| bot == "random" && *games > 0);
        Games {
            count: seen.games,
            random: if random { "yes" } else { "no" },
        }
    }
}

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

/// A play-test finding says "never" only where its peers (the other stations, lines, actions of its kind) did it at
/// least this many times on average: a "never" that is not likely by chance (e^−5 < 1 %, were it like its peers).
pub const MIN_EXPECTED: u64 = 5;

/// The mean of a count over `peers` peers, if it is at least [`MIN_EXPECTED`].
fn expected(total: u64, peers: usize) -> Option<u64> {
    let mean = total / (peers.max(1) as u64);
    (peers > 0 && mean >= MIN_EXPECTED).then_some(mean)
}

/// Stations next to which no meeple could move or alight in any play-test.
fn stations_reached(
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
fn lines_played(
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

/// An action on the cards: (column, card, action) in the file, its column, its spec, its id in the game.
type CardAction<'a> = (
    (usize, usize, usize),
    &'a metro_core::cards::Column,
    metro_core::ActionSpec,
    ActionRef,
);

/// One action kind on the cards: its first action (column, card, action in the file), how many actions offer it,
/// how often they were taken.
struct KindTally {
    kind: ActionKind,
    first: (usize, usize, usize),
    offered: usize,
    taken: u64,
}

/// Action kinds on the cards (and the rule modules' counted actions) that no bot took in any play-test.
fn actions_taken(
    subject: &Subject,
    seen: &Observations,
    games: &Games,
    places: &Places<'_>,
    out: &mut Vec<Finding>,
) {
    let per_column = subject.cards().cards_per_column();
    // Every action on the cards: (column, card, action) in the file, the column, its spec, its id in the game.
    let actions: Vec<CardAction<'_>> = subject
        .cards()
        .columns()
        .iter()
        .enumerate()
        .flat_map(|(ci, column)| {
            column.cards.iter().enumerate().flat_map(move |(ki, card)| {
                card.actions.iter().enumerate().map(move |(ai, action)| {
                    let id = ActionRef {
                        card: CardId((ci * per_column + ki) as u8),
                        action: ai as u8,
                    };
                    ((ci, ki, ai), column, *action, id)
                })
            })
        })
        .collect();
    let mut kinds: BTreeMap<usize, KindTally> = BTreeMap::new();
    for &(at, _, action, id) in &actions {
        let tally = kinds.entry(action.kind.catalogue_index()).or_insert(KindTally {
            kind: action.kind,
            first: at,
            offered: 0,
            taken: 0,
        });
        tally.offered += 1;
        tally.taken += seen.times_taken(id);
    }
    for &((ci, ki, ai), column, action, id) in &actions {
        let (offered, of_kind) = kinds
            .get(&action.kind.catalogue_index())
            .map_or((0, 0), |k| (k.offered, k.taken));
        if seen.times_taken(id) > 0 || expected(of_kind, offered.saturating_sub(1)).is_none() {
            continue;
        }
        let spec = subject.kinds().spec(action.kind);
        out.push(places.cards(
            DesignCheck::ActionNeverTaken,
            action_locus(ci, ki, ai).key("kind"),
            "CP-2.4",
            tr!(
                "design-action-never-taken",
                kind = action.kind.to_string(),
                spaces = action.spaces,
                card = ki + 1,
                column = printable(&column.name),
                games = games.count,
                title = spec.map_or_else(|| action.kind.to_string(), |s| s.title.clone()),
                taken = of_kind,
                random = games.random
            ),
        ));
    }
    let kinds_mean = expected(kinds.values().map(|k| k.taken).sum(), kinds.len());
    for tally in kinds.values() {
        if tally.taken > 0 || kinds_mean.is_none() {
            continue;
        }
        let (title, name, rule) = subject.kinds().spec(tally.kind).map_or_else(
            || (tally.kind.to_string(), String::new(), String::new()),
            |spec| (spec.title.clone(), spec.name.clone(), spec.rule.clone()),
        );
        let offered = tally.offered;
        out.push(places.cards(
            DesignCheck::ActionNeverTaken,
            action_locus(tally.first.0, tally.first.1, tally.first.2).key("kind"),
            "CP-2.4",
            tr!(
                "design-kind-never-taken",
                title = title,
                name = name,
                rule = rule,
                games = games.count,
                offered = offered,
                random = games.random
            ),
        ));
    }
    if kinds_mean.is_some() {
        modules_taken(subject, seen, games, places, out);
    }
}

/// A rule module's counted actions (`Records::counted`) that no bot took: each one its cards offer, and those it
/// offers without a card (Metro Drinks' builds) all together.
fn modules_taken(
    subject: &Subject,
    seen: &Observations,
    games: &Games,
    places: &Places<'_>,
    out: &mut Vec<Finding>,
) {
    let Some(rules) = subject.any_rules() else {
        return;
    };
    for (mi, slot) in rules.modules().iter().enumerate() {
        let Some(records) = slot.rules().records() else {
            continue;
        };
        let names = records.counted();
        let counts = seen.module_counts.get(mi).map_or(&[][..], Vec::as_slice);
        let count = |index: usize| counts.get(index).copied().unwrap_or(0);
        let title = printable(slot.module().title());
        // The counted names its cards offer, in the order of its cards.
        let mut on_cards: Vec<usize> = Vec::new();
        for card in slot.cards() {
            for (_, spec) in rules.card_actions(CardId(card)) {
                if let Some(index) = records.count_kind(spec.kind)
                    && !on_cards.contains(&index)
                {
                    on_cards.push(index);
                }
            }
        }
        for &index in &on_cards {
            if count(index) == 0 {
                let name = names.get(index).map_or("?", String::as_str);
                out.push(places.module(
                    DesignCheck::ActionNeverTaken,
                    mi,
                    tr!(
                        "design-module-card-never-taken",
                        name = printable(name),
                        module = title.as_str(),
                        games = games.count,
                        random = games.random
                    ),
                ));
            }
        }
        let without = records.counted_without_cards();
        if !without.is_empty() && without.iter().all(|&index| count(index) == 0) {
            let listed: Vec<String> = without
                .iter()
                .map(|&i| format!("`{}`", printable(names.get(i).map_or("?", String::as_str))))
                .collect();
            let listed = match listed.split_last() {
                Some((last, [])) => last.clone(),
                Some((last, rest)) => tr!("design-or-list", list = rest.join(", "), last = last.as_str()),
                None => String::new(),
            };
            out.push(places.module(
                DesignCheck::ActionNeverTaken,
                mi,
                tr!(
                    "design-module-action-never-taken",
                    names = listed,
                    module = title.as_str(),
                    games = games.count,
                    random = games.random
                ),
            ));
        }
    }
}
