//! A seat's connections: one that reconnects mid-bid is sent its own sealed bid again and the others only that it
//! has bid; two connections of one seat see the same, and of two commands they send at one version exactly one
//! is applied.

use std::sync::Arc;

use common::{Seat, http};
use metro_server::Server;
use metro_server::store::{SqliteStore, Store};
use serde_json::json;
use tokio::net::TcpListener;

mod common;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_reconnecting_mid_bid_sees_its_bid_and_two_connections_of_a_seat_decide_once() {
    let store: Arc<dyn Store> = Arc::new(SqliteStore::in_memory().expect("a store"));
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
    let server = Server::start(listener, store).await.expect("a server");
    let setup = json!({"map": {"builtin": "tokyo"}, "cards": {"builtin": "tokyo"}, "players": 2});
    let (_, created) = http(
        &server,
        "POST",
        "/api/tables",
        Some(json!({"game": "tokyo-metro", "setup": setup, "seats": ["person", "person"]})),
    )
    .await;
    let code = created["code"].as_str().expect("a code").to_string();
    let (_, joined) = http(&server, "POST", &format!("/api/tables/{code}/join"), None).await;
    let tokens = [
        created["token"].as_str().expect("a token").to_string(),
        joined["token"].as_str().expect("a token").to_string(),
    ];
    let mut first = Seat::join(&server, &code, &tokens[0]).await;
    let mut second = Seat::join(&server, &code, &tokens[1]).await;
    // The first round is sealed (rule D-3: secret bids at once). Seat 0 bids the most it is offered.
    assert!(
        first.round["seats"].is_array(),
        "a sealed round first: {}",
        first.round
    );
    let bid = first.offers.last().cloned().expect("a bid");
    first.command("bid", 0, &bid).await;
    assert_eq!(first.answer("bid").await, "sealed");
    // Seat 0 reconnects: its own bid is there; seat 1, connecting again too, knows only that seat 0 has bid.
    drop(first);
    let mut first = Seat::join(&server, &code, &tokens[0]).await;
    assert_eq!(first.round["mine"], bid, "{}", first.round);
    assert_eq!(first.round["sealed"], json!([0]));
    let mut again = Seat::join(&server, &code, &tokens[1]).await;
    assert!(again.round["mine"].is_null(), "{}", again.round);
    assert_eq!(again.round["sealed"], json!([0]));
    let told = again.round.to_string();
    assert!(
        !told.contains(&bid.to_string()),
        "seat 1 was told seat 0's bid: {told}"
    );
    // Seat 1 bids through one of its two connections: the round is applied; both connections see the same.
    let other_bid = second.offers[0].clone();
    second.command("bid-1", 0, &other_bid).await;
    assert_eq!(second.answer("bid-1").await, "sealed");
    let round = 2;
    for seat in [&mut first, &mut second, &mut again] {
        seat.until_version(round).await;
    }
    assert_eq!(second.view_hash, again.view_hash);
    assert_eq!(second.offers, again.offers);
    // Whoever decides now sends two commands at one version through its two connections (seat 1 has two; seat 0
    // connects a second one): exactly one is applied.
    let (mut one, mut two) = if !first.offers.is_empty() {
        let extra = Seat::join(&server, &code, &tokens[0]).await;
        (first, extra)
    } else {
        (second, again)
    };
    let version = one.version;
    assert_eq!(two.version, version);
    let (a, b) = (one.offers[0].clone(), two.offers[two.offers.len() - 1].clone());
    one.command("one", version, &a).await;
    two.command("two", version, &b).await;
    let (x, y) = tokio::join!(one.answer("one"), two.answer("two"));
    let mut answers = [x, y];
    answers.sort();
    assert_eq!(answers, ["accepted".to_string(), "stale_version".to_string()]);
    let (now, _, _) = server.hashes(&code).await.expect("the table");
    assert_eq!(now, version + 1, "applied once");
    server.stop().await.expect("stops");
}
