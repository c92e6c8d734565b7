//! Narration: every [`Event`] and every [`Action`] in words, in the current language (`metro_lang`), in the game's
//! own words and with the map's names — for logs, replays and the GUI.
//!
//! Players are "Player 1" … "Player 5" (seat + 1) unless a [`Narrator`] is given seat labels (bot names, people's
//! names). Lines are named by letter and name ("G Ginza"), stations by name, stops by label and name
//! ("G9 Ginza"), spaces by the stations they touch ("next to Ginza (G2, M2)"), money as "¥1,200". Every sentence is
//! one message of the engine's catalog (`locales/*/narration.ftl`), so German and Italian order their words their way.
//!
//! Narration never panics, even for an action with ids that do not exist in the game (a corrupt save is narrated
//! before the engine refuses it): unknown ids are written as `line #7`, `station #40` and so on.

use metro_core::{ActionKind, LineId, SpaceId, StationId, StopId, VehicleKind, Yen};

use crate::action::{Action, SwapPayment};
use crate::event::{Event, PayoutKind, Reason};
use crate::game::Game;
use crate::ids::{ActionRef, CardId, PlayerId};
use crate::locale::tr;
use crate::module::{Looks, ModuleId};
use crate::state::{Meeple, Pending, Phase, Stage};

/// How a choice is worded: told in the log ("passes") or offered to the player on a button ("Pass").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mood {
    /// A verb phrase without its subject, for the log.
    Told,
    /// The imperative, for buttons and lists of what the player may do.
    Offered,
}

/// One message of two, by the mood: `worded!(mood, "choice-pass", "offer-pass", name = value)`.
macro_rules! worded {
    ($mood:expr, $told:literal, $offered:literal $(, $name:ident = $value:expr)* $(,)?) => {
        match $mood {
            Mood::Told => tr!($told $(, $name = $value)*),
            Mood::Offered => tr!($offered $(, $name = $value)*),
        }
    };
}

/// Turns events and actions into sentences, naming players by their seat labels.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Narrator {
    labels: Vec<String>,
}

/// One event as a sentence in the current language, players named "Player 1" … "Player 5".
pub fn describe(game: &Game, event: &Event) -> String {
    Narrator::default().event(game, event)
}

/// The pending player's choice `action` as a verb phrase without its subject, in the current language, e.g. "takes
/// Station ¥300/stop (Ginza / Marunouchi column)" or "boards the G train". Describes the choice against the game
/// *before* it is applied.
pub fn describe_action(game: &Game, action: &Action) -> String {
    Narrator::default().action(game, action)
}

/// Money as the game writes it in every language: `¥1,200`, `-¥1,500`.
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

/// The key of a [`Reason`] in the `log-cash-pays` / `log-cash-receives` messages.
fn reason_key(reason: Reason) -> &'static str {
    match reason {
        Reason::Bid => "bid",
        Reason::PassBonus => "pass-bonus",
        Reason::ActionCost => "action-cost",
        Reason::ShareExtra => "share-extra",
        Reason::Loan => "loan",
        Reason::Stake => "stake",
        Reason::StationPayout => "station-payout",
        Reason::Fare => "fare",
        Reason::Sell => "sell",
        Reason::Module { .. } => "module",
    }
}

impl Narrator {
    /// A narrator naming seat `i` by `labels[i]`; seats without a label (or with an empty one) are "Player i+1".
    pub fn new(labels: Vec<String>) -> Narrator {
        Narrator { labels }
    }

    /// A player's name: their label, or "Player N" (seat + 1) in the current language.
    pub fn player(&self, player: PlayerId) -> String {
        match self.labels.get(player.0 as usize) {
            Some(label) if !label.trim().is_empty() => label.clone(),
            _ => tr!("player-name", number = player.0 as usize + 1),
        }
    }

    /// A payment or an income of `player` for `reason`: "Player 1 pays ¥300 for the turn-order bid."
    fn cash(&self, game: &Game, player: PlayerId, delta: Yen, reason: Reason) -> String {
        let why = match reason {
            Reason::Module { module, code } => looks(game, module)
                .map_or_else(|| tr!("log-reason-house-rule"), |l| l.reason(code).into_owned()),
            _ => String::new(),
        };
        let (player, reason) = (self.player(player), reason_key(reason));
        if delta < 0 {
            tr!(
                "log-cash-pays",
                player = player,
                amount = yen(-delta),
                reason = reason,
                why = why
            )
        } else {
            tr!(
                "log-cash-receives",
                player = player,
                amount = yen(delta),
                reason = reason,
                why = why
            )
        }
    }

    /// One event as a sentence ending with a full stop, in the current language.
    pub fn event(&self, game: &Game, event: &Event) -> String {
        let who = |p: &PlayerId| self.player(*p);
        match event {
            Event::RoundStarted(round) => tr!("log-round-begins", round = *round),
            Event::PhaseStarted(phase) => format!("{}.", phase_name(*phase)),
            Event::Refreshed {
                column,
                discarded,
                dealt,
            } => {
                let column = column_name(game, *column);
                match discarded {
                    Some(old) => tr!(
                        "log-refreshed-discarded",
                        column = column,
                        old = card_name(game, *old),
                        new = card_name(game, *dealt)
                    ),
                    None => tr!("log-refreshed", column = column, new = card_name(game, *dealt)),
                }
            }
            Event::BidMade(p) => tr!("log-bid-made", player = who(p)),
            Event::BidsRevealed(bids) => {
                let list: Vec<String> = bids
                    .iter()
                    .map(|(p, bid, bonus)| {
                        if *bonus > 0 {
                            tr!(
                                "log-bid-with-bonus",
                                player = who(p),
                                bid = yen(*bid),
                                bonus = yen(*bonus)
                            )
                        } else {
                            format!("{} {}", who(p), yen(*bid))
                        }
                    })
                    .collect();
                tr!("log-bids-revealed", bids = list.join(", "))
            }
            Event::TurnOrder(order) => {
                let list: Vec<String> = order.iter().map(who).collect();
                tr!("log-turn-order", players = list.join(", "))
            }
            Event::Cash {
                player,
                delta,
                reason,
            } => self.cash(game, *player, *delta, *reason),
            Event::Value { line, delta, value } => {
                let id = if *delta < 0 {
                    "log-value-falls"
                } else {
                    "log-value-rises"
                };
                metro_lang::tr!(
                    crate::locale::WORDS,
                    id,
                    line = line_name(game, *line),
                    delta = yen(delta.abs()),
                    value = yen(*value)
                )
            }
            Event::MeepleMoved { player, to } => {
                tr!(
                    "log-meeple-moved",
                    player = who(player),
                    space = space_name(game, *to)
                )
            }
            Event::ActionTaken { player, action } => tr!(
                "log-action-taken",
                player = who(player),
                action = action_name(game, *player, *action)
            ),
            Event::Passed(p) => tr!("log-passed", player = who(p)),
            Event::StationBuilt { player, station } => tr!(
                "log-station-built",
                player = who(player),
                station = station_name(game, *station)
            ),
            Event::ShareTaken { player, line, number } => tr!(
                "log-share-taken",
                player = who(player),
                number = *number,
                line = line_name(game, *line)
            ),
            Event::ShareSold { player, line, amount } => tr!(
                "log-share-sold",
                player = who(player),
                line = line_name(game, *line),
                amount = yen(*amount)
            ),
            Event::Speculated { player, line, stake } => tr!(
                "log-speculated",
                player = who(player),
                line = line_name(game, *line),
                stake = yen(*stake)
            ),
            Event::SpeedTaken { player, tokens } => {
                tr!("log-speed-taken", player = who(player), count = *tokens)
            }
            Event::SpeedAssigned { player, line } => tr!(
                "log-speed-assigned",
                player = who(player),
                line = line_name(game, *line)
            ),
            Event::TokenReturned(p) => tr!("log-token-returned", player = who(p)),
            Event::Bike { player, taken: true } => tr!("log-bike-taken", player = who(player)),
            Event::Bike { player, taken: false } => tr!("log-bike-returned", player = who(player)),
            Event::Loan { player, taken: true } => tr!("log-loan-taken", player = who(player)),
            Event::Loan { player, taken: false } => tr!("log-loan-repaid", player = who(player)),
            Event::Disc { player, gained: true } => tr!("log-disc-gained", player = who(player)),
            Event::Disc {
                player,
                gained: false,
            } => tr!("log-disc-given-up", player = who(player)),
            Event::BidBonus { player, bonus } => {
                tr!("log-bid-bonus", player = who(player), amount = yen(*bonus))
            }
            Event::DiscountLifted { player, from, amount } => tr!(
                "log-discount-lifted",
                player = who(player),
                action = action_name(game, *player, *from),
                amount = yen(*amount)
            ),
            Event::CardTaken { player, card } => {
                let name = card_name(game, *card);
                match card_column(game, *card) {
                    Some(c) => tr!(
                        "log-card-taken",
                        player = who(player),
                        card = name,
                        column = column_name(game, c)
                    ),
                    None => tr!("log-card-taken-unknown-column", player = who(player), card = name),
                }
            }
            Event::VehiclePlaced { line, vehicle, stop } => tr!(
                "log-vehicle-placed",
                vehicle = capitalised(&vehicle_name(game, *line, *vehicle, false)),
                stop = stop_name(game, *stop)
            ),
            Event::VehicleStepped { line, vehicle, stop } => tr!(
                "log-vehicle-moved",
                vehicle = capitalised(&vehicle_name(game, *line, *vehicle, false)),
                stop = stop_name(game, *stop)
            ),
            Event::VehicleRemoved { line } => tr!(
                "log-vehicle-removed",
                vehicle = capitalised(&vehicle_name(game, *line, 0, false))
            ),
            Event::StationPayout {
                line,
                station,
                owner,
                value_rise,
                cash,
            } => {
                let (station, owner) = (station_name(game, *station), who(owner));
                let (line, rise) = (line_name(game, *line), yen(*value_rise));
                if *cash > 0 {
                    tr!(
                        "log-station-payout-cash",
                        station = station,
                        owner = owner,
                        line = line,
                        rise = rise,
                        cash = yen(*cash)
                    )
                } else {
                    tr!(
                        "log-station-payout",
                        station = station,
                        owner = owner,
                        line = line,
                        rise = rise
                    )
                }
            }
            Event::Boarded {
                player,
                line,
                vehicle,
            } => tr!(
                "log-boarded",
                player = who(player),
                vehicle = vehicle_name(game, *line, *vehicle, true)
            ),
            Event::Alighted { player, to } => {
                tr!(
                    "log-alighted",
                    player = who(player),
                    space = space_name(game, *to)
                )
            }
            Event::DiscsReturned => tr!("log-discs-returned"),
            // Bookkeeping for a seat's view, told by the events around it (a card taken, an action taken, a bid).
            Event::DiscardShown { .. }
            | Event::CopyReady { .. }
            | Event::CopyUsed { .. }
            | Event::OwnBid { .. }
            | Event::Awaiting(_) => String::new(),
            Event::Module(m) => match looks(game, m.module) {
                Some(looks) => looks.narrate(game, self, m),
                None => tr!("log-module-event", module = m.module.0, kind = m.kind),
            },
            Event::Payout(payout) => {
                let player = who(&payout.player);
                let line = payout
                    .line
                    .map_or_else(|| tr!("log-payout-any-line"), |l| line_name(game, l));
                let amount = yen(payout.amount.abs());
                match payout.kind {
                    PayoutKind::Speculation => {
                        tr!(
                            "log-payout-speculation",
                            player = player,
                            amount = amount,
                            line = line
                        )
                    }
                    PayoutKind::StakeReturn => {
                        tr!(
                            "log-payout-stake-return",
                            player = player,
                            amount = amount,
                            line = line
                        )
                    }
                    PayoutKind::Share => {
                        tr!("log-payout-share", player = player, amount = amount, line = line)
                    }
                    PayoutKind::SetAside => tr!("log-payout-set-aside", player = player, amount = amount),
                    PayoutKind::Loan => tr!("log-payout-loan", player = player, amount = amount),
                    PayoutKind::Module { module, code } => self.cash(
                        game,
                        payout.player,
                        payout.amount,
                        Reason::Module { module, code },
                    ),
                }
            }
            Event::GameOver { totals, winner } => {
                let list: Vec<String> = totals
                    .iter()
                    .enumerate()
                    .map(|(i, t)| format!("{} {}", who(&PlayerId(i as u8)), yen(*t)))
                    .collect();
                tr!("log-game-over", totals = list.join(", "), winner = who(winner))
            }
        }
    }

    /// The pending player's choice as a verb phrase without its subject ("boards the G train"), read against the
    /// game before the choice is applied, in the current language.
    pub fn action(&self, game: &Game, action: &Action) -> String {
        self.choice(game, action, Mood::Told)
    }

    /// The pending player's choice as it is offered to them on a button, in the imperative ("Board the G train"),
    /// read against the game before the choice is applied, in the current language.
    pub fn offer(&self, game: &Game, action: &Action) -> String {
        // German puts the verb last: "den Zug M starten" is shown "Den Zug M starten".
        capitalised(&self.choice(game, action, Mood::Offered))
    }

    fn choice(&self, game: &Game, action: &Action, mood: Mood) -> String {
        let mover = game.to_move();
        let pending = &game.state().pending;
        // A choice inside a module's stage reads as the module says.
        if let Pending::Resolving(r) = pending
            && let Stage::Module(stage) = r.stage
            && !matches!(action, Action::Done)
            && let Some(text) =
                looks(game, stage.module).and_then(|l| self.module_words(l, game, action, mood))
        {
            return text;
        }
        let mover_or_first = mover.unwrap_or(PlayerId(0));
        match *action {
            Action::Bid(amount) => worded!(mood, "choice-bid", "offer-bid", amount = yen(amount)),
            Action::Place(space) => worded!(
                mood,
                "choice-place",
                "offer-place",
                space = space_name(game, space)
            ),
            Action::MoveTo(space) => {
                worded!(mood, "choice-move", "offer-move", space = space_name(game, space))
            }
            Action::Stay => worded!(mood, "choice-stay", "offer-stay"),
            Action::Take(a) => worded!(
                mood,
                "choice-take",
                "offer-take",
                action = action_name(game, mover_or_first, a)
            ),
            Action::Copy(a) => worded!(
                mood,
                "choice-copy",
                "offer-copy",
                action = action_name(game, mover_or_first, a)
            ),
            Action::Pass => match mover.map(|p| game.player(p).discs_in_hand) {
                Some(discs) if discs > 0 && game.phase() == Phase::Actions => {
                    worded!(
                        mood,
                        "choice-pass-with-discs",
                        "offer-pass-with-discs",
                        count = discs
                    )
                }
                _ => worded!(mood, "choice-pass", "offer-pass"),
            },
            Action::Alight(space) => worded!(
                mood,
                "choice-alight",
                "offer-alight",
                space = space_name(game, space)
            ),
            Action::Board(vehicle) => match pending {
                Pending::Trains(cursor) => worded!(
                    mood,
                    "choice-board",
                    "offer-board",
                    vehicle = vehicle_name(game, LineId(cursor.line), vehicle, true)
                ),
                _ => worded!(
                    mood,
                    "choice-board-unknown",
                    "offer-board-unknown",
                    vehicle = vehicle
                ),
            },
            Action::Wait => {
                let riding = match (pending, mover.map(|p| game.player(p).meeple)) {
                    (Pending::Trains(cursor), Some(Meeple::Riding { line, .. })) => line.0 == cursor.line,
                    _ => false,
                };
                if riding {
                    worded!(mood, "choice-stay-aboard", "offer-stay-aboard")
                } else {
                    worded!(mood, "choice-do-not-board", "offer-do-not-board")
                }
            }
            Action::Station(station) => worded!(
                mood,
                "choice-build",
                "offer-build",
                station = station_name(game, station)
            ),
            Action::Line(line) => {
                let name = line_name(game, line);
                match resolving_kind(game) {
                    Some(ActionKind::Invest { .. } | ActionKind::InvestByDisc) => {
                        worded!(mood, "choice-invest", "offer-invest", line = name)
                    }
                    Some(ActionKind::Start { .. }) => {
                        worded!(
                            mood,
                            "choice-start",
                            "offer-start",
                            vehicle = vehicle_name(game, line, 0, true)
                        )
                    }
                    Some(ActionKind::Speculate) => {
                        worded!(mood, "choice-speculate", "offer-speculate", line = name)
                    }
                    Some(ActionKind::Sell) => worded!(mood, "choice-sell", "offer-sell", line = name),
                    _ => worded!(mood, "choice-line", "offer-line", line = name),
                }
            }
            Action::Column(column) => worded!(
                mood,
                "choice-column",
                "offer-column",
                column = column_name(game, column)
            ),
            Action::Stake(amount) => worded!(mood, "choice-stake", "offer-stake", amount = yen(amount)),
            Action::PayWith(SwapPayment::SpeedToken) => {
                worded!(mood, "choice-pay-with-speed-token", "offer-pay-with-speed-token")
            }
            Action::PayWith(SwapPayment::Bike) => {
                worded!(mood, "choice-pay-with-bike", "offer-pay-with-bike")
            }
            Action::Lift(a) => worded!(
                mood,
                "choice-lift",
                "offer-lift",
                action = action_name(game, mover_or_first, a)
            ),
            Action::Assign(line) => worded!(
                mood,
                "choice-assign",
                "offer-assign",
                line = line_name(game, line)
            ),
            Action::Module(m) => {
                match looks(game, m.module).and_then(|l| self.module_words(l, game, action, mood)) {
                    Some(text) => text,
                    None => worded!(mood, "choice-module", "offer-module", verb = m.verb),
                }
            }
            Action::Done => match pending {
                Pending::Resolving(r) if matches!(r.stage, Stage::Module(_)) => {
                    let Stage::Module(stage) = r.stage else {
                        return worded!(mood, "choice-done", "offer-done");
                    };
                    looks(game, stage.module)
                        .and_then(|l| self.module_words(l, game, action, mood))
                        .unwrap_or_else(|| worded!(mood, "choice-done", "offer-done"))
                }
                Pending::Resolving(r) if r.stage == Stage::Discounts => {
                    worded!(mood, "choice-no-more-discounts", "offer-no-more-discounts")
                }
                Pending::Resolving(r) if r.stage == Stage::Speed => {
                    worded!(mood, "choice-no-more-speed", "offer-no-more-speed")
                }
                _ => worded!(mood, "choice-done", "offer-done"),
            },
        }
    }

    /// A rule module's words for one of its choices, in `mood`: offered on a button, its own imperative if it has one,
    /// else its told words with a capital.
    fn module_words(&self, looks: &dyn Looks, game: &Game, action: &Action, mood: Mood) -> Option<String> {
        match mood {
            Mood::Told => looks.narrate_action(game, self, action),
            Mood::Offered => looks
                .offer_action(game, self, action)
                .or_else(|| looks.narrate_action(game, self, action).map(|t| capitalised(&t))),
        }
    }
}

/// The kind of the action being resolved, if any.
fn resolving_kind(game: &Game) -> Option<ActionKind> {
    match &game.state().pending {
        Pending::Resolving(r) => game.rules().kind(r.action),
        _ => None,
    }
}

/// A phase as a heading in the current language: "Turn-order phase".
pub fn phase_name(phase: Phase) -> String {
    match phase {
        Phase::TurnOrder => tr!("phase-turn-order"),
        Phase::Movement => tr!("phase-movement"),
        Phase::Actions => tr!("phase-actions"),
        Phase::Trains => tr!("phase-trains"),
        Phase::Ended => tr!("phase-ended"),
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The looks of a module of the game, if it has them.
fn looks(game: &Game, module: ModuleId) -> Option<&dyn Looks> {
    game.rules().module_get(module).and_then(|m| m.rules().looks())
}

/// "G Ginza", or "line #7" for a line the map does not have.
pub fn line_name(game: &Game, line: LineId) -> String {
    match game.map().lines().get(line.0 as usize) {
        Some(l) => format!("{} {}", l.letter, l.name),
        None => tr!("name-line-unknown", line = line.0),
    }
}

/// "the G train", "the P tram 2" (the vehicle index counts from 0); `object`: as the object of a sentence ("boards
/// the G train"), which German writes in another case.
fn vehicle_name(game: &Game, line: LineId, vehicle: u8, object: bool) -> String {
    match game.map().lines().get(line.0 as usize) {
        Some(l) => {
            let kind = match l.vehicle {
                VehicleKind::Train => "train",
                VehicleKind::Tram => "tram",
                VehicleKind::Bus => "bus",
            };
            let id = if object {
                "name-vehicle.object"
            } else {
                "name-vehicle"
            };
            metro_lang::tr!(
                crate::locale::WORDS,
                id,
                kind = kind,
                letter = l.letter.to_string(),
                number = vehicle as usize + 1
            )
        }
        None if object => tr!("name-vehicle-unknown.object", line = line.0),
        None => tr!("name-vehicle-unknown", line = line.0),
    }
}

/// A station by name.
pub fn station_name(game: &Game, station: StationId) -> String {
    match game.map().stations().get(station.0 as usize) {
        Some(s) => s.name.clone(),
        None => tr!("name-station-unknown", station = station.0),
    }
}

/// A stop by label and name: "G9 Ginza".
pub fn stop_name(game: &Game, stop: StopId) -> String {
    let map = game.map();
    if map.stops().get(stop.0 as usize).is_none() {
        return tr!("name-stop-unknown", stop = stop.0);
    }
    format!("{} {}", map.stop_label(stop), map.stop_name(stop))
}

/// A space by the stations it touches, as players name places: "next to Shinjuku (M4, S1)", "between Ginza (G7)
/// and Hibiya (H6)"; a space touching no stop by its nearest station: "near Ginza, 2 spaces south-east".
pub fn space_name(game: &Game, space: SpaceId) -> String {
    let map = game.map();
    if (space.0 as usize) >= map.space_count() {
        return tr!("name-space-unknown", space = space.0);
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
        [one] => tr!("space-next-to", place = one.as_str()),
        [first, second] => tr!("space-between", first = first.as_str(), second = second.as_str()),
        [rest @ .., last] => tr!(
            "space-next-to-many",
            places = rest.join(", "),
            last = last.as_str()
        ),
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
        return tr!("space-at", column = x + 1, row = y + 1);
    };
    // 8 compass directions from the station to the space; y grows southwards.
    let angle = (-(dy as f64)).atan2(dx as f64).to_degrees();
    let sector = ((angle + 360.0 + 22.5) / 45.0) as usize % 8;
    let direction = match sector {
        0 => tr!("direction-east"),
        1 => tr!("direction-north-east"),
        2 => tr!("direction-north"),
        3 => tr!("direction-north-west"),
        4 => tr!("direction-west"),
        5 => tr!("direction-south-west"),
        6 => tr!("direction-south"),
        _ => tr!("direction-south-east"),
    };
    // Spaces between it and the nearest space touching the stop.
    let steps = (dx.abs().max(dy.abs()) / 2).max(1);
    tr!(
        "space-near",
        station = station.name.as_str(),
        steps = steps,
        direction = direction
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
        None => tr!("name-column-unknown", column = column),
    }
}

/// An action kind in words, in the current language ("Station ¥300/stop"); a module's kinds as the module names them
/// ("Colour card black").
pub fn kind_name(game: &Game, kind: ActionKind) -> String {
    match kind {
        ActionKind::Module { module, .. } => match looks(game, ModuleId(module)) {
            Some(looks) => looks.kind_name(game, kind),
            None => builtin_kind_name(kind),
        },
        kind => builtin_kind_name(kind),
    }
}

/// A built-in action kind in words, in the current language: what `ActionKind`'s `Display` writes in English.
pub fn builtin_kind_name(kind: ActionKind) -> String {
    // amounts are written as the cards print them, without grouping: `¥{ $cost }`
    let amount = |yen: Yen| yen.to_string();
    match kind {
        ActionKind::Move { distance } => tr!("kind-move", distance = distance),
        ActionKind::Station { cost } => tr!("kind-station", cost = amount(cost)),
        ActionKind::StationSwap => tr!("kind-station-swap"),
        ActionKind::Invest { cost } => tr!("kind-invest", cost = amount(cost)),
        ActionKind::InvestByDisc => tr!("kind-invest-by-disc"),
        ActionKind::Start { value } => tr!("kind-start", value = amount(value)),
        ActionKind::Discount { amount: a } => tr!("kind-discount", amount = amount(a)),
        ActionKind::Bid { bonus } => tr!("kind-bid", bonus = amount(bonus)),
        ActionKind::Loan => tr!("kind-loan"),
        ActionKind::Repay => tr!("kind-repay"),
        ActionKind::Speculate => tr!("kind-speculate"),
        ActionKind::Speed { tokens } => tr!("kind-speed", tokens = tokens),
        ActionKind::Action { cost } => tr!("kind-action", cost = amount(cost)),
        ActionKind::Bike => tr!("kind-bike"),
        ActionKind::Card { cost } => tr!("kind-card", cost = amount(cost)),
        ActionKind::Sell => tr!("kind-sell"),
        ActionKind::Copy { cost } => tr!("kind-copy", cost = amount(cost)),
        ActionKind::Module { module, kind, param } => tr!(
            "kind-module",
            module = module,
            kind = kind,
            param = param.to_string()
        ),
        ActionKind::Extension { kind, param: Some(p) } => {
            tr!("kind-extension-with", kind = kind, param = p.to_string())
        }
        ActionKind::Extension { kind, param: None } => tr!("kind-extension", kind = kind),
    }
}

/// A card by its actions: "the Move 2 / Station ¥200/stop card"; a module's card as the module names it ("the black
/// colour card").
pub fn card_name(game: &Game, card: CardId) -> String {
    if card_column(game, card).is_none() {
        return tr!("name-card-unknown", card = card.0);
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
    tr!("name-card", actions = actions.join(" / "))
}

/// An action of a card with where it lies: "Station ¥300/stop (Ginza / Marunouchi column)", or "(own card)" for a
/// card `player` took with the Card action.
fn action_name(game: &Game, player: PlayerId, action: ActionRef) -> String {
    let Some(spec) = game.rules().action(action).filter(|_| action.action < 2) else {
        return tr!(
            "name-action-unknown",
            card = action.card.0,
            action = action.action
        );
    };
    let own = game
        .state()
        .players
        .get(player.0 as usize)
        .is_some_and(|p| p.personal_cards.contains(&action.card));
    let kind = kind_name(game, spec.kind);
    if own {
        return tr!("name-action-own-card", kind = kind);
    }
    match card_column(game, action.card) {
        Some(c) => tr!(
            "name-action-in-column",
            kind = kind,
            column = column_name(game, c)
        ),
        None => tr!("name-action-no-column", kind = kind),
    }
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
            n.event(&g, &Event::TurnOrder([PlayerId(1), PlayerId(0)].into())),
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
                &Event::BidsRevealed([(PlayerId(0), 300, 0), (PlayerId(1), 0, 200)].into())
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
                    totals: [3_400, -500].into(),
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

    /// A few events of each kind, and choices, as German players read them (words from crates/lang/GLOSSARY.md).
    #[test]
    fn narration_reads_in_german() {
        metro_lang::with_language(metro_lang::Language::German, || {
            let g = game(3);
            let ginza_g = g.map().stop_on(LineId(0), 2).unwrap();
            let ginza = g.map().station_by_name("Ginza").unwrap();
            let n = Narrator::new(vec!["Aiko".into()]);
            let said = |e: Event| n.event(&g, &e);
            assert_eq!(said(Event::Passed(PlayerId(2))), "Spieler 3 passt.");
            assert_eq!(said(Event::RoundStarted(2)), "Runde 2 beginnt.");
            assert_eq!(said(Event::PhaseStarted(Phase::Trains)), "Zugphase.");
            assert_eq!(
                said(Event::VehicleStepped {
                    line: LineId(0),
                    vehicle: 0,
                    stop: ginza_g
                }),
                "Der Zug G fährt nach G2 Ginza."
            );
            assert_eq!(
                said(Event::Boarded {
                    player: PlayerId(1),
                    line: LineId(0),
                    vehicle: 0
                }),
                "Spieler 2 steigt in den Zug G ein."
            );
            assert_eq!(
                said(Event::StationBuilt {
                    player: PlayerId(0),
                    station: ginza
                }),
                "Aiko baut eine Station in Ginza."
            );
            assert_eq!(
                said(Event::MeepleMoved {
                    player: PlayerId(1),
                    to: g.map().space(3, 2).unwrap()
                }),
                "Der Meeple von Spieler 2 zieht neben Ginza (M2)."
            );
            assert_eq!(
                said(Event::Value {
                    line: LineId(0),
                    delta: 1_000,
                    value: 1_200
                }),
                "G Ginza steigt um ¥1,000 auf ¥1,200."
            );
            assert_eq!(
                said(Event::ShareTaken {
                    player: PlayerId(1),
                    line: LineId(1),
                    number: 2
                }),
                "Spieler 2 nimmt Aktie Nr. 2 von M Marunouchi."
            );
            assert_eq!(
                said(Event::Cash {
                    player: PlayerId(0),
                    delta: -300,
                    reason: Reason::Bid
                }),
                "Aiko zahlt ¥300 für das Gebot um die Spielerreihenfolge."
            );
            assert_eq!(
                said(Event::SpeedTaken {
                    player: PlayerId(1),
                    tokens: 1
                }),
                "Spieler 2 nimmt 1 Tempo-Plättchen."
            );
            assert_eq!(
                said(Event::BidsRevealed(
                    [(PlayerId(0), 300, 0), (PlayerId(1), 0, 200)].into()
                )),
                "Gebote aufgedeckt: Aiko ¥300, Spieler 2 ¥0 + ¥200 Bonus-Yen."
            );
            assert_eq!(
                said(Event::GameOver {
                    totals: [3_400, -500].into(),
                    winner: PlayerId(1)
                }),
                "Endstand: Aiko ¥3,400, Spieler 2 -¥500. Spieler 2 gewinnt."
            );
            assert_eq!(
                space_name(&g, g.map().space(5, 2).unwrap()),
                "nahe Asakusa, 1 Feld südlich"
            );
            assert_eq!(
                space_name(&g, g.map().space(3, 0).unwrap()),
                "zwischen Ginza (G2) und Ikebukuro (M1)"
            );
            assert_eq!(describe_action(&g, &Action::Bid(1_200)), "bietet ¥1,200");
            assert_eq!(
                builtin_kind_name(metro_core::ActionKind::Station { cost: 300 }),
                "Station ¥300/Halt"
            );
            assert_eq!(phase_name(Phase::TurnOrder), "Spielerreihenfolge-Phase");
        });
    }

    /// The same moments as Italian players read them.
    #[test]
    fn narration_reads_in_italian() {
        metro_lang::with_language(metro_lang::Language::Italian, || {
            let g = game(3);
            let ginza_g = g.map().stop_on(LineId(0), 2).unwrap();
            let ginza = g.map().station_by_name("Ginza").unwrap();
            let n = Narrator::default();
            let said = |e: Event| n.event(&g, &e);
            assert_eq!(said(Event::Passed(PlayerId(2))), "Giocatore 3 passa.");
            assert_eq!(said(Event::RoundStarted(2)), "Inizia il round 2.");
            assert_eq!(said(Event::PhaseStarted(Phase::Trains)), "Fase dei Treni.");
            assert_eq!(
                said(Event::VehicleStepped {
                    line: LineId(0),
                    vehicle: 0,
                    stop: ginza_g
                }),
                "Il Treno G si sposta su G2 Ginza."
            );
            assert_eq!(
                said(Event::Boarded {
                    player: PlayerId(1),
                    line: LineId(0),
                    vehicle: 0
                }),
                "Giocatore 2 prende il Treno G."
            );
            assert_eq!(
                said(Event::StationBuilt {
                    player: PlayerId(0),
                    station: ginza
                }),
                "Giocatore 1 costruisce una Stazione a Ginza."
            );
            assert_eq!(
                said(Event::MeepleMoved {
                    player: PlayerId(1),
                    to: g.map().space(3, 2).unwrap()
                }),
                "Il Meeple di Giocatore 2 va accanto a Ginza (M2)."
            );
            assert_eq!(
                said(Event::Value {
                    line: LineId(0),
                    delta: -300,
                    value: 900
                }),
                "G Ginza scende di ¥300 a ¥900."
            );
            assert_eq!(
                said(Event::ShareTaken {
                    player: PlayerId(0),
                    line: LineId(1),
                    number: 2
                }),
                "Giocatore 1 prende lo Stock numero 2 di M Marunouchi."
            );
            assert_eq!(
                said(Event::Cash {
                    player: PlayerId(1),
                    delta: 200,
                    reason: Reason::PassBonus
                }),
                "Giocatore 2 riceve ¥200 per aver passato con dischetti ancora in mano."
            );
            assert_eq!(
                said(Event::SpeedTaken {
                    player: PlayerId(0),
                    tokens: 2
                }),
                "Giocatore 1 prende 2 segnalini Velocità."
            );
            assert_eq!(
                said(Event::GameOver {
                    totals: [3_400, -500].into(),
                    winner: PlayerId(0)
                }),
                "Totali finali: Giocatore 1 ¥3,400, Giocatore 2 -¥500. Vince Giocatore 1."
            );
            assert_eq!(
                space_name(&g, g.map().space(5, 2).unwrap()),
                "vicino a Asakusa, 1 spazio a sud"
            );
            assert_eq!(describe_action(&g, &Action::Bid(1_200)), "offre ¥1,200");
            assert_eq!(
                builtin_kind_name(metro_core::ActionKind::Invest { cost: 500 }),
                "Investimento ¥500"
            );
        });
    }

    /// A whole game narrated in German and in Italian: every sentence is made (no id left as text, no Fluent error
    /// mark), and none is the English one.
    #[test]
    fn a_whole_game_reads_in_every_language() {
        let mut g = game(3);
        let mut sentences = 0;
        while !g.is_over() {
            let action = g.legal_actions()[0];
            let choices: Vec<String> = [metro_lang::Language::German, metro_lang::Language::Italian]
                .map(|l| metro_lang::with_language(l, || describe_action(&g, &action)))
                .into();
            let english = describe_action(&g, &action);
            let before = g.clone();
            for event in g.apply(action).unwrap() {
                let english_event = describe(&before, &event);
                for language in [metro_lang::Language::German, metro_lang::Language::Italian] {
                    let text = metro_lang::with_language(language, || describe(&before, &event));
                    assert!(!text.contains('{') && !text.starts_with("log-"), "{text}");
                    // the phase heading of the game's end is shared with nothing else; payouts name amounts only
                    assert_ne!(text, english_event, "{language:?}: {text}");
                    sentences += 1;
                }
            }
            for choice in choices {
                assert!(
                    !choice.contains('{') && !choice.starts_with("choice-"),
                    "{choice}"
                );
                assert_ne!(choice, english);
            }
        }
        assert!(sentences > 100, "{sentences}");
    }

    /// An illegal action is told as the log tells who does what, in the language shown, never in its data form
    /// ("station 1"); once the game is over, only why.
    #[test]
    fn an_illegal_action_is_told_in_words() {
        let mut g = game(3);
        let wrong = Action::Station(StationId(1));
        let told = |g: &Game, language| {
            metro_lang::with_language(language, || g.clone().apply(wrong).unwrap_err().to_string())
        };
        let english = told(&g, metro_lang::Language::English);
        let who = Narrator::default().player(g.to_move().unwrap());
        assert!(
            english.starts_with(&format!("not allowed: {who} {} — ", describe_action(&g, &wrong))),
            "{english}"
        );
        assert!(!english.contains("station 1"), "{english}");
        for language in [metro_lang::Language::German, metro_lang::Language::Italian] {
            let text = told(&g, language);
            assert!(
                metro_lang::english_left(&english, &text).is_empty(),
                "{language:?}: {text}"
            );
        }
        while !g.is_over() {
            let action = g.legal_actions()[0];
            g.apply(action).unwrap();
        }
        let over = told(&g, metro_lang::Language::English);
        assert!(over.starts_with("not allowed: the game is over"), "{over}");
        let german = told(&g, metro_lang::Language::German);
        assert!(german.starts_with("nicht erlaubt: "), "{german}");
        assert!(metro_lang::english_left(&over, &german).is_empty(), "{german}");
    }

    /// Refusals ("why not") and what the game waits for, in German.
    #[test]
    fn refusals_read_in_german() {
        metro_lang::with_language(metro_lang::Language::German, || {
            let mut g = game(2);
            assert_eq!(
                g.pending_description(),
                "geheimes Gebot um die Spielerreihenfolge"
            );
            let refusal = g.explain(Action::Bid(150));
            assert_eq!(refusal.rule, "TM-6.4.1");
            assert_eq!(refusal.reason, "Gebote gehen in Schritten von ¥100, nicht ¥150");
            let error = g.apply(Action::Bid(150)).unwrap_err();
            assert_eq!(
                error.to_string(),
                "nicht erlaubt: Spieler 1 bietet ¥150 — Gebote gehen in Schritten von ¥100, nicht ¥150 (TM-6.4.1)"
            );
            assert_eq!(
                g.explain(Action::Stay).reason,
                "jetzt nicht wählbar: das Spiel wartet auf: geheimes Gebot um die Spielerreihenfolge"
            );
            assert_eq!(
                crate::SetupError::Players(7).to_string(),
                "ein Spiel hat 1 bis 5 Spieler, nicht 7 (TM-1.6)"
            );
        });
        // and the same refusal in English, as before
        metro_lang::with_language(metro_lang::Language::English, || {
            let g = game(2);
            assert_eq!(
                g.explain(Action::Bid(150)).reason,
                "bids are in ¥100 steps, not ¥150"
            );
        });
    }
}
