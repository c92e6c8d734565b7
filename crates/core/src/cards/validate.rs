//! Building a [`CardSet`] from a [`CardSetSpec`]: the hard limits, then every check of CP-2.5 (names, columns,
//! dots, actions, parameters against their kind), reporting all problems at once.

use crate::limits::{MAX_ACTIONS_PER_CARD, MAX_DESCRIPTION_CHARS};
use crate::locale::tr;
use crate::problem::{Locus, Problem};
use crate::text::{name_problem, printable, text_problem};

use super::{
    ActionKind, ActionSpec, Card, CardSet, CardSetSpec, Column, KindCatalogue, MAX_CARDS_PER_COLUMN,
    MAX_COLUMNS,
};

impl CardSet {
    /// Checks a card-set description against CP-2.5 and builds the set, or returns every problem found.
    pub fn new(spec: CardSetSpec, kinds: &KindCatalogue) -> Result<CardSet, Vec<Problem>> {
        // Hard limits first (`limits`): a set over one is refused before any work per card.
        let over = over_limits(&spec);
        if !over.is_empty() {
            return Err(over);
        }
        let mut problems = Vec::new();
        let root = Locus::root();
        let mut report = |locus: Locus, rule: &'static str, message: String| {
            problems.push(Problem::new(locus, rule, message));
        };
        if spec.name.trim().is_empty() {
            report(root.key("name"), "CP-2.1", tr!("problem-card-set-needs-name"));
        } else if let Some(problem) = name_problem("the card set's name", &spec.name) {
            report(root.key("name"), "CP-2.1", problem);
        }
        if let Some(problem) = text_problem("the description", &spec.description, MAX_DESCRIPTION_CHARS, true)
        {
            report(root.key("description"), "CP-2.1", problem);
        }
        if spec.columns.is_empty() {
            report(
                root.key("columns"),
                "CP-2.1",
                tr!(
                    "problem-column-count",
                    max = MAX_COLUMNS.to_string(),
                    count = spec.columns.len().to_string()
                ),
            );
        }
        let expected_len = spec.columns.first().map_or(0, |c| c.cards.len());
        let mut columns = Vec::new();
        for (ci, column) in spec.columns.iter().enumerate() {
            let at = root.key("columns").index(ci);
            if column.name.trim().is_empty() {
                report(at.key("name"), "CP-2.1", tr!("problem-column-needs-name"));
            } else if let Some(problem) = name_problem("the column's name", &column.name) {
                report(at.key("name"), "CP-2.1", problem);
            }
            if column.colours.is_empty() || column.colours.len() > 2 {
                report(
                    at.key("colours"),
                    "CP-2.1",
                    tr!("problem-column-colours", count = column.colours.len().to_string()),
                );
            }
            if column.cards.len() < 2 || column.cards.len() > MAX_CARDS_PER_COLUMN {
                report(
                    at.key("cards"),
                    "CP-2.5",
                    tr!(
                        "problem-column-cards",
                        max = MAX_CARDS_PER_COLUMN.to_string(),
                        count = column.cards.len().to_string()
                    ),
                );
            } else if column.cards.len() != expected_len {
                report(
                    at.key("cards"),
                    "CP-2.5",
                    tr!(
                        "problem-column-same-size",
                        count = column.cards.len().to_string(),
                        first = expected_len.to_string()
                    ),
                );
            }
            let mut cards = Vec::new();
            let mut previous_dots = 1;
            for (ki, card) in column.cards.iter().enumerate() {
                let card_at = at.key("cards").index(ki);
                if !(1..=3).contains(&card.dots) {
                    report(
                        card_at.key("dots"),
                        "CP-2.1",
                        tr!("problem-dots", value = card.dots.to_string()),
                    );
                } else if card.dots < previous_dots {
                    report(
                        card_at.key("dots"),
                        "CP-2.5",
                        tr!(
                            "problem-dots-order",
                            dots = card.dots.to_string(),
                            previous = previous_dots.to_string()
                        ),
                    );
                } else {
                    previous_dots = card.dots;
                }
                if card.actions.is_empty() || card.actions.len() > MAX_ACTIONS_PER_CARD {
                    report(
                        card_at.key("actions"),
                        "TM-4.1",
                        tr!("problem-card-actions", count = card.actions.len().to_string()),
                    );
                }
                let mut actions = Vec::new();
                for (ai, action) in card.actions.iter().enumerate().take(MAX_ACTIONS_PER_CARD) {
                    let action_at = card_at.key("actions").index(ai);
                    let Some((index, kind)) = kinds.lookup(&action.kind) else {
                        let known: Vec<&str> = kinds.kinds().iter().map(|k| k.name.as_str()).collect();
                        report(
                            action_at.key("kind"),
                            "CP-2.5",
                            tr!(
                                "problem-unknown-kind",
                                kind = printable(&action.kind).to_string(),
                                known = known.join(", ")
                            ),
                        );
                        continue;
                    };
                    let spaces_ok = match kind.fixed_spaces {
                        Some(fixed) => action.spaces == fixed as i64,
                        None => (1..=3).contains(&action.spaces),
                    };
                    if !spaces_ok {
                        let message = match kind.fixed_spaces {
                            Some(fixed) => tr!(
                                "problem-spaces-fixed",
                                kind = kind.name.as_str(),
                                fixed = fixed.to_string(),
                                value = action.spaces.to_string()
                            ),
                            None => tr!(
                                "problem-spaces",
                                kind = kind.name.as_str(),
                                value = action.spaces.to_string()
                            ),
                        };
                        report(action_at.key("spaces"), "CP-2.5", message);
                    }
                    let mut param_value = None;
                    let mut param_ok = true;
                    for (name, value) in &action.params {
                        match &kind.param {
                            Some(p) if &p.name == name => {
                                let v = *value;
                                if v < p.min as i64 || v > p.max as i64 || v % p.step as i64 != 0 {
                                    let (kind, param) = (kind.name.as_str(), name.as_str());
                                    let (min, max, value) =
                                        (p.min.to_string(), p.max.to_string(), v.to_string());
                                    let message = if p.step > 1 {
                                        tr!(
                                            "problem-param-range-step",
                                            kind = kind,
                                            param = param,
                                            min = min,
                                            max = max,
                                            step = p.step.to_string(),
                                            value = value
                                        )
                                    } else {
                                        tr!(
                                            "problem-param-range",
                                            kind = kind,
                                            param = param,
                                            min = min,
                                            max = max,
                                            value = value
                                        )
                                    };
                                    report(action_at.key(name), "CP-2.5", message);
                                    param_ok = false;
                                } else {
                                    param_value = Some(v as i32);
                                }
                            }
                            Some(p) => {
                                report(
                                    action_at.key(name),
                                    "CP-2.1",
                                    tr!(
                                        "problem-param-name",
                                        kind = kind.name.as_str(),
                                        param = p.name.as_str(),
                                        given = printable(name).to_string()
                                    ),
                                );
                                param_ok = false;
                            }
                            None => {
                                report(
                                    action_at.key(name),
                                    "CP-2.1",
                                    tr!(
                                        "problem-param-none",
                                        kind = kind.name.as_str(),
                                        given = printable(name).to_string()
                                    ),
                                );
                                param_ok = false;
                            }
                        }
                    }
                    if let Some(p) = &kind.param
                        && param_value.is_none()
                        && param_ok
                    {
                        report(
                            action_at.clone(),
                            "CP-2.1",
                            tr!(
                                "problem-param-missing",
                                kind = kind.name.as_str(),
                                param = p.name.as_str()
                            ),
                        );
                    }
                    actions.push(ActionSpec {
                        kind: ActionKind::from_parts(index, param_value),
                        spaces: action.spaces.clamp(1, 3) as u8,
                    });
                }
                cards.push(Card {
                    dots: card.dots.clamp(1, 3) as u8,
                    actions,
                });
            }
            columns.push(Column {
                name: column.name.clone(),
                colours: column.colours.clone(),
                cards,
            });
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(CardSet {
            name: spec.name,
            description: spec.description,
            columns,
        })
    }
}

/// The problems of a card set over a hard limit of [`crate::limits`]: too many columns, or cards in a column.
fn over_limits(spec: &CardSetSpec) -> Vec<Problem> {
    let mut problems = Vec::new();
    let root = Locus::root();
    let mut report = |locus: Locus, rule: &'static str, message: String| {
        problems.push(Problem::new(locus, rule, message));
    };
    if spec.columns.len() > MAX_COLUMNS {
        report(
            root.key("columns"),
            "CP-2.1",
            tr!(
                "problem-column-count",
                max = MAX_COLUMNS.to_string(),
                count = spec.columns.len().to_string()
            ),
        );
    }
    for (ci, column) in spec.columns.iter().enumerate().take(MAX_COLUMNS) {
        if column.cards.len() > MAX_CARDS_PER_COLUMN {
            report(
                root.key("columns").index(ci).key("cards"),
                "CP-2.5",
                tr!(
                    "problem-column-cards",
                    max = MAX_CARDS_PER_COLUMN.to_string(),
                    count = column.cards.len().to_string()
                ),
            );
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::CardSpec;
    use crate::cards::tests::{action, tiny};

    // rule CP-2.5: every problem at once; columns equal; dots ordered; Copy has one space; params in range.
    #[test]
    fn every_card_problem_is_reported() {
        let mut spec = tiny();
        spec.columns[0].cards[0].actions[0] = action("move", 1, &[("distance", 9)]);
        spec.columns[0].cards[1].dots = 1;
        spec.columns[1].cards[0].dots = 3;
        spec.columns[1].cards[1].actions[0] = action("copy", 2, &[("cost", 150)]);
        spec.columns[1].cards.push(CardSpec {
            dots: 3,
            actions: vec![action("teleport", 1, &[])],
        });
        let problems = CardSet::new(spec, &KindCatalogue::builtin()).unwrap_err();
        let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
        // distance 9; copy spaces 2; copy cost 150; unknown kind; column length; 2-dot... (dots 1 after 1 is fine)
        // dots 3 then 2? columns[1]: 3 then 2 → out of order.
        assert_eq!(problems.len(), 6, "{text:#?}");
        assert!(text.iter().any(|t| t.contains("teleport")));
        assert!(text.iter().any(|t| t.contains("D-24")));
    }

    // rule CP-2.1: parameters belong to their kind.
    #[test]
    fn parameters_are_checked_against_the_kind() {
        let mut spec = tiny();
        spec.columns[0].cards[0].actions[0] = action("move", 1, &[]);
        spec.columns[0].cards[0].actions[1] = action("loan", 1, &[("cost", 100)]);
        spec.columns[0].cards[1].actions[0] = action("invest", 1, &[("amount", 100)]);
        let problems = CardSet::new(spec, &KindCatalogue::builtin()).unwrap_err();
        assert_eq!(problems.len(), 3, "{problems:#?}");
    }
}
