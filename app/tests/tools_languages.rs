//! The designer's tools in German and Italian (kittest): the menu's Design box and the map editor, the
//! test-by-simulation screen after a small run and the replay's timeline, each in the language asked for with none of
//! their English words left. Set `METRO_SHOTS=1` to write a picture of each screen to the test's scratch folder.

mod common;

use std::time::{Duration, Instant};

use common::{app, harness_sized, texts};
use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use metro_app::paths::SeatKind;
use metro_app::{MetroApp, Screen};
use metro_lang::{Language, with_language};

/// Writes a picture of the screen when `METRO_SHOTS` is set.
fn shot(h: &mut Harness<'static, MetroApp>, name: &str) {
    if std::env::var_os("METRO_SHOTS").is_none() {
        return;
    }
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}.png"));
    match h.render() {
        Ok(image) => image.save(&path).expect("the picture is written"),
        Err(e) => eprintln!("no picture of {name}: {e}"),
    }
}

/// Asserts that every text of `present` is on screen and none of `absent`.
fn assert_words(h: &Harness<'static, MetroApp>, present: &[&str], absent: &[&str]) {
    let shown = texts(h).join("\n");
    for text in present {
        assert!(shown.contains(text), "{text:?} missing from:\n{shown}");
    }
    for text in absent {
        assert!(!shown.contains(text), "{text:?} left in:\n{shown}");
    }
}

#[test]
fn the_map_editor_speaks_german_and_italian() {
    for (language, new_map, present) in [
        (
            Language::German,
            "Neuer Spielplan",
            [
                "Spielplan-Editor",
                "Rückgängig",
                "Speichern unter",
                "Per Simulation testen",
                "Linie hinzufügen",
                "Einnahmenleiste",
            ],
        ),
        (
            Language::Italian,
            "Nuova Mappa",
            [
                "Editor della Mappa",
                "Annulla mossa",
                "Salva in",
                "Prova con simulazione",
                "Aggiungi una Linea",
                "Tracciato delle Entrate",
            ],
        ),
    ] {
        with_language(language, || {
            let mut h = harness_sized(
                app(
                    &format!("editor-{}", language.code()),
                    &[SeatKind::Human, SeatKind::Normal],
                ),
                vec2(1280.0, 720.0),
            );
            h.run_steps(2);
            h.get_by_label(new_map).click();
            h.run_steps(3);
            assert_eq!(h.state().screen(), Screen::Editor);
            shot(&mut h, &format!("map-editor-{}", language.code()));
            assert_words(
                &h,
                &present,
                &[
                    "Map editor",
                    "Undo",
                    "Save to",
                    "Test by simulation",
                    "Add a line",
                    "Revenue track",
                    "problems",
                ],
            );
        });
    }
}

#[test]
fn the_simulation_screen_speaks_german() {
    let mut h = harness_sized(
        app("simulation-de", &[SeatKind::Normal, SeatKind::Normal]),
        vec2(1280.0, 720.0),
    );
    h.run_steps(2);
    // the menu is not this test's: it is opened in English, the screen is then drawn in German
    h.get_by_label("Test by simulation…").click();
    h.run_steps(2);
    assert_eq!(h.state().screen(), Screen::Simulation);
    {
        let screen = h.state_mut().simulation_mut().expect("the screen");
        screen.setup.games = 4;
        screen.setup.jobs = 2;
    }
    with_language(Language::German, || {
        h.run_steps(1);
        h.get_by_label("Spiele starten").click();
        h.run_steps(1);
        let started = Instant::now();
        while h.state().simulation().is_some_and(|s| s.running()) {
            assert!(started.elapsed() < Duration::from_secs(60), "the run did not end");
            std::thread::sleep(Duration::from_millis(20));
            h.run_steps(1);
        }
        h.run_steps(3);
        shot(&mut h, "simulation-de");
        assert_words(
            &h,
            &[
                "Per Simulation testen",
                "4 Spiele gespielt",
                "Endwerte der Linien",
                "Siegquote je Platz",
                "Aktionsarten",
                "Spieldauer",
                "Endsumme je Bot",
                "Dieses Diagramm speichern:",
                "Bild (PNG)",
                "Ganzer Spielplan",
                "95-%-Intervall",
                "Fairer Anteil (50%)",
                "Stationsauszahlungen",
                "Dieser Lauf",
                "Diesen Lauf exportieren",
                "Zurück zum Menü",
            ],
            &[
                "games done",
                "Final line values",
                "Win rate per seat",
                "Action kinds",
                "Game length",
                "Final total per bot",
                "Save this chart",
                "Picture (PNG)",
                "Whole map",
                "95% interval",
                "Fair share",
                "Station payouts",
                "This run",
                "Run the games",
                "Back to the menu",
                "Export this run",
                "Players",
            ],
        );
    });
}

#[test]
fn the_replay_timeline_speaks_italian() {
    let mut a = app("replay-it", &[SeatKind::Human]);
    a.start_demo("tokyo", "tokyo", None, 100_000, 4);
    let mut h = harness_sized(a, vec2(1280.0, 720.0));
    with_language(Language::Italian, || {
        h.state_mut().run(metro_app::Command::Replay(
            metro_app::ui::replay::ReplayCommand::WatchGame,
        ));
        h.run_steps(2);
        assert_eq!(h.state().screen(), Screen::Replay);
        let half = h.state().replay().expect("open").replay.len() / 2;
        h.state_mut().replay_mut().expect("open").seek(half);
        h.run_steps(3);
        shot(&mut h, "replay-it");
        assert_words(
            &h,
            &[
                "Replay —",
                "Visto da",
                "Continua a giocare da qui",
                "Round precedente",
                "Passo avanti",
                "Fase successiva",
                "Cronologia",
            ],
            &[
                "Seen by",
                "Play on from here",
                "Previous round",
                "Step forward",
                "Next phase",
                "Timeline",
            ],
        );
    });
}
