//! The board panel: the map as the centrepiece. Zoom (wheel, +/−, Fit) and pan (drag); the spaces and stations one
//! may choose highlighted and clickable; hovering names the place and says why something cannot be done; a hovered
//! action previews its reach or prices on the board; pay-outs pop up at their stations while the trains run.

pub mod geometry;
pub mod labels;
pub mod layers;
pub mod paint;
pub mod pieces;

use crate::locale::tr;
use std::sync::Arc;

use egui::{Color32, Pos2, Rect, Sense, Vec2, pos2, vec2};
use metro_core::{Map, SpaceId, StationId};
use metro_engine::narrate::{Places, yen};
use metro_engine::{Action, Event, Reason};

use self::geometry::{Camera, Layout, map_pos};
use self::labels::{Name, Placement, Slots};
use self::paint::{Look, Marks, PopUp};
use super::table::Table;
use crate::command::Command;
use crate::preview::Previews;
use crate::words::colour;

/// How long a pay-out stays on the board, in seconds.
const POPUP_LIFE: f64 = 1.8;

/// The names and piece slots of one map.
struct Scenery {
    map: usize,
    names: Vec<Name>,
    slots: Vec<Slots>,
}

/// What a placement of names was made for: the map, the zoom (the name size in spaces), where the meeples stand.
type PlacedFor = (usize, u32, Vec<(i32, i32)>);

/// The board panel's own state.
#[derive(Default)]
pub struct BoardPanel {
    camera: Camera,
    scenery: Option<Scenery>,
    placement: Placement,
    /// What the placement was made for: map, zoom (name size in spaces), meeples.
    placed_for: Option<PlacedFor>,
    popups: Vec<(f64, PopUp)>,
    /// The names as drawn last frame, on screen.
    drawn: Vec<(String, Rect)>,
    /// The view rectangle last frame.
    view_rect: Option<Rect>,
    /// The station a vehicle reached last while the trains run (where a module's payment pops up).
    last_station: Option<StationId>,
    /// Counts placements of names (the cached layers show one).
    placements: u64,
    /// The names' font size on screen last frame, in points.
    name_px: f32,
    /// The ground and the network, tessellated once and reused.
    layers: layers::Layers,
    /// What to outline on top of the board (what a clicked log line names; empty: nothing).
    pub highlight: crate::highlight::Highlight,
}

impl BoardPanel {
    /// The names as drawn in the last frame, with their boxes on screen.
    pub fn drawn_labels(&self) -> &[(String, Rect)] {
        &self.drawn
    }

    /// The names for which no place was free in the last frame.
    pub fn hidden_labels(&self) -> Vec<String> {
        let Some(scenery) = &self.scenery else {
            return Vec::new();
        };
        self.placement
            .hidden
            .iter()
            .filter_map(|&i| scenery.names.get(i).map(|n| n.text.clone()))
            .collect()
    }

    /// The boxes on screen that names must not cover: every stop (with room for a vehicle), every piece slot.
    pub fn keep_clear(&self, map: &Map) -> Vec<Rect> {
        let layout = Layout::new(map, self.view_rect.unwrap_or(Rect::ZERO), self.camera);
        let mut out: Vec<Rect> = map
            .stops()
            .iter()
            .map(|s| {
                layout.rect(Rect::from_center_size(
                    map_pos(s.at),
                    Vec2::splat(2.0 * labels::STOP_RESERVE),
                ))
            })
            .collect();
        if let Some(scenery) = &self.scenery {
            for slot in &scenery.slots {
                out.push(layout.rect(Rect::from_center_size(slot.pyramid, labels::PYRAMID)));
                out.push(layout.rect(Rect::from_center_size(slot.markers, labels::MARKERS)));
            }
        }
        out
    }

    /// How many names are led out on a thin line (placed away from their stops) in the last frame.
    pub fn led_out_labels(&self) -> usize {
        self.placement
            .labels
            .iter()
            .filter(|l| l.leader.is_some())
            .count()
    }

    /// Where a space's centre is on screen now (to drive the board by pointer).
    pub fn space_centre(&self, map: &Map, space: SpaceId) -> Option<Pos2> {
        let layout = Layout::new(map, self.view_rect?, self.camera);
        Some(layout.space_rect(map, space).center())
    }

    /// Where a station's price tag (and its pyramid) stands on screen now.
    pub fn slot_centre(&self, map: &Map, station: StationId) -> Option<Pos2> {
        let layout = Layout::new(map, self.view_rect?, self.camera);
        let slot = self.scenery.as_ref()?.slots.get(station.0 as usize)?;
        Some(layout.at(slot.pyramid))
    }

    /// How many times the static layers (ground and network) were tessellated so far.
    pub fn layer_builds(&self) -> u64 {
        self.layers.builds()
    }

    /// The board's rectangle on screen last frame.
    pub fn view(&self) -> Option<Rect> {
        self.view_rect
    }

    /// The names' font size on screen last frame, in points.
    pub fn name_size(&self) -> f32 {
        self.name_px
    }

    /// The camera's zoom (1: the whole board fits).
    pub fn zoom(&self) -> f32 {
        self.camera.zoom
    }

    /// The map point in the middle of the view (`None`: the board's centre).
    pub fn centre(&self) -> Option<Pos2> {
        self.camera.centre
    }

    /// The camera, to change (tests, keyboard).
    pub fn camera_mut(&mut self) -> &mut Camera {
        &mut self.camera
    }

    /// Pop-ups for the pay-outs among events just shown, each with the places the engine says it concerns.
    pub fn show_events(&mut self, t: &Table, events: &[(Event, Places)]) {
        let map = t.game.map();
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
                // A rule module's payment while the trains run (a payment of its own, as a drink payout): at the station where it was paid
                // (the module's event names it), else the one the vehicle reached last.
                Event::Cash {
                    player,
                    delta,
                    reason: Reason::Module { .. },
                } if delta > 0 && t.view.state.phase == metro_engine::Phase::Trains => {
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
        let map = t.game.map();
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

    /// Draws the board into the whole of `ui`'s space. `hovered`: an action hovered elsewhere (a card action), whose
    /// reach or prices are previewed on the board.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        t: &Table,
        hovered: Option<Action>,
        previews: &mut Previews,
        commands: &mut Vec<Command>,
    ) {
        let rect = ui.available_rect_before_wrap();
        self.view_rect = Some(rect);
        let map_arc = t.game.rules().map_arc().clone();
        let map: &Map = &map_arc;
        let key = Arc::as_ptr(&map_arc) as usize;
        if self.scenery.as_ref().is_none_or(|s| s.map != key) {
            self.scenery = Some(Scenery {
                map: key,
                names: labels::names(map),
                slots: labels::piece_slots(map),
            });
            self.placed_for = None;
            self.camera = Camera::default();
        }
        let response = ui.allocate_rect(rect, Sense::click_and_drag());
        let painter = ui.painter_at(rect);

        // Zoom and pan.
        if response.dragged() {
            self.camera.pan(map, rect, response.drag_delta());
        }
        if let Some(pointer) = response.hover_pos() {
            let (scroll, zoom) = ui.input(|i| (i.smooth_scroll_delta, i.zoom_delta()));
            let factor = zoom * (scroll.y * 0.004).exp();
            if (factor - 1.0).abs() > 1e-4 {
                self.camera.zoom_at(map, rect, pointer, factor);
            }
        }
        let layout = Layout::new(map, rect, self.camera);

        // What to mark.
        let pointer = response.hover_pos();
        let hovered_station = pointer.and_then(|p| layout.station_at(map, p));
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
                        let Some(s) = t.game.action_station(action) else {
                            continue;
                        };
                        if !marks.stations.contains(&s) {
                            marks.stations.push(s);
                        }
                        if let Some(p) = previews.get(t.game, t.session.position(), *action)
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
                && let Some(p) = previews.get(t.game, t.session.position(), action)
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
                .find(|(s, text)| {
                    self.tag_rect(ui, &layout, *s, text)
                        .is_some_and(|r| r.contains(p))
                })
                .map(|(s, _)| *s);
            if over.is_some() {
                marks.hovered_station = over;
                marks.hovered_space = None;
            }
        }
        let look = Look {
            players: t.colours.clone(),
            markers: crate::module_pieces::markers(t.game, &t.view),
            moving: t.session.moving(),
        };

        // Names: placed again when the zoom changes or a meeple moves.
        let Some(scenery) = self.scenery.as_ref() else {
            return;
        };
        let name_px = paint::name_size(layout.cell);
        self.name_px = name_px;
        let vehicles: Vec<_> = t.view.state.lines.iter().map(|l| l.vehicles).collect();
        let spots: Vec<Pos2> = paint::meeple_spots(map, &t.view, &vehicles)
            .into_iter()
            .flatten()
            .filter(|(_, riding)| !riding)
            .map(|(p, _)| p)
            .collect();
        let key_spots: Vec<(i32, i32)> = spots
            .iter()
            .map(|p| ((p.x * 4.0) as i32, (p.y * 4.0) as i32))
            .collect();
        let placed_for = (key, (name_px / layout.cell * 1000.0) as u32, key_spots);
        if self.placed_for.as_ref() != Some(&placed_for) {
            let dynamic: Vec<Rect> = spots.iter().map(|&p| paint::meeple_box(p)).collect();
            let cell = layout.cell;
            let font = egui::FontId::proportional(name_px);
            let placement = ui.ctx().fonts_mut(|fonts| {
                let mut measure = |text: &str| {
                    let size = fonts
                        .layout_no_wrap(text.to_string(), font.clone(), Color32::BLACK)
                        .size();
                    (size + vec2(2.0, 0.0)) / cell
                };
                labels::place(
                    map,
                    &scenery.names,
                    &scenery.slots,
                    &mut measure,
                    &dynamic,
                    Some(&self.placement),
                )
            });
            self.placement = placement;
            self.placed_for = Some(placed_for);
            self.placements += 1;
        }
        self.drawn = self
            .placement
            .labels
            .iter()
            .map(|l| (l.text.clone(), layout.rect(l.rect)))
            .collect();

        // Pop-ups age.
        self.popups.retain(|(born, _)| t.now - born < POPUP_LIFE);
        let popups: Vec<PopUp> = self
            .popups
            .iter()
            .map(|(born, p)| PopUp {
                age: ((t.now - born) / POPUP_LIFE) as f32,
                ..p.clone()
            })
            .collect();
        if !popups.is_empty() {
            ui.ctx().request_repaint();
        }

        let (ground, network) = self.layers.get(
            ui.ctx(),
            &layers::Scene {
                map,
                map_key: key,
                placement: &self.placement,
                placement_generation: self.placements,
                chosen: &marks.stations,
                moving: look.moving.map(|(line, _)| line),
            },
            &layout,
        );
        painter.add(ground);
        painter.extend(paint::space_marks(map, &marks, &layout));
        // The network's mesh gets a primitive of its own (a clip rectangle of its own, the same pixels): anything
        // appended after it in one primitive would make the tessellator grow — copy — its large vertex buffer.
        painter.with_clip_rect(rect.shrink(0.01)).add(network);
        if let Some(station) = marks.hovered_station {
            let chosen = marks.stations.contains(&station);
            painter.extend(paint::hovered_station(map, station, chosen, &layout));
        }
        let shapes = ui.ctx().fonts_mut(|fonts| {
            paint::pieces_and_tags(
                fonts,
                map,
                &t.view,
                &marks,
                &look,
                &scenery.slots,
                &popups,
                &layout,
            )
        });
        painter.extend(shapes);
        painter.extend(crate::ui::highlight::shapes(map, &layout, &self.highlight));

        self.targets(ui, t, &layout, map, &marks, commands);
        let hovered_markers = hovered_markers(map, &layout, &look, &scenery.slots, &marks, pointer);
        let refused = self.tooltip(
            ui,
            t,
            &layout,
            map,
            &marks,
            &scenery.names,
            &hovered_markers,
            pointer,
        );
        // A click on a refused place pins its reason to the prompt, where its link to the rules can be clicked (the
        // tooltip follows the pointer).
        if let Some(why) = refused
            && response.clicked()
        {
            crate::ui::why_not::pin(ui.ctx(), t.session.position(), &why);
        }
        self.zoom_buttons(ui, map, rect);
    }

    /// One clickable widget per space or station a legal action targets, labelled with the action.
    fn targets(
        &self,
        ui: &mut egui::Ui,
        t: &Table,
        layout: &Layout,
        map: &Map,
        marks: &Marks,
        commands: &mut Vec<Command>,
    ) {
        if t.me.is_none() {
            return;
        }
        for &space in &marks.spaces {
            let Some(action) = t.legal.iter().find(
                |a| matches!(a, Action::Place(s) | Action::MoveTo(s) | Action::Alight(s) if *s == space),
            ) else {
                continue;
            };
            let rect = layout.space_rect(map, space);
            if !rect.intersects(layout.view) {
                continue;
            }
            let label = t.label(action);
            let response = ui.interact(rect, ui.scope_id().with(("space", space.0)), Sense::click());
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if response.clicked() {
                commands.push(Command::Apply(*action));
            }
        }
        for &station in &marks.stations {
            let actions: Vec<&Action> = t
                .legal
                .iter()
                .filter(|a| t.game.action_station(a) == Some(station))
                .collect();
            let label = match actions.as_slice() {
                [one] => t.label(one),
                _ => tr!(
                    "board-choose-in-list",
                    station = map.station(station).name.as_str()
                ),
            };
            let response = ui.interact(
                layout.station_rect(map, station),
                ui.scope_id().with(("station", station.0)),
                Sense::click(),
            );
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            // The station's price tag is the first thing one reaches for on a small board: it takes the click too.
            let tag = marks
                .tags
                .iter()
                .find(|(s, _)| *s == station)
                .and_then(|(_, text)| {
                    let rect = self.tag_rect(ui, layout, station, text)?;
                    let id = ui.scope_id().with(("station-tag", station.0));
                    Some(ui.interact(rect, id, Sense::click()))
                });
            let clicked = response.clicked() || tag.is_some_and(|r| r.clicked());
            if clicked && let [one] = actions.as_slice() {
                commands.push(Command::Apply(**one));
            }
        }
    }

    /// Where a station's price tag is drawn on screen ([`paint::pieces_and_tags`] draws it there).
    fn tag_rect(&self, ui: &egui::Ui, layout: &Layout, station: StationId, text: &str) -> Option<Rect> {
        let slot = self.scenery.as_ref()?.slots.get(station.0 as usize)?;
        let font = egui::FontId::proportional((paint::name_size(layout.cell) * 0.95).max(9.0));
        let size = ui
            .ctx()
            .fonts_mut(|f| f.layout_no_wrap(text.to_string(), font, Color32::BLACK).size());
        Some(Rect::from_center_size(
            layout.at(slot.pyramid),
            size + vec2(8.0, 4.0),
        ))
    }

    /// The name of what the pointer is over, what standing there means, and why it cannot be chosen (returned: the
    /// refusal shown).
    #[allow(clippy::too_many_arguments)]
    fn tooltip(
        &self,
        ui: &mut egui::Ui,
        t: &Table,
        layout: &Layout,
        map: &Map,
        marks: &Marks,
        names: &[Name],
        markers: &[String],
        pointer: Option<Pos2>,
    ) -> Option<metro_engine::Refusal> {
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
                .filter(|a| t.me.is_some() && t.game.action_station(a) == Some(station))
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
                lines.extend(crate::ui::why_not::lines(
                    &crate::help::RulesBook::of_game(t.game),
                    &why,
                ));
                refused = Some(why);
            }
        } else if let Some(space) = marks.hovered_space {
            lines.push(capitalised(&metro_engine::narrate::space_name(t.game, space)));
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
                    lines.extend(crate::ui::why_not::lines(
                        &crate::help::RulesBook::of_game(t.game),
                        &why,
                    ));
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

    /// +, − and Fit in the board's top right corner.
    fn zoom_buttons(&mut self, ui: &mut egui::Ui, map: &Map, rect: Rect) {
        let fit = tr!("board-fit");
        // the Fit button as wide as its word ("Fit", "Einpassen") and its padding, at least as wide as + and −
        let fit_width = ui.fonts_mut(|f| {
            f.layout_no_wrap(
                fit.clone(),
                egui::TextStyle::Button.resolve(ui.style()),
                Color32::WHITE,
            )
            .size()
            .x
        }) + 2.0 * ui.spacing().button_padding.x;
        let sizes = [
            vec2(30.0, 24.0),
            vec2(30.0, 24.0),
            vec2(fit_width.max(30.0), 24.0),
        ];
        let total: f32 = sizes.iter().map(|s| s.x + 4.0).sum();
        let mut at = pos2(rect.right() - total - 6.0, rect.top() + 6.0);
        for (k, (text, tip)) in [
            ("+".to_string(), tr!("board-zoom-in")),
            ("−".to_string(), tr!("board-zoom-out")),
            (fit, tr!("board-fit.tooltip")),
        ]
        .into_iter()
        .enumerate()
        {
            let size = sizes[k];
            let button = egui::Button::new(text)
                .wrap_mode(egui::TextWrapMode::Extend)
                .min_size(size);
            let response = ui.put(Rect::from_min_size(at, size), button).on_hover_text(tip);
            if response.clicked() {
                match k {
                    0 => self.camera.zoom_at(map, rect, rect.center(), 1.4),
                    1 => self.camera.zoom_at(map, rect, rect.center(), 1.0 / 1.4),
                    _ => self.camera.fit(),
                }
            }
            at.x += size.x + 4.0;
        }
    }
}

/// The labels of the rule modules' markers the pointer is over, and of every marker at the station it is over (each
/// once, in the modules' order).
fn hovered_markers(
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

fn capitalised(text: &str) -> String {
    crate::words::capitalised(text)
}
