//! The limits per client address behind a reverse proxy on this machine (`metro serve --behind-proxy`): a request
//! from loopback is counted against the address the proxy put last in `X-Forwarded-For`; without the option the
//! header is never believed (a client could name any address).

use std::sync::Arc;

use metro_server::Server;
use metro_server::limits::Limits;
use metro_server::store::{SqliteStore, Store};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

async fn server(behind_proxy: bool) -> Server {
    let store: Arc<dyn Store> = Arc::new(SqliteStore::in_memory().expect("a store"));
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
    let limits = Limits {
        tables_per_minute: 1,
        behind_proxy,
        ..Limits::default()
    };
    Server::start_with(listener, store, limits)
        .await
        .expect("a server")
}

/// Creates a table, the request carrying `forwarded` as its `X-Forwarded-For`; the status.
async fn create(server: &Server, forwarded: &str) -> u16 {
    let mut stream = TcpStream::connect(server.address()).await.expect("connects");
    let body = r#"{"game":"chicago-express","setup":{"players":2},"seats":["person","person"]}"#;
    let request = format!(
        "POST /api/tables HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\n\
         X-Forwarded-For: {forwarded}\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("sends");
    let mut response = String::new();
    stream.read_to_string(&mut response).await.expect("reads");
    response
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status")
}

#[tokio::test]
async fn behind_a_proxy_each_forwarded_client_has_its_own_allowance() {
    let server = server(true).await;
    assert_eq!(create(&server, "203.0.113.7").await, 201);
    assert_eq!(
        create(&server, "203.0.113.7").await,
        429,
        "one table a minute for this client"
    );
    // Another client of the proxy; the entries before the proxy's own are the client's word and not read.
    assert_eq!(create(&server, "203.0.113.7, 198.51.100.9").await, 201);
    assert_eq!(create(&server, "198.51.100.9").await, 429);
    // A header that does not read as an address: counted against the proxy's.
    assert_eq!(create(&server, "not an address").await, 201);
    assert_eq!(create(&server, "").await, 429);
    server.stop().await.expect("stops");
}

#[tokio::test]
async fn without_the_option_the_forwarded_header_is_never_believed() {
    let server = server(false).await;
    assert_eq!(create(&server, "203.0.113.7").await, 201);
    assert_eq!(
        create(&server, "198.51.100.9").await,
        429,
        "every request is from 127.0.0.1"
    );
    server.stop().await.expect("stops");
}
