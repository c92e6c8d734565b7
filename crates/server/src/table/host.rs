//! The host's controls: start the table, seat a bot in an open person seat, end the table. The host is the seat
//! of the table's creator (its token is the host's); any other connection is answered `not_host`.

use super::*;
use crate::clock::Running;

impl Actor {
    /// Whether `conn` is the host's seat; if not, it is answered `not_host`.
    fn host_of(&mut self, conn: u64) -> bool {
        let Some(connection) = self.connections.get(&conn) else {
            return false;
        };
        if self.host.is_some() && connection.audience.seat() == self.host {
            return true;
        }
        let text = error(
            ErrorCode::NotHost,
            "only the table's host (the seat of who created it) may do this",
            None,
            self.version,
        );
        self.reply(conn, text);
        false
    }

    /// Answers a host's control the table cannot take now; whether it was answered.
    fn refuse_closed(&mut self, conn: u64) -> bool {
        let refusal = if let Some(reason) = &self.broken {
            Some((ErrorCode::TableBroken, reason.clone()))
        } else if self.ended.load(Ordering::SeqCst) {
            Some((ErrorCode::TableEnded, "the host ended the table".to_string()))
        } else if self.live.is_over() {
            Some((ErrorCode::GameOver, "the game is over".to_string()))
        } else {
            None
        };
        let Some((code, message)) = refusal else {
            return false;
        };
        let text = error(code, message, None, self.version);
        self.reply(conn, text);
        true
    }

    /// The host starts the table ([`TableMsg::Start`]).
    pub(super) async fn start(&mut self, conn: u64) {
        if !self.host_of(conn) || self.refuse_closed(conn) {
            return;
        }
        if self.started {
            let text = error(
                ErrorCode::BadSeat,
                "the table has started already",
                None,
                self.version,
            );
            self.reply(conn, text);
            return;
        }
        self.begin().await;
    }

    /// Starts the table: stored as playing; every person seat nobody has taken is played by the table's bot until a
    /// person takes it and connects; everyone is sent their whole state (with their offers now) and the table.
    async fn begin(&mut self) {
        let store = self.store.clone();
        let id = self.id.clone();
        let stored = tokio::task::spawn_blocking(move || store.set_state(&id, "playing", None))
            .await
            .unwrap_or_else(|e| Err(StoreError::Database(e.to_string())));
        if let Err(e) = stored {
            tracing::error!(table = %self.code, "a table could not be started: {e}");
            return;
        }
        self.started = true;
        self.last_activity = Instant::now();
        let open: Vec<u8> = (0..self.seats.len() as u8)
            .filter(|&s| {
                self.seats[usize::from(s)].kind == SeatKind::Person
                    && !self.seats[usize::from(s)].taken
                    && self.seats[usize::from(s)].stand_in.is_none()
            })
            .collect();
        for seat in open {
            self.stand_in(seat).await;
        }
        tracing::info!(table = %self.code, "a table started");
        self.broadcast(true);
        self.broadcast_table();
        self.advance().await;
    }

    /// After a person seat was taken or filled with a bot: the table starts once every person seat is taken, else
    /// everyone is told the table.
    pub(super) async fn seats_changed(&mut self) {
        let closed = self.ended.load(Ordering::SeqCst) || self.broken.is_some() || self.live.is_over();
        if !self.started && !closed && self.seats.iter().all(|p| p.taken) {
            self.begin().await;
        } else {
            self.broadcast_table();
        }
    }

    /// The host seats the bot `bot` in the open person seat `seat` ([`TableMsg::FillSeat`]).
    pub(super) async fn fill_seat(&mut self, conn: u64, seat: u8, bot: String) {
        if !self.host_of(conn) || self.refuse_closed(conn) {
            return;
        }
        let known = crate::catalog::game(&self.game_key).is_some_and(|g| g.bots.contains(&bot.as_str()));
        let open = self
            .seats
            .get(usize::from(seat))
            .is_some_and(|p| p.kind == SeatKind::Person && !p.taken);
        if !known || !open {
            let message = if known {
                format!(
                    "seat {} is not a person seat nobody has taken",
                    u32::from(seat) + 1
                )
            } else {
                format!("the game has no bot {bot:?} (the bots are GET /'s list)")
            };
            let text = error(ErrorCode::BadSeat, message, None, self.version);
            self.reply(conn, text);
            return;
        }
        let store = self.store.clone();
        let (id, name) = (self.id.clone(), bot.clone());
        let filled = tokio::task::spawn_blocking(move || {
            let filled = store.fill_seat(&id, seat, &name)?;
            if filled {
                store.set_stand_in(&id, seat, None)?;
                store.set_clock(&id, seat, None, None)?;
            }
            Ok(filled)
        })
        .await
        .unwrap_or_else(|e| Err(StoreError::Database(e.to_string())));
        match filled {
            Ok(true) => {}
            Ok(false) => {
                let text = error(
                    ErrorCode::BadSeat,
                    "a person took the seat meanwhile",
                    None,
                    self.version,
                );
                self.reply(conn, text);
                return;
            }
            Err(e) => {
                let text = error(ErrorCode::Internal, e.to_string(), None, self.version);
                self.reply(conn, text);
                return;
            }
        }
        if let Some(player) = self.seats.get_mut(usize::from(seat)) {
            player.kind = SeatKind::Bot(bot);
            player.taken = true;
            player.stand_in = None;
            player.timed_out = false;
            player.clock = Running::default();
        }
        self.last_activity = Instant::now();
        tracing::info!(table = %self.code, seat, "the host seated a bot");
        self.seats_changed().await;
        self.advance().await;
    }

    /// The host ends the table ([`TableMsg::EndTable`]): stored as `ended`, nobody decides any more, everyone is sent
    /// their whole state (without offers) and the table; it stays readable.
    pub(super) async fn end_table(&mut self, conn: u64) {
        if !self.host_of(conn) || self.refuse_closed(conn) {
            return;
        }
        let store = self.store.clone();
        let id = self.id.clone();
        let stored =
            tokio::task::spawn_blocking(move || store.set_state(&id, "ended", Some("ended by its host")))
                .await
                .unwrap_or_else(|e| Err(StoreError::Database(e.to_string())));
        if let Err(e) = stored {
            let text = error(ErrorCode::Internal, e.to_string(), None, self.version);
            self.reply(conn, text);
            return;
        }
        self.ended.store(true, Ordering::SeqCst);
        tracing::info!(table = %self.code, "the host ended a table");
        // Every clock stops (nobody decides).
        let clocks = self.retime();
        self.store_clocks(clocks).await;
        self.broadcast(true);
        self.broadcast_table();
    }

    /// Tells every connection the table as it is now (in its language), with the clocks.
    pub(super) fn broadcast_table(&mut self) {
        let clocks = self.clocks_now();
        let mut closed = Vec::new();
        for (&id, connection) in &self.connections {
            let text = to_text(&ServerMessage::Table(metro_protocol::TableNotice {
                version: self.version,
                table: self.info(connection.language),
                clocks: clocks.clone(),
            }));
            if !Actor::send(connection, text) {
                closed.push(id);
            }
        }
        for id in closed {
            self.forget(id);
        }
    }
}
