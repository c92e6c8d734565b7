//! Who did what, for undo: the BGA policy. A human may take back their own actions, several steps, as long as
//! their turn goes on (nobody else has been asked since) and nothing hidden or random was revealed (a card dealt or
//! uncovered, bids revealed, a tie drawn, a new phase begun). One human can never take back another's move.

use metro_engine::{Event, PlayerId};

/// One recorded decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Who made it.
    pub actor: PlayerId,
    /// The decision in words, without its subject: "takes Move 3 (Ginza column)".
    pub words: String,
}

/// The decisions made so far and how far back undo may go.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    entries: Vec<Entry>,
    /// Entries below this index can no longer be taken back.
    floor: usize,
}

impl History {
    /// Records a decision. `human`: made by a person (a bot's move is never taken back, and seals what came before);
    /// `events`: what it caused; `next`: who is to move after it (when that is someone else, the turn is over and
    /// nothing of it can be taken back).
    pub fn record(
        &mut self,
        actor: PlayerId,
        human: bool,
        words: String,
        events: &[Event],
        next: Option<PlayerId>,
    ) {
        self.entries.push(Entry { actor, words });
        if !human || next != Some(actor) || events.iter().any(Event::reveals) {
            self.floor = self.entries.len();
        }
    }

    /// Takes the words of `other`'s entries (the same decisions, told in another language), keeping how far back
    /// undo may go.
    pub fn retell(&mut self, other: &History) {
        for (entry, told) in self.entries.iter_mut().zip(&other.entries) {
            if entry.actor == told.actor {
                entry.words.clone_from(&told.words);
            }
        }
    }

    /// Seals everything recorded so far (a loaded game starts sealed).
    pub fn seal(&mut self) {
        self.floor = self.entries.len();
    }

    /// The decision that undo would take back now, if `to_move` may take one back: it must be their own, the last
    /// one made, and above the floor.
    pub fn undoable(&self, to_move: Option<PlayerId>) -> Option<&Entry> {
        let last = self.entries.last()?;
        (self.entries.len() > self.floor && Some(last.actor) == to_move).then_some(last)
    }

    /// Removes the last decision (after [`History::undoable`] allowed it).
    pub fn pop(&mut self) -> Option<Entry> {
        if self.entries.len() <= self.floor {
            return None;
        }
        self.entries.pop()
    }

    /// The number of decisions recorded.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether nothing was recorded.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Who made each decision.
    pub fn actors(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.entries.iter().map(|e| e.actor)
    }
}

#[cfg(test)]
mod tests {
    use metro_engine::Phase;

    use super::*;

    const P1: PlayerId = PlayerId(0);
    const P2: PlayerId = PlayerId(1);

    #[test]
    fn a_human_takes_back_several_of_their_own_steps() {
        let mut h = History::default();
        h.record(P1, true, "takes Move 3".into(), &[], Some(P1));
        h.record(P1, true, "moves next to Ginza (G7)".into(), &[], Some(P1));
        assert_eq!(
            h.undoable(Some(P1)).map(|e| e.words.as_str()),
            Some("moves next to Ginza (G7)")
        );
        assert!(h.pop().is_some());
        assert_eq!(
            h.undoable(Some(P1)).map(|e| e.words.as_str()),
            Some("takes Move 3")
        );
        assert!(h.pop().is_some());
        assert_eq!(h.undoable(Some(P1)), None);
    }

    #[test]
    fn nobody_takes_back_another_players_move() {
        let mut h = History::default();
        h.record(P2, true, "takes Speed 1".into(), &[], Some(P2));
        assert_eq!(h.undoable(Some(P1)), None);
        assert!(h.undoable(Some(P2)).is_some());
        // Once P2's turn is over, not even P2 takes it back when their turn comes round again.
        h.record(P2, true, "assigns no more speed tokens".into(), &[], Some(P1));
        assert_eq!(h.undoable(Some(P2)), None);
        assert_eq!(h.pop(), None);
    }

    #[test]
    fn a_bot_or_a_reveal_seals_what_came_before() {
        let mut h = History::default();
        h.record(P1, true, "takes Move 3".into(), &[], Some(P1));
        h.record(P2, false, "passes".into(), &[], Some(P1));
        h.record(
            P1,
            true,
            "passes".into(),
            &[Event::PhaseStarted(Phase::Trains)],
            Some(P1),
        );
        assert_eq!(h.undoable(Some(P1)), None);
        assert_eq!(h.pop(), None);
        h.record(P1, true, "stays aboard".into(), &[], Some(P1));
        assert!(h.undoable(Some(P1)).is_some());
    }
}
