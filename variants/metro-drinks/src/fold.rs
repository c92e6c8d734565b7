//! What Metro Drinks' events change in a seat's view (the engine's fold, `metro_engine::View::apply`, asks
//! [`metro_engine::module::Looks::fold`]): owners, crates, drinks on stations, free builds, and the colour card that
//! leaves its row with the disc on it.

use metro_engine::module::ToldPayment;
use metro_engine::{ActionRef, Event, ModuleEvent, State};

use crate::payloads::DrinkEvent;
use crate::play::DrinksRules;
use crate::state::DrinksMut;

impl DrinksRules {
    /// Folds `event` into a view's state: the module's words at `index` and what its events change in the engine's
    /// state.
    pub(crate) fn fold_event(&self, state: &mut State, index: usize, event: &Event) {
        match event {
            // MD-4.4: free builds last until the end of the action phase, when the discs return.
            Event::DiscsReturned => {
                if let Some(words) = state.modules.get_mut(index) {
                    DrinksMut::new(words, self.colours()).set_free_builds(0);
                }
            }
            Event::Module(m) if m.module.0 as usize == index => {
                match DrinkEvent::decode(m) {
                    Some(DrinkEvent::ColourCardTaken { player, colour }) => {
                        // MD-4.1: the disc placed on the colour card goes to the box for good (the engine's `Disc`
                        // event before this one took it from the hand, where it no longer was: it goes back), and
                        // the card leaves its row (a gap, MD-3.2).
                        let card = self.colour_card(colour);
                        let slot = ActionRef { card, action: 0 }.slot();
                        if let Some(o) = state.occupants.get_mut(slot) {
                            *o &= !(1 << player.0);
                        }
                        if let Some(p) = state.players.get_mut(player.0 as usize) {
                            p.discs_in_hand = p.discs_in_hand.wrapping_add(1);
                        }
                        for column in &mut state.columns {
                            for row in column.rows.iter_mut() {
                                if *row == Some(card) {
                                    *row = None;
                                }
                            }
                        }
                        if let Some(words) = state.modules.get_mut(index) {
                            DrinksMut::new(words, self.colours()).set_owner(colour, Some(player));
                        }
                    }
                    Some(DrinkEvent::FreeBuildsStarted { player, .. }) => {
                        if let Some(words) = state.modules.get_mut(index) {
                            let mut d = DrinksMut::new(words, self.colours());
                            let bits = d.read().free_builds() | (1 << player.0);
                            d.set_free_builds(bits);
                        }
                    }
                    Some(DrinkEvent::VendingMachineBuilt {
                        player,
                        station,
                        colour,
                        free,
                    }) => {
                        // MD-4.2: a drink from the colour's crate stands at the station.
                        if !free && let Some(p) = state.players.get_mut(player.0 as usize) {
                            // A paid build is the turn's action: its disc goes onto the Jidohanbaiki deck until the
                            // end of the phase (MD-4.2).
                            p.discs_in_hand = p.discs_in_hand.saturating_sub(1);
                        }
                        if let Some(words) = state.modules.get_mut(index) {
                            let mut d = DrinksMut::new(words, self.colours());
                            let left = d.read().left(colour);
                            d.set_left(colour, left.saturating_sub(1));
                            d.set_at(usize::from(station.0), Some(colour));
                        }
                    }
                    // Fees and payouts move cash through the engine's own `Cash` events.
                    _ => {}
                }
            }
            _ => {}
        }
    }

    /// The payments an event of the module tells in its words: a vending machine's fee, paid and received (MD-4.3),
    /// and a drink payout at its station (MD-5).
    pub(crate) fn payments_told(&self, event: &ModuleEvent, out: &mut Vec<ToldPayment>) {
        match DrinkEvent::decode(event) {
            Some(DrinkEvent::DrinkFee {
                player,
                owner,
                amount,
            }) => {
                out.push(ToldPayment {
                    player,
                    amount: -amount,
                    station: None,
                });
                out.push(ToldPayment {
                    player: owner,
                    amount,
                    station: None,
                });
            }
            Some(DrinkEvent::DrinkPayout {
                station,
                player,
                amount,
                ..
            }) => out.push(ToldPayment {
                player,
                amount,
                station: Some(station),
            }),
            _ => {}
        }
    }
}
