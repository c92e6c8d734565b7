//! Hidden information (TM-12, D-3, D-17): what one player may see — as a redacted copy of the state ([`View`], for
//! screens) or borrowed behind accessors that cannot reach what is hidden ([`PlayerView`], for bots) —, what
//! everyone sees and nobody's secret ([`PublicView`], for spectators), and a stable hash of the full state for
//! saves.

use std::borrow::Cow;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use metro_core::{LineId, Map, SpaceId, StationId, Yen};

use crate::game::Game;
use crate::ids::{ActionRef, CardId, GameRng, PlayerId};
use crate::module::{ModuleId, ModuleStage, ModuleState};
use crate::rules::Rules;
use crate::state::{LineState, ModuleHashing, Pending, Phase, State};

pub use crate::seen::{SeenColumn, SeenPlayer};

/// The card id that stands for a face-down card in a [`View`].
pub const HIDDEN_CARD: CardId = CardId(u8::MAX);

/// What one player may see: the state with the deck order, the discard piles below their top card and other
/// players' unrevealed bids hidden (TM-12.1). Everything else is open (D-17).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// Whose view.
    pub viewer: PlayerId,
    /// The redacted state: decks and hidden discards hold [`HIDDEN_CARD`], other players' bids are `None`, and the
    /// random generator is replaced by a fixed one.
    pub state: State,
    /// Which players have made their secret bid this round (the amounts stay hidden, D-3).
    pub bids_made: Vec<bool>,
}

/// What everyone may see and nobody's secret: the table as a spectator sees it (TM-12.1, D-3, D-17). The state
/// redacted as in every [`View`] — decks and hidden discards hold [`HIDDEN_CARD`], the random generator is a fixed
/// one — and with every player's bid `None` (who has bid is in `bids_made`). It has no viewer: it is nobody's view,
/// so no seat's own part is in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicView {
    /// The redacted state: decks and hidden discards hold [`HIDDEN_CARD`], every player's bid is `None`, and the
    /// random generator is replaced by a fixed one.
    pub state: State,
    /// Which players have made their secret bid this round (the amounts stay hidden, D-3).
    pub bids_made: Vec<bool>,
}

impl Game {
    /// The state with everything hidden from `viewer` hidden, and who has bid; `None` for nobody's view (every
    /// player's secret hidden: a rule module's state redacted for each player in turn).
    fn redacted(&self, viewer: Option<PlayerId>) -> (State, Vec<bool>) {
        let mut state = self.state.clone();
        for column in &mut state.columns {
            column.deck.iter_mut().for_each(|c| *c = HIDDEN_CARD);
            let below_top = column.discard.len().saturating_sub(1);
            column.discard[..below_top]
                .iter_mut()
                .for_each(|c| *c = HIDDEN_CARD);
        }
        let bids_made = state.players.iter().map(|p| p.bid.is_some()).collect();
        for (i, p) in state.players.iter_mut().enumerate() {
            if viewer.is_none_or(|v| i != v.0 as usize) {
                p.bid = None;
            }
        }
        state.rng = GameRng::new(0);
        if self.rules.has_modules() {
            let players = self.player_count();
            for (slot, module) in self.rules.modules().iter().zip(&mut state.modules) {
                if let Some(looks) = slot.rules().looks() {
                    match viewer {
                        Some(viewer) => looks.redact(module, viewer),
                        None => (0..players).for_each(|p| looks.redact(module, PlayerId(p as u8))),
                    }
                }
            }
        }
        (state, bids_made)
    }

    /// What `viewer` may see now.
    pub fn view(&self, viewer: PlayerId) -> View {
        let (state, bids_made) = self.redacted(Some(viewer));
        View {
            viewer,
            state,
            bids_made,
        }
    }

    /// What everyone may see now, and nobody's secret: every player's bid hidden, decks and hidden discards hidden
    /// (a spectator's view, TM-12.1, D-3).
    pub fn public_view(&self) -> PublicView {
        let (state, bids_made) = self.redacted(None);
        PublicView { state, bids_made }
    }

    /// A hash of [`Game::public_view`], the same on every platform and run: hashed as [`Game::view_hash`] hashes a
    /// seat's view, marked as nobody's (never a seat's number). Nothing hidden from any player changes it.
    pub fn public_view_hash(&self) -> u64 {
        let view = self.public_view();
        let mut hasher = Fnv1a::default();
        view.state.hash_with(&mut hasher, &ModulesHashing(&self.rules));
        view.bids_made.hash(&mut hasher);
        hasher.write(b"public");
        hasher.finish()
    }

    /// A hash of the whole state, the same on every platform and run: for saves to detect divergence. Rule modules
    /// hash their own stages and states ([`crate::module::ModuleRules::hash_state`]).
    pub fn state_hash(&self) -> u64 {
        let mut hasher = Fnv1a::default();
        self.state.hash_with(&mut hasher, &ModulesHashing(&self.rules));
        hasher.finish()
    }

    /// A hash of [`Game::view`] for `viewer`, the same on every platform and run: its state hashed as
    /// [`Game::state_hash`] hashes the whole one (decks and hidden discards as hidden cards, others' bids
    /// unknown), with who made their bid and whose view it is. Nothing hidden from `viewer` changes it.
    pub fn view_hash(&self, viewer: PlayerId) -> u64 {
        let view = self.view(viewer);
        let mut hasher = Fnv1a::default();
        view.state.hash_with(&mut hasher, &ModulesHashing(&self.rules));
        view.bids_made.hash(&mut hasher);
        viewer.0.hash(&mut hasher);
        hasher.finish()
    }

    /// What `viewer` sees, borrowed: what a bot is shown (no copy, nothing hidden reachable).
    pub fn player_view(&self, viewer: PlayerId) -> PlayerView<'_> {
        PlayerView { game: self, viewer }
    }
}

/// Module stages and states hashed by their modules.
struct ModulesHashing<'a>(&'a Rules);

impl ModuleHashing for ModulesHashing<'_> {
    fn stage(&self, stage: ModuleStage, h: &mut dyn Hasher) {
        match self.0.module_get(stage.module) {
            Some(slot) => slot.rules().hash_stage(stage, h),
            None => {
                let mut h = h;
                5usize.hash(&mut h);
                stage.hash(&mut h);
            }
        }
    }

    fn state(&self, index: usize, state: &ModuleState, h: &mut dyn Hasher) {
        match self.0.modules().get(index) {
            Some(slot) => slot.rules().hash_state(state, h),
            None => {
                let mut h = h;
                state.hash(&mut h);
            }
        }
    }
}

/// FNV-1a, 64 bits: simple, stable, and independent of the standard library's hasher choice. Integers are written
/// little-endian and `usize` as 64 bits, so a hash is the same on every platform (state hashes, saves' setup hashes).
#[derive(Clone, Copy, Debug)]
pub struct Fnv1a(u64);

impl Default for Fnv1a {
    fn default() -> Self {
        Fnv1a(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv1a {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn write_u16(&mut self, n: u16) {
        self.write(&n.to_le_bytes());
    }

    fn write_u32(&mut self, n: u32) {
        self.write(&n.to_le_bytes());
    }

    fn write_u64(&mut self, n: u64) {
        self.write(&n.to_le_bytes());
    }

    fn write_u128(&mut self, n: u128) {
        self.write(&n.to_le_bytes());
    }

    fn write_i32(&mut self, n: i32) {
        self.write(&n.to_le_bytes());
    }

    fn write_usize(&mut self, n: usize) {
        // Lengths hash as u64 so a 32-bit build agrees with a 64-bit one.
        self.write(&(n as u64).to_le_bytes());
    }
}

/// What one player sees of a game, borrowed: the game behind accessors that reach only what every player may see
/// (TM-12.1, D-17) and the player's own bid. There is no accessor for the deck order, for discards below the top card,
/// for other players' unrevealed bids or for the random generator, so code holding a `PlayerView` (a bot) cannot
/// peek: hidden information is enforced by the type. Costs nothing to make: no copy, no allocation.
#[derive(Clone, Copy)]
pub struct PlayerView<'a> {
    game: &'a Game,
    viewer: PlayerId,
}

impl std::fmt::Debug for PlayerView<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PlayerView")
            .field("viewer", &self.viewer)
            .field("round", &self.round())
            .field("phase", &self.phase())
            .finish_non_exhaustive()
    }
}

impl<'a> PlayerView<'a> {
    /// Whose view.
    pub fn viewer(&self) -> PlayerId {
        self.viewer
    }

    /// The fixed rules (all public).
    pub fn rules(&self) -> &'a Rules {
        self.game.rules()
    }

    /// The fixed rules, shared: for a bot to keep what it derived from them (an evaluation carried from one decision
    /// to the next) only while it plays under the same rules.
    pub fn rules_arc(&self) -> &'a Arc<Rules> {
        self.game.rules_arc()
    }

    /// The map.
    pub fn map(&self) -> &'a Map {
        self.game.map()
    }

    /// The round, from 1.
    pub fn round(&self) -> u8 {
        self.game.round()
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.game.phase()
    }

    /// The player whose decision is pending.
    pub fn to_move(&self) -> Option<PlayerId> {
        self.game.to_move()
    }

    /// What the game waits for, with the choices made so far inside an action (all public).
    pub fn pending(&self) -> &'a Pending {
        &self.game.state.pending
    }

    /// Turn order, first player first.
    pub fn turn_order(&self) -> &'a [PlayerId] {
        self.game.turn_order()
    }

    /// The number of players.
    pub fn player_count(&self) -> usize {
        self.game.player_count()
    }

    /// A player as everyone sees them.
    pub fn player(&self, player: PlayerId) -> SeenPlayer<'a> {
        SeenPlayer(&self.game.state.players[player.0 as usize])
    }

    /// Every player by seat, as everyone sees them.
    pub fn players(&self) -> impl Iterator<Item = SeenPlayer<'a>> + 'a {
        self.game.state.players.iter().map(SeenPlayer)
    }

    /// The viewer's own secret bid this round, once made.
    pub fn my_bid(&self) -> Option<Yen> {
        self.game.state.players[self.viewer.0 as usize].bid
    }

    /// One line's state.
    pub fn line(&self, line: LineId) -> &'a LineState {
        &self.game.state.lines[line.0 as usize]
    }

    /// Every line's state, in revenue-track order.
    pub fn lines(&self) -> &'a [LineState] {
        &self.game.state.lines
    }

    /// The number of card columns.
    pub fn column_count(&self) -> usize {
        self.game.state.columns.len()
    }

    /// A column as everyone sees it.
    pub fn column(&self, column: usize) -> Option<SeenColumn<'a>> {
        self.game.state.columns.get(column).map(SeenColumn)
    }

    /// The players with a disc on an action, a bit per seat.
    pub fn occupants(&self, action: ActionRef) -> u8 {
        self.game
            .state
            .occupants
            .get(action.card.0 as usize * 2 + action.action as usize)
            .copied()
            .unwrap_or(0)
    }

    /// Whether an action has been taken this round (for Copy, D-9).
    pub fn taken(&self, action: ActionRef) -> bool {
        self.game
            .state
            .taken
            .get(action.card.0 as usize * 2 + action.action as usize)
            .copied()
            .unwrap_or(false)
    }

    /// The pyramid owner of every station.
    pub fn pyramids(&self) -> &'a [Option<PlayerId>] {
        &self.game.state.pyramids
    }

    /// Speed tokens in the supply.
    pub fn speed_supply(&self) -> u8 {
        self.game.state.speed_supply
    }

    /// Loan tokens in the supply.
    pub fn loan_supply(&self) -> u8 {
        self.game.state.loan_supply
    }

    /// Bike tokens in the supply.
    pub fn bike_supply(&self) -> u8 {
        self.game.state.bike_supply
    }

    /// A rule module's state as the viewer may see it (borrowed unless the module hides something).
    pub fn module_state(&self, module: ModuleId) -> Option<Cow<'a, ModuleState>> {
        let state = self.game.state.modules.get(module.0 as usize)?;
        match self.rules().module_get(module).and_then(|m| m.rules().looks()) {
            Some(looks) if looks.hides() => {
                let mut redacted = state.clone();
                looks.redact(&mut redacted, self.viewer);
                Some(Cow::Owned(redacted))
            }
            _ => Some(Cow::Borrowed(state)),
        }
    }

    // ----- rule queries (see `query.rs`), for the viewer unless a player is named -----

    /// [`Game::station_targets`] for the viewer.
    pub fn station_targets(&self, per_stop: Yen, cash: Yen) -> impl Iterator<Item = (StationId, Yen)> + 'a {
        self.game.station_targets(self.viewer, per_stop, cash)
    }

    /// [`Game::invest_targets`] for the viewer.
    pub fn invest_targets(&self, cost: Yen, cash: Yen) -> impl Iterator<Item = (LineId, Yen)> + 'a {
        self.game.invest_targets(self.viewer, cost, cash)
    }

    /// [`Game::speculation_targets`] for the viewer.
    pub fn speculation_targets(&self, cash: Yen) -> impl Iterator<Item = LineId> + 'a {
        self.game.speculation_targets(self.viewer, cash)
    }

    /// [`Game::min_stake`].
    pub fn min_stake(&self, line: LineId) -> Yen {
        self.game.min_stake(line)
    }

    /// [`Game::share_extra`].
    pub fn share_extra(&self, line: LineId) -> Option<Yen> {
        self.game.share_extra(line)
    }

    /// [`Game::free_slots`].
    pub fn free_slots(&self, line: LineId) -> usize {
        self.game.free_slots(line)
    }

    /// [`Game::speculates_on`].
    pub fn speculates_on(&self, player: PlayerId, line: LineId) -> bool {
        self.game.speculates_on(player, line)
    }

    /// [`Game::liftable_discount`] of the viewer.
    pub fn liftable_discount(&self) -> Yen {
        self.game.liftable_discount(self.viewer)
    }

    /// [`Game::reachable_spaces`] for the viewer's meeple.
    pub fn reachable_spaces(&self, from: SpaceId, steps: u8, visit: impl FnMut(SpaceId)) {
        self.game.reachable_spaces(self.viewer, from, steps, visit);
    }

    /// [`Game::actions_in_reach`] of the viewer.
    pub fn actions_in_reach(&self, f: impl FnMut(ActionRef)) {
        self.game.actions_in_reach(self.viewer, f);
    }

    /// Whether an action of `kind` may be copied (OS-6.4, D-9, D-24).
    pub fn may_copy(&self, kind: metro_core::ActionKind) -> bool {
        self.game.may_copy(kind)
    }

    /// A complete game the viewer cannot tell from this one, every hidden part redrawn from `rng`
    /// ([`Game::determinised_for`]): what a search bot plays out. `guess_bid` guesses other players' unrevealed bids
    /// from what everyone sees of them.
    pub fn determinise(
        &self,
        rng: &mut GameRng,
        guess_bid: &mut dyn FnMut(PlayerId, SeenPlayer<'_>, &mut GameRng) -> Yen,
    ) -> Game {
        self.game.determinised_for(self.viewer, rng, guess_bid)
    }

    /// [`Game::explain`]: why an action is refused now.
    pub fn explain(&self, action: crate::Action) -> crate::Refusal {
        self.game.explain(action)
    }
}
