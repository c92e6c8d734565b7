//! What Metro Drinks' events change in a seat's view (the engine's fold, `metro_engine::View::apply`, asks
//! [`metro_engine::module::Looks::fold`]): owners, crates, drinks on stations, free builds, and the colour card that
//! leaves its row with the disc on it.

use metro_core::StationId;
use metro_engine::module::ToldPayment;
use metro_engine::{ActionRef, Event, ModuleEvent, State};

use crate::play::{
    COLOUR_CARD_TAKEN, DRINK_FEE, DRINK_PAYOUT, DrinksRules, FREE_BUILDS_STARTED, VENDING_MACHINE_BUILT, seat,
};
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
                let [a, b, c, _] = m.args;
                match m.kind {
                    COLOUR_CARD_TAKEN => {
                        // MD-4.1: the disc placed on the colour card goes to the box for good (the engine's `Disc`
                        // event before this one took it from the hand, where it no longer was: it goes back), and
                        // the card leaves its row (a gap, MD-3.2).
                        let (player, colour) = (seat(a), b.clamp(0, i32::from(u8::MAX)) as u8);
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
                    FREE_BUILDS_STARTED => {
                        if let Some(words) = state.modules.get_mut(index) {
                            let mut d = DrinksMut::new(words, self.colours());
                            let bits = d.read().free_builds() | (1 << seat(a).0);
                            d.set_free_builds(bits);
                        }
                    }
                    VENDING_MACHINE_BUILT => {
                        // MD-4.2: a drink from the colour's crate stands at the station.
                        let (station, colour) = (b.max(0) as usize, c.clamp(0, i32::from(u8::MAX)) as u8);
                        if m.args[3] == 0
                            && let Some(p) = state.players.get_mut(seat(a).0 as usize)
                        {
                            // A paid build is the turn's action: its disc goes onto the Jidohanbaiki deck until the
                            // end of the phase (MD-4.2).
                            p.discs_in_hand = p.discs_in_hand.saturating_sub(1);
                        }
                        if let Some(words) = state.modules.get_mut(index) {
                            let mut d = DrinksMut::new(words, self.colours());
                            let left = d.read().left(colour);
                            d.set_left(colour, left.saturating_sub(1));
                            d.set_at(station, Some(colour));
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
        let [a, b, c, d] = event.args;
        match event.kind {
            DRINK_FEE => {
                out.push(ToldPayment {
                    player: seat(a),
                    amount: -c,
                    station: None,
                });
                out.push(ToldPayment {
                    player: seat(b),
                    amount: c,
                    station: None,
                });
            }
            DRINK_PAYOUT => out.push(ToldPayment {
                player: seat(c),
                amount: d,
                station: u16::try_from(a).ok().map(StationId),
            }),
            _ => {}
        }
    }
}
