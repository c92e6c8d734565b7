//! The hex board: flat-topped hexes on the board's odd-q grid (CEM-1.1; odd columns half a hex lower), fitted to
//! the room there is. Each hex in its terrain's colour, its build cost in red, a city's name, income and house value,
//! houses built, Chicago ringed in gold and the companies' start hexes (Wabash's among them) in their colours; each
//! company's locomotives in its colour. The hexes the person to decide may choose now (a placement, a hex to
//! develop) are outlined and take a click; the pointer over a hex says what it is and what choosing it would do — or,
//! for a hex not allowed now, why not in players' words with the rule's ID. A click on such a hex pins that answer
//! over the board's corner, with a button to the section of the rules that explains it.

use egui::{Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, pos2, vec2};
use metro_chicago::layout::{SQRT_3, hex_centre, hex_corners};
use metro_chicago::{Action, HexId, HexKind, Pending};
use metro_play::table::Refused;

use super::{Frame, ink_on};
use crate::command::{ChicagoCommand, Command};
use crate::locale::tr;

/// The board's own state: the refusal pinned by a click, with the position it belongs to.
#[derive(Debug, Default)]
pub struct BoardPanel {
    pinned: Option<(u64, Refused)>,
    /// The hex under the pointer last frame (tests read it).
    pub hovered: Option<HexId>,
}

/// Where the hexes are on screen: the game's own geometry ([`metro_chicago::layout::hex_centre`], flat-topped hexes
/// on the odd-q grid, CEM-1.1) scaled and placed to fit the room.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    /// Where the point (0, 0) of the game's geometry is.
    corner: Pos2,
    /// A hex's radius (centre to corner), in points.
    pub size: f32,
}

impl Layout {
    /// The layout fitting every hex of `board` into `rect`, centred.
    pub fn fit(rect: Rect, board: &metro_chicago::Board) -> Layout {
        // The board's extent for hexes of size 1.
        let (mut width, mut height) = (1.0f32, 1.0f32);
        for hex in board.hexes() {
            let (x, y) = hex_centre(hex.col, hex.row);
            width = width.max(x + 1.0);
            height = height.max(y + SQRT_3 / 2.0);
        }
        let size = ((rect.width() - 8.0) / width)
            .min((rect.height() - 8.0) / height)
            .max(4.0);
        Layout {
            corner: rect.center() - vec2(width, height) * size / 2.0,
            size,
        }
    }

    /// The centre of the hex at (`col`, `row`).
    pub fn centre(&self, col: u8, row: u8) -> Pos2 {
        let (x, y) = hex_centre(col, row);
        self.corner + vec2(x, y) * self.size
    }

    /// The six corners of a hex of radius `r` around `centre` (flat top).
    pub fn corners(centre: Pos2, r: f32) -> Vec<Pos2> {
        hex_corners((0.0, 0.0))
            .iter()
            .map(|&(x, y)| centre + vec2(x, y) * r)
            .collect()
    }
}

/// A terrain's colour.
fn terrain(kind: HexKind) -> Color32 {
    match kind {
        HexKind::Plains => Color32::from_rgb(214, 226, 168),
        HexKind::Forest => Color32::from_rgb(96, 146, 84),
        HexKind::Mountain => Color32::from_rgb(166, 142, 116),
        HexKind::City => Color32::from_rgb(244, 234, 206),
        HexKind::Industrial => Color32::from_rgb(190, 184, 178),
        HexKind::Start => Color32::from_rgb(230, 230, 230),
    }
}

/// The cost's red.
const COST: Color32 = Color32::from_rgb(190, 20, 20);
/// Chicago's gold.
const GOLD: Color32 = Color32::from_rgb(232, 180, 30);
/// The outline of a hex that may be chosen now.
const CHOOSABLE: Color32 = Color32::from_rgb(255, 120, 0);
/// The tint over a hex that may be chosen now.
const CHOOSABLE_TINT: Color32 = Color32::from_rgba_premultiplied(90, 70, 0, 90);

impl BoardPanel {
    /// The action a click on `hex` stands for in the decision at hand: a placement in a building action, else
    /// developing it in a turn (what the game then says of it decides whether it is allowed).
    fn hex_action(f: &Frame, hex: HexId) -> Option<Action> {
        match f.state.pending() {
            Pending::Build { .. } => Some(Action::Place(hex)),
            Pending::Turn => Some(Action::Develop(hex)),
            Pending::Auction(_) | Pending::Over => None,
        }
    }

    /// Draws the board in the room left, and takes the clicks on hexes that may be chosen.
    pub fn ui(&mut self, ui: &mut egui::Ui, f: &Frame, commands: &mut Vec<Command>) {
        let rect = ui.available_rect_before_wrap();
        let response = ui.allocate_rect(rect, Sense::click());
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, 0.0, Color32::from_rgb(120, 160, 190));
        let layout = Layout::fit(rect, f.board);
        let r = layout.size;
        // The pointer over the board, also when a choosable hex's own widget has it.
        let pointer = ui
            .input(|i| i.pointer.hover_pos())
            .filter(|p| rect.contains(*p) && ui.ctx().layer_id_at(*p) == Some(ui.layer_id()));
        let state = f.state;
        let chicago = f.board.chicago();
        // The hexes the person to decide may choose now, with their actions.
        let choosable: Vec<(HexId, Action)> = f
            .offers
            .iter()
            .filter_map(|o| match o.action {
                Action::Place(h) | Action::Develop(h) => Some((h, o.action)),
                _ => None,
            })
            .collect();
        let mut hovered = None;
        // Ground: terrain, the start hexes in their company's colour, outlines.
        for (i, hex) in f.board.hexes().iter().enumerate() {
            let id = HexId(i as u8);
            let centre = layout.centre(hex.col, hex.row);
            let fill = match hex.home_of {
                Some(c) if hex.kind == HexKind::Start => f.colour(c).gamma_multiply(0.55),
                _ => terrain(hex.kind),
            };
            painter.add(Shape::convex_polygon(
                Layout::corners(centre, r - 0.5),
                fill,
                Stroke::new(1.0, Color32::from_gray(90)),
            ));
            if pointer.is_some_and(|p| p.distance(centre) < r * 0.86) {
                hovered = Some(id);
            }
        }
        // What is printed on each hex and what stands on it.
        let small = FontId::proportional((r * 0.36).clamp(7.5, 12.0));
        let name_font = FontId::proportional((r * 0.42).clamp(8.5, 14.0));
        for (i, hex) in f.board.hexes().iter().enumerate() {
            let id = HexId(i as u8);
            let centre = layout.centre(hex.col, hex.row);
            if hex.kind != HexKind::Start && hex.cost > 0 {
                painter.text(
                    centre + vec2(-r * 0.45, -r * 0.52),
                    egui::Align2::CENTER_CENTER,
                    hex.cost.to_string(),
                    small.clone(),
                    COST,
                );
            }
            let income = f.game.placement_income(id);
            if income > 0 {
                painter.text(
                    centre + vec2(r * 0.45, -r * 0.52),
                    egui::Align2::CENTER_CENTER,
                    income.to_string(),
                    small.clone(),
                    Color32::BLACK,
                );
            }
            if matches!(hex.kind, HexKind::City | HexKind::Industrial) {
                let dot = if hex.kind == HexKind::Industrial {
                    Color32::from_gray(70)
                } else {
                    Color32::from_rgb(60, 40, 30)
                };
                painter.circle_filled(centre + vec2(0.0, -r * 0.18), r * 0.14, dot);
            }
            if hex.house > 0 && !state.has_house(id) {
                // The house value, in a small house's outline.
                painter.text(
                    centre + vec2(0.0, -r * 0.58),
                    egui::Align2::CENTER_CENTER,
                    format!("+{}", hex.house),
                    small.clone(),
                    Color32::from_rgb(120, 70, 20),
                );
            }
            if state.has_house(id) {
                house(&painter, centre + vec2(0.0, -r * 0.55), r * 0.2);
            }
            if id == chicago {
                painter.add(Shape::closed_line(
                    Layout::corners(centre, r - 2.0),
                    Stroke::new(3.0, GOLD),
                ));
            }
            if let Some(c) = hex.home_of {
                painter.add(Shape::closed_line(
                    Layout::corners(centre, r - 2.5),
                    Stroke::new(2.5, f.colour(c)),
                ));
                if hex.name.is_none() {
                    // A start hex with no printed name: the company's key on it (a named one has its name).
                    let key = f.company_name(c);
                    let colour = f.colour(c);
                    let galley = painter.layout_no_wrap(key, small.clone(), ink_on(colour));
                    let at =
                        Rect::from_center_size(centre + vec2(0.0, r * 0.05), galley.size() + vec2(4.0, 1.0));
                    painter.rect_filled(at, 2.0, colour);
                    painter.galley(at.min + vec2(2.0, 0.5), galley, Color32::BLACK);
                }
            }
            locomotives(&painter, f, id, centre, r);
        }
        // Names last, over the ground, each on a light band so that it reads on any terrain.
        for hex in f.board.hexes() {
            let Some(name) = &hex.name else { continue };
            let centre = layout.centre(hex.col, hex.row);
            let galley = painter.layout_no_wrap(name.clone(), name_font.clone(), Color32::BLACK);
            let at = Rect::from_center_size(centre + vec2(0.0, r * 0.28), galley.size() + vec2(4.0, 0.0));
            painter.rect_filled(at, 3.0, Color32::from_rgba_unmultiplied(255, 255, 255, 190));
            painter.galley(at.min + vec2(2.0, 0.0), galley, Color32::BLACK);
        }
        // The hexes that may be chosen: outlined, and a click on one chooses it.
        for &(hex, action) in &choosable {
            let h = f.board.hex(hex);
            let centre = layout.centre(h.col, h.row);
            let over = hovered == Some(hex);
            painter.add(Shape::convex_polygon(
                Layout::corners(centre, r - 1.0),
                CHOOSABLE_TINT,
                Stroke::NONE,
            ));
            painter.add(Shape::closed_line(
                Layout::corners(centre, r - 2.5),
                Stroke::new(if over { 4.5 } else { 3.0 }, CHOOSABLE),
            ));
            let hit = Rect::from_center_size(centre, vec2(r * 1.5, r * 1.5));
            let label = f.offer(action).map(|o| o.words.clone()).unwrap_or_default();
            let clicked = ui.interact(hit, ui.scope_id().with(("chicago-hex", hex.0)), Sense::click());
            clicked.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if clicked.clicked() {
                commands.push(Command::Chicago(ChicagoCommand::Play(action)));
            }
        }
        self.hovered = hovered;
        if let Some(hex) = hovered {
            let h = f.board.hex(hex);
            let centre = layout.centre(h.col, h.row);
            painter.add(Shape::closed_line(
                Layout::corners(centre, r - 1.0),
                Stroke::new(1.5, Color32::BLACK),
            ));
            let refused = self.tooltip(ui, f, hex, pointer);
            if let Some(refused) = refused
                && response.clicked()
            {
                self.pinned = Some((f.position, refused));
            }
        }
        self.pinned_ui(ui, f, rect, commands);
        // Chicago's and the choosable hexes' meaning, in the corner.
        let note = if choosable.is_empty() {
            None
        } else if matches!(f.state.pending(), Pending::Build { .. }) {
            Some(tr!("chicago-board-click-place"))
        } else {
            Some(tr!("chicago-board-click-develop"))
        };
        if let Some(note) = note {
            let galley = painter.layout_no_wrap(note, FontId::proportional(14.0), Color32::BLACK);
            let at = Rect::from_min_size(
                pos2(rect.left() + 8.0, rect.bottom() - galley.size().y - 10.0),
                galley.size() + vec2(8.0, 4.0),
            );
            painter.rect_filled(at, 4.0, Color32::from_rgba_unmultiplied(255, 255, 255, 220));
            painter.galley(at.min + vec2(4.0, 2.0), galley, Color32::BLACK);
        }
    }

    /// Why the person to decide may not choose `hex` now, if they may not and the decision at hand is about hexes.
    fn refusal_at(&self, f: &Frame, hex: HexId) -> Option<Refused> {
        let me = f.me?;
        let action = Self::hex_action(f, hex)?;
        if f.offer(action).is_some() {
            return None;
        }
        // A building action also offers a stop; a turn offers other actions: a hex's "why not" is about it alone.
        f.table.refusal(me, action)
    }

    /// The tooltip of the hex under the pointer: what it is, what choosing it would do or why it may not be chosen.
    /// Returns the refusal shown, if any.
    fn tooltip(&self, ui: &egui::Ui, f: &Frame, hex: HexId, pointer: Option<Pos2>) -> Option<Refused> {
        let pointer = pointer?;
        let h = f.board.hex(hex);
        let mut lines = vec![metro_chicago::hex_name(f.board, hex)];
        if let Some(company) = h.home_of {
            lines.push(tr!("chicago-hex-start", company = f.company_name(company)));
        }
        let mut facts = Vec::new();
        if h.cost > 0 {
            facts.push(tr!(
                "chicago-hex-cost",
                cost = metro_chicago::money(f.game.placement_cost(hex))
            ));
        }
        let income = f.game.placement_income(hex);
        if income > 0 {
            facts.push(tr!("chicago-hex-income", income = metro_chicago::money(income)));
        }
        if h.house > 0 {
            facts.push(tr!(
                "chicago-hex-house",
                value = metro_chicago::money(u32::from(h.house))
            ));
        }
        if !facts.is_empty() {
            lines.push(facts.join(" · "));
        }
        let on: Vec<String> = f
            .companies()
            .filter(|c| f.state.companies_on(hex) & (1 << c.0) != 0)
            .map(|c| f.company_name(c))
            .collect();
        if !on.is_empty() {
            lines.push(tr!("chicago-hex-locomotives", companies = on.join(", ")));
        }
        let mut refused = None;
        if let Some(action) = Self::hex_action(f, hex)
            && let Some(offer) = f.offer(action)
        {
            lines.push(tr!("chicago-hex-click", choice = offer.words.as_str()));
            if let Some(preview) = &offer.preview {
                lines.push(preview.clone());
            }
        } else if let Some(why) = self.refusal_at(f, hex) {
            lines.push(super::why_not::sentence(&why));
            if let Some((_, title)) = &why.section {
                lines.push(tr!("chicago-why-not-click", section = title.as_str()));
            }
            lines.push(tr!("chicago-why-not-rule", rule = why.rule));
            refused = Some(why);
        }
        egui::Tooltip::always_open(
            ui.ctx().clone(),
            ui.layer_id(),
            ui.scope_id().with("chicago-board-tip"),
            egui::PopupAnchor::Position(pointer + vec2(16.0, 16.0)),
        )
        .show(|ui| {
            for line in lines {
                ui.label(line);
            }
        });
        refused
    }

    /// The refusal pinned by a click, over the board's top-left corner, with its link to the rules.
    fn pinned_ui(&mut self, ui: &mut egui::Ui, f: &Frame, rect: Rect, commands: &mut Vec<Command>) {
        let Some((position, refused)) = self.pinned.clone() else {
            return;
        };
        if position != f.position {
            self.pinned = None;
            return;
        }
        let area = egui::Area::new(ui.scope_id().with("chicago-pinned"))
            .fixed_pos(rect.min + vec2(8.0, 40.0))
            .order(egui::Order::Foreground);
        area.show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(360.0);
                if super::why_not::ui(ui, &refused, commands) {
                    self.pinned = None;
                }
            });
        });
    }
}

/// A house: a small square with a roof.
fn house(painter: &egui::Painter, at: Pos2, s: f32) {
    let brown = Color32::from_rgb(150, 60, 30);
    painter.rect_filled(
        Rect::from_center_size(at + vec2(0.0, s * 0.35), vec2(s * 1.2, s)),
        0.0,
        brown,
    );
    painter.add(Shape::convex_polygon(
        vec![
            at + vec2(-s * 0.8, -s * 0.1),
            at + vec2(0.0, -s * 0.8),
            at + vec2(s * 0.8, -s * 0.1),
        ],
        brown,
        Stroke::NONE,
    ));
}

/// The companies' locomotives on a hex: a small block each in its company's colour, side by side.
fn locomotives(painter: &egui::Painter, f: &Frame, hex: HexId, centre: Pos2, r: f32) {
    let bits = f.state.companies_on(hex);
    let here: Vec<metro_chicago::Company> = f.companies().filter(|c| bits & (1 << c.0) != 0).collect();
    if here.is_empty() {
        return;
    }
    let n = here.len() as f32;
    let w = (r * 1.5 / n).min(r * 0.55);
    let h = r * 0.36;
    let y = centre.y + r * 0.62;
    for (k, &company) in here.iter().enumerate() {
        let x = centre.x - w * n / 2.0 + w * (k as f32 + 0.5);
        let block = Rect::from_center_size(pos2(x, y), vec2(w - 1.5, h));
        painter.rect(
            block,
            2.0,
            f.colour(company),
            Stroke::new(1.0, Color32::BLACK),
            StrokeKind::Inside,
        );
    }
}
