//! Checking the rules and the data: the engine's property-based invariants run over random legal games on any map ×
//! card set × rule options (and the rule modules they play) × player count, with proptest; and design checks of a map
//! and card set that name the element at fault with file:line:column. `metro check` is this crate's command; the
//! engine's own property tests are this crate's tests (`tests/`), and a rule module's are in its crate through this
//! one (`variants/metro-drinks/tests/check.rs`), so the invariants have one source.
//!
//! # Invariants ([`check_invariants`])
//!
//! A [`Case`] is a seed and one choice per decision (an index into the legal actions). Proptest generates cases;
//! every case is played through a [`Driver`] (the engine by default) and checked at every decision and at its end
//! ([`case`] lists what, when; [`invariants`] holds the invariants themselves): pieces and money conserved and within
//! their limits, the events accounting for every yen, legality both ways (listed actions apply, unlisted ones are
//! refused and change nothing), views hiding what TM-12.1 hides, a finished game's rounds and scores, determinism
//! (the same seed and actions give the same state hashes), and save → load giving the same game. Rule modules are
//! checked generically where the engine offers it — their payments in the accounting of money, their cards, their
//! states in views, hashes and saves — and by their own invariants through a [`Driver`].
//!
//! On a failure proptest shrinks the case ([`shrink`]) to a short list of choices, and the failing game becomes a save
//! file (`metro-save`'s format, version 2 with its setup hash) whose actions end at the failing step: `metro replay` prints it, the app resumes it
//! there.
//!
//! # Design checks ([`design`])
//!
//! Static checks of a map and card set against the rules, and play-tests with the random and heuristic bots
//! ([`playtest`], the games `metro sim` plays), finding stations no meeple reaches, lines that never pay out or whose
//! trains cannot start or stay, action kinds never taken, and columns that empty before the game's last round. Every
//! finding is a `metro_data::Diagnostic` at the element of the file it is about.

pub mod case;
pub mod design;
pub mod driver;
pub mod invariants;
pub mod locale;
pub mod playtest;
pub mod probe;
pub mod runner;
pub mod shrink;
pub mod subject;
pub mod testing;

pub use case::{Case, Check, Failure, MAX_DECISIONS, Plan, Played};
pub use design::{DesignCheck, DesignReport, DesignSettings, Finding, check_design};
pub use driver::{Driver, Engine};
pub use invariants::Violation;
pub use runner::{Outcome, Run, Settings, Shrunk, check_invariants};
pub use subject::{Input, LoadError, Subject};
