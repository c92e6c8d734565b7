//! Determinisation (TM-12.1, D-3, D-17): a complete game that keeps everything one player sees and redraws only what
//! they cannot see — each column's face-down deck and the discard piles below their top card (reshuffled together,
//! keeping the dots on each deck card's back), other players' unrevealed bids and the random generator. For search
//! bots: a [`crate::PlayerView`] offers it as [`crate::PlayerView::determinise`], so a bot samples worlds
//! consistent with its information without ever reading what is hidden.
//!
//! What a determinisation is built from, and why that is public:
//! * the cards of a column not in sight (not face up, not the discard pile's top card, not anyone's personal card)
//!   are the deck and the hidden discards together; that *set* is known to everyone, so it is taken sorted, and its
//!   order in the real game never reaches the result;
//! * the deck is dealt oldest group at the bottom, youngest on top (TM-3.3) and only ever drawn from the top, so the
//!   dots of every deck position are public (they are also printed on the cards' backs); each position receives a
//!   hidden card with the same dots;
//! * an unrevealed bid is replaced by a guess from the caller (who sees only the bidder's public side);
//! * the random generator and the seed are replaced by fresh ones drawn from the caller's generator;
//! * a rule module whose looks hide part of its state redraws it ([`crate::module::Looks::determinise`]).

use metro_core::Yen;

use crate::game::Game;
use crate::ids::{CardId, GameRng, PlayerId};
use crate::view::SeenPlayer;

impl Game {
    /// A game that `viewer` cannot tell from this one: every hidden part redrawn from `rng` (see the module
    /// documentation). `guess_bid` is asked for every other player's unrevealed bid, given what everyone sees of
    /// them; its answer is kept within the bids they could have made. The result depends only on what `viewer`
    /// sees, `rng` and `guess_bid`: two games that differ only in what is hidden from `viewer` give the same one.
    pub fn determinised_for(
        &self,
        viewer: PlayerId,
        rng: &mut GameRng,
        guess_bid: &mut dyn FnMut(PlayerId, SeenPlayer<'_>, &mut GameRng) -> Yen,
    ) -> Game {
        let mut game = self.clone();
        game.result = None;
        let rules = &*self.rules;
        let per_column = rules.cards().cards_per_column().max(1);
        let dots = |card: CardId| -> u8 {
            if rules.card_module(card).is_some() {
                return 0;
            }
            let id = card.0 as usize;
            rules
                .cards()
                .columns()
                .get(id / per_column)
                .and_then(|column| column.cards.get(id % per_column))
                .map_or(0, |c| c.dots)
        };
        for column in &mut game.state.columns {
            let below_top = column.discard.len().saturating_sub(1);
            let mut hidden: Vec<CardId> = column
                .deck
                .iter()
                .chain(&column.discard[..below_top])
                .copied()
                .collect();
            // The set is public; its order in the real game is not: forget it before drawing.
            hidden.sort_unstable();
            rng.shuffle(&mut hidden);
            for slot in column.deck.iter_mut() {
                let wanted = dots(*slot);
                // A hidden card with the same dots exists: the slot's own card is one of them.
                let pick = hidden.iter().position(|&c| dots(c) == wanted).unwrap_or(0);
                *slot = hidden.swap_remove(pick);
            }
            for (slot, card) in column.discard[..below_top].iter_mut().zip(hidden) {
                *slot = card;
            }
        }
        for i in 0..game.state.players.len() {
            let player = PlayerId(i as u8);
            if player == viewer || game.state.players[i].bid.is_none() {
                continue;
            }
            let seen = self.player_view(viewer).player(player);
            let cash = seen.cash();
            let guess = guess_bid(player, seen, rng).clamp(0, cash.max(0));
            game.state.players[i].bid = Some(guess / 100 * 100);
        }
        let seed = rng.next_u64();
        game.seed = seed;
        game.state.rng = GameRng::new(seed);
        for (index, slot) in self.rules.modules().iter().enumerate() {
            if let Some(looks) = slot.rules().looks()
                && looks.hides()
                && let Some(state) = game.state.modules.get_mut(index)
            {
                looks.determinise(state, viewer, rng);
            }
        }
        game
    }
}
