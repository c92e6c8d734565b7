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

// ---------------------------------------------------------------------------------------------------------------
// The words of `metro_game::words::Words`: buttons, previews, the rules help.

use metro_chicago::policy::RandomPolicy;
use metro_chicago::words::rules_help_in;
use metro_game::GameState;
use metro_game::words::{HelpSection, Words, section_for};

const OTHERS: [Language; 2] = [Language::German, Language::Italian];

/// Words that are English and German or Italian alike: "locomotive" is also the Italian plural of "locomotiva", and
/// "a Chicago" is Italian for "to Chicago".
const SAME_WORDS: [&str; 2] = ["locomotive", "a Chicago"];

/// Plays a game with `policy`, calling `visit` before every decision.
fn play(players: u8, seed: u64, westward: bool, mut visit: impl FnMut(&Game, Seat, &[Action])) {
    let board = Board::builtin();
    let mut game = Game::with_board(board.clone(), Setup::new(players), seed).expect("valid");
    let mut policy: Box<dyn Policy> = if westward {
        Box::new(WestwardPolicy::new(&board, seed))
    } else {
        Box::new(RandomPolicy::new(seed))
    };
    while !game.is_over() {
        let legal = game.legal_actions();
        let mover = game.to_move().expect("someone to move");
        visit(&game, mover, &legal);
        let action = legal[policy.choose(&game, &legal)];
        game.apply(action).expect("legal");
    }
}

/// A German or Italian text checked against its English one: words, no placeholder or id, no English left.
fn assert_translated(english: &str, shown: &str, language: Language) {
    assert!(!shown.trim().is_empty(), "{language:?}: empty for {english}");
    assert!(
        !shown.contains('{') && !shown.contains("offer-") && !shown.contains("preview-"),
        "{language:?}: {shown}"
    );
    assert_ne!(english, shown, "{language:?} still English: {shown}");
    let mut left = english_left(english, shown);
    left.retain(|words| !SAME_WORDS.contains(&words.as_str()));
    assert!(left.is_empty(), "{language:?}: English {left:?} in {shown}");
}

/// Every legal action of random and westward games, through `Words`: a button, a line of the log and a preview in
/// every language, none of them empty and no English left in German or Italian.
#[test]
fn every_legal_action_is_offered_told_and_previewed_in_every_language() {
    let mut checked = 0usize;
    for (players, seed, westward) in [(3, 1, false), (4, 3, true), (2, 5, true)] {
        play(players, seed, westward, |game, seat, legal| {
            for &action in legal {
                let words = |language| {
                    with_language(language, || {
                        (
                            Words::offer(game, seat, action),
                            Words::tell(game, seat, action),
                            Words::preview(game, seat, action),
                        )
                    })
                };
                let (offer, tell, preview) = words(Language::English);
                assert!(
                    !offer.is_empty() && !offer.starts_with("offer-"),
                    "{action:?}: {offer}"
                );
                assert!(
                    !tell.is_empty() && !tell.starts_with("told-"),
                    "{action:?}: {tell}"
                );
                let preview = preview.unwrap_or_else(|| panic!("{action:?} has no preview"));
                assert!(
                    !preview.is_empty() && !preview.contains('{') && !preview.starts_with("preview-"),
                    "{action:?}: {preview}"
                );
                for language in OTHERS {
                    let (o, t, p) = words(language);
                    assert_translated(&offer, &o, language);
                    assert_translated(&tell, &t, language);
                    assert_translated(&preview, &p.expect("a preview"), language);
                }
                checked += 1;
            }
        });
    }
    assert!(checked > 1000, "only {checked} actions");
}

#[test]
fn buttons_read_as_written() {
    let board = Board::builtin();
    let game = Game::with_board(board.clone(), Setup::new(4), 3).expect("valid");
    let hex = |l: &str| board.hex_named(l).expect("hex");
    with_language(Language::English, || {
        assert_eq!(game.offer(Action::Bid(14)), "Bid $14");
        assert_eq!(game.offer(Action::Pass), "Pass");
        assert_eq!(game.offer(Action::Offer(Company(1))), "Auction a share of B&O");
        assert_eq!(game.offer(Action::Develop(hex("K4"))), "Develop Pittsburgh");
        assert_eq!(game.offer(Action::BuildFor(Company(0))), "Build for PRR");
        assert_eq!(
            game.offer(Action::Decline(Dial::Develop)),
            "Decline the Development action"
        );
        assert_eq!(game.offer(Action::Stop), "Stop building");
        assert_eq!(
            game.offer(Action::Place(hex("J3"))),
            format!(
                "Place a locomotive on forest J3 (${})",
                game.placement_cost(hex("J3"))
            )
        );
        assert_eq!(Words::seat_name(&game, Seat(1)), "Player 2");
    });
    with_language(Language::German, || {
        assert_eq!(game.offer(Action::Bid(14)), "$14 bieten");
        assert_eq!(
            game.offer(Action::Decline(Dial::Build)),
            "Aktion Streckenbau verfallen lassen"
        );
    });
    with_language(Language::Italian, || {
        assert_eq!(game.offer(Action::Pass), "Passa");
    });
}

/// A placement's preview states what the placement really costs and adds: every placement offered in westward games
/// is applied to a copy and its events compared with the words.
#[test]
fn previews_of_placements_state_the_real_cost_and_income() {
    let mut placements = 0;
    let mut at_chicago = 0;
    for seed in [3, 4] {
        play(4, seed, true, |game, seat, legal| {
            for &action in legal {
                let Action::Place(_) = action else { continue };
                let preview =
                    with_language(Language::English, || game.preview(seat, action)).expect("preview");
                let mut copy = game.clone();
                let events = copy.apply(action).expect("legal");
                // The placement's own events: up to the end of the building action (a Dividend Phase may follow).
                let end = events
                    .iter()
                    .position(|e| matches!(e, Event::BuildEnds { .. }))
                    .unwrap_or(events.len());
                let own = &events[..end];
                if events.iter().any(|e| matches!(e, Event::CompanyOpened { .. })) {
                    assert!(preview.contains("WAB opens"), "{preview}");
                }
                for event in own {
                    match *event {
                        Event::LocomotivePlaced { cost, .. } => {
                            assert!(preview.contains(&format!(" pays {} ", money(cost))), "{preview}")
                        }
                        Event::IncomeRises { by, to, .. } => assert!(
                            preview.contains(&format!("rises by {} to {}", money(by), money(to))),
                            "{preview}"
                        ),
                        Event::Dividend {
                            kind: DividendKind::Chicago,
                            per_share,
                            ..
                        } => {
                            at_chicago += 1;
                            assert!(preview.contains("Chicago Phase"), "{preview}");
                            assert!(
                                preview.contains(&format!("pays {}", money(per_share))),
                                "{preview}"
                            );
                        }
                        _ => {}
                    }
                }
                if !own.iter().any(|e| matches!(e, Event::IncomeRises { .. })) {
                    assert!(preview.contains("its income stays at"), "{preview}");
                }
                placements += 1;
            }
        });
    }
    assert!(
        placements > 100 && at_chicago > 0,
        "{placements} placements, {at_chicago} at Chicago"
    );
}

/// The other previews: a bid names its amount, an auction its minimum bid, a development the income it adds, a
/// declined action its needle, and a Dividend Phase is announced exactly when the action brings one.
#[test]
fn previews_of_bids_developments_and_dials_follow_the_game() {
    play(4, 3, true, |game, seat, legal| {
        for &action in legal {
            let preview = with_language(Language::English, || game.preview(seat, action)).expect("preview");
            let mut copy = game.clone();
            let events = copy.apply(action).expect("legal");
            match action {
                Action::Bid(amount) => assert!(preview.contains(&format!("pay {} into", money(amount)))),
                Action::Offer(c) => {
                    assert!(preview.contains(&format!("minimum bid of {}", money(game.minimum_bid(c)))))
                }
                Action::Decline(dial) => {
                    assert!(
                        preview.contains(&format!("The {} needle", dial_name(dial))),
                        "{preview}"
                    )
                }
                Action::Develop(_) => {
                    for event in &events {
                        if let Event::IncomeRises { by, .. } = event {
                            assert!(preview.contains(&format!("rises by {}", money(*by))), "{preview}");
                        }
                        if let Event::ForestMoney { amount, .. } = event {
                            assert!(
                                preview.contains(&format!("receives {}", money(*amount))),
                                "{preview}"
                            );
                        }
                    }
                }
                _ => {}
            }
            // Only actions that end the turn now can be checked against the events.
            let ends_turn = matches!(action, Action::Decline(_) | Action::Develop(_) | Action::Stop);
            if ends_turn {
                let phase = events.iter().any(|e| matches!(e, Event::DividendPhase { .. }));
                assert_eq!(preview.contains("Dividend Phase follows"), phase, "{preview}");
                if phase {
                    let ends = events.iter().any(|e| matches!(e, Event::GameEnds { .. }));
                    if preview.contains("the game ends") {
                        assert!(ends, "{preview}");
                    }
                }
            }
        }
    });
}

/// Every event is told through `Words` (none is only bookkeeping), and a refusal's reason is the players' words.
#[test]
fn every_event_is_narrated_and_refusals_are_words() {
    play(3, 2, true, |game, seat, _| {
        let mut copy = game.clone();
        let legal = copy.legal_actions();
        let events = copy.apply(legal[legal.len() - 1]).expect("legal");
        for event in &events {
            assert_eq!(Words::narrate(game, event), Some(game.narrate(event)));
        }
        let other = Seat((seat.0 + 1) % game.setup().players);
        let mut events = Vec::new();
        let mut copy = game.clone();
        let refusal = GameState::apply(&mut copy, other, legal[0], &mut events).expect_err("not to move");
        assert_eq!(
            with_language(Language::English, || Words::refusal(game, &refusal)),
            with_language(Language::English, || refusal.reason())
        );
    });
}

/// Every rule ID a refusal can name: the literals of the rules code (`game.rs`, `game_state.rs`), and those found by
/// asking random games about every kind of action.
fn refusal_rules() -> Vec<String> {
    let mut rules: Vec<String> = Vec::new();
    for file in ["src/game.rs", "src/game_state.rs"] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
        let text = std::fs::read_to_string(&path).expect("source");
        for part in text.split('"').skip(1).step_by(2) {
            if (part.starts_with("CE-") || part.starts_with("DCE-")) && !rules.iter().any(|r| r == part) {
                rules.push(part.to_string());
            }
        }
    }
    let board = Board::builtin();
    let mut asked = 0;
    play(4, 7, true, |game, _, _| {
        let companies = (0..board.companies().len() as u8 + 1).map(Company);
        let hexes = (0..board.hexes().len() as u8 + 1).map(HexId);
        let mut actions = vec![Action::Pass, Action::Stop, Action::Bid(0), Action::Bid(10_000)];
        actions.extend(companies.clone().map(Action::Offer));
        actions.extend(companies.map(Action::BuildFor));
        actions.extend(hexes.clone().map(Action::Develop));
        actions.extend(hexes.map(Action::Place));
        actions.extend(Dial::ALL.map(Action::Decline));
        for action in actions {
            if let Err(refusal) = game.check(action) {
                asked += 1;
                assert!(
                    rules.iter().any(|r| r == refusal.rule),
                    "{} is named by a refusal but not found in the code",
                    refusal.rule
                );
            }
        }
    });
    assert!(asked > 1000);
    for refusal in [
        Game::new(Setup::new(7), 0).expect_err("too many players"),
        Game::new(
            Setup {
                options: Options {
                    banker: Banker::Seat(5),
                    ..Options::default()
                },
                ..Setup::new(3)
            },
            0,
        )
        .expect_err("no such banker"),
    ] {
        assert!(rules.iter().any(|r| r == refusal.rule), "{}", refusal.rule);
    }
    rules
}

#[test]
fn the_help_explains_every_rule_a_refusal_names() {
    let rules = refusal_rules();
    assert!(rules.len() > 20, "{rules:?}");
    for language in Language::ALL {
        let help = rules_help_in(language);
        for rule in &rules {
            let section = section_for(&help, rule);
            assert!(section.is_some(), "{language:?}: no section explains {rule}");
        }
    }
    let help = rules_help_in(Language::English);
    let key = |rule: &str| section_for(&help, rule).map(|s| s.key.as_str());
    assert_eq!(key("CE-5.10"), Some("building"));
    assert_eq!(key("CE-4.4"), Some("auctions"));
    assert_eq!(key("CE-2.16"), Some("auctions"));
    assert_eq!(key("CE-1.1"), Some("goal"));
    assert_eq!(key("CE-3.5"), Some("turn"));
    assert_eq!(key("CE-7.7"), Some("developing"));
    assert_eq!(key("DCE-38"), Some("end"));
    // Every chapter of the rules and every decision has its section.
    for n in 1..=12 {
        assert!(key(&format!("CE-{n}.1")).is_some(), "CE-{n}");
    }
    for n in 1..=42 {
        assert!(key(&format!("DCE-{n}")).is_some(), "DCE-{n}");
    }
}

/// The help's shape in one language: per section its key, rules, and the count of its headings and bullets.
fn shape(help: &[HelpSection]) -> Vec<(String, Vec<String>, usize, usize)> {
    help.iter()
        .map(|s| {
            let headings = s.text.lines().filter(|l| l.starts_with("## ")).count();
            let bullets = s.text.lines().filter(|l| l.starts_with("- ")).count();
            (s.key.clone(), s.rules.clone(), headings, bullets)
        })
        .collect()
}

#[test]
fn the_help_is_whole_in_every_language() {
    let english = rules_help_in(Language::English);
    let keys: Vec<&str> = english.iter().map(|s| s.key.as_str()).collect();
    assert_eq!(
        keys,
        [
            "goal",
            "turn",
            "auctions",
            "building",
            "developing",
            "dividends",
            "chicago",
            "end"
        ]
    );
    for section in &english {
        assert!(
            !section.rules.is_empty() && section.text.len() > 400,
            "{}",
            section.key
        );
        assert!(!section.text.contains("rules:"), "{}", section.key);
    }
    let game = Game::new(Setup::new(3), 0).expect("valid");
    assert_eq!(with_language(Language::English, || game.help()), english);
    for language in OTHERS {
        let shown = rules_help_in(language);
        assert_eq!(shape(&shown), shape(&english), "{language:?}");
        for (e, s) in english.iter().zip(&shown) {
            assert_translated(&e.title, &s.title, language);
            assert_translated(&e.text, &s.text, language);
        }
        assert_eq!(with_language(language, || Words::help(&game)), shown);
    }
}
