//! The engine's types behind the modules' read interfaces ([`crate::module::RulesRead`], [`GameRead`],
//! [`SeatRead`], and the engine's own `GameWrite` for [`crate::module::Play`]): each answers from its own accessors.

use std::borrow::Cow;
use std::ops::Range;

use metro_core::{CardSet, Map, Yen};

use crate::event::{Event, Reason};
use crate::game::Game;
use crate::ids::{CardId, PlayerId};
use crate::module::{GameRead, GameWrite, ModuleId, ModuleState, RulesRead, SeatRead};
use crate::rules::{RuleOptions, Rules};
use crate::state::{Pending, Phase, Player, State};
use crate::view::{PlayerView, SeenPlayer};

impl RulesRead for Rules {
    fn map(&self) -> &Map {
        Rules::map(self)
    }
    fn cards(&self) -> &CardSet {
        Rules::cards(self)
    }
    fn players(&self) -> usize {
        Rules::players(self)
    }
    fn dealt(&self) -> u8 {
        Rules::dealt(self)
    }
    fn options(&self) -> &RuleOptions {
        Rules::options(self)
    }
    fn module_by_key(&self, key: &str) -> Option<ModuleId> {
        Rules::module_by_key(self, key)
    }
    fn module_columns(&self, module: ModuleId) -> Range<u8> {
        self.module(module).columns()
    }
    fn module_cards(&self, module: ModuleId) -> Range<u8> {
        self.module(module).cards()
    }
    fn module_column_sizes(&self, module: ModuleId) -> &[u8] {
        self.module(module).column_sizes()
    }
    fn card_count(&self) -> usize {
        Rules::card_count(self)
    }
    fn column_count(&self) -> usize {
        Rules::column_count(self)
    }
    fn card_column(&self, card: CardId) -> Option<u8> {
        Rules::card_column_of(self, card)
    }
}

impl GameRead for Game {
    fn rules(&self) -> &dyn RulesRead {
        self.rules.as_ref()
    }
    fn state(&self) -> &State {
        &self.state
    }
    fn map(&self) -> &Map {
        Game::map(self)
    }
    fn round(&self) -> u8 {
        Game::round(self)
    }
    fn player(&self, player: PlayerId) -> &Player {
        Game::player(self, player)
    }
    fn to_move(&self) -> Option<PlayerId> {
        Game::to_move(self)
    }
}

impl GameWrite for Game {
    fn read(&self) -> &dyn GameRead {
        self
    }
    fn state_mut(&mut self) -> &mut State {
        &mut self.state
    }
    fn pay(&mut self, player: PlayerId, amount: Yen, reason: Reason, events: &mut Vec<Event>) {
        Game::pay(self, player, amount, reason, events)
    }
    fn receive(&mut self, player: PlayerId, amount: Yen, reason: Reason, events: &mut Vec<Event>) {
        Game::receive(self, player, amount, reason, events)
    }
    fn next_turn(&mut self, turn: u8, events: &mut Vec<Event>) {
        Game::next_turn(self, turn, events)
    }
}

impl SeatRead for PlayerView<'_> {
    fn viewer(&self) -> PlayerId {
        PlayerView::viewer(self)
    }
    fn rules(&self) -> &dyn RulesRead {
        PlayerView::rules(self)
    }
    fn map(&self) -> &Map {
        PlayerView::map(self)
    }
    fn round(&self) -> u8 {
        PlayerView::round(self)
    }
    fn phase(&self) -> Phase {
        PlayerView::phase(self)
    }
    fn pending(&self) -> &Pending {
        PlayerView::pending(self)
    }
    fn pyramids(&self) -> &[Option<PlayerId>] {
        PlayerView::pyramids(self)
    }
    fn player(&self, player: PlayerId) -> SeenPlayer<'_> {
        PlayerView::player(self, player)
    }
    fn module_state(&self, module: ModuleId) -> Option<Cow<'_, ModuleState>> {
        PlayerView::module_state(self, module)
    }
}
