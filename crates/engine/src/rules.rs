//! The fixed part of a game: the map, the card set, the number of players, rule options and payout rules, with
//! tables precomputed for the engine's inner loop. Shared by every clone of a game through an `Arc`.

use std::sync::Arc;

use std::ops::Range;

use metro_core::{
    ActionKind, ActionSpec, CardSet, LineId, Map, PayoutRules, Rgb, SpaceId, StandardPayouts, StopId, Yen,
};
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::error::SetupError;
use crate::ids::{ActionRef, CardId};
use crate::module::{GameSetup, ModuleId, ModuleRules, RuleModule};
use crate::takeable::{KIND_CODES, KindCode, discs_needed, kind_code};

/// Rule options chosen at setup and recorded in saves (decisions.md: "a named rule option in the game setup"): a set
/// of named switches that are on — the rule options of the base game and those of rule modules, which the engine
/// does not name. A module is played when its switch ([`RuleModule::switch`]) is on.
///
/// Written as a JSON object of the options that are on (`{"name": true, …}`, in the order they were switched on),
/// so that options that are off are left out, saves written before an option existed still load, and the options
/// of a plain game read `{}`. Two option sets are equal when the same options are on.
#[derive(Clone, Debug, Default)]
pub struct RuleOptions {
    on: Vec<String>,
}

impl RuleOptions {
    /// No option on.
    pub fn new() -> RuleOptions {
        RuleOptions::default()
    }

    /// Whether an option is on.
    pub fn on(&self, key: &str) -> bool {
        self.on.iter().any(|k| k == key)
    }

    /// Switches an option on or off.
    pub fn set(&mut self, key: &str, on: bool) {
        match (self.on(key), on) {
            (false, true) => self.on.push(key.to_string()),
            (true, false) => self.on.retain(|k| k != key),
            _ => {}
        }
    }

    /// The options that are on, in the order they were switched on.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.on.iter().map(String::as_str)
    }

    /// Whether no option is on.
    pub fn is_empty(&self) -> bool {
        self.on.is_empty()
    }

    fn sorted(&self) -> Vec<&str> {
        let mut keys: Vec<&str> = self.keys().collect();
        keys.sort_unstable();
        keys
    }
}

impl PartialEq for RuleOptions {
    fn eq(&self, other: &RuleOptions) -> bool {
        self.sorted() == other.sorted()
    }
}

impl Eq for RuleOptions {}

impl std::hash::Hash for RuleOptions {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.sorted().hash(state);
    }
}

impl Serialize for RuleOptions {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.on.len()))?;
        for key in &self.on {
            map.serialize_entry(key, &true)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for RuleOptions {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Options;
        impl<'de> serde::de::Visitor<'de> for Options {
            type Value = RuleOptions;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an object of rule options, each true or false")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<RuleOptions, A::Error> {
                let mut options = RuleOptions::default();
                while let Some((key, on)) = map.next_entry::<String, bool>()? {
                    if key.is_empty() || key.len() > 64 {
                        return Err(serde::de::Error::custom(crate::locale::tr!(
                            "error-rule-option-name",
                            length = key.len()
                        )));
                    }
                    options.set(&key, on);
                }
                Ok(options)
            }
        }
        deserializer.deserialize_map(Options)
    }
}

/// What a game is played with.
#[derive(Clone)]
pub struct Setup {
    /// The board.
    pub map: Arc<Map>,
    /// The action cards.
    pub cards: Arc<CardSet>,
    /// 1–5 players; 1 is the solo game (TM-13, SO-1).
    pub players: usize,
    /// Rule options (the modules' switches among them).
    pub options: RuleOptions,
    /// The rule modules played, in this order (their [`ModuleId`]s); each one's switch is on in `options`. Drivers
    /// add them with [`Setup::play`], or let the registry pick those the options switch on
    /// ([`crate::Registry::modules_for`]).
    pub modules: Vec<Arc<dyn RuleModule>>,
}

impl Setup {
    /// A setup of a map, a card set and a number of players, with no option and no module.
    pub fn new(map: Arc<Map>, cards: Arc<CardSet>, players: usize) -> Setup {
        Setup {
            map,
            cards,
            players,
            options: RuleOptions::default(),
            modules: Vec::new(),
        }
    }

    /// Plays a rule module too: switches it on and adds it (once).
    pub fn play(&mut self, module: Arc<dyn RuleModule>) {
        self.options.set(module.switch(), true);
        if !self.modules.iter().any(|m| m.key() == module.key()) {
            self.modules.push(module);
        }
    }
}

impl std::fmt::Debug for Setup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Setup")
            .field("map", &self.map.name())
            .field("cards", &self.cards.name())
            .field("players", &self.players)
            .field("options", &self.options)
            .field(
                "modules",
                &self.modules.iter().map(|m| m.key()).collect::<Vec<_>>(),
            )
            .finish()
    }
}

/// A rule module joined to a game's rules: the module, its hooks for this game, and its columns and cards.
pub struct ModuleSlot {
    module: Arc<dyn RuleModule>,
    rules: Arc<dyn ModuleRules>,
    columns: Range<u8>,
    cards: Range<u8>,
    column_sizes: Vec<u8>,
    column_names: Vec<(String, Rgb)>,
}

impl ModuleSlot {
    /// The module as registered.
    pub fn module(&self) -> &dyn RuleModule {
        self.module.as_ref()
    }

    /// The module as registered, shared.
    pub fn module_arc(&self) -> &Arc<dyn RuleModule> {
        &self.module
    }

    /// Its hooks in this game.
    pub fn rules(&self) -> &dyn ModuleRules {
        self.rules.as_ref()
    }

    /// Its hooks, shared (to call them while changing the game).
    pub(crate) fn rules_arc(&self) -> &Arc<dyn ModuleRules> {
        &self.rules
    }

    /// The indices of its columns.
    pub fn columns(&self) -> Range<u8> {
        self.columns.clone()
    }

    /// The ids of its cards (all of them, also those it does not deal).
    pub fn cards(&self) -> Range<u8> {
        self.cards.clone()
    }

    /// The number of cards of each of its columns.
    pub fn column_sizes(&self) -> &[u8] {
        &self.column_sizes
    }
}

/// The fixed rules of one game.
pub struct Rules {
    map: Arc<Map>,
    cards: Arc<CardSet>,
    players: usize,
    options: RuleOptions,
    rounds: u8,
    dealt: u8,
    payouts: Arc<dyn PayoutRules>,
    /// The rule modules played, by [`ModuleId`].
    modules: Vec<ModuleSlot>,
    /// Whether a module may fail while the game is played ([`crate::module::ModuleRules::guarded`]).
    guarded: bool,
    /// Per card: its column and actions.
    card_column: Vec<u8>,
    card_actions: Vec<[Option<ActionSpec>; 2]>,
    /// `Place` on every space, in space order (round 1's placements, TM-6.5.1, copied rather than made each time).
    place_actions: Vec<Action>,
    /// Per card, its two action places as the action turn's list reads them ([`TakeCard`]).
    card_take: Vec<TakeCard>,
    /// The distinct kinds-and-spaces of the actions, by [`TakeEntry::class`].
    classes: Vec<ActionSpec>,
    /// Per [`crate::takeable::KindCode`], a bit per class of that kind.
    code_masks: [u64; KIND_CODES],
    /// The classes with a printed cost above ¥0, a group per kind code and cost: (kind code, cost, a bit per class).
    costed_groups: Vec<(KindCode, Yen, u64)>,
    /// Per discs in hand (the last entry for that many or more), a bit per class whose actions need no more discs.
    classes_within_hand: Vec<u64>,
    /// Whether some action has no class (more kinds-and-spaces than [`CLASSES`]).
    unclassed: bool,
    /// The Discount actions, by slot (`2 × card + action`, ascending), with their amounts.
    discounts: Vec<(usize, Yen)>,
    /// Per space: its orthogonal neighbours in the order of `Map::neighbours`, [`NO_SPACE`] where the grid ends.
    neighbours: Vec<[SpaceId; 4]>,
    /// Per stop, a bit per space from which a meeple may board or alight there ([`Map::boarding_spaces`]), in
    /// `boarding_words` 64-bit words per stop: whether a meeple stands at a vehicle's stop in one test.
    boarding: Vec<u64>,
    /// The words per stop of `boarding`.
    boarding_words: usize,
    /// Per line, in `boarding_words` words: the spaces from which a meeple may board at some stop of the line.
    line_boarding: Vec<u64>,
    /// Per space, the spaces of the grid 1..=[`DIAMOND_STEPS`] orthogonal steps away, in the order
    /// [`crate::Game::reachable_spaces`] lists them when nothing blocks: ring after ring, each ring row by row, a row's
    /// left space first. Empty for a grid of more than [`DIAMOND_SPACES`] spaces.
    diamonds: Vec<SpaceId>,
    /// Per space, where its spaces start in `diamonds`, and how many lie within 0, 1, …, [`DIAMOND_STEPS`] steps.
    diamond_index: Vec<(u32, [u8; DIAMOND_STEPS as usize + 1])>,
}

/// The most steps [`Rules::diamond`] answers: a Move of 6 (its catalogue's limit) with a bike.
pub(crate) const DIAMOND_STEPS: u8 = 7;

/// The largest grid [`Rules::diamond`] keeps its table for (at most 112 spaces each: 224 KB at this size).
const DIAMOND_SPACES: usize = 1_024;

/// One action place of a card as the action turn's list reads it ([`crate::takeable`]): a byte instead of the
/// printed spec (the discs it needs in hand follow from its class: [`Rules::classes_within_hand`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TakeEntry {
    /// The action's kind and spaces, numbered per game ([`Rules::class_spec`]) below [`CLASSES`]; [`UNCLASSED`] for
    /// an action beyond them (asked on its own) or no action (a card's missing second action, never takeable: its
    /// bit, the last, is no class's).
    pub class: u8,
}

/// A card as the action turn's list reads it: its two action places and the two `Take` actions naming them, made
/// once per game rather than at every turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TakeCard {
    /// Its action places.
    pub places: [TakeEntry; 2],
    /// `Take` of each place.
    pub actions: [Action; 2],
}

/// The most kinds-and-spaces numbered per game: a list keeps a bit per class in a 64-bit mask.
pub(crate) const CLASSES: usize = 63;

/// The mask that keeps a class's bit within a 64-bit mask (an [`UNCLASSED`] action reads the last, unused bit).
pub(crate) const CLASS_BITS: u8 = 63;

/// The class of an action that has none: beyond the [`CLASSES`] first kinds-and-spaces, or no action at all.
pub(crate) const UNCLASSED: u8 = u8::MAX;

/// A space's bit in row `row` of a table of bit sets over the spaces, `words` 64-bit words a row (false beyond it).
#[inline]
fn space_bit(table: &[u64], words: usize, row: usize, space: SpaceId) -> bool {
    let bit = space.0 as usize;
    table
        .get(row * words + bit / 64)
        .is_some_and(|word| word >> (bit % 64) & 1 != 0)
}

/// The filler of [`Rules::neighbours`] beyond the edge of the grid.
pub(crate) const NO_SPACE: SpaceId = SpaceId(u16::MAX);

impl std::fmt::Debug for Rules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rules")
            .field("map", &self.map.name())
            .field("cards", &self.cards.name())
            .field("players", &self.players)
            .field("rounds", &self.rounds)
            .finish()
    }
}

impl Rules {
    /// Checks the setup and precomputes the tables.
    pub fn new(setup: Setup) -> Result<Rules, SetupError> {
        if !(1..=5).contains(&setup.players) {
            return Err(SetupError::Players(setup.players));
        }
        let dealt = if setup.players == 1 { 2 } else { setup.players };
        let rounds = setup.cards.rounds(dealt).ok_or(SetupError::TooFewCards {
            cards: setup.cards.cards_per_column(),
            dealt,
        })?;
        let mut card_column = Vec::new();
        let mut card_actions = Vec::new();
        for (ci, column) in setup.cards.columns().iter().enumerate() {
            for card in &column.cards {
                card_column.push(ci as u8);
                card_actions.push([card.actions.first().copied(), card.actions.get(1).copied()]);
            }
        }
        let mut payouts: Option<Arc<dyn PayoutRules>> = None;
        let mut modules = Vec::new();
        for (i, module) in setup.modules.iter().enumerate() {
            if modules.len() >= u8::MAX as usize {
                return Err(SetupError::TooManyModules(setup.modules.len()));
            }
            let first_column = (setup.cards.columns().len()
                + modules
                    .iter()
                    .map(|m: &ModuleSlot| m.column_sizes.len())
                    .sum::<usize>()) as u8;
            let first_card = card_column.len().min(u8::MAX as usize) as u8;
            let joined = module
                .join(&GameSetup {
                    id: ModuleId(i as u8),
                    map: &setup.map,
                    cards: &setup.cards,
                    players: setup.players,
                    dealt: dealt as u8,
                    options: &setup.options,
                    first_column,
                    first_card: CardId(first_card),
                })
                .map_err(|reason| SetupError::Module {
                    module: module.key().to_string(),
                    reason,
                })?;
            if payouts.is_none() {
                payouts = joined.payouts;
            }
            let mut column_sizes = Vec::new();
            let mut column_names = Vec::new();
            for (k, column) in joined.columns.into_iter().enumerate() {
                column_sizes.push(column.cards.len().min(u8::MAX as usize) as u8);
                column_names.push((column.name, column.colour));
                for card in column.cards {
                    card_column.push(first_column.saturating_add(k as u8));
                    card_actions.push([card.actions.first().copied(), card.actions.get(1).copied()]);
                }
            }
            let last_card = card_column.len().min(u8::MAX as usize) as u8;
            modules.push(ModuleSlot {
                module: module.clone(),
                rules: joined.rules,
                columns: first_column..first_column + column_sizes.len() as u8,
                cards: first_card..last_card,
                column_sizes,
                column_names,
            });
        }
        // Card ids are bytes, and the last byte stands for a hidden card in views.
        if card_column.len() >= u8::MAX as usize {
            return Err(SetupError::TooManyCards(card_column.len()));
        }
        let discounts = card_actions
            .iter()
            .flatten()
            .enumerate()
            .filter_map(|(slot, spec)| match spec.map(|s| s.kind) {
                Some(ActionKind::Discount { amount }) => Some((slot, amount)),
                _ => None,
            })
            .collect();
        // The distinct kinds-and-spaces, numbered by kind, then ascending cost: a fixed order, whatever the cards'.
        // Specs of one kind may tie on the sort key (a Move's distance is not in it), so duplicates are dropped by
        // search, not by neighbourhood.
        let mut sorted: Vec<ActionSpec> = card_actions.iter().flatten().flatten().copied().collect();
        sorted.sort_by_key(|spec| {
            (
                kind_code(spec.kind),
                spec.kind.printed_cost().unwrap_or(0),
                spec.spaces,
            )
        });
        let mut classes: Vec<ActionSpec> = Vec::with_capacity(sorted.len());
        for spec in sorted {
            if !classes.contains(&spec) {
                classes.push(spec);
            }
        }
        let class_of = |spec: ActionSpec| {
            classes
                .iter()
                .position(|c| *c == spec)
                .filter(|&i| i < CLASSES)
                .map_or(UNCLASSED, |i| i as u8)
        };
        let card_take = card_actions
            .iter()
            .enumerate()
            .map(|(card, places)| TakeCard {
                places: places.map(|place| match place {
                    None => TakeEntry { class: UNCLASSED },
                    Some(spec) => TakeEntry {
                        class: class_of(spec),
                    },
                }),
                actions: [0, 1].map(|action| {
                    Action::Take(ActionRef {
                        card: CardId(card as u8),
                        action,
                    })
                }),
            })
            .collect();
        let place_actions = (0..setup.map.space_count())
            .map(|i| Action::Place(SpaceId(i as u16)))
            .collect();
        let unclassed = classes.len() > CLASSES;
        classes.truncate(CLASSES);
        let mut code_masks = [0u64; KIND_CODES];
        let mut costed_groups: Vec<(KindCode, Yen, u64)> = Vec::new();
        for (class, spec) in classes.iter().enumerate() {
            let code = kind_code(spec.kind);
            if let Some(mask) = code_masks.get_mut(code as usize) {
                *mask |= 1 << class;
            }
            if let Some(cost) = spec.kind.printed_cost().filter(|&cost| cost > 0) {
                match costed_groups
                    .iter_mut()
                    .find(|&&mut (c, k, _)| (c, k) == (code, cost))
                {
                    Some((_, _, classes)) => *classes |= 1 << class,
                    None => costed_groups.push((code, cost, 1 << class)),
                }
            }
        }
        // Per discs in hand, the classes whose actions that many discs can take (TM-4.3, OS-6.2): the last entry
        // holds every class.
        let most_needed = classes.iter().map(|&spec| discs_needed(spec)).max().unwrap_or(0);
        let classes_within_hand = (0..=most_needed)
            .map(|hand| {
                classes
                    .iter()
                    .enumerate()
                    .filter(|&(_, &spec)| discs_needed(spec) <= hand)
                    .fold(0u64, |mask, (class, _)| mask | 1 << class)
            })
            .collect();
        let neighbours = (0..setup.map.space_count())
            .map(|i| {
                let mut four = [NO_SPACE; 4];
                for (slot, n) in four.iter_mut().zip(setup.map.neighbours(SpaceId(i as u16))) {
                    *slot = n;
                }
                four
            })
            .collect();
        let boarding_words = setup.map.space_count().div_ceil(64);
        let mut boarding = vec![0u64; boarding_words * setup.map.stops().len()];
        for stop in 0..setup.map.stops().len() {
            for space in setup.map.boarding_spaces(StopId(stop as u16)) {
                let bit = space.0 as usize;
                if let Some(word) = boarding.get_mut(stop * boarding_words + bit / 64) {
                    *word |= 1 << (bit % 64);
                }
            }
        }
        let mut line_boarding = vec![0u64; boarding_words * setup.map.lines().len()];
        for (line, map_line) in setup.map.lines().iter().enumerate() {
            for stop in &map_line.stops {
                let words = stop.0 as usize * boarding_words..(stop.0 as usize + 1) * boarding_words;
                for (k, &word) in boarding.get(words).unwrap_or_default().iter().enumerate() {
                    if let Some(union) = line_boarding.get_mut(line * boarding_words + k) {
                        *union |= word;
                    }
                }
            }
        }
        let (diamonds, diamond_index) = diamonds(&setup.map);
        Ok(Rules {
            map: setup.map,
            cards: setup.cards,
            players: setup.players,
            options: setup.options,
            rounds: rounds.min(u8::MAX as usize) as u8,
            dealt: dealt as u8,
            payouts: payouts.unwrap_or_else(|| Arc::new(StandardPayouts)),
            guarded: modules.iter().any(|m| m.rules.guarded()),
            modules,
            card_column,
            card_actions,
            card_take,
            place_actions,
            classes,
            code_masks,
            costed_groups,
            classes_within_hand,
            unclassed,
            discounts,
            neighbours,
            boarding,
            boarding_words,
            line_boarding,
            diamonds,
            diamond_index,
        })
    }

    /// The key of a stop's place for D-14 (where a rider alighted): its station, or the stop itself for a small
    /// circle.
    pub fn place_key(&self, stop: metro_core::StopId) -> u16 {
        self.map().stop(stop).station.map_or(0x8000 | stop.0, |s| s.0)
    }

    /// The board.
    pub fn map(&self) -> &Map {
        &self.map
    }

    /// The board, shared.
    pub fn map_arc(&self) -> &Arc<Map> {
        &self.map
    }

    /// The card set.
    pub fn cards(&self) -> &CardSet {
        &self.cards
    }

    /// The card set, shared.
    pub fn cards_arc(&self) -> &Arc<CardSet> {
        &self.cards
    }

    /// The number of players.
    pub fn players(&self) -> usize {
        self.players
    }

    /// Whether this is the solo game.
    pub fn solo(&self) -> bool {
        self.players == 1
    }

    /// Rule options.
    pub fn options(&self) -> &RuleOptions {
        &self.options
    }

    /// Rounds in the game (TM-6.2, OS-3.4, MC-2).
    pub fn rounds(&self) -> u8 {
        self.rounds
    }

    /// Cards dealt face up per column (TM-3.4; 2 in solo).
    pub fn dealt(&self) -> u8 {
        self.dealt
    }

    /// The payout rules: the standard ones (TM-9, TM-11, OS-5.3), or a module's.
    pub fn payouts(&self) -> &dyn PayoutRules {
        self.payouts.as_ref()
    }

    /// The number of cards: the card set's, then the modules' (all of them, also those a module does not deal).
    pub fn card_count(&self) -> usize {
        self.card_actions.len()
    }

    /// The Discount actions, by slot (`2 × card + action`, ascending), with their amounts (TM-7.7).
    pub(crate) fn discounts(&self) -> &[(usize, Yen)] {
        &self.discounts
    }

    /// The spaces of the grid 1..=`steps` orthogonal steps from `from`, in the order [`crate::Game::reachable_spaces`]
    /// lists them when nothing blocks; `None` beyond [`DIAMOND_STEPS`] or on a grid too large for the table.
    #[inline]
    pub(crate) fn diamond(&self, from: SpaceId, steps: u8) -> Option<&[SpaceId]> {
        let (start, within) = self.diamond_index.get(from.0 as usize)?;
        let count = *within.get(steps as usize)?;
        let start = *start as usize;
        self.diamonds.get(start..start + count as usize)
    }

    /// Whether a meeple on `space` may board or alight at `stop` (`space` is among [`Map::boarding_spaces`]).
    #[inline]
    pub(crate) fn boards_at(&self, stop: StopId, space: SpaceId) -> bool {
        space_bit(&self.boarding, self.boarding_words, stop.0 as usize, space)
    }

    /// Whether a meeple on `space` may board or alight at some stop of `line` (a bit of the union of its stops'
    /// [`Rules::boards_at`]).
    #[inline]
    pub(crate) fn boards_on_line(&self, line: LineId, space: SpaceId) -> bool {
        space_bit(&self.line_boarding, self.boarding_words, line.0 as usize, space)
    }

    /// A space's orthogonal neighbours inside the grid, in the order of `Map::neighbours`, then [`NO_SPACE`]
    /// for every side beyond the edge (a table: the grid's geometry is worked out once per rule set).
    pub(crate) fn neighbours(&self, space: SpaceId) -> &[SpaceId; 4] {
        &self.neighbours[space.0 as usize]
    }

    /// The column a card belongs to.
    pub fn card_column(&self, card: CardId) -> u8 {
        self.card_column[card.0 as usize]
    }

    /// The column a card belongs to, or `None` for an id that names no card.
    pub fn card_column_of(&self, card: CardId) -> Option<u8> {
        self.card_column.get(card.0 as usize).copied()
    }

    /// The number of columns of action cards: the card set's, then the modules'.
    pub fn column_count(&self) -> usize {
        self.cards.columns().len() + self.modules.iter().map(|m| m.column_sizes.len()).sum::<usize>()
    }

    /// A column's name and colour: the card set's column, or a module's.
    pub fn column_look(&self, column: u8) -> Option<(&str, Rgb)> {
        match self.cards.columns().get(column as usize) {
            Some(c) => Some((
                c.name.as_str(),
                c.colours.first().copied().unwrap_or(Rgb(128, 128, 128)),
            )),
            None => self.modules.iter().find_map(|m| {
                m.columns
                    .contains(&column)
                    .then(|| m.column_names.get((column - m.columns.start) as usize))
                    .flatten()
                    .map(|(name, colour)| (name.as_str(), *colour))
            }),
        }
    }

    /// The rule modules played, by [`ModuleId`].
    pub fn modules(&self) -> &[ModuleSlot] {
        &self.modules
    }

    /// Whether any rule module is played (the hook points test this first).
    #[inline]
    pub fn has_modules(&self) -> bool {
        !self.modules.is_empty()
    }

    /// Whether a module played may fail (a plugin's): see [`crate::Game::module_failure`].
    #[inline]
    pub fn guarded(&self) -> bool {
        self.guarded
    }

    /// A module played, by id. Panics for an id the game does not have (ids come from the game's own payloads).
    pub fn module(&self, id: ModuleId) -> &ModuleSlot {
        &self.modules[id.0 as usize]
    }

    /// A module played, by id, if the game has it.
    pub fn module_get(&self, id: ModuleId) -> Option<&ModuleSlot> {
        self.modules.get(id.0 as usize)
    }

    /// The id of the module with this key, if it is played.
    pub fn module_by_key(&self, key: &str) -> Option<ModuleId> {
        self.modules
            .iter()
            .position(|m| m.module.key() == key)
            .map(|i| ModuleId(i as u8))
    }

    /// The module whose columns hold a card, if a module's.
    pub fn card_module(&self, card: CardId) -> Option<ModuleId> {
        if !self.has_modules() || (card.0 as usize) < self.cards.card_count() {
            return None;
        }
        self.modules
            .iter()
            .position(|m| m.cards.contains(&card.0))
            .map(|i| ModuleId(i as u8))
    }

    /// The actions of a card.
    pub fn card_actions(&self, card: CardId) -> impl Iterator<Item = (ActionRef, ActionSpec)> + '_ {
        self.card_actions[card.0 as usize]
            .iter()
            .enumerate()
            .filter_map(move |(i, a)| {
                a.map(|a| {
                    (
                        ActionRef {
                            card,
                            action: i as u8,
                        },
                        a,
                    )
                })
            })
    }

    /// `Place` on every space, in space order.
    #[inline]
    pub(crate) fn place_actions(&self) -> &[Action] {
        &self.place_actions
    }

    /// Every card's places and `Take` actions as the action turn's list reads them, by card.
    pub(crate) fn card_takes(&self) -> &[TakeCard] {
        &self.card_take
    }

    /// The kind and spaces of a class of [`TakeEntry`] (below [`CLASSES`]).
    pub(crate) fn class_spec(&self, class: u8) -> Option<ActionSpec> {
        self.classes.get(class as usize).copied()
    }

    /// Per kind code, a bit per class of that kind.
    #[inline]
    pub(crate) fn code_masks(&self) -> &[u64; KIND_CODES] {
        &self.code_masks
    }

    /// The classes with a printed cost above ¥0, a group per kind code and cost: (kind code, cost, a bit per class).
    #[inline]
    pub(crate) fn costed_groups(&self) -> &[(KindCode, Yen, u64)] {
        &self.costed_groups
    }

    /// A bit per class whose actions `hand` discs in hand can take ([`crate::takeable::discs_needed`]).
    #[inline]
    pub(crate) fn classes_within_hand(&self, hand: u8) -> u64 {
        let table = &self.classes_within_hand;
        table.get(hand as usize).or(table.last()).copied().unwrap_or(0)
    }

    /// Whether some action has no class (more kinds-and-spaces than [`CLASSES`]).
    #[inline]
    pub(crate) fn has_unclassed(&self) -> bool {
        self.unclassed
    }

    /// One action's kind and spaces.
    pub fn action(&self, action: ActionRef) -> Option<ActionSpec> {
        // A card has at most two actions: `action: 2` or more names none (not the second one: a save file or a
        // driver may send any number, and the per-action tables have two entries per card).
        self.card_actions
            .get(action.card.0 as usize)
            .and_then(|a| a.get(action.action as usize).copied().flatten())
    }

    /// The kind of an action, if it exists.
    pub fn kind(&self, action: ActionRef) -> Option<ActionKind> {
        self.action(action).map(|a| a.kind)
    }
}

/// [`Rules::diamond`]'s table: per space, the grid's spaces 1..=[`DIAMOND_STEPS`] steps away in listing order, and
/// the counts within each number of steps.
#[allow(clippy::type_complexity)]
fn diamonds(map: &Map) -> (Vec<SpaceId>, Vec<(u32, [u8; DIAMOND_STEPS as usize + 1])>) {
    let spaces = map.space_count();
    if spaces > DIAMOND_SPACES {
        return (Vec::new(), Vec::new());
    }
    let (columns, rows) = (map.columns() as i32, map.rows() as i32);
    let mut diamonds = Vec::new();
    let mut index = Vec::with_capacity(spaces);
    for from in 0..spaces {
        let (x0, y0) = map.space_xy(SpaceId(from as u16));
        let start = diamonds.len();
        let mut within = [0u8; DIAMOND_STEPS as usize + 1];
        for d in 1..=DIAMOND_STEPS as i32 {
            for y in (y0 - d).max(0)..=(y0 + d).min(rows - 1) {
                let dx = d - (y - y0).abs();
                let row = y * columns;
                if x0 - dx >= 0 {
                    diamonds.push(SpaceId((row + x0 - dx) as u16));
                }
                if dx > 0 && x0 + dx < columns {
                    diamonds.push(SpaceId((row + x0 + dx) as u16));
                }
            }
            within[d as usize] = (diamonds.len() - start).min(u8::MAX as usize) as u8;
        }
        index.push((start as u32, within));
    }
    (diamonds, index)
}
