//! Probes: any action at all, mostly near the legal ranges, so that many are plausible but wrong — for checking that
//! actions the engine does not list are refused and change nothing. Drawn from a small deterministic generator
//! ([`Picker`]) seeded by the case and the decision, so a probe does not depend on the choices before it.

use metro_core::{LineId, SpaceId, StationId};
use metro_engine::{Action, ActionRef, CardId, Game, ModuleAction, ModuleId, SwapPayment};

/// SplitMix64: the choices of probes and of the checks sampled per decision.
#[derive(Clone, Debug)]
pub struct Picker(u64);

impl Picker {
    /// The generator for decision `step` of the case with `seed`.
    pub fn new(seed: u64, step: usize) -> Picker {
        let mut picker = Picker(seed ^ (step as u64).wrapping_mul(0xD1B5_4A32_D192_ED03));
        picker.bits();
        picker
    }

    /// The next 64 random bits.
    pub fn bits(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.bits() % n.max(1) as u64) as usize
    }
}

/// Any action, of every variant, with targets a little beyond the game's ranges too.
pub fn arbitrary_action(pick: &mut Picker, game: &Game) -> Action {
    let map = game.map();
    let spaces = map.space_count() + 3;
    let lines = map.lines().len() + 2;
    let cards = game.rules().card_count() + 2;
    let action_ref = |pick: &mut Picker| ActionRef {
        card: CardId(pick.below(cards) as u8),
        action: pick.below(3) as u8,
    };
    let yen = |pick: &mut Picker| (pick.below(80) as i32 - 5) * 100 + if pick.below(8) == 0 { 50 } else { 0 };
    match pick.below(19) {
        0 => Action::Bid(yen(pick)),
        1 => Action::Place(SpaceId(pick.below(spaces) as u16)),
        2 => Action::MoveTo(SpaceId(pick.below(spaces) as u16)),
        3 => Action::Stay,
        4 => Action::Take(action_ref(pick)),
        5 => Action::Pass,
        6 => Action::Alight(SpaceId(pick.below(spaces) as u16)),
        7 => Action::Board(pick.below(4) as u8),
        8 => Action::Wait,
        9 => Action::Station(StationId(pick.below(map.stations().len() + 2) as u16)),
        10 => Action::Line(LineId(pick.below(lines) as u8)),
        11 => Action::Column(pick.below(game.rules().column_count() + 2) as u8),
        12 => Action::Stake(yen(pick)),
        13 => Action::PayWith(if pick.below(2) == 0 {
            SwapPayment::SpeedToken
        } else {
            SwapPayment::Bike
        }),
        14 => Action::Lift(action_ref(pick)),
        15 => Action::Assign(LineId(pick.below(lines) as u8)),
        16 => Action::Copy(action_ref(pick)),
        // A rule module's decision (any module of the game, or one beyond them; any verb; small arguments, such as a
        // station and a colour).
        17 => Action::Module(ModuleAction {
            module: ModuleId(pick.below(game.rules().modules().len() + 1) as u8),
            verb: pick.below(6) as u8,
            args: [pick.below(map.stations().len() + 2) as u16, pick.below(8) as u16],
        }),
        _ => Action::Done,
    }
}
