//! The words: every event, decision and refusal told in English, German and Italian, from the catalogs, with no
//! message missing and no English left in the German and Italian log of a whole game.

use metro_chicago::locale::WORDS;
use metro_chicago::policy::{Policy, WestwardPolicy};
use metro_chicago::*;
use metro_lang::{Language, english_left, with_language};

/// A whole westward game (it reaches Chicago and opens Wabash): its decisions and events, told.
fn told_game(language: Language) -> Vec<String> {
    with_language(language, || {
        let board = Board::builtin();
        let mut game = Game::with_board(board.clone(), Setup::new(4), 3).expect("valid");
        let mut policy = WestwardPolicy::new(&board, 3);
        let mut lines: Vec<String> = game.start_events().iter().map(|e| game.narrate(e)).collect();
        while !game.is_over() {
            let legal = game.legal_actions();
            let action = legal[policy.choose(&game, &legal)];
            let mover = game.to_move().expect("someone to move");
            lines.push(game.tell(mover, action));
            let events = game.apply(action).expect("legal");
            lines.extend(events.iter().map(|e| game.narrate(e)));
        }
        let result = game.result().expect("over");
        lines.extend(game.narrate_result(&result));
        lines
    })
}

#[test]
fn a_whole_game_is_told_in_every_language() {
    let english = told_game(Language::English);
    assert!(
        english.iter().any(|l| l.contains("reaches Chicago")),
        "the game reaches Chicago"
    );
    assert!(english.iter().any(|l| l.starts_with("WAB opens")), "Wabash opens");
    for language in [Language::German, Language::Italian] {
        let shown = told_game(language);
        assert_eq!(shown.len(), english.len());
        for (e, s) in english.iter().zip(&shown) {
            assert!(
                !s.contains('{') && !s.contains("event-") && !s.contains("told-"),
                "{s}"
            );
            assert_ne!(e, s, "{language:?} still English: {s}");
            let left = english_left(e, s);
            assert!(left.is_empty(), "{language:?}: English {left:?} in {s}");
        }
    }
}

#[test]
fn the_english_log_reads_as_written() {
    let english = told_game(Language::English);
    assert_eq!(english[0], "Player 1 receives $30 starting money.");
    assert_eq!(english[4], "Player 1 is the banker.");
    assert_eq!(
        english[5],
        "Initial auction of a PRR share, minimum bid $7: Player 1 bids first."
    );
    assert!(english.iter().any(|l| l.starts_with("Dividend Phase 1.")));
    assert!(english.iter().any(|l| l.starts_with("The game ends: ")));
}

#[test]
fn every_refusal_has_words_in_every_language() {
    let whys = [
        Why::GameOver,
        Why::Players,
        Why::BankerSeat,
        Why::NotAsked,
        Why::DialOnRed,
        Why::NoSuchCompany,
        Why::NoSuchHex,
        Why::Closed,
        Why::NoShareLeft,
        Why::BelowMinimum,
        Why::NotHigher,
        Why::OverCash,
        Why::NoShareHeld,
        Why::NoLocomotiveLeft,
        Why::NowhereToBuild,
        Why::NotAdjacent,
        Why::AlreadyThere,
        Why::OneLocomotiveOnly,
        Why::StartHex,
        Why::TreasuryShort,
        Why::NoLocomotiveOnHex,
        Why::AlreadyDeveloped,
        Why::NotDevelopable,
        Why::NoHouseLeft,
        Why::IndustryAtMax,
        Why::GrowsByItself,
    ];
    for why in whys {
        let refusal = Refusal::new("CE-0", why);
        let english = with_language(Language::English, || refusal.reason());
        assert!(!english.starts_with("refusal-"), "{why:?} has no message");
        for language in [Language::German, Language::Italian] {
            let shown = with_language(language, || refusal.reason());
            assert_ne!(shown, english, "{why:?} in {language:?}");
        }
    }
    assert!(WORDS.has(Language::German, "refusal-start-hex"));
    let refusal = Refusal::new("CE-5.7", Why::StartHex);
    assert_eq!(
        with_language(Language::English, || refusal.to_string()),
        "Another company's start hex takes no other locomotive. (CE-5.7)"
    );
}

#[test]
fn names_of_hexes_companies_and_dials() {
    let board = Board::builtin();
    let hex = |l: &str| board.hex_named(l).expect("hex");
    with_language(Language::English, || {
        assert_eq!(hex_name(&board, hex("A2")), "Chicago (A2)");
        assert_eq!(hex_name(&board, hex("J3")), "forest J3");
        assert_eq!(company_name(&board, Company(1)), "B&O");
        assert_eq!(dial_name(Dial::Develop), "Development");
        assert_eq!(money(12), "$12");
    });
    with_language(Language::German, || {
        assert_eq!(hex_name(&board, hex("J3")), "Wald J3");
        assert_eq!(dial_name(Dial::Build), "Streckenbau");
        assert_eq!(player_name(Seat(2)), "Spieler 3");
    });
    with_language(Language::Italian, || {
        assert_eq!(hex_name(&board, hex("L6")), "montagna L6");
        assert_eq!(dial_name(Dial::Auction), "Asta");
    });
}

#[test]
fn board_problems_are_told_in_every_language() {
    let bad = metro_chicago::BUILTIN_BOARD.replace("columns = 19", "columns = 40");
    for (language, words) in [
        (Language::English, "out of range"),
        (Language::German, "außerhalb des Bereichs"),
        (Language::Italian, "fuori intervallo"),
    ] {
        let problems = with_language(language, || load_board("bad.toml", &bad)).expect_err("refused");
        assert!(problems.items[0].message.contains(words), "{}", problems.items[0]);
    }
}
