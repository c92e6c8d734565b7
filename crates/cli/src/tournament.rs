//! `metro tournament`: every pair of bots across seats, with win rates, Wilson 95% intervals and mean margins
//! (docs/tournament.md). Each seating is a `metro sim` run from the same seed, so the results do not depend on
//! `--jobs` and are reproducible from `--seed` (for bots with a budget in playouts).
//!
//! `--game chicago-express` plays a tournament of another game through the generic path (`generic.rs`): the bots,
//! one a seat, in every seating (every permutation of the list over the seats), with each bot's share of the win.
//!
//! Exit codes as `metro sim`: 1 when a file cannot be read or the setup is impossible or a game fails; 2 for a usage
//! error (an unknown bot, fewer than two bots or more than 16, a bot named twice, `--games 0`).

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use metro_core::Printable;
use metro_engine::Registry;
use metro_sim::{SimError, TournamentConfig};

use crate::games::{TOKYO_METRO, name_of, unknown_game, with_game};
use crate::locale::tr;
use crate::sim::{fail, load_rules, tokyo_only_option};

/// The arguments of `metro tournament`.
#[derive(clap::Args, Debug)]
pub struct TournamentArgs {
    /// The game: `tokyo-metro` (the default) or `chicago-express` (the bots play one a seat, in every seating).
    #[arg(long, value_name = "GAME")]
    game: Option<String>,
    /// The bots, separated by commas (at least two and at most 16, each once): `random`, `heuristic`, `mcts:N` (N playouts a
    /// decision), `mcts:1s` / `mcts:500ms` (time a decision), `mcts:1s:4` (on 4 threads); for Chicago Express 2–6 of
    /// `random`, `flat:N` and the game's own, a name more than once for copies of it (`heuristic,random,random`).
    #[arg(long, value_delimiter = ',', required = true)]
    bots: Vec<String>,
    /// Games per seating, at least 1 (each pair plays 2 seatings with 2 players, 2 × P seatings with P players).
    #[arg(long, default_value_t = 20, value_parser = crate::help::number::<u64, 0, { u64::MAX }>)]
    games: u64,
    /// A map file, or the name of a built-in map (`tokyo`, `osaka`; default `tokyo`); for Chicago Express a board
    /// file (default: the built-in board).
    #[arg(long)]
    map: Option<String>,
    /// An action-card-set file, or the name of a built-in set (`tokyo`, `osaka`; default `tokyo`); Tokyo Metro only.
    #[arg(long)]
    cards: Option<String>,
    /// Players, 2–5 (default 2): with more than 2, one bot plays against copies of the other, in every seat; Tokyo
    /// Metro only.
    #[arg(long, value_parser = crate::help::number::<u8, 2, 5>)]
    players: Option<u8>,
    /// Base seed: game i (from 0) of every seating uses seed + i.
    #[arg(long, default_value_t = 0, value_parser = crate::help::number::<u64, 0, { u64::MAX }>)]
    seed: u64,
    /// Worker threads (default: the number of cores). Results do not depend on it.
    #[arg(long, value_parser = crate::help::number::<u32, 1, 1024>)]
    jobs: Option<u32>,
    /// Play with Metro Drinks (MD-).
    #[arg(long)]
    drinks: bool,
    /// Metro Drinks' rule option "drink owner paid" (MD-5.2).
    #[arg(long, requires = "drinks")]
    drink_owner_paid: bool,
}

/// Runs `metro tournament`.
pub fn main(args: TournamentArgs, registry: &Registry) -> ExitCode {
    if args.bots.len() < 2 {
        return fail(2, &tr!("cli-tournament-two-bots"));
    }
    let jobs = match args.jobs {
        Some(jobs) => jobs as usize,
        None => std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1),
    };
    if let Some(game) = args.game.as_deref().filter(|g| *g != TOKYO_METRO) {
        let tokyo_only = [
            ("--cards", args.cards.is_some()),
            ("--players", args.players.is_some()),
            ("--drinks", args.drinks),
        ];
        let Some(name) = name_of(game) else {
            return fail(2, &unknown_game(game));
        };
        if let Some((option, _)) = tokyo_only.iter().find(|(_, given)| *given) {
            return fail(2, &tokyo_only_option(option, name));
        }
        let run = crate::generic::TournamentRun {
            bots: args.bots.clone(),
            games: args.games,
            seed: args.seed,
            jobs,
            map: args.map.clone(),
        };
        return with_game(game, run).unwrap_or_else(|| fail(2, &unknown_game(game)));
    }
    let players = args.players.unwrap_or(2);
    let map = args.map.clone().unwrap_or_else(|| "tokyo".into());
    let cards = args.cards.clone().unwrap_or_else(|| "tokyo".into());
    for (i, name) in args.bots.iter().enumerate() {
        if args.bots[..i].contains(name) {
            return fail(2, &tr!("cli-tournament-bot-twice", bot = format!("{name:?}")));
        }
        if metro_bots::bot_by_name(name, 0).is_none() {
            return fail(
                2,
                &tr!(
                    "cli-unknown-bot",
                    bot = format!("{name:?}"),
                    known = metro_bots::BOT_NAMES.join(", ")
                ),
            );
        }
    }
    // More than 16 bots or no game: refused with the reason before anything is read or played.
    if let Some(refused) = metro_sim::tournament::refusal(&args.bots, args.games) {
        return fail(2, &refused.to_string());
    }
    let rules = match load_rules(
        registry,
        &map,
        &cards,
        players,
        args.drinks,
        args.drink_owner_paid,
        &[],
    ) {
        Ok(rules) => rules,
        Err(code) => return code,
    };
    let config = TournamentConfig {
        map_name: map.clone(),
        cards_name: cards.clone(),
        rules,
        kinds: registry.kinds().clone(),
        bots: args.bots.clone(),
        games: args.games,
        seed: args.seed,
        jobs,
        spawner: metro_bots::threads::Spawner::system(),
    };
    let total = metro_sim::tournament::seating_count(config.bots.len(), usize::from(players))
        .saturating_mul(args.games);
    let bar = if std::io::stderr().is_terminal() {
        let bar = indicatif::ProgressBar::new(total);
        let template = tr!(
            "cli-progress-tournament",
            bar = "{bar:40}",
            pos = "{pos}",
            len = "{len}",
            eta = "{eta}"
        );
        if let Ok(style) = indicatif::ProgressStyle::with_template(&template) {
            bar.set_style(style);
        }
        Some(bar)
    } else {
        None
    };
    let result = metro_sim::run_tournament(&config, |done| {
        if let Some(bar) = &bar {
            bar.set_position(done);
        }
    });
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    let report = match result {
        Ok(report) => report,
        Err(e @ (SimError::Game { .. } | SimError::Output(_))) => return fail(1, &e.to_string()),
        Err(e) => return fail(2, &e.to_string()),
    };
    let mut out = std::io::stdout().lock();
    for line in report.to_string().lines() {
        if writeln!(out, "{}", Printable::max_chars(line, usize::MAX)).is_err() {
            break;
        }
    }
    ExitCode::SUCCESS
}
