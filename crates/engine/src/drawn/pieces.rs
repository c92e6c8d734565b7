//! [`TablePieces`]: what one seat sees on the table now, as data — built from that seat's [`View`] alone (TM-12.1),
//! so nothing hidden from the seat can be in it.

use metro_core::{LineId, Map, Yen};
use serde::{Deserialize, Serialize};

use super::layout::{MarkerShape, MarkerSize, colour};
use crate::ids::{ActionRef, PlayerId};
use crate::rules::Rules;
use crate::state::{Meeple, Pending, Phase, Slot, State};
use crate::view::{HIDDEN_CARD, PublicView, View};

/// What one seat sees on the table: where play stands, every player's money and pieces, the lines on the revenue
/// track and their vehicles on the map, the pyramids built, the card columns and the rule modules' pieces. Made
/// from the seat's [`View`] only: the deck order, the discards below each pile's top card and the other players'
/// unrevealed bids are not in it (TM-12.1, D-3, D-17).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TablePieces {
    /// Whose view: a seat, or `None` for the public view (a spectator's: nobody's, no seat's own part in it).
    pub viewer: Option<u8>,
    /// The round, from 1.
    pub round: u8,
    /// The phase (TM-6.1), or the end.
    pub phase: Phase,
    /// What the game waits for, with the choices made so far inside an action (all public).
    pub pending: Pending,
    /// The seat that decides now, if any.
    pub to_move: Option<u8>,
    /// Turn order, first player first (TM-6.4.3), by seat.
    pub order: Vec<u8>,
    /// Every player, by seat.
    pub players: Vec<PlayerPieces>,
    /// Every line, in revenue-track order.
    pub lines: Vec<LinePieces>,
    /// The pyramids built (TM-7.3), station by station.
    pub pyramids: Vec<PyramidPiece>,
    /// Every card column, left to right: face-up cards, the deck and the discard pile as counts, the pile's top card.
    pub columns: Vec<ColumnPieces>,
    /// The actions with action discs on them or taken this round.
    pub actions: Vec<ActionPieces>,
    /// Tokens left in the general supply.
    pub supply: SupplyPieces,
    /// Every rule module's pieces, as its module draws them from this view.
    pub modules: Vec<ModulePieces>,
}

/// One player's money and pieces as the viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerPieces {
    /// The seat.
    pub seat: u8,
    /// Cash in hand.
    pub cash: Yen,
    /// Loan tokens held (TM-7.9).
    pub loans: u8,
    /// Whether the player holds a bike (TM-7.13).
    pub bike: bool,
    /// Speed tokens taken but not yet assigned to a line (TM-7.11).
    pub speed_tokens: u8,
    /// Action discs in front of the player, ready to use.
    pub discs_in_hand: u8,
    /// Action discs the player owns, in hand or on actions.
    pub discs_owned: u8,
    /// The player's discs left in the general supply.
    pub discs_in_supply: u8,
    /// Speculation discs not yet used (TM-7.10).
    pub speculation_discs: u8,
    /// Pyramids not yet built.
    pub pyramids: u8,
    /// The shares held: each line and the share number (from 1).
    pub shares: Vec<(u8, u8)>,
    /// The meeple.
    pub meeple: MeeplePiece,
    /// Whether the player has made this round's secret bid (D-3).
    pub bid_made: bool,
    /// The bid's amount: only the viewer's own, and only once made; another player's is never here.
    pub bid: Option<Yen>,
    /// Bid bonus for the next turn-order phase (TM-7.8).
    pub bid_bonus: Yen,
    /// Whether the player has passed in this action phase.
    pub passed: bool,
    /// Cards taken with the Card action (TM-7.14), by id.
    pub personal_cards: Vec<u8>,
    /// Money set aside by Sell (OS-6.3).
    pub set_aside: Yen,
    /// The Copy action holding the player's unused Copy disc (OS-6.4).
    pub copy_ready: Option<ActionRef>,
}

/// Where a meeple is, with the space or stop to draw it at (their points are in the [`super::BoardLayout`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeeplePiece {
    /// Where it is, as the engine says.
    pub meeple: Meeple,
    /// The space it stands on, if on the grid.
    pub space: Option<u16>,
    /// The stop of the vehicle it rides, if aboard.
    pub stop: Option<u16>,
}

/// One line on the revenue track and on the map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinePieces {
    /// The line.
    pub line: u8,
    /// Its value (TM-5), never below ¥0.
    pub value: Yen,
    /// The high number beside the value (TM-5.2, TM-5.3).
    pub high: Yen,
    /// The low number beside the value.
    pub low: Yen,
    /// Its vehicles on the map.
    pub vehicles: Vec<VehiclePiece>,
    /// Placed by Start with no share taken since: it leaves when it returns to stop 1 (TM-9.7).
    pub unowned_start: bool,
    /// Who holds share #1, #2, … by seat (`None`: still in the stock), one entry per share of the line.
    pub holders: Vec<Option<u8>>,
    /// Its disc slots on the revenue track (TM-1.2): speed tokens and speculation markers with their stakes.
    pub slots: Vec<Slot>,
    /// Speed tokens assigned to it.
    pub speed_tokens: u8,
}

/// A vehicle on the map: its stop and the way it faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VehiclePiece {
    /// Which vehicle of the line (0, or 1 for the second tram or bus).
    pub vehicle: u8,
    /// The stop it stands at, by id.
    pub stop: u16,
    /// That stop's number on the line, from 1.
    pub number: u8,
    /// Whether it faces higher stop numbers.
    pub forward: bool,
    /// The stop it enters with its next step (turning round at the end of its line), by id: the way its nose points.
    pub towards: u16,
}

/// A pyramid on a station.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PyramidPiece {
    /// The station.
    pub station: u16,
    /// Its owner's seat.
    pub owner: u8,
}

/// A card column as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColumnPieces {
    /// The column.
    pub column: u8,
    /// Face-up cards by id, bottom row first; `None` is a gap (MD-3.2).
    pub rows: Vec<Option<u8>>,
    /// Cards in the face-down deck (their order is hidden, TM-12.1).
    pub deck: u8,
    /// Cards in the discard pile.
    pub discards: u8,
    /// The discard pile's top card (the only one face up).
    pub discard_top: Option<u8>,
}

/// An action with discs on it, or taken this round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionPieces {
    /// The action.
    pub action: ActionRef,
    /// The seats with a disc on it.
    pub discs: Vec<u8>,
    /// Whether it has been taken this round (for Copy, D-9).
    pub taken: bool,
}

/// Tokens in the general supply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SupplyPieces {
    /// Speed tokens.
    pub speed_tokens: u8,
    /// Loan tokens.
    pub loans: u8,
    /// Bike tokens.
    pub bikes: u8,
}

/// One rule module's pieces ([`crate::module::Pieces`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModulePieces {
    /// The module.
    pub module: u8,
    /// Markers on stations.
    pub markers: Vec<MarkerPiece>,
    /// Texts about players.
    pub counters: Vec<CounterPiece>,
    /// Notes on lines of the revenue track.
    pub annotations: Vec<AnnotationPiece>,
}

/// A module's marker on a station ([`crate::module::Marker`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarkerPiece {
    /// The station.
    pub station: u16,
    /// Its colour, `#RRGGBB`.
    pub colour: String,
    /// What it is, as the module says it (for hover texts).
    pub label: String,
    /// Its shape.
    pub shape: MarkerShape,
    /// A character drawn in its middle, if any.
    pub glyph: Option<char>,
    /// Its size.
    pub size: MarkerSize,
}

/// A module's text about a player ([`crate::module::Counter`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CounterPiece {
    /// The seat.
    pub player: u8,
    /// The text, as the module says it.
    pub text: String,
}

/// A module's note on a line ([`crate::module::Annotation`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnnotationPiece {
    /// The line.
    pub line: u8,
    /// The text, as the module says it.
    pub text: String,
}

/// A card id as the view holds it: `None` for a face-down card (there is none where this is used; a view's hidden
/// card is never shown as an id).
fn shown(card: crate::ids::CardId) -> Option<u8> {
    (card != HIDDEN_CARD).then_some(card.0)
}

impl TablePieces {
    /// The pieces of `view`, a view of a game under `rules`. Everything in them comes from the view.
    pub fn of(rules: &Rules, view: &View) -> TablePieces {
        TablePieces::drawn(rules, &view.state, &view.bids_made, Some(view.viewer))
    }

    /// The public pieces of `view`, the public view of a game under `rules` (a spectator's): no seat's bid, no
    /// seat's own part. Everything in them comes from the view.
    pub fn public(rules: &Rules, view: &PublicView) -> TablePieces {
        TablePieces::drawn(rules, &view.state, &view.bids_made, None)
    }

    /// The pieces of a redacted `state` with who has bid, as `viewer` sees them (`None`: nobody's view).
    fn drawn(rules: &Rules, state: &State, bids_made: &[bool], viewer: Option<PlayerId>) -> TablePieces {
        let map = rules.map();
        TablePieces {
            viewer: viewer.map(|v| v.0),
            round: state.round,
            phase: state.phase,
            pending: state.pending.clone(),
            to_move: state.to_move().map(|p| p.0),
            order: state.order.iter().map(|p| p.0).collect(),
            players: state
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let seat = PlayerId(i as u8);
                    PlayerPieces {
                        seat: seat.0,
                        cash: p.cash,
                        loans: p.loans,
                        bike: p.bike,
                        speed_tokens: p.speed_tokens,
                        discs_in_hand: p.discs_in_hand,
                        discs_owned: p.discs_owned,
                        discs_in_supply: p.discs_in_supply,
                        speculation_discs: p.speculation_discs,
                        pyramids: p.pyramids,
                        shares: state
                            .lines
                            .iter()
                            .enumerate()
                            .filter_map(|(l, line)| line.share_of(seat).map(|n| (l as u8, n as u8)))
                            .collect(),
                        meeple: meeple(map, state, p.meeple),
                        bid_made: bids_made.get(i).copied().unwrap_or(false),
                        // TM-12.1: the view holds only the viewer's own bid; another's is never copied, and the
                        // public view's none.
                        bid: if viewer == Some(seat) { p.bid } else { None },
                        bid_bonus: p.bid_bonus,
                        passed: p.passed,
                        personal_cards: p.personal_cards.iter().filter_map(|&c| shown(c)).collect(),
                        set_aside: p.set_aside,
                        copy_ready: p.copy_ready,
                    }
                })
                .collect(),
            lines: state
                .lines
                .iter()
                .enumerate()
                .map(|(l, line)| {
                    let spec = map.line(LineId(l as u8));
                    let (high, low) = map.revenue().high_low(line.value);
                    LinePieces {
                        line: l as u8,
                        value: line.value,
                        high,
                        low,
                        vehicles: line
                            .vehicles
                            .iter()
                            .enumerate()
                            .filter_map(|(k, v)| {
                                let v = (*v)?;
                                let stops = spec.stops.len();
                                let at = *spec.stops.get(v.stop as usize)?;
                                let next = v.path(stops).next().unwrap_or(v.stop);
                                let towards = spec.stops.get(next as usize).copied().unwrap_or(at);
                                Some(VehiclePiece {
                                    vehicle: k as u8,
                                    stop: at.0,
                                    number: v.stop + 1,
                                    forward: v.forward,
                                    towards: towards.0,
                                })
                            })
                            .collect(),
                        unowned_start: line.unowned_start,
                        holders: line
                            .holders
                            .iter()
                            .take(spec.shares())
                            .map(|h| h.map(|p| p.0))
                            .collect(),
                        slots: line.slots.iter().take(spec.slots as usize).copied().collect(),
                        speed_tokens: line.speed_tokens() as u8,
                    }
                })
                .collect(),
            pyramids: state
                .pyramids
                .iter()
                .enumerate()
                .filter_map(|(s, owner)| {
                    owner.map(|o| PyramidPiece {
                        station: s as u16,
                        owner: o.0,
                    })
                })
                .collect(),
            columns: state
                .columns
                .iter()
                .enumerate()
                .map(|(c, column)| ColumnPieces {
                    column: c as u8,
                    rows: column.rows.iter().map(|r| r.and_then(shown)).collect(),
                    deck: column.deck.len() as u8,
                    discards: column.discard.len() as u8,
                    discard_top: column.discard.last().copied().and_then(shown),
                })
                .collect(),
            actions: (0..state.occupants.len().max(state.taken.len()))
                .filter_map(|slot| {
                    let bits = state.occupants.get(slot).copied().unwrap_or(0);
                    let taken = state.taken.get(slot).copied().unwrap_or(false);
                    (bits != 0 || taken).then(|| ActionPieces {
                        action: ActionRef {
                            card: crate::ids::CardId((slot / 2) as u8),
                            action: (slot % 2) as u8,
                        },
                        discs: (0..8u8).filter(|p| bits & (1 << p) != 0).collect(),
                        taken,
                    })
                })
                .collect(),
            supply: SupplyPieces {
                speed_tokens: state.speed_supply,
                loans: state.loan_supply,
                bikes: state.bike_supply,
            },
            modules: module_pieces(rules, state),
        }
    }
}

fn meeple(map: &Map, state: &State, meeple: Meeple) -> MeeplePiece {
    let (space, stop) = match meeple {
        Meeple::Off => (None, None),
        Meeple::On(space) => (Some(space.0), None),
        Meeple::Riding { line, vehicle, .. } => {
            let stop = state
                .lines
                .get(line.0 as usize)
                .and_then(|l| l.vehicles.get(vehicle as usize).copied().flatten())
                .and_then(|v| {
                    map.lines()
                        .get(line.0 as usize)?
                        .stops
                        .get(v.stop as usize)
                        .copied()
                });
            (None, stop.map(|s| s.0))
        }
    };
    MeeplePiece { meeple, space, stop }
}

fn module_pieces(rules: &Rules, state: &State) -> Vec<ModulePieces> {
    rules
        .modules()
        .iter()
        .zip(&state.modules)
        .enumerate()
        .filter_map(|(i, (slot, module))| {
            let pieces = slot.rules().looks()?.pieces(rules, state, module);
            Some(ModulePieces {
                module: i as u8,
                markers: pieces
                    .markers
                    .into_iter()
                    .map(|m| MarkerPiece {
                        station: m.station.0,
                        colour: colour(m.colour),
                        label: m.label,
                        shape: m.shape.into(),
                        glyph: m.glyph,
                        size: m.size.into(),
                    })
                    .collect(),
                counters: pieces
                    .counters
                    .into_iter()
                    .map(|c| CounterPiece {
                        player: c.player.0,
                        text: c.text,
                    })
                    .collect(),
                annotations: pieces
                    .annotations
                    .into_iter()
                    .map(|a| AnnotationPiece {
                        line: a.line.0,
                        text: a.text,
                    })
                    .collect(),
            })
        })
        .collect()
}
