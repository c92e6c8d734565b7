//! Playing across machines (issue 30, item 10): the app as a client of `metro serve` through `metro-client`, and
//! the server hosted in the app itself. Nothing here draws: [`Online`] holds the client at a table (the latest
//! state the server confirmed, copied once per change for the panels), the lobby asked of a server, the seats kept
//! in the data folder, the banner's state, and the [`Host`] (a `metro_server::Server` on a runtime of its own,
//! its SQLite file in the data folder). The panels are `ui/online/`; their commands are applied by
//! `app/online.rs`.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use metro_client::{
    Background, Client, ClientEvent, Connection, LobbyTable, MirrorNews, SeatBook, StoredSeat, TableView,
};
use metro_play::session::RemoteSession;

/// The server address the menu proposes.
pub const DEFAULT_SERVER: &str = "127.0.0.1:7878";

/// The port a hosted server listens on unless another is typed.
pub const DEFAULT_PORT: u16 = 7878;

/// The key of Tokyo Metro's tables (`metro_server::catalog`): the game the app's game screen plays online.
pub const TOKYO_METRO: &str = "tokyo-metro";

/// The key of Chicago Express's tables: played online on the app's Chicago Express screen.
pub const CHICAGO_EXPRESS: &str = "chicago-express";

/// The hosted server's store, in the data folder.
pub const HOST_DB: &str = "metro-server.sqlite3";

/// How long "the connection is back" stays on screen, in seconds.
pub const BACK_SHOWN: f64 = 4.0;

/// What the connection banner says.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Banner {
    /// The connection is lost since this time (the frame clock, seconds).
    Lost {
        /// When it was lost.
        since: f64,
    },
    /// The connection came back at this time.
    Back {
        /// When it came back.
        at: f64,
    },
}

/// A server hosted by this app: `metro_server` on a tokio runtime of its own thread.
pub struct Host {
    /// The address it listens on.
    pub address: SocketAddr,
    /// The address to give friends: this machine's address on its network when it listens on every interface,
    /// else the address it listens on.
    pub shared: String,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// A server being started by this app, on a thread of its own (opening its store and resuming its tables takes a
/// moment, never on the window's thread): [`Starting::poll`] gives the [`Host`] once it listens.
pub struct Starting {
    started: std::sync::mpsc::Receiver<Result<SocketAddr, String>>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Starting {
    /// The hosted server once it listens, or why it could not start; `None` while it is starting.
    pub fn poll(&mut self) -> Option<Result<Host, String>> {
        let address = match self.started.try_recv() {
            Ok(Ok(address)) => address,
            Ok(Err(e)) => return Some(Err(e)),
            Err(std::sync::mpsc::TryRecvError::Empty) => return None,
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                return Some(Err("the server's thread ended".to_string()));
            }
        };
        let shared = if address.ip().is_unspecified() {
            SocketAddr::new(
                network_address().unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST)),
                address.port(),
            )
            .to_string()
        } else {
            address.to_string()
        };
        tracing::info!(%address, "hosting tables");
        Some(Ok(Host {
            address,
            shared,
            stop: self.stop.take(),
            thread: self.thread.take(),
        }))
    }
}

impl Drop for Starting {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Host {
    /// Starts a server listening on `listen` with its store at `db` (created with its folder) on a thread of its
    /// own; [`Starting::poll`] says when it listens (its tables resumed from the store), or why it could not.
    pub fn start(db: PathBuf, listen: SocketAddr) -> Result<Starting, String> {
        let (ready, started) = std::sync::mpsc::channel::<Result<SocketAddr, String>>();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("metro-host".into())
            .spawn(move || {
                let runtime = match tokio::runtime::Builder::new_multi_thread()
                    .worker_threads(2)
                    .thread_name("metro-host-worker")
                    .enable_all()
                    .build()
                {
                    Ok(runtime) => runtime,
                    Err(e) => {
                        let _ = ready.send(Err(e.to_string()));
                        return;
                    }
                };
                runtime.block_on(async move {
                    let started = async {
                        if let Some(folder) = db.parent() {
                            std::fs::create_dir_all(folder).map_err(|e| e.to_string())?;
                        }
                        let store: Arc<dyn metro_server::store::Store> =
                            Arc::new(metro_server::store::SqliteStore::open(&db).map_err(|e| e.to_string())?);
                        let listener = tokio::net::TcpListener::bind(listen)
                            .await
                            .map_err(|e| e.to_string())?;
                        metro_server::Server::start(listener, store)
                            .await
                            .map_err(|e| e.to_string())
                    };
                    match started.await {
                        Ok(server) => {
                            let _ = ready.send(Ok(server.address()));
                            let _ = stopped.await;
                            if let Err(e) = server.stop().await {
                                tracing::warn!("the hosted server stopped with an error: {e}");
                            }
                        }
                        Err(e) => {
                            let _ = ready.send(Err(e));
                        }
                    }
                });
            })
            .map_err(|e| e.to_string())?;
        Ok(Starting {
            started,
            stop: Some(stop),
            thread: Some(thread),
        })
    }

    /// The address this app's own client connects to (loopback, on the port listened on).
    pub fn local(&self) -> String {
        SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), self.address.port()).to_string()
    }

    /// Whether other machines can reach it (it listens on every interface).
    pub fn open_to_network(&self) -> bool {
        self.address.ip().is_unspecified()
    }

    fn shut(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        self.shut();
    }
}

/// This machine's address on its network (the interface a route to the Internet would leave by; nothing is sent).
fn network_address() -> Option<IpAddr> {
    let socket = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    socket.connect("192.0.2.1:9").ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified()).then_some(ip)
}

/// The online part of the app: the client at a table, the lobby, the hosted server.
pub struct Online {
    data: PathBuf,
    /// The window's context, to wake it when the network says something.
    ctx: Option<egui::Context>,
    /// The client at a table, if one was opened.
    pub client: Option<Client>,
    /// The table as the server last confirmed it (copied from the client when it changes).
    pub view: Option<TableView>,
    /// The connection as of this frame.
    pub connection: Connection,
    /// The connection banner.
    pub banner: Option<Banner>,
    /// The server's last refusal or error for this client, in its words.
    pub notice: Option<String>,
    /// A decision sent and not answered yet, at this version (its offers wait: one click, one command).
    pub sent: Option<u64>,
    /// The server hosted by this app, if any.
    pub host: Option<Host>,
    /// A server being started by this app.
    pub starting: Option<Starting>,
    /// Why the server to host did not start, if it did not.
    pub host_problem: Option<String>,
    /// The lobby being asked for.
    lobby_request: Option<Background<Vec<LobbyTable>>>,
    /// The lobby last received (or why not), and from which server.
    pub lobby: Option<(String, Result<Vec<LobbyTable>, String>)>,
    /// The seats kept in the data folder (read when the online screen opens and after each seat taken).
    pub kept: Vec<StoredSeat>,
    /// Why the seats file could not be read, if it could not.
    pub kept_problem: Option<String>,
    /// The finished game's save was written here.
    pub saved: Option<PathBuf>,
    /// A seat at a Tokyo Metro table, followed with the engine from the positions the server sends: what the game
    /// screen shows at the table (`None` for a spectator, another game, or before the first position).
    pub remote: Option<RemoteSession>,
    /// A seat at a Chicago Express table, followed with the game from the positions and steps the server sends:
    /// what the Chicago Express screen shows at the table.
    pub chicago: Option<crate::chicago::ChicagoPlay>,
    /// Why the table is not shown on the game screen, when the server's positions could not be followed.
    pub remote_problem: Option<String>,
    /// What the server told of the seat's position since it was last followed.
    news: Vec<MirrorNews>,
    /// The finished game's save was tried (loaded for the end screen, or why not).
    finish_tried: bool,
}

impl Online {
    /// The online part of an app whose data folder is `data`.
    pub fn new(data: &Path) -> Online {
        Online {
            data: data.to_path_buf(),
            ctx: None,
            client: None,
            view: None,
            connection: Connection::Closed,
            banner: None,
            notice: None,
            sent: None,
            host: None,
            starting: None,
            host_problem: None,
            lobby_request: None,
            lobby: None,
            kept: Vec::new(),
            kept_problem: None,
            saved: None,
            remote: None,
            chicago: None,
            remote_problem: None,
            news: Vec::new(),
            finish_tried: false,
        }
    }

    /// The data folder (the seats file, the hosted server's store).
    pub fn data(&self) -> &Path {
        &self.data
    }

    /// The seats file.
    pub fn book(&self) -> SeatBook {
        SeatBook::in_folder(&self.data)
    }

    /// Reads the kept seats again.
    pub fn read_kept(&mut self) {
        match self.book().seats() {
            Ok(seats) => {
                self.kept = seats;
                self.kept_problem = None;
            }
            Err(e) => self.kept_problem = Some(e.to_string()),
        }
    }

    /// Sits at a table through a new client (closing the one before).
    pub fn open(&mut self, client: Client) {
        if let Some(ctx) = self.ctx.clone() {
            client.set_waker(move || ctx.request_repaint());
        }
        self.leave();
        self.client = Some(client);
        self.connection = Connection::Connecting;
    }

    /// Hosts tables on `listen` (the store `HOST_DB` in the data folder), stopping a server hosted before.
    pub fn host_on(&mut self, listen: SocketAddr) {
        self.stop_hosting();
        match Host::start(self.data.join(HOST_DB), listen) {
            Ok(starting) => self.starting = Some(starting),
            Err(e) => self.host_problem = Some(e),
        }
    }

    /// Stops hosting (every table stays in the store, resumed when hosting again).
    pub fn stop_hosting(&mut self) {
        self.starting = None;
        self.host = None;
        self.host_problem = None;
    }

    /// Leaves the table (the seat stays kept, to come back to).
    pub fn leave(&mut self) {
        if let Some(client) = self.client.take() {
            client.close();
        }
        self.view = None;
        self.banner = None;
        self.notice = None;
        self.sent = None;
        self.saved = None;
        self.remote = None;
        self.chicago = None;
        self.remote_problem = None;
        self.news.clear();
        self.finish_tried = false;
        self.connection = Connection::Closed;
    }

    /// Asks `server` for its lobby.
    pub fn ask_lobby(&mut self, server: &str) {
        let ctx = self.ctx.clone();
        self.lobby = Some((server.to_string(), Ok(Vec::new())));
        self.lobby_request = Some(metro_client::fetch_lobby(server, move || {
            if let Some(ctx) = &ctx {
                ctx.request_repaint();
            }
        }));
    }

    /// Whether the lobby is being asked for.
    pub fn lobby_pending(&self) -> bool {
        self.lobby_request.is_some()
    }

    /// Takes in what the client and the lobby request told since the last frame (`now`: the frame clock; `ctx`:
    /// the window, woken when the network says something).
    pub fn tick(&mut self, now: f64, ctx: &egui::Context) {
        if self.ctx.is_none() {
            self.ctx = Some(ctx.clone());
        }
        if let Some(answer) = self.starting.as_mut().and_then(Starting::poll) {
            self.starting = None;
            match answer {
                Ok(host) => {
                    let local = host.local();
                    self.host = Some(host);
                    self.ask_lobby(&local);
                }
                Err(e) => self.host_problem = Some(e),
            }
        }
        if let Some(request) = &self.lobby_request
            && let Some(answer) = request.poll()
        {
            self.lobby_request = None;
            if let Some((_, lobby)) = self.lobby.as_mut() {
                *lobby = answer.map_err(|e| e.to_string());
            }
        }
        let Some(client) = self.client.as_ref() else {
            return;
        };
        // The menu's language: the table is told again in it (the server renders every word).
        let language = metro_lang::language().code();
        if client.language() != language {
            client.set_language(language);
        }
        let events = client.poll();
        self.connection = client.connection();
        let mut changed = false;
        for event in events {
            match event {
                ClientEvent::Seated(_) => {
                    changed = true;
                    self.read_kept();
                }
                ClientEvent::Welcomed | ClientEvent::Changed | ClientEvent::Ended(_) => {
                    changed = true;
                    self.sent = None;
                }
                ClientEvent::Accepted { .. } => {
                    self.notice = None;
                    self.sent = None;
                }
                ClientEvent::Refused(refused) => {
                    self.notice = Some(format!("{} ({})", refused.reason, refused.rule));
                    self.sent = None;
                }
                ClientEvent::Error(error) => {
                    self.sent = None;
                    if error.code != metro_protocol::ErrorCode::StaleVersion {
                        self.notice = Some(error.message);
                    }
                }
                ClientEvent::Lost => {
                    self.banner = Some(Banner::Lost { since: now });
                    self.sent = None;
                }
                ClientEvent::Back => {
                    self.banner = Some(Banner::Back { at: now });
                    changed = true;
                }
                ClientEvent::Failed(why) => self.notice = Some(why),
                ClientEvent::NotKept(why) => {
                    self.kept_problem = Some(why.clone());
                    self.notice = Some(why);
                }
            }
        }
        if changed {
            if let Some(client) = self.client.as_ref() {
                // Taken before the view is copied: the positions are followed once, not copied with every view.
                self.news.extend(client.take_mirror());
            }
            self.view = self.client.as_ref().and_then(Client::view);
        }
        if let Some(Banner::Back { at }) = self.banner
            && now - at > BACK_SHOWN
        {
            self.banner = None;
        }
    }

    /// Follows the seat's position with the engine (a seat at a Tokyo Metro table whose setup this app can set up):
    /// each step the server told is told and, with `animate`, shown beat by beat on the game screen; a whole
    /// position (a welcome, a resync, an undo) is jumped to. Then the seat's offers, and at the end the finished
    /// game's save.
    pub fn follow(&mut self, registry: &metro_play::game::Registry, animate: bool) {
        let news = std::mem::take(&mut self.news);
        let Some(view) = self.view.as_ref() else {
            return;
        };
        let (Some(seat), Some(setup)) = (view.seat, view.setup.as_ref()) else {
            return;
        };
        if self.remote_problem.is_some() {
            return;
        }
        if view.info.game == CHICAGO_EXPRESS {
            self.follow_chicago(news, seat);
            return;
        }
        if view.info.game != TOKYO_METRO {
            return;
        }
        let names: Vec<String> = view.info.seats.iter().map(|s| s.name.clone()).collect();
        let players: Vec<String> = view.info.seats.iter().map(|s| s.player.clone()).collect();
        for item in news {
            let followed = match item {
                MirrorNews::Whole { version, position } => match self.remote.as_mut() {
                    Some(remote) => remote.whole(position, version, &view.state.log),
                    None => RemoteSession::new(
                        setup,
                        registry,
                        seat,
                        names.clone(),
                        &players,
                        position,
                        version,
                        &view.state.log,
                    )
                    .map(|remote| self.remote = Some(remote)),
                },
                MirrorNews::Step {
                    version,
                    decided,
                    step,
                    position,
                } => match self.remote.as_mut() {
                    Some(remote) => {
                        remote.step(decided, step.action, step.events, position, version, animate)
                    }
                    None => Ok(()),
                },
            };
            if let Err(e) = followed {
                tracing::warn!("the table's positions cannot be followed: {e}");
                self.remote = None;
                self.remote_problem = Some(e.to_string());
                return;
            }
        }
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        remote.rename(names, &players);
        let offers: Vec<serde_json::Value> = if view.ended.is_none() {
            view.state.offers.iter().map(|o| o.action.clone()).collect()
        } else {
            Vec::new()
        };
        remote.offers(&offers, view.state.undo.clone());
        if let Some(ended) = view.ended.as_ref()
            && !self.finish_tried
        {
            self.finish_tried = true;
            if let Err(e) = remote.finish(&ended.save, registry) {
                tracing::warn!("the finished game's save does not load: {e}");
            }
        }
    }

    /// [`Online::follow`] for a Chicago Express table: each step applied through the game, a whole position set up.
    fn follow_chicago(&mut self, news: Vec<MirrorNews>, seat: u8) {
        let Some(setup) = self.view.as_ref().and_then(|v| v.setup.clone()) else {
            return;
        };
        for item in news {
            let followed = match (item, self.chicago.as_mut()) {
                (MirrorNews::Whole { position, .. }, Some(play)) => play.follow_whole(position),
                (MirrorNews::Whole { position, .. }, None) => {
                    crate::chicago::ChicagoPlay::online(&setup, position, seat)
                        .map(|play| self.chicago = Some(play))
                }
                (
                    MirrorNews::Step {
                        decided,
                        step,
                        position,
                        ..
                    },
                    Some(play),
                ) => match step.action {
                    Some(action) => play.follow_step(decided, action, position),
                    None => play.follow_whole(position),
                },
                (MirrorNews::Step { .. }, None) => Ok(()),
            };
            if let Err(e) = followed {
                tracing::warn!("the table's positions cannot be followed: {e}");
                self.chicago = None;
                self.remote_problem = Some(e);
                return;
            }
        }
    }

    /// Whether anything is under way that the frame should be drawn again for (a lost connection's clock, the
    /// lobby, the banner fading).
    pub fn busy(&self) -> bool {
        self.lobby_request.is_some()
            || self.starting.is_some()
            || self.banner.is_some()
            || matches!(self.connection, Connection::Connecting | Connection::Lost { .. })
    }
}
