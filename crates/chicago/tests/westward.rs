//! Uniformly random play almost never reaches Chicago; the westward policy (random, but building toward Chicago)
//! opens Wabash in a good share of games, so the Chicago and Wabash rules are exercised by playouts.

use metro_chicago::policy::{Policy, RandomPolicy, WestwardPolicy};
use metro_chicago::{Board, Event, Game, Setup};

/// The share of `games` games in which Wabash opened, and in which a second company reached Chicago.
fn share(games: u64, players: u8, westward: bool) -> (f64, f64) {
    let board = Board::builtin();
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    let (mut opened, mut again) = (0, 0);
    for seed in 0..games {
        let mut game = Game::with_board(board.clone(), Setup::new(players), seed).expect("valid");
        let mut policy: Box<dyn Policy> = if westward {
            Box::new(WestwardPolicy::new(&board, seed))
        } else {
            Box::new(RandomPolicy::new(seed))
        };
        let (mut this, mut arrivals) = (false, 0);
        loop {
            events.clear();
            if game
                .apply_chosen(&mut legal, &mut events, |g, l| policy.choose(g, l))
                .is_none()
            {
                break;
            }
            this |= events.iter().any(|e| matches!(e, Event::CompanyOpened { .. }));
            arrivals += events
                .iter()
                .filter(|e| matches!(e, Event::ChicagoReached { .. }))
                .count();
        }
        opened += u64::from(this);
        again += u64::from(arrivals >= 2);
    }
    (opened as f64 / games as f64, again as f64 / games as f64)
}

#[test]
fn the_westward_policy_opens_wabash_in_a_good_share_of_games() {
    // rule CE-9.2
    let games = 200;
    let mut total = 0.0;
    for players in 2..=6 {
        let (westward, second) = share(games, players, true);
        let (random, _) = share(games / 4, players, false);
        eprintln!(
            "{players} players: Wabash opened in {:.1}% of westward games (a second arrival at Chicago in {:.1}%), \
             in {:.1}% of uniformly random ones",
            100.0 * westward,
            100.0 * second,
            100.0 * random
        );
        assert!(westward >= 0.5, "{players} players: {westward}");
        assert!(second > 0.0, "{players} players: no later arrival");
        total += westward;
    }
    let mean = total / 5.0;
    eprintln!("all player counts: {:.1}%", 100.0 * mean);
    assert!(mean >= 0.75, "{mean}");
}
