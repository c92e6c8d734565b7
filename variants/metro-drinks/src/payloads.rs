//! Metro Drinks' actions, events and stages as the rules speak of them, and their encoding in the engine's untyped
//! payloads ([`ModuleAction`], [`ModuleEvent`], [`ModuleStage`]), written once: every part of the crate (the rules,
//! the narration, the records, the fold, the bots' hints) encodes and decodes them here. Its state is read and
//! changed through [`crate::Drinks`] and [`crate::DrinksMut`].
//!
//! Decoding checks the code and that every number is in range (a seat `0..=7`, a station that fits a `u16`, a colour
//! and a card that fit a `u8`, a flag `0` or `1`): anything else decodes to `None`, never a panic.

use metro_core::{StationId, Yen};
use metro_engine::{CardId, Event, ModuleAction, ModuleEvent, ModuleId, ModuleStage, PlayerId};

/// The module's verb for building a vending machine: `args = [station, colour]` (MD-4.2).
pub const BUILD: u8 = 0;

/// The stage of a Move going space by space with an active shape card (MD-4.5): `args = [spaces left, moved]`.
pub const WALK: u8 = 0;
/// The stage of free builds after an action with an active shape card (D-7).
pub const FREE_BUILDS: u8 = 1;

/// Event: a colour card and its crate were taken into a player's supply (MD-4.1): `[player, colour]`.
pub const COLOUR_CARD_TAKEN: u8 = 0;
/// Event: a shape card was taken: free builds for the rest of the action phase (MD-4.4): `[player, card]`.
pub const FREE_BUILDS_STARTED: u8 = 1;
/// Event: a vending machine was built (MD-4.2): `[player, station, colour, free (0/1)]`.
pub const VENDING_MACHINE_BUILT: u8 = 2;
/// Event: a vending machine's fee (MD-4.3): `[player, owner, amount]`.
pub const DRINK_FEE: u8 = 3;
/// Event: a drink payout (MD-5.1, MD-5.2): `[station, colour, player, amount]`.
pub const DRINK_PAYOUT: u8 = 4;

/// The highest seat an event names (a game has at most 5 players; the free-builds bits have room for 8).
const LAST_SEAT: i32 = 7;

/// A Metro Drinks event, in the words of the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrinkEvent {
    /// A colour card and its crate were taken into a player's supply (MD-4.1).
    ColourCardTaken {
        /// Who took it.
        player: PlayerId,
        /// The colour.
        colour: u8,
    },
    /// A shape card was taken: free builds for the rest of the action phase (MD-4.4).
    FreeBuildsStarted {
        /// Who took it.
        player: PlayerId,
        /// The shape card.
        card: CardId,
    },
    /// A vending machine was built (MD-4.2).
    VendingMachineBuilt {
        /// Who built it.
        player: PlayerId,
        /// Where.
        station: StationId,
        /// The colour of its drink.
        colour: u8,
        /// Whether it was a free build with an active shape card (MD-4.4), not the turn's action.
        free: bool,
    },
    /// A vending machine's fee, paid to the station's owner (MD-4.3).
    DrinkFee {
        /// Who built and paid.
        player: PlayerId,
        /// The station's owner, who was paid.
        owner: PlayerId,
        /// How much.
        amount: Yen,
    },
    /// A drink payout (MD-5.1, MD-5.2).
    DrinkPayout {
        /// The station holding the drink.
        station: StationId,
        /// The drink's colour.
        colour: u8,
        /// Who was paid: the station's owner, or the colour's owner with *drink owner paid*.
        player: PlayerId,
        /// How much.
        amount: Yen,
    },
}

fn seat_word(player: PlayerId) -> i32 {
    i32::from(player.0)
}

fn seat(word: i32) -> Option<PlayerId> {
    (0..=LAST_SEAT).contains(&word).then_some(PlayerId(word as u8))
}

fn station(word: i32) -> Option<StationId> {
    u16::try_from(word).ok().map(StationId)
}

fn small(word: i32) -> Option<u8> {
    u8::try_from(word).ok()
}

fn flag(word: i32) -> Option<bool> {
    match word {
        0 => Some(false),
        1 => Some(true),
        _ => None,
    }
}

impl DrinkEvent {
    /// The module's code for this kind of event.
    pub fn kind(&self) -> u8 {
        match self {
            DrinkEvent::ColourCardTaken { .. } => COLOUR_CARD_TAKEN,
            DrinkEvent::FreeBuildsStarted { .. } => FREE_BUILDS_STARTED,
            DrinkEvent::VendingMachineBuilt { .. } => VENDING_MACHINE_BUILT,
            DrinkEvent::DrinkFee { .. } => DRINK_FEE,
            DrinkEvent::DrinkPayout { .. } => DRINK_PAYOUT,
        }
    }

    /// The engine's event for it, of the module at `module`.
    pub fn encode(self, module: ModuleId) -> ModuleEvent {
        let args = match self {
            DrinkEvent::ColourCardTaken { player, colour } => [seat_word(player), i32::from(colour), 0, 0],
            DrinkEvent::FreeBuildsStarted { player, card } => [seat_word(player), i32::from(card.0), 0, 0],
            DrinkEvent::VendingMachineBuilt {
                player,
                station,
                colour,
                free,
            } => [
                seat_word(player),
                i32::from(station.0),
                i32::from(colour),
                i32::from(free),
            ],
            DrinkEvent::DrinkFee {
                player,
                owner,
                amount,
            } => [seat_word(player), seat_word(owner), amount, 0],
            DrinkEvent::DrinkPayout {
                station,
                colour,
                player,
                amount,
            } => [i32::from(station.0), i32::from(colour), seat_word(player), amount],
        };
        ModuleEvent {
            module,
            kind: self.kind(),
            args,
        }
    }

    /// The Metro Drinks event a module event is (the caller checks that it is of Metro Drinks' module): `None` for
    /// another kind or a number out of range.
    pub fn decode(event: &ModuleEvent) -> Option<DrinkEvent> {
        let [a, b, c, d] = event.args;
        Some(match event.kind {
            COLOUR_CARD_TAKEN => DrinkEvent::ColourCardTaken {
                player: seat(a)?,
                colour: small(b)?,
            },
            FREE_BUILDS_STARTED => DrinkEvent::FreeBuildsStarted {
                player: seat(a)?,
                card: CardId(small(b)?),
            },
            VENDING_MACHINE_BUILT => DrinkEvent::VendingMachineBuilt {
                player: seat(a)?,
                station: station(b)?,
                colour: small(c)?,
                free: flag(d)?,
            },
            DRINK_FEE => DrinkEvent::DrinkFee {
                player: seat(a)?,
                owner: seat(b)?,
                amount: c,
            },
            DRINK_PAYOUT => DrinkEvent::DrinkPayout {
                station: station(a)?,
                colour: small(b)?,
                player: seat(c)?,
                amount: d,
            },
            _ => return None,
        })
    }

    /// The Metro Drinks event an engine event is, when it is an event of the module at `module`.
    pub fn from_event(module: ModuleId, event: &Event) -> Option<DrinkEvent> {
        match event {
            Event::Module(m) if m.module == module => DrinkEvent::decode(m),
            _ => None,
        }
    }
}

/// A Metro Drinks decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrinkAction {
    /// Build a vending machine with a drink of `colour` at `station` (MD-4.2).
    Build {
        /// Where.
        station: StationId,
        /// The colour of the drink.
        colour: u8,
    },
}

impl DrinkAction {
    /// The engine's action for it, of the module at `module`.
    pub fn encode(self, module: ModuleId) -> ModuleAction {
        match self {
            DrinkAction::Build { station, colour } => ModuleAction {
                module,
                verb: BUILD,
                args: [station.0, u16::from(colour)],
            },
        }
    }

    /// The Metro Drinks decision a module action is (the caller checks that it is of Metro Drinks' module): `None`
    /// for another verb or a number out of range.
    pub fn decode(action: &ModuleAction) -> Option<DrinkAction> {
        let [station, colour] = action.args;
        match action.verb {
            BUILD => Some(DrinkAction::Build {
                station: StationId(station),
                colour: u8::try_from(colour).ok()?,
            }),
            _ => None,
        }
    }
}

/// A step of an action's resolution that Metro Drinks asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrinkStage {
    /// A Move going space by space with an active shape card (MD-4.5).
    Walk {
        /// Spaces still to go.
        left: u8,
        /// Whether the meeple has moved (D-18: at least one space before stopping).
        moved: bool,
    },
    /// Free builds after an action with an active shape card (D-7).
    FreeBuilds,
}

impl DrinkStage {
    /// The engine's stage for it, of the module at `module`.
    pub fn encode(self, module: ModuleId) -> ModuleStage {
        let (stage, args) = match self {
            DrinkStage::Walk { left, moved } => (WALK, [left, u8::from(moved)]),
            DrinkStage::FreeBuilds => (FREE_BUILDS, [0, 0]),
        };
        ModuleStage { module, stage, args }
    }

    /// The Metro Drinks stage a module stage is (the caller checks that it is of Metro Drinks' module): `None` for
    /// another code or a number out of range.
    pub fn decode(stage: &ModuleStage) -> Option<DrinkStage> {
        let [left, moved] = stage.args;
        match stage.stage {
            WALK => Some(DrinkStage::Walk {
                left,
                moved: flag(i32::from(moved))?,
            }),
            FREE_BUILDS => Some(DrinkStage::FreeBuilds),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MODULE: ModuleId = ModuleId(2);

    fn events() -> Vec<DrinkEvent> {
        let (p, q) = (PlayerId(0), PlayerId(7));
        vec![
            DrinkEvent::ColourCardTaken { player: p, colour: 5 },
            DrinkEvent::ColourCardTaken {
                player: q,
                colour: u8::MAX,
            },
            DrinkEvent::FreeBuildsStarted {
                player: PlayerId(3),
                card: CardId(60),
            },
            DrinkEvent::VendingMachineBuilt {
                player: PlayerId(4),
                station: StationId(u16::MAX),
                colour: 0,
                free: true,
            },
            DrinkEvent::VendingMachineBuilt {
                player: p,
                station: StationId(12),
                colour: 3,
                free: false,
            },
            DrinkEvent::DrinkFee {
                player: PlayerId(1),
                owner: PlayerId(2),
                amount: 300,
            },
            DrinkEvent::DrinkPayout {
                station: StationId(40),
                colour: 2,
                player: q,
                amount: 200,
            },
        ]
    }

    #[test]
    fn every_event_decodes_to_itself() {
        for event in events() {
            let encoded = event.encode(MODULE);
            assert_eq!(encoded.module, MODULE);
            assert_eq!(encoded.kind, event.kind());
            assert_eq!(DrinkEvent::decode(&encoded), Some(event), "{encoded:?}");
            assert_eq!(
                DrinkEvent::from_event(MODULE, &Event::Module(encoded)),
                Some(event)
            );
        }
    }

    #[test]
    fn the_encoding_is_the_documented_one() {
        let built = DrinkEvent::VendingMachineBuilt {
            player: PlayerId(1),
            station: StationId(9),
            colour: 4,
            free: true,
        };
        assert_eq!(
            built.encode(MODULE),
            ModuleEvent {
                module: MODULE,
                kind: VENDING_MACHINE_BUILT,
                args: [1, 9, 4, 1]
            }
        );
        let payout = DrinkEvent::DrinkPayout {
            station: StationId(7),
            colour: 1,
            player: PlayerId(2),
            amount: 100,
        };
        assert_eq!(payout.encode(MODULE).args, [7, 1, 2, 100]);
    }

    #[test]
    fn foreign_and_out_of_range_events_decode_to_none() {
        let event = |kind: u8, args: [i32; 4]| ModuleEvent {
            module: MODULE,
            kind,
            args,
        };
        let bad = [
            event(5, [0, 0, 0, 0]),
            event(u8::MAX, [0, 0, 0, 0]),
            event(COLOUR_CARD_TAKEN, [8, 0, 0, 0]),
            event(COLOUR_CARD_TAKEN, [-1, 0, 0, 0]),
            event(COLOUR_CARD_TAKEN, [0, 256, 0, 0]),
            event(COLOUR_CARD_TAKEN, [0, -1, 0, 0]),
            event(FREE_BUILDS_STARTED, [0, 300, 0, 0]),
            event(FREE_BUILDS_STARTED, [i32::MAX, 0, 0, 0]),
            event(VENDING_MACHINE_BUILT, [0, 65_536, 0, 0]),
            event(VENDING_MACHINE_BUILT, [0, -5, 0, 0]),
            event(VENDING_MACHINE_BUILT, [0, 1, 999, 0]),
            event(VENDING_MACHINE_BUILT, [0, 1, 2, 2]),
            event(VENDING_MACHINE_BUILT, [0, 1, 2, -1]),
            event(DRINK_FEE, [0, 8, 100, 0]),
            event(DRINK_FEE, [i32::MIN, 0, 100, 0]),
            event(DRINK_PAYOUT, [70_000, 0, 0, 100]),
            event(DRINK_PAYOUT, [1, 256, 0, 100]),
            event(DRINK_PAYOUT, [1, 0, 9, 100]),
        ];
        for e in bad {
            assert_eq!(DrinkEvent::decode(&e), None, "{e:?}");
        }
        // Another module's event, or an event of the engine's own, is not Metro Drinks'.
        let mine = events()[0].encode(MODULE);
        let foreign = ModuleEvent {
            module: ModuleId(0),
            ..mine
        };
        assert_eq!(DrinkEvent::from_event(MODULE, &Event::Module(foreign)), None);
        assert_eq!(DrinkEvent::from_event(MODULE, &Event::DiscsReturned), None);
    }

    #[test]
    fn actions_decode_to_themselves_and_foreign_ones_to_none() {
        for build in [
            DrinkAction::Build {
                station: StationId(0),
                colour: 0,
            },
            DrinkAction::Build {
                station: StationId(u16::MAX),
                colour: u8::MAX,
            },
        ] {
            let encoded = build.encode(MODULE);
            assert_eq!((encoded.module, encoded.verb), (MODULE, BUILD));
            assert_eq!(DrinkAction::decode(&encoded), Some(build));
        }
        let action = |verb: u8, args: [u16; 2]| ModuleAction {
            module: MODULE,
            verb,
            args,
        };
        assert_eq!(DrinkAction::decode(&action(1, [3, 0])), None);
        assert_eq!(DrinkAction::decode(&action(BUILD, [3, 256])), None);
    }

    #[test]
    fn stages_decode_to_themselves_and_foreign_ones_to_none() {
        for stage in [
            DrinkStage::Walk {
                left: 0,
                moved: false,
            },
            DrinkStage::Walk {
                left: u8::MAX,
                moved: true,
            },
            DrinkStage::FreeBuilds,
        ] {
            let encoded = stage.encode(MODULE);
            assert_eq!(encoded.module, MODULE);
            assert_eq!(DrinkStage::decode(&encoded), Some(stage));
        }
        assert_eq!(
            DrinkStage::Walk { left: 3, moved: true }.encode(MODULE).args,
            [3, 1]
        );
        let stage = |code: u8, args: [u8; 2]| ModuleStage {
            module: MODULE,
            stage: code,
            args,
        };
        assert_eq!(DrinkStage::decode(&stage(2, [0, 0])), None);
        assert_eq!(DrinkStage::decode(&stage(WALK, [1, 2])), None);
    }
}
