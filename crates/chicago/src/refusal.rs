//! A [`Refusal`]: the rule that forbids an action and why, language-neutral (its words are
//! [`Refusal::reason`], in the current language).

use std::fmt;

use crate::locale::tr;

/// Why an action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Why {
    /// The game is over (DCE-38).
    GameOver,
    /// The setup's number of players is outside 2–6 (CE-1.1).
    Players,
    /// The setup names a banker seat that is not at the table (DCE-5).
    BankerSeat,
    /// The action is not one that is asked now (a bid while choosing an action, a placement in an auction).
    NotAsked,
    /// The action's needle is on its red space (CE-3.5).
    DialOnRed,
    /// No such company on this board.
    NoSuchCompany,
    /// No such hex on this board.
    NoSuchHex,
    /// The company is not open yet (CE-4.2, CE-5.1, CE-9.1).
    Closed,
    /// The company has no share left on its charter (CE-4.3).
    NoShareLeft,
    /// The bid is below the minimum bid (CE-2.14, CE-4.4).
    BelowMinimum,
    /// The bid is not higher than the highest bid (CE-2.16, CE-4.7, DCE-14).
    NotHigher,
    /// The bid is more than the bidder's cash (CE-2.16, CE-12.1).
    OverCash,
    /// The player holds no share of the company (CE-5.1).
    NoShareHeld,
    /// The company has no locomotive left on its charter (CE-5.11).
    NoLocomotiveLeft,
    /// No hex next to the company's network can take a locomotive (CE-5.3).
    NowhereToBuild,
    /// The hex is not next to the company's network (CE-5.3).
    NotAdjacent,
    /// The company already has a locomotive on the hex (CE-5.4).
    AlreadyThere,
    /// A forest or mountain that already holds a locomotive (CE-5.6).
    OneLocomotiveOnly,
    /// Another company's start hex (CE-5.7, DCE-22).
    StartHex,
    /// The company's treasury cannot pay the placement (CE-5.10).
    TreasuryShort,
    /// No locomotive stands on the hex (CE-6.2, CE-7.3).
    NoLocomotiveOnHex,
    /// The hex already has a house (CE-6.3).
    AlreadyDeveloped,
    /// Plains, start hexes and Chicago cannot be developed (CE-6.4).
    NotDevelopable,
    /// The general supply has no house left (CE-6.9).
    NoHouseLeft,
    /// The industrial city's marker is on the last space of its row (CE-7.6).
    IndustryAtMax,
    /// Detroit grows by itself; players cannot develop it (CE-7.7).
    GrowsByItself,
}

/// Why an action is refused: the rule's ID and the reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Refusal {
    /// The rule's ID, e.g. `CE-5.3`.
    pub rule: &'static str,
    /// Why, language-neutral.
    pub why: Why,
}

impl Refusal {
    /// A refusal by `rule` for `why`.
    pub const fn new(rule: &'static str, why: Why) -> Refusal {
        Refusal { rule, why }
    }

    /// The reason in the current language.
    pub fn reason(&self) -> String {
        let id = match self.why {
            Why::GameOver => "refusal-game-over",
            Why::Players => "refusal-players",
            Why::BankerSeat => "refusal-banker-seat",
            Why::NotAsked => "refusal-not-asked",
            Why::DialOnRed => "refusal-dial-on-red",
            Why::NoSuchCompany => "refusal-no-such-company",
            Why::NoSuchHex => "refusal-no-such-hex",
            Why::Closed => "refusal-closed",
            Why::NoShareLeft => "refusal-no-share-left",
            Why::BelowMinimum => "refusal-below-minimum",
            Why::NotHigher => "refusal-not-higher",
            Why::OverCash => "refusal-over-cash",
            Why::NoShareHeld => "refusal-no-share-held",
            Why::NoLocomotiveLeft => "refusal-no-locomotive-left",
            Why::NowhereToBuild => "refusal-nowhere-to-build",
            Why::NotAdjacent => "refusal-not-adjacent",
            Why::AlreadyThere => "refusal-already-there",
            Why::OneLocomotiveOnly => "refusal-one-locomotive-only",
            Why::StartHex => "refusal-start-hex",
            Why::TreasuryShort => "refusal-treasury-short",
            Why::NoLocomotiveOnHex => "refusal-no-locomotive-on-hex",
            Why::AlreadyDeveloped => "refusal-already-developed",
            Why::NotDevelopable => "refusal-not-developable",
            Why::NoHouseLeft => "refusal-no-house-left",
            Why::IndustryAtMax => "refusal-industry-at-max",
            Why::GrowsByItself => "refusal-grows-by-itself",
        };
        tr!(id)
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.reason(), self.rule)
    }
}

impl std::error::Error for Refusal {}
