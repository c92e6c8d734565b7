//! The values every driver (GUI, bots, CLI, tests, replays) sends to the engine: one [`Action`] per decision.

use std::fmt;

use metro_core::{LineId, SpaceId, StationId, Yen};
use serde::{Deserialize, Serialize};

use crate::ids::ActionRef;
use crate::module::payload::ModuleAction;

/// How a Station swap is paid (TM-7.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SwapPayment {
    /// Return an unassigned speed token.
    SpeedToken,
    /// Return the bike.
    Bike,
}

/// One decision. The engine lists the legal ones ([`crate::Game::legal_actions`]) and applies one at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// A secret bid for turn order, in yen (TM-6.4.1).
    Bid(Yen),
    /// Round 1: put the meeple on an empty space (TM-6.5.1).
    Place(SpaceId),
    /// Move the meeple to a space (movement phase, or the Move action's destination).
    MoveTo(SpaceId),
    /// Movement phase: do not move.
    Stay,
    /// Put action discs on an available action (TM-4.3, TM-6.6.1).
    Take(ActionRef),
    /// Copy an action taken this round by stacking discs on it, using your Copy disc (OS-6.4, D-9).
    Copy(ActionRef),
    /// Pass for the rest of the action phase (TM-6.6.3).
    Pass,
    /// Leave the vehicle onto a space (TM-10.3, D-5).
    Alight(SpaceId),
    /// Board a vehicle of the moving line: 0, or 1 for the second tram or bus (TM-10.1).
    Board(u8),
    /// Train phase: let the moment pass — stay aboard, or do not board (D-23).
    Wait,
    /// Choose a station (Station, Station swap).
    Station(StationId),
    /// Choose a line (Invest, Start, Speculate, Sell).
    Line(LineId),
    /// Choose a column's discard pile (Card).
    Column(u8),
    /// Choose the Speculate stake (TM-7.10).
    Stake(Yen),
    /// Choose how to pay a Station swap.
    PayWith(SwapPayment),
    /// Lift your discs from a Discount action onto the action being taken (TM-7.7).
    Lift(ActionRef),
    /// Assign an unassigned speed token to a line (TM-7.11).
    Assign(LineId),
    /// Finish lifting discounts or assigning speed tokens, or a rule module's stage.
    Done,
    /// A decision a rule module offers (routed to the module by its id).
    Module(ModuleAction),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Bid(yen) => write!(f, "bid ¥{yen}"),
            Action::Place(space) => write!(f, "place meeple on space {}", space.0),
            Action::MoveTo(space) => write!(f, "move to space {}", space.0),
            Action::Stay => f.write_str("stay"),
            Action::Take(a) => write!(f, "take action {}.{}", a.card.0, a.action),
            Action::Copy(a) => write!(f, "copy action {}.{}", a.card.0, a.action),
            Action::Pass => f.write_str("pass"),
            Action::Alight(space) => write!(f, "alight onto space {}", space.0),
            Action::Board(v) => write!(f, "board vehicle {v}"),
            Action::Wait => f.write_str("wait"),
            Action::Station(s) => write!(f, "station {}", s.0),
            Action::Line(l) => write!(f, "line {}", l.0),
            Action::Column(c) => write!(f, "column {c}"),
            Action::Stake(yen) => write!(f, "stake ¥{yen}"),
            Action::PayWith(SwapPayment::SpeedToken) => f.write_str("pay with a speed token"),
            Action::PayWith(SwapPayment::Bike) => f.write_str("pay with the bike"),
            Action::Lift(a) => write!(f, "lift discount {}.{}", a.card.0, a.action),
            Action::Assign(l) => write!(f, "assign speed token to line {}", l.0),
            Action::Done => f.write_str("done"),
            Action::Module(m) => write!(
                f,
                "module {} action {} ({}, {})",
                m.module.0, m.verb, m.args[0], m.args[1]
            ),
        }
    }
}
