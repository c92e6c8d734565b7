//! The bots of a session: the table's ([`crate::table::Table`]), thinking on worker threads; the session only
//! applies a bot's answer its own way (told and shown like a person's decision).

use std::time::Duration;

use metro_bots::bot_by_name;
use metro_engine::PlayerId;
use metro_game::Seat;

use super::Session;
use crate::paths::SeatKind;
use crate::table::BotChoice;

/// What [`Session::poll_bot`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotStep {
    /// A bot's decision was applied.
    Moved,
    /// This bot is still thinking.
    Thinking(PlayerId),
    /// No bot is to move.
    Idle,
}

impl Session {
    /// Plays up to `actions` decisions for every seat, humans' with a heuristic bot, without animation; then lets
    /// the bots move until a human is to move (a quick way to a position in the middle of a game).
    pub fn play_for_everyone(&mut self, actions: usize) {
        let mut helper = bot_by_name("heuristic", 99);
        for _ in 0..actions {
            if self.game().is_over() {
                break;
            }
            if !self.step_bot(false)
                && let Some(bot) = helper.as_mut()
            {
                let legal = self.legal().to_vec();
                let Some(player) = self.game().to_move() else {
                    break;
                };
                let choice = bot.choose(&self.game().player_view(player), &legal);
                if self.apply(choice, false).is_err() {
                    break;
                }
            }
        }
        while self.bot_to_move().is_some() {
            self.step_bot(false);
        }
    }

    /// Lets the bot to move choose and applies its choice, waiting for it to think. Returns whether a bot moved.
    pub fn step_bot(&mut self, animate: bool) -> bool {
        self.poll_bot(animate, None) == BotStep::Moved
    }

    /// Plays a seat with another bot, by its `metro_bots::bot_by_name` name (a smaller search budget for tests,
    /// e.g. `mcts:20`). Returns false, changing nothing, if the seat is a person's or the name unknown.
    pub fn set_bot(&mut self, seat: usize, name: &str) -> bool {
        if self.seats.get(seat).is_none_or(|&k| k == SeatKind::Human) {
            return false;
        }
        self.table.set_bot(Seat(seat as u8), name).is_ok()
    }

    /// The bot thinking about the current position and for how long, if one is.
    pub fn thinking(&self) -> Option<(PlayerId, Duration)> {
        self.table
            .thinking()
            .map(|(seat, since)| (PlayerId::from(seat), since))
    }

    /// Starts the bot to move thinking in a background thread, unless it already is (a bot still thinking about an
    /// earlier position is abandoned: its answer will be dropped). Nothing while events are still being shown.
    pub fn think(&mut self) {
        if self.bot_to_move().is_some() {
            self.table.think();
        }
    }

    /// Lets the bot to move think (in the background) and applies its answer once it has one: waits for it at most
    /// `wait` (`None`: until it answers). The answer is applied through the session like a person's decision (told,
    /// shown with `animate`).
    pub fn poll_bot(&mut self, animate: bool, wait: Option<Duration>) -> BotStep {
        if self.bot_to_move().is_none() {
            return BotStep::Idle;
        }
        match self.table.bot_choice(wait) {
            BotChoice::Chosen(_, action) => match self.apply(action, animate) {
                Ok(()) => BotStep::Moved,
                Err(_) => BotStep::Idle,
            },
            BotChoice::Thinking(seat) => BotStep::Thinking(PlayerId::from(seat)),
            BotChoice::Idle => BotStep::Idle,
        }
    }

    /// Drops the answer being thought, if any (its bot comes back if it has already answered, else it is rebuilt),
    /// and stops a searching bot at once.
    pub fn abandon_thinking(&mut self) {
        self.table.abandon_thinking();
    }
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::tests::session;

    #[test]
    fn bots_play_a_whole_game() {
        let mut s = session(vec![SeatKind::Normal, SeatKind::Easy]);
        let mut guard = 0;
        while !s.game().is_over() && guard < 20_000 {
            assert!(s.step_bot(false));
            guard += 1;
        }
        assert!(s.game().is_over());
        assert!(s.game().result().is_some());
    }
}
