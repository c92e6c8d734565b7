//! The beats of a step (issue 30, item 1: "the views after each step a client animates, so that no client folds
//! events itself"): every seat's update carries, for each beat of the step (a vehicle's step, a payout), the patches
//! from the pieces it held to the pieces after that beat. Checked over whole Tokyo Metro games: the patches apply to
//! what the seat held, each beat's pieces are the engine's pieces of the seat's view with the step's events folded in
//! up to that beat, and a step ending on a beat ends on the update's pieces.

use metro_engine::{Game, TablePieces};
use metro_game::fold::Fold;
use metro_game::{GameState, Seat};
use metro_lang::Language;
use metro_server::catalog;
use metro_server::live::{Audience, LiveGame};
use serde_json::{Value, json};

fn legal(game: &Game, seat: u8) -> Vec<metro_engine::Action> {
    let mut out = Vec::new();
    GameState::legal_actions(game, Seat(seat), &mut out);
    out
}

#[test]
fn every_beat_of_a_step_is_sent_as_patches_to_the_pieces_held() {
    let mut beats_seen = 0;
    for (map, players, seed) in [("tokyo", 3u8, 4u64), ("osaka", 4, 9)] {
        let setup = json!({"map": {"builtin": map}, "cards": {"builtin": map}, "players": players});
        let mut live = catalog::tokyo(&setup, seed).expect("a game");
        let mut held: Vec<Value> = (0..players)
            .map(|s| live.state(Audience::Seat(s), 0, Language::English).pieces)
            .collect();
        let mut k = 0usize;
        while let Some(&decider) = live.deciding().first() {
            let before = live.game().clone();
            let options = legal(&before, decider);
            let action = options[(k * 7 + seed as usize) % options.len()];
            k += 1;
            let mut raw = Vec::new();
            let mut copy = before.clone();
            GameState::apply(&mut copy, Seat(decider), action, &mut raw).expect("legal");
            live.apply(
                decider,
                &serde_json::to_value(action).expect("JSON"),
                Language::English,
            )
            .expect("applied");
            for seat in 0..players {
                let update = live.update(Audience::Seat(seat), k as u64, Language::English);
                // The engine's own account: the seat's view before, its events folded in, pieces at each beat.
                let mut events = Vec::new();
                Fold::seat_events(&copy, Seat(seat), &raw, &mut events);
                let mut view = before.view(metro_engine::PlayerId(seat));
                let mut expected = Vec::new();
                for event in &events {
                    Fold::fold(&copy, &mut view, event);
                    if Fold::beat(&copy, event) {
                        expected
                            .push(serde_json::to_value(TablePieces::of(copy.rules(), &view)).expect("JSON"));
                    }
                }
                assert_eq!(update.beats.len(), expected.len(), "seat {seat} step {k}");
                let mut shown = held[usize::from(seat)].clone();
                for (patches, want) in update.beats.iter().zip(&expected) {
                    metro_protocol::patch::apply(&mut shown, patches).expect("the patches apply");
                    assert_eq!(&shown, want, "seat {seat} step {k}");
                }
                if events.last().is_some_and(|e| Fold::beat(&copy, e)) {
                    assert_eq!(
                        shown, update.pieces,
                        "a step ending on a beat ends on the update's pieces"
                    );
                }
                beats_seen += update.beats.len();
                held[usize::from(seat)] = update.pieces;
            }
        }
        assert!(live.is_over());
        // The log's lines name their places (a meeple's space, a station built, a line's train), line by line.
        let state = live.state(Audience::Seat(0), k as u64, Language::English);
        assert!(state.log_places.len() <= state.log.len());
        let named = state.log_places.iter().filter(|p| !p.is_null()).count();
        assert!(named > 20, "{named} lines name places");
        for (line, places) in state.log.iter().zip(&state.log_places) {
            if line.contains("places their meeple") {
                assert_eq!(
                    places["spaces"].as_array().map(Vec::len),
                    Some(1),
                    "{line}: {places}"
                );
            }
        }
        // The end screen's figures: every seat's total and place, the end payments by kind.
        let figures = live.end_figures().expect("the game is over");
        assert_eq!(
            figures["totals"].as_array().map(Vec::len),
            Some(usize::from(players))
        );
        assert_eq!(
            figures["places"].as_array().map(Vec::len),
            Some(usize::from(players))
        );
        assert!(
            figures["payouts"].as_array().is_some_and(|p| !p.is_empty()),
            "{figures}"
        );
        let outcome = live.outcome().expect("an outcome");
        for place in figures["places"].as_array().into_iter().flatten() {
            let seat = place["seat"].as_u64().expect("a seat") as usize;
            assert_eq!(
                Some(place["total"].as_i64().expect("a total")),
                Some(outcome[seat].score)
            );
        }
    }
    assert!(beats_seen > 100, "the trains ran: {beats_seen} beats");
}
