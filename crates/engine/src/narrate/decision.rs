//! One decision told for the log, each fact once: the decision, then what it caused, leaving out what only repeats
//! it ("places their meeple" is not followed by "the meeple goes to"), the value rise and cash a station payout's own
//! sentence tells, a stake the speculation names, and a rule module's payment its own event tells
//! ([`crate::module::Looks::told_payments`]). Language-neutral: [`Told`] says what a line tells (the decision, or
//! one event), where it belongs, whether the animation takes a beat for it and the places it concerns; a front end
//! or a server renders it in a language where it is shown ([`Narrator::line`]).

use metro_core::{LineId, SpaceId, StationId};

use super::Narrator;
use crate::action::Action;
use crate::event::{Event, Reason};
use crate::game::Game;
use crate::ids::PlayerId;
use crate::locale::tr;
use crate::module::ToldPayment;
use crate::state::Phase;

/// What one log line tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tells {
    /// The decision itself ("Player 1 takes Move 3").
    Decision,
    /// The event it shows.
    Event,
    /// Nothing: the event is shown (folded into the view, animated) but another line tells it.
    Nothing,
}

/// The places one line concerns, for a front end to outline on the board or to pop a payment up at.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Places {
    /// Spaces (where a meeple went).
    pub spaces: Vec<SpaceId>,
    /// Stations (built, paying out, where a module's payment was made).
    pub stations: Vec<StationId>,
    /// Lines (invested in, speculated on, whose vehicle ran, whose value changed).
    pub lines: Vec<LineId>,
    /// Action cards (an action taken from one).
    pub cards: Vec<crate::ids::CardId>,
}

impl Places {
    /// Whether there is nothing.
    pub fn is_empty(&self) -> bool {
        self.spaces.is_empty() && self.stations.is_empty() && self.lines.is_empty() && self.cards.is_empty()
    }

    /// What an event names.
    pub fn of_event(event: &Event) -> Places {
        let mut out = Places::default();
        match *event {
            Event::MeepleMoved { to, .. } | Event::Alighted { to, .. } => out.spaces.push(to),
            Event::StationBuilt { station, .. } => out.stations.push(station),
            Event::StationPayout { line, station, .. } => {
                out.stations.push(station);
                out.lines.push(line);
            }
            Event::Value { line, .. }
            | Event::ShareTaken { line, .. }
            | Event::ShareSold { line, .. }
            | Event::Speculated { line, .. }
            | Event::SpeedAssigned { line, .. }
            | Event::Boarded { line, .. }
            | Event::VehicleStepped { line, .. }
            | Event::VehicleRemoved { line }
            | Event::VehiclePlaced { line, .. } => out.lines.push(line),
            Event::Payout(p) => out.lines.extend(p.line),
            _ => {}
        }
        out
    }

    /// The decisions that would name a place (the inverse of [`Places::of_action`] for the board's places): a
    /// space's placing, moving and alighting, a station's building, a line's choices (speculation, investing,
    /// a speed token).
    pub fn candidates(&self) -> Vec<Action> {
        let mut out = Vec::new();
        for &s in &self.spaces {
            out.extend([Action::Place(s), Action::MoveTo(s), Action::Alight(s)]);
        }
        for &s in &self.stations {
            out.push(Action::Station(s));
        }
        for &l in &self.lines {
            out.extend([Action::Line(l), Action::Assign(l)]);
        }
        out
    }

    /// What a decision names, in the game it was made in (a station chosen inside a rule module's action is asked of
    /// the engine).
    pub fn of_action(game: &Game, action: &Action) -> Places {
        let mut out = Places::default();
        match *action {
            Action::Place(s) | Action::MoveTo(s) | Action::Alight(s) => out.spaces.push(s),
            Action::Line(l) | Action::Assign(l) => out.lines.push(l),
            Action::Take(a) => out.cards.push(a.card),
            _ => {
                if let Some(s) = game.action_station(action) {
                    out.stations.push(s);
                }
            }
        }
        out
    }
}

/// One line of a decision's log, before it is put into words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Told {
    /// What it tells.
    pub tells: Tells,
    /// The event it shows (folded into the view while it plays); `None` for the decision's own line.
    pub event: Option<Event>,
    /// Whether showing it takes a beat of the animation (vehicle steps, payouts, a module's payment while the trains
    /// run).
    pub beat: bool,
    /// The round and phase it belongs to (a phase's first event opens its phase).
    pub at: (u8, Phase),
    /// The places it concerns.
    pub places: Places,
}

/// Which of a decision and the event that repeats it tells the fact.
enum Keep {
    Decision,
    Event,
}

impl Narrator {
    /// The log lines of one decision: `actor`'s `action`, made when play stood at `at` (round and phase), that
    /// caused `events` (as the viewer sees them, [`Game::seat_events`]); `game` is the game after it. The first line
    /// tells the decision unless an event tells it better; every event has a line, telling it or shown silently.
    pub fn decision(
        &self,
        game: &Game,
        actor: PlayerId,
        action: &Action,
        events: &[Event],
        at: (u8, Phase),
    ) -> Vec<Told> {
        let decision_at = at;
        let mut at = at;
        // A rule module's payments while the trains run (Metro Drinks' drink payouts) take a beat too.
        let mut trains = matches!(action, Action::Wait | Action::Board(_) | Action::Alight(_));
        let mut tell_decision = true;
        let mut echoed = false;
        let silent = told_by_others(game, events);
        let mut out = Vec::with_capacity(events.len() + 1);
        for (i, event) in events.iter().enumerate() {
            match event {
                Event::PhaseStarted(phase) => {
                    trains = *phase == Phase::Trains;
                    at.1 = *phase;
                }
                Event::RoundStarted(round) => at.0 = *round,
                _ => {}
            }
            let mut tells = match event {
                // A bid's amount stays hidden: the decision says that a bid was made.
                Event::BidMade(_) => Tells::Nothing,
                _ if event.is_bookkeeping() || silent[i].is_some() => Tells::Nothing,
                _ => Tells::Event,
            };
            if !echoed && let Some(keep) = echo(game, action, event, actor) {
                echoed = true;
                match keep {
                    Keep::Decision => tells = Tells::Nothing,
                    Keep::Event => tell_decision = false,
                }
            }
            let beat = matches!(
                event,
                Event::VehicleStepped { .. } | Event::VehicleRemoved { .. } | Event::StationPayout { .. }
            ) || trains
                && matches!(
                    event,
                    Event::Cash {
                        reason: Reason::Module { .. },
                        ..
                    }
                );
            let mut places = Places::of_event(event);
            if let Some(Some(station)) = silent[i] {
                places.stations.push(station);
            }
            out.push(Told {
                tells,
                event: Some(event.clone()),
                beat,
                at,
                places,
            });
        }
        if tell_decision {
            out.insert(
                0,
                Told {
                    tells: Tells::Decision,
                    event: None,
                    beat: false,
                    at: decision_at,
                    places: Places::default(),
                },
            );
        }
        out
    }

    /// A line in words, in the current language: the decision (`words`, its verb phrase as [`Narrator::action`] put
    /// it before the decision was applied) or its event; `None` for a line that tells nothing.
    pub fn line(&self, game: &Game, actor: PlayerId, words: &str, told: &Told) -> Option<String> {
        match (told.tells, &told.event) {
            (Tells::Decision, _) => Some(tr!("log-decision", player = self.player(actor), action = words)),
            (Tells::Event, Some(event)) => Some(self.event(game, event)).filter(|t| !t.is_empty()),
            _ => None,
        }
    }
}

/// For every event, whether another event of the same decision tells it (`Some`), with the station where a rule
/// module's payment was made when its event names one: a station payout's value rise and cash (TM-9.3: "Iidabashi
/// pays out to its owner Player 3: Y rises ¥200 and Player 3 receives ¥200"), a stake the speculation names, a
/// module's payment its own event tells.
fn told_by_others(game: &Game, events: &[Event]) -> Vec<Option<Option<StationId>>> {
    let mut silent = vec![None; events.len()];
    // What the modules' events tell, once.
    let mut payments: Vec<(crate::module::ModuleId, ToldPayment)> = Vec::new();
    if game.rules.has_modules() {
        let mut told = Vec::new();
        for event in events {
            if let Event::Module(m) = event
                && let Some(looks) = game.rules.module_get(m.module).and_then(|s| s.rules().looks())
            {
                told.clear();
                looks.told_payments(m, &mut told);
                payments.extend(told.iter().map(|t| (m.module, *t)));
            }
        }
    }
    for (i, event) in events.iter().enumerate() {
        match *event {
            Event::Cash {
                player,
                delta,
                reason: Reason::Stake,
            } if events.iter().any(
                |e| matches!(*e, Event::Speculated { player: p, stake, .. } if p == player && stake == -delta),
            ) =>
            {
                silent[i] = Some(None);
            }
            Event::Cash {
                player,
                delta,
                reason: Reason::Module { module, .. },
            } => {
                if let Some(k) = payments
                    .iter()
                    .position(|(m, t)| *m == module && t.player == player && t.amount == delta)
                {
                    silent[i] = Some(payments[k].1.station);
                    payments.remove(k);
                }
            }
            Event::StationPayout {
                line,
                owner,
                value_rise,
                cash,
                ..
            } => {
                let mut rise = value_rise != 0;
                let mut paid = cash != 0;
                for k in (0..i).rev() {
                    match events[k] {
                        Event::Value { line: l, delta, .. } if rise && l == line && delta == value_rise => {
                            silent[k] = Some(None);
                            rise = false;
                        }
                        Event::Cash {
                            player,
                            delta,
                            reason: Reason::StationPayout,
                        } if paid && player == owner && delta == cash => {
                            silent[k] = Some(None);
                            paid = false;
                        }
                        Event::VehicleStepped { .. } | Event::StationPayout { .. } => break,
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    silent
}

/// Whether `event` only repeats the decision `action` of `actor`, and which sentence says it better.
fn echo(game: &Game, action: &Action, event: &Event, actor: PlayerId) -> Option<Keep> {
    let mine = |p: &PlayerId| *p == actor;
    match (action, event) {
        (Action::Place(_) | Action::MoveTo(_), Event::MeepleMoved { player, .. }) if mine(player) => {
            Some(Keep::Decision)
        }
        (Action::Take(_) | Action::Copy(_), Event::ActionTaken { player, .. }) if mine(player) => {
            Some(Keep::Decision)
        }
        (Action::Pass, Event::Passed(player)) if mine(player) => Some(Keep::Decision),
        (Action::Alight(_), Event::Alighted { player, .. }) if mine(player) => Some(Keep::Decision),
        (Action::Board(_), Event::Boarded { player, .. }) if mine(player) => Some(Keep::Decision),
        (Action::Bid(_), Event::BidMade(player)) if mine(player) => Some(Keep::Decision),
        (Action::Station(_), Event::StationBuilt { player, .. }) if mine(player) => Some(Keep::Event),
        (Action::Line(_), Event::ShareTaken { player, .. } | Event::ShareSold { player, .. })
            if mine(player) =>
        {
            Some(Keep::Event)
        }
        (Action::Line(_) | Action::Stake(_), Event::Speculated { player, .. }) if mine(player) => {
            Some(Keep::Event)
        }
        (Action::Column(_), Event::CardTaken { player, .. }) if mine(player) => Some(Keep::Event),
        (Action::Lift(_), Event::DiscountLifted { player, .. }) if mine(player) => Some(Keep::Event),
        (Action::Assign(_), Event::SpeedAssigned { player, .. }) if mine(player) => Some(Keep::Event),
        (Action::PayWith(_), Event::TokenReturned(player) | Event::Bike { player, .. }) if mine(player) => {
            Some(Keep::Decision)
        }
        // A rule module's event that tells its own decision ("builds a vending machine …") stands for it.
        (Action::Module(a), Event::Module(e))
            if a.module == e.module
                && game
                    .rules
                    .module_get(e.module)
                    .and_then(|s| s.rules().looks())
                    .is_some_and(|l| l.tells_action(a, e)) =>
        {
            Some(Keep::Event)
        }
        _ => None,
    }
}
