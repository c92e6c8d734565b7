//! The rules of Metro Drinks as the engine's hooks (MD-2 – MD-5): dealing the Jidohanbaiki column, the colour and
//! shape cards, building vending machines with their fees, free builds and space-by-space moves with an active shape
//! card, and drink payouts.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use metro_core::{ActionKind, LineId, SpaceId, StationId, Yen};
use metro_engine::explain::Refusal;
use metro_engine::ids::GameRng;
use metro_engine::module::{GameRead, RulesRead};
use metro_engine::module::{ModuleRules, Phases, Play, Stages, Turns};
use metro_engine::state::{ColumnState, Meeple, Pending, Resolution, SmallList};
use metro_engine::{Action, CardId, Event, ModuleAction, ModuleId, ModuleStage, ModuleState, PlayerId};

use crate::data::Jidohanbaiki;
use crate::locale::tr;
use crate::payloads::{DrinkAction, DrinkEvent, DrinkStage};
use crate::state::{self, Drinks, DrinksMut};

/// The fee step of MD-4.3: ¥100 for the first drink of yours at a player's stations, ¥200 for the second, …
pub const DRINK_FEE_STEP: Yen = 100;

/// The module's action kind of a colour card (MD-4.1): `param` is the colour.
pub const COLOUR_CARD: u8 = 0;
/// The module's action kind of a shape card (MD-4.4, D-15).
pub const SHAPE_CARD: u8 = 1;

/// Reason code of a vending machine's fee (MD-4.3).
pub const FEE_REASON: u8 = 0;
/// Reason code of a drink payout (MD-5).
pub const PAYOUT_REASON: u8 = 1;

/// MD-5.1: what a drink payout pays when `on_map` drinks of its colour stand on the map: ¥100 for 1–3, ¥200 for 4–5,
/// ¥300 for 6 (or more, with a custom crate).
pub fn drink_payout_amount(on_map: usize) -> Yen {
    match on_map {
        0 => 0,
        1..=3 => 100,
        4..=5 => 200,
        _ => 300,
    }
}

/// Metro Drinks in one game: its place, its cards and its reading of MD-5.
#[derive(Clone, Debug)]
pub struct DrinksRules {
    pub(crate) id: ModuleId,
    pub(crate) data: Arc<Jidohanbaiki>,
    /// MD-5.2 (D-12): a drink payout goes to the colour's owner instead of the station's owner.
    pub(crate) owner_paid: bool,
    /// The id of the first colour card; the shape cards follow the colour cards.
    pub(crate) first_card: u8,
}

impl DrinksRules {
    pub(crate) fn colours(&self) -> usize {
        self.data.colours.len()
    }

    /// The card of a drink colour (MD-1.1).
    pub fn colour_card(&self, colour: u8) -> CardId {
        CardId(self.first_card + colour)
    }

    /// The card of a shape (its index among the shape cards).
    pub fn shape_card(&self, shape: u8) -> CardId {
        CardId(self.first_card + self.colours() as u8 + shape)
    }

    /// Which Jidohanbaiki card an id names: `Some(Ok(colour))` for a colour card, `Some(Err(shape))` for a shape
    /// card, `None` for another card.
    pub fn card(&self, card: CardId) -> Option<Result<u8, u8>> {
        let index = card.0.checked_sub(self.first_card)? as usize;
        if index < self.colours() {
            Some(Ok(index as u8))
        } else if index < self.colours() + self.data.shapes.len() {
            Some(Err((index - self.colours()) as u8))
        } else {
            None
        }
    }

    /// The drinks state of a game.
    pub fn drinks<'a>(&self, game: &'a dyn GameRead) -> Drinks<'a> {
        self.drinks_of(&game.state().modules[self.id.0 as usize])
    }

    /// The drinks state in a module state.
    pub fn drinks_of<'a>(&self, state: &'a ModuleState) -> Drinks<'a> {
        Drinks::new(state, self.colours())
    }

    fn drinks_mut<'a>(&self, play: &'a mut Play<'_>) -> DrinksMut<'a> {
        DrinksMut::new(play.module_state(), self.colours())
    }

    /// The engine's action for a Metro Drinks decision in this game.
    pub fn action(&self, action: DrinkAction) -> Action {
        Action::Module(action.encode(self.id))
    }

    /// The Metro Drinks decision an action is, if it is one of this module's.
    pub fn drink_action(&self, action: &Action) -> Option<DrinkAction> {
        match action {
            Action::Module(m) if m.module == self.id => DrinkAction::decode(m),
            _ => None,
        }
    }

    /// A build action of this game.
    pub fn build(&self, station: StationId, colour: u8) -> Action {
        self.action(DrinkAction::Build { station, colour })
    }

    /// The station and colour of a build action of this module.
    pub fn as_build(&self, action: &Action) -> Option<(StationId, u8)> {
        match self.drink_action(action)? {
            DrinkAction::Build { station, colour } => Some((station, colour)),
        }
    }

    /// The engine's stage for a Metro Drinks stage in this game.
    pub fn stage(&self, stage: DrinkStage) -> ModuleStage {
        stage.encode(self.id)
    }

    /// The Metro Drinks stage a module stage is, if it is one of this module's.
    pub fn drink_stage(&self, stage: &ModuleStage) -> Option<DrinkStage> {
        (stage.module == self.id)
            .then(|| DrinkStage::decode(stage))
            .flatten()
    }

    /// The Metro Drinks event an engine event is, if it is one of this module's.
    pub fn drink_event(&self, event: &Event) -> Option<DrinkEvent> {
        DrinkEvent::from_event(self.id, event)
    }

    /// MD-4.3: what `player` pays to build at a station owned by `owner`: nothing at their own, else ¥100 × (1 + the
    /// drinks of the player's colours already standing at that owner's stations).
    pub fn drink_fee(&self, game: &dyn GameRead, player: PlayerId, owner: PlayerId) -> Yen {
        if owner == player {
            return 0;
        }
        let d = self.drinks(game);
        let pyramids = &game.state().pyramids;
        let standing = d
            .standing()
            .filter(|&(station, colour)| {
                pyramids.get(station).copied().flatten() == Some(owner) && d.owner(colour) == Some(player)
            })
            .count();
        DRINK_FEE_STEP * (1 + standing as Yen)
    }

    /// Calls `f` with every (station, colour) at which `player` may build a vending machine now (MD-4.2): a drink of
    /// that colour in their supply, a station their meeple touches (never while riding, MD-4.6) with a pyramid and no
    /// drink, and a fee they can pay (MD-4.3, D-2). Stations in id order.
    pub fn for_each_build(&self, game: &dyn GameRead, player: PlayerId, mut f: impl FnMut(StationId, u8)) {
        let d = self.drinks(game);
        let p = game.player(player);
        let Some(space) = p.space() else { return };
        if d.supply(player) == 0 {
            return;
        }
        let map = game.map();
        // The stations' indices, inline: listing the builds allocates nothing (issue 14).
        let mut stations: SmallList<u16, 8> = SmallList::new();
        for &stop in map.stops_touching(space) {
            if let Some(station) = map.stop(stop).station
                && !stations.contains(&station.0)
            {
                stations.push(station.0);
            }
        }
        stations.sort_unstable();
        for station in stations.into_iter().map(StationId) {
            let Some(owner) = game.state().pyramids[station.0 as usize] else {
                continue;
            };
            if d.at(station.0 as usize).is_some() || self.drink_fee(game, player, owner) > p.cash {
                continue;
            }
            for colour in 0..d.colours() as u8 {
                if d.owner(colour) == Some(player) && d.left(colour) > 0 {
                    f(station, colour);
                }
            }
        }
    }

    /// Whether `player` could build a vending machine now.
    pub fn can_build(&self, game: &dyn GameRead, player: PlayerId) -> bool {
        let mut any = false;
        self.for_each_build(game, player, |_, _| any = true);
        any
    }

    /// Whether the player's shape card is active this action phase (MD-4.4).
    pub fn builds_free(&self, game: &dyn GameRead, player: PlayerId) -> bool {
        self.drinks(game).builds_free(player)
    }

    /// Whether a Move taken by `player` now goes space by space (MD-4.5): their shape card is active and they have a
    /// drink to build.
    pub fn walks(&self, game: &dyn GameRead, player: PlayerId) -> bool {
        let d = self.drinks(game);
        d.builds_free(player) && d.supply(player) > 0
    }

    /// Puts a drink of `colour` from the player's supply at `station` and pays the fee (MD-4.2, MD-4.3).
    fn build_vending_machine(
        &self,
        play: &mut Play<'_>,
        player: PlayerId,
        station: StationId,
        colour: u8,
        free: bool,
    ) {
        let Some(owner) = play.game().state().pyramids[station.0 as usize] else {
            return;
        };
        let fee = self.drink_fee(play.game(), player, owner);
        let mut d = self.drinks_mut(play);
        let left = d.read().left(colour);
        d.set_left(colour, left.saturating_sub(1));
        d.set_at(station.0 as usize, Some(colour));
        emit(
            play,
            DrinkEvent::VendingMachineBuilt {
                player,
                station,
                colour,
                free,
            },
        );
        if fee > 0 {
            let reason = play.reason(FEE_REASON);
            play.pay(player, fee, reason);
            play.receive(owner, fee, reason);
            emit(
                play,
                DrinkEvent::DrinkFee {
                    player,
                    owner,
                    amount: fee,
                },
            );
        }
    }

    /// Whether no meeple stands on a space.
    fn free(game: &dyn GameRead, space: metro_core::SpaceId) -> bool {
        game.state().players.iter().all(|p| p.space() != Some(space))
    }
}

impl ModuleRules for DrinksRules {
    fn deal(&self, rules: &dyn RulesRead, _id: ModuleId, rng: &mut GameRng) -> Vec<ColumnState> {
        // MD-2.1 (D-13): remove shape cards at random until the column is as long as the others.
        let colours = self.colours();
        let per_column = rules.cards().cards_per_column();
        let mut shapes: Vec<CardId> = (0..self.data.shapes.len())
            .map(|s| self.shape_card(s as u8))
            .collect();
        rng.shuffle(&mut shapes);
        shapes.truncate(per_column.saturating_sub(colours));
        // MD-2.2: one shuffled deck (no dot groups), dealt like the others, bottom row first.
        let mut deck: Vec<CardId> = (0..colours)
            .map(|c| self.colour_card(c as u8))
            .chain(shapes)
            .collect();
        rng.shuffle(&mut deck);
        let rows = (0..rules.dealt()).map(|_| deck.pop()).collect();
        vec![ColumnState {
            deck: deck.into(),
            rows,
            discard: SmallList::new(),
        }]
    }

    fn start(&self, rules: &dyn RulesRead) -> ModuleState {
        // MD-2.3: the filled crates beside the column.
        let crates: Vec<u8> = self.data.colours.iter().map(|c| c.drinks).collect();
        state::start(&crates, rules.map().stations().len())
    }

    fn hash_state(&self, state: &ModuleState, hasher: &mut dyn Hasher) {
        self.drinks_of(state).hash_into(hasher);
    }

    fn hash_stage(&self, stage: ModuleStage, hasher: &mut dyn Hasher) {
        // As the engine hashed its own Metro Drinks stages before they became the module's (`derive(Hash)` of
        // `Stage::Walk { left, moved }`, the sixth variant, and `Stage::FreeBuilds`, the seventh).
        let mut h = hasher;
        match DrinkStage::decode(&stage) {
            Some(DrinkStage::Walk { left, moved }) => {
                5usize.hash(&mut h);
                left.hash(&mut h);
                moved.hash(&mut h);
            }
            _ => 6usize.hash(&mut h),
        }
    }

    metro_engine::module_groups!(turns, stages, phases, looks, hints, records);
}

impl Turns for DrinksRules {
    fn turn_options(&self, game: &dyn GameRead, player: PlayerId, out: &mut Vec<Action>) {
        // Free builds with an active shape card (also with no disc left, before the forced pass, D-25), else paid
        // with an action disc on the Jidohanbaiki deck (MD-4.2; the deck's place is its space even once the deck is
        // empty, D-25).
        if self.builds_free(game, player) || game.player(player).discs_in_hand > 0 {
            self.for_each_build(game, player, |station, colour| {
                out.push(self.build(station, colour))
            });
        }
    }

    fn take_turn(&self, play: &mut Play<'_>, turn: u8, action: ModuleAction) {
        let Some(DrinkAction::Build { station, colour }) = self.drink_action(&Action::Module(action)) else {
            return;
        };
        let player = play.game().turn_order()[turn as usize];
        // A free build leaves the turn open (D-7); a paid build is the turn's action.
        let free = self.builds_free(play.game(), player);
        if !free {
            // MD-4.2: the disc goes onto the Jidohanbaiki deck and returns at the end of the phase.
            let p = &mut play.state_mut().players[player.0 as usize];
            p.discs_in_hand = p.discs_in_hand.saturating_sub(1);
        }
        self.build_vending_machine(play, player, station, colour, free);
        if !free {
            play.end_turn(turn);
        }
    }

    fn explain(&self, _game: &dyn GameRead, _action: ModuleAction) -> Refusal {
        Refusal::new("MD-4.2", tr!("refusal-drinks-build"))
    }

    fn performable(
        &self,
        game: &dyn GameRead,
        player: PlayerId,
        kind: ActionKind,
        why: bool,
    ) -> Result<(), Refusal> {
        // D-18 for the Jidohanbaiki actions: a colour card nobody owns; a shape card only with a drink to build and no
        // shape card active already (else it would have no effect, and taking it would only block).
        let d = self.drinks(game);
        match kind {
            ActionKind::Module {
                kind: COLOUR_CARD,
                param,
                ..
            } => {
                if (param as usize) < d.colours() && d.owner(param as u8).is_none() {
                    Ok(())
                } else {
                    Err(refusal(why, "MD-4.1", "refusal-drinks-colour-owned"))
                }
            }
            ActionKind::Module { kind: SHAPE_CARD, .. } => {
                if d.builds_free(player) {
                    Err(refusal(why, "MD-4.4", "refusal-drinks-free-builds-active"))
                } else if d.supply(player) == 0 {
                    Err(refusal(why, "MD-4.4", "refusal-drinks-no-drink"))
                } else {
                    Ok(())
                }
            }
            _ => Err(refusal(why, "MC-1", "refusal-drinks-not-an-action")),
        }
    }

    fn resolve(&self, play: &mut Play<'_>, r: &Resolution, kind: ActionKind) {
        let player = r.player;
        match kind {
            ActionKind::Module {
                kind: COLOUR_CARD,
                param,
                ..
            } => {
                // MD-4.1: the disc placed on the colour card goes to the box for good; the card leaves its row (a
                // gap, MD-3.2) and goes with its crate into the player's supply.
                let colour = param as u8;
                let card = r.action.card;
                let state = play.state_mut();
                state.occupants[r.action.card.0 as usize * 2 + r.action.action as usize] &= !(1 << player.0);
                let p = &mut state.players[player.0 as usize];
                p.discs_owned = p.discs_owned.saturating_sub(1);
                for column in &mut state.columns {
                    for row in &mut column.rows {
                        if *row == Some(card) {
                            *row = None;
                        }
                    }
                }
                play.push(Event::Disc {
                    player,
                    gained: false,
                });
                self.drinks_mut(play).set_owner(colour, Some(player));
                emit(play, DrinkEvent::ColourCardTaken { player, colour });
            }
            ActionKind::Module { kind: SHAPE_CARD, .. } => {
                // MD-4.4: free builds for the rest of the action phase.
                let mut d = self.drinks_mut(play);
                let bits = d.read().free_builds() | (1 << player.0);
                d.set_free_builds(bits);
                emit(
                    play,
                    DrinkEvent::FreeBuildsStarted {
                        player,
                        card: r.action.card,
                    },
                );
            }
            _ => {}
        }
    }

    fn card_takeable(&self, _game: &dyn GameRead, card: CardId) -> bool {
        // MD-4.7: the Card action never takes a colour card.
        !matches!(self.card(card), Some(Ok(_)))
    }
}

impl Stages for DrinksRules {
    fn take_over(&self, game: &dyn GameRead, player: PlayerId, kind: ActionKind) -> Option<ModuleStage> {
        // MD-4.5: with an active shape card a Move goes space by space after the action's other stages.
        match kind {
            ActionKind::Move { distance } if self.walks(game, player) => {
                let left = distance + game.player(player).bike as u8;
                Some(self.stage(DrinkStage::Walk { left, moved: false }))
            }
            _ => None,
        }
    }

    fn after_action(&self, game: &dyn GameRead, r: &Resolution) -> Option<ModuleStage> {
        // D-7: free builds before the turn ends when the shape card is active (also right after taking it).
        (self.builds_free(game, r.player) && self.can_build(game, r.player))
            .then(|| self.stage(DrinkStage::FreeBuilds))
    }

    fn options(&self, game: &dyn GameRead, r: &Resolution, stage: ModuleStage, out: &mut Vec<Action>) {
        let walk = DrinkStage::decode(&stage);
        if let Some(DrinkStage::Walk { left, .. }) = walk
            && left > 0
            && let Some(from) = game.player(r.player).space()
        {
            // TM-6.5.3: one orthogonal step at a time, never onto another meeple. The free neighbours (at most
            // four) by number, inline: listing them allocates nothing (issue 14).
            let mut next: SmallList<u16, 4> = game
                .map()
                .neighbours(from)
                .filter(|&n| Self::free(game, n))
                .map(|n| n.0)
                .collect();
            next.sort_unstable();
            out.extend(next.into_iter().map(|n| Action::MoveTo(SpaceId(n))));
        }
        self.for_each_build(game, r.player, |station, colour| {
            out.push(self.build(station, colour))
        });
        // D-18: a Move goes at least one space before it may stop.
        if !matches!(walk, Some(DrinkStage::Walk { moved: false, .. })) {
            out.push(Action::Done);
        }
    }

    fn choose(
        &self,
        play: &mut Play<'_>,
        r: &Resolution,
        stage: ModuleStage,
        choice: Action,
    ) -> Option<ModuleStage> {
        let mut stage = stage;
        let walk = DrinkStage::decode(&stage);
        if let Some(DrinkAction::Build { station, colour }) = self.drink_action(&choice) {
            self.build_vending_machine(play, r.player, station, colour, true);
        } else if let Action::MoveTo(space) = choice {
            play.state_mut().players[r.player.0 as usize].meeple = Meeple::On(space);
            play.push(Event::MeepleMoved {
                player: r.player,
                to: space,
            });
            if let Some(DrinkStage::Walk { left, .. }) = walk {
                stage = self.stage(DrinkStage::Walk {
                    left: left.saturating_sub(1),
                    moved: true,
                });
            }
        } else {
            return None;
        }
        // Nothing left to choose but stopping: the turn ends by itself.
        let done = match DrinkStage::decode(&stage) {
            Some(DrinkStage::Walk { left, .. }) => left == 0 && !self.can_build(play.game(), r.player),
            _ => !self.can_build(play.game(), r.player),
        };
        (!done).then_some(stage)
    }

    fn explain(&self, _game: &dyn GameRead, stage: ModuleStage, choice: Action) -> Option<Refusal> {
        (matches!(
            DrinkStage::decode(&stage),
            Some(DrinkStage::Walk { moved: false, .. })
        ) && choice == Action::Done)
            .then(|| Refusal::new("D-18", tr!("refusal-drinks-move-one-space")))
    }

    fn describe(&self, stage: ModuleStage) -> String {
        match DrinkStage::decode(&stage) {
            Some(DrinkStage::Walk { .. }) => tr!("pending-drinks-walk"),
            _ => tr!("pending-drinks-free-builds"),
        }
    }
}

impl Phases for DrinksRules {
    fn actions_ended(&self, play: &mut Play<'_>) {
        // MD-4.4: a shape card's free builds last until the end of the action phase.
        self.drinks_mut(play).set_free_builds(0);
    }

    fn station_payout(
        &self,
        play: &mut Play<'_>,
        _line: LineId,
        station: StationId,
        station_owner: PlayerId,
    ) {
        // MD-5.1, MD-5.2 (TM-9.5): a triggered payout at a station holding a drink pays by how many drinks of its
        // colour stand on the map, to the station's owner or, with *drink owner paid*, to the colour's owner.
        let d = self.drinks(play.game());
        let Some(colour) = d.at(station.0 as usize) else {
            return;
        };
        let amount = drink_payout_amount(d.on_map(colour));
        let player = if self.owner_paid {
            d.owner(colour).unwrap_or(station_owner)
        } else {
            station_owner
        };
        let reason = play.reason(PAYOUT_REASON);
        play.receive(player, amount, reason);
        emit(
            play,
            DrinkEvent::DrinkPayout {
                station,
                colour,
                player,
                amount,
            },
        );
    }
}

/// Whether a module stage is pending in a game.
pub(crate) fn pending_stage(game: &dyn GameRead) -> Option<ModuleStage> {
    match &game.state().pending {
        Pending::Resolving(r) => match r.stage {
            metro_engine::state::Stage::Module(stage) => Some(stage),
            _ => None,
        },
        _ => None,
    }
}

/// Records an event of the module.
fn emit(play: &mut Play<'_>, event: DrinkEvent) {
    let event = event.encode(play.id());
    play.push(Event::Module(event));
}

/// A refusal by `rule` for message `id`, put into words only when `why` asks for it (listing the legal actions only
/// needs the verdict).
fn refusal(why: bool, rule: &'static str, id: &str) -> Refusal {
    if why {
        Refusal::new(rule, crate::locale::WORDS.message(id, &[]))
    } else {
        Refusal::new(rule, "")
    }
}
