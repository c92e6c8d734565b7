//! Tests of narration as a whole, and the small game they narrate: ids that do not exist, and every language.

use std::sync::Arc;

use metro_core::{KindCatalogue, LineId, Map, SpaceId, StationId, StopId};

use super::*;
use crate::action::Action;
use crate::event::{Event, Reason};
use crate::game::Game;
use crate::ids::{ActionRef, CardId};
use crate::rules::{RuleOptions, Setup};
use crate::state::Phase;

const MAP: &str = r##"
name = "Test"
columns = 6
rows = 4
start_trains_leave = true

[[lines]]
letter = "G"
name = "Ginza"
colour = "#F39700"
shares = 3
extras = [0, 300, 600]
slots = 2
stops = [
  { at = [1, 1], station = "Shibuya" },
  { at = [3, 1], station = "Ginza" },
  { at = [5, 1], station = "Asakusa" },
]

[[lines]]
letter = "M"
name = "Marunouchi"
colour = "#E60012"
shares = 2
extras = [0, 300]
slots = 1
stops = [
  { at = [3, 0], station = "Ikebukuro" },
  { at = [3, 2], station = "Ginza", name = "Ginza (M)" },
  { at = [3, 4], station = "Ogikubo" },
]
"##;

pub(super) fn game(players: usize) -> Game {
    let map: Arc<Map> = Arc::new(metro_data::load_map("test.toml", MAP).unwrap());
    let cards = Arc::new(
        metro_data::load_card_set("tokyo", metro_tokyo::CARDS_TOML, &KindCatalogue::builtin()).unwrap(),
    );
    Game::new(
        Setup {
            map,
            cards,
            players,
            options: RuleOptions::default(),
            modules: Vec::new(),
        },
        3,
    )
    .unwrap()
}

#[test]
fn unknown_ids_are_narrated_without_panicking() {
    let g = game(2);
    let bogus = [
        Action::Line(LineId(200)),
        Action::Station(StationId(9_999)),
        Action::Place(SpaceId(60_000)),
        Action::Take(ActionRef {
            card: CardId(250),
            action: 7,
        }),
        Action::Lift(ActionRef {
            card: CardId(3),
            action: 9,
        }),
        Action::Column(99),
        Action::Board(9),
    ];
    for action in bogus {
        assert!(!describe_action(&g, &action).is_empty());
    }
    let events = [
        Event::VehicleStepped {
            line: LineId(77),
            vehicle: 3,
            stop: StopId(5_000),
        },
        Event::CardTaken {
            player: PlayerId(9),
            card: CardId(250),
        },
        Event::Refreshed {
            column: 40,
            discarded: Some(CardId(250)),
            dealt: CardId(251),
        },
    ];
    for event in events {
        assert!(!describe(&g, &event).is_empty());
    }
    assert_eq!(
        describe_action(&g, &Action::Line(LineId(200))),
        "chooses line #200"
    );
}

/// A few events of each kind, and choices, as German players read them (words from crates/lang/GLOSSARY.md).
#[test]
fn narration_reads_in_german() {
    metro_lang::with_language(metro_lang::Language::German, || {
        let g = game(3);
        let ginza_g = g.map().stop_on(LineId(0), 2).unwrap();
        let ginza = g.map().station_by_name("Ginza").unwrap();
        let n = Narrator::new(vec!["Aiko".into()]);
        let said = |e: Event| n.event(&g, &e);
        assert_eq!(said(Event::Passed(PlayerId(2))), "Spieler 3 passt.");
        assert_eq!(said(Event::RoundStarted(2)), "Runde 2 beginnt.");
        assert_eq!(said(Event::PhaseStarted(Phase::Trains)), "Zugphase.");
        assert_eq!(
            said(Event::VehicleStepped {
                line: LineId(0),
                vehicle: 0,
                stop: ginza_g
            }),
            "Der Zug G fährt nach G2 Ginza."
        );
        assert_eq!(
            said(Event::Boarded {
                player: PlayerId(1),
                line: LineId(0),
                vehicle: 0
            }),
            "Spieler 2 steigt in den Zug G ein."
        );
        assert_eq!(
            said(Event::StationBuilt {
                player: PlayerId(0),
                station: ginza
            }),
            "Aiko baut eine Station in Ginza."
        );
        assert_eq!(
            said(Event::MeepleMoved {
                player: PlayerId(1),
                to: g.map().space(3, 2).unwrap()
            }),
            "Der Meeple von Spieler 2 zieht neben Ginza (M2), südöstlich davon."
        );
        assert_eq!(
            said(Event::Value {
                line: LineId(0),
                delta: 1_000,
                value: 1_200
            }),
            "G Ginza steigt um ¥1,000 auf ¥1,200."
        );
        assert_eq!(
            said(Event::ShareTaken {
                player: PlayerId(1),
                line: LineId(1),
                number: 2
            }),
            "Spieler 2 nimmt Aktie Nr. 2 von M Marunouchi."
        );
        assert_eq!(
            said(Event::Cash {
                player: PlayerId(0),
                delta: -300,
                reason: Reason::Bid
            }),
            "Aiko zahlt ¥300 für das Gebot um die Spielerreihenfolge."
        );
        assert_eq!(
            said(Event::SpeedTaken {
                player: PlayerId(1),
                tokens: 1
            }),
            "Spieler 2 nimmt 1 Tempo-Plättchen: es kommt bei einer späteren Aktion auf eine Linie, sobald diese Aktion gewählt ist (TM-7.11)."
        );
        assert_eq!(
            said(Event::BidsRevealed(
                [(PlayerId(0), 300, 0), (PlayerId(1), 0, 200)].into()
            )),
            "Gebote aufgedeckt: Aiko ¥300, Spieler 2 ¥0 + ¥200 Bonus-Yen."
        );
        assert_eq!(
            said(Event::GameOver {
                totals: [3_400, -500].into(),
                winner: PlayerId(1)
            }),
            "Endstand: Aiko ¥3,400, Spieler 2 -¥500. Spieler 2 gewinnt."
        );
        assert_eq!(
            space_name(&g, g.map().space(5, 2).unwrap()),
            "nahe Asakusa, 1 Feld südlich"
        );
        assert_eq!(
            space_name(&g, g.map().space(3, 0).unwrap()),
            "zwischen Ginza (G2) und Ikebukuro (M1), nordöstlich davon"
        );
        assert_eq!(describe_action(&g, &Action::Bid(1_200)), "bietet ¥1,200");
        assert_eq!(
            builtin_kind_name(metro_core::ActionKind::Station { cost: 300 }),
            "Station ¥300/Halt"
        );
        assert_eq!(phase_name(Phase::TurnOrder), "Spielerreihenfolge-Phase");
    });
}

/// The same moments as Italian players read them.
#[test]
fn narration_reads_in_italian() {
    metro_lang::with_language(metro_lang::Language::Italian, || {
        let g = game(3);
        let ginza_g = g.map().stop_on(LineId(0), 2).unwrap();
        let ginza = g.map().station_by_name("Ginza").unwrap();
        let n = Narrator::default();
        let said = |e: Event| n.event(&g, &e);
        assert_eq!(said(Event::Passed(PlayerId(2))), "Giocatore 3 passa.");
        assert_eq!(said(Event::RoundStarted(2)), "Inizia il round 2.");
        assert_eq!(said(Event::PhaseStarted(Phase::Trains)), "Fase dei Treni.");
        assert_eq!(
            said(Event::VehicleStepped {
                line: LineId(0),
                vehicle: 0,
                stop: ginza_g
            }),
            "Il Treno G si sposta su G2 Ginza."
        );
        assert_eq!(
            said(Event::Boarded {
                player: PlayerId(1),
                line: LineId(0),
                vehicle: 0
            }),
            "Giocatore 2 prende il Treno G."
        );
        assert_eq!(
            said(Event::StationBuilt {
                player: PlayerId(0),
                station: ginza
            }),
            "Giocatore 1 costruisce una Stazione a Ginza."
        );
        assert_eq!(
            said(Event::MeepleMoved {
                player: PlayerId(1),
                to: g.map().space(3, 2).unwrap()
            }),
            "Il Meeple di Giocatore 2 va accanto a Ginza (M2), a sud-est."
        );
        assert_eq!(
            said(Event::Value {
                line: LineId(0),
                delta: -300,
                value: 900
            }),
            "G Ginza scende di ¥300 a ¥900."
        );
        assert_eq!(
            said(Event::ShareTaken {
                player: PlayerId(0),
                line: LineId(1),
                number: 2
            }),
            "Giocatore 1 prende lo Stock numero 2 di M Marunouchi."
        );
        assert_eq!(
            said(Event::Cash {
                player: PlayerId(1),
                delta: 200,
                reason: Reason::PassBonus
            }),
            "Giocatore 2 riceve ¥200 per aver passato con dischetti ancora in mano."
        );
        assert_eq!(
            said(Event::SpeedTaken {
                player: PlayerId(0),
                tokens: 2
            }),
            "Giocatore 1 prende 2 segnalini Velocità: vanno sulle linee durante una sua azione successiva, una volta scelta l’azione (TM-7.11)."
        );
        assert_eq!(
            said(Event::GameOver {
                totals: [3_400, -500].into(),
                winner: PlayerId(0)
            }),
            "Totali finali: Giocatore 1 ¥3,400, Giocatore 2 -¥500. Vince Giocatore 1."
        );
        assert_eq!(
            space_name(&g, g.map().space(5, 2).unwrap()),
            "vicino a Asakusa, 1 spazio a sud"
        );
        assert_eq!(describe_action(&g, &Action::Bid(1_200)), "offre ¥1,200");
        assert_eq!(
            builtin_kind_name(metro_core::ActionKind::Invest { cost: 500 }),
            "Investimento ¥500"
        );
    });
}

/// A whole game narrated in German and in Italian: every sentence is made (no id left as text, no Fluent error
/// mark), and none is the English one.
#[test]
fn a_whole_game_reads_in_every_language() {
    let mut g = game(3);
    let mut sentences = 0;
    while !g.is_over() {
        let action = g.legal_actions()[0];
        let choices: Vec<String> = [metro_lang::Language::German, metro_lang::Language::Italian]
            .map(|l| metro_lang::with_language(l, || describe_action(&g, &action)))
            .into();
        let english = describe_action(&g, &action);
        let before = g.clone();
        for event in g.apply(action).unwrap() {
            let english_event = describe(&before, &event);
            for language in [metro_lang::Language::German, metro_lang::Language::Italian] {
                let text = metro_lang::with_language(language, || describe(&before, &event));
                assert!(!text.contains('{') && !text.starts_with("log-"), "{text}");
                // the phase heading of the game's end is shared with nothing else; payouts name amounts only
                assert_ne!(text, english_event, "{language:?}: {text}");
                sentences += 1;
            }
        }
        for choice in choices {
            assert!(
                !choice.contains('{') && !choice.starts_with("choice-"),
                "{choice}"
            );
            assert_ne!(choice, english);
        }
    }
    assert!(sentences > 100, "{sentences}");
}

/// Refusals ("why not") and what the game waits for, in German.
#[test]
fn refusals_read_in_german() {
    metro_lang::with_language(metro_lang::Language::German, || {
        let mut g = game(2);
        assert_eq!(
            g.pending_description(),
            "geheimes Gebot um die Spielerreihenfolge"
        );
        let refusal = g.explain(Action::Bid(150));
        assert_eq!(refusal.rule, "TM-6.4.1");
        assert_eq!(refusal.reason, "Gebote gehen in Schritten von ¥100, nicht ¥150");
        let error = g.apply(Action::Bid(150)).unwrap_err();
        assert_eq!(
            error.to_string(),
            "nicht erlaubt: Spieler 1 bietet ¥150 — Gebote gehen in Schritten von ¥100, nicht ¥150 (TM-6.4.1)"
        );
        assert_eq!(
            g.explain(Action::Stay).reason,
            "jetzt nicht wählbar: das Spiel wartet auf: geheimes Gebot um die Spielerreihenfolge"
        );
        assert_eq!(
            crate::SetupError::Players(7).to_string(),
            "ein Spiel hat 1 bis 5 Spieler, nicht 7 (TM-1.6)"
        );
    });
    // and the same refusal in English, as before
    metro_lang::with_language(metro_lang::Language::English, || {
        let g = game(2);
        assert_eq!(
            g.explain(Action::Bid(150)).reason,
            "bids are in ¥100 steps, not ¥150"
        );
    });
}
