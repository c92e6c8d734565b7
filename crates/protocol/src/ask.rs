//! Questions a client without a game of its own asks about a choice and the rules, and their answers (issue 30,
//! item 1): why a move is refused or what it would do ([`WhyNotRequest`], [`WhyNot`]), computed by the server on
//! what the seat may know (its determinisation), never on the real game; and the rules help ([`HelpRequest`],
//! [`Help`]) in the client's language.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The longest query id a client may use, in bytes.
pub const MAX_QUERY_ID: usize = 64;

/// Asks about an action of the seat (one not offered, or one offered): why it is refused now, or what it does.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WhyNotRequest {
    /// The client's id of the question (at most [`MAX_QUERY_ID`] bytes), sent back with the answer.
    pub query_id: String,
    /// The action, as the game serialises its actions (`null` when `places` asks instead).
    #[serde(default)]
    pub action: Value,
    /// Instead of an action: a place of the board, as the layout names its places (`{"spaces": [12]}`), for a
    /// client without the game: the answer is about what a click there would mean now (`Drawn::action_at`), or says
    /// nothing (`allowed` false, no reason) when a click there means nothing now.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub places: Option<Value>,
}

/// The answer to a [`WhyNotRequest`], made on a position the seat cannot tell from the real one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WhyNot {
    /// The question's id.
    pub query_id: String,
    /// The table's version it was answered at.
    pub version: u64,
    /// Whether the seat may take the action now.
    pub allowed: bool,
    /// The action on a button (`Bid ¥300`), when it is one of the game's actions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub words: Option<String>,
    /// What it would cost and do, when allowed and the game says more than its words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preview: Option<String>,
    /// Why not, in the client's language, when refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The rule's ID, when refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// The title of the rules help's section explaining it, if one does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub help: Option<String>,
}

impl WhyNot {
    /// An answer that says nothing yet (not allowed, no reason) at `version`: filled in by who answers, or sent as
    /// it is for a place where a click means nothing now.
    pub fn unanswered(version: u64) -> WhyNot {
        WhyNot {
            query_id: String::new(),
            version,
            allowed: false,
            words: None,
            preview: None,
            reason: None,
            rule: None,
            help: None,
        }
    }
}

/// Asks for the game's rules help.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HelpRequest {}

/// One section of the rules help.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HelpSectionText {
    /// Its short name, for links.
    pub key: String,
    /// Its title.
    pub title: String,
    /// The rule IDs (or prefixes) whose refusals it explains.
    pub rules: Vec<String>,
    /// Its text (Markdown as the game writes it: shown as text, never as markup a client runs).
    pub text: String,
}

/// The game's rules help, in the client's language (the game's sections with its rule modules').
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Help {
    /// Its sections, in order.
    pub sections: Vec<HelpSectionText>,
}
