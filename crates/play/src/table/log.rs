//! The table's log in words: each decision as the game tells it, then the events it caused as the game narrates
//! them, and the table's own notes — put into words once, and again whenever the language changes.

use metro_game::Seat;
use metro_game::words::Words;
use metro_lang::Language;

use super::Note;
use crate::locale::tr;

/// What a line of the log tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// The table's own line (a new game, a decision taken back).
    Note,
    /// A decision.
    Decision,
    /// What a decision caused.
    Event,
}

/// One line of the log, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The sentence.
    pub text: String,
    /// What it tells.
    pub kind: LineKind,
    /// How many decisions had been taken before it (for a decision and its events: its own place).
    pub decision: usize,
    /// The seat whose decision it tells or caused it (none for notes).
    pub seat: Option<Seat>,
}

/// The log put into words, and in which language.
#[derive(Debug, Default)]
pub(super) struct Rendered {
    /// The table's seed (the first note names it).
    seed: u64,
    language: Option<Language>,
    decisions: usize,
    lines: Vec<LogLine>,
}

impl Rendered {
    /// Nothing told yet, for a table of this seed.
    pub(super) fn new(seed: u64) -> Rendered {
        Rendered {
            seed,
            ..Rendered::default()
        }
    }

    /// Whether the log is in `language` and tells `decisions` decisions.
    pub(super) fn is_in(&self, language: Language, decisions: usize) -> bool {
        self.language == Some(language) && self.decisions == decisions
    }

    /// Starts telling the log again, in `language`.
    pub(super) fn begin(&mut self, language: Language) {
        self.language = Some(language);
        self.decisions = 0;
        self.lines.clear();
    }

    /// Forgets the words (they will be told again).
    pub(super) fn forget(&mut self) {
        self.language = None;
    }

    /// The lines, oldest first.
    pub(super) fn lines(&self) -> &[LogLine] {
        &self.lines
    }

    /// A decision (told already, in the position it was taken in) and its events (told in the position after it).
    pub(super) fn decision<G: Words>(
        &mut self,
        after: &G,
        decision: usize,
        seat: Seat,
        told: String,
        events: &[G::Event],
    ) {
        // An event that only repeats the decision's own sentence (a bid told as the decision and as its event)
        // is told once.
        let events: Vec<String> = events
            .iter()
            .filter_map(|e| after.narrate(e))
            .filter(|text| *text != told)
            .collect();
        self.lines.push(LogLine {
            text: told,
            kind: LineKind::Decision,
            decision,
            seat: Some(seat),
        });
        self.lines.extend(events.into_iter().map(|text| LogLine {
            text,
            kind: LineKind::Event,
            decision,
            seat: Some(seat),
        }));
        self.decisions = decision + 1;
    }

    /// One of the table's notes, in the position it belongs to.
    pub(super) fn note<G: Words>(&mut self, game: &G, decision: usize, note: &Note<G::Action>) {
        let text = match *note {
            Note::NewGame => tr!(
                "table-new-game",
                game = G::INFO.name,
                count = u32::from(game.seats()),
                seed = self.seed.to_string()
            ),
            Note::TakesBack(seat, action) => tr!(
                "log-takes-back",
                player = game.seat_name(seat),
                choice = game.offer(seat, action)
            ),
        };
        self.lines.push(LogLine {
            text,
            kind: LineKind::Note,
            decision,
            seat: None,
        });
    }
}
