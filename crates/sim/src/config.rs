//! What to simulate ([`SimConfig`]): the rules, the bots, how many games from which seed on how many threads; and
//! the seeds of the games and their bots.

use std::sync::Arc;

use metro_bots::threads::Spawner;
use metro_core::KindCatalogue;
use metro_engine::{CardId, Rules};

use crate::counting::Counting;
use crate::{SetupRecord, SimError};

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    /// The map's name as recorded in the output (a built-in name or a file path).
    pub map_name: String,
    /// The card set's name as recorded in the output.
    pub cards_name: String,
    /// The checked rules: map, cards, number of players, options.
    pub rules: Arc<Rules>,
    /// The action kinds, for naming them in records (the registry's catalogue; built-in kinds by default).
    pub kinds: KindCatalogue,
    /// One bot name per seat.
    pub bots: Vec<String>,
    /// How many games.
    pub games: u64,
    /// The base seed: game `i` uses `seed + i`.
    pub seed: u64,
    /// Worker threads (at least 1). Does not change any result.
    pub jobs: usize,
    /// Starts the worker threads (the system's; a test's may refuse some, as a process limit does).
    pub spawner: Spawner,
}

impl SimConfig {
    /// A configuration for 100 games from seed 0 on one thread. `bots` holds one name per seat, or one name for
    /// every seat; every name must be known to [`metro_bots::bot_by_name`].
    pub fn new(
        map_name: &str,
        cards_name: &str,
        rules: Arc<Rules>,
        bots: &[String],
    ) -> Result<SimConfig, SimError> {
        let players = rules.players();
        let bots: Vec<String> = match bots.len() {
            1 => vec![bots[0].clone(); players],
            n if n == players => bots.to_vec(),
            given => return Err(SimError::BotCount { given, players }),
        };
        for name in &bots {
            if metro_bots::bot_by_name(name, 0).is_none() {
                let known = metro_bots::BOT_NAMES.iter().map(|s| s.to_string()).collect();
                return Err(SimError::UnknownBot {
                    name: name.clone(),
                    known,
                });
            }
        }
        Ok(SimConfig {
            map_name: map_name.to_string(),
            cards_name: cards_name.to_string(),
            rules,
            kinds: KindCatalogue::builtin(),
            bots,
            games: 100,
            seed: 0,
            jobs: 1,
            spawner: Spawner::system(),
        })
    }

    /// The seed of game `index` (from 0): the base seed plus the index, wrapping.
    pub fn game_seed(&self, index: u64) -> u64 {
        self.seed.wrapping_add(index)
    }

    /// Where this configuration's action kinds are counted.
    pub(crate) fn counting(&self) -> Counting {
        Counting::new(&self.kinds, &self.rules)
    }

    /// The action-kind names by counting index: the catalogue's kinds, then each rule module's counted names.
    pub fn kind_names(&self) -> Arc<[String]> {
        self.counting().names
    }

    /// The counting indices of the kinds on the game's cards (and the module actions offered without a card),
    /// ascending.
    pub fn kinds_on_cards(&self) -> Vec<usize> {
        let counting = self.counting();
        let mut kinds: Vec<usize> = (0..self.rules.card_count())
            .flat_map(|card| {
                self.rules
                    .card_actions(CardId(card as u8))
                    .filter_map(|(_, spec)| counting.kind(&self.rules, spec.kind))
            })
            .collect();
        for (slot, offset) in self.rules.modules().iter().zip(&counting.offsets) {
            // A module's actions offered without a card (say, on a deck of its own).
            if let Some(records) = slot.rules().records() {
                kinds.extend(records.counted_without_cards().into_iter().map(|i| offset + i));
            }
        }
        kinds.sort_unstable();
        kinds.dedup();
        kinds
    }

    /// The setup as recorded in every JSON line.
    pub fn setup_record(&self) -> SetupRecord {
        SetupRecord {
            map: self.map_name.clone(),
            cards: self.cards_name.clone(),
            players: self.rules.players(),
            bots: self.bots.clone(),
            options: serde_json::to_value(self.rules.options()).unwrap_or(serde_json::Value::Null),
        }
    }
}

/// The seed of the bot in `seat` for a game with seed `game_seed` (the one formula, in metro-bots).
pub use metro_bots::bot_seed;
