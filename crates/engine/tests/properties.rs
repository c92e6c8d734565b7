//! Property tests over random legal games on the four built-in map × card-set pairings with 1–5 players: no
//! panic, the rounds of TM-6.2 / MC-2, cash never negative, tokens, discs, pyramids and shares conserved and
//! within limits, no share and speculation of one player on one line (TM-11.7), no value below ¥0, every listed
//! action applies, random unlisted actions are refused without changing anything, and views hide what TM-12 hides.

use std::sync::{Arc, OnceLock};

use metro_core::{ActionKind, CardSet, KindCatalogue, LineId, Map, SpaceId, StationId, VehicleKind};
use metro_engine::state::{Pending, Slot};
use metro_engine::view::HIDDEN_CARD;
use metro_engine::{
    Action, ActionRef, CardId, Event, Game, Meeple, Phase, PlayerId, RuleOptions, Setup, SwapPayment,
};
use proptest::prelude::*;

/// The four pairings: (map, card set).
fn pairings() -> &'static [(Arc<Map>, Arc<CardSet>); 4] {
    static PAIRINGS: OnceLock<[(Arc<Map>, Arc<CardSet>); 4]> = OnceLock::new();
    PAIRINGS.get_or_init(|| {
        let map = |file, text| Arc::new(metro_data::load_map(file, text).expect("built-in map"));
        let cards = |file, text| {
            Arc::new(
                metro_data::load_card_set(file, text, &KindCatalogue::builtin()).expect("built-in cards"),
            )
        };
        let (tokyo_map, osaka_map) = (
            map("tokyo", metro_tokyo::MAP_TOML),
            map("osaka", metro_osaka::MAP_TOML),
        );
        let (tokyo_cards, osaka_cards) = (
            cards("tokyo", metro_tokyo::CARDS_TOML),
            cards("osaka", metro_osaka::CARDS_TOML),
        );
        [
            (tokyo_map.clone(), tokyo_cards.clone()),
            (tokyo_map, osaka_cards.clone()),
            (osaka_map.clone(), tokyo_cards),
            (osaka_map, osaka_cards),
        ]
    })
}

/// A small deterministic generator for the choices inside one game (SplitMix64).
struct Picker(u64);

impl Picker {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Any action at all, mostly near the legal ranges (so that many are plausible but wrong).
fn arbitrary_action(pick: &mut Picker, game: &Game) -> Action {
    let spaces = game.map().space_count() + 3;
    let lines = game.map().lines().len() + 2;
    let cards = game.rules().card_count() + 2;
    let action_ref = |pick: &mut Picker| ActionRef {
        card: CardId(pick.below(cards) as u8),
        action: pick.below(3) as u8,
    };
    let yen = |pick: &mut Picker| (pick.below(80) as i32 - 5) * 100 + if pick.below(8) == 0 { 50 } else { 0 };
    match pick.below(17) {
        0 => Action::Bid(yen(pick)),
        1 => Action::Place(SpaceId(pick.below(spaces) as u16)),
        2 => Action::MoveTo(SpaceId(pick.below(spaces) as u16)),
        3 => Action::Stay,
        4 => Action::Take(action_ref(pick)),
        5 => Action::Pass,
        6 => Action::Alight(SpaceId(pick.below(spaces) as u16)),
        7 => Action::Board(pick.below(4) as u8),
        8 => Action::Wait,
        9 => Action::Station(StationId(pick.below(game.map().stations().len() + 2) as u16)),
        10 => Action::Line(LineId(pick.below(lines) as u8)),
        11 => Action::Column(pick.below(game.state().columns.len() + 2) as u8),
        12 => Action::Stake(yen(pick)),
        13 => Action::PayWith(if pick.below(2) == 0 {
            SwapPayment::SpeedToken
        } else {
            SwapPayment::Bike
        }),
        14 => Action::Lift(action_ref(pick)),
        15 => Action::Assign(LineId(pick.below(lines) as u8)),
        _ => Action::Done,
    }
}

/// The invariants every reachable state keeps.
fn check_invariants(game: &Game) -> Result<(), TestCaseError> {
    let s = game.state();
    let map = game.map();
    let players = s.players.len();
    let boxable = game
        .rules()
        .cards()
        .columns()
        .iter()
        .flat_map(|c| &c.cards)
        .any(|card| card.actions.iter().any(|a| a.kind == ActionKind::InvestByDisc));
    // D-2: cash never below ¥0.
    for (i, p) in s.players.iter().enumerate() {
        prop_assert!(p.cash >= 0, "seat {} has ¥{}", i, p.cash);
    }
    // TM-1.4: 12 speed tokens, 8 loans, 4 bikes.
    let assigned: usize = s.lines.iter().map(|l| l.speed_tokens()).sum();
    let held: usize = s.players.iter().map(|p| p.speed_tokens as usize).sum();
    prop_assert_eq!(s.speed_supply as usize + held + assigned, 12, "speed tokens");
    prop_assert_eq!(
        s.loan_supply as usize + s.players.iter().map(|p| p.loans as usize).sum::<usize>(),
        8,
        "loans"
    );
    prop_assert_eq!(
        s.bike_supply as usize + s.players.iter().filter(|p| p.bike).count(),
        4,
        "bikes"
    );
    for (i, p) in s.players.iter().enumerate() {
        let seat = PlayerId(i as u8);
        // TM-3.5, TM-7.12: 3 + 3 action discs (some may go to the box: OS-6.2), 2 speculation discs, 1 turn-order disc.
        prop_assert!(
            p.discs_in_hand <= p.discs_owned && p.discs_owned <= 6,
            "discs of seat {}",
            i
        );
        if boxable {
            prop_assert!(p.discs_owned + p.discs_in_supply <= 6);
        } else {
            prop_assert_eq!(p.discs_owned + p.discs_in_supply, 6, "action discs of seat {}", i);
        }
        let on_slots = s
            .lines
            .iter()
            .flat_map(|l| &l.slots)
            .filter(|slot| matches!(slot, Slot::Speculation { player, .. } if *player == seat))
            .count();
        prop_assert_eq!(
            p.speculation_discs as usize + on_slots,
            2,
            "speculation discs of seat {}",
            i
        );
        let mut on_cards = 0;
        for (slot, &occupants) in s.occupants.iter().enumerate() {
            if occupants & (1 << i) != 0 {
                let action = ActionRef {
                    card: CardId((slot / 2) as u8),
                    action: (slot % 2) as u8,
                };
                on_cards += game.rules().action(action).map_or(0, |a| a.spaces);
            }
        }
        prop_assert!(
            p.discs_in_hand + on_cards <= p.discs_owned,
            "discs on cards of seat {}",
            i
        );
        if !matches!(s.phase, Phase::Actions) {
            prop_assert_eq!(
                p.discs_in_hand,
                p.discs_owned,
                "discs back in hand outside the action phase"
            );
        }
        // TM-1.6: 6 pyramids.
        let built = s.pyramids.iter().filter(|o| **o == Some(seat)).count();
        prop_assert_eq!(p.pyramids as usize + built, 6, "pyramids of seat {}", i);
    }
    let mut grid = Vec::new();
    for (i, p) in s.players.iter().enumerate() {
        match p.meeple {
            Meeple::On(space) => {
                prop_assert!((space.0 as usize) < map.space_count());
                prop_assert!(!grid.contains(&space), "two meeples on one space");
                grid.push(space);
            }
            Meeple::Riding { line, vehicle, .. } => {
                let forced =
                    matches!(&s.pending, Pending::Trains(c) if c.forced.contains(&PlayerId(i as u8)));
                prop_assert!(
                    forced || s.lines[line.0 as usize].vehicles[vehicle as usize].is_some(),
                    "a rider's vehicle"
                );
            }
            Meeple::Off => prop_assert!(s.round == 1, "meeples are placed in round 1"),
        }
    }
    for (li, l) in s.lines.iter().enumerate() {
        let map_line = map.line(LineId(li as u8));
        // TM-5.4: no value below ¥0.
        prop_assert!(l.value >= 0);
        // Shares: a prefix of the stock stack, within the line's count, one per player.
        let taken = l.shares_taken();
        prop_assert!(taken <= map_line.shares());
        prop_assert!(
            l.holders[..taken].iter().all(Option::is_some),
            "holders are #1..#{}",
            taken
        );
        for h in l.holders.iter().flatten() {
            prop_assert_eq!(
                l.holders.iter().filter(|x| **x == Some(*h)).count(),
                1,
                "one share per player"
            );
            prop_assert!((h.0 as usize) < players);
            // TM-11.7: never a share and a speculation of one player on one line.
            prop_assert!(
                !l.slots
                    .iter()
                    .any(|slot| matches!(slot, Slot::Speculation { player, .. } if player == h)),
                "seat {} holds a share of and speculates on line {}",
                h.0,
                li
            );
        }
        // TM-9.6: a line with a share keeps its train.
        if taken > 0 {
            prop_assert!(l.on_map(), "line {} has shares but no train", li);
        }
        prop_assert!(
            l.slots[map_line.slots as usize..]
                .iter()
                .all(|slot| *slot == Slot::Empty)
        );
        for slot in &l.slots {
            if let Slot::Speculation { stake, .. } = slot {
                prop_assert!(*stake >= 100 && stake % 100 == 0);
            }
        }
        for (v, vehicle) in l.vehicles.iter().enumerate() {
            if let Some(vehicle) = vehicle {
                prop_assert!((vehicle.stop as usize) < map_line.stops.len());
                prop_assert!(v < map_line.vehicle.count());
            }
        }
        if map_line.vehicle != VehicleKind::Train {
            prop_assert_eq!(
                l.vehicles[0].is_some(),
                l.vehicles[1].is_some(),
                "a pair moves together"
            );
        }
    }
    prop_assert!(s.round >= 1 && s.round <= game.rules().rounds());
    Ok(())
}

/// TM-12.1: what a view shows and hides.
fn check_view(game: &Game, viewer: PlayerId) -> Result<(), TestCaseError> {
    let view = game.view(viewer);
    let s = game.state();
    for (seen, real) in view.state.columns.iter().zip(&s.columns) {
        prop_assert_eq!(seen.deck.len(), real.deck.len());
        prop_assert!(seen.deck.iter().all(|&c| c == HIDDEN_CARD), "deck order hidden");
        prop_assert_eq!(&seen.rows, &real.rows);
        prop_assert_eq!(seen.discard.len(), real.discard.len());
        if let Some((top, below)) = seen.discard.split_last() {
            prop_assert_eq!(Some(top), real.discard.last());
            prop_assert!(
                below.iter().all(|&c| c == HIDDEN_CARD),
                "discards below the top hidden"
            );
        }
    }
    for (i, (seen, real)) in view.state.players.iter().zip(&s.players).enumerate() {
        if i == viewer.0 as usize {
            prop_assert_eq!(seen.bid, real.bid);
        } else {
            prop_assert_eq!(seen.bid, None, "another player's bid shown");
        }
        prop_assert_eq!(
            (seen.cash, seen.loans, seen.speed_tokens, seen.meeple),
            (real.cash, real.loans, real.speed_tokens, real.meeple)
        );
    }
    prop_assert_eq!(&view.state.lines, &s.lines);
    prop_assert_eq!(&view.state.pyramids, &s.pyramids);
    prop_assert_eq!(&view.state.order, &s.order);
    Ok(())
}

/// Plays one random game to its end, checking everything on the way.
fn play(pairing: usize, players: usize, seed: u64, choices: u64) -> Result<(), TestCaseError> {
    let (map, cards) = pairings()[pairing].clone();
    let setup = Setup {
        map,
        cards,
        players,
        options: RuleOptions::default(),
        modules: Vec::new(),
    };
    let mut game = Game::new(setup, seed).expect("built-in setup");
    let mut pick = Picker(choices);
    let dealt = if players == 1 { 2 } else { players };
    let expected_rounds = game.rules().cards().cards_per_column() + 1 - dealt;
    prop_assert_eq!(game.rules().rounds() as usize, expected_rounds, "TM-6.2, MC-2");
    let mut legal = Vec::new();
    let mut rounds_started = 1;
    let mut steps = 0;
    check_invariants(&game)?;
    while !game.is_over() {
        game.legal_actions_into(&mut legal);
        prop_assert!(
            !legal.is_empty(),
            "no legal action: {}",
            game.pending_description()
        );
        // Random unlisted actions are refused and change nothing.
        for _ in 0..2 {
            let wrong = arbitrary_action(&mut pick, &game);
            if !legal.contains(&wrong) {
                let (before, hash) = (game.state().clone(), game.state_hash());
                prop_assert!(
                    game.apply(wrong).is_err(),
                    "{:?} applied though not listed",
                    wrong
                );
                prop_assert!(
                    game.state() == &before && game.state_hash() == hash,
                    "{:?} changed the state",
                    wrong
                );
            }
        }
        // Another listed action applies too (on a copy).
        if legal.len() > 1 {
            let other = legal[pick.below(legal.len())];
            let mut copy = game.clone();
            prop_assert!(copy.apply(other).is_ok(), "listed {:?} refused", other);
            check_invariants(&copy)?;
        }
        if pick.below(6) == 0 {
            check_view(&game, PlayerId(pick.below(players) as u8))?;
        }
        let action = legal[pick.below(legal.len())];
        let events = game.apply(action);
        prop_assert!(events.is_ok(), "listed {:?} refused: {:?}", action, events);
        for event in events.iter().flatten() {
            if let Event::RoundStarted(round) = event {
                prop_assert_eq!(*round as usize, rounds_started + 1);
                rounds_started += 1;
            }
        }
        check_invariants(&game)?;
        steps += 1;
        prop_assert!(steps < 50_000, "the game does not end");
    }
    // TM-6.2: exactly the rounds the card set gives.
    prop_assert_eq!(rounds_started, expected_rounds);
    prop_assert_eq!(game.round() as usize, expected_rounds);
    let result = game.result().expect("scored");
    prop_assert_eq!(result.totals.len(), players);
    prop_assert!(game.legal_actions().is_empty());
    check_view(&game, PlayerId(0))?;
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]

    // rule TM-6.2 rule MC-2 rule D-2 rule TM-1.4 rule TM-1.6 rule TM-5.4 rule TM-11.7 rule TM-12.1 rule SO-1
    #[test]
    fn random_games_keep_the_rules(pairing in 0..4usize, players in 1..=5usize, seed in any::<u64>(), choices in any::<u64>()) {
        play(pairing, players, seed, choices)?;
    }
}

/// Every pairing and player count at least once, whatever proptest draws.
#[test]
fn every_pairing_and_player_count() {
    for pairing in 0..4 {
        for players in 1..=5 {
            let seed = (pairing * 10 + players) as u64;
            play(pairing, players, seed, seed ^ 0x5EED).expect("the game keeps the rules");
        }
    }
}
