//! `metro loadtest`: a short run against a server it starts itself prints one JSON object with its figures; a
//! server off this machine is a usage error.

use std::process::Command;

fn metro(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_metro"))
        .args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANGUAGE")
        .output()
        .expect("the metro binary runs")
}

#[test]
fn a_short_run_on_its_own_server_prints_its_figures_as_json() {
    let output = metro(&["loadtest", "--tables", "2", "--seconds", "1", "--json"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.contains("a server was started in this process on 127.0.0.1:"),
        "{stderr}"
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    let report: serde_json::Value = serde_json::from_str(&stdout).expect("one JSON object");
    assert_eq!(report["tables"], 2);
    assert_eq!(report["errors"], 0);
    assert_eq!(report["in_process"], true);
    assert!(report["actions"].as_u64().is_some_and(|a| a > 0), "{report}");
    for field in ["actions_per_s", "p50_ms", "p99_ms"] {
        assert!(report[field].as_f64().is_some(), "{field} in {report}");
    }
}

#[test]
fn a_server_off_loopback_is_a_usage_error_in_every_language() {
    for (language, words) in [
        ("en", "is not on this machine"),
        ("de", "ist nicht auf diesem Rechner"),
        ("it", "non è su questa macchina"),
    ] {
        let output = metro(&[
            "--language",
            language,
            "loadtest",
            "--server",
            "ws://192.168.1.20:7878",
        ]);
        assert_eq!(output.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(words), "{stderr}");
    }
    let output = metro(&["loadtest", "--server", "127.0.0.1:7878"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("expected ws://127.0.0.1:PORT"));
}
