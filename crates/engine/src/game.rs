//! [`Game`]: setup, the round structure (TM-6), and the one entry point that changes a game, [`Game::apply`].
//!
//! `apply` checks the action against the legal list, changes the state, then runs every step that needs no
//! choice (reveals, refreshes, vehicles moving between decisions, scoring) until the next decision, recording
//! events on the way.

use std::sync::Arc;

use metro_core::{LineId, Map, SpaceId, Yen};

use crate::action::Action;
use crate::error::{IllegalAction, SetupError};
use crate::event::Event;
use crate::ids::{CardId, GameRng, PlayerId};
use crate::locale::tr;
use crate::module::payload::ModuleId;
use crate::per_player::PerPlayer;
use crate::rules::{Rules, Setup};
use crate::scoring::FinalResult;
use crate::state::*;

/// The `rule` of an [`IllegalAction`] refused because a rule module failed ([`Game::module_failure`]).
pub const MODULE_FAILED: &str = "module failed";

/// A game in progress (or ended): the fixed rules and the changing state.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) rules: Arc<Rules>,
    pub(crate) state: State,
    pub(crate) seed: u64,
    /// The final result once the game has ended, kept inline (its lists are inline too): the decision that ends the
    /// game allocates nothing (issue 14).
    pub(crate) result: Option<FinalResult>,
}

impl Game {
    /// Sets up a game (TM-3) from a setup and a seed; the seed decides every random draw (D-13).
    pub fn new(setup: Setup, seed: u64) -> Result<Game, SetupError> {
        let rules = Arc::new(Rules::new(setup)?);
        Ok(Game::with_rules(rules, seed))
    }

    /// Sets up a game with rules already checked (cheap: for simulations that play many games).
    pub fn with_rules(rules: Arc<Rules>, seed: u64) -> Game {
        Game::make_room_to_check();
        let mut rng = GameRng::new(seed);
        let map = rules.map();
        let players = rules.players();
        let dealt = rules.dealt() as usize;
        let per_column = rules.cards().cards_per_column();
        let mut columns = Vec::new();
        for (ci, column) in rules.cards().columns().iter().enumerate() {
            // TM-3.3: each dot group shuffled on its own; oldest at the bottom, youngest on top (top = last).
            let mut deck = Vec::with_capacity(per_column);
            for dots in (1..=3u8).rev() {
                let start = deck.len();
                for (k, card) in column.cards.iter().enumerate() {
                    if card.dots == dots {
                        deck.push(CardId((ci * per_column + k) as u8));
                    }
                }
                rng.shuffle(&mut deck[start..]);
            }
            // TM-3.4: the first card drawn fills the bottom row.
            let rows = (0..dealt).map(|_| deck.pop()).collect();
            columns.push(ColumnState {
                deck: deck.into(),
                rows,
                discard: SmallList::new(),
            });
        }
        // Rule modules deal their columns after the card set's, then set up their state (each in its order).
        let mut modules = Vec::with_capacity(rules.modules().len());
        for (i, slot) in rules.modules().iter().enumerate() {
            let id = ModuleId(i as u8);
            let dealt = slot.rules().deal(rules.as_ref(), id, &mut rng);
            debug_assert_eq!(
                dealt.len(),
                slot.column_sizes().len(),
                "a module deals each of its columns"
            );
            columns.extend(dealt);
            modules.push(slot.rules().start(rules.as_ref()));
        }
        let lines = (0..map.lines().len())
            .map(|_| LineState {
                value: 0,
                vehicles: [None, None],
                unowned_start: false,
                holders: [None; 4],
                slots: [Slot::Empty; 4],
            })
            .collect();
        let mut state = State {
            round: 1,
            phase: Phase::TurnOrder,
            players: (0..players).map(|_| Player::new()).collect(),
            order: (0..players as u8).map(PlayerId).collect(),
            lines,
            columns,
            occupants: vec![0; rules.card_count() * 2],
            taken: vec![false; rules.card_count() * 2],
            pyramids: vec![None; map.stations().len()],
            speed_supply: SPEED_TOKENS,
            loan_supply: LOAN_TOKENS,
            bike_supply: BIKE_TOKENS,
            pending: Pending::Over,
            rng,
            modules,
        };
        state.pending = Pending::Bid { seat: 0 };
        let mut game = Game {
            rules,
            state,
            seed,
            result: None,
        };
        let mut events = vec![Event::RoundStarted(1)];
        game.begin_turn_order(&mut events);
        game
    }

    /// The fixed rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The fixed rules, shared.
    pub fn rules_arc(&self) -> &Arc<Rules> {
        &self.rules
    }

    /// The map.
    pub fn map(&self) -> &Map {
        self.rules.map()
    }

    /// The seed the game was set up with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The whole state (deck order included: for engine tests and the save verifier; drivers use `view`).
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The whole state, to change at will: for tests that set up a position directly. Breaking the state's
    /// invariants this way is the caller's responsibility; play never needs it.
    #[cfg(feature = "test-support")]
    pub fn state_mut(&mut self) -> &mut State {
        &mut self.state
    }

    /// The round, from 1.
    pub fn round(&self) -> u8 {
        self.state.round
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.state.phase
    }

    /// One player's pieces and money.
    pub fn player(&self, player: PlayerId) -> &Player {
        &self.state.players[player.0 as usize]
    }

    /// The number of players.
    pub fn player_count(&self) -> usize {
        self.state.players.len()
    }

    /// One line's state.
    pub fn line(&self, line: LineId) -> &LineState {
        &self.state.lines[line.0 as usize]
    }

    /// Turn order, first player first.
    pub fn turn_order(&self) -> &[PlayerId] {
        &self.state.order
    }

    /// Whether the game has ended.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.state.phase == Phase::Ended
    }

    /// The end-game payouts and totals, once the game has ended.
    pub fn result(&self) -> Option<&FinalResult> {
        self.result.as_ref()
    }

    /// What end scoring (TM-11) would pay if the game ended in this position: the same computation as at the end,
    /// changing nothing (for charts of totals over a game). Once the game has ended it equals [`Game::result`].
    pub fn score_now(&self) -> FinalResult {
        crate::scoring::score(&self.rules, &self.state)
    }

    /// The player whose decision is pending, or `None` once the game is over. (Inlined: the game-agnostic
    /// interface asks it at every decision.)
    #[inline]
    pub fn to_move(&self) -> Option<PlayerId> {
        self.state.to_move()
    }

    /// What kind of decision is pending, in words (for logs and screens).
    pub fn pending_description(&self) -> String {
        match &self.state.pending {
            Pending::Bid { .. } => tr!("pending-bid"),
            Pending::Movement { .. } if self.state.round == 1 => tr!("pending-place"),
            Pending::Movement { .. } => tr!("pending-move"),
            Pending::Turn { .. } => tr!("pending-turn"),
            Pending::Resolving(r) => match r.stage {
                Stage::Target => tr!("pending-target"),
                Stage::SwapPayment => tr!("pending-swap-payment"),
                Stage::Stake => tr!("pending-stake"),
                Stage::Discounts => tr!("pending-discounts"),
                Stage::Speed => tr!("pending-speed"),
                Stage::Module(stage) => self
                    .rules
                    .module_get(stage.module)
                    .and_then(|m| m.rules().stages())
                    .map_or_else(|| tr!("pending-choose"), |stages| stages.describe(stage)),
            },
            Pending::Trains(cursor) if !cursor.forced.is_empty() => tr!("pending-forced-alight"),
            Pending::Trains(_) => tr!("pending-trains"),
            Pending::Over => tr!("pending-over"),
        }
    }

    /// Applies one decision and every automatic step after it; returns what happened. An illegal action changes
    /// nothing and says which rule forbids it.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let mut events = Vec::new();
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    /// Like [`Game::apply`], appending events to a buffer the caller reuses (for simulations).
    pub fn apply_into(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), IllegalAction> {
        // With no subscriber at the trace level this costs one load of tracing's global level filter.
        if tracing::level_enabled!(tracing::Level::TRACE) {
            let _span =
                tracing::trace_span!("action", round = self.state.round, phase = ?self.state.phase, ?action)
                    .entered();
            return self.apply_checked(action, events);
        }
        self.apply_checked(action, events)
    }

    /// Lists the legal actions into `legal`, lets `choose` pick one by its place in that list, and applies it,
    /// appending what happened to `events`: what a playout does at every decision. The list is the engine's own,
    /// made for this very position a moment before, so the chosen action is performed without being checked a
    /// second time (the check and the list agree: `tests/engine/legal_from_scratch.rs` and
    /// `tests/engine/legal_fast_paths.rs` in the workspace).
    /// With a rule module that may fail (a plugin) the action is checked and guarded as [`Game::apply_into`] does.
    ///
    /// Returns the action applied; `None` when the game is over or `choose` named no place in the list, and then
    /// nothing changed.
    pub fn apply_chosen(
        &mut self,
        legal: &mut Vec<Action>,
        events: &mut Vec<Event>,
        choose: impl FnOnce(&Game, &[Action]) -> usize,
    ) -> Option<Action> {
        self.legal_actions_into(legal);
        let action = *legal.get(choose(self, legal))?;
        if self.rules.guarded() || tracing::level_enabled!(tracing::Level::TRACE) {
            return self.apply_into(action, events).ok().map(|()| action);
        }
        self.perform(action, events);
        Some(action)
    }

    /// [`Game::apply_into`] without its span.
    #[inline(always)]
    fn apply_checked(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), IllegalAction> {
        if self.rules.guarded() {
            return self.apply_guarded(action, events);
        }
        if let Err(refusal) = self.check(action) {
            return Err(self.illegal(action, refusal.reason.into_owned(), refusal.rule));
        }
        self.perform(action, events);
        Ok(())
    }

    /// A rule module that stopped working (a plugin whose hook panicked), and why: every further action is refused.
    pub fn module_failure(&self) -> Option<(ModuleId, String)> {
        if !self.rules.guarded() {
            return None;
        }
        self.rules
            .modules()
            .iter()
            .enumerate()
            .find_map(|(i, slot)| slot.rules().failure().map(|why| (ModuleId(i as u8), why)))
    }

    /// [`Game::apply_into`] with a module that may fail: the state is kept and restored when one fails.
    #[cold]
    fn apply_guarded(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), IllegalAction> {
        let failed = |game: &Game, id: ModuleId, why: String| {
            let key = game.rules.module(id).module().key().to_string();
            tracing::error!(module = %key, %why, "a rule module failed and is disabled");
            game.illegal(
                action,
                tr!("refusal-module-failed", module = key, why = why),
                MODULE_FAILED,
            )
        };
        if let Some((id, why)) = self.module_failure() {
            return Err(failed(self, id, why));
        }
        if let Err(refusal) = self.check(action) {
            if let Some((id, why)) = self.module_failure() {
                return Err(failed(self, id, why));
            }
            return Err(self.illegal(action, refusal.reason.into_owned(), refusal.rule));
        }
        let (state, result, len) = (self.state.clone(), self.result.clone(), events.len());
        self.perform(action, events);
        if let Some((id, why)) = self.module_failure() {
            self.state = state;
            self.result = result;
            events.truncate(len);
            return Err(failed(self, id, why));
        }
        Ok(())
    }

    // ----- round structure -----

    pub(crate) fn begin_turn_order(&mut self, events: &mut Vec<Event>) {
        if self.rules.solo() {
            // SO-1: no opponent to bid against.
            self.begin_movement(events);
        } else {
            self.state.phase = Phase::TurnOrder;
            tracing::debug!(round = self.state.round, phase = "TurnOrder", "phase started");
            events.push(Event::PhaseStarted(Phase::TurnOrder));
            self.state.pending = Pending::Bid { seat: 0 };
        }
    }

    /// All bids are in: reveal, order, pay (TM-6.4).
    pub(crate) fn reveal_bids(&mut self, events: &mut Vec<Event>) {
        let n = self.state.players.len();
        // Inline lists (at most five players, TM-2): revealing, ordering and recording allocate nothing (issue 14).
        let totals: PerPlayer<(PlayerId, Yen, Yen)> = (0..n)
            .map(|i| {
                let p = &self.state.players[i];
                (PlayerId(i as u8), p.bid.unwrap_or(0), p.bid_bonus)
            })
            .collect();
        events.push(Event::BidsRevealed(totals));
        let previous: PerPlayer<PlayerId> = self.state.order.as_slice().into();
        let mut order = previous;
        // TM-6.4.2: each bid counts with its bonus.
        let counted: PerPlayer<Yen> = (0..n)
            .map(|i| self.bid_counts_as(PlayerId(i as u8), totals[i].1))
            .collect();
        let total = |p: PlayerId| counted[p.0 as usize];
        if self.state.round == 1 {
            // TM-6.4.4: ties in round 1 are random — shuffle first, then a stable sort keeps the random order.
            self.state.rng.shuffle(&mut order);
            order.sort_by_key(|&p| std::cmp::Reverse(total(p)));
        } else {
            // TM-6.4.4, D-4: tied players reverse their previous relative order.
            order.sort_by_key(|&p| {
                let was = previous.iter().position(|&q| q == p).unwrap_or(0);
                (std::cmp::Reverse(total(p)), std::cmp::Reverse(was))
            });
        }
        for i in 0..n {
            let player = PlayerId(i as u8);
            let p = &mut self.state.players[i];
            let bid = p.bid.take().unwrap_or(0);
            p.bid_bonus = 0;
            if bid > 0 {
                p.cash -= bid;
                events.push(Event::Cash {
                    player,
                    delta: -bid,
                    reason: crate::event::Reason::Bid,
                });
            }
        }
        // The order keeps its room: copied in place, without allocating.
        self.state.order.clear();
        self.state.order.extend_from_slice(&order);
        events.push(Event::TurnOrder(order));
        self.begin_movement(events);
    }

    pub(crate) fn begin_movement(&mut self, events: &mut Vec<Event>) {
        self.state.phase = Phase::Movement;
        tracing::debug!(round = self.state.round, phase = "Movement", "phase started");
        events.push(Event::PhaseStarted(Phase::Movement));
        self.state.pending = Pending::Movement { turn: 0 };
    }

    pub(crate) fn next_movement(&mut self, turn: u8, events: &mut Vec<Event>) {
        if (turn as usize + 1) < self.state.order.len() {
            self.state.pending = Pending::Movement { turn: turn + 1 };
        } else {
            self.begin_actions(events);
        }
    }

    pub(crate) fn begin_actions(&mut self, events: &mut Vec<Event>) {
        self.state.phase = Phase::Actions;
        tracing::debug!(round = self.state.round, phase = "Actions", "phase started");
        events.push(Event::PhaseStarted(Phase::Actions));
        for p in &mut self.state.players {
            p.passed = false;
        }
        self.state.pending = Pending::Turn { turn: 0 };
    }

    /// The next player in turn order after `turn` who has not passed (TM-6.6.2), or the end of the phase.
    pub(crate) fn next_turn(&mut self, turn: u8, events: &mut Vec<Event>) {
        let n = self.state.order.len();
        for k in 1..=n {
            let t = (turn as usize + k) % n;
            if !self.state.players[self.state.order[t].0 as usize].passed {
                self.state.pending = Pending::Turn { turn: t as u8 };
                return;
            }
        }
        // TM-6.6.5: every disc returns to its owner.
        for p in &mut self.state.players {
            p.discs_in_hand = p.discs_owned;
            p.copy_ready = None;
            p.copy_kept = false;
        }
        self.state.occupants.iter_mut().for_each(|o| *o = 0);
        if self.rules.has_modules() {
            let rules = self.rules.clone();
            for (i, slot) in rules.modules().iter().enumerate() {
                if let Some(phases) = slot.rules().phases() {
                    phases.actions_ended(&mut self.play(ModuleId(i as u8), events));
                }
            }
        }
        events.push(Event::DiscsReturned);
        self.begin_trains(events);
    }

    /// After the train phase: the next round's refresh, or the end (TM-6.2, TM-6.3).
    pub(crate) fn end_round(&mut self, events: &mut Vec<Event>) {
        self.state.taken.iter_mut().for_each(|t| *t = false);
        if self.state.columns.iter().any(|c| c.deck.is_empty()) {
            self.end_game(events);
            return;
        }
        self.state.round += 1;
        tracing::debug!(round = self.state.round, "round started");
        events.push(Event::RoundStarted(self.state.round));
        for (ci, column) in self.state.columns.iter_mut().enumerate() {
            // TM-6.3.1 (and MD-3.2 for gaps): the bottom card goes to the discard pile, the rest shift down, one new
            // card fills the top row.
            let discarded = column.rows.remove(0);
            if let Some(card) = discarded {
                column.discard.push(card);
            }
            if let Some(dealt) = column.deck.pop() {
                column.rows.push(Some(dealt));
                events.push(Event::Refreshed {
                    column: ci as u8,
                    discarded,
                    dealt,
                });
            }
        }
        self.begin_turn_order(events);
    }

    pub(crate) fn end_game(&mut self, events: &mut Vec<Event>) {
        self.state.phase = Phase::Ended;
        self.state.pending = Pending::Over;
        events.push(Event::PhaseStarted(Phase::Ended));
        let result = {
            let _span = tracing::debug_span!("end scoring", round = self.state.round).entered();
            crate::scoring::score(&self.rules, &self.state)
        };
        tracing::debug!(totals = ?result.totals, winner = ?result.winner, "game over");
        for payout in &result.payouts {
            events.push(Event::Payout(*payout));
        }
        events.push(Event::GameOver {
            totals: result.totals.as_slice().into(),
            winner: result.winner,
        });
        self.result = Some(result);
    }

    // ----- small helpers shared by the rule modules -----

    pub(crate) fn player_mut(&mut self, player: PlayerId) -> &mut Player {
        &mut self.state.players[player.0 as usize]
    }

    pub(crate) fn pay(
        &mut self,
        player: PlayerId,
        amount: Yen,
        reason: crate::event::Reason,
        events: &mut Vec<Event>,
    ) {
        if amount != 0 {
            self.player_mut(player).cash -= amount;
            events.push(Event::Cash {
                player,
                delta: -amount,
                reason,
            });
        }
    }

    pub(crate) fn receive(
        &mut self,
        player: PlayerId,
        amount: Yen,
        reason: crate::event::Reason,
        events: &mut Vec<Event>,
    ) {
        if amount != 0 {
            self.player_mut(player).cash += amount;
            events.push(Event::Cash {
                player,
                delta: amount,
                reason,
            });
        }
    }

    /// Changes a line's value, never below ¥0 (TM-5.4).
    pub(crate) fn raise(&mut self, line: LineId, delta: Yen, events: &mut Vec<Event>) {
        let state = &mut self.state.lines[line.0 as usize];
        let before = state.value;
        state.value = (state.value + delta).max(0);
        let changed = state.value - before;
        if changed != 0 {
            events.push(Event::Value {
                line,
                delta: changed,
                value: state.value,
            });
        }
    }

    /// Whether a space is free of meeples.
    pub(crate) fn free(&self, space: SpaceId) -> bool {
        !self.state.occupied(space)
    }
}
