//! `metro check`: the engine's property-based invariants over random legal games of one map × card set × rule options
//! (`--drinks` plays the rule module that `metro sim --drinks` plays, and `--drink-owner-paid` switches its option),
//! for 1–5 players (or the ones asked for), and the design checks of the map and card set, with `metro-check`.
//! Failing games are shrunk and written as save files (format version 2) that end at the failing step.
//!
//! `--rule KEY` switches on a registered rule module (a plugin's, loaded with `--plugin`) as `metro sim --rule` plays
//! it, so that a plugin's author can check the module's rules. The save of a failing game is a new file: a name taken
//! (by an earlier run's save, or anything else) gets a number (`…-2p-2.json`), never written over.
//!
//! Exit codes: 0 when every invariant holds and there is no design finding (balance findings, from realistic bots'
//! games, are listed apart and do not count); 1 when an invariant fails or there is a finding; 2 when the check could not run (an unknown name, an unreadable or invalid file, a save that cannot be
//! written).

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use metro_check::design::{DesignReport, DesignSettings, Finding, check_design, sim_commands};
use metro_check::{Engine, Outcome, Run, Settings, Shrunk, Subject, check_invariants};
use metro_core::Printable;
use metro_data::LineIndex;
use metro_engine::{Registry, RuleOptions};

use crate::locale::tr;
use crate::sim::{DRINKS_MODULE, DRINKS_OWNER_PAID};

/// The arguments of `metro check`.
#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// The game: `tokyo-metro` (the default, with --map and --cards) or `chicago-express` (its generic invariants
    /// over random games, 2–6 players).
    #[arg(long, value_name = "GAME")]
    game: Option<String>,
    /// A map file, or the name of a built-in map (`tokyo`, `osaka`); with `--game chicago-express`, a board file of
    /// that game (its built-in board by default).
    #[arg(long, required_unless_present = "game")]
    map: Option<String>,
    /// An action-card-set file, or the name of a built-in set (`tokyo`, `osaka`).
    #[arg(long, required_unless_present = "game")]
    cards: Option<String>,
    /// Play with Metro Drinks (MD-).
    #[arg(long)]
    drinks: bool,
    /// Metro Drinks' rule option "drink owner paid" (MD-5.2).
    #[arg(long, requires = "drinks")]
    drink_owner_paid: bool,
    /// With --game: the playout policies, separated by commas: `random` (uniformly random, the invariants' own) or a
    /// bot of the game (Chicago Express: `westward`, building toward Chicago); default: the game's (`random,westward`).
    #[arg(long, value_delimiter = ',', value_name = "POLICY", requires = "game")]
    policy: Vec<String>,
    /// Check this number of players only (Tokyo Metro 1–5, Chicago Express 2–6; default: each).
    #[arg(long, value_parser = crate::help::number::<u8, 1, 6>)]
    players: Option<u8>,
    /// Random games (proptest cases) per number of players for the invariants.
    #[arg(long, default_value_t = 100)]
    cases: u32,
    /// The seed of the run: the same seed and arguments check the same games.
    #[arg(long, default_value_t = 0, value_parser = crate::help::number::<u64, 0, { u64::MAX }>)]
    seed: u64,
    /// Play-test games of the random bot per number of players for the design checks (the heuristic bot plays a
    /// tenth as many, at least 1); 0: static design checks only.
    #[arg(long, default_value_t = 100, value_parser = crate::help::number::<u64, 0, { u64::MAX }>)]
    playtests: u64,
    /// Worker threads (default: the number of cores). Results do not depend on it.
    #[arg(long, value_parser = crate::help::number::<u32, 1, 1024>)]
    jobs: Option<u32>,
    /// Where to write the save files of failing games (never over a file there: a taken name gets a number).
    #[arg(long, value_name = "DIR", default_value = ".")]
    save_dir: PathBuf,
    /// Switch on a registered rule module (e.g. a plugin's, loaded with --plugin) by its key; may be given more than
    /// once.
    #[arg(long, value_name = "KEY")]
    rule: Vec<String>,
}

/// Runs `metro check`; `plugins` are the command line's `--plugin`/`--plugins` options, for the `metro sim` commands
/// it prints.
pub fn main(args: CheckArgs, registry: &Registry, plugins: &str) -> ExitCode {
    match args.game.as_deref() {
        None | Some("tokyo-metro") => {}
        Some(other) => {
            return crate::games::with_game(other, GameCheck { args: &args }).unwrap_or_else(|| {
                crate::print_error(&tr!(
                    "cli-check-unknown-game",
                    game = Printable::max_chars(other, 100).to_string()
                ));
                ExitCode::from(2)
            });
        }
    }
    let (Some(map), Some(cards)) = (args.map.clone(), args.cards.clone()) else {
        crate::print_error(&tr!("cli-check-needs-map"));
        return ExitCode::from(2);
    };
    if args.players.is_some_and(|n| n > 5) {
        crate::print_error(&tr!("cli-number-range", min = 1, max = 5));
        return ExitCode::from(2);
    }
    let mut options = RuleOptions::new();
    // The flags that choose the options, as `metro sim` takes them (for the commands printed) and for the saves' names.
    let mut flags: Vec<String> = Vec::new();
    if args.drinks {
        // `--drinks` switches on the rule module registered under this key, `--drink-owner-paid` its option.
        let Some(module) = registry.module(DRINKS_MODULE) else {
            crate::print_error(&tr!("cli-no-module", key = format!("{DRINKS_MODULE:?}")));
            return ExitCode::from(2);
        };
        options.set(module.switch(), true);
        options.set(DRINKS_OWNER_PAID, args.drink_owner_paid);
        flags.push("--drinks".into());
        if args.drink_owner_paid {
            flags.push("--drink-owner-paid".into());
        }
    }
    for key in &args.rule {
        let Some(module) = registry.module(key) else {
            let known: Vec<&str> = registry.modules().iter().map(|m| m.key()).collect();
            crate::print_error(&tr!(
                "cli-no-module-known",
                key = format!("{key:?}"),
                known = known.join(", ")
            ));
            return ExitCode::from(2);
        };
        options.set(module.switch(), true);
        flags.push(format!("--rule {}", Printable::max_chars(key, 100)));
    }
    // The saves of failing games go into a folder: something else of that name fails now, not after the games.
    if args.save_dir.symlink_metadata().is_ok() && !args.save_dir.is_dir() {
        crate::print_error(&tr!(
            "cli-check-save-dir-not-a-folder",
            path = args.save_dir.display().to_string()
        ));
        return ExitCode::from(2);
    }
    let subject = match Subject::load(&map, &cards, options, registry) {
        Ok(subject) => subject,
        Err(metro_check::LoadError::Invalid(diagnostics)) => {
            super::report(&diagnostics);
            eprintln!("{}", tr!("cli-check-valid-files-only"));
            return ExitCode::from(2);
        }
        Err(e) => {
            crate::print_error(&Printable::max_chars(&e.to_string(), 1_000).to_string());
            return ExitCode::from(2);
        }
    };
    let option_flags = flags.join(" ");
    let sim_flags = [plugins, option_flags.as_str()]
        .iter()
        .filter(|f| !f.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(" ");
    let players: Vec<usize> = match args.players {
        Some(n) => vec![n as usize],
        None => (1..=5).collect(),
    };
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |j| j as usize,
    );
    let mut out = std::io::stdout().lock();
    let mut say = |line: String| {
        let _ = writeln!(out, "{line}");
    };
    say(tr!("cli-check-title", subject = subject.title()));
    say(String::new());

    // The invariants. Panics of the engine are caught and reported as failures; the default hook would print each
    // one again while shrinking.
    let mut settings = Settings::new(args.cases, args.seed);
    settings.players = players.clone();
    settings.jobs = jobs;
    say(tr!(
        "cli-check-invariants",
        cases = args.cases,
        players = counts(&players),
        seed = args.seed.to_string()
    ));
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let runs = check_invariants(&subject, registry, &Engine, &settings);
    std::panic::set_hook(hook);
    let mut failed = false;
    let mut could_not_run = false;
    for run in &runs {
        match &run.outcome {
            Outcome::Passed => say(passed(run)),
            Outcome::NotPlayable(e) => say(format!(
                "  {}",
                tr!(
                    "cli-check-not-playable",
                    who = column(run.players),
                    error = e.to_string()
                )
            )),
            Outcome::Failed(shrunk) => {
                failed = true;
                // A new file: a save of an earlier run (or anything else) of that name is never written over.
                let stem = save_stem(&subject, &option_flags, run.players);
                let written = write_save(&args.save_dir, &stem, &shrunk.save.to_string());
                for line in failure(run, shrunk, written.as_ref().ok()) {
                    say(line);
                }
                if let Err(message) = written {
                    eprintln!(
                        "{}",
                        tr!(
                            "cli-error",
                            message = Printable::max_chars(&message, 2_000).to_string()
                        )
                    );
                    could_not_run = true;
                }
            }
        }
    }
    say(String::new());

    // The design checks.
    let start = Instant::now();
    let mut design = DesignSettings::new(args.playtests, args.seed);
    design.players = players;
    design.jobs = jobs;
    if args.playtests == 0 {
        design.bots.clear();
    }
    let report = check_design(&subject, &design);
    for line in design_lines(
        &report,
        &subject,
        &sim_commands(&subject, &design, &sim_flags),
        start.elapsed().as_secs_f64(),
    ) {
        say(line);
    }
    // Balance findings say what realistic bots did, a matter of judgement: listed, but they do not fail the check.
    let findings = report.findings.iter().filter(|f| !f.check.is_balance()).count()
        + report.observations.as_ref().map_or(0, |o| o.errors.len());
    say(String::new());
    say(tr!(
        "cli-check-summary",
        failed = if failed { "yes" } else { "no" },
        findings = findings
    ));
    if could_not_run {
        ExitCode::from(2)
    } else if failed || findings > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// `1 player`, `3 players`.
fn count(players: usize) -> String {
    tr!("cli-check-players", count = players)
}

/// [`count`] in the column of the results (10 characters or more).
fn column(players: usize) -> String {
    format!("{:<10}", count(players))
}

/// `1 to 5 players`, `3 players`.
fn counts(players: &[usize]) -> String {
    match players {
        [one] => count(*one),
        [first, .., last] => tr!("cli-check-players-range", first = *first, last = *last),
        [] => tr!("cli-check-no-players"),
    }
}

/// A passed player count in one line.
fn passed(run: &Run) -> String {
    format!(
        "  {}",
        tr!(
            "cli-check-passed",
            who = column(run.players),
            games = run.cases,
            finished = run.finished,
            decisions = run.decisions,
            seconds = format!("{:.1}", run.elapsed.as_secs_f64())
        )
    )
}

/// A failed player count: what failed, where, the shrunk case and the save.
fn failure(run: &Run, shrunk: &Shrunk, written: Option<&PathBuf>) -> Vec<String> {
    let f = &shrunk.failure;
    let rule = f.violation.rule.map_or_else(String::new, |r| format!(" ({r})"));
    let mut lines = vec![format!(
        "  {}",
        tr!(
            "cli-check-failed",
            who = column(run.players),
            games = run.cases,
            check = f.check.name(),
            rule = rule,
            message = Printable::max_chars(&f.violation.message, 1_000).to_string()
        )
    )];
    let step = match f.offending {
        // who tried what, as the log tells it
        Some(action) => tr!(
            "cli-check-step-offending",
            actions = f.actions.len(),
            action = f.said.clone().unwrap_or_else(|| action.to_string())
        ),
        None => tr!("cli-check-step-last", actions = f.actions.len()),
    };
    // the lines under the first are indented to its message
    const INDENT: &str = "             ";
    lines.push(format!(
        "{INDENT}{}",
        tr!(
            "cli-check-shrunk",
            found = shrunk.found_after,
            used = f.used,
            seed = shrunk.case.seed.to_string(),
            step = step
        )
    ));
    if shrunk.replayable < f.actions.len() {
        lines.push(format!(
            "{INDENT}{}",
            tr!("cli-check-replayable", count = shrunk.replayable)
        ));
    }
    if let Some(path) = written {
        lines.push(format!(
            "{INDENT}{}",
            tr!(
                "cli-check-save",
                path = Printable::max_chars(&path.display().to_string(), 1_000).to_string()
            )
        ));
    }
    lines
}

/// The name of the save of a failing game of `players` players, without its extension:
/// `metro-check-MAP-CARDS[-drinks[-drink-owner-paid]][-rule-KEY…]-Np` (the option flags given, without their dashes).
fn save_stem(subject: &Subject, option_flags: &str, players: usize) -> String {
    let safe = |name: &str| {
        name.chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect::<String>()
    };
    let stem = |name: &str| {
        safe(
            &Path::new(name)
                .file_stem()
                .map_or_else(|| name.to_string(), |s| s.to_string_lossy().into_owned()),
        )
    };
    let options: String = option_flags
        .split_whitespace()
        .map(|flag| format!("-{}", safe(flag.trim_start_matches('-'))))
        .collect();
    format!(
        "metro-check-{}-{}{options}-{players}p",
        stem(subject.map_input.name()),
        stem(subject.cards_input.name())
    )
}

/// Writes a save into `dir` as `STEM.json`, or `STEM-2.json`, … when that name is taken (never over anything);
/// its path, or what went wrong, naming the file.
fn write_save(dir: &Path, stem: &str, text: &str) -> Result<PathBuf, String> {
    let (mut file, path) = metro_data::create_numbered(dir, stem, "json").map_err(|e| e.to_string())?;
    match file.write_all(text.as_bytes()).and_then(|()| file.flush()) {
        Ok(()) => Ok(path),
        Err(e) => {
            // the file is ours and unfinished: removed rather than left as half a save
            drop(file);
            let _ = std::fs::remove_file(&path);
            Err(metro_data::WriteError::io(&path, e).to_string())
        }
    }
}

/// The design checks' report: the play-tests in one line, then every finding with the source line it points at.
fn design_lines(report: &DesignReport, subject: &Subject, sims: &[String], seconds: f64) -> Vec<String> {
    let mut lines = Vec::new();
    match &report.observations {
        Some(seen) if seen.games == 0 && seen.errors.is_empty() => {
            lines.push(tr!("cli-check-design-no-game"));
        }
        Some(seen) => {
            lines.push(tr!(
                "cli-check-design-playtests",
                games = seen.games,
                decisions = seen.decisions,
                seconds = format!("{seconds:.1}")
            ));
            lines.extend(sims.iter().map(|sim| format!("  {sim}")));
        }
        None => lines.push(tr!("cli-check-design-static")),
    }
    if let Some(seen) = &report.observations {
        for error in &seen.errors {
            lines.push(format!(
                "  {}",
                tr!("cli-check-playtest-failed", error = error.to_string())
            ));
        }
    }
    let (balance, defects): (Vec<_>, Vec<_>) = report.findings.iter().partition(|f| f.check.is_balance());
    if defects.is_empty() {
        lines.push(format!("  {}", tr!("cli-check-no-finding")));
    }
    // The texts findings point into: the map, the card set, the rule modules' data files.
    let module_files: Vec<(String, String)> = subject
        .modules()
        .iter()
        .flat_map(|m| m.data_files())
        .map(|f| (f.file, f.text))
        .collect();
    let balance_heading = (!balance.is_empty()).then(|| {
        let games = report.observations.as_ref().map_or(0, |o| o.balance.games);
        tr!("cli-check-balance", games = games)
    });
    for finding in defects {
        finding_lines(finding, subject, &module_files, &mut lines);
    }
    lines.extend(balance_heading);
    for finding in balance {
        finding_lines(finding, subject, &module_files, &mut lines);
    }
    lines
}

/// One finding as `metro check` prints it: the place and message, then the source line around the place.
fn finding_lines(
    finding: &Finding,
    subject: &Subject,
    module_files: &[(String, String)],
    lines: &mut Vec<String>,
) {
    lines.push(format!("{}  [{}]", finding.at, finding.check.name()));
    let text = if finding.at.file == subject.map_input.file {
        Some(subject.map_input.text.as_str())
    } else if finding.at.file == subject.cards_input.file {
        Some(subject.cards_input.text.as_str())
    } else {
        module_files
            .iter()
            .find(|(file, _)| *file == finding.at.file)
            .map(|(_, text)| text.as_str())
    };
    // The source line around the place, a caret under it (escaped and cut as `metro map check` shows them).
    if let Some(text) = text {
        let mut snippet = Vec::new();
        if crate::render::snippet(text, &LineIndex::new(text), &finding.at, &mut snippet).is_ok() {
            lines.extend(
                String::from_utf8_lossy(&snippet)
                    .lines()
                    .map(|l| format!("    {l}")),
            );
        }
    }
}

/// `metro check --game GAME` for a game of `games.rs`: the platform's generic invariants over `--cases` games for
/// each number of players (its range, or `--players`) and each playout policy (`--policy`: `random`, the invariants'
/// own uniformly random playouts, `metro_game::playout::checked_playout` — never stuck, a seat not deciding offered
/// nothing and refused without a change, determinism, views, every seat's fold of the events it is told
/// (`metro_game::fold`) —, or a bot of the game, every seat played by it and
/// the same invariants checked at every decision), seeded from `--seed`; and a save round trip per game (recorded,
/// written, loaded: the same hashes and outcome). Prints how often each of the game's facts held (Chicago Express:
/// the end conditions, Wabash opening). Exit 0 when everything holds, 1 when something fails (its players, policy,
/// seed and error printed), 2 for a number of players the game does not seat or an unknown policy.
struct GameCheck<'a> {
    args: &'a CheckArgs,
}

impl crate::games::ForGame for GameCheck<'_> {
    type Out = ExitCode;

    fn run<G: crate::games::CliGame>(self) -> ExitCode {
        check_game::<G>(self.args)
    }
}

fn check_game<G: crate::games::CliGame>(args: &CheckArgs) -> ExitCode {
    use metro_game::playout::{Picks, Scratch, checked_playout};

    let info = G::INFO;
    let players: Vec<u8> = match args.players {
        Some(n) if info.seats_ok(n) => vec![n],
        Some(_) => {
            crate::print_error(&tr!(
                "cli-number-range",
                min = info.min_seats,
                max = info.max_seats
            ));
            return ExitCode::from(2);
        }
        None => (info.min_seats..=info.max_seats).collect(),
    };
    let policies: Vec<String> = if args.policy.is_empty() {
        G::CHECK_POLICIES.iter().map(|p| p.to_string()).collect()
    } else {
        args.policy.clone()
    };
    if let Some(unknown) = policies
        .iter()
        .find(|p| p.as_str() != "random" && (G::BOTS)(p, 0).is_none())
    {
        crate::print_error(&tr!(
            "cli-check-unknown-policy",
            policy = format!("{:?}", Printable::max_chars(unknown, 100).to_string()),
            known = G::CHECK_POLICIES.join(", ")
        ));
        return ExitCode::from(2);
    }
    let mut out = std::io::stdout().lock();
    let mut failed = false;
    let mut saved = 0u64;
    for policy in &policies {
        let mut facts = vec![0u64; G::FACTS.len()];
        let mut played = 0u64;
        for &count in &players {
            let started = Instant::now();
            let mut decisions = 0u64;
            let mut scratch = Scratch::default();
            // The game's board: `--map`'s file (its every problem reported at file:line:col), else the built-in one.
            let table = match crate::generic::table::<G>(count, args.map.as_deref()) {
                Ok(table) => table,
                Err(code) => return code,
            };
            for case in 0..u64::from(args.cases) {
                let seed = args.seed.wrapping_add(case);
                let mut actions = Vec::new();
                let outcome = G::start(&table.save, seed)
                    .map_err(|e| e.to_string())
                    .and_then(|mut game| {
                        let finished = if policy == "random" {
                            checked_playout(
                                &mut game,
                                &mut Picks::new(seed),
                                1_000_000,
                                &mut scratch,
                                |seat, action| actions.push((seat, action)),
                            )
                            .map_err(|e| e.to_string())?
                        } else {
                            checked_with_bots(&mut game, policy, seed, 1_000_000, &mut actions)?
                        };
                        round_trip::<G>(&table.save, seed, &actions, &game)?;
                        Ok((finished, game.facts()))
                    });
                match outcome {
                    Ok((finished, held)) => {
                        decisions += finished.decisions;
                        played += 1;
                        saved += 1;
                        for (i, n) in facts.iter_mut().enumerate() {
                            if i < 64 && held & (1 << i) != 0 {
                                *n += 1;
                            }
                        }
                    }
                    Err(error) => {
                        failed = true;
                        let error = Printable::max_chars(&error, 1_000).to_string();
                        let line = if policy == "random" {
                            tr!(
                                "cli-check-game-failed",
                                game = info.name,
                                players = count,
                                seed = seed,
                                error = error
                            )
                        } else {
                            tr!(
                                "cli-check-game-policy-failed",
                                game = info.name,
                                players = count,
                                policy = policy.as_str(),
                                seed = seed,
                                error = error
                            )
                        };
                        let _ = writeln!(out, "{line}");
                        break;
                    }
                }
            }
            if !failed {
                let seconds = format!("{:.1}", started.elapsed().as_secs_f64());
                let line = if policy == "random" {
                    tr!(
                        "cli-check-game-held",
                        game = info.name,
                        players = count,
                        games = args.cases,
                        decisions = decisions,
                        seconds = seconds
                    )
                } else {
                    tr!(
                        "cli-check-game-held-policy",
                        game = info.name,
                        players = count,
                        policy = policy.as_str(),
                        games = args.cases,
                        decisions = decisions,
                        seconds = seconds
                    )
                };
                let _ = writeln!(out, "{line}");
            }
        }
        if played > 0 && !facts.is_empty() {
            let _ = writeln!(
                out,
                "  {}",
                tr!("cli-check-facts", policy = policy.as_str(), games = played)
            );
            for (key, n) in G::FACTS.iter().zip(&facts) {
                let _ = writeln!(
                    out,
                    "    {:>6}  {}",
                    format!("{:.1}%", 100.0 * *n as f64 / played as f64),
                    G::fact(key)
                );
            }
        }
    }
    if !failed {
        let _ = writeln!(out, "{}", tr!("cli-check-saves", games = saved));
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// Plays `game` to its end with the game's bot `name` in every seat (seeded from `seed` and the seat), checking at
/// every decision the generic invariants `checked_playout` checks: someone decides until the game is over, then
/// nobody and an outcome; a deciding seat has a legal action and the game accepts it; a seat not deciding is
/// offered nothing and refused without a change; the same action on a copy gives the same position; every seat's
/// view before, with the events it is told folded in ([`metro_game::fold::Fold`]), is its view after. Every
/// decision is recorded in `actions`.
fn checked_with_bots<G: crate::games::CliGame>(
    game: &mut G,
    name: &str,
    seed: u64,
    limit: u64,
    actions: &mut Vec<(metro_game::Seat, G::Action)>,
) -> Result<metro_game::playout::Finished, String> {
    use metro_game::{Deciders, Seat};
    let mut bots: Vec<Box<dyn metro_game::bot::Bot<G>>> = Vec::new();
    for seat in 0..game.seats() {
        let bot = (G::BOTS)(name, metro_sim::bot_seed(seed, usize::from(seat)))
            .ok_or_else(|| format!("no bot {name:?}"))?;
        bots.push(bot);
    }
    let (mut legal, mut others, mut events) = (Vec::new(), Vec::new(), Vec::new());
    let mut decisions = 0u64;
    loop {
        let deciders = game.to_move();
        if deciders.is_none() != game.is_over() || game.is_over() != game.outcome().is_some() {
            return Err(format!(
                "decision {decisions}: being over, nobody deciding and an outcome disagree"
            ));
        }
        let seat = match deciders {
            Deciders::None => break,
            Deciders::One(seat) => seat,
            Deciders::Several(set) => set
                .iter()
                .next()
                .ok_or_else(|| format!("decision {decisions}: nobody decides"))?,
        };
        if decisions >= limit {
            return Err(format!("the game did not end within {limit} decisions"));
        }
        game.legal_actions(seat, &mut legal);
        if legal.is_empty() {
            return Err(format!(
                "decision {decisions}: seat {} decides but has no legal action",
                seat.0
            ));
        }
        let bot = bots
            .get_mut(seat.index())
            .ok_or_else(|| format!("no bot for seat {}", seat.0))?;
        let action = legal[bot.choose(game, seat, &legal).min(legal.len() - 1)];
        let hash = game.hash();
        for other in (0..game.seats()).map(Seat).filter(|s| !deciders.contains(*s)) {
            game.legal_actions(other, &mut others);
            let mut copy = game.clone();
            events.clear();
            if !others.is_empty() || copy.apply(other, action, &mut events).is_ok() || copy.hash() != hash {
                return Err(format!(
                    "decision {decisions}: seat {}, not deciding, was offered an action or not refused cleanly",
                    other.0
                ));
            }
        }
        let before = game.clone();
        let mut copy = game.clone();
        events.clear();
        copy.apply(seat, action, &mut events)
            .map_err(|e| format!("decision {decisions}: {e}"))?;
        events.clear();
        game.apply(seat, action, &mut events)
            .map_err(|e| format!("decision {decisions}: {e}"))?;
        if copy.hash() != game.hash() {
            return Err(format!(
                "decision {decisions}: the same action on two copies gave different positions"
            ));
        }
        if let Some((other, detail)) = metro_game::fold::fold_mismatch(&before, game, &events) {
            return Err(metro_game::playout::PlayoutError::<G::Refusal>::FoldMismatch {
                decision: decisions,
                seat: other,
                detail,
            }
            .to_string());
        }
        actions.push((seat, action));
        decisions += 1;
    }
    let outcome = game
        .outcome()
        .ok_or_else(|| format!("decision {decisions}: over without an outcome"))?;
    Ok(metro_game::playout::Finished {
        decisions,
        outcome,
        hash: game.hash(),
    })
}

/// Records the game's decisions in a save, writes it, loads it back (replaying and verifying every checkpoint) and
/// compares the loaded game's hash and outcome with `game`'s.
fn round_trip<G: crate::games::CliGame>(
    setup: &G::SaveSetup,
    seed: u64,
    actions: &[(metro_game::Seat, G::Action)],
    game: &G,
) -> Result<(), String> {
    let mut recorder = metro_save::GameRecorder::<G>::new(setup.clone(), seed).map_err(|e| e.to_string())?;
    let mut events = Vec::new();
    for &(seat, action) in actions {
        events.clear();
        recorder
            .apply(seat, action, &mut events)
            .map_err(|e| e.to_string())?;
    }
    let text = recorder.save().to_string();
    let loaded =
        metro_save::load_game::<G>(&text).map_err(|e| tr!("cli-check-save-failed", error = e.to_string()))?;
    if loaded.game.hash() != game.hash() || loaded.game.outcome() != game.outcome() {
        return Err(tr!("cli-check-save-differs", actions = actions.len()));
    }
    Ok(())
}
