//! What a panel may ask of a game being played: one interface, so that a front end never holds the engine's `Game`.
//! The local game ([`Session`]) is its one implementation today; a network session (the online issue) is its
//! second, answering the same questions from what the server tells one seat.
//!
//! Every question is answered in the game's words or with the engine's own types (`View`, `Action`, `Refusal`,
//! `Pending`), never with a `Game`: the legal moves and what they are called, why a move is refused, what a hovered
//! choice costs and does, the view shown, the log, the names of places.

use metro_core::{ActionKind, LineId, Map, SpaceId, StationId, Yen};
use metro_engine::module::Pieces;
use metro_engine::narrate::Narrator;
use metro_engine::state::Pending;
use metro_engine::{Action, CardId, FinalResult, Phase, PlayerId, Refusal, Rules, View};

use super::{LogLine, Session};
use crate::help::RulesBook;
use crate::highlight::Highlight;
use crate::paths::SeatKind;
use crate::preview::Preview;

/// What a front end asks of a game in play.
pub trait GameSession {
    // --- the table ---

    /// The rules played (the map, the card set, the rule modules): what every seat knows from the setup.
    fn rules(&self) -> &Rules;

    /// The map.
    fn map(&self) -> &Map {
        self.rules().map()
    }

    /// Who plays each seat.
    fn seats(&self) -> &[SeatKind];

    /// A player's name.
    fn player_name(&self, player: PlayerId) -> String;

    /// The narrator, with the seat labels (for lines told in the current language).
    fn narrator(&self) -> &Narrator;

    /// The log, oldest line first.
    fn log(&self) -> &[LogLine];

    /// The position's number: changes whenever a decision is made or taken back, never repeats (the key of what is
    /// computed from a position, like previews).
    fn position(&self) -> u64;

    /// The number of decisions made so far.
    fn decisions(&self) -> usize;

    /// The decisions made so far, in order (what the save records).
    fn actions(&self) -> &[Action];

    /// The last decision if it may be taken back now (its words), following the undo policy.
    fn undoable(&self) -> Option<&str>;

    /// The bot thinking about its decision, and for how long, if any.
    fn thinking(&self) -> Option<(PlayerId, std::time::Duration)>;

    // --- what is shown ---

    /// What the screen shows: while events play, the view as shown so far; otherwise the viewing seat's view.
    fn view(&self) -> View;

    /// Whether events are still being shown.
    fn playing(&self) -> bool;

    /// The vehicle that moved last while events play.
    fn moving(&self) -> Option<(LineId, u8)>;

    // --- where play stands ---

    /// The decision pending now (not the one shown while events play).
    fn pending(&self) -> &Pending;

    /// The pending decision in words ("Choose a station", a module's stage as the module says).
    fn pending_description(&self) -> String;

    /// The phase now.
    fn phase(&self) -> Phase;

    /// The round now.
    fn round(&self) -> u8;

    /// The number of players.
    fn player_count(&self) -> usize {
        self.seats().len()
    }

    /// The seat to move, if any.
    fn to_move(&self) -> Option<PlayerId>;

    /// The human to move now, if it is a human's turn and nothing is still being shown.
    fn human_to_move(&self) -> Option<PlayerId>;

    /// Whether a seat is played by a person at this screen.
    fn is_human(&self, player: PlayerId) -> bool;

    /// Whether the game has ended.
    fn is_over(&self) -> bool {
        self.phase() == Phase::Ended
    }

    /// The end-game payouts and totals, once the game has ended.
    fn result(&self) -> Option<&FinalResult>;

    /// Why the game stopped, if a plugin of the game failed (every action is refused from then on).
    fn failure(&self) -> Option<String>;

    // --- questions about a choice ---

    /// The legal actions of the seat to move.
    fn legal(&self) -> &[Action];

    /// Why `action` is refused now, with the rule's ID (the engine's explanation).
    fn refusal(&self, action: Action) -> Refusal;

    /// The choice as offered on a button, in the imperative ("Board the G train").
    fn offer(&self, action: &Action) -> String;

    /// What a bid of `amount` by the seat to move counts as with their bid bonus (TM-6.4.2), when they hold one.
    fn bid_counts_as(&self, amount: Yen) -> Option<Yen>;

    /// The station a choice points at on the board, if any (for clickable stations).
    fn action_station(&self, action: &Action) -> Option<StationId>;

    /// What a choice points at on the board.
    fn highlight(&self, action: &Action) -> Highlight;

    /// Why one might make a choice, in one line.
    fn move_reason(&self, action: &Action) -> String;

    /// An action kind in one sentence with its cost as `player` would pay it now.
    fn kind_sentence(&self, player: Option<PlayerId>, kind: ActionKind) -> String;

    /// What a choice of the seat to move would cost and do, played on a game the seat cannot tell from this one.
    fn preview(&self, action: Action) -> Option<Preview>;

    /// What the choice itself does (settled within its action, no later choice previewed): cheap, for price tags.
    fn outcome(&self, action: Action) -> Option<crate::preview::Outcome>;

    /// The figures of every round so far, for charts (from a replay of the record), or why they cannot be made.
    fn figures(&self) -> Result<Vec<crate::replay::Figures>, String>;

    /// The rules help of this game (its modules' sections included).
    fn rules_book(&self) -> RulesBook;

    /// Every rule module's pieces as `view` shows them.
    fn pieces(&self, view: &View) -> Vec<Pieces>;

    // --- names of things, in the current language ---

    /// A station by name.
    fn station_name(&self, station: StationId) -> String;

    /// "G Ginza".
    fn line_name(&self, line: LineId) -> String;

    /// A space by the stations it touches ("next to Shinjuku (M4, S1)").
    fn space_name(&self, space: SpaceId) -> String;

    /// A card by its actions, or as its module names it.
    fn card_name(&self, card: CardId) -> String;

    /// An action kind's name as cards, the log and tooltips write it ("Move 3").
    fn action_name(&self, kind: ActionKind) -> String;
}

impl GameSession for Session {
    fn rules(&self) -> &Rules {
        self.game().rules()
    }

    fn seats(&self) -> &[SeatKind] {
        Session::seats(self)
    }

    fn player_name(&self, player: PlayerId) -> String {
        self.narrator().player(player)
    }

    fn narrator(&self) -> &Narrator {
        Session::narrator(self)
    }

    fn log(&self) -> &[LogLine] {
        Session::log(self)
    }

    fn position(&self) -> u64 {
        Session::position(self)
    }

    fn decisions(&self) -> usize {
        Session::decisions(self)
    }

    fn actions(&self) -> &[Action] {
        &self.save().actions
    }

    fn undoable(&self) -> Option<&str> {
        Session::undoable(self)
    }

    fn thinking(&self) -> Option<(PlayerId, std::time::Duration)> {
        Session::thinking(self)
    }

    fn view(&self) -> View {
        Session::view(self)
    }

    fn playing(&self) -> bool {
        Session::playing(self)
    }

    fn moving(&self) -> Option<(LineId, u8)> {
        Session::moving(self)
    }

    fn pending(&self) -> &Pending {
        &self.game().state().pending
    }

    fn pending_description(&self) -> String {
        self.game().pending_description()
    }

    fn phase(&self) -> Phase {
        self.game().phase()
    }

    fn round(&self) -> u8 {
        self.game().round()
    }

    fn player_count(&self) -> usize {
        self.game().player_count()
    }

    fn to_move(&self) -> Option<PlayerId> {
        Session::to_move(self)
    }

    fn human_to_move(&self) -> Option<PlayerId> {
        Session::human_to_move(self)
    }

    fn is_human(&self, player: PlayerId) -> bool {
        Session::is_human(self, player)
    }

    fn result(&self) -> Option<&FinalResult> {
        self.game().result()
    }

    fn failure(&self) -> Option<String> {
        crate::plugins::failure(self.game())
    }

    fn legal(&self) -> &[Action] {
        Session::legal(self)
    }

    fn refusal(&self, action: Action) -> Refusal {
        self.game().explain(action)
    }

    fn offer(&self, action: &Action) -> String {
        self.narrator().offer(self.game(), action)
    }

    fn bid_counts_as(&self, amount: Yen) -> Option<Yen> {
        let game = self.game();
        let player = game.to_move()?;
        (game.player(player).bid_bonus > 0).then(|| game.bid_counts_as(player, amount))
    }

    fn action_station(&self, action: &Action) -> Option<StationId> {
        self.game().action_station(action)
    }

    fn highlight(&self, action: &Action) -> Highlight {
        Highlight::of_action(self.game(), action)
    }

    fn move_reason(&self, action: &Action) -> String {
        crate::help::move_reason(self.game(), action)
    }

    fn kind_sentence(&self, player: Option<PlayerId>, kind: ActionKind) -> String {
        crate::help::kind_sentence(self.game(), player, kind)
    }

    fn preview(&self, action: Action) -> Option<Preview> {
        crate::preview::preview(self.game(), action)
    }

    fn outcome(&self, action: Action) -> Option<crate::preview::Outcome> {
        crate::preview::outcome(self.game(), action)
    }

    fn figures(&self) -> Result<Vec<crate::replay::Figures>, String> {
        crate::replay::Replay::of_session(self)
            .map(|r| r.figures().to_vec())
            .map_err(|e| e.to_string())
    }

    fn rules_book(&self) -> RulesBook {
        RulesBook::of_game(self.game())
    }

    fn pieces(&self, view: &View) -> Vec<Pieces> {
        crate::module_pieces::pieces(self.game().rules(), view)
    }

    fn station_name(&self, station: StationId) -> String {
        metro_engine::narrate::station_name(self.game(), station)
    }

    fn line_name(&self, line: LineId) -> String {
        metro_engine::narrate::line_name(self.game(), line)
    }

    fn space_name(&self, space: SpaceId) -> String {
        metro_engine::narrate::space_name(self.game(), space)
    }

    fn card_name(&self, card: CardId) -> String {
        metro_engine::narrate::card_name(self.game(), card)
    }

    fn action_name(&self, kind: ActionKind) -> String {
        crate::words::action_name(self.game(), kind)
    }
}
