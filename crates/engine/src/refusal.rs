//! A [`Refusal`]: the rule that forbids an action and the reason in words ([`crate::Game::explain`] gives one for
//! any action that is not legal now).

use std::borrow::Cow;
use std::fmt;

/// Why an action is refused: the rule that forbids it and the reason in words.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Refusal {
    /// The rule's ID, e.g. `TM-7.3`.
    pub rule: &'static str,
    /// Why, in words; empty when only the verdict was asked for (listing the legal actions formats nothing).
    pub reason: Cow<'static, str>,
}

impl Refusal {
    /// A refusal by `rule` for `reason`.
    pub fn new(rule: &'static str, reason: impl Into<Cow<'static, str>>) -> Refusal {
        Refusal {
            rule,
            reason: reason.into(),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.reason, self.rule)
    }
}
