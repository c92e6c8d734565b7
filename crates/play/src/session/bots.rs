//! The bots on threads: the bot to move thinks in the background on a clone of the game, its answer polled for and
//! applied if still wanted and legal; a bot abandoned, stopped by its signal, or rebuilt when its thread fails.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use metro_bots::{Bot, StopSignal, bot_by_name, bot_seed, bot_seed_at};
use metro_engine::PlayerId;

use super::{Session, Thinking};
use crate::paths::SeatKind;

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
        let Some(bot) = bot_by_name(name, bot_seed(self.game().seed(), seat)) else {
            return false;
        };
        if self
            .thinking
            .as_ref()
            .is_some_and(|t| t.player.0 as usize == seat)
        {
            self.thinking = None;
        }
        self.bots[seat] = Some(bot);
        self.bot_names[seat] = Some(name.to_string());
        true
    }

    /// The bot thinking about the current position and for how long, if one is.
    pub fn thinking(&self) -> Option<(PlayerId, Duration)> {
        self.thinking
            .as_ref()
            .filter(|t| t.position == self.position)
            .map(|t| (t.player, t.since.elapsed()))
    }

    /// Starts the bot to move thinking in a background thread, unless it already is (a bot still thinking about an
    /// earlier position is abandoned: its answer will be dropped).
    pub fn think(&mut self) {
        let Some(player) = self.bot_to_move() else {
            return;
        };
        if self.thinking().is_some() {
            return;
        }
        self.abandon_thinking();
        let seat = player.0 as usize;
        let Some(bot) = self.take_bot(seat) else {
            return;
        };
        let game = self.recorder.game().clone();
        let legal = self.legal.clone();
        let stop = StopSignal::new();
        let mut bot = bot;
        bot.set_stop_signal(stop.clone());
        let (send, answer) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name(format!("bot of seat {}", seat + 1))
            .spawn(move || {
                let action = bot.choose(&game.player_view(player), &legal);
                // The session may be gone (a new game, a load): then nobody needs the answer.
                let _ = send.send((action, bot));
            });
        let answer = match thread {
            Ok(_) => answer,
            Err(_) => {
                // No thread to be had: the bot went with the failed closure; it is rebuilt and asked here.
                let (send, answer) = mpsc::channel();
                if let Some(mut bot) = self.rebuilt_bot(seat) {
                    let action = bot.choose(&self.recorder.game().player_view(player), &self.legal);
                    let _ = send.send((action, bot));
                }
                answer
            }
        };
        self.thinking = Some(Thinking {
            position: self.position,
            player,
            answer,
            since: Instant::now(),
            stop,
        });
    }

    /// Lets the bot to move think (in the background) and applies its answer once it has one: waits for it at most
    /// `wait` (`None`: until it answers). The answer is applied through the engine like a person's decision, if it
    /// is legal in the current position (should it not be, the first legal action keeps play going).
    pub fn poll_bot(&mut self, animate: bool, wait: Option<Duration>) -> BotStep {
        self.think();
        let Some(thinking) = self.thinking.as_ref() else {
            return BotStep::Idle;
        };
        let player = thinking.player;
        let received = match wait {
            None => thinking
                .answer
                .recv()
                .map_err(|_| mpsc::RecvTimeoutError::Disconnected),
            Some(wait) => thinking.answer.recv_timeout(wait),
        };
        let seat = player.0 as usize;
        let action = match received {
            Err(mpsc::RecvTimeoutError::Timeout) => return BotStep::Thinking(player),
            Ok((action, bot)) => {
                self.thinking = None;
                self.bots[seat] = Some(bot);
                Some(action)
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                // The bot's thread failed: the bot is rebuilt for next time and play goes on.
                self.thinking = None;
                self.bots[seat] = self.rebuilt_bot(seat);
                None
            }
        };
        let Some(&first) = self.legal.first() else {
            return BotStep::Idle;
        };
        let action = action.filter(|a| self.legal.contains(a)).unwrap_or(first);
        match self.apply(action, animate) {
            Ok(()) => BotStep::Moved,
            Err(_) => BotStep::Idle,
        }
    }

    /// Drops the answer being thought, if any (its bot comes back if it has already answered, else it is rebuilt).
    pub fn abandon_thinking(&mut self) {
        let Some(thinking) = self.thinking.take() else {
            return;
        };
        thinking.stop.raise();
        let seat = thinking.player.0 as usize;
        self.bots[seat] = match thinking.answer.try_recv() {
            Ok((_, bot)) => Some(bot),
            Err(_) => self.rebuilt_bot(seat),
        };
    }

    /// A seat's bot, taken out to think.
    fn take_bot(&mut self, seat: usize) -> Option<Box<dyn Bot>> {
        match self.bots.get_mut(seat)?.take() {
            Some(bot) => Some(bot),
            None => self.rebuilt_bot(seat),
        }
    }

    /// A seat's bot made anew, seeded from the game and the decision number.
    fn rebuilt_bot(&self, seat: usize) -> Option<Box<dyn Bot>> {
        let name = self.bot_names.get(seat)?.as_deref()?;
        bot_by_name(name, bot_seed_at(self.game().seed(), seat, self.history.len()))
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
