//! One checked game ([`Case`]): a seed and a list of choices, each an index into the legal actions of its decision,
//! played through the [`Driver`] with every invariant checked along the way; what went wrong, and where, as a
//! [`Failure`].
//!
//! # What is checked, and when
//!
//! Before every decision: the engine lists at least one action; [`Plan::probes`] unlisted actions are refused and
//! leave the state (so its hash, a function of the state) unchanged; every [`Plan::alternative_every`]-th decision another listed action is
//! applied to a copy, which must accept it and keep every invariant; every [`Plan::view_every`]-th decision a view is
//! checked (TM-12.1). After every decision: the events account for every change of cash and value, and the state
//! keeps every invariant ([`crate::invariants`]). After the game (or the last choice): a finished game's rounds,
//! totals and winner; the same seed and actions replayed give the same state hash after every decision (D-13);
//! the game written as a save and loaded again is the same game.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;

use metro_engine::{Action, Event, Game, PlayerId, Registry, Rules};
use metro_save::{Save, SetupCheck, SetupHash, SetupRecord};

use crate::driver::Driver;
use crate::invariants::{self, Violation};
use crate::locale::tr;
use crate::probe::{Picker, arbitrary_action};

/// The most decisions a checked game may take: a game still going after this many is reported as not ending (a
/// random 5-player game takes a few hundred).
pub const MAX_DECISIONS: usize = 20_000;

/// One checked game: the number of players, the seed of the game (D-13), and one choice per decision — the index,
/// modulo their number, of the legal action taken. The game stops at its end or after the last choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// 1–5 players.
    pub players: usize,
    /// The game's seed.
    pub seed: u64,
    /// One choice per decision.
    pub choices: Vec<u32>,
}

/// How thoroughly each decision is checked (the per-game checks always run).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Unlisted actions tried before every decision.
    pub probes: u8,
    /// Another listed action is applied to a copy every this many decisions (0: never).
    pub alternative_every: u32,
    /// A random player's view is checked every this many decisions (0: never; a finished game's always).
    pub view_every: u32,
}

impl Default for Plan {
    /// Two probes and an alternative at every decision, a view every fourth.
    fn default() -> Plan {
        Plan {
            probes: 2,
            alternative_every: 1,
            view_every: 4,
        }
    }
}

/// Which family of invariants failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Check {
    /// Pieces, money, shares, vehicles, cards or module states in a state ([`invariants::state`]).
    State,
    /// A decision's events do not account for what it changed ([`invariants::step`]).
    Events,
    /// A listed action was refused, or an unlisted one applied or changed the game.
    Legality,
    /// The engine listed no action, or the game did not end.
    Progress,
    /// A view shows what TM-12.1 hides, or hides what is open.
    View,
    /// A seat's view before a decision, with the decision's events as that seat sees them folded in, is not its
    /// view after it (`metro_engine::fold`).
    Fold,
    /// A finished game's rounds, totals or winner.
    End,
    /// The same seed and actions gave another game.
    Determinism,
    /// The game written as a save did not load as the same game.
    SaveRoundTrip,
    /// The engine panicked.
    Panic,
}

impl Check {
    /// Whether it is checked once per game, by replaying it (so shrinking a failure of another check can skip it).
    pub fn per_game(self) -> bool {
        matches!(self, Check::Determinism | Check::SaveRoundTrip)
    }

    /// Its name in reports, in the current language.
    pub fn name(self) -> String {
        match self {
            Check::State => tr!("check-state"),
            Check::Events => tr!("check-events"),
            Check::Legality => tr!("check-legality"),
            Check::Progress => tr!("check-progress"),
            Check::View => tr!("check-view"),
            Check::Fold => tr!("check-fold"),
            Check::End => tr!("check-end"),
            Check::Determinism => tr!("check-determinism"),
            Check::SaveRoundTrip => tr!("check-save-round-trip"),
            Check::Panic => tr!("check-panic"),
        }
    }
}

/// What went wrong in a case, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The family of invariants.
    pub check: Check,
    /// The invariant's rule and what was found.
    pub violation: Violation,
    /// The actions that lead to the failing state: the game after the last of them is the one at fault (for a
    /// refused listed action, a probe or a panic: the game in which that action was tried).
    pub actions: Vec<Action>,
    /// The action at fault when it is not among `actions`: a listed action refused, an unlisted one accepted, one that
    /// panicked.
    pub offending: Option<Action>,
    /// `offending` as the log tells it, with who was to move ("Player 2 takes Invest (Ginza column)"), in the
    /// language of the run.
    pub said: Option<String>,
    /// How many choices of the case the failing game used (shrinking keeps only these).
    pub used: usize,
}

/// A case that kept every invariant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// Decisions taken.
    pub decisions: usize,
    /// Whether the game reached its end.
    pub over: bool,
}

/// What every case of one run shares.
pub struct Context<'a> {
    /// The rules of the games (map, cards, players, options).
    pub rules: Arc<Rules>,
    /// The setup as a save records it.
    pub record: SetupRecord,
    /// For loading saves back.
    pub registry: &'a Registry,
    /// How moves are made.
    pub driver: &'a dyn Driver,
    /// What is checked per decision.
    pub plan: Plan,
}

/// Runs `f`, turning a panic into its message.
fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|payload| {
        payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| tr!("check-panic-without-message"))
    })
}

/// Who does what, as the log tells it ("Player 2 takes Invest (Ginza column)"), against the game the action is
/// tried in; an engine that panics putting it into words leaves the action's data form.
fn said(game: &Game, action: Action) -> String {
    guarded(|| match game.to_move() {
        Some(player) => tr!(
            "check-decision",
            player = metro_engine::narrate::Narrator::default().player(player),
            action = metro_engine::narrate::describe_action(game, &action)
        ),
        None => tr!(
            "check-decision-nobody",
            action = metro_engine::narrate::describe_action(game, &action)
        ),
    })
    .unwrap_or_else(|_| action.to_string())
}

/// Plays one case, checking everything (without the per-game replays when `per_game` is false: while shrinking a
/// failure found before them); the first failure found.
pub fn play(ctx: &Context<'_>, case: &Case, per_game: bool) -> Result<Played, Box<Failure>> {
    let rules = &ctx.rules;
    let players = rules.players();
    let mut actions: Vec<Action> = Vec::new();
    let fail =
        |check: Check, violation: Violation, actions: &[Action], offending: Option<(Action, String)>| {
            let (offending, said) = offending.unzip();
            Box::new(Failure {
                check,
                violation,
                actions: actions.to_vec(),
                offending,
                said,
                used: (actions.len() + usize::from(offending.is_some())).min(case.choices.len()),
            })
        };
    let panicked = |message: String| Violation { rule: None, message };
    let mut game = guarded(|| Game::with_rules(rules.clone(), case.seed)).map_err(|m| {
        fail(
            Check::Panic,
            panicked(tr!("check-panicked-setting-up", message = m)),
            &[],
            None,
        )
    })?;
    let mut hashes = vec![game.state_hash()];
    state_invariants(ctx, &game).map_err(|v| fail(Check::State, v, &actions, None))?;
    let mut legal = Vec::new();
    let mut rounds = 1;
    for (step, &choice) in case.choices.iter().enumerate() {
        if game.is_over() {
            break;
        }
        guarded(|| game.legal_actions_into(&mut legal)).map_err(|m| {
            fail(
                Check::Panic,
                panicked(tr!("check-panicked-listing", message = m)),
                &actions,
                None,
            )
        })?;
        if legal.is_empty() {
            let violation = Violation {
                rule: Some("TM-6"),
                message: tr!("check-no-legal-action", pending = game.pending_description()),
            };
            return Err(fail(Check::Progress, violation, &actions, None));
        }
        let mut pick = Picker::new(case.seed, step);
        for _ in 0..ctx.plan.probes {
            let wrong = arbitrary_action(&mut pick, &game);
            if legal.contains(&wrong) {
                continue;
            }
            // The state hash is a function of the state: an unchanged state is an unchanged hash. The game before
            // (a state and a shared `Arc` of the rules) tells what was tried should it go wrong.
            let before = game.clone();
            let result = guarded(|| ctx.driver.apply(&mut game, wrong)).map_err(|m| {
                let said = said(&before, wrong);
                fail(
                    Check::Panic,
                    panicked(tr!(
                        "check-panicked-refusing",
                        action = said.as_str(),
                        message = m
                    )),
                    &actions,
                    Some((wrong, said)),
                )
            })?;
            if result.is_ok() {
                let said = said(&before, wrong);
                let violation = Violation {
                    rule: Some("TM-6"),
                    message: tr!("check-unlisted-applied", action = said.as_str()),
                };
                return Err(fail(Check::Legality, violation, &actions, Some((wrong, said))));
            }
            if game.state() != before.state() {
                let said = said(&before, wrong);
                let violation = Violation {
                    rule: Some("TM-6"),
                    message: tr!("check-refused-changed", action = said.as_str()),
                };
                return Err(fail(Check::Legality, violation, &actions, Some((wrong, said))));
            }
        }
        if every(ctx.plan.alternative_every, step) && legal.len() > 1 {
            let other = legal[pick.below(legal.len())];
            let mut copy = game.clone();
            let snapshot = invariants::Snapshot::of(&copy);
            let result = guarded(|| ctx.driver.apply(&mut copy, other)).map_err(|m| {
                let said = said(&game, other);
                fail(
                    Check::Panic,
                    panicked(tr!(
                        "check-panicked-applying",
                        action = said.as_str(),
                        message = m
                    )),
                    &actions,
                    Some((other, said)),
                )
            })?;
            match result {
                Err(refusal) => {
                    let said = said(&game, other);
                    let violation = Violation {
                        rule: Some(refusal.rule),
                        message: tr!(
                            "check-listed-refused",
                            action = said.as_str(),
                            reason = refusal.reason
                        ),
                    };
                    return Err(fail(Check::Legality, violation, &actions, Some((other, said))));
                }
                Ok(events) => {
                    let checked = invariants::step(&snapshot, &copy, &events)
                        .map_err(|v| (Check::Events, v))
                        .and_then(|()| state_invariants(ctx, &copy).map_err(|v| (Check::State, v)));
                    if let Err((check, violation)) = checked {
                        let said = said(&game, other);
                        let violation = Violation {
                            rule: violation.rule,
                            message: tr!("check-after", action = said.as_str(), message = violation.message),
                        };
                        return Err(fail(check, violation, &actions, Some((other, said))));
                    }
                }
            }
        }
        if every(ctx.plan.view_every, step) {
            let viewer = PlayerId(pick.below(players) as u8);
            invariants::view(&game, viewer).map_err(|v| fail(Check::View, v, &actions, None))?;
        }
        let action = legal[choice as usize % legal.len()];
        let snapshot = invariants::Snapshot::of(&game);
        let before = game.clone();
        let result = guarded(|| ctx.driver.apply(&mut game, action)).map_err(|m| {
            // the game may be half changed: told as well as it can be
            let said = said(&game, action);
            fail(
                Check::Panic,
                panicked(tr!(
                    "check-panicked-applying",
                    action = said.as_str(),
                    message = m
                )),
                &actions,
                Some((action, said)),
            )
        })?;
        let events: Vec<Event> = match result {
            Ok(events) => events,
            Err(refusal) => {
                // a refusal leaves the game as it was
                let said = said(&game, action);
                let violation = Violation {
                    rule: Some(refusal.rule),
                    message: tr!(
                        "check-listed-refused",
                        action = said.as_str(),
                        reason = refusal.reason
                    ),
                };
                return Err(fail(Check::Legality, violation, &actions, Some((action, said))));
            }
        };
        actions.push(action);
        rounds += events
            .iter()
            .filter(|e| matches!(e, Event::RoundStarted(_)))
            .count();
        invariants::step(&snapshot, &game, &events).map_err(|v| fail(Check::Events, v, &actions, None))?;
        state_invariants(ctx, &game).map_err(|v| fail(Check::State, v, &actions, None))?;
        if let Some(mismatch) = metro_engine::fold::fold_mismatch(&before, &game, &events) {
            let violation = Violation {
                rule: Some("TM-12.1"),
                message: mismatch,
            };
            return Err(fail(Check::Fold, violation, &actions, None));
        }
        hashes.push(game.state_hash());
    }
    if game.is_over() {
        invariants::ended(&game, rounds).map_err(|v| fail(Check::End, v, &actions, None))?;
        let last_viewer = PlayerId((case.seed % players as u64) as u8);
        invariants::view(&game, last_viewer).map_err(|v| fail(Check::View, v, &actions, None))?;
    } else if case.choices.len() >= MAX_DECISIONS {
        let violation = Violation {
            rule: Some("TM-6.2"),
            message: tr!("check-not-ended", decisions = actions.len()),
        };
        return Err(fail(Check::Progress, violation, &actions, None));
    }
    if per_game {
        let save = replay(ctx, case, &actions, &hashes, &game)
            .map_err(|v| fail(Check::Determinism, v, &actions, None))?;
        round_trip(ctx, &save, &game).map_err(|v| fail(Check::SaveRoundTrip, v, &actions, None))?;
    }
    Ok(Played {
        decisions: actions.len(),
        over: game.is_over(),
    })
}

/// An empty save of a game of `ctx` with `seed`, in the format version `metro-save` writes, with the setup hash of
/// its rules (which a save otherwise records with its first action): so that even a save without actions says what
/// it was played with.
pub fn new_save(ctx: &Context<'_>, seed: u64) -> Save {
    let mut save = Save::record(ctx.record.clone(), seed);
    save.setup_hash = Some(SetupHash::of(&ctx.rules));
    save
}

/// The checker's invariants of a state, then the driver's.
fn state_invariants(ctx: &Context<'_>, game: &Game) -> Result<(), Violation> {
    invariants::state(game)?;
    ctx.driver.invariants(game)
}

/// Whether a check done every `n` decisions is due at `step`.
fn every(n: u32, step: usize) -> bool {
    n != 0 && step.is_multiple_of(n as usize)
}

/// D-13: the same seed and actions, applied again from the start, give the same state hash after every decision
/// and the same final state. Records the game as a save on the way.
fn replay(
    ctx: &Context<'_>,
    case: &Case,
    actions: &[Action],
    hashes: &[u64],
    game: &Game,
) -> Result<Save, Violation> {
    let diverged = |after: usize, message: String| Violation {
        rule: Some("D-13"),
        message: tr!("check-replay-diverged", actions = after, message = message),
    };
    let mut again = guarded(|| Game::with_rules(ctx.rules.clone(), case.seed))
        .map_err(|m| diverged(0, tr!("check-panicked", message = m)))?;
    let mut save = new_save(ctx, case.seed);
    for (k, &action) in actions.iter().enumerate() {
        if again.state_hash() != hashes[k] {
            return Err(diverged(
                k,
                tr!(
                    "check-replay-hash",
                    found = format!("{:016x}", again.state_hash()),
                    expected = format!("{:016x}", hashes[k])
                ),
            ));
        }
        let before = again.clone();
        match guarded(|| ctx.driver.apply(&mut again, action)) {
            Ok(Ok(_)) => save.push(action, &again),
            Ok(Err(refusal)) => {
                let message = tr!(
                    "check-replay-refused",
                    action = said(&before, action),
                    reason = refusal.reason
                );
                return Err(diverged(k, message));
            }
            Err(m) => {
                let message = tr!(
                    "check-replay-panicked",
                    action = said(&before, action),
                    message = m
                );
                return Err(diverged(k, message));
            }
        }
    }
    if again.state() != game.state() || again.state_hash() != game.state_hash() {
        return Err(diverged(actions.len(), tr!("check-replay-final-state")));
    }
    Ok(save)
}

/// A save of the game loads again (through `metro-save`: parse, rebuild the setup, replay, verify every checkpoint)
/// as the same game.
fn round_trip(ctx: &Context<'_>, save: &Save, game: &Game) -> Result<(), Violation> {
    let broken = |message: String| Violation {
        rule: Some("D-13"),
        message: tr!("check-round-trip", message = message),
    };
    let text = save.to_string();
    let parsed = Save::parse(&text).map_err(|e| broken(e.to_string()))?;
    if parsed != *save {
        return Err(broken(tr!("check-round-trip-record")));
    }
    let loaded = guarded(|| metro_save::load(&text, ctx.registry))
        .map_err(|m| broken(tr!("check-round-trip-panicked", message = m)))?
        .map_err(|e| broken(e.to_string()))?;
    if loaded.save.version != metro_save::VERSION || loaded.setup != SetupCheck::Verified {
        return Err(broken(tr!(
            "check-round-trip-version",
            version = loaded.save.version,
            setup = format!("{:?}", loaded.setup),
            expected = metro_save::VERSION
        )));
    }
    if loaded.game.state() != game.state() || loaded.game.state_hash() != game.state_hash() {
        return Err(broken(tr!(
            "check-round-trip-differs",
            found = format!("{:016x}", loaded.game.state_hash()),
            expected = format!("{:016x}", game.state_hash())
        )));
    }
    Ok(())
}
