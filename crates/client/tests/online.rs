//! The client against a real server in this process (`metro_server::Server` on loopback): two clients, each with
//! its own data folder, and two bots play whole tables of Tokyo Metro and Chicago Express to the end, choosing from
//! the server's offers only; the save the server sends at the end replays and verifies; a server stopped and
//! started again on the same database mid-game is found again by both clients by themselves (no client left
//! waiting); a client restarted on the same data folder gets its seat back from the token kept there.

mod common;

use common::TempDir;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use metro_client::{Client, ClientConfig, ClientEvent, Connection, Join, NewTable, SeatBook, TableView};
use metro_server::Server;
use metro_server::store::{SqliteStore, Store};
use serde_json::json;
use tokio::net::TcpListener;
use tokio::runtime::Runtime;

/// A temporary folder removed at the end.
/// A server in this process on its own runtime, over a SQLite file.
struct Host {
    runtime: Runtime,
    server: Option<Server>,
    db: PathBuf,
}

impl Host {
    fn start(db: PathBuf) -> Host {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a runtime");
        let mut host = Host {
            runtime,
            server: None,
            db,
        };
        host.serve("127.0.0.1:0");
        host
    }

    fn serve(&mut self, address: &str) {
        let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&self.db).expect("a store"));
        let server = self.runtime.block_on(async {
            let listener = TcpListener::bind(address).await.expect("a loopback port");
            Server::start(listener, store).await.expect("a server")
        });
        self.server = Some(server);
    }

    fn address(&self) -> String {
        self.server.as_ref().expect("a server").address().to_string()
    }

    fn stop(&mut self) {
        if let Some(server) = self.server.take() {
            self.runtime.block_on(server.stop()).expect("stops");
        }
    }

    /// The table's version, whole hash and every seat's view hash (the server's own).
    fn hashes(&self, code: &str) -> (u64, u64, Vec<u64>) {
        let server = self.server.as_ref().expect("a server");
        self.runtime.block_on(server.hashes(code)).expect("the table")
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        self.stop();
    }
}

/// A small seeded generator (SplitMix64) for the players' choices.
struct Picks(u64);

impl Picks {
    fn pick(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z % n.max(1) as u64) as usize
    }
}

/// A person at a table through a client: chooses from the offers the server sent, once per position.
struct Player {
    client: Client,
    picks: Picks,
    /// The version and log length at which the last command was sent (not sent again there).
    sent_at: Option<(u64, usize)>,
    commands: usize,
    welcomes: usize,
    lost: usize,
    back: usize,
    /// Every view this player held after an event (to check nothing unconfirmed was ever shown).
    versions: Vec<u64>,
    /// No command before then (the server said this connection sends too fast: a bot decides at once).
    pause_until: Option<Instant>,
}

impl Player {
    fn new(client: Client, seed: u64) -> Player {
        Player {
            client,
            picks: Picks(seed),
            sent_at: None,
            commands: 0,
            welcomes: 0,
            lost: 0,
            back: 0,
            versions: Vec::new(),
            pause_until: None,
        }
    }

    /// Takes what happened in, and decides when the server asks this seat to.
    fn step(&mut self) {
        for event in self.client.poll() {
            match event {
                ClientEvent::Welcomed => {
                    self.welcomes += 1;
                    // A command lost with the connection is chosen again on the state the server sends now.
                    self.sent_at = None;
                }
                ClientEvent::Lost => self.lost += 1,
                ClientEvent::Back => self.back += 1,
                ClientEvent::Refused(refused) => panic!("an offer was refused: {refused:?}"),
                ClientEvent::Error(error) => {
                    // A command that raced a step (stale), or was sent faster than the server reads a
                    // connection's messages (a bot decides at once), is chosen again a moment later.
                    assert!(
                        matches!(
                            error.code,
                            metro_protocol::ErrorCode::StaleVersion
                                | metro_protocol::ErrorCode::Busy
                                | metro_protocol::ErrorCode::RateLimited
                        ),
                        "{error:?}"
                    );
                    self.sent_at = None;
                    self.pause_until = Some(Instant::now() + Duration::from_millis(300));
                }
                ClientEvent::Failed(why) => panic!("the client stopped: {why}"),
                _ => {}
            }
        }
        let Some(view) = self.client.view() else {
            return;
        };
        self.versions.push(view.version());
        if !view.my_turn()
            || !self.client.connection().is_connected()
            || self.pause_until.is_some_and(|t| Instant::now() < t)
        {
            return;
        }
        let at = (view.version(), view.state.log.len());
        if self.sent_at == Some(at) {
            return;
        }
        let offer = self.picks.pick(view.state.offers.len());
        let action = view.state.offers[offer].action.clone();
        if self.client.send_command(action).is_ok() {
            self.sent_at = Some(at);
            self.commands += 1;
        }
    }

    fn view(&self) -> TableView {
        self.client.view().expect("welcomed")
    }

    fn over(&self) -> bool {
        self.client.with_view(|v| v.is_some_and(|v| v.ended.is_some()))
    }
}

fn config(server: &str, data: &TempDir) -> ClientConfig {
    ClientConfig {
        server: server.to_string(),
        data: data.0.clone(),
        language: "en".into(),
        mirror: false,
    }
}

/// Waits (stepping every player) until `done`, at most `limit`.
fn play_until(players: &mut [Player], limit: Duration, mut done: impl FnMut(&[Player]) -> bool) {
    let start = Instant::now();
    while !done(players) {
        assert!(start.elapsed() < limit, "not done within {limit:?}");
        for player in players.iter_mut() {
            player.step();
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Waits until `client` is seated and welcomed; the room code.
fn welcomed(client: &Client) -> String {
    let start = Instant::now();
    loop {
        if let Some(view) = client.view() {
            return view.info.code;
        }
        if let Connection::Failed(why) = client.connection() {
            panic!("the client stopped: {why}");
        }
        assert!(start.elapsed() < Duration::from_secs(30), "no welcome");
        client.wait(Duration::from_millis(50));
    }
}

fn tokyo_table() -> NewTable {
    NewTable {
        game: "tokyo-metro".into(),
        setup: json!({"map": {"builtin": "tokyo"}, "cards": {"builtin": "tokyo"}, "players": 4}),
        seats: vec![
            "person".into(),
            "heuristic".into(),
            "person".into(),
            "heuristic".into(),
        ],
        spectators: true,
        clock: None,
    }
}

fn chicago_table() -> NewTable {
    NewTable {
        game: "chicago-express".into(),
        setup: json!({"players": 4}),
        seats: vec![
            "person".into(),
            "person".into(),
            "heuristic".into(),
            "random".into(),
        ],
        spectators: true,
        clock: None,
    }
}

/// Two clients at a new table of `table`: the creator (seat of the first person) and one joined by the code.
fn seat_two(server: &str, table: NewTable, dirs: &[TempDir; 2], seed: u64) -> (Vec<Player>, String) {
    let first = Client::start(config(server, &dirs[0]), Join::Create(table)).expect("a client");
    let code = welcomed(&first);
    let second = Client::start(config(server, &dirs[1]), Join::Code(code.clone())).expect("a client");
    welcomed(&second);
    (
        vec![Player::new(first, seed), Player::new(second, seed ^ 0x5555)],
        code,
    )
}

/// Checks the end: both clients told the same end and save, which replays (`load`) to the position the server
/// holds, with as many decisions as the table's version.
fn check_end(host: &Host, code: &str, players: &[Player], load: impl Fn(&str) -> (u64, usize)) {
    let ended = players[0].view().ended.expect("ended");
    assert_eq!(
        players[1].view().ended.as_ref(),
        Some(&ended),
        "both told the same end"
    );
    let (version, hash, views) = host.hashes(code);
    assert_eq!(ended.version, version);
    let (loaded_hash, actions) = load(&ended.save);
    assert_eq!(loaded_hash, hash, "the save replays to the server's position");
    assert_eq!(actions as u64, version, "every decision is in the save");
    for player in players {
        let view = player.view();
        let seat = usize::from(view.seat.expect("a seat"));
        assert_eq!(view.version(), version);
        assert_eq!(
            view.state.view_hash,
            format!("{:016x}", views[seat]),
            "the seat's last view"
        );
        assert!(player.commands > 0, "each person decided");
        // Only confirmed states were held: the versions a client showed never went back.
        assert!(player.versions.windows(2).all(|w| w[0] <= w[1]));
    }
    let mut places: Vec<u8> = ended.outcome.iter().map(|r| r.place).collect();
    places.sort_unstable();
    assert_eq!(places.first(), Some(&1));
    assert_eq!(ended.outcome.len(), 4);
}

fn load_tokyo(save: &str) -> (u64, usize) {
    let loaded =
        metro_save::load(save, &metro_play::catalog::registry()).expect("the save replays and verifies");
    (
        metro_game::GameState::hash(&loaded.game),
        loaded.save.actions.len(),
    )
}

fn load_chicago(save: &str) -> (u64, usize) {
    let loaded = metro_save::load_game::<metro_chicago::Game>(save).expect("the save replays and verifies");
    (
        metro_game::GameState::hash(&loaded.game),
        loaded.save.actions.len(),
    )
}

#[test]
fn two_clients_and_two_bots_play_tokyo_metro_to_the_end_and_the_save_verifies() {
    let db = TempDir::new("tokyo-db");
    let host = Host::start(db.0.join("metro-server.sqlite3"));
    let dirs = [TempDir::new("tokyo-a"), TempDir::new("tokyo-b")];
    let (mut players, code) = seat_two(&host.address(), tokyo_table(), &dirs, 7);
    assert_eq!(players[0].view().seat, Some(0));
    assert_eq!(
        players[1].view().seat,
        Some(2),
        "the joiner takes the next person seat"
    );
    play_until(&mut players, Duration::from_secs(600), |p| {
        p.iter().all(Player::over)
    });
    check_end(&host, &code, &players, load_tokyo);
    let ended = players[0].view().ended.expect("ended");
    assert!(ended.version > 100, "a whole game: {} decisions", ended.version);
    // Each seat saw its own bid and never another's (the pieces name only the viewer's bid).
    for player in &players {
        let view = player.view();
        let seat = view.seat.expect("a seat");
        for p in view.state.pieces["players"].as_array().expect("players") {
            if p["seat"] != seat {
                assert!(p["bid"].is_null(), "seat {seat} holds another's bid: {p}");
            }
        }
    }
}

#[test]
fn two_clients_and_two_bots_play_chicago_express_to_the_end_and_the_save_verifies() {
    let db = TempDir::new("chicago-db");
    let host = Host::start(db.0.join("metro-server.sqlite3"));
    let dirs = [TempDir::new("chicago-a"), TempDir::new("chicago-b")];
    let (mut players, code) = seat_two(&host.address(), chicago_table(), &dirs, 11);
    play_until(&mut players, Duration::from_secs(300), |p| {
        p.iter().all(Player::over)
    });
    check_end(&host, &code, &players, load_chicago);
}

#[test]
fn a_server_restarted_mid_game_is_found_again_by_both_clients_who_finish_the_game() {
    let db = TempDir::new("restart-db");
    let mut host = Host::start(db.0.join("metro-server.sqlite3"));
    let dirs = [TempDir::new("restart-a"), TempDir::new("restart-b")];
    let (mut players, code) = seat_two(&host.address(), chicago_table(), &dirs, 3);
    // Play a while, then stop the server under the clients' feet and start it again on the same database.
    play_until(&mut players, Duration::from_secs(120), |p| {
        p[0].view().version() >= 15
    });
    let before = host.hashes(&code).0;
    host.stop();
    play_until(&mut players, Duration::from_secs(30), |p| {
        p.iter()
            .all(|p| matches!(p.client.connection(), Connection::Lost { .. }))
    });
    players.iter_mut().for_each(Player::step);
    assert!(
        players.iter().all(|p| p.lost == 1),
        "each client noticed the loss"
    );
    // While the server is away a decision cannot be sent: nothing is shown that the server did not confirm.
    let version = players[0].view().version();
    assert!(players[0].client.send_command(json!("Pass")).is_err());
    assert_eq!(players[0].view().version(), version);
    host.serve(players[0].client.server());
    // Bots may have decided between the look and the stop: the table resumed at least where it was, and no
    // client holds a version the server does not have.
    let resumed = host.hashes(&code).0;
    assert!(
        resumed >= before,
        "the table resumed at its version ({resumed} < {before})"
    );
    assert!(players.iter().all(|p| p.view().version() <= resumed));
    // Both clients come back by themselves, and the game goes on to its end.
    play_until(&mut players, Duration::from_secs(300), |p| {
        p.iter().all(Player::over)
    });
    for player in &players {
        assert_eq!(player.back, 1, "each client came back once");
        assert_eq!(player.welcomes, 1, "welcomed again once since it was seated");
    }
    check_end(&host, &code, &players, load_chicago);
}

#[test]
fn a_client_restarted_on_its_data_folder_gets_its_seat_back() {
    let db = TempDir::new("rejoin-db");
    let host = Host::start(db.0.join("metro-server.sqlite3"));
    let dirs = [TempDir::new("rejoin-a"), TempDir::new("rejoin-b")];
    let (mut players, code) = seat_two(&host.address(), chicago_table(), &dirs, 5);
    play_until(&mut players, Duration::from_secs(120), |p| {
        p[0].view().version() >= 6
    });
    let seat = players[1].view().seat;
    let kept = SeatBook::in_folder(&dirs[1].0)
        .find(&host.address(), &code)
        .expect("the seats file reads")
        .expect("the seat is kept");
    assert_eq!(Some(kept.seat), seat);
    assert_eq!(
        kept.game, "chicago-express",
        "the game's key is learnt from the welcome"
    );
    // The second person closes the app and starts it again with the same data folder.
    let old = players.pop().expect("two players");
    old.client.close();
    let again =
        Client::start(config(&host.address(), &dirs[1]), Join::Code(code.to_lowercase())).expect("a client");
    welcomed(&again);
    assert_eq!(again.view().expect("welcomed").seat, seat, "the same seat");
    assert_eq!(again.seat(), Some(kept), "from the token kept");
    // The table was full: joining anew would have been refused; the game goes on to its end.
    players.push(Player::new(again, 99));
    play_until(&mut players, Duration::from_secs(300), |p| {
        p.iter().all(Player::over)
    });
    check_end(&host, &code, &players, load_chicago);
    // A third data folder has no seat there: the table is full.
    let dir = TempDir::new("rejoin-c");
    let stranger = Client::start(config(&host.address(), &dir), Join::Code(code)).expect("a client");
    let start = Instant::now();
    loop {
        if let Connection::Failed(why) = stranger.connection() {
            assert!(why.contains("no_open_seat"), "{why}");
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(30));
        stranger.wait(Duration::from_millis(50));
    }
}

#[test]
fn a_client_changing_language_is_told_the_table_again_in_it_without_losing_its_seat() {
    let db = TempDir::new("language-db");
    let host = Host::start(db.0.join("metro-server.sqlite3"));
    let dir = TempDir::new("language-a");
    let table = NewTable {
        seats: vec!["person".into(), "heuristic".into(), "heuristic".into()],
        setup: json!({"players": 3}),
        ..chicago_table()
    };
    let client = Client::start(config(&host.address(), &dir), Join::Create(table)).expect("a client");
    welcomed(&client);
    let mut players = vec![Player::new(client, 1)];
    play_until(&mut players, Duration::from_secs(60), |p| {
        p[0].view().version() >= 5
    });
    let before = players[0].view();
    assert_eq!(before.info.seats[0].name, "Player 1");
    players[0].client.set_language("de");
    assert_eq!(players[0].client.language(), "de");
    // The table comes back in German: the seats' names and the log, the same seat and no version lost.
    play_until(&mut players, Duration::from_secs(30), |p| {
        p[0].view().info.seats[0].name == "Spieler 1"
    });
    let after = players[0].view();
    assert_eq!(after.seat, before.seat);
    assert!(after.version() >= before.version());
    assert_ne!(
        after.state.log.first(),
        before.state.log.first(),
        "the log told again in German"
    );
    assert_eq!(players[0].lost, 0, "no connection was lost");
    play_until(&mut players, Duration::from_secs(300), |p| {
        p.iter().all(Player::over)
    });
}

#[test]
fn a_table_of_bots_is_watched_to_the_end_from_the_public_view() {
    let db = TempDir::new("watch-db");
    let host = Host::start(db.0.join("metro-server.sqlite3"));
    let dirs = [TempDir::new("watch-a"), TempDir::new("watch-b")];
    let table = NewTable {
        seats: vec!["heuristic".into(), "random".into(), "random".into()],
        setup: json!({"players": 3}),
        ..chicago_table()
    };
    // Its creator takes no seat (there is none for a person): it watches, and so does a second client by the code.
    let creator = Client::start(config(&host.address(), &dirs[0]), Join::Create(table)).expect("a client");
    let code = welcomed(&creator);
    let watcher = Client::start(
        config(&host.address(), &dirs[1]),
        Join::Watch(code.to_lowercase()),
    )
    .expect("a client");
    welcomed(&watcher);
    assert_eq!(creator.seat(), None, "no seat is kept for a table of bots");
    let mut players = vec![Player::new(creator, 1), Player::new(watcher, 2)];
    play_until(&mut players, Duration::from_secs(300), |p| {
        p.iter().all(Player::over)
    });
    for player in &players {
        let view = player.view();
        assert_eq!(view.seat, None);
        assert!(view.state.offers.is_empty(), "a spectator is offered nothing");
        assert_eq!(player.commands, 0);
        assert!(
            player.client.send_command(json!("Pass")).is_err(),
            "a spectator decides nothing"
        );
    }
    let (version, _, _) = host.hashes(&code);
    assert_eq!(players[1].view().ended.expect("ended").version, version);
    assert!(SeatBook::in_folder(&dirs[1].0).seats().expect("read").is_empty());
}

#[test]
fn an_undo_is_answered_with_the_whole_state_at_a_later_version() {
    let db = TempDir::new("undo-db");
    let host = Host::start(db.0.join("metro-server.sqlite3"));
    let dir = TempDir::new("undo-a");
    let table = NewTable {
        seats: vec!["person".into(), "random".into(), "random".into()],
        setup: json!({"players": 3}),
        ..chicago_table()
    };
    let client = Client::start(config(&host.address(), &dir), Join::Create(table)).expect("a client");
    let code = welcomed(&client);
    let mut players = vec![Player::new(client, 17)];
    // Play until the server offers to take back one of this seat's decisions (within its turn).
    play_until(&mut players, Duration::from_secs(120), |p| {
        let view = p[0].view();
        assert!(
            view.ended.is_none(),
            "no decision could be taken back in a whole game"
        );
        view.state.undo.is_some() && view.my_turn()
    });
    let before = players[0].view();
    players[0].client.undo().expect("sent");
    // The server answers with the whole state, one version later (versions only grow).
    let start = Instant::now();
    while players[0].view().version() == before.version() {
        assert!(start.elapsed() < Duration::from_secs(30), "no answer to the undo");
        players[0].client.wait(Duration::from_millis(50));
    }
    let after = players[0].view();
    assert_eq!(after.version(), before.version() + 1);
    assert!(
        after.state.log.len() < before.state.log.len(),
        "the decision's lines are gone"
    );
    assert!(after.my_turn(), "the seat decides again");
    let (version, _, views) = host.hashes(&code);
    assert_eq!(version, after.version());
    assert_eq!(after.state.view_hash, format!("{:016x}", views[0]));
}

#[test]
fn a_seat_whose_token_cannot_be_kept_is_still_played_and_the_client_says_so() {
    let db = TempDir::new("unkept-db");
    let host = Host::start(db.0.join("metro-server.sqlite3"));
    let dir = TempDir::new("unkept-a");
    // A file where the seats file's folder should be: the token cannot be written.
    std::fs::write(dir.0.join("online"), "not a folder").expect("a file");
    let table = NewTable {
        seats: vec!["person".into(), "random".into()],
        setup: json!({"players": 2}),
        ..chicago_table()
    };
    let client = Client::start(config(&host.address(), &dir), Join::Create(table)).expect("a client");
    let start = Instant::now();
    let mut events = Vec::new();
    while !events.iter().any(|e| matches!(e, ClientEvent::Welcomed)) {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no welcome: {events:?}"
        );
        events.extend(client.wait(Duration::from_millis(50)));
    }
    assert!(
        events.iter().any(|e| matches!(e, ClientEvent::NotKept(_))),
        "{events:?}"
    );
    assert_eq!(
        client.view().expect("welcomed").seat,
        Some(0),
        "the seat is played all the same"
    );
    assert!(client.seat().is_some());
}

#[test]
fn a_server_restarted_between_two_secret_bids_keeps_the_first_and_neither_client_waits_for_ever() {
    let db = TempDir::new("restart-bid-db");
    let mut host = Host::start(db.0.join("metro-server.sqlite3"));
    let dirs = [TempDir::new("restart-bid-a"), TempDir::new("restart-bid-b")];
    let (mut players, code) = seat_two(&host.address(), tokyo_table(), &dirs, 23);
    // The first decision is the secret bids: only the first person bids.
    let sealed = |view: &TableView| view.state.sealed.as_ref().is_some_and(|r| r.sealed.contains(&0));
    play_until(&mut players[..1], Duration::from_secs(60), |p| {
        sealed(&p[0].view())
    });
    // The second person only reads (it decides nothing until told to).
    let watch_until = |player: &Player, done: &dyn Fn(&Player) -> bool| {
        let start = Instant::now();
        while !done(player) {
            assert!(start.elapsed() < Duration::from_secs(30), "not told in time");
            player.client.wait(Duration::from_millis(50));
        }
    };
    watch_until(&players[1], &|p| sealed(&p.view()));
    let version = host.hashes(&code).0;
    assert!(players[1].view().my_turn(), "the second person has not bid");
    host.stop();
    for player in &players {
        watch_until(player, &|p| {
            matches!(p.client.connection(), Connection::Lost { .. })
        });
    }
    host.serve(players[0].client.server());
    // Both come back by themselves: the first still holds its sealed bid (and sees it), the second is asked for its
    // own and sees only that the first has bid.
    watch_until(&players[0], &|p| p.client.connection().is_connected());
    let first = players[0].view();
    assert_eq!(first.version(), version, "nothing was applied");
    assert!(
        first.state.sealed.as_ref().is_some_and(|r| r.mine.is_some()),
        "the sealed bid survived the restart, seen by its seat"
    );
    assert!(!first.my_turn(), "the first person is not asked again");
    watch_until(&players[1], &|p| {
        p.client.connection().is_connected() && p.view().my_turn()
    });
    let second = players[1].view();
    assert!(sealed(&second) && second.state.sealed.as_ref().is_some_and(|r| r.mine.is_none()));
    // The game goes on to its end.
    play_until(&mut players, Duration::from_secs(600), |p| {
        p.iter().all(Player::over)
    });
    check_end(&host, &code, &players, load_tokyo);
}
