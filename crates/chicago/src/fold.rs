//! The fold of events into a seat's view: what each event of a decision changes in what a seat sees. A client with no
//! [`Game`] of its own (the app's animation, a network client) follows a game from a view and events alone: a seat's
//! view before a decision, with every event of [`Game::seat_events`] folded in by [`View::apply`], is its view after.
//! All information is open (DCE-4), so every seat is told every event, closed by [`Event::Awaiting`] (whose turn it
//! is now: the one thing no event says). The fold reads the board only (its fixed figures: neighbours, the
//! industrial-city rows, the order of the initial auctions), never the game's position.
//!
//! [`metro_game::fold::fold_mismatch`] checks the two halves against each other; `checked_playout` and
//! `metro check --game chicago-express` run it for every seat at every decision.

use metro_game::fold::Fold;

use crate::board::Board;
use crate::event::{AuctionKind, Event};
use crate::game::{Game, View};
use crate::ids::Seat;
use crate::state::{Auction, Pending, State};

impl Game {
    /// The events of the decision just applied, as a seat is told them: every one of `events` (what
    /// [`Game::apply`] returned on this game, now after the decision; nothing is hidden, DCE-4), closed by
    /// [`Event::Awaiting`] with the turn player now. Folding them into the seat's view from before the decision gives
    /// [`Game::view`] now.
    pub fn seat_events(&self, _seat: Seat, events: &[Event], out: &mut Vec<Event>) {
        out.extend_from_slice(events);
        out.push(Event::Awaiting {
            turn: self.state().turn(),
        });
    }
}

impl View {
    /// Folds one event of [`Game::seat_events`] into this view: the game's own statement of what the event changes.
    /// `board` is the game's board (its fixed figures only).
    pub fn apply(&mut self, board: &Board, event: &Event) {
        let s = &mut self.state;
        match *event {
            // Setup (CE-2.9, DCE-5): not part of a decision, folded all the same.
            Event::StartingMoney { player, amount } => {
                if let Some(cash) = s.cash.get_mut(player.index()) {
                    *cash = amount;
                }
            }
            Event::Banker { player } => {
                s.banker = player;
                s.turn = player;
            }
            // CE-2.12, CE-2.21, CE-4.1, CE-9.4: the auction's starter bids first.
            Event::AuctionOpened {
                kind,
                company,
                minimum,
                starter,
            } => {
                let index = match kind {
                    AuctionKind::Initial => board
                        .initial_auctions()
                        .iter()
                        .position(|&c| c == company)
                        .map_or(0, |i| i as u8),
                    AuctionKind::Share | AuctionKind::Opening => 0,
                };
                s.pending = Pending::Auction(Auction::opened(kind, index, company, starter, minimum));
            }
            // CE-2.16, CE-4.7: the bid stands; the next player clockwise who has not passed bids (DCE-10). When the
            // auction ends, the events that follow say what comes next.
            Event::BidMade { player, amount } => {
                if let Pending::Auction(a) = &mut s.pending {
                    a.high = Some((player, amount));
                    a.to_bid = a.next_bidder(player, s.players);
                }
            }
            // CE-2.17, CE-4.8: a pass is for good.
            Event::Passed { player } => {
                if let Pending::Auction(a) = &mut s.pending {
                    a.passed |= 1 << player.0;
                    a.to_bid = a.next_bidder(player, s.players);
                }
            }
            // CE-2.19, CE-4.10: the bid goes from the buyer into the company's treasury.
            Event::ShareBought {
                player,
                company,
                price,
            } => {
                if let Some(cash) = s.cash.get_mut(player.index()) {
                    *cash = cash.saturating_sub(price);
                }
                if let Some(c) = s.companies.get_mut(company.index()) {
                    c.treasury += price;
                }
                s.give_share(player, company);
                after_auction(s, player);
            }
            // CE-2.20, DCE-9: the starting player receives the share free.
            Event::ShareFree { player, company } => {
                s.give_share(player, company);
                after_auction(s, player);
            }
            // CE-4.11, CE-9.6: the share stays on the charter; the turn ends.
            Event::ShareUnsold { .. } => {
                if let Pending::Auction(a) = s.pending {
                    after_auction(s, a.starter);
                }
            }
            // CE-2.22, DCE-8: the holder of the first initial auction's share takes the first turn.
            Event::FirstTurn { player } => {
                s.turn = player;
                s.pending = Pending::Turn;
            }
            // CE-3.3: the chosen action's needle one step on.
            Event::NeedleMoved { dial, step, .. } => {
                if let Some(d) = s.dials.get_mut(dial.index()) {
                    *d = step;
                }
            }
            // CE-3.6: nothing but the needle, already moved; the turn ends (told by `Awaiting`).
            Event::Declined { .. } => {}
            // CE-5.1, CE-5.2.
            Event::BuildBegins { company, .. } => {
                s.pending = Pending::Build { company, placed: 0 };
            }
            // CE-5.8: the treasury pays the cost; the locomotive leaves the charter for the hex.
            Event::LocomotivePlaced {
                company, hex, cost, ..
            } => {
                if let Some(c) = s.companies.get_mut(company.index()) {
                    c.treasury = c.treasury.saturating_sub(cost);
                }
                s.put_locomotive(company, hex, board.neighbours(hex));
                if let Pending::Build {
                    company: building,
                    placed,
                } = s.pending
                    && building == company
                {
                    s.pending = Pending::Build {
                        company,
                        placed: placed.saturating_add(1),
                    };
                }
            }
            // CE-5.13, CE-6.6, CE-7.4, CE-7.7.
            Event::IncomeRises { company, to, .. } => {
                if let Some(c) = s.companies.get_mut(company.index()) {
                    c.income = to;
                }
            }
            // CE-5.2, DCE-21, CE-8.3: the turn ends (unless Wabash's opening auction follows, which says so).
            Event::BuildEnds { .. } => s.pending = Pending::Turn,
            // CE-8.1, CE-8.7.
            Event::ChicagoReached { company } => {
                if let Some(c) = s.companies.get_mut(company.index()) {
                    c.at_chicago = true;
                }
                s.chicago_reached = true;
            }
            // CE-10.3, CE-8.2: the payments follow, one by one.
            Event::Dividend { .. } => {}
            Event::DividendPaid { player, amount, .. } => {
                if let Some(cash) = s.cash.get_mut(player.index()) {
                    *cash += amount;
                }
            }
            // CE-9.2, CE-9.3: the first locomotive on the start hex, free; the income marker on the track.
            Event::CompanyOpened { company, hex, income } => {
                s.put_locomotive(company, hex, board.neighbours(hex));
                if let Some(c) = s.companies.get_mut(company.index()) {
                    c.open = true;
                    c.income = income;
                }
            }
            // CE-6.2.
            Event::HouseBuilt { hex, houses_left, .. } => {
                s.houses.insert(hex);
                s.houses_left = houses_left;
            }
            // CE-6.8, DCE-28.
            Event::ForestMoney { company, amount, .. } => {
                if let Some(c) = s.companies.get_mut(company.index()) {
                    c.treasury += amount;
                }
            }
            // CE-7.3, CE-7.7, CE-10.8: the city's marker one space right.
            Event::IndustryGrew { hex, .. } => {
                if let Some(space) = board
                    .hex(hex)
                    .industrial
                    .and_then(|row| s.industry.get_mut(usize::from(row)))
                {
                    *space += 1;
                }
            }
            // CE-10.1.
            Event::DividendPhase { number } => s.dividend_phases = number,
            // CE-10.7.
            Event::NeedlesReset => s.dials = [0; 3],
            // CE-10.6, CE-11.2.
            Event::GameEnds { reasons } => {
                s.ended = reasons;
                s.pending = Pending::Over;
            }
            // CE-3.1, CE-3.10: whose turn it is after the decision.
            Event::Awaiting { turn } => {
                s.turn = turn;
                s.decisions += 1;
            }
        }
    }
}

/// Chicago Express's per-seat fold: every seat is told every event ([`Game::seat_events`]), each folded by
/// [`View::apply`] with the game's board.
impl Fold for Game {
    #[inline]
    fn seat_events(&self, seat: Seat, events: &[Event], out: &mut Vec<Event>) {
        Game::seat_events(self, seat, events, out)
    }

    #[inline]
    fn fold(&self, view: &mut View, event: &Event) {
        view.apply(self.board(), event)
    }
}

/// What an auction's end changes besides the share: the first initial auction's recipient is the first player
/// (CE-2.22); a share auction, or Wabash's opening one, ends the turn (CE-4.12, CE-9.4). The next initial auction
/// (CE-2.21) or the first turn are events of their own.
fn after_auction(s: &mut State, recipient: Seat) {
    if let Pending::Auction(a) = s.pending {
        match a.kind {
            AuctionKind::Initial => {
                if a.index == 0 {
                    s.first_player = Some(recipient);
                }
            }
            AuctionKind::Share | AuctionKind::Opening => s.pending = Pending::Turn,
        }
    }
}

/// What a client that links the game is sent: the whole state as every seat's position and every decision told
/// (DCE-4: nothing is hidden).
impl metro_game::mirror::Mirrored for Game {
    fn position(&self, _seat: Seat) -> Option<serde_json::Value> {
        serde_json::to_value(Game::position(self)).ok()
    }

    fn events_text(&self, events: &[Event]) -> serde_json::Value {
        serde_json::to_value(events).unwrap_or(serde_json::Value::Null)
    }
}

#[cfg(test)]
mod tests {
    use metro_game::fold::fold_mismatch;

    use super::*;
    use crate::setup::Setup;

    /// The first decision of a game: the banker's pass in the first initial auction.
    fn first_step() -> (Game, Game, Vec<Event>) {
        let before = Game::new(Setup::new(3), 1).expect("a valid setup");
        let mut after = before.clone();
        let events = after.apply(crate::Action::Pass).expect("a pass is always legal");
        (before, after, events)
    }

    #[test]
    fn the_fold_of_a_pass_is_the_view_after() {
        let (before, after, events) = first_step();
        assert_eq!(fold_mismatch(&before, &after, &events), None);
    }

    #[test]
    fn a_wrong_fold_is_caught() {
        let (before, after, events) = first_step();
        // An event that tells a wrong amount: the folded cash differs from the game's.
        let mut told = Vec::new();
        after.seat_events(Seat(0), &events, &mut told);
        let mut view = before.view(Seat(0));
        told.push(Event::DividendPaid {
            player: Seat(1),
            company: crate::ids::Company(0),
            shares: 1,
            amount: 1,
        });
        for event in &told {
            view.apply(after.board(), event);
        }
        assert_ne!(view, after.view(Seat(0)));
        // An event left out (the closing one): the turn's bookkeeping differs.
        let mut view = before.view(Seat(0));
        for event in &told[..events.len()] {
            view.apply(after.board(), event);
        }
        assert_ne!(view, after.view(Seat(0)));
        // And `fold_mismatch` names the seat when the step's events are not the ones that happened.
        let wrong = [Event::BidMade {
            player: Seat(0),
            amount: 1,
        }];
        let (seat, detail) = fold_mismatch(&before, &after, &wrong).expect("a mismatch");
        assert_eq!(seat, Seat(0));
        assert!(detail.contains("BidMade"), "{detail}");
    }
}
