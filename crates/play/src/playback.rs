//! Showing what happened, one beat at a time: the events an action caused wait in a queue and are shown at the
//! animation's speed (the train phase step by step). While they play, the numbers on screen are derived from the
//! events shown so far — a copy of the view from before the action, with each shown event folded in by the engine
//! ([`View::apply`]; the events are the viewer's own, [`metro_engine::Game::seat_events`]) — so the header, cash,
//! line values, vehicles and meeples change with the animation, never ahead of it.

use std::collections::VecDeque;

use metro_core::LineId;
use metro_engine::narrate::Places;
use metro_engine::{Event, Rules, View};

/// One thing to show: a sentence for the log and/or an event to fold into the shown view.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    /// The sentence for the log.
    pub text: Option<String>,
    /// The event it shows.
    pub event: Option<Event>,
    /// Whether showing it takes a beat (vehicle steps and payouts do).
    pub beat: bool,
    /// The round and phase its log line belongs to (a phase's first event opens its phase).
    pub at: (u8, metro_engine::Phase),
    /// The places it concerns (where a rule module's payment was made, say).
    pub places: Places,
}

/// The queue of items still to show and the view as shown so far.
#[derive(Clone, Debug, Default)]
pub struct Playback {
    queue: VecDeque<Item>,
    shown: Option<View>,
    timer: f32,
    /// The vehicle that moved last while playing: line and vehicle.
    moving: Option<(LineId, u8)>,
}

impl Playback {
    /// Whether items are still waiting.
    pub fn playing(&self) -> bool {
        !self.queue.is_empty()
    }

    /// Queues items; `before` is the view from before the first of them, kept (and folded) while they play.
    pub fn push(&mut self, before: impl FnOnce() -> View, items: impl IntoIterator<Item = Item>) {
        if self.shown.is_none() {
            self.shown = Some(before());
        }
        self.queue.extend(items);
    }

    /// The view as shown so far, while playing.
    pub fn shown(&self) -> Option<&View> {
        self.shown.as_ref().filter(|_| self.playing())
    }

    /// The vehicle that moved last, while playing.
    pub fn moving(&self) -> Option<(LineId, u8)> {
        self.moving.filter(|_| self.playing())
    }

    /// Advances by `dt` seconds at `speed` beats per second; returns the items shown now, in order.
    pub fn tick(&mut self, rules: &Rules, dt: f32, speed: f32) -> Vec<Item> {
        if speed <= 0.0 {
            return self.skip(rules);
        }
        let mut shown = Vec::new();
        self.timer -= dt;
        while self.timer <= 0.0 {
            let Some(item) = self.queue.pop_front() else { break };
            if item.beat {
                self.timer += 1.0 / speed;
            }
            self.fold(rules, &item);
            shown.push(item);
        }
        if self.queue.is_empty() {
            self.finish();
        }
        shown
    }

    /// Shows everything queued at once; returns it.
    pub fn skip(&mut self, rules: &Rules) -> Vec<Item> {
        let items: Vec<Item> = self.queue.drain(..).collect();
        for item in &items {
            self.fold(rules, item);
        }
        self.finish();
        items
    }

    fn finish(&mut self) {
        self.shown = None;
        self.timer = 0.0;
        self.moving = None;
    }

    /// Folds one shown event into the shown view, as the engine states what it changes ([`View::apply`]).
    fn fold(&mut self, rules: &Rules, item: &Item) {
        let (Some(view), Some(event)) = (self.shown.as_mut(), item.event.as_ref()) else {
            return;
        };
        view.apply(rules, event);
        if let Event::VehiclePlaced { line, vehicle, .. } | Event::VehicleStepped { line, vehicle, .. } =
            *event
        {
            self.moving = Some((line, vehicle));
        }
    }
}
