//! One decision: [`Action`], small and `Copy`. Where play stands decides which kinds are asked (an auction asks
//! for bids and passes, a turn for an action, a building action for placements), and the legal list of any
//! position is short enough to enumerate.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::ids::{Company, Dial, HexId};

/// One decision of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// In an auction: bid this many dollars (CE-2.16, CE-4.7).
    Bid(u32),
    /// In an auction: pass, for good (CE-2.17, CE-4.8).
    Pass,
    /// A turn: move the Auction needle and put a share of this company up for auction (CE-4.1).
    Offer(Company),
    /// A turn: move the Development needle and develop this hex (CE-6, CE-7).
    Develop(HexId),
    /// A turn: move the Building needle and build for this company (CE-5.1).
    BuildFor(Company),
    /// A turn: move this dial's needle and decline the action (CE-3.3, CE-3.6, DCE-15).
    Decline(Dial),
    /// In a building action: place a locomotive on this hex (CE-5.2).
    Place(HexId),
    /// In a building action: stop placing (CE-5.2, DCE-18).
    Stop,
}

impl fmt::Display for Action {
    /// A plain, language-neutral form for logs and debugging (`bid 12`, `place 37`); people read
    /// [`crate::Game::tell`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Bid(amount) => write!(f, "bid {amount}"),
            Action::Pass => f.write_str("pass"),
            Action::Offer(c) => write!(f, "offer company {}", c.0),
            Action::Develop(h) => write!(f, "develop hex {}", h.0),
            Action::BuildFor(c) => write!(f, "build for company {}", c.0),
            Action::Decline(d) => write!(f, "decline {d:?}"),
            Action::Place(h) => write!(f, "place on hex {}", h.0),
            Action::Stop => f.write_str("stop"),
        }
    }
}
