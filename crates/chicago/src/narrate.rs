//! Events and decisions in words, in the current language (`metro_lang`): the log's sentences. The events
//! themselves are language-neutral; the words are in `locales/{en,de,it}/narration.ftl`.

use crate::action::Action;
use crate::board::{Board, HexKind};
use crate::event::{AuctionKind, DividendKind, EndReasons, Event};
use crate::game::{FinalResult, Game};
use crate::ids::{Company, Dial, HexId, Seat};
use crate::locale::tr;

/// Money as written in every language: `$12`.
pub fn money(amount: u32) -> String {
    tr!("money", amount = amount.to_string())
}

/// A player's name: `Player 1`.
pub fn player_name(seat: Seat) -> String {
    tr!("player-name", number = u32::from(seat.0) + 1)
}

/// A dial's (and its action's) name.
pub fn dial_name(dial: Dial) -> String {
    tr!(match dial {
        Dial::Auction => "dial-auction",
        Dial::Develop => "dial-develop",
        Dial::Build => "dial-build",
    })
}

/// A company's short name as the board gives it (`PRR`).
pub fn company_name(board: &Board, company: Company) -> String {
    board
        .companies()
        .get(company.index())
        .map_or_else(|| format!("#{}", company.0), |c| c.key.clone())
}

/// A hex's name: its printed name with its label (`Chicago (A2)`), or its kind and label (`forest J3`).
pub fn hex_name(board: &Board, hex: HexId) -> String {
    let Some(h) = board.hexes().get(hex.index()) else {
        return format!("#{}", hex.0);
    };
    if let Some(name) = &h.name {
        return tr!("hex-named", name = name.as_str(), hex = h.label.as_str());
    }
    let id = match h.kind {
        HexKind::Plains => "hex-plains",
        HexKind::Forest => "hex-forest",
        HexKind::Mountain => "hex-mountain",
        HexKind::City => "hex-city",
        HexKind::Industrial => "hex-industrial",
        HexKind::Start => "hex-start",
    };
    tr!(id, hex = h.label.as_str())
}

/// The end conditions that hold, as a list.
fn end_reasons(reasons: EndReasons) -> String {
    let parts: Vec<String> = [
        (EndReasons::LOCOMOTIVES, "end-locomotives"),
        (EndReasons::SHARES, "end-shares"),
        (EndReasons::HOUSES, "end-houses"),
        (EndReasons::INDUSTRY, "end-industry"),
    ]
    .into_iter()
    .filter(|(bit, _)| reasons.has(*bit))
    .map(|(_, id)| tr!(id))
    .collect();
    parts.join(&tr!("end-separator"))
}

impl Game {
    /// An event as a sentence of the log.
    pub fn narrate(&self, event: &Event) -> String {
        let board = self.board();
        let company = |c: Company| company_name(board, c);
        let hex = |h: HexId| hex_name(board, h);
        match *event {
            Event::StartingMoney { player, amount } => tr!(
                "event-starting-money",
                player = player_name(player),
                amount = money(amount)
            ),
            Event::Banker { player } => tr!("event-banker", player = player_name(player)),
            Event::AuctionOpened {
                kind,
                company: c,
                minimum,
                starter,
            } => tr!(
                "event-auction-opened",
                kind = match kind {
                    AuctionKind::Initial => "initial",
                    AuctionKind::Share => "share",
                    AuctionKind::Opening => "opening",
                },
                company = company(c),
                minimum = money(minimum),
                player = player_name(starter)
            ),
            Event::BidMade { player, amount } => {
                tr!("event-bid", player = player_name(player), amount = money(amount))
            }
            Event::Passed { player } => tr!("event-passed", player = player_name(player)),
            Event::ShareBought {
                player,
                company: c,
                price,
            } => tr!(
                "event-share-bought",
                player = player_name(player),
                company = company(c),
                price = money(price)
            ),
            Event::ShareFree { player, company: c } => tr!(
                "event-share-free",
                player = player_name(player),
                company = company(c)
            ),
            Event::ShareUnsold { company: c } => tr!("event-share-unsold", company = company(c)),
            Event::FirstTurn { player } => tr!("event-first-turn", player = player_name(player)),
            Event::NeedleMoved {
                player,
                dial,
                step,
                red,
            } => tr!(
                "event-needle",
                player = player_name(player),
                dial = dial_name(dial),
                step = u32::from(step),
                steps = u32::from(board.dial_steps(dial)),
                red = if red { "yes" } else { "no" }
            ),
            Event::Declined { player, .. } => tr!("event-declined", player = player_name(player)),
            Event::BuildBegins { player, company: c } => tr!(
                "event-build-begins",
                player = player_name(player),
                company = company(c)
            ),
            Event::LocomotivePlaced {
                company: c,
                hex: h,
                cost,
                ..
            } => tr!(
                "event-placed",
                company = company(c),
                hex = hex(h),
                cost = money(cost)
            ),
            Event::IncomeRises { company: c, by, to } => tr!(
                "event-income",
                company = company(c),
                by = money(by),
                to = money(to)
            ),
            Event::BuildEnds { company: c, placed } => tr!(
                "event-build-ends",
                company = company(c),
                count = u32::from(placed)
            ),
            Event::ChicagoReached { company: c } => tr!("event-chicago", company = company(c)),
            Event::Dividend {
                kind,
                company: c,
                income,
                shares,
                per_share,
            } => tr!(
                "event-dividend",
                kind = match kind {
                    DividendKind::General => "general",
                    DividendKind::Chicago => "chicago",
                },
                company = company(c),
                income = money(income),
                shares = u32::from(shares),
                per = money(per_share)
            ),
            Event::DividendPaid {
                player,
                company: c,
                shares,
                amount,
            } => tr!(
                "event-dividend-paid",
                player = player_name(player),
                company = company(c),
                shares = u32::from(shares),
                amount = money(amount)
            ),
            Event::CompanyOpened {
                company: c,
                hex: h,
                income,
            } => tr!(
                "event-company-opened",
                company = company(c),
                hex = hex(h),
                income = money(income)
            ),
            Event::HouseBuilt {
                player,
                hex: h,
                houses_left,
            } => tr!(
                "event-house",
                player = player_name(player),
                hex = hex(h),
                left = u32::from(houses_left)
            ),
            Event::ForestMoney {
                company: c,
                hex: h,
                amount,
            } => tr!(
                "event-forest-money",
                company = company(c),
                hex = hex(h),
                amount = money(amount)
            ),
            Event::IndustryGrew { hex: h, from, to } => tr!(
                "event-industry",
                hex = hex(h),
                from = u32::from(from),
                to = u32::from(to)
            ),
            Event::DividendPhase { number } => tr!("event-dividend-phase", number = u32::from(number)),
            Event::NeedlesReset => tr!("event-needles-reset"),
            Event::GameEnds { reasons } => tr!("event-game-ends", reasons = end_reasons(reasons)),
            // Bookkeeping for a seat's fold, not told (see `Words::narrate`).
            Event::Awaiting { .. } => String::new(),
        }
    }

    /// A decision of `player` as a sentence of the log. Tell a decision before applying it: a placement names the
    /// company being built for, which the game knows until the building action ends.
    pub fn tell(&self, player: Seat, action: Action) -> String {
        let board = self.board();
        let p = player_name(player);
        match action {
            Action::Bid(amount) => tr!("told-bid", player = p, amount = money(amount)),
            Action::Pass => tr!("told-pass", player = p),
            Action::Offer(c) => tr!("told-offer", player = p, company = company_name(board, c)),
            Action::Develop(h) => tr!("told-develop", player = p, hex = hex_name(board, h)),
            Action::BuildFor(c) => tr!("told-build-for", player = p, company = company_name(board, c)),
            Action::Decline(dial) => tr!("told-decline", player = p, dial = dial_name(dial)),
            Action::Place(h) => {
                let company = match self.state().pending() {
                    crate::state::Pending::Build { company, .. } => company_name(board, company),
                    _ => String::new(),
                };
                tr!(
                    "told-place",
                    player = p,
                    company = company,
                    hex = hex_name(board, h)
                )
            }
            Action::Stop => tr!("told-stop", player = p),
        }
    }

    /// The result in words: one line per player from first to last, then the winners.
    pub fn narrate_result(&self, result: &FinalResult) -> Vec<String> {
        let mut lines: Vec<String> = result
            .ranking()
            .into_iter()
            .map(|seat| {
                tr!(
                    "result-line",
                    rank = u32::from(result.rank(seat)),
                    player = player_name(seat),
                    cash = money(result.cash(seat))
                )
            })
            .collect();
        let winners: Vec<Seat> = result.winners().collect();
        let names: Vec<String> = winners.iter().map(|&s| player_name(s)).collect();
        lines.push(tr!(
            "result-winner",
            count = winners.len() as u32,
            player = names.join(&tr!("end-separator"))
        ));
        lines
    }
}
