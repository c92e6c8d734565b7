//! What the board marks each frame: the spaces and stations one may choose with their price tags, the reach or
//! prices of an action hovered elsewhere, and the space or station under the pointer.

use egui::Pos2;
use metro_core::Map;
use metro_play::game::Action;
use metro_play::game::yen;

use super::BoardPanel;
use super::geometry::Layout;
use super::paint::Marks;
use crate::locale::tr;
use crate::preview::Previews;
use crate::ui::table::Table;

impl BoardPanel {
    /// What to mark: the places the legal actions target (with the stations' prices), the reach or prices of the
    /// action `hovered` elsewhere, and the space or station the pointer is over (a clickable price tag counting as
    /// its station).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn marks(
        &self,
        ui: &egui::Ui,
        t: &Table,
        layout: &Layout,
        map: &Map,
        hovered: Option<Action>,
        previews: &mut Previews,
        pointer: Option<Pos2>,
    ) -> Marks {
        // A name under the pointer stands for its own station, wherever its label was placed.
        let named = pointer.and_then(|p| self.station_named_at(map, layout, p));
        let hovered_station = named.or_else(|| pointer.and_then(|p| layout.station_at(map, p)));
        let hovered_space = pointer
            .filter(|_| hovered_station.is_none())
            .and_then(|p| layout.space_at(map, p));
        let mut marks = Marks {
            hovered_space,
            hovered_station,
            ..Marks::default()
        };
        if t.me.is_some() {
            for action in t.legal {
                match *action {
                    Action::Place(s) | Action::MoveTo(s) | Action::Alight(s) => marks.spaces.push(s),
                    _ => {
                        // A station to choose: the Station action's, or a rule module's decision at a station.
                        let Some(s) = t.session.action_station(action) else {
                            continue;
                        };
                        if !marks.stations.contains(&s) {
                            marks.stations.push(s);
                        }
                        if let Some(p) = previews.get(t.session, *action)
                            && (p.now.cash != 0 || matches!(action, Action::Station(_)))
                            && !marks.tags.iter().any(|(at, _)| *at == s)
                        {
                            marks
                                .tags
                                .push((s, price(p.now.cash, p.discounted.as_ref().map(|d| d.cash))));
                        }
                    }
                }
            }
            if let Some(action) = hovered
                && let Some(p) = previews.get(t.session, action)
            {
                for choice in &p.choices {
                    match choice.action {
                        Action::MoveTo(s) => marks.preview_spaces.push(s),
                        Action::Station(s) => {
                            let tag = price(choice.plain.cash, choice.discounted.as_ref().map(|d| d.cash));
                            marks.tags.push((s, tag));
                        }
                        _ => {}
                    }
                }
            }
        }
        // A clickable price tag under the pointer stands for its station: marked, and its tooltip says the click.
        if marks.hovered_station.is_none()
            && let Some(p) = pointer
        {
            let over = marks
                .tags
                .iter()
                .filter(|(s, _)| marks.stations.contains(s))
                .find(|(s, text)| self.tag_rect(ui, layout, *s, text).is_some_and(|r| r.contains(p)))
                .map(|(s, _)| *s);
            if over.is_some() {
                marks.hovered_station = over;
                marks.hovered_space = None;
            }
        }
        marks
    }
}

/// "¥600", or "¥600 (¥400 with your discount)".
fn price(plain: i32, discounted: Option<i32>) -> String {
    match discounted {
        Some(d) if d != plain => tr!(
            "board-price-discounted",
            price = yen(-plain),
            discounted = yen(-d)
        ),
        _ => yen(-plain),
    }
}
