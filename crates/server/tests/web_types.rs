//! The page's scripts (`crates/server/web/js`) are type-checked: `tsc --checkJs` over their JSDoc types, with the
//! TypeScript the folder's `package-lock.json` pins (installed by `npm ci`, which `.ci/run` runs first).
//!
//! Where Node.js is missing the test says loudly that it was skipped (and fails under `METRO_REQUIRE_SERVICES=1`,
//! which `.ci/run` sets, so that CI never passes it silently).

use std::path::Path;
use std::process::Command;

fn required() -> bool {
    std::env::var("METRO_REQUIRE_SERVICES").is_ok_and(|v| v == "1")
}

fn skip(why: &str) {
    assert!(!required(), "METRO_REQUIRE_SERVICES=1 and {why}");
    eprintln!("SKIPPED: the page's type check: {why}");
}

#[test]
fn the_page_scripts_pass_the_type_checker() {
    let web = Path::new(env!("CARGO_MANIFEST_DIR")).join("web");
    if Command::new("node").arg("--version").output().is_err() {
        skip("Node.js is not installed (apt-get install nodejs npm)");
        return;
    }
    let tsc = web.join("node_modules/typescript/bin/tsc");
    if !tsc.exists() {
        // the locked TypeScript, from the registry: `npm ci` installs exactly what package-lock.json names
        let installed = Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund", "--loglevel=error"])
            .current_dir(&web)
            .status();
        if !installed.is_ok_and(|s| s.success()) || !tsc.exists() {
            skip("`npm ci` in crates/server/web did not install TypeScript");
            return;
        }
    }
    let checked = Command::new("node")
        .arg(&tsc)
        .args(["-p", "."])
        .current_dir(&web)
        .output()
        .expect("node runs tsc");
    assert!(
        checked.status.success(),
        "tsc --checkJs found problems in the page's scripts:\n{}{}",
        String::from_utf8_lossy(&checked.stdout),
        String::from_utf8_lossy(&checked.stderr)
    );
}
