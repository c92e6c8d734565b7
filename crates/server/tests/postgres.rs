//! The server on PostgreSQL: the store keeps what SQLite keeps, and several server processes (here servers in one
//! test process, each with its own store, pool, listener and lease name; `crates/cli/tests/serve_postgres.rs`
//! runs real processes) serve the same tables: a decision sent at one version to two processes is applied once,
//! every process's clients see the same game, and a table's owner gone hands the table to another.
//!
//! They need a PostgreSQL server: `METRO_TEST_POSTGRES_URL` names one (`.ci/postgres start DIR` starts a
//! throwaway one and prints its URL; `.ci/run` does that). Without it they say loudly that they were skipped; with
//! `METRO_REQUIRE_SERVICES=1` a missing server fails them. Each test works in a database of its own.

use std::sync::Arc;
use std::time::Duration;

use common::{Seat, http};
use metro_server::Server;
use metro_server::limits::Limits;
use metro_server::postgres::PgStore;
use metro_server::store::{Record, RecordKind, SealedRow, SeatKind, SeatRow, Store, StoreError, TableRow};
use serde_json::json;
use tokio::net::TcpListener;

mod common;

/// The URL of a fresh database of its own for a test, or `None` (said loudly) when no PostgreSQL is given.
async fn fresh_database(test: &str) -> Option<String> {
    let Ok(base) = std::env::var("METRO_TEST_POSTGRES_URL") else {
        assert!(
            std::env::var("METRO_REQUIRE_SERVICES").as_deref() != Ok("1"),
            "METRO_REQUIRE_SERVICES=1 but METRO_TEST_POSTGRES_URL is not set: {test} needs PostgreSQL"
        );
        eprintln!(
            "SKIPPED {test}: no PostgreSQL. Install it (apt-get install postgresql), then \
             export METRO_TEST_POSTGRES_URL=$(.ci/postgres start /tmp/metro-pg) and run the tests again."
        );
        return None;
    };
    let (client, connection) = tokio_postgres::connect(&base, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|e| panic!("METRO_TEST_POSTGRES_URL={base} does not connect: {e}"));
    tokio::spawn(connection);
    let name = format!(
        "metro_{test}_{}_{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("a clock")
            .subsec_nanos()
    );
    client
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .await
        .expect("a database for the test");
    let (head, _) = base.rsplit_once('/').expect("a URL ending in /DATABASE");
    Some(format!("{head}/{name}"))
}

fn table(id: &str, code: &str) -> TableRow {
    TableRow {
        id: id.into(),
        code: code.into(),
        game: "chicago-express".into(),
        setup: r#"{"players":3}"#.into(),
        seed: u64::MAX - 3,
        engine_version: "0.1.0".into(),
        created: 1,
        state: "playing".into(),
        reason: None,
        spectators: false,
        host: Some(0),
        clock: None,
        seats: vec![
            SeatRow {
                seat: 0,
                kind: SeatKind::Person,
                token_hash: Some("h0".into()),
                stand_in: None,
                deadline: None,
                bank_ms: None,
                webhook: None,
            },
            SeatRow {
                seat: 1,
                kind: SeatKind::Person,
                token_hash: None,
                stand_in: None,
                deadline: None,
                bank_ms: None,
                webhook: None,
            },
            SeatRow {
                seat: 2,
                kind: SeatKind::Bot("heuristic".into()),
                token_hash: None,
                stand_in: None,
                deadline: None,
                bank_ms: None,
                webhook: None,
            },
        ],
    }
}

fn connect(url: &str) -> Arc<PgStore> {
    Arc::new(PgStore::connect(url).expect("the store connects"))
}

#[test]
fn the_postgres_store_keeps_tables_logs_seats_and_sealed_decisions() {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let Some(url) = runtime.block_on(fresh_database("store")) else {
        return;
    };
    let store = connect(&url);
    store.create_table(&table("t1", "ABCDEF")).expect("created");
    assert!(matches!(
        store.create_table(&table("t2", "ABCDEF")),
        Err(StoreError::CodeTaken(_))
    ));
    assert_eq!(store.tables().expect("tables"), vec![table("t1", "ABCDEF")]);
    assert_eq!(
        store.table("ABCDEF").expect("by code"),
        Some(table("t1", "ABCDEF"))
    );
    assert_eq!(store.table("t1").expect("by id"), Some(table("t1", "ABCDEF")));
    assert_eq!(store.table("nope").expect("asked"), None);
    let record = Record {
        sequence: 1,
        seat: 0,
        kind: RecordKind::Action,
        action: Some("\"Pass\"".into()),
        command_id: Some("c1".into()),
    };
    store.append("t1", &record).expect("appended");
    // The same sequence again, and one that skips a number: both conflict, nothing is written.
    assert!(matches!(
        store.append("t1", &record),
        Err(StoreError::Conflict { .. })
    ));
    let skipping = Record {
        sequence: 3,
        ..record.clone()
    };
    assert!(matches!(
        store.append("t1", &skipping),
        Err(StoreError::Conflict { .. })
    ));
    let undo = Record {
        sequence: 2,
        kind: RecordKind::Undo,
        action: None,
        ..record.clone()
    };
    store.append("t1", &undo).expect("appended");
    assert_eq!(store.records("t1").expect("records"), vec![record, undo.clone()]);
    assert_eq!(store.records_since("t1", 1).expect("records"), vec![undo]);
    assert_eq!(store.open_tables(10).expect("lobby")[0].open, 1);
    assert_eq!(store.take_seat("t1", "h1").expect("taken"), Some(1));
    assert_eq!(store.take_seat("t1", "h2").expect("none left"), None);
    assert_eq!(store.find_token("h1").expect("found"), Some(("t1".into(), 1)));
    assert_eq!(store.find_token("nope").expect("asked"), None);
    assert!(store.open_tables(10).expect("lobby").is_empty());
    let bid = |action: &str, id: &str| SealedRow {
        seat: 1,
        action: action.into(),
        command_id: id.into(),
    };
    store.seal("t1", &bid(r#"{"Bid":300}"#, "b1")).expect("sealed");
    store.seal("t1", &bid(r#"{"Bid":100}"#, "b2")).expect("replaced");
    assert_eq!(
        store.sealed("t1").expect("read"),
        vec![bid(r#"{"Bid":100}"#, "b2")]
    );
    store.unseal("t1", 1).expect("forgotten");
    assert!(store.sealed("t1").expect("read").is_empty());
    store.set_state("t1", "broken", Some("why")).expect("set");
    assert_eq!(store.tables().expect("tables")[0].reason.as_deref(), Some("why"));
}

#[test]
fn the_postgres_store_keeps_stand_ins_clocks_webhooks_filled_seats_and_the_chat() {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let Some(url) = runtime.block_on(fresh_database("table_life")) else {
        return;
    };
    let store = connect(&url);
    let mut row = table("t1", "ABCDEF");
    row.state = "waiting".into();
    row.clock = Some(r#"{"kind":"turn","seconds":60}"#.into());
    store.create_table(&row).expect("created");
    assert_eq!(store.table("t1").expect("read"), Some(row.clone()));
    assert_eq!(
        store.open_tables(10).expect("lobby").len(),
        1,
        "a waiting table is in the lobby"
    );
    assert!(!store.fill_seat("t1", 0, "random").expect("asked"), "taken");
    assert!(!store.fill_seat("t1", 2, "random").expect("asked"), "a bot's");
    assert!(store.fill_seat("t1", 1, "random").expect("filled"));
    assert_eq!(store.take_seat("t1", "h1").expect("asked"), None);
    store.set_stand_in("t1", 0, Some("heuristic")).expect("stood in");
    store
        .set_clock("t1", 0, Some(1_000), Some(60_000))
        .expect("clocked");
    store
        .set_webhook("t1", 0, Some("http://example.org/"))
        .expect("hooked");
    let back = store.table("t1").expect("read").expect("the table");
    assert_eq!(back.seats[1].kind, SeatKind::Bot("random".into()));
    let seat = &back.seats[0];
    assert_eq!(seat.stand_in.as_deref(), Some("heuristic"));
    assert_eq!((seat.deadline, seat.bank_ms), (Some(1_000), Some(60_000)));
    assert_eq!(seat.webhook.as_deref(), Some("http://example.org/"));
    assert_eq!(store.tables().expect("tables")[0].seats, back.seats);
    for number in 1..=4 {
        let line = metro_server::store::ChatRow {
            number,
            seat: 0,
            at: 7,
            text: format!("line {number}"),
        };
        store.add_chat("t1", &line).expect("said");
    }
    let again = metro_server::store::ChatRow {
        number: 4,
        seat: 1,
        at: 8,
        text: "again".into(),
    };
    assert!(matches!(
        store.add_chat("t1", &again),
        Err(StoreError::Conflict { .. })
    ));
    let latest: Vec<u64> = store
        .chat("t1", 2)
        .expect("read")
        .iter()
        .map(|l| l.number)
        .collect();
    assert_eq!(latest, vec![3, 4]);
}

#[test]
fn a_table_has_one_owner_until_its_lease_is_given_up_or_runs_out() {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let Some(url) = runtime.block_on(fresh_database("leases")) else {
        return;
    };
    let (first, second) = (connect(&url), connect(&url));
    first.create_table(&table("t1", "ABCDEF")).expect("created");
    let mut over = table("t2", "GHJKMN");
    over.state = "over".into();
    over.seats.iter_mut().for_each(|s| s.token_hash = None);
    first.create_table(&over).expect("created");
    let (a, b) = (first.shared().expect("shared"), second.shared().expect("shared"));
    let ttl = Duration::from_millis(600);
    assert_eq!(
        a.lease("A", ttl).expect("leased"),
        vec!["t1".to_string()],
        "a finished table is nobody's"
    );
    assert!(b.lease("B", ttl).expect("asked").is_empty(), "t1 is A's");
    assert_eq!(a.lease("A", ttl).expect("renewed"), vec!["t1".to_string()]);
    // A gives its tables up: B has them at once.
    a.release("A").expect("released");
    assert_eq!(b.lease("B", ttl).expect("leased"), vec!["t1".to_string()]);
    assert!(a.lease("A", ttl).expect("asked").is_empty());
    // B stops renewing (it died): once its lease ran out, A takes the table.
    std::thread::sleep(ttl + Duration::from_millis(200));
    assert_eq!(a.lease("A", ttl).expect("leased"), vec!["t1".to_string()]);
    assert!(b.lease("B", ttl).expect("asked").is_empty());
}

#[test]
fn every_process_hears_of_a_change_once_it_is_committed() {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let Some(url) = runtime.block_on(fresh_database("changes")) else {
        return;
    };
    let (first, second) = (connect(&url), connect(&url));
    let mut heard = second.shared().expect("shared").changes();
    first.create_table(&table("t1", "ABCDEF")).expect("created");
    first
        .append(
            "t1",
            &Record {
                sequence: 1,
                seat: 0,
                kind: RecordKind::Action,
                action: Some("1".into()),
                command_id: None,
            },
        )
        .expect("appended");
    first.take_seat("t1", "h1").expect("taken");
    let change = runtime.block_on(async {
        let mut changes = Vec::new();
        while changes.len() < 2 {
            let change = tokio::time::timeout(Duration::from_secs(10), heard.recv())
                .await
                .expect("announced within 10 s")
                .expect("a change");
            changes.push(change);
        }
        changes
    });
    assert_eq!(
        change,
        vec![
            metro_server::store::Change::Log {
                table: "t1".into(),
                sequence: 1,
                // The record travels with the announcement: the other processes need not read the log.
                record: Some(Box::new(Record {
                    sequence: 1,
                    seat: 0,
                    kind: RecordKind::Action,
                    action: Some("1".into()),
                    command_id: None,
                })),
            },
            metro_server::store::Change::Seats { table: "t1".into() }
        ]
    );
}

// ---------------------------------------------------------------------------------------------------------------
// Servers on one database.
// ---------------------------------------------------------------------------------------------------------------

async fn server(url: &str, lease_ttl: Duration) -> Server {
    server_with(url, lease_ttl, Duration::from_secs(120)).await
}

async fn server_with(url: &str, lease_ttl: Duration, seat_grace: Duration) -> Server {
    let url = url.to_string();
    let store: Arc<dyn Store> = tokio::task::spawn_blocking(move || connect(&url))
        .await
        .expect("connected");
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
    let limits = Limits {
        lease_ttl,
        seat_grace,
        ..Limits::unlimited()
    };
    Server::start_with(listener, store, limits)
        .await
        .expect("a server")
}

async fn create(server: &Server, seats: &[&str]) -> (String, String) {
    let (status, body) = http(
        server,
        "POST",
        "/api/tables",
        Some(json!({"game": "chicago-express", "setup": {"players": seats.len()}, "seats": seats})),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    (
        body["code"].as_str().expect("a code").to_string(),
        body["token"].as_str().expect("a token").to_string(),
    )
}

/// Waits until one of the servers owns the table (its lease taken): the index of the owner.
async fn owner(servers: &[&Server]) -> usize {
    for _ in 0..200 {
        for (i, server) in servers.iter().enumerate() {
            let (_, status) = http(server, "GET", "/api/status", None).await;
            if status["owned_tables"].as_u64().unwrap_or(0) > 0 {
                return i;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no server took the table's lease");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_decision_sent_to_two_processes_at_one_version_is_applied_once() {
    let Some(url) = fresh_database("one_winner").await else {
        return;
    };
    let ttl = Duration::from_millis(900);
    let (a, b) = (server(&url, ttl).await, server(&url, ttl).await);
    // Two people and a bot; the table made on A, the second seat taken through B (which sets it up from the
    // store), the first seat connected to both.
    let (code, token0) = create(&a, &["person", "person", "heuristic"]).await;
    let (status, joined) = http(&b, "POST", &format!("/api/tables/{code}/join"), None).await;
    assert_eq!(status, 200, "{joined}");
    let token1 = joined["token"].as_str().expect("a token").to_string();
    let mut on_a = Seat::join(&a, &code, &token0).await;
    let mut on_b = Seat::join(&b, &code, &token0).await;
    let mut other = Seat::join(&b, &code, &token1).await;
    owner(&[&a, &b]).await;
    // Every person seat taken, the table starts (on B, where the last seat was taken); A hears of it.
    for seat in [&mut on_a, &mut on_b, &mut other] {
        seat.drain(Duration::from_millis(300)).await;
    }
    let (mut contested, mut decisions) = (0, 0);
    while !on_a.ended {
        let version = on_a.version.max(on_b.version).max(other.version);
        on_a.until_version(version).await;
        on_b.until_version(version).await;
        other.until_version(version).await;
        if on_a.ended {
            break;
        }
        assert_eq!(
            on_a.offers, on_b.offers,
            "one seat, two processes: the same offers"
        );
        assert_eq!(
            on_a.view_hash, on_b.view_hash,
            "one seat, two processes: the same view"
        );
        if !on_a.offers.is_empty() {
            // Seat 1 through both processes at once, each its own command id: exactly one wins.
            let (first, second) = (on_a.offers[0].clone(), on_b.offers[on_b.offers.len() - 1].clone());
            let (id_a, id_b) = (format!("a{version}"), format!("b{version}"));
            on_a.command(&id_a, version, &first).await;
            on_b.command(&id_b, version, &second).await;
            let (answer_a, answer_b) = tokio::join!(on_a.answer(&id_a), on_b.answer(&id_b));
            let mut answers = [answer_a.clone(), answer_b.clone()];
            answers.sort();
            assert_eq!(
                answers,
                ["accepted".to_string(), "stale_version".to_string()],
                "at version {version}: A said {answer_a}, B said {answer_b}"
            );
            contested += 1;
        } else if !other.offers.is_empty() {
            let action = other.offers[0].clone();
            let id = format!("o{version}");
            other.command(&id, version, &action).await;
            assert_eq!(other.answer(&id).await, "accepted");
            decisions += 1;
        } else {
            // The bot's turn: its owner plays it; everyone hears of it.
            let mut waited = 0;
            while on_a.version == version && !on_a.ended {
                tokio::time::timeout(Duration::from_secs(30), on_a.read())
                    .await
                    .expect("the bot's owner plays it");
                waited += 1;
                assert!(waited < 1_000);
            }
        }
        assert!(contested + decisions < 3_000, "the game does not end");
    }
    assert!(contested > 5, "seat 1 decided {contested} times");
    on_b.until_version(on_a.version).await;
    other.until_version(on_a.version).await;
    let (version_a, hash_a, views_a) = a.hashes(&code).await.expect("A's table");
    let (version_b, hash_b, views_b) = b.hashes(&code).await.expect("B's table");
    assert_eq!(
        (version_a, hash_a),
        (version_b, hash_b),
        "both processes hold the same game"
    );
    assert_eq!(views_a, views_b);
    assert_eq!(on_a.view_hash, on_b.view_hash);
    assert_eq!(on_a.view_hash, format!("{:016x}", views_a[0]));
    assert_eq!(other.view_hash, format!("{:016x}", views_a[1]));
    a.stop().await.expect("stops");
    b.stop().await.expect("stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_whose_owner_stops_is_played_on_by_another_process() {
    let Some(url) = fresh_database("takeover").await else {
        return;
    };
    let ttl = Duration::from_millis(900);
    let (a, b) = (server(&url, ttl).await, server(&url, ttl).await);
    // One person and two bots: the bots are played by the owner only.
    let (code, token) = create(&a, &["person", "heuristic", "heuristic"]).await;
    let owner_index = owner(&[&a, &b]).await;
    let (owner, survivor) = if owner_index == 0 { (a, b) } else { (b, a) };
    let mut seat = Seat::join(&survivor, &code, &token).await;
    // A few decisions with the first owner, then it stops (giving its lease up) and the survivor plays the bots.
    let mut sent = 0;
    while !seat.ended && sent < 6 {
        if seat.offers.is_empty() {
            seat.read().await;
            continue;
        }
        let (id, version, action) = (format!("c{sent}"), seat.version, seat.offers[0].clone());
        seat.command(&id, version, &action).await;
        assert_eq!(seat.answer(&id).await, "accepted");
        seat.until_version(version + 1).await;
        sent += 1;
    }
    owner.stop().await.expect("the owner stops");
    while !seat.ended {
        if seat.offers.is_empty() {
            seat.read().await;
            continue;
        }
        let (id, version, action) = (format!("c{sent}"), seat.version, seat.offers[0].clone());
        seat.command(&id, version, &action).await;
        assert_eq!(seat.answer(&id).await, "accepted");
        seat.until_version(version + 1).await;
        sent += 1;
        assert!(sent < 3_000, "the game does not end");
    }
    // The bots' seats were played to the end by the survivor alone.
    let (version, _, _) = survivor.hashes(&code).await.expect("the table");
    assert!(
        version > sent,
        "the bots decided too: {version} decisions, {sent} of them the person's"
    );
    survivor.stop().await.expect("stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn secret_bids_made_on_two_processes_are_applied_once_by_the_owner() {
    let Some(url) = fresh_database("sealed").await else {
        return;
    };
    let ttl = Duration::from_millis(900);
    let (a, b) = (server(&url, ttl).await, server(&url, ttl).await);
    let (status, body) = http(
        &a,
        "POST",
        "/api/tables",
        Some(json!({"game": "tokyo-metro", "setup": {"map": {"builtin": "tokyo"}, "cards": {"builtin": "tokyo"}, "players": 2}, "seats": ["person", "person"]})),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let (code, token0) = (
        body["code"].as_str().expect("a code").to_string(),
        body["token"].as_str().expect("a token").to_string(),
    );
    let (_, joined) = http(&b, "POST", &format!("/api/tables/{code}/join"), None).await;
    let token1 = joined["token"].as_str().expect("a token").to_string();
    // Seat 0 plays through A, seat 1 through B.
    let mut seats = [
        Seat::join(&a, &code, &token0).await,
        Seat::join(&b, &code, &token1).await,
    ];
    owner(&[&a, &b]).await;
    // Both seats taken, the table starts (on B, where the last seat was taken); A hears of it.
    for seat in seats.iter_mut() {
        seat.drain(Duration::from_millis(300)).await;
    }
    let mut rounds = 0;
    for step in 0..60 {
        let version = seats[0].version.max(seats[1].version);
        for seat in seats.iter_mut() {
            seat.until_version(version).await;
        }
        if seats[0].ended {
            break;
        }
        if let Some(round) = seats[0].round["seats"].as_array().cloned() {
            // Both bid at once, each on its own process; the owner applies the round in the game's order.
            for (who, seat) in seats.iter_mut().enumerate().rev() {
                if round.iter().any(|s| s == who) && seat.round["mine"].is_null() {
                    let id = format!("s{who}-{step}");
                    let bid = seat.offers.last().cloned().unwrap_or_else(|| {
                        panic!(
                            "seat {who} has no bid to make at {version}: round {} (its version {})",
                            seat.round, seat.version
                        )
                    });
                    seat.command(&id, version, &bid).await;
                    assert_eq!(seat.answer(&id).await, "sealed");
                }
            }
            let applied = version + round.len() as u64;
            for seat in seats.iter_mut() {
                seat.until_version(applied).await;
            }
            rounds += 1;
            continue;
        }
        let Some(who) = (0..2).find(|&i| !seats[i].offers.is_empty()) else {
            break;
        };
        let (id, action) = (format!("c{who}-{step}"), seats[who].offers[0].clone());
        seats[who].command(&id, version, &action).await;
        assert_eq!(seats[who].answer(&id).await, "accepted", "step {step}");
        for seat in seats.iter_mut() {
            seat.until_version(version + 1).await;
        }
    }
    assert!(rounds >= 2, "{rounds} sealed rounds played");
    let (version_a, hash_a, views) = a.hashes(&code).await.expect("A's table");
    let (version_b, hash_b, _) = b.hashes(&code).await.expect("B's table");
    assert_eq!(
        (version_a, hash_a),
        (version_b, hash_b),
        "both processes hold the same game"
    );
    for (i, seat) in seats.iter_mut().enumerate() {
        seat.until_version(version_a).await;
        assert_eq!(seat.view_hash, format!("{:016x}", views[i]));
    }
    a.stop().await.expect("stops");
    b.stop().await.expect("stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_connected_through_either_process_is_never_stood_in_for_and_chat_crosses_processes() {
    let Some(url) = fresh_database("presence").await else {
        return;
    };
    // A grace period far shorter than the wait below: a seat counted away would be played by the bot.
    let (ttl, grace) = (Duration::from_millis(600), Duration::from_millis(400));
    let (a, b) = (
        server_with(&url, ttl, grace).await,
        server_with(&url, ttl, grace).await,
    );
    let (code, token0) = create(&a, &["person", "person"]).await;
    let (_, joined) = http(&b, "POST", &format!("/api/tables/{code}/join"), None).await;
    let token1 = joined["token"].as_str().expect("a token").to_string();
    // Seat 0 only on A, seat 1 only on B; whichever process owns the table sees the other's seat connected.
    let mut zero = Seat::join(&a, &code, &token0).await;
    let mut one = Seat::join(&b, &code, &token1).await;
    owner(&[&a, &b]).await;
    tokio::time::sleep(grace * 6).await;
    zero.drain(Duration::from_millis(200)).await;
    one.drain(Duration::from_millis(200)).await;
    // A new connection on each process is told both persons connected, neither stood in for.
    for (server, token) in [(&a, &token0), (&b, &token1)] {
        let look = Seat::join(server, &code, token).await;
        for seat in look.table["seats"].as_array().expect("seats") {
            assert!(
                seat["stand_in"].is_null(),
                "a connected person was stood in for: {}",
                look.table
            );
            assert_eq!(seat["connected"], true, "{}", look.table);
        }
    }
    // Chat from each process reaches the other's connections, numbered in one sequence.
    zero.send(json!({"type": "chat", "text": "from A"})).await;
    let line = one.until(|m| m["type"] == "chat").await;
    assert_eq!(
        (line["text"].as_str(), line["seat"].as_u64()),
        (Some("from A"), Some(0)),
        "{line}"
    );
    one.send(json!({"type": "chat", "text": "from B"})).await;
    let line = zero.until(|m| m["type"] == "chat" && m["text"] == "from B").await;
    assert_eq!(line["number"], 2, "{line}");
    // Seat 1 leaves B: once the grace period has run, the owner has the bot play it.
    drop(one);
    let notice = zero
        .until(|m| m["type"] == "table" && !m["table"]["seats"][1]["stand_in"].is_null())
        .await;
    assert_eq!(notice["table"]["seats"][1]["connected"], false, "{notice}");
    a.stop().await.expect("stops");
    b.stop().await.expect("stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_last_seats_taken_at_once_through_two_processes_start_the_table() {
    let Some(url) = fresh_database("start_race").await else {
        return;
    };
    let ttl = Duration::from_millis(900);
    let (a, b) = (server(&url, ttl).await, server(&url, ttl).await);
    for round in 0..5 {
        let (code, token0) = create(&a, &["person", "person", "person"]).await;
        // The two free seats are taken at once, one through each process: neither process sees the other's join
        // before its own, and yet the table must start.
        let path = format!("/api/tables/{code}/join");
        let ((_, first), (_, second)) =
            tokio::join!(http(&a, "POST", &path, None), http(&b, "POST", &path, None));
        let tokens = [
            token0,
            first["token"].as_str().expect("a token").to_string(),
            second["token"].as_str().expect("a token").to_string(),
        ];
        for (server, token) in [(&a, &tokens[1]), (&b, &tokens[2]), (&a, &tokens[0])] {
            let mut seat = Seat::join(server, &code, token).await;
            let started = tokio::time::timeout(Duration::from_secs(10), async {
                while seat.table["state"] != "playing" {
                    seat.read().await;
                }
            })
            .await;
            assert!(
                started.is_ok(),
                "round {round}: the table never started: {}",
                seat.table
            );
        }
    }
    a.stop().await.expect("stops");
    b.stop().await.expect("stops");
}

/// A process's store whose reads of a table's row fail while `failures` lasts (the database busy or away for a
/// moment); everything else is the PostgreSQL store's.
struct Flaky {
    inner: Arc<PgStore>,
    failures: std::sync::atomic::AtomicUsize,
}

impl Flaky {
    fn fail<T>(&self) -> Option<Result<T, StoreError>> {
        use std::sync::atomic::Ordering;
        let left = self.failures.load(Ordering::SeqCst);
        (left > 0).then(|| {
            self.failures.store(left - 1, Ordering::SeqCst);
            Err(StoreError::Database("the database did not answer in 30 s".into()))
        })
    }
}

impl Store for Flaky {
    fn create_table(&self, table: &TableRow) -> Result<(), StoreError> {
        self.inner.create_table(table)
    }
    fn tables(&self) -> Result<Vec<TableRow>, StoreError> {
        self.inner.tables()
    }
    fn records(&self, table: &str) -> Result<Vec<Record>, StoreError> {
        self.inner.records(table)
    }
    fn append(&self, table: &str, record: &Record) -> Result<(), StoreError> {
        self.inner.append(table, record)
    }
    fn set_state(&self, table: &str, state: &str, reason: Option<&str>) -> Result<(), StoreError> {
        self.inner.set_state(table, state, reason)
    }
    fn take_seat(&self, table: &str, token_hash: &str) -> Result<Option<u8>, StoreError> {
        self.inner.take_seat(table, token_hash)
    }
    fn find_token(&self, token_hash: &str) -> Result<Option<(String, u8)>, StoreError> {
        self.inner.find_token(token_hash)
    }
    fn open_tables(&self, limit: usize) -> Result<Vec<metro_server::store::OpenTable>, StoreError> {
        self.inner.open_tables(limit)
    }
    fn seal(&self, table: &str, sealed: &SealedRow) -> Result<(), StoreError> {
        self.inner.seal(table, sealed)
    }
    fn unseal(&self, table: &str, seat: u8) -> Result<(), StoreError> {
        self.inner.unseal(table, seat)
    }
    fn sealed(&self, table: &str) -> Result<Vec<SealedRow>, StoreError> {
        self.inner.sealed(table)
    }
    fn records_since(&self, table: &str, after: u64) -> Result<Vec<Record>, StoreError> {
        self.inner.records_since(table, after)
    }
    fn table(&self, code_or_id: &str) -> Result<Option<TableRow>, StoreError> {
        self.fail().unwrap_or_else(|| self.inner.table(code_or_id))
    }
    fn shared(&self) -> Option<&dyn metro_server::store::SharedStore> {
        self.inner.shared()
    }
    fn fill_seat(&self, table: &str, seat: u8, bot: &str) -> Result<bool, StoreError> {
        self.inner.fill_seat(table, seat, bot)
    }
    fn set_stand_in(&self, table: &str, seat: u8, bot: Option<&str>) -> Result<(), StoreError> {
        self.inner.set_stand_in(table, seat, bot)
    }
    fn set_clock(
        &self,
        table: &str,
        seat: u8,
        deadline: Option<i64>,
        bank_ms: Option<i64>,
    ) -> Result<(), StoreError> {
        self.inner.set_clock(table, seat, deadline, bank_ms)
    }
    fn set_webhook(&self, table: &str, seat: u8, url: Option<&str>) -> Result<(), StoreError> {
        self.inner.set_webhook(table, seat, url)
    }
    fn add_chat(&self, table: &str, line: &metro_server::store::ChatRow) -> Result<(), StoreError> {
        self.inner.add_chat(table, line)
    }
    fn chat(&self, table: &str, limit: usize) -> Result<Vec<metro_server::store::ChatRow>, StoreError> {
        self.inner.chat(table, limit)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_whose_read_of_a_change_failed_reads_it_again() {
    let Some(url) = fresh_database("flaky").await else {
        return;
    };
    let ttl = Duration::from_millis(900);
    let a = server(&url, ttl).await;
    let connecting = url.clone();
    let flaky = Arc::new(Flaky {
        inner: tokio::task::spawn_blocking(move || connect(&connecting))
            .await
            .expect("connected"),
        failures: std::sync::atomic::AtomicUsize::new(0),
    });
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
    let limits = Limits {
        lease_ttl: ttl,
        ..Limits::unlimited()
    };
    let b = Server::start_with(listener, flaky.clone(), limits)
        .await
        .expect("a server");
    let (code, _) = create(&a, &["person", "person", "person"]).await;
    let path = format!("/api/tables/{code}/join");
    let (_, joined) = http(&b, "POST", &path, None).await;
    let token1 = joined["token"].as_str().expect("a token").to_string();
    let mut seat = Seat::join(&b, &code, &token1).await;
    assert_eq!(seat.table["state"], "waiting");
    // B's next reads of the table's row fail: it misses the last join and the start made on A.
    flaky.failures.store(3, std::sync::atomic::Ordering::SeqCst);
    let (status, _) = http(&a, "POST", &path, None).await;
    assert_eq!(status, 200);
    let started = tokio::time::timeout(Duration::from_secs(15), async {
        while seat.table["state"] != "playing" {
            seat.read().await;
        }
    })
    .await;
    assert!(
        started.is_ok(),
        "B never learned that the table started: {}",
        seat.table
    );
    a.stop().await.expect("stops");
    b.stop().await.expect("stops");
}
