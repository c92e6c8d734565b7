//! A live game of any kind behind one object-safe trait, [`LiveGame`], implemented once for every game of the
//! platform ([`Live`]: `GameState + Words + Drawn + Fold`). The server's tables hold a `Box<dyn LiveGame>` and
//! speak JSON to it: an action is read as the game's own, checked against the seat's legal list and applied; what a
//! seat is sent is rendered from that seat's view alone (its pieces, its view hash, the events it is told, its
//! offers), and what a spectator is sent from the public view alone (`Spectated`: the public pieces, the public view
//! hash, the public events; no offers). No rule is here: the game decides.

use metro_game::bot::BotMaker;
use metro_game::drawn::Drawn;
use metro_game::fold::Fold;
use metro_game::mirror::Mirrored;
use metro_game::spectate::Spectated;
use metro_game::words::{Words, section_for};
use metro_game::{Deciders, GameState, Seat, WhyNot};
use metro_lang::Language;
use metro_protocol::{MirrorStep, Offer, SealedRound, SeatResult, SeatState, Update, hash_text};
use serde::Deserialize as _;
use serde_json::Value;

/// Why a decision is not applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// The JSON is not an action of this game.
    BadAction(String),
    /// The game refuses it: its words, its rule and the title of the help section explaining it.
    Refused {
        /// Why, in the seat's language.
        reason: String,
        /// The rule's ID.
        rule: String,
        /// The rules help's section explaining it.
        help: Option<String>,
    },
}

/// Who a message is for: a seat (its own view), or a spectator (the public view: nobody's, no seat's secret).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Audience {
    /// The seat, from 0.
    Seat(u8),
    /// Someone watching without a seat.
    Spectator,
}

impl Audience {
    /// The seat, if the audience is one.
    pub fn seat(self) -> Option<u8> {
        match self {
            Audience::Seat(seat) => Some(seat),
            Audience::Spectator => None,
        }
    }
}

impl From<u8> for Audience {
    fn from(seat: u8) -> Audience {
        Audience::Seat(seat)
    }
}

/// A bot's decision, worked out away from the table (on a blocking thread): the action as JSON, or `None` if the
/// seat had nothing to choose.
pub type BotJob = Box<dyn FnOnce() -> Option<Value> + Send>;

/// A game in play, of any game: what a table's actor asks of it. Every method renders in the language given and
/// reads, for a seat, only what that seat may see, and for a spectator only the public view.
pub trait LiveGame: Send {
    /// The game's key (`chicago-express`).
    fn key(&self) -> &'static str;
    /// How many seats play.
    fn seats(&self) -> u8;
    /// How many decisions have been applied (undone ones not counted).
    fn decisions(&self) -> usize;
    /// The seats deciding now.
    fn deciding(&self) -> Vec<u8>;
    /// Whether the game is over.
    fn is_over(&self) -> bool;
    /// A seat's name.
    fn seat_name(&self, seat: u8, language: Language) -> String;
    /// The board's layout as JSON, its few words (Tokyo Metro's card actions) in `language`.
    fn layout(&self, language: Language) -> Value;
    /// Checks `seat`'s action: read as the game's action and in the seat's legal list now. The action in the
    /// game's own JSON form, or why not. Changes nothing.
    fn check(&self, seat: u8, action: &Value, language: Language) -> Result<Value, Rejection>;
    /// Applies `seat`'s action, checked as by [`LiveGame::check`] (a refused one changes nothing).
    fn apply(&mut self, seat: u8, action: &Value, language: Language) -> Result<(), Rejection>;
    /// Whether `seat` may take its last decision back now: the last decision is its own, nothing it caused was
    /// revealed (`GameState::reveals`), and it still decides (one's own decisions within one's turn).
    fn can_undo(&self, seat: u8) -> bool;
    /// Takes the last decision back (checked as by [`LiveGame::can_undo`]): the game is played again from its
    /// setup without it. `false` (nothing changed) if it may not be.
    fn undo(&mut self, seat: u8) -> bool;
    /// The whole state at `version` as `to` sees it: pieces, view hash, who decides, its offers, its log (a
    /// spectator's: the public pieces, the public view hash, no offers, the public log).
    fn state(&self, to: Audience, version: u64, language: Language) -> SeatState;
    /// The last step as `to` is told it, at `version`.
    fn update(&self, to: Audience, version: u64, language: Language) -> Update;
    /// Each seat's score and place, once the game is over.
    fn outcome(&self) -> Option<Vec<SeatResult>>;
    /// The end screen's figures as the game writes them ([`Drawn::end_figures`]), once the game is over.
    fn end_figures(&self) -> Option<Value>;
    /// The game as a save file's text (the game's own format), or its decisions as JSON when it has none.
    fn save_text(&self) -> String;
    /// The hash of the whole position (never sent to a client before the end).
    fn hash(&self) -> u64;
    /// The hash of `seat`'s view.
    fn view_hash(&self, seat: u8) -> u64;
    /// The hash of the public view (a spectator's).
    fn public_view_hash(&self) -> u64;
    /// A bot's decision for `seat` in the position now, to work out on another thread; `None` if the game has no
    /// bot of that name.
    fn bot_job(&self, seat: u8, bot: &str, seed: u64) -> Option<BotJob>;
    /// The seats still to decide in the sealed round under way (a decision the game asks seat after seat but
    /// every seat makes without seeing the others': Tokyo Metro's secret bids, D-3), in the order the game applies
    /// them; empty when none is. Read from public facts only (who decides next is asked of the game on a copy
    /// where each seat before takes its first legal choice), never from a sealed decision.
    fn sealed_round(&self) -> Vec<u8>;
    /// Checks `seat`'s sealed decision without keeping it: the seat is in the sealed round and the action is among
    /// those the game would list for it at its turn in the round (asked of the game on a copy advanced to that
    /// turn as in [`LiveGame::sealed_round`]). The action in the game's own JSON form, or why not.
    fn check_sealed(&self, seat: u8, action: &Value, language: Language) -> Result<Value, Rejection>;
    /// Keeps `seat`'s sealed decision (checked as by [`LiveGame::check_sealed`]), replacing the one it had; it is
    /// not applied.
    fn seal(&mut self, seat: u8, action: &Value, language: Language) -> Result<Value, Rejection>;
    /// `seat`'s sealed decision, if it has one.
    fn sealed(&self, seat: u8) -> Option<Value>;
    /// The sealed round as `to` may know it (who is in it, who has decided, a seat's own decision; a spectator
    /// no decision); `None` when no round is under way.
    fn round_for(&self, to: Audience) -> Option<SealedRound>;
    /// Why `seat`'s action is refused now, or what it would do, in `language` (the `query_id` left empty): asked of
    /// a position the seat cannot tell from the real one (its determinisation, seeded by its view hash; in a sealed
    /// round, at its turn in the round), never of the real game.
    fn why_not(&self, seat: u8, action: &Value, version: u64, language: Language) -> metro_protocol::WhyNot;
    /// What a click on `places` (as the layout names them) would mean for `seat` now, as an action in the game's
    /// JSON ([`Drawn::action_at`], asked of the seat's determinisation as [`LiveGame::why_not`] is); `None` when
    /// nothing.
    fn action_at(&self, seat: u8, places: &Value) -> Option<Value>;
    /// The rules help in `language`.
    fn help(&self, language: Language) -> metro_protocol::Help;
    /// A seat's position for a client that links the game ([`Mirrored::position`]); `None` for a spectator or a
    /// game that sends none.
    fn position(&self, to: Audience) -> Option<Value>;
    /// The last step's decision and events as a seat was told them, for a client that links the game; `None` for a
    /// spectator, before the first step, or for a game that sends no position.
    fn mirror_step(&self, to: Audience) -> Option<MirrorStep>;
    /// The finished game as a spectator watches it again, step by step, in `language`: `{"first": pieces, "steps":
    /// [{"decided", "told", "told_places", "patches"}]}`, each step's patches making the pieces before it into the
    /// pieces after it (`metro_protocol::patch`). `None` before the game is over (a replay would tell a spectator no
    /// more than it saw, but a finished game's is the one the page offers).
    fn replay(&self, language: Language) -> Option<Value>;
}

/// Writes a game as a save's text from its decisions (the writer knows the setup and seed).
pub type SaveWriter<G> = Box<dyn Fn(&[(Seat, <G as GameState>::Action)]) -> String + Send>;

/// One applied decision, with what each seat was told of it.
struct Step<G: GameState> {
    seat: Seat,
    action: G::Action,
    /// The decision as told in the log, in every language (asked in the position it was taken in).
    told: Vec<String>,
    /// The events each seat was told ([`Fold::seat_events`]), by seat.
    seat_events: Vec<Vec<G::Event>>,
    /// The events a spectator was told ([`Spectated::public_events`]).
    public_events: Vec<G::Event>,
    /// Each seat's beats of the step: the patches from its pieces before each beat to its pieces after it
    /// ([`Drawn::view_pieces`] of its view with the step's events folded in up to the beat, [`Fold::beat`]).
    beats: Vec<Vec<Vec<metro_protocol::patch::Patch>>>,
    /// Whether anything it caused revealed something ([`GameState::reveals`]).
    reveals: bool,
}

/// Whether a game's pending decision is a sealed one (asked seat after seat, each deciding without seeing the
/// others': Tokyo Metro's secret bids). The game's own answer, given to [`Live::with_sealed`].
pub type SealedWhen<G> = fn(&G) -> bool;

/// `seat`'s legal actions in `game` with their words and previews.
fn offers<G: GameState + Words + Drawn>(game: &G, seat: u8) -> Vec<Offer> {
    let mut legal = Vec::new();
    game.legal_actions(Seat(seat), &mut legal);
    legal
        .into_iter()
        .map(|action| Offer {
            action: serde_json::to_value(action).unwrap_or(Value::Null),
            words: game.offer(Seat(seat), action),
            preview: game.preview(Seat(seat), action),
            places: game.offer_places(Seat(seat), action),
        })
        .collect()
}

/// A live game of the game `G`.
pub struct Live<G: GameState> {
    first: G,
    game: G,
    steps: Vec<Step<G>>,
    maker: BotMaker<G>,
    save: SaveWriter<G>,
    sealed_when: Option<SealedWhen<G>>,
    /// Each seat's sealed decision, not applied yet.
    sealed: Vec<Option<G::Action>>,
    /// Whether the game draws a view a front end holds ([`Drawn::view_pieces`]): only then are a step's beats made.
    animates: bool,
    /// More of the layout than the game draws (Tokyo Metro: its names placed for the page), merged into it.
    layout_extra: Option<LayoutExtra<G>>,
}

/// What a server adds to a game's layout: an object whose keys join the layout's (its words in the language given).
pub type LayoutExtra<G> = fn(&G, Language) -> Value;

impl<G> Live<G>
where
    G: GameState + Words + Drawn + Spectated + Fold + Mirrored + Send + 'static,
    G::View: PartialEq,
    G::Action: Send,
    G::Event: Send,
{
    /// A live game from its first position, its bots and its save writer.
    pub fn new(game: G, maker: BotMaker<G>, save: SaveWriter<G>) -> Live<G> {
        Live {
            first: game.clone(),
            sealed: vec![None; usize::from(game.seats())],
            animates: game.view_pieces(&game.view(Seat(0))).is_some(),
            game,
            steps: Vec::new(),
            maker,
            save,
            sealed_when: None,
            layout_extra: None,
        }
    }

    /// The same game, its layout with `extra`'s keys too.
    pub fn with_layout_extra(mut self, extra: LayoutExtra<G>) -> Live<G> {
        self.layout_extra = Some(extra);
        self
    }

    /// The same game, its sealed decisions told by `when` (the persons of a table then decide them at once).
    pub fn with_sealed(mut self, when: SealedWhen<G>) -> Live<G> {
        self.sealed_when = Some(when);
        self
    }

    /// What `seat` may know, never the real game (its deck order and the others' bids stay here): its
    /// determinisation, seeded by its view hash, at its turn in a sealed round under way. What "why not" and a
    /// click on a place are asked of.
    fn known_to(&self, seat: u8) -> G {
        let round = self.round();
        let asked = round
            .iter()
            .find(|(s, _)| *s == Seat(seat))
            .map_or(&self.game, |(_, game)| game);
        asked.determinize(Seat(seat), asked.view_hash(Seat(seat)))
    }

    /// The sealed round under way: each seat still to decide in it, with a copy of the game at its turn (each
    /// seat before it having taken its first legal choice: nothing sealed is read). Empty when none is.
    fn round(&self) -> Vec<(Seat, G)> {
        let mut out: Vec<(Seat, G)> = Vec::new();
        let Some(when) = self.sealed_when else {
            return out;
        };
        let mut game = self.game.clone();
        let (mut legal, mut events) = (Vec::new(), Vec::new());
        while when(&game) && out.len() < usize::from(self.game.seats()) {
            let Deciders::One(seat) = game.to_move() else {
                break;
            };
            if out.iter().any(|(s, _)| *s == seat) {
                break;
            }
            game.legal_actions(seat, &mut legal);
            let Some(&first) = legal.first() else {
                break;
            };
            out.push((seat, game.clone()));
            events.clear();
            if game.apply(seat, first, &mut events).is_err() || events.iter().any(G::reveals) {
                break;
            }
        }
        out
    }

    /// The sealed round as `to` may know it: who is in it, who has decided, a seat's own decision.
    fn sealed_for(&self, to: Audience, round: &[(Seat, G)]) -> Option<SealedRound> {
        if round.is_empty() {
            return None;
        }
        let seats: Vec<u8> = round.iter().map(|(s, _)| s.0).collect();
        Some(SealedRound {
            sealed: seats
                .iter()
                .copied()
                .filter(|&s| self.sealed.get(usize::from(s)).is_some_and(Option::is_some))
                .collect(),
            seats,
            mine: to.seat().and_then(|seat| self.sealed(seat)),
        })
    }

    /// Who the table waits for: in a sealed round, its seats without a sealed decision; else who decides.
    fn shown_deciding(&self, round: &[(Seat, G)]) -> Vec<u8> {
        if round.is_empty() {
            return self.deciding();
        }
        round
            .iter()
            .map(|(s, _)| s.0)
            .filter(|&s| self.sealed.get(usize::from(s)).is_none_or(Option::is_none))
            .collect()
    }

    /// `to`'s offers: at its turn in the sealed round (on the round's copy) if it is in one, else now; none for a
    /// spectator.
    fn offers_in(&self, to: Audience, round: &[(Seat, G)]) -> Vec<Offer> {
        let Audience::Seat(seat) = to else {
            return Vec::new();
        };
        match round.iter().find(|(s, _)| *s == Seat(seat)) {
            Some((_, game)) => offers(game, seat),
            None => offers(&self.game, seat),
        }
    }

    /// A live game `seat` cannot tell from this one: the same record of what was told, the position determinised
    /// for `seat` from `seed` ([`GameState::determinize`]: everything hidden from it redrawn). What the no-leak test
    /// plays beside the real game; its save is empty (a twin is not a game to keep).
    pub fn twin(&self, seat: u8, seed: u64) -> Live<G> {
        Live {
            first: self.first.clone(),
            game: self.game.determinize(Seat(seat), seed),
            steps: self
                .steps
                .iter()
                .map(|step| Step {
                    seat: step.seat,
                    action: step.action,
                    told: step.told.clone(),
                    seat_events: step.seat_events.clone(),
                    public_events: step.public_events.clone(),
                    beats: step.beats.clone(),
                    reveals: step.reveals,
                })
                .collect(),
            maker: self.maker,
            save: Box::new(|_| String::new()),
            sealed_when: self.sealed_when,
            animates: self.animates,
            sealed: self.sealed.clone(),
            layout_extra: self.layout_extra,
        }
    }

    /// A live game no seat can tell from this one: [`Live::twin`] for each seat in turn (a chain of
    /// determinisations, the `k`-th from `seed + k`), so that every seat's hidden parts are redrawn. What the
    /// no-leak test plays beside the real game for a spectator.
    pub fn public_twin(&self, seed: u64) -> Live<G> {
        let mut twin = self.twin(0, seed);
        for seat in 1..self.game.seats() {
            twin = twin.twin(seat, seed.wrapping_add(u64::from(seat)));
        }
        twin
    }

    /// The game in its position now.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Whether the last step revealed something ([`GameState::reveals`] of an event it caused).
    pub fn last_revealed(&self) -> bool {
        self.steps.last().is_some_and(|step| step.reveals)
    }

    fn read(&self, action: &Value) -> Result<G::Action, Rejection> {
        G::Action::deserialize(action).map_err(|e| Rejection::BadAction(e.to_string()))
    }

    fn refused(&self, refusal: &G::Refusal, language: Language) -> Rejection {
        metro_lang::with_language(language, || {
            let rule = refusal.rule();
            let help = self.game.help();
            Rejection::Refused {
                reason: self.game.refusal(refusal),
                rule: rule.to_string(),
                help: section_for(&help, rule).map(|s| s.title.clone()),
            }
        })
    }

    fn checked(&self, seat: u8, action: &Value, language: Language) -> Result<G::Action, Rejection> {
        let action = self.read(action)?;
        let mut legal = Vec::new();
        self.game.legal_actions(Seat(seat), &mut legal);
        if legal.contains(&action) {
            return Ok(action);
        }
        // Not in the list: the game says why, applying it to a copy (the copy is dropped either way).
        let mut copy = self.game.clone();
        match copy.apply(Seat(seat), action, &mut Vec::new()) {
            Err(refusal) => Err(self.refused(&refusal, language)),
            Ok(()) => Err(Rejection::Refused {
                reason: "the action is not among the seat's legal actions".into(),
                rule: "legal-actions".into(),
                help: None,
            }),
        }
    }

    /// `seat`'s sealed decision checked on the round's copy at its turn: the game's own refusal if it is not in
    /// the list there.
    fn sealed_checked(&self, seat: u8, action: &Value, language: Language) -> Result<G::Action, Rejection> {
        let action = self.read(action)?;
        let round = self.round();
        let Some((_, game)) = round.into_iter().find(|(s, _)| *s == Seat(seat)) else {
            return Err(Rejection::Refused {
                reason: "the seat has no sealed decision to make now".into(),
                rule: "sealed-round".into(),
                help: None,
            });
        };
        let mut legal = Vec::new();
        game.legal_actions(Seat(seat), &mut legal);
        if legal.contains(&action) {
            return Ok(action);
        }
        let mut copy = game;
        match copy.apply(Seat(seat), action, &mut Vec::new()) {
            Err(refusal) => Err(self.refused(&refusal, language)),
            Ok(()) => Err(Rejection::Refused {
                reason: "the action is not among the seat's legal actions".into(),
                rule: "legal-actions".into(),
                help: None,
            }),
        }
    }

    /// The step's lines as `to` is told them, and the places each names (`Null`: none; no trailing `Null`s).
    fn told_with_places(
        &self,
        step: &Step<G>,
        to: Audience,
        language: Language,
    ) -> (Vec<String>, Vec<Value>) {
        let index = Language::ALL.iter().position(|&l| l == language).unwrap_or(0);
        let told = step.told.get(index).cloned().unwrap_or_default();
        let mut lines = vec![told.clone()];
        // The decision's own line names what the decision does.
        let mut places = vec![
            self.game
                .offer_places(step.seat, step.action)
                .unwrap_or(Value::Null),
        ];
        let events = match to {
            Audience::Seat(seat) => step.seat_events.get(usize::from(seat)),
            Audience::Spectator => Some(&step.public_events),
        };
        if let Some(events) = events {
            // An event that only repeats the decision's own sentence is told once (as the app's table does).
            for event in events {
                if let Some(text) = self.game.narrate(event).filter(|text| *text != told) {
                    lines.push(text);
                    places.push(self.game.event_places(event).unwrap_or(Value::Null));
                }
            }
        }
        while places.last().is_some_and(Value::is_null) {
            places.pop();
        }
        (lines, places)
    }

    /// The whole log as `to` is told it, and the places each line names, line by line (no trailing `Null`s).
    fn log(&self, to: Audience, language: Language) -> (Vec<String>, Vec<Value>) {
        let (mut log, mut places) = (Vec::new(), Vec::new());
        for step in &self.steps {
            let (lines, named) = self.told_with_places(step, to, language);
            places.resize(log.len(), Value::Null);
            places.extend(named);
            log.extend(lines);
        }
        while places.last().is_some_and(Value::is_null) {
            places.pop();
        }
        (log, places)
    }

    /// A seat's beats of a step: its view before the step, `events` (what it was told) folded in one by one, and
    /// after each beat the patches from the pieces before to the pieces now. None for a game that animates nothing.
    fn beats(&self, mut view: G::View, events: &[G::Event]) -> Vec<Vec<metro_protocol::patch::Patch>> {
        if !events.iter().any(|e| self.game.beat(e)) {
            return Vec::new();
        }
        let json = |view: &G::View| {
            self.game
                .view_pieces(view)
                .and_then(|p| serde_json::to_value(p).ok())
        };
        let Some(mut shown) = json(&view) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for event in events {
            self.game.fold(&mut view, event);
            if self.game.beat(event)
                && let Some(now) = json(&view)
            {
                out.push(metro_protocol::patch::diff(&shown, &now));
                shown = now;
            }
        }
        out
    }

    fn pieces(&self, to: Audience) -> Value {
        match to {
            Audience::Seat(seat) => serde_json::to_value(self.game.pieces(Seat(seat))),
            Audience::Spectator => serde_json::to_value(self.game.public_pieces()),
        }
        .unwrap_or(Value::Null)
    }

    fn hash_for(&self, to: Audience) -> String {
        hash_text(match to {
            Audience::Seat(seat) => self.game.view_hash(Seat(seat)),
            Audience::Spectator => self.game.public_view_hash(),
        })
    }

    fn undo_words(&self, to: Audience) -> Option<String> {
        let seat = to.seat()?;
        let step = self.steps.last()?;
        self.can_undo(seat)
            .then(|| self.game.offer(step.seat, step.action))
    }
}

impl<G> LiveGame for Live<G>
where
    G: GameState + Words + Drawn + Spectated + Fold + Mirrored + Send + 'static,
    G::View: PartialEq,
    G::Action: Send,
    G::Event: Send,
{
    fn key(&self) -> &'static str {
        G::INFO.key.as_str()
    }

    fn seats(&self) -> u8 {
        self.game.seats()
    }

    fn decisions(&self) -> usize {
        self.steps.len()
    }

    fn deciding(&self) -> Vec<u8> {
        self.game.to_move().seats().iter().map(|s| s.0).collect()
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn seat_name(&self, seat: u8, language: Language) -> String {
        metro_lang::with_language(language, || self.game.seat_name(Seat(seat)))
    }

    fn layout(&self, language: Language) -> Value {
        let mut layout = serde_json::to_value(self.game.layout()).unwrap_or(Value::Null);
        if let (Some(extra), Value::Object(fields)) = (self.layout_extra, &mut layout)
            && let Value::Object(more) = extra(&self.game, language)
        {
            fields.extend(more);
        }
        layout
    }

    fn check(&self, seat: u8, action: &Value, language: Language) -> Result<Value, Rejection> {
        let action = self.checked(seat, action, language)?;
        serde_json::to_value(action).map_err(|e| Rejection::BadAction(e.to_string()))
    }

    fn apply(&mut self, seat: u8, action: &Value, language: Language) -> Result<(), Rejection> {
        let action = self.checked(seat, action, language)?;
        // Each seat's view before the step, for a game that animates: the beats are folded from it.
        let before: Vec<G::View> = if self.animates {
            (0..self.game.seats()).map(|s| self.game.view(Seat(s))).collect()
        } else {
            Vec::new()
        };
        let told = Language::ALL
            .iter()
            .map(|&l| metro_lang::with_language(l, || self.game.tell(Seat(seat), action)))
            .collect();
        let mut events = Vec::new();
        if let Err(refusal) = self.game.apply(Seat(seat), action, &mut events) {
            return Err(self.refused(&refusal, language));
        }
        let seat_events = (0..self.game.seats())
            .map(|s| {
                let mut out = Vec::new();
                self.game.seat_events(Seat(s), &events, &mut out);
                out
            })
            .collect();
        let mut public_events = Vec::new();
        self.game.public_events(&events, &mut public_events);
        let beats = before
            .into_iter()
            .zip(&seat_events)
            .map(|(view, events): (G::View, &Vec<G::Event>)| self.beats(view, events))
            .collect();
        self.steps.push(Step {
            seat: Seat(seat),
            action,
            told,
            seat_events,
            public_events,
            beats,
            reveals: events.iter().any(G::reveals),
        });
        if let Some(sealed) = self.sealed.get_mut(usize::from(seat)) {
            *sealed = None;
        }
        if self.sealed_when.is_none_or(|when| !when(&self.game)) {
            // The round is over: nothing sealed is left to apply.
            self.sealed.iter_mut().for_each(|s| *s = None);
        }
        Ok(())
    }

    fn can_undo(&self, seat: u8) -> bool {
        self.steps.last().is_some_and(|step| {
            step.seat == Seat(seat) && !step.reveals && self.game.to_move().contains(Seat(seat))
        })
    }

    fn undo(&mut self, seat: u8) -> bool {
        if !self.can_undo(seat) {
            return false;
        }
        let mut game = self.first.clone();
        let mut events = Vec::new();
        for step in &self.steps[..self.steps.len() - 1] {
            events.clear();
            if game.apply(step.seat, step.action, &mut events).is_err() {
                // The game is deterministic: the same decisions replay. Should one not, nothing is taken back.
                return false;
            }
        }
        self.game = game;
        self.steps.pop();
        self.sealed.iter_mut().for_each(|s| *s = None);
        true
    }

    fn state(&self, to: Audience, version: u64, language: Language) -> SeatState {
        let round = self.round();
        metro_lang::with_language(language, || {
            let (log, log_places) = self.log(to, language);
            SeatState {
                version,
                pieces: self.pieces(to),
                view_hash: self.hash_for(to),
                deciding: self.shown_deciding(&round),
                offers: self.offers_in(to, &round),
                undo: self.undo_words(to),
                log,
                log_places,
                over: self.game.is_over(),
                broken: None,
                sealed: self.sealed_for(to, &round),
                clocks: None,
                position: None,
            }
        })
    }

    fn update(&self, to: Audience, version: u64, language: Language) -> Update {
        let round = self.round();
        metro_lang::with_language(language, || {
            let (told, told_places) = self
                .steps
                .last()
                .map(|step| self.told_with_places(step, to, language))
                .unwrap_or_default();
            Update {
                version,
                decided: self.steps.last().map_or(0, |s| s.seat.0),
                told,
                told_places,
                pieces: self.pieces(to),
                view_hash: self.hash_for(to),
                deciding: self.shown_deciding(&round),
                offers: self.offers_in(to, &round),
                undo: self.undo_words(to),
                sealed: self.sealed_for(to, &round),
                clocks: None,
                position: None,
                step: None,
                beats: match (to, self.steps.last()) {
                    (Audience::Seat(seat), Some(step)) => {
                        step.beats.get(usize::from(seat)).cloned().unwrap_or_default()
                    }
                    _ => Vec::new(),
                },
            }
        })
    }

    fn outcome(&self) -> Option<Vec<SeatResult>> {
        let outcome = self.game.outcome()?;
        Some(
            (0..self.game.seats())
                .map(|s| SeatResult {
                    seat: s,
                    score: outcome.score(Seat(s)),
                    place: outcome.place(Seat(s)),
                })
                .collect(),
        )
    }

    fn end_figures(&self) -> Option<Value> {
        self.game.end_figures()
    }

    fn save_text(&self) -> String {
        let decisions: Vec<(Seat, G::Action)> = self.steps.iter().map(|s| (s.seat, s.action)).collect();
        (self.save)(&decisions)
    }

    fn hash(&self) -> u64 {
        self.game.hash()
    }

    fn view_hash(&self, seat: u8) -> u64 {
        self.game.view_hash(Seat(seat))
    }

    fn public_view_hash(&self) -> u64 {
        self.game.public_view_hash()
    }

    fn bot_job(&self, seat: u8, bot: &str, seed: u64) -> Option<BotJob> {
        let mut bot = (self.maker)(bot, seed)?;
        let game = self.game.clone();
        Some(Box::new(move || {
            let mut legal = Vec::new();
            game.legal_actions(Seat(seat), &mut legal);
            if legal.is_empty() {
                return None;
            }
            let place = bot.choose(&game, Seat(seat), &legal).min(legal.len() - 1);
            serde_json::to_value(legal[place]).ok()
        }))
    }

    fn sealed_round(&self) -> Vec<u8> {
        self.round().iter().map(|(s, _)| s.0).collect()
    }

    fn check_sealed(&self, seat: u8, action: &Value, language: Language) -> Result<Value, Rejection> {
        let action = self.sealed_checked(seat, action, language)?;
        serde_json::to_value(action).map_err(|e| Rejection::BadAction(e.to_string()))
    }

    fn seal(&mut self, seat: u8, action: &Value, language: Language) -> Result<Value, Rejection> {
        let checked = self.sealed_checked(seat, action, language)?;
        let value = serde_json::to_value(checked).map_err(|e| Rejection::BadAction(e.to_string()))?;
        match self.sealed.get_mut(usize::from(seat)) {
            Some(slot) => *slot = Some(checked),
            None => return Err(Rejection::BadAction("no such seat".into())),
        }
        Ok(value)
    }

    fn sealed(&self, seat: u8) -> Option<Value> {
        let action = (*self.sealed.get(usize::from(seat))?)?;
        serde_json::to_value(action).ok()
    }

    fn round_for(&self, to: Audience) -> Option<SealedRound> {
        self.sealed_for(to, &self.round())
    }

    fn position(&self, to: Audience) -> Option<Value> {
        self.game.position(Seat(to.seat()?))
    }

    fn why_not(&self, seat: u8, action: &Value, version: u64, language: Language) -> metro_protocol::WhyNot {
        let mut answer = metro_protocol::WhyNot::unanswered(version);
        let action = match self.read(action) {
            Ok(action) => action,
            Err(Rejection::BadAction(why) | Rejection::Refused { reason: why, .. }) => {
                answer.reason = Some(why);
                answer.rule = Some("protocol".into());
                return answer;
            }
        };
        let known = self.known_to(seat);
        metro_lang::with_language(language, || {
            answer.words = Some(known.offer(Seat(seat), action));
            let mut legal = Vec::new();
            known.legal_actions(Seat(seat), &mut legal);
            if legal.contains(&action) {
                answer.allowed = true;
                answer.preview = known.preview(Seat(seat), action);
                return;
            }
            let mut copy = known.clone();
            if let Err(refusal) = copy.apply(Seat(seat), action, &mut Vec::new()) {
                let help = known.help();
                answer.reason = Some(known.refusal(&refusal));
                answer.help = section_for(&help, refusal.rule()).map(|s| s.title.clone());
                answer.rule = Some(refusal.rule().to_string());
            } else {
                answer.reason = Some("the action is not among the seat's legal actions".into());
                answer.rule = Some("legal-actions".into());
            }
        });
        answer
    }

    fn action_at(&self, seat: u8, places: &Value) -> Option<Value> {
        let action = self.known_to(seat).action_at(Seat(seat), places)?;
        serde_json::to_value(action).ok()
    }

    fn help(&self, language: Language) -> metro_protocol::Help {
        metro_lang::with_language(language, || metro_protocol::Help {
            sections: self
                .game
                .help()
                .into_iter()
                .map(|s| metro_protocol::HelpSectionText {
                    key: s.key,
                    title: s.title,
                    rules: s.rules,
                    text: s.text,
                })
                .collect(),
        })
    }

    fn mirror_step(&self, to: Audience) -> Option<MirrorStep> {
        let seat = Seat(to.seat()?);
        let step = self.steps.last()?;
        self.game.position(seat)?;
        let events = step.seat_events.get(usize::from(seat.0))?;
        Some(MirrorStep {
            action: self
                .game
                .told_action(seat, step.seat, &step.action)
                .and_then(|a| serde_json::to_value(a).ok()),
            events: self.game.events_text(events),
        })
    }

    fn replay(&self, language: Language) -> Option<Value> {
        if !self.game.is_over() {
            return None;
        }
        // the game played again from its first position, told to a spectator after each decision
        let mut again = Live {
            first: self.first.clone(),
            game: self.first.clone(),
            steps: Vec::new(),
            maker: self.maker,
            save: Box::new(|_| String::new()),
            sealed_when: None,
            animates: false,
            sealed: self.sealed.iter().map(|_| None).collect(),
            layout_extra: None,
        };
        let first = again.state(Audience::Spectator, 0, language).pieces;
        let mut before = first.clone();
        let mut steps = Vec::with_capacity(self.steps.len());
        for (i, step) in self.steps.iter().enumerate() {
            let action = serde_json::to_value(step.action).ok()?;
            again.apply(step.seat.0, &action, language).ok()?;
            let update = again.update(Audience::Spectator, i as u64 + 1, language);
            steps.push(serde_json::json!({
                "decided": step.seat.0,
                "told": update.told,
                "told_places": update.told_places,
                "patches": metro_protocol::patch::diff(&before, &update.pieces),
            }));
            before = update.pieces;
        }
        Some(serde_json::json!({"first": first, "steps": steps}))
    }
}
