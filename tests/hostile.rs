//! The hostile files of issue 9, built from the built-in data: what a stranger could share to freeze, crash or fill
//! the memory of the programs. Every builder returns the text of one file; the tests of this package and of the
//! `metro` binary (`crates/cli/tests/hostile.rs`) load them and bound time and memory.

use crate::Builtin;

/// A map whose lines hold `stops` stops in all, every one of them in the one station `Hub`, at distinct points far
/// apart: `lines` lines of `stops / lines` stops each (one line of 1,000 stops is the sample; 16 lines of 63
/// stop each stays within the per-line limit, so the per-station check itself is what is measured).
pub fn one_station_map(stops: usize, lines: usize) -> String {
    let mut text = String::from("name = \"Hub\"\ncolumns = 64\nrows = 64\nstart_trains_leave = true\n");
    let per_line = stops / lines.max(1);
    let mut k = 0usize;
    for line in 0..lines {
        let letter = format!(
            "{}{}",
            char::from(b'A' + (line % 26) as u8),
            if line >= 26 { "A" } else { "" }
        );
        text.push_str(&format!(
            "\n[[lines]]\nletter = \"{letter}\"\nname = \"Line {line}\"\ncolour = \"#112233\"\nshares = 1\n\
             extras = [0]\nslots = 1\nstops = [\n"
        ));
        for _ in 0..per_line {
            let (x, y) = (k % 120, k / 120);
            text.push_str(&format!(
                "  {{ at = [{}, {}], station = \"Hub\" }},\n",
                x as f64 / 2.0,
                y as f64 / 2.0
            ));
            k += 1;
        }
        text.push_str("]\n");
    }
    text
}

/// A map file of `errors` unknown top-level keys, about 10.7 bytes each (32,000 of them make the 341 KB file).
pub fn many_errors(errors: usize) -> String {
    let mut text = String::with_capacity(errors * 11);
    for i in 0..errors {
        text.push_str(&format!("k{i:05}= 1\n"));
    }
    let target = errors * 341_000 / 32_000;
    if text.len() < target {
        text.push_str(&"#".repeat(target - text.len() - 1));
        text.push('\n');
    }
    text
}

/// A built-in file with one more line: `columns` spaces and an unknown key, so that a problem lies past column
/// 65,535 (the column where the old renderer panicked) when `columns` is above it.
pub fn long_line(kind: Builtin, columns: usize) -> String {
    format!("{}{}oops = 1\n", kind.text(), " ".repeat(columns))
}

/// A built-in file padded with comment lines of 100 bytes to at least `bytes` bytes.
pub fn padded(kind: Builtin, bytes: usize) -> String {
    let mut text = kind.text().to_string();
    let comment = format!("# {}\n", "x".repeat(97));
    while text.len() < bytes {
        text.push_str(&comment);
    }
    text
}

/// The built-in Tokyo map with its name replaced by `name` (written as a TOML basic string: `\u001b` escapes are
/// read as the control characters they name).
pub fn tokyo_named(name: &str) -> String {
    let text = Builtin::TokyoMap.text();
    assert!(text.contains("name = \"Tokyo\""), "the Tokyo map's name line");
    text.replacen("name = \"Tokyo\"", &format!("name = \"{name}\""), 1)
}

/// A save of the built-in Tokyo game with `actions` actions, all `"Pass"`, and no checkpoint: its length is what is
/// hostile (10 million actions make 70 MB).
pub fn save_of_passes(actions: usize) -> String {
    let mut text = String::with_capacity(actions * 7 + 200);
    text.push_str(
        "{\"format\":\"metro-save\",\"version\":1,\"setup\":{\"map\":{\"builtin\":\"tokyo\"},\
         \"cards\":{\"builtin\":\"tokyo\"},\"players\":2},\"seed\":1,\"actions\":[",
    );
    for i in 0..actions {
        text.push_str(if i == 0 { "\"Pass\"" } else { ",\"Pass\"" });
    }
    text.push_str("],\"checkpoints\":[]}");
    text
}

/// A version-1 save of no action embedding `map` as its map (a 40 KB save embedding [`one_station_map`] was the
/// issue's sample: it froze the app for 80 s).
pub fn save_embedding(map: &str) -> String {
    let json_string = |s: &str| {
        let mut out = String::from("\"");
        for c in s.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
                c => out.push(c),
            }
        }
        out.push('"');
        out
    };
    format!(
        "{{\"format\":\"metro-save\",\"version\":1,\"setup\":{{\"map\":{{\"embedded\":{{\"path\":\"hub.toml\",\
         \"toml\":{}}}}},\"cards\":{{\"builtin\":\"tokyo\"}},\"players\":2}},\"seed\":1,\"actions\":[],\
         \"checkpoints\":[]}}",
        json_string(map)
    )
}
