//! `metro replay FILE`: loads a save, replays it through the engine and prints the game as a readable log — round
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
        SetupCheck::NotRecorded => {
            "Setup not verified: this version-1 save records no setup hash (the actions and checkpoints are verified)."
        }
        _ => "Setup verified: the map, card set and options are those the game was saved with.",
    };
    let narrator = Narrator::new(save.setup.seats.clone());
    // Every line goes through `Printable`: names from the file cannot reach the terminal as escape sequences.
    let mut say = |line: String| {
        let _ = writeln!(out, "{}", Printable::max_chars(&line, usize::MAX));
    };
    say(format!(
        "Replay of {file}: {}, seed {}, {} action{}",
        save.setup,
        save.seed,
        save.actions.len(),
        if save.actions.len() == 1 { "" } else { "s" }
    ));
    let game = replayer.game();
    say(format!(
        "Map: {}; cards: {}.",
        game.map().name(),
        game.rules().cards().name()
    ));
    // The game's first headings are not events of any action: Game::new has already started round 1.
    say(String::new());
    say(format!("=== Round {} ===", game.round()));
    say(format!("--- {} ---", phase_name(game.phase())));
    while let Some(action) = replayer.peek() {
        let game = replayer.game();
        let who = game
            .to_move()
            .map_or_else(|| "Nobody".to_string(), |p| narrator.player(p));
        say(format!("{who} {}.", narrator.action(game, &action)));
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
                        say("--- Refresh phase ---".to_string());
                        refreshing = true;
                    }
                    say(format!("  {}", narrator.event(replayer.game(), event)));
                }
                Event::RoundStarted(round) => {
                    say(String::new());
                    say(format!("=== Round {round} ==="));
                }
                Event::PhaseStarted(Phase::Ended) => {
                    say(String::new());
                    say("=== End of the game: payouts ===".to_string());
                }
                Event::PhaseStarted(phase) => say(format!("--- {} ---", phase_name(*phase))),
                event if restates(&action, event) => {}
                event => say(format!("  {}", narrator.event(replayer.game(), event))),
            }
        }
    }
    let game = replayer.game();
    say(String::new());
    summary(game, &narrator, &mut say);
    say(setup_note.to_string());
    say(format!(
        "Verified: {} action{} replayed, {} checkpoint{} matched.",
        save.actions.len(),
        if save.actions.len() == 1 { "" } else { "s" },
        save.checkpoints.len(),
        if save.checkpoints.len() == 1 { "" } else { "s" }
    ));
    Ok(())
}

/// The final totals, or where an unfinished game stands.
fn summary(game: &Game, narrator: &Narrator, say: &mut dyn FnMut(String)) {
    match game.result() {
        Some(result) => {
            say("Final totals:".to_string());
            let width = (0..game.player_count())
                .map(|i| narrator.player(metro_engine::PlayerId(i as u8)).chars().count())
                .max()
                .unwrap_or(0)
                .min(MAX_NAME_CHARS);
            for (i, total) in result.totals.iter().enumerate() {
                let player = metro_engine::PlayerId(i as u8);
                let name = narrator.player(player);
                let winner = if player == result.winner { "  (winner)" } else { "" };
                say(format!("  {name:<width$}  {:>9}{winner}", yen(*total)));
            }
        }
        None => {
            let who = game
                .to_move()
                .map_or_else(String::new, |p| format!(", waiting for {}", narrator.player(p)));
            say(format!(
                "The save ends in round {}, {}{who}: {}.",
                game.round(),
                phase_name(game.phase()).to_lowercase(),
                game.pending_description()
            ));
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
