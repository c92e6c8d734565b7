//! What a widget asks for while a frame is drawn. Panels push [`Command`]s; the app applies them after drawing, so
//! no widget changes the game mid-frame, and panels need not know the app (no import circle).

use std::path::PathBuf;

use metro_engine::{Action, PlayerId};

use crate::plan::Plan;

/// Something a widget asked for while the frame was drawn; applied after drawing.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Apply a decision of the human to move (ignored for a moment after the prompt changed: misclick guard).
    Apply(Action),
    /// Start a game with the menu's settings.
    NewGame,
    /// Resume the autosaved game.
    Resume,
    /// Save the game in this folder, under a new descriptive name (never over another file).
    Save(PathBuf),
    /// Load a save file.
    Load(PathBuf),
    /// Take back the current human's last action.
    Undo,
    /// Back to the menu (the game stays autosaved).
    ToMenu,
    /// Back to the game from the menu.
    BackToGame,
    /// Show all queued events at once.
    Skip,
    /// The human in front of the screen confirms who they are (hot-seat bids, D-3).
    HandOver(PlayerId),
    /// Add a map file to the menu.
    AddMapFile(String),
    /// Add a card-set file to the menu.
    AddCardFile(String),
    /// Show the board (true) or the breakdown (false) at the end.
    ShowBoardAtEnd(bool),
    /// Set (or clear) a rider's plan for the train phase.
    SetPlan(PlayerId, Option<Plan>),
    /// Answer a question about the game's files, save elsewhere, read the saves again.
    Store(crate::store::StoreCommand),
    /// Open the map or card-set editor (the designer's workbench).
    OpenEditor(crate::ui::editor::Open),
    /// Leave the editor (it asks first if the draft has unsaved changes).
    CloseEditor,
    /// Leave the editor without saving (the draft stays in the drafts folder).
    LeaveEditor,
    /// Look back on a game: watch a save or the game played, play on from a point, leave the replay.
    Replay(crate::ui::replay::ReplayCommand),
    /// The rules help, the first-game guide, "What can I do?".
    Learn(crate::ui::learn::LearnCommand),
    /// Open the test-by-simulation screen with the menu's map, cards and variant.
    OpenSimulation,
    /// Open the test-by-simulation screen on the editor's draft (a map with the menu's cards, or a card set on the
    /// menu's map); its back button returns to the editor.
    TestDraft,
    /// Back from the simulation screen to the editor it was opened from.
    BackToEditor,
    /// Speak this language from now on (the menu's choice; kept in the settings).
    SetLanguage(metro_lang::Language),
}
