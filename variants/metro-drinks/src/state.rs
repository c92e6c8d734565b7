//! What Metro Drinks adds to the state (MD-1 – MD-5): who owns which colour, the drinks still in crates and supplies,
//! the drink on every station, and who builds for free this action phase — laid out in the module's words of the
//! game state ([`ModuleState`]), read and changed through [`Drinks`] and [`DrinksMut`].
//!
//! Layout, for `C` colours and `S` stations: `owner[C]` (a seat, or [`NONE`]), `left[C]`, `at[S]` (a colour, or
//! [`NONE`]), then one word of `free_builds` bits.

use std::hash::{Hash, Hasher};

use metro_engine::{ModuleState, PlayerId};

/// The word for "nobody" / "no drink".
pub const NONE: u32 = u32::MAX;

/// The drinks state, read.
#[derive(Clone, Copy, Debug)]
pub struct Drinks<'a> {
    words: &'a [u32],
    colours: usize,
}

/// The drinks state, to change.
#[derive(Debug)]
pub struct DrinksMut<'a> {
    words: &'a mut [u32],
    colours: usize,
}

/// The state at the start (MD-2.3): the filled crates beside the column, no owner, no drink on the map.
pub fn start(crates: &[u8], stations: usize) -> ModuleState {
    let mut words = Vec::with_capacity(2 * crates.len() + stations + 1);
    words.extend(crates.iter().map(|_| NONE));
    words.extend(crates.iter().map(|&n| u32::from(n)));
    words.extend(std::iter::repeat_n(NONE, stations));
    words.push(0);
    ModuleState { words }
}

fn option_u8(word: u32) -> Option<u8> {
    (word != NONE).then_some(word as u8)
}

impl<'a> Drinks<'a> {
    /// Reads the module's words for `colours` colours.
    pub fn new(state: &'a ModuleState, colours: usize) -> Drinks<'a> {
        Drinks {
            words: &state.words,
            colours,
        }
    }

    fn stations(&self) -> usize {
        self.words.len().saturating_sub(2 * self.colours + 1)
    }

    /// The number of colours.
    pub fn colours(&self) -> usize {
        self.colours
    }

    /// The player who took a colour's card and crate (MD-4.1), `None` while the card is in the column, its deck or
    /// discard pile, or out of the game.
    pub fn owner(&self, colour: u8) -> Option<PlayerId> {
        self.words
            .get(colour as usize)
            .copied()
            .and_then(option_u8)
            .map(PlayerId)
    }

    /// Drinks of a colour in its crate (beside the column, MD-2.3, or in its owner's supply).
    pub fn left(&self, colour: u8) -> u8 {
        self.words
            .get(self.colours + colour as usize)
            .map_or(0, |&n| n as u8)
    }

    /// The colour of the drink standing at a station (MD-4.2: at most one).
    pub fn at(&self, station: usize) -> Option<u8> {
        if station >= self.stations() {
            return None;
        }
        self.words
            .get(2 * self.colours + station)
            .copied()
            .and_then(option_u8)
    }

    /// The drinks standing on the map, as (station, colour), in station order.
    pub fn standing(&self) -> impl Iterator<Item = (usize, u8)> + 'a {
        let words = self.words;
        let (colours, stations) = (self.colours, self.stations());
        words[2 * colours..2 * colours + stations]
            .iter()
            .enumerate()
            .filter_map(|(s, &w)| option_u8(w).map(|c| (s, c)))
    }

    /// Bits of the players whose shape card is active this action phase (MD-4.4).
    pub fn free_builds(&self) -> u32 {
        self.words.last().copied().unwrap_or(0)
    }

    /// Drinks of a colour standing on the map (MD-5.1).
    pub fn on_map(&self, colour: u8) -> usize {
        self.standing().filter(|&(_, c)| c == colour).count()
    }

    /// Drinks in a player's supply: of every colour the player owns.
    pub fn supply(&self, player: PlayerId) -> u32 {
        (0..self.colours as u8)
            .filter(|&c| self.owner(c) == Some(player))
            .map(|c| u32::from(self.left(c)))
            .sum()
    }

    /// Whether the player's shape card is active this action phase (MD-4.4).
    pub fn builds_free(&self, player: PlayerId) -> bool {
        self.free_builds() & (1 << player.0) != 0
    }

    /// Hashes the state exactly as the engine hashed Metro Drinks' state before it became a module (field by field,
    /// as `derive(Hash)` does), so that the state hashes in saves written then still match.
    pub fn hash_into(&self, h: &mut dyn Hasher) {
        let mut h = h;
        let colours = self.colours as u8;
        let owner: Vec<Option<PlayerId>> = (0..colours).map(|c| self.owner(c)).collect();
        let left: Vec<u8> = (0..colours).map(|c| self.left(c)).collect();
        let at: Vec<Option<u8>> = (0..self.stations()).map(|s| self.at(s)).collect();
        owner.hash(&mut h);
        left.hash(&mut h);
        at.hash(&mut h);
        (self.free_builds() as u8).hash(&mut h);
    }
}

impl<'a> DrinksMut<'a> {
    /// Changes the module's words for `colours` colours.
    pub fn new(state: &'a mut ModuleState, colours: usize) -> DrinksMut<'a> {
        DrinksMut {
            words: &mut state.words,
            colours,
        }
    }

    /// Reads it.
    pub fn read(&self) -> Drinks<'_> {
        Drinks {
            words: self.words,
            colours: self.colours,
        }
    }

    /// Sets a colour's owner (MD-4.1).
    pub fn set_owner(&mut self, colour: u8, owner: Option<PlayerId>) {
        if let Some(w) = self.words.get_mut(colour as usize) {
            *w = owner.map_or(NONE, |p| u32::from(p.0));
        }
    }

    /// Sets the drinks left of a colour.
    pub fn set_left(&mut self, colour: u8, left: u8) {
        if let Some(w) = self.words.get_mut(self.colours + colour as usize) {
            *w = u32::from(left);
        }
    }

    /// Stands a drink of a colour at a station, or clears it.
    pub fn set_at(&mut self, station: usize, colour: Option<u8>) {
        let stations = self.read().stations();
        if station < stations {
            self.words[2 * self.colours + station] = colour.map_or(NONE, u32::from);
        }
    }

    /// Sets the free-builds bits.
    pub fn set_free_builds(&mut self, bits: u32) {
        if let Some(w) = self.words.last_mut() {
            *w = bits;
        }
    }
}
