//! The players' pieces and money: cash never below ¥0 (D-2), the limited tokens (TM-1.4), action and speculation
//! discs (TM-3.5, TM-7.12, TM-7.10), pyramids (TM-1.6), and where every meeple stands (TM-6.5).

use metro_core::ActionKind;
use metro_engine::state::{Pending, Slot, State};
use metro_engine::{ActionRef, CardId, Game, Meeple, Phase, PlayerId};

use super::Violation;
use crate::locale::tr;

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

/// Cash, tokens, discs and pyramids of every player (D-1: the bank is unlimited; everything else is limited).
pub(super) fn players(game: &Game, s: &State) -> Result<(), Violation> {
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
pub(super) fn meeples(game: &Game, s: &State) -> Result<(), Violation> {
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
