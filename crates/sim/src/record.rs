//! Per-game records and their JSON Lines form (`docs/sim-json.md`): the final state before any payout, every
//! end-game payment in order, totals, the winner, how often each player took each action kind, and what rule
//! modules record of their own.
//!
//! Field order is the order of the struct fields (serde keeps it), and every number is an integer, so the same
//! game always gives the same bytes.

use std::sync::Arc;

use metro_core::Yen;
use metro_engine::module::GameLog;
use metro_engine::state::Slot;
use metro_engine::{FinalResult, Game, PayoutKind};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};

/// The setup shared by every game of a run, as written at the start of every JSON line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetupRecord {
    /// The map's name or file path.
    pub map: String,
    /// The card set's name or file path.
    pub cards: String,
    /// The number of players.
    pub players: usize,
    /// One bot name per seat.
    pub bots: Vec<String>,
    /// The rule options, as the engine serialises them.
    pub options: serde_json::Value,
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameRecord {
    /// The game's seed.
    pub seed: u64,
    /// Rounds played.
    pub rounds: u8,
    /// Decisions taken by all players together.
    pub decisions: u32,
    /// Every line in revenue-track order, as it stands at the end before any payout.
    pub lines: Vec<LineRecord>,
    /// Every player by seat.
    pub players: Vec<PlayerRecord>,
    /// Every end-game payment, in the order made (TM-11).
    pub payouts: Vec<PayoutRecord>,
    /// The winner's seat.
    pub winner: u8,
    /// The final turn order (seats, first player first): ties at the end go to the earliest (TM-11.8).
    pub turn_order: Vec<u8>,
    /// The fields rule modules add to the record, in the game's module order (each module's in its order).
    #[serde(flatten)]
    pub modules: ModuleFields,
    /// What happened at each station, from the engine's events: for the heat maps. Not written to the JSON line
    /// (the format of `docs/sim-json.md` is unchanged).
    #[serde(skip)]
    pub board: BoardRecord,
}

/// What happened at each station of the map during one game, taken from the engine's events
/// (`Event::StationPayout`, `Event::StationBuilt`): nothing is recomputed here.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardRecord {
    /// Per station, by station id.
    pub stations: Vec<StationTally>,
}

/// One station's payouts and pyramids in one game (or summed over games).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StationTally {
    /// Station payouts made here (TM-9.3, TM-9.4): one per vehicle entering it while it had an owner.
    pub payouts: u32,
    /// Cash paid to its owners by those payouts.
    pub cash: i64,
    /// Value rises those payouts gave the lines.
    pub value_rise: i64,
    /// Pyramids built here (TM-7.3, TM-7.4).
    pub pyramids: u32,
}

impl BoardRecord {
    /// No payout and no pyramid yet at any of `stations` stations.
    pub fn new(stations: usize) -> BoardRecord {
        BoardRecord {
            stations: vec![StationTally::default(); stations],
        }
    }

    /// Counts one event of the game.
    pub fn note(&mut self, event: &metro_engine::Event) {
        match *event {
            metro_engine::Event::StationPayout {
                station,
                value_rise,
                cash,
                ..
            } => {
                if let Some(tally) = self.stations.get_mut(station.0 as usize) {
                    tally.payouts += 1;
                    tally.cash += i64::from(cash);
                    tally.value_rise += i64::from(value_rise);
                }
            }
            metro_engine::Event::StationBuilt { station, .. } => {
                if let Some(tally) = self.stations.get_mut(station.0 as usize) {
                    tally.pyramids += 1;
                }
            }
            _ => {}
        }
    }
}

/// Fields rule modules add to a game's record: each a key and a JSON value as text, written in order after the
/// engine's fields.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ModuleFields(pub Vec<(String, String)>);

impl Serialize for ModuleFields {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (key, json) in &self.0 {
            let value =
                serde_json::value::RawValue::from_string(json.clone()).map_err(serde::ser::Error::custom)?;
            map.serialize_entry(key, &value)?;
        }
        map.end()
    }
}

/// One line at the end of a game, before any payout.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LineRecord {
    /// The line's letter.
    pub line: String,
    /// Its value on the revenue track.
    pub value: Yen,
    /// Its shareholders, by share number.
    pub shareholders: Vec<ShareholderRecord>,
    /// Its speculation discs, in slot order.
    pub speculations: Vec<SpeculationRecord>,
}

/// A share held.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ShareholderRecord {
    /// Who (seat).
    pub player: u8,
    /// The share's number, from 1.
    pub share: u8,
}

/// A speculation disc.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SpeculationRecord {
    /// Whose (seat).
    pub player: u8,
    /// The stake set aside with it.
    pub stake: Yen,
}

/// One player at the end of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerRecord {
    /// The seat.
    pub player: u8,
    /// The bot that played it.
    pub bot: String,
    /// Cash before any end-game payment.
    pub cash: Yen,
    /// Loan tokens held.
    pub loans: u8,
    /// Money set aside by Sell (OS-6.3), paid at the end.
    pub set_aside: Yen,
    /// The final total (TM-11.8): cash plus this player's payouts.
    pub total: Yen,
    /// How often the player took each action kind.
    pub actions: KindCounts,
}

/// How often one player took each action kind; written as a JSON object `{"kind": count}` holding the kinds taken
/// at least once, in catalogue order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KindCounts {
    /// Kind names, by catalogue index (shared by all records of a run).
    pub names: Arc<[String]>,
    /// Counts, by catalogue index.
    pub counts: Vec<u32>,
}

impl Serialize for KindCounts {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let taken = self.counts.iter().filter(|&&c| c > 0).count();
        let mut map = serializer.serialize_map(Some(taken))?;
        for (name, &count) in self.names.iter().zip(&self.counts) {
            if count > 0 {
                map.serialize_entry(name, &count)?;
            }
        }
        map.end()
    }
}

/// One end-game payment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PayoutRecord {
    /// `speculation`, `stake_return`, `share`, `set_aside` or `loan` (or a rule module's `key:code`).
    pub kind: String,
    /// The line's letter, for speculation, stake-return and share payments.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<String>,
    /// Who is paid (seat).
    pub player: u8,
    /// How much; negative for loans.
    pub amount: Yen,
}

/// The name of a payout kind in the JSON output: a rule module's payments as `module key:code`.
pub fn payout_kind_name(game: &Game, kind: PayoutKind) -> String {
    match kind {
        PayoutKind::Speculation => "speculation".into(),
        PayoutKind::StakeReturn => "stake_return".into(),
        PayoutKind::Share => "share".into(),
        PayoutKind::SetAside => "set_aside".into(),
        PayoutKind::Loan => "loan".into(),
        PayoutKind::Module { module, code } => {
            let key = game
                .rules()
                .module_get(module)
                .map_or("module", |m| m.module().key());
            format!("{key}:{code}")
        }
    }
}

/// A JSON line: the setup, then the game's fields.
#[derive(Serialize)]
struct JsonLine<'a> {
    setup: &'a SetupRecord,
    #[serde(flatten)]
    game: &'a GameRecord,
}

impl GameRecord {
    /// Records a finished game from its final state (before payouts) and its result.
    #[allow(clippy::too_many_arguments)] // one call site, every part of the record named
    pub(crate) fn new(
        game: &Game,
        result: &FinalResult,
        seed: u64,
        decisions: u32,
        bots: &[String],
        kind_names: &Arc<[String]>,
        counts: Vec<Vec<u32>>,
        logs: &[Box<dyn GameLog>],
    ) -> GameRecord {
        let state = game.state();
        let map = game.map();
        let letter = |i: usize| map.lines().get(i).map(|l| l.letter.clone()).unwrap_or_default();
        let lines = state
            .lines
            .iter()
            .enumerate()
            .map(|(i, l)| LineRecord {
                line: letter(i),
                value: l.value,
                shareholders: l
                    .holders
                    .iter()
                    .enumerate()
                    .filter_map(|(n, h)| {
                        h.map(|p| ShareholderRecord {
                            player: p.0,
                            share: n as u8 + 1,
                        })
                    })
                    .collect(),
                speculations: l
                    .slots
                    .iter()
                    .filter_map(|s| match *s {
                        Slot::Speculation { player, stake } => Some(SpeculationRecord {
                            player: player.0,
                            stake,
                        }),
                        _ => None,
                    })
                    .collect(),
            })
            .collect();
        let players = state
            .players
            .iter()
            .zip(counts)
            .enumerate()
            .map(|(i, (p, counts))| PlayerRecord {
                player: i as u8,
                bot: bots.get(i).cloned().unwrap_or_default(),
                cash: p.cash,
                loans: p.loans,
                set_aside: p.set_aside,
                total: result.totals.get(i).copied().unwrap_or(p.cash),
                actions: KindCounts {
                    names: kind_names.clone(),
                    counts,
                },
            })
            .collect();
        let payouts = result
            .payouts
            .iter()
            .map(|p| PayoutRecord {
                kind: payout_kind_name(game, p.kind),
                line: p.line.map(|l| letter(l.0 as usize)),
                player: p.player.0,
                amount: p.amount,
            })
            .collect();
        GameRecord {
            seed,
            rounds: game.round(),
            decisions,
            lines,
            players,
            payouts,
            winner: result.winner.0,
            turn_order: state.order.iter().map(|p| p.0).collect(),
            modules: ModuleFields(logs.iter().flat_map(|log| log.fields(game)).collect()),
            board: BoardRecord::default(),
        }
    }

    /// Writes the game as one JSON object on one line (with its `\n`), led by the run's setup.
    pub fn write_json_line(&self, setup: &SetupRecord, out: &mut impl std::io::Write) -> std::io::Result<()> {
        serde_json::to_writer(&mut *out, &JsonLine { setup, game: self })?;
        out.write_all(b"\n")
    }

    /// How often the player in `seat` took the action kind with catalogue index `kind`.
    pub fn kind_count(&self, seat: usize, kind: usize) -> u32 {
        self.players
            .get(seat)
            .and_then(|p| p.actions.counts.get(kind))
            .copied()
            .unwrap_or(0)
    }
}
