//! No leaks, as a property test (issue 30): for random Tokyo Metro games, every message the server would send a
//! seat — its welcome, its whole state, each step's update: pieces, told lines, offers with their previews, view
//! hash, log — is byte-identical, up to the point where the game shows the seat the information, between the real
//! game and a twin that differs only in what the seat cannot see (`GameState::determinize`: other seats' bids, deck
//! order, hidden discards, the random generator), and the seat is never sent another seat's bid before the reveal.
//!
//! In a sealed round (the secret bids every person makes at once on the server) seats seal bids before they are
//! applied: another seat a different one in each game, and the seat is told the same.
//!
//! A spectator is held to the same property against a twin no seat can tell from the real game (`Live::public_twin`:
//! determinisations chained over every seat, so every seat's bid, every deck and every hidden discard redrawn), every
//! bid sealed and made apart in each game: it is sent the same bytes, and never a bid.
//!
//! A browser seat (the page of `crates/server/web`) speaks the same protocol without `mirror`: its messages are the
//! plain ones checked here.
//!
//! The messages are rendered by `metro_server::render`, the very functions the table's actor sends, on the live
//! game the actor holds (`Live`), with the table's ids fixed ("ids and timings aside").

use metro_engine::{Action, Game};
use metro_game::{GameState, Seat};
use metro_lang::Language;
use metro_protocol::{SeatInfo, TableInfo, TableState};
use metro_server::catalog;
use metro_server::live::{Audience, Live, LiveGame};
use metro_server::render;
use proptest::prelude::*;
use serde_json::{Value, json};

/// A small deterministic generator for the choices of a case (proptest draws its seed).
struct Choices(u64);

impl Choices {
    fn below(&mut self, n: usize) -> usize {
        // SplitMix64.
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z % n.max(1) as u64) as usize
    }
}

fn table(live: &Live<Game>, language: Language) -> TableInfo {
    TableInfo {
        id: "table".into(),
        code: "ABCDEF".into(),
        game: live.key().into(),
        seats: (0..live.seats())
            .map(|seat| SeatInfo {
                seat,
                name: live.seat_name(seat, language),
                player: "person".into(),
                taken: true,
                stand_in: None,
                connected: true,
            })
            .collect(),
        state: TableState::Playing,
        host: Some(0),
        clock: None,
    }
}

/// Every message the actor would send `to` now: the welcome and the whole state at `version`, and (after a step)
/// the step's update; each also as a client that links the engine is sent it (`Hello::mirror`: with the seat's
/// position, the step's decision and events).
fn messages(live: &Live<Game>, to: Audience, version: u64, language: Language, step: bool) -> Vec<String> {
    let mirror = render::Extras {
        mirror: true,
        ..render::Extras::default()
    };
    let mut out = vec![
        render::welcome(live, table(live, language), to, version, language, None),
        render::state(live, to, version, language, None),
        render::welcome_with(live, table(live, language), to, version, language, &mirror),
        render::state_with(live, to, version, language, &mirror),
    ];
    if step {
        out.push(render::update(live, to, version, language));
        out.push(render::update_with(live, to, version, language, &mirror));
    }
    // A seat's "why not" answers: a pass, a bid, and the first of its legal actions (the same in both games).
    if let Audience::Seat(seat) = to {
        let mut asked = vec![json!("Pass"), json!({"Bid": 300})];
        if let Some(first) = legal(live, seat).first() {
            asked.push(serde_json::to_value(first).expect("an action"));
        }
        for action in asked {
            let answer = live.why_not(seat, &action, version, language);
            out.push(serde_json::to_string(&answer).expect("JSON"));
        }
    }
    out
}

/// The view hash `to` is sent.
fn hash_for(live: &Live<Game>, to: Audience) -> u64 {
    match to {
        Audience::Seat(seat) => live.view_hash(seat),
        Audience::Spectator => live.public_view_hash(),
    }
}

fn legal(live: &Live<Game>, seat: u8) -> Vec<Action> {
    let mut out = Vec::new();
    GameState::legal_actions(live.game(), Seat(seat), &mut out);
    out
}

fn decider(live: &Live<Game>) -> Option<u8> {
    live.deciding().first().copied()
}

/// Asserts that `seat` (a seat or a spectator) is told the same by the real game and its twin, and never another
/// seat's bid (a spectator: never anyone's).
fn same_for(
    real: &Live<Game>,
    twin: &Live<Game>,
    seat: Audience,
    version: u64,
    language: Language,
    step: bool,
) {
    let (a, b) = (
        messages(real, seat, version, language, step),
        messages(twin, seat, version, language, step),
    );
    // A seat's mirrored state carries its position (what the desktop app plays from); a spectator's none.
    assert_eq!(
        a[3].contains(r#""position":{"#),
        seat.seat().is_some(),
        "{}",
        a[3]
    );
    for (a, b) in a.iter().zip(&b) {
        if a != b {
            let at = a.bytes().zip(b.bytes()).position(|(x, y)| x != y).unwrap_or(0);
            let from = at.saturating_sub(200);
            panic!(
                "{seat:?} is told different things at version {version} by two games it cannot tell apart:\n\
                 real: …{}…\ntwin: …{}…",
                a.get(from..(at + 200).min(a.len())).unwrap_or(a),
                b.get(from..(at + 200).min(b.len())).unwrap_or(b),
            );
        }
    }
    // rule TM-12.1, D-3: another seat's bid is never in what this seat is sent (its pieces hold only its own).
    for text in &a {
        let message: Value = serde_json::from_str(text).expect("JSON");
        let pieces = if message["type"] == "welcome" {
            &message["state"]["pieces"]
        } else {
            &message["pieces"]
        };
        for player in pieces["players"].as_array().into_iter().flatten() {
            if player["seat"].as_u64() != seat.seat().map(u64::from) {
                assert!(
                    player["bid"].is_null(),
                    "{seat:?} was sent another's bid: {player}"
                );
            }
        }
        if seat == Audience::Spectator {
            // rule D-3: a spectator decides nothing and is sent no bid anywhere (no offers, no sealed decision).
            assert!(
                text.match_indices(r#"{"Bid":"#)
                    .all(|(at, found)| text[at + found.len()..].starts_with('{')),
                "a spectator was sent a bid: {text}"
            );
            assert!(
                !text.contains(r#""mine":{"#),
                "a spectator was sent a sealed decision: {text}"
            );
        }
    }
}

#[derive(Debug, Clone)]
struct Case {
    map: &'static str,
    players: u8,
    seed: u64,
    decisions: usize,
    seat: u8,
    /// Whether the case watches as a spectator (else as `seat`).
    spectator: bool,
    twin_seed: u64,
    choices: u64,
    steps: usize,
    language: Language,
}

fn cases() -> impl Strategy<Value = Case> {
    (
        prop_oneof![Just("tokyo"), Just("osaka")],
        2u8..=4,
        any::<u64>(),
        any::<usize>(),
        0u8..4,
        any::<bool>(),
        any::<u64>(),
        any::<u64>(),
        1usize..40,
        prop_oneof![
            Just(Language::English),
            Just(Language::German),
            Just(Language::Italian)
        ],
    )
        .prop_map(
            |(map, players, seed, decisions, seat, spectator, twin_seed, choices, steps, language)| Case {
                map,
                players,
                seed,
                decisions,
                seat: seat % players,
                spectator,
                twin_seed,
                choices,
                steps,
                language,
            },
        )
}

/// Plays the case: the real game to its decision `decisions` (modulo the game's length), its twin for `seat` there, then the same next
/// actions in both (another seat's secret bid chosen apart in each: what `seat` cannot see), comparing what `seat`
/// is sent after every step until an event reveals something or the games part in what is legal. The number of
/// steps compared.
fn play(case: &Case) -> usize {
    let setup =
        json!({"map": {"builtin": case.map}, "cards": {"builtin": case.map}, "players": case.players});
    // A random game to its end, then the real game again up to a decision within it (`decisions` taken modulo
    // its length, so that every stretch of a game is as likely).
    let mut whole = catalog::tokyo(&setup, case.seed).expect("a game");
    let mut choices = Choices(case.choices);
    let mut played = Vec::new();
    while let Some(seat) = decider(&whole) {
        let legal = legal(&whole, seat);
        let action = serde_json::to_value(legal[choices.below(legal.len())]).expect("JSON");
        whole
            .apply(seat, &action, Language::English)
            .expect("a legal action");
        played.push((seat, action));
    }
    let mut real = catalog::tokyo(&setup, case.seed).expect("a game");
    for (seat, action) in &played[..case.decisions % played.len().max(1)] {
        real.apply(*seat, action, Language::English)
            .expect("a legal action");
    }
    let seat = if case.spectator {
        Audience::Spectator
    } else {
        Audience::Seat(case.seat)
    };
    let mut twin = match seat {
        Audience::Seat(s) => real.twin(s, case.twin_seed),
        Audience::Spectator => real.public_twin(case.twin_seed),
    };
    let mut version = real.decisions() as u64;
    assert_eq!(
        hash_for(&real, seat),
        hash_for(&twin, seat),
        "the twin's view is the seat's"
    );
    same_for(&real, &twin, seat, version, case.language, false);
    let mut compared = 1;
    for _ in 0..case.steps {
        // rule D-3: in a sealed round (the secret bids every person makes at once on the server), a seat of the
        // round seals a bid before the others: another seat a different one in each game, the seat the same.
        let round = real.sealed_round();
        assert_eq!(round, twin.sealed_round(), "the sealed round is public");
        if let Some(&sealer) = round.get(choices.below(round.len() + 1)) {
            let offers = |live: &Live<Game>| -> Vec<Value> {
                let state = live.state(Audience::Seat(sealer), version, Language::English);
                state.offers.into_iter().map(|o| o.action).collect()
            };
            let (mine, theirs) = (offers(&real), offers(&twin));
            assert_eq!(mine.len(), theirs.len(), "the same bids are offered");
            let bid = mine[choices.below(mine.len())].clone();
            let twin_bid = if Audience::Seat(sealer) == seat {
                bid.clone()
            } else {
                theirs[choices.below(theirs.len())].clone()
            };
            real.seal(sealer, &bid, Language::English)
                .expect("sealed in the real game");
            twin.seal(sealer, &twin_bid, Language::English)
                .expect("sealed in the twin");
            same_for(&real, &twin, seat, version, case.language, false);
            assert_eq!(
                render::sealed(&real, seat, sealer, version, None),
                render::sealed(&twin, seat, sealer, version, None),
            );
            compared += 1;
        }
        let Some(decides) = decider(&real) else { break };
        if decider(&twin) != Some(decides) {
            break;
        }
        let (legal_real, legal_twin) = (legal(&real, decides), legal(&twin, decides));
        if legal_real != legal_twin {
            // rule TM-12.1: what the seat itself may do never depends on what it cannot see.
            assert_ne!(
                Audience::Seat(decides),
                seat,
                "{seat:?}'s own choices differ between the games"
            );
            break;
        }
        // A sealed decision is applied as it was sealed (as the table's actor does).
        let sealed = |live: &Live<Game>| -> Option<Action> {
            live.sealed(decides).and_then(|a| serde_json::from_value(a).ok())
        };
        let action = sealed(&real).unwrap_or(legal_real[choices.below(legal_real.len())]);
        // rule D-3: another seat's secret bid is what the seat cannot see: each game gets its own.
        let twin_action = match (action, sealed(&twin)) {
            (_, Some(sealed)) => sealed,
            (Action::Bid(_), None) if Audience::Seat(decides) != seat => {
                legal_twin[choices.below(legal_twin.len())]
            }
            _ => action,
        };
        real.apply(
            decides,
            &serde_json::to_value(action).expect("JSON"),
            Language::English,
        )
        .expect("legal in the real game");
        twin.apply(
            decides,
            &serde_json::to_value(twin_action).expect("JSON"),
            Language::English,
        )
        .expect("legal in the twin");
        version += 1;
        if real.last_revealed() || twin.last_revealed() {
            // The game shows the table something: from here the two games may differ before every seat.
            break;
        }
        same_for(&real, &twin, seat, version, case.language, true);
        compared += 1;
    }
    compared
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    /// rule TM-12.1, D-3, D-17: a seat is sent the same messages by every game it cannot tell from the real one.
    #[test]
    fn a_seat_is_sent_nothing_it_cannot_see(case in cases()) {
        play(&case);
    }
}

/// The property bites: during the first round's bids, the seat is compared over several steps (the other seats'
/// bids differ between the games), and a fixed case of each map is played.
#[test]
fn the_bids_of_the_first_round_are_compared_step_by_step() {
    for (map, players) in [("tokyo", 2), ("osaka", 3), ("tokyo", 4)] {
        let case = Case {
            map,
            players,
            seed: 7,
            decisions: 0,
            seat: players - 1,
            spectator: false,
            twin_seed: 11,
            choices: 3,
            steps: 10,
            language: Language::English,
        };
        // Every seat before the last bids, compared after each: the last seat sees nothing of their amounts.
        assert!(play(&case) >= usize::from(players), "{case:?}");
        // A spectator, every seat's bid made apart in each game: it sees nothing of any amount, up to the reveal.
        let watched = Case {
            spectator: true,
            ..case
        };
        assert!(play(&watched) >= usize::from(players), "{watched:?}");
    }
}
