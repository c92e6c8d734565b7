//! Hard limits on what a map, card set or save may hold, in one place.
//!
//! Files come from strangers. Every limit here is far above anything a real board, card set or game needs, and low
//! enough that the worst file within them is read, checked and reported in well under a second and a few tens of
//! megabytes (issue 9). Limits are checked *before* any work per element: a file over a limit is refused with one
//! diagnostic naming the limit, not checked element by element. The format documents (`docs/map-format.md`,
//! `docs/card-set-format.md`, `docs/save-format.md`) list every one of them; keep them in step.

/// The most bytes a map, card-set or Jidohanbaiki file may have (128 KiB, five times the built-in Tokyo map). The TOML
/// parser's own work grows with the bytes — up to one syntax error per byte, an inline table per six bytes, each
/// costing it about 2 µs and 250 bytes of memory — so this is what bounds checking any file at about 0.3 s and 35 MB.
pub const MAX_DATA_FILE_BYTES: usize = 128 << 10;
/// The most lines of text a map, card-set or Jidohanbaiki file may have (the built-in Tokyo map has 394).
pub const MAX_DATA_FILE_LINES: usize = 10_000;
/// The most problems reported for one file: the first ones by position, then a count of the others.
pub const MAX_PROBLEMS_REPORTED: usize = 200;

/// The most lines a map may have (so that per-line sets fit a `u16` bit set).
pub const MAX_LINES: usize = 16;
/// The most stops one line may have.
pub const MAX_STOPS_PER_LINE: usize = 64;
/// The most stops one station may group (CP-1.4).
pub const MAX_STOPS_PER_STATION: usize = 3;
/// The fewest spaces along either side of the grid.
pub const MIN_GRID_SIDE: i64 = 1;
/// The most spaces along either side of the grid.
pub const MAX_GRID_SIDE: i64 = 64;
/// The most players, and so the number of meeples the grid must have room for (CP-1.9).
pub const MAX_PLAYERS: usize = 5;
/// The most rows a map's `revenue_track` may list (it must list exactly this many: ¥0..=¥6,000 in ¥100 steps).
pub const REVENUE_TRACK_ROWS: usize = 61;

/// The most columns a card set may have.
pub const MAX_COLUMNS: usize = 8;
/// The most cards one column may have.
pub const MAX_CARDS_PER_COLUMN: usize = 16;
/// The most shares a line may have, and so the most entries of its `extras`.
pub const MAX_SHARES: usize = 4;
/// The most actions one card may show (TM-4.1).
pub const MAX_ACTIONS_PER_CARD: usize = 2;
/// The most colours a column may have.
pub const MAX_COLOURS_PER_COLUMN: usize = 2;
/// The most colour cards, and the most shape cards, of a Jidohanbaiki file (CP-3).
pub const MAX_JIDOHANBAIKI_CARDS: usize = 8;

/// The most characters of a name: of a map, card set, column, line, station, stop, Jidohanbaiki card or seat.
pub const MAX_NAME_CHARS: usize = 100;
/// The most characters of a map's or card set's free-text `description`.
pub const MAX_DESCRIPTION_CHARS: usize = 4_000;

/// The most bytes a save file may have (8 MiB: two embedded data files at their limit, JSON-escaped, and
/// [`MAX_ACTIONS`] actions of the longest kind).
pub const MAX_SAVE_BYTES: usize = 8 << 20;
/// The most actions one save may hold (a real game takes fewer than 1,000 decisions; a random bot's 5-player game
/// a few thousand).
pub const MAX_ACTIONS: usize = 100_000;
