//! A game being played in the app: the engine's game inside the save crate's `Recorder` (so every action is
//! recorded), who plays each seat, the bots, the narrated log, the autosave, undo, and the queue of events still
//! being shown one by one (the train phase, step by step).

use std::collections::VecDeque;
use std::path::PathBuf;

use metro_bots::{Bot, bot_by_name};
use metro_core::LineId;
use metro_engine::Registry;
use metro_engine::narrate::Narrator;
use metro_engine::state::Vehicle;
use metro_engine::{Action, Event, Game, PlayerId};
use metro_save::{Recorder, Save, SaveError, SetupRecord};

use crate::paths::{SeatKind, write_atomic};

/// One narrated event waiting to be shown, with the vehicle move it shows on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    /// The sentence for the log.
    pub text: String,
    /// A vehicle that moves with it: line, vehicle, where it now stands (`None`: it left the map).
    pub vehicle: Option<(LineId, u8, Option<Vehicle>)>,
    /// Whether showing it takes a beat of the animation (vehicle steps and payouts do).
    pub beat: bool,
}

/// A game being played.
pub struct Session {
    recorder: Recorder,
    seats: Vec<SeatKind>,
    bots: Vec<Option<Box<dyn Bot>>>,
    narrator: Narrator,
    /// Every sentence shown so far, oldest first.
    pub log: Vec<String>,
    /// Who made each recorded action.
    actors: Vec<PlayerId>,
    /// Whether the last action may be undone.
    undoable: bool,
    /// Events applied but still being shown.
    queue: VecDeque<Shown>,
    /// Vehicles as the board shows them while the queue plays (`None`: as the game has them).
    shown_vehicles: Option<Vec<[Option<Vehicle>; 2]>>,
    /// Seconds until the next beat.
    timer: f32,
    /// The human who saw the board last (whose view is drawn while a bot moves).
    last_human: Option<PlayerId>,
    /// Where the autosave goes, if anywhere.
    autosave: Option<PathBuf>,
    legal: Vec<Action>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("seats", &self.seats)
            .field("actions", &self.actors.len())
            .finish()
    }
}

impl Session {
    /// Starts a new game.
    pub fn new(
        setup: SetupRecord,
        seed: u64,
        seats: Vec<SeatKind>,
        registry: &Registry,
    ) -> Result<Session, SaveError> {
        let recorder = Recorder::new(setup, seed, registry)?;
        let mut session = Session::around(recorder, seats);
        session
            .log
            .push(format!("A new game: {} seed {seed}.", session.heading()));
        session.log.push("Round 1 begins.".into());
        session.autosave_now();
        Ok(session)
    }

    /// Rebuilds a saved game: verifies the save, then replays its actions, recording who made each.
    pub fn load(text: &str, registry: &Registry) -> Result<Session, SaveError> {
        let loaded = metro_save::load(text, registry)?;
        let save = loaded.save;
        let players = save.setup.players;
        let seats: Vec<SeatKind> = if save.setup.seats.len() == players {
            save.setup.seats.iter().map(|l| SeatKind::from_label(l)).collect()
        } else {
            vec![SeatKind::Human; players]
        };
        let game = Game::with_rules(loaded.game.rules_arc().clone(), save.seed);
        let recorder = Recorder::from_new_game(save.setup.clone(), game);
        let mut session = Session::around(recorder, seats);
        session.replay(&save.actions);
        session.log.push(format!(
            "Loaded after {} actions: {}.",
            save.actions.len(),
            session.heading()
        ));
        Ok(session)
    }

    fn around(recorder: Recorder, seats: Vec<SeatKind>) -> Session {
        let seed = recorder.game().seed();
        let bots = seats
            .iter()
            .enumerate()
            .map(|(i, kind)| {
                kind.bot_name()
                    .and_then(|name| bot_by_name(name, seed ^ (0x9e37_79b9 * (i as u64 + 1))))
            })
            .collect();
        let labels = seats.iter().enumerate().map(|(i, k)| k.label(i)).collect();
        let mut session = Session {
            recorder,
            seats,
            bots,
            narrator: Narrator::new(labels),
            log: Vec::new(),
            actors: Vec::new(),
            undoable: false,
            queue: VecDeque::new(),
            shown_vehicles: None,
            timer: 0.0,
            last_human: None,
            autosave: None,
            legal: Vec::new(),
        };
        session.refresh_legal();
        session
    }

    /// Replays recorded actions without animation (loading, undo).
    fn replay(&mut self, actions: &[Action]) {
        for &action in actions {
            if self.apply_inner(action, false).is_err() {
                break;
            }
        }
        self.undoable = false;
    }

    /// Sets where the autosave goes and writes it now.
    pub fn set_autosave(&mut self, path: Option<PathBuf>) {
        self.autosave = path;
        self.autosave_now();
    }

    fn autosave_now(&self) {
        if let Some(path) = &self.autosave {
            // An autosave that cannot be written costs only the resume offer; play goes on.
            let _ = write_atomic(path, &self.save_text());
        }
    }

    /// "Tokyo / Tokyo, 3 players".
    pub fn heading(&self) -> String {
        let rules = self.game().rules();
        format!(
            "{} / {}, {} player{}",
            rules.map().name(),
            rules.cards().name(),
            self.seats.len(),
            plural(self.seats.len())
        )
    }

    /// The game as the engine has it.
    pub fn game(&self) -> &Game {
        self.recorder.game()
    }

    /// The record so far.
    pub fn save(&self) -> &Save {
        self.recorder.save()
    }

    /// The save file's text.
    pub fn save_text(&self) -> String {
        self.recorder.save().to_string()
    }

    /// Who plays each seat.
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    /// The narrator, with the seat labels.
    pub fn narrator(&self) -> &Narrator {
        &self.narrator
    }

    /// The legal actions now.
    pub fn legal(&self) -> &[Action] {
        &self.legal
    }

    fn refresh_legal(&mut self) {
        self.legal = self.recorder.game().legal_actions();
    }

    /// The seat to move, if any.
    pub fn to_move(&self) -> Option<PlayerId> {
        self.game().to_move()
    }

    /// Whether a seat is played by a person.
    pub fn is_human(&self, player: PlayerId) -> bool {
        self.seats.get(player.0 as usize) == Some(&SeatKind::Human)
    }

    /// The number of human seats.
    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|&&k| k == SeatKind::Human).count()
    }

    /// The human to move now, if it is a human's turn and nothing is still being shown.
    pub fn human_to_move(&self) -> Option<PlayerId> {
        self.to_move().filter(|&p| self.is_human(p) && !self.animating())
    }

    /// The bot to move now, if any and nothing is still being shown.
    pub fn bot_to_move(&self) -> Option<PlayerId> {
        self.to_move().filter(|&p| !self.is_human(p) && !self.animating())
    }

    /// Whose view the board shows: the human to move, or the human who moved last, or seat 1.
    pub fn viewer(&self) -> PlayerId {
        self.to_move()
            .filter(|&p| self.is_human(p))
            .or(self.last_human)
            .or_else(|| {
                (0..self.seats.len())
                    .map(|i| PlayerId(i as u8))
                    .find(|&p| self.is_human(p))
            })
            .unwrap_or(PlayerId(0))
    }

    /// The human who acted last.
    pub fn last_human(&self) -> Option<PlayerId> {
        self.last_human
    }

    /// Applies a decision of the seat to move, narrates it, records it and autosaves. With `animate`, the vehicle
    /// steps and payouts it caused are queued to be shown one by one.
    pub fn apply(&mut self, action: Action, animate: bool) -> Result<(), String> {
        self.apply_inner(action, animate)?;
        self.autosave_now();
        Ok(())
    }

    fn apply_inner(&mut self, action: Action, animate: bool) -> Result<(), String> {
        let Some(actor) = self.to_move() else {
            return Err("the game is over".into());
        };
        let said = match action {
            // D-3: a bid stays secret until the reveal, in the log too.
            Action::Bid(_) => format!("{} makes a secret bid.", self.narrator.player(actor)),
            _ => format!(
                "{} {}.",
                self.narrator.player(actor),
                self.narrator.action(self.game(), &action)
            ),
        };
        let before: Vec<[Option<Vehicle>; 2]> =
            self.game().state().lines.iter().map(|l| l.vehicles).collect();
        let events = self
            .recorder
            .apply(action)
            .map_err(|e| format!("{} ({})", e.reason, e.rule))?;
        self.actors.push(actor);
        if self.is_human(actor) {
            self.last_human = Some(actor);
        }
        self.undoable = self.is_human(actor)
            && !(matches!(action, Action::Bid(_)) && self.humans() > 1)
            && !events.iter().any(|e| {
                matches!(
                    e,
                    Event::Refreshed { .. }
                        | Event::BidsRevealed(_)
                        | Event::TurnOrder(_)
                        | Event::GameOver { .. }
                )
            });
        let mut shown = vec![Shown {
            text: said,
            vehicle: None,
            beat: false,
        }];
        let mut vehicles = before.clone();
        let map = self.game().map();
        for event in &events {
            if matches!(event, Event::BidMade(_)) {
                continue;
            }
            let text = self.narrator.event(self.game(), event);
            let mut item = Shown {
                text,
                vehicle: None,
                beat: false,
            };
            match *event {
                Event::VehiclePlaced { line, vehicle, stop }
                | Event::VehicleStepped { line, vehicle, stop } => {
                    if let Some(slot) = vehicles
                        .get_mut(line.0 as usize)
                        .and_then(|v| v.get_mut(vehicle as usize))
                    {
                        let index = map.stops().get(stop.0 as usize).map_or(0, |s| s.index);
                        let forward = match *slot {
                            Some(old) if old.stop != index => index > old.stop,
                            Some(old) => old.forward,
                            None => index == 0,
                        };
                        *slot = Some(Vehicle { stop: index, forward });
                        item.vehicle = Some((line, vehicle, *slot));
                        item.beat = matches!(event, Event::VehicleStepped { .. });
                    }
                }
                Event::VehicleRemoved { line } => {
                    item.vehicle = Some((line, 0, None));
                    item.beat = true;
                }
                Event::StationPayout { .. } => item.beat = true,
                _ => {}
            }
            shown.push(item);
        }
        let has_beats = shown.iter().any(|s| s.beat);
        if animate && has_beats {
            if self.shown_vehicles.is_none() {
                self.shown_vehicles = Some(before);
            }
            self.queue.extend(shown);
        } else if !self.queue.is_empty() {
            self.queue.extend(shown);
        } else {
            self.log.extend(shown.into_iter().map(|s| s.text));
        }
        self.refresh_legal();
        Ok(())
    }

    /// Whether events are still being shown.
    pub fn animating(&self) -> bool {
        !self.queue.is_empty()
    }

    /// The vehicles as the board should show them now.
    pub fn shown_vehicles(&self) -> Option<&[[Option<Vehicle>; 2]]> {
        self.shown_vehicles.as_deref()
    }

    /// Advances the animation by `dt` seconds at `speed` beats per second (0 = all at once). Returns whether
    /// anything is still queued.
    pub fn tick(&mut self, dt: f32, speed: f32) -> bool {
        if speed <= 0.0 {
            self.skip();
            return false;
        }
        self.timer -= dt;
        while self.timer <= 0.0 {
            let Some(item) = self.queue.pop_front() else { break };
            self.show(&item);
            if item.beat {
                self.timer += 1.0 / speed;
            }
        }
        if self.queue.is_empty() {
            self.shown_vehicles = None;
            self.timer = 0.0;
        }
        self.animating()
    }

    fn show(&mut self, item: &Shown) {
        self.log.push(item.text.clone());
        if let (Some((line, vehicle, at)), Some(shown)) = (item.vehicle, self.shown_vehicles.as_mut())
            && let Some(slot) = shown.get_mut(line.0 as usize)
        {
            match at {
                Some(v) => slot[vehicle as usize & 1] = Some(v),
                None => *slot = [None, None],
            }
        }
    }

    /// Shows everything queued at once.
    pub fn skip(&mut self) {
        while let Some(item) = self.queue.pop_front() {
            self.show(&item);
        }
        self.shown_vehicles = None;
        self.timer = 0.0;
    }

    /// Lets the bot to move choose and applies its choice. Returns whether a bot moved.
    pub fn step_bot(&mut self, animate: bool) -> bool {
        let Some(player) = self.bot_to_move() else {
            return false;
        };
        let legal = self.legal.clone();
        if legal.is_empty() {
            return false;
        }
        let action = match self.bots.get_mut(player.0 as usize).and_then(Option::as_mut) {
            Some(bot) => bot.choose(&self.recorder.game().player_view(player), &legal),
            None => legal[0],
        };
        // A bot's choice is always from the legal list; should it not be, the first legal action keeps play going.
        let action = if legal.contains(&action) { action } else { legal[0] };
        self.apply(action, animate).is_ok()
    }

    /// Whether the last action was a human's own and revealed nothing hidden and drew nothing random.
    pub fn can_undo(&self) -> bool {
        self.undoable && !self.animating()
    }

    /// Takes back the last action: rebuilds the game from the action list minus the last.
    pub fn undo(&mut self) -> Result<(), String> {
        if !self.can_undo() {
            return Err(
                "only your own last action can be undone, and only if it revealed or drew nothing".into(),
            );
        }
        let mut actions = self.recorder.save().actions.clone();
        actions.pop();
        let setup = self.recorder.save().setup.clone();
        let game = Game::with_rules(self.game().rules_arc().clone(), self.game().seed());
        self.recorder = Recorder::from_new_game(setup, game);
        self.actors.clear();
        let log = std::mem::take(&mut self.log);
        let last_human = self.last_human;
        self.replay(&actions);
        self.log = log;
        self.last_human = last_human;
        self.log.push("The last action was taken back.".into());
        self.refresh_legal();
        self.autosave_now();
        Ok(())
    }
}

/// "s" unless one.
pub fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(seats: Vec<SeatKind>) -> Session {
        let registry = crate::catalog::registry();
        let mut setup = SetupRecord::builtin("tokyo", "tokyo", seats.len());
        setup.seats = seats.iter().enumerate().map(|(i, k)| k.label(i)).collect();
        Session::new(setup, 7, seats, &registry).expect("setup")
    }

    #[test]
    fn bots_play_a_whole_game() {
        let mut s = session(vec![SeatKind::Heuristic, SeatKind::Random]);
        let mut guard = 0;
        while !s.game().is_over() && guard < 20_000 {
            assert!(s.step_bot(false));
            guard += 1;
        }
        assert!(s.game().is_over());
        assert!(s.game().result().is_some());
    }

    #[test]
    fn a_save_reloads_with_its_seats() {
        let mut s = session(vec![SeatKind::Human, SeatKind::Heuristic]);
        for _ in 0..30 {
            if !s.step_bot(false) {
                let first = s.legal()[0];
                s.apply(first, false).expect("legal");
            }
        }
        let registry = crate::catalog::registry();
        let loaded = Session::load(&s.save_text(), &registry).expect("loads");
        assert_eq!(loaded.seats(), s.seats());
        assert_eq!(loaded.game().state_hash(), s.game().state_hash());
    }

    #[test]
    fn undo_takes_back_a_placement() {
        let mut s = session(vec![SeatKind::Human, SeatKind::Human]);
        // Round 1: two secret bids (hot-seat bids are not undoable), then placements.
        s.apply(Action::Bid(0), false).expect("bid");
        assert!(!s.can_undo());
        s.apply(Action::Bid(0), false).expect("bid");
        let hash = s.game().state_hash();
        let place = s.legal()[0];
        s.apply(place, false).expect("place");
        assert!(s.can_undo());
        s.undo().expect("undo");
        assert_eq!(s.game().state_hash(), hash);
    }
}
