//! Balance: what the games of realistic bots (every bot but the random one, which picks among the legal actions at
//! random and so plays like nobody) say about a design, with the figures behind each finding — a line that takes most
//! of the game's value, a line that never gains value, a share whose holders win far above their share of the seats,
//! a seat that wins significantly more or less than its share, an action the realistic bots never take though it was
//! legal.
//!
//! [`Balance`] is folded from the end of each game ([`Balance::add_game`]: the line values, who held shares, who
//! won), so the design checks' play-tests and the app's simulation screen (from `metro sim`'s records) fold the same
//! way and find the same findings ([`balance_findings`]).

use metro_core::Yen;
use metro_core::text::printable;
use metro_sim::GameRecord;
use metro_sim::tournament::Z95;
use metro_sim::wilson_at as wilson;
use serde::{Deserialize, Serialize};

use super::{DesignCheck, Finding, Places, action_locus, line_locus};
use crate::locale::tr;
use crate::subject::Subject;

/// Balance findings need at least this many games of realistic bots (fewer say too little).
pub const MIN_BALANCE_GAMES: u64 = 20;

/// A line dominates when its mean end value is at least this part of the sum of every line's mean end value (on a map
/// of three lines or more).
pub const DOMINANT_SHARE: f64 = 0.5;

/// A line "never gains value" when it ends above ¥0 in at most this part of the games.
pub const WORTHLESS_SHARE: f64 = 0.02;

/// The z of the seats' intervals: 99.5% two-sided, as a map is checked for every seat of every player count at once
/// (a 95% interval would find a seat advantage by chance in about one check in three).
const Z_SEATS: f64 = 2.81;

/// One line's end over the games folded.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineBalance {
    /// Its end values summed (on the revenue track, before payouts).
    pub value: i64,
    /// Games it ended above ¥0.
    pub valued: u64,
    /// Games of two players or more in which someone held a share of it at the end.
    pub held: u64,
    /// Of those, games the winner held one.
    pub holder_won: u64,
    /// Of those, the holders' share of the seats summed, in thousandths: what the holders would win were holding its
    /// share no help (a line held by 1 of 4 players: 250).
    pub fair_millis: u64,
}

/// One player count's games: how often each seat won.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatBalance {
    /// Games of this player count.
    pub games: u64,
    /// Wins per seat.
    pub wins: Vec<u64>,
}

/// What the games of realistic bots showed of a design's balance, summed over the games.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Balance {
    /// Games folded.
    pub games: u64,
    /// Per line, in revenue-track order.
    pub lines: Vec<LineBalance>,
    /// Per player count (index: players − 1).
    pub seats: Vec<SeatBalance>,
}

/// One line at the end of a game.
#[derive(Clone, Copy, Debug)]
pub struct LineEnd<'a> {
    /// Its value on the revenue track.
    pub value: Yen,
    /// The seats holding a share of it (a seat once per share it holds).
    pub holders: &'a [usize],
}

impl Balance {
    /// Nothing seen yet, for a map of `lines` lines.
    pub fn new(lines: usize) -> Balance {
        Balance {
            games: 0,
            lines: vec![LineBalance::default(); lines],
            seats: Vec::new(),
        }
    }

    /// Folds in one game of `players` players that `winner` (a seat) won, its lines as they ended.
    pub fn add_game(&mut self, players: usize, winner: usize, lines: &[LineEnd<'_>]) {
        self.games += 1;
        if self.lines.len() < lines.len() {
            self.lines.resize(lines.len(), LineBalance::default());
        }
        for (sum, line) in self.lines.iter_mut().zip(lines) {
            sum.value += i64::from(line.value);
            sum.valued += u64::from(line.value > 0);
            let mut seats: Vec<usize> = line.holders.to_vec();
            seats.sort_unstable();
            seats.dedup();
            // A solo game has no one to win against: it says nothing of what a share decides.
            if !seats.is_empty() && players >= 2 {
                sum.held += 1;
                sum.holder_won += u64::from(seats.contains(&winner));
                sum.fair_millis += (1000 * seats.len() / players.max(1)) as u64;
            }
        }
        if players >= 1 {
            if self.seats.len() < players {
                self.seats.resize(players, SeatBalance::default());
            }
            let row = &mut self.seats[players - 1];
            row.games += 1;
            if row.wins.len() < players {
                row.wins.resize(players, 0);
            }
            if let Some(w) = row.wins.get_mut(winner) {
                *w += 1;
            }
        }
    }

    /// Folds in one game as `metro sim` records it (the app's simulation screen folds its runs so): the same fold as
    /// [`Balance::add_game`] from the game's end, read from the record's lines, shareholders and winner.
    pub fn add_record(&mut self, record: &GameRecord) {
        let lines = record.lines.iter().map(|l| {
            (
                l.value,
                l.shareholders.iter().map(|h| usize::from(h.player)).collect(),
            )
        });
        self.add_holdings(record.players.len(), usize::from(record.winner), lines);
    }

    /// Folds in one game from each line's end value and the seats holding its shares (a seat once per share): what
    /// [`Balance::add_record`] and the play-tests read from a record or a game's end.
    pub fn add_holdings(
        &mut self,
        players: usize,
        winner: usize,
        lines: impl IntoIterator<Item = (Yen, Vec<usize>)>,
    ) {
        let lines: Vec<(Yen, Vec<usize>)> = lines.into_iter().collect();
        let ends: Vec<LineEnd<'_>> = lines
            .iter()
            .map(|(value, holders)| LineEnd {
                value: *value,
                holders,
            })
            .collect();
        self.add_game(players, winner, &ends);
    }

    /// Adds what another fold saw.
    pub fn add(&mut self, other: &Balance) {
        self.games += other.games;
        if self.lines.len() < other.lines.len() {
            self.lines.resize(other.lines.len(), LineBalance::default());
        }
        for (a, b) in self.lines.iter_mut().zip(&other.lines) {
            a.value += b.value;
            a.valued += b.valued;
            a.held += b.held;
            a.holder_won += b.holder_won;
            a.fair_millis += b.fair_millis;
        }
        if self.seats.len() < other.seats.len() {
            self.seats.resize(other.seats.len(), SeatBalance::default());
        }
        for (a, b) in self.seats.iter_mut().zip(&other.seats) {
            a.games += b.games;
            if a.wins.len() < b.wins.len() {
                a.wins.resize(b.wins.len(), 0);
            }
            for (x, y) in a.wins.iter_mut().zip(&b.wins) {
                *x += y;
            }
        }
    }

    /// A line's mean end value.
    pub fn mean_value(&self, line: usize) -> f64 {
        match self.lines.get(line) {
            Some(l) if self.games > 0 => l.value as f64 / self.games as f64,
            _ => 0.0,
        }
    }
}

/// A percentage for messages: "62%".
fn percent(x: f64) -> String {
    format!("{:.0}%", 100.0 * x)
}

/// A mean amount for messages: "¥3,787".
fn mean_yen(x: f64) -> String {
    // wide: a plugin's payments may take a mean past `Yen`'s range
    metro_engine::narrate::yen_wide(x.round() as i64)
}

/// The balance findings of `balance` on `subject`: by line (dominant, worthless, a share that decides), by seat and
/// by card action (never taken by the realistic bots though the random bot took it: `taken_by_random`, per card and
/// action, and `taken_realistic` likewise; empty when the random bot did not play). `bot` names the realistic bots
/// in messages.
pub fn balance_findings(
    subject: &Subject,
    balance: &Balance,
    taken_realistic: &[[u64; 2]],
    taken_by_random: &[[u64; 2]],
    bot: &str,
) -> Vec<Finding> {
    let mut out = Vec::new();
    if balance.games < MIN_BALANCE_GAMES {
        return out;
    }
    let places = Places { subject };
    lines(subject, balance, bot, &places, &mut out);
    seats(balance, bot, &places, &mut out);
    actions(
        subject,
        balance,
        taken_realistic,
        taken_by_random,
        bot,
        &places,
        &mut out,
    );
    out
}

/// Dominant lines, lines that never gain value, shares that decide the game.
fn lines(subject: &Subject, balance: &Balance, bot: &str, places: &Places<'_>, out: &mut Vec<Finding>) {
    let map = subject.map();
    let games = balance.games;
    let means: Vec<f64> = (0..map.lines().len()).map(|l| balance.mean_value(l)).collect();
    let sum: f64 = means.iter().sum();
    let valued_lines = balance
        .lines
        .iter()
        .filter(|l| l.valued as f64 > WORTHLESS_SHARE * games as f64)
        .count();
    for (li, line) in map.lines().iter().enumerate() {
        let Some(seen) = balance.lines.get(li) else {
            continue;
        };
        let letter = printable(&line.letter).to_string();
        let mean = means[li];
        if map.lines().len() >= 3 && sum > 0.0 && mean >= DOMINANT_SHARE * sum {
            let others = (sum - mean) / (map.lines().len() - 1) as f64;
            out.push(places.map(
                DesignCheck::LineDominates,
                line_locus(li).key("letter"),
                "TM-11.3",
                tr!(
                    "design-line-dominates",
                    line = letter.clone(),
                    mean = mean_yen(mean),
                    part = percent(mean / sum),
                    others = mean_yen(others),
                    games = games,
                    bot = bot.to_string()
                ),
            ));
        }
        // Worthless: only where other lines do gain value (else the whole map is flat, which the others say).
        if seen.valued as f64 <= WORTHLESS_SHARE * games as f64 && valued_lines > 0 {
            out.push(places.map(
                DesignCheck::LineWorthless,
                line_locus(li).key("letter"),
                "TM-9.3",
                tr!(
                    "design-line-worthless",
                    line = letter.clone(),
                    zero = games - seen.valued,
                    games = games,
                    mean = mean_yen(mean),
                    bot = bot.to_string()
                ),
            ));
        }
        if seen.held >= MIN_BALANCE_GAMES {
            let fair = seen.fair_millis as f64 / 1000.0 / seen.held as f64;
            let (low, _) = wilson(seen.holder_won, seen.held, Z95);
            if low >= fair + (1.0 - fair) / 2.0 {
                out.push(places.map(
                    DesignCheck::ShareDecides,
                    line_locus(li).key("letter"),
                    "TM-11.8",
                    tr!(
                        "design-share-decides",
                        line = letter,
                        won = seen.holder_won,
                        held = seen.held,
                        rate = percent(seen.holder_won as f64 / seen.held as f64),
                        low = percent(low),
                        fair = percent(fair),
                        bot = bot.to_string()
                    ),
                ));
            }
        }
    }
}

/// Seats that win significantly more or less than their share (99.5% intervals), per player count.
fn seats(balance: &Balance, bot: &str, places: &Places<'_>, out: &mut Vec<Finding>) {
    for (i, row) in balance.seats.iter().enumerate() {
        let players = i + 1;
        if players < 2 || row.games < MIN_BALANCE_GAMES {
            continue;
        }
        let fair = 1.0 / players as f64;
        for (seat, &wins) in row.wins.iter().enumerate() {
            let (low, high) = wilson(wins, row.games, Z_SEATS);
            let more = if low > fair {
                "yes"
            } else if high < fair {
                "no"
            } else {
                continue;
            };
            out.push(places.map(
                DesignCheck::SeatAdvantage,
                metro_core::Locus::root().key("name"),
                "TM-11.8",
                tr!(
                    "design-seat-advantage",
                    seat = seat + 1,
                    players = players,
                    more = more,
                    wins = wins,
                    games = row.games,
                    rate = percent(wins as f64 / row.games as f64),
                    low = percent(low),
                    high = percent(high),
                    fair = percent(fair),
                    bot = bot.to_string()
                ),
            ));
        }
    }
}

/// One action kind on the cards, in the order of its first action there: where, how many actions, how often taken at
/// random and by realistic bots.
struct KindTaken {
    kind: metro_core::ActionKind,
    first: (usize, usize, usize),
    actions: usize,
    random: u64,
    realistic: u64,
}

/// Action kinds the realistic bots never took in their games, on any card, though the random bot took them often
/// (they were legal): a kind nobody who plays for money wants. Found at the kind's first action on the cards.
fn actions(
    subject: &Subject,
    balance: &Balance,
    taken_realistic: &[[u64; 2]],
    taken_by_random: &[[u64; 2]],
    bot: &str,
    places: &Places<'_>,
    out: &mut Vec<Finding>,
) {
    let cards = subject.cards();
    let per_column = cards.cards_per_column();
    let mut kinds: Vec<KindTaken> = Vec::new();
    for (ci, column) in cards.columns().iter().enumerate() {
        for (ki, card) in column.cards.iter().enumerate() {
            for (ai, action) in card.actions.iter().enumerate() {
                let id = ci * per_column + ki;
                let random = taken_by_random.get(id).map_or(0, |t| t[ai.min(1)]);
                let realistic = taken_realistic.get(id).map_or(0, |t| t[ai.min(1)]);
                match kinds.iter_mut().find(|k| k.kind == action.kind) {
                    Some(k) => {
                        k.actions += 1;
                        k.random += random;
                        k.realistic += realistic;
                    }
                    None => kinds.push(KindTaken {
                        kind: action.kind,
                        first: (ci, ki, ai),
                        actions: 1,
                        random,
                        realistic,
                    }),
                }
            }
        }
    }
    for KindTaken {
        kind,
        first: (ci, ki, ai),
        actions,
        random,
        realistic,
    } in kinds
    {
        if realistic > 0 || random < super::MIN_EXPECTED {
            continue;
        }
        out.push(places.cards_unruled(
            DesignCheck::ActionNeverWorth,
            action_locus(ci, ki, ai),
            tr!(
                "design-action-never-worth",
                kind = kind.to_string(),
                actions = actions,
                games = balance.games,
                random = random,
                bot = bot.to_string()
            ),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_held_by_the_winner_every_game_is_counted_against_its_fair_share() {
        let mut b = Balance::new(2);
        for g in 0..10 {
            let winner = g % 4;
            b.add_game(
                4,
                winner,
                &[
                    LineEnd {
                        value: 100,
                        holders: &[winner],
                    },
                    LineEnd {
                        value: 0,
                        holders: &[],
                    },
                ],
            );
        }
        assert_eq!(b.games, 10);
        assert_eq!(b.lines[0].held, 10);
        assert_eq!(b.lines[0].holder_won, 10);
        assert_eq!(b.lines[0].fair_millis, 2500);
        assert_eq!(b.lines[1].held, 0);
        assert_eq!(b.lines[1].valued, 0);
        assert_eq!(b.seats[3].games, 10);
        assert_eq!(b.seats[3].wins, vec![3, 3, 2, 2]);
        let mut twice = b.clone();
        twice.add(&b);
        assert_eq!(twice.games, 20);
        assert_eq!(twice.lines[0].holder_won, 20);
        assert_eq!(twice.seats[3].wins, vec![6, 6, 4, 4]);
    }

    #[test]
    fn wilson_intervals_widen_with_z() {
        let (l95, h95) = wilson(30, 100, Z95);
        let (l99, h99) = wilson(30, 100, Z_SEATS);
        assert!(l99 < l95 && h99 > h95);
        assert!((l95 - 0.219).abs() < 0.005, "{l95}");
    }
}
