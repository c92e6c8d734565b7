//! The Jidohanbaiki components of Metro Drinks: colour cards with their crates of drinks, and shape cards (MD-1,
//! CP-3) — and reading them from their TOML file with every problem at its file, line and column.

use metro_core::limits::MAX_JIDOHANBAIKI_CARDS;
use metro_core::text::{name_problem, printable};
use metro_core::{Locus, Problem, Rgb};
use metro_data::Diagnostics;
use metro_data::schema::Doc;

/// A colour card and its crate of drinks (MD-1.1, MD-1.2).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DrinkColour {
    /// E.g. `black`.
    pub name: String,
    /// For drawing.
    pub colour: Rgb,
    /// Drinks in its crate (6 in the box).
    pub drinks: u8,
}

/// The Jidohanbaiki cards as written in a file.
#[derive(Clone, Debug, PartialEq)]
pub struct JidohanbaikiSpec {
    /// Its name.
    pub name: String,
    /// The colour cards.
    pub colours: Vec<(String, Rgb, i64)>,
    /// The shape cards' names.
    pub shapes: Vec<String>,
}

/// The validated Jidohanbaiki cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Jidohanbaiki {
    /// Its name.
    pub name: String,
    /// The colour cards, each with its crate.
    pub colours: Vec<DrinkColour>,
    /// The shape cards.
    pub shapes: Vec<String>,
}

impl Jidohanbaiki {
    /// Checks and builds the cards: 1–8 colours with 1–12 drinks each, 1–8 shapes, names unique.
    pub fn new(spec: JidohanbaikiSpec) -> Result<Jidohanbaiki, Vec<Problem>> {
        let mut problems = Vec::new();
        let root = Locus::root();
        if spec.colours.is_empty() || spec.colours.len() > MAX_JIDOHANBAIKI_CARDS {
            problems.push(Problem::new(
                root.key("colours"),
                "CP-3.1",
                crate::locale::tr!(
                    "problem-drinks-colour-cards",
                    max = MAX_JIDOHANBAIKI_CARDS.to_string(),
                    count = spec.colours.len().to_string()
                ),
            ));
        }
        if spec.shapes.is_empty() || spec.shapes.len() > MAX_JIDOHANBAIKI_CARDS {
            problems.push(Problem::new(
                root.key("shapes"),
                "CP-3.1",
                crate::locale::tr!(
                    "problem-drinks-shape-cards",
                    max = MAX_JIDOHANBAIKI_CARDS.to_string(),
                    count = spec.shapes.len().to_string()
                ),
            ));
        }
        // Over a limit, nothing is checked card by card.
        if !problems.is_empty() {
            return Err(problems);
        }
        if let Some(problem) = name_problem("the name", &spec.name) {
            problems.push(Problem::new(root.key("name"), "CP-3.1", problem));
        }
        let mut names: Vec<&str> = Vec::new();
        for (i, (name, _, drinks)) in spec.colours.iter().enumerate() {
            if name.trim().is_empty() || names.contains(&name.as_str()) {
                problems.push(Problem::new(
                    root.key("colours").index(i).key("name"),
                    "CP-3.1",
                    crate::locale::tr!("problem-drinks-colour-name", name = printable(name).to_string()),
                ));
            } else if let Some(problem) = name_problem("the colour's name", name) {
                problems.push(Problem::new(
                    root.key("colours").index(i).key("name"),
                    "CP-3.1",
                    problem,
                ));
            }
            names.push(name);
            if !(1..=12).contains(drinks) {
                problems.push(Problem::new(
                    root.key("colours").index(i).key("drinks"),
                    "CP-3.1",
                    crate::locale::tr!("problem-drinks-crate", drinks = drinks.to_string()),
                ));
            }
        }
        for (i, name) in spec.shapes.iter().enumerate() {
            if name.trim().is_empty() || names.contains(&name.as_str()) {
                problems.push(Problem::new(
                    root.key("shapes").index(i).key("name"),
                    "CP-3.1",
                    crate::locale::tr!("problem-drinks-card-name", name = printable(name).to_string()),
                ));
            } else if let Some(problem) = name_problem("the shape's name", name) {
                problems.push(Problem::new(
                    root.key("shapes").index(i).key("name"),
                    "CP-3.1",
                    problem,
                ));
            }
            names.push(name);
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(Jidohanbaiki {
            name: spec.name,
            colours: spec
                .colours
                .into_iter()
                .map(|(name, colour, drinks)| DrinkColour {
                    name,
                    colour,
                    drinks: drinks as u8,
                })
                .collect(),
            shapes: spec.shapes,
        })
    }

    /// Drinks in all crates.
    pub fn drink_count(&self) -> usize {
        self.colours.iter().map(|c| c.drinks as usize).sum()
    }
}

/// Reads and validates the Jidohanbaiki cards of Metro Drinks (CP-3). `file` is the name shown in diagnostics.
pub fn load_jidohanbaiki(file: &str, text: &str) -> Result<Jidohanbaiki, Diagnostics> {
    let mut doc = Doc::parse(file, text)?;
    let mut spec = None;
    doc.read(|root, d| {
        let top = root.table(d, &["name", "description", "colours", "shapes"]);
        let name = top.req_str(d, "name");
        let _ = top.opt_str(d, "description");
        let mut colours = Vec::new();
        for value in top
            .req_array_max(d, "colours", MAX_JIDOHANBAIKI_CARDS, "colour cards")
            .unwrap_or_default()
        {
            let colour = value.table(d, &["name", "colour", "drinks"]);
            let entry = (
                colour.req_str(d, "name"),
                colour.req_colour(d, "colour"),
                colour.req_int(d, "drinks"),
            );
            colours.push(match entry {
                (Some(n), Some(c), Some(k)) => Some((n, c, k)),
                _ => None,
            });
        }
        let mut shapes = Vec::new();
        for value in top
            .req_array_max(d, "shapes", MAX_JIDOHANBAIKI_CARDS, "shape cards")
            .unwrap_or_default()
        {
            shapes.push(value.table(d, &["name"]).req_str(d, "name"));
        }
        let colours: Option<Vec<_>> = colours.into_iter().collect();
        let shapes: Option<Vec<_>> = shapes.into_iter().collect();
        if let (Some(name), Some(colours), Some(shapes)) = (name, colours, shapes) {
            spec = Some(JidohanbaikiSpec {
                name,
                colours,
                shapes,
            });
        }
    });
    doc.finish(spec, Jidohanbaiki::new)
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule CP-3.1: a crate holds 1–12 drinks.
    #[test]
    fn jidohanbaiki_loads() {
        let text = r##"name = "J"
[[colours]]
name = "black"
colour = "#000000"
drinks = 6
[[shapes]]
name = "stubby can"
"##;
        let j = load_jidohanbaiki("j.toml", text).unwrap();
        assert_eq!(j.drink_count(), 6);
        assert!(load_jidohanbaiki("j.toml", &text.replace("drinks = 6", "drinks = 0")).is_err());
    }
}
