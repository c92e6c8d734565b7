//! `--language`: the human output of `metro` in English, German and Italian, from the system locale or the option;
//! English exactly as it always was, and the machine-readable output (`--json`) the same in every language.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The workspace root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `metro ARGS` in the workspace root with the locale variables `locale` (all others cleared).
fn metro_in(locale: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_metro"))
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANGUAGE")
        .env("LANG", locale)
        .output()
        .expect("the metro binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn fixture(name: &str) -> String {
    format!("{}/../check/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// `metro check` on a flawed map and card set: the design findings keep their `file:line:column`, in words of the
/// language asked for.
fn check_flawed(locale: &str, language: Option<&str>) -> (String, String) {
    let (map, cards) = (fixture("flawed-map.toml"), fixture("flawed-cards.toml"));
    let mut args = Vec::new();
    if let Some(language) = language {
        args.extend(["--language", language]);
    }
    args.extend([
        "check",
        "--map",
        &map,
        "--cards",
        &cards,
        "--players",
        "5",
        "--cases",
        "1",
        "--playtests",
        "0",
    ]);
    let output = metro_in(locale, &args);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stderr));
    (text(&output.stdout), text(&output.stderr))
}

#[test]
fn metro_check_speaks_german_and_italian_and_english_as_before() {
    let (english, _) = check_flawed("C", Some("en"));
    for line in [
        "flawed-map.toml:32:9: line S has 3 stops: a train put there by Start is back at stop 1 after 4 steps",
        "flawed-map.toml:46:9: line C has no station among its 3 stops: its trams never trigger a station payout",
        "flawed-cards.toml:10:1: the columns hold 4 cards each, too few to deal one per player for 5 players (MC-2)",
        "Design checks: static only (--playtests 0)",
        "  5 players  cannot be set up:",
        "Summary: invariants hold; 4 design findings.",
    ] {
        assert!(english.contains(line), "{line:?} missing from:\n{english}");
    }
    // The system's locale chooses when --language is not given, and --language wins over it.
    let (german, _) = check_flawed("de_DE.UTF-8", None);
    for line in [
        "flawed-map.toml:32:9: Linie S hat 3 Haltepunkte: ein mit Starten eingesetzter Zug",
        "flawed-map.toml:46:9: Linie C hat unter ihren 3 Haltepunkten keine Station: ihre Straßenbahnen lösen nie",
        "flawed-cards.toml:10:1: die Spalten enthalten je 4 Karten, zu wenige",
        "Design-Prüfungen: nur statisch (--playtests 0)",
        "  5 Spieler  kann nicht vorbereitet werden:",
        "Ergebnis: Invarianten erfüllt; 4 Design-Befunde.",
    ] {
        assert!(german.contains(line), "{line:?} missing from:\n{german}");
    }
    assert_eq!(check_flawed("de_DE.UTF-8", Some("en")).0, english);
    let (italian, _) = check_flawed("C", Some("it"));
    for line in [
        "flawed-map.toml:32:9: la Linea S ha 3 fermate",
        "Controlli di progettazione: solo statici (--playtests 0)",
        "Riepilogo: invarianti rispettate; 4 rilievi di progettazione.",
    ] {
        assert!(italian.contains(line), "{line:?} missing from:\n{italian}");
    }
    for words in [&german, &italian] {
        for english_words in [
            "Design checks",
            "players",
            "Summary",
            "has no station",
            "cannot be set up",
        ] {
            assert!(
                !words.contains(english_words),
                "{english_words:?} left in:\n{words}"
            );
        }
    }
}

#[test]
fn the_sim_summary_is_translated_and_its_json_is_not() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("language-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |language: &str| {
        let json = dir.join(format!("{language}.jsonl"));
        let output = metro_in(
            "C",
            &[
                "--language",
                language,
                "sim",
                "--games",
                "3",
                "--seed",
                "5",
                "--jobs",
                "1",
                "--json",
                json.to_str().unwrap(),
            ],
        );
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        (text(&output.stdout), std::fs::read(&json).unwrap())
    };
    let (english, english_json) = run("en");
    let (german, german_json) = run("de");
    let (italian, italian_json) = run("it");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        english.starts_with("3 games, 4 players, 1 thread(s): "),
        "{english}"
    );
    assert!(
        english.contains("\nseat   wins     win rate   mean total\n"),
        "{english}"
    );
    assert!(
        english.contains("\nmean final line values (before payouts):\n"),
        "{english}"
    );
    assert!(german.starts_with("3 Spiele, 4 Spieler, 1 Thread: "), "{german}");
    assert!(german.contains("Entscheidungen je Spiel"), "{german}");
    assert!(
        german.contains("\ndurchschnittlicher Endwert der Linien (vor den Auszahlungen):\n"),
        "{german}"
    );
    assert!(
        italian.starts_with("3 partite, 4 giocatori, 1 thread: "),
        "{italian}"
    );
    assert!(italian.contains("decisioni per partita"), "{italian}");
    // The numbers are the same in every language: only the words differ.
    let numbers = |text: &str| -> Vec<String> {
        text.lines()
            .skip(1)
            .flat_map(|l| l.split_whitespace())
            .filter(|w| w.starts_with(|c: char| c.is_ascii_digit() || c == '¥' || c == '-'))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(numbers(&german), numbers(&english));
    assert_eq!(numbers(&italian), numbers(&english));
    assert_eq!(german_json, english_json);
    assert_eq!(italian_json, english_json);
}

#[test]
fn an_unknown_language_is_a_usage_error() {
    let output = metro_in("C", &["--language", "fr", "map", "check", "tokyo"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("expected en, de or it"),
        "{}",
        text(&output.stderr)
    );
    let output = metro_in("it_IT.UTF-8", &["map", "check", "nowhere.toml"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        "errore: nowhere.toml: nessun file con questo nome, né alcun elemento integrato\n"
    );
}

/// The English words of the CLI's catalog (`locales/en/*.ftl`): every run of plain words (no placeholders, option
/// names, code or capitals-only names) of 8 characters or more, and every sub-run of it that long.
fn english_fragments() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/en");
    let mut fragments = std::collections::BTreeSet::new();
    for entry in std::fs::read_dir(dir).expect("the English catalog") {
        let path = entry.expect("a catalog file").path();
        let text = std::fs::read_to_string(path).expect("a catalog file");
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            let line = line.split_once(" = ").map_or(line, |(_, text)| text);
            // placeables and variant keys break a run
            let mut plain = String::new();
            let mut depth = 0;
            for c in line.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => {
                        depth -= 1;
                        plain.push_str(" | ");
                    }
                    _ if depth == 0 => plain.push(c),
                    _ => {}
                }
            }
            let mut run: Vec<&str> = Vec::new();
            let mut runs = Vec::new();
            for token in plain.split_whitespace() {
                let word = token.trim_matches(|c: char| "()[],.;:!?\"'`“”„«»*".contains(c));
                // the program's name and option names are names, not words
                let is_word = word.starts_with(char::is_alphabetic)
                    && word != "metro"
                    && word.chars().all(|c| c.is_alphabetic() || c == '-' || c == '\'')
                    && !word.chars().all(|c| c.is_uppercase() || c == '-')
                    && !token.starts_with('-')
                    && !token.starts_with('[');
                if is_word {
                    run.push(word);
                }
                if !is_word || word.len() != token.len() {
                    runs.push(std::mem::take(&mut run));
                }
            }
            runs.push(run);
            for run in runs {
                for start in 0..run.len() {
                    for end in start + 1..=run.len() {
                        let fragment = run[start..end].join(" ");
                        if fragment.chars().count() >= 8 {
                            fragments.insert(fragment);
                        }
                    }
                }
            }
        }
    }
    fragments.into_iter().collect()
}

/// The English fragments found in `output`, names that are the same in every language aside.
fn english_in(output: &str) -> Vec<String> {
    let mut output = output.to_owned();
    for name in [
        "Tokyo Metro",
        "Osaka Metro",
        "Chicago Express",
        "Metro Drinks",
        "Jidohanbaiki",
        "JSON Lines",
        "proptest",
        "Writing a plugin",
        "drink owner paid",
        // the commands' names
        "tournament",
        "loadtest",
        // a bot's name (Chicago Express's playout policy)
        "westward",
    ] {
        output = output.replace(name, " ");
    }
    english_fragments()
        .into_iter()
        .filter(|fragment| contains_words(&output, fragment))
        .collect()
}

/// Whether `text` contains `words` as whole words (not "on valid" in "non valido").
fn contains_words(text: &str, words: &str) -> bool {
    text.match_indices(words).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + words.len()..].chars().next();
        // `--language`, `metro_lang` and `heuristic` in backticks are names, not words
        let joins = |c: char| c.is_alphanumeric() || "-_`".contains(c);
        !before.is_some_and(joins) && !after.is_some_and(joins)
    })
}

#[test]
fn the_help_speaks_german_and_italian_and_english_as_before() {
    let help = |language: &str, args: &[&str]| {
        let mut all = vec!["--language", language];
        all.extend(args);
        let output = metro_in("C", &all);
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        text(&output.stdout)
    };
    let english = help("en", &["--help"]);
    for line in [
        "Tokyo Metro, Osaka Metro and their variants: tools for maps and card sets\n\nUsage: metro [OPTIONS] <COMMAND>\n\nCommands:\n",
        "  map         Check or show map files\n",
        "  help        Print this message or the help of the given subcommand(s)\n\nOptions:\n",
        "      --plugins <DIR>             Load every plugin of a folder",
        "  -h, --help                      Print help\n  -V, --version                   Print version\n",
    ] {
        assert!(english.contains(line), "{line:?} missing from:\n{english}");
    }
    let sim = help("en", &["sim", "--help"]);
    for line in [
        "Usage: metro sim [OPTIONS]\n",
        "      --map <MAP>                 A map file, or the name of a built-in map (`tokyo`, `osaka`; default `tokyo`); for Chicago Express a board file (default: the built-in board)\n",
        "      --players <PLAYERS>         Players: Tokyo Metro 1–5 (1 is the solo game), Chicago Express 2–6 [default: 4]\n",
    ] {
        assert!(sim.contains(line), "{line:?} missing from:\n{sim}");
    }
    let show = help("en", &["map", "show", "-h"]);
    assert!(
        show.contains("Arguments:\n  <FILE>  A map file, or the name of a built-in map\n"),
        "{show}"
    );
    assert!(
        show.contains("--color <COLOR>             Colour the lines: auto (when writing to a terminal), always, never [default: auto] [possible values: auto, always, never]"),
        "{show}"
    );
    // the detector finds the English help English
    assert!(english_in(&sim).len() > 20, "{:?}", english_in(&sim));
    // the system's locale chooses the help's language when --language is not given
    let system = metro_in("de_DE.UTF-8", &["--help"]);
    assert!(text(&system.stdout).starts_with("Tokyo Metro, Osaka Metro und ihre Varianten"));
    for (language, usage, options) in [
        ("de", "Aufruf: metro sim [OPTIONEN]", "Optionen:"),
        ("it", "Uso: metro sim [OPZIONI]", "Opzioni:"),
    ] {
        let sim = help(language, &["sim", "--help"]);
        assert!(sim.contains(usage) && sim.contains(options), "{sim}");
        for args in [
            &["--help"][..],
            &["sim", "--help"],
            &["check", "--help"],
            &["map", "show", "-h"],
            &["help", "tournament"],
        ] {
            let shown = help(language, args);
            let english = english_in(&shown);
            assert!(
                english.is_empty(),
                "{args:?} in {language}: English {english:?} in:\n{shown}"
            );
        }
    }
}

#[test]
fn usage_errors_speak_the_language_asked_for() {
    let cases: [&[&str]; 5] = [
        &["--bogus"],
        &["sim", "--players", "9"],
        &["sim", "--games", "1", "--games", "2"],
        &["tournament"],
        &["map", "show", "--color", "blue", "tokyo"],
    ];
    for args in cases {
        let english = metro_in("C", args);
        assert_eq!(english.status.code(), Some(2));
        assert!(
            text(&english.stderr).starts_with("error: "),
            "{}",
            text(&english.stderr)
        );
        assert!(text(&english.stderr).ends_with("For more information, try '--help'.\n"));
        for (locale, start) in [("de_DE.UTF-8", "Fehler: "), ("it_IT.UTF-8", "errore: ")] {
            let output = metro_in(locale, args);
            assert_eq!(output.status.code(), Some(2), "{args:?}");
            let shown = text(&output.stderr);
            assert!(shown.starts_with(start), "{shown}");
            let english = english_in(&shown);
            assert!(
                english.is_empty(),
                "{args:?} in {locale}: English {english:?} in:\n{shown}"
            );
        }
    }
    let players = text(&metro_in("C", &["--language", "de", "sim", "--players", "9"]).stderr);
    assert_eq!(
        players,
        "Fehler: ungültiger Wert '9' für '--players <SPIELER>': erwartet: eine ganze Zahl von 1 bis 6\n\nMehr dazu mit '--help'.\n"
    );
}

// Issue 29: what the generic commands print of Chicago Express — the sim's summary with the game's facts, a
// tournament's report, a check with its policies and saves, and the usage errors of options the game has not — is
// in the language asked for (the game's name and the bots' names are names).
#[test]
fn chicago_express_speaks_german_and_italian() {
    let runs: [&[&str]; 5] = [
        &[
            "sim",
            "--game",
            "chicago-express",
            "--games",
            "3",
            "--players",
            "3",
            "--bots",
            "random,westward,random",
        ],
        &[
            "tournament",
            "--game",
            "chicago-express",
            "--bots",
            "random,westward",
            "--games",
            "1",
        ],
        &[
            "check",
            "--game",
            "chicago-express",
            "--cases",
            "2",
            "--players",
            "2",
        ],
        &["sim", "--game", "chicago-express", "--cards", "tokyo"],
        &["sim", "--game", "chicago-express", "--players", "1"],
    ];
    for args in runs {
        let english = metro_in("C", args);
        let english = format!("{}{}", text(&english.stdout), text(&english.stderr));
        assert!(
            !english_in(&english).is_empty(),
            "{args:?}: the detector finds English in:\n{english}"
        );
        for language in ["de", "it"] {
            let mut all = vec!["--language", language];
            all.extend(args);
            let output = metro_in("C", &all);
            let shown = format!("{}{}", text(&output.stdout), text(&output.stderr));
            assert!(!shown.contains("panicked"), "{shown}");
            let left = english_in(&shown);
            assert!(
                left.is_empty(),
                "{args:?} in {language}: English {left:?} in:\n{shown}"
            );
        }
    }
}
