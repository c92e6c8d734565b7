//! The turn-order bid: how much the bot bids.

use metro_core::Yen;
use metro_engine::Action;

use super::Ctx;

impl Ctx<'_> {
    /// The turn-order bid: the chosen amount, every other bid valued at minus its yen.
    pub(super) fn bid_values(&mut self, legal: &[Action]) -> Vec<f64> {
        let bid = self.bid();
        legal
            .iter()
            .map(|a| {
                if *a == Action::Bid(bid) {
                    1.0
                } else {
                    -(bid_amount(a) as f64)
                }
            })
            .collect()
    }

    /// A bid: ¥0 unless the best action in sight is clearly better than the next, then a small bid.
    fn bid(&mut self) -> Yen {
        let cash = self.my_cash();
        let p = self.game.player(self.me);
        let discs = p.discs_in_hand();
        let mut tops = [0.0f64; 2];
        for &action in self.available().iter() {
            let v = self.take_value(action, discs);
            if v > tops[0] {
                tops[1] = tops[0];
                tops[0] = v;
            } else if v > tops[1] {
                tops[1] = v;
            }
        }
        let lead = tops[0] - tops[1];
        if lead > 400.0 && cash >= 1_000 {
            (((lead / 4.0) as Yen).min(300) / 100 * 100).min(cash)
        } else {
            0
        }
    }
}

fn bid_amount(action: &Action) -> Yen {
    match action {
        Action::Bid(y) => *y,
        _ => 0,
    }
}
