//! `SmallList`: a list of small `Copy` items kept inline up to `N` items and moved to the heap only beyond, so that
//! cloning a [`crate::State`] (what a search bot does for every playout, issue 14) copies the short lists of the
//! players and the card columns instead of allocating each. It reads as a slice (`Deref`) and compares and hashes
//! exactly as the `Vec` it replaces (a state hash, hence a save, is the same either way).

/// A list kept inline up to `N` items, on the heap beyond: the same items, order, equality, hash and debug output as
/// a `Vec<T>` holding them. `T: Default` fills the unused inline places.
#[derive(Clone)]
pub struct SmallList<T: Copy + Default, const N: usize> {
    /// The number of inline items (0 while the items are on the heap).
    len: u8,
    /// The inline items: the first `len`.
    items: [T; N],
    /// The items once more than `N` were held at a time, until emptied (then inline again; the capacity is kept).
    spill: Vec<T>,
}

impl<T: Copy + Default, const N: usize> SmallList<T, N> {
    /// An empty list.
    pub fn new() -> Self {
        SmallList {
            len: 0,
            items: [T::default(); N],
            spill: Vec::new(),
        }
    }

    /// The items as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        if self.spill.is_empty() {
            &self.items[..self.len as usize]
        } else {
            &self.spill
        }
    }

    /// The items as a mutable slice.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        if self.spill.is_empty() {
            &mut self.items[..self.len as usize]
        } else {
            &mut self.spill
        }
    }

    /// Appends an item.
    pub fn push(&mut self, item: T) {
        if !self.spill.is_empty() {
            self.spill.push(item);
        } else if (self.len as usize) < N {
            self.items[self.len as usize] = item;
            self.len += 1;
        } else {
            self.spill.reserve(2 * N.max(1));
            self.spill.extend_from_slice(&self.items[..self.len as usize]);
            self.spill.push(item);
            self.len = 0;
        }
    }

    /// Removes and returns the last item.
    pub fn pop(&mut self) -> Option<T> {
        if !self.spill.is_empty() {
            return self.spill.pop();
        }
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.items[self.len as usize])
    }

    /// Removes every item.
    pub fn clear(&mut self) {
        self.len = 0;
        self.spill.clear();
    }

    /// Keeps the first `keep` items.
    pub fn truncate(&mut self, keep: usize) {
        if self.spill.is_empty() {
            self.len = self.len.min(keep.min(N) as u8);
        } else {
            self.spill.truncate(keep);
        }
    }

    /// Inserts an item at `index` (≤ the length), shifting the later ones up.
    ///
    /// # Panics
    /// If `index` is beyond the length, as `Vec::insert`.
    pub fn insert(&mut self, index: usize, item: T) {
        let len = self.len();
        assert!(index <= len, "insertion index {index} beyond the length {len}");
        self.push(item);
        self.as_mut_slice()[index..].rotate_right(1);
    }

    /// Removes and returns the item at `index`, shifting the later ones down.
    ///
    /// # Panics
    /// If `index` is out of bounds, as `Vec::remove`.
    pub fn remove(&mut self, index: usize) -> T {
        let len = self.len();
        assert!(index < len, "removal index {index} out of bounds of length {len}");
        let slice = self.as_mut_slice();
        let item = slice[index];
        // The items after it moved down one place (a `memmove`; `rotate_left` is far more code for one place).
        slice.copy_within(index + 1.., index);
        self.truncate(len - 1);
        item
    }

    /// Keeps only the items `keep` accepts, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let slice = self.as_mut_slice();
        let mut kept = 0;
        for i in 0..slice.len() {
            if keep(&slice[i]) {
                slice[kept] = slice[i];
                kept += 1;
            }
        }
        self.truncate(kept);
    }
}

/// Implements for an inline list type — one with `new`, `as_slice`, `as_mut_slice` and `push` — everything that makes
/// it read, compare, hash, print and convert exactly as the `Vec` it stands for: `Default`, `Deref` to its slice,
/// equality with itself, a `Vec`, a slice and an array, `Hash` (length, then the items, as `Vec<T>` and `[T]` do, so
/// a state hashes as it did with `Vec`s), `Debug` as a list, `Extend` and `FromIterator` (by `push`, which panics
/// where the type's `push` does), conversions from a slice and a `Vec` and into a `Vec`, and iteration by reference.
/// Written once for [`SmallList`] and [`crate::per_player::PerPlayer`]: `reads_as_a_vec!([generics] Type)`.
macro_rules! reads_as_a_vec {
    ([$($generics:tt)*] $list:ty) => {
        impl<$($generics)*> Default for $list {
            fn default() -> Self {
                Self::new()
            }
        }

        impl<$($generics)*> std::ops::Deref for $list {
            type Target = [T];

            #[inline]
            fn deref(&self) -> &[T] {
                self.as_slice()
            }
        }

        impl<$($generics)*> std::ops::DerefMut for $list {
            #[inline]
            fn deref_mut(&mut self) -> &mut [T] {
                self.as_mut_slice()
            }
        }

        impl<$($generics)*> PartialEq for $list
        where
            T: PartialEq,
        {
            fn eq(&self, other: &Self) -> bool {
                self.as_slice() == other.as_slice()
            }
        }

        impl<$($generics)*> Eq for $list where T: Eq {}

        impl<$($generics)*> PartialEq<Vec<T>> for $list
        where
            T: PartialEq,
        {
            fn eq(&self, other: &Vec<T>) -> bool {
                self.as_slice() == other.as_slice()
            }
        }

        impl<$($generics)*> PartialEq<[T]> for $list
        where
            T: PartialEq,
        {
            fn eq(&self, other: &[T]) -> bool {
                self.as_slice() == other
            }
        }

        impl<$($generics)*, const M: usize> PartialEq<[T; M]> for $list
        where
            T: PartialEq,
        {
            fn eq(&self, other: &[T; M]) -> bool {
                self.as_slice() == other.as_slice()
            }
        }

        impl<$($generics)*> std::hash::Hash for $list
        where
            T: std::hash::Hash,
        {
            fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
                self.as_slice().hash(h);
            }
        }

        impl<$($generics)*> std::fmt::Debug for $list
        where
            T: std::fmt::Debug,
        {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.debug_list().entries(self.as_slice()).finish()
            }
        }

        impl<$($generics)*> Extend<T> for $list {
            fn extend<I: IntoIterator<Item = T>>(&mut self, items: I) {
                for item in items {
                    self.push(item);
                }
            }
        }

        impl<$($generics)*> FromIterator<T> for $list {
            fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
                let mut list = Self::new();
                list.extend(items);
                list
            }
        }

        impl<$($generics)*> From<&[T]> for $list {
            fn from(items: &[T]) -> Self {
                items.iter().copied().collect()
            }
        }

        impl<$($generics)*> From<Vec<T>> for $list {
            fn from(items: Vec<T>) -> Self {
                items.into_iter().collect()
            }
        }

        impl<$($generics)*> From<$list> for Vec<T> {
            fn from(list: $list) -> Vec<T> {
                list.as_slice().to_vec()
            }
        }

        impl<'a, $($generics)*> IntoIterator for &'a $list {
            type Item = &'a T;
            type IntoIter = std::slice::Iter<'a, T>;

            fn into_iter(self) -> Self::IntoIter {
                self.as_slice().iter()
            }
        }

        impl<'a, $($generics)*> IntoIterator for &'a mut $list {
            type Item = &'a mut T;
            type IntoIter = std::slice::IterMut<'a, T>;

            fn into_iter(self) -> Self::IntoIter {
                self.as_mut_slice().iter_mut()
            }
        }
    };
}

pub(crate) use reads_as_a_vec;

reads_as_a_vec!([T: Copy + Default, const N: usize] SmallList<T, N>);

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq<&[T]> for SmallList<T, N> {
    fn eq(&self, other: &&[T]) -> bool {
        self.as_slice() == *other
    }
}

/// The items of a [`SmallList`] by value, in order.
#[derive(Clone, Debug)]
pub struct IntoIter<T: Copy + Default, const N: usize> {
    list: SmallList<T, N>,
    next: usize,
}

impl<T: Copy + Default, const N: usize> Iterator for IntoIter<T, N> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        let item = self.list.get(self.next).copied()?;
        self.next += 1;
        Some(item)
    }
}

impl<T: Copy + Default, const N: usize> IntoIterator for SmallList<T, N> {
    type Item = T;
    type IntoIter = IntoIter<T, N>;

    fn into_iter(self) -> Self::IntoIter {
        IntoIter { list: self, next: 0 }
    }
}

/// The most items a [`SmallList`] is read with: far more than any list of the game holds (a column's cards, a player's
/// cards), so that a hostile position is refused instead of filling memory.
pub const MAX_READ_ITEMS: usize = 1024;

impl<T: Copy + Default + serde::Serialize, const N: usize> serde::Serialize for SmallList<T, N> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.as_slice())
    }
}

/// Reads what `Vec<T>` reads, a sequence of the items, of at most `MAX_READ_ITEMS` (1024): a longer one is refused with an
/// error, never cut.
impl<'de, T: Copy + Default + serde::Deserialize<'de>, const N: usize> serde::Deserialize<'de>
    for SmallList<T, N>
{
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::{Error, SeqAccess, Visitor};

        /// Collects the sequence's items.
        struct Items<T, const N: usize>(std::marker::PhantomData<T>);

        impl<'de, T: Copy + Default + serde::Deserialize<'de>, const N: usize> Visitor<'de> for Items<T, N> {
            type Value = SmallList<T, N>;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "a sequence of at most {MAX_READ_ITEMS} items")
            }

            fn visit_seq<A: SeqAccess<'de>>(self, mut items: A) -> Result<Self::Value, A::Error> {
                let mut list = SmallList::new();
                let mut count = 0;
                while let Some(item) = items.next_element()? {
                    count += 1;
                    if count > MAX_READ_ITEMS {
                        return Err(A::Error::invalid_length(count, &self));
                    }
                    list.push(item);
                }
                Ok(list)
            }
        }

        deserializer.deserialize_seq(Items::<T, N>(std::marker::PhantomData))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::hash::{DefaultHasher, Hash, Hasher};

    /// A value's hash, to compare a list's with the `Vec`'s it replaces (also for [`crate::per_player`]'s tests).
    pub(crate) fn hash_of(x: &impl Hash) -> u64 {
        let mut h = DefaultHasher::new();
        x.hash(&mut h);
        h.finish()
    }

    /// Every operation agrees with a `Vec` doing the same, inline and after moving to the heap: items, equality,
    /// hash and debug output.
    #[test]
    fn behaves_as_a_vec_inline_and_on_the_heap() {
        let mut list: SmallList<u16, 3> = SmallList::new();
        let mut vec: Vec<u16> = Vec::new();
        assert_eq!(hash_of(&list), hash_of(&vec));
        assert_eq!(list.pop(), None);
        for i in 0..7u16 {
            list.push(i * 3);
            vec.push(i * 3);
            assert_eq!(list, vec);
            assert_eq!(hash_of(&list), hash_of(&vec));
            assert_eq!(format!("{list:?}"), format!("{vec:?}"));
        }
        list.insert(2, 99);
        vec.insert(2, 99);
        assert_eq!(list, vec);
        assert_eq!(list.remove(0), vec.remove(0));
        assert_eq!(list.remove(3), vec.remove(3));
        assert_eq!(list.remove(list.len() - 1), vec.remove(vec.len() - 1));
        assert_eq!(list, vec);
        list.retain(|&x| x % 2 == 0);
        vec.retain(|&x| x % 2 == 0);
        assert_eq!(list, vec);
        assert_eq!(list.pop(), vec.pop());
        list.clear();
        assert!(list.is_empty());

        let mut inline: SmallList<u16, 8> = [5, 6, 7].as_slice().into();
        inline.insert(0, 4);
        inline.insert(4, 8);
        assert_eq!(inline, [4, 5, 6, 7, 8]);
        assert_eq!(inline.remove(2), 6);
        inline.retain(|&x| x != 7);
        assert_eq!(inline, [4, 5, 8]);
        assert_eq!(hash_of(&inline), hash_of(&vec![4u16, 5, 8]));
        inline.truncate(1);
        assert_eq!(inline.as_slice(), &[4]);
        let copy = inline.clone();
        inline.push(1);
        assert_eq!(copy, [4]);
        assert_eq!(inline.clone().into_iter().collect::<Vec<_>>(), vec![4, 1]);
        assert_eq!(Vec::from(inline), vec![4, 1]);
    }
}
