//! The table's chat and a seat's webhook: a seat's message checked ([`crate::chat::check`]), rate-limited per seat,
//! stored, then sent to every connection (spectators read it); a seat's webhook stored and confirmed to the seat's
//! own connections only (a webhook URL is the seat's secret: Discord's and Slack's carry their key).

use metro_protocol::{CHAT_KEPT, WebhookRequest};

use super::*;
use crate::store::ChatRow;

impl Actor {
    /// The seat of a connection for a chat message or a webhook; a spectator is answered `no_seat`.
    fn writer(&mut self, conn: u64) -> Option<u8> {
        let connection = self.connections.get(&conn)?;
        match connection.audience {
            Audience::Seat(seat) => Some(seat),
            Audience::Spectator => {
                let text = error(
                    ErrorCode::NoSeat,
                    "a spectator reads the chat: only a seat writes in it or registers a webhook",
                    None,
                    self.version,
                );
                self.reply(conn, text);
                None
            }
        }
    }

    /// A seat's chat message ([`TableMsg::Chat`]).
    pub(super) async fn say(&mut self, conn: u64, text: String) {
        let Some(seat) = self.writer(conn) else {
            return;
        };
        let text = match crate::chat::check(&text) {
            Ok(text) => text,
            Err(why) => {
                let answer = error(ErrorCode::BadChat, why.to_string(), None, self.version);
                self.reply(conn, answer);
                return;
            }
        };
        let allowed = self
            .seats
            .get_mut(usize::from(seat))
            .is_some_and(|p| p.chat.take());
        if !allowed {
            let answer = error(
                ErrorCode::RateLimited,
                "the seat writes too many chat messages: this one was not sent; wait a moment",
                None,
                self.version,
            );
            self.reply(conn, answer);
            return;
        }
        let mut row = ChatRow {
            number: self.chat_count + 1,
            seat,
            at: crate::clock::now_ms() / 1000,
            text,
        };
        let mut stored = self.store_chat(&row).await;
        if let Err(StoreError::Conflict { .. }) = stored {
            // Another process of a shared store numbered a message first: read it, then number this one after it.
            self.reload_chat().await;
            row.number = self.chat_count + 1;
            stored = self.store_chat(&row).await;
        }
        if let Err(e) = stored {
            tracing::error!(table = %self.code, "a chat message could not be stored: {e}");
            let answer = error(ErrorCode::Internal, e.to_string(), None, self.version);
            self.reply(conn, answer);
            return;
        }
        self.tell_chat(&row);
    }

    /// Adds a chat message to the store: a future that holds no borrow of the actor.
    fn store_chat(&self, row: &ChatRow) -> impl Future<Output = Result<(), StoreError>> + Send + 'static {
        let store = self.store.clone();
        let (id, row) = (self.id.clone(), row.clone());
        async move {
            tokio::task::spawn_blocking(move || store.add_chat(&id, &row))
                .await
                .unwrap_or_else(|e| Err(StoreError::Database(e.to_string())))
        }
    }

    /// Keeps a stored chat message with the latest and sends it to every connection.
    fn tell_chat(&mut self, row: &ChatRow) {
        self.chat_count = row.number;
        let line = crate::chat::line(row);
        self.chat.push_back(line.clone());
        while self.chat.len() > CHAT_KEPT {
            self.chat.pop_front();
        }
        let text = to_text(&ServerMessage::Chat(line));
        let mut closed = Vec::new();
        for (&id, connection) in &self.connections {
            if !Actor::send(connection, text.clone()) {
                closed.push(id);
            }
        }
        for id in closed {
            self.forget(id);
        }
    }

    /// Reads the chat messages another process of a shared store added, and tells them.
    pub(super) async fn reload_chat(&mut self) {
        let store = self.store.clone();
        let id = self.id.clone();
        let rows = tokio::task::spawn_blocking(move || store.chat(&id, CHAT_KEPT))
            .await
            .unwrap_or_else(|e| Err(StoreError::Database(e.to_string())));
        match rows {
            Ok(rows) => {
                let seen = self.chat_count;
                for row in rows.iter().filter(|r| r.number > seen) {
                    self.tell_chat(row);
                }
            }
            Err(e) => {
                tracing::error!(table = %self.code, "the chat could not be read: {e}");
                self.read_again_later();
            }
        }
    }

    /// A seat registers or forgets its webhook ([`TableMsg::Webhook`]; the URL was checked by the connection):
    /// stored, then confirmed to the seat's own connections with a `webhook` message.
    pub(super) async fn set_webhook(&mut self, conn: u64, url: Option<String>) {
        let Some(seat) = self.writer(conn) else {
            return;
        };
        let store = self.store.clone();
        let (id, stored_url) = (self.id.clone(), url.clone());
        let stored = tokio::task::spawn_blocking(move || store.set_webhook(&id, seat, stored_url.as_deref()))
            .await
            .unwrap_or_else(|e| Err(StoreError::Database(e.to_string())));
        if let Err(e) = stored {
            let answer = error(ErrorCode::Internal, e.to_string(), None, self.version);
            self.reply(conn, answer);
            return;
        }
        if let Some(player) = self.seats.get_mut(usize::from(seat)) {
            player.webhook = url.clone();
            player.notified = None;
        }
        let text = to_text(&ServerMessage::Webhook(WebhookRequest { url }));
        let mine: Vec<u64> = self
            .connections
            .iter()
            .filter(|(_, c)| c.audience == Audience::Seat(seat))
            .map(|(&id, _)| id)
            .collect();
        for id in mine {
            self.reply(id, text.clone());
        }
        self.settle().await;
    }
}
