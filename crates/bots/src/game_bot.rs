//! Tokyo Metro's bots as the platform's bots of any game ([`metro_game::bot::Bot`] for [`Game`]), so that drivers
//! written over the game-agnostic interface (the generic runner and tournaments, the play table) play Tokyo Metro
//! with them: each decides from the seat's own view, as it does in Tokyo Metro's own drivers, and its choice is
//! named by its place in the legal list.

use metro_engine::{Game, PlayerId};
use metro_game::Seat;

use crate::{Bot, bot_by_name};

/// A Tokyo Metro bot behind the platform's interface.
pub struct TokyoBot(Box<dyn Bot>);

impl TokyoBot {
    /// The bot named `name` (see [`crate::BOT_NAMES`]), seeded; `None` for a name it does not know.
    pub fn by_name(name: &str, seed: u64) -> Option<TokyoBot> {
        bot_by_name(name, seed).map(TokyoBot)
    }
}

impl metro_game::bot::Bot<Game> for TokyoBot {
    fn choose(&mut self, game: &Game, seat: Seat, legal: &[metro_engine::Action]) -> usize {
        let view = game.player_view(PlayerId::from(seat));
        let chosen = self.0.choose(&view, legal);
        // The bot picks one of `legal`; its place names it (the first, should a bot ever answer otherwise).
        legal.iter().position(|a| *a == chosen).unwrap_or(0)
    }

    fn set_stop_signal(&mut self, stop: crate::StopSignal) {
        self.0.set_stop_signal(stop);
    }
}

/// Tokyo Metro's bots by name, as a [`metro_game::bot::BotMaker`]: `random`, `easy`, `heuristic`, `mcts:…`.
pub fn game_bot_by_name(name: &str, seed: u64) -> Option<Box<dyn metro_game::bot::Bot<Game>>> {
    TokyoBot::by_name(name, seed).map(|bot| Box::new(bot) as Box<dyn metro_game::bot::Bot<Game>>)
}
