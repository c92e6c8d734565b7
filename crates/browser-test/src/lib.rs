//! A small headless-Chromium driver for the browser tests, over the Chrome DevTools Protocol (CDP).
//!
//! [`Browser::launch`] starts Chromium with a fresh profile and its DevTools on a free port, and connects one
//! WebSocket to it. Every page ([`Browser::new_page`]) is a tab attached as a flattened session: its commands carry
//! a top-level `sessionId` on the one socket. One reader task routes answers by their `id` and keeps the pages'
//! console lines and uncaught exceptions, so a test can assert that a page threw nothing (and show what it said).
//! Every command is bounded by a timeout ([`TIMEOUT`]): nothing waits forever. Dropping the [`Browser`] kills
//! Chromium and removes its profile.

use std::collections::HashMap;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use base64::Engine;
use futures_util::SinkExt;
use futures_util::stream::{SplitSink, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio::sync::oneshot;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long one command may take before it is an error.
pub const TIMEOUT: Duration = Duration::from_secs(20);

/// How long Chromium may take to write its DevTools port.
const STARTUP: Duration = Duration::from_secs(20);

/// Where Chromium is looked for when `METRO_CHROMIUM` is not set.
const CANDIDATES: &[&str] = &[
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
];

type Sink = SplitSink<WebSocketStream<MaybeTlsStream<TcpStream>>, Message>;

/// What a page said: a console line or an uncaught exception.
#[derive(Debug, Clone)]
pub struct PageEvent {
    /// The page's session.
    pub session: String,
    /// Whether it is an uncaught exception (else a console line).
    pub exception: bool,
    /// Its text.
    pub text: String,
}

/// The one WebSocket to Chromium: commands out, answers routed back by id, events kept.
struct Connection {
    sink: tokio::sync::Mutex<Sink>,
    next_id: AtomicU64,
    waiting: Mutex<HashMap<u64, oneshot::Sender<Value>>>,
    events: Mutex<Vec<PageEvent>>,
    closed: Mutex<Option<String>>,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Connection {
    /// Sends a command (to the browser when `session` is `None`, else to that page) and waits for its result.
    async fn call(
        &self,
        session: Option<&str>,
        method: &str,
        params: Value,
        timeout: Duration,
    ) -> Result<Value, String> {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let mut message = json!({"id": id, "method": method, "params": params});
        if let Some(session) = session {
            message["sessionId"] = json!(session);
        }
        let (tx, rx) = oneshot::channel();
        lock(&self.waiting).insert(id, tx);
        if let Some(why) = lock(&self.closed).clone() {
            lock(&self.waiting).remove(&id);
            return Err(format!("{method}: the browser connection is closed ({why})"));
        }
        let sent = tokio::time::timeout(timeout, async {
            self.sink
                .lock()
                .await
                .send(Message::Text(message.to_string().into()))
                .await
        })
        .await;
        match sent {
            Ok(Ok(())) => {}
            Ok(Err(e)) => {
                lock(&self.waiting).remove(&id);
                return Err(format!("{method}: sending failed: {e}"));
            }
            Err(_) => {
                lock(&self.waiting).remove(&id);
                return Err(format!("{method}: sending took over {timeout:?}"));
            }
        }
        let answer = match tokio::time::timeout(timeout, rx).await {
            Ok(Ok(answer)) => answer,
            Ok(Err(_)) => {
                return Err(format!(
                    "{method}: the browser connection closed before the answer"
                ));
            }
            Err(_) => {
                lock(&self.waiting).remove(&id);
                return Err(format!("{method}: no answer within {timeout:?}"));
            }
        };
        if let Some(error) = answer.get("error") {
            return Err(format!("{method}: {error}"));
        }
        Ok(answer.get("result").cloned().unwrap_or(Value::Null))
    }

    /// Takes one message from Chromium: an answer to its waiting command, or an event to keep. Gives the session
    /// of a page that opened a dialog (`alert`, `confirm`, a `beforeunload`), which is to be accepted.
    fn receive(&self, text: &str) -> Option<String> {
        let Ok(message) = serde_json::from_str::<Value>(text) else {
            return None;
        };
        if let Some(id) = message.get("id").and_then(Value::as_u64) {
            if let Some(tx) = lock(&self.waiting).remove(&id) {
                let _ = tx.send(message);
            }
            return None;
        }
        let session = message
            .get("sessionId")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        let params = &message["params"];
        let event = match message.get("method").and_then(Value::as_str) {
            Some("Runtime.consoleAPICalled") => {
                let kind = params["type"].as_str().unwrap_or("log");
                let args: Vec<String> = params["args"]
                    .as_array()
                    .map(|args| args.iter().map(remote_object_text).collect())
                    .unwrap_or_default();
                PageEvent {
                    session,
                    exception: false,
                    text: format!("console.{kind}: {}", args.join(" ")),
                }
            }
            Some("Runtime.exceptionThrown") => PageEvent {
                session,
                exception: true,
                text: exception_text(&params["exceptionDetails"]),
            },
            Some("Inspector.targetCrashed") => PageEvent {
                session,
                exception: true,
                text: "the page crashed".to_string(),
            },
            Some("Page.javascriptDialogOpening") => {
                let kind = params["type"].as_str().unwrap_or("dialog");
                let text = params["message"].as_str().unwrap_or_default();
                lock(&self.events).push(PageEvent {
                    session: session.clone(),
                    exception: false,
                    text: format!("dialog ({kind}, accepted): {text}"),
                });
                return Some(session);
            }
            _ => return None,
        };
        lock(&self.events).push(event);
        None
    }

    /// The connection is gone: every waiting command fails.
    fn close(&self, why: String) {
        *lock(&self.closed) = Some(why);
        lock(&self.waiting).clear();
    }
}

/// A console argument as text.
fn remote_object_text(object: &Value) -> String {
    match object.get("value") {
        Some(Value::String(s)) => s.clone(),
        Some(value) => value.to_string(),
        None => object
            .get("description")
            .or_else(|| object.get("unserializableValue"))
            .or_else(|| object.get("type"))
            .and_then(Value::as_str)
            .unwrap_or("?")
            .to_string(),
    }
}

/// An exception's text: its description (message and stack) when it has one.
fn exception_text(details: &Value) -> String {
    let description = details["exception"]["description"].as_str();
    let text = details["text"].as_str().unwrap_or("an exception");
    let place = match (details["url"].as_str(), details["lineNumber"].as_u64()) {
        (Some(url), Some(line)) if !url.is_empty() => format!(" at {url}:{}", line + 1),
        _ => String::new(),
    };
    match description {
        Some(description) => format!("{text}{place}: {description}"),
        None => format!("{text}{place}"),
    }
}

/// Whether a JSON value is truthy as JavaScript sees it (`undefined` comes back as null).
pub fn truthy(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_f64().is_some_and(|n| n != 0.0),
        Value::String(s) => !s.is_empty(),
        Value::Array(_) | Value::Object(_) => true,
    }
}

/// A JavaScript string literal of a Rust string.
pub fn js_string(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_string())
}

/// A headless Chromium, killed (and its profile removed) when dropped.
pub struct Browser {
    child: Child,
    profile: PathBuf,
    connection: Arc<Connection>,
    reader: tokio::task::JoinHandle<()>,
}

impl Browser {
    /// Starts Chromium, or `Ok(None)` (said loudly on stderr) when there is none, unless `METRO_REQUIRE_SERVICES=1`:
    /// then it panics, so that CI never passes without running the browser tests.
    pub async fn launch() -> Result<Option<Browser>, String> {
        let Some(program) = find_chromium() else {
            if std::env::var("METRO_REQUIRE_SERVICES").is_ok_and(|v| v == "1") {
                panic!(
                    "browser tests need Chromium (apt-get install chromium, or METRO_CHROMIUM=path) and METRO_REQUIRE_SERVICES=1"
                );
            }
            eprintln!("\n==============================================================");
            eprintln!("SKIPPED: browser tests need Chromium (apt-get install chromium)");
            eprintln!("==============================================================\n");
            return Ok(None);
        };
        let profile = fresh_profile_dir()?;
        let log = std::fs::File::create(profile.with_extension("log"))
            .map_err(|e| format!("Chromium's log: {e}"))?;
        let log_err = log.try_clone().map_err(|e| format!("Chromium's log: {e}"))?;
        let spawned = Command::new(&program)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--hide-scrollbars",
                "--mute-audio",
                "--remote-debugging-port=0",
                "--window-size=1280,720",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            // A process group of its own, ended as one (its GPU, network and page processes too).
            .process_group(0)
            .stdout(log)
            .stderr(log_err)
            .spawn();
        let child = match spawned {
            Ok(child) => child,
            Err(e) => {
                remove_profile(&profile);
                return Err(format!("starting {}: {e}", program.display()));
            }
        };
        // From here the browser is owned: an error drops it, which kills Chromium and removes the profile.
        let mut launching = Launching {
            child: Some(child),
            profile,
        };
        let (port, path) = launching.devtools_address().await?;
        let url = format!("ws://127.0.0.1:{port}{path}");
        let (socket, _) = tokio::time::timeout(TIMEOUT, tokio_tungstenite::connect_async(url.as_str()))
            .await
            .map_err(|_| format!("connecting to {url} took over {TIMEOUT:?}"))?
            .map_err(|e| format!("connecting to {url}: {e}"))?;
        let (sink, mut stream) = socket.split();
        let connection = Arc::new(Connection {
            sink: tokio::sync::Mutex::new(sink),
            next_id: AtomicU64::new(1),
            waiting: Mutex::new(HashMap::new()),
            events: Mutex::new(Vec::new()),
            closed: Mutex::new(None),
        });
        let reading = Arc::clone(&connection);
        let reader = tokio::spawn(async move {
            let why = loop {
                match stream.next().await {
                    Some(Ok(Message::Text(text))) => {
                        if let Some(session) = reading.receive(text.as_str()) {
                            // A dialog blocks the page until it is answered: accepted, as a person clicking OK.
                            let answering = Arc::clone(&reading);
                            tokio::spawn(async move {
                                let accept = json!({"accept": true});
                                let _ = answering
                                    .call(Some(&session), "Page.handleJavaScriptDialog", accept, TIMEOUT)
                                    .await;
                            });
                        }
                    }
                    Some(Ok(Message::Close(_))) | None => break "closed by the browser".to_string(),
                    Some(Ok(_)) => {}
                    Some(Err(e)) => break e.to_string(),
                }
            };
            reading.close(why);
        });
        let (child, profile) = launching.take();
        Ok(Some(Browser {
            child,
            profile,
            connection,
            reader,
        }))
    }

    /// Chromium's version (`Browser.getVersion`'s `product`).
    pub async fn version(&self) -> Result<String, String> {
        let result = self
            .connection
            .call(None, "Browser.getVersion", json!({}), TIMEOUT)
            .await?;
        Ok(result["product"].as_str().unwrap_or_default().to_string())
    }

    /// A new tab on `about:blank`, its page and runtime events on. Tabs of this call share cookies and storage, as
    /// tabs of one browser do.
    pub async fn new_page(&self) -> Result<Page, String> {
        self.open_tab(json!({"url": "about:blank"})).await
    }

    /// A new tab in a browser context of its own (its own cookies and storage, as an incognito window): another
    /// person's browser.
    pub async fn new_person(&self) -> Result<Page, String> {
        let context = self
            .connection
            .call(
                None,
                "Target.createBrowserContext",
                json!({"disposeOnDetach": true}),
                TIMEOUT,
            )
            .await?;
        let context = context["browserContextId"]
            .as_str()
            .ok_or("Target.createBrowserContext gave no browserContextId")?;
        self.open_tab(json!({"url": "about:blank", "browserContextId": context}))
            .await
    }

    async fn open_tab(&self, params: Value) -> Result<Page, String> {
        let created = self
            .connection
            .call(None, "Target.createTarget", params, TIMEOUT)
            .await?;
        let target = created["targetId"]
            .as_str()
            .ok_or("Target.createTarget gave no targetId")?
            .to_string();
        let attached = self
            .connection
            .call(
                None,
                "Target.attachToTarget",
                json!({"targetId": target, "flatten": true}),
                TIMEOUT,
            )
            .await?;
        let session = attached["sessionId"]
            .as_str()
            .ok_or("Target.attachToTarget gave no sessionId")?
            .to_string();
        let page = Page {
            connection: Arc::clone(&self.connection),
            session,
            target,
        };
        page.call("Page.enable", json!({})).await?;
        page.call("Runtime.enable", json!({})).await?;
        page.call("Inspector.enable", json!({})).await?;
        Ok(page)
    }

    /// Every uncaught exception of every page so far.
    pub fn all_exceptions(&self) -> Vec<String> {
        lock(&self.connection.events)
            .iter()
            .filter(|e| e.exception)
            .map(|e| e.text.clone())
            .collect()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        self.reader.abort();
        stop_chromium(&mut self.child);
        remove_profile(&self.profile);
    }
}

/// A Chromium started but not yet connected: killed and cleaned up if launching fails.
struct Launching {
    child: Option<Child>,
    profile: PathBuf,
}

impl Launching {
    /// Reads `DevToolsActivePort` from the profile: the port, and the browser target's path.
    async fn devtools_address(&mut self) -> Result<(u16, String), String> {
        let file = self.profile.join("DevToolsActivePort");
        let started = Instant::now();
        loop {
            if let Ok(text) = std::fs::read_to_string(&file) {
                let mut lines = text.lines();
                if let (Some(port), Some(path)) = (lines.next(), lines.next())
                    && let Ok(port) = port.trim().parse::<u16>()
                    && path.starts_with("/devtools/browser/")
                {
                    return Ok((port, path.trim().to_string()));
                }
            }
            if let Some(child) = self.child.as_mut()
                && let Ok(Some(status)) = child.try_wait()
            {
                return Err(format!("Chromium ended at start ({status}): {}", self.log_tail()));
            }
            if started.elapsed() > STARTUP {
                return Err(format!(
                    "Chromium wrote no {} within {STARTUP:?}: {}",
                    file.display(),
                    self.log_tail()
                ));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    fn log_tail(&self) -> String {
        let text = std::fs::read_to_string(self.profile.with_extension("log")).unwrap_or_default();
        let start = text.len().saturating_sub(3000);
        text.get(start..).unwrap_or(&text).to_string()
    }

    fn take(mut self) -> (Child, PathBuf) {
        let child = self.child.take();
        let profile = std::mem::take(&mut self.profile);
        match child {
            Some(child) => (child, profile),
            None => unreachable!("a launching browser has its process"),
        }
    }
}

impl Drop for Launching {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            stop_chromium(&mut child);
            remove_profile(&self.profile);
        }
    }
}

/// Ends Chromium and every process it started (its process group, which is its own): a SIGTERM first (it ends
/// them itself), then a SIGKILL to whatever is left after 5 s.
fn stop_chromium(child: &mut Child) {
    let group = format!("-{}", child.id());
    let signal = |signal: &str| {
        let _ = Command::new("kill")
            .args([signal, "--", &group])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    };
    if matches!(child.try_wait(), Ok(None)) {
        signal("-TERM");
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline && matches!(child.try_wait(), Ok(None)) {
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    signal("-KILL");
    let _ = child.kill();
    let _ = child.wait();
}

/// Removes the profile (again for a while: Chromium's last processes may still be writing in it as they end).
fn remove_profile(profile: &Path) {
    if profile.as_os_str().is_empty() {
        return;
    }
    let _ = std::fs::remove_file(profile.with_extension("log"));
    for _ in 0..50 {
        let _ = std::fs::remove_dir_all(profile);
        if !profile.exists() {
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn find_chromium() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("METRO_CHROMIUM").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(path));
    }
    CANDIDATES.iter().map(PathBuf::from).find(|p| p.is_file())
}

fn fresh_profile_dir() -> Result<PathBuf, String> {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let dir = std::env::temp_dir().join(format!(
        "metro-chromium-{}-{nanos}-{}",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).map_err(|e| format!("making {}: {e}", dir.display()))?;
    Ok(dir)
}

/// One tab of the browser (a clone drives the same tab).
#[derive(Clone)]
pub struct Page {
    connection: Arc<Connection>,
    session: String,
    target: String,
}

impl Page {
    /// Sends a command to this page.
    pub async fn call(&self, method: &str, params: Value) -> Result<Value, String> {
        self.connection
            .call(Some(&self.session), method, params, TIMEOUT)
            .await
    }

    /// Goes to `url` and waits until the new document has loaded (`document.readyState == 'complete'`).
    pub async fn goto(&self, url: &str) -> Result<(), String> {
        // A mark on the old document: the wait below is for a document without it.
        let _ = self.eval("window.__metroLeaving = true").await;
        let navigated = self.call("Page.navigate", json!({"url": url})).await?;
        if let Some(error) = navigated.get("errorText").and_then(Value::as_str) {
            return Err(format!("going to {url}: {error}"));
        }
        self.wait_for(
            "!window.__metroLeaving && document.readyState === 'complete'",
            TIMEOUT,
        )
        .await
        .map_err(|e| format!("going to {url}: {e}"))?;
        Ok(())
    }

    /// Evaluates JavaScript (an expression; a promise is awaited) and gives its value as JSON; an exception is
    /// an error with its text.
    pub async fn eval(&self, js: &str) -> Result<Value, String> {
        let result = self
            .call(
                "Runtime.evaluate",
                json!({"expression": js, "returnByValue": true, "awaitPromise": true, "userGesture": true}),
            )
            .await?;
        if let Some(details) = result.get("exceptionDetails") {
            return Err(format!("{js}: {}", exception_text(details)));
        }
        Ok(result["result"].get("value").cloned().unwrap_or(Value::Null))
    }

    /// Evaluates `condition` every 50 ms until it is truthy, and gives its value. On timeout: an error with the
    /// condition, the last error if any, the page's text (its first 2000 characters) and what the page said.
    pub async fn wait_for(&self, condition: &str, timeout: Duration) -> Result<Value, String> {
        let started = Instant::now();
        loop {
            let last_error = match self.eval(condition).await {
                Ok(value) if truthy(&value) => return Ok(value),
                Ok(_) => None,
                Err(e) => Some(e),
            };
            if started.elapsed() > timeout {
                let text = self.text().await.unwrap_or_else(|e| format!("(no text: {e})"));
                let text: String = text.chars().take(2000).collect();
                let last_error = last_error
                    .map(|e| format!("\nlast error: {e}"))
                    .unwrap_or_default();
                return Err(format!(
                    "waited {timeout:?} for `{condition}`{last_error}\n--- the page's text ---\n{text}\n{}",
                    self.said()
                ));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The page's text (`document.body.innerText`).
    pub async fn text(&self) -> Result<String, String> {
        let value = self.eval("document.body ? document.body.innerText : ''").await?;
        Ok(value.as_str().unwrap_or_default().to_string())
    }

    /// Clicks the first element matching `css`; an error if there is none.
    pub async fn click(&self, css: &str) -> Result<(), String> {
        let js = format!(
            "(() => {{ const e = document.querySelector({}); if (!e) return false; e.click(); return true; }})()",
            js_string(css)
        );
        match self.eval(&js).await? {
            Value::Bool(true) => Ok(()),
            _ => Err(format!("nothing to click: no element matches `{css}`")),
        }
    }

    /// Sets the value of the first input or select matching `css` and dispatches `input` and `change`, as typing
    /// (or choosing) would; an error if there is none, or if it does not take the value (a select without it).
    pub async fn type_into(&self, css: &str, text: &str) -> Result<(), String> {
        self.type_into_nth(css, 0, text).await
    }

    /// As [`Page::type_into`], into the `index`th element matching `css` (from 0).
    pub async fn type_into_nth(&self, css: &str, index: usize, text: &str) -> Result<(), String> {
        let js = format!(
            "(() => {{ const e = document.querySelectorAll({})[{index}]; if (!e) return null; e.focus(); e.value = {};
               e.dispatchEvent(new Event('input', {{bubbles: true}}));
               e.dispatchEvent(new Event('change', {{bubbles: true}}));
               return String(e.value); }})()",
            js_string(css),
            js_string(text)
        );
        match self.eval(&js).await? {
            Value::String(value) if value == text => Ok(()),
            Value::Null => Err(format!(
                "nothing to type into: no element {index} matches `{css}`"
            )),
            other => Err(format!("`{css}` ({index}) took {other} instead of {text:?}")),
        }
    }

    /// Sets the viewport's size (CSS pixels, scale 1, not mobile).
    pub async fn set_viewport(&self, width: u32, height: u32) -> Result<(), String> {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": false}),
        )
        .await?;
        Ok(())
    }

    /// A PNG of the viewport: its bytes.
    pub async fn screenshot_png(&self) -> Result<Vec<u8>, String> {
        let shot = self
            .call("Page.captureScreenshot", json!({"format": "png"}))
            .await?;
        let data = shot["data"]
            .as_str()
            .ok_or("Page.captureScreenshot gave no data")?;
        base64::engine::general_purpose::STANDARD
            .decode(data)
            .map_err(|e| format!("the screenshot's base64: {e}"))
    }

    /// Writes a PNG of the viewport to `path` (making its folder).
    pub async fn screenshot(&self, path: &Path) -> Result<(), String> {
        let bytes = self.screenshot_png().await?;
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder).map_err(|e| format!("making {}: {e}", folder.display()))?;
        }
        std::fs::write(path, bytes).map_err(|e| format!("writing {}: {e}", path.display()))
    }

    /// Presses a key as a keyboard does (`Input.dispatchKeyEvent`: down, then up), to whatever has the focus: `key`
    /// is its `KeyboardEvent.key` (`"1"`, `"Tab"`), `code` its `KeyboardEvent.code` (`"Digit1"`, `"Tab"`), `text`
    /// what it types (`""`: nothing) and `key_code` its Windows virtual key code (49 for 1, 9 for Tab), which
    /// Chromium needs for a key's own action (Tab moving the focus).
    pub async fn press_key(&self, key: &str, code: &str, text: &str, key_code: u32) -> Result<(), String> {
        let mut down = json!({
            "type": if text.is_empty() { "rawKeyDown" } else { "keyDown" },
            "key": key,
            "code": code,
            "windowsVirtualKeyCode": key_code,
            "nativeVirtualKeyCode": key_code,
        });
        if !text.is_empty() {
            down["text"] = json!(text);
            down["unmodifiedText"] = json!(text);
        }
        self.call("Input.dispatchKeyEvent", down).await?;
        let up = json!({
            "type": "keyUp",
            "key": key,
            "code": code,
            "windowsVirtualKeyCode": key_code,
            "nativeVirtualKeyCode": key_code,
        });
        self.call("Input.dispatchKeyEvent", up).await?;
        Ok(())
    }

    /// Turns the browser's HTTP cache off (or on again) for this page: every file is fetched whole.
    pub async fn set_cache_disabled(&self, disabled: bool) -> Result<(), String> {
        self.call("Network.enable", json!({})).await?;
        self.call("Network.setCacheDisabled", json!({"cacheDisabled": disabled}))
            .await?;
        Ok(())
    }

    /// The page's uncaught exceptions so far.
    pub fn exceptions(&self) -> Vec<String> {
        self.events(true)
    }

    /// The page's console lines so far.
    pub fn console(&self) -> Vec<String> {
        self.events(false)
    }

    /// What the page said: its exceptions and its last 40 console lines, for a failure's message.
    pub fn said(&self) -> String {
        let exceptions = self.exceptions();
        let console = self.console();
        let recent = &console[console.len().saturating_sub(40)..];
        format!(
            "--- exceptions ({}) ---\n{}\n--- console (last {} of {}) ---\n{}",
            exceptions.len(),
            exceptions.join("\n"),
            recent.len(),
            console.len(),
            recent.join("\n")
        )
    }

    fn events(&self, exception: bool) -> Vec<String> {
        lock(&self.connection.events)
            .iter()
            .filter(|e| e.session == self.session && e.exception == exception)
            .map(|e| e.text.clone())
            .collect()
    }

    /// Closes the tab.
    pub async fn close(self) -> Result<(), String> {
        self.connection
            .call(
                None,
                "Target.closeTarget",
                json!({"targetId": self.target}),
                TIMEOUT,
            )
            .await?;
        Ok(())
    }
}
