//! What every game panel reads in one frame, gathered once: the session, the view shown (the animation's, while
//! events play), the human to move and the legal actions, the player colours — and the small questions the panels
//! ask of them (is this legal, what is its label, why not).

use egui::Color32;
use metro_play::game::{Action, Pending, PlayerId, Refusal, View};
use metro_play::session::GameSession;

use crate::app_state::AppState;
use crate::paths::{PLAYER_COLOURS, Settings};
use crate::words::{player_colour, widget_label};

/// The colour of things one may click now.
pub const LEGAL: Color32 = Color32::from_rgb(20, 140, 60);
/// The colour of errors.
pub const ERROR: Color32 = Color32::from_rgb(200, 50, 40);

/// The player colours of `seats` seats, from the menu's settings (the default colours past them).
pub fn seat_colours(settings: &Settings, seats: usize) -> Vec<Color32> {
    (0..seats)
        .map(|i| match settings.seats.get(i) {
            Some(seat) => player_colour(seat.colour),
            None => player_colour(PLAYER_COLOURS[i % PLAYER_COLOURS.len()].0),
        })
        .collect()
}

/// The player colours of the game in play (of the menu's seats when none is).
pub fn colours(state: &AppState) -> Vec<Color32> {
    let n = state
        .session
        .as_ref()
        .map_or(state.settings.seats.len(), |s| s.seats().len());
    seat_colours(&state.settings, n)
}

/// Everything the panels need for one frame.
pub struct Table<'a> {
    /// The session: every question about the game is asked of it.
    pub session: &'a dyn GameSession,
    /// What is shown: while events play, the view as shown so far.
    pub view: View,
    /// The human to move (actions clickable), if any.
    pub me: Option<PlayerId>,
    /// The legal actions (of the player to move).
    pub legal: &'a [Action],
    /// The player colours by seat.
    pub colours: Vec<Color32>,
    /// The time now, in seconds.
    pub now: f64,
    /// Whether the screen waits to be handed over to the human to move ([`Table::before_hand_over`]).
    pub handing_over: bool,
}

impl<'a> Table<'a> {
    /// The table of a session.
    pub fn new(session: &'a dyn GameSession, colours: Vec<Color32>, now: f64) -> Table<'a> {
        Table {
            session,
            view: session.view(),
            me: session.human_to_move(),
            legal: session.legal(),
            colours,
            now,
            handing_over: false,
        }
    }

    /// The same table while the screen waits to be handed over to the human to move (a secret bid in a hot-seat
    /// game, D-3): nobody may decide from it — no move clickable, none listed — until they say they are at the
    /// screen.
    pub fn before_hand_over(mut self) -> Table<'a> {
        self.me = None;
        self.legal = &[];
        self.handing_over = true;
        self
    }

    /// Whether the human to move may do this now.
    pub fn is_legal(&self, action: &Action) -> bool {
        self.me.is_some() && self.legal.contains(action)
    }

    /// The accessible label of the widget that performs the action.
    pub fn label(&self, action: &Action) -> String {
        widget_label(self.session, action)
    }

    /// Why an action is not legal now, if the legal list offers that kind of action elsewhere: the sentence, where
    /// the rules explain it, the rule's ID ([`crate::ui::why_not::lines`]).
    pub fn why_not(&self, action: Action, same_kind: impl Fn(&Action) -> bool) -> Option<String> {
        let refusal = self.refusal(action, same_kind)?;
        let book = self.session.rules_book();
        Some(crate::ui::why_not::lines(&book, &refusal).join("\n"))
    }

    /// The engine's refusal of an action that is not legal now, if the legal list offers that kind of action
    /// elsewhere.
    pub fn refusal(&self, action: Action, same_kind: impl Fn(&Action) -> bool) -> Option<Refusal> {
        if self.me.is_none() || self.legal.contains(&action) {
            return None;
        }
        let in_turn = matches!(self.session.pending(), Pending::Turn { .. });
        let offered = self.legal.iter().any(same_kind) || matches!(action, Action::Take(_)) && in_turn;
        if !offered {
            return None;
        }
        Some(self.session.refusal(action))
    }

    /// A player's name.
    pub fn player_name(&self, player: PlayerId) -> String {
        self.session.player_name(player)
    }

    /// A player's colour.
    pub fn colour(&self, player: PlayerId) -> Color32 {
        self.colours
            .get(player.0 as usize)
            .copied()
            .unwrap_or(Color32::GRAY)
    }
}
