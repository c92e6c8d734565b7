//! The table's clock and turn notifications. A clock runs for each seat a person must decide for now (a seat the
//! bot plays has none); it stops when the seat decides (a bank keeps what is left, plus its increment). Past a
//! seat's deadline the table's bot makes that decision for it (the seat stays its person's). Deadlines are kept in
//! the store: a table resumed after its deadline passed has the bot decide at once. A seat that must decide with no
//! connection is sent one turn notification per decision through its webhook, if it has one.

use std::time::Duration;

use metro_protocol::SeatClock;

use super::*;
use crate::clock::now_ms;
use crate::webhook::Notice;

impl Actor {
    /// The seats a person must decide for now: the persons of a sealed round who have not decided, else the
    /// deciding seats a person plays. None while the table does not play.
    pub(super) fn waiting_persons(&self) -> Vec<u8> {
        if !self.plays() {
            return Vec::new();
        }
        let round = self.live.sealed_round();
        if round.is_empty() {
            self.live
                .deciding()
                .into_iter()
                .filter(|&s| self.person_plays(s))
                .collect()
        } else {
            round
                .into_iter()
                .filter(|&s| self.person_plays(s) && self.live.sealed(s).is_none())
                .collect()
        }
    }

    /// After `seat`'s decision was applied: its clock stops (its bot's turn, if the clock had run out, is over) and
    /// the others are set going or stopped. The seats whose clock changed.
    pub(super) fn decided(&mut self, seat: u8) -> Vec<u8> {
        let mut changed = Vec::new();
        let now = now_ms();
        if let Some(player) = self.seats.get_mut(usize::from(seat)) {
            player.timed_out = false;
            if let Some(rule) = &self.clock
                && player.clock.stop(rule, now)
            {
                changed.push(seat);
            }
        }
        for other in self.retime() {
            if !changed.contains(&other) {
                changed.push(other);
            }
        }
        changed
    }

    /// Sets going the clock of every seat a person must decide for, stops the others'. The seats whose clock
    /// changed.
    pub(super) fn retime(&mut self) -> Vec<u8> {
        let Some(rule) = self.clock else {
            return Vec::new();
        };
        let now = now_ms();
        let waiting = self.waiting_persons();
        let mut changed = Vec::new();
        for (seat, player) in self.seats.iter_mut().enumerate() {
            let seat = seat as u8;
            if player.timed_out {
                // Its bot decides; the clock stops with that decision (`decided`).
                continue;
            }
            let moved = if waiting.contains(&seat) {
                player.clock.start(&rule, now)
            } else {
                player.clock.stop(&rule, now)
            };
            if moved {
                changed.push(seat);
            }
        }
        changed
    }

    /// Stores the clocks of `seats` (a future that holds no borrow of the actor).
    pub(super) fn store_clocks(&self, seats: Vec<u8>) -> impl Future<Output = ()> + Send + 'static {
        let clocks: Vec<(u8, Option<i64>, Option<i64>)> = seats
            .into_iter()
            .filter_map(|seat| {
                let player = self.seats.get(usize::from(seat))?;
                Some((seat, player.clock.deadline, player.clock.bank_ms))
            })
            .collect();
        let store = self.store.clone();
        let (id, code) = (self.id.clone(), self.code.clone());
        async move {
            if clocks.is_empty() {
                return;
            }
            let stored = tokio::task::spawn_blocking(move || {
                clocks
                    .into_iter()
                    .try_for_each(|(seat, deadline, bank)| store.set_clock(&id, seat, deadline, bank))
            })
            .await
            .unwrap_or_else(|e| Err(StoreError::Database(e.to_string())));
            if let Err(e) = stored {
                tracing::error!(table = %code, "a clock could not be stored: {e}");
            }
        }
    }

    /// After any change: the clocks set going or stopped (stored, and told with the table when they changed
    /// outside a step), and the turn notifications of the seats that must decide with no connection.
    pub(super) async fn settle(&mut self) {
        if !self.owner {
            // Another process owns the table: it keeps the clocks and posts the notifications (told to this one
            // through the store).
            return;
        }
        let changed = self.retime();
        if !changed.is_empty() {
            self.store_clocks(changed).await;
            self.broadcast_table();
        }
        self.notify_turns();
    }

    /// Every seat's clock now, on a table with a clock.
    pub(super) fn clocks_now(&self) -> Option<Vec<SeatClock>> {
        self.clock?;
        let now = now_ms();
        Some(
            self.seats
                .iter()
                .enumerate()
                .map(|(seat, p)| p.clock.seat_clock(seat as u8, now))
                .collect(),
        )
    }

    /// Posts "your turn" to the webhook of each seat a person must decide for with no connection, once per decision
    /// (handed to the notifier: never waited on).
    fn notify_turns(&mut self) {
        if self.seats.iter().all(|p| p.webhook.is_none()) {
            // Nothing to post: the round's seats are not even asked for.
            return;
        }
        let waiting = self.waiting_persons();
        let version = self.version;
        let game = crate::catalog::game(&self.game_key).map_or(self.game_key.clone(), |g| g.name.to_string());
        for seat in waiting {
            let name = self.live.seat_name(seat, Language::English);
            let Some(player) = self.seats.get_mut(usize::from(seat)) else {
                continue;
            };
            if player.connections > 0 || player.elsewhere || player.notified == Some(version) {
                continue;
            }
            let Some(url) = player.webhook.clone() else {
                continue;
            };
            player.notified = Some(version);
            let notice = Notice {
                url,
                text: format!("Your turn at table {} ({game}, {name}).", self.code),
            };
            if !self.notifier.notify(notice) {
                tracing::warn!(table = %self.code, seat, "a turn notification was dropped: the queue is full");
            }
        }
    }

    /// When the actor must wake up next: the next deadline or grace period to run out.
    pub(super) fn next_wake(&self) -> Option<Instant> {
        if !self.owner {
            return None;
        }
        let now = Instant::now();
        let now_ms = now_ms();
        let deadline = self
            .seats
            .iter()
            .filter(|p| !p.timed_out)
            .filter_map(|p| p.clock.deadline)
            .min()
            .map(|d| now + Duration::from_millis(u64::try_from(d.saturating_sub(now_ms)).unwrap_or(0)));
        match (deadline, self.grace_due()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// A deadline or grace period ran out: the seats away too long are played by the bot, and the decision of each
    /// seat past its deadline is made by the bot; then the table goes on.
    pub(super) async fn on_time(&mut self) {
        let stood_in = self.stand_in_absent().await;
        let mut timed = Vec::new();
        if let Some(rule) = self.clock {
            let now = now_ms();
            let waiting = self.waiting_persons();
            for (seat, player) in self.seats.iter_mut().enumerate() {
                if player.timed_out || !player.clock.due(now) {
                    continue;
                }
                if waiting.contains(&(seat as u8)) {
                    player.timed_out = true;
                    player.clock.expire(&rule);
                } else {
                    player.clock.stop(&rule, now);
                }
                timed.push(seat as u8);
            }
        }
        if !timed.is_empty() {
            tracing::info!(table = %self.code, seats = ?timed, "a clock ran out: the bot decides");
            self.store_clocks(timed.clone()).await;
        }
        if stood_in || !timed.is_empty() {
            self.broadcast_table();
        }
        self.advance().await;
    }
}
