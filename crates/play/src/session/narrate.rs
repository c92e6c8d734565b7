//! Applying a decision and telling it: the decision recorded through the engine, its events narrated into the log
//! (or queued to be shown beat by beat, then logged as they are shown), and the log's lines that no decision caused.

use metro_engine::narrate::{Narrator, Places};
use metro_engine::{Action, Event, Game, PlayerId, View};

use super::{LogLine, Note, Session};
use crate::locale::tr;
use crate::playback::{Item, Playback};

impl Session {
    /// A decision in words, without its subject: "takes Move 3 (Ginza column)"; a bid stays secret until the reveal,
    /// in the log and the undo button too (D-3).
    pub(super) fn words(&self, action: &Action) -> String {
        match action {
            Action::Bid(_) => tr!("log-secret-bid"),
            _ => self.narrator.action(self.game(), action),
        }
    }

    /// Applies a decision of the seat to move, narrates it and records it (the app autosaves each new position,
    /// [`crate::store::autosave`]). With `animate`, what it caused is shown beat by beat.
    pub fn apply(&mut self, action: Action, animate: bool) -> Result<(), String> {
        self.apply_inner(action, animate)
    }

    pub(super) fn apply_inner(&mut self, action: Action, animate: bool) -> Result<(), String> {
        let Some(actor) = self.to_move() else {
            return Err(tr!("error-game-over"));
        };
        let words = self.words(&action);
        // Where play stood before the decision; the log's lines follow the rounds and phases its events start.
        let at = (self.game().round(), self.game().phase());
        // The view from before, kept while the animation plays (taken only when an animation may start).
        let viewer = self.viewer();
        let before = (animate && !self.playing()).then(|| self.game().view(viewer));
        let raw = self
            .table
            .decide(actor.into(), action)
            .map_err(|e| e.to_string())?
            .to_vec();
        self.save.push(action, self.table.game());
        // The decision's events as the viewer sees them: what the animation folds into the view from before.
        let mut events = Vec::with_capacity(raw.len() + 2);
        self.game().seat_events(viewer, &raw, &mut events);
        if self.is_human(actor) {
            self.last_human = Some(actor);
        }
        let items = told_items(&self.narrator, self.game(), actor, &action, &words, &events, at);
        self.words.push(words);
        let decision = self.decisions() - 1;
        let (table, viewer) = (&self.table, self.viewer());
        let now = || table.game().view(viewer);
        show(
            &mut self.playback,
            &mut self.log,
            before,
            now,
            items,
            decision,
            actor,
        );
        self.refresh_legal();
        Ok(())
    }

    /// Advances the shown events by `dt` seconds at `speed` beats per second (0 = all at once); returns the events
    /// shown now (for pop-ups on the board).
    pub fn tick(&mut self, dt: f32, speed: f32) -> Vec<(Event, Places)> {
        let rules = self.game().rules_arc().clone();
        let shown = self.playback.tick(&rules, dt, speed);
        self.log_shown(shown)
    }

    /// Shows everything queued at once.
    pub fn skip(&mut self) -> Vec<(Event, Places)> {
        let rules = self.game().rules_arc().clone();
        let shown = self.playback.skip(&rules);
        self.log_shown(shown)
    }

    fn log_shown(&mut self, shown: Vec<Item>) -> Vec<(Event, Places)> {
        let decision = self.decisions().saturating_sub(1);
        let actor = self.table.actions().last().map(|&(seat, _)| PlayerId::from(seat));
        log_shown(&mut self.log, shown, decision, actor)
    }

    /// Adds a line to the log that no decision caused.
    pub(super) fn note(&mut self, note: Note) {
        let text = match &note {
            Note::NewGame => tr!(
                "log-new-game",
                heading = self.heading(),
                seed = self.game().seed().to_string()
            ),
            Note::RoundOneBegins => tr!("log-round-one-begins"),
            Note::Loaded(count) => tr!("log-loaded", count = *count, heading = self.heading()),
            // One whole sentence, naming the choice as its button offered it (a bid stays secret, D-3).
            Note::TakesBack(actor, Action::Bid(_)) => {
                tr!("log-takes-back-bid", player = self.narrator.player(*actor))
            }
            Note::TakesBack(actor, action) => tr!(
                "log-takes-back",
                player = self.narrator.player(*actor),
                choice = self.narrator.offer(self.game(), action)
            ),
        };
        let round = self.game().round();
        let decision = self.decisions();
        self.notes.push((decision, note));
        self.log.push(LogLine {
            text,
            round,
            decision,
            phase: self.game().phase(),
            event: None,
            actor: None,
        });
    }
}
/// The sentences and events of one decision of `actor`, each fact once, as the engine tells it
/// ([`Narrator::decision`]), put into words in the current language: `words` is the decision's verb phrase (told in
/// the position it was taken in), `game` the game after it, `at` where play stood before it. A local game's session
/// and a seat's at a server (`RemoteSession`) tell steps alike.
pub(super) fn told_items(
    narrator: &Narrator,
    game: &Game,
    actor: PlayerId,
    action: &Action,
    words: &str,
    events: &[Event],
    at: (u8, metro_engine::Phase),
) -> Vec<Item> {
    narrator
        .decision(game, actor, action, events, at)
        .into_iter()
        .map(|told| Item {
            text: narrator.line(game, actor, words, &told),
            event: told.event,
            beat: told.beat,
            at: told.at,
            places: told.places,
        })
        .collect()
}

/// Shows a decision's `items`: beat by beat from the view `before` it when they take beats and an animation may
/// start, after what is still playing when something is (from the view `now`), else straight into the log.
pub(super) fn show(
    playback: &mut Playback,
    log: &mut Vec<LogLine>,
    before: Option<View>,
    now: impl FnOnce() -> View,
    items: Vec<Item>,
    decision: usize,
    actor: PlayerId,
) {
    let beats = items.iter().any(|i| i.beat);
    if let (Some(view), true) = (before, beats) {
        playback.push(|| view, items);
    } else if playback.playing() {
        playback.push(now, items);
    } else {
        log_shown(log, items, decision, Some(actor));
    }
}

/// Puts the items shown into the log (each with its round and phase); the events among them, for pop-ups.
pub(super) fn log_shown(
    log: &mut Vec<LogLine>,
    shown: Vec<Item>,
    decision: usize,
    actor: Option<PlayerId>,
) -> Vec<(Event, Places)> {
    let mut events = Vec::new();
    for item in shown {
        let (round, phase) = item.at;
        if let Some(text) = item.text {
            log.push(LogLine {
                text,
                round,
                decision,
                phase,
                event: item.event.clone(),
                actor,
            });
        }
        if let Some(event) = item.event {
            events.push((event, item.places));
        }
    }
    events
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paths::SeatKind;
    use crate::session::tests::session;
    use metro_save::SetupRecord;

    // Issue 10, defect 4 in the play-through at 1280×720 (Tokyo map, Osaka cards, Metro Drinks): a vending machine's
    // build was told twice, a drink payout twice (the cash and the drink), a stake twice; and with the animation on,
    // the action phase's last "passes" landed under the train phase's heading.
    #[test]
    fn every_fact_is_told_once_and_under_its_own_phase() {
        metro_lang::with_language(metro_lang::Language::English, || {
            let registry = crate::catalog::registry();
            let mut setup = SetupRecord::builtin("tokyo", "osaka", 4);
            setup.options.set("metro_drinks", true);
            let seats = vec![SeatKind::Human; 4];
            setup.seats = seats.iter().enumerate().map(|(i, k)| k.label(i)).collect();
            let mut s = Session::new(setup, 11, seats, &registry).expect("setup");
            // Easy bots' choices, but a vending machine whenever one may be built.
            let mut bot = metro_bots::bot_by_name("easy", 5).expect("bot");
            let mut guard = 0;
            while !s.game().is_over() && guard < 20_000 {
                let legal = s.legal().to_vec();
                let build = legal
                    .iter()
                    .copied()
                    .find(|a| matches!(a, Action::Module(_)) && s.game().action_station(a).is_some());
                let choice = build.unwrap_or_else(|| {
                    let player = s.to_move().expect("to move");
                    bot.choose(&s.game().player_view(player), &legal)
                });
                s.apply(choice, true).expect("legal");
                s.skip();
                guard += 1;
            }
            assert!(s.game().is_over());
            let log = s.log();
            for pair in log.windows(2) {
                assert_ne!(pair[0].text, pair[1].text, "told twice");
            }
            let vending = log
                .iter()
                .filter(|l| l.text.contains("builds a vending machine"))
                .count();
            let payouts = log
                .iter()
                .filter(|l| l.text.starts_with("The ") && l.text.contains(" drink at "))
                .count();
            assert!(
                vending > 0 && payouts > 0,
                "the game shows vending machines ({vending}) and drink payouts ({payouts})"
            );
            for line in log {
                assert!(!line.text.contains("from a drink payout"), "{}", line.text);
                assert!(!line.text.contains("as the speculation stake"), "{}", line.text);
                if line.text.contains(" passes") {
                    assert_eq!(line.phase, metro_engine::Phase::Actions, "{}", line.text);
                }
            }
        });
    }

    // Every fact once in the log: a placement is not echoed by "the meeple goes to".
    #[test]
    fn the_log_says_each_fact_once() {
        let mut s = session(vec![SeatKind::Human, SeatKind::Normal]);
        while s.game().round() == 1 && s.game().phase() != metro_engine::Phase::Actions {
            if !s.step_bot(false) {
                let first = s.legal()[0];
                s.apply(first, false).expect("legal");
            }
        }
        let texts: Vec<&str> = s.log().iter().map(|l| l.text.as_str()).collect();
        assert!(
            texts.iter().any(|t| t.contains("places their meeple")),
            "{texts:#?}"
        );
        assert!(!texts.iter().any(|t| t.contains("meeple goes")), "{texts:#?}");
        for pair in texts.windows(2) {
            assert_ne!(pair[0], pair[1]);
        }
    }
}
