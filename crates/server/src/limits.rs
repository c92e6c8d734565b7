//! Limits against abuse: how many messages a connection may send (a token bucket per WebSocket connection), how
//! many WebSocket connections one client address may hold at once, and how many tables it may create a minute.
//!
//! The defaults are [`Limits::default`]; a server started with [`crate::Server::start_with`] takes others (the
//! load test's server in process, whose thousands of connections all come from loopback, takes
//! [`Limits::unlimited`]).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Messages a connection may send a second, sustained (the bucket's refill).
pub const MESSAGES_PER_SECOND: u32 = 20;

/// Messages a connection may send at once (the bucket's size).
pub const MESSAGE_BURST: u32 = 40;

/// Messages refused in a row (for the rate) after which the connection is closed: 10 times the burst.
pub const FLOOD_REFUSALS: u32 = 10 * MESSAGE_BURST;

/// WebSocket connections one client address may hold at once.
pub const CONNECTIONS_PER_ADDRESS: usize = 64;

/// Tables one client address may create a minute (a bucket of this many, refilled over a minute).
pub const TABLES_PER_MINUTE: u32 = 30;

/// How long a table still in the lobby (a person seat not taken) may see nothing happen (no join, no decision)
/// before it expires: 24 hours.
pub const IDLE_TABLE: Duration = Duration::from_secs(24 * 60 * 60);

/// How often the server looks for idle tables at most: a minute (more often for a shorter [`Limits::idle_table`]).
pub const IDLE_CHECK: Duration = Duration::from_secs(60);

/// Above this many addresses, the table-creation buckets that are full again are forgotten.
const CREATION_BUCKETS_KEPT: usize = 1024;

/// The limits a server applies.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Messages a connection may send a second, sustained.
    pub messages_per_second: u32,
    /// Messages a connection may send at once.
    pub message_burst: u32,
    /// Messages refused in a row for the rate after which the connection is closed.
    pub flood_refusals: u32,
    /// WebSocket connections one client address may hold at once.
    pub connections_per_address: usize,
    /// Tables one client address may create a minute.
    pub tables_per_minute: u32,
    /// How long a table still in the lobby may be idle before it expires; `None`: tables never expire.
    pub idle_table: Option<Duration>,
    /// With a store several processes share: how long a process's lease of a table lasts unless renewed (renewed
    /// every third of it), so how long a dead process's tables wait for another owner at most
    /// ([`crate::sharing::LEASE_TTL`]).
    pub lease_ttl: Duration,
    /// How long one message to a client may take to leave (its TCP window closed: a client that does not read)
    /// before the server closes the connection; the client reconnects and is sent its whole state.
    pub send_timeout: Duration,
    /// Whether the server runs behind a reverse proxy on this machine: a connection from loopback is counted
    /// against the address the proxy put last in `X-Forwarded-For` (`metro serve --behind-proxy`); without it every
    /// client behind the proxy shares the proxy's address, and the header is never believed.
    pub behind_proxy: bool,
}

/// [`Limits::send_timeout`]'s default.
pub const SEND_TIMEOUT: Duration = Duration::from_secs(30);

impl Default for Limits {
    /// [`MESSAGES_PER_SECOND`], [`MESSAGE_BURST`], [`FLOOD_REFUSALS`], [`CONNECTIONS_PER_ADDRESS`],
    /// [`TABLES_PER_MINUTE`], [`IDLE_TABLE`].
    fn default() -> Limits {
        Limits {
            messages_per_second: MESSAGES_PER_SECOND,
            message_burst: MESSAGE_BURST,
            flood_refusals: FLOOD_REFUSALS,
            connections_per_address: CONNECTIONS_PER_ADDRESS,
            tables_per_minute: TABLES_PER_MINUTE,
            idle_table: Some(IDLE_TABLE),
            lease_ttl: crate::sharing::LEASE_TTL,
            send_timeout: SEND_TIMEOUT,
            behind_proxy: false,
        }
    }
}

impl Limits {
    /// No limit worth the name: for a load test over loopback, where every connection comes from one address and a
    /// bot decides as fast as the server answers.
    pub fn unlimited() -> Limits {
        Limits {
            messages_per_second: u32::MAX,
            message_burst: u32::MAX,
            flood_refusals: u32::MAX,
            connections_per_address: usize::MAX,
            tables_per_minute: u32::MAX,
            idle_table: None,
            lease_ttl: crate::sharing::LEASE_TTL,
            send_timeout: SEND_TIMEOUT,
            behind_proxy: false,
        }
    }

    /// How often idle tables are looked for: a quarter of [`Limits::idle_table`], between 10 ms and [`IDLE_CHECK`];
    /// `None` when tables never expire.
    pub fn idle_check(&self) -> Option<Duration> {
        self.idle_table
            .map(|idle| (idle / 4).clamp(Duration::from_millis(10), IDLE_CHECK))
    }

    /// A connection's message bucket under these limits.
    pub fn message_bucket(&self) -> TokenBucket {
        TokenBucket::new(self.message_burst, f64::from(self.messages_per_second))
    }
}

/// A token bucket: `capacity` tokens at first, one taken by each message, refilled at `per_second` up to the
/// capacity.
#[derive(Clone, Debug)]
pub struct TokenBucket {
    capacity: f64,
    per_second: f64,
    tokens: f64,
    last: Instant,
}

impl TokenBucket {
    /// A full bucket.
    pub fn new(capacity: u32, per_second: f64) -> TokenBucket {
        TokenBucket {
            capacity: f64::from(capacity),
            per_second,
            tokens: f64::from(capacity),
            last: Instant::now(),
        }
    }

    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.per_second).min(self.capacity);
        self.last = now;
    }

    /// Takes a token now: whether there was one.
    pub fn take(&mut self) -> bool {
        self.take_at(Instant::now())
    }

    /// Takes a token at `now`: whether there was one.
    pub fn take_at(&mut self, now: Instant) -> bool {
        self.refill(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether the bucket is full again at `now` (nothing to remember).
    fn full_at(&self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.tokens + elapsed * self.per_second >= self.capacity
    }
}

/// The limits per client address: the connections each holds and its table-creation bucket.
pub struct AddressLimits {
    limits: Limits,
    connections: Mutex<HashMap<IpAddr, usize>>,
    creations: Mutex<HashMap<IpAddr, TokenBucket>>,
}

impl AddressLimits {
    /// Nobody connected yet.
    pub fn new(limits: Limits) -> AddressLimits {
        AddressLimits {
            limits,
            connections: Mutex::new(HashMap::new()),
            creations: Mutex::new(HashMap::new()),
        }
    }

    /// The limits.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// A connection slot of `ip`, held until the slot is dropped; `None` when the address holds as many as it
    /// may.
    pub fn connect(self: &Arc<Self>, ip: IpAddr) -> Option<ConnectionSlot> {
        let ip = ip.to_canonical();
        let mut connections = self.connections.lock().ok()?;
        let held = connections.entry(ip).or_insert(0);
        if *held >= self.limits.connections_per_address {
            return None;
        }
        *held += 1;
        Some(ConnectionSlot {
            owner: self.clone(),
            ip,
        })
    }

    /// How many connections `ip` holds.
    pub fn connections(&self, ip: IpAddr) -> usize {
        self.connections
            .lock()
            .map_or(0, |c| c.get(&ip.to_canonical()).copied().unwrap_or(0))
    }

    /// Whether `ip` may create a table now (taking one of its tokens).
    pub fn may_create(&self, ip: IpAddr) -> bool {
        let ip = ip.to_canonical();
        let Ok(mut creations) = self.creations.lock() else {
            return false;
        };
        let now = Instant::now();
        if creations.len() >= CREATION_BUCKETS_KEPT && !creations.contains_key(&ip) {
            creations.retain(|_, bucket| !bucket.full_at(now));
        }
        let limits = self.limits;
        creations
            .entry(ip)
            .or_insert_with(|| {
                TokenBucket::new(
                    limits.tables_per_minute,
                    f64::from(limits.tables_per_minute) / 60.0,
                )
            })
            .take_at(now)
    }
}

/// One WebSocket connection of an address, counted until dropped.
pub struct ConnectionSlot {
    owner: Arc<AddressLimits>,
    ip: IpAddr,
}

impl Drop for ConnectionSlot {
    fn drop(&mut self) {
        if let Ok(mut connections) = self.owner.connections.lock()
            && let Some(held) = connections.get_mut(&self.ip)
        {
            *held = held.saturating_sub(1);
            if *held == 0 {
                connections.remove(&self.ip);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;
    use std::time::Duration;

    #[test]
    fn a_bucket_lets_its_burst_through_then_its_rate() {
        let start = Instant::now();
        let mut bucket = TokenBucket::new(40, 20.0);
        bucket.last = start;
        assert_eq!((0..100).filter(|_| bucket.take_at(start)).count(), 40);
        assert!(!bucket.take_at(start + Duration::from_millis(10)));
        assert!(bucket.take_at(start + Duration::from_millis(60)));
        let later = start + Duration::from_secs(10);
        assert_eq!((0..100).filter(|_| bucket.take_at(later)).count(), 40);
    }

    #[test]
    fn an_address_holds_at_most_its_connections() {
        let limits = Arc::new(AddressLimits::new(Limits {
            connections_per_address: 2,
            ..Limits::default()
        }));
        let ip = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let a = limits.connect(ip);
        let b = limits.connect(ip);
        assert!(a.is_some() && b.is_some());
        assert!(limits.connect(ip).is_none());
        assert!(limits.connect(IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1))).is_some());
        drop(a);
        assert_eq!(limits.connections(ip), 1);
        assert!(limits.connect(ip).is_some());
    }

    #[test]
    fn an_address_creates_at_most_its_tables_a_minute() {
        let limits = AddressLimits::new(Limits {
            tables_per_minute: 3,
            ..Limits::default()
        });
        let ip = IpAddr::V4(Ipv4Addr::LOCALHOST);
        assert_eq!((0..10).filter(|_| limits.may_create(ip)).count(), 3);
        assert!(limits.may_create(IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1))));
    }
}
