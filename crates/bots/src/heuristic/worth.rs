//! What the bot's pieces are worth for the rounds left: an action disc, the bike, a speed token, a discarded card.

use metro_core::ActionKind;

use super::Ctx;

impl Ctx<'_> {
    /// What one more action disc is worth: an action in every round left.
    pub(super) fn disc_worth(&self) -> f64 {
        200.0 * self.rounds_after
    }

    pub(super) fn bike_worth(&self) -> f64 {
        60.0 * self.rounds_after + 40.0
    }

    /// What paying a Station swap gives up: the cheaper of a speed token and the bike.
    pub(super) fn swap_cost(&self) -> f64 {
        let p = self.game.player(self.me);
        let token = if p.speed_tokens() > 0 {
            self.token_worth()
        } else {
            f64::INFINITY
        };
        let bike = if p.bike() {
            self.bike_worth()
        } else {
            f64::INFINITY
        };
        token.min(bike)
    }

    pub(super) fn token_worth(&self) -> f64 {
        self.best_speed_line().map_or(0.0, |(_, g)| g.max(0.0))
    }

    /// The top card of a discard pile, valued for the rounds left.
    pub(super) fn card_worth(&self, column: usize) -> Option<f64> {
        let card = self.game.column(column)?.discard_top()?;
        let mut worth = 0.0;
        for (_, spec) in self.game.rules().card_actions(card) {
            worth += match spec.kind {
                ActionKind::Invest { .. } | ActionKind::InvestByDisc => 400.0,
                ActionKind::Station { .. } => 300.0,
                ActionKind::Start { .. } | ActionKind::Speculate | ActionKind::Action { .. } => 200.0,
                ActionKind::Move { .. } | ActionKind::Speed { .. } | ActionKind::StationSwap => 150.0,
                ActionKind::Discount { .. } => 100.0,
                _ => 50.0,
            };
        }
        Some(worth * 0.4 * self.rounds_after)
    }
}
