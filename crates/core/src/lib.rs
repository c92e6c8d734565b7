//! The vocabulary of the game: maps, action-card sets, payout rules, and the registry that variants plug into.
//!
//! `metro-core` knows what a Tokyo Metro board *is* — a grid of spaces, lines in revenue-track order, stops with
//! positions, stations grouping stops, a revenue track — and what an action-card set is, but nothing about how a
//! game is played move by move (that is the engine's job), nothing about files (that is `metro-data`'s job) and
//! nothing about screens.
//!
//! # Design decisions
//!
//! * **Immutable, index-based boards.** A [`Map`] is built once (by the loader) and never changes. Everything a
//!   rules engine asks in its inner loop — which spaces a stop touches, which stops a space touches, the station of
//!   a stop, a line's stops in order — is precomputed into plain vectors indexed by small integer ids
//!   ([`LineId`], [`StopId`], [`StationId`], [`SpaceId`]). No hash maps, no strings on the hot path.
//! * **Validation lives with construction.** [`Map::new`] and [`CardSet::new`] check every invariant the engine
//!   relies on and return *all* problems at once as [`Problem`]s that point at the offending part of the input by a
//!   [`Locus`]; the loader turns loci into file, line and column. A value of type [`Map`] or [`CardSet`] is
//!   therefore always valid, whoever built it.
//! * **Payout rules are a trait** ([`PayoutRules`]) with the standard implementation [`StandardPayouts`] covering
//!   TM-9.3/9.4, TM-11.2, TM-11.3 and OS-5.3, so a variant or plugin can replace how money is paid without
//!   touching the engine.
//! * **Variants register, the application composes.** A variant crate (Tokyo, Osaka, Metro Drinks, or a plugin
//!   loaded at run time) adds its maps and card sets (as [`Source`]s), action kinds and rule modules to the
//!   registry of `metro-engine`; the binaries build one registry at start-up and pick from it.
//!
//! Money is yen, an [`i32`] ([`Yen`]), always a multiple of ¥100 in play.

pub mod cards;
pub mod geometry;
pub mod limits;
pub mod locale;
pub mod map;
pub mod payout;
pub mod problem;
pub mod registry;
pub mod revenue;
pub mod text;

pub use cards::{ActionKind, ActionSpec, Card, CardSet, Column, KindCatalogue, KindSpec, ParamSpec};
pub use geometry::{Point, SpaceId};
pub use map::{Line, LineId, Map, Station, StationId, Stop, StopId, VehicleKind};
pub use payout::{PayoutRules, SharePayouts, StandardPayouts, StationPayout};
pub use problem::{Locus, Problem};
pub use registry::Source;
pub use revenue::RevenueTrack;
pub use text::Printable;

/// An amount of money in yen. Always a multiple of ¥100 in play; only a final total may be negative.
pub type Yen = i32;

/// A colour as red, green, blue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Reads `#RRGGBB`.
    pub fn parse_hex(text: &str) -> Option<Rgb> {
        let hex = text.strip_prefix('#')?;
        if hex.len() != 6 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
        Some(Rgb(byte(0)?, byte(2)?, byte(4)?))
    }

    /// Writes `#RRGGBB`.
    pub fn to_hex(self) -> String {
        format!("#{:02X}{:02X}{:02X}", self.0, self.1, self.2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rgb_round_trips_and_rejects_bad_text() {
        assert_eq!(Rgb::parse_hex("#FF9500"), Some(Rgb(255, 149, 0)));
        assert_eq!(Rgb(255, 149, 0).to_hex(), "#FF9500");
        assert_eq!(Rgb::parse_hex("FF9500"), None);
        assert_eq!(Rgb::parse_hex("#FF95"), None);
        assert_eq!(Rgb::parse_hex("#GG9500"), None);
        assert_eq!(Rgb::parse_hex("#ÿÿÿ"), None);
    }
}
