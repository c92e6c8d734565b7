//! Saves of a game at the table, through `metro-save`'s generic format: [`Table::save`] writes the table's game —
//! its setup as the game saves it, the seed, every decision with its seat, the checkpoints, and who played each
//! seat (`human` or the bot's name) — and [`Table::from_save`] sets a table up again from such a text, after
//! `metro_save::load_game` has replayed it and compared every checkpoint: every decision is applied again at the
//! table, so its events and its log are what they were when it was played. [`Table::replayed`] and
//! [`Table::replay`] set up and step a table from recorded decisions (a replay viewer's positions). No game is
//! named here.

use metro_game::bot::BotMaker;
use metro_game::record::Saved;
use metro_game::words::Words;
use metro_game::{GameState, Seat};

use super::{Player, Table, TableError};
use crate::locale::tr;

/// The seats a save records, as the table's players: `human` a person, anything else a bot of that name; none
/// recorded: `seats` people.
pub fn players_of(recorded: &[String], seats: u8) -> Result<Vec<Player>, TableError> {
    if recorded.is_empty() {
        return Ok(vec![Player::Human; usize::from(seats)]);
    }
    if recorded.len() != usize::from(seats) {
        return Err(TableError::Seats {
            game: seats,
            players: recorded.len(),
        });
    }
    Ok(recorded
        .iter()
        .map(|name| {
            if name == metro_save::HUMAN {
                Player::Human
            } else {
                Player::Bot(name.clone())
            }
        })
        .collect())
}

impl<G> Table<G>
where
    G: GameState + Words + Saved + Send + 'static,
    G::Action: Send,
{
    /// The table's game as a save's text: `setup` (the game's saved setup of [`Table::setup`]), the seed, every
    /// decision and its checkpoints (the decisions replayed through `metro_save::GameRecorder`), and who played
    /// each seat.
    pub fn save(&self, setup: G::SaveSetup) -> Result<String, TableError> {
        let mut recorder = metro_save::GameRecorder::<G>::new(setup, self.seed)
            .map_err(|e| TableError::Save(e.to_string()))?;
        let mut events = Vec::new();
        for &(seat, action) in &self.actions {
            events.clear();
            recorder
                .apply(seat, action, &mut events)
                .map_err(|r| TableError::NotRebuilt(self.game.refusal(&r)))?;
        }
        if recorder.game().hash() != self.game.hash() {
            // The saved setup is not the table's: the file would not be this game.
            return Err(TableError::Save(tr!("table-error-other-setup")));
        }
        let (_, mut save) = recorder.into_parts();
        save.seats = self
            .players
            .iter()
            .map(|p| match p {
                Player::Human => metro_save::HUMAN.to_string(),
                Player::Bot(name) => name.clone(),
            })
            .collect();
        Ok(save.to_string())
    }

    /// A table of the game a save's text holds, as it stood when it was saved: `metro_save::load_game` reads it and
    /// replays it, comparing every checkpoint (its errors in words); `setup` gives the table's setup of the save's
    /// (or why the table cannot play it); the game is set up from the saved setup itself (`Saved::start`: a board
    /// of its own included); the seats are the save's (`human`, or a bot `maker` knows; none recorded: people);
    /// then every decision is applied again at the table. A loaded game starts sealed: nothing decided before the
    /// save is taken back.
    pub fn from_save(
        text: &str,
        setup: impl FnOnce(&G::SaveSetup) -> Result<G::Setup, String>,
        maker: BotMaker<G>,
    ) -> Result<Table<G>, TableError> {
        let loaded = metro_save::load_game::<G>(text).map_err(|e| TableError::Save(e.to_string()))?;
        let table_setup = setup(&loaded.save.setup).map_err(TableError::Setup)?;
        let players = players_of(&loaded.save.seats, loaded.game.seats())?;
        let first =
            G::start(&loaded.save.setup, loaded.save.seed).map_err(|e| TableError::Setup(e.to_string()))?;
        let mut table = Table::from_game(table_setup, loaded.save.seed, first, players, maker)?;
        for &(seat, action) in &loaded.save.actions {
            table.replay(seat, action)?;
        }
        for seat in 0..table.players.len() {
            table.bots[seat] = table.made_anew(Seat(seat as u8));
        }
        if table.game.hash() != loaded.game.hash() {
            return Err(TableError::Save(tr!("table-error-other-setup")));
        }
        table.seal();
        Ok(table)
    }

    /// A new table from `setup`, `seed` and `players` (as [`Table::new`]) with `decisions` applied in order, each
    /// told in the log as if played; the bots are made anew for the position reached.
    pub fn replayed(
        setup: G::Setup,
        seed: u64,
        players: Vec<Player>,
        maker: BotMaker<G>,
        decisions: &[(Seat, G::Action)],
    ) -> Result<Table<G>, TableError> {
        let mut table = Table::new(setup, seed, players, maker)?;
        for &(seat, action) in decisions {
            table.replay(seat, action)?;
        }
        for seat in 0..table.players.len() {
            table.bots[seat] = table.made_anew(Seat(seat as u8));
        }
        Ok(table)
    }

    /// Applies a recorded decision of any seat (a person's or a bot's: a save's, a replay's next step), told in the
    /// log as if played; a bot thinking meanwhile is let go. An action the game refuses changes nothing.
    pub fn replay(&mut self, seat: Seat, action: G::Action) -> Result<(), TableError> {
        self.abandon_thinking();
        self.apply(seat, action)
    }
}
