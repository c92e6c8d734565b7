//! `metro map show`: draws a map as text — the grid's corners, each line in its colour from stop to stop, every
//! stop as its line letter, then a legend of lines and stations. Names are printed through [`Printable`].

use std::fmt::Write as _;
use std::io::IsTerminal;

use metro_core::{Map, Printable, Rgb};

use crate::locale::tr;

/// When to colour the drawing.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum ColorChoice {
    /// When standard output is a terminal and `NO_COLOR` is unset.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

impl ColorChoice {
    /// Whether to colour.
    pub fn enabled(self) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
        }
    }
}

/// Characters per half unit horizontally (a space is 4 characters wide and 2 rows high).
const CX: i32 = 2;

#[derive(Clone, Copy)]
struct Cell {
    ch: char,
    colour: Option<Rgb>,
    priority: u8,
}

/// The map as text.
pub fn render(map: &Map, colour: bool) -> String {
    let width = (map.columns() as i32 * 2) * CX + 1;
    let height = map.rows() as i32 * 2 + 1;
    let blank = Cell {
        ch: ' ',
        colour: None,
        priority: 0,
    };
    let mut canvas = vec![vec![blank; width as usize]; height as usize];
    let mut put = |x: i32, y: i32, cell: Cell| {
        if x >= 0 && y >= 0 && x < width && y < height {
            let slot = &mut canvas[y as usize][x as usize];
            if cell.priority >= slot.priority {
                *slot = cell;
            }
        }
    };
    for y in (0..height).step_by(2) {
        for x in (0..width).step_by((2 * CX) as usize) {
            put(
                x,
                y,
                Cell {
                    ch: '·',
                    colour: None,
                    priority: 1,
                },
            );
        }
    }
    for line in map.lines() {
        for pair in line.stops.windows(2) {
            let (a, b) = (map.stop(pair[0]).at, map.stop(pair[1]).at);
            let (x0, y0, x1, y1) = (a.x2 * CX, a.y2, b.x2 * CX, b.y2);
            let steps = (x1 - x0).abs().max((y1 - y0).abs()).max(1);
            let ch = if y0 == y1 {
                '─'
            } else if x0 == x1 {
                '│'
            } else if (x1 - x0).signum() == (y1 - y0).signum() {
                '╲'
            } else {
                '╱'
            };
            for i in 1..steps {
                let x = x0 + (x1 - x0) * i / steps;
                let y = y0 + (y1 - y0) * i / steps;
                put(
                    x,
                    y,
                    Cell {
                        ch,
                        colour: Some(line.colour),
                        priority: 2,
                    },
                );
            }
        }
    }
    for stop in map.stops() {
        let letter = map.line(stop.line).letter.chars().next().unwrap_or('?');
        let priority = if stop.station.is_some() { 4 } else { 3 };
        let ch = if stop.station.is_some() { letter } else { '∘' };
        put(
            stop.at.x2 * CX,
            stop.at.y2,
            Cell {
                ch,
                colour: Some(map.line(stop.line).colour),
                priority,
            },
        );
    }

    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        tr!(
            "cli-show-title",
            name = Printable::new(map.name()).to_string(),
            columns = map.columns(),
            rows = map.rows(),
            lines = map.lines().len(),
            stations = map.stations().len(),
            stops = map.stops().len(),
            leave = if map.start_trains_leave() { "yes" } else { "no" }
        )
    );
    for row in &canvas {
        let mut line = String::new();
        for cell in row {
            match (colour, cell.colour) {
                (true, Some(Rgb(r, g, b))) => {
                    let _ = write!(line, "\x1b[38;2;{r};{g};{b}m{}\x1b[0m", cell.ch);
                }
                _ => line.push(cell.ch),
            }
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    let _ = writeln!(out, "\n{}", tr!("cli-show-lines"));
    for line in map.lines() {
        let stops: Vec<String> = line
            .stops
            .iter()
            .map(|&s| {
                let (label, name) = (map.stop_label(s), map.stop_name(s));
                let stop = if name == label {
                    label
                } else {
                    format!("{label} {}", Printable::new(&name))
                };
                if map.stop(s).station.is_none() {
                    tr!("cli-show-small-circle", stop = stop)
                } else {
                    stop
                }
            })
            .collect();
        let _ = writeln!(
            out,
            "  {}",
            tr!(
                "cli-show-line",
                letter = Printable::new(&line.letter).to_string(),
                name = Printable::new(&line.name).to_string(),
                stops = line.stops.len(),
                vehicle = line.vehicle.name(),
                shares = line.shares(),
                extras = format!("{:?}", line.extras),
                slots = line.slots,
                route = stops.join(" – ")
            )
        );
    }
    let _ = writeln!(out, "\n{}", tr!("cli-show-stations"));
    for station in map.stations().iter().filter(|s| s.stops.len() > 1) {
        let stops: Vec<String> = station.stops.iter().map(|&s| map.stop_label(s)).collect();
        let _ = writeln!(out, "  {}: {}", Printable::new(&station.name), stops.join(", "));
    }
    out
}
