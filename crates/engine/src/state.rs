//! The game state: everything that changes during play, as small integers in vectors indexed by player, line,
//! station and card. Everything that does not change (the map, the card set) lives in [`crate::Rules`].

use metro_core::{LineId, SpaceId, StationId, Yen};
use serde::{Deserialize, Serialize};

use std::hash::{Hash, Hasher};

use crate::ids::{ActionRef, CardId, GameRng, PlayerId};
use crate::module::payload::{ModuleStage, ModuleState};
use crate::per_player::PerPlayer;
pub use crate::small::SmallList;
use metro_core::limits::MAX_CARDS_PER_COLUMN;

/// Starting cash (TM-3.5).
pub const STARTING_CASH: Yen = 2_000;
/// Action discs each player starts with (TM-3.5).
pub const STARTING_DISCS: u8 = 3;
/// Discs each player leaves in the general supply, to be gained with the Action action (TM-3.5).
pub const SUPPLY_DISCS: u8 = 3;
/// The most action discs a player may own (TM-7.12).
pub const MAX_DISCS: u8 = 6;
/// Speculation discs per player (TM-3.5, TM-7.10).
pub const SPECULATION_DISCS: u8 = 2;
/// Pyramids per player (TM-1.6).
pub const PYRAMIDS: u8 = 6;
/// Speed tokens in the supply (TM-1.4).
pub const SPEED_TOKENS: u8 = 12;
/// Loan tokens in the supply (TM-1.4).
pub const LOAN_TOKENS: u8 = 8;
/// Bike tokens in the supply (TM-1.4).
pub const BIKE_TOKENS: u8 = 4;
/// A loan's yen (TM-7.9).
pub const LOAN: Yen = 1_000;
/// What each loan still held costs at the end (TM-11.6).
pub const LOAN_PENALTY: Yen = 1_500;
/// Steps every vehicle moves in a train phase before speed tokens (TM-8.1).
pub const BASE_STEPS: u8 = 5;
/// What a non-shareholder pays to board, and how much the line's value rises (TM-10.2).
pub const FARE: Yen = 100;
/// Meeple moves in the movement phase, before the bike (TM-6.5.2).
pub const WALK: u8 = 2;
/// What passing pays for each action disc still in hand (TM-6.6.4).
pub const PASS_BONUS_PER_DISC: Yen = 100;

/// The phase of the round (TM-6.1), or the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Secret bids for turn order (TM-6.4).
    TurnOrder,
    /// Meeple placement (round 1) or movement (TM-6.5).
    Movement,
    /// Players take actions or pass (TM-6.6).
    Actions,
    /// Trains move, pay, and carry riders (TM-8 – TM-10).
    Trains,
    /// The game has ended and been scored (TM-11).
    Ended,
}

/// Where a player's meeple is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Meeple {
    /// Not yet placed (before round 1's movement).
    Off,
    /// On a space of the grid.
    On(SpaceId),
    /// Aboard a vehicle (TM-10.7): not on the grid.
    Riding {
        /// The vehicle's line.
        line: LineId,
        /// Which vehicle of the line (0, or 1 for the second tram/bus).
        vehicle: u8,
        /// Whether the vehicle has moved at least one stop since boarding (TM-10.6).
        moved: bool,
    },
}

/// One player's pieces and money.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// Cash in hand (never below ¥0, D-2).
    pub cash: Yen,
    /// Loan tokens held.
    pub loans: u8,
    /// Whether the player holds a bike.
    pub bike: bool,
    /// Speed tokens taken but not yet assigned to a line.
    pub speed_tokens: u8,
    /// Action discs in front of the player, ready to use.
    pub discs_in_hand: u8,
    /// Action discs the player owns (in hand or on actions).
    pub discs_owned: u8,
    /// The player's discs left in the general supply.
    pub discs_in_supply: u8,
    /// Speculation discs not yet used.
    pub speculation_discs: u8,
    /// Pyramids not yet built.
    pub pyramids: u8,
    /// The meeple.
    pub meeple: Meeple,
    /// This round's secret bid, once made, until the reveal.
    pub bid: Option<Yen>,
    /// Bid bonus beside the turn-order disc for the next turn-order phase (TM-7.8).
    pub bid_bonus: Yen,
    /// Whether the player has passed in this action phase.
    pub passed: bool,
    /// Cards taken with the Card action (TM-7.14).
    pub personal_cards: SmallList<CardId, 8>,
    /// Money set aside by Sell (OS-6.3), added at the end.
    pub set_aside: Yen,
    /// Every vehicle (line, vehicle, station or stop) the player alighted from in this train phase, with where:
    /// none of them may be boarded again at that place in the same phase (D-14).
    pub alighted: SmallList<(LineId, u8, u16), 8>,
    /// The Copy action holding this player's unused Copy disc this round (OS-6.4).
    pub copy_ready: Option<ActionRef>,
    /// Whether another disc of the player stays on that Copy action when the Copy disc moves off: the Copy action was
    /// itself copied (D-9), so it remains taken.
    pub copy_kept: bool,
}

impl Player {
    pub(crate) fn new() -> Player {
        Player {
            cash: STARTING_CASH,
            loans: 0,
            bike: false,
            speed_tokens: 0,
            discs_in_hand: STARTING_DISCS,
            discs_owned: STARTING_DISCS,
            discs_in_supply: SUPPLY_DISCS,
            speculation_discs: SPECULATION_DISCS,
            pyramids: PYRAMIDS,
            meeple: Meeple::Off,
            bid: None,
            bid_bonus: 0,
            passed: false,
            // Inline: taking a card or alighting in play does not allocate, nor does cloning (issue 14).
            personal_cards: SmallList::new(),
            set_aside: 0,
            alighted: SmallList::new(),
            copy_ready: None,
            copy_kept: false,
        }
    }

    /// The space the meeple stands on, if on the grid.
    pub fn space(&self) -> Option<SpaceId> {
        match self.meeple {
            Meeple::On(space) => Some(space),
            _ => None,
        }
    }
}

/// A vehicle on the map: where it stands and which way it faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Vehicle {
    /// Index of its stop along the line (0 = stop 1).
    pub stop: u8,
    /// Facing higher stop numbers.
    pub forward: bool,
}

impl Vehicle {
    /// Where the vehicle stands after one step on a line of `stops` stops (TM-8.3, OS-4.4): it turns round at the end
    /// of its line when it steps on from there (lazily: standing at the last stop it still faces past it).
    #[inline]
    pub fn stepped(self, stops: usize) -> Vehicle {
        let last = stops.saturating_sub(1) as u8;
        let forward = if self.forward && self.stop >= last {
            false
        } else if !self.forward && self.stop == 0 {
            true
        } else {
            self.forward
        };
        Vehicle {
            stop: if forward {
                self.stop.saturating_add(1).min(last)
            } else {
                self.stop.saturating_sub(1)
            },
            forward,
        }
    }

    /// The steps it makes before it stands at the end of its line, the way it faces (0 when it stands there).
    pub fn steps_to_end(self, stops: usize) -> u8 {
        let last = stops.saturating_sub(1) as u8;
        if self.forward {
            last.saturating_sub(self.stop)
        } else {
            self.stop
        }
    }

    /// The stop indices (0 = stop 1) it enters in its next steps, turning round at the ends of its line: its path.
    pub fn path(self, stops: usize) -> impl Iterator<Item = u8> {
        std::iter::successors(Some(self), move |v| Some(v.stepped(stops)))
            .skip(1)
            .map(|v| v.stop)
    }
}

/// What fills one disc slot of a line on the revenue track (TM-1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Slot {
    /// Nothing.
    Empty,
    /// An assigned speed token (TM-7.11).
    Speed,
    /// A speculation disc with its stake (TM-7.10).
    Speculation {
        /// Whose.
        player: PlayerId,
        /// The yen set aside with it.
        stake: Yen,
    },
}

/// One line's marker, vehicles, shares and slots.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LineState {
    /// The line's value on the revenue track (TM-5), never below ¥0.
    pub value: Yen,
    /// Its vehicles on the map: one train, or two trams/buses (OS-4.3).
    pub vehicles: [Option<Vehicle>; 2],
    /// Placed by Start with no share taken since: it leaves when it returns to stop 1 (TM-9.7).
    pub unowned_start: bool,
    /// Who holds share #1, #2, … (index = share number − 1); `None` = still in the stock stack.
    pub holders: [Option<PlayerId>; 4],
    /// The disc slots.
    pub slots: [Slot; 4],
}

impl LineState {
    /// Whether any vehicle of the line is on the map.
    pub fn on_map(&self) -> bool {
        self.vehicles.iter().any(Option::is_some)
    }

    /// The number of shares taken.
    pub fn shares_taken(&self) -> usize {
        self.holders.iter().filter(|h| h.is_some()).count()
    }

    /// The share number (from 1) `player` holds, if any.
    pub fn share_of(&self, player: PlayerId) -> Option<usize> {
        self.holders
            .iter()
            .position(|&h| h == Some(player))
            .map(|i| i + 1)
    }

    /// Speed tokens assigned to the line.
    pub fn speed_tokens(&self) -> usize {
        self.slots.iter().filter(|s| matches!(s, Slot::Speed)).count()
    }
}

/// One column of action cards: deck, face-up cards (bottom row first) and discard pile (TM-3.3, TM-6.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ColumnState {
    /// Face-down deck; the top card is the last.
    pub deck: SmallList<CardId, MAX_CARDS_PER_COLUMN>,
    /// Face-up cards, `rows[0]` the bottom row; `None` is a gap (MD-3.2).
    pub rows: SmallList<Option<CardId>, MAX_CARDS_PER_COLUMN>,
    /// Discard pile; the top card is the last.
    pub discard: SmallList<CardId, MAX_CARDS_PER_COLUMN>,
}

/// What the game waits for.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pending {
    /// Secret bids, collected seat by seat (TM-6.4, D-3).
    Bid {
        /// The seat asked now.
        seat: u8,
    },
    /// Round 1 placement or later movement, by position in turn order (TM-6.5).
    Movement {
        /// Position in turn order.
        turn: u8,
    },
    /// An action-phase turn (TM-6.6): take an action or pass.
    Turn {
        /// Position in turn order.
        turn: u8,
    },
    /// The choices inside an action being taken.
    Resolving(Resolution),
    /// The train phase (TM-8 – TM-10).
    Trains(TrainCursor),
    /// Nothing: the game is over.
    Over,
}

/// An action in the middle of being taken: its choices so far.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Resolution {
    /// Who takes it.
    pub player: PlayerId,
    /// Position in turn order of that player's turn.
    pub turn: u8,
    /// Which action.
    pub action: ActionRef,
    /// What is asked now.
    pub stage: Stage,
    /// The chosen target, once chosen.
    pub target: Option<Target>,
    /// The chosen stake (Speculate).
    pub stake: Yen,
    /// Discounts lifted so far (yen).
    pub discount: Yen,
    /// How a Station swap is paid, once chosen.
    pub payment: Option<crate::action::SwapPayment>,
    /// When the action is being copied (OS-6.4): the Copy action whose disc moves onto it afterwards.
    pub copy_of: Option<ActionRef>,
}

/// The step of an action's resolution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stage {
    /// Choose where or on what (stop, line, space, discard pile).
    Target,
    /// Choose how to pay a Station swap: speed token or bike (TM-7.4).
    SwapPayment,
    /// Choose the Speculate stake (TM-7.10).
    Stake,
    /// Lift discount discs onto this action (TM-7.7, D-21).
    Discounts,
    /// Assign unassigned speed tokens before the action resolves (TM-7.11, D-20).
    Speed,
    /// A step a rule module asks (its own code and data).
    Module(ModuleStage),
}

/// What an action is aimed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Target {
    /// A space (Move).
    Space(SpaceId),
    /// A station (Station, Station swap).
    Station(StationId),
    /// A line (Invest, Start, Speculate, Sell).
    Line(LineId),
    /// A column's discard pile (Card).
    Column(u8),
}

/// Where the train phase stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TrainCursor {
    /// The line moving now (revenue-track order, TM-8.2).
    pub line: u8,
    /// Steps left for this line's vehicles.
    pub steps_left: u8,
    /// Players who still decide at this moment, in turn order (D-23); the first decides now. Inline, so the cursor
    /// is made and refilled without allocating.
    pub deciding: PerPlayer<PlayerId>,
    /// Riders who must alight because their vehicle was removed (TM-9.7, D-6), in turn order.
    pub forced: PerPlayer<PlayerId>,
    /// The stop (index along the line) where the removed vehicle stood, for forced alighting.
    pub removed_at: u8,
}

/// Every changing part of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The round, from 1.
    pub round: u8,
    /// The phase.
    pub phase: Phase,
    /// Players by seat.
    pub players: Vec<Player>,
    /// Turn order: `order[0]` plays first (TM-6.4.3).
    pub order: Vec<PlayerId>,
    /// Lines in revenue-track order.
    pub lines: Vec<LineState>,
    /// Columns of action cards.
    pub columns: Vec<ColumnState>,
    /// For every action (two per card, see [`ActionRef`]), a bit per player with a disc on it.
    pub occupants: Vec<u8>,
    /// For every action, whether it has been taken this round (for Copy, D-9).
    pub taken: Vec<bool>,
    /// Pyramid owner of every station.
    pub pyramids: Vec<Option<PlayerId>>,
    /// Speed tokens in the supply.
    pub speed_supply: u8,
    /// Loan tokens in the supply.
    pub loan_supply: u8,
    /// Bike tokens in the supply.
    pub bike_supply: u8,
    /// What the game waits for.
    pub pending: Pending,
    /// The seeded generator (D-13). Never written: a position read back (a seat's mirror, `crate::mirror`) gets a
    /// generator of its own.
    #[serde(skip, default = "GameRng::unseeded")]
    pub rng: GameRng,
    /// The state of every rule module played, by [`crate::module::payload::ModuleId`]: empty without modules.
    pub modules: Vec<ModuleState>,
}

impl State {
    /// Hashes every field but the modules' states and stages the way `derive(Hash)` would, so that a game without
    /// modules hashes as it did before modules existed; `module` hashes a module's stage (in a resolution) and then
    /// the modules' states.
    pub(crate) fn hash_with<H: Hasher>(&self, h: &mut H, modules: &dyn ModuleHashing) {
        self.round.hash(h);
        self.phase.hash(h);
        self.players.hash(h);
        self.order.hash(h);
        self.lines.hash(h);
        self.columns.hash(h);
        self.occupants.hash(h);
        self.taken.hash(h);
        self.pyramids.hash(h);
        self.speed_supply.hash(h);
        self.loan_supply.hash(h);
        self.bike_supply.hash(h);
        match &self.pending {
            Pending::Resolving(r) => {
                3usize.hash(h);
                r.player.hash(h);
                r.turn.hash(h);
                r.action.hash(h);
                match r.stage {
                    Stage::Module(stage) => modules.stage(stage, h),
                    stage => stage.hash(h),
                }
                r.target.hash(h);
                r.stake.hash(h);
                r.discount.hash(h);
                r.payment.hash(h);
                r.copy_of.hash(h);
            }
            pending => pending.hash(h),
        }
        self.rng.hash(h);
        for (i, state) in self.modules.iter().enumerate() {
            modules.state(i, state, h);
        }
    }
}

/// How the modules' stages and states are hashed into a state hash.
pub(crate) trait ModuleHashing {
    /// Hashes a module's stage in place of the [`Stage`] variant.
    fn stage(&self, stage: ModuleStage, h: &mut dyn Hasher);
    /// Hashes the state of the module at `index`.
    fn state(&self, index: usize, state: &ModuleState, h: &mut dyn Hasher);
}

/// Payloads hashed as plain data (for [`Hash`] on a state without its rules).
struct PlainHashing;

impl ModuleHashing for PlainHashing {
    fn stage(&self, stage: ModuleStage, h: &mut dyn Hasher) {
        let mut h = h;
        5usize.hash(&mut h);
        stage.hash(&mut h);
    }

    fn state(&self, _index: usize, state: &ModuleState, h: &mut dyn Hasher) {
        let mut h = h;
        state.hash(&mut h);
    }
}

impl Hash for State {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.hash_with(h, &PlainHashing);
    }
}

impl State {
    /// Whether `player` has a disc on this action.
    /// Whether a meeple stands on the space.
    pub(crate) fn occupied(&self, space: SpaceId) -> bool {
        self.players.iter().any(|p| p.space() == Some(space))
    }

    /// The player whose decision is pending, or `None` once the game is over: [`crate::Game::to_move`], and the same
    /// of a view's state (everything it reads is public).
    #[inline]
    pub(crate) fn to_move(&self) -> Option<PlayerId> {
        match &self.pending {
            Pending::Bid { seat } => Some(PlayerId(*seat)),
            Pending::Movement { turn } | Pending::Turn { turn } => Some(self.order[*turn as usize]),
            Pending::Resolving(r) => Some(r.player),
            Pending::Trains(cursor) => cursor.forced.first().or(cursor.deciding.first()).copied(),
            Pending::Over => None,
        }
    }
}
