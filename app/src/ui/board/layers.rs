//! The board's static layers, tessellated once and reused: the ground (paper and grid) and the network (lines,
//! station capsules, numbered stops, names). They change only with the map, the zoom and view size, the names'
//! placement, the stations one may choose, the moving line and the font atlas; a pan only moves them (by whole
//! pixels, so the text stays sharp). Every other frame paints two ready meshes instead of a few thousand shapes.

use std::sync::Arc;

use egui::epaint::{Mesh, Shape, Tessellator};
use egui::{Pos2, Vec2};
use metro_core::{LineId, Map, StationId};

use super::geometry::Layout;
use super::labels::Placement;
use super::paint;

/// What the cached layers were drawn for, apart from where the map sits (a pan moves the meshes).
#[derive(Clone, Debug, PartialEq)]
struct Key {
    map: usize,
    /// Pixels per space.
    cell: f32,
    /// The view's size (culling).
    view_size: Vec2,
    /// Which placement of names (counts placements).
    placement: u64,
    chosen: Vec<StationId>,
    moving: Option<LineId>,
    pixels_per_point: f32,
    atlas_size: [usize; 2],
}

/// The ground and network meshes, where they were drawn (the grid's corner on screen), and what for.
#[derive(Default)]
pub struct Layers {
    key: Option<Key>,
    /// The font atlas's fill when the meshes were made: less now means it was cleared (the glyphs moved).
    atlas_fill: f32,
    origin: Pos2,
    ground: Arc<Mesh>,
    network: Arc<Mesh>,
    /// The meshes moved to the current origin (the last pan), with that origin.
    moved: Option<(Pos2, Arc<Mesh>, Arc<Mesh>)>,
    builds: u64,
}

/// The inputs of the network layer.
pub struct Scene<'a> {
    /// The map.
    pub map: &'a Map,
    /// A key telling maps apart.
    pub map_key: usize,
    /// The names as placed.
    pub placement: &'a Placement,
    /// Counts placements: a new one is drawn again.
    pub placement_generation: u64,
    /// Stations one may choose (drawn green).
    pub chosen: &'a [StationId],
    /// The line whose vehicle moves now.
    pub moving: Option<LineId>,
}

impl Layers {
    /// How many times the layers were tessellated (a test checks that moving the pointer does not do it again).
    pub fn builds(&self) -> u64 {
        self.builds
    }

    /// The ground and the network for `layout`, as meshes ready to paint; tessellated again only when what they show
    /// changed.
    pub fn get(&mut self, ctx: &egui::Context, scene: &Scene<'_>, layout: &Layout) -> (Shape, Shape) {
        let pixels_per_point = ctx.pixels_per_point();
        let (atlas_size, atlas_fill) = ctx.fonts(|f| (f.font_image_size(), f.font_atlas_fill_ratio()));
        let key = Key {
            map: scene.map_key,
            cell: layout.cell,
            view_size: layout.view.size(),
            placement: scene.placement_generation,
            chosen: scene.chosen.to_vec(),
            moving: scene.moving,
            pixels_per_point,
            atlas_size,
        };
        // A shift by whole physical pixels keeps the glyphs on the pixel grid; anything else is drawn again.
        let shift = (layout.origin - self.origin) * pixels_per_point;
        let whole = (shift.x - shift.x.round()).abs() < 1e-3 && (shift.y - shift.y.round()).abs() < 1e-3;
        let fresh = self.key.as_ref() == Some(&key) && atlas_fill >= self.atlas_fill;
        if !fresh || !whole || shift.length() > layout.view.size().length() * pixels_per_point {
            self.build(ctx, scene, layout, key, atlas_fill);
        }
        if layout.origin == self.origin {
            return (
                Shape::Mesh(self.ground.clone()),
                Shape::Mesh(self.network.clone()),
            );
        }
        if self.moved.as_ref().is_none_or(|(at, _, _)| *at != layout.origin) {
            let delta = layout.origin - self.origin;
            let moved = |mesh: &Mesh| {
                let mut m = mesh.clone();
                m.translate(delta);
                Arc::new(m)
            };
            self.moved = Some((layout.origin, moved(&self.ground), moved(&self.network)));
        }
        match &self.moved {
            Some((_, ground, network)) => (Shape::Mesh(ground.clone()), Shape::Mesh(network.clone())),
            None => (Shape::Noop, Shape::Noop),
        }
    }

    fn build(&mut self, ctx: &egui::Context, scene: &Scene<'_>, layout: &Layout, key: Key, atlas_fill: f32) {
        let pixels_per_point = key.pixels_per_point;
        let options = ctx.tessellation_options(|o| *o);
        let ground = paint::ground(scene.map, layout);
        let network = ctx.fonts_mut(|fonts| {
            paint::network(
                fonts,
                scene.map,
                scene.chosen,
                scene.moving,
                scene.placement,
                layout,
            )
        });
        // The atlas as it is after the names were laid out (new glyphs may have grown it).
        // (The atlas's prepared discs are not reachable from here; small circles are tessellated as paths instead.)
        let atlas_size = ctx.fonts(|f| f.font_image_size());
        let mut tessellator = Tessellator::new(pixels_per_point, options, atlas_size, Vec::new());
        // Shapes wholly outside the view (plus a margin for panning) are left out.
        tessellator.set_clip_rect(layout.view.expand(layout.view.size().max_elem()));
        let mut mesh = |shapes: Vec<Shape>| {
            let mut out = Mesh::default();
            for shape in shapes {
                tessellator.tessellate_shape(shape, &mut out);
            }
            Arc::new(out)
        };
        self.ground = mesh(ground);
        self.network = mesh(network);
        self.origin = layout.origin;
        self.moved = None;
        self.atlas_fill = atlas_fill;
        self.key = Some(Key { atlas_size, ..key });
        self.builds += 1;
    }
}
