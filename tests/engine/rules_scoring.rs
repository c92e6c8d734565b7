//! Rule tests for end-game scoring: TM-11 (order, speculation payouts, shared stock payouts, the worked example,
//! values above ¥6,000, loans, ties, the unreachable share-plus-speculation state), OS-5.3 and D-10, and SO-2.
//! Every test plays the game to its real end: the decks are emptied and the last train phase runs.

mod support;

use std::sync::Arc;

use metro_core::{ActionKind, Yen};
use metro_engine::module::{GameSetup, ModuleGame, ModuleRules, Phases, RulesRead};
use metro_engine::scoring::PAYOUTS_INLINE;
use metro_engine::{
    Action, Event, Game, ModuleId, Payout, PayoutKind, Payouts, PlayerId, RuleModule, RuleOptions, Setup,
    State,
};
use support::*;

/// Empties every deck, so that the coming refresh ends the game (TM-6.2), and plays the last train phase.
fn finish(g: &mut Game) -> Vec<Event> {
    for column in &mut g.state_mut().columns {
        column.deck.clear();
    }
    let mut events = start_train_phase(g);
    events.extend(wait_out(g));
    assert!(g.is_over(), "the game ended");
    events
}

fn payout(g: &Game, kind: PayoutKind, letter: Option<&str>, player: u8, amount: i32) -> Payout {
    Payout {
        kind,
        line: letter.map(|l| line(g, l)),
        player: PlayerId(player),
        amount,
    }
}

// rule TM-11.4: the worked example at ¥2,900: one holder ¥2,900; two ¥2,000 + ¥900; three ¥1,500 + ¥1,000 + ¥400.
// rule TM-11.3: shares pay by the number of shareholders (D has 3 shares, 2 taken: paid as two holders).
// rule TM-11.8: the total is cash plus everything received; the highest total wins.
#[test]
fn worked_example_at_the_end_of_a_game() {
    let mut g = game(SCORING_MAP, 3);
    set_cash(&mut g, 1_000);
    for (letter, holders) in [("A", &[0u8, 1, 2][..]), ("D", &[1, 2]), ("K", &[2])] {
        set_value(&mut g, letter, 2_900);
        for &h in holders {
            give_share(&mut g, h, letter);
        }
        put_train(&mut g, letter, 1, true); // on the map for good (TM-9.6); no pyramids, so no value change
    }
    let events = finish(&mut g);
    let result = g.result().expect("scored");
    use PayoutKind::Share;
    let expected = vec![
        payout(&g, Share, Some("A"), 0, 1_500),
        payout(&g, Share, Some("A"), 1, 1_000),
        payout(&g, Share, Some("A"), 2, 400),
        payout(&g, Share, Some("D"), 1, 2_000),
        payout(&g, Share, Some("D"), 2, 900),
        payout(&g, Share, Some("K"), 2, 2_900),
    ];
    assert_eq!(result.payouts, expected);
    assert_eq!(result.totals, [2_500, 4_000, 5_200]);
    assert_eq!(result.winner, PlayerId(2));
    let paid: Vec<Payout> = events
        .iter()
        .filter_map(|e| if let Event::Payout(p) = e { Some(*p) } else { None })
        .collect();
    assert_eq!(paid, expected, "the payouts are also reported as events");
    assert!(events.contains(&Event::GameOver {
        totals: [2_500, 4_000, 5_200].into(),
        winner: PlayerId(2)
    }));
    // The state keeps the values as they stood; nothing more may be done.
    assert_eq!(value(&g, "A"), 2_900);
    assert_eq!(g.to_move(), None);
    assert!(g.legal_actions().is_empty());
    assert!(g.apply(Action::Pass).is_err());
}

// rule TM-11.2: each speculation pays min(2 × stake, low number of the final value) and returns its stake; then
// the value falls by the total paid, and the shares divide what is left.
#[test]
fn speculation_payouts_are_capped_and_lower_the_value() {
    let mut g = game(SCORING_MAP, 3);
    set_cash(&mut g, 0);
    set_value(&mut g, "A", 2_900); // low ¥900
    put_speculation(&mut g, 0, "A", 300); // pays 600
    put_speculation(&mut g, 1, "A", 600); // pays min(1,200, 900) = 900
    give_share(&mut g, 2, "A");
    finish(&mut g);
    let result = g.result().expect("scored");
    use PayoutKind::*;
    assert_eq!(
        result.payouts,
        [
            payout(&g, Speculation, Some("A"), 0, 600),
            payout(&g, StakeReturn, Some("A"), 0, 300),
            payout(&g, Speculation, Some("A"), 1, 900),
            payout(&g, StakeReturn, Some("A"), 1, 600),
            payout(&g, Share, Some("A"), 2, 1_400),
        ]
    );
    assert_eq!(result.values_after_speculation[line(&g, "A").0 as usize], 1_400);
    assert_eq!(result.totals, [900, 1_500, 1_400]);
}

// rule TM-11.2: a player's two discs on one line count separately.
// rule D-10: payouts beyond the value lower it to ¥0, no further; the holders then get nothing.
#[test]
fn speculation_payouts_floor_the_value_at_zero() {
    let mut g = game(SCORING_MAP, 3);
    set_cash(&mut g, 0);
    set_value(&mut g, "F", 900); // low ¥300
    for seat in [0, 0, 1, 1] {
        put_speculation(&mut g, seat, "F", 200); // each pays min(400, 300) = 300: 1,200 > 900
    }
    give_share(&mut g, 2, "F");
    finish(&mut g);
    let result = g.result().expect("scored");
    assert_eq!(result.values_after_speculation[line(&g, "F").0 as usize], 0);
    let spec: Vec<i32> = result
        .payouts
        .iter()
        .filter(|p| p.kind == PayoutKind::Speculation)
        .map(|p| p.amount)
        .collect();
    assert_eq!(spec, [300, 300, 300, 300]);
    assert_eq!(result.totals, [1_000, 1_000, 0]);
}

// rule TM-11.1: all speculation payouts first (on every line), then stock payouts line by line in line order, then
// loans.
#[test]
fn scoring_order() {
    let mut g = game(SCORING_MAP, 2);
    set_value(&mut g, "A", 600);
    set_value(&mut g, "K", 900);
    set_value(&mut g, "F", 1_200);
    give_share(&mut g, 1, "F");
    give_share(&mut g, 0, "A");
    give_share(&mut g, 0, "K");
    put_speculation(&mut g, 1, "K", 100);
    g.state_mut().players[1].loans = 1;
    g.state_mut().loan_supply -= 1;
    finish(&mut g);
    let result = g.result().expect("scored");
    let order: Vec<(PayoutKind, Option<String>)> = result
        .payouts
        .iter()
        .map(|p| (p.kind, p.line.map(|l| g.map().line(l).letter.clone())))
        .collect();
    use PayoutKind::*;
    let k = || Some("K".to_string());
    assert_eq!(
        order,
        [
            (Speculation, k()),
            (StakeReturn, k()),
            (Share, Some("A".into())),
            (Share, k()),
            (Share, Some("F".into())),
            (Loan, None),
        ]
    );
}

// rule OS-5.3: four shareholders at ¥2,000: ¥1,000, ¥500, ¥300, ¥200.
// rule OS-5.4: fewer holders than shares pay as TM-11.3 (F has 4 shares; two holders take high and low).
#[test]
fn four_shareholders() {
    let mut g = game(SCORING_MAP, 4);
    set_cash(&mut g, 0);
    set_value(&mut g, "F", 2_000);
    for seat in [3, 1, 0, 2] {
        give_share(&mut g, seat, "F");
    }
    finish(&mut g);
    let result = g.result().expect("scored");
    let shares: Vec<(u8, i32)> = result.payouts.iter().map(|p| (p.player.0, p.amount)).collect();
    assert_eq!(shares, [(3, 1_000), (1, 500), (0, 300), (2, 200)]);
    assert_eq!(result.totals, [300, 500, 200, 1_000]);

    let mut g = game(SCORING_MAP, 2);
    set_cash(&mut g, 0);
    set_value(&mut g, "F", 2_000);
    give_share(&mut g, 1, "F");
    give_share(&mut g, 0, "F");
    finish(&mut g);
    assert_eq!(g.result().expect("scored").totals, [600, 1_400]);
}

// rule TM-11.5: values above ¥6,000 use TM-5.3 for stock and speculation payouts: at ¥8,900, high = 4,000 + 2,000
// and low = 2,000 + 900; a ¥2,000 stake pays min(4,000, 2,900).
#[test]
fn values_above_six_thousand() {
    let mut g = game(SCORING_MAP, 3);
    set_cash(&mut g, 0);
    set_value(&mut g, "A", 8_900);
    give_share(&mut g, 0, "A");
    give_share(&mut g, 1, "A");
    set_value(&mut g, "D", 8_900);
    put_speculation(&mut g, 2, "D", 2_000);
    give_share(&mut g, 0, "D");
    finish(&mut g);
    let result = g.result().expect("scored");
    assert_eq!(result.values_after_speculation[line(&g, "D").0 as usize], 6_000);
    assert_eq!(result.totals, [6_000 + 6_000, 2_900, 2_900 + 2_000]);
    // Beyond ¥12,000: V = 12,000 + 2,900: high = 2 × 4,000 + 2,000, low = 2 × 2,000 + 900.
    let mut g = game(SCORING_MAP, 2);
    set_cash(&mut g, 0);
    set_value(&mut g, "A", 14_900);
    give_share(&mut g, 0, "A");
    give_share(&mut g, 1, "A");
    finish(&mut g);
    assert_eq!(g.result().expect("scored").totals, [10_000, 4_900]);
}

// rule TM-11.6: each loan still held costs ¥1,500; a final total may be negative.
#[test]
fn loans_cost_fifteen_hundred_each() {
    let mut g = game(SCORING_MAP, 2);
    set_cash(&mut g, 500);
    for (seat, loans) in [(0usize, 2u8), (1, 1)] {
        g.state_mut().players[seat].loans = loans;
    }
    g.state_mut().loan_supply -= 3;
    finish(&mut g);
    let result = g.result().expect("scored");
    let loans: Vec<Payout> = result
        .payouts
        .iter()
        .filter(|p| p.kind == PayoutKind::Loan)
        .copied()
        .collect();
    assert_eq!(
        loans,
        [
            payout(&g, PayoutKind::Loan, None, 0, -3_000),
            payout(&g, PayoutKind::Loan, None, 1, -1_500)
        ]
    );
    assert_eq!(result.totals, [-2_500, -1_000]);
    assert_eq!(result.winner, PlayerId(1));
}

// rule TM-11.8: a tie goes to the tied player earliest on the turn-order track.
#[test]
fn ties_go_to_the_earliest_in_turn_order() {
    for order in [[1u8, 2, 0], [2, 0, 1], [0, 1, 2]] {
        let mut g = game(SCORING_MAP, 3);
        set_cash(&mut g, 1_000);
        g.state_mut().players[order[2] as usize].cash = 3_000; // last in turn order, but alone on top
        g.state_mut().players[order[1] as usize].cash = 3_000;
        set_order(&mut g, &order);
        finish(&mut g);
        let result = g.result().expect("scored");
        assert_eq!(result.winner, PlayerId(order[1]), "order {order:?}");
    }
}

// rule TM-11.8: the places from first to last, by total and, between equal totals, by the turn-order track — the
// winner first, each tie marked as decided by the track.
#[test]
fn places_run_from_first_to_last_with_ties_by_turn_order() {
    let mut g = game(SCORING_MAP, 4);
    set_cash(&mut g, 1_000);
    g.state_mut().players[3].cash = 2_000; // tied on top with seat 1, but later on the track
    g.state_mut().players[1].cash = 2_000;
    g.state_mut().players[2].cash = 500;
    set_order(&mut g, &[2, 1, 0, 3]);
    finish(&mut g);
    let result = g.result().expect("scored");
    let places: Vec<(u8, i32, u8, bool)> = result
        .places
        .iter()
        .map(|p| (p.player.0, p.total, p.turn_order, p.tied))
        .collect();
    assert_eq!(
        places,
        [
            (1, 2_000, 1, true),
            (3, 2_000, 3, true),
            (0, 1_000, 2, false),
            (2, 500, 0, false)
        ]
    );
    assert_eq!(result.places[0].player, result.winner);
    for p in &result.places {
        assert_eq!(p.total, result.totals[p.player.0 as usize]);
    }
}

// rule TM-11: scoring a position before the end changes nothing and, at the end, is the game's result.
#[test]
fn scoring_now_equals_the_result_at_the_end() {
    let mut g = game(SCORING_MAP, 3);
    set_cash(&mut g, 1_000);
    let hash = g.state_hash();
    let now = g.score_now();
    assert_eq!(g.state_hash(), hash);
    assert_eq!(now.totals, [1_000, 1_000, 1_000]);
    finish(&mut g);
    assert_eq!(Some(&g.score_now()), g.result());
}

// rule TM-11.7: a share and a speculation of one player on one line must be unreachable: Speculate never offers a
// line where the player holds a share, Invest never a line where they speculated. (The property suite checks the
// same over random games.)
#[test]
fn share_and_speculation_on_one_line_are_unreachable() {
    let mut g = game(SCORING_MAP, 2);
    for letter in ["A", "D", "K", "F"] {
        set_value(&mut g, letter, 1_000);
    }
    give_share(&mut g, 0, "A");
    put_speculation(&mut g, 0, "D", 400);
    let speculate = find_action(&g, |k| k == ActionKind::Speculate);
    begin_action(&mut g, 0, speculate);
    let targets: Vec<Action> = g.legal_actions();
    assert!(
        !targets.contains(&Action::Line(line(&g, "A"))),
        "no speculation where a share is held"
    );
    assert!(
        targets.contains(&Action::Line(line(&g, "D"))),
        "the same line twice is allowed (TM-7.10)"
    );
    assert!(g.apply(Action::Line(line(&g, "A"))).is_err());

    let mut g = game(SCORING_MAP, 2);
    put_speculation(&mut g, 0, "D", 400);
    let invest = find_action(&g, |k| matches!(k, ActionKind::Invest { .. }));
    begin_action(&mut g, 0, invest);
    let targets: Vec<Action> = g.legal_actions();
    assert!(
        !targets.contains(&Action::Line(line(&g, "D"))),
        "no share where a speculation lies"
    );
    assert!(targets.contains(&Action::Line(line(&g, "A"))));
    assert!(g.apply(Action::Line(line(&g, "D"))).is_err());
}

// rule SO-2: in the solo game the result is the final total: cash plus payouts minus loans.
// rule TM-13.1: the score is the final yen total.
#[test]
fn solo_score_is_the_final_total() {
    let mut g = game(SCORING_MAP, 1);
    set_cash(&mut g, 700);
    set_value(&mut g, "K", 1_300);
    give_share(&mut g, 0, "K");
    g.state_mut().players[0].loans = 1;
    g.state_mut().loan_supply -= 1;
    finish(&mut g);
    let result = g.result().expect("scored");
    assert_eq!(result.totals, [700 + 1_300 - 1_500]);
    assert_eq!(result.winner, PlayerId(0));
}

/// A rule module that pays, at the end, `per_player` payments of ¥1 to every player (TM-11: module payments come
/// after the engine's and before the winner is found).
struct Tips {
    per_player: usize,
}

impl RuleModule for Tips {
    fn key(&self) -> &str {
        "tips"
    }
    fn title(&self) -> &str {
        "Tips"
    }
    fn join(&self, _setup: &GameSetup<'_>) -> Result<ModuleGame, String> {
        Ok(ModuleGame {
            columns: Vec::new(),
            payouts: None,
            rules: Arc::new(TipsRules {
                per_player: self.per_player,
            }),
        })
    }
}

struct TipsRules {
    per_player: usize,
}

impl ModuleRules for TipsRules {
    metro_engine::module_groups!(phases);
}

impl Phases for TipsRules {
    fn end_scoring(&self, _rules: &dyn RulesRead, state: &State, payouts: &mut Payouts, totals: &mut [Yen]) {
        for n in 0..self.per_player {
            for (i, total) in totals.iter_mut().enumerate().take(state.players.len()) {
                payouts.push(Payout {
                    kind: PayoutKind::Module {
                        module: ModuleId(0),
                        code: n as u8,
                    },
                    line: None,
                    player: PlayerId(i as u8),
                    amount: 1,
                });
                *total += 1;
            }
        }
    }
}

// rule TM-11.8: a rule module's end-game payments (the module interface's `end_scoring`) follow the engine's, in
// the result and in the events, and count in the totals; beyond the payments kept inline
// (`metro_engine::scoring::PAYOUTS_INLINE`) the result keeps every one of them (it moves to the heap).
#[test]
fn a_rule_modules_end_payments_follow_the_engines_even_beyond_the_inline_room() {
    for per_player in [1, PAYOUTS_INLINE / 3 + 1] {
        let setup = Setup {
            map: map(SCORING_MAP),
            cards: tokyo_cards(),
            players: 3,
            options: RuleOptions::default(),
            modules: vec![Arc::new(Tips { per_player })],
        };
        let mut g = Game::new(setup, 7).expect("setup is valid");
        set_cash(&mut g, 1_000);
        set_value(&mut g, "A", 2_900);
        give_share(&mut g, 1, "A");
        put_train(&mut g, "A", 1, true);
        let events = finish(&mut g);
        let result = g.result().expect("scored");
        let module_paid = result
            .payouts
            .iter()
            .position(|p| matches!(p.kind, PayoutKind::Module { .. }))
            .expect("the module paid");
        assert_eq!(
            result.payouts[..module_paid],
            [payout(&g, PayoutKind::Share, Some("A"), 1, 2_900)],
            "the engine's payments first"
        );
        assert_eq!(result.payouts.len(), 1 + 3 * per_player, "every payment kept");
        assert!(
            result.payouts[module_paid..]
                .iter()
                .all(|p| matches!(p.kind, PayoutKind::Module { .. }) && p.amount == 1)
        );
        let per_player = per_player as i32;
        assert_eq!(
            result.totals,
            [1_000 + per_player, 1_000 + 2_900 + per_player, 1_000 + per_player]
        );
        assert_eq!(result.winner, PlayerId(1));
        let paid: Vec<Payout> = events
            .iter()
            .filter_map(|e| match e {
                Event::Payout(p) => Some(*p),
                _ => None,
            })
            .collect();
        assert_eq!(result.payouts, paid, "the events carry the same payments");
        assert_eq!(Some(&g.score_now()), g.result());
    }
}
