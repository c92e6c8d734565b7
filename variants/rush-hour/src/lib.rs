//! Rush hour (RH-): an example house rule as a run-time plugin — a column of *Rush hour* cards whose action books
//! the coming train phase, during which every station payout at the player's stations pays ¥100 more.
//!
//! The rules are in `RULES.md` (shown in the app's menu as [`RULES_TEXT`]); the README's "Writing a plugin" walks
//! through this crate. It uses the engine's hook groups a house rule needs: a module column
//! ([`metro_engine::module::ModuleColumn`]), [`Turns`] (whether the action has an effect, what it does),
//! [`Phases`] (the end of the action phase, station payouts), [`Looks`] (pieces, card faces, narration), [`Hints`]
//! (what the heuristic bot makes of it) and [`Records`] (what `metro sim --json` records).
//!
//! Its events are [`RushHourEvent`]s and its state is [`Bookings`], each encoded in the engine's untyped payloads
//! ([`ModuleEvent`], [`ModuleState`]) and decoded in one place: the state is two words, the players who booked this
//! round (bit per seat) and those whose booking is active in this round's train phase.

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
use metro_engine::module::{GameRead, RulesRead, SeatRead};
use metro_engine::narrate::{Narrator, station_name, yen};
use metro_engine::state::Resolution;
use metro_engine::{CardId, Event, ModuleEvent, ModuleId, ModuleState, PlayerId, RuleModule};

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

/// The highest seat an event names.
const LAST_SEAT: i32 = 7;

/// A Rush hour event, in the words of the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RushHourEvent {
    /// A player booked the coming train phase (RH-2).
    Booked {
        /// Who booked.
        player: PlayerId,
    },
    /// A rush-hour fare was paid at a booked player's station (RH-3).
    FarePaid {
        /// The station's owner, who was paid.
        owner: PlayerId,
        /// The station.
        station: StationId,
        /// How much.
        amount: Yen,
    },
}

impl RushHourEvent {
    /// The engine's event for it, of the module at `module`.
    pub fn encode(self, module: ModuleId) -> ModuleEvent {
        let (kind, args) = match self {
            RushHourEvent::Booked { player } => (BOOKED, [i32::from(player.0), 0, 0, 0]),
            RushHourEvent::FarePaid {
                owner,
                station,
                amount,
            } => (FARE_PAID, [i32::from(owner.0), i32::from(station.0), amount, 0]),
        };
        ModuleEvent { module, kind, args }
    }

    /// The Rush hour event a module event is (the caller checks that it is of Rush hour's module): `None` for another
    /// kind or a number out of range (a seat beyond 7, a station beyond a `u16`).
    pub fn decode(event: &ModuleEvent) -> Option<RushHourEvent> {
        let seat = |word: i32| (0..=LAST_SEAT).contains(&word).then_some(PlayerId(word as u8));
        let [a, b, c, _] = event.args;
        match event.kind {
            BOOKED => Some(RushHourEvent::Booked { player: seat(a)? }),
            FARE_PAID => Some(RushHourEvent::FarePaid {
                owner: seat(a)?,
                station: StationId(u16::try_from(b).ok()?),
                amount: c,
            }),
            _ => None,
        }
    }
}

/// Rush hour's state: the players who booked this round and those whose booking holds in this round's train phase, a
/// bit per seat (words 0 and 1 of its [`ModuleState`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bookings {
    /// Who booked this round (RH-2).
    pub booked: u32,
    /// Whose booking is active in this round's train phase (RH-4).
    pub active: u32,
}

impl Bookings {
    /// Reads the module's words (a word missing reads as nobody).
    pub fn read(state: &ModuleState) -> Bookings {
        let word = |i: usize| state.words.get(i).copied().unwrap_or(0);
        Bookings {
            booked: word(0),
            active: word(1),
        }
    }

    /// Writes them into the module's words (any further words untouched).
    pub fn write(self, state: &mut ModuleState) {
        if state.words.len() < 2 {
            state.words.resize(2, 0);
        }
        state.words[0] = self.booked;
        state.words[1] = self.active;
    }

    /// Whether a player booked this round.
    pub fn has_booked(&self, player: PlayerId) -> bool {
        self.booked & bit(player) != 0
    }

    /// Whether a player's booking holds in this train phase.
    pub fn is_active(&self, player: PlayerId) -> bool {
        self.active & bit(player) != 0
    }

    /// A player books the coming train phase (RH-2).
    pub fn book(&mut self, player: PlayerId) {
        self.booked |= bit(player);
    }

    /// The action phase ends: this round's bookings hold for the train phase that follows, and only for it (RH-4).
    pub fn end_actions(&mut self) {
        self.active = std::mem::take(&mut self.booked);
    }
}

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

impl RushHourRules {
    fn bookings(&self, game: &dyn GameRead) -> Bookings {
        Bookings::read(&game.state().modules[self.id.0 as usize])
    }

    /// Records an event of the module.
    fn emit(play: &mut Play<'_>, event: RushHourEvent) {
        let event = event.encode(play.id());
        play.push(Event::Module(event));
    }

    /// Whether a player owns a station (a pyramid on the map).
    fn owns_a_station(game: &dyn GameRead, player: PlayerId) -> bool {
        game.state().pyramids.contains(&Some(player))
    }
}

impl ModuleRules for RushHourRules {
    fn start(&self, _rules: &dyn RulesRead) -> ModuleState {
        let mut state = ModuleState::default();
        Bookings::default().write(&mut state);
        state
    }
    metro_engine::module_groups!(turns, phases, looks, hints, records);
}

impl Turns for RushHourRules {
    fn performable(
        &self,
        game: &dyn GameRead,
        player: PlayerId,
        _kind: ActionKind,
        why: bool,
    ) -> Result<(), Refusal> {
        // RH-2 (D-18): the booking must have an effect.
        if self.bookings(game).has_booked(player) {
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
        let mut bookings = Bookings::read(state);
        bookings.book(r.player);
        bookings.write(state);
        Self::emit(play, RushHourEvent::Booked { player: r.player });
    }
}

impl Phases for RushHourRules {
    fn actions_ended(&self, play: &mut Play<'_>) {
        // RH-2, RH-4: this round's bookings hold for the train phase that follows, and only for it.
        let state = play.module_state();
        let mut bookings = Bookings::read(state);
        bookings.end_actions();
        bookings.write(state);
    }

    fn station_payout(&self, play: &mut Play<'_>, _line: LineId, station: StationId, owner: PlayerId) {
        // RH-3: a booked owner's station pays the fare besides the standard payout.
        if !self.bookings(play.game()).is_active(owner) {
            return;
        }
        let reason = play.reason(FARE_REASON);
        play.receive(owner, FARE, reason);
        Self::emit(
            play,
            RushHourEvent::FarePaid {
                owner,
                station,
                amount: FARE,
            },
        );
    }
}

impl Looks for RushHourRules {
    fn told_payments(&self, event: &ModuleEvent, out: &mut Vec<metro_engine::module::ToldPayment>) {
        // RH-3: "… pays ¥100 more to Player 2": the fare paid at the station.
        if let Some(RushHourEvent::FarePaid {
            owner,
            station,
            amount,
        }) = RushHourEvent::decode(event)
        {
            out.push(metro_engine::module::ToldPayment {
                player: owner,
                amount,
                station: Some(station),
            });
        }
    }

    fn fold(
        &self,
        _rules: &dyn RulesRead,
        state: &mut metro_engine::State,
        index: usize,
        event: &Event,
        _viewer: PlayerId,
    ) {
        // What a seat sees change: a booking (RH-2), and the bookings that hold once the action phase ends (RH-4).
        let Some(words) = state.modules.get_mut(index) else {
            return;
        };
        let mut bookings = Bookings::read(words);
        match event {
            Event::Module(m) if m.module.0 as usize == index => match RushHourEvent::decode(m) {
                Some(RushHourEvent::Booked { player }) => bookings.book(player),
                _ => return,
            },
            Event::DiscsReturned => bookings.end_actions(),
            _ => return,
        }
        bookings.write(words);
    }

    fn pieces(&self, rules: &dyn RulesRead, board: &metro_engine::State, state: &ModuleState) -> Pieces {
        /// The rush-hour marker's colour: amber.
        const MARKER_COLOUR: Rgb = Rgb(250, 180, 20);
        let bookings = Bookings::read(state);
        let mut pieces = Pieces::default();
        // RH-3: while the trains run, every station of a player whose booking is active pays the fare too — an amber
        // star marked R on each.
        if board.phase == metro_engine::Phase::Trains {
            for (station, owner) in board.pyramids.iter().enumerate() {
                if let Some(owner) = owner
                    && bookings.is_active(*owner)
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
            if bookings.is_active(player) {
                pieces.counters.push(Counter {
                    player,
                    text: tr!("rush-hour-counter-active", fare = yen(FARE)),
                });
            } else if bookings.has_booked(player) {
                pieces.counters.push(Counter {
                    player,
                    text: tr!("rush-hour-counter-booked"),
                });
            }
        }
        pieces
    }
    fn card_face(&self, _rules: &dyn RulesRead, _card: CardId) -> Option<CardFace> {
        Some(CardFace {
            label: tr!("rush-hour-card-label"),
            title: tr!("rush-hour-card-title"),
            colour: Some(Rgb(230, 120, 30)),
        })
    }
    fn card_name(&self, _game: &dyn GameRead, _card: CardId) -> Option<String> {
        Some(tr!("rush-hour-card-name"))
    }
    fn kind_name(&self, _game: &dyn GameRead, _kind: ActionKind) -> String {
        tr!("rush-hour-kind")
    }
    fn kind_title(&self, _kind: ActionKind) -> String {
        tr!("rush-hour-kind")
    }
    fn kind_help(&self, _game: &dyn GameRead, _kind: ActionKind) -> Option<String> {
        help::kind_sentence("rush_hour").map(str::to_string)
    }
    fn narrate(&self, game: &dyn GameRead, narrator: &Narrator, event: &ModuleEvent) -> String {
        match RushHourEvent::decode(event) {
            Some(RushHourEvent::Booked { player }) => tr!(
                "log-rush-hour-booked",
                player = narrator.player(player),
                fare = yen(FARE)
            ),
            Some(RushHourEvent::FarePaid {
                owner,
                station,
                amount,
            }) => tr!(
                "log-rush-hour-fare",
                player = narrator.player(owner),
                amount = yen(amount),
                station = station_name(game, station)
            ),
            None => tr!("log-rush-hour-event", kind = event.kind),
        }
    }
    fn reason(&self, _code: u8) -> Cow<'static, str> {
        Cow::Owned(tr!("reason-rush-hour-fare"))
    }
}

impl Hints for RushHourRules {
    fn kind_value(&self, view: &dyn SeatRead, v: &mut dyn Valuation, _kind: ActionKind) -> f64 {
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
    fn note(&mut self, game: &dyn GameRead, event: &Event) {
        if let Event::Module(e) = event
            && let Some(RushHourEvent::FarePaid { owner, amount, .. }) = RushHourEvent::decode(e)
            && game.rules().module_by_key(KEY) == Some(e.module)
        {
            if self.fares.len() < game.rules().players() {
                self.fares.resize(game.rules().players(), 0);
            }
            if let Some(total) = self.fares.get_mut(usize::from(owner.0)) {
                *total += amount;
            }
        }
    }
    fn fields(&self, game: &dyn GameRead) -> Vec<(String, String)> {
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

#[cfg(test)]
mod tests {
    use super::*;

    const MODULE: ModuleId = ModuleId(1);

    #[test]
    fn every_event_decodes_to_itself() {
        for event in [
            RushHourEvent::Booked { player: PlayerId(0) },
            RushHourEvent::Booked { player: PlayerId(7) },
            RushHourEvent::FarePaid {
                owner: PlayerId(3),
                station: StationId(41),
                amount: FARE,
            },
            RushHourEvent::FarePaid {
                owner: PlayerId(4),
                station: StationId(u16::MAX),
                amount: -5,
            },
        ] {
            let encoded = event.encode(MODULE);
            assert_eq!(encoded.module, MODULE);
            assert_eq!(RushHourEvent::decode(&encoded), Some(event), "{encoded:?}");
        }
        // The documented layout: `[player, station, amount, 0]`.
        let fare = RushHourEvent::FarePaid {
            owner: PlayerId(2),
            station: StationId(9),
            amount: FARE,
        };
        assert_eq!(
            fare.encode(MODULE),
            ModuleEvent {
                module: MODULE,
                kind: FARE_PAID,
                args: [2, 9, FARE, 0]
            }
        );
    }

    #[test]
    fn foreign_and_out_of_range_events_decode_to_none() {
        let event = |kind: u8, args: [i32; 4]| ModuleEvent {
            module: MODULE,
            kind,
            args,
        };
        for bad in [
            event(2, [0, 0, 0, 0]),
            event(u8::MAX, [0, 0, 0, 0]),
            event(BOOKED, [8, 0, 0, 0]),
            event(BOOKED, [-1, 0, 0, 0]),
            event(FARE_PAID, [i32::MAX, 3, 100, 0]),
            event(FARE_PAID, [1, 65_536, 100, 0]),
            event(FARE_PAID, [1, -1, 100, 0]),
        ] {
            assert_eq!(RushHourEvent::decode(&bad), None, "{bad:?}");
        }
    }

    #[test]
    fn bookings_read_what_they_write() {
        let mut state = ModuleState::default();
        assert_eq!(Bookings::read(&state), Bookings::default());
        let mut bookings = Bookings::read(&state);
        bookings.book(PlayerId(2));
        bookings.write(&mut state);
        assert_eq!(state.words, vec![0b100, 0]);
        assert!(Bookings::read(&state).has_booked(PlayerId(2)));
        let mut bookings = Bookings::read(&state);
        bookings.end_actions();
        bookings.write(&mut state);
        assert_eq!(state.words, vec![0, 0b100]);
        let read = Bookings::read(&state);
        assert!(read.is_active(PlayerId(2)) && !read.has_booked(PlayerId(2)));
        // Words beyond the two are left as they are.
        let mut longer = ModuleState { words: vec![1, 2, 3] };
        Bookings { booked: 5, active: 6 }.write(&mut longer);
        assert_eq!(longer.words, vec![5, 6, 3]);
    }
}
