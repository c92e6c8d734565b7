//! The action cards' invariants: every card in exactly one place, a rule module's in at most one (TM-3.3, TM-6.3,
//! TM-7.14), and the face-up rows (TM-3.4).

use metro_core::text::printable;
use metro_engine::state::State;
use metro_engine::{CardId, Game};

use super::Violation;
use crate::locale::tr;

/// Action cards: every card of the card set is in exactly one place — its column's deck, face-up rows or discard
/// pile, or in front of the player who took it with Card (TM-3.3, TM-6.3, TM-7.14); the face-up rows keep their
/// number (TM-3.4), without gaps except in a rule module's columns (Metro Drinks' colour cards leave theirs, MD-3.2).
/// A rule module's cards are in at most one place: a module may take its cards out of play (MD-2.1, MD-4.1).
pub(super) fn cards(game: &Game, s: &State) -> Result<(), Violation> {
    let rules = game.rules();
    let columns = rules.column_count();
    ensure!(
        s.columns.len() == columns,
        "TM-3.3",
        tr!(
            "invariant-columns-in-the-state-of",
            columns = s.columns.len().to_string(),
            columns2 = columns.to_string()
        )
    );
    let mut place = vec![0u8; rules.card_count()];
    let mut count = |card: CardId, column: Option<usize>| -> Result<(), Violation> {
        let home = rules.card_column_of(card);
        ensure!(
            home.is_some(),
            "TM-3.3",
            tr!("invariant-card-is-no-card-of", card = card.0.to_string())
        );
        if let (Some(home), Some(column)) = (home, column) {
            ensure!(
                home as usize == column,
                "TM-6.3.1",
                tr!(
                    "invariant-card-of-column-lies-in",
                    card = card.0.to_string(),
                    home = home.to_string(),
                    column = column.to_string()
                )
            );
        }
        place[card.0 as usize] += 1;
        Ok(())
    };
    let module_column = |column: usize| {
        rules
            .modules()
            .iter()
            .any(|m| m.columns().contains(&(column as u8)))
    };
    for (ci, column) in s.columns.iter().enumerate() {
        ensure!(
            column.rows.len() == rules.dealt() as usize,
            "TM-3.4",
            tr!(
                "invariant-column-shows-rows-not",
                ci = ci.to_string(),
                rows = column.rows.len().to_string(),
                dealt = rules.dealt().to_string()
            )
        );
        if !module_column(ci) {
            ensure!(
                column.rows.iter().all(Option::is_some),
                "TM-6.3.1",
                tr!("invariant-column-has-a-gap-among", ci = ci.to_string())
            );
        }
        for &card in column
            .deck
            .iter()
            .chain(column.rows.iter().flatten())
            .chain(&column.discard)
        {
            count(card, Some(ci))?;
        }
    }
    for p in &s.players {
        for &card in &p.personal_cards {
            count(card, None)?;
        }
    }
    for (card, &n) in place.iter().enumerate() {
        let card = CardId(card as u8);
        match rules.card_module(card) {
            None => ensure!(
                n == 1,
                "TM-3.3",
                tr!(
                    "invariant-card-of-column-is-in",
                    card = card.0.to_string(),
                    column = rules.card_column(card).to_string(),
                    n = n.to_string()
                )
            ),
            Some(module) => ensure!(
                n <= 1,
                "TM-3.3",
                tr!(
                    "invariant-card-of-rule-module-is",
                    card = card.0.to_string(),
                    module = printable(rules.module(module).module().title()).to_string(),
                    n = n.to_string()
                )
            ),
        }
    }
    Ok(())
}
