//! The pay-outs popping up at their stations while the trains run: made from the events just shown, aged each frame,
//! and arranged on screen so that none covers another or is cut by the board's edge.

use egui::{Color32, Rect, Vec2, vec2};
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

/// Keeps a box inside `inside` (at its left or top edge when it is larger).
fn keep_inside(b: Rect, inside: Rect) -> Rect {
    let shift = |low: f32, high: f32, min: f32, max: f32| {
        if low < min {
            min - low
        } else if high > max {
            (max - high).max(min - low)
        } else {
            0.0
        }
    };
    b.translate(vec2(
        shift(b.left(), b.right(), inside.left(), inside.right()),
        shift(b.top(), b.bottom(), inside.top(), inside.bottom()),
    ))
}

/// Moves the pay-outs' boxes (in the order they were born) so that each stands inside `view` and covers none placed
/// before it: kept inside the view first, then moved a box's height at a time, up first (they rise), then down.
pub(super) fn arrange(boxes: &mut [Rect], view: Rect) {
    let inside = view.shrink(2.0);
    for i in 0..boxes.len() {
        let base = keep_inside(boxes[i], inside);
        let step = base.height() + 1.0;
        let (placed, rest) = boxes.split_at_mut(i);
        let free = |b: &Rect| inside.contains_rect(*b) && !placed.iter().any(|o| o.intersects(*b));
        let found = (0..)
            .map(|k: i32| if k % 2 == 0 { -(k / 2) } else { k / 2 + 1 })
            .take_while(|k| k.unsigned_abs() as f32 * step <= inside.height())
            .map(|k| base.translate(vec2(0.0, k as f32 * step)))
            .find(free);
        rest[0] = found.unwrap_or(base);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    #[test]
    fn pay_outs_are_kept_apart_and_inside_the_board() {
        let view = Rect::from_min_size(pos2(100.0, 50.0), vec2(400.0, 300.0));
        let tag = |x: f32, y: f32| Rect::from_center_size(pos2(x, y), vec2(90.0, 17.0));
        // Three at one station, two beside it, one past each edge.
        let mut boxes = vec![
            tag(300.0, 200.0),
            tag(300.0, 200.0),
            tag(310.0, 205.0),
            tag(330.0, 190.0),
            tag(120.0, 60.0),
            tag(495.0, 345.0),
            tag(300.0, 40.0),
        ];
        arrange(&mut boxes, view);
        for (i, a) in boxes.iter().enumerate() {
            assert!(view.contains_rect(*a), "{a:?}");
            for b in &boxes[i + 1..] {
                assert!(!a.intersects(*b), "{a:?} covers {b:?}");
            }
        }
        // The first stays where it was born.
        assert_eq!(boxes[0], tag(300.0, 200.0));
    }
}
