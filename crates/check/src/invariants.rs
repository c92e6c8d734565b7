//! The invariants every reachable game state keeps, read off the engine's state: the one module of this crate that
//! looks inside [`metro_engine::State`] (the rest drives games through `Game`'s public API), so that a change of the
//! engine's state layout touches this file only.
//!
//! * [`state`]: pieces and money conserved and within their limits (TM-1.4, TM-1.6, TM-3.5, TM-7.12, D-2), shares
//!   and speculations (TM-11.7, TM-9.6, OS-5.2), vehicles, meeples, cards (TM-3.3, TM-6.3, TM-7.14; a rule module's
//!   cards at most once each, as a module may take its cards out of play) and where play stands. What a rule module
//!   keeps in its own state has invariants only the module knows: a driver adds them
//!   ([`crate::Driver::invariants`]).
//! * [`step`]: what one decision changed agrees with the events it reported (every yen of cash, value and set-aside
//!   money accounted for, a rule module's payments among them; rounds counted one by one).
//! * [`view`]: a player's view hides exactly what TM-12.1 hides, and of a rule module's state what the module hides
//!   (the same in a `View` and a bot's `PlayerView`).
//! * [`ended`]: a finished game lasted the rounds of TM-6.2 / MC-2 and was scored by TM-11.8.

use metro_core::text::printable;
use metro_core::{ActionKind, LineId, VehicleKind};
use metro_engine::state::{Pending, Slot, State};
use metro_engine::view::HIDDEN_CARD;
use metro_engine::{ActionRef, CardId, Event, Game, Meeple, ModuleId, Phase, PlayerId, View};

/// An invariant that does not hold: the rule it comes from and what was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The rule (TM-, OS-, MC-, MD-, SO-, D-) the invariant comes from, if one does (an engine that panics breaks
    /// none in particular).
    pub rule: Option<&'static str>,
    /// What was found, in words.
    pub message: String,
}

/// Returns a [`Violation`] of `rule` from the enclosing function unless the condition holds.
macro_rules! ensure {
    ($cond:expr, $rule:expr, $($message:tt)+) => {
        if !$cond {
            return Err(Violation { rule: Some($rule), message: format!($($message)+) });
        }
    };
}

/// Speed tokens in the game (TM-1.4).
const SPEED_TOKENS: usize = metro_engine::state::SPEED_TOKENS as usize;
/// Loan tokens in the game (TM-1.4).
const LOAN_TOKENS: usize = metro_engine::state::LOAN_TOKENS as usize;
/// Bike tokens in the game (TM-1.4).
const BIKE_TOKENS: usize = metro_engine::state::BIKE_TOKENS as usize;
/// Action discs per player: 3 in front, 3 in the general supply (TM-3.5, TM-7.12).
const ACTION_DISCS: u8 = metro_engine::state::MAX_DISCS;
/// Speculation discs per player (TM-3.5).
const SPECULATION_DISCS: usize = metro_engine::state::SPECULATION_DISCS as usize;
/// Pyramids per player (TM-1.6).
const PYRAMIDS: usize = metro_engine::state::PYRAMIDS as usize;

/// Checks every invariant of the state a game stands in.
pub fn state(game: &Game) -> Result<(), Violation> {
    let s = game.state();
    players(game, s)?;
    meeples(game, s)?;
    lines(game, s)?;
    cards(game, s)?;
    ensure!(
        s.modules.len() == game.rules().modules().len(),
        "TM-1",
        "{} module states in a game of {} rule modules",
        s.modules.len(),
        game.rules().modules().len()
    );
    ensure!(
        s.round >= 1 && s.round <= game.rules().rounds(),
        "TM-6.2",
        "round {} of a game of {} rounds",
        s.round,
        game.rules().rounds()
    );
    let mut order: Vec<u8> = s.order.iter().map(|p| p.0).collect();
    order.sort_unstable();
    ensure!(
        order == (0..s.players.len() as u8).collect::<Vec<_>>(),
        "TM-6.4.3",
        "the turn order {:?} is not one place per player",
        s.order
    );
    ensure!(
        game.is_over() == matches!(s.pending, Pending::Over) && game.is_over() == game.to_move().is_none(),
        "TM-11",
        "the game is {}over but waits for {:?}",
        if game.is_over() { "" } else { "not " },
        s.pending
    );
    Ok(())
}

/// Cash, tokens, discs and pyramids of every player (D-1: the bank is unlimited; everything else is limited).
fn players(game: &Game, s: &State) -> Result<(), Violation> {
    let n = s.players.len();
    // D-2: cash never below ¥0 during play.
    for (i, p) in s.players.iter().enumerate() {
        ensure!(p.cash >= 0, "D-2", "seat {i} has ¥{} in cash", p.cash);
        ensure!(
            p.set_aside >= 0,
            "OS-6.3",
            "seat {i} has ¥{} set aside",
            p.set_aside
        );
    }
    // TM-1.4: 12 speed tokens, 8 loans, 4 bikes, in the supply, in front of players or assigned to lines.
    let assigned: usize = s.lines.iter().map(|l| l.speed_tokens()).sum();
    let held: usize = s.players.iter().map(|p| p.speed_tokens as usize).sum();
    ensure!(
        s.speed_supply as usize + held + assigned == SPEED_TOKENS,
        "TM-1.4",
        "speed tokens: {} in the supply + {held} held + {assigned} on lines ≠ {SPEED_TOKENS}",
        s.speed_supply
    );
    let loans: usize = s.players.iter().map(|p| p.loans as usize).sum();
    ensure!(
        s.loan_supply as usize + loans == LOAN_TOKENS,
        "TM-1.4",
        "loan tokens: {} in the supply + {loans} held ≠ {LOAN_TOKENS}",
        s.loan_supply
    );
    let bikes = s.players.iter().filter(|p| p.bike).count();
    ensure!(
        s.bike_supply as usize + bikes == BIKE_TOKENS,
        "TM-1.4",
        "bikes: {} in the supply + {bikes} held ≠ {BIKE_TOKENS}",
        s.bike_supply
    );
    // Discs go to the box for good only by Invest by disc (OS-6.2), or by a rule module (Metro Drinks' colour cards,
    // MD-4.1).
    let boxable = game.rules().has_modules()
        || (0..game.rules().card_count()).any(|card| {
            game.rules()
                .card_actions(CardId(card as u8))
                .any(|(_, spec)| spec.kind == ActionKind::InvestByDisc)
        });
    for (i, p) in s.players.iter().enumerate() {
        let seat = PlayerId(i as u8);
        // TM-3.5, TM-7.12: 3 + 3 action discs.
        ensure!(
            p.discs_in_hand <= p.discs_owned && p.discs_owned <= ACTION_DISCS,
            "TM-7.12",
            "seat {i} has {} action discs in hand of {} owned",
            p.discs_in_hand,
            p.discs_owned
        );
        let discs = p.discs_owned + p.discs_in_supply;
        if boxable {
            ensure!(
                discs <= ACTION_DISCS,
                "TM-3.5",
                "seat {i} has {discs} action discs (owned + in the supply)"
            );
        } else {
            ensure!(
                discs == ACTION_DISCS,
                "TM-3.5",
                "seat {i} has {discs} action discs (owned + in the supply), not {ACTION_DISCS}, and no action returns discs to the box"
            );
        }
        // TM-3.5, TM-7.10: two speculation discs, unused or on slots.
        let on_slots = s
            .lines
            .iter()
            .flat_map(|l| &l.slots)
            .filter(|slot| matches!(slot, Slot::Speculation { player, .. } if *player == seat))
            .count();
        ensure!(
            p.speculation_discs as usize + on_slots == SPECULATION_DISCS,
            "TM-7.10",
            "seat {i}: {} unused speculation discs + {on_slots} on slots ≠ {SPECULATION_DISCS}",
            p.speculation_discs
        );
        // TM-4.3: the discs on action spaces come out of the player's hand.
        let mut on_cards = 0;
        for (slot, &occupants) in s.occupants.iter().enumerate() {
            if occupants & (1 << i) != 0 {
                let action = ActionRef {
                    card: CardId((slot / 2) as u8),
                    action: (slot % 2) as u8,
                };
                on_cards += game.rules().action(action).map_or(0, |a| a.spaces);
            }
        }
        ensure!(
            p.discs_in_hand + on_cards <= p.discs_owned,
            "TM-4.3",
            "seat {i}: {} discs in hand + {on_cards} on action spaces > {} owned",
            p.discs_in_hand,
            p.discs_owned
        );
        // TM-6.6.5: every disc is back in hand outside the action phase.
        if s.phase != Phase::Actions {
            ensure!(
                p.discs_in_hand == p.discs_owned,
                "TM-6.6.5",
                "seat {i} has {} of {} action discs in hand outside the action phase",
                p.discs_in_hand,
                p.discs_owned
            );
        }
        // TM-1.6: six pyramids, unbuilt or on stations.
        let built = s.pyramids.iter().filter(|o| **o == Some(seat)).count();
        ensure!(
            p.pyramids as usize + built == PYRAMIDS,
            "TM-1.6",
            "seat {i}: {} pyramids left + {built} built ≠ {PYRAMIDS}",
            p.pyramids
        );
        ensure!(
            p.bid.is_none() || s.phase == Phase::TurnOrder,
            "TM-6.4.5",
            "seat {i} holds a bid outside the turn-order phase"
        );
    }
    for (slot, &occupants) in s.occupants.iter().enumerate() {
        ensure!(
            (occupants as usize) < (1 << n),
            "TM-4.3",
            "action slot {slot} holds discs of a seat beyond the {n} players"
        );
    }
    for (station, owner) in s.pyramids.iter().enumerate() {
        if let Some(owner) = owner {
            ensure!(
                (owner.0 as usize) < n,
                "TM-7.3",
                "station {station} holds a pyramid of seat {}",
                owner.0
            );
        }
    }
    Ok(())
}

/// Meeples: on distinct spaces of the grid, aboard a vehicle on the map, or not yet placed in round 1.
fn meeples(game: &Game, s: &State) -> Result<(), Violation> {
    let map = game.map();
    let mut grid = Vec::new();
    for (i, p) in s.players.iter().enumerate() {
        match p.meeple {
            Meeple::On(space) => {
                ensure!(
                    (space.0 as usize) < map.space_count(),
                    "TM-6.5.3",
                    "seat {i}'s meeple stands on space {} outside the grid",
                    space.0
                );
                ensure!(
                    !grid.contains(&space),
                    "TM-6.5.3",
                    "two meeples stand on space {}",
                    space.0
                );
                grid.push(space);
            }
            Meeple::Riding { line, vehicle, .. } => {
                let forced =
                    matches!(&s.pending, Pending::Trains(c) if c.forced.contains(&PlayerId(i as u8)));
                let aboard = s
                    .lines
                    .get(line.0 as usize)
                    .and_then(|l| l.vehicles.get(vehicle as usize))
                    .is_some_and(Option::is_some);
                ensure!(
                    forced || aboard,
                    "TM-10.7",
                    "seat {i} rides vehicle {vehicle} of line {}, which is not on the map",
                    line.0
                );
            }
            Meeple::Off => ensure!(
                s.round == 1,
                "TM-6.5.1",
                "seat {i}'s meeple is not on the map in round {}",
                s.round
            ),
        }
    }
    Ok(())
}

/// Lines: values, shares, slots and vehicles.
fn lines(game: &Game, s: &State) -> Result<(), Violation> {
    let map = game.map();
    let players = s.players.len();
    ensure!(
        s.lines.len() == map.lines().len(),
        "TM-1.2",
        "{} lines in the state of a map of {}",
        s.lines.len(),
        map.lines().len()
    );
    for (li, l) in s.lines.iter().enumerate() {
        let map_line = map.line(LineId(li as u8));
        let letter = printable(&map_line.letter);
        ensure!(l.value >= 0, "TM-5.4", "line {letter} is worth ¥{}", l.value);
        ensure!(
            l.value % 100 == 0,
            "TM-5.2",
            "line {letter} is worth ¥{}, not a multiple of ¥100",
            l.value
        );
        // TM-3.1, OS-3.1: shares are taken from the top of the stack, #1 first.
        let taken = l.shares_taken();
        ensure!(
            taken <= map_line.shares(),
            "OS-2.3",
            "line {letter} has {taken} shares taken of {}",
            map_line.shares()
        );
        ensure!(
            l.holders[..taken].iter().all(Option::is_some),
            "TM-3.1",
            "line {letter}'s shares taken are not #1 … #{taken}: {:?}",
            l.holders
        );
        for h in l.holders.iter().flatten() {
            ensure!(
                l.holders.iter().filter(|x| **x == Some(*h)).count() == 1,
                "OS-5.2",
                "seat {} holds two shares of line {letter}",
                h.0
            );
            ensure!(
                (h.0 as usize) < players,
                "TM-7.5",
                "line {letter} has a share held by seat {}",
                h.0
            );
            // TM-11.7: the engine must make a share and a speculation of one player on one line unreachable.
            ensure!(
                !l.slots
                    .iter()
                    .any(|slot| matches!(slot, Slot::Speculation { player, .. } if player == h)),
                "TM-11.7",
                "seat {} holds a share of line {letter} and speculates on it",
                h.0
            );
        }
        // TM-9.6: a line with a share keeps its vehicle(s) on the map.
        if taken > 0 {
            ensure!(
                l.on_map(),
                "TM-9.6",
                "line {letter} has {taken} shares taken but no vehicle on the map"
            );
        }
        ensure!(
            l.slots[(map_line.slots as usize).min(l.slots.len())..]
                .iter()
                .all(|slot| *slot == Slot::Empty),
            "TM-1.2",
            "line {letter} uses more than its {} disc slots",
            map_line.slots
        );
        for slot in &l.slots {
            if let Slot::Speculation { stake, player } = slot {
                ensure!(
                    *stake >= 100 && stake % 100 == 0,
                    "D-19",
                    "seat {}'s speculation on line {letter} has a stake of ¥{stake}",
                    player.0
                );
            }
        }
        for (v, vehicle) in l.vehicles.iter().enumerate() {
            if let Some(vehicle) = vehicle {
                ensure!(
                    (vehicle.stop as usize) < map_line.stops.len(),
                    "TM-8.2",
                    "a vehicle of line {letter} stands on stop {} of {}",
                    vehicle.stop as usize + 1,
                    map_line.stops.len()
                );
                ensure!(
                    v < map_line.vehicle.count(),
                    "OS-4.3",
                    "line {letter} has a vehicle {v} though it runs {}",
                    map_line.vehicle.name()
                );
            }
        }
        if map_line.vehicle != VehicleKind::Train {
            ensure!(
                l.vehicles[0].is_some() == l.vehicles[1].is_some(),
                "OS-4.3",
                "only one {} of line {letter} is on the map",
                map_line.vehicle.name()
            );
        }
        if l.unowned_start {
            ensure!(
                taken == 0 && l.on_map(),
                "TM-9.7",
                "line {letter} is marked as started without a share, but has {taken} shares or no train"
            );
        }
    }
    Ok(())
}

/// Action cards: every card of the card set is in exactly one place — its column's deck, face-up rows or discard
/// pile, or in front of the player who took it with Card (TM-3.3, TM-6.3, TM-7.14); the face-up rows keep their
/// number (TM-3.4), without gaps except in a rule module's columns (Metro Drinks' colour cards leave theirs, MD-3.2).
/// A rule module's cards are in at most one place: a module may take its cards out of play (MD-2.1, MD-4.1).
fn cards(game: &Game, s: &State) -> Result<(), Violation> {
    let rules = game.rules();
    let columns = rules.column_count();
    ensure!(
        s.columns.len() == columns,
        "TM-3.3",
        "{} columns in the state of a game of {columns}",
        s.columns.len()
    );
    let mut place = vec![0u8; rules.card_count()];
    let mut count = |card: CardId, column: Option<usize>| -> Result<(), Violation> {
        let home = rules.card_column_of(card);
        ensure!(
            home.is_some(),
            "TM-3.3",
            "card {} is no card of this game",
            card.0
        );
        if let (Some(home), Some(column)) = (home, column) {
            ensure!(
                home as usize == column,
                "TM-6.3.1",
                "card {} of column {home} lies in column {column}",
                card.0
            );
        }
        place[card.0 as usize] += 1;
        Ok(())
    };
    let module_column = |column: usize| {
        rules
            .modules()
            .iter()
            .any(|m| m.columns().contains(&(column as u8)))
    };
    for (ci, column) in s.columns.iter().enumerate() {
        ensure!(
            column.rows.len() == rules.dealt() as usize,
            "TM-3.4",
            "column {ci} shows {} rows, not {}",
            column.rows.len(),
            rules.dealt()
        );
        if !module_column(ci) {
            ensure!(
                column.rows.iter().all(Option::is_some),
                "TM-6.3.1",
                "column {ci} has a gap among its face-up cards"
            );
        }
        for &card in column
            .deck
            .iter()
            .chain(column.rows.iter().flatten())
            .chain(&column.discard)
        {
            count(card, Some(ci))?;
        }
    }
    for p in &s.players {
        for &card in &p.personal_cards {
            count(card, None)?;
        }
    }
    for (card, &n) in place.iter().enumerate() {
        let card = CardId(card as u8);
        match rules.card_module(card) {
            None => ensure!(
                n == 1,
                "TM-3.3",
                "card {} of column {} is in {n} places",
                card.0,
                rules.card_column(card)
            ),
            Some(module) => ensure!(
                n <= 1,
                "TM-3.3",
                "card {} of rule module {} is in {n} places",
                card.0,
                printable(rules.module(module).module().title())
            ),
        }
    }
    Ok(())
}

/// What [`step`] compares a decision's events with: the money and values before it.
#[derive(Clone, Debug)]
pub struct Snapshot {
    cash: Vec<i64>,
    set_aside: Vec<i64>,
    values: Vec<i64>,
    round: u8,
}

impl Snapshot {
    /// The game's money and values now.
    pub fn of(game: &Game) -> Snapshot {
        let s = game.state();
        Snapshot {
            cash: s.players.iter().map(|p| i64::from(p.cash)).collect(),
            set_aside: s.players.iter().map(|p| i64::from(p.set_aside)).collect(),
            values: s.lines.iter().map(|l| i64::from(l.value)).collect(),
            round: s.round,
        }
    }
}

/// Checks what one decision changed against the events it reported: every change of cash, line value and set-aside
/// money is reported (D-1: the bank is unlimited, so these flows are the conservation of money), rounds start one at
/// a time, and a game that started its last round's refresh ends.
pub fn step(before: &Snapshot, after: &Game, events: &[Event]) -> Result<(), Violation> {
    let a = after.state();
    for (i, pa) in a.players.iter().enumerate() {
        let seat = PlayerId(i as u8);
        let reported: i64 = events
            .iter()
            .filter_map(|e| match e {
                Event::Cash { player, delta, .. } if *player == seat => Some(i64::from(*delta)),
                _ => None,
            })
            .sum();
        let changed = i64::from(pa.cash) - before.cash.get(i).copied().unwrap_or(0);
        ensure!(
            changed == reported,
            "D-1",
            "seat {i}'s cash changed by ¥{changed} but the events report ¥{reported}"
        );
        let sold: i64 = events
            .iter()
            .filter_map(|e| match e {
                Event::ShareSold { player, amount, .. } if *player == seat => Some(i64::from(*amount)),
                _ => None,
            })
            .sum();
        let set_aside = i64::from(pa.set_aside) - before.set_aside.get(i).copied().unwrap_or(0);
        ensure!(
            set_aside == sold,
            "OS-6.3",
            "seat {i}'s money set aside changed by ¥{set_aside} but the events report sales of ¥{sold}"
        );
    }
    for (li, la) in a.lines.iter().enumerate() {
        let line = LineId(li as u8);
        let reported: i64 = events
            .iter()
            .filter_map(|e| match e {
                Event::Value { line: l, delta, .. } if *l == line => Some(i64::from(*delta)),
                _ => None,
            })
            .sum();
        let changed = i64::from(la.value) - before.values.get(li).copied().unwrap_or(0);
        ensure!(
            changed == reported,
            "TM-5.1",
            "line {}'s value changed by ¥{changed} but the events report ¥{reported}",
            printable(&after.map().line(line).letter)
        );
    }
    for e in events {
        // TM-9.3, TM-9.4: a station payout is what the payout rules give for whether the owner holds a share.
        if let Event::StationPayout {
            line,
            owner,
            cash,
            value_rise,
            ..
        } = e
        {
            let holds = a.lines[line.0 as usize].share_of(*owner).is_some();
            let due = after.rules().payouts().station_payout(holds);
            ensure!(
                (*cash, *value_rise) == (due.owner_cash, due.value_rise),
                if holds { "TM-9.4" } else { "TM-9.3" },
                "a station payout of line {} paid seat {} ¥{cash} and raised the value ¥{value_rise}, not ¥{} and ¥{}",
                printable(&after.map().line(*line).letter),
                owner.0,
                due.owner_cash,
                due.value_rise
            );
        }
        if let Event::Cash { delta, reason, .. } = e {
            ensure!(
                *delta % 100 == 0,
                "TM-1.5",
                "a payment of ¥{delta} ({reason:?}) is not a multiple of ¥100"
            );
        }
    }
    let started: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::RoundStarted(r) => Some(*r),
            _ => None,
        })
        .collect();
    ensure!(
        started.len() <= 1 && started.iter().all(|&r| r == before.round + 1),
        "TM-6.1",
        "round {} was followed by the start of rounds {started:?}",
        before.round
    );
    ensure!(
        a.round == before.round + started.len() as u8,
        "TM-6.1",
        "the round went from {} to {} with {} round starts reported",
        before.round,
        a.round,
        started.len()
    );
    Ok(())
}

/// Checks that `viewer`'s view hides what TM-12.1 hides — the deck order, the discards below the top, the other
/// players' bids, the random generator — and shows everything else exactly as it is (D-17).
pub fn view(game: &Game, viewer: PlayerId) -> Result<(), Violation> {
    let view: View = game.view(viewer);
    let s = game.state();
    ensure!(
        view.viewer == viewer,
        "TM-12.1",
        "a view for seat {} is seat {}'s",
        viewer.0,
        view.viewer.0
    );
    for (ci, (seen, real)) in view.state.columns.iter().zip(&s.columns).enumerate() {
        ensure!(
            seen.deck.len() == real.deck.len() && seen.deck.iter().all(|&c| c == HIDDEN_CARD),
            "TM-12.1",
            "column {ci}'s deck order is shown to seat {}",
            viewer.0
        );
        ensure!(
            seen.discard.len() == real.discard.len(),
            "TM-12.1",
            "column {ci}'s discard pile has {} cards in the view, {} in the game",
            seen.discard.len(),
            real.discard.len()
        );
        if let Some((top, below)) = seen.discard.split_last() {
            ensure!(
                Some(top) == real.discard.last(),
                "TM-6.3.2",
                "column {ci}'s top discard is hidden from seat {}",
                viewer.0
            );
            ensure!(
                below.iter().all(|&c| c == HIDDEN_CARD),
                "TM-6.3.2",
                "column {ci}'s discards below the top are shown to seat {}",
                viewer.0
            );
        }
    }
    for (i, (seen, real)) in view.state.players.iter().zip(&s.players).enumerate() {
        if i == viewer.0 as usize {
            ensure!(
                seen.bid == real.bid,
                "D-3",
                "seat {i}'s own bid is hidden from it"
            );
        } else {
            ensure!(
                seen.bid.is_none(),
                "D-3",
                "seat {i}'s bid is shown to seat {}",
                viewer.0
            );
        }
        ensure!(
            view.bids_made.get(i) == Some(&real.bid.is_some()),
            "D-3",
            "the view says seat {i} has {}bid",
            if real.bid.is_some() { "not " } else { "" }
        );
    }
    // A rule module's state: what the module hides is its business (`Looks::redact`); a module that hides nothing
    // shows its state as it is; and a bot's `PlayerView` shows what the `View` shows.
    let seen_by_bot = game.player_view(viewer);
    for (i, (slot, real)) in game.rules().modules().iter().zip(&s.modules).enumerate() {
        let module = printable(slot.module().title());
        let seen = view.state.modules.get(i);
        if !slot.rules().looks().is_some_and(|looks| looks.hides()) {
            ensure!(
                seen == Some(real),
                "D-17",
                "seat {}'s view of rule module {module}'s state differs from the game's, though the module hides nothing",
                viewer.0
            );
        }
        let bot = seen_by_bot.module_state(ModuleId(i as u8));
        ensure!(
            bot.as_deref() == seen,
            "TM-12.1",
            "seat {}'s bot sees another state of rule module {module} than its view shows",
            viewer.0
        );
    }
    // Everything else is open: the view with the hidden parts put back is the state.
    let mut restored = view.state.clone();
    restored.modules.clone_from(&s.modules);
    for (seen, real) in restored.columns.iter_mut().zip(&s.columns) {
        seen.deck.clone_from(&real.deck);
        seen.discard.clone_from(&real.discard);
    }
    for (seen, real) in restored.players.iter_mut().zip(&s.players) {
        seen.bid = real.bid;
    }
    restored.rng = s.rng.clone();
    ensure!(
        restored == *s,
        "D-17",
        "seat {}'s view differs from the game in more than TM-12.1 hides",
        viewer.0
    );
    // The generator would tell the deck order: it must be one that does not depend on the game.
    let other = game.view(PlayerId(((viewer.0 as usize + 1) % s.players.len()) as u8));
    ensure!(
        view.state.rng == other.state.rng && view.state.rng != s.rng,
        "TM-12.1",
        "the view shows the game's random generator"
    );
    Ok(())
}

/// Checks a finished game: the rounds of TM-6.2 / MC-2 (SO-1: 2 cards dealt in solo), nothing left to decide, and
/// totals of cash plus every end-game payment with the winner by TM-11.8.
pub fn ended(game: &Game, rounds_started: usize) -> Result<(), Violation> {
    let rules = game.rules();
    let dealt = if rules.players() == 1 { 2 } else { rules.players() };
    let expected = rules.cards().cards_per_column() + 1 - dealt;
    ensure!(
        rules.rounds() as usize == expected,
        "MC-2",
        "a card set of {} cards per column gives {} rounds with {dealt} dealt, not {expected}",
        rules.cards().cards_per_column(),
        rules.rounds()
    );
    ensure!(
        rounds_started == expected && game.round() as usize == expected,
        "TM-6.2",
        "the game ended after {rounds_started} rounds (round {} showing), not {expected}",
        game.round()
    );
    ensure!(
        game.legal_actions().is_empty(),
        "TM-11",
        "the game is over but {} actions are listed",
        game.legal_actions().len()
    );
    let Some(result) = game.result() else {
        return Err(Violation {
            rule: Some("TM-11"),
            message: "the game is over but has no result".into(),
        });
    };
    let s = game.state();
    ensure!(
        result.totals.len() == s.players.len(),
        "TM-11.8",
        "{} totals for {} players",
        result.totals.len(),
        s.players.len()
    );
    for (i, p) in s.players.iter().enumerate() {
        let paid: i64 = result
            .payouts
            .iter()
            .filter(|payout| payout.player.0 as usize == i)
            .map(|payout| i64::from(payout.amount))
            .sum();
        let total = i64::from(result.totals[i]);
        ensure!(
            total == i64::from(p.cash) + paid,
            "TM-11.8",
            "seat {i}'s total ¥{total} is not its cash ¥{} plus its end-game payments ¥{paid}",
            p.cash
        );
    }
    let best = result.totals.iter().copied().max().unwrap_or(0);
    let first = s
        .order
        .iter()
        .find(|p| result.totals.get(p.0 as usize) == Some(&best))
        .copied();
    ensure!(
        first == Some(result.winner),
        "TM-11.8",
        "seat {} won with ¥{}, but the best total ¥{best} earliest in turn order is seat {:?}'s",
        result.winner.0,
        result.totals.get(result.winner.0 as usize).copied().unwrap_or(0),
        first.map(|p| p.0)
    );
    Ok(())
}
