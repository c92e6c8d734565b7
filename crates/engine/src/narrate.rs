//! Narration: every [`Event`] and every [`Action`] in English, in the game's own words and with the map's names —
//! for logs, replays and the GUI.
//!
//! Players are "Player 1" … "Player 5" (seat + 1) unless a [`Narrator`] is given seat labels (bot names, people's
//! names). Lines are named by letter and name ("G Ginza"), stations by name, stops by label and name
//! ("G9 Ginza"), spaces by the stations they touch ("next to Ginza (G2, M2)"), money as "¥1,200".
//!
//! Narration never panics, even for an action with ids that do not exist in the game (a corrupt save is narrated
//! before the engine refuses it): unknown ids are written as `line #7`, `station #40` and so on.

use metro_core::{LineId, SpaceId, StationId, StopId, VehicleKind, Yen};

use crate::action::{Action, SwapPayment};
use crate::event::{Event, PayoutKind, Reason};
use crate::game::Game;
use crate::ids::{ActionRef, CardId, PlayerId};
use crate::module::{Looks, ModuleId};
use crate::state::{Meeple, Pending, Phase, Stage};

/// Turns events and actions into sentences, naming players by their seat labels.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Narrator {
    labels: Vec<String>,
}

/// One event as an English sentence, players named "Player 1" … "Player 5".
pub fn describe(game: &Game, event: &Event) -> String {
    Narrator::default().event(game, event)
}

/// The pending player's choice `action` as an English verb phrase without its subject, e.g. "takes Station
/// ¥300/stop (Ginza / Marunouchi column)" or "boards the G train". Describes the choice against the game *before*
/// it is applied.
pub fn describe_action(game: &Game, action: &Action) -> String {
    Narrator::default().action(game, action)
}

/// Money as the game writes it: `¥1,200`, `-¥1,500`.
pub fn yen(amount: Yen) -> String {
    let digits = amount.unsigned_abs().to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(c);
    }
    if amount < 0 {
        format!("-¥{grouped}")
    } else {
        format!("¥{grouped}")
    }
}

impl Narrator {
    /// A narrator naming seat `i` by `labels[i]`; seats without a label (or with an empty one) are "Player i+1".
    pub fn new(labels: Vec<String>) -> Narrator {
        Narrator { labels }
    }

    /// A player's name: their label, or "Player N" (seat + 1).
    pub fn player(&self, player: PlayerId) -> String {
        match self.labels.get(player.0 as usize) {
            Some(label) if !label.trim().is_empty() => label.clone(),
            _ => format!("Player {}", player.0 as usize + 1),
        }
    }

    /// One event as an English sentence ending with a full stop.
    pub fn event(&self, game: &Game, event: &Event) -> String {
        let who = |p: &PlayerId| self.player(*p);
        match event {
            Event::RoundStarted(round) => format!("Round {round} begins."),
            Event::PhaseStarted(phase) => format!("{}.", phase_name(*phase)),
            Event::Refreshed {
                column,
                discarded,
                dealt,
            } => {
                let column_name = column_name(game, *column);
                match discarded {
                    Some(old) => format!(
                        "{column_name} column: {} goes to the discard pile; {} is dealt.",
                        card_name(game, *old),
                        card_name(game, *dealt)
                    ),
                    None => format!("{column_name} column: {} is dealt.", card_name(game, *dealt)),
                }
            }
            Event::BidMade(p) => format!("{} makes a secret bid.", who(p)),
            Event::BidsRevealed(bids) => {
                let list: Vec<String> = bids
                    .iter()
                    .map(|(p, bid, bonus)| {
                        if *bonus > 0 {
                            format!("{} {} + {} bonus", who(p), yen(*bid), yen(*bonus))
                        } else {
                            format!("{} {}", who(p), yen(*bid))
                        }
                    })
                    .collect();
                format!("Bids revealed: {}.", list.join(", "))
            }
            Event::TurnOrder(order) => {
                let list: Vec<String> = order.iter().map(who).collect();
                format!("Turn order: {}.", list.join(", "))
            }
            Event::Cash {
                player,
                delta,
                reason,
            } => {
                let why = reason_words(game, *reason);
                if *delta < 0 {
                    format!("{} pays {} {why}.", who(player), yen(-delta))
                } else {
                    format!("{} receives {} {why}.", who(player), yen(*delta))
                }
            }
            Event::Value { line, delta, value } => {
                let verb = if *delta < 0 { "falls" } else { "rises" };
                format!(
                    "{} {verb} {} to {}.",
                    line_name(game, *line),
                    yen(delta.abs()),
                    yen(*value)
                )
            }
            Event::MeepleMoved { player, to } => {
                format!("{}'s meeple goes {}.", who(player), space_name(game, *to))
            }
            Event::ActionTaken { player, action } => {
                format!("{} takes {}.", who(player), action_name(game, *player, *action))
            }
            Event::Passed(p) => format!("{} passes.", who(p)),
            Event::StationBuilt { player, station } => {
                format!(
                    "{} builds a station at {}.",
                    who(player),
                    station_name(game, *station)
                )
            }
            Event::ShareTaken { player, line, number } => {
                format!(
                    "{} takes share #{number} of {}.",
                    who(player),
                    line_name(game, *line)
                )
            }
            Event::ShareSold { player, line, amount } => format!(
                "{} sells their share of {} and sets {} aside.",
                who(player),
                line_name(game, *line),
                yen(*amount)
            ),
            Event::Speculated { player, line, stake } => {
                format!(
                    "{} speculates on {} with a stake of {}.",
                    who(player),
                    line_name(game, *line),
                    yen(*stake)
                )
            }
            Event::SpeedTaken { player, tokens } => match tokens {
                1 => format!("{} takes 1 speed token.", who(player)),
                n => format!("{} takes {n} speed tokens.", who(player)),
            },
            Event::SpeedAssigned { player, line } => {
                format!(
                    "{} assigns a speed token to {}.",
                    who(player),
                    line_name(game, *line)
                )
            }
            Event::TokenReturned(p) => format!("{} returns a speed token to the supply.", who(p)),
            Event::Bike { player, taken: true } => format!("{} takes a bike.", who(player)),
            Event::Bike { player, taken: false } => {
                format!("{} returns their bike to the supply.", who(player))
            }
            Event::Loan { player, taken: true } => format!("{} takes a loan.", who(player)),
            Event::Loan { player, taken: false } => format!("{} repays a loan.", who(player)),
            Event::Disc { player, gained: true } => format!("{} gains an action disc.", who(player)),
            Event::Disc {
                player,
                gained: false,
            } => format!("{} gives up an action disc for good.", who(player)),
            Event::BidBonus { player, bonus } => {
                format!(
                    "{} sets {} beside their turn-order disc for the next bid.",
                    who(player),
                    yen(*bonus)
                )
            }
            Event::DiscountLifted { player, from, amount } => format!(
                "{} lifts their discs from {} for {} off.",
                who(player),
                action_name(game, *player, *from),
                yen(*amount)
            ),
            Event::CardTaken { player, card } => {
                let column =
                    card_column(game, *card).map_or_else(|| "a".to_string(), |c| column_name(game, c));
                format!(
                    "{} takes {} from the {column} discard pile.",
                    who(player),
                    card_name(game, *card)
                )
            }
            Event::VehiclePlaced { line, vehicle, stop } => {
                let v = capitalised(&vehicle_name(game, *line, *vehicle));
                format!("{v} is placed at {}.", stop_name(game, *stop))
            }
            Event::VehicleStepped { line, vehicle, stop } => {
                let v = capitalised(&vehicle_name(game, *line, *vehicle));
                format!("{v} moves to {}.", stop_name(game, *stop))
            }
            Event::VehicleRemoved { line } => {
                format!("{} leaves the map.", capitalised(&vehicle_name(game, *line, 0)))
            }
            Event::StationPayout {
                line,
                station,
                owner,
                value_rise,
                cash,
            } => {
                let mut text = format!(
                    "{} pays out to its owner {}: {} rises {}",
                    station_name(game, *station),
                    who(owner),
                    line_name(game, *line),
                    yen(*value_rise)
                );
                if *cash > 0 {
                    text.push_str(&format!(" and {} receives {}", who(owner), yen(*cash)));
                }
                text.push('.');
                text
            }
            Event::Boarded {
                player,
                line,
                vehicle,
            } => {
                format!("{} boards {}.", who(player), vehicle_name(game, *line, *vehicle))
            }
            Event::Alighted { player, to } => {
                format!("{} alights {}.", who(player), space_name(game, *to))
            }
            Event::DiscsReturned => "All action discs return to their owners.".to_string(),
            Event::Module(m) => match looks(game, m.module) {
                Some(looks) => looks.narrate(game, self, m),
                None => format!("Module #{} event {}.", m.module.0, m.kind),
            },
            Event::Payout(payout) => {
                let p = who(&payout.player);
                let line = payout
                    .line
                    .map_or_else(|| "a line".to_string(), |l| line_name(game, l));
                let amount = yen(payout.amount.abs());
                match payout.kind {
                    PayoutKind::Speculation => format!("{p} receives {amount} for a speculation on {line}."),
                    PayoutKind::StakeReturn => format!("{p} gets the {amount} stake on {line} back."),
                    PayoutKind::Share => format!("{p} receives {amount} for a share of {line}."),
                    PayoutKind::SetAside => format!("{p} adds the {amount} set aside by selling."),
                    PayoutKind::Loan => format!("{p} pays {amount} for loans still held."),
                    PayoutKind::Module { module, code } => {
                        let why = reason_words(game, Reason::Module { module, code });
                        if payout.amount < 0 {
                            format!("{p} pays {amount} {why}.")
                        } else {
                            format!("{p} receives {amount} {why}.")
                        }
                    }
                }
            }
            Event::GameOver { totals, winner } => {
                let list: Vec<String> = totals
                    .iter()
                    .enumerate()
                    .map(|(i, t)| format!("{} {}", who(&PlayerId(i as u8)), yen(*t)))
                    .collect();
                format!("Final totals: {}. {} wins.", list.join(", "), who(winner))
            }
        }
    }

    /// The pending player's choice as a verb phrase without its subject ("boards the G train"), read against the
    /// game before the choice is applied.
    pub fn action(&self, game: &Game, action: &Action) -> String {
        let mover = game.to_move();
        let pending = &game.state().pending;
        // A choice inside a module's stage reads as the module says.
        if let Pending::Resolving(r) = pending
            && let Stage::Module(stage) = r.stage
            && !matches!(action, Action::Done)
            && let Some(text) = looks(game, stage.module).and_then(|l| l.narrate_action(game, self, action))
        {
            return text;
        }
        match *action {
            Action::Bid(amount) => format!("bids {}", yen(amount)),
            Action::Place(space) => format!("places their meeple {}", space_name(game, space)),
            Action::MoveTo(space) => format!("moves {}", space_name(game, space)),
            Action::Stay => "stays where they are".to_string(),
            Action::Take(a) => format!("takes {}", action_name(game, mover.unwrap_or(PlayerId(0)), a)),
            Action::Copy(a) => format!("copies {}", action_name(game, mover.unwrap_or(PlayerId(0)), a)),
            Action::Pass => match mover.map(|p| game.player(p).discs_in_hand) {
                Some(discs) if discs > 0 && game.phase() == Phase::Actions => {
                    format!(
                        "passes with {discs} disc{} left",
                        if discs == 1 { "" } else { "s" }
                    )
                }
                _ => "passes".to_string(),
            },
            Action::Alight(space) => format!("alights {}", space_name(game, space)),
            Action::Board(vehicle) => match pending {
                Pending::Trains(cursor) => {
                    format!("boards {}", vehicle_name(game, LineId(cursor.line), vehicle))
                }
                _ => format!("boards vehicle {vehicle}"),
            },
            Action::Wait => {
                let riding = match (pending, mover.map(|p| game.player(p).meeple)) {
                    (Pending::Trains(cursor), Some(Meeple::Riding { line, .. })) => line.0 == cursor.line,
                    _ => false,
                };
                if riding {
                    "stays aboard".to_string()
                } else {
                    "does not board".to_string()
                }
            }
            Action::Station(station) => format!("builds at {}", station_name(game, station)),
            Action::Line(line) => {
                let name = line_name(game, line);
                match resolving_kind(game) {
                    Some(metro_core::ActionKind::Invest { .. } | metro_core::ActionKind::InvestByDisc) => {
                        format!("invests in {name}")
                    }
                    Some(metro_core::ActionKind::Start { .. }) => {
                        format!("starts {}", vehicle_name(game, line, 0))
                    }
                    Some(metro_core::ActionKind::Speculate) => format!("speculates on {name}"),
                    Some(metro_core::ActionKind::Sell) => format!("sells their share of {name}"),
                    _ => format!("chooses {name}"),
                }
            }
            Action::Column(column) => {
                format!(
                    "takes the top card of the {} discard pile",
                    column_name(game, column)
                )
            }
            Action::Stake(amount) => format!("stakes {}", yen(amount)),
            Action::PayWith(SwapPayment::SpeedToken) => "pays with a speed token".to_string(),
            Action::PayWith(SwapPayment::Bike) => "pays with the bike".to_string(),
            Action::Lift(a) => {
                format!(
                    "lifts their discs from {}",
                    action_name(game, mover.unwrap_or(PlayerId(0)), a)
                )
            }
            Action::Assign(line) => format!("assigns a speed token to {}", line_name(game, line)),
            Action::Module(m) => {
                match looks(game, m.module).and_then(|l| l.narrate_action(game, self, action)) {
                    Some(text) => text,
                    None => format!("chooses module action {}", m.verb),
                }
            }
            Action::Done => match pending {
                Pending::Resolving(r) if matches!(r.stage, Stage::Module(_)) => {
                    let Stage::Module(stage) = r.stage else {
                        return "is done".to_string();
                    };
                    looks(game, stage.module)
                        .and_then(|l| l.narrate_action(game, self, action))
                        .unwrap_or_else(|| "is done".to_string())
                }
                Pending::Resolving(r) if r.stage == Stage::Discounts => "lifts no more discounts".to_string(),
                Pending::Resolving(r) if r.stage == Stage::Speed => {
                    "assigns no more speed tokens".to_string()
                }
                _ => "is done".to_string(),
            },
        }
    }
}

/// The kind of the action being resolved, if any.
fn resolving_kind(game: &Game) -> Option<metro_core::ActionKind> {
    match &game.state().pending {
        Pending::Resolving(r) => game.rules().kind(r.action),
        _ => None,
    }
}

/// A phase as a heading: "Turn-order phase".
pub fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::TurnOrder => "Turn-order phase",
        Phase::Movement => "Movement phase",
        Phase::Actions => "Action phase",
        Phase::Trains => "Train phase",
        Phase::Ended => "The game is over",
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn reason_words(game: &Game, reason: Reason) -> std::borrow::Cow<'static, str> {
    use std::borrow::Cow::Borrowed;
    Borrowed(match reason {
        Reason::Bid => "for the turn-order bid",
        Reason::PassBonus => "for passing with discs left",
        Reason::ActionCost => "for the action",
        Reason::ShareExtra => "as the share's extra",
        Reason::Loan => "for the loan",
        Reason::Stake => "as the speculation stake",
        Reason::StationPayout => "from the station payout",
        Reason::Fare => "as the fare",
        Reason::Sell => "set aside from the sale",
        Reason::Module { module, code } => {
            return looks(game, module).map_or(Borrowed("by a house rule"), |l| l.reason(code));
        }
    })
}

/// The looks of a module of the game, if it has them.
fn looks(game: &Game, module: ModuleId) -> Option<&dyn Looks> {
    game.rules().module_get(module).and_then(|m| m.rules().looks())
}

/// "G Ginza", or "line #7" for a line the map does not have.
pub fn line_name(game: &Game, line: LineId) -> String {
    match game.map().lines().get(line.0 as usize) {
        Some(l) => format!("{} {}", l.letter, l.name),
        None => format!("line #{}", line.0),
    }
}

/// "the G train", "the P tram 2"; the vehicle index counts from 0.
fn vehicle_name(game: &Game, line: LineId, vehicle: u8) -> String {
    match game.map().lines().get(line.0 as usize) {
        Some(l) if l.vehicle == VehicleKind::Train => format!("the {} train", l.letter),
        Some(l) => format!("the {} {} {}", l.letter, l.vehicle.name(), vehicle as usize + 1),
        None => format!("the vehicle of line #{}", line.0),
    }
}

/// A station by name.
pub fn station_name(game: &Game, station: StationId) -> String {
    match game.map().stations().get(station.0 as usize) {
        Some(s) => s.name.clone(),
        None => format!("station #{}", station.0),
    }
}

/// A stop by label and name: "G9 Ginza".
pub fn stop_name(game: &Game, stop: StopId) -> String {
    let map = game.map();
    if map.stops().get(stop.0 as usize).is_none() {
        return format!("stop #{}", stop.0);
    }
    format!("{} {}", map.stop_label(stop), map.stop_name(stop))
}

/// A space by the stations it touches, as players name places: "next to Shinjuku (M4, S1)", "between Ginza (G7)
/// and Hibiya (H6)"; a space touching no stop by its nearest station: "near Ginza, 2 spaces south-east".
pub fn space_name(game: &Game, space: SpaceId) -> String {
    let map = game.map();
    if (space.0 as usize) >= map.space_count() {
        return format!("space #{}", space.0);
    }
    // The stations (or small circles) the space touches, each with the labels of its stops there, in map order.
    let mut places: Vec<(String, Vec<String>)> = Vec::new();
    for &stop in map.stops_touching(space) {
        let name = match map.stop(stop).station {
            Some(station) => map.station(station).name.clone(),
            None => map.stop_name(stop),
        };
        let label = map.stop_label(stop);
        match places.iter_mut().find(|(n, _)| *n == name) {
            Some((_, labels)) => labels.push(label),
            None => places.push((name, vec![label])),
        }
    }
    let named: Vec<String> = places
        .iter()
        .map(|(name, labels)| format!("{name} ({})", labels.join(", ")))
        .collect();
    match named.as_slice() {
        [] => near_name(game, space),
        [one] => format!("next to {one}"),
        [first, second] => format!("between {first} and {second}"),
        [rest @ .., last] => format!("next to {} and {last}", rest.join(", ")),
    }
}

/// A space touching no stop, by its nearest station and the way to it: "near Ginza, 2 spaces south-east".
fn near_name(game: &Game, space: SpaceId) -> String {
    let map = game.map();
    let (x, y) = map.space_xy(space);
    // Distances in half units, from the space's centre to each station's stops.
    let (cx, cy) = (2 * x + 1, 2 * y + 1);
    let nearest = map
        .stations()
        .iter()
        .flat_map(|station| station.stops.iter().map(move |&stop| (station, stop)))
        .map(|(station, stop)| {
            let at = map.stop(stop).at;
            let (dx, dy) = (cx - at.x2, cy - at.y2);
            (dx * dx + dy * dy, dx, dy, station)
        })
        .min_by_key(|&(d, ..)| d);
    let Some((_, dx, dy, station)) = nearest else {
        let (x, y) = map.space_xy(space);
        return format!("the space in column {}, row {}", x + 1, y + 1);
    };
    // 8 compass directions from the station to the space; y grows southwards.
    let angle = (-(dy as f64)).atan2(dx as f64).to_degrees();
    let directions = [
        "east",
        "north-east",
        "north",
        "north-west",
        "west",
        "south-west",
        "south",
        "south-east",
    ];
    let sector = ((angle + 360.0 + 22.5) / 45.0) as usize % 8;
    // Spaces between it and the nearest space touching the stop.
    let steps = (dx.abs().max(dy.abs()) / 2).max(1);
    format!(
        "near {}, {steps} space{} {}",
        station.name,
        if steps == 1 { "" } else { "s" },
        directions[sector]
    )
}

/// The column a card belongs to, if the card exists.
fn card_column(game: &Game, card: CardId) -> Option<u8> {
    game.rules().card_column_of(card)
}

/// A column by name: "Ginza / Marunouchi", or a module's column by its name.
fn column_name(game: &Game, column: u8) -> String {
    match game.rules().column_look(column) {
        Some((name, _)) => name.to_string(),
        None => format!("column #{column}"),
    }
}

/// An action kind in words; a module's kinds as the module names them ("Colour card black").
pub fn kind_name(game: &Game, kind: metro_core::ActionKind) -> String {
    match kind {
        metro_core::ActionKind::Module { module, .. } => match looks(game, ModuleId(module)) {
            Some(looks) => looks.kind_name(game, kind),
            None => kind.to_string(),
        },
        kind => kind.to_string(),
    }
}

/// A card by its actions: "the Move 2 / Station ¥200/stop card"; a module's card as the module names it ("the black
/// colour card").
pub fn card_name(game: &Game, card: CardId) -> String {
    if card_column(game, card).is_none() {
        return format!("card #{}", card.0);
    }
    if let Some(module) = game.rules().card_module(card)
        && let Some(name) = looks(game, module).and_then(|l| l.card_name(game, card))
    {
        return name;
    }
    let actions: Vec<String> = (0..2u8)
        .filter_map(|a| game.rules().action(ActionRef { card, action: a }))
        .map(|spec| kind_name(game, spec.kind))
        .collect();
    format!("the {} card", actions.join(" / "))
}

/// An action of a card with where it lies: "Station ¥300/stop (Ginza / Marunouchi column)", or "(own card)" for a
/// card `player` took with the Card action.
fn action_name(game: &Game, player: PlayerId, action: ActionRef) -> String {
    let Some(spec) = game.rules().action(action).filter(|_| action.action < 2) else {
        return format!("action {}.{}", action.card.0, action.action);
    };
    let own = game
        .state()
        .players
        .get(player.0 as usize)
        .is_some_and(|p| p.personal_cards.contains(&action.card));
    let place = if own {
        "own card".to_string()
    } else {
        card_column(game, action.card).map_or_else(
            || "no column".to_string(),
            |c| format!("{} column", column_name(game, c)),
        )
    };
    format!("{} ({place})", kind_name(game, spec.kind))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use metro_core::{KindCatalogue, Map};

    use super::*;
    use crate::event::Payout;
    use crate::rules::{RuleOptions, Setup};

    const MAP: &str = r##"
name = "Test"
columns = 6
rows = 4
start_trains_leave = true

[[lines]]
letter = "G"
name = "Ginza"
colour = "#F39700"
shares = 3
extras = [0, 300, 600]
slots = 2
stops = [
  { at = [1, 1], station = "Shibuya" },
  { at = [3, 1], station = "Ginza" },
  { at = [5, 1], station = "Asakusa" },
]

[[lines]]
letter = "M"
name = "Marunouchi"
colour = "#E60012"
shares = 2
extras = [0, 300]
slots = 1
stops = [
  { at = [3, 0], station = "Ikebukuro" },
  { at = [3, 2], station = "Ginza", name = "Ginza (M)" },
  { at = [3, 4], station = "Ogikubo" },
]
"##;

    fn game(players: usize) -> Game {
        let map: Arc<Map> = Arc::new(metro_data::load_map("test.toml", MAP).unwrap());
        let cards = Arc::new(
            metro_data::load_card_set("tokyo", metro_tokyo::CARDS_TOML, &KindCatalogue::builtin()).unwrap(),
        );
        Game::new(
            Setup {
                map,
                cards,
                players,
                options: RuleOptions::default(),
                modules: Vec::new(),
            },
            3,
        )
        .unwrap()
    }

    #[test]
    fn money_is_grouped_by_thousands() {
        assert_eq!(yen(0), "¥0");
        assert_eq!(yen(300), "¥300");
        assert_eq!(yen(1_200), "¥1,200");
        assert_eq!(yen(12_000), "¥12,000");
        assert_eq!(yen(1_234_500), "¥1,234,500");
        assert_eq!(yen(-1_500), "-¥1,500");
    }

    #[test]
    fn players_lines_stations_stops_and_spaces_use_the_map_names() {
        let g = game(3);
        let ginza_g = g.map().stop_on(LineId(0), 2).unwrap();
        let ginza_m = g.map().stop_on(LineId(1), 2).unwrap();
        let ginza = g.map().station_by_name("Ginza").unwrap();
        let n = Narrator::default();
        assert_eq!(n.event(&g, &Event::Passed(PlayerId(2))), "Player 3 passes.");
        assert_eq!(
            n.event(
                &g,
                &Event::VehicleStepped {
                    line: LineId(0),
                    vehicle: 0,
                    stop: ginza_g
                }
            ),
            "The G train moves to G2 Ginza."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::VehiclePlaced {
                    line: LineId(1),
                    vehicle: 0,
                    stop: ginza_m
                }
            ),
            "The M train is placed at M2 Ginza (M)."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::StationBuilt {
                    player: PlayerId(0),
                    station: ginza
                }
            ),
            "Player 1 builds a station at Ginza."
        );
        let space = g.map().space(3, 2).unwrap();
        assert_eq!(
            n.event(
                &g,
                &Event::MeepleMoved {
                    player: PlayerId(1),
                    to: space
                }
            ),
            "Player 2's meeple goes next to Ginza (M2)."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::Value {
                    line: LineId(0),
                    delta: 1_000,
                    value: 1_200
                }
            ),
            "G Ginza rises ¥1,000 to ¥1,200."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::ShareTaken {
                    player: PlayerId(0),
                    line: LineId(1),
                    number: 2
                }
            ),
            "Player 1 takes share #2 of M Marunouchi."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::StationPayout {
                    line: LineId(0),
                    station: ginza,
                    owner: PlayerId(1),
                    value_rise: 200,
                    cash: 200
                }
            ),
            "Ginza pays out to its owner Player 2: G Ginza rises ¥200 and Player 2 receives ¥200."
        );
    }

    #[test]
    fn spaces_are_named_by_the_stations_they_touch() {
        let g = game(2);
        let name = |x, y| space_name(&g, g.map().space(x, y).unwrap());
        // Corner [3, 1] holds G2 and [3, 2] holds M2, both of station Ginza.
        assert_eq!(name(2, 1), "next to Ginza (G2, M2)");
        // Space (1, 0) touches G1 at corner [1, 1] (Shibuya) and nothing else.
        assert_eq!(name(0, 0), "next to Shibuya (G1)");
        // Space (3, 0) touches M1 Ikebukuro at [3, 0] and G2 Ginza at [3, 1].
        assert_eq!(name(3, 0), "between Ginza (G2) and Ikebukuro (M1)");
        // Spaces (5, 2) and (0, 3) touch no stop: named by the nearest station.
        assert_eq!(name(5, 2), "near Asakusa, 1 space south");
        assert_eq!(name(0, 2), "near Shibuya, 1 space south");
        assert!(!name(5, 2).contains('('));
        let n = Narrator::default();
        let text = n.action(&g, &Action::Place(g.map().space(0, 0).unwrap()));
        assert_eq!(text, "places their meeple next to Shibuya (G1)");
    }

    #[test]
    fn labels_replace_seat_numbers() {
        let g = game(2);
        let n = Narrator::new(vec!["Aiko".into(), String::new()]);
        assert_eq!(
            n.event(&g, &Event::TurnOrder(vec![PlayerId(1), PlayerId(0)])),
            "Turn order: Player 2, Aiko."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::Cash {
                    player: PlayerId(0),
                    delta: -300,
                    reason: Reason::Bid
                }
            ),
            "Aiko pays ¥300 for the turn-order bid."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::Cash {
                    player: PlayerId(1),
                    delta: 200,
                    reason: Reason::PassBonus
                }
            ),
            "Player 2 receives ¥200 for passing with discs left."
        );
        assert_eq!(
            n.event(
                &g,
                &Event::BidsRevealed(vec![(PlayerId(0), 300, 0), (PlayerId(1), 0, 200)])
            ),
            "Bids revealed: Aiko ¥300, Player 2 ¥0 + ¥200 bonus."
        );
    }

    #[test]
    fn end_game_events_read_as_payouts_and_totals() {
        let g = game(2);
        let payout = |kind, amount| Payout {
            kind,
            line: Some(LineId(0)),
            player: PlayerId(0),
            amount,
        };
        assert_eq!(
            describe(&g, &Event::Payout(payout(PayoutKind::Share, 2_900))),
            "Player 1 receives ¥2,900 for a share of G Ginza."
        );
        assert_eq!(
            describe(
                &g,
                &Event::Payout(Payout {
                    line: None,
                    ..payout(PayoutKind::Loan, -3_000)
                })
            ),
            "Player 1 pays ¥3,000 for loans still held."
        );
        assert_eq!(
            describe(
                &g,
                &Event::GameOver {
                    totals: vec![3_400, -500],
                    winner: PlayerId(0)
                }
            ),
            "Final totals: Player 1 ¥3,400, Player 2 -¥500. Player 1 wins."
        );
        assert_eq!(describe(&g, &Event::PhaseStarted(Phase::Trains)), "Train phase.");
        assert_eq!(describe(&g, &Event::RoundStarted(2)), "Round 2 begins.");
    }

    #[test]
    fn taking_an_action_names_it_and_its_column() {
        let mut g = game(2);
        // Bid, place both meeples, then the first face-up card's first action.
        while g.phase() != Phase::Actions {
            let first = g.legal_actions()[0];
            g.apply(first).unwrap();
        }
        let card = g.state().columns[0].rows[0].unwrap();
        let action = ActionRef { card, action: 0 };
        let kind = g.rules().kind(action).unwrap();
        let column = g.rules().cards().columns()[0].name.clone();
        assert_eq!(
            describe_action(&g, &Action::Take(action)),
            format!("takes {kind} ({column} column)")
        );
        assert!(column.contains("Ginza"), "{column}");
        let mover = g.to_move().unwrap();
        let event = Event::ActionTaken {
            player: mover,
            action,
        };
        assert_eq!(
            describe(&g, &event),
            format!("Player {} takes {kind} ({column} column).", mover.0 + 1)
        );
        assert_eq!(describe_action(&g, &Action::Pass), "passes with 3 discs left");
        assert_eq!(describe_action(&g, &Action::Bid(1_200)), "bids ¥1,200");
    }

    #[test]
    fn choices_inside_an_action_follow_the_action_kind() {
        let mut g = game(2);
        while g.phase() != Phase::Actions {
            let first = g.legal_actions()[0];
            g.apply(first).unwrap();
        }
        // Find an Invest or Start action on the table and take it.
        let wanted = g.legal_actions().into_iter().find(|a| match a {
            Action::Take(r) => {
                matches!(
                    g.rules().kind(*r),
                    Some(metro_core::ActionKind::Invest { .. } | metro_core::ActionKind::Start { .. })
                )
            }
            _ => false,
        });
        let Some(take) = wanted else { return };
        g.apply(take).unwrap();
        let line = LineId(0);
        let text = describe_action(&g, &Action::Line(line));
        assert!(
            text == "invests in G Ginza" || text == "starts the G train",
            "{text}"
        );
    }

    #[test]
    fn train_choices_name_the_vehicle() {
        let mut g = game(2);
        let mut seen_board = false;
        let mut steps = 0;
        while !g.is_over() && steps < 5_000 {
            let legal = g.legal_actions();
            if let Some(board) = legal.iter().find(|a| matches!(a, Action::Board(_))) {
                let text = describe_action(&g, board);
                assert!(
                    text.starts_with("boards the ") && text.ends_with(" train"),
                    "{text}"
                );
                assert_eq!(describe_action(&g, &Action::Wait), "does not board");
                seen_board = true;
            }
            // Prefer starting trains, building stations and boarding, to reach the train moments quickly.
            let pick = legal
                .iter()
                .find(|a| matches!(a, Action::Board(_) | Action::Line(_)))
                .or_else(|| legal.iter().find(|a| matches!(a, Action::Take(_))))
                .copied()
                .unwrap_or(legal[legal.len() - 1]);
            g.apply(pick).unwrap();
            steps += 1;
        }
        let _ = seen_board;
    }

    #[test]
    fn unknown_ids_are_narrated_without_panicking() {
        let g = game(2);
        let bogus = [
            Action::Line(LineId(200)),
            Action::Station(StationId(9_999)),
            Action::Place(SpaceId(60_000)),
            Action::Take(ActionRef {
                card: CardId(250),
                action: 7,
            }),
            Action::Lift(ActionRef {
                card: CardId(3),
                action: 9,
            }),
            Action::Column(99),
            Action::Board(9),
        ];
        for action in bogus {
            assert!(!describe_action(&g, &action).is_empty());
        }
        let events = [
            Event::VehicleStepped {
                line: LineId(77),
                vehicle: 3,
                stop: StopId(5_000),
            },
            Event::CardTaken {
                player: PlayerId(9),
                card: CardId(250),
            },
            Event::Refreshed {
                column: 40,
                discarded: Some(CardId(250)),
                dealt: CardId(251),
            },
        ];
        for event in events {
            assert!(!describe(&g, &event).is_empty());
        }
        assert_eq!(
            describe_action(&g, &Action::Line(LineId(200))),
            "chooses line #200"
        );
    }
}
