//! Per-game records and their JSON Lines form (`docs/sim-json.md`): the final state before any payout, every
//! end-game payment in order, totals, the winner, and how often each player took each action kind.
//!
//! Field order is the order of the struct fields (serde keeps it), and every number is an integer, so the same
//! game always gives the same bytes.

use std::sync::Arc;

use metro_core::Yen;
use metro_engine::state::Slot;
use metro_engine::{Event, FinalResult, Game, PayoutKind};
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

/// The setup shared by every game of a run, as written at the start of every JSON line.
#[derive(Clone, Debug, PartialEq, Serialize)]
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
    /// Metro Drinks: every drink standing on the map at the end, by station id; absent without Metro Drinks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drinks: Option<Vec<DrinkRecord>>,
    /// Metro Drinks: every drink payout of the game, in order (MD-5); absent without Metro Drinks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drink_payouts: Option<Vec<DrinkPayoutRecord>>,
    /// Metro Drinks: every vending machine fee of the game, in order (MD-4.3); absent without Metro Drinks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drink_fees: Option<Vec<DrinkFeeRecord>>,
}

/// A drink standing on the map at the end of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DrinkRecord {
    /// The station's name.
    pub station: String,
    /// The drink's colour.
    pub colour: String,
    /// The owner of the colour (seat).
    pub owner: u8,
}

/// A drink payout (MD-5.1, MD-5.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DrinkPayoutRecord {
    /// The round.
    pub round: u8,
    /// The station's name.
    pub station: String,
    /// The drink's colour.
    pub colour: String,
    /// Who was paid (seat): the station's owner, or the colour's owner with *drink owner paid*.
    pub player: u8,
    /// How much.
    pub amount: Yen,
}

/// A vending machine's fee (MD-4.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DrinkFeeRecord {
    /// The round.
    pub round: u8,
    /// Who built and paid (seat).
    pub player: u8,
    /// The station's owner, who was paid (seat).
    pub owner: u8,
    /// How much.
    pub amount: Yen,
}

/// The Metro Drinks payouts and fees of one game, noted from its events as it is played.
#[derive(Clone, Debug, Default)]
pub(crate) struct DrinkLog {
    payouts: Vec<DrinkPayoutRecord>,
    fees: Vec<DrinkFeeRecord>,
}

impl DrinkLog {
    /// Notes a drink payout or fee.
    pub(crate) fn note(&mut self, game: &Game, event: &Event) {
        match *event {
            Event::DrinkPayout {
                station,
                colour,
                player,
                amount,
            } => self.payouts.push(DrinkPayoutRecord {
                round: game.round(),
                station: station_name(game, station.0 as usize),
                colour: metro_engine::narrate::drink_name(game, colour),
                player: player.0,
                amount,
            }),
            Event::DrinkFee {
                player,
                owner,
                amount,
            } => self.fees.push(DrinkFeeRecord {
                round: game.round(),
                player: player.0,
                owner: owner.0,
                amount,
            }),
            _ => {}
        }
    }
}

fn station_name(game: &Game, station: usize) -> String {
    game.map()
        .stations()
        .get(station)
        .map(|s| s.name.clone())
        .unwrap_or_default()
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
    /// `speculation`, `stake_return`, `share`, `set_aside` or `loan`.
    pub kind: &'static str,
    /// The line's letter, for speculation, stake-return and share payments.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<String>,
    /// Who is paid (seat).
    pub player: u8,
    /// How much; negative for loans.
    pub amount: Yen,
}

/// The name of a payout kind in the JSON output.
pub fn payout_kind_name(kind: PayoutKind) -> &'static str {
    match kind {
        PayoutKind::Speculation => "speculation",
        PayoutKind::StakeReturn => "stake_return",
        PayoutKind::Share => "share",
        PayoutKind::SetAside => "set_aside",
        PayoutKind::Loan => "loan",
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
        drink_log: DrinkLog,
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
                kind: payout_kind_name(p.kind),
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
            drinks: state.drinks.get().map(|d| {
                d.at.iter()
                    .enumerate()
                    .filter_map(|(station, colour)| {
                        let colour = (*colour)?;
                        Some(DrinkRecord {
                            station: station_name(game, station),
                            colour: metro_engine::narrate::drink_name(game, colour),
                            owner: d
                                .owner
                                .get(colour as usize)
                                .copied()
                                .flatten()
                                .map_or(u8::MAX, |p| p.0),
                        })
                    })
                    .collect()
            }),
            drink_payouts: state.drinks.get().map(|_| drink_log.payouts),
            drink_fees: state.drinks.get().map(|_| drink_log.fees),
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
