//! The browser page: the files of `crates/server/web/` built into the binary (no web server, no CDN, works offline),
//! served as they are, gzipped once when first asked for.
//!
//! Routes: `/` the lobby, `/t/{code}` a table and `/r/{code}` a finished game's replay (all the one page,
//! `index.html`, which reads the address), and
//! `/web/{file}` its scripts, style and font. Every file is answered with its `ETag` (a hash of its bytes) and
//! `Cache-Control: no-cache`, so a browser asks again and gets `304 Not Modified` until the server is another build.

use std::sync::OnceLock;

use axum::extract::Path;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use sha2::Digest;

/// One file of the page.
pub struct WebFile {
    /// Its path under `crates/server/web/` (and under `/web/` on the server).
    pub path: &'static str,
    /// Its media type.
    pub media_type: &'static str,
    /// Its bytes.
    pub bytes: &'static [u8],
}

macro_rules! web_files {
    ($($path:literal => $media:expr),* $(,)?) => {
        /// Every file of the page (a test checks that every file of the folder is here).
        pub const FILES: &[WebFile] = &[
            $(WebFile { path: $path, media_type: $media, bytes: include_bytes!(concat!("../web/", $path)) },)*
        ];
    };
}

const JS: &str = "text/javascript; charset=utf-8";

web_files! {
    "index.html" => "text/html; charset=utf-8",
    "style.css" => "text/css; charset=utf-8",
    "js/main.js" => JS,
    "js/dom.js" => JS,
    "js/words.js" => JS,
    "js/lobby.js" => JS,
    "js/connection.js" => JS,
    "js/table.js" => JS,
    "js/board.js" => JS,
    "js/board_tokyo.js" => JS,
    "js/board_chicago.js" => JS,
    "js/panels.js" => JS,
    "js/types.js" => JS,
    "js/replay.js" => JS,
    "font/ubuntu-light.ttf" => "font/ttf",
    "font/UFL.txt" => "text/plain; charset=utf-8",
}

/// A file ready to send: its bytes, gzipped, and its tag.
struct Prepared {
    file: &'static WebFile,
    gzip: Vec<u8>,
    etag: String,
}

fn prepared() -> &'static [Prepared] {
    static PREPARED: OnceLock<Vec<Prepared>> = OnceLock::new();
    PREPARED.get_or_init(|| {
        FILES
            .iter()
            .map(|file| {
                let digest = sha2::Sha256::digest(file.bytes);
                let etag = format!(
                    "\"{}\"",
                    digest[..8].iter().map(|b| format!("{b:02x}")).collect::<String>()
                );
                Prepared {
                    file,
                    gzip: gzip(file.bytes),
                    etag,
                }
            })
            .collect()
    })
}

/// The bytes gzipped at the best level (once per process); the bytes themselves should that fail (it cannot, into
/// memory).
pub(crate) fn gzip(bytes: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    match encoder.write_all(bytes).and_then(|()| encoder.finish()) {
        Ok(gzipped) => gzipped,
        Err(_) => bytes.to_vec(),
    }
}

/// Whether the request takes gzip (`Accept-Encoding: gzip`, not with `q=0`).
pub(crate) fn takes_gzip(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|coding| {
            let mut parts = coding.split(';').map(str::trim);
            parts.next().is_some_and(|name| name.eq_ignore_ascii_case("gzip"))
                && !parts.any(|p| p.replace(' ', "") == "q=0")
        })
}

/// The answer for one file of the page, or `404` for a path that is none.
pub fn answer(path: &str, headers: &HeaderMap) -> Response {
    let Some(prepared) = prepared().iter().find(|p| p.file.path == path) else {
        return (StatusCode::NOT_FOUND, "no such file").into_response();
    };
    let mut response_headers = HeaderMap::new();
    response_headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response_headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    response_headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if let Ok(etag) = HeaderValue::from_str(&prepared.etag) {
        response_headers.insert(header::ETAG, etag);
    }
    let matches = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|tag| tag.trim() == prepared.etag));
    if matches {
        return (StatusCode::NOT_MODIFIED, response_headers).into_response();
    }
    response_headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(prepared.file.media_type),
    );
    if path == "index.html" {
        // the page runs only its own scripts, talks only to this server, and is never framed
        response_headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(
                "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self'; \
                 connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
            ),
        );
    }
    if takes_gzip(headers) {
        response_headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
        (response_headers, prepared.gzip.clone()).into_response()
    } else {
        (response_headers, prepared.file.bytes).into_response()
    }
}

/// `GET /` and `GET /t/{code}`: the page.
pub async fn page(headers: HeaderMap) -> Response {
    answer("index.html", &headers)
}

/// `GET /web/{*path}`: a file of the page.
pub async fn file(Path(path): Path<String>, headers: HeaderMap) -> Response {
    answer(&path, &headers)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every file of the folder the page is made of is served (what the type checker and the README need is not).
    #[test]
    fn every_file_of_the_page_is_built_in() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("web");
        let mut found = Vec::new();
        let mut folders = vec![root.clone()];
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).unwrap() {
                let path = entry.unwrap().path();
                let name = path
                    .strip_prefix(&root)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                if path.is_dir() {
                    if name != "node_modules" {
                        folders.push(path);
                    }
                } else if !["README.md", "package.json", "package-lock.json", "tsconfig.json"]
                    .contains(&name.as_str())
                {
                    found.push(name);
                }
            }
        }
        found.sort();
        let mut served: Vec<String> = FILES.iter().map(|f| f.path.to_string()).collect();
        served.sort();
        assert_eq!(found, served);
    }

    #[test]
    fn gzip_is_sent_to_who_takes_it_and_tags_answer_304() {
        let mut headers = HeaderMap::new();
        let plain = answer("js/main.js", &headers);
        assert_eq!(plain.status(), StatusCode::OK);
        assert!(plain.headers().get(header::CONTENT_ENCODING).is_none());
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_static("br, gzip;q=0.8"),
        );
        let gzipped = answer("js/main.js", &headers);
        assert_eq!(gzipped.headers()[header::CONTENT_ENCODING], "gzip");
        let etag = gzipped.headers()[header::ETAG].clone();
        headers.insert(header::IF_NONE_MATCH, etag);
        assert_eq!(answer("js/main.js", &headers).status(), StatusCode::NOT_MODIFIED);
        headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_static("gzip;q=0"));
        assert!(!takes_gzip(&headers));
        assert_eq!(answer("../Cargo.toml", &headers).status(), StatusCode::NOT_FOUND);
    }

    #[test]
    fn the_gzipped_files_read_back_as_the_files() {
        use std::io::Read;
        for prepared in prepared() {
            let mut back = Vec::new();
            flate2::read::GzDecoder::new(prepared.gzip.as_slice())
                .read_to_end(&mut back)
                .unwrap();
            assert_eq!(back, prepared.file.bytes, "{}", prepared.file.path);
        }
    }
}
