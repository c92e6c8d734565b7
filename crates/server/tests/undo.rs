//! Undo online (issue 30 item 6): a seat takes back its own last decision within its turn, appended to the log as
//! an undo record; a command made for a version before the undo is refused even when the game is back at the
//! same point, and versions stay monotonic across a restart. Another seat's undo is refused.

use std::sync::Arc;
use std::time::Duration;

use common::{Seat, http};
use metro_server::Server;
use metro_server::store::{SqliteStore, Store};
use serde_json::{Value, json};
use tokio::net::TcpListener;

mod common;

async fn server(db: &std::path::Path) -> Server {
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(db).expect("a store"));
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
    Server::start(listener, store).await.expect("a server")
}

/// Plays both seats (secret bids: the highest offered; otherwise the first offer) until a seat may take its last
/// decision back; that seat, and the offers it had before that decision.
async fn until_undoable(seats: &mut [Seat; 2]) -> (usize, Vec<Value>) {
    for step in 0..400 {
        let version = seats[0].version.max(seats[1].version);
        for seat in seats.iter_mut() {
            seat.until_version(version).await;
        }
        assert!(!seats[0].ended, "the game ended with no undoable decision");
        if let Some(round) = seats[0].round["seats"].as_array().cloned() {
            for (who, seat) in seats.iter_mut().enumerate() {
                if round.iter().any(|s| s == who) && seat.round["mine"].is_null() {
                    let (id, bid) = (
                        format!("b{who}-{step}"),
                        seat.offers.last().cloned().expect("a bid"),
                    );
                    seat.command(&id, version, &bid).await;
                    assert_eq!(seat.answer(&id).await, "sealed");
                }
            }
            let applied = version + round.len() as u64;
            for seat in seats.iter_mut() {
                seat.until_version(applied).await;
            }
            continue;
        }
        let who = (0..2)
            .find(|&i| !seats[i].offers.is_empty())
            .expect("someone decides");
        let before = seats[who].offers.clone();
        let (id, action) = (format!("c{who}-{step}"), before[0].clone());
        seats[who].command(&id, version, &action).await;
        assert_eq!(seats[who].answer(&id).await, "accepted");
        for seat in seats.iter_mut() {
            seat.until_version(version + 1).await;
        }
        if !seats[who].undo.is_null() {
            return (who, before);
        }
    }
    panic!("no undoable decision in 400 steps");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_undo_is_appended_and_a_command_for_a_version_before_it_is_refused_across_a_restart() {
    let dir = std::env::temp_dir().join(format!("metro-server-undo-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let db = dir.join("metro-server.sqlite3");
    let first = server(&db).await;
    let setup = json!({"map": {"builtin": "tokyo"}, "cards": {"builtin": "tokyo"}, "players": 2});
    let (status, created) = http(
        &first,
        "POST",
        "/api/tables",
        Some(json!({"game": "tokyo-metro", "setup": setup, "seats": ["person", "person"]})),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let code = created["code"].as_str().expect("a code").to_string();
    let (_, joined) = http(&first, "POST", &format!("/api/tables/{code}/join"), None).await;
    let tokens = [
        created["token"].as_str().expect("a token").to_string(),
        joined["token"].as_str().expect("a token").to_string(),
    ];
    let mut seats = [
        Seat::join(&first, &code, &tokens[0]).await,
        Seat::join(&first, &code, &tokens[1]).await,
    ];
    let (who, before) = until_undoable(&mut seats).await;
    let other = 1 - who;
    let version = seats[who].version;
    // The other seat may not take back a decision that is not its own.
    seats[other].undo("not-mine", version).await;
    assert_eq!(seats[other].answer("not-mine").await, "nothing_to_undo");
    // The seat takes its decision back: a new version, the choices it had before.
    seats[who].undo("undo-1", version).await;
    assert_eq!(seats[who].answer("undo-1").await, "accepted");
    for seat in seats.iter_mut() {
        seat.until_version(version + 1).await;
    }
    assert_eq!(
        seats[who].offers, before,
        "back to the choices before the decision"
    );
    // The game is back where it was at `version - 1`, but a command made for that version is stale.
    let again = before[before.len() - 1].clone();
    seats[who].command("late", version - 1, &again).await;
    assert_eq!(seats[who].answer("late").await, "stale_version");
    seats[who].command("now", version + 1, &again).await;
    assert_eq!(seats[who].answer("now").await, "accepted");
    let (after, _, _) = first.hashes(&code).await.expect("the table");
    assert_eq!(
        after,
        version + 2,
        "decision, undo, decision: every record counts"
    );
    first.stop().await.expect("stops");
    // After a restart the version goes on from the log (undo records included): a command for an older one is
    // refused.
    let second = server(&db).await;
    let mut seat = Seat::join(&second, &code, &tokens[who]).await;
    assert_eq!(seat.version, version + 2);
    if let Some(action) = seat.offers.first().cloned() {
        seat.command("older", version + 1, &action).await;
        assert_eq!(seat.answer("older").await, "stale_version");
    }
    second.stop().await.expect("stops");
    tokio::time::sleep(Duration::from_millis(50)).await;
    let _ = std::fs::remove_dir_all(&dir);
}
