//! A card set as written in a file, before validation: what loaders fill in and [`CardSet::new`] checks.

#[cfg(doc)]
use super::CardSet;

/// A card set as written in a file, before validation.
#[derive(Clone, Debug, PartialEq)]
pub struct CardSetSpec {
    /// Its name.
    pub name: String,
    /// Free text.
    pub description: String,
    /// The columns.
    pub columns: Vec<ColumnSpec>,
}

/// A column as written in a file.
#[derive(Clone, Debug, PartialEq)]
pub struct ColumnSpec {
    /// Its name.
    pub name: String,
    /// Its colours.
    pub colours: Vec<crate::Rgb>,
    /// Its cards.
    pub cards: Vec<CardSpec>,
}

/// A card as written in a file.
#[derive(Clone, Debug, PartialEq)]
pub struct CardSpec {
    /// Dots on the back.
    pub dots: i64,
    /// Its actions.
    pub actions: Vec<ActionSpecRaw>,
}

/// An action as written in a file: a kind name, spaces and named parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct ActionSpecRaw {
    /// The kind's name.
    pub kind: String,
    /// Action spaces.
    pub spaces: i64,
    /// Every other key with its integer value.
    pub params: Vec<(String, i64)>,
}
