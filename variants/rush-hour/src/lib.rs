//! Rush hour (RH-): an example house rule as a run-time plugin — a column of *Rush hour* cards whose action books
//! the coming train phase, during which every station payout at the player's stations pays ¥100 more.
//!
//! The rules are in `RULES.md` (shown in the app's menu as [`RULES_TEXT`]); the README's "Writing a plugin" walks
//! through this crate. It uses the engine's hook groups a house rule needs: a module column
//! ([`metro_engine::module::ModuleColumn`]), [`Turns`] (whether the action has an effect, what it does),
//! [`Phases`] (the end of the action phase, station payouts), [`Looks`] (pieces, card faces, narration), [`Hints`]
//! (what the heuristic bot makes of it) and [`Records`] (what `metro sim --json` records).
//!
//! The state is two words: the players who booked this round (bit per seat) and those whose booking is active in
//! this round's train phase.

mod help;
pub mod locale;

use std::borrow::Cow;
use std::sync::Arc;

use crate::locale::tr;
use metro_core::{ActionKind, ActionSpec, LineId, Rgb, StationId, Yen};
use metro_engine::explain::Refusal;
use metro_engine::module::{
    CardFace, Counter, GameLog, GameSetup, Hints, Looks, ModuleCard, ModuleColumn, ModuleGame, ModuleRules,
    Phases, Pieces, Play, Records, Turns, Valuation,
};
use metro_engine::narrate::{Narrator, station_name, yen};
use metro_engine::state::Resolution;
use metro_engine::{
    CardId, Event, Game, ModuleEvent, ModuleId, ModuleState, PlayerId, PlayerView, RuleModule, Rules,
};

/// The module's key (and the rule option that plays it).
pub const KEY: &str = "rush-hour";
/// Its rules in words, for menus.
pub const RULES_TEXT: &str = "A column of Rush hour cards. Taking one (you must own a station, once a round) books \
    the coming train phase: every station payout at your stations pays you ¥100 more.";
/// RH-3: the extra fare of a station payout at a booked player's station.
pub const FARE: Yen = 100;

/// The module's action kind of a *Rush hour* card.
pub const RUSH_HOUR: u8 = 0;
/// Event: a player booked the coming train phase (RH-2): `[player, 0, 0, 0]`.
pub const BOOKED: u8 = 0;
/// Event: a rush-hour fare was paid (RH-3): `[player, station, amount, 0]`.
pub const FARE_PAID: u8 = 1;
/// The reason code of a rush-hour fare.
pub const FARE_REASON: u8 = 0;

/// The words of the state: who booked this round, whose booking is active.
const BOOKED_WORD: usize = 0;
const ACTIVE_WORD: usize = 1;

/// The Rush hour rule module.
#[derive(Clone, Copy, Debug, Default)]
pub struct RushHour;

impl RuleModule for RushHour {
    fn key(&self) -> &str {
        KEY
    }
    fn title(&self) -> &str {
        "Rush hour"
    }
    fn version(&self) -> &str {
        env!("CARGO_PKG_VERSION")
    }
    fn rules(&self) -> &str {
        "RH-"
    }
    fn rules_text(&self) -> &str {
        RULES_TEXT
    }
    fn rules_help(&self) -> Option<metro_engine::HelpSection> {
        Some(metro_engine::HelpSection::from_text(
            self.key(),
            help::rules_text(metro_lang::language()),
        ))
    }
    fn join(&self, setup: &GameSetup<'_>) -> Result<ModuleGame, String> {
        // RH-1: as many cards as the card set's columns hold, one action space each.
        let module = setup.id.0;
        let card = ModuleCard {
            actions: vec![ActionSpec {
                kind: ActionKind::Module {
                    module,
                    kind: RUSH_HOUR,
                    param: 0,
                },
                spaces: 1,
            }],
        };
        let count = setup.cards.cards_per_column();
        if count < usize::from(setup.dealt) {
            return Err(tr!("error-rush-hour-column", count = setup.dealt));
        }
        Ok(ModuleGame {
            columns: vec![ModuleColumn {
                name: "Rush hour".into(),
                colour: Rgb(230, 120, 30),
                cards: vec![card; count],
            }],
            payouts: None,
            rules: Arc::new(RushHourRules { id: setup.id }),
        })
    }
}

/// Rush hour in one game.
#[derive(Clone, Copy, Debug)]
pub struct RushHourRules {
    id: ModuleId,
}

fn bit(player: PlayerId) -> u32 {
    1 << player.0
}

fn seat(word: i32) -> PlayerId {
    PlayerId(word.clamp(0, 7) as u8)
}

impl RushHourRules {
    fn words(state: &ModuleState) -> [u32; 2] {
        [
            state.words.get(BOOKED_WORD).copied().unwrap_or(0),
            state.words.get(ACTIVE_WORD).copied().unwrap_or(0),
        ]
    }

    fn state<'a>(&self, game: &'a Game) -> &'a ModuleState {
        &game.state().modules[self.id.0 as usize]
    }

    /// Whether a player owns a station (a pyramid on the map).
    fn owns_a_station(game: &Game, player: PlayerId) -> bool {
        game.state().pyramids.contains(&Some(player))
    }
}

impl ModuleRules for RushHourRules {
    fn start(&self, _rules: &Rules) -> ModuleState {
        ModuleState { words: vec![0, 0] }
    }
    metro_engine::module_groups!(turns, phases, looks, hints, records);
}

impl Turns for RushHourRules {
    fn performable(
        &self,
        game: &Game,
        player: PlayerId,
        _kind: ActionKind,
        why: bool,
    ) -> Result<(), Refusal> {
        // RH-2 (D-18): the booking must have an effect.
        let [booked, _] = Self::words(self.state(game));
        if booked & bit(player) != 0 {
            Err(Refusal::new(
                "RH-2",
                if why {
                    tr!("refusal-rush-hour-booked")
                } else {
                    String::new()
                },
            ))
        } else if !Self::owns_a_station(game, player) {
            Err(Refusal::new(
                "RH-2",
                if why {
                    tr!("refusal-rush-hour-no-station")
                } else {
                    String::new()
                },
            ))
        } else {
            Ok(())
        }
    }

    fn resolve(&self, play: &mut Play<'_>, r: &Resolution, _kind: ActionKind) {
        // RH-2: book the coming train phase.
        let state = play.module_state();
        if state.words.len() < 2 {
            state.words.resize(2, 0);
        }
        state.words[BOOKED_WORD] |= bit(r.player);
        play.event(BOOKED, [i32::from(r.player.0), 0, 0, 0]);
    }
}

impl Phases for RushHourRules {
    fn actions_ended(&self, play: &mut Play<'_>) {
        // RH-2, RH-4: this round's bookings hold for the train phase that follows, and only for it.
        let state = play.module_state();
        if state.words.len() < 2 {
            state.words.resize(2, 0);
        }
        state.words[ACTIVE_WORD] = state.words[BOOKED_WORD];
        state.words[BOOKED_WORD] = 0;
    }

    fn station_payout(&self, play: &mut Play<'_>, _line: LineId, station: StationId, owner: PlayerId) {
        // RH-3: a booked owner's station pays the fare besides the standard payout.
        let [_, active] = Self::words(self.state(play.game()));
        if active & bit(owner) == 0 {
            return;
        }
        let reason = play.reason(FARE_REASON);
        play.receive(owner, FARE, reason);
        play.event(FARE_PAID, [i32::from(owner.0), i32::from(station.0), FARE, 0]);
    }
}

impl Looks for RushHourRules {
    fn fold(
        &self,
        _rules: &Rules,
        state: &mut metro_engine::State,
        index: usize,
        event: &Event,
        _viewer: PlayerId,
    ) {
        // What a seat sees change: a booking (RH-2), and the bookings that hold once the action phase ends (RH-4).
        let Some(words) = state.modules.get_mut(index).map(|m| &mut m.words) else {
            return;
        };
        match event {
            Event::Module(m) if m.module.0 as usize == index && m.kind == BOOKED => {
                if words.len() < 2 {
                    words.resize(2, 0);
                }
                words[BOOKED_WORD] |= bit(PlayerId(m.args[0].clamp(0, 7) as u8));
            }
            Event::DiscsReturned => {
                if words.len() < 2 {
                    words.resize(2, 0);
                }
                words[ACTIVE_WORD] = words[BOOKED_WORD];
                words[BOOKED_WORD] = 0;
            }
            _ => {}
        }
    }

    fn pieces(&self, rules: &Rules, board: &metro_engine::State, state: &ModuleState) -> Pieces {
        /// The rush-hour marker's colour: amber.
        const MARKER_COLOUR: Rgb = Rgb(250, 180, 20);
        let [booked, active] = Self::words(state);
        let mut pieces = Pieces::default();
        // RH-3: while the trains run, every station of a player whose booking is active pays the fare too — an amber
        // star marked R on each.
        if board.phase == metro_engine::Phase::Trains {
            for (station, owner) in board.pyramids.iter().enumerate() {
                if let Some(owner) = owner
                    && active & bit(*owner) != 0
                {
                    let label = tr!("rush-hour-marker", fare = yen(FARE));
                    pieces.markers.push(
                        metro_engine::module::Marker::new(StationId(station as u16), MARKER_COLOUR, label)
                            .shape(metro_engine::module::PieceShape::Star)
                            .glyph('R')
                            .size(metro_engine::module::PieceSize::Large),
                    );
                }
            }
        }
        for p in 0..rules.players() {
            let player = PlayerId(p as u8);
            if active & bit(player) != 0 {
                pieces.counters.push(Counter {
                    player,
                    text: tr!("rush-hour-counter-active", fare = yen(FARE)),
                });
            } else if booked & bit(player) != 0 {
                pieces.counters.push(Counter {
                    player,
                    text: tr!("rush-hour-counter-booked"),
                });
            }
        }
        pieces
    }
    fn card_face(&self, _rules: &Rules, _card: CardId) -> Option<CardFace> {
        Some(CardFace {
            label: tr!("rush-hour-card-label"),
            title: tr!("rush-hour-card-title"),
            colour: Some(Rgb(230, 120, 30)),
        })
    }
    fn card_name(&self, _game: &Game, _card: CardId) -> Option<String> {
        Some(tr!("rush-hour-card-name"))
    }
    fn kind_name(&self, _game: &Game, _kind: ActionKind) -> String {
        tr!("rush-hour-kind")
    }
    fn kind_title(&self, _kind: ActionKind) -> String {
        tr!("rush-hour-kind")
    }
    fn kind_help(&self, _game: &Game, _kind: ActionKind) -> Option<String> {
        help::kind_sentence("rush_hour").map(str::to_string)
    }
    fn narrate(&self, game: &Game, narrator: &Narrator, event: &ModuleEvent) -> String {
        let [a, b, c, _] = event.args;
        match event.kind {
            BOOKED => tr!(
                "log-rush-hour-booked",
                player = narrator.player(seat(a)),
                fare = yen(FARE)
            ),
            FARE_PAID => tr!(
                "log-rush-hour-fare",
                player = narrator.player(seat(a)),
                amount = yen(c),
                station = station_name(game, StationId(b.clamp(0, i32::from(u16::MAX)) as u16))
            ),
            other => tr!("log-rush-hour-event", kind = other),
        }
    }
    fn reason(&self, _code: u8) -> Cow<'static, str> {
        Cow::Owned(tr!("reason-rush-hour-fare"))
    }
}

impl Hints for RushHourRules {
    fn kind_value(&self, view: &PlayerView<'_>, v: &mut dyn Valuation, _kind: ActionKind) -> f64 {
        // The fares expected at the bot's stations in one train phase: the traffic left spread over the rounds left.
        let me = view.viewer();
        let phases_left = v.rounds_after() + 1.0;
        let traffic: f64 = view
            .pyramids()
            .iter()
            .enumerate()
            .filter(|(_, owner)| **owner == Some(me))
            .map(|(s, _)| v.traffic(StationId(s as u16)))
            .sum();
        v.net_of_discs(traffic / phases_left * f64::from(FARE), 1)
    }
}

impl Records for RushHourRules {
    fn counted(&self) -> Vec<String> {
        vec!["rush_hour".into()]
    }
    fn count_kind(&self, kind: ActionKind) -> Option<usize> {
        matches!(kind, ActionKind::Module { kind: RUSH_HOUR, .. }).then_some(0)
    }
    fn log(&self) -> Box<dyn GameLog> {
        Box::new(FareLog { fares: Vec::new() })
    }
}

/// What a simulation records: the rush-hour fares each player received.
struct FareLog {
    fares: Vec<Yen>,
}

impl GameLog for FareLog {
    fn note(&mut self, game: &Game, event: &Event) {
        if let Event::Module(e) = event
            && e.kind == FARE_PAID
            && game
                .rules()
                .module_get(e.module)
                .is_some_and(|m| m.module().key() == KEY)
        {
            let p = seat(e.args[0]).0 as usize;
            if self.fares.len() < game.rules().players() {
                self.fares.resize(game.rules().players(), 0);
            }
            if let Some(total) = self.fares.get_mut(p) {
                *total += e.args[2];
            }
        }
    }
    fn fields(&self, game: &Game) -> Vec<(String, String)> {
        let mut fares = self.fares.clone();
        fares.resize(game.rules().players(), 0);
        let list: Vec<String> = fares.iter().map(Yen::to_string).collect();
        vec![("rush_hour_fares".into(), format!("[{}]", list.join(",")))]
    }
}

/// Registers the module: what the plugin's exported registration calls (and what a binary linking it would).
pub fn register(registrar: &mut metro_plugin_api::Registrar) -> Result<(), String> {
    registrar.add_module(Arc::new(RushHour));
    Ok(())
}

metro_plugin_api::export_plugin!(register);
