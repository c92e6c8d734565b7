//! Metro Drinks (MD-): the actions of the Jidohanbaiki column (colour cards, shape cards), building vending
//! machines with their fees, free builds and space-by-space moves with an active shape card, and drink payouts.
//!
//! Everything here runs only when [`crate::State::drinks`] is present; the base game's hot paths test that once.

use metro_core::{ActionKind, StationId, Yen};

use crate::action::Action;
use crate::event::{Event, Reason};
use crate::game::Game;
use crate::ids::{ActionRef, PlayerId};
use crate::state::*;

/// The fee step of MD-4.3: ¥100 for the first drink of yours at a player's stations, ¥200 for the second, …
pub const DRINK_FEE_STEP: Yen = 100;

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

impl Game {
    /// MD-4.3: what `player` pays to build at a station owned by `owner`: nothing at their own, else ¥100 × (1 + the
    /// drinks of the player's colours already standing at that owner's stations).
    pub fn drink_fee(&self, player: PlayerId, owner: PlayerId) -> Yen {
        let Some(d) = self.state.drinks.get() else {
            return 0;
        };
        if owner == player {
            return 0;
        }
        let standing =
            d.at.iter()
                .zip(&self.state.pyramids)
                .filter(|&(colour, pyramid)| {
                    *pyramid == Some(owner) && colour.is_some_and(|c| d.owner[c as usize] == Some(player))
                })
                .count();
        DRINK_FEE_STEP * (1 + standing as Yen)
    }

    /// Calls `f` with every (station, colour) at which `player` may build a vending machine now (MD-4.2): a drink of
    /// that colour in their supply, a station their meeple touches (never while riding, MD-4.6) with a pyramid and no
    /// drink, and a fee they can pay (MD-4.3, D-2). Stations in id order.
    pub(crate) fn for_each_build(&self, player: PlayerId, mut f: impl FnMut(StationId, u8)) {
        let Some(d) = self.state.drinks.get() else { return };
        let p = self.player(player);
        let Some(space) = p.space() else { return };
        if d.supply(player) == 0 {
            return;
        }
        let map = self.map();
        let mut stations: Vec<StationId> = Vec::with_capacity(4);
        for &stop in map.stops_touching(space) {
            if let Some(station) = map.stop(stop).station
                && !stations.contains(&station)
            {
                stations.push(station);
            }
        }
        stations.sort_unstable();
        for station in stations {
            let Some(owner) = self.state.pyramids[station.0 as usize] else {
                continue;
            };
            if d.at[station.0 as usize].is_some() || self.drink_fee(player, owner) > p.cash {
                continue;
            }
            for (colour, (&o, &left)) in d.owner.iter().zip(&d.left).enumerate() {
                if o == Some(player) && left > 0 {
                    f(station, colour as u8);
                }
            }
        }
    }

    /// Whether `player` could build a vending machine now.
    pub(crate) fn can_build(&self, player: PlayerId) -> bool {
        let mut any = false;
        self.for_each_build(player, |_, _| any = true);
        any
    }

    /// Whether the player's shape card is active this action phase (MD-4.4).
    pub(crate) fn builds_free(&self, player: PlayerId) -> bool {
        self.state.drinks.get().is_some_and(|d| d.builds_free(player))
    }

    /// The `Build` options of an action turn: free ones with an active shape card (also with no disc left, before the
    /// forced pass, D-25), else paid with an action disc on the Jidohanbaiki deck (MD-4.2; the deck's place is its
    /// space even once the deck is empty, D-25).
    pub(crate) fn turn_builds(&self, player: PlayerId, out: &mut Vec<Action>) {
        if self.state.drinks.get().is_none() {
            return;
        }
        if self.builds_free(player) || self.player(player).discs_in_hand > 0 {
            self.for_each_build(player, |station, colour| out.push(Action::Build(station, colour)));
        }
    }

    /// A `Build` in an action turn: free builds leave the turn open (D-7); a paid build is the turn's action.
    pub(crate) fn turn_build(&mut self, turn: u8, station: StationId, colour: u8, events: &mut Vec<Event>) {
        let player = self.state.order[turn as usize];
        let free = self.builds_free(player);
        if !free {
            // MD-4.2: the disc goes onto the Jidohanbaiki deck and returns at the end of the phase.
            self.player_mut(player).discs_in_hand -= 1;
        }
        self.build_vending_machine(player, station, colour, free, events);
        if !free {
            self.next_turn(turn, events);
        }
    }

    /// Puts a drink of `colour` from the player's supply at `station` and pays the fee (MD-4.2, MD-4.3).
    fn build_vending_machine(
        &mut self,
        player: PlayerId,
        station: StationId,
        colour: u8,
        free: bool,
        events: &mut Vec<Event>,
    ) {
        let Some(owner) = self.state.pyramids[station.0 as usize] else {
            return;
        };
        let fee = self.drink_fee(player, owner);
        let Some(d) = self.state.drinks.get_mut() else {
            return;
        };
        d.left[colour as usize] -= 1;
        d.at[station.0 as usize] = Some(colour);
        events.push(Event::VendingMachineBuilt {
            player,
            station,
            colour,
            free,
        });
        if fee > 0 {
            self.pay(player, fee, Reason::DrinkFee, events);
            self.receive(owner, fee, Reason::DrinkFee, events);
            events.push(Event::DrinkFee {
                player,
                owner,
                amount: fee,
            });
        }
    }

    /// Whether a Move taken by `player` now goes space by space (MD-4.5): their shape card is active and they have a
    /// drink to build.
    pub(crate) fn walks(&self, player: PlayerId) -> bool {
        self.state
            .drinks
            .get()
            .is_some_and(|d| d.builds_free(player) && d.supply(player) > 0)
    }

    /// After an action resolved: free builds before the turn ends when the player's shape card is active and a build
    /// is possible (D-7: also right after taking the shape card), else the next turn.
    pub(crate) fn end_action(&mut self, mut r: Box<Resolution>, events: &mut Vec<Event>) {
        if self.builds_free(r.player) && self.can_build(r.player) {
            r.stage = Stage::FreeBuilds;
            self.state.pending = Pending::Resolving(r);
        } else {
            self.next_turn(r.turn, events);
        }
    }

    /// The options of the [`Stage::Walk`] and [`Stage::FreeBuilds`] stages.
    pub(crate) fn drinks_stage_options(&self, r: &Resolution, out: &mut Vec<Action>) {
        if let Stage::Walk { left, .. } = r.stage
            && left > 0
            && let Some(from) = self.player(r.player).space()
        {
            // TM-6.5.3: one orthogonal step at a time, never onto another meeple.
            let mut next: Vec<_> = self.map().neighbours(from).filter(|&n| self.free(n)).collect();
            next.sort_unstable();
            out.extend(next.into_iter().map(Action::MoveTo));
        }
        self.for_each_build(r.player, |station, colour| {
            out.push(Action::Build(station, colour))
        });
        // D-18: a Move goes at least one space before it may stop.
        if !matches!(r.stage, Stage::Walk { moved: false, .. }) {
            out.push(Action::Done);
        }
    }

    /// A choice in the [`Stage::Walk`] or [`Stage::FreeBuilds`] stage.
    pub(crate) fn drinks_stage_choice(
        &mut self,
        mut r: Box<Resolution>,
        choice: Action,
        events: &mut Vec<Event>,
    ) {
        match choice {
            Action::MoveTo(space) => {
                self.player_mut(r.player).meeple = Meeple::On(space);
                events.push(Event::MeepleMoved {
                    player: r.player,
                    to: space,
                });
                if let Stage::Walk { left, .. } = r.stage {
                    r.stage = Stage::Walk {
                        left: left.saturating_sub(1),
                        moved: true,
                    };
                }
            }
            Action::Build(station, colour) => {
                self.build_vending_machine(r.player, station, colour, true, events)
            }
            _ => {
                self.next_turn(r.turn, events);
                return;
            }
        }
        // Nothing left to choose but stopping: the turn ends by itself.
        let done = match r.stage {
            Stage::Walk { left, .. } => left == 0 && !self.can_build(r.player),
            _ => !self.can_build(r.player),
        };
        if done {
            self.next_turn(r.turn, events);
        } else {
            self.state.pending = Pending::Resolving(r);
        }
    }

    /// MD-4.1: the disc placed on the colour card goes to the box for good; the card leaves its row (a gap, MD-3.2)
    /// and goes with its crate into the player's supply.
    pub(crate) fn take_colour_card(
        &mut self,
        player: PlayerId,
        action: ActionRef,
        colour: u8,
        events: &mut Vec<Event>,
    ) {
        self.state.occupants[action.slot()] &= !(1 << player.0);
        self.player_mut(player).discs_owned -= 1;
        events.push(Event::Disc {
            player,
            gained: false,
        });
        for column in &mut self.state.columns {
            for row in &mut column.rows {
                if *row == Some(action.card) {
                    *row = None;
                }
            }
        }
        if let Some(d) = self.state.drinks.get_mut() {
            d.owner[colour as usize] = Some(player);
        }
        events.push(Event::ColourCardTaken { player, colour });
    }

    /// MD-4.4: free builds for the rest of the action phase.
    pub(crate) fn start_free_builds(&mut self, player: PlayerId, action: ActionRef, events: &mut Vec<Event>) {
        if let Some(d) = self.state.drinks.get_mut() {
            d.free_builds |= 1 << player.0;
        }
        events.push(Event::FreeBuildsStarted {
            player,
            card: action.card,
        });
    }

    /// D-18 for the Jidohanbaiki actions: a colour card while Metro Drinks is played; a shape card only with a drink
    /// to build and no shape card active already (else it would have no effect, and taking it would only block).
    pub(crate) fn drinks_performable(&self, player: PlayerId, kind: ActionKind) -> Result<(), &'static str> {
        let Some(d) = self.state.drinks.get() else {
            return Err("Metro Drinks is not played");
        };
        match kind {
            ActionKind::ColourCard { colour }
                if d.owner.get(colour as usize).is_some_and(Option::is_none) =>
            {
                Ok(())
            }
            ActionKind::ColourCard { .. } => Err("that colour is already owned"),
            ActionKind::ShapeCard if d.builds_free(player) => {
                Err("your free builds are already active this phase")
            }
            ActionKind::ShapeCard if d.supply(player) == 0 => {
                Err("you have no drink in your supply to build with")
            }
            _ => Ok(()),
        }
    }

    /// Whether the Card action may take the top card of a column's discard pile: not empty, and never a colour card
    /// of the Jidohanbaiki column (MD-4.7).
    pub(crate) fn pile_offers_card(&self, column: usize) -> bool {
        match self.state.columns[column].discard.last() {
            None => false,
            Some(&card) => !matches!(
                self.rules.kind(ActionRef { card, action: 0 }),
                Some(ActionKind::ColourCard { .. })
            ),
        }
    }

    /// MD-5.1, MD-5.2 (TM-9.5): a triggered payout at a station holding a drink pays by how many drinks of its colour
    /// stand on the map, to the station's owner or, with *drink owner paid*, to the colour's owner.
    pub(crate) fn drink_payout(
        &mut self,
        station: StationId,
        station_owner: PlayerId,
        events: &mut Vec<Event>,
    ) {
        let Some(d) = self.state.drinks.get() else { return };
        let Some(colour) = d.at[station.0 as usize] else {
            return;
        };
        let amount = drink_payout_amount(d.on_map(colour));
        let player = if self.rules.options().drink_owner_paid {
            d.owner[colour as usize].unwrap_or(station_owner)
        } else {
            station_owner
        };
        self.receive(player, amount, Reason::DrinkPayout, events);
        events.push(Event::DrinkPayout {
            station,
            colour,
            player,
            amount,
        });
    }
}
