//! A `metro serve` behind a reverse proxy with TLS (docs/server.md), reached by the client at `wss://`/`https://`:
//! the proxy here terminates TLS with a certificate made for `localhost` and forwards to the server on loopback, as
//! nginx or Caddy would. The client looks for tables, creates one and plays at it through the proxy; a certificate
//! it does not trust stops it with the reason instead of trying again forever.

mod common;

use common::TempDir;
use std::sync::Arc;
use std::time::{Duration, Instant};

use metro_client::{Client, ClientConfig, ClientEvent, Connection, Join, NewTable};
use metro_server::Server;
use metro_server::store::{SqliteStore, Store};
use serde_json::json;
use tokio::net::TcpListener;
use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::ServerConfig;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};

/// A TLS-terminating proxy on loopback in front of `backend`, with a certificate made for `localhost`: its port and
/// the certificate (DER).
async fn proxy(backend: String) -> (u16, Vec<u8>) {
    let made = rcgen::generate_simple_self_signed(vec!["localhost".to_string()]).expect("a certificate");
    let cert = made.cert.der().to_vec();
    let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(made.key_pair.serialize_der()));
    #[allow(deprecated)] // ring's provider, as the client's (crates/client/src/net.rs)
    let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
    let config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_no_client_auth()
        .with_single_cert(vec![CertificateDer::from(cert.clone())], key)
        .expect("the certificate");
    let acceptor = TlsAcceptor::from(Arc::new(config));
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
    let port = listener.local_addr().expect("an address").port();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let (acceptor, backend) = (acceptor.clone(), backend.clone());
            tokio::spawn(async move {
                let Ok(mut outside) = acceptor.accept(stream).await else {
                    return;
                };
                let Ok(mut inside) = tokio::net::TcpStream::connect(&backend).await else {
                    return;
                };
                let _ = tokio::io::copy_bidirectional(&mut outside, &mut inside).await;
            });
        }
    });
    (port, cert)
}

fn wait(
    client: &Client,
    limit: Duration,
    done: impl Fn(&Client, &[ClientEvent]) -> bool,
) -> Vec<ClientEvent> {
    let start = Instant::now();
    let mut seen = Vec::new();
    while start.elapsed() < limit {
        seen.extend(client.wait(Duration::from_millis(50)));
        if done(client, &seen) {
            return seen;
        }
    }
    panic!("not done within {limit:?}: {seen:?} {:?}", client.connection());
}

#[test]
fn a_server_behind_a_tls_proxy_is_played_at_wss() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let db = TempDir::new("tls-db");
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&db.0.join("tables.sqlite3")).expect("a store"));
    let server = runtime.block_on(async {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
        Server::start(listener, store).await.expect("a server")
    });
    let (port, cert) = runtime.block_on(proxy(server.address().to_string()));
    let secure = format!("wss://localhost:{port}");
    let table = NewTable {
        game: "chicago-express".into(),
        setup: json!({"players": 3}),
        seats: vec!["person".into(), "heuristic".into(), "random".into()],
        spectators: true,
        clock: None,
    };
    let config = |data: &TempDir| ClientConfig {
        server: secure.clone(),
        data: data.0.clone(),
        language: "en".into(),
        mirror: false,
    };

    // Not trusted yet: the client stops, saying why, rather than trying again forever.
    let untrusting = TempDir::new("tls-untrusting");
    let client = Client::start(config(&untrusting), Join::Create(table.clone())).expect("a client");
    wait(&client, Duration::from_secs(30), |c, _| {
        matches!(c.connection(), Connection::Failed(_))
    });
    let Connection::Failed(why) = client.connection() else {
        unreachable!()
    };
    assert!(why.contains("certificate"), "{why}");
    client.close();

    // Trusted (a server with a certificate of its own): the lobby over https, a table over wss.
    metro_client::net::trust_certificate(&cert).expect("the certificate reads");
    let lobby = metro_client::fetch_lobby(&format!("https://localhost:{port}"), || {});
    let start = Instant::now();
    let tables = loop {
        if let Some(answer) = lobby.poll() {
            break answer.expect("the lobby through the proxy");
        }
        assert!(start.elapsed() < Duration::from_secs(30), "the lobby answers");
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(tables.is_empty() || tables.iter().all(|t| !t.code.is_empty()));
    let data = TempDir::new("tls-player");
    let client = Client::start(config(&data), Join::Create(table)).expect("a client");
    wait(&client, Duration::from_secs(30), |_, seen| {
        seen.iter().any(|e| matches!(e, ClientEvent::Welcomed))
    });
    assert_eq!(
        client.server(),
        secure,
        "the seat is kept under the secure address"
    );
    // Play a few decisions through the proxy: each accepted, each step told back.
    let mut decided = 0;
    let start = Instant::now();
    while decided < 5 && start.elapsed() < Duration::from_secs(60) {
        let offer = client.with_view(|v| {
            v.filter(|v| v.my_turn())
                .and_then(|v| v.state.offers.first().map(|o| (v.version(), o.action.clone())))
        });
        let Some((version, action)) = offer else {
            client.wait(Duration::from_millis(50));
            continue;
        };
        client.send_command(action).expect("sent");
        wait(&client, Duration::from_secs(30), |c, _| {
            c.with_view(|v| v.is_some_and(|v| v.version() > version))
        });
        decided += 1;
    }
    assert_eq!(decided, 5, "the seat decided through the TLS proxy");
    client.close();
    runtime.block_on(server.stop()).expect("stops");
}
