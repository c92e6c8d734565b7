//! What a player's view hides ([`view`]): exactly what TM-12.1 hides, and of a rule module's state what the module
//! hides.

use metro_core::text::printable;
use metro_engine::view::HIDDEN_CARD;
use metro_engine::{Game, ModuleId, PlayerId, View};

use super::Violation;
use crate::locale::tr;

/// Checks that `viewer`'s view hides what TM-12.1 hides — the deck order, the discards below the top, the other
/// players' bids, the random generator — and shows everything else exactly as it is (D-17).
pub fn view(game: &Game, viewer: PlayerId) -> Result<(), Violation> {
    let view: View = game.view(viewer);
    let s = game.state();
    ensure!(
        view.viewer == viewer,
        "TM-12.1",
        tr!(
            "invariant-a-view-for-seat-is",
            viewer = viewer.0.to_string(),
            shown = view.viewer.0.to_string()
        )
    );
    for (ci, (seen, real)) in view.state.columns.iter().zip(&s.columns).enumerate() {
        ensure!(
            seen.deck.len() == real.deck.len() && seen.deck.iter().all(|&c| c == HIDDEN_CARD),
            "TM-12.1",
            tr!(
                "invariant-column-s-deck-order-is",
                ci = ci.to_string(),
                viewer = viewer.0.to_string()
            )
        );
        ensure!(
            seen.discard.len() == real.discard.len(),
            "TM-12.1",
            tr!(
                "invariant-column-s-discard-pile-has",
                ci = ci.to_string(),
                discard = seen.discard.len().to_string(),
                discard2 = real.discard.len().to_string()
            )
        );
        if let Some((top, below)) = seen.discard.split_last() {
            ensure!(
                Some(top) == real.discard.last(),
                "TM-6.3.2",
                tr!(
                    "invariant-column-s-top-discard-is",
                    ci = ci.to_string(),
                    viewer = viewer.0.to_string()
                )
            );
            ensure!(
                below.iter().all(|&c| c == HIDDEN_CARD),
                "TM-6.3.2",
                tr!(
                    "invariant-column-s-discards-below-the",
                    ci = ci.to_string(),
                    viewer = viewer.0.to_string()
                )
            );
        }
    }
    for (i, (seen, real)) in view.state.players.iter().zip(&s.players).enumerate() {
        if i == viewer.0 as usize {
            ensure!(
                seen.bid == real.bid,
                "D-3",
                tr!("invariant-seat-s-own-bid-is", i = i.to_string())
            );
        } else {
            ensure!(
                seen.bid.is_none(),
                "D-3",
                tr!(
                    "invariant-seat-s-bid-is-shown",
                    i = i.to_string(),
                    viewer = viewer.0.to_string()
                )
            );
        }
        ensure!(
            view.bids_made.get(i) == Some(&real.bid.is_some()),
            "D-3",
            if real.bid.is_some() {
                tr!("invariant-view-says-no-bid", i = i.to_string())
            } else {
                tr!("invariant-view-says-bid", i = i.to_string())
            }
        );
    }
    // A rule module's state: what the module hides is its business (`Looks::redact`); a module that hides nothing
    // shows its state as it is; and a bot's `PlayerView` shows what the `View` shows.
    let seen_by_bot = game.player_view(viewer);
    for (i, (slot, real)) in game.rules().modules().iter().zip(&s.modules).enumerate() {
        let module = printable(slot.module().title());
        let seen = view.state.modules.get(i);
        if !slot.rules().looks().is_some_and(|looks| looks.hides()) {
            ensure!(
                seen == Some(real),
                "D-17",
                tr!(
                    "invariant-seat-s-view-of-rule",
                    viewer = viewer.0.to_string(),
                    module = module.to_string()
                )
            );
        }
        let bot = seen_by_bot.module_state(ModuleId(i as u8));
        ensure!(
            bot.as_deref() == seen,
            "TM-12.1",
            tr!(
                "invariant-seat-s-bot-sees-another",
                viewer = viewer.0.to_string(),
                module = module.to_string()
            )
        );
    }
    // Everything else is open: the view with the hidden parts put back is the state.
    let mut restored = view.state.clone();
    restored.modules.clone_from(&s.modules);
    for (seen, real) in restored.columns.iter_mut().zip(&s.columns) {
        seen.deck.clone_from(&real.deck);
        seen.discard.clone_from(&real.discard);
    }
    for (seen, real) in restored.players.iter_mut().zip(&s.players) {
        seen.bid = real.bid;
    }
    restored.rng = s.rng.clone();
    ensure!(
        restored == *s,
        "D-17",
        tr!(
            "invariant-seat-s-view-differs-from",
            viewer = viewer.0.to_string()
        )
    );
    // The generator would tell the deck order: it must be one that does not depend on the game.
    let other = game.view(PlayerId(((viewer.0 as usize + 1) % s.players.len()) as u8));
    ensure!(
        view.state.rng == other.state.rng && view.state.rng != s.rng,
        "TM-12.1",
        tr!("invariant-the-view-shows-the-game")
    );
    Ok(())
}
