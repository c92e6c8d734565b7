//! Each frame before drawing: the animation plays on, and the bots and the riders' plans make their moves.

use std::time::{Duration, Instant};

use super::{MetroApp, Screen};
use crate::plan::Answer;
use crate::session::BotStep;
use metro_play::session::GameSession;

impl MetroApp {
    /// Animation, bots and plans, before drawing.
    pub(super) fn advance(&mut self, ctx: &egui::Context) {
        if self.screen == Screen::Chicago {
            self.advance_chicago(ctx);
            return;
        }
        if self.screen != Screen::Game {
            return;
        }
        let speed = self.state.settings.speed;
        let dt = ctx.input(|i| i.stable_dt).clamp(0.0, 0.25);
        let Some(session) = self.state.session.as_mut() else {
            return;
        };
        if let Some(failure) = session.failure() {
            // Every action of the game is refused from now on: say why, and play no further.
            self.state.tell_failure(failure);
            return;
        }
        if session.playing() {
            let shown = session.tick(dt, speed);
            if !shown.is_empty() {
                let colours = crate::ui::table::colours(&self.state);
                if let Some(session) = self.state.session.as_ref() {
                    let t = crate::ui::table::Table::new(session, colours, self.now);
                    self.game.board.show_events(&t, &shown);
                }
            }
            ctx.request_repaint_after(Duration::from_millis(30));
            return;
        }
        // Plans last one train phase.
        if session.phase() != metro_play::game::Phase::Trains {
            self.game.plans.clear();
        }
        let planned = session.human_to_move().and_then(|p| {
            let plan = *self.game.plans.get(&p)?;
            Some((p, plan.answer(session, p)))
        });
        match planned {
            Some((p, Answer::Done)) => {
                self.game.plans.remove(&p);
                return;
            }
            Some((_, Answer::Ask | Answer::PickSpace(_))) | None if session.bot_to_move().is_none() => return,
            _ => {}
        }
        if speed <= 0.0 {
            // Instant: bots and plans play until a human is asked, within a time budget per frame; a bot still
            // thinking after it is asked again next frame.
            let budget = Instant::now();
            let frame = Duration::from_millis(40);
            while let Some(left) = frame.checked_sub(budget.elapsed())
                && self.step(false, left)
            {}
            ctx.request_repaint();
        } else {
            // The bot starts thinking at once, while the last move is still on screen.
            session.think();
            self.timer -= dt;
            if self.timer <= 0.0 && self.step(true, Duration::from_millis(5)) {
                self.timer = 0.6 / speed;
            }
            ctx.request_repaint_after(Duration::from_millis(30));
        }
    }

    /// One move of a bot or of a plan, waiting at most `wait` for a bot to answer; false if neither moved (a bot
    /// still thinking keeps plans waiting too).
    fn step(&mut self, animate: bool, wait: Duration) -> bool {
        let Some(session) = self.state.session.as_mut() else {
            return false;
        };
        match session.poll_bot(animate, Some(wait)) {
            BotStep::Moved => return true,
            BotStep::Thinking(_) => return false,
            BotStep::Idle => {}
        }
        let Some(p) = session.human_to_move() else {
            return false;
        };
        let Some(plan) = self.game.plans.get(&p).copied() else {
            return false;
        };
        match plan.answer(session, p) {
            Answer::Act(action) if session.legal().contains(&action) => {
                session.apply(action, animate).is_ok()
            }
            Answer::Done => {
                self.game.plans.remove(&p);
                false
            }
            _ => false,
        }
    }
}
