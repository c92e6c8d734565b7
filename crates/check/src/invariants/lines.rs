//! The lines' invariants: values (TM-5.2, TM-5.4), shares and their holders (TM-3.1, OS-5.2, TM-11.7), slots and
//! vehicles (TM-8.2, TM-9.6, OS-4.3).

use metro_core::text::printable;
use metro_core::{LineId, VehicleKind};
use metro_engine::Game;
use metro_engine::state::{Slot, State};

use super::Violation;
use crate::locale::tr;

/// Lines: values, shares, slots and vehicles.
pub(super) fn lines(game: &Game, s: &State) -> Result<(), Violation> {
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
