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

use crate::locale::tr;

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
/// The message is made only when the condition fails (in the current language: `tr!`).
macro_rules! ensure {
    ($cond:expr, $rule:expr, $message:expr) => {
        if !$cond {
            return Err(Violation {
                rule: Some($rule),
                message: $message,
            });
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
        tr!(
            "invariant-module-states-in-a-game",
            modules = s.modules.len().to_string(),
            modules2 = game.rules().modules().len().to_string()
        )
    );
    ensure!(
        s.round >= 1 && s.round <= game.rules().rounds(),
        "TM-6.2",
        tr!(
            "invariant-round-of-a-game-of",
            round = s.round.to_string(),
            rounds = game.rules().rounds().to_string()
        )
    );
    let mut order: Vec<u8> = s.order.iter().map(|p| p.0).collect();
    order.sort_unstable();
    ensure!(
        order == (0..s.players.len() as u8).collect::<Vec<_>>(),
        "TM-6.4.3",
        tr!(
            "invariant-the-turn-order-is-not",
            order = format!("{:?}", s.order)
        )
    );
    ensure!(
        game.is_over() == matches!(s.pending, Pending::Over) && game.is_over() == game.to_move().is_none(),
        "TM-11",
        if game.is_over() {
            tr!("invariant-over-but-waiting", pending = format!("{:?}", s.pending))
        } else {
            tr!(
                "invariant-not-over-but-waiting",
                pending = format!("{:?}", s.pending)
            )
        }
    );
    Ok(())
}

/// Cash, tokens, discs and pyramids of every player (D-1: the bank is unlimited; everything else is limited).
fn players(game: &Game, s: &State) -> Result<(), Violation> {
    let n = s.players.len();
    // D-2: cash never below ¥0 during play.
    for (i, p) in s.players.iter().enumerate() {
        ensure!(
            p.cash >= 0,
            "D-2",
            tr!(
                "invariant-seat-has-in-cash",
                i = i.to_string(),
                cash = p.cash.to_string()
            )
        );
        ensure!(
            p.set_aside >= 0,
            "OS-6.3",
            tr!(
                "invariant-seat-has-set-aside",
                i = i.to_string(),
                set_aside = p.set_aside.to_string()
            )
        );
    }
    // TM-1.4: 12 speed tokens, 8 loans, 4 bikes, in the supply, in front of players or assigned to lines.
    let assigned: usize = s.lines.iter().map(|l| l.speed_tokens()).sum();
    let held: usize = s.players.iter().map(|p| p.speed_tokens as usize).sum();
    ensure!(
        s.speed_supply as usize + held + assigned == SPEED_TOKENS,
        "TM-1.4",
        tr!(
            "invariant-speed-tokens-in-the-supply",
            speed_supply = s.speed_supply.to_string(),
            held = held.to_string(),
            assigned = assigned.to_string(),
            speed_tokens = SPEED_TOKENS.to_string()
        )
    );
    let loans: usize = s.players.iter().map(|p| p.loans as usize).sum();
    ensure!(
        s.loan_supply as usize + loans == LOAN_TOKENS,
        "TM-1.4",
        tr!(
            "invariant-loan-tokens-in-the-supply",
            loan_supply = s.loan_supply.to_string(),
            loans = loans.to_string(),
            loan_tokens = LOAN_TOKENS.to_string()
        )
    );
    let bikes = s.players.iter().filter(|p| p.bike).count();
    ensure!(
        s.bike_supply as usize + bikes == BIKE_TOKENS,
        "TM-1.4",
        tr!(
            "invariant-bikes-in-the-supply-held",
            bike_supply = s.bike_supply.to_string(),
            bikes = bikes.to_string(),
            bike_tokens = BIKE_TOKENS.to_string()
        )
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
            tr!(
                "invariant-seat-has-action-discs-in",
                i = i.to_string(),
                discs_in_hand = p.discs_in_hand.to_string(),
                discs_owned = p.discs_owned.to_string()
            )
        );
        let discs = p.discs_owned + p.discs_in_supply;
        if boxable {
            ensure!(
                discs <= ACTION_DISCS,
                "TM-3.5",
                tr!(
                    "invariant-seat-has-action-discs-owned",
                    i = i.to_string(),
                    discs = discs.to_string()
                )
            );
        } else {
            ensure!(
                discs == ACTION_DISCS,
                "TM-3.5",
                tr!(
                    "invariant-seat-has-action-discs-owned-2",
                    i = i.to_string(),
                    discs = discs.to_string(),
                    action_discs = ACTION_DISCS.to_string()
                )
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
            tr!(
                "invariant-seat-unused-speculation-discs-on",
                i = i.to_string(),
                speculation_discs = p.speculation_discs.to_string(),
                on_slots = on_slots.to_string(),
                speculation_discs2 = SPECULATION_DISCS.to_string()
            )
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
            tr!(
                "invariant-seat-discs-in-hand-on",
                i = i.to_string(),
                discs_in_hand = p.discs_in_hand.to_string(),
                on_cards = on_cards.to_string(),
                discs_owned = p.discs_owned.to_string()
            )
        );
        // TM-6.6.5: every disc is back in hand outside the action phase.
        if s.phase != Phase::Actions {
            ensure!(
                p.discs_in_hand == p.discs_owned,
                "TM-6.6.5",
                tr!(
                    "invariant-seat-has-of-action-discs",
                    i = i.to_string(),
                    discs_in_hand = p.discs_in_hand.to_string(),
                    discs_owned = p.discs_owned.to_string()
                )
            );
        }
        // TM-1.6: six pyramids, unbuilt or on stations.
        let built = s.pyramids.iter().filter(|o| **o == Some(seat)).count();
        ensure!(
            p.pyramids as usize + built == PYRAMIDS,
            "TM-1.6",
            tr!(
                "invariant-seat-pyramids-left-built",
                i = i.to_string(),
                pyramids = p.pyramids.to_string(),
                built = built.to_string(),
                pyramids2 = PYRAMIDS.to_string()
            )
        );
        ensure!(
            p.bid.is_none() || s.phase == Phase::TurnOrder,
            "TM-6.4.5",
            tr!("invariant-seat-holds-a-bid-outside", i = i.to_string())
        );
    }
    for (slot, &occupants) in s.occupants.iter().enumerate() {
        ensure!(
            (occupants as usize) < (1 << n),
            "TM-4.3",
            tr!(
                "invariant-action-slot-holds-discs-of",
                slot = slot.to_string(),
                n = n.to_string()
            )
        );
    }
    for (station, owner) in s.pyramids.iter().enumerate() {
        if let Some(owner) = owner {
            ensure!(
                (owner.0 as usize) < n,
                "TM-7.3",
                tr!(
                    "invariant-station-holds-a-pyramid-of",
                    station = station.to_string(),
                    seat = owner.0.to_string()
                )
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
                    tr!(
                        "invariant-seat-s-meeple-stands-on",
                        i = i.to_string(),
                        space = space.0.to_string()
                    )
                );
                ensure!(
                    !grid.contains(&space),
                    "TM-6.5.3",
                    tr!(
                        "invariant-two-meeples-stand-on-space",
                        space = space.0.to_string()
                    )
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
                    tr!(
                        "invariant-seat-rides-vehicle-of-line",
                        i = i.to_string(),
                        vehicle = vehicle.to_string(),
                        line = line.0.to_string()
                    )
                );
            }
            Meeple::Off => ensure!(
                s.round == 1,
                "TM-6.5.1",
                tr!(
                    "invariant-seat-s-meeple-is-not",
                    i = i.to_string(),
                    round = s.round.to_string()
                )
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
        tr!(
            "invariant-lines-in-the-state-of",
            lines = s.lines.len().to_string(),
            lines2 = map.lines().len().to_string()
        )
    );
    for (li, l) in s.lines.iter().enumerate() {
        let map_line = map.line(LineId(li as u8));
        let letter = printable(&map_line.letter);
        ensure!(
            l.value >= 0,
            "TM-5.4",
            tr!(
                "invariant-line-is-worth",
                letter = letter.to_string(),
                value = l.value.to_string()
            )
        );
        ensure!(
            l.value % 100 == 0,
            "TM-5.2",
            tr!(
                "invariant-line-is-worth-not-a",
                letter = letter.to_string(),
                value = l.value.to_string()
            )
        );
        // TM-3.1, OS-3.1: shares are taken from the top of the stack, #1 first.
        let taken = l.shares_taken();
        ensure!(
            taken <= map_line.shares(),
            "OS-2.3",
            tr!(
                "invariant-line-has-shares-taken-of",
                letter = letter.to_string(),
                taken = taken.to_string(),
                shares = map_line.shares().to_string()
            )
        );
        ensure!(
            l.holders[..taken].iter().all(Option::is_some),
            "TM-3.1",
            tr!(
                "invariant-line-s-shares-taken-are",
                letter = letter.to_string(),
                taken = taken.to_string(),
                holders = format!("{:?}", l.holders)
            )
        );
        for h in l.holders.iter().flatten() {
            ensure!(
                l.holders.iter().filter(|x| **x == Some(*h)).count() == 1,
                "OS-5.2",
                tr!(
                    "invariant-seat-holds-two-shares-of",
                    seat = h.0.to_string(),
                    letter = letter.to_string()
                )
            );
            ensure!(
                (h.0 as usize) < players,
                "TM-7.5",
                tr!(
                    "invariant-line-has-a-share-held",
                    letter = letter.to_string(),
                    seat = h.0.to_string()
                )
            );
            // TM-11.7: the engine must make a share and a speculation of one player on one line unreachable.
            ensure!(
                !l.slots
                    .iter()
                    .any(|slot| matches!(slot, Slot::Speculation { player, .. } if player == h)),
                "TM-11.7",
                tr!(
                    "invariant-seat-holds-a-share-of",
                    seat = h.0.to_string(),
                    letter = letter.to_string()
                )
            );
        }
        // TM-9.6: a line with a share keeps its vehicle(s) on the map.
        if taken > 0 {
            ensure!(
                l.on_map(),
                "TM-9.6",
                tr!(
                    "invariant-line-has-shares-taken-but",
                    letter = letter.to_string(),
                    taken = taken.to_string()
                )
            );
        }
        ensure!(
            l.slots[(map_line.slots as usize).min(l.slots.len())..]
                .iter()
                .all(|slot| *slot == Slot::Empty),
            "TM-1.2",
            tr!(
                "invariant-line-uses-more-than-its",
                letter = letter.to_string(),
                slots = map_line.slots.to_string()
            )
        );
        for slot in &l.slots {
            if let Slot::Speculation { stake, player } = slot {
                ensure!(
                    *stake >= 100 && stake % 100 == 0,
                    "D-19",
                    tr!(
                        "invariant-seat-s-speculation-on-line",
                        seat = player.0.to_string(),
                        letter = letter.to_string(),
                        stake = stake.to_string()
                    )
                );
            }
        }
        for (v, vehicle) in l.vehicles.iter().enumerate() {
            if let Some(vehicle) = vehicle {
                ensure!(
                    (vehicle.stop as usize) < map_line.stops.len(),
                    "TM-8.2",
                    tr!(
                        "invariant-a-vehicle-of-line-stands",
                        letter = letter.to_string(),
                        stop = (vehicle.stop as usize + 1).to_string(),
                        stops = map_line.stops.len().to_string()
                    )
                );
                ensure!(
                    v < map_line.vehicle.count(),
                    "OS-4.3",
                    tr!(
                        "invariant-line-has-a-vehicle-though",
                        letter = letter.to_string(),
                        v = v.to_string(),
                        vehicles = map_line.vehicle.name().to_string()
                    )
                );
            }
        }
        if map_line.vehicle != VehicleKind::Train {
            ensure!(
                l.vehicles[0].is_some() == l.vehicles[1].is_some(),
                "OS-4.3",
                tr!(
                    "invariant-only-one-of-line-is",
                    vehicles = map_line.vehicle.name().to_string(),
                    letter = letter.to_string()
                )
            );
        }
        if l.unowned_start {
            ensure!(
                taken == 0 && l.on_map(),
                "TM-9.7",
                tr!(
                    "invariant-line-is-marked-as-started",
                    letter = letter.to_string(),
                    taken = taken.to_string()
                )
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
        tr!(
            "invariant-columns-in-the-state-of",
            columns = s.columns.len().to_string(),
            columns2 = columns.to_string()
        )
    );
    let mut place = vec![0u8; rules.card_count()];
    let mut count = |card: CardId, column: Option<usize>| -> Result<(), Violation> {
        let home = rules.card_column_of(card);
        ensure!(
            home.is_some(),
            "TM-3.3",
            tr!("invariant-card-is-no-card-of", card = card.0.to_string())
        );
        if let (Some(home), Some(column)) = (home, column) {
            ensure!(
                home as usize == column,
                "TM-6.3.1",
                tr!(
                    "invariant-card-of-column-lies-in",
                    card = card.0.to_string(),
                    home = home.to_string(),
                    column = column.to_string()
                )
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
            tr!(
                "invariant-column-shows-rows-not",
                ci = ci.to_string(),
                rows = column.rows.len().to_string(),
                dealt = rules.dealt().to_string()
            )
        );
        if !module_column(ci) {
            ensure!(
                column.rows.iter().all(Option::is_some),
                "TM-6.3.1",
                tr!("invariant-column-has-a-gap-among", ci = ci.to_string())
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
                tr!(
                    "invariant-card-of-column-is-in",
                    card = card.0.to_string(),
                    column = rules.card_column(card).to_string(),
                    n = n.to_string()
                )
            ),
            Some(module) => ensure!(
                n <= 1,
                "TM-3.3",
                tr!(
                    "invariant-card-of-rule-module-is",
                    card = card.0.to_string(),
                    module = printable(rules.module(module).module().title()).to_string(),
                    n = n.to_string()
                )
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
            tr!(
                "invariant-seat-s-cash-changed-by",
                i = i.to_string(),
                changed = changed.to_string(),
                reported = reported.to_string()
            )
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
            tr!(
                "invariant-seat-s-money-set-aside",
                i = i.to_string(),
                set_aside = set_aside.to_string(),
                sold = sold.to_string()
            )
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
            tr!(
                "invariant-line-s-value-changed-by",
                line = printable(&after.map().line(line).letter).to_string(),
                changed = changed.to_string(),
                reported = reported.to_string()
            )
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
                tr!(
                    "invariant-a-station-payout-of-line",
                    line = printable(&after.map().line(*line).letter).to_string(),
                    seat = owner.0.to_string(),
                    cash = cash.to_string(),
                    value_rise = value_rise.to_string(),
                    owner_cash = due.owner_cash.to_string(),
                    value_rise2 = due.value_rise.to_string()
                )
            );
        }
        if let Event::Cash { delta, reason, .. } = e {
            ensure!(
                *delta % 100 == 0,
                "TM-1.5",
                tr!(
                    "invariant-a-payment-of-is-not",
                    delta = delta.to_string(),
                    reason = format!("{:?}", reason)
                )
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
        tr!(
            "invariant-round-was-followed-by-the",
            round = before.round.to_string(),
            started = format!("{:?}", started)
        )
    );
    ensure!(
        a.round == before.round + started.len() as u8,
        "TM-6.1",
        tr!(
            "invariant-the-round-went-from-to",
            round = before.round.to_string(),
            round2 = a.round.to_string(),
            started = started.len().to_string()
        )
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
        tr!(
            "invariant-a-view-for-seat-is",
            viewer = viewer.0.to_string(),
            shown = view.viewer.0.to_string()
        )
    );
    for (ci, (seen, real)) in view.state.columns.iter().zip(&s.columns).enumerate() {
        ensure!(
            seen.deck.len() == real.deck.len() && seen.deck.iter().all(|&c| c == HIDDEN_CARD),
            "TM-12.1",
            tr!(
                "invariant-column-s-deck-order-is",
                ci = ci.to_string(),
                viewer = viewer.0.to_string()
            )
        );
        ensure!(
            seen.discard.len() == real.discard.len(),
            "TM-12.1",
            tr!(
                "invariant-column-s-discard-pile-has",
                ci = ci.to_string(),
                discard = seen.discard.len().to_string(),
                discard2 = real.discard.len().to_string()
            )
        );
        if let Some((top, below)) = seen.discard.split_last() {
            ensure!(
                Some(top) == real.discard.last(),
                "TM-6.3.2",
                tr!(
                    "invariant-column-s-top-discard-is",
                    ci = ci.to_string(),
                    viewer = viewer.0.to_string()
                )
            );
            ensure!(
                below.iter().all(|&c| c == HIDDEN_CARD),
                "TM-6.3.2",
                tr!(
                    "invariant-column-s-discards-below-the",
                    ci = ci.to_string(),
                    viewer = viewer.0.to_string()
                )
            );
        }
    }
    for (i, (seen, real)) in view.state.players.iter().zip(&s.players).enumerate() {
        if i == viewer.0 as usize {
            ensure!(
                seen.bid == real.bid,
                "D-3",
                tr!("invariant-seat-s-own-bid-is", i = i.to_string())
            );
        } else {
            ensure!(
                seen.bid.is_none(),
                "D-3",
                tr!(
                    "invariant-seat-s-bid-is-shown",
                    i = i.to_string(),
                    viewer = viewer.0.to_string()
                )
            );
        }
        ensure!(
            view.bids_made.get(i) == Some(&real.bid.is_some()),
            "D-3",
            if real.bid.is_some() {
                tr!("invariant-view-says-no-bid", i = i.to_string())
            } else {
                tr!("invariant-view-says-bid", i = i.to_string())
            }
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
                tr!(
                    "invariant-seat-s-view-of-rule",
                    viewer = viewer.0.to_string(),
                    module = module.to_string()
                )
            );
        }
        let bot = seen_by_bot.module_state(ModuleId(i as u8));
        ensure!(
            bot.as_deref() == seen,
            "TM-12.1",
            tr!(
                "invariant-seat-s-bot-sees-another",
                viewer = viewer.0.to_string(),
                module = module.to_string()
            )
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
        tr!(
            "invariant-seat-s-view-differs-from",
            viewer = viewer.0.to_string()
        )
    );
    // The generator would tell the deck order: it must be one that does not depend on the game.
    let other = game.view(PlayerId(((viewer.0 as usize + 1) % s.players.len()) as u8));
    ensure!(
        view.state.rng == other.state.rng && view.state.rng != s.rng,
        "TM-12.1",
        tr!("invariant-the-view-shows-the-game")
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
        tr!(
            "invariant-a-card-set-of-cards",
            cards_per_column = rules.cards().cards_per_column().to_string(),
            rounds = rules.rounds().to_string(),
            dealt = dealt.to_string(),
            expected = expected.to_string()
        )
    );
    ensure!(
        rounds_started == expected && game.round() as usize == expected,
        "TM-6.2",
        tr!(
            "invariant-the-game-ended-after-rounds",
            rounds_started = rounds_started.to_string(),
            round = game.round().to_string(),
            expected = expected.to_string()
        )
    );
    ensure!(
        game.legal_actions().is_empty(),
        "TM-11",
        tr!(
            "invariant-the-game-is-over-but-2",
            legal_actions = game.legal_actions().len().to_string()
        )
    );
    let Some(result) = game.result() else {
        return Err(Violation {
            rule: Some("TM-11"),
            message: tr!("invariant-no-result"),
        });
    };
    let s = game.state();
    ensure!(
        result.totals.len() == s.players.len(),
        "TM-11.8",
        tr!(
            "invariant-totals-for-players",
            totals = result.totals.len().to_string(),
            players = s.players.len().to_string()
        )
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
            tr!(
                "invariant-seat-s-total-is-not",
                i = i.to_string(),
                total = total.to_string(),
                cash = p.cash.to_string(),
                paid = paid.to_string()
            )
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
        tr!(
            "invariant-seat-won-with-but-the",
            winner = result.winner.0.to_string(),
            winner_total = (result.totals.get(result.winner.0 as usize).copied().unwrap_or(0)).to_string(),
            best = best.to_string(),
            first = format!("{:?}", first.map(|p| p.0))
        )
    );
    Ok(())
}
