//! Telling the game again in another language: the seats named anew and the whole log retold from the record.

use metro_engine::narrate::Narrator;

use super::Session;

impl Session {
    /// Names the seats in the current language again (after the language changed): the names on screen and in the
    /// log's new lines.
    pub fn rename_seats(&mut self) {
        let names = self.seats.iter().enumerate().map(|(i, k)| k.name(i)).collect();
        self.narrator = Narrator::new(names);
    }

    /// Tells the whole log again in the current language (after the language changed), with the seats named anew:
    /// the game's decisions are replayed from its record into a fresh narration, its notes said again where they
    /// stood. What Undo offers is said anew too; how far back it may go does not change.
    pub fn retell(&mut self) {
        // Whatever the animation still holds goes to the log first: the retold log has every line at once.
        self.skip();
        self.rename_seats();
        let Ok(mut told) = self.fresh() else {
            return;
        };
        let mut notes = std::mem::take(&mut self.notes).into_iter().peekable();
        for (decision, &(_, action)) in self.table.actions().iter().enumerate() {
            while let Some((_, note)) = notes.next_if(|(at, _)| *at <= decision) {
                told.note(note);
            }
            if told.apply_inner(action, false).is_err() {
                break;
            }
        }
        for (_, note) in notes {
            told.note(note);
        }
        self.log = told.log;
        self.notes = told.notes;
        self.words = told.words;
    }
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::paths::SeatKind;
    use metro_save::SetupRecord;

    // Issue 13, item 6: a language chosen mid-game tells the whole log in it, not only the lines that follow; the
    // same log told back in English is the log as it was, notes and takings-back included.
    #[test]
    fn a_new_language_tells_the_whole_log_again() {
        use metro_lang::{Language, with_language};
        let registry = crate::catalog::registry();
        let mut setup = SetupRecord::builtin("tokyo", "osaka", 3);
        setup.options.set("metro_drinks", true);
        let seats = vec![SeatKind::Human, SeatKind::Human, SeatKind::Normal];
        setup.seats = seats.iter().enumerate().map(|(i, k)| k.label(i)).collect();
        let mut s =
            with_language(Language::English, || Session::new(setup, 5, seats, &registry)).expect("setup");
        let mut bot = metro_bots::bot_by_name("easy", 3).expect("bot");
        let mut undone = 0;
        with_language(Language::English, || {
            // Two decisions taken back, then on to the next position where the human to move may take one back.
            while !(s.game().is_over() || undone == 2 && s.can_undo()) {
                let legal = s.legal().to_vec();
                let player = s.to_move().expect("to move");
                let choice = bot.choose(&s.game().player_view(player), &legal);
                s.apply(choice, false).expect("legal");
                if undone < 2 && s.can_undo() {
                    s.undo().expect("undo");
                    undone += 1;
                }
            }
        });
        assert!(undone > 0, "no decision was taken back");
        let english = s.log().to_vec();
        let english_undo = s.undoable().map(str::to_string);
        assert!(english_undo.is_some());
        assert!(
            english.iter().any(|l| l.text.contains("takes back")),
            "{english:#?}"
        );

        with_language(Language::German, || s.retell());
        let german = s.log().to_vec();
        assert_eq!(german.len(), english.len());
        let mut differing = 0;
        for (de, en) in german.iter().zip(&english) {
            assert_eq!(
                (de.round, de.decision, de.phase, &de.event, de.actor),
                (en.round, en.decision, en.phase, &en.event, en.actor)
            );
            differing += usize::from(de.text != en.text);
        }
        // Every line but a few made of names and numbers alone reads differently.
        assert!(
            differing * 10 >= english.len() * 9,
            "{differing} of {}",
            english.len()
        );
        assert!(
            german.iter().any(|l| l.text.contains("Spieler 3 (Bot, Normal)")),
            "{german:#?}"
        );
        assert_ne!(s.undoable().map(str::to_string), english_undo);

        with_language(Language::English, || s.retell());
        assert_eq!(s.log(), english.as_slice());
        assert_eq!(s.undoable().map(str::to_string), english_undo);
    }
}
