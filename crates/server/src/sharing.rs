//! Several server processes on one store (PostgreSQL): every process hands the changes the store announces to its
//! live tables, and holds the leases of the tables it owns.
//!
//! Invariant: a table has at most one owner at a time whose lease has not expired; only the owner plays the
//! table's bots and applies its sealed rounds. Any process may append a decision a client sent it: the store's
//! unique (table, sequence) key makes exactly one of two decisions at the same version win.

use std::collections::HashMap;
use std::time::Duration;

use tokio::sync::{broadcast, watch};

use crate::http::App;
use crate::store::Change;
use crate::table::TableMsg;

/// How long a lease lasts unless renewed (renewed every third of it): a process that died leaves its tables to
/// another this long after its last renewal at most (`Limits::lease_ttl`).
pub const LEASE_TTL: Duration = Duration::from_secs(15);

/// The shortest lease a server takes (a shorter `Limits::lease_ttl` is raised to it).
pub const SHORTEST_LEASE: Duration = Duration::from_millis(300);

/// Starts the two tasks of a process sharing its store: the changes to its tables, and its leases.
pub fn start(app: App, stop: watch::Receiver<bool>) {
    let Some(shared) = app.store().shared().map(|s| s.changes()) else {
        return;
    };
    tokio::spawn(hand_over_changes(app.clone(), shared, stop.clone()));
    tokio::spawn(hold_leases(app, stop));
}

/// Gives up this process's leases (a clean stop).
pub async fn release(app: &App) {
    let (store, owner) = (app.store(), app.process_id().to_string());
    let released = tokio::task::spawn_blocking(move || match store.shared() {
        Some(shared) => shared.release(&owner),
        None => Ok(()),
    })
    .await;
    if let Ok(Err(e)) = released {
        tracing::warn!("the leases could not be given up (they expire by themselves): {e}");
    }
}

async fn hand_over_changes(
    app: App,
    mut changes: broadcast::Receiver<Change>,
    mut stop: watch::Receiver<bool>,
) {
    loop {
        let change = tokio::select! {
            change = changes.recv() => change,
            _ = stop.changed() => break,
        };
        let change = match change {
            Ok(change) => change,
            Err(broadcast::error::RecvError::Lagged(missed)) => {
                tracing::warn!(
                    missed,
                    "changes were announced faster than read: every table reads its own"
                );
                Change::Any
            }
            Err(broadcast::error::RecvError::Closed) => break,
        };
        let table = match &change {
            Change::Log { table, .. } | Change::Sealed { table } | Change::Seats { table } => Some(table),
            Change::Any => None,
        };
        let handles = match table {
            Some(id) => app.table(id).into_iter().collect(),
            None => app.handles(),
        };
        for handle in handles {
            let _ = handle.inbox.send(TableMsg::Changed(change.clone())).await;
        }
    }
}

async fn hold_leases(app: App, mut stop: watch::Receiver<bool>) {
    let ttl = app.limits().lease_ttl.max(SHORTEST_LEASE);
    let mut interval = tokio::time::interval(ttl / 3);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // What each live table was last told of its owner (a table not in it was told nothing: it does not own).
    let mut told: HashMap<String, bool> = HashMap::new();
    loop {
        tokio::select! {
            _ = interval.tick() => {}
            _ = stop.changed() => break,
        }
        let (store, owner, loader) = (app.store(), app.process_id().to_string(), app.clone());
        let leased = tokio::task::spawn_blocking(move || {
            let owned = store
                .shared()
                .map(|s| s.lease(&owner, ttl))
                .transpose()?
                .unwrap_or_default();
            // A table this process owns is live here, whoever created it.
            loader.load_all(&owned);
            Ok::<_, crate::store::StoreError>(owned)
        })
        .await;
        let owned = match leased {
            Ok(Ok(owned)) => owned,
            Ok(Err(e)) => {
                // Without a renewal the leases run out: every table is told it is no longer owned here, so that
                // two processes never play one table's bots.
                tracing::error!("the leases could not be renewed: {e}");
                Vec::new()
            }
            Err(_) => Vec::new(),
        };
        app.note_leased(owned.len());
        for handle in app.handles() {
            let owns = owned.contains(&handle.id);
            if told.get(&handle.id).copied().unwrap_or(false) != owns
                && handle.inbox.send(TableMsg::Owned(owns)).await.is_ok()
            {
                told.insert(handle.id.clone(), owns);
            }
        }
    }
}
