//! The play-test check of actions: action kinds on the cards, and a rule module's counted actions, that no bot took
//! (CP-2.4).

use std::collections::BTreeMap;

use metro_core::ActionKind;
use metro_core::text::printable;
use metro_engine::{ActionRef, CardId};

use super::{DesignCheck, Finding, Games, Places, action_locus, expected};
use crate::locale::tr;
use crate::playtest::Observations;
use crate::subject::Subject;

/// An action on the cards: (column, card, action) in the file, its column, its spec, its id in the game.
type CardAction<'a> = (
    (usize, usize, usize),
    &'a metro_core::cards::Column,
    metro_core::ActionSpec,
    ActionRef,
);

/// One action kind on the cards: its first action (column, card, action in the file), how many actions offer it,
/// how often they were taken.
struct KindTally {
    kind: ActionKind,
    first: (usize, usize, usize),
    offered: usize,
    taken: u64,
}

/// Action kinds on the cards (and the rule modules' counted actions) that no bot took in any play-test.
pub(super) fn actions_taken(
    subject: &Subject,
    seen: &Observations,
    games: &Games,
    places: &Places<'_>,
    out: &mut Vec<Finding>,
) {
    let per_column = subject.cards().cards_per_column();
    // Every action on the cards: (column, card, action) in the file, the column, its spec, its id in the game.
    let actions: Vec<CardAction<'_>> = subject
        .cards()
        .columns()
        .iter()
        .enumerate()
        .flat_map(|(ci, column)| {
            column.cards.iter().enumerate().flat_map(move |(ki, card)| {
                card.actions.iter().enumerate().map(move |(ai, action)| {
                    let id = ActionRef {
                        card: CardId((ci * per_column + ki) as u8),
                        action: ai as u8,
                    };
                    ((ci, ki, ai), column, *action, id)
                })
            })
        })
        .collect();
    let mut kinds: BTreeMap<usize, KindTally> = BTreeMap::new();
    for &(at, _, action, id) in &actions {
        let tally = kinds.entry(action.kind.catalogue_index()).or_insert(KindTally {
            kind: action.kind,
            first: at,
            offered: 0,
            taken: 0,
        });
        tally.offered += 1;
        tally.taken += seen.times_taken(id);
    }
    for &((ci, ki, ai), column, action, id) in &actions {
        let (offered, of_kind) = kinds
            .get(&action.kind.catalogue_index())
            .map_or((0, 0), |k| (k.offered, k.taken));
        if seen.times_taken(id) > 0 || expected(of_kind, offered.saturating_sub(1)).is_none() {
            continue;
        }
        let spec = subject.kinds().spec(action.kind);
        out.push(places.cards(
            DesignCheck::ActionNeverTaken,
            action_locus(ci, ki, ai).key("kind"),
            "CP-2.4",
            tr!(
                "design-action-never-taken",
                kind = action.kind.to_string(),
                spaces = action.spaces,
                card = ki + 1,
                column = printable(&column.name),
                games = games.count,
                title = spec.map_or_else(|| action.kind.to_string(), |s| s.title.clone()),
                taken = of_kind,
                random = games.random
            ),
        ));
    }
    let kinds_mean = expected(kinds.values().map(|k| k.taken).sum(), kinds.len());
    for tally in kinds.values() {
        if tally.taken > 0 || kinds_mean.is_none() {
            continue;
        }
        let (title, name, rule) = subject.kinds().spec(tally.kind).map_or_else(
            || (tally.kind.to_string(), String::new(), String::new()),
            |spec| (spec.title.clone(), spec.name.clone(), spec.rule.clone()),
        );
        let offered = tally.offered;
        out.push(places.cards(
            DesignCheck::ActionNeverTaken,
            action_locus(tally.first.0, tally.first.1, tally.first.2).key("kind"),
            "CP-2.4",
            tr!(
                "design-kind-never-taken",
                title = title,
                name = name,
                rule = rule,
                games = games.count,
                offered = offered,
                random = games.random
            ),
        ));
    }
    if kinds_mean.is_some() {
        modules_taken(subject, seen, games, places, out);
    }
}

/// A rule module's counted actions (`Records::counted`) that no bot took: each one its cards offer, and those it
/// offers without a card (Metro Drinks' builds) all together.
fn modules_taken(
    subject: &Subject,
    seen: &Observations,
    games: &Games,
    places: &Places<'_>,
    out: &mut Vec<Finding>,
) {
    let Some(rules) = subject.any_rules() else {
        return;
    };
    for (mi, slot) in rules.modules().iter().enumerate() {
        let Some(records) = slot.rules().records() else {
            continue;
        };
        let names = records.counted();
        let counts = seen.module_counts.get(mi).map_or(&[][..], Vec::as_slice);
        let count = |index: usize| counts.get(index).copied().unwrap_or(0);
        let title = printable(slot.module().title());
        // The counted names its cards offer, in the order of its cards.
        let mut on_cards: Vec<usize> = Vec::new();
        for card in slot.cards() {
            for (_, spec) in rules.card_actions(CardId(card)) {
                if let Some(index) = records.count_kind(spec.kind)
                    && !on_cards.contains(&index)
                {
                    on_cards.push(index);
                }
            }
        }
        for &index in &on_cards {
            if count(index) == 0 {
                let name = names.get(index).map_or("?", String::as_str);
                out.push(places.module(
                    DesignCheck::ActionNeverTaken,
                    mi,
                    tr!(
                        "design-module-card-never-taken",
                        name = printable(name),
                        module = title.as_str(),
                        games = games.count,
                        random = games.random
                    ),
                ));
            }
        }
        let without = records.counted_without_cards();
        if !without.is_empty() && without.iter().all(|&index| count(index) == 0) {
            let listed: Vec<String> = without
                .iter()
                .map(|&i| format!("`{}`", printable(names.get(i).map_or("?", String::as_str))))
                .collect();
            let listed = match listed.split_last() {
                Some((last, [])) => last.clone(),
                Some((last, rest)) => tr!("design-or-list", list = rest.join(", "), last = last.as_str()),
                None => String::new(),
            };
            out.push(places.module(
                DesignCheck::ActionNeverTaken,
                mi,
                tr!(
                    "design-module-action-never-taken",
                    names = listed,
                    module = title.as_str(),
                    games = games.count,
                    random = games.random
                ),
            ));
        }
    }
}
