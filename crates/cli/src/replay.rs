//! `metro replay FILE`: loads a save (of any game: the save names it, `games.rs` knows its reader; Tokyo Metro's
//! below), replays it through the engine and prints the game as a readable log — round
//! and phase headings, every decision with who made it, what happened in words, the final payouts and totals. Exits
//! 0 when every action is legal and every checkpoint matches; 1 with the log up to the failure and a message naming
//! it otherwise.

use std::io::Write as _;
use std::process::ExitCode;

use metro_core::Printable;
use metro_core::limits::{MAX_NAME_CHARS, MAX_SAVE_BYTES};
use metro_engine::narrate::{Narrator, phase_name, yen};
use metro_engine::{Action, Event, Game, Phase, Registry};
use metro_save::{Replayer, Save, SaveError, SetupCheck};

use crate::locale::tr;

/// Arguments of `metro replay`.
#[derive(clap::Args)]
pub struct ReplayArgs {
    /// The save file to replay.
    pub file: String,
}

/// Runs `metro replay`.
pub fn main(args: ReplayArgs, registry: &Registry) -> ExitCode {
    let mut out = std::io::stdout().lock();
    match run(&args.file, registry, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            let _ = out.flush();
            super::print_error(&message);
            ExitCode::from(1)
        }
    }
}

/// Replays `file`, writing the log to `out`; the error message on failure.
fn run(file: &str, registry: &Registry, out: &mut dyn std::io::Write) -> Result<(), String> {
    // A save of another game than Tokyo Metro (format version 3 names it) is replayed by that game's reader.
    if let Some(replayed) = crate::generic::replay_file(file, out) {
        return replayed;
    }
    let text =
        metro_data::read_user_file(std::path::Path::new(file), MAX_SAVE_BYTES).map_err(|e| e.to_string())?;
    let save = Save::read(&text, registry).map_err(|e| format!("{file}: {e}"))?;
    let mut replayer = Replayer::new(&save, registry).map_err(|e| format!("{file}: {e}"))?;
    // An edited setup is refused before anything is printed: the log would be of another game than the one saved.
    if let SetupCheck::Changed(parts) = replayer.setup_check() {
        let error = SaveError::SetupChanged { parts: parts.clone() };
        return Err(format!("{file}: {error}"));
    }
    let setup_note = match replayer.setup_check() {
        SetupCheck::NotRecorded => tr!("cli-replay-setup-not-recorded"),
        _ => tr!("cli-replay-setup-verified"),
    };
    let narrator = Narrator::new(save.setup.seats.clone());
    // Every line goes through `Printable`: names from the file cannot reach the terminal as escape sequences.
    let mut say = |line: String| {
        let _ = writeln!(out, "{}", Printable::max_chars(&line, usize::MAX));
    };
    say(tr!(
        "cli-replay-title",
        file = file,
        setup = save.setup.to_string(),
        seed = save.seed.to_string(),
        actions = save.actions.len()
    ));
    let game = replayer.game();
    say(tr!(
        "cli-replay-map",
        map = game.map().name(),
        cards = game.rules().cards().name()
    ));
    // The game's first headings are not events of any action: Game::new has already started round 1.
    say(String::new());
    say(tr!("cli-replay-round", round = game.round()));
    say(format!("--- {} ---", phase_name(game.phase())));
    while let Some(action) = replayer.peek() {
        let game = replayer.game();
        let who = game
            .to_move()
            .map_or_else(|| tr!("cli-replay-nobody"), |p| narrator.player(p));
        say(tr!(
            "cli-replay-decision",
            player = who,
            action = narrator.action(game, &action)
        ));
        let events = match replayer.step() {
            Some(Ok(events)) => events,
            Some(Err(error)) => return Err(format!("{file}: {error}")),
            None => break,
        };
        // The refresh phase (TM-6.3) has no event of its own: its first dealt card opens it.
        let mut refreshing = false;
        for event in &events {
            match event {
                Event::Refreshed { .. } => {
                    if !refreshing {
                        say(tr!("cli-replay-refresh"));
                        refreshing = true;
                    }
                    say(format!("  {}", narrator.event(replayer.game(), event)));
                }
                Event::RoundStarted(round) => {
                    say(String::new());
                    say(tr!("cli-replay-round", round = *round));
                }
                Event::PhaseStarted(Phase::Ended) => {
                    say(String::new());
                    say(tr!("cli-replay-end"));
                }
                Event::PhaseStarted(phase) => say(format!("--- {} ---", phase_name(*phase))),
                event if restates(&action, event) || event.is_bookkeeping() => {}
                event => say(format!("  {}", narrator.event(replayer.game(), event))),
            }
        }
    }
    let game = replayer.game();
    say(String::new());
    summary(game, &narrator, &mut say);
    say(setup_note);
    say(tr!(
        "cli-replay-verified",
        actions = save.actions.len(),
        checkpoints = save.checkpoints.len()
    ));
    Ok(())
}

/// The final totals, or where an unfinished game stands.
fn summary(game: &Game, narrator: &Narrator, say: &mut dyn FnMut(String)) {
    match game.result() {
        Some(result) => {
            say(tr!("cli-replay-final-totals"));
            let width = (0..game.player_count())
                .map(|i| narrator.player(metro_engine::PlayerId(i as u8)).chars().count())
                .max()
                .unwrap_or(0)
                .min(MAX_NAME_CHARS);
            for (i, total) in result.totals.iter().enumerate() {
                let player = metro_engine::PlayerId(i as u8);
                let name = narrator.player(player);
                let winner = if player == result.winner {
                    format!("  {}", tr!("cli-replay-winner"))
                } else {
                    String::new()
                };
                say(format!("  {name:<width$}  {:>9}{winner}", yen(*total)));
            }
        }
        None => {
            let round = game.round();
            let phase = phase_name(game.phase()).to_lowercase();
            let pending = game.pending_description();
            say(match game.to_move() {
                Some(p) => tr!(
                    "cli-replay-ends-waiting",
                    round = round,
                    phase = phase,
                    player = narrator.player(p),
                    pending = pending
                ),
                None => tr!("cli-replay-ends", round = round, phase = phase, pending = pending),
            });
        }
    }
}

/// Whether an event only repeats the decision line just printed.
fn restates(action: &Action, event: &Event) -> bool {
    match (action, event) {
        (_, Event::BidMade(_)) => true,
        (Action::Place(space) | Action::MoveTo(space), Event::MeepleMoved { to, .. }) => space == to,
        (Action::Alight(space), Event::Alighted { to, .. }) => space == to,
        (Action::Take(taken), Event::ActionTaken { action, .. }) => taken == action,
        (Action::Pass, Event::Passed(_)) => true,
        (Action::Board(_), Event::Boarded { .. }) => true,
        _ => false,
    }
}
