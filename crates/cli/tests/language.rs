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
