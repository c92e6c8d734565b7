//! Events: what happened, in order, as the engine applied an action. For logs, the GUI and tests; derived, never
//! stored as the truth (the action list is). An event's lists (one item a player) are [`PerPlayer`]s, kept inline, so
//! that recording events allocates nothing (issue 14); they (de)serialise as the `Vec`s they were.

use metro_core::limits::MAX_PLAYERS;
use metro_core::{LineId, SpaceId, StationId, StopId, Yen};
use serde::{Deserialize, Serialize};

use crate::ids::{ActionRef, CardId, PlayerId};
use crate::module::payload::{ModuleEvent, ModuleId};
use crate::per_player::PerPlayer;
use crate::small::SmallList;
use crate::state::{Pending, Phase, SPECULATION_DISCS};

/// Why money moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reason {
    /// A turn-order bid paid (TM-6.4.5).
    Bid,
    /// Passing with discs left (TM-6.6.4).
    PassBonus,
    /// The cost of an action (TM-7.2).
    ActionCost,
    /// A share's extra (TM-7.5).
    ShareExtra,
    /// A loan taken or repaid (TM-7.9).
    Loan,
    /// A speculation stake set aside (TM-7.10).
    Stake,
    /// A station payout (TM-9.3).
    StationPayout,
    /// A boarding fare (TM-10.2).
    Fare,
    /// A Sell, set aside (OS-6.3).
    Sell,
    /// A payment of a rule module, by the module's own code.
    Module {
        /// The module.
        module: ModuleId,
        /// The module's code for the reason.
        code: u8,
    },
}

/// End-game payment kinds (TM-11), in the order they are made. The default (a speculation payout) only fills the
/// unused places of an inline list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PayoutKind {
    /// A speculation payout (TM-11.2).
    #[default]
    Speculation,
    /// A speculation stake returned (TM-11.2).
    StakeReturn,
    /// A share payout (TM-11.3, OS-5.3).
    Share,
    /// Money set aside by Sell (OS-7.1).
    SetAside,
    /// A loan's cost, negative (TM-11.6).
    Loan,
    /// A rule module's end-game payment, by the module's own code.
    Module {
        /// The module.
        module: ModuleId,
        /// The module's code for the payment.
        code: u8,
    },
}

/// One end-game payment. The default (¥0 to seat 0, no line) only fills the unused places of an inline list
/// ([`crate::scoring::Payouts`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Payout {
    /// What kind.
    pub kind: PayoutKind,
    /// The line, for speculation and share payouts.
    pub line: Option<LineId>,
    /// Who.
    pub player: PlayerId,
    /// How much (negative for loans).
    pub amount: Yen,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    /// A round began.
    RoundStarted(u8),
    /// A phase began.
    PhaseStarted(Phase),
    /// A column's bottom card was discarded and a new card dealt (TM-6.3.1).
    Refreshed {
        /// The column.
        column: u8,
        /// The card discarded, if the bottom row held one.
        discarded: Option<CardId>,
        /// The card dealt into the top row.
        dealt: CardId,
    },
    /// A player's bid was received (its amount stays hidden until the reveal).
    BidMade(PlayerId),
    /// Bids revealed: each player's bid and bonus (TM-6.4).
    BidsRevealed(PerPlayer<(PlayerId, Yen, Yen)>),
    /// The new turn order.
    TurnOrder(PerPlayer<PlayerId>),
    /// A player's cash changed.
    Cash {
        /// Whose.
        player: PlayerId,
        /// By how much.
        delta: Yen,
        /// Why.
        reason: Reason,
    },
    /// A line's value changed.
    Value {
        /// Which line.
        line: LineId,
        /// By how much (after the ¥0 floor).
        delta: Yen,
        /// Its new value.
        value: Yen,
    },
    /// A meeple was placed or moved on the grid.
    MeepleMoved {
        /// Whose.
        player: PlayerId,
        /// Where to.
        to: SpaceId,
    },
    /// A player put discs on an action.
    ActionTaken {
        /// Who.
        player: PlayerId,
        /// Which action.
        action: ActionRef,
    },
    /// A player passed.
    Passed(PlayerId),
    /// A pyramid was built (TM-7.3, TM-7.4).
    StationBuilt {
        /// Whose.
        player: PlayerId,
        /// Where.
        station: StationId,
    },
    /// A share was taken (TM-7.5).
    ShareTaken {
        /// Who.
        player: PlayerId,
        /// Of which line.
        line: LineId,
        /// Its number, from 1.
        number: u8,
    },
    /// A share was sold and the rest renumbered (OS-6.3).
    ShareSold {
        /// Who.
        player: PlayerId,
        /// Of which line.
        line: LineId,
        /// The amount set aside.
        amount: Yen,
    },
    /// A speculation disc was placed (TM-7.10).
    Speculated {
        /// Whose.
        player: PlayerId,
        /// On which line.
        line: LineId,
        /// The stake.
        stake: Yen,
    },
    /// Speed tokens were taken from the supply.
    SpeedTaken {
        /// Who.
        player: PlayerId,
        /// How many.
        tokens: u8,
    },
    /// A speed token was assigned to a line.
    SpeedAssigned {
        /// Whose.
        player: PlayerId,
        /// Which line.
        line: LineId,
    },
    /// A token went back to the supply (Station swap).
    TokenReturned(PlayerId),
    /// A bike was taken or returned.
    Bike {
        /// Whose.
        player: PlayerId,
        /// Taken (true) or returned.
        taken: bool,
    },
    /// A loan was taken or repaid.
    Loan {
        /// Whose.
        player: PlayerId,
        /// Taken (true) or repaid.
        taken: bool,
    },
    /// A disc was gained from the general supply (TM-7.12), or returned to the box (OS-6.2, or by a module).
    Disc {
        /// Whose.
        player: PlayerId,
        /// Gained (true) or lost for good.
        gained: bool,
    },
    /// A bid bonus was set beside the turn-order disc (TM-7.8).
    BidBonus {
        /// Whose.
        player: PlayerId,
        /// How much.
        bonus: Yen,
    },
    /// A discount was lifted onto an action (TM-7.7).
    DiscountLifted {
        /// Whose.
        player: PlayerId,
        /// The discount action made available again.
        from: ActionRef,
        /// Yen off.
        amount: Yen,
    },
    /// A card was taken from a discard pile (TM-7.14).
    CardTaken {
        /// By whom.
        player: PlayerId,
        /// Which.
        card: CardId,
    },
    /// A vehicle was put on the map.
    VehiclePlaced {
        /// Its line.
        line: LineId,
        /// Which vehicle.
        vehicle: u8,
        /// At which stop.
        stop: StopId,
    },
    /// A vehicle moved one stop.
    VehicleStepped {
        /// Its line.
        line: LineId,
        /// Which vehicle.
        vehicle: u8,
        /// The stop it entered.
        stop: StopId,
    },
    /// A Start train left the map (TM-9.7).
    VehicleRemoved {
        /// Its line.
        line: LineId,
    },
    /// A station payout (TM-9.3, TM-9.4).
    StationPayout {
        /// The line whose vehicle entered.
        line: LineId,
        /// The station.
        station: StationId,
        /// Its owner.
        owner: PlayerId,
        /// Value rise.
        value_rise: Yen,
        /// Cash to the owner.
        cash: Yen,
    },
    /// A meeple boarded.
    Boarded {
        /// Whose.
        player: PlayerId,
        /// Which line.
        line: LineId,
        /// Which vehicle.
        vehicle: u8,
    },
    /// A meeple alighted.
    Alighted {
        /// Whose.
        player: PlayerId,
        /// Onto which space.
        to: SpaceId,
    },
    /// All discs returned to their owners (TM-6.6.5).
    DiscsReturned,
    /// Something a rule module made happen.
    Module(ModuleEvent),
    /// An end-game payment (TM-11).
    Payout(Payout),
    /// The game ended: totals by seat and the winner.
    GameOver {
        /// Final totals by seat.
        totals: PerPlayer<Yen>,
        /// The winner.
        winner: PlayerId,
    },
    /// A card was taken from a discard pile and the card below it is now its top, face up (TM-7.14), or the pile is
    /// empty.
    DiscardShown {
        /// The column whose discard pile it is.
        column: u8,
        /// Its new top card.
        card: Option<CardId>,
    },
    /// A Copy action resolved: the player's Copy disc waits on it for a later turn (OS-6.4); `kept` when the Copy
    /// action was itself copied, so another of the player's discs stays on it (D-9).
    CopyReady {
        /// Whose.
        player: PlayerId,
        /// The Copy action.
        action: ActionRef,
        /// Whether another disc of the player stays on it when the Copy disc moves off.
        kept: bool,
    },
    /// The Copy disc moved off its Copy action onto the copied action (OS-6.4, D-24); the Copy action is free again
    /// unless `kept`.
    CopyUsed {
        /// Whose.
        player: PlayerId,
        /// The Copy action it left.
        copy: ActionRef,
        /// Whether another disc of the player stays on that Copy action (D-9).
        kept: bool,
    },
    /// The amount of a player's own secret bid: only in that player's own events ([`crate::Game::seat_events`]),
    /// never in another seat's (D-3).
    OwnBid {
        /// Whose.
        player: PlayerId,
        /// The amount.
        amount: Yen,
    },
    /// What the game waits for now: closes every decision's events as a seat sees them
    /// ([`crate::Game::seat_events`]), so that folding them gives where play stands (the train phase's cursor
    /// included). The engine's own event lists do not carry it.
    Awaiting(Pending),
}

impl Event {
    /// Whether the event shows something that was hidden or random before it happened (a card dealt or shown, bids
    /// revealed, a random turn order, a new round or phase): a decision that caused one cannot be taken back (undo
    /// stops there, as on Board Game Arena).
    pub fn reveals(&self) -> bool {
        matches!(
            self,
            Event::Refreshed { .. }
                | Event::BidsRevealed(_)
                | Event::TurnOrder(_)
                | Event::CardTaken { .. }
                | Event::DiscardShown { .. }
                | Event::RoundStarted(_)
                | Event::PhaseStarted(_)
                | Event::GameOver { .. }
        )
    }

    /// Whether the event only keeps a seat's view in step (a Copy disc's bookkeeping, a pile's new top, what the
    /// game waits for) and is not told in the log.
    pub fn is_bookkeeping(&self) -> bool {
        matches!(
            self,
            Event::DiscardShown { .. }
                | Event::CopyReady { .. }
                | Event::CopyUsed { .. }
                | Event::OwnBid { .. }
                | Event::Awaiting(_)
        )
    }
}

/// The end-game payments kept inline by [`Payouts`] (beyond them, on the heap): 76, the most a shipped map makes
/// with five players and two rule modules each paying every player once.
///
/// The worst case, from the rules: two payments per speculation (the payout and the stake returned, TM-11.2), at most
/// [`SPECULATION_DISCS`] speculations a player (TM-7.10): 2 × 2 × 5 = 20; one per share held: every share of every
/// line, [`TOKYO_SHARES`] on the Tokyo map, 28 on Osaka (OS-2.3); one set-aside and one loan payment a player
/// (OS-7.1, TM-11.6): 10; and the rule modules' own payments ([`crate::module::Phases::end_scoring`]), counted as
/// one a player for each of two modules: 10 (the shipped ones, Metro Drinks and rush hour, make none). So no game on
/// the shipped maps, with any player count and the shipped modules, spills (`tests/engine/allocations.rs` checks the count
/// against the maps). A custom map with more shares (up to [`metro_core::limits::MAX_LINES`] × [`metro_core::limits::MAX_SHARES`] = 64),
/// or modules paying more, may spill, as other inline lists do: the same result, one allocation at the game's end.
/// Kept no larger because the result is kept inline in [`crate::Game`], whose every clone copies it.
pub const PAYOUTS_INLINE: usize =
    2 * SPECULATION_DISCS as usize * MAX_PLAYERS + TOKYO_SHARES + 2 * MAX_PLAYERS + 2 * MAX_PLAYERS;

/// The shares of the Tokyo map, the most of the shipped maps: 12 lines of 3 (CP-1.7).
pub const TOKYO_SHARES: usize = 36;

/// Every end-game payment in the order made: a list that reads as a slice of [`Payout`]s (and compares, hashes and
/// prints as a `Vec` of them), inline up to [`PAYOUTS_INLINE`] payments. Rule modules add theirs with `push`.
pub type Payouts = SmallList<Payout, PAYOUTS_INLINE>;

#[cfg(test)]
mod tests {
    use super::*;

    /// The events that carry lists, as they were when the lists were `Vec`s.
    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    enum WithVecs {
        BidsRevealed(Vec<(PlayerId, Yen, Yen)>),
        TurnOrder(Vec<PlayerId>),
        GameOver { totals: Vec<Yen>, winner: PlayerId },
    }

    /// The inline lists write exactly the text the `Vec`s wrote and read it back, so any serialised event reads and
    /// writes the same.
    #[test]
    fn events_serialise_as_with_vecs() {
        let bids = vec![
            (PlayerId(0), 300, 0),
            (PlayerId(1), 0, 200),
            (PlayerId(2), 1_100, 100),
        ];
        let order = vec![PlayerId(2), PlayerId(0), PlayerId(1)];
        let totals = vec![3_400, -500, 0, 12_000, 7];
        for (inline, vecs) in [
            (
                Event::BidsRevealed(bids.clone().into()),
                WithVecs::BidsRevealed(bids),
            ),
            (Event::TurnOrder(order.clone().into()), WithVecs::TurnOrder(order)),
            (
                Event::GameOver {
                    totals: totals.clone().into(),
                    winner: PlayerId(3),
                },
                WithVecs::GameOver {
                    totals,
                    winner: PlayerId(3),
                },
            ),
            (
                Event::TurnOrder(PerPlayer::new()),
                WithVecs::TurnOrder(Vec::new()),
            ),
        ] {
            let text = serde_json::to_string(&inline).expect("an event serialises");
            assert_eq!(text, serde_json::to_string(&vecs).expect("serialises"));
            assert_eq!(
                serde_json::to_string_pretty(&inline).expect("serialises"),
                serde_json::to_string_pretty(&vecs).expect("serialises")
            );
            assert_eq!(serde_json::from_str::<Event>(&text).expect("reads back"), inline);
        }
        // A list longer than one item a player (which no game writes) is refused, as anything malformed.
        assert!(
            serde_json::from_str::<Event>(r#"{"GameOver":{"totals":[1,2,3,4,5,6],"winner":0}}"#).is_err()
        );
        assert!(serde_json::from_str::<Event>(r#"{"TurnOrder":{"a":1}}"#).is_err());
    }
}
