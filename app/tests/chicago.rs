//! Chicago Express in the app: the menu starts a game of people and bots on metro-play's table; a person bids in an
//! auction through the auction panel and places a locomotive by clicking a highlighted hex; four bots play a game to
//! the end screen and back to the menu; a change of language tells the log again.
//!
//! Every test speaks its own language on its own thread (`metro_lang::with_language`), so that none depends on
//! another nor on the machine's locale.

mod common;

use common::{app, harness, texts};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use metro_app::chicago::{Level, SeatChoice};
use metro_app::paths::SeatKind;
use metro_app::ui::menu::GameChoice;
use metro_app::{MetroApp, Screen};
use metro_chicago::{Action, Pending};
use metro_game::Seat;
use metro_lang::{Language, with_language};

/// An app whose menu is set for Chicago Express with these seats, seed 5, bots at once.
fn chicago_app(name: &str, seats: &[SeatChoice]) -> MetroApp {
    let mut app = app(name, &[SeatKind::Human]);
    let menu = app.menu_mut();
    menu.chicago.start.seats = seats.to_vec();
    menu.chicago.start.seed = "5".into();
    menu.chicago.start.delay = 0.0;
    app
}

/// Clicks the widget labelled `label`, then lets the frame run.
fn click(h: &mut Harness<'static, MetroApp>, label: &str) {
    h.get_by_label(label).click_accesskit();
    h.run_steps(2);
}

/// Chooses Chicago Express in the menu and starts it with the Start button.
fn start_from_menu(h: &mut Harness<'static, MetroApp>) {
    h.run_steps(1);
    click(h, "Chicago Express");
    assert_eq!(h.state().menu().game, GameChoice::ChicagoExpress);
    click(h, "Start Chicago Express");
    assert_eq!(h.state().screen(), Screen::Chicago, "{:?}", h.state().status());
}

/// Runs frames until `done` holds (at most `frames`), letting the misclick guard pass.
fn run_until(h: &mut Harness<'static, MetroApp>, frames: usize, done: impl Fn(&MetroApp) -> bool) {
    for _ in 0..frames {
        if done(h.state()) {
            return;
        }
        h.run_steps(1);
    }
    assert!(done(h.state()), "not reached in {frames} frames");
}

#[test]
fn the_menu_starts_a_game_of_three_bots_and_a_person() {
    with_language(Language::English, || {
        let seats = [
            SeatChoice::Bot(Level::Random),
            SeatChoice::Human,
            SeatChoice::Bot(Level::Random),
            SeatChoice::Bot(Level::Random),
        ];
        let mut h = harness(chicago_app("chicago-menu", &seats));
        start_from_menu(&mut h);
        let play = h.state().chicago().expect("a Chicago game");
        assert_eq!(play.table.players().len(), 4);
        assert_eq!(play.table.seed(), 5);
        assert!(play.table.players()[1].is_human());
        // The bots play until the person is asked; the header names them.
        run_until(&mut h, 400, |app| {
            app.chicago().is_some_and(|p| p.table.human_to_move().is_some())
        });
        h.run_steps(1);
        let shown = texts(&h);
        assert!(shown.iter().any(|t| t == "Player 2, your decision"), "{shown:#?}");
        let log = h.state().chicago().expect("a game").table.log();
        assert_eq!(
            log[0].text,
            "A new game of Chicago Express for 4 players, seed 5."
        );
        assert!(log.len() > 1, "the bots' decisions are told");
        // F1 opens this game's rules help, not Tokyo Metro's.
        assert!(!h.state().chicago_screen().help.open);
        h.key_press(egui::Key::F1);
        h.run_steps(2);
        assert!(h.state().chicago_screen().help.open);
        let shown = texts(&h);
        assert!(!shown.iter().any(|t| t.contains(TOKYO_ROUND)), "{shown:#?}");
        assert!(shown.iter().any(|t| t.contains("Share auctions")), "{shown:#?}");
    });
}

/// The title of Tokyo Metro's first help section, which F1 on the Chicago screen must not show.
const TOKYO_ROUND: &str = "A round, step by step";

#[test]
fn a_person_bids_through_the_auction_panel() {
    with_language(Language::English, || {
        let seats = [
            SeatChoice::Human,
            SeatChoice::Bot(Level::Random),
            SeatChoice::Bot(Level::Random),
        ];
        let mut h = harness(chicago_app("chicago-bid", &seats));
        start_from_menu(&mut h);
        // The first seat is the banker: it opens the first initial auction.
        let (lowest, words) = {
            let table = &h.state().chicago().expect("a game").table;
            assert_eq!(table.human_to_move(), Some(Seat(0)));
            let Pending::Auction(auction) = table.game().state().pending() else {
                panic!("an auction first")
            };
            let lowest = auction.lowest_bid();
            let offer = table
                .offers()
                .into_iter()
                .find(|o| o.action == Action::Bid(lowest))
                .expect("the lowest bid offered");
            (lowest, offer.words)
        };
        h.run_steps(3);
        let shown = texts(&h);
        assert!(shown.iter().any(|t| t == "Bid amount"), "{shown:#?}");
        click(&mut h, &words);
        let table = &h.state().chicago().expect("a game").table;
        assert_eq!(table.actions().first(), Some(&(Seat(0), Action::Bid(lowest))));
    });
}

#[test]
fn a_click_on_a_highlighted_hex_places_a_locomotive() {
    with_language(Language::English, || {
        let mut h = harness(chicago_app(
            "chicago-place",
            &[SeatChoice::Human, SeatChoice::Human],
        ));
        start_from_menu(&mut h);
        // Through the initial auctions (the first to bid bids the minimum, the other passes), then build for a
        // company held.
        {
            let play = h.state_mut().chicago_mut().expect("a game");
            for _ in 0..40 {
                let table = &mut play.table;
                let action = match table.game().state().pending() {
                    Pending::Auction(a) if a.high.is_none() => Action::Bid(a.lowest_bid()),
                    Pending::Auction(_) => Action::Pass,
                    _ => break,
                };
                table.play(action).expect("legal");
            }
            let build = play
                .table
                .offers()
                .into_iter()
                .find(|o| matches!(o.action, Action::BuildFor(_)))
                .expect("building offered");
            play.table.play(build.action).expect("legal");
        }
        h.run_steps(3);
        let (hex, words) = {
            let table = &h.state().chicago().expect("a game").table;
            assert!(matches!(table.game().state().pending(), Pending::Build { .. }));
            table
                .offers()
                .into_iter()
                .find_map(|o| match o.action {
                    Action::Place(hex) => Some((hex, o.words)),
                    _ => None,
                })
                .expect("a placement offered")
        };
        let before = h
            .state()
            .chicago()
            .map(|p| p.table.game().state().locomotives_on(hex));
        click(&mut h, &words);
        let play = h.state().chicago().expect("a game");
        assert_eq!(play.table.actions().last().map(|a| a.1), Some(Action::Place(hex)));
        assert_eq!(
            Some(play.table.game().state().locomotives_on(hex)),
            before.map(|n| n + 1)
        );
    });
}

#[test]
fn four_bots_play_to_the_end_screen_and_back_to_the_menu() {
    with_language(Language::English, || {
        let seats = [SeatChoice::Bot(Level::Random); 4];
        let mut h = harness(chicago_app("chicago-bots", &seats));
        start_from_menu(&mut h);
        run_until(&mut h, 20_000, |app| {
            app.chicago().is_some_and(|p| p.table.is_over())
        });
        h.run_steps(2);
        let shown = texts(&h);
        assert!(shown.iter().any(|t| t.starts_with("Winner")), "{shown:#?}");
        assert!(shown.iter().any(|t| t == "1st"), "{shown:#?}");
        click(&mut h, "Back to the menu");
        assert_eq!(h.state().screen(), Screen::Menu);
    });
}

#[test]
fn a_change_of_language_tells_the_log_again() {
    let mut h = with_language(Language::English, || {
        let seats = [SeatChoice::Human, SeatChoice::Bot(Level::Random)];
        let mut h = harness(chicago_app("chicago-language", &seats));
        start_from_menu(&mut h);
        let shown = texts(&h);
        assert!(
            shown
                .iter()
                .any(|t| t.starts_with("A new game of Chicago Express")),
            "{shown:#?}"
        );
        h
    });
    with_language(Language::German, || {
        h.run_steps(2);
        let log: Vec<String> = h
            .state()
            .chicago()
            .expect("a game")
            .table
            .log()
            .iter()
            .map(|l| l.text.clone())
            .collect();
        assert!(log[0].starts_with("Eine neue Partie Chicago Express"), "{log:#?}");
        let shown = texts(&h);
        assert!(
            shown.iter().any(|t| t.starts_with("Eine neue Partie")),
            "{shown:#?}"
        );
    });
}

/// Runs frames until the saves list has read every file.
fn read_saves(h: &mut Harness<'static, MetroApp>) {
    run_until(h, 2_000, |app| {
        let list = &app.state().store.saves;
        !list.entries.is_empty()
            && list
                .entries
                .iter()
                .all(|e| e.reading != metro_app::store::saves::Reading::Pending)
    });
    h.run_steps(1);
}

#[test]
fn a_game_is_saved_listed_loaded_and_watched() {
    use metro_app::command::{ChicagoCommand, Command};
    use metro_app::status::StatusKind;
    use metro_app::store::saves::Reading;
    with_language(Language::English, || {
        let seats = [SeatChoice::Human, SeatChoice::Bot(Level::Random)];
        let mut h = harness(chicago_app("chicago-saves", &seats));
        start_from_menu(&mut h);
        // The person opens the first auction at the lowest bid; the bot answers.
        {
            let table = &mut h.state_mut().chicago_mut().expect("a game").table;
            let Pending::Auction(auction) = table.game().state().pending() else {
                panic!("an auction first")
            };
            let bid = Action::Bid(auction.lowest_bid());
            table.play(bid).expect("legal");
        }
        run_until(&mut h, 400, |app| {
            app.chicago().is_some_and(|p| p.table.human_to_move().is_some())
        });
        let (hash, actions, log) = {
            let table = &h.state().chicago().expect("a game").table;
            (table.game().hash(), table.actions().to_vec(), table.log().len())
        };
        assert!(actions.len() >= 2);
        click(&mut h, "Save");
        let file = match h.state().status().map(|s| &s.kind) {
            Some(StatusKind::Saved { file }) => file.clone(),
            other => panic!("saved: {other:?}"),
        };
        assert!(
            file.starts_with("chicago-express-") && file.ends_with("-2-players.json"),
            "{file}"
        );
        assert!(h.state().paths().saves().join(&file).is_file());

        // The menu's saves list reads it as a game of Chicago Express.
        click(&mut h, "Menu");
        assert_eq!(h.state().screen(), Screen::Menu);
        read_saves(&mut h);
        let entry = h
            .state()
            .state()
            .store
            .saves
            .entries
            .iter()
            .find(|e| e.file_name() == file)
            .cloned()
            .expect("listed");
        let Reading::Read(summary, problem) = &entry.reading else {
            panic!("read: {:?}", entry.reading)
        };
        assert_eq!(problem, &None);
        assert_eq!(summary.game.as_deref(), Some("Chicago Express"));
        assert_eq!((summary.seats, summary.humans), (2, 1));
        assert_eq!(summary.actions, actions.len());
        assert_eq!((summary.round, summary.over), (Some(1), false));
        let shown = texts(&h);
        assert!(shown.iter().any(|t| t == "Chicago Express"), "{shown:#?}");

        // Load: the same position, to play on, the bot as saved.
        h.state_mut()
            .chicago_mut()
            .expect("a game")
            .table
            .undo()
            .expect("undone");
        click(&mut h, &format!("Load {file}"));
        assert_eq!(h.state().screen(), Screen::Chicago, "{:?}", h.state().status());
        let play = h.state().chicago().expect("loaded");
        assert!(play.watching().is_none());
        assert_eq!(play.table.game().hash(), hash);
        assert_eq!(play.table.actions(), &actions[..]);
        assert_eq!(play.table.log().len(), log);
        assert!(!play.table.players()[1].is_human());
        assert!(play.table.human_to_move().is_some());

        // Watch: read-only, from the start; the timeline moves the board and the log.
        click(&mut h, "Menu");
        click(&mut h, &format!("Watch {file}"));
        assert_eq!(h.state().screen(), Screen::Chicago, "{:?}", h.state().status());
        let shown = texts(&h);
        assert!(
            shown.iter().any(|t| t == &format!("Watching {file}")),
            "{shown:#?}"
        );
        assert!(!shown.iter().any(|t| t == "Save"), "{shown:#?}");
        let at = |h: &Harness<'static, MetroApp>| {
            let play = h.state().chicago().expect("watched");
            let watch = play.watching().expect("watching");
            assert_eq!(watch.len(), actions.len());
            assert_eq!(play.table.actions(), &actions[..watch.at()]);
            (watch.at(), play.table.log().len())
        };
        assert_eq!(at(&h), (0, 1));
        click(&mut h, "Forward >");
        let (one, lines) = at(&h);
        assert_eq!(one, 1);
        assert!(lines > 1);
        click(&mut h, "End »");
        assert_eq!(at(&h), (actions.len(), log));
        assert_eq!(h.state().chicago().expect("watched").table.game().hash(), hash);
        click(&mut h, "< Back");
        assert_eq!(at(&h).0, actions.len() - 1);
        click(&mut h, "« Start");
        assert_eq!(at(&h), (0, 1));
        // Nothing can be played: no offer is shown, and a decision sent anyway changes nothing.
        let first = actions[0].1;
        h.state_mut().run(Command::Chicago(ChicagoCommand::Play(first)));
        h.state_mut().run(Command::Chicago(ChicagoCommand::Undo));
        h.run_steps(2);
        assert_eq!(at(&h).0, 0);
        assert!(h.state().chicago().expect("watched").table.actions().is_empty());
        let shown = texts(&h);
        assert!(!shown.iter().any(|t| t.ends_with("your decision")), "{shown:#?}");
    });
}

#[test]
fn a_broken_chicago_save_is_listed_with_its_reason() {
    use metro_app::store::saves::Reading;
    with_language(Language::English, || {
        let mut h = harness(chicago_app(
            "chicago-broken",
            &[SeatChoice::Human, SeatChoice::Human],
        ));
        // The game is chosen before the saves are listed: a listed save names its game too.
        h.run_steps(1);
        click(&mut h, "Chicago Express");
        let folder = h.state().paths().saves();
        std::fs::create_dir_all(&folder).expect("a folder");
        let mut recorder = metro_save::GameRecorder::<metro_chicago::Game>::new(
            metro_chicago::record::SaveSetup::builtin(2),
            3,
        )
        .expect("a recorder");
        let mut events = Vec::new();
        for _ in 0..20 {
            let seat = metro_game::GameState::to_move(recorder.game())
                .seats()
                .iter()
                .next()
                .expect("a seat");
            let mut legal = Vec::new();
            metro_game::GameState::legal_actions(recorder.game(), seat, &mut legal);
            recorder.apply(seat, legal[0], &mut events).expect("legal");
        }
        let text = recorder.save().to_string();
        let at = text.find("{\"after\":16,\"hash\":\"").expect("a checkpoint") + 20;
        let mut tampered = text.clone();
        tampered.replace_range(at..at + 16, "0123456789abcdef");
        std::fs::write(folder.join("chicago-tampered.json"), tampered).expect("written");
        let many = text.replacen(
            "\"seed\": 3,",
            "\"seed\": 3,\n  \"seats\": [\"human\",\"human\",\"human\",\"human\",\"human\",\"human\",\"human\",\"human\",\"human\"],",
            1,
        );
        std::fs::write(folder.join("chicago-seats.json"), many).expect("written");
        h.state_mut().state_mut().store.saves.refresh(&folder);
        read_saves(&mut h);
        let entries = h.state().state().store.saves.entries.clone();
        let reading = |name: &str| {
            entries
                .iter()
                .find(|e| e.file_name() == name)
                .map(|e| e.reading.clone())
                .expect("listed")
        };
        match reading("chicago-tampered.json") {
            Reading::Read(summary, Some(reason)) => {
                assert_eq!(summary.game.as_deref(), Some("Chicago Express"));
                assert!(reason.contains("hash mismatch after 16 actions"), "{reason}");
            }
            other => panic!("will not load: {other:?}"),
        }
        match reading("chicago-seats.json") {
            Reading::Broken(reason) => assert!(reason.contains("no game has more than 8 seats"), "{reason}"),
            other => panic!("broken: {other:?}"),
        }
        let shown = texts(&h);
        assert!(
            shown.iter().any(|t| t.starts_with("will not load: ")),
            "{shown:#?}"
        );
        assert!(shown.iter().any(|t| t.starts_with("broken: ")), "{shown:#?}");
        // Loading it anyway names the reason.
        h.state_mut()
            .run(metro_app::Command::Load(folder.join("chicago-tampered.json")));
        assert_eq!(h.state().screen(), Screen::Menu);
        let status = format!("{:?}", h.state().status());
        assert!(status.contains("hash mismatch"), "{status}");
    });
}

/// An app whose maps folder holds these files (name, text), its menu set for Chicago Express with these seats, seed
/// 5, bots at once; the harness has run until the scan of the folder is over.
fn boards_harness(name: &str, files: &[(&str, &str)], seats: &[SeatChoice]) -> Harness<'static, MetroApp> {
    let dir = common::home(name);
    let paths = metro_app::paths::Paths::under(dir);
    std::fs::create_dir_all(paths.maps()).expect("a maps folder");
    for (file, text) in files {
        std::fs::write(paths.maps().join(file), text).expect("written");
    }
    let mut app = MetroApp::new(paths);
    app.settings_mut().guide_done = true;
    let menu = app.menu_mut();
    menu.chicago.start.seats = seats.to_vec();
    menu.chicago.start.seed = "5".into();
    menu.chicago.start.delay = 0.0;
    let mut h = harness(app);
    run_until(&mut h, 2_000, |app| !app.state().store.scan.running());
    h.run_steps(1);
    click(&mut h, "Chicago Express");
    assert_eq!(h.state().menu().game, GameChoice::ChicagoExpress);
    h
}

/// Opens the menu's board choice.
fn open_board_choice(h: &mut Harness<'static, MetroApp>) {
    h.get_by(|n| n.role() == egui::accesskit::Role::ComboBox && n.label().as_deref() == Some("Board"))
        .click_accesskit();
    h.run_steps(2);
}

/// The built-in board's text under another name.
fn renamed_board(name: &str) -> String {
    let text =
        metro_chicago::BUILTIN_BOARD.replacen("name = \"Chicago Express\"", &format!("name = \"{name}\""), 1);
    assert_ne!(text, metro_chicago::BUILTIN_BOARD, "the name line is found");
    text
}

#[test]
fn a_board_file_is_offered_played_saved_loaded_and_watched() {
    use metro_app::status::StatusKind;
    use metro_app::store::saves::Reading;
    use metro_chicago::record::BoardSource;
    with_language(Language::English, || {
        let board = renamed_board("Chicago Test");
        let seats = [SeatChoice::Human, SeatChoice::Bot(Level::Random)];
        let mut h = boards_harness(
            "chicago-board-file",
            &[
                ("mine.toml", &board),
                ("tokyo-like.toml", "name = \"Not a board\"\ncolumns = 3\n"),
            ],
            &seats,
        );
        // Offered by its own name and its file's; a Tokyo Metro map of the folder is not.
        let titles: Vec<String> = h
            .state()
            .menu()
            .chicago
            .board_files()
            .iter()
            .map(|f| f.title())
            .collect();
        assert_eq!(titles, ["Chicago Test (mine.toml)"]);
        let shown = texts(&h);
        assert!(shown.iter().any(|t| t == "Board"), "{shown:#?}");
        open_board_choice(&mut h);
        click(&mut h, "Chicago Test (mine.toml)");
        match &h.state().menu().chicago.start.board {
            BoardSource::Embedded { path, toml } => {
                assert!(path.ends_with("mine.toml"), "{path}");
                assert_eq!(toml, &board);
            }
            other => panic!("the file chosen: {other:?}"),
        }
        click(&mut h, "Start Chicago Express");
        assert_eq!(h.state().screen(), Screen::Chicago, "{:?}", h.state().status());
        assert_eq!(
            h.state().chicago().expect("a game").table.game().board().name(),
            "Chicago Test"
        );

        // A few decisions: the person opens the first auction at the lowest bid; the bot answers.
        {
            let table = &mut h.state_mut().chicago_mut().expect("a game").table;
            let Pending::Auction(auction) = table.game().state().pending() else {
                panic!("an auction first")
            };
            table.play(Action::Bid(auction.lowest_bid())).expect("legal");
        }
        run_until(&mut h, 400, |app| {
            app.chicago().is_some_and(|p| p.table.human_to_move().is_some())
        });
        let (hash, actions) = {
            let table = &h.state().chicago().expect("a game").table;
            (table.game().hash(), table.actions().to_vec())
        };
        assert!(actions.len() >= 2);

        // Saved with the board's whole text.
        click(&mut h, "Save");
        let file = match h.state().status().map(|s| &s.kind) {
            Some(StatusKind::Saved { file }) => file.clone(),
            other => panic!("saved: {other:?}"),
        };
        let text = std::fs::read_to_string(h.state().paths().saves().join(&file)).expect("the save");
        assert!(text.contains("\"embedded\""), "{}", &text[..400.min(text.len())]);
        assert!(text.contains("Chicago Test"));

        // The saves list names the board and reads the save as loadable.
        click(&mut h, "Menu");
        read_saves(&mut h);
        let entry = h
            .state()
            .state()
            .store
            .saves
            .entries
            .iter()
            .find(|e| e.file_name() == file)
            .cloned()
            .expect("listed");
        let Reading::Read(summary, problem) = &entry.reading else {
            panic!("read: {:?}", entry.reading)
        };
        assert_eq!(problem, &None);
        assert_eq!(summary.map, "Chicago Test (mine.toml)");
        assert_eq!(summary.actions, actions.len());

        // Loaded: the same position on the same board, and it saves again.
        click(&mut h, &format!("Load {file}"));
        assert_eq!(h.state().screen(), Screen::Chicago, "{:?}", h.state().status());
        let play = h.state().chicago().expect("loaded");
        assert_eq!(play.table.game().hash(), hash);
        assert_eq!(play.table.actions(), &actions[..]);
        assert_eq!(play.table.game().board().name(), "Chicago Test");
        let again = play.save_text().expect("saved again");
        assert!(again.contains("Chicago Test"));

        // Watched: every position replayed on the save's board.
        click(&mut h, "Menu");
        click(&mut h, &format!("Watch {file}"));
        assert_eq!(h.state().screen(), Screen::Chicago, "{:?}", h.state().status());
        let at = |h: &Harness<'static, MetroApp>| {
            let play = h.state().chicago().expect("watched");
            assert_eq!(play.table.game().board().name(), "Chicago Test");
            play.watching().expect("watching").at()
        };
        assert_eq!(at(&h), 0);
        click(&mut h, "End »");
        assert_eq!(at(&h), actions.len());
        assert_eq!(h.state().chicago().expect("watched").table.game().hash(), hash);
        click(&mut h, "< Back");
        assert_eq!(at(&h), actions.len() - 1);
        click(&mut h, "« Start");
        assert_eq!(at(&h), 0);
        click(&mut h, "Forward >");
        assert_eq!(at(&h), 1);
    });
}

#[test]
fn a_broken_board_file_is_listed_with_its_problem_and_starts_nothing() {
    use metro_app::command::{ChicagoCommand, Command};
    use metro_chicago::record::BoardSource;
    with_language(Language::English, || {
        // The built-in board with one mistyped figure: one problem, at its line.
        let broken = metro_chicago::BUILTIN_BOARD.replacen("houses = 20", "houses = \"twenty\"", 1);
        let line = broken
            .lines()
            .position(|l| l.starts_with("houses = "))
            .expect("the houses line")
            + 1;
        let place = format!("broken.toml:{line}:");
        let mut h = boards_harness(
            "chicago-board-broken",
            &[("broken.toml", &broken)],
            &[SeatChoice::Human, SeatChoice::Human],
        );
        let files = h.state().menu().chicago.board_files().to_vec();
        assert_eq!(files.len(), 1);
        let problems = files[0].loaded.as_ref().expect_err("broken");
        assert!(problems[0].contains(&place), "{problems:?}");
        let shown = texts(&h);
        assert!(
            shown
                .iter()
                .any(|t| t.starts_with("broken.toml cannot be played: ") && t.contains(&place)),
            "{shown:#?}"
        );
        // Listed, but not to be chosen.
        open_board_choice(&mut h);
        click(&mut h, "broken.toml (cannot be played)");
        assert!(matches!(
            h.state().menu().chicago.start.board,
            BoardSource::Builtin(_)
        ));
        // Chosen anyway, it cannot be started: Start is off and says why; a Start sent anyway names the problem.
        h.state_mut().menu_mut().chicago.start.board = files[0].source.clone();
        h.run_steps(2);
        let shown = texts(&h);
        assert!(
            shown
                .iter()
                .any(|t| t == "The board file chosen has problems; choose another board."),
            "{shown:#?}"
        );
        click(&mut h, "Start Chicago Express");
        assert_eq!(h.state().screen(), Screen::Menu);
        let start = h.state().menu().chicago.start.clone();
        h.state_mut().run(Command::Chicago(ChicagoCommand::Start(start)));
        assert_eq!(h.state().screen(), Screen::Menu);
        assert!(h.state().chicago().is_none());
        let status = format!("{:?}", h.state().status());
        assert!(status.contains(&place), "{status}");
    });
}

/// Plays both seats of a game of two people at the table, at most `limit` decisions, until `done` holds: an initial
/// auction's first bidder bids the lowest, a later auction's all its cash (the treasuries fill), the other passes; a turn builds for the richest company it
/// may, else puts a share up for auction, else develops, else declines; a building action places where the income
/// rises most, then stops.
fn drive(h: &mut Harness<'static, MetroApp>, limit: usize, done: impl Fn(&metro_chicago::Game) -> bool) {
    let table = &mut h.state_mut().chicago_mut().expect("a game").table;
    for _ in 0..limit {
        let game = table.game();
        if done(game) || game.is_over() {
            break;
        }
        let state = game.state();
        let offers = game.legal_actions();
        let treasury = |a: &Action| match a {
            Action::BuildFor(c) | Action::Offer(c) => state.company(*c).treasury,
            _ => 0,
        };
        let best = |keep: fn(&Action) -> bool, score: &dyn Fn(&Action) -> i64| {
            offers.iter().copied().filter(&keep).max_by_key(|a| score(a))
        };
        let action = match state.pending() {
            Pending::Auction(a) if a.high.is_none() => {
                // The initial auctions at the lowest bid, so that both seats buy; later ones with all the cash.
                let sign = if a.kind == metro_chicago::AuctionKind::Initial {
                    -1
                } else {
                    1
                };
                best(|a| matches!(a, Action::Bid(_)), &|a| match a {
                    Action::Bid(n) => sign * i64::from(*n),
                    _ => 0,
                })
                .or(Some(Action::Pass))
            }
            Pending::Auction(_) => Some(Action::Pass),
            Pending::Build { .. } => best(|a| matches!(a, Action::Place(_)), &|a| match a {
                Action::Place(hex) => {
                    i64::from(game.placement_income(*hex)) * 100 - i64::from(game.placement_cost(*hex))
                }
                _ => 0,
            })
            .or(Some(Action::Stop)),
            _ => best(|a| matches!(a, Action::BuildFor(_)), &|a| i64::from(treasury(a)))
                .filter(|a| treasury(a) >= 4)
                .or_else(|| best(|a| matches!(a, Action::Offer(_)), &|a| -i64::from(treasury(a))))
                .or_else(|| best(|a| matches!(a, Action::Develop(_)), &|_| 0))
                .or_else(|| offers.first().copied()),
        };
        let action = action.unwrap_or_else(|| panic!("something to do in {:?}", state.pending()));
        table.play(action).expect("legal");
    }
    h.run_steps(2);
}

/// The income track's markers as labelled on screen, one for each company of the game at the table: an open
/// company's ("PRR: income $17") checked to stand within the track's space of its income (income − 50 with the
/// +50 marker), a closed one's beside the track.
fn markers_on_their_spaces(h: &Harness<'static, MetroApp>) -> Vec<String> {
    let game = h.state().chicago().expect("a game").table.game().clone();
    let board = game.board();
    let mut labels = Vec::new();
    for i in 0..board.companies().len() {
        let company = metro_chicago::Company(i as u8);
        let name = metro_chicago::company_name(board, company);
        let c = game.state().company(company);
        if !c.open {
            let label = format!("{name}: not open yet, its marker waits beside the track");
            h.get_by_label(&label);
            labels.push(label);
            continue;
        }
        let (label, space) = if c.income > 50 {
            let space = c.income - 50;
            (
                format!("{name}: income ${} (space {space} and the +50 marker)", c.income),
                space,
            )
        } else {
            (format!("{name}: income ${}", c.income), c.income)
        };
        let marker = h.get_by_label(&label).rect();
        let cell = h.get_by_label(&format!("Income track, space {space}")).rect();
        assert!(
            cell.contains_rect(marker),
            "{label}: the marker at {marker:?} is not within space {space} at {cell:?}"
        );
        labels.push(label);
    }
    labels
}

#[test]
fn the_income_track_shows_each_open_company_on_its_income() {
    with_language(Language::English, || {
        let mut h = harness(chicago_app(
            "chicago-income",
            &[SeatChoice::Human, SeatChoice::Human],
        ));
        start_from_menu(&mut h);
        // At the start: the four eastern companies on their starting incomes (CE-2.4), Wabash beside the track.
        let labels = markers_on_their_spaces(&h);
        assert!(labels.contains(&"PRR: income $7".to_string()), "{labels:#?}");
        assert!(labels.contains(&"NYC: income $8".to_string()), "{labels:#?}");
        assert_eq!(labels.len(), 5, "{labels:#?}");
        let starting: Vec<u32> = {
            let game = h.state().chicago().expect("a game").table.game();
            (0..4)
                .map(|i| game.state().company(metro_chicago::Company(i)).income)
                .collect()
        };
        // Built on until some company's income rose: every marker moved with it.
        drive(&mut h, 400, |game| {
            (0..4).any(|i| game.state().company(metro_chicago::Company(i)).income != starting[i as usize])
        });
        let game = h.state().chicago().expect("a game").table.game().clone();
        let changed: Vec<u8> = (0..4)
            .filter(|&i| game.state().company(metro_chicago::Company(i)).income != starting[i as usize])
            .collect();
        assert!(!changed.is_empty(), "no income changed");
        let labels = markers_on_their_spaces(&h);
        for i in changed {
            let c = metro_chicago::Company(i);
            let expected = format!(
                "{}: income ${}",
                metro_chicago::company_name(game.board(), c),
                game.state().company(c).income
            );
            assert!(
                labels.iter().any(|l| l.starts_with(&expected)),
                "{expected} in {labels:#?}"
            );
        }
        // The Companies table keeps its income column.
        let shown = texts(&h);
        assert!(shown.iter().any(|t| t == "Income"), "{shown:#?}");
    });
}

#[test]
fn an_income_above_50_carries_the_plus_50_marker() {
    with_language(Language::English, || {
        let mut h = harness(chicago_app(
            "chicago-income-50",
            &[SeatChoice::Human, SeatChoice::Human],
        ));
        start_from_menu(&mut h);
        // A position of high incomes, set up directly (a game rarely gets there): PRR 67 and C&O 17 share space 17,
        // one with the +50 marker; NYC at 100 is the track's last space with it; B&O at 50 without.
        {
            let play = h.state_mut().chicago_mut().expect("a game");
            let mut game = play.table.game().clone();
            let board = game.board_arc();
            let co = |key: &str| board.company_named(key).expect("a company");
            for (key, income) in [("PRR", 67), ("C&O", 17), ("NYC", 100), ("B&O", 50)] {
                game.state_mut().set_income(co(key), income);
            }
            let setup = *play.table.setup();
            let seed = play.table.seed();
            play.table = metro_play::table::Table::showing(setup, seed, game, metro_app::chicago::BOTS);
        }
        h.run_steps(2);
        let labels = markers_on_their_spaces(&h);
        for label in [
            "PRR: income $67 (space 17 and the +50 marker)",
            "C&O: income $17",
            "NYC: income $100 (space 50 and the +50 marker)",
            "B&O: income $50",
        ] {
            assert!(labels.iter().any(|l| l == label), "{label} in {labels:#?}");
        }
        // Side by side on their shared space, not over each other.
        let prr = h
            .get_by_label("PRR: income $67 (space 17 and the +50 marker)")
            .rect();
        let co = h.get_by_label("C&O: income $17").rect();
        assert!(!prr.intersects(co), "{prr:?} and {co:?} overlap");
        assert!(
            prr.width() > co.width(),
            "the +50 badge widens the marker: {prr:?} {co:?}"
        );
    });
}

#[test]
fn the_income_track_speaks_german_and_italian() {
    for (language, marker, track) in [
        (Language::German, "PRR: Einkommen $7", "Einkommensleiste, Feld 7"),
        (
            Language::Italian,
            "PRR: reddito $7",
            "Tracciato del reddito, casella 7",
        ),
    ] {
        with_language(language, || {
            let mut h = harness(chicago_app(
                &format!("chicago-income-{}", language.code()),
                &[SeatChoice::Human, SeatChoice::Human],
            ));
            h.run_steps(1);
            h.get_by_label("Chicago Express").click_accesskit();
            h.run_steps(2);
            let start = h.state().menu().chicago.start.clone();
            h.state_mut().run(metro_app::Command::Chicago(
                metro_app::command::ChicagoCommand::Start(start),
            ));
            h.run_steps(2);
            assert_eq!(h.state().screen(), Screen::Chicago);
            let shown = texts(&h);
            assert!(shown.iter().any(|t| t == marker), "{marker} in {shown:#?}");
            assert!(shown.iter().any(|t| t == track), "{track} in {shown:#?}");
            assert!(
                !shown
                    .iter()
                    .any(|t| t.contains("income $") || t.contains("Income track")),
                "{shown:#?}"
            );
        });
    }
}
