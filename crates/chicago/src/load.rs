//! Reading a board file: TOML → [`BoardSpec`] with metro-data's schema reader (every missing, mistyped and unknown
//! key reported, with stand-ins so the rest is still checked) → [`Board::new`] (the meaning, CEM-10.4), every problem
//! at file:line:column as a [`Diagnostics`]. The text's size and line count are capped before it is parsed
//! (`metro_core::limits::MAX_DATA_FILE_BYTES`, `MAX_DATA_FILE_LINES`), each array is read up to its limit, and the
//! checks are linear in the hexes, so any input is refused or accepted in bounded time and memory.

use metro_core::{Locus, Rgb};
use metro_data::Diagnostics;
use metro_data::schema::{Doc, Sink, Val};

use crate::board::{
    Board, BoardSpec, CompanySpec, GAME_KEY, HexSpec, IndustrialSpec, MAX_COMPANIES, MAX_HEXES,
    MAX_INDUSTRIAL, MAX_ROW_VALUES,
};

/// Reads and checks a Chicago Express board file. `file` is the name shown in diagnostics.
pub fn load_board(file: &str, text: &str) -> Result<Board, Diagnostics> {
    let mut doc = Doc::parse(file, text)?;
    let mut spec = None;
    doc.read(|root, d| spec = Some(read_board(root, d)));
    doc.finish(spec, Board::new)
}

/// Whether a TOML text declares itself a Chicago Express board (`game = "chicago-express"` at the top level), so a
/// front end can tell it from a Tokyo Metro map before loading it. Looks only at the lines before the first table
/// header, and reads at most the size a board file may have.
pub fn is_chicago_express(text: &str) -> bool {
    if text.len() > metro_core::limits::MAX_DATA_FILE_BYTES {
        return false;
    }
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            return false;
        }
        if let Some(rest) = line.strip_prefix("game") {
            let rest = rest.trim_start();
            if let Some(value) = rest.strip_prefix('=') {
                let value = value.split('#').next().unwrap_or("").trim();
                return value == format!("\"{GAME_KEY}\"") || value == format!("'{GAME_KEY}'");
            }
        }
    }
    false
}

fn int_or(d: &mut Sink, value: Option<i64>, at: Locus, default: i64) -> i64 {
    value.unwrap_or_else(|| d.stand_in(at, default))
}

fn read_board(root: Val<'_, '_>, d: &mut Sink) -> BoardSpec {
    let at = Locus::root();
    let top = root.table(
        d,
        &[
            "game",
            "name",
            "description",
            "columns",
            "rows",
            "chicago",
            "houses",
            "dials",
            "end",
            "initial_auctions",
            "hexes",
            "companies",
            "industrial",
        ],
    );
    let game = top
        .req_str(d, "game")
        .unwrap_or_else(|| d.stand_in(at.key("game"), GAME_KEY.to_string()));
    let name = top
        .req_str(d, "name")
        .unwrap_or_else(|| d.stand_in(at.key("name"), "?".into()));
    let description = top.opt_str(d, "description").unwrap_or_default();
    let columns = top.req_int(d, "columns");
    let columns = int_or(d, columns, at.key("columns"), 26);
    let rows = top.req_int(d, "rows");
    let rows = int_or(d, rows, at.key("rows"), 99);
    let chicago = top
        .req_str(d, "chicago")
        .unwrap_or_else(|| d.stand_in(at.key("chicago"), String::new()));
    let houses = top.req_int(d, "houses");
    let houses = int_or(d, houses, at.key("houses"), 0);

    let mut dials = [1; 3];
    match top.req_value(d, "dials") {
        Some(v) => {
            let t = v.table(d, &["auction", "develop", "build"]);
            for (i, key) in ["auction", "develop", "build"].into_iter().enumerate() {
                let value = t.req_int(d, key);
                dials[i] = int_or(d, value, at.key("dials").key(key), 1);
            }
        }
        None => {
            d.stand_in(at.key("dials"), ());
        }
    }
    let (mut end_companies, mut end_houses) = (1, 0);
    match top.req_value(d, "end") {
        Some(v) => {
            let t = v.table(d, &["companies", "houses"]);
            let companies = t.req_int(d, "companies");
            end_companies = int_or(d, companies, at.key("end").key("companies"), 1);
            let houses = t.req_int(d, "houses");
            end_houses = int_or(d, houses, at.key("end").key("houses"), 0);
        }
        None => {
            d.stand_in(at.key("end"), ());
        }
    }

    let initial_auctions = top
        .req_array_max(d, "initial_auctions", MAX_COMPANIES, "companies")
        .unwrap_or_else(|| d.stand_in(at.key("initial_auctions"), Vec::new()))
        .iter()
        .enumerate()
        .map(|(i, v)| {
            v.str(d)
                .unwrap_or_else(|| d.stand_in(at.key("initial_auctions").index(i), String::new()))
        })
        .collect();

    let hex_values = top
        .req_array_max(d, "hexes", MAX_HEXES, "hexes")
        .unwrap_or_else(|| d.stand_in(at.key("hexes"), Vec::new()));
    let hexes = hex_values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let at = at.key("hexes").index(i);
            let t = v.table(d, &["at", "kind", "name", "cost", "income", "house"]);
            let label = t
                .req_str(d, "at")
                .unwrap_or_else(|| d.stand_in(at.key("at"), format!("?{i}")));
            let kind = t
                .req_str(d, "kind")
                .unwrap_or_else(|| d.stand_in(at.clone(), "plains".into()));
            let mut number = |key: &str| {
                t.opt_value(d, key)
                    .map(|v| v.int(d).unwrap_or_else(|| d.stand_in(at.clone(), 1)))
            };
            let cost = number("cost");
            let income = number("income");
            let house = number("house");
            let name = t.opt_str(d, "name");
            HexSpec {
                at: label,
                kind,
                name,
                cost,
                income,
                house,
            }
        })
        .collect();

    let company_values = top
        .req_array_max(d, "companies", MAX_COMPANIES, "companies")
        .unwrap_or_else(|| d.stand_in(at.key("companies"), Vec::new()));
    let companies = company_values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let at = at.key("companies").index(i);
            let t = v.table(
                d,
                &[
                    "key",
                    "name",
                    "colour",
                    "shares",
                    "locomotives",
                    "start",
                    "income",
                    "initial_bid",
                    "opens",
                ],
            );
            let key = t
                .req_str(d, "key")
                .unwrap_or_else(|| d.stand_in(at.clone(), format!("?{i}")));
            let name = t
                .req_str(d, "name")
                .unwrap_or_else(|| d.stand_in(at.key("name"), "?".into()));
            let colour = t
                .req_colour(d, "colour")
                .unwrap_or_else(|| d.stand_in(at.key("colour"), Rgb(0, 0, 0)));
            let shares = t.req_int(d, "shares");
            let shares = int_or(d, shares, at.key("shares"), 1);
            let locomotives = t.req_int(d, "locomotives");
            let locomotives = int_or(d, locomotives, at.key("locomotives"), 1);
            let start = t
                .req_str(d, "start")
                .unwrap_or_else(|| d.stand_in(at.clone(), String::new()));
            let mut number = |key: &str| {
                t.opt_value(d, key)
                    .map(|v| v.int(d).unwrap_or_else(|| d.stand_in(at.clone(), 1)))
            };
            let income = number("income");
            let initial_bid = number("initial_bid");
            let opens = t.opt_str(d, "opens");
            CompanySpec {
                key,
                name,
                colour,
                shares,
                locomotives,
                start,
                income,
                initial_bid,
                opens,
            }
        })
        .collect();

    let industrial = match top.opt_value(d, "industrial") {
        None => Vec::new(),
        Some(v) => v
            .array_max(d, MAX_INDUSTRIAL, "industrial")
            .unwrap_or_else(|| d.stand_in(at.key("industrial"), Vec::new()))
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let at = at.key("industrial").index(i);
                let t = v.table(d, &["hex", "values", "grows"]);
                let hex = t
                    .req_str(d, "hex")
                    .unwrap_or_else(|| d.stand_in(at.clone(), String::new()));
                let values = match t.req_array_max(d, "values", MAX_ROW_VALUES, "values") {
                    Some(items) => {
                        let values: Vec<i64> = items.iter().filter_map(|v| v.int(d)).collect();
                        if values.len() != items.len() {
                            d.stand_in(at.clone(), ());
                        }
                        values
                    }
                    None => d.stand_in(at.clone(), vec![0]),
                };
                let grows = t
                    .req_str(d, "grows")
                    .unwrap_or_else(|| d.stand_in(at.key("grows"), "develop".into()));
                IndustrialSpec { hex, values, grows }
            })
            .collect(),
    };

    BoardSpec {
        game,
        name,
        description,
        columns,
        rows,
        chicago,
        houses,
        dials,
        end_companies,
        end_houses,
        hexes,
        companies,
        initial_auctions,
        industrial,
    }
}
