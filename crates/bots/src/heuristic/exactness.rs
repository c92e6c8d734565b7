//! The evaluation's shortcuts give exactly what the plain evaluation gives, bit for bit: a change projected by
//! replaying the base model's additions ([`Ctx::gain_of`]) is the change of utility of the whole changed model; a
//! decision that carries over the last one's projection values every action as a fresh bot does; the placement's
//! positions valued from the other side ([`Ctx::around_all`]) are the positions each search finds.

use super::memo::Memo;
use super::replay::{Change, Changed};
use super::small_model::LineModel;
use super::tests::osaka_game;
use super::*;
use metro_engine::Game;

/// A change of a line's model and the cash.
type Edit<'a> = &'a dyn Fn(&mut [f64; 5], &mut LineModel);

/// A game after `decisions` decisions of heuristic bots (seeded by seat).
fn played(players: usize, decisions: usize) -> Game {
    let mut game = osaka_game(players);
    let mut bots: Vec<HeuristicBot> = (0..players).map(|i| HeuristicBot::new(i as u64 + 1)).collect();
    for _ in 0..decisions {
        let Some(player) = game.to_move() else { break };
        let legal = game.legal_actions();
        let action = bots[player.0 as usize].choose(&game.player_view(player), &legal);
        game.apply(action).unwrap();
    }
    game
}

/// Every change the bot projects, against the plain projection of the whole changed model.
#[test]
fn a_projected_change_is_the_whole_model_projected() {
    for (players, decisions) in [(2, 40), (4, 150), (3, 260), (5, 330)] {
        let game = played(players, decisions);
        let me = game.to_move().unwrap_or(PlayerId(0));
        let shapes = HeuristicBot::new(0).shapes_for_test(&game);
        let mut memo = Memo::default();
        let ctx = Ctx::new(game.player_view(me), me, shapes, &mut memo);
        let whole = |m: &Model| ctx.utility(m) - ctx.base_utility;
        for line in 0..ctx.base.lines.len() {
            let edits: [Edit; 4] = [
                &|cash, lm| {
                    cash[me.0 as usize] -= 500.0;
                    let k = lm.holder_count();
                    if k < 4 {
                        lm.holders[k] = Some(me);
                    }
                    lm.value += 500.0;
                    lm.run = 1.0;
                },
                &|_, lm| lm.speed += 1,
                &|cash, lm| {
                    cash[me.0 as usize] -= 300.0;
                    if let Some(slot) = lm.specs.iter_mut().find(|s| s.is_none()) {
                        *slot = Some((me, 300));
                    }
                },
                &|cash, lm| {
                    cash[(me.0 as usize + 1) % players] += 700.0;
                    lm.value = (lm.value - 700.0).max(0.0);
                    lm.holders = [None; 4];
                },
            ];
            for edit in edits {
                let mut m = ctx.base.clone();
                edit(&mut m.cash, &mut m.lines[line]);
                let change = Change {
                    cash: m.cash,
                    what: Changed::Line(line, m.lines[line].clone()),
                };
                assert_eq!(ctx.gain_of(&change).to_bits(), whole(&m).to_bits(), "line {line}");
            }
        }
        for station in 0..ctx.base.owners.len() {
            let station = metro_core::StationId(station as u16);
            let mut m = ctx.base.clone();
            m.owners[station.0 as usize] = Some(me);
            let change = Change {
                cash: m.cash,
                what: Changed::Station(station),
            };
            assert_eq!(
                ctx.gain_of(&change).to_bits(),
                whole(&m).to_bits(),
                "station {station:?}"
            );
        }
    }
}

/// A bot that has just decided on a position (and carries its projection over) values it as a fresh bot does.
#[test]
fn a_carried_decision_values_every_action_as_a_fresh_one() {
    for decisions in [5, 40, 90, 170, 250] {
        let game = played(4, decisions);
        let Some(me) = game.to_move() else { continue };
        let legal = game.legal_actions();
        let view = game.player_view(me);
        let mut carried = HeuristicBot::new(7);
        carried.values(&view, &legal);
        let again = carried.values(&view, &legal);
        let fresh = HeuristicBot::new(7).values(&view, &legal);
        let bits = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(&again), bits(&fresh), "after {decisions} decisions");
    }
}

/// The placement's positions from the other side are the positions each search finds.
#[test]
fn the_placement_from_the_other_side_is_each_search() {
    let mut game = osaka_game(4);
    let mut bots: Vec<HeuristicBot> = (0..4).map(|i| HeuristicBot::new(i as u64 + 1)).collect();
    let mut placements = 0;
    while let Some(player) = game.to_move() {
        let legal = game.legal_actions();
        if legal.len() > 64 && legal.iter().all(|a| matches!(a, Action::Place(_))) {
            placements += 1;
            let shapes = HeuristicBot::new(0).shapes_for_test(&game);
            let (mut a, mut b) = (Memo::default(), Memo::default());
            let mut table = Ctx::new(game.player_view(player), player, shapes.clone(), &mut a);
            let mut searches = Ctx::new(game.player_view(player), player, shapes, &mut b);
            let (cost, _) = table.station_cost();
            let all = table.around_all(cost);
            table.around = Some((cost.to_bits(), table.my_cash(), all));
            for action in &legal {
                let Action::Place(space) = *action else {
                    unreachable!()
                };
                assert_eq!(
                    table.position(space, cost).to_bits(),
                    searches.position(space, cost).to_bits(),
                    "{space:?}"
                );
            }
        }
        if placements == 4 {
            break;
        }
        let action = bots[player.0 as usize].choose(&game.player_view(player), &legal);
        game.apply(action).unwrap();
    }
    assert_eq!(placements, 4, "every player places a meeple");
}
