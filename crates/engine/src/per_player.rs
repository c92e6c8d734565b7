//! `PerPlayer`: a list of at most one small item a player (at most five players, TM-2), kept inline with no heap
//! part at all, for what the engine records or tracks player by player while playing: the revealed bids, the new turn
//! order and the final totals an [`crate::Event`] carries, the players who still decide in the train phase. Making,
//! filling, copying and dropping one never allocates (issue 14: a random playout allocates nothing), and, having no
//! heap part, it is `Copy` and has nothing to drop. It reads as a slice and compares, hashes, prints and
//! (de)serialises exactly as the `Vec` it replaced, so event texts and state hashes are the same.

use std::fmt;

use std::marker::PhantomData;

use metro_core::limits::MAX_PLAYERS;
use serde::de::{Error as _, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::small::reads_as_a_vec;

/// Up to [`MAX_PLAYERS`] items, inline: the same items, order, equality, hash, debug output and serialised form as a
/// `Vec<T>` holding them. `T: Default` fills the unused places.
#[derive(Clone, Copy)]
pub struct PerPlayer<T: Copy + Default> {
    /// The number of items: the first `len` places.
    len: u8,
    /// The items, then unused places.
    items: [T; MAX_PLAYERS],
}

impl<T: Copy + Default> PerPlayer<T> {
    /// The most items a list holds: one a player.
    pub const CAPACITY: usize = MAX_PLAYERS;

    /// An empty list.
    #[inline]
    pub fn new() -> Self {
        PerPlayer {
            len: 0,
            items: [T::default(); MAX_PLAYERS],
        }
    }

    /// The items as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len as usize]
    }

    /// The items as a mutable slice.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.items[..self.len as usize]
    }

    /// Appends an item.
    ///
    /// # Panics
    /// If the list already holds one item a player; a game never has more than [`MAX_PLAYERS`] (the setup refuses
    /// more), so the engine never asks it.
    #[inline]
    pub fn push(&mut self, item: T) {
        let len = self.len as usize;
        assert!(len < MAX_PLAYERS, "more than {MAX_PLAYERS} items a player");
        self.items[len] = item;
        self.len += 1;
    }

    /// Appends the items of a slice, in order.
    ///
    /// # Panics
    /// As [`PerPlayer::push`], beyond [`MAX_PLAYERS`] items.
    #[inline]
    pub fn extend_from_slice(&mut self, items: &[T]) {
        for &item in items {
            self.push(item);
        }
    }

    /// Removes and returns the last item.
    #[inline]
    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.items[self.len as usize])
    }

    /// Removes and returns the item at `index`, shifting the later ones down.
    ///
    /// # Panics
    /// If `index` is out of bounds, as `Vec::remove`.
    #[inline]
    pub fn remove(&mut self, index: usize) -> T {
        let len = self.len as usize;
        assert!(index < len, "removal index {index} out of bounds of length {len}");
        let item = self.items[index];
        for i in index..len - 1 {
            self.items[i] = self.items[i + 1];
        }
        self.len -= 1;
        item
    }

    /// Removes the first `count` items (all of them if there are fewer), shifting the rest down.
    #[inline]
    pub fn drop_front(&mut self, count: usize) {
        let len = self.len as usize;
        let count = count.min(len);
        self.items.copy_within(count..len, 0);
        self.len = (len - count) as u8;
    }

    /// Removes every item.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

// Reads, compares, hashes (as the `Vec` it replaced, so state hashes are unchanged), prints and converts as a
// `Vec`; `Extend`, `FromIterator` and the conversions into it panic beyond [`MAX_PLAYERS`] items, as `push` does.
reads_as_a_vec!([T: Copy + Default] PerPlayer<T>);

/// # Panics
/// Beyond [`MAX_PLAYERS`] items.
impl<T: Copy + Default, const M: usize> From<[T; M]> for PerPlayer<T> {
    fn from(items: [T; M]) -> Self {
        items.into_iter().collect()
    }
}

impl<T: Copy + Default + Serialize> Serialize for PerPlayer<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.as_slice())
    }
}

/// Reads what `Vec<T>` reads, a sequence of the items, of at most one item a player: a longer one (which no game
/// writes) is refused with an error, never cut or grown.
impl<'de, T: Copy + Default + Deserialize<'de>> Deserialize<'de> for PerPlayer<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        /// Collects the sequence's items.
        struct Items<T>(PhantomData<T>);

        impl<'de, T: Copy + Default + Deserialize<'de>> Visitor<'de> for Items<T> {
            type Value = PerPlayer<T>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a sequence of at most {MAX_PLAYERS} items, one a player")
            }

            fn visit_seq<A: SeqAccess<'de>>(self, mut items: A) -> Result<Self::Value, A::Error> {
                let mut list = PerPlayer::new();
                while let Some(item) = items.next_element()? {
                    if list.len() == MAX_PLAYERS {
                        return Err(A::Error::invalid_length(MAX_PLAYERS + 1, &self));
                    }
                    list.push(item);
                }
                Ok(list)
            }
        }

        deserializer.deserialize_seq(Items(PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::small::tests::hash_of;

    /// Every operation agrees with a `Vec` doing the same: items, equality, hash and debug output.
    #[test]
    fn behaves_as_a_vec() {
        let mut list: PerPlayer<u8> = PerPlayer::new();
        let mut vec: Vec<u8> = Vec::new();
        assert_eq!(hash_of(&list), hash_of(&vec));
        assert_eq!(list.pop(), None);
        for i in 0..5u8 {
            list.push(i * 3);
            vec.push(i * 3);
            assert_eq!(list, vec);
            assert_eq!(hash_of(&list), hash_of(&vec));
            assert_eq!(format!("{list:?}"), format!("{vec:?}"));
        }
        for index in [0, 2, 2] {
            assert_eq!(list.remove(index), vec.remove(index));
            assert_eq!(list, vec);
        }
        assert_eq!(list.pop(), vec.pop());
        assert_eq!(list, vec);
        list.clear();
        assert!(list.is_empty());
        list.extend_from_slice(&[4, 5]);
        let copy = list;
        list.push(1);
        assert_eq!(copy, [4, 5]);
        assert_eq!(Vec::from(list), vec![4, 5, 1]);
        assert_eq!(
            PerPlayer::from([1u8, 2, 3, 4, 5]).len(),
            PerPlayer::<u8>::CAPACITY
        );
    }

    /// Dropping the first items agrees with `Vec::drain(..k)`, and dropping more than there are empties the list.
    #[test]
    fn drops_the_first_items_as_a_vec_drains_them() {
        for count in 0..=6 {
            let mut list = PerPlayer::from([1u8, 2, 3, 4]);
            let mut vec = vec![1u8, 2, 3, 4];
            list.drop_front(count);
            vec.drain(..count.min(4));
            assert_eq!(list, vec);
            assert_eq!(hash_of(&list), hash_of(&vec));
        }
    }

    #[test]
    #[should_panic(expected = "more than 5 items a player")]
    fn a_sixth_item_is_refused() {
        let mut list = PerPlayer::from([0u8; 5]);
        list.push(0);
    }
}
