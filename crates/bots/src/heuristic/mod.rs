//! The heuristic bot: scores every legal action with a hand-written evaluation of the end-game worth it adds.
//!
//! # Evaluation
//!
//! At every decision the bot builds a small [`Model`] of the game from public information only: each line's value,
//! holders, speed tokens, speculations and whether its vehicles run; the owner of every station; every player's cash
//! (with money set aside and loan penalties). From it, [`Ctx::scores`] projects each player's final total:
//!
//! * every line's value grows by the station payouts its vehicles are expected to trigger in the train phases left
//!   (a vehicle bouncing along `n` stops enters an inner stop `steps / (n − 1)` times per phase, a terminal half as
//!   often), +¥500 for an owner holding a share, else +¥200 and ¥200 cash to the owner; lines not on the map count
//!   for a fraction only (someone may still start them);
//! * speculations are paid `min(2 × stake, low)`, then the shares are paid from what is left by the real payout
//!   rules (interpolated between ¥100 steps so that small changes count);
//! * cash counts one for one, each loan −¥1,500.
//!
//! The utility is the bot's projected total minus half the average of the others' ([`OPPONENT_WEIGHT`]). An action
//! is worth the change of utility it causes in the model (Invest, Station, Start, Speculate, Speed, Sell, Loan,
//! Repay), or a hand-set estimate for what the model does not see (a meeple's position, extra discs, the bike,
//! personal cards, bid bonuses, discounts). Taking an action costs the ¥100 pass bonus of every disc it uses, so the
//! bot passes when nothing is worth more. Positions are scored by the best station the meeple could build there
//! ([`Ctx::spot`]); moves, placements, boarding and alighting aim at better positions. A tiny seeded noise breaks
//! ties, so the bot is deterministic given its seed. No game is cloned.
//!
//! # Speed
//!
//! A decision asks many questions many times (an Invest's targets are valued for the Invest, for every Discount and
//! Loan that could pay for it, for a Copy; a spot for every Move that reaches it): each is answered once per decision
//! ([`memo`]). A change of the model is projected by replaying the base model's additions from the first changed line
//! ([`replay`]) — the same additions in the same order, so every value is bit for bit the whole projection's, and the
//! bot plays exactly as the plain evaluation does (the tests in `exactness.rs` check it). A decision on the same
//! model as the last one carries its projection over ([`memo::Carried`]); the map's fixed tables are shared by a
//! process's bots ([`shapes`]).

mod actions;
mod bids;
mod changes;
#[cfg(test)]
mod exactness;
mod hints;
mod memo;
mod model;
mod positions;
mod replay;
mod resolution;
mod shapes;
mod small_model;
mod train;
mod worth;

use std::sync::Arc;

use metro_core::{LineId, Map, SpaceId, StationPayout, Yen};
use metro_engine::ids::GameRng;
use metro_engine::state::Pending;
use metro_engine::{Action, PlayerId, PlayerView};

use crate::Bot;
use memo::Memo;
use replay::BaseTerms;
use shapes::{Shapes, shared_shapes};
use small_model::Model;

/// How much the bot weighs the average opponent's projected total against its own.
pub const OPPONENT_WEIGHT: f64 = 0.5;

/// A bot that plays like a sensible person: builds where busy lines pass, invests in the lines its stations serve,
/// speculates on valuable lines, takes loans early and repays late. See the module documentation.
#[derive(Clone, Debug)]
pub struct HeuristicBot {
    rng: GameRng,
    /// The line shapes of the last map played on (the map is kept so that its address identifies it).
    shapes: Option<(Arc<Map>, Arc<Shapes>)>,
    /// The memos of a decision, kept for their room (emptied at every decision).
    memo: Memo,
}

impl HeuristicBot {
    /// A heuristic bot with its own seed (used only to break ties).
    pub fn new(seed: u64) -> HeuristicBot {
        HeuristicBot {
            rng: GameRng::new(seed ^ 0x9e37_79b9_7f4a_7c15),
            shapes: None,
            memo: Memo::default(),
        }
    }

    /// The line shapes of the game's map, computed once per map (and shared by the bots of a process).
    fn shapes(&mut self, view: &PlayerView<'_>) -> Arc<Shapes> {
        let map = view.rules().map_arc();
        if let Some((cached, shapes)) = &self.shapes
            && Arc::ptr_eq(cached, map)
        {
            return shapes.clone();
        }
        let shapes = shared_shapes(map);
        self.shapes = Some((map.clone(), shapes.clone()));
        shapes
    }
}

impl HeuristicBot {
    /// The bot's value of every legal action (before its tie-breaking noise): higher is better. Search bots use it
    /// as a prior.
    pub fn values(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Vec<f64> {
        let shapes = self.shapes(view);
        let mut ctx = Ctx::new(*view, view.viewer(), shapes, &mut self.memo);
        let values = ctx.values(legal);
        self.memo.carried = Some(ctx.into_carried());
        values
    }

    /// Every player's projected final total (by seat) as the bot's model sees the game from `view`: what search bots
    /// use to score a playout cut short.
    pub fn projected_totals(&mut self, view: &PlayerView<'_>) -> Vec<f64> {
        let shapes = self.shapes(view);
        let ctx = Ctx::new(*view, view.viewer(), shapes, &mut self.memo);
        let scores = ctx.scores(&ctx.base);
        self.memo.carried = Some(ctx.into_carried());
        scores.iter().take(view.player_count()).copied().collect()
    }
}

impl Bot for HeuristicBot {
    fn name(&self) -> &str {
        "heuristic"
    }

    fn choose(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> Action {
        legal[self.choose_place(view, legal)]
    }
}

impl HeuristicBot {
    /// The place in `legal` (never empty) of the action [`Bot::choose`] picks: the highest value with a little
    /// noise (ties to the earliest). For [`metro_engine::Game::apply_chosen`], as the search's playouts use it.
    pub fn choose_place(&mut self, view: &PlayerView<'_>, legal: &[Action]) -> usize {
        let values = self.values(view, legal);
        let mut best = 0;
        let mut best_value = f64::NEG_INFINITY;
        for (i, &value) in values.iter().enumerate() {
            let noisy = value + self.rng.below(1_000) as f64 * 0.01;
            if noisy > best_value {
                best_value = noisy;
                best = i;
            }
        }
        best
    }
}

/// Everything one decision needs: what the bot sees, the model, and caches.
struct Ctx<'a> {
    game: PlayerView<'a>,
    me: PlayerId,
    players: usize,
    /// Train phases still to run, this round's included while it has not started.
    phases: f64,
    /// Whole rounds after the current one.
    rounds_after: f64,
    shapes: Arc<Shapes>,
    base: Model,
    /// The base model's projection, line by line.
    base_terms: BaseTerms,
    /// The stations of every line that have an owner in the base model, in the line's order, each as its place among
    /// the line's stations, how often it is entered (per step) and its owner.
    owned: Vec<(u16, f64, PlayerId)>,
    /// Where each line's owned stations start in `owned` (and, next, end).
    owned_at: Vec<usize>,
    base_utility: f64,
    /// The bot's cash.
    cash: Yen,
    /// A station payout when its owner holds no share of the line, and when they do.
    station_payout: [StationPayout; 2],
    /// Yen the bot pretends to have on top of its cash (to price a loan).
    extra_cash: Yen,
    memo: &'a Memo,
    /// The best spot within two moves of every space, at a station cost per stop (its bits) and cash, when many
    /// positions are valued at once ([`Ctx::around_all`]).
    around: Option<(u64, Yen, Vec<f64>)>,
    occupied: Vec<SpaceId>,
}

impl Ctx<'_> {
    /// The value of every legal action.
    fn values(&mut self, legal: &[Action]) -> Vec<f64> {
        let view = self.game;
        match view.pending() {
            Pending::Bid { .. } => self.bid_values(legal),
            Pending::Movement { .. } => self.movement_values(legal),
            Pending::Turn { .. } => self.turn_values(legal),
            Pending::Resolving(r) => self.resolution_values(r.action, r.stage, r.target, legal),
            Pending::Trains(cursor) => self.train_values(LineId(cursor.line), cursor.steps_left, legal),
            Pending::Over => vec![0.0; legal.len()],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use metro_core::KindCatalogue;
    use metro_engine::{Game, Setup};

    pub(super) fn osaka_game(players: usize) -> Game {
        let map = metro_data::load_map("maps/osaka.toml", metro_osaka::MAP_TOML).unwrap();
        let cards = metro_data::load_card_set(
            "cards/tokyo.toml",
            metro_tokyo::CARDS_TOML,
            &KindCatalogue::builtin(),
        )
        .unwrap();
        Game::new(Setup::new(Arc::new(map), Arc::new(cards), players), 3).unwrap()
    }

    // Bots return one of the legal actions and repeat themselves given the same seed.
    #[test]
    fn the_same_seed_gives_the_same_choice() {
        let game = osaka_game(2);
        let legal = game.legal_actions();
        let view = game.player_view(game.to_move().unwrap());
        let a = HeuristicBot::new(9).choose(&view, &legal);
        let b = HeuristicBot::new(9).choose(&view, &legal);
        assert_eq!(a, b);
        assert!(legal.contains(&a));
    }

    impl HeuristicBot {
        pub(super) fn shapes_for_test(mut self, game: &Game) -> Arc<Shapes> {
            self.shapes(&game.player_view(PlayerId(0)))
        }
    }
}
