//! Turn notifications (issue 30, item 8): a seat may register a webhook URL; when it must decide and has no
//! connection, the table posts "your turn at table CODE" to it once per decision. The post is JSON that Discord
//! (`content`) and Slack (`text`) both take as it is: `{"content": "…", "text": "…"}`.
//!
//! The table's actor only hands a [`Notice`] to the [`Notifier`] (a bounded queue, never waited on); a background
//! task posts it, at most once per [`Limits::webhook_interval`] to one URL (a notice within it is dropped), and tries
//! a failed post twice more ([`Limits::webhook_retry`], then four times as long). The server speaks HTTP/1.1 itself,
//! over TLS for an `https://` hook (as Discord's and Slack's are: rustls with ring and the Mozilla roots of
//! `webpki-roots`, plus any certificate trusted with [`trust_certificate`]). A URL whose host is or resolves to a loopback, private, link-local or otherwise
//! local address is refused, when it is registered and again at every post (a name may resolve elsewhere later),
//! unless the operator allows it ([`Limits::allow_private_webhooks`]).

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::{Semaphore, mpsc, watch};
use tokio_rustls::TlsConnector;
use tokio_rustls::rustls::pki_types::{CertificateDer, ServerName};
use tokio_rustls::rustls::{ClientConfig, RootCertStore};

use crate::limits::Limits;

/// How many notices wait for the background task at most (more are dropped).
pub const QUEUE: usize = 1024;

/// How many posts are under way at once at most (more notices are dropped).
pub const POSTS_AT_ONCE: usize = 64;

/// How many times a post is tried.
pub const ATTEMPTS: u32 = 3;

/// How long one attempt (resolving, connecting, sending, reading the status) may take.
pub const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(10);

/// A webhook URL taken apart: `http://HOST[:PORT]/PATH` or `https://HOST[:PORT]/PATH`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HookUrl {
    /// Whether it is `https://`: posted over TLS.
    pub tls: bool,
    /// The host: a name, an IPv4 address or an IPv6 address (without brackets).
    pub host: String,
    /// The port (80, or 443 for `https://`, unless given).
    pub port: u16,
    /// The path and query, from its `/`.
    pub path: String,
}

/// Why a webhook URL is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HookError {
    /// Neither `http://…` nor `https://…`.
    #[error("a webhook is an http:// or https:// URL")]
    Scheme,
    /// Not a URL this server reads.
    #[error("the webhook URL does not read: {0}")]
    Malformed(&'static str),
    /// Its host does not resolve.
    #[error("the webhook's host does not resolve")]
    Unresolved,
    /// Its host is or resolves to a local address.
    #[error("the webhook's host is a loopback, private or link-local address ({0}): refused")]
    Private(IpAddr),
}

impl HookUrl {
    /// Reads an `http://` or `https://` URL: a host (a name, an IPv4 address, an IPv6 address in brackets), an optional port, a
    /// path; no user information, no blanks or control characters.
    pub fn parse(url: &str) -> Result<HookUrl, HookError> {
        if url.len() > metro_protocol::MAX_URL_BYTES {
            return Err(HookError::Malformed("too long"));
        }
        if url.chars().any(|c| !c.is_ascii_graphic()) {
            return Err(HookError::Malformed(
                "blanks, control characters or characters outside ASCII",
            ));
        }
        let Some(scheme_end) = url.find("://") else {
            return Err(HookError::Scheme);
        };
        let scheme = &url[..scheme_end];
        let tls = scheme.eq_ignore_ascii_case("https");
        if !tls && !scheme.eq_ignore_ascii_case("http") {
            return Err(HookError::Scheme);
        }
        let rest = &url[scheme_end + 3..];
        let rest = rest.split('#').next().unwrap_or("");
        let split = rest.find(['/', '?']).unwrap_or(rest.len());
        let (authority, path) = rest.split_at(split);
        if authority.contains('@') {
            return Err(HookError::Malformed("user information"));
        }
        let (host, port) = if let Some(inner) = authority.strip_prefix('[') {
            let Some((host, after)) = inner.split_once(']') else {
                return Err(HookError::Malformed("an IPv6 address without its ]"));
            };
            let port = match after {
                "" => None,
                p => Some(
                    p.strip_prefix(':')
                        .ok_or(HookError::Malformed("after the IPv6 address"))?,
                ),
            };
            (host, port)
        } else {
            match authority.rsplit_once(':') {
                Some((host, port)) => (host, Some(port)),
                None => (authority, None),
            }
        };
        if host.is_empty() {
            return Err(HookError::Malformed("no host"));
        }
        if !host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '_'))
        {
            return Err(HookError::Malformed("a character a host does not have"));
        }
        let port = match port {
            None if tls => 443,
            None => 80,
            Some(p) => p
                .parse::<u16>()
                .ok()
                .filter(|&p| p != 0)
                .ok_or(HookError::Malformed("the port"))?,
        };
        let path = match path {
            "" => "/".to_string(),
            p if p.starts_with('?') => format!("/{p}"),
            p => p.to_string(),
        };
        Ok(HookUrl {
            tls,
            host: host.to_ascii_lowercase(),
            port,
            path,
        })
    }

    /// The `Host` header's value.
    fn host_header(&self) -> String {
        let host = if self.host.contains(':') {
            format!("[{}]", self.host)
        } else {
            self.host.clone()
        };
        if self.port == if self.tls { 443 } else { 80 } {
            host
        } else {
            format!("{host}:{}", self.port)
        }
    }

    /// The addresses its host resolves to, each checked: every one must be public unless `allow_private`.
    pub async fn resolve(&self, allow_private: bool) -> Result<Vec<SocketAddr>, HookError> {
        let addresses: Vec<SocketAddr> = match self.host.parse::<IpAddr>() {
            Ok(ip) => vec![SocketAddr::new(ip, self.port)],
            Err(_) => tokio::time::timeout(
                ATTEMPT_TIMEOUT,
                tokio::net::lookup_host((self.host.as_str(), self.port)),
            )
            .await
            .map_err(|_| HookError::Unresolved)?
            .map_err(|_| HookError::Unresolved)?
            .take(16)
            .collect(),
        };
        if addresses.is_empty() {
            return Err(HookError::Unresolved);
        }
        if !allow_private && let Some(local) = addresses.iter().find(|a| is_local(a.ip())) {
            return Err(HookError::Private(local.ip()));
        }
        Ok(addresses)
    }
}

/// Checks a URL a seat registers: it reads, and its host resolves to public addresses only (unless
/// `allow_private`). The URL as given.
pub async fn check(url: &str, allow_private: bool) -> Result<String, HookError> {
    HookUrl::parse(url)?.resolve(allow_private).await?;
    Ok(url.to_string())
}

/// Whether an address is this machine's or its network's: loopback, private (RFC 1918, IPv6 unique local),
/// link-local, shared (100.64/10), unspecified, broadcast, multicast, the "this network" block 0/8, or an IPv4
/// address mapped in IPv6 that is one of them.
pub fn is_local(ip: IpAddr) -> bool {
    match ip.to_canonical() {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_multicast()
                || a == 0
                || (a == 100 && (64..128).contains(&b))
        }
        IpAddr::V6(v6) => {
            let first = v6.segments()[0];
            v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (first & 0xfe00) == 0xfc00
                || (first & 0xffc0) == 0xfe80
        }
    }
}

/// A turn notification to post.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// Where.
    pub url: String,
    /// What it says ("your turn at table CODE").
    pub text: String,
}

impl Notice {
    /// The JSON body Discord and Slack both take.
    pub fn body(&self) -> String {
        serde_json::json!({"content": self.text, "text": self.text}).to_string()
    }
}

/// The queue of turn notifications; cloned into every table. Sending never waits.
#[derive(Clone)]
pub struct Notifier {
    queue: Option<mpsc::Sender<Notice>>,
}

impl Notifier {
    /// Starts the background task that posts notices (on the tokio runtime this is called on; without one, notices
    /// are dropped), until `shutdown` turns true.
    pub fn start(limits: Limits, shutdown: watch::Receiver<bool>) -> Notifier {
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return Notifier { queue: None };
        };
        let (queue, notices) = mpsc::channel(QUEUE);
        runtime.spawn(post_all(notices, limits, shutdown));
        Notifier { queue: Some(queue) }
    }

    /// Hands a notice to the background task; whether it was taken (a full queue drops it).
    pub fn notify(&self, notice: Notice) -> bool {
        self.queue.as_ref().is_some_and(|q| q.try_send(notice).is_ok())
    }
}

/// The background task: every notice posted (with its retries) on a task of its own, at most one per interval to a
/// URL, at most [`POSTS_AT_ONCE`] under way.
async fn post_all(mut notices: mpsc::Receiver<Notice>, limits: Limits, mut shutdown: watch::Receiver<bool>) {
    let mut last: HashMap<String, Instant> = HashMap::new();
    let under_way = Arc::new(Semaphore::new(POSTS_AT_ONCE));
    loop {
        let notice = tokio::select! {
            notice = notices.recv() => match notice {
                Some(notice) => notice,
                None => break,
            },
            _ = shutdown.changed() => break,
        };
        let now = Instant::now();
        if last.len() > QUEUE {
            last.retain(|_, at| now.saturating_duration_since(*at) < limits.webhook_interval);
        }
        if last
            .get(&notice.url)
            .is_some_and(|at| now.saturating_duration_since(*at) < limits.webhook_interval)
        {
            tracing::debug!("a turn notification within the interval of its webhook was dropped");
            continue;
        }
        let Ok(permit) = under_way.clone().try_acquire_owned() else {
            tracing::warn!("too many turn notifications under way: one was dropped");
            continue;
        };
        last.insert(notice.url.clone(), now);
        tokio::spawn(async move {
            let _permit = permit;
            let mut wait = limits.webhook_retry;
            for attempt in 1..=ATTEMPTS {
                match tokio::time::timeout(ATTEMPT_TIMEOUT, post(&notice, limits.allow_private_webhooks))
                    .await
                {
                    Ok(Ok(())) => return,
                    Ok(Err(why)) => tracing::debug!(attempt, "a turn notification failed: {why}"),
                    Err(_) => tracing::debug!(attempt, "a turn notification timed out"),
                }
                if attempt < ATTEMPTS {
                    tokio::time::sleep(wait).await;
                    wait = wait.saturating_mul(4);
                }
            }
            tracing::info!("a turn notification was given up after {ATTEMPTS} attempts");
        });
    }
}

/// A connection to a webhook, plain or over TLS.
trait Io: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send {}

impl<T: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send> Io for T {}

/// Certificates trusted beside the Mozilla roots.
fn extra_roots() -> &'static std::sync::Mutex<Vec<CertificateDer<'static>>> {
    static EXTRA: std::sync::OnceLock<std::sync::Mutex<Vec<CertificateDer<'static>>>> =
        std::sync::OnceLock::new();
    EXTRA.get_or_init(|| std::sync::Mutex::new(Vec::new()))
}

/// Trusts a receiver's certificate (DER) beside the Mozilla roots for every `https://` post from now on: a relay
/// with a certificate of its own, or a test's receiver. A certificate that does not read is an error.
pub fn trust_certificate(der: &[u8]) -> Result<(), String> {
    let cert = CertificateDer::from(der.to_vec());
    RootCertStore::empty()
        .add(cert.clone())
        .map_err(|e| e.to_string())?;
    extra_roots().lock().map_err(|e| e.to_string())?.push(cert);
    Ok(())
}

/// The TLS settings of a post: the Mozilla roots and the certificates trusted.
fn tls() -> Result<Arc<ClientConfig>, String> {
    let mut roots = RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    for cert in extra_roots().lock().map_err(|e| e.to_string())?.iter() {
        roots.add(cert.clone()).map_err(|e| e.to_string())?;
    }
    // ring, as the client's (crates/client/src/net.rs): no cmake or long C build; rustls marks its provider
    // deprecated for want of post-quantum key exchange, which the hooks' servers do not need.
    #[allow(deprecated)]
    let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
    let config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

/// Posts a notice once: resolves (and checks) its host, connects, sends the JSON, reads the status line; a 2xx
/// status is success.
pub async fn post(notice: &Notice, allow_private: bool) -> Result<(), String> {
    let url = HookUrl::parse(&notice.url).map_err(|e| e.to_string())?;
    let addresses = url.resolve(allow_private).await.map_err(|e| e.to_string())?;
    let mut stream = None;
    for address in addresses {
        if let Ok(s) = TcpStream::connect(address).await {
            stream = Some(s);
            break;
        }
    }
    let stream = stream.ok_or("no address of the webhook's host answers")?;
    let mut stream: Box<dyn Io> = if url.tls {
        let name = ServerName::try_from(url.host.clone()).map_err(|e| e.to_string())?;
        let connector = TlsConnector::from(tls()?);
        Box::new(connector.connect(name, stream).await.map_err(|e| e.to_string())?)
    } else {
        Box::new(stream)
    };
    let body = notice.body();
    let request = format!(
        "POST {} HTTP/1.1\r\nHost: {}\r\nUser-Agent: metro-serve/{}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        url.path,
        url.host_header(),
        env!("CARGO_PKG_VERSION"),
        body.len()
    );
    stream
        .write_all(request.as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    // The status line only: at most 1 KiB is read.
    let mut head = Vec::with_capacity(64);
    let mut buffer = [0u8; 256];
    while !head.windows(2).any(|w| w == b"\r\n") && head.len() < 1024 {
        let n = stream.read(&mut buffer).await.map_err(|e| e.to_string())?;
        if n == 0 {
            break;
        }
        head.extend_from_slice(&buffer[..n]);
    }
    let line = String::from_utf8_lossy(&head);
    let status: u16 = line
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or("the webhook's answer has no status")?;
    if (200..300).contains(&status) {
        Ok(())
    } else {
        Err(format!("the webhook answered {status}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{Ipv4Addr, Ipv6Addr};

    #[test]
    fn urls_are_read_strictly() {
        let url = HookUrl::parse("http://Example.org:8080/hooks/1?x=2#frag").expect("reads");
        assert_eq!(
            url,
            HookUrl {
                tls: false,
                host: "example.org".into(),
                port: 8080,
                path: "/hooks/1?x=2".into()
            }
        );
        assert_eq!(url.host_header(), "example.org:8080");
        let url = HookUrl::parse("http://[::1]/").expect("reads");
        assert_eq!(
            (url.host.as_str(), url.port, url.host_header().as_str()),
            ("::1", 80, "[::1]")
        );
        assert_eq!(HookUrl::parse("HTTP://a.b").expect("reads").path, "/");
        // Discord's and Slack's hooks are https://: posted over TLS, port 443 unless given.
        let discord = HookUrl::parse("https://discord.com/api/webhooks/1/x").expect("reads");
        assert!(discord.tls);
        assert_eq!(
            (discord.port, discord.host_header().as_str()),
            (443, "discord.com")
        );
        assert_eq!(
            HookUrl::parse("HTTPS://hooks.slack.com:8443/services/T")
                .expect("reads")
                .host_header(),
            "hooks.slack.com:8443"
        );
        assert_eq!(HookUrl::parse("ftp://a"), Err(HookError::Scheme));
        assert_eq!(HookUrl::parse("example.org"), Err(HookError::Scheme));
        for bad in [
            "http://",
            "http://user:pw@example.org/",
            "http://exa mple.org/",
            "http://example.org:0/",
            "http://example.org:99999/",
            "http://example.org\r\nX: y/",
            "http://exa%6dple.org/",
            "http://example.org/東京",
            "http://[::1/",
        ] {
            assert!(
                matches!(HookUrl::parse(bad), Err(HookError::Malformed(_))),
                "{bad}"
            );
        }
    }

    #[test]
    fn local_addresses_are_local() {
        for ip in [
            IpAddr::V4(Ipv4Addr::LOCALHOST),
            IpAddr::V4(Ipv4Addr::new(10, 1, 2, 3)),
            IpAddr::V4(Ipv4Addr::new(172, 16, 0, 1)),
            IpAddr::V4(Ipv4Addr::new(192, 168, 1, 1)),
            IpAddr::V4(Ipv4Addr::new(169, 254, 169, 254)),
            IpAddr::V4(Ipv4Addr::new(100, 64, 0, 1)),
            IpAddr::V4(Ipv4Addr::new(0, 0, 0, 0)),
            IpAddr::V6(Ipv6Addr::LOCALHOST),
            IpAddr::V6("fd00::1".parse().expect("an address")),
            IpAddr::V6("fe80::1".parse().expect("an address")),
            IpAddr::V6("::ffff:127.0.0.1".parse().expect("an address")),
        ] {
            assert!(is_local(ip), "{ip}");
        }
        for ip in [
            IpAddr::V4(Ipv4Addr::new(93, 184, 216, 34)),
            IpAddr::V6("2606:4700::1111".parse().expect("an address")),
        ] {
            assert!(!is_local(ip), "{ip}");
        }
    }

    #[tokio::test]
    async fn a_local_host_is_refused_unless_allowed() {
        let url = HookUrl::parse("http://127.0.0.1:9/").expect("reads");
        assert!(matches!(url.resolve(false).await, Err(HookError::Private(_))));
        assert!(url.resolve(true).await.is_ok());
        assert!(matches!(
            check("http://localhost:9/", false).await,
            Err(HookError::Private(_) | HookError::Unresolved)
        ));
        let notice = Notice {
            url: "http://x/".into(),
            text: "your turn at table ABCDEF".into(),
        };
        let body: serde_json::Value = serde_json::from_str(&notice.body()).expect("JSON");
        assert_eq!(body["content"], body["text"]);
    }

    // An https:// hook (as Discord's and Slack's are) is posted over TLS, its certificate checked: a receiver whose
    // certificate is not trusted is not posted to; once trusted, it is.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_https_hook_is_posted_over_tls() {
        use tokio_rustls::rustls::ServerConfig;
        use tokio_rustls::rustls::pki_types::{PrivateKeyDer, PrivatePkcs8KeyDer};

        let made = rcgen::generate_simple_self_signed(vec!["localhost".to_string()]).expect("a certificate");
        let cert = made.cert.der().to_vec();
        let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(made.key_pair.serialize_der()));
        #[allow(deprecated)] // ring's provider, as the posts'
        let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
        let config = ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .expect("TLS versions")
            .with_no_client_auth()
            .with_single_cert(vec![CertificateDer::from(cert.clone())], key)
            .expect("the certificate");
        let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a port");
        let port = listener.local_addr().expect("an address").port();
        let (bodies, mut received) = mpsc::unbounded_channel::<String>();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let Ok(mut stream) = acceptor.accept(stream).await else {
                    continue;
                };
                let mut request = Vec::new();
                let mut buffer = [0u8; 1024];
                while !String::from_utf8_lossy(&request).contains("\"text\"") {
                    let n = stream.read(&mut buffer).await.unwrap_or(0);
                    if n == 0 {
                        break;
                    }
                    request.extend_from_slice(&buffer[..n]);
                }
                let _ = stream
                    .write_all(b"HTTP/1.1 204 No Content\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                    .await;
                let _ = stream.shutdown().await;
                let _ = bodies.send(String::from_utf8_lossy(&request).to_string());
            }
        });
        let notice = Notice {
            url: format!("https://localhost:{port}/hooks/seat"),
            text: "Your turn at table ABCDEF".into(),
        };
        let refused = post(&notice, true).await;
        assert!(refused.is_err(), "an untrusted certificate: {refused:?}");
        trust_certificate(&cert).expect("the certificate reads");
        post(&notice, true).await.expect("posted over TLS");
        let request = received.recv().await.expect("a request");
        assert!(request.starts_with("POST /hooks/seat HTTP/1.1\r\n"), "{request}");
        assert!(request.contains("Host: localhost:"), "{request}");
        assert!(request.contains("Your turn at table ABCDEF"), "{request}");
        assert!(trust_certificate(b"not a certificate").is_err());
    }
}
