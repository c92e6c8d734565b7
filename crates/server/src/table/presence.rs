//! Who is at the table: a person seat whose connections are all gone for the grace period
//! ([`crate::limits::Limits::seat_grace`]) is played by the table's bot (its stand-in, kept in the store) until its
//! person connects again with the seat's token; then it is theirs again. A table with a turn clock (games over days)
//! has no grace period: its deadlines say when the bot decides. Every change is told to every connection
//! ([`TableMsg`]'s `table` notice: who plays each seat now, who is connected).

use super::*;

impl Actor {
    /// A connection arrives; for a seat's, its person is back: the bot standing in leaves. Whether the table
    /// changed (the seat's first connection, or its stand-in gone).
    pub(super) async fn arrive(&mut self, audience: Audience) -> bool {
        let Audience::Seat(seat) = audience else {
            return false;
        };
        let Some(player) = self.seats.get_mut(usize::from(seat)) else {
            return false;
        };
        player.connections += 1;
        player.away_since = None;
        let first = player.connections == 1;
        let back = player.kind == SeatKind::Person && player.stand_in.take().is_some();
        if back {
            tracing::info!(table = %self.code, seat, "a person is back at their seat");
            let store = self.store.clone();
            let id = self.id.clone();
            let stored = tokio::task::spawn_blocking(move || store.set_stand_in(&id, seat, None))
                .await
                .unwrap_or_else(|e| Err(StoreError::Database(e.to_string())));
            if let Err(e) = stored {
                tracing::error!(table = %self.code, "a seat's return could not be stored: {e}");
            }
        }
        first || back
    }

    /// Forgets a connection (it closed, or its queue did): its seat counts one connection less, and is away from
    /// now when none is left. Whether a seat lost its last connection.
    pub(super) fn forget(&mut self, id: u64) -> bool {
        let Some(connection) = self.connections.remove(&id) else {
            return false;
        };
        let Audience::Seat(seat) = connection.audience else {
            return false;
        };
        let Some(player) = self.seats.get_mut(usize::from(seat)) else {
            return false;
        };
        player.connections = player.connections.saturating_sub(1);
        if player.connections > 0 {
            return false;
        }
        player.away_since = Some(Instant::now());
        true
    }

    /// A connection closed ([`TableMsg::Leave`]); a seat left without any connection is told to everyone, and
    /// notified of its turn if it must decide now.
    pub(super) async fn depart(&mut self, id: u64) {
        if self.forget(id) {
            self.broadcast_table();
            self.settle().await;
        }
    }

    /// The table's bot plays a person's seat from now (stored).
    pub(super) async fn stand_in(&mut self, seat: u8) {
        let bot = self.stand_in_bot.clone();
        let Some(player) = self.seats.get_mut(usize::from(seat)) else {
            return;
        };
        player.stand_in = Some(bot.clone());
        tracing::info!(table = %self.code, seat, "the table's bot plays a seat whose person is away");
        let store = self.store.clone();
        let id = self.id.clone();
        let stored = tokio::task::spawn_blocking(move || store.set_stand_in(&id, seat, Some(&bot)))
            .await
            .unwrap_or_else(|e| Err(StoreError::Database(e.to_string())));
        if let Err(e) = stored {
            tracing::error!(table = %self.code, "a seat's stand-in could not be stored: {e}");
        }
    }

    /// Whether a person seat's absence counts now: the table plays, has no turn clock, and the seat is a person's
    /// that nobody plays for, with no connection.
    fn absent(&self, player: &SeatPlayer) -> Option<Instant> {
        let turn_clock = matches!(self.clock, Some(ClockRule::Turn { .. }));
        if turn_clock || !self.plays() || player.kind != SeatKind::Person || player.stand_in.is_some() {
            return None;
        }
        if player.connections > 0 || player.elsewhere {
            return None;
        }
        player.away_since
    }

    /// When the next person seat's grace period runs out, if one runs.
    pub(super) fn grace_due(&self) -> Option<Instant> {
        self.seats
            .iter()
            .filter_map(|p| self.absent(p))
            .min()
            .map(|since| since + self.limits.seat_grace)
    }

    /// Every person seat away for longer than the grace period is played by the table's bot from now; whether one
    /// was.
    pub(super) async fn stand_in_absent(&mut self) -> bool {
        if !self.owner {
            // Another process owns the table: it decides who stands in.
            return false;
        }
        let now = Instant::now();
        let grace = self.limits.seat_grace;
        let away: Vec<u8> = (0..self.seats.len())
            .filter(|&s| {
                self.absent(&self.seats[s])
                    .is_some_and(|since| now.saturating_duration_since(since) >= grace)
            })
            .map(|s| s as u8)
            .collect();
        for &seat in &away {
            self.stand_in(seat).await;
        }
        !away.is_empty()
    }
}
