//! What a widget asks for while a frame is drawn. Panels push [`Command`]s; the app applies them after drawing, so
//! no widget changes the game mid-frame, and panels need not know the app (no import circle).

use std::path::PathBuf;

use metro_play::game::{Action, PlayerId};

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
    OpenEditor(Open),
    /// Leave the editor (it asks first if the draft has unsaved changes).
    CloseEditor,
    /// Leave the editor without saving (the draft stays in the drafts folder).
    LeaveEditor,
    /// Open an editor after all, deleting the unsaved draft of its kind that it would replace (asked first).
    ReplaceDraft(Open),
    /// Look back on a game: watch a save or the game played, play on from a point, leave the replay.
    Replay(ReplayCommand),
    /// The rules help, the first-game guide, "What can I do?".
    Learn(LearnCommand),
    /// Open the test-by-simulation screen with the menu's map, cards and variant.
    OpenSimulation,
    /// Open the test-by-simulation screen on the editor's draft (a map with the menu's cards, or a card set on the
    /// menu's map); its back button returns to the editor.
    TestDraft,
    /// Back from the simulation screen to the editor it was opened from.
    BackToEditor,
    /// Show a balance finding of a simulation in the editor: open `open` (or go back to the editor the simulation
    /// came from, when `None`) and select the element the finding is about.
    ShowFinding {
        /// What to open, if not the editor already open.
        open: Option<Open>,
        /// The file the finding is in.
        file: metro_play::findings::FindingFile,
        /// The element, in that file.
        locus: metro_core::Locus,
    },
    /// Speak this language from now on (the menu's choice; kept in the settings).
    SetLanguage(metro_lang::Language),
    /// Take the warning or error off the status line (its ✕).
    DismissStatus,
    /// Chicago Express: start, play, undo, the rules, leave.
    Chicago(ChicagoCommand),
    /// Playing across machines: host, create, join, play at a table of a server.
    Online(OnlineCommand),
}

/// What the "Play online" screen asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum OnlineCommand {
    /// Open the online screen (from the menu).
    Open,
    /// Back to the menu (a table stays open, to come back to).
    ToMenu,
    /// Host tables on this computer, listening on this address.
    Host(std::net::SocketAddr),
    /// Stop hosting (every table stays in the store, resumed when hosting again).
    StopHosting,
    /// Ask this server for its lobby.
    Lobby(String),
    /// Create a table on this server and sit at its first person seat.
    Create {
        /// The server's address.
        server: String,
        /// The table.
        table: metro_client::NewTable,
    },
    /// Join the table of this code on this server (the seat kept for it, else a new one).
    Join {
        /// The server's address.
        server: String,
        /// The room code.
        code: String,
    },
    /// Watch the table of this code on this server.
    Watch {
        /// The server's address.
        server: String,
        /// The room code.
        code: String,
    },
    /// Go back to a seat kept in the data folder.
    Rejoin(metro_client::StoredSeat),
    /// Forget a seat kept in the data folder.
    Forget(metro_client::StoredSeat),
    /// Send a decision: one of the offers' actions (as the server wrote it).
    Play(serde_json::Value),
    /// Take the seat's last decision back.
    Undo,
    /// The host starts the table before every person seat is taken.
    StartTable,
    /// The host ends the table (asked first on screen).
    EndTable,
    /// Say this in the table's chat.
    Chat(String),
    /// Write the finished game's save in the saves folder.
    SaveGame,
    /// Leave the table (its seat stays kept).
    Leave,
}

/// What the menu's Chicago Express rows and the Chicago Express screen ask for.
#[derive(Clone, Debug, PartialEq)]
pub enum ChicagoCommand {
    /// Start a game with these choices.
    Start(crate::chicago::ChicagoStart),
    /// Apply a decision of the person to decide (ignored for a moment after the prompt changed: misclick guard).
    Play(metro_chicago::Action),
    /// Take back the last decision of a person.
    Undo,
    /// Save the game in the saves folder, under a new name (never over another file).
    Save,
    /// Watching a saved game: show the position after this many decisions.
    Seek(usize),
    /// Open the rules help at a section (by key), or where it was last.
    Rules(Option<String>),
    /// Back to the menu (the game stays, to go back to).
    ToMenu,
    /// Back to the game from the menu.
    BackToGame,
}

/// What to open in an editor (from the menu).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Open {
    /// A new map.
    NewMap,
    /// A copy of the map of this catalogue key (built-in or file).
    EditMap(String),
    /// The autosaved map draft.
    MapDraft,
    /// A new card set.
    NewCardSet,
    /// A copy of the card set of this catalogue key.
    EditCardSet(String),
    /// The autosaved card-set draft.
    CardDraft,
}

/// What a learning widget asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LearnCommand {
    /// Open the rules help at a section (by key), or where it was last.
    OpenRules(Option<String>),
    /// Open the rules help at the section that explains a rule ID (a refusal's).
    OpenRulesFor(String),
    /// Show or hide "What can I do?".
    ToggleMoves,
    /// Show the guide's next step.
    GuideNext,
    /// Hide the guide until the game reaches its next step.
    GuideHide,
    /// Stop the guide for good (also when it is finished).
    GuideStop,
    /// Offer the guide again in the next game (the menu's switch), or not.
    GuideOffered(bool),
}

/// What the replay viewer asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayCommand {
    /// Watch the game of a save file.
    Watch(PathBuf),
    /// Watch the game in the app (from its end screen).
    WatchGame,
    /// Start a new game from the point shown, saved as a new file.
    PlayOn,
    /// Leave the viewer (back where it was opened from).
    Close,
}
