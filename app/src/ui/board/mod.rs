//! The board panel: the map as the centrepiece. Zoom (wheel, +/−, Fit) and pan (drag); the spaces and stations one
//! may choose highlighted and clickable; hovering names the place and says why something cannot be done; a hovered
//! action previews its reach or prices on the board; pay-outs pop up at their stations while the trains run.

pub mod geometry;
mod input;
pub mod labels;
pub mod layers;
mod marks;
pub mod paint;
pub mod pieces;
mod popups;
mod tooltip;

use std::sync::Arc;

use egui::{Pos2, Rect, Sense, Vec2};
use metro_core::{Map, SpaceId, StationId};
use metro_play::game::Action;

use self::geometry::{Camera, Layout, map_pos};
use self::labels::{Name, Placement, Slots};
use self::paint::{Look, PopUp};
use super::table::Table;
use crate::command::Command;
use crate::preview::Previews;

/// The names and piece slots of one map.
struct Scenery {
    map: usize,
    names: Vec<Name>,
    slots: Vec<Slots>,
}

/// What a placement of names was made for: the map and the zoom (the name size in spaces).
type PlacedFor = (usize, u32);

/// The board panel's own state.
#[derive(Default)]
pub struct BoardPanel {
    camera: Camera,
    scenery: Option<Scenery>,
    placement: Placement,
    /// What the placement was made for: map, zoom (name size in spaces), meeples.
    placed_for: Option<PlacedFor>,
    popups: Vec<(f64, PopUp)>,
    /// The pay-outs' boxes as drawn last frame, on screen.
    drawn_popups: Vec<Rect>,
    /// The names as drawn last frame, on screen.
    drawn: Vec<(String, Rect)>,
    /// The station under the pointer in the last frame (its stops, or its name).
    hovered_station: Option<StationId>,
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
    /// The station under the pointer in the last frame, by its stops or its name.
    pub fn hovered_station(&self) -> Option<StationId> {
        self.hovered_station
    }

    /// The station whose name is drawn under `pointer` (on screen), if any.
    pub(super) fn station_named_at(&self, map: &Map, layout: &Layout, pointer: Pos2) -> Option<StationId> {
        let scenery = self.scenery.as_ref()?;
        let placed = self
            .placement
            .labels
            .iter()
            .find(|l| layout.rect(l.rect).contains(pointer))?;
        labels::station_of(map, scenery.names.get(placed.name)?)
    }

    /// The names as drawn in the last frame, with their boxes on screen.
    pub fn drawn_labels(&self) -> &[(String, Rect)] {
        &self.drawn
    }

    /// The pay-outs' boxes as drawn in the last frame, on screen.
    pub fn drawn_popups(&self) -> &[Rect] {
        &self.drawn_popups
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
        let map_arc = t.session.rules().map_arc().clone();
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
        self.pan_and_zoom(ui, &response, map, rect);
        let layout = Layout::new(map, rect, self.camera);

        // What to mark.
        // The pointer over the board itself: not while panning, not over a window or pop-up standing over it.
        let pointer = response.hover_pos().filter(|&p| {
            rect.contains(p) && !response.dragged() && ui.ctx().layer_id_at(p) == Some(ui.layer_id())
        });
        let marks = self.marks(ui, t, &layout, map, hovered, previews, pointer);
        self.hovered_station = marks.hovered_station;
        let look = Look {
            players: t.colours.clone(),
            markers: crate::module_pieces::markers(t.session, &t.view),
            moving: t.session.moving(),
        };

        // Names: placed from the static map alone, again only when the zoom changes, so that each stays put for the
        // game beside its own station (pieces are drawn over or beside them; issue 27, item 12).
        let Some(scenery) = self.scenery.as_ref() else {
            return;
        };
        let name_px = paint::name_size(layout.cell);
        self.name_px = name_px;
        let placed_for = (key, (name_px / layout.cell * 1000.0) as u32);
        if self.placed_for.as_ref() != Some(&placed_for) {
            let placement = labels::place_on_screen(
                ui.ctx(),
                map,
                &scenery.names,
                &scenery.slots,
                name_px,
                layout.cell,
                Some(&self.placement),
            );
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
        let popups = popups::age(&mut self.popups, t.now);
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
        self.drawn_popups.clear();
        let shapes = ui.ctx().fonts_mut(|fonts| {
            paint::pieces_and_tags(
                fonts,
                map,
                &t.view,
                &marks,
                &look,
                &scenery.slots,
                (&popups, &mut self.drawn_popups),
                &layout,
            )
        });
        painter.extend(shapes);
        painter.extend(crate::ui::highlight::shapes(map, &layout, &self.highlight));

        self.targets(ui, t, &layout, map, &marks, commands);
        let hovered_markers = tooltip::hovered_markers(map, &layout, &look, &scenery.slots, &marks, pointer);
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
}
