//! Telling and offering choices: the pending player's [`Action`] as the log tells it ("boards the G train") or as a
//! button offers it ("Board the G train").

use metro_core::{ActionKind, LineId};

use super::Narrator;
use super::names::{
    action_name, capitalised, column_name, line_name, looks, space_name, station_name, vehicle_name, yen,
};
use crate::action::{Action, SwapPayment};
use crate::game::Game;
use crate::ids::PlayerId;
use crate::locale::tr;
use crate::module::Looks;
use crate::state::{Meeple, Pending, Phase, Stage};

/// How a choice is worded: told in the log ("passes") or offered to the player on a button ("Pass").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mood {
    /// A verb phrase without its subject, for the log.
    Told,
    /// The imperative, for buttons and lists of what the player may do.
    Offered,
}

/// One message of two, by the mood: `worded!(mood, "choice-pass", "offer-pass", name = value)`.
macro_rules! worded {
    ($mood:expr, $told:literal, $offered:literal $(, $name:ident = $value:expr)* $(,)?) => {
        match $mood {
            Mood::Told => tr!($told $(, $name = $value)*),
            Mood::Offered => tr!($offered $(, $name = $value)*),
        }
    };
}

impl Narrator {
    /// The pending player's choice as a verb phrase without its subject ("boards the G train"), read against the
    /// game before the choice is applied, in the current language.
    pub fn action(&self, game: &Game, action: &Action) -> String {
        self.choice(game, action, Mood::Told)
    }

    /// The pending player's choice as it is offered to them on a button, in the imperative ("Board the G train"),
    /// read against the game before the choice is applied, in the current language.
    pub fn offer(&self, game: &Game, action: &Action) -> String {
        // German puts the verb last: "den Zug M starten" is shown "Den Zug M starten".
        capitalised(&self.choice(game, action, Mood::Offered))
    }

    fn choice(&self, game: &Game, action: &Action, mood: Mood) -> String {
        let mover = game.to_move();
        let pending = &game.state().pending;
        // A choice inside a module's stage reads as the module says.
        if let Pending::Resolving(r) = pending
            && let Stage::Module(stage) = r.stage
            && !matches!(action, Action::Done)
            && let Some(text) =
                looks(game, stage.module).and_then(|l| self.module_words(l, game, action, mood))
        {
            return text;
        }
        let mover_or_first = mover.unwrap_or(PlayerId(0));
        match *action {
            Action::Bid(amount) => worded!(mood, "choice-bid", "offer-bid", amount = yen(amount)),
            Action::Place(space) => worded!(
                mood,
                "choice-place",
                "offer-place",
                space = space_name(game, space)
            ),
            Action::MoveTo(space) => {
                worded!(mood, "choice-move", "offer-move", space = space_name(game, space))
            }
            Action::Stay => worded!(mood, "choice-stay", "offer-stay"),
            Action::Take(a) => worded!(
                mood,
                "choice-take",
                "offer-take",
                action = action_name(game, mover_or_first, a)
            ),
            Action::Copy(a) => worded!(
                mood,
                "choice-copy",
                "offer-copy",
                action = action_name(game, mover_or_first, a)
            ),
            Action::Pass => match mover.map(|p| game.player(p).discs_in_hand) {
                Some(discs) if discs > 0 && game.phase() == Phase::Actions => {
                    worded!(
                        mood,
                        "choice-pass-with-discs",
                        "offer-pass-with-discs",
                        count = discs
                    )
                }
                _ => worded!(mood, "choice-pass", "offer-pass"),
            },
            Action::Alight(space) => worded!(
                mood,
                "choice-alight",
                "offer-alight",
                space = space_name(game, space)
            ),
            Action::Board(vehicle) => match pending {
                Pending::Trains(cursor) => worded!(
                    mood,
                    "choice-board",
                    "offer-board",
                    vehicle = vehicle_name(game, LineId(cursor.line), vehicle, true)
                ),
                _ => worded!(
                    mood,
                    "choice-board-unknown",
                    "offer-board-unknown",
                    vehicle = vehicle
                ),
            },
            Action::Wait => {
                let riding = match (pending, mover.map(|p| game.player(p).meeple)) {
                    (Pending::Trains(cursor), Some(Meeple::Riding { line, .. })) => line.0 == cursor.line,
                    _ => false,
                };
                if riding {
                    worded!(mood, "choice-stay-aboard", "offer-stay-aboard")
                } else {
                    worded!(mood, "choice-do-not-board", "offer-do-not-board")
                }
            }
            Action::Station(station) => worded!(
                mood,
                "choice-build",
                "offer-build",
                station = station_name(game, station)
            ),
            Action::Line(line) => {
                let name = line_name(game, line);
                match resolving_kind(game) {
                    Some(ActionKind::Invest { .. } | ActionKind::InvestByDisc) => {
                        worded!(mood, "choice-invest", "offer-invest", line = name)
                    }
                    Some(ActionKind::Start { .. }) => {
                        worded!(
                            mood,
                            "choice-start",
                            "offer-start",
                            vehicle = vehicle_name(game, line, 0, true)
                        )
                    }
                    Some(ActionKind::Speculate) => {
                        worded!(mood, "choice-speculate", "offer-speculate", line = name)
                    }
                    Some(ActionKind::Sell) => worded!(mood, "choice-sell", "offer-sell", line = name),
                    _ => worded!(mood, "choice-line", "offer-line", line = name),
                }
            }
            Action::Column(column) => worded!(
                mood,
                "choice-column",
                "offer-column",
                column = column_name(game, column)
            ),
            Action::Stake(amount) => worded!(mood, "choice-stake", "offer-stake", amount = yen(amount)),
            Action::PayWith(SwapPayment::SpeedToken) => {
                worded!(mood, "choice-pay-with-speed-token", "offer-pay-with-speed-token")
            }
            Action::PayWith(SwapPayment::Bike) => {
                worded!(mood, "choice-pay-with-bike", "offer-pay-with-bike")
            }
            Action::Lift(a) => worded!(
                mood,
                "choice-lift",
                "offer-lift",
                action = action_name(game, mover_or_first, a)
            ),
            Action::Assign(line) => worded!(
                mood,
                "choice-assign",
                "offer-assign",
                line = line_name(game, line)
            ),
            Action::Module(m) => {
                match looks(game, m.module).and_then(|l| self.module_words(l, game, action, mood)) {
                    Some(text) => text,
                    None => worded!(mood, "choice-module", "offer-module", verb = m.verb),
                }
            }
            Action::Done => match pending {
                Pending::Resolving(r) if matches!(r.stage, Stage::Module(_)) => {
                    let Stage::Module(stage) = r.stage else {
                        return worded!(mood, "choice-done", "offer-done");
                    };
                    looks(game, stage.module)
                        .and_then(|l| self.module_words(l, game, action, mood))
                        .unwrap_or_else(|| worded!(mood, "choice-done", "offer-done"))
                }
                Pending::Resolving(r) if r.stage == Stage::Discounts => {
                    worded!(mood, "choice-no-more-discounts", "offer-no-more-discounts")
                }
                Pending::Resolving(r) if r.stage == Stage::Speed => {
                    worded!(mood, "choice-no-more-speed", "offer-no-more-speed")
                }
                _ => worded!(mood, "choice-done", "offer-done"),
            },
        }
    }

    /// A rule module's words for one of its choices, in `mood`: offered on a button, its own imperative if it has one,
    /// else its told words with a capital.
    fn module_words(&self, looks: &dyn Looks, game: &Game, action: &Action, mood: Mood) -> Option<String> {
        match mood {
            Mood::Told => looks.narrate_action(game, self, action),
            Mood::Offered => looks
                .offer_action(game, self, action)
                .or_else(|| looks.narrate_action(game, self, action).map(|t| capitalised(&t))),
        }
    }
}

/// The kind of the action being resolved, if any.
fn resolving_kind(game: &Game) -> Option<ActionKind> {
    match &game.state().pending {
        Pending::Resolving(r) => game.rules().kind(r.action),
        _ => None,
    }
}

/// The pending player's choice `action` as a verb phrase without its subject, in the current language, e.g. "takes
/// Station ¥300/stop (Ginza / Marunouchi column)" or "boards the G train". Describes the choice against the game
/// *before* it is applied.
pub fn describe_action(game: &Game, action: &Action) -> String {
    Narrator::default().action(game, action)
}

#[cfg(test)]
mod tests {
    use metro_core::StationId;

    use super::*;
    use crate::event::Event;
    use crate::ids::ActionRef;
    use crate::narrate::tests::game;
    use crate::narrate::{describe, describe_action};

    #[test]
    fn taking_an_action_names_it_and_its_column() {
        let mut g = game(2);
        // Bid, place both meeples, then the first face-up card's first action.
        while g.phase() != Phase::Actions {
            let first = g.legal_actions()[0];
            g.apply(first).unwrap();
        }
        let card = g.state().columns[0].rows[0].unwrap();
        let action = ActionRef { card, action: 0 };
        let kind = g.rules().kind(action).unwrap();
        let column = g.rules().cards().columns()[0].name.clone();
        assert_eq!(
            describe_action(&g, &Action::Take(action)),
            format!("takes {kind} ({column} column)")
        );
        assert!(column.contains("Ginza"), "{column}");
        let mover = g.to_move().unwrap();
        let event = Event::ActionTaken {
            player: mover,
            action,
        };
        assert_eq!(
            describe(&g, &event),
            format!("Player {} takes {kind} ({column} column).", mover.0 + 1)
        );
        assert_eq!(describe_action(&g, &Action::Pass), "passes with 3 discs left");
        assert_eq!(describe_action(&g, &Action::Bid(1_200)), "bids ¥1,200");
    }

    #[test]
    fn choices_inside_an_action_follow_the_action_kind() {
        let mut g = game(2);
        while g.phase() != Phase::Actions {
            let first = g.legal_actions()[0];
            g.apply(first).unwrap();
        }
        // Find an Invest or Start action on the table and take it.
        let wanted = g.legal_actions().into_iter().find(|a| match a {
            Action::Take(r) => {
                matches!(
                    g.rules().kind(*r),
                    Some(metro_core::ActionKind::Invest { .. } | metro_core::ActionKind::Start { .. })
                )
            }
            _ => false,
        });
        let Some(take) = wanted else { return };
        g.apply(take).unwrap();
        let line = LineId(0);
        let text = describe_action(&g, &Action::Line(line));
        assert!(
            text == "invests in G Ginza" || text == "starts the G train",
            "{text}"
        );
    }

    #[test]
    fn train_choices_name_the_vehicle() {
        let mut g = game(2);
        let mut seen_board = false;
        let mut steps = 0;
        while !g.is_over() && steps < 5_000 {
            let legal = g.legal_actions();
            if let Some(board) = legal.iter().find(|a| matches!(a, Action::Board(_))) {
                let text = describe_action(&g, board);
                assert!(
                    text.starts_with("boards the ") && text.ends_with(" train"),
                    "{text}"
                );
                assert_eq!(describe_action(&g, &Action::Wait), "does not board");
                seen_board = true;
            }
            // Prefer starting trains, building stations and boarding, to reach the train moments quickly.
            let pick = legal
                .iter()
                .find(|a| matches!(a, Action::Board(_) | Action::Line(_)))
                .or_else(|| legal.iter().find(|a| matches!(a, Action::Take(_))))
                .copied()
                .unwrap_or(legal[legal.len() - 1]);
            g.apply(pick).unwrap();
            steps += 1;
        }
        let _ = seen_board;
    }

    /// An illegal action is told as the log tells who does what, in the language shown, never in its data form
    /// ("station 1"); once the game is over, only why.
    #[test]
    fn an_illegal_action_is_told_in_words() {
        let mut g = game(3);
        let wrong = Action::Station(StationId(1));
        let told = |g: &Game, language| {
            metro_lang::with_language(language, || g.clone().apply(wrong).unwrap_err().to_string())
        };
        let english = told(&g, metro_lang::Language::English);
        let who = Narrator::default().player(g.to_move().unwrap());
        assert!(
            english.starts_with(&format!("not allowed: {who} {} — ", describe_action(&g, &wrong))),
            "{english}"
        );
        assert!(!english.contains("station 1"), "{english}");
        for language in [metro_lang::Language::German, metro_lang::Language::Italian] {
            let text = told(&g, language);
            assert!(
                metro_lang::english_left(&english, &text).is_empty(),
                "{language:?}: {text}"
            );
        }
        while !g.is_over() {
            let action = g.legal_actions()[0];
            g.apply(action).unwrap();
        }
        let over = told(&g, metro_lang::Language::English);
        assert!(over.starts_with("not allowed: the game is over"), "{over}");
        let german = told(&g, metro_lang::Language::German);
        assert!(german.starts_with("nicht erlaubt: "), "{german}");
        assert!(metro_lang::english_left(&over, &german).is_empty(), "{german}");
    }
}
