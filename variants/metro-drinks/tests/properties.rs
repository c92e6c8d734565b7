//! Property tests with Metro Drinks on, over random legal games on the four built-in map × card-set pairings, 1–5
//! players and both payout readings: no panic, the rounds of TM-6.2, cash never negative, the 36 drinks conserved (in
//! crates, supplies or on stations), at most one drink per station and only on stations with a pyramid, colours owned
//! only by those who took their card, free builds only in the action phase, every listed action applies, unlisted
//! ones are refused without changing anything, and views hide the Jidohanbaiki deck (TM-12.1).

mod support;

use std::sync::{Arc, OnceLock};

use metro_core::{ActionKind, CardSet, KindCatalogue, Map};
use metro_engine::view::HIDDEN_CARD;
use metro_engine::{Action, Game, Phase, PlayerId, Setup};
use proptest::prelude::*;
use support::{DrinksCards, build, drinks, is_build, rules_of};

/// The four pairings: (map, card set).
fn pairings() -> &'static [(Arc<Map>, Arc<CardSet>); 4] {
    static PAIRINGS: OnceLock<[(Arc<Map>, Arc<CardSet>); 4]> = OnceLock::new();
    PAIRINGS.get_or_init(|| {
        let map = |file, text| Arc::new(metro_data::load_map(file, text).expect("built-in map"));
        let cards = |file, text| {
            Arc::new(metro_data::load_card_set(file, text, &KindCatalogue::builtin()).expect("cards"))
        };
        let (tm, om) = (
            map("tokyo", metro_tokyo::MAP_TOML),
            map("osaka", metro_osaka::MAP_TOML),
        );
        let (tc, oc) = (
            cards("tokyo", metro_tokyo::CARDS_TOML),
            cards("osaka", metro_osaka::CARDS_TOML),
        );
        [
            (tm.clone(), tc.clone()),
            (tm, oc.clone()),
            (om.clone(), tc),
            (om, oc),
        ]
    })
}

/// SplitMix64, for the choices inside one game.
struct Picker(u64);

impl Picker {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n.max(1) as u64) as usize
    }
}

fn check(game: &Game) -> Result<(), TestCaseError> {
    let s = game.state();
    let data = game.rules().jidohanbaiki().expect("drinks on");
    let d = drinks(game);
    for p in &s.players {
        prop_assert!(p.cash >= 0, "D-2: cash {}", p.cash);
        prop_assert!(p.discs_in_hand <= p.discs_owned);
    }
    // MD-1.2: 36 drinks in crates, supplies or on stations.
    let on_map = d.at.iter().flatten().count();
    let in_crates: usize = d.left.iter().map(|&n| n as usize).sum();
    prop_assert_eq!(on_map + in_crates, data.drink_count(), "MD-1.2: drinks conserved");
    for (colour, &left) in d.left.iter().enumerate() {
        prop_assert_eq!(
            left as usize + d.on_map(colour as u8),
            data.colours[colour].drinks as usize
        );
    }
    // MD-4.2: one drink per station at most (one slot), only where a pyramid stands, of an owned colour.
    for (station, drink) in d.at.iter().enumerate() {
        if let Some(colour) = drink {
            prop_assert!(
                s.pyramids[station].is_some(),
                "MD-4.2: a drink on a station without a pyramid"
            );
            prop_assert!(
                d.owner[*colour as usize].is_some(),
                "MD-4.1: a drink of a colour nobody owns"
            );
        }
    }
    // MD-4.1: an owned colour's card has left the column for good.
    let column = &s.columns[game.rules().drinks_column().expect("column") as usize];
    for (colour, owner) in d.owner.iter().enumerate() {
        let card = game.rules().colour_card(colour as u8);
        let in_column = column.deck.contains(&card)
            || column.rows.contains(&Some(card))
            || column.discard.contains(&card);
        prop_assert_eq!(
            owner.is_some(),
            !in_column,
            "MD-4.1: colour {} owned and in the column",
            colour
        );
        prop_assert!(
            s.players.iter().all(|p| !p.personal_cards.contains(&card)),
            "MD-4.7: a colour card taken by Card"
        );
    }
    // MD-2.2: the column is as long as the others (cards in deck, rows, discards, supplies, gaps counted as cards).
    prop_assert_eq!(column.rows.len(), s.columns[0].rows.len());
    // MD-4.4: free builds last only for the action phase.
    if game.phase() != Phase::Actions {
        prop_assert_eq!(d.free_builds, 0);
    }
    Ok(())
}

fn play(
    pairing: usize,
    players: usize,
    owner_paid: bool,
    seed: u64,
    choices: u64,
) -> Result<(), TestCaseError> {
    let (map, cards) = pairings()[pairing].clone();
    let setup = metro_drinks::with_drinks(Setup::new(map, cards, players), owner_paid);
    let mut game = Game::new(setup, seed).expect("built-in setup");
    let mut pick = Picker(choices);
    let expected_rounds =
        game.rules().cards().cards_per_column() + 1 - if players == 1 { 2 } else { players };
    let mut rounds = 1;
    let mut steps = 0;
    let mut legal = Vec::new();
    check(&game)?;
    while !game.is_over() {
        game.legal_actions_into(&mut legal);
        prop_assert!(
            !legal.is_empty(),
            "no legal action: {}",
            game.pending_description()
        );
        // Unlisted builds are refused and change nothing.
        let wrong = build(
            &game,
            metro_core::StationId(pick.below(200) as u16),
            pick.below(8) as u8,
        );
        if !legal.contains(&wrong) {
            let before = game.state_hash();
            prop_assert!(game.apply(wrong).is_err());
            prop_assert_eq!(game.state_hash(), before);
        }
        // Lean towards the drinks: builds and Jidohanbaiki cards half the time they are offered.
        let drinks: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| match a {
                Action::Take(r) => game
                    .rules()
                    .kind(*r)
                    .is_some_and(|k| matches!(k, ActionKind::Module { .. })),
                a => is_build(&game, a),
            })
            .collect();
        let action = if !drinks.is_empty() && pick.below(2) == 0 {
            drinks[pick.below(drinks.len())]
        } else {
            legal[pick.below(legal.len())]
        };
        let round = game.round();
        game.apply(action)
            .map_err(|e| TestCaseError::fail(format!("listed action refused: {e}")))?;
        if game.round() != round {
            rounds += 1;
        }
        check(&game)?;
        if steps % 50 == 0 {
            let viewer = PlayerId(pick.below(players) as u8);
            let view = game.view(viewer);
            let column = game.rules().drinks_column().expect("column") as usize;
            prop_assert!(
                view.state.columns[column].deck.iter().all(|&c| c == HIDDEN_CARD),
                "TM-12.1"
            );
            prop_assert_eq!(&view.state.modules, &game.state().modules);
            // What a bot sees of the module: the same.
            let seen = game
                .player_view(viewer)
                .module_state(rules_of(&game).id())
                .expect("module state");
            prop_assert_eq!(&*seen, &game.state().modules[rules_of(&game).id().0 as usize]);
        }
        steps += 1;
        prop_assert!(steps < 100_000, "the game does not end");
    }
    prop_assert_eq!(rounds, expected_rounds, "TM-6.2, MD-3.1");
    check(&game)?;
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    // rule MD-1.2, MD-2.2, MD-3.2, MD-4.1, MD-4.2, MD-4.4, MD-4.7, D-2, TM-12.1 with Metro Drinks on.
    #[test]
    fn random_drinks_games_keep_the_rules(
        pairing in 0..4usize,
        players in 1..=5usize,
        owner_paid in any::<bool>(),
        seed in any::<u64>(),
        choices in any::<u64>(),
    ) {
        play(pairing, players, owner_paid, seed, choices)?;
    }
}

// Every pairing, every player count and both readings at least once.
#[test]
fn every_pairing_with_drinks() {
    for pairing in 0..4 {
        for players in 1..=5 {
            for owner_paid in [false, true] {
                play(
                    pairing,
                    players,
                    owner_paid,
                    pairing as u64 * 31 + players as u64,
                    7,
                )
                .unwrap_or_else(|e| {
                    panic!("pairing {pairing}, {players} players, owner paid {owner_paid}: {e}")
                });
            }
        }
    }
}
