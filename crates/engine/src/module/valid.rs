//! What a module that may fail (a plugin's) may leave in a game or hand back to the engine: the checks the plugin
//! guard runs around its hooks, so that no value of a plugin's reaches the engine's or a front end's code out of its
//! range.
//!
//! Checked is the engine's own part of the game: the ids of spaces, stops, stations, lines, cards, columns, players
//! and vehicles in range, every card in its own column and in one place at most, the counts of pieces within the
//! game's supplies, the sizes of the state's tables, money within [`MAX_CASH`], and a module's payloads (actions,
//! stages, events, reasons) carrying its own [`ModuleId`]. A module's own state (`ModuleState`) is its own
//! business. Rule invariants beyond that (conservation of money and pieces) are `metro check`'s.
//!
//! Built-in modules are trusted: nothing here runs for them, so the engine's inner loop pays nothing for it.

use std::fmt;

use metro_core::{LineId, SpaceId, StationId, StopId, Yen};

use super::hooks::{Pieces, ToldPayment};
use super::payload::{ModuleAction, ModuleEvent, ModuleId, ModuleStage};
use super::reads::RulesRead;
use crate::action::Action;
use crate::event::{Event, Payout, PayoutKind, Reason};
use crate::ids::{ActionRef, CardId, PlayerId};
use crate::locale::tr;
use crate::state::{
    ColumnState, LOAN_TOKENS, MAX_DISCS, Meeple, PYRAMIDS, Pending, SPECULATION_DISCS, SPEED_TOKENS, Slot,
    Stage, State, Target,
};

/// The most yen a player may hold, a line be worth, or a bid, stake or sum set aside be: ¥100,000,000, some ten
/// thousand times what a game sees, and far enough below `i32::MAX` that no sum of the engine's can overflow.
pub const MAX_CASH: Yen = 100_000_000;

/// The most yen one payment of a plugin's payout rules may be: ¥1,000,000 (a station pays ¥100 to ¥800).
pub const MAX_PAYMENT: Yen = 1_000_000;

/// The bike tokens of the game (TM-1.4).
const BIKE_TOKENS: u8 = crate::state::BIKE_TOKENS;

/// The kinds of ids a module may hand back out of range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IdKind {
    /// A space of the grid.
    Space,
    /// A stop of a line.
    Stop,
    /// A station.
    Station,
    /// A line.
    Line,
    /// An action card.
    Card,
    /// A column of cards.
    Column,
    /// A player.
    Player,
    /// A vehicle of a line.
    Vehicle,
    /// One of a card's actions.
    Action,
    /// A position in turn order.
    Turn,
    /// One of a line's shares.
    Share,
    /// One of a line's disc slots.
    Slot,
}

impl IdKind {
    fn key(self) -> &'static str {
        match self {
            IdKind::Space => "space",
            IdKind::Stop => "stop",
            IdKind::Station => "station",
            IdKind::Line => "line",
            IdKind::Card => "card",
            IdKind::Column => "column",
            IdKind::Player => "player",
            IdKind::Vehicle => "vehicle",
            IdKind::Action => "action",
            IdKind::Turn => "turn",
            IdKind::Share => "share",
            IdKind::Slot => "slot",
        }
    }
}

/// Where a value out of range was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// A player's meeple.
    Meeple,
    /// A player's pieces, money and cards.
    Player,
    /// The turn order.
    Order,
    /// A line's marker, vehicles, shares or slots.
    Line,
    /// A column of cards.
    Column,
    /// The discs on the actions.
    Occupants,
    /// The pyramids on the stations.
    Pyramids,
    /// The supply of tokens.
    Supply,
    /// The decision the game waits for.
    Pending,
    /// The modules' states.
    Modules,
    /// An event it recorded.
    Event,
    /// An action it offered.
    Action,
    /// A stage it asked.
    Stage,
    /// The columns it dealt.
    Deal,
    /// Its pieces on the board.
    Pieces,
    /// A payment it made or told.
    Payment,
    /// Its end scoring.
    Scoring,
    /// Its payout rules.
    Payouts,
}

impl Part {
    fn key(self) -> &'static str {
        match self {
            Part::Meeple => "meeple",
            Part::Player => "player",
            Part::Order => "order",
            Part::Line => "line",
            Part::Column => "column",
            Part::Occupants => "occupants",
            Part::Pyramids => "pyramids",
            Part::Supply => "supply",
            Part::Pending => "pending",
            Part::Modules => "modules",
            Part::Event => "event",
            Part::Action => "action",
            Part::Stage => "stage",
            Part::Deal => "deal",
            Part::Pieces => "pieces",
            Part::Payment => "payment",
            Part::Scoring => "scoring",
            Part::Payouts => "payouts",
        }
    }
}

/// What a module left in the game or handed back that the engine cannot take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invalid {
    /// An id the game does not have: its kind, its value, and how many the game has (ids are `0..count`).
    OutOfRange {
        /// Where.
        part: Part,
        /// What kind of id.
        kind: IdKind,
        /// Its value.
        value: u32,
        /// How many the game has.
        count: usize,
    },
    /// An amount of money beyond the bounds (below ¥0 where it cannot be, or past [`MAX_CASH`]).
    Money {
        /// Where.
        part: Part,
        /// The amount.
        amount: i64,
    },
    /// A payment that would leave a player's cash below ¥0 (D-2) or past [`MAX_CASH`]; it was not made.
    Payment {
        /// Who.
        player: PlayerId,
        /// What they had.
        cash: Yen,
        /// The change.
        delta: i64,
    },
    /// A number of pieces beyond what the game has.
    Count {
        /// Where.
        part: Part,
        /// The number.
        value: u32,
        /// The most there can be.
        most: u32,
    },
    /// A table of the state whose size changed.
    Size {
        /// Where.
        part: Part,
        /// Its size before.
        was: usize,
        /// Its size after.
        now: usize,
    },
    /// A card in a column not its own.
    CardColumn {
        /// The card.
        card: u8,
        /// The column where it lies.
        column: u8,
    },
    /// A card in two places.
    CardTwice {
        /// The card.
        card: u8,
    },
    /// A column with another number of face-up rows than the game deals (TM-3.4).
    Rows {
        /// The column.
        column: u8,
        /// Its rows.
        rows: usize,
        /// The rows dealt.
        dealt: u8,
    },
    /// The turn order is not every player once.
    Order,
    /// Another module's payload (an action, a stage, an event or a reason of the module `found`).
    Foreign {
        /// Where.
        part: Part,
        /// The module named.
        found: u8,
    },
}

impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let yen =
            |amount: i64| crate::narrate::yen(amount.clamp(i64::from(Yen::MIN), i64::from(Yen::MAX)) as Yen);
        let place = |part: &Part| tr!("invalid-part", part = part.key());
        let text = match self {
            Invalid::OutOfRange {
                part,
                kind,
                value,
                count,
            } => tr!(
                "invalid-out-of-range",
                kind = kind.key(),
                value = value.to_string(),
                count = count.to_string(),
                part = place(part)
            ),
            Invalid::Money { part, amount } => {
                tr!("invalid-money", amount = yen(*amount), part = place(part))
            }
            Invalid::Payment { player, cash, delta } => tr!(
                "invalid-payment",
                player = (player.0 as usize + 1).to_string(),
                cash = crate::narrate::yen(*cash),
                delta = yen(*delta)
            ),
            Invalid::Count { part, value, most } => tr!(
                "invalid-count",
                value = value.to_string(),
                most = most.to_string(),
                part = place(part)
            ),
            Invalid::Size { part, was, now } => tr!(
                "invalid-size",
                was = was.to_string(),
                now = now.to_string(),
                part = place(part)
            ),
            Invalid::CardColumn { card, column } => tr!(
                "invalid-card-column",
                card = card.to_string(),
                column = column.to_string()
            ),
            Invalid::CardTwice { card } => tr!("invalid-card-twice", card = card.to_string()),
            Invalid::Rows { column, rows, dealt } => tr!(
                "invalid-rows",
                column = column.to_string(),
                rows = rows.to_string(),
                dealt = dealt.to_string()
            ),
            Invalid::Order => tr!("invalid-order"),
            Invalid::Foreign { part, found } => {
                tr!("invalid-foreign", module = found.to_string(), part = place(part))
            }
        };
        f.write_str(&text)
    }
}

impl std::error::Error for Invalid {}

/// The ranges of one game's ids, read once from its rules, and the module being checked.
pub struct Bounds<'a> {
    rules: &'a dyn RulesRead,
    own: ModuleId,
    players: usize,
    spaces: usize,
    stations: usize,
    stops: usize,
    lines: usize,
    cards: usize,
    columns: usize,
}

/// `Err(OutOfRange)` unless `value < count`.
fn within(part: Part, kind: IdKind, value: usize, count: usize) -> Result<(), Invalid> {
    if value < count {
        Ok(())
    } else {
        Err(Invalid::OutOfRange {
            part,
            kind,
            value: u32::try_from(value).unwrap_or(u32::MAX),
            count,
        })
    }
}

/// `Err(Money)` unless `0 <= amount <= MAX_CASH` (or `-MAX_CASH <= amount` when `signed`).
fn money(part: Part, amount: Yen, signed: bool) -> Result<(), Invalid> {
    let low = if signed { -MAX_CASH } else { 0 };
    if (low..=MAX_CASH).contains(&amount) {
        Ok(())
    } else {
        Err(Invalid::Money {
            part,
            amount: i64::from(amount),
        })
    }
}

/// `Err(Count)` unless `value <= most`.
fn count(part: Part, value: u8, most: u8) -> Result<(), Invalid> {
    if value <= most {
        Ok(())
    } else {
        Err(Invalid::Count {
            part,
            value: u32::from(value),
            most: u32::from(most),
        })
    }
}

/// `Err(Size)` unless the two sizes are equal.
fn same(part: Part, was: usize, now: usize) -> Result<(), Invalid> {
    if was == now {
        Ok(())
    } else {
        Err(Invalid::Size { part, was, now })
    }
}

impl<'a> Bounds<'a> {
    /// The bounds of the game whose rules are `rules`, checking what the module `own` hands back.
    pub fn new(rules: &'a dyn RulesRead, own: ModuleId) -> Bounds<'a> {
        let map = rules.map();
        Bounds {
            rules,
            own,
            players: rules.players(),
            spaces: map.space_count(),
            stations: map.stations().len(),
            stops: map.stops().len(),
            lines: map.lines().len(),
            cards: rules.card_count(),
            columns: rules.column_count(),
        }
    }

    fn player(&self, part: Part, player: PlayerId) -> Result<(), Invalid> {
        within(part, IdKind::Player, player.0 as usize, self.players)
    }

    fn space(&self, part: Part, space: SpaceId) -> Result<(), Invalid> {
        within(part, IdKind::Space, space.0 as usize, self.spaces)
    }

    fn station(&self, part: Part, station: StationId) -> Result<(), Invalid> {
        within(part, IdKind::Station, station.0 as usize, self.stations)
    }

    fn stop(&self, part: Part, stop: StopId) -> Result<(), Invalid> {
        within(part, IdKind::Stop, stop.0 as usize, self.stops)
    }

    fn line(&self, part: Part, line: LineId) -> Result<(), Invalid> {
        within(part, IdKind::Line, line.0 as usize, self.lines)
    }

    fn card(&self, part: Part, card: CardId) -> Result<(), Invalid> {
        within(part, IdKind::Card, card.0 as usize, self.cards)
    }

    fn column(&self, part: Part, column: u8) -> Result<(), Invalid> {
        within(part, IdKind::Column, column as usize, self.columns)
    }

    /// A vehicle of a line (the line in range): 0, or 1 for the second tram or bus.
    fn vehicle(&self, part: Part, line: LineId, vehicle: u8) -> Result<(), Invalid> {
        self.line(part, line)?;
        let vehicles = self.rules.map().line(line).vehicle.count();
        within(part, IdKind::Vehicle, vehicle as usize, vehicles)
    }

    fn action_ref(&self, part: Part, action: ActionRef) -> Result<(), Invalid> {
        self.card(part, action.card)?;
        within(part, IdKind::Action, action.action as usize, 2)
    }

    fn own(&self, part: Part, module: ModuleId) -> Result<(), Invalid> {
        if module == self.own {
            Ok(())
        } else {
            Err(Invalid::Foreign {
                part,
                found: module.0,
            })
        }
    }

    fn reason(&self, part: Part, reason: Reason) -> Result<(), Invalid> {
        match reason {
            Reason::Module { module, .. } => self.own(part, module),
            _ => Ok(()),
        }
    }

    /// An action the module offers (in an action turn or one of its stages): every id in range, a module action its
    /// own.
    pub fn action(&self, action: &Action) -> Result<(), Invalid> {
        let part = Part::Action;
        match *action {
            Action::Bid(yen) | Action::Stake(yen) => money(part, yen, false),
            Action::Place(space) | Action::MoveTo(space) | Action::Alight(space) => self.space(part, space),
            Action::Take(a) | Action::Copy(a) | Action::Lift(a) => self.action_ref(part, a),
            Action::Board(vehicle) => within(part, IdKind::Vehicle, vehicle as usize, 2),
            Action::Station(station) => self.station(part, station),
            Action::Line(line) | Action::Assign(line) => self.line(part, line),
            Action::Column(column) => self.column(part, column),
            Action::Module(ModuleAction { module, .. }) => self.own(part, module),
            Action::Stay | Action::Pass | Action::Wait | Action::PayWith(_) | Action::Done => Ok(()),
        }
    }

    /// A stage the module asks: its own.
    pub fn stage(&self, stage: ModuleStage) -> Result<(), Invalid> {
        self.own(Part::Stage, stage.module)
    }

    /// An event the module recorded: every id in range, money within bounds, a module event or reason its own.
    pub fn event(&self, event: &Event) -> Result<(), Invalid> {
        let part = Part::Event;
        let player = |p: PlayerId| self.player(part, p);
        let signed = |yen: Yen| money(part, yen, true);
        match event {
            Event::RoundStarted(_) | Event::PhaseStarted(_) | Event::DiscsReturned => Ok(()),
            Event::Refreshed {
                column,
                discarded,
                dealt,
            } => {
                self.column(part, *column)?;
                if let Some(card) = discarded {
                    self.card(part, *card)?;
                }
                self.card(part, *dealt)
            }
            Event::BidMade(p)
            | Event::Passed(p)
            | Event::TokenReturned(p)
            | Event::Bike { player: p, .. }
            | Event::Loan { player: p, .. }
            | Event::Disc { player: p, .. } => player(*p),
            Event::BidsRevealed(bids) => bids.as_slice().iter().try_for_each(|&(p, bid, bonus)| {
                player(p)?;
                signed(bid)?;
                signed(bonus)
            }),
            Event::TurnOrder(order) => order.as_slice().iter().try_for_each(|&p| player(p)),
            Event::Cash {
                player: p,
                delta,
                reason,
            } => {
                player(*p)?;
                signed(*delta)?;
                self.reason(part, *reason)
            }
            Event::Value { line, delta, value } => {
                self.line(part, *line)?;
                signed(*delta)?;
                signed(*value)
            }
            Event::MeepleMoved { player: p, to } | Event::Alighted { player: p, to } => {
                player(*p)?;
                self.space(part, *to)
            }
            Event::ActionTaken { player: p, action } => {
                player(*p)?;
                self.action_ref(part, *action)
            }
            Event::StationBuilt { player: p, station } => {
                player(*p)?;
                self.station(part, *station)
            }
            Event::ShareTaken { player: p, line, .. } | Event::SpeedAssigned { player: p, line } => {
                player(*p)?;
                self.line(part, *line)
            }
            Event::ShareSold {
                player: p,
                line,
                amount: yen,
            }
            | Event::Speculated {
                player: p,
                line,
                stake: yen,
            } => {
                player(*p)?;
                self.line(part, *line)?;
                signed(*yen)
            }
            Event::SpeedTaken { player: p, .. } => player(*p),
            Event::BidBonus { player: p, bonus }
            | Event::OwnBid {
                player: p,
                amount: bonus,
            } => {
                player(*p)?;
                signed(*bonus)
            }
            Event::DiscountLifted {
                player: p,
                from,
                amount,
            } => {
                player(*p)?;
                self.action_ref(part, *from)?;
                signed(*amount)
            }
            Event::CardTaken { player: p, card } => {
                player(*p)?;
                self.card(part, *card)
            }
            Event::VehiclePlaced { line, vehicle, stop } | Event::VehicleStepped { line, vehicle, stop } => {
                self.vehicle(part, *line, *vehicle)?;
                self.stop(part, *stop)
            }
            Event::VehicleRemoved { line } => self.line(part, *line),
            Event::StationPayout {
                line,
                station,
                owner,
                value_rise,
                cash,
            } => {
                self.line(part, *line)?;
                self.station(part, *station)?;
                player(*owner)?;
                signed(*value_rise)?;
                signed(*cash)
            }
            Event::Boarded {
                player: p,
                line,
                vehicle,
            } => {
                player(*p)?;
                self.vehicle(part, *line, *vehicle)
            }
            Event::Module(ModuleEvent { module, .. }) => self.own(part, *module),
            Event::Payout(payout) => self.payout(part, payout),
            Event::GameOver { totals, winner } => {
                player(*winner)?;
                totals.as_slice().iter().try_for_each(|&t| signed(t))
            }
            Event::DiscardShown { column, card } => {
                self.column(part, *column)?;
                match card {
                    Some(card) => self.card(part, *card),
                    None => Ok(()),
                }
            }
            Event::CopyReady {
                player: p, action, ..
            }
            | Event::CopyUsed {
                player: p,
                copy: action,
                ..
            } => {
                player(*p)?;
                self.action_ref(part, *action)
            }
            // what the view is told the game waits for: a stage it names is let be (the engine tells those)
            Event::Awaiting(pending) => self.pending(pending, Some(pending)),
        }
    }

    /// An end-game payment: its player and line in range, its amount within bounds, a module's its own.
    fn payout(&self, part: Part, payout: &Payout) -> Result<(), Invalid> {
        self.player(part, payout.player)?;
        if let Some(line) = payout.line {
            self.line(part, line)?;
        }
        money(part, payout.amount, true)?;
        match payout.kind {
            PayoutKind::Module { module, .. } => self.own(part, module),
            _ => Ok(()),
        }
    }

    /// Its pieces on the board: every marker on a station, every counter of a player, every note on a line.
    pub fn pieces(&self, pieces: &Pieces) -> Result<(), Invalid> {
        for marker in &pieces.markers {
            self.station(Part::Pieces, marker.station)?;
        }
        for counter in &pieces.counters {
            self.player(Part::Pieces, counter.player)?;
        }
        for annotation in &pieces.annotations {
            self.line(Part::Pieces, annotation.line)?;
        }
        Ok(())
    }

    /// What its end scoring added: its payments (those after the first `from`) and every total within bounds.
    pub fn scoring(&self, payouts: &[Payout], from: usize, totals: &[Yen]) -> Result<(), Invalid> {
        for payout in payouts.iter().skip(from) {
            self.payout(Part::Scoring, payout)?;
        }
        totals
            .iter()
            .try_for_each(|&total| money(Part::Scoring, total, true))
    }

    /// The columns it dealt at setup: one per column of its, each holding only cards of that column, each card once,
    /// with the rows the game deals face up.
    pub fn dealt(&self, columns: &[ColumnState]) -> Result<(), Invalid> {
        let sizes = self.rules.module_column_sizes(self.own);
        same(Part::Deal, sizes.len(), columns.len())?;
        let first_column = self.rules.module_columns(self.own).start;
        let mut seen = Seen::default();
        for (k, column) in columns.iter().enumerate() {
            self.column_cards(
                Part::Deal,
                first_column.saturating_add(k as u8),
                column,
                &mut seen,
                false,
            )?;
        }
        Ok(())
    }

    /// One column's cards (found in `part`): each a card of the column `index`, each once (`seen` so far), the rows
    /// the game deals; in a view (`view`) the hidden cards are let be.
    fn column_cards(
        &self,
        part: Part,
        index: u8,
        column: &ColumnState,
        seen: &mut Seen,
        view: bool,
    ) -> Result<(), Invalid> {
        let dealt = self.rules.dealt();
        if column.rows.len() != dealt as usize {
            return Err(Invalid::Rows {
                column: index,
                rows: column.rows.len(),
                dealt,
            });
        }
        let cards = column
            .deck
            .iter()
            .chain(column.rows.iter().flatten())
            .chain(column.discard.iter());
        for &card in cards {
            if view && card == crate::view::HIDDEN_CARD {
                continue;
            }
            self.card(part, card)?;
            if self.rules.card_column(card) != Some(index) {
                return Err(Invalid::CardColumn {
                    card: card.0,
                    column: index,
                });
            }
            seen.once(card)?;
        }
        Ok(())
    }

    /// The decision pending: its players, turns, actions and targets in range; a stage of a module that `before` did
    /// not ask is the module's own.
    fn pending(&self, pending: &Pending, before: Option<&Pending>) -> Result<(), Invalid> {
        let part = Part::Pending;
        let turn = |turn: u8| within(part, IdKind::Turn, turn as usize, self.players);
        match pending {
            Pending::Bid { seat: t } | Pending::Movement { turn: t } | Pending::Turn { turn: t } => turn(*t),
            Pending::Resolving(r) => {
                self.player(part, r.player)?;
                turn(r.turn)?;
                self.action_ref(part, r.action)?;
                if let Some(copy) = r.copy_of {
                    self.action_ref(part, copy)?;
                }
                money(part, r.stake, false)?;
                money(part, r.discount, false)?;
                match r.target {
                    Some(Target::Space(space)) => self.space(part, space)?,
                    Some(Target::Station(station)) => self.station(part, station)?,
                    Some(Target::Line(line)) => self.line(part, line)?,
                    Some(Target::Column(column)) => self.column(part, column)?,
                    None => {}
                }
                if let Stage::Module(stage) = r.stage {
                    let asked = matches!(before, Some(Pending::Resolving(b)) if b.stage == r.stage);
                    if !asked {
                        self.own(part, stage.module)?;
                    }
                }
                Ok(())
            }
            Pending::Trains(cursor) => {
                self.line(part, LineId(cursor.line))?;
                let stops = self.rules.map().line(LineId(cursor.line)).stops.len();
                within(part, IdKind::Stop, cursor.removed_at as usize, stops.max(1))?;
                for &p in cursor.deciding.as_slice().iter().chain(cursor.forced.as_slice()) {
                    self.player(part, p)?;
                }
                Ok(())
            }
            Pending::Over => Ok(()),
        }
    }

    /// The engine's part of a game's state after the module changed it, against `before`, the state as the engine
    /// had it (valid): the tables keep their sizes, every id is in range, every card in its column and in one place,
    /// every count of pieces and sum of money within bounds. `view`: the states are a seat's view, whose hidden cards
    /// are [`crate::view::HIDDEN_CARD`].
    pub fn state(&self, before: &State, after: &State, view: bool) -> Result<(), Invalid> {
        same(Part::Player, before.players.len(), after.players.len())?;
        same(Part::Order, before.order.len(), after.order.len())?;
        same(Part::Line, before.lines.len(), after.lines.len())?;
        same(Part::Column, before.columns.len(), after.columns.len())?;
        same(Part::Occupants, before.occupants.len(), after.occupants.len())?;
        same(Part::Occupants, before.taken.len(), after.taken.len())?;
        same(Part::Pyramids, before.pyramids.len(), after.pyramids.len())?;
        same(Part::Modules, before.modules.len(), after.modules.len())?;
        let mut seen = Seen::default();
        self.players(after, &mut seen, view)?;
        // TM-6.4.3: every player once
        let mut order = 0u32;
        for &p in &after.order {
            self.player(Part::Order, p)?;
            order |= 1 << p.0;
        }
        if order.count_ones() as usize != after.order.len() {
            return Err(Invalid::Order);
        }
        for (i, line) in after.lines.iter().enumerate() {
            self.line_state(LineId(i as u8), line)?;
        }
        for (i, column) in after.columns.iter().enumerate() {
            self.column_cards(Part::Column, i as u8, column, &mut seen, view)?;
        }
        let players = after.players.len();
        for &occupants in &after.occupants {
            if u32::from(occupants) >> players != 0 {
                return Err(Invalid::OutOfRange {
                    part: Part::Occupants,
                    kind: IdKind::Player,
                    value: 7 - occupants.leading_zeros(),
                    count: players,
                });
            }
        }
        for owner in after.pyramids.iter().flatten() {
            self.player(Part::Pyramids, *owner)?;
        }
        count(Part::Supply, after.speed_supply, SPEED_TOKENS)?;
        count(Part::Supply, after.loan_supply, LOAN_TOKENS)?;
        count(Part::Supply, after.bike_supply, BIKE_TOKENS)?;
        self.pending(&after.pending, Some(&before.pending))
    }

    /// Every player's meeple, money, pieces and cards.
    fn players(&self, state: &State, seen: &mut Seen, view: bool) -> Result<(), Invalid> {
        let part = Part::Player;
        for p in &state.players {
            match p.meeple {
                Meeple::Off => {}
                Meeple::On(space) => self.space(Part::Meeple, space)?,
                Meeple::Riding { line, vehicle, .. } => self.vehicle(Part::Meeple, line, vehicle)?,
            }
            money(part, p.cash, false)?;
            money(part, p.bid_bonus, false)?;
            money(part, p.set_aside, false)?;
            if let Some(bid) = p.bid {
                money(part, bid, false)?;
            }
            count(part, p.loans, LOAN_TOKENS)?;
            count(part, p.speed_tokens, SPEED_TOKENS)?;
            count(part, p.discs_owned, MAX_DISCS)?;
            count(part, p.discs_in_hand, p.discs_owned)?;
            count(part, p.discs_in_supply, MAX_DISCS)?;
            count(part, p.speculation_discs, SPECULATION_DISCS)?;
            count(part, p.pyramids, PYRAMIDS)?;
            for &card in &p.personal_cards {
                if view && card == crate::view::HIDDEN_CARD {
                    continue;
                }
                self.card(part, card)?;
                seen.once(card)?;
            }
            for &(line, vehicle, _) in &p.alighted {
                self.line(part, line)?;
                within(part, IdKind::Vehicle, vehicle as usize, 2)?;
            }
            if let Some(copy) = p.copy_ready {
                self.action_ref(part, copy)?;
            }
        }
        Ok(())
    }

    /// One line: its value, its vehicles on its stops, its shares and slots (none beyond the line's).
    fn line_state(&self, id: LineId, line: &crate::state::LineState) -> Result<(), Invalid> {
        let part = Part::Line;
        let map_line = self.rules.map().line(id);
        money(part, line.value, false)?;
        for (v, vehicle) in line.vehicles.iter().enumerate() {
            if let Some(vehicle) = vehicle {
                within(part, IdKind::Vehicle, v, map_line.vehicle.count())?;
                within(part, IdKind::Stop, vehicle.stop as usize, map_line.stops.len())?;
            }
        }
        for (share, holder) in line.holders.iter().enumerate() {
            if let Some(holder) = holder {
                within(part, IdKind::Share, share, map_line.shares())?;
                self.player(part, *holder)?;
            }
        }
        for (i, slot) in line.slots.iter().enumerate() {
            if *slot != Slot::Empty {
                within(part, IdKind::Slot, i, map_line.slots as usize)?;
            }
            if let Slot::Speculation { player, stake } = *slot {
                self.player(part, player)?;
                money(part, stake, false)?;
            }
        }
        Ok(())
    }
}

/// The ranges that the hooks which do not see the game's rules are checked against: the game's players and
/// stations (known when the module joins).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counts {
    /// The players.
    pub players: usize,
    /// The stations.
    pub stations: usize,
}

impl Counts {
    /// A payment one of its events tells: the player and station in range, the amount within bounds.
    pub fn told_payment(&self, told: &ToldPayment) -> Result<(), Invalid> {
        within(
            Part::Payment,
            IdKind::Player,
            told.player.0 as usize,
            self.players,
        )?;
        money(Part::Payment, told.amount, true)?;
        match told.station {
            Some(station) => within(Part::Payment, IdKind::Station, station.0 as usize, self.stations),
            None => Ok(()),
        }
    }

    /// The station one of its actions points at.
    pub fn action_station(&self, station: StationId) -> Result<(), Invalid> {
        within(Part::Action, IdKind::Station, station.0 as usize, self.stations)
    }
}

/// The cards seen so far (card ids are `u8`s).
#[derive(Default)]
struct Seen([u64; 4]);

impl Seen {
    /// Notes `card`; `Err` when it was seen before.
    fn once(&mut self, card: CardId) -> Result<(), Invalid> {
        let (word, bit) = ((card.0 / 64) as usize, card.0 % 64);
        if self.0[word] & (1 << bit) != 0 {
            return Err(Invalid::CardTwice { card: card.0 });
        }
        self.0[word] |= 1 << bit;
        Ok(())
    }
}

/// What a plugin's payout rules answer: every amount from ¥0 to [`MAX_PAYMENT`].
pub fn payment(amount: Yen) -> Result<(), Invalid> {
    if (0..=MAX_PAYMENT).contains(&amount) {
        Ok(())
    } else {
        Err(Invalid::Money {
            part: Part::Payouts,
            amount: i64::from(amount),
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use metro_core::KindCatalogue;

    use super::*;
    use crate::ids::GameRng;
    use crate::{Game, Rules, Setup};

    fn game(name: &str, map: &str, cards: &str, players: usize, seed: u64) -> Game {
        let map = metro_data::load_map(name, map).expect("a built-in map");
        let cards =
            metro_data::load_card_set(name, cards, &KindCatalogue::builtin()).expect("a built-in set");
        let rules = Rules::new(Setup::new(Arc::new(map), Arc::new(cards), players)).expect("a valid setup");
        Game::with_rules(Arc::new(rules), seed)
    }

    /// Every state and view of random Tokyo and Osaka games passes (the checks refuse nothing the engine makes).
    #[test]
    fn the_engines_own_states_and_views_pass() {
        let sets = [
            ("tokyo", metro_tokyo::MAP_TOML, metro_tokyo::CARDS_TOML),
            ("osaka", metro_osaka::MAP_TOML, metro_osaka::CARDS_TOML),
        ];
        for (name, map, cards) in sets {
            for (players, seed) in [(1, 1), (3, 2), (5, 3)] {
                let mut game = game(name, map, cards, players, seed);
                let mut rng = GameRng::new(seed);
                let rules = game.rules.clone();
                let bounds = Bounds::new(rules.as_ref(), ModuleId(0));
                while !game.is_over() {
                    let s = &game.state;
                    assert_eq!(bounds.state(s, s, false), Ok(()), "{name}, seed {seed}");
                    let view = game.view(PlayerId(0)).state;
                    assert_eq!(bounds.state(&view, &view, true), Ok(()), "{name}, seed {seed}");
                    let legal = game.legal_actions();
                    let events = game.apply(legal[rng.below(legal.len())]).expect("legal");
                    for event in &events {
                        // the engine's events name no module
                        assert_eq!(bounds.event(event), Ok(()), "{event:?}");
                    }
                }
            }
        }
    }

    /// Every kind of value out of range is found, and says what and where.
    #[test]
    fn values_out_of_range_are_found() {
        let mut game = game("tokyo", metro_tokyo::MAP_TOML, metro_tokyo::CARDS_TOML, 3, 5);
        let mut rng = GameRng::new(5);
        for _ in 0..40 {
            let legal = game.legal_actions();
            game.apply(legal[rng.below(legal.len())]).expect("legal");
        }
        let before = game.state.clone();
        let bounds = Bounds::new(game.rules.as_ref(), ModuleId(0));
        let broken = |change: &dyn Fn(&mut State)| {
            let mut after = before.clone();
            change(&mut after);
            bounds.state(&before, &after, false).expect_err("out of range")
        };
        let said = |invalid: Invalid| {
            metro_lang::with_language(metro_lang::Language::English, || invalid.to_string())
        };
        let e = broken(&|s| s.players[1].meeple = Meeple::On(SpaceId(60000)));
        assert_eq!(
            said(e),
            format!(
                "space id 60000 is out of range (the game has {}), in a player's meeple",
                game.map().space_count()
            )
        );
        let e = broken(&|s| s.columns[2].rows[0] = Some(CardId(250)));
        assert!(said(e).starts_with("card id 250 is out of range"));
        let e = broken(&|s| s.columns[2].rows[0] = s.columns[1].rows[0]);
        assert!(matches!(e, Invalid::CardColumn { column: 2, .. }), "{e:?}");
        let e = broken(&|s| {
            let card = s.columns[2].rows[0].unwrap_or(CardId(0));
            s.columns[2].discard.push(card)
        });
        assert!(matches!(e, Invalid::CardTwice { .. }), "{e:?}");
        let e = broken(&|s| s.columns[0].rows.push(None));
        assert!(matches!(e, Invalid::Rows { column: 0, .. }), "{e:?}");
        let e = broken(&|s| s.players[0].cash = -1);
        assert_eq!(
            said(e),
            "the amount -¥1 is out of bounds, in a player's pieces and money"
        );
        let e = broken(&|s| s.players[0].cash = MAX_CASH + 1);
        assert!(matches!(e, Invalid::Money { .. }), "{e:?}");
        let e = broken(&|s| s.lines[0].value = Yen::MIN);
        assert!(matches!(e, Invalid::Money { part: Part::Line, .. }), "{e:?}");
        let e = broken(&|s| s.order[1] = s.order[0]);
        assert_eq!(e, Invalid::Order);
        let e = broken(&|s| s.players.push(s.players[0].clone()));
        assert!(
            matches!(
                e,
                Invalid::Size {
                    part: Part::Player,
                    was: 3,
                    now: 4
                }
            ),
            "{e:?}"
        );
        let e = broken(&|s| s.occupants[0] = 0b1000_0000);
        assert!(
            matches!(
                e,
                Invalid::OutOfRange {
                    kind: IdKind::Player,
                    value: 7,
                    ..
                }
            ),
            "{e:?}"
        );
        let e = broken(&|s| s.pyramids[0] = Some(PlayerId(3)));
        assert!(
            matches!(
                e,
                Invalid::OutOfRange {
                    kind: IdKind::Player,
                    value: 3,
                    count: 3,
                    ..
                }
            ),
            "{e:?}"
        );
        let e = broken(&|s| s.players[2].discs_in_hand = 200);
        assert!(matches!(e, Invalid::Count { value: 200, .. }), "{e:?}");
        let e = broken(&|s| s.speed_supply = 13);
        assert!(
            matches!(
                e,
                Invalid::Count {
                    part: Part::Supply,
                    ..
                }
            ),
            "{e:?}"
        );
        let e = broken(&|s| s.pending = Pending::Turn { turn: 3 });
        assert!(
            matches!(
                e,
                Invalid::OutOfRange {
                    kind: IdKind::Turn,
                    ..
                }
            ),
            "{e:?}"
        );
        let e = broken(&|s| {
            s.lines[0].vehicles[1] = Some(crate::state::Vehicle {
                stop: 0,
                forward: true,
            })
        });
        assert!(
            matches!(
                e,
                Invalid::OutOfRange {
                    kind: IdKind::Vehicle,
                    ..
                }
            ),
            "a train line has one: {e:?}"
        );
        // events and actions: ids in range, payloads of the module's own
        let other = ModuleId(1);
        let event = Event::Cash {
            player: PlayerId(0),
            delta: 100,
            reason: Reason::Module {
                module: other,
                code: 0,
            },
        };
        assert!(matches!(
            bounds.event(&event),
            Err(Invalid::Foreign { found: 1, .. })
        ));
        let event = Event::MeepleMoved {
            player: PlayerId(9),
            to: SpaceId(0),
        };
        assert!(bounds.event(&event).is_err());
        let action = Action::Take(ActionRef {
            card: CardId(250),
            action: 0,
        });
        assert!(bounds.action(&action).is_err());
        assert!(bounds.action(&Action::Station(StationId(0))).is_ok());
    }
}
