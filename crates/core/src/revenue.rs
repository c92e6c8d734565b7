//! The revenue track: a line's value and the *high* and *low* numbers printed beside it (TM-5, CP-1.5).

use crate::Yen;

/// The highest value printed on the track; higher values flip the marker to its +6,000 side (TM-5.3).
pub const TRACK_TOP: Yen = 6_000;
/// The number of printed values: ¥0 to ¥6,000 in ¥100 steps.
pub const TRACK_LEN: usize = (TRACK_TOP / 100) as usize + 1;

/// The high/low pairs beside every value ¥0..=¥6,000 (TM-5.2).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RevenueTrack {
    /// `pairs[v / 100] = (high, low)` with `high + low = v`.
    pairs: Vec<(Yen, Yen)>,
}

impl RevenueTrack {
    /// The standard track of CP-1.5: high = value × 2/3 rounded up to ¥100, low = value − high. Both numbers the
    /// rulebook prints fit it (¥2,900 → 2,000 / 900; ¥1,400 → 1,000 / 400).
    pub fn standard() -> RevenueTrack {
        let pairs = (0..TRACK_LEN as Yen)
            .map(|step| {
                let value = step * 100;
                let high = (value * 2 + 299) / 300 * 100;
                (high, value - high)
            })
            .collect();
        RevenueTrack { pairs }
    }

    /// A track from explicit `(high, low)` pairs for ¥0, ¥100, …, ¥6,000. Returns `None` unless there are exactly
    /// 61 pairs, each with high + low equal to its value and 0 ≤ low ≤ high, all multiples of ¥100.
    pub fn from_pairs(pairs: Vec<(Yen, Yen)>) -> Option<RevenueTrack> {
        let consistent = pairs.len() == TRACK_LEN
            && pairs
                .iter()
                .enumerate()
                .all(|(step, &(high, low))| Self::pair_fits(step as Yen * 100, high, low));
        consistent.then_some(RevenueTrack { pairs })
    }

    /// Whether `(high, low)` may stand beside `value`: they add up to it, 0 ≤ low ≤ high, multiples of ¥100.
    pub fn pair_fits(value: Yen, high: Yen, low: Yen) -> bool {
        high.checked_add(low) == Some(value) && low >= 0 && low <= high && high % 100 == 0 && low % 100 == 0
    }

    /// The `(high, low)` pairs for ¥0, ¥100, …, ¥6,000.
    pub fn pairs(&self) -> &[(Yen, Yen)] {
        &self.pairs
    }

    /// The high and low numbers for any value ≥ 0, using the +6,000 side above ¥6,000 (TM-5.3):
    /// for V = 6,000·k + r, high(V) = k·high(6,000) + high(r), and likewise low. Negative values count as ¥0
    /// (TM-5.4); values between steps are rounded down to ¥100.
    pub fn high_low(&self, value: Yen) -> (Yen, Yen) {
        let value = value.max(0);
        let laps = value / TRACK_TOP;
        let rest = ((value % TRACK_TOP) / 100) as usize;
        let (top_high, top_low) = self.pairs[TRACK_LEN - 1];
        let (high, low) = self.pairs[rest];
        (laps * top_high + high, laps * top_low + low)
    }

    /// The high number beside `value` (TM-5.2).
    pub fn high(&self, value: Yen) -> Yen {
        self.high_low(value).0
    }

    /// The low number beside `value`: the minimum speculation stake and the speculation cap (TM-5.2).
    pub fn low(&self, value: Yen) -> Yen {
        self.high_low(value).1
    }
}

impl Default for RevenueTrack {
    fn default() -> Self {
        RevenueTrack::standard()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule TM-5.2 rule CP-1.5: high + low = value everywhere; the two printed figures.
    #[test]
    fn standard_track_matches_the_printed_values() {
        let track = RevenueTrack::standard();
        assert_eq!(track.pairs().len(), 61);
        for (step, &(high, low)) in track.pairs().iter().enumerate() {
            assert!(
                RevenueTrack::pair_fits(step as Yen * 100, high, low),
                "at ¥{}",
                step * 100
            );
        }
        assert_eq!(track.high_low(2_900), (2_000, 900));
        assert_eq!(track.high_low(1_400), (1_000, 400));
        assert_eq!(track.high_low(0), (0, 0));
        assert_eq!(track.high_low(100), (100, 0));
        assert_eq!(track.high_low(6_000), (4_000, 2_000));
    }

    // rule TM-5.3: above ¥6,000 the marker flips and the numbers add.
    #[test]
    fn values_above_the_top_add_the_top_pair() {
        let track = RevenueTrack::standard();
        assert_eq!(track.high_low(8_900), (4_000 + 2_000, 2_000 + 900));
        assert_eq!(track.high_low(12_000), (8_000, 4_000));
        assert_eq!(track.high_low(13_400), (8_000 + 1_000, 4_000 + 400));
    }

    // rule TM-5.4: a value below zero reads as zero.
    #[test]
    fn negative_values_read_as_zero() {
        assert_eq!(RevenueTrack::standard().high_low(-500), (0, 0));
    }

    #[test]
    fn from_pairs_refuses_inconsistent_tables() {
        let mut pairs = RevenueTrack::standard().pairs().to_vec();
        assert!(RevenueTrack::from_pairs(pairs.clone()).is_some());
        pairs[29] = (2_000, 800);
        assert!(RevenueTrack::from_pairs(pairs.clone()).is_none());
        pairs.pop();
        assert!(RevenueTrack::from_pairs(pairs).is_none());
    }
}
