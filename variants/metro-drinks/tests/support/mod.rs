//! Helpers for the Metro Drinks rule tests (MD-1 … MD-5): a small straight map, games with the Jidohanbaiki column
//! on it with the Tokyo or the Osaka card set, short ways to put pyramids, drinks, meeples and trains in place and to
//! run a phase to its end, and the module's actions, events, stages and state in the words of the rules.

#![allow(dead_code)]

use std::sync::Arc;

use metro_core::{CardSet, KindCatalogue, Map, StationId};
pub use metro_drinks::{DrinkEvent, DrinkStage};
use metro_drinks::{DrinksMut, DrinksRules, Jidohanbaiki};
use metro_engine::state::{Pending, Stage};
use metro_engine::{Action, CardId, Event, Game, Phase, PlayerId, Reason, Rules, Setup};
#[allow(unused_imports)]
pub use metro_tests::fixture::{cash, mover, put_meeple, put_pyramid, space, station};
#[allow(unused_imports)]
pub use metro_tests::fixture::{play, set_cash_of as set_cash};

/// A line R of 8 stations R1 … R8 (corners 3 spaces apart on y = 4), a line B crossing it at R3 (B1 north, B2 in
/// station R3, B3 south), and a line C of two stations far away. Every stop sits on a grid corner and touches 4
/// spaces: R`k` at [3k − 2, 4] touches (3k − 3, 3), (3k − 2, 3), (3k − 3, 4), (3k − 2, 4).
pub const DRINKS_MAP: &str = r##"
name = "Drinks straight"
columns = 26
rows = 9
start_trains_leave = true

[[lines]]
letter = "R"
name = "Red"
colour = "#D7263D"
shares = 3
extras = [0, 300, 600]
slots = 2
stops = [
  { at = [1, 4], station = "R1" },
  { at = [4, 4], station = "R2" },
  { at = [7, 4], station = "R3" },
  { at = [10, 4], station = "R4" },
  { at = [13, 4], station = "R5" },
  { at = [16, 4], station = "R6" },
  { at = [19, 4], station = "R7" },
  { at = [22, 4], station = "R8" },
]

[[lines]]
letter = "B"
name = "Blue"
colour = "#1B98E0"
shares = 2
extras = [0, 300]
slots = 1
stops = [
  { at = [7, 1], station = "B1" },
  { at = [7, 5], station = "R3" },
  { at = [7, 8], station = "B3" },
]

[[lines]]
letter = "C"
name = "Cyan"
colour = "#00B2E5"
shares = 1
extras = [0]
slots = 1
stops = [
  { at = [25, 1], station = "C1" },
  { at = [25, 8], station = "C2" },
]
"##;

/// Which card set a test plays with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cards {
    /// 6 columns of 9 cards: the Jidohanbaiki column is the 7th, 3 shape cards removed.
    Tokyo,
    /// 5 columns of 8 cards: the Jidohanbaiki column is the 6th, 4 shape cards removed.
    Osaka,
}

/// Both card sets, for tests that hold for each.
pub const BOTH: [Cards; 2] = [Cards::Tokyo, Cards::Osaka];

/// A card set.
pub fn card_set(cards: Cards) -> Arc<CardSet> {
    let (file, text) = match cards {
        Cards::Tokyo => ("tokyo.toml", metro_tokyo::CARDS_TOML),
        Cards::Osaka => ("osaka.toml", metro_osaka::CARDS_TOML),
    };
    Arc::new(
        metro_data::load_card_set(file, text, &KindCatalogue::builtin()).expect("built-in cards are valid"),
    )
}

/// The Jidohanbaiki cards.
pub fn jidohanbaiki() -> Arc<Jidohanbaiki> {
    metro_drinks::jidohanbaiki().expect("valid Jidohanbaiki")
}

/// The test map.
pub fn drinks_map() -> Arc<Map> {
    Arc::new(metro_data::load_map("drinks.toml", DRINKS_MAP).expect("test map is valid"))
}

/// A Metro Drinks setup on `map`.
pub fn setup_on(map: Arc<Map>, cards: Cards, players: usize, owner_paid: bool) -> Setup {
    metro_drinks::with_drinks(Setup::new(map, card_set(cards), players), owner_paid)
}

/// A Metro Drinks game on the test map.
pub fn game(cards: Cards, players: usize, owner_paid: bool) -> Game {
    Game::new(setup_on(drinks_map(), cards, players, owner_paid), 5).expect("valid setup")
}

/// A Metro Drinks game on the test map brought to the first action turn: every bid ¥0, meeples placed on the first
/// free spaces (the top-left corner, far from every station but R1).
pub fn at_actions(cards: Cards, players: usize, owner_paid: bool) -> Game {
    let mut g = game(cards, players, owner_paid);
    while g.phase() != Phase::Actions {
        let first = g.legal_actions()[0];
        g.apply(first).expect("legal");
    }
    g
}

/// Makes it `player`'s action turn.
pub fn turn_of(game: &mut Game, player: PlayerId) {
    let turn = game
        .turn_order()
        .iter()
        .position(|&p| p == player)
        .expect("seated") as u8;
    game.state_mut().pending = Pending::Turn { turn };
}

/// Metro Drinks in a game.
pub fn rules_of(game: &Game) -> DrinksRules {
    DrinksRules::of(game).expect("drinks on")
}

/// The drinks state to change.
fn drinks_mut(game: &mut Game) -> DrinksMut<'_> {
    let rules = rules_of(game);
    let colours = rules.data().colours.len();
    DrinksMut::new(&mut game.state_mut().modules[rules.id().0 as usize], colours)
}

/// The drinks state as the engine kept it before Metro Drinks became a module: who owns which colour, the drinks
/// left per colour, the drink on each station, the free-builds bits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrinksState {
    /// Per colour: its owner (MD-4.1).
    pub owner: Vec<Option<PlayerId>>,
    /// Per colour: drinks in its crate or its owner's supply.
    pub left: Vec<u8>,
    /// Per station: the colour of its drink.
    pub at: Vec<Option<u8>>,
    /// A bit per player whose shape card is active (MD-4.4).
    pub free_builds: u8,
}

impl DrinksState {
    /// Drinks of a colour standing on the map (MD-5.1).
    pub fn on_map(&self, colour: u8) -> usize {
        self.at.iter().filter(|&&c| c == Some(colour)).count()
    }

    /// Drinks in a player's supply.
    pub fn supply(&self, player: PlayerId) -> u32 {
        self.owner
            .iter()
            .zip(&self.left)
            .filter(|(o, _)| **o == Some(player))
            .map(|(_, &n)| u32::from(n))
            .sum()
    }

    /// Whether the player's shape card is active this action phase (MD-4.4).
    pub fn builds_free(&self, player: PlayerId) -> bool {
        self.free_builds & (1 << player.0) != 0
    }
}

/// The drinks state of a game.
pub fn drinks(game: &Game) -> DrinksState {
    let rules = rules_of(game);
    let d = rules.drinks(game);
    let colours = rules.data().colours.len() as u8;
    DrinksState {
        owner: (0..colours).map(|c| d.owner(c)).collect(),
        left: (0..colours).map(|c| d.left(c)).collect(),
        at: (0..game.map().stations().len()).map(|s| d.at(s)).collect(),
        free_builds: d.free_builds() as u8,
    }
}

/// Gives `player` a colour and its crate, as if the colour card had been taken (MD-4.1).
pub fn give_colour(game: &mut Game, player: PlayerId, colour: u8) {
    drinks_mut(game).set_owner(colour, Some(player));
}

/// Takes a colour away from its owner (its card back where nobody owns it).
pub fn take_colour(game: &mut Game, colour: u8) {
    drinks_mut(game).set_owner(colour, None);
}

/// Makes `player`'s shape card active (MD-4.4).
pub fn start_free_builds(game: &mut Game, player: PlayerId) {
    let mut d = drinks_mut(game);
    let bits = d.read().free_builds() | (1 << player.0);
    d.set_free_builds(bits);
}

/// Builds a vending machine of `colour` at `station`, which must be legal now; returns its events.
pub fn play_build(game: &mut Game, station: StationId, colour: u8) -> Vec<Event> {
    let action = build(game, station, colour);
    play(game, action)
}

/// Stands a drink of `colour` at a station, taken from its crate.
pub fn put_drink(game: &mut Game, name: &str, colour: u8) {
    let s = station(game, name);
    let mut d = drinks_mut(game);
    let left = d.read().left(colour);
    d.set_left(colour, left - 1);
    d.set_at(s.0 as usize, Some(colour));
}

/// The colour of the drink at a station.
pub fn drink_at(game: &Game, name: &str) -> Option<u8> {
    drinks(game).at[station(game, name).0 as usize]
}

/// Drinks of a colour left in its crate or supply.
pub fn left(game: &Game, colour: u8) -> u8 {
    drinks(game).left[colour as usize]
}

/// The action that builds a vending machine of `colour` at `station` (MD-4.2).
pub fn build(game: &Game, station: StationId, colour: u8) -> Action {
    rules_of(game).build(station, colour)
}

/// Whether an action builds a vending machine.
pub fn is_build(game: &Game, action: &Action) -> bool {
    rules_of(game).as_build(action).is_some()
}

/// The Metro Drinks events in a game's terms: the engine's event for one, and the one an engine event is.
pub trait DrinkEventIn {
    /// The engine's event for it in `game`.
    fn event(self, game: &Game) -> Event;
    /// The Metro Drinks event an engine event is, if one (the tests play one module).
    fn of(event: &Event) -> Option<DrinkEvent>;
}

impl DrinkEventIn for DrinkEvent {
    fn event(self, game: &Game) -> Event {
        Event::Module(self.encode(rules_of(game).id()))
    }

    fn of(event: &Event) -> Option<DrinkEvent> {
        let Event::Module(m) = event else { return None };
        DrinkEvent::decode(m)
    }
}

/// Whether some events hold a Metro Drinks event.
pub fn has(game: &Game, events: &[Event], wanted: DrinkEvent) -> bool {
    events.contains(&wanted.event(game))
}

/// The [`Reason`] of a drink payout (MD-5).
pub fn payout_reason(game: &Game) -> Reason {
    Reason::Module {
        module: rules_of(game).id(),
        code: 1,
    }
}

/// The Metro Drinks stage the game waits in, if any.
pub fn drink_stage(game: &Game) -> Option<DrinkStage> {
    match &game.state().pending {
        Pending::Resolving(r) => match r.stage {
            Stage::Module(s) => DrinkStage::decode(&s),
            _ => None,
        },
        _ => None,
    }
}

/// Metro Drinks' card ids and data, asked of the rules as the engine answered before it became a module.
pub trait DrinksCards {
    /// The card of a drink colour (MD-1.1).
    fn colour_card(&self, colour: u8) -> CardId;
    /// The card of a shape.
    fn shape_card(&self, shape: u8) -> CardId;
    /// `Some(Ok(colour))` for a colour card, `Some(Err(shape))` for a shape card.
    fn drinks_card(&self, card: CardId) -> Option<Result<u8, u8>>;
    /// The Jidohanbaiki cards and drinks, when Metro Drinks is played.
    fn jidohanbaiki(&self) -> Option<Arc<Jidohanbaiki>>;
    /// The index of the Jidohanbaiki column.
    fn drinks_column(&self) -> Option<u8>;
}

impl DrinksCards for Rules {
    fn colour_card(&self, colour: u8) -> CardId {
        CardId(first_card(self) + colour)
    }

    fn shape_card(&self, shape: u8) -> CardId {
        CardId(first_card(self) + jidohanbaiki().colours.len() as u8 + shape)
    }

    fn drinks_card(&self, card: CardId) -> Option<Result<u8, u8>> {
        let data = self.jidohanbaiki()?;
        let index = card.0.checked_sub(first_card(self))? as usize;
        if index < data.colours.len() {
            Some(Ok(index as u8))
        } else if index < data.colours.len() + data.shapes.len() {
            Some(Err((index - data.colours.len()) as u8))
        } else {
            None
        }
    }

    fn jidohanbaiki(&self) -> Option<Arc<Jidohanbaiki>> {
        self.module_by_key(metro_drinks::KEY).map(|_| jidohanbaiki())
    }

    fn drinks_column(&self) -> Option<u8> {
        self.module_by_key(metro_drinks::KEY)
            .map(|id| self.module(id).columns().start)
    }
}

fn first_card(rules: &Rules) -> u8 {
    let id = rules.module_by_key(metro_drinks::KEY).expect("drinks on");
    rules.module(id).cards().start
}

/// The Jidohanbaiki column's index.
pub fn drinks_column(game: &Game) -> usize {
    game.rules().drinks_column().expect("drinks on") as usize
}

/// Puts a Jidohanbaiki card face up in the bottom row of its column (the card it replaces goes back into the deck).
pub fn deal_bottom(game: &mut Game, card: CardId) {
    let column = drinks_column(game);
    let state = game.state_mut();
    let c = &mut state.columns[column];
    c.deck.retain(|&k| k != card);
    c.discard.retain(|&k| k != card);
    for row in c.rows.iter_mut() {
        if *row == Some(card) {
            *row = None;
        }
    }
    if let Some(old) = c.rows[0].replace(card) {
        c.deck.insert(0, old);
    }
}

/// Puts the R train on stop `number` (from 1) facing higher numbers.
pub fn put_r_train(game: &mut Game, number: u8) {
    metro_tests::fixture::put_train(game, "R", number as usize, true);
}

/// Everyone passes (ending any action being resolved first) and the train phase runs with nobody boarding, up to
/// the next round's turn-order phase or the end; returns every event on the way.
pub fn finish_round(game: &mut Game) -> Vec<Event> {
    let round = game.round();
    let mut events = Vec::new();
    while game.round() == round && !game.is_over() {
        let legal = game.legal_actions();
        let pick = [Action::Pass, Action::Done, Action::Wait]
            .into_iter()
            .find(|a| legal.contains(a))
            .unwrap_or(legal[0]);
        events.extend(game.apply(pick).expect("legal"));
    }
    events
}

/// The drink payouts among some events, as (station, colour, player, amount).
pub fn drink_payouts(events: &[Event]) -> Vec<(StationId, u8, PlayerId, i32)> {
    events
        .iter()
        .filter_map(|e| match DrinkEvent::of(e)? {
            DrinkEvent::DrinkPayout {
                station,
                colour,
                player,
                amount,
            } => Some((station, colour, player, amount)),
            _ => None,
        })
        .collect()
}
