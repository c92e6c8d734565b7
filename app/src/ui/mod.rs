//! The GUI: one panel per file, each a struct with its own state and a `ui` method (as egui's demo and rerun's
//! viewer do). Panels read the game through a [`table::Table`] gathered once per frame and ask for changes by pushing
//! [`crate::command::Command`]s; they change nothing themselves.

pub mod board;
pub mod cards;
pub mod charts;
pub mod chicago;
pub mod editor;
pub mod end;
pub mod game;
pub mod guide;
pub mod hand_over;
pub mod header;
pub mod help;
pub mod highlight;
pub mod learn;
pub mod log;
pub mod menu;
pub mod moves;
pub mod online;
pub mod players;
pub mod plot;
pub mod prompts;
pub mod replay;
pub mod saves;
pub mod simulation;
pub mod status;
pub mod storage;
pub mod table;
pub mod track;
pub mod why_not;

/// A box of exactly `size` at the cursor, its contents clipped to it: what follows never moves, whatever it holds.
pub fn fixed_box<R>(ui: &mut egui::Ui, size: egui::Vec2, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(rect));
    child.shrink_clip_rect(rect);
    add(&mut child)
}

/// How wide `text` is on one line in `font`, in points.
pub fn text_width(ui: &egui::Ui, text: &str, font: egui::FontId) -> f32 {
    ui.fonts_mut(|f| {
        f.layout_no_wrap(text.to_string(), font, egui::Color32::WHITE)
            .size()
            .x
    })
}

/// The texts shortened with "…" this frame (for the tests that check nothing is cut at 1280×720).
#[derive(Clone, Debug, Default)]
struct Cut(Vec<String>);

fn cut_id() -> egui::Id {
    egui::Id::unique("metro-cut-texts")
}

/// Notes that `text` was shortened with "…" this frame.
pub fn note_cut(ctx: &egui::Context, text: &str) {
    ctx.data_mut(|d| {
        d.get_temp_mut_or_default::<Cut>(cut_id())
            .0
            .push(text.to_string())
    });
}

/// The texts shortened with "…" in the last frame drawn (a game screen's tray, headers, Undo).
pub fn cut_texts(ctx: &egui::Context) -> Vec<String> {
    ctx.data(|d| d.get_temp::<Cut>(cut_id()).map(|c| c.0).unwrap_or_default())
}

/// Forgets the texts cut, at the start of a frame.
pub fn forget_cut(ctx: &egui::Context) {
    ctx.data_mut(|d| d.remove::<Cut>(cut_id()));
}

/// Whether a vertical scroll area's content goes on below what it shows.
pub fn more_below<R>(shown: &egui::scroll_area::ScrollAreaOutput<R>) -> bool {
    let hidden = shown.content_size.y - shown.state.clamped_offset().y - shown.inner_rect.height();
    hidden > 2.0
}

/// A small button standing over the bottom of a scroll area's `view`, saying that more follows below, with an arrow
/// pointing down drawn after its words (egui's default fonts have no "↓"); whether it was clicked.
pub fn below_button(ui: &mut egui::Ui, view: egui::Rect, text: &str) -> bool {
    let font = egui::FontId::proportional(11.5);
    let galley = ui.fonts_mut(|f| f.layout_no_wrap(text.to_string(), font, egui::Color32::WHITE));
    let arrow = 8.0;
    let extent = egui::vec2(galley.size().x + arrow + 24.0, 20.0);
    let at = egui::Rect::from_min_size(
        egui::pos2(view.center().x - extent.x / 2.0, view.bottom() - extent.y - 4.0),
        extent,
    );
    let response = ui.interact(at, ui.scope_id().with(("below", text)), egui::Sense::click());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, text));
    let look = ui.style().interact(&response);
    let ink = ui.visuals().strong_text_color();
    let fill = if response.hovered() {
        ui.visuals().selection.bg_fill.gamma_multiply(1.3)
    } else {
        ui.visuals().selection.bg_fill
    };
    let painter = ui.painter();
    painter.rect(at, 10.0, fill, look.bg_stroke, egui::StrokeKind::Inside);
    let text_at = egui::pos2(at.left() + 10.0, at.center().y - galley.size().y / 2.0);
    painter.galley(text_at, galley.clone(), ink);
    let tip = egui::pos2(at.right() - 10.0 - arrow / 2.0, at.center().y + arrow / 2.0);
    painter.add(egui::Shape::convex_polygon(
        vec![
            tip,
            tip + egui::vec2(-arrow / 2.0, -arrow),
            tip + egui::vec2(arrow / 2.0, -arrow),
        ],
        ink,
        egui::Stroke::NONE,
    ));
    response.clicked()
}

/// The smallest a text is made to fit its room, as a share of its size: below it, it is shortened ("…") instead.
const SMALLEST_FIT: f32 = 0.8;

/// The size at which `text` fits in `width` points: `size` when it does, else smaller down to 80% of it (German and
/// Italian action names are longer than the English ones the card tray was laid out for). Past that the text is
/// shortened with "…" by its label, and says itself in full on hover.
pub fn fitted_size(ui: &egui::Ui, text: &str, size: f32, width: f32) -> f32 {
    let wide = text_width(ui, text, egui::FontId::proportional(size));
    if wide <= width || wide <= 0.0 {
        return size;
    }
    // Text width scales with the font size (to within a pixel of kerning and hinting).
    ((size * width / wide) * 2.0)
        .floor()
        .max(size * SMALLEST_FIT * 2.0)
        / 2.0
}

#[cfg(test)]
mod tests {
    use super::fitted_size;

    #[test]
    fn a_long_name_shrinks_to_fit_its_room_but_not_below_four_fifths() {
        let ctx = egui::Context::default();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            let text = "Investieren per Scheibe";
            let width_at = |size: f32| {
                ui.fonts_mut(|f| {
                    f.layout_no_wrap(
                        text.into(),
                        egui::FontId::proportional(size),
                        egui::Color32::WHITE,
                    )
                    .size()
                    .x
                })
            };
            let full = width_at(12.0);
            // Room enough: the size asked.
            assert_eq!(fitted_size(ui, text, 12.0, full + 1.0), 12.0);
            // A tenth too little room: smaller, in half points, and it fits.
            let size = fitted_size(ui, text, 12.0, full * 0.9);
            assert!((9.6..12.0).contains(&size), "{size}");
            assert_eq!((size * 2.0).fract(), 0.0, "{size}");
            assert!(
                width_at(size) <= full * 0.9 + 0.5,
                "{size}: {} > {}",
                width_at(size),
                full * 0.9
            );
            // Far too little: four fifths, no smaller (the label cuts the rest).
            assert_eq!(fitted_size(ui, text, 12.0, 10.0), 12.0 * 0.8);
        });
        // The font atlas this frame built is not drawn here.
        output.textures_delta.clear();
    }
}
