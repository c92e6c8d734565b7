//! What a client without a game of its own asks (issue 30, item 1): why an action is refused or what it would do,
//! answered on what the seat may know; and the rules help in the client's language. A spectator asks no "why not".

mod common;

use common::{Seat, TempDir, http, server_with};
use futures_util::SinkExt;
use metro_protocol::PROTOCOL_VERSION;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_asks_why_not_and_for_the_rules_help() {
    let dir = TempDir::new("ask");
    let server = server_with(&dir.db(), metro_server::limits::Limits::default()).await;
    let setup = json!({"map": {"builtin": "tokyo"}, "cards": {"builtin": "tokyo"}, "players": 2});
    let (status, created) = http(
        &server,
        "POST",
        "/api/tables",
        Some(json!({"game": "tokyo-metro", "setup": setup, "seats": ["person", "person"]})),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let code = created["code"].as_str().expect("a code").to_string();
    let (_, joined) = http(&server, "POST", &format!("/api/tables/{code}/join"), None).await;
    let mut first = Seat::join(&server, &code, created["token"].as_str().expect("a token")).await;
    let _second = Seat::join(&server, &code, joined["token"].as_str().expect("a token")).await;
    first.drain(std::time::Duration::from_millis(300)).await;
    assert!(!first.offers.is_empty(), "the first seat bids");

    // rule TM-6.4.1: a bid over one's money is refused, with its rule and words; an offered bid is allowed.
    first
        .send(json!({"type": "why_not", "query_id": "q1", "action": {"Bid": 1_000_000}}))
        .await;
    let answer = first.until(|m| m["type"] == "why_not").await;
    assert_eq!(answer["query_id"], "q1");
    assert_eq!(answer["allowed"], false, "{answer}");
    assert!(
        answer["rule"].as_str().is_some_and(|r| r.starts_with("TM-")),
        "{answer}"
    );
    assert!(
        answer["reason"].as_str().is_some_and(|r| !r.is_empty()),
        "{answer}"
    );
    let offered = first.offers[0].clone();
    first
        .send(json!({"type": "why_not", "query_id": "q2", "action": offered}))
        .await;
    let answer = first.until(|m| m["type"] == "why_not").await;
    assert_eq!(
        (answer["query_id"].as_str(), answer["allowed"].as_bool()),
        (Some("q2"), Some(true))
    );
    assert!(
        answer["words"].as_str().is_some_and(|w| w.starts_with("Bid")),
        "{answer}"
    );
    // Not an action of the game at all: said so, nothing changed.
    first
        .send(json!({"type": "why_not", "query_id": "q3", "action": {"Fly": 1}}))
        .await;
    let answer = first.until(|m| m["type"] == "why_not").await;
    assert_eq!(
        (answer["allowed"].as_bool(), answer["rule"].as_str()),
        (Some(false), Some("protocol"))
    );
    // An over-long query id is refused before it reaches the table.
    first
        .send(json!({"type": "why_not", "query_id": "x".repeat(100), "action": "Pass"}))
        .await;
    assert_eq!(first.until(|m| m["type"] == "error").await["code"], "malformed");

    // Both seats bid (at once: a sealed round); then the meeples are placed, each offer naming its space on the board.
    let mut second = _second;
    second.drain(std::time::Duration::from_millis(200)).await;
    let (bid0, bid1) = (first.offers[0].clone(), second.offers[0].clone());
    first.command("b0", first.version, &bid0).await;
    second.command("b1", second.version, &bid1).await;
    let placing = |s: &Seat| s.offers.first().is_some_and(|o| o.get("Place").is_some());
    for _ in 0..50 {
        first.drain(std::time::Duration::from_millis(100)).await;
        second.drain(std::time::Duration::from_millis(100)).await;
        if placing(&first) || placing(&second) {
            break;
        }
    }
    let placer = if placing(&first) { &mut first } else { &mut second };
    assert!(
        placing(placer),
        "a seat places its meeple: {:?}",
        placer.offers.first()
    );
    placer.send(json!({"type": "resync", "since_version": 0})).await;
    let state = placer.until(|m| m["type"] == "state").await;
    let offer = &state["offers"][0];
    let space = offer["action"]["Place"].as_u64().expect("a space");
    assert_eq!(offer["places"]["spaces"], json!([space]), "{offer}");

    // The rules help, in the language of the hello.
    first.send(json!({"type": "help"})).await;
    let help = first.until(|m| m["type"] == "help").await;
    let sections = help["sections"].as_array().cloned().unwrap_or_default();
    assert!(sections.len() > 3, "{help}");
    assert!(
        sections
            .iter()
            .all(|s| s["title"].as_str().is_some_and(|t| !t.is_empty()))
    );
    let (mut german, _) = tokio_tungstenite::connect_async(format!("ws://{}/api/ws", server.address()))
        .await
        .expect("a WebSocket");
    let hello = json!({"type": "hello", "protocol": PROTOCOL_VERSION, "table": code, "token": joined["token"], "language": "de"});
    german
        .send(Message::Text(hello.to_string().into()))
        .await
        .expect("sent");
    german
        .send(Message::Text(json!({"type": "help"}).to_string().into()))
        .await
        .expect("sent");
    let mut german_help = Value::Null;
    while german_help.is_null() {
        use futures_util::StreamExt;
        let Some(Ok(Message::Text(text))) = german.next().await else {
            panic!("the connection closed")
        };
        let message: Value = serde_json::from_str(&text).expect("JSON");
        if message["type"] == "help" {
            german_help = message;
        }
    }
    assert_ne!(
        german_help["sections"][0]["title"], sections[0]["title"],
        "told in German"
    );

    // A spectator decides nothing: no "why not".
    let (mut watcher, _) = tokio_tungstenite::connect_async(format!("ws://{}/api/ws", server.address()))
        .await
        .expect("a WebSocket");
    let hello = json!({"type": "hello", "protocol": PROTOCOL_VERSION, "table": code});
    watcher
        .send(Message::Text(hello.to_string().into()))
        .await
        .expect("sent");
    watcher
        .send(Message::Text(
            json!({"type": "why_not", "query_id": "w", "action": "Pass"})
                .to_string()
                .into(),
        ))
        .await
        .expect("sent");
    loop {
        use futures_util::StreamExt;
        let Some(Ok(Message::Text(text))) = watcher.next().await else {
            panic!("the connection closed")
        };
        let message: Value = serde_json::from_str(&text).expect("JSON");
        if message["type"] == "error" {
            assert_eq!(message["code"], "no_seat");
            break;
        }
        assert_ne!(message["type"], "why_not", "a spectator is not answered");
    }
    server.stop().await.expect("stops");
}

/// A client without the game asks about a place of the board (`places` instead of an action): the server answers
/// for what a click there would mean now (`Drawn::action_at`, on the seat's determinisation): a space the meeple may
/// take is allowed, another is refused with the rule, and a place that means nothing now gets no reason.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_asks_why_not_a_place_of_the_board() {
    let dir = TempDir::new("ask-place");
    let server = server_with(&dir.db(), metro_server::limits::Limits::default()).await;
    let setup = json!({"map": {"builtin": "tokyo"}, "cards": {"builtin": "tokyo"}, "players": 2});
    let (status, created) = http(
        &server,
        "POST",
        "/api/tables",
        Some(json!({"game": "tokyo-metro", "setup": setup, "seats": ["person", "person"]})),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let code = created["code"].as_str().expect("a code").to_string();
    let (_, joined) = http(&server, "POST", &format!("/api/tables/{code}/join"), None).await;
    let mut seats = [
        Seat::join(&server, &code, created["token"].as_str().expect("a token")).await,
        Seat::join(&server, &code, joined["token"].as_str().expect("a token")).await,
    ];
    // Both bid (sealed), then the first in turn order places its meeple on a space (rule TM-6.5.1; the seats' offers
    // are kept as actions: `{"Place": space}`).
    let mut id = 0;
    let placing = loop {
        for seat in seats.iter_mut() {
            seat.drain(std::time::Duration::from_millis(200)).await;
        }
        if let Some(i) = (0..2).find(|&i| seats[i].offers.iter().any(|a| a["Place"].is_u64())) {
            break i;
        }
        for seat in seats.iter_mut() {
            if let Some(offer) = seat.offers.first().cloned()
                && seat.round.is_object()
            {
                id += 1;
                let version = seat.version;
                seat.command(&format!("b{id}"), version, &offer).await;
                let answer = seat.answer(&format!("b{id}")).await;
                assert!(answer == "sealed" || answer == "accepted", "a bid: {answer}");
            }
        }
        assert!(
            id < 20,
            "the bids end: {:?}",
            seats
                .iter()
                .map(|s| (s.version, s.round.clone(), s.offers.first().cloned()))
                .collect::<Vec<_>>()
        );
    };
    let allowed: Vec<u64> = seats[placing]
        .offers
        .iter()
        .filter_map(|a| a["Place"].as_u64())
        .collect();
    let taken = allowed[0];
    {
        let seat = &mut seats[placing];
        seat.send(json!({"type": "why_not", "query_id": "p1", "places": {"spaces": [taken]}}))
            .await;
        let answer = seat.until(|m| m["type"] == "why_not").await;
        assert_eq!(answer["allowed"], true, "{answer}");
        assert!(answer["words"].as_str().is_some(), "{answer}");
        let version = seat.version;
        seat.command("place", version, &json!({"Place": taken})).await;
        assert_eq!(seat.answer("place").await, "accepted");
    }
    // the other seat places next: the space just taken is refused, with the rule
    let other = 1 - placing;
    let seat = &mut seats[other];
    seat.drain(std::time::Duration::from_millis(200)).await;
    assert!(
        seat.offers.iter().any(|a| a["Place"].is_u64()),
        "the other seat places: {:?}",
        seat.offers
    );
    seat.send(json!({"type": "why_not", "query_id": "p2", "places": {"spaces": [taken]}}))
        .await;
    let answer = seat.until(|m| m["type"] == "why_not").await;
    assert_eq!(answer["query_id"], "p2");
    assert_eq!(answer["allowed"], false, "{answer}");
    assert!(
        answer["rule"].as_str().is_some_and(|r| r.starts_with("TM-")),
        "the rule that forbids the space: {answer}"
    );
    assert!(
        answer["reason"].as_str().is_some_and(|r| !r.is_empty()),
        "{answer}"
    );
    // a line means nothing while a meeple is placed: no reason
    seat.send(json!({"type": "why_not", "query_id": "p3", "places": {"lines": [0]}}))
        .await;
    let answer = seat.until(|m| m["type"] == "why_not").await;
    assert_eq!(answer["allowed"], false, "{answer}");
    assert!(answer.get("reason").is_none_or(Value::is_null), "{answer}");
}
