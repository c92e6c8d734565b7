//! The board's tooltip: the name of what the pointer is over, what standing there means, the rule modules' markers
//! there, and why it cannot be chosen.

use egui::{Pos2, vec2};
use metro_core::Map;
use metro_play::game::Action;

use super::BoardPanel;
use super::geometry::Layout;
use super::labels::{self, Name, Slots};
use super::paint::{self, Look, Marks};
use crate::locale::tr;
use crate::ui::table::Table;

impl BoardPanel {
    /// The name of what the pointer is over, what standing there means, and why it cannot be chosen (returned: the
    /// refusal shown).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn tooltip(
        &self,
        ui: &mut egui::Ui,
        t: &Table,
        layout: &Layout,
        map: &Map,
        marks: &Marks,
        names: &[Name],
        markers: &[String],
        pointer: Option<Pos2>,
    ) -> Option<metro_play::game::Refusal> {
        let pointer = pointer?;
        let mut lines = Vec::new();
        let mut refused = None;
        // What the rule modules' markers under the pointer are, in their own words (at a station: under its name).
        if marks.hovered_station.is_none() {
            lines.extend(markers.iter().cloned());
        }
        if let Some(station) = marks.hovered_station {
            let st = map.station(station);
            let mut title = st.name.clone();
            let others: Vec<&str> = names
                .iter()
                .filter(|n| n.text != st.name && labels::station_of(map, n) == Some(station))
                .map(|n| n.text.as_str())
                .collect();
            if !others.is_empty() {
                title.push_str(&format!(" ({})", others.join(", ")));
            }
            let stops: Vec<String> = st.stops.iter().map(|&s| map.stop_label(s)).collect();
            lines.push(format!("{title}: {}", stops.join(", ")));
            if let Some(owner) = t.view.state.pyramids.get(station.0 as usize).copied().flatten() {
                lines.push(tr!("board-pyramid-of", player = t.player_name(owner)));
            }
            lines.extend(markers.iter().cloned());
            let actions: Vec<&Action> = t
                .legal
                .iter()
                .filter(|a| t.me.is_some() && t.session.action_station(a) == Some(station))
                .collect();
            if let Some((_, tag)) = marks.tags.iter().find(|(s, _)| *s == station) {
                lines.push(tr!("board-building-costs", cost = tag.as_str()));
            }
            if let [one] = actions.as_slice() {
                lines.push(tr!("board-click", choice = t.label(one)));
            } else if !marks.stations.contains(&station)
                && let Some(why) = t.refusal(Action::Station(station), |a| matches!(a, Action::Station(_)))
            {
                crate::ui::why_not::remember(ui.ctx(), &why);
                lines.extend(crate::ui::why_not::lines(&t.session.rules_book(), &why));
                refused = Some(why);
            }
        } else if let Some(space) = marks.hovered_space {
            lines.push(capitalised(&t.session.space_name(space)));
            if let Some(action) = t.legal.iter().find(
                |a| matches!(a, Action::Place(s) | Action::MoveTo(s) | Action::Alight(s) if *s == space),
            ) {
                lines.push(tr!("board-click", choice = t.label(action)));
            } else {
                let why = [
                    (
                        Action::Place(space),
                        (|a: &Action| matches!(a, Action::Place(_))) as fn(&Action) -> bool,
                    ),
                    (Action::MoveTo(space), |a: &Action| matches!(a, Action::MoveTo(_))),
                    (Action::Alight(space), |a: &Action| matches!(a, Action::Alight(_))),
                ]
                .into_iter()
                .find_map(|(action, same)| t.refusal(action, same));
                if let Some(why) = why {
                    crate::ui::why_not::remember(ui.ctx(), &why);
                    lines.extend(crate::ui::why_not::lines(&t.session.rules_book(), &why));
                    refused = Some(why);
                }
            }
        }
        if lines.is_empty() {
            return refused;
        }
        let _ = layout;
        egui::Tooltip::always_open(
            ui.ctx().clone(),
            ui.layer_id(),
            ui.scope_id().with("board-tip"),
            egui::PopupAnchor::Position(pointer + vec2(16.0, 16.0)),
        )
        .show(|ui| {
            for line in lines {
                ui.label(line);
            }
        });
        refused
    }
}

/// The labels of the rule modules' markers the pointer is over, and of every marker at the station it is over (each
/// once, in the modules' order).
pub(super) fn hovered_markers(
    map: &Map,
    layout: &Layout,
    look: &Look,
    slots: &[Slots],
    marks: &Marks,
    pointer: Option<Pos2>,
) -> Vec<String> {
    let Some(pointer) = pointer else {
        return Vec::new();
    };
    let boxes = paint::marker_boxes(map, slots, &look.markers);
    let mut out: Vec<String> = Vec::new();
    for (marker, rect) in look.markers.iter().zip(boxes) {
        let over = rect.is_some_and(|r| layout.rect(r).contains(pointer));
        if (over || marks.hovered_station == Some(marker.station)) && !out.contains(&marker.label) {
            out.push(marker.label.clone());
        }
    }
    out
}

fn capitalised(text: &str) -> String {
    crate::words::capitalised(text)
}
