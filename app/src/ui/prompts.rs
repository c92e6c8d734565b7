//! The prompt: what the player to move is asked, what the hovered choice would cost and do, and the buttons for the
//! choices that have no place on the board, cards or track. Every button keeps one place per meaning — "let it
//! pass" (Pass, Wait, Stay, Done) always in the first place, boarding never there — so a second click never lands
//! on a different decision; amounts (bids, stakes) start from the smallest for every prompt (D-3: nothing of the
//! previous bidder's amount shows); a rider can set a plan for the train phase instead of answering at every stop.

use crate::locale::tr;
use egui::{Color32, RichText, vec2};
use metro_core::StationId;
use metro_play::game::yen;
use metro_play::game::{Action, Meeple, Phase, PlayerId, SwapPayment};

use super::table::{LEGAL, Table};
use crate::command::Command;
use crate::plan::Plan;
use crate::preview::Previews;

/// The prompt panel's own state.
#[derive(Debug, Default)]
pub struct PromptsPanel {
    /// The position and player the amount below belongs to.
    prompt: Option<(u64, PlayerId)>,
    /// The amount chosen in the bid or stake control.
    amount: i32,
    /// The station chosen in the "alight at" list.
    alight_at: Option<StationId>,
}

/// The fixed places of the buttons: each meaning has its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    /// Pass, Wait (stay aboard / do not board), Stay, Done.
    LetPass,
    /// Board the (first) vehicle.
    Board,
    /// Board the second tram or bus; or pay a Station swap with a speed token.
    Second,
    /// Pay a Station swap with the bike.
    Third,
}

fn place_of(action: &Action) -> Option<Place> {
    match action {
        Action::Pass | Action::Wait | Action::Stay | Action::Done => Some(Place::LetPass),
        Action::Board(0) => Some(Place::Board),
        Action::Board(_) | Action::PayWith(SwapPayment::SpeedToken) => Some(Place::Second),
        Action::PayWith(SwapPayment::Bike) => Some(Place::Third),
        _ => None,
    }
}

/// Whether the widgets elsewhere (board, cards, revenue track, the amount control) perform this action (a rule
/// module's decision is made on the board when it names a station).
fn elsewhere(t: &Table, action: &Action) -> bool {
    t.session.action_station(action).is_some()
        || matches!(
            action,
            Action::Place(_)
                | Action::MoveTo(_)
                | Action::Alight(_)
                | Action::Station(_)
                | Action::Take(_)
                | Action::Copy(_)
                | Action::Lift(_)
                | Action::Column(_)
                | Action::Line(_)
                | Action::Assign(_)
                | Action::Bid(_)
                | Action::Stake(_)
        )
}

const BUTTON: egui::Vec2 = vec2(138.0, 30.0);

impl PromptsPanel {
    /// Draws the prompt. `hovered`: a choice hovered elsewhere, whose consequences are shown here; `plan`: the plan
    /// of the human to move, if any.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        t: &Table,
        hovered: Option<Action>,
        plan: Option<Plan>,
        previews: &mut Previews,
        commands: &mut Vec<Command>,
    ) {
        let width = ui.available_width();
        // The question, on two lines at most.
        super::fixed_box(ui, vec2(width, 36.0), |ui| {
            let text = match (t.me, t.session.to_move()) {
                _ if t.session.playing() && t.view.state.phase == Phase::Trains => {
                    RichText::new(tr!("prompt-trains-running")).italics()
                }
                _ if t.session.playing() => RichText::new(tr!("prompt-moves-shown")).italics(),
                (Some(me), _) => RichText::new(tr!(
                    "header-to-move",
                    player = t.player_name(me),
                    pending = t.session.pending_description()
                ))
                .strong()
                .color(t.colour(me)),
                (None, Some(p)) => RichText::new(tr!("prompt-waiting-for", player = t.player_name(p))).weak(),
                (None, None) => RichText::new(tr!("prompt-game-over")).strong(),
            };
            ui.label(text);
        });
        let Some(me) = t.me else {
            return;
        };
        // A new prompt: amounts start from the smallest.
        let key = (t.session.position(), me);
        if self.prompt != Some(key) {
            self.prompt = Some(key);
            self.amount = i32::MIN;
        }
        // What the hovered choice would do, in a box of fixed height; or why a place clicked on the board is refused
        // (pinned there, with its link to the rules).
        let pinned = super::why_not::pinned(ui.ctx(), t.session.position());
        super::fixed_box(ui, vec2(width, 52.0), |ui| {
            let consequence = hovered.and_then(|a| consequences(t, a, previews));
            match (consequence, pinned) {
                (None, Some(refusal)) => {
                    ui.spacing_mut().item_spacing.y = 2.0;
                    let book = t.session.rules_book();
                    super::why_not::show_pinned(ui, &book, &refusal, commands);
                }
                (consequence, _) => {
                    let text = consequence.unwrap_or_else(|| default_hint(t));
                    ui.label(RichText::new(text).size(12.0));
                }
            }
        });
        // The buttons in their places.
        let slots = [Place::LetPass, Place::Board, Place::Second, Place::Third];
        let used = slots
            .iter()
            .filter(|&&p| t.legal.iter().any(|a| place_of(a) == Some(p)))
            .count();
        if used > 0 {
            // Two rows of two, each slot at a fixed offset from the prompt's top.
            let gap = 6.0;
            let (area, _) = ui.allocate_exact_size(
                vec2(BUTTON.x * 2.0 + gap, BUTTON.y * 2.0 + gap),
                egui::Sense::hover(),
            );
            for (k, place) in slots.iter().enumerate() {
                let at = area.min
                    + vec2(
                        (k % 2) as f32 * (BUTTON.x + gap),
                        (k / 2) as f32 * (BUTTON.y + gap),
                    );
                let slot = egui::Rect::from_min_size(at, BUTTON);
                if let Some(action) = t.legal.iter().find(|a| place_of(a) == Some(*place)).copied() {
                    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(slot));
                    self.button(&mut child, t, action, previews, commands);
                }
            }
        }
        self.amount_ui(ui, t, commands);
        // Anything else, in the legal list's order.
        ui.horizontal_wrapped(|ui| {
            for action in t
                .legal
                .iter()
                .filter(|a| !elsewhere(t, a) && place_of(a).is_none())
            {
                if ui.button(t.label(action)).clicked() {
                    commands.push(Command::Apply(*action));
                }
            }
        });
        if t.session.phase() == Phase::Trains {
            self.plans_ui(ui, t, me, plan, commands);
        }
        let count = t
            .legal
            .iter()
            .filter(|a| elsewhere(t, a) && !matches!(a, Action::Bid(_) | Action::Stake(_)))
            .count();
        if count > 0 {
            ui.label(
                RichText::new(tr!("prompt-choices-elsewhere", count = count))
                    .weak()
                    .size(12.0),
            );
        }
    }

    fn button(
        &self,
        ui: &mut egui::Ui,
        t: &Table,
        action: Action,
        previews: &mut Previews,
        commands: &mut Vec<Command>,
    ) {
        let label = t.label(&action);
        let outcome = previews.outcome(t.session, action).cloned();
        let mut text = label.clone();
        if let Some(o) = &outcome {
            if o.fare < 0 {
                text = tr!("prompt-with-fare", label = label.as_str(), fare = yen(-o.fare));
            } else if o.cash > 0 && action == Action::Pass {
                text = tr!("prompt-with-gain", label = label.as_str(), amount = yen(o.cash));
            }
        }
        let button = egui::Button::new(RichText::new(&text).color(LEGAL).strong()).wrap();
        let response = ui.add_sized(BUTTON, button);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        let response = response.on_hover_text(&text);
        if response.clicked() {
            commands.push(Command::Apply(action));
        }
    }

    /// Bids and stakes: a slider over exactly the legal amounts, − and + in ¥100 steps, and a confirm button saying
    /// the amount. Every new prompt starts at the smallest amount.
    fn amount_ui(&mut self, ui: &mut egui::Ui, t: &Table, commands: &mut Vec<Command>) {
        for (what, confirm) in [
            ("bid", tr!("prompt-confirm-bid")),
            ("stake", tr!("prompt-confirm-stake")),
        ] {
            let values: Vec<i32> = t
                .legal
                .iter()
                .filter_map(|a| match (what, a) {
                    ("bid", Action::Bid(x)) | ("stake", Action::Stake(x)) => Some(*x),
                    _ => None,
                })
                .collect();
            let (Some(&min), Some(&max)) = (values.iter().min(), values.iter().max()) else {
                continue;
            };
            self.amount = self.amount.clamp(min, max);
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(self.amount > min, egui::Button::new("−¥100"))
                    .clicked()
                {
                    self.amount = (self.amount - 100).max(min);
                }
                let slider = egui::Slider::new(&mut self.amount, min..=max)
                    .step_by(100.0)
                    .show_value(false);
                ui.add(slider).widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::Slider,
                        true,
                        if what == "bid" {
                            tr!("prompt-your-bid")
                        } else {
                            tr!("prompt-your-stake")
                        },
                    )
                });
                if ui
                    .add_enabled(self.amount < max, egui::Button::new("+¥100"))
                    .clicked()
                {
                    self.amount = (self.amount + 100).min(max);
                }
            });
            let chosen = values
                .iter()
                .copied()
                .min_by_key(|v| (v - self.amount).abs())
                .unwrap_or(min);
            let amount = yen(chosen);
            ui.label(
                RichText::new(if what == "bid" {
                    tr!("prompt-your-bid-amount", amount = amount.as_str())
                } else {
                    tr!("prompt-your-stake-amount", amount = amount.as_str())
                })
                .strong(),
            );
            // A bid bonus held counts with the bid (TM-6.4.2): say what the bid counts as.
            if what == "bid"
                && let Some(total) = t.session.bid_counts_as(chosen)
            {
                ui.label(tr!(
                    "prompt-bid-counts-as",
                    total = yen(total),
                    bonus = yen(total - chosen)
                ));
            }
            let text = tr!(
                "prompt-confirm-amount",
                confirm = confirm.as_str(),
                amount = amount
            );
            let button = ui.add_sized(
                vec2(BUTTON.x * 2.0 + 6.0, BUTTON.y),
                egui::Button::new(RichText::new(&text).color(LEGAL).strong()),
            );
            button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &confirm));
            if button.clicked() {
                let action = if what == "bid" {
                    Action::Bid(chosen)
                } else {
                    Action::Stake(chosen)
                };
                commands.push(Command::Apply(action));
            }
            if what == "bid" {
                ui.label(RichText::new(tr!("prompt-bid-secret")).weak().size(11.0));
            }
        }
    }

    /// The rider's plans for this train phase.
    fn plans_ui(
        &mut self,
        ui: &mut egui::Ui,
        t: &Table,
        me: PlayerId,
        plan: Option<Plan>,
        commands: &mut Vec<Command>,
    ) {
        ui.separator();
        // At the plan's station with several free spaces: where the rider is, and only the spaces to pick from.
        if let Some(plan) = plan
            && let crate::plan::Answer::PickSpace(station) = plan.answer(t.session, me)
        {
            ui.label(
                RichText::new(tr!(
                    "prompt-plan-pick-space",
                    station = t.session.station_name(station)
                ))
                .strong(),
            );
            return;
        }
        if let Some(plan) = plan {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(tr!("prompt-plan", plan = plan.describe(t.session))).strong());
                if ui.button(tr!("prompt-cancel-plan")).clicked() {
                    commands.push(Command::SetPlan(me, None));
                }
            });
            return;
        }
        let meeple = t
            .view
            .state
            .players
            .get(me.0 as usize)
            .map_or(Meeple::Off, |p| p.meeple);
        match meeple {
            Meeple::Riding { line, vehicle, .. } => {
                ui.label(RichText::new(tr!("prompt-answer-once")).size(12.0));
                ui.horizontal_wrapped(|ui| {
                    if ui.button(tr!("prompt-ride-to-end")).clicked() {
                        commands.push(Command::SetPlan(me, Some(Plan::RideToEnd)));
                    }
                });
                let ahead = crate::plan::stations_ahead(t.session, line, vehicle);
                if ahead.is_empty() {
                    return;
                }
                if self.alight_at.is_none_or(|s| !ahead.contains(&s)) {
                    self.alight_at = ahead.first().copied();
                }
                ui.horizontal(|ui| {
                    let chosen = self
                        .alight_at
                        .map_or(String::new(), |s| t.session.station_name(s));
                    if ui.button(tr!("prompt-alight-at", station = chosen)).clicked()
                        && let Some(station) = self.alight_at
                    {
                        commands.push(Command::SetPlan(me, Some(Plan::AlightAt(station))));
                    }
                    egui::ComboBox::from_id_salt("alight-at")
                        .selected_text("…")
                        .width(40.0)
                        .show_ui(ui, |ui| {
                            for &s in &ahead {
                                ui.selectable_value(&mut self.alight_at, Some(s), t.session.station_name(s));
                            }
                        });
                });
            }
            Meeple::On(_) => {
                if ui.button(tr!("prompt-board-nothing")).clicked() {
                    commands.push(Command::SetPlan(me, Some(Plan::NoBoarding)));
                }
            }
            Meeple::Off => {}
        }
    }
}

/// What a hovered choice would cost and do, in words.
fn consequences(t: &Table, action: Action, previews: &mut Previews) -> Option<String> {
    let label = t.label(&action);
    let preview = previews.get(t.session, action)?.clone();
    let mut text = label;
    text = crate::preview::with_words(&action, text, &preview.now.words());
    if let Some(d) = &preview.discounted {
        text = tr!("prompt-with-discounts", text = text, effects = d.words());
    }
    if preview.choices.is_empty() {
        if preview.now.discs_lost > 0 && matches!(action, Action::Take(_)) {
            text = tr!("prompt-disc-for-good", text = text);
        }
        return Some(text);
    }
    let map = t.session.map();
    let mut spaces = 0;
    let mut priced: Vec<String> = Vec::new();
    for choice in &preview.choices {
        match choice.action {
            Action::MoveTo(_) => spaces += 1,
            Action::Station(s) => priced.push(tr!(
                "prompt-priced-station",
                station = map.station(s).name.as_str(),
                cost = yen(-choice.plain.cash)
            )),
            Action::Line(l) => {
                let words = choice.plain.words();
                let name = &map.lines()[l.0 as usize].letter;
                priced.push(if words.is_empty() {
                    name.clone()
                } else {
                    tr!("prompt-priced-line", line = name.as_str(), effects = words)
                });
            }
            _ => {}
        }
    }
    if spaces > 0 {
        text = tr!("prompt-then-where", text = text, count = spaces);
    }
    if !priced.is_empty() {
        let shown: Vec<String> = priced.iter().take(5).cloned().collect();
        let more = priced.len().saturating_sub(5);
        let choices = shown.join("; ");
        text = if more > 0 {
            tr!(
                "prompt-then-choose-more",
                text = text,
                choices = choices,
                count = more
            )
        } else {
            tr!("prompt-then-choose", text = text, choices = choices)
        };
    }
    Some(text)
}

/// The unassigned speed tokens of the human to move (what every player sees of them).
fn held_speed_tokens(t: &Table) -> u8 {
    t.me.and_then(|me| t.view.state.players.get(me.0 as usize))
        .map_or(0, |p| p.speed_tokens)
}

/// What to do now, when nothing is hovered.
fn default_hint(t: &Table) -> String {
    let any = |f: fn(&Action) -> bool| t.legal.iter().any(f);
    if any(|a| matches!(a, Action::Take(_))) && held_speed_tokens(t) > 0 {
        // Tokens held: they go on lines during the action about to be chosen, not before (TM-7.11, D-20).
        tr!("prompt-hint-cards-speed", count = held_speed_tokens(t))
    } else if any(|a| matches!(a, Action::Take(_))) {
        tr!("prompt-hint-cards")
    } else if any(|a| matches!(a, Action::Place(_) | Action::MoveTo(_))) {
        tr!("prompt-hint-space")
    } else if t.legal.iter().any(|a| t.session.action_station(a).is_some()) {
        tr!("prompt-hint-station")
    } else if any(|a| matches!(a, Action::Assign(_))) {
        // The moment speed tokens can be placed (TM-7.11, D-20): say so, and where.
        tr!("prompt-hint-speed", count = held_speed_tokens(t))
    } else if any(|a| matches!(a, Action::Line(_))) {
        tr!("prompt-hint-line")
    } else if any(|a| matches!(a, Action::Alight(_))) {
        tr!("prompt-hint-alight")
    } else {
        String::new()
    }
}

/// The colour of a warning in the prompt.
pub const WARN: Color32 = Color32::from_rgb(230, 150, 60);
