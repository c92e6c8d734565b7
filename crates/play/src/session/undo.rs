//! Undo: what the human to move may take back now — the table's policy, the same in every game
//! ([`crate::table::Table::undoable`]: their own last decision and the bots' answers to it, while nobody else
//! decided since and nothing hidden or random was revealed) — and taking it back, with the record and the log.

use metro_engine::PlayerId;
use metro_save::Recorder;

use super::{Note, Session};
use crate::locale::tr;

impl Session {
    /// The decision the human to move may take back now, in words ("takes Move 3 (Ginza column)"): their own last
    /// one, while nobody else decided since and nothing hidden or random was revealed since. Nothing while events
    /// are still being shown.
    pub fn undoable(&self) -> Option<&str> {
        if self.playing() {
            return None;
        }
        let at = self.table.undoable()?;
        self.words.get(at).map(String::as_str)
    }

    /// Whether the human to move may take back a decision now.
    pub fn can_undo(&self) -> bool {
        self.undoable().is_some()
    }

    /// Takes back the human to move's last decision and the bots' answers to it: the table plays the game again
    /// from its setup without them, the record is written again, and the log says so.
    pub fn undo(&mut self) -> Result<(), String> {
        if !self.can_undo() {
            return Err(tr!("error-cannot-undo"));
        }
        let Some(at) = self.table.undoable() else {
            return Err(tr!("error-nothing-to-undo"));
        };
        let (seat, undone_action) = self.table.actions()[at];
        self.table.undo().map_err(|e| e.to_string())?;
        // The record of the decisions kept, with their checkpoints.
        let start = metro_engine::Game::with_rules(self.game().rules_arc().clone(), self.game().seed());
        let mut recorder = Recorder::from_new_game(self.save.setup.clone(), start);
        for &(_, action) in self.table.actions() {
            recorder.apply(action).map_err(|e| {
                tr!(
                    "error-not-rebuilt",
                    reason = e.reason.to_string(),
                    rule = e.rule.to_string()
                )
            })?;
        }
        self.save = recorder.into_parts().1;
        self.words.truncate(at);
        self.log.retain(|line| line.decision < at);
        self.notes.retain(|(decision, _)| *decision < at);
        self.note(Note::TakesBack(PlayerId::from(seat), undone_action));
        self.refresh_legal();
        Ok(())
    }
}
#[cfg(test)]
mod tests {
    use crate::paths::SeatKind;
    use crate::session::tests::session;
    use metro_engine::Action;

    /// Plays until the human may take a Move (an action that asks a destination next); returns that choice.
    fn until_a_move(s: &mut crate::session::Session) -> Action {
        let mut helper = metro_bots::bot_by_name("heuristic", 3).expect("bot");
        loop {
            assert!(!s.game().is_over(), "no Move offered");
            if s.step_bot(false) {
                continue;
            }
            let found = s.legal().iter().copied().find(|a| match a {
                Action::Take(r) => matches!(
                    s.game().rules().kind(*r),
                    Some(metro_core::ActionKind::Move { .. })
                ),
                _ => false,
            });
            if let Some(take) = found {
                return take;
            }
            let legal = s.legal().to_vec();
            let choice = helper.choose(&s.game().player_view(s.to_move().expect("to move")), &legal);
            s.apply(choice, false).expect("legal");
        }
    }

    // Issue 27, item 14: "Player 1 takes back: takes Station ¥100/stop…" was a message glued around the narration;
    // taking back is told in one whole sentence naming the choice as its button offered it, in every language.
    #[test]
    fn taking_back_is_told_in_one_whole_sentence() {
        use crate::session::GameSession;
        use metro_lang::{Language, with_language};
        let mut s = with_language(Language::English, || {
            session(vec![SeatKind::Human, SeatKind::Normal])
        });
        let take = with_language(Language::English, || until_a_move(&mut s));
        with_language(Language::English, || {
            s.apply(take, false).expect("take");
            s.undo().expect("undo");
        });
        for (language, sentence) in [
            (Language::English, "Player 1 takes back “{}”."),
            (Language::German, "Spieler 1 nimmt „{}“ zurück."),
            (Language::Italian, "Giocatore 1 annulla «{}»."),
        ] {
            let (last, offer) = with_language(language, || {
                s.retell();
                let last = s.log().last().expect("a line").text.clone();
                (last, GameSession::offer(&s, &take))
            });
            assert_eq!(last, sentence.replace("{}", &offer), "{language:?}");
        }
    }

    #[test]
    fn undo_takes_back_the_humans_own_steps_only() {
        let mut s = session(vec![SeatKind::Human, SeatKind::Normal]);
        let take = until_a_move(&mut s);
        let hash = s.game().state_hash();
        let lines = s.log().len();
        s.apply(take, false).expect("take");
        assert!(
            s.undoable().is_some_and(|w| w.starts_with("takes Move")),
            "{:?}",
            s.undoable()
        );
        s.undo().expect("undo");
        assert_eq!(s.game().state_hash(), hash);
        assert_eq!(
            s.log().len(),
            lines + 1,
            "the undone lines leave, one line says so"
        );
        // Once the turn has passed to the bot, nothing is the human's to take back.
        s.apply(take, false).expect("take");
        let destination = s.legal()[0];
        s.apply(destination, false).expect("move");
        if s.to_move().is_some_and(|p| !s.is_human(p)) {
            assert!(!s.can_undo());
        }
    }
}
