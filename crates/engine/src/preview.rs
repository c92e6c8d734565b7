//! Consequences before commitment: what a decision would cost and do, found by applying it to a game the player
//! cannot tell from this one (`Game::determinised_for` the player to move: every hidden part — deck order, hidden
//! discards, others' unrevealed bids, the generator — redrawn from a fixed seed, so the preview depends only on what
//! the player sees and can tell them nothing hidden) and reading the events — so the preview is the engine's own
//! verdict, with no rule logic here. For an action that asks further choices (a Move's destination, a Station's
//! stop, an Invest's line) the preview lists those choices and what each would cost, discounts lifted or not. The
//! words are the engine's (`locales/*/preview.ftl`); `metro-play` keeps previews for a session's position.

use metro_core::{LineId, Yen};

use crate::action::Action;
use crate::event::{Event, Reason};
use crate::game::Game;
use crate::ids::{GameRng, PlayerId};
use crate::locale::tr;
use crate::narrate::yen;
use crate::state::{Pending, Stage};

/// The seed the hidden parts of a previewed game are redrawn from: fixed, so a preview is the same every time it is
/// made for the same view.
const PREVIEW_SEED: u64 = 0x9E5_71E3;

/// What one decision does for the player making it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// The change of their cash (negative: they pay).
    pub cash: Yen,
    /// The part of it paid as share extras (TM-7.5), negative.
    pub extra: Yen,
    /// The part of it paid as a fare (TM-10.2), negative.
    pub fare: Yen,
    /// Action discs given up for good (OS-6.2, MD-4.1).
    pub discs_lost: u8,
    /// Action discs gained.
    pub discs_gained: u8,
    /// Line values that change.
    pub values: Vec<(LineId, Yen)>,
    /// Whether the action is carried out with this decision (rather than waiting for a further choice).
    pub settled: bool,
}

impl Outcome {
    /// The outcome in words, for prompts and tooltips: "pays ¥600 (¥300 of it the share's extra)".
    pub fn words(&self) -> String {
        let mut parts = Vec::new();
        if self.cash < 0 {
            parts.push(if self.extra < 0 {
                tr!(
                    "preview-pay-with-extra",
                    amount = yen(-self.cash),
                    extra = yen(-self.extra)
                )
            } else if self.fare < 0 {
                tr!("preview-pay-fare", amount = yen(-self.cash))
            } else {
                tr!("preview-pay", amount = yen(-self.cash))
            });
        } else if self.cash > 0 {
            parts.push(tr!("preview-receive", amount = yen(self.cash)));
        }
        if self.discs_lost > 0 {
            parts.push(tr!("preview-discs-lost", count = self.discs_lost));
        }
        if self.discs_gained > 0 {
            parts.push(tr!("preview-disc-gained"));
        }
        parts.join(&tr!("preview-separator"))
    }

    /// Whether it costs anything (money or a disc for good).
    pub fn costs(&self) -> bool {
        self.cash < 0 || self.discs_lost > 0
    }
}

/// What a decision leads to: its own outcome, and the choices it asks next with their outcomes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Preview {
    /// The decision's outcome, the steps inside the same action that follow settled without lifting discounts (the
    /// action carried out, unless it asks a target next).
    pub now: Outcome,
    /// The same with every discount lifted, if that differs.
    pub discounted: Option<Outcome>,
    /// The choices asked next (destinations, stations, lines …), each settled without lifting discounts and
    /// with every discount lifted.
    pub choices: Vec<Choice>,
}

/// One further choice with what it would cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The decision.
    pub action: Action,
    /// Its outcome when no discount is lifted.
    pub plain: Outcome,
    /// Its outcome with every discount lifted, if that differs.
    pub discounted: Option<Outcome>,
}

/// Applies `action` for the player to move and reads what it did to them, settling the stages that follow inside
/// the same action (discounts: lifted when `lift`; speed tokens: none assigned; stake: the smallest; payment: the
/// first offered). Stops at a choice that needs the player (a target) or once the action is carried out.
fn settle(game: &Game, action: Action, lift: bool, follow: bool) -> Option<(Outcome, Game)> {
    let mover = game.to_move()?;
    // Never the real game: its hidden parts (the deck a refresh would deal from, others' bids) are redrawn.
    let mut rng = GameRng::new(PREVIEW_SEED);
    let mut copy = game.determinised_for(mover, &mut rng, &mut |_, _, _| 0);
    let mut outcome = Outcome::default();
    let mut events = copy.apply(action).ok()?;
    let mut steps = 0;
    loop {
        let done = read(&events, mover, &mut outcome);
        let resolving = match &copy.state().pending {
            Pending::Resolving(r) if r.player == mover => Some(r.stage),
            _ => None,
        };
        if done || resolving.is_none() {
            outcome.settled = true;
            break;
        }
        if !follow || steps > 32 {
            break;
        }
        let legal = copy.legal_actions();
        let next = match resolving {
            Some(Stage::Discounts) => legal
                .iter()
                .find(|a| lift && matches!(a, Action::Lift(_)))
                .or_else(|| legal.iter().find(|a| **a == Action::Done)),
            Some(Stage::Speed) => legal.iter().find(|a| **a == Action::Done),
            Some(Stage::Stake | Stage::SwapPayment) => legal.first(),
            _ => None,
        };
        let Some(&next) = next else { break };
        events = copy.apply(next).ok()?;
        steps += 1;
    }
    Some((outcome, copy))
}

/// Adds the mover's part of `events` to `outcome`; true once a new phase or round begins (the rest is no longer
/// this decision's doing).
fn read(events: &[Event], mover: PlayerId, outcome: &mut Outcome) -> bool {
    for event in events {
        match *event {
            Event::Cash {
                player,
                delta,
                reason,
            } if player == mover => {
                outcome.cash += delta;
                match reason {
                    Reason::ShareExtra => outcome.extra += delta,
                    Reason::Fare => outcome.fare += delta,
                    _ => {}
                }
            }
            Event::Disc { player, gained } if player == mover => {
                if gained {
                    outcome.discs_gained += 1;
                } else {
                    outcome.discs_lost += 1;
                }
            }
            Event::Value { line, delta, .. } => match outcome.values.iter_mut().find(|(l, _)| *l == line) {
                Some((_, d)) => *d += delta,
                None => outcome.values.push((line, delta)),
            },
            Event::PhaseStarted(_) | Event::RoundStarted(_) => return true,
            _ => {}
        }
    }
    false
}

/// A decision's label with what it does for the player: "Take Move 3: you pay ¥400". A speed token put on a line in
/// the middle of an action (before the action's own payment) is followed by that payment, which is the action's:
/// "Assign a speed token to G Ginza; then your action goes on: you pay ¥400". No words: the label alone.
pub fn with_words(action: &Action, label: String, words: &str) -> String {
    match (action, words) {
        (_, "") => label,
        (Action::Assign(_), words) => tr!("preview-you-then-action", label = label, effects = words),
        (_, words) => tr!("preview-you", label = label, effects = words),
    }
}

/// The preview of one decision of the player to move.
pub fn preview(game: &Game, action: Action) -> Option<Preview> {
    let mover = game.to_move()?;
    let (_, after) = settle(game, action, false, false)?;
    let (now, _) = settle(game, action, false, true)?;
    let discounted = settle(game, action, true, true)
        .map(|(o, _)| o)
        .filter(|o| *o != now);
    let mut choices = Vec::new();
    let asks_more = matches!(&after.state().pending, Pending::Resolving(r) if r.player == mover && r.stage == Stage::Target);
    if asks_more {
        for next in after.legal_actions() {
            let Some((plain, _)) = settle(&after, next, false, true) else {
                continue;
            };
            let discounted = settle(&after, next, true, true)
                .map(|(o, _)| o)
                .filter(|o| *o != plain);
            choices.push(Choice {
                action: next,
                plain,
                discounted,
            });
        }
    }
    Some(Preview {
        now,
        discounted,
        choices,
    })
}

/// What `action` itself does, settled within its action (no further choices previewed).
pub fn outcome(game: &Game, action: Action) -> Option<Outcome> {
    settle(game, action, false, true).map(|(o, _)| o)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use metro_core::{ActionKind, KindCatalogue};

    use super::*;
    use crate::rules::Setup;
    use crate::state::Phase;

    /// A two-player game on the Tokyo map and cards, at its first action phase.
    fn game() -> Game {
        let map = metro_data::load_map("tokyo", metro_tokyo::MAP_TOML).expect("the Tokyo map");
        let cards = metro_data::load_card_set("tokyo", metro_tokyo::CARDS_TOML, &KindCatalogue::builtin())
            .expect("the Tokyo cards");
        let setup = Setup::new(Arc::new(map), Arc::new(cards), 2);
        let mut game = Game::new(setup, 5).expect("game");
        while game.phase() != Phase::Actions {
            let first = game.legal_actions()[0];
            game.apply(first).expect("legal");
        }
        game
    }

    /// A preview depends only on what the player to move sees: a game redrawn in everything hidden from them (deck
    /// order, hidden discards, others' bids) previews every decision the same, through the bids, the actions and a
    /// passing that ends the action phase (the next round's refresh deals from the hidden deck).
    #[test]
    fn a_preview_never_depends_on_what_the_player_cannot_see() {
        let mut game = game();
        let mut rng = GameRng::new(11);
        let mut compared = 0;
        for _ in 0..120 {
            let Some(mover) = game.to_move() else { break };
            let other = game.determinised_for(mover, &mut rng, &mut |_, seen, rng| {
                rng.below(seen.cash().max(0) as usize / 100 + 1) as i32 * 100
            });
            for action in game.legal_actions().into_iter().take(6) {
                assert_eq!(preview(&game, action), preview(&other, action), "{action:?}");
                compared += 1;
            }
            let legal = game.legal_actions();
            game.apply(legal[rng.below(legal.len())]).expect("legal");
        }
        assert!(compared > 100, "{compared} previews compared");
    }

    /// The game a preview plays on is never the real one: its decks are redrawn (the order the next refresh would
    /// deal in is not the real game's), while everything the player sees is the same.
    #[test]
    fn a_preview_plays_on_a_redrawn_game() {
        let game = game();
        let mover = game.to_move().expect("someone to move");
        let (_, played) = settle(&game, Action::Pass, false, false).expect("a pass is previewed");
        let decks = |g: &Game| -> Vec<Vec<crate::ids::CardId>> {
            g.state().columns.iter().map(|c| c.deck.to_vec()).collect()
        };
        assert_ne!(
            decks(&played),
            decks(&game),
            "the preview's decks are the real game's"
        );
        let mut real = game.clone();
        real.apply(Action::Pass).expect("legal");
        assert_eq!(played.view(mover).state.players, real.view(mover).state.players);
    }

    #[test]
    fn a_move_previews_its_destinations_and_costs_nothing() {
        let g = game();
        let take = g.legal_actions().into_iter().find(|a| match a {
            Action::Take(r) => matches!(g.rules().kind(*r), Some(ActionKind::Move { .. })),
            _ => false,
        });
        let Some(take) = take else { return };
        let p = preview(&g, take).expect("preview");
        assert!(!p.now.costs());
        assert!(!p.choices.is_empty());
        assert!(p.choices.iter().all(|c| matches!(c.action, Action::MoveTo(_))));
    }

    #[test]
    fn a_station_previews_the_price_of_each_stop() {
        let g = game();
        for action in g.legal_actions() {
            let Action::Take(r) = action else { continue };
            let Some(ActionKind::Station { cost }) = g.rules().kind(r) else {
                continue;
            };
            let p = preview(&g, action).expect("preview");
            for choice in &p.choices {
                let Action::Station(s) = choice.action else {
                    panic!("{:?}", choice.action)
                };
                let stops = g.map().station(s).stops.len() as Yen;
                assert_eq!(choice.plain.cash, -cost * stops, "{}", g.map().station(s).name);
                assert!(choice.plain.settled);
            }
        }
    }

    #[test]
    fn passing_pays_the_pass_bonus() {
        let g = game();
        let p = preview(&g, Action::Pass).expect("preview");
        assert_eq!(p.now.cash, 300, "¥100 per disc still in hand (TM-6.6.4)");
    }
}
