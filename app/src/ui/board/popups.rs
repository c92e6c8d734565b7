//! The pay-outs popping up at their stations while the trains run: made from the events just shown, aged each frame.

use egui::{Color32, Vec2, vec2};
use metro_core::StationId;
use metro_play::game::{Event, Reason};
use metro_play::game::{Places, yen};

use super::BoardPanel;
use super::geometry::map_pos;
use super::paint::PopUp;
use crate::ui::table::Table;
use crate::words::colour;

/// How long a pay-out stays on the board, in seconds.
const POPUP_LIFE: f64 = 1.8;

impl BoardPanel {
    /// Pop-ups for the pay-outs among events just shown, each with the places the engine says it concerns.
    pub fn show_events(&mut self, t: &Table, events: &[(Event, Places)]) {
        let map = t.session.map();
        for (event, places) in events {
            let (station, text, colour) = match *event {
                Event::StationPayout {
                    line,
                    station,
                    owner,
                    value_rise,
                    cash,
                } => {
                    if cash > 0 {
                        self.push_popup(
                            t,
                            station,
                            format!("+{} {}", yen(cash), t.player_name(owner)),
                            t.colour(owner),
                        );
                    }
                    let l = &map.lines()[line.0 as usize];
                    (
                        station,
                        format!("{} +{}", l.letter, yen(value_rise)),
                        colour(l.colour),
                    )
                }
                // A rule module's payment while the trains run (a payment of its own): at the station where it was paid
                // (the module's event names it), else the one the vehicle reached last.
                Event::Cash {
                    player,
                    delta,
                    reason: Reason::Module { .. },
                } if delta > 0 && t.view.state.phase == metro_play::game::Phase::Trains => {
                    let Some(station) = places.stations.first().copied().or(self.last_station) else {
                        continue;
                    };
                    (
                        station,
                        format!("+{} {}", yen(delta), t.player_name(player)),
                        t.colour(player),
                    )
                }
                Event::VehicleStepped { stop, .. } | Event::VehiclePlaced { stop, .. } => {
                    self.last_station = map.stop(stop).station;
                    continue;
                }
                _ => continue,
            };
            self.push_popup(t, station, text, colour);
        }
    }

    fn push_popup(&mut self, t: &Table, station: StationId, text: String, colour: Color32) {
        let map = t.session.map();
        let Some(st) = map.stations().get(station.0 as usize) else {
            return;
        };
        let n = st.stops.len().max(1) as f32;
        let centre = st
            .stops
            .iter()
            .fold(Vec2::ZERO, |acc, &s| acc + map_pos(map.stop(s).at).to_vec2())
            / n;
        let stacked = self
            .popups
            .iter()
            .filter(|(_, p)| p.at.distance(centre.to_pos2()) < 0.6)
            .count();
        let at = centre.to_pos2() + vec2(0.0, stacked as f32 * 0.55);
        let colour = if colour.r() as u32 + colour.g() as u32 + colour.b() as u32 > 600 {
            Color32::from_gray(60)
        } else {
            colour
        };
        self.popups.push((
            t.now,
            PopUp {
                text,
                at,
                age: 0.0,
                colour,
            },
        ));
    }
}

/// The pop-ups still on the board at `now`, each with its age (0 when born, 1 when gone); the older ones dropped.
pub(super) fn age(popups: &mut Vec<(f64, PopUp)>, now: f64) -> Vec<PopUp> {
    popups.retain(|(born, _)| now - born < POPUP_LIFE);
    popups
        .iter()
        .map(|(born, p)| PopUp {
            age: ((now - born) / POPUP_LIFE) as f32,
            ..p.clone()
        })
        .collect()
}
