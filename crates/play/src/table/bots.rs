//! The bots at the table: the bot to decide thinks on a worker thread of its own on a clone of the game, and its
//! answer is polled for by the caller's frame and applied if the position is still the one it was asked about.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use metro_game::bot::{Bot, StopSignal, bot_seed_at};
use metro_game::words::Words;
use metro_game::{GameState, Seat};

use super::{Player, Table};

/// What the bot to decide answered ([`Table::bot_choice`]), not applied yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotChoice<A> {
    /// The bot of this seat chose this action (one of its legal list).
    Chosen(Seat, A),
    /// The bot of this seat is still thinking.
    Thinking(Seat),
    /// No bot is to decide.
    Idle,
}

/// What [`Table::poll_bot`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotStep {
    /// The bot of this seat decided, and its decision was applied.
    Moved(Seat),
    /// The bot of this seat is still thinking.
    Thinking(Seat),
    /// No bot is to decide.
    Idle,
}

/// A bot's decision being thought on a worker thread.
pub(super) struct Thinking<G: GameState> {
    /// The position it answers; an answer for another position is dropped.
    position: u64,
    /// The bot's seat.
    seat: Seat,
    /// The legal list it chooses a place in.
    legal: Vec<G::Action>,
    /// The place chosen and the bot, once it has chosen.
    answer: mpsc::Receiver<(usize, Box<dyn Bot<G>>)>,
    /// When it began.
    since: Instant,
    /// Raised when the answer is no longer wanted, so that a searching bot stops at once instead of running out its
    /// budget in the background.
    stop: StopSignal,
}

impl<G: GameState> Thinking<G> {
    /// The seat whose bot thinks.
    pub(super) fn seat(&self) -> Seat {
        self.seat
    }
}

impl<G> Table<G>
where
    G: GameState + Words + Send + 'static,
    G::Action: Send,
{
    /// The bot thinking about the current position, and for how long, if one is.
    pub fn thinking(&self) -> Option<(Seat, Duration)> {
        self.thinking
            .as_ref()
            .filter(|t| t.position == self.position)
            .map(|t| (t.seat, t.since.elapsed()))
    }

    /// Starts the bot to decide thinking on a worker thread, unless it already is (a bot thinking about an earlier
    /// position is let go: its answer will be dropped). Returns at once.
    pub fn think(&mut self) {
        let Some(seat) = self.bot_to_move() else {
            return;
        };
        if self.thinking().is_some() {
            return;
        }
        self.abandon_thinking();
        let Some(mut bot) = self.take_bot(seat) else {
            return;
        };
        let legal = self.legal(seat);
        let game = self.game.clone();
        let stop = StopSignal::new();
        bot.set_stop_signal(stop.clone());
        let list = legal.clone();
        let (send, answer) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name(format!("bot of seat {}", seat.0 + 1))
            .spawn(move || {
                let place = bot.choose(&game, seat, &list);
                // The table may be gone (a new game): then nobody needs the answer.
                let _ = send.send((place, bot));
            });
        let answer = match spawned {
            Ok(_) => answer,
            Err(_) => {
                // No thread to be had: the bot went with the closure; it is made anew and asked here.
                let (send, answer) = mpsc::channel();
                if let Some(mut bot) = self.made_anew(seat) {
                    let place = bot.choose(&self.game, seat, &legal);
                    let _ = send.send((place, bot));
                }
                answer
            }
        };
        self.thinking = Some(Thinking {
            position: self.position,
            seat,
            legal,
            answer,
            since: Instant::now(),
            stop,
        });
    }

    /// Lets the bot to decide think (on its thread) and applies its answer once it has one, waiting for it at most
    /// `wait` (`None`: until it answers). An answer out of its list is taken as the list's first action.
    pub fn poll_bot(&mut self, wait: Option<Duration>) -> BotStep {
        match self.bot_choice(wait) {
            BotChoice::Chosen(seat, action) => match self.apply(seat, action) {
                Ok(()) => BotStep::Moved(seat),
                Err(_) => BotStep::Idle,
            },
            BotChoice::Thinking(seat) => BotStep::Thinking(seat),
            BotChoice::Idle => BotStep::Idle,
        }
    }

    /// Lets the bot to decide think (on its thread) and returns its answer once it has one, waiting for it at most
    /// `wait` (`None`: until it answers), without applying it: the caller applies it with [`Table::decide`] (a
    /// front end that tells or shows each decision its own way). An answer out of its list is taken as the list's
    /// first action.
    pub fn bot_choice(&mut self, wait: Option<Duration>) -> BotChoice<G::Action> {
        self.think();
        let Some(thinking) = self.thinking.as_ref() else {
            return BotChoice::Idle;
        };
        let seat = thinking.seat;
        let received = match wait {
            None => thinking
                .answer
                .recv()
                .map_err(|_| mpsc::RecvTimeoutError::Disconnected),
            Some(wait) => thinking.answer.recv_timeout(wait),
        };
        let place = match received {
            Err(mpsc::RecvTimeoutError::Timeout) => return BotChoice::Thinking(seat),
            Ok((place, bot)) => {
                self.bots[seat.index()] = Some(bot);
                Some(place)
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                // The bot's thread failed: the bot is made anew for next time, and play goes on.
                self.bots[seat.index()] = self.made_anew(seat);
                None
            }
        };
        let Some(thinking) = self.thinking.take() else {
            return BotChoice::Idle;
        };
        let Some(&first) = thinking.legal.first() else {
            return BotChoice::Idle;
        };
        let action = place
            .and_then(|p| thinking.legal.get(p).copied())
            .unwrap_or(first);
        BotChoice::Chosen(seat, action)
    }

    /// Lets the bots decide, waiting for each, until a person is to decide or the game is over, or `limit`
    /// decisions were taken. Returns how many were.
    pub fn run_bots(&mut self, limit: usize) -> usize {
        let mut taken = 0;
        while taken < limit && matches!(self.poll_bot(None), BotStep::Moved(_)) {
            taken += 1;
        }
        taken
    }

    /// Drops the answer being thought, if any (its bot comes back if it has answered, else it is made anew).
    pub fn abandon_thinking(&mut self) {
        let Some(thinking) = self.thinking.take() else {
            return;
        };
        thinking.stop.raise();
        let seat = thinking.seat;
        self.bots[seat.index()] = match thinking.answer.try_recv() {
            Ok((_, bot)) => Some(bot),
            Err(_) => self.made_anew(seat),
        };
    }

    /// A seat's bot, taken out to think.
    fn take_bot(&mut self, seat: Seat) -> Option<Box<dyn Bot<G>>> {
        match self.bots.get_mut(seat.index())?.take() {
            Some(bot) => Some(bot),
            None => self.made_anew(seat),
        }
    }

    /// A seat's bot made anew, seeded from the game's seed, its seat and the decisions taken.
    pub(super) fn made_anew(&self, seat: Seat) -> Option<Box<dyn Bot<G>>> {
        let Some(Player::Bot(name)) = self.players.get(seat.index()) else {
            return None;
        };
        (self.maker)(name, bot_seed_at(self.seed, seat.index(), self.actions.len()))
    }
}
