//! The engine's rule suites that are written in the fixture language (`metro_tests::fixture`), and the checks of
//! the engine that play Metro Drinks or the bots' games: the fold of events into every seat's view, the fast legal
//! lists against lists made from scratch, and a playout that allocates nothing per decision. They are this
//! package's test targets; the library is empty.
//!
//! They live here, above the engine, so that the engine's own tests (`crates/engine/tests`) need no crate built on
//! the engine and no package's tests depend on a package that depends on it.
