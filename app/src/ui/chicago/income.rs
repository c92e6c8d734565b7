//! The income track (CE-1.2, CE-1.8) as the board prints it, in a band under the board: spaces 0 to 50 in as many
//! rows as the width asks, the spaces where the eastern companies start ringed in their colours (CE-2.4, board data),
//! and each open company's income marker — a square in its colour with its initial — on the space of its income;
//! several on one space stand side by side. An income above 50 puts the marker at (income − 50) with a "+50" badge
//! on it (the +50 marker, CE-1.8). A company not open yet (Wabash) waits beside the track (CE-2.5). Each marker is
//! a widget labelled, and hovered, with its company and income ("PRR: income $17"), each space one labelled with its
//! number. The figures are the game's state's; the panel only places them ([`placement`]).

use egui::{Align2, Color32, FontId, Rect, RichText, Sense, Stroke, StrokeKind, pos2, vec2};
use metro_chicago::{Company, money};

use super::{Frame, ink_on};
use crate::locale::tr;

/// The track's last space (CE-1.8).
pub const TOP: u32 = 50;
/// The spaces, 0 to 50.
const SPACES: u32 = TOP + 1;
/// The narrowest a space may be (room for two markers side by side).
const MIN_CELL: f32 = 30.0;
/// The widest a space is drawn.
const MAX_CELL: f32 = 44.0;
/// One row of spaces: the number above, the markers' lane along the foot.
const ROW: f32 = 28.0;
/// Between rows.
const ROW_GAP: f32 = 3.0;
/// The heading's column on the left (the title, and the spot beside the track).
const HEADING: f32 = 84.0;
/// The band's frame margins: across and up-down.
const MARGIN: (i8, i8) = (8, 4);
/// The title's two lines in the heading's column.
const TITLE: f32 = 26.0;
/// A marker's side.
const MARKER: f32 = 12.0;
/// The +50 badge's text.
const BADGE_FONT: f32 = 8.5;
/// The paper of the track's spaces, and of every tenth.
const PAPER: Color32 = Color32::from_rgb(236, 228, 206);
const PAPER_TENTH: Color32 = Color32::from_rgb(214, 202, 172);
/// The printed numbers and the spaces' lines.
const PRINT: Color32 = Color32::from_rgb(60, 50, 40);

/// Where an income's marker stands (CE-1.8): the space, 0 to 50, and what the +50 marker adds (0: no +50 marker).
/// An income above 50 restarts at the beginning of the track: 67 is space 17 with +50, 100 is space 50 with +50.
/// An income past 100, which the printed track cannot show with its one +50 marker, counts its fifties (+100 at
/// space 1 for 101).
pub fn placement(income: u32) -> (u32, u32) {
    if income <= TOP {
        (income, 0)
    } else {
        let plus = (income - 1) / TOP * TOP;
        (income - plus, plus)
    }
}

/// How the spaces fall into rows in a width: the rows, and the spaces in each.
fn rows(grid_width: f32) -> (u32, u32) {
    let fit = ((grid_width / MIN_CELL).floor() as u32).max(1);
    let rows = SPACES.div_ceil(fit);
    (rows, SPACES.div_ceil(rows))
}

/// Between two markers side by side.
const GAP: f32 = 2.0;

/// Where the markers sharing a space go, by their widths: side by side and centred in the lane along the space's
/// foot, `room` wide; those that do not fit there go to a second line above it (over the printed number), and a
/// second line too full squeezes its markers together. Each marker's line (0: the lane) and its left edge.
fn arrange(widths: &[f32], room: f32) -> Vec<(usize, f32)> {
    let mut lines: Vec<Vec<usize>> = vec![Vec::new()];
    let mut used = 0.0;
    for (i, &width) in widths.iter().enumerate() {
        let line = lines.len() - 1;
        let need = if lines[line].is_empty() {
            width
        } else {
            used + GAP + width
        };
        if need > room && line == 0 && !lines[line].is_empty() {
            lines.push(vec![i]);
            used = width;
        } else {
            lines[line].push(i);
            used = need;
        }
    }
    let mut out = vec![(0, 0.0); widths.len()];
    for (l, line) in lines.iter().enumerate() {
        let gaps = line.len().saturating_sub(1) as f32;
        let total = line.iter().map(|&i| widths[i]).sum::<f32>() + GAP * gaps;
        let squeeze = if total > room && gaps > 0.0 {
            (total - room) / gaps
        } else {
            0.0
        };
        let mut x = ((room - (total - squeeze * gaps)) / 2.0).max(0.0);
        for &i in line {
            out[i] = (l, x);
            x += widths[i] + GAP - squeeze;
        }
    }
    out
}

/// The income track (no state of its own).
pub struct IncomePanel;

impl IncomePanel {
    /// The band's frame.
    pub fn frame(style: &egui::Style) -> egui::Frame {
        egui::Frame::side_top_panel(style).inner_margin(egui::Margin::symmetric(MARGIN.0, MARGIN.1))
    }

    /// The band's height, margins included, for a band `width` wide.
    pub fn height(width: f32) -> f32 {
        let (rows, _) = rows(width - 2.0 * f32::from(MARGIN.0) - HEADING);
        let track = rows as f32 * ROW + (rows - 1) as f32 * ROW_GAP;
        // At least the heading's: the title, and the spot beside the track.
        track.max(TITLE + MARKER + 6.0) + 2.0 * f32::from(MARGIN.1)
    }

    /// The words of a company's marker: "PRR: income $17" (and the +50 marker's when it carries one).
    pub fn marker_words(f: &Frame, company: Company) -> String {
        let c = f.state.company(company);
        let name = f.company_name(company);
        if !c.open {
            return tr!("chicago-income-closed", company = name);
        }
        match placement(c.income) {
            (_, 0) => tr!("chicago-income-marker", company = name, income = money(c.income)),
            (space, plus) => tr!(
                "chicago-income-marker-plus",
                company = name,
                income = money(c.income),
                space = space,
                plus = plus
            ),
        }
    }

    /// Draws the track in the room given.
    pub fn ui(ui: &mut egui::Ui, f: &Frame) {
        let room = ui.available_rect_before_wrap();
        let heading = Rect::from_min_size(room.min, vec2(HEADING, room.height()));
        let grid = Rect::from_min_max(pos2(heading.right(), room.top()), room.max);
        let (_, per_row) = rows(grid.width());
        let cell = (grid.width() / per_row as f32).min(MAX_CELL);
        let painter = ui.painter_at(room);

        // The heading (up to two lines), and under it the spot beside the track where the companies not open yet
        // wait (CE-2.5).
        let spot_height = MARKER + 4.0;
        let title_rect = Rect::from_min_size(
            heading.min,
            vec2(HEADING - 6.0, heading.height() - spot_height - 2.0),
        );
        ui.scope_builder(egui::UiBuilder::new().max_rect(title_rect), |ui| {
            ui.add(egui::Label::new(RichText::new(tr!("chicago-income-track")).small().strong()).wrap())
                .on_hover_text(tr!("chicago-income-track.tooltip"));
        });
        let closed: Vec<Company> = f.companies().filter(|&c| !f.state.company(c).open).collect();
        if !closed.is_empty() {
            let spot = Rect::from_min_size(
                pos2(heading.left(), heading.bottom() - spot_height),
                vec2(closed.len() as f32 * (MARKER + GAP) + GAP + 2.0, spot_height),
            );
            painter.rect(spot, 2.0, PAPER, Stroke::new(1.0, PRINT), StrokeKind::Inside);
            for (i, &company) in closed.iter().enumerate() {
                let at = Rect::from_min_size(
                    spot.min + vec2(GAP + 1.0 + i as f32 * (MARKER + GAP), 2.0),
                    vec2(MARKER, MARKER),
                );
                Self::marker(ui, f, company, at, None);
            }
        }

        // The spaces, the starting ones ringed in their companies' colours (CE-2.4).
        let space_rect = |space: u32| {
            let (row, col) = (space / per_row, space % per_row);
            Rect::from_min_size(
                grid.min + vec2(col as f32 * cell, row as f32 * (ROW + ROW_GAP)),
                vec2(cell - 2.0, ROW),
            )
        };
        let number_font = FontId::proportional(10.0);
        for space in 0..SPACES {
            let at = space_rect(space);
            let fill = if space % 10 == 0 { PAPER_TENTH } else { PAPER };
            painter.rect(at, 2.0, fill, Stroke::new(1.0, PRINT), StrokeKind::Inside);
            painter.text(
                pos2(at.center().x, at.top() + 7.0),
                Align2::CENTER_CENTER,
                space.to_string(),
                number_font.clone(),
                PRINT,
            );
            let words = tr!("chicago-income-space", space = space);
            let response = ui.interact(at, ui.scope_id().with(("income-space", space)), Sense::hover());
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &words));
        }
        for company in f.companies() {
            let def = f.board.company(company);
            if !def.opens_at_chicago && def.income <= TOP {
                let at = space_rect(def.income);
                painter.rect_stroke(
                    at.shrink(1.0),
                    2.0,
                    Stroke::new(2.0, f.colour(company)),
                    StrokeKind::Inside,
                );
            }
        }

        // The markers of the open companies, side by side on a space they share.
        let mut on_space: Vec<Vec<(Company, u32)>> = vec![Vec::new(); SPACES as usize];
        for company in f.companies() {
            let c = f.state.company(company);
            if c.open {
                let (space, plus) = placement(c.income);
                on_space[space as usize].push((company, plus));
            }
        }
        let badge_font = FontId::proportional(BADGE_FONT);
        for (space, markers) in on_space.iter().enumerate() {
            if markers.is_empty() {
                continue;
            }
            let at = space_rect(space as u32);
            // Each marker's width: the square, and its badge.
            let widths: Vec<f32> = markers
                .iter()
                .map(|&(_, plus)| {
                    if plus == 0 {
                        MARKER
                    } else {
                        let badge =
                            painter.layout_no_wrap(format!("+{plus}"), badge_font.clone(), Color32::WHITE);
                        MARKER + badge.size().x + 3.0
                    }
                })
                .collect();
            let room = at.width() - 2.0;
            // A badged marker alone wider than its space: its badge narrower, not spilling over.
            let widths: Vec<f32> = widths.into_iter().map(|w| w.min(room)).collect();
            for (&(company, plus), (&width, (line, x))) in
                markers.iter().zip(widths.iter().zip(arrange(&widths, room)))
            {
                let top = if line == 0 {
                    at.bottom() - MARKER - 2.0
                } else {
                    at.top() + 1.0
                };
                let square = Rect::from_min_size(pos2(at.left() + 1.0 + x, top), vec2(MARKER, MARKER));
                let badge = (plus > 0).then(|| {
                    (
                        Rect::from_min_size(square.right_top(), vec2(width - MARKER, MARKER)),
                        format!("+{plus}"),
                    )
                });
                Self::marker(ui, f, company, square, badge);
            }
        }
    }

    /// One company's marker: a square in its colour with its initial, the +50 badge joined on its right if it has
    /// one; a widget labelled and hovered with the company's income.
    fn marker(ui: &mut egui::Ui, f: &Frame, company: Company, square: Rect, badge: Option<(Rect, String)>) {
        let colour = f.colour(company);
        let painter = ui.painter();
        let outline = Stroke::new(1.0, Color32::from_gray(20));
        let whole = badge.as_ref().map_or(square, |(b, _)| square.union(*b));
        if let Some((at, text)) = &badge {
            painter.rect(*at, 2.0, Color32::from_gray(25), outline, StrokeKind::Inside);
            painter.text(
                at.center() + vec2(1.0, 0.0),
                Align2::CENTER_CENTER,
                text,
                FontId::proportional(BADGE_FONT),
                Color32::WHITE,
            );
        }
        painter.rect(square, 2.0, colour, outline, StrokeKind::Inside);
        let initial: String = f.company_name(company).chars().take(1).collect();
        painter.text(
            square.center() + vec2(0.0, 0.5),
            Align2::CENTER_CENTER,
            initial,
            FontId::proportional(9.0),
            ink_on(colour),
        );
        let words = Self::marker_words(f, company);
        let response = ui.interact(
            whole,
            ui.scope_id().with(("income-marker", company.index())),
            Sense::hover(),
        );
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &words));
        response.on_hover_text(&words);
    }
}

#[cfg(test)]
mod tests {
    use super::{GAP, SPACES, arrange, placement, rows};

    #[test]
    fn an_income_up_to_50_is_its_own_space() {
        assert_eq!(placement(0), (0, 0));
        assert_eq!(placement(7), (7, 0));
        assert_eq!(placement(50), (50, 0));
    }

    #[test]
    fn an_income_above_50_restarts_with_the_plus_50_marker() {
        assert_eq!(placement(51), (1, 50));
        assert_eq!(placement(67), (17, 50));
        assert_eq!(placement(100), (50, 50));
        // past what the printed track shows: the fifties counted
        assert_eq!(placement(101), (1, 100));
        assert_eq!(placement(163), (13, 150));
    }

    #[test]
    fn the_spaces_wrap_into_rows_as_the_width_asks() {
        assert_eq!(rows(2000.0), (1, SPACES));
        assert_eq!(rows(800.0), (2, 26));
        assert_eq!(rows(500.0), (4, 13));
        let (r, per) = rows(10.0);
        assert!(r * per >= SPACES);
    }

    #[test]
    fn markers_sharing_a_space_stand_side_by_side_then_on_a_second_line() {
        // Two squares fit the lane, centred.
        assert_eq!(arrange(&[12.0, 12.0], 30.0), [(0, 2.0), (0, 14.0 + GAP)]);
        // A badged marker and a square do not: the square goes above.
        let placed = arrange(&[28.0, 12.0], 30.0);
        assert_eq!(placed, [(0, 1.0), (1, 9.0)]);
        // Too many for two lines: the second is squeezed, within the room.
        let placed = arrange(&[12.0, 12.0, 12.0, 12.0, 12.0], 28.0);
        assert!(
            placed
                .iter()
                .all(|&(line, x)| line <= 1 && x >= 0.0 && x + 12.0 <= 28.0 + 0.01),
            "{placed:?}"
        );
    }
}
