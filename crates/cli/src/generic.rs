//! `metro sim`, `metro tournament` and `metro replay` for any game of [`crate::games`], monomorphised over it: no
//! code here knows a game. The numbers are `metro_sim`'s ([`GenericSummary`], [`GenericReport`]); the words are
//! the command line's (`cli.ftl`), and a game's facts are put into words by the game's entry in `games.rs`.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use metro_core::Printable;
use metro_core::limits::MAX_SAVE_BYTES;
use metro_game::Seat;
use metro_save::{GameReplayer, SaveError, SaveOf};
use metro_sim::SimError;
use metro_sim::generic::{GenericConfig, GenericSummary, RecordOf, players_by_name, run_recorded};
use metro_sim::generic_tournament::{GenericReport, GenericTournament, run_generic_tournament};

use crate::games::{CliGame, ForGame, Refused, Table};
use crate::locale::tr;
use crate::sim::{cannot_write, fail};

/// What `metro sim --game G` was given.
pub struct SimRun {
    pub players: u8,
    pub bots: Vec<String>,
    pub games: u64,
    pub seed: u64,
    pub jobs: usize,
    pub map: Option<String>,
    pub json: Option<PathBuf>,
}

/// The table of a game of `players` players, or the exit code after saying why not.
pub(crate) fn table<G: CliGame>(players: u8, map: Option<&str>) -> Result<Table<G>, ExitCode> {
    let info = G::INFO;
    if !info.seats_ok(players) {
        return Err(fail(
            2,
            &tr!(
                "cli-game-players",
                game = info.name,
                min = info.min_seats,
                max = info.max_seats
            ),
        ));
    }
    G::table(players, map).map_err(|refused| match refused {
        Refused::Diagnostics(diagnostics) => {
            crate::report(&diagnostics);
            ExitCode::from(1)
        }
        Refused::Message(message, code) => fail(code, &message),
    })
}

/// An unknown bot's message, naming the game's bots.
fn unknown_bot<G: CliGame>(name: &str) -> String {
    tr!(
        "cli-unknown-bot",
        bot = format!("{name:?}"),
        known = G::BOT_NAMES.join(", ")
    )
}

/// A progress bar on a terminal's standard error.
fn progress_bar(len: u64, template: String) -> Option<indicatif::ProgressBar> {
    if !std::io::stderr().is_terminal() {
        return None;
    }
    let bar = indicatif::ProgressBar::new(len);
    if let Ok(style) = indicatif::ProgressStyle::with_template(&template) {
        bar.set_style(style);
    }
    Some(bar)
}

/// Prints lines on standard output, every one escaped; a closed standard output ends the printing quietly.
fn print_lines(lines: &[String]) {
    let mut out = std::io::stdout().lock();
    for line in lines {
        if writeln!(out, "{}", Printable::max_chars(line, usize::MAX)).is_err() {
            break;
        }
    }
    let _ = out.flush();
}

/// The observer of a recorded run: the progress, the JSON lines and the statistics, as the records come.
struct Sink<'a, G: CliGame> {
    summary: GenericSummary,
    json: Option<(std::io::BufWriter<std::fs::File>, &'a std::path::Path)>,
    bar: Option<indicatif::ProgressBar>,
    _game: std::marker::PhantomData<G>,
}

impl<G: CliGame> metro_sim::Observer<RecordOf<G>> for Sink<'_, G> {
    fn record(&mut self, _index: u64, record: RecordOf<G>) -> std::io::Result<()> {
        self.summary.add(&record);
        match &mut self.json {
            // the error names the file ("No space left on device" alone does not say where)
            Some((out, path)) => record
                .write_json_line(out)
                .map_err(|e| std::io::Error::new(e.kind(), cannot_write(path, &e))),
            None => Ok(()),
        }
    }

    fn progress(&mut self, done: u64) {
        if let Some(bar) = &self.bar {
            bar.set_position(done);
        }
    }
}

impl ForGame for SimRun {
    type Out = ExitCode;

    fn run<G: CliGame>(self) -> ExitCode {
        let table = match table::<G>(self.players, self.map.as_deref()) {
            Ok(table) => table,
            Err(code) => return code,
        };
        let seats = usize::from(self.players);
        let bots: Vec<String> = match self.bots.len() {
            1 => vec![self.bots[0].clone(); seats],
            n if n == seats => self.bots.clone(),
            given => {
                let error = SimError::BotCount {
                    given,
                    players: seats,
                };
                return fail(2, &error.to_string());
            }
        };
        let players = match players_by_name(G::BOTS, &bots) {
            Ok(players) => players,
            Err(name) => return fail(2, &unknown_bot::<G>(&name)),
        };
        // The output is made ready before any game is played, never over anything there.
        let json = match &self.json {
            Some(path) => match metro_data::create_user_file(path) {
                Ok(file) => Some((std::io::BufWriter::new(file), path.as_path())),
                Err(e) => return fail(2, &e.to_string()),
            },
            None => None,
        };
        let config = GenericConfig::<G> {
            setup: table.setup,
            seed: self.seed,
            games: self.games,
            jobs: self.jobs,
            spawner: metro_bots::threads::Spawner::system(),
            players,
            bots: bots.clone(),
            start: table.start,
        };
        let bar = progress_bar(
            self.games,
            tr!(
                "cli-progress-sim",
                bar = "{bar:40}",
                pos = "{pos}",
                len = "{len}",
                per_sec = "{per_sec}",
                eta = "{eta}"
            ),
        );
        let mut sink = Sink::<G> {
            summary: GenericSummary::new(G::FACTS),
            json,
            bar,
            _game: std::marker::PhantomData,
        };
        let result = run_recorded(&config, &mut sink);
        if let Some(bar) = &sink.bar {
            bar.finish_and_clear();
        }
        let flushed = sink.json.as_mut().map_or(Ok(()), |(out, _)| out.flush());
        let info = match result {
            Ok(info) => info,
            Err(e @ (SimError::Game { .. } | SimError::Output(_) | SimError::Cancelled { .. })) => {
                return fail(1, &e.to_string());
            }
            Err(e) => return fail(2, &e.to_string()),
        };
        if let (Err(e), Some(path)) = (flushed, &self.json) {
            return fail(1, &cannot_write(path, &e));
        }
        sink.summary.finish(info.elapsed, info.jobs);
        print_lines(&summary_lines::<G>(&sink.summary, seats, self.seed));
        ExitCode::SUCCESS
    }
}

/// A share as a percentage.
fn percent(share: f64) -> String {
    format!("{:.1}%", 100.0 * share)
}

/// The summary of a generic run in words.
fn summary_lines<G: CliGame>(s: &GenericSummary, players: usize, seed: u64) -> Vec<String> {
    let mut lines = vec![
        tr!(
            "cli-generic-heading",
            game = G::INFO.name,
            players = players,
            seed = seed.to_string()
        ),
        tr!(
            "cli-generic-speed",
            games = s.games,
            jobs = s.jobs,
            seconds = format!("{:.2}", s.elapsed.as_secs_f64()),
            per_second = format!("{:.0}", s.games_per_second()),
            decisions = format!("{:.1}", s.decisions_per_game())
        ),
        String::new(),
        tr!("cli-generic-seats-header"),
    ];
    for seat in 0..players {
        lines.push(format!(
            "{seat:>4}   {:>9}   {:>10.1}",
            percent(s.seat_win_share(seat)),
            s.seat_mean_score(seat)
        ));
    }
    lines.push(String::new());
    lines.push(tr!(
        "cli-generic-bots-header",
        fair_share = format!("{:.1}%", 100.0 / players.max(1) as f64)
    ));
    for (bot, seats, wins) in &s.bots {
        let share = if *seats == 0 { 0.0 } else { wins / *seats as f64 };
        lines.push(format!("{bot:<12} {seats:>6}   {:>9}", percent(share)));
    }
    if !s.facts.is_empty() {
        lines.push(String::new());
        lines.push(tr!("cli-generic-facts"));
        for (i, (key, _)) in s.facts.iter().enumerate() {
            lines.push(format!("  {:>6}  {}", percent(s.fact_share(i)), G::fact(key)));
        }
    }
    lines
}

/// What `metro tournament --game G` was given.
pub struct TournamentRun {
    pub bots: Vec<String>,
    pub games: u64,
    pub seed: u64,
    pub jobs: usize,
    pub map: Option<String>,
}

impl ForGame for TournamentRun {
    type Out = ExitCode;

    fn run<G: CliGame>(self) -> ExitCode {
        let info = G::INFO;
        if let Some(name) = self.bots.iter().find(|name| (G::BOTS)(name, 0).is_none()) {
            return fail(2, &unknown_bot::<G>(name));
        }
        let refused =
            metro_sim::generic_tournament::refusal(&self.bots, self.games, info.min_seats, info.max_seats);
        if let Some(refused) = refused {
            return fail(2, &refused.to_string());
        }
        let players = u8::try_from(self.bots.len()).unwrap_or(u8::MAX);
        let table = match table::<G>(players, self.map.as_deref()) {
            Ok(table) => table,
            Err(code) => return code,
        };
        let config = GenericTournament::<G> {
            setup: table.setup,
            start: table.start,
            bots: self.bots.clone(),
            maker: G::BOTS,
            games: self.games,
            seed: self.seed,
            jobs: self.jobs,
            spawner: metro_bots::threads::Spawner::system(),
        };
        let seatings = metro_sim::generic_tournament::permutations(self.bots.len()).len() as u64;
        let bar = progress_bar(
            seatings.saturating_mul(self.games),
            tr!(
                "cli-progress-tournament",
                bar = "{bar:40}",
                pos = "{pos}",
                len = "{len}",
                eta = "{eta}"
            ),
        );
        let result = run_generic_tournament(&config, |done| {
            if let Some(bar) = &bar {
                bar.set_position(done);
            }
        });
        if let Some(bar) = &bar {
            bar.finish_and_clear();
        }
        match result {
            Ok(report) => {
                print_lines(&report_lines::<G>(&report, self.seed));
                ExitCode::SUCCESS
            }
            Err(e @ (SimError::Game { .. } | SimError::Output(_))) => fail(1, &e.to_string()),
            Err(e) => fail(2, &e.to_string()),
        }
    }
}

/// A tournament's report in words.
fn report_lines<G: CliGame>(report: &GenericReport, seed: u64) -> Vec<String> {
    let mut lines = vec![
        tr!(
            "cli-tournament-generic-heading",
            game = G::INFO.name,
            bots = report.players,
            seatings = report.seatings,
            games = report.games_per_seating,
            seed = seed.to_string()
        ),
        tr!(
            "cli-tournament-generic-games",
            games = report.games,
            seconds = format!("{:.1}", report.elapsed.as_secs_f64())
        ),
    ];
    for bot in &report.bots {
        let (low, high) = bot.interval();
        lines.push(tr!(
            "cli-tournament-generic-bot",
            bot = bot.bot.as_str(),
            games = bot.games,
            share = percent(bot.win_share()),
            low = percent(low),
            high = percent(high),
            fair_share = format!("{:.0}%", 100.0 * report.fair_share()),
            score = format!("{:.1}", bot.mean_score())
        ));
        let seats: Vec<String> = bot
            .by_seat
            .iter()
            .enumerate()
            .map(|(seat, &(games, wins))| {
                let share = if games == 0 { 0.0 } else { wins / games as f64 };
                tr!(
                    "cli-tournament-generic-seat",
                    seat = seat + 1,
                    share = percent(share),
                    games = games
                )
            })
            .collect();
        lines.push(format!("    {}", seats.join(", ")));
    }
    lines
}

/// `metro replay FILE` of a save of any game: `file` is its name, `text` its text.
pub struct ReplayRun<'a> {
    pub file: &'a str,
    pub text: &'a str,
    pub out: &'a mut dyn Write,
}

impl ForGame for ReplayRun<'_> {
    type Out = Result<(), String>;

    fn run<G: CliGame>(self) -> Result<(), String> {
        let file = self.file;
        let save = SaveOf::<G>::parse(self.text, G::INFO.key.as_str()).map_err(|e| format!("{file}: {e}"))?;
        let mut replayer = GameReplayer::<G>::new(&save).map_err(|e| format!("{file}: {e}"))?;
        let out = self.out;
        // Every line goes through `Printable`: names from the file cannot reach the terminal as escape sequences.
        let mut say = |line: String| {
            let _ = writeln!(out, "{}", Printable::max_chars(&line, usize::MAX));
        };
        let setup = replayer.game().setup_record();
        say(tr!(
            "cli-replay-generic-title",
            file = file,
            game = G::INFO.name,
            players = replayer.game().seats(),
            seed = save.seed.to_string(),
            actions = save.actions.len()
        ));
        say(tr!(
            "cli-replay-generic-setup",
            setup = serde_json::to_string(&setup).unwrap_or_default()
        ));
        say(String::new());
        for line in replayer.game().opening() {
            say(format!("  {line}"));
        }
        let mut events = Vec::new();
        while let Some((seat, action)) = replayer.peek() {
            let told = replayer.game().tell(seat, action);
            say(told.clone());
            events.clear();
            match replayer.step(&mut events) {
                Some(Ok(())) => {}
                Some(Err(error)) => return Err(format!("{file}: {error}")),
                None => break,
            }
            for event in &events {
                // An event that only repeats the decision's own sentence (a bid) is told once, as the table does.
                if let Some(line) = replayer.game().narrate(event)
                    && line != told
                {
                    say(format!("  {line}"));
                }
            }
        }
        let game = replayer.game();
        say(String::new());
        if game.is_over() {
            for line in game.result_lines() {
                say(line);
            }
        } else {
            let waiting: Vec<String> = game
                .to_move()
                .seats()
                .iter()
                .map(|s: Seat| game.seat_name(s))
                .collect();
            say(tr!("cli-replay-generic-unfinished", players = waiting.join(", ")));
        }
        say(tr!(
            "cli-replay-verified",
            actions = save.actions.len(),
            checkpoints = replayer.checkpoints_matched()
        ));
        Ok(())
    }
}

/// Replays a save file of any game: reads it, finds its game, and replays it with that game's reader.
pub fn replay_file(file: &str, out: &mut dyn Write) -> Option<Result<(), String>> {
    let text = match metro_data::read_user_file(std::path::Path::new(file), MAX_SAVE_BYTES) {
        Ok(text) => text,
        Err(e) => return Some(Err(e.to_string())),
    };
    let game = match metro_save::game_of(&text) {
        Ok(game) => game,
        // Tokyo Metro's reader says what is wrong with a file that is not a save at all.
        Err(_) => return None,
    };
    if game == crate::games::TOKYO_METRO {
        return None;
    }
    let run = ReplayRun {
        file,
        text: &text,
        out,
    };
    Some(crate::games::with_game(&game, run).unwrap_or_else(|| {
        let error = SaveError::UnknownGame {
            found: format!("{game:?}"),
            known: crate::games::GAME_KEYS.join(", "),
        };
        Err(format!("{file}: {error}"))
    }))
}
