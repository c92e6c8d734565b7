//! A simulation's balance findings, for the screen that ran it: its games folded as `metro check` folds its
//! play-tests ([`Balance::add_record`]), the design checked from the sources the run played (a draft's text
//! included), and each finding placed at its element — the file it is in, its line and column, and the element's
//! [`Locus`], which an editor turns into a selection.

use metro_check::Subject;
use metro_check::design::balance::balance_findings;
use metro_core::Locus;
use metro_save::DataSource;

use crate::editor::locate::Spans;
use crate::game::{Registry, RuleOptions};
use crate::locale::tr;

pub use metro_check::design::DesignCheck;
pub use metro_check::design::balance::{Balance, MIN_BALANCE_GAMES};

/// Which file of the design a finding is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FindingFile {
    /// The map.
    Map,
    /// The card set.
    Cards,
    /// A rule module's data file (no editor opens it).
    Module,
}

/// One finding as the simulation screen lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownFinding {
    /// Which check found it.
    pub check: DesignCheck,
    /// The check's name in words ("A line dominates").
    pub title: String,
    /// What was found, with the figures behind it.
    pub message: String,
    /// Where: `maps/osaka.toml:312:10`.
    pub place: String,
    /// The file it is in.
    pub file: FindingFile,
    /// The element it is about, in that file.
    pub locus: Locus,
}

/// What the screen shows of a run's balance: its findings, or why there are none to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunFindings {
    /// The findings (empty: nothing found).
    Found(Vec<ShownFinding>),
    /// Why none were looked for: too few games, random bots at the table, or a design that no longer loads.
    NotChecked(String),
}

/// The design a run played, as its setup recorded it.
#[derive(Clone, Copy, Debug)]
pub struct PlayedDesign<'a> {
    /// The map's source (a built-in key, or a path with its whole text).
    pub map: &'a DataSource,
    /// The card set's source.
    pub cards: &'a DataSource,
    /// The rule options played.
    pub options: &'a RuleOptions,
    /// One bot name per seat.
    pub bots: &'a [String],
}

/// The balance findings of a run of `design` that folded into `balance`. Only realistic bots' games say anything of
/// balance (the random bot plays like nobody): a run with a random seat is not checked, nor one of fewer than
/// [`MIN_BALANCE_GAMES`] games.
pub fn run_findings(design: PlayedDesign<'_>, balance: &Balance, registry: &Registry) -> RunFindings {
    if design.bots.iter().any(|b| b == "random") {
        return RunFindings::NotChecked(tr!("findings-random-bots"));
    }
    if balance.games < MIN_BALANCE_GAMES {
        return RunFindings::NotChecked(tr!("findings-too-few-games", games = MIN_BALANCE_GAMES));
    }
    let subject = match Subject::from_sources(design.map, design.cards, design.options.clone(), registry) {
        Ok(subject) => subject,
        Err(e) => return RunFindings::NotChecked(tr!("findings-cannot-load", error = e.to_string())),
    };
    let mut bots: Vec<&str> = design.bots.iter().map(String::as_str).collect();
    bots.sort_unstable();
    bots.dedup();
    let found = balance_findings(&subject, balance, &[], &[], &bots.join(", "));
    let map_spans = Spans::new(&subject.map_input.text);
    let cards_spans = Spans::new(&subject.cards_input.text);
    RunFindings::Found(
        found
            .into_iter()
            .map(|f| {
                let (file, locus) = if f.at.file == subject.map_input.file {
                    (FindingFile::Map, map_spans.locus_at(f.at.span.start))
                } else if f.at.file == subject.cards_input.file {
                    (FindingFile::Cards, cards_spans.locus_at(f.at.span.start))
                } else {
                    (FindingFile::Module, Locus::root())
                };
                ShownFinding {
                    check: f.check,
                    title: f.check.name(),
                    place: format!("{}:{}:{}", f.at.file, f.at.line, f.at.column),
                    message: f.at.message,
                    file,
                    locus,
                }
            })
            .collect(),
    )
}
