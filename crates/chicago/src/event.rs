//! [`Event`]s: what happened, in order, language-neutral (their words are [`crate::Game::narrate`]). Every change
//! of money, shares, locomotives, incomes, houses, dials and the industrial-city table is told by one; a seat's view
//! follows them ([`crate::Game::seat_events`], `View::apply`).

use serde::{Deserialize, Serialize};

use crate::ids::{Company, Dial, HexId, Seat};

/// Which auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AuctionKind {
    /// One of the initial auctions before the first turn (CE-2.12), with its fixed minimum bid.
    Initial,
    /// The Auction action (CE-4).
    Share,
    /// The first share of the company that opens at Chicago (Wabash, CE-9.4).
    Opening,
}

/// Which dividend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DividendKind {
    /// The general dividend of a Dividend Phase (CE-10.2).
    General,
    /// The Chicago dividend of the company that reached Chicago (CE-8.2).
    Chicago,
}

/// Which end conditions hold (CE-11.1), as bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct EndReasons(pub u8);

impl EndReasons {
    /// (a) enough companies have no locomotive left on their charter.
    pub const LOCOMOTIVES: u8 = 1;
    /// (b) enough companies have no share left on their charter.
    pub const SHARES: u8 = 2;
    /// (c) the general supply holds few enough houses.
    pub const HOUSES: u8 = 4;
    /// (d) a self-growing industrial city (Detroit) has reached the end of its row.
    pub const INDUSTRY: u8 = 8;

    /// Whether any condition holds.
    pub fn any(self) -> bool {
        self.0 != 0
    }

    /// Whether condition `bit` holds.
    pub fn has(self, bit: u8) -> bool {
        self.0 & bit != 0
    }
}

/// Something that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// Setup: a player receives their starting money from the bank (CE-2.9).
    StartingMoney {
        /// Who.
        player: Seat,
        /// How much.
        amount: u32,
    },
    /// Setup: who is the banker (CE-2.9, DCE-5).
    Banker {
        /// Who.
        player: Seat,
    },
    /// An auction opens for one share (CE-2.12, CE-4.1, CE-9.4).
    AuctionOpened {
        /// Which auction.
        kind: AuctionKind,
        /// Whose share.
        company: Company,
        /// The minimum bid.
        minimum: u32,
        /// Who acts first.
        starter: Seat,
    },
    /// A bid.
    BidMade {
        /// Who.
        player: Seat,
        /// How much.
        amount: u32,
    },
    /// A pass in an auction, for good.
    Passed {
        /// Who.
        player: Seat,
    },
    /// The highest bidder pays the bid into the company's treasury and takes the share (CE-2.19, CE-4.10).
    ShareBought {
        /// Who.
        player: Seat,
        /// Whose share.
        company: Company,
        /// The price, now in the treasury.
        price: u32,
    },
    /// Nobody bid in an initial auction: its starting player receives the share free (CE-2.20).
    ShareFree {
        /// Who.
        player: Seat,
        /// Whose share.
        company: Company,
    },
    /// Nobody bid: the share stays on the charter (CE-4.11, CE-9.6).
    ShareUnsold {
        /// Whose share.
        company: Company,
    },
    /// The initial auctions are over; this player takes the first turn (CE-2.22).
    FirstTurn {
        /// Who.
        player: Seat,
    },
    /// A player chooses an action and moves its needle one step (CE-3.3).
    NeedleMoved {
        /// Who.
        player: Seat,
        /// Which dial.
        dial: Dial,
        /// The needle's step now (1 = one step from START).
        step: u8,
        /// Whether it is now on its red space.
        red: bool,
    },
    /// The player declines the action they chose (CE-3.6).
    Declined {
        /// Who.
        player: Seat,
        /// Which action.
        dial: Dial,
    },
    /// A building action for a company begins (CE-5).
    BuildBegins {
        /// Who builds.
        player: Seat,
        /// For which company.
        company: Company,
    },
    /// A locomotive is placed; the company pays the cost to the bank (CE-5.8).
    LocomotivePlaced {
        /// Whose locomotive.
        company: Company,
        /// Where.
        hex: HexId,
        /// What the treasury paid.
        cost: u32,
        /// Locomotives on the hex now, the new one included.
        on_hex: u8,
    },
    /// A company's income rises (CE-5.13, CE-6.6, CE-7.4, CE-7.7).
    IncomeRises {
        /// Whose income.
        company: Company,
        /// By how much.
        by: u32,
        /// To what.
        to: u32,
    },
    /// The building action ends (CE-5.2, DCE-21, CE-8.3).
    BuildEnds {
        /// For which company.
        company: Company,
        /// How many locomotives it placed.
        placed: u8,
    },
    /// A company's locomotive reaches Chicago: a Chicago Phase (CE-8.1).
    ChicagoReached {
        /// Which company.
        company: Company,
    },
    /// A company pays a dividend (CE-10.3, CE-8.2); its shareholders' payments follow as [`Event::DividendPaid`].
    Dividend {
        /// General or Chicago.
        kind: DividendKind,
        /// Which company.
        company: Company,
        /// Its income.
        income: u32,
        /// Its held shares.
        shares: u8,
        /// The dividend per share, rounded up.
        per_share: u32,
    },
    /// A shareholder receives a dividend from the bank.
    DividendPaid {
        /// Who.
        player: Seat,
        /// From which company's dividend.
        company: Company,
        /// For how many shares.
        shares: u8,
        /// How much.
        amount: u32,
    },
    /// A company opens: its first locomotive on its start hex, free; its income marker on the track (CE-9.2).
    CompanyOpened {
        /// Which company.
        company: Company,
        /// Its start hex.
        hex: HexId,
        /// Its income.
        income: u32,
    },
    /// A house from the supply is placed on a hex (CE-6.2).
    HouseBuilt {
        /// Who develops.
        player: Seat,
        /// Where.
        hex: HexId,
        /// Houses left in the general supply.
        houses_left: u8,
    },
    /// A developed forest pays its company from the bank (CE-6.8).
    ForestMoney {
        /// Which company.
        company: Company,
        /// Which forest.
        hex: HexId,
        /// How much.
        amount: u32,
    },
    /// An industrial city's marker moves one space right (CE-7.3, CE-7.7).
    IndustryGrew {
        /// Which city.
        hex: HexId,
        /// Its value before.
        from: u8,
        /// Its value now.
        to: u8,
    },
    /// A general Dividend Phase begins (CE-10.1).
    DividendPhase {
        /// Its number in the game (1 = the first).
        number: u8,
    },
    /// All three needles go back to START (CE-10.7).
    NeedlesReset,
    /// The game ends after the dividend (CE-10.6, CE-11.2).
    GameEnds {
        /// Which end conditions hold.
        reasons: EndReasons,
    },
    /// Bookkeeping: closes a decision's events as a seat is told them ([`crate::Game::seat_events`]): one decision
    /// more was applied, and whose turn it is now (after a turn, the next player clockwise, CE-3.1, CE-3.10: no other
    /// event says so). The game's own event lists do not carry it, and it is not told in the log.
    Awaiting {
        /// The turn player now (during the initial auctions, the banker, CE-2.12).
        turn: Seat,
    },
}
