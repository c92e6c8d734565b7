//! How money is paid: station payouts during the train phase and the end-game payouts (TM-9, TM-11, OS-5.3).

use crate::Yen;
use crate::revenue::RevenueTrack;

/// What one station payout does (TM-9.3, TM-9.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StationPayout {
    /// How much the line's value rises.
    pub value_rise: Yen,
    /// How much the station's owner takes from the bank.
    pub owner_cash: Yen,
}

/// What the holders of one line's shares receive, in share order (#1 first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SharePayouts {
    amounts: [Yen; 4],
    holders: u8,
}

impl SharePayouts {
    /// The amount for each holder, #1 first.
    pub fn amounts(&self) -> &[Yen] {
        &self.amounts[..self.holders as usize]
    }

    /// The total paid.
    pub fn total(&self) -> Yen {
        self.amounts().iter().sum()
    }

    fn of(amounts: &[Yen]) -> SharePayouts {
        let mut out = SharePayouts::default();
        out.amounts[..amounts.len()].copy_from_slice(amounts);
        out.holders = amounts.len() as u8;
        out
    }
}

/// The payout rules of a game. The engine asks these for every payment; a variant may replace them.
pub trait PayoutRules: Send + Sync {
    /// A train enters a stop of a station with a pyramid; `owner_holds_share` says whether the station's owner holds
    /// a share of the train's line (TM-9.3, TM-9.4).
    fn station_payout(&self, owner_holds_share: bool) -> StationPayout;

    /// What one speculation with `stake` receives at the end when the line's low number is `low` (TM-11.2); the stake
    /// itself is returned besides.
    fn speculation_payout(&self, stake: Yen, low: Yen) -> Yen;

    /// What the holders of a line receive from `value` (after speculation payouts), by number of holders
    /// (TM-11.3, OS-5.3). `holders` is 0–4.
    fn share_payouts(&self, track: &RevenueTrack, value: Yen, holders: usize) -> SharePayouts;
}

/// The rules as printed: TM-9.3/9.4, TM-11.2, TM-11.3 and OS-5.3.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StandardPayouts;

/// Half of `value`, rounded up to the next ¥100 (TM-11.3, OS-5.3).
pub fn half_rounded_up(value: Yen) -> Yen {
    (value.max(0) / 100 + 1) / 2 * 100
}

impl PayoutRules for StandardPayouts {
    fn station_payout(&self, owner_holds_share: bool) -> StationPayout {
        if owner_holds_share {
            StationPayout {
                value_rise: 500,
                owner_cash: 0,
            }
        } else {
            StationPayout {
                value_rise: 200,
                owner_cash: 200,
            }
        }
    }

    fn speculation_payout(&self, stake: Yen, low: Yen) -> Yen {
        (2 * stake).min(low).max(0)
    }

    fn share_payouts(&self, track: &RevenueTrack, value: Yen, holders: usize) -> SharePayouts {
        let value = value.max(0);
        match holders {
            0 => SharePayouts::default(),
            1 => SharePayouts::of(&[value]),
            2 => {
                let (high, low) = track.high_low(value);
                SharePayouts::of(&[high, low])
            }
            3 => {
                let first = half_rounded_up(value);
                let (high, low) = track.high_low(value - first);
                SharePayouts::of(&[first, high, low])
            }
            _ => {
                let first = half_rounded_up(value);
                let second = half_rounded_up(value - first);
                let third = half_rounded_up(value - first - second);
                SharePayouts::of(&[first, second, third, value - first - second - third])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule TM-9.3 rule TM-9.4
    #[test]
    fn station_payouts_depend_on_the_owner_holding_a_share() {
        assert_eq!(
            StandardPayouts.station_payout(false),
            StationPayout {
                value_rise: 200,
                owner_cash: 200
            }
        );
        assert_eq!(
            StandardPayouts.station_payout(true),
            StationPayout {
                value_rise: 500,
                owner_cash: 0
            }
        );
    }

    // rule TM-11.4: the rulebook's worked example at ¥2,900.
    #[test]
    fn worked_example_at_2900() {
        let track = RevenueTrack::standard();
        assert_eq!(
            StandardPayouts.share_payouts(&track, 2_900, 1).amounts(),
            &[2_900]
        );
        assert_eq!(
            StandardPayouts.share_payouts(&track, 2_900, 2).amounts(),
            &[2_000, 900]
        );
        assert_eq!(
            StandardPayouts.share_payouts(&track, 2_900, 3).amounts(),
            &[1_500, 1_000, 400]
        );
    }

    // rule OS-5.3: four holders at ¥2,000.
    #[test]
    fn four_holders_halve_in_turn() {
        let track = RevenueTrack::standard();
        let paid = StandardPayouts.share_payouts(&track, 2_000, 4);
        assert_eq!(paid.amounts(), &[1_000, 500, 300, 200]);
        assert_eq!(paid.total(), 2_000);
    }

    // rule TM-11.2: a speculation pays twice its stake, capped by the low number.
    #[test]
    fn speculation_is_capped_by_the_low_number() {
        assert_eq!(StandardPayouts.speculation_payout(300, 900), 600);
        assert_eq!(StandardPayouts.speculation_payout(600, 900), 900);
    }

    // rule TM-11.5: payouts above ¥6,000 use the flipped marker.
    #[test]
    fn payouts_above_the_top_of_the_track() {
        let track = RevenueTrack::standard();
        assert_eq!(
            StandardPayouts.share_payouts(&track, 8_900, 2).amounts(),
            &[6_000, 2_900]
        );
    }

    #[test]
    fn shares_never_pay_more_than_the_value() {
        let track = RevenueTrack::standard();
        for value in (0..=20_000).step_by(100) {
            for holders in 0..=4 {
                let paid = StandardPayouts.share_payouts(&track, value, holders);
                assert_eq!(paid.amounts().len(), holders);
                assert!(paid.total() <= value, "{value} {holders}");
                if holders > 0 {
                    assert_eq!(paid.total(), value, "{value} {holders}");
                }
            }
        }
    }
}
