//! The engine's property tests: random legal games on every built-in map × card set, 1–5 players, each kept to every
//! invariant of `metro_check::invariants` at every decision (what `metro check` runs). 60 games per player count, 300
//! per combination: with the engine built at opt-level 2 in the dev profile, about 5 s per combination in debug on one
//! core. The same with the rule module of Metro Drinks, and its own invariants, is in its crate
//! (`variants/metro-drinks/tests/check.rs`).
//!
//! rule TM-1.4 rule TM-1.6 rule TM-3.3 rule TM-3.4 rule TM-3.5 rule TM-4.3 rule TM-5.1 rule TM-5.2 rule TM-5.4
//! rule TM-6.1 rule TM-6.2 rule TM-6.3.1 rule TM-6.3.2 rule TM-6.4.3 rule TM-6.5.3 rule TM-6.6.5 rule TM-7.10
//! rule TM-7.12 rule TM-9.3 rule TM-9.4 rule TM-9.6 rule TM-10.7 rule TM-11.7 rule TM-11.8 rule TM-12.1 rule MC-2
//! rule OS-2.3 rule OS-4.3 rule OS-5.2 rule OS-6.3 rule SO-1 rule D-1 rule D-2 rule D-3 rule D-13 rule D-17 rule D-19

mod support;

use metro_check::{Engine, Settings, check_invariants};

/// Cases per player count.
const CASES: u32 = 60;

/// Checks one combination for 1–5 players and fails with what `metro check` would report.
fn keeps_the_rules(map: &str, cards: &str) {
    let registry = support::registry();
    let subject = support::subject(&registry, map, cards);
    let mut settings = Settings::new(CASES, 0x5EED);
    settings.jobs = 1;
    let runs = check_invariants(&subject, &registry, &Engine, &settings);
    metro_check::testing::assert_runs_passed(&subject.title(), &runs, 5, CASES);
}

macro_rules! combinations {
    ($($name:ident: $map:literal, $cards:literal;)+) => {
        $(
            #[test]
            fn $name() {
                keeps_the_rules($map, $cards);
            }
        )+
    };
}

combinations! {
    tokyo_map_tokyo_cards: "tokyo", "tokyo";
    tokyo_map_osaka_cards: "tokyo", "osaka";
    osaka_map_tokyo_cards: "osaka", "tokyo";
    osaka_map_osaka_cards: "osaka", "osaka";
}
