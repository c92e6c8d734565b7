//! The page's colours are readable: every text colour of its style sheet on the backgrounds it stands on, white on
//! every seat's colour (the seat numbers on pieces), and the Chicago Express board's text on every terrain, at a
//! contrast of at least 4.5:1 (WCAG 2's level AA for text), read from the files the server serves.

use std::path::Path;

fn web(file: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("web").join(file))
        .expect("a file of the page")
}

/// A colour `#RRGGBB` as WCAG's relative luminance.
fn luminance(colour: &str) -> f64 {
    let hex = colour.trim_start_matches('#');
    assert_eq!(hex.len(), 6, "{colour} is #RRGGBB");
    let channel = |i: usize| {
        let c = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).expect("hex digits")) / 255.0;
        if c <= 0.03928 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

fn contrast(a: &str, b: &str) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The value of a custom property of the style sheet (`--ink: #1b1b1f;`).
fn variable(css: &str, name: &str) -> String {
    let at = css
        .find(&format!("{name}:"))
        .unwrap_or_else(|| panic!("{name} in style.css"));
    css[at + name.len() + 1..]
        .split(';')
        .next()
        .expect("a value")
        .trim()
        .to_string()
}

/// Every `#RRGGBB` between `start` and the next `end` of a text.
fn colours_in(text: &str, start: &str, end: &str) -> Vec<String> {
    let at = text.find(start).unwrap_or_else(|| panic!("{start}"));
    let part = &text[at..];
    let part = &part[..part.find(end).expect("its end")];
    part.match_indices('#')
        .map(|(i, _)| part[i..i + 7].to_string())
        .filter(|c| c[1..].chars().all(|d| d.is_ascii_hexdigit()))
        .collect()
}

#[test]
fn the_page_s_text_reads_on_its_backgrounds() {
    let css = web("style.css");
    let var = |name: &str| variable(&css, name);
    let pairs = [
        ("ink on paper", var("--ink"), var("--paper")),
        ("ink on a card", var("--ink"), var("--card")),
        ("quiet words on a card", var("--quiet"), var("--card")),
        ("quiet words on paper", var("--quiet"), var("--paper")),
        ("a button's words", "#ffffff".to_string(), var("--accent")),
        ("a secondary button's words", var("--accent"), var("--card")),
        ("a problem", var("--problem"), var("--card")),
        ("a problem on paper", var("--problem"), var("--paper")),
        ("the banner", "#5c4400".to_string(), "#fff3cd".to_string()),
        ("the deciding seat's row", var("--ink"), "#e8f0fe".to_string()),
    ];
    let mut low = Vec::new();
    for (what, text, background) in &pairs {
        let ratio = contrast(text, background);
        if ratio < 4.5 {
            low.push(format!("{what}: {text} on {background} is {ratio:.2}:1"));
        }
    }
    // the seats' colours carry their numbers in white
    let seats = colours_in(&web("js/board.js"), "export const SEAT_COLOURS", ";");
    assert!(seats.len() >= 5, "{seats:?}");
    for seat in &seats {
        let ratio = contrast("#ffffff", seat);
        if ratio < 4.5 {
            low.push(format!("a seat's number: white on {seat} is {ratio:.2}:1"));
        }
    }
    // Chicago Express's costs and incomes on every terrain
    let text = colours_in(&css, ".hex-cost, .hex-income", "}");
    let terrains = colours_in(&web("js/board_chicago.js"), "const TERRAIN", "});");
    assert!(terrains.len() >= 5, "{terrains:?}");
    for terrain in &terrains {
        let ratio = contrast(&text[0], terrain);
        if ratio < 4.5 {
            low.push(format!("a hex's cost: {} on {terrain} is {ratio:.2}:1", text[0]));
        }
    }
    assert!(low.is_empty(), "colours below 4.5:1:\n{}", low.join("\n"));
    // the check itself: the old orange seat would fail it
    assert!(contrast("#ffffff", "#ef6c00") < 4.5);
}
