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
//! | [`DesignCheck::LineDominates`] (balance) | – | a line whose mean end value is half or more of all lines' (realistic bots) |
//! | [`DesignCheck::LineWorthless`] (balance) | – | a line that ended above ¥0 in at most 2% of realistic bots' games |
//! | [`DesignCheck::ShareDecides`] (balance) | – | a line whose holders won far above their share of the seats (Wilson interval) |
//! | [`DesignCheck::SeatAdvantage`] (balance) | – | a seat whose win rate's 99.5% interval excludes its fair share |
//! | [`DesignCheck::ActionNeverWorth`] (balance) | – | a card action realistic bots never took though the random bot often did |
//!
//! Balance findings (`balance.rs`) come from the games of realistic bots only (every bot but `random` and `easy`):
//! they say what players who play for money did, and do not fail `metro check`.
//!
//! The play-test findings are about what bots did in a finite number of games: a finding means "never, in these
//! games", and the message says which games, so that `metro sim` can replay them. Bots include the random bot, which
//! picks among the legal actions at random: what it never does was (almost) never legal.
//!
//! This file holds the findings' types, the two entry points and what the checks share (the places in the files,
//! the play-tests' description); the checks are in `from_rules.rs` (static), `playtests.rs` (stations, lines) and
//! `actions.rs` (actions never taken).

use metro_bots::threads::Spawner;
use metro_core::{Locus, VehicleKind};
use metro_data::Diagnostic;

use crate::locale::tr;
use crate::playtest::{self, Observations, PlaytestSettings};
use crate::subject::Subject;

mod actions;
pub mod balance;
mod from_rules;
mod playtests;

pub use playtests::sim_commands;

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
    /// A line takes most of the game's value (balance).
    LineDominates,
    /// A line (almost) never gains value (balance).
    LineWorthless,
    /// Holding a line's share wins the game far above the holders' share of the seats (balance).
    ShareDecides,
    /// A seat wins significantly more, or less, than its share (balance).
    SeatAdvantage,
    /// A card action realistic bots never take though it is legal (balance).
    ActionNeverWorth,
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
            DesignCheck::LineDominates => tr!("design-check-line-dominates"),
            DesignCheck::LineWorthless => tr!("design-check-line-worthless"),
            DesignCheck::ShareDecides => tr!("design-check-share-decides"),
            DesignCheck::SeatAdvantage => tr!("design-check-seat-advantage"),
            DesignCheck::ActionNeverWorth => tr!("design-check-action-never-worth"),
        }
    }

    /// Whether it judges balance from realistic bots' play (what bots who play for money did, a matter of judgement
    /// for the designer) rather than a defect (what cannot happen, or never did even at random): `metro check` lists
    /// balance findings apart, and they do not fail it.
    pub fn is_balance(self) -> bool {
        matches!(
            self,
            DesignCheck::LineDominates
                | DesignCheck::LineWorthless
                | DesignCheck::ShareDecides
                | DesignCheck::SeatAdvantage
                | DesignCheck::ActionNeverWorth
        )
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
    /// Starts the threads (the system's; a test's may refuse some): the threads refused are no error.
    pub spawner: Spawner,
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
            spawner: Spawner::system(),
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
    from_rules::columns(subject, settings, &places, &mut findings);
    from_rules::vehicles_start(subject, &places, &mut findings);
    from_rules::lines_without_stations(subject, &places, &mut findings);
    let observations = settings.bots.iter().any(|(_, games)| *games > 0).then(|| {
        playtest::play(
            subject,
            &PlaytestSettings {
                players: settings.players.clone(),
                bots: settings.bots.clone(),
                seed: settings.seed,
                jobs: settings.jobs,
                spawner: settings.spawner.clone(),
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
    let starts = from_rules::places_vehicles(subject);
    playtests::stations_reached(subject, seen, &games, &places, &mut findings);
    playtests::lines_played(subject, seen, &games, starts, &places, &mut findings);
    actions::actions_taken(subject, seen, &games, &places, &mut findings);
    let realistic: Vec<&str> = settings
        .bots
        .iter()
        .filter(|(bot, games)| *games > 0 && crate::playtest::is_realistic(bot))
        .map(|(bot, _)| bot.as_str())
        .collect();
    findings.extend(balance::balance_findings(
        subject,
        &seen.balance,
        &seen.taken_realistic,
        &seen.taken_random,
        &realistic.join(", "),
    ));
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

/// A vehicle kind as the catalog's selectors know it: `train`, `tram`, `bus`.
fn vehicle(kind: VehicleKind) -> &'static str {
    kind.name()
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

/// A play-test finding says "never" only where its peers (the other stations, lines, actions of its kind) did it at
/// least this many times on average: a "never" that is not likely by chance (e^−5 < 1 %, were it like its peers).
pub const MIN_EXPECTED: u64 = 5;

/// The mean of a count over `peers` peers, if it is at least [`MIN_EXPECTED`].
fn expected(total: u64, peers: usize) -> Option<u64> {
    let mean = total / (peers.max(1) as u64);
    (peers > 0 && mean >= MIN_EXPECTED).then_some(mean)
}
