//! How the client reaches a server: a TCP connection, wrapped in TLS for a secure address (`wss://`/`https://`: a
//! `metro serve` behind a reverse proxy with TLS, docs/server.md). A server is named by the string
//! [`crate::server_address`] makes of what was typed: `host:port` for a plain one, `wss://host:port` for a secure one
//! (the string the seats file keys a seat by). TLS is rustls with the Mozilla roots (`webpki-roots`), plus any
//! certificate trusted with [`trust_certificate`] (a friend's server with a certificate of its own).

use std::sync::{Arc, Mutex, OnceLock};

use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;
use tokio_rustls::rustls::pki_types::{CertificateDer, ServerName};
use tokio_rustls::rustls::{ClientConfig, RootCertStore};

/// The prefix of a secure server's name.
pub const SECURE: &str = "wss://";

/// A connection to a server, plain or over TLS.
pub trait Io: AsyncRead + AsyncWrite + Unpin + Send {}

impl<T: AsyncRead + AsyncWrite + Unpin + Send> Io for T {}

/// A connection to a server.
pub type Stream = Box<dyn Io>;

/// Certificates trusted beside the Mozilla roots.
fn extra() -> &'static Mutex<Vec<CertificateDer<'static>>> {
    static EXTRA: OnceLock<Mutex<Vec<CertificateDer<'static>>>> = OnceLock::new();
    EXTRA.get_or_init(|| Mutex::new(Vec::new()))
}

/// Trusts a server certificate (DER) beside the Mozilla roots, for every connection made from now on: a server
/// with a certificate of its own (self-signed), or a test's. A certificate that does not read is an error.
pub fn trust_certificate(der: &[u8]) -> Result<(), String> {
    let cert = CertificateDer::from(der.to_vec());
    let mut roots = RootCertStore::empty();
    roots.add(cert.clone()).map_err(|e| e.to_string())?;
    extra().lock().map_err(|e| e.to_string())?.push(cert);
    Ok(())
}

/// The TLS settings: the Mozilla roots and the certificates trusted.
fn tls() -> Result<Arc<ClientConfig>, String> {
    let mut roots = RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    for cert in extra().lock().map_err(|e| e.to_string())?.iter() {
        roots.add(cert.clone()).map_err(|e| e.to_string())?;
    }
    // ring, not aws-lc-rs: no cmake or long C build for every machine that builds the app. rustls marks ring's
    // provider deprecated because ring has no post-quantum key exchange; the classic ones it has are what proxies
    // and servers speak today.
    #[allow(deprecated)]
    let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
    let config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

/// Whether a server's name is a secure one.
pub fn is_secure(server: &str) -> bool {
    server.starts_with(SECURE)
}

/// The `host:port` of a server's name.
pub fn authority(server: &str) -> &str {
    server.strip_prefix(SECURE).unwrap_or(server)
}

/// The host of a server's name, without its port (and without the brackets of an IPv6 address).
fn host(server: &str) -> &str {
    let authority = authority(server);
    if let Some(v6) = authority.strip_prefix('[') {
        return v6.split(']').next().unwrap_or(v6);
    }
    authority.rsplit_once(':').map_or(authority, |(host, _)| host)
}

/// The WebSocket URL of a server's table connections.
pub fn websocket_url(server: &str) -> String {
    let scheme = if is_secure(server) { "wss" } else { "ws" };
    format!("{scheme}://{}/api/ws", authority(server))
}

/// Why a server could not be reached.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConnectError {
    /// The network, or the server, did not answer as one (worth trying again).
    #[error("{0}")]
    Network(String),
    /// The server's certificate is not one this client trusts (trying again would not change it).
    #[error("the server's certificate is not trusted: {0}")]
    Certificate(String),
}

impl From<ConnectError> for std::io::Error {
    fn from(e: ConnectError) -> std::io::Error {
        std::io::Error::other(e.to_string())
    }
}

/// Connects to a server: TCP, then TLS for a secure one (its certificate checked against the host's name).
pub async fn connect(server: &str) -> Result<Stream, ConnectError> {
    let network = |e: std::io::Error| ConnectError::Network(e.to_string());
    let stream = TcpStream::connect(authority(server)).await.map_err(network)?;
    let _ = stream.set_nodelay(true);
    if !is_secure(server) {
        return Ok(Box::new(stream));
    }
    let name =
        ServerName::try_from(host(server).to_string()).map_err(|e| ConnectError::Network(e.to_string()))?;
    let connector = TlsConnector::from(tls().map_err(ConnectError::Network)?);
    let stream = connector.connect(name, stream).await.map_err(|e| {
        let rustls = e
            .get_ref()
            .and_then(|inner| inner.downcast_ref::<tokio_rustls::rustls::Error>());
        match rustls {
            Some(tokio_rustls::rustls::Error::InvalidCertificate(why)) => {
                ConnectError::Certificate(format!("{why:?}"))
            }
            _ => network(e),
        }
    })?;
    Ok(Box::new(stream))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_as_written() {
        assert!(is_secure("wss://metro.example.org:443"));
        assert!(!is_secure("127.0.0.1:7878"));
        assert_eq!(authority("wss://metro.example.org:443"), "metro.example.org:443");
        assert_eq!(host("wss://metro.example.org:8443"), "metro.example.org");
        assert_eq!(host("wss://[::1]:8443"), "::1");
        assert_eq!(websocket_url("wss://a.org:443"), "wss://a.org:443/api/ws");
        assert_eq!(websocket_url("127.0.0.1:7878"), "ws://127.0.0.1:7878/api/ws");
    }

    #[test]
    fn a_certificate_that_does_not_read_is_refused() {
        assert!(trust_certificate(b"not a certificate").is_err());
    }
}
