//! `metro loadtest`'s client side against a server in this process: a short run of a few tables plays decisions,
//! measures them and counts no error. (Longer load tests are run by hand: docs/server.md, "Load".)

use metro_server::loadtest::{LoadConfig, LoadGame, LocalServer, run};

async fn short_run(game: LoadGame, tables: u32, seconds: u64, seed: Option<u64>) {
    let local = LocalServer::start().await.expect("a server on loopback");
    let folder = local.folder().to_path_buf();
    let report = run(LoadConfig {
        server: local.address(),
        others: Vec::new(),
        tables,
        seconds,
        game,
        seed,
        in_process: true,
        rate: None,
    })
    .await
    .expect("the load test runs");
    let live = local.server().tables() as u64;
    local.stop().await.expect("the server stops");
    assert!(!folder.exists(), "the temporary store is removed");
    assert_eq!(report.errors, 0, "{report:#?}");
    assert!(report.actions > 0, "{report:#?}");
    assert!(report.measured > 0, "{report:#?}");
    assert!(report.p50_ms > 0.0, "{report:#?}");
    assert!(report.p99_ms >= report.p50_ms, "{report:#?}");
    assert!(report.max_ms >= report.p99_ms, "{report:#?}");
    assert!(report.actions_per_s > 0.0, "{report:#?}");
    assert_eq!(report.tables_held, tables);
    assert_eq!(
        report.tables_created, live,
        "every table set up is live on the server"
    );
    assert_eq!(report.connections, report.tables_created * 4);
    assert_eq!(report.game, game.key());
    let json = serde_json::to_value(&report).expect("JSON");
    for field in ["tables", "actions", "actions_per_s", "p50_ms", "p99_ms", "errors"] {
        assert!(json.get(field).is_some(), "{field} in {json}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_chicago_express_tables_for_two_seconds_play_without_errors() {
    short_run(LoadGame::ChicagoExpress, 3, 2, Some(7)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tokyo_metro_table_plays_its_first_offers_without_errors() {
    short_run(LoadGame::TokyoMetro, 1, 1, None).await;
}

/// Paced: 4 tables asked 20 decisions a second together (one every 200 ms a table) take about that many, where the
/// same tables in lockstep take far more.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paced_run_takes_the_decisions_a_second_it_asks() {
    let local = LocalServer::start().await.expect("a server on loopback");
    let report = run(LoadConfig {
        server: local.address(),
        others: Vec::new(),
        tables: 4,
        seconds: 3,
        game: LoadGame::ChicagoExpress,
        seed: Some(3),
        in_process: true,
        rate: Some(20.0),
    })
    .await
    .expect("the load test runs");
    local.stop().await.expect("the server stops");
    assert_eq!(report.errors, 0, "{report:#?}");
    assert_eq!(report.rate, Some(20.0));
    // 3 s at 20 a second: 60, less the first decisions' spread over the first interval; never a burst above
    assert!(
        (45..=64).contains(&report.actions),
        "{} decisions: {report:#?}",
        report.actions
    );
    for rate in [0.0, -1.0, f64::NAN, 2e6] {
        let refused = run(LoadConfig {
            server: "127.0.0.1:9".parse().expect("an address"),
            others: Vec::new(),
            tables: 1,
            seconds: 1,
            game: LoadGame::ChicagoExpress,
            seed: None,
            in_process: false,
            rate: Some(rate),
        })
        .await;
        assert!(
            matches!(refused, Err(metro_server::loadtest::LoadError::Rate(_))),
            "{rate}"
        );
    }
}

#[tokio::test]
async fn a_server_off_loopback_is_refused() {
    let refused = run(LoadConfig {
        server: "10.1.2.3:7878".parse().expect("an address"),
        others: Vec::new(),
        tables: 1,
        seconds: 1,
        game: LoadGame::default(),
        seed: None,
        in_process: false,
        rate: None,
    })
    .await;
    assert!(matches!(
        refused,
        Err(metro_server::loadtest::LoadError::NotLoopback(_))
    ));
    for (tables, seconds) in [(0, 1), (5001, 1), (1, 601)] {
        let refused = run(LoadConfig {
            server: "127.0.0.1:9".parse().expect("an address"),
            others: Vec::new(),
            tables,
            seconds,
            game: LoadGame::default(),
            seed: None,
            in_process: false,
            rate: None,
        })
        .await;
        assert!(refused.is_err(), "{tables} tables, {seconds} s");
    }
}
