//! Card (TM-7.14): the top card of a discard pile, for a printed cost, into the player's own cards (only they may
//! take its actions).

use metro_core::{ActionKind, Yen};

use super::{Family, Memo, no_effect, within};
use crate::action::Action;
use crate::event::{Event, Reason};
use crate::explain::Refusal;
use crate::game::Game;
use crate::ids::PlayerId;
use crate::state::{Resolution, Stage, Target};

/// The Card kind.
pub(super) struct Kinds;

impl Family for Kinds {
    /// D-18: a pile offering a card; D-2: its cost payable.
    #[inline(always)]
    fn condition<const WHY: bool>(
        game: &Game,
        player: PlayerId,
        _kind: ActionKind,
        memo: &Memo,
    ) -> Result<Yen, Refusal> {
        if memo!(
            memo.pile_offers,
            (0..game.state.columns.len()).any(|c| game.pile_offers_card(c))
        ) {
            Ok(within(game.player(player).cash, 1))
        } else {
            no_effect(WHY, "refusal-no-effect-no-card")
        }
    }

    fn asks_target(_kind: ActionKind) -> bool {
        true
    }

    /// The columns whose discard pile offers a card, in order.
    fn any_choice(game: &Game, r: &Resolution, _kind: ActionKind, mut f: impl FnMut(Action) -> bool) -> bool {
        r.stage == Stage::Target
            && (0..game.state.columns.len()).any(|c| game.pile_offers_card(c) && f(Action::Column(c as u8)))
    }

    fn refusal(stage: Stage, _kind: ActionKind, choice: Action) -> Option<(&'static str, &'static str)> {
        match (stage, choice) {
            (Stage::Target, Action::Column(_)) => Some(("TM-7.14", "refusal-target-card")),
            _ => None,
        }
    }

    fn resolve(game: &mut Game, r: &Resolution, _kind: ActionKind, cost: Yen, events: &mut Vec<Event>) {
        let Some(Target::Column(column)) = r.target else {
            return never!("a Card without a column");
        };
        let player = r.player;
        game.pay(player, cost, Reason::ActionCost, events);
        if let Some(card) = game.state.columns[column as usize].discard.pop() {
            game.player_mut(player).personal_cards.push(card);
            events.push(Event::CardTaken { player, card });
            events.push(Event::DiscardShown {
                column,
                card: game.state.columns[column as usize].discard.last().copied(),
            });
        }
    }
}

impl Game {
    /// Whether the Card action may take the top card of a column's discard pile (TM-7.14): not empty, and, for a
    /// card of a module, one the module lets be taken ([`crate::module::Turns::card_takeable`]).
    #[inline]
    pub(crate) fn pile_offers_card(&self, column: usize) -> bool {
        match self.state.columns[column].discard.last() {
            None => false,
            Some(&card) => match self.rules.card_module(card) {
                None => true,
                Some(id) => self
                    .rules
                    .module(id)
                    .rules()
                    .turns()
                    .is_none_or(|turns| turns.card_takeable(self, card)),
            },
        }
    }
}
