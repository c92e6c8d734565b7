//! The handshake's text: what a plugin was built with, compared field by field with the host's.

use std::ffi::CStr;

/// The handshake text with a panic strategy and an ending: `api` is [`crate::API_VERSION`] (a test checks).
macro_rules! abi_text {
    ($panic:literal, $end:literal) => {
        concat!(
            "metro-plugin;api=2;engine=",
            env!("CARGO_PKG_VERSION"),
            ";interface=",
            env!("METRO_PLUGIN_INTERFACE"),
            ";rustc=",
            env!("METRO_PLUGIN_RUSTC"),
            ";target=",
            env!("METRO_PLUGIN_TARGET"),
            ";panic=",
            $panic,
            $end
        )
    };
}

/// This build's handshake text (see [`Abi`]).
#[cfg(panic = "unwind")]
pub const ABI: &str = abi_text!("unwind", "");
/// This build's handshake text (see [`Abi`]).
#[cfg(not(panic = "unwind"))]
pub const ABI: &str = abi_text!("abort", "");

#[cfg(panic = "unwind")]
const ABI_NUL: &str = abi_text!("unwind", "\0");
#[cfg(not(panic = "unwind"))]
const ABI_NUL: &str = abi_text!("abort", "\0");

/// [`ABI`] with its NUL, as a plugin exports it.
pub const ABI_C: &CStr = match CStr::from_bytes_with_nul(ABI_NUL.as_bytes()) {
    Ok(text) => text,
    Err(_) => panic!("the handshake text has no NUL inside"),
};

/// What a plugin (or the host) was built with: the fields of the handshake text
/// `metro-plugin;api=…;engine=…;interface=…;rustc=…;target=…;panic=…`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Abi {
    fields: Vec<(String, String)>,
}

/// The fields compared, in order, with what each means in a message.
const FIELDS: [(&str, &str); 6] = [
    ("api", "plugin-API version"),
    ("engine", "metro-engine version"),
    ("interface", "interface fingerprint (the engine's source)"),
    ("rustc", "rustc version"),
    ("target", "target"),
    ("panic", "panic strategy"),
];

/// A plugin built with something else than the host.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct AbiMismatch {
    /// The field's key, e.g. `rustc`.
    pub field: &'static str,
    /// The field in words, e.g. `rustc version`.
    pub what: &'static str,
    /// The plugin's value (`missing` when it has none).
    pub plugin: String,
    /// The host's value.
    pub host: String,
}

impl std::fmt::Display for AbiMismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::locale::tr!(
            "error-abi-mismatch",
            field = self.field,
            plugin = format!("{:?}", self.plugin),
            host = format!("{:?}", self.host)
        ))
    }
}

impl Abi {
    /// This build's.
    pub fn current() -> Abi {
        // The constant is well formed (checked by a test).
        Abi::parse(ABI).unwrap_or(Abi { fields: Vec::new() })
    }

    /// Reads a handshake text; `None` when it is not one.
    pub fn parse(text: &str) -> Option<Abi> {
        let mut parts = text.split(';');
        if parts.next()? != "metro-plugin" {
            return None;
        }
        let fields = parts
            .map(|part| part.split_once('=').map(|(k, v)| (k.to_string(), v.to_string())))
            .collect::<Option<Vec<_>>>()?;
        Some(Abi { fields })
    }

    /// A field's value.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Compares a plugin's handshake with this one (the host's), field by field: the first that differs.
    pub fn check(&self, plugin: &Abi) -> Result<(), AbiMismatch> {
        for (field, what) in FIELDS {
            let (mine, theirs) = (self.get(field), plugin.get(field));
            if mine != theirs {
                return Err(AbiMismatch {
                    field,
                    what,
                    plugin: theirs.unwrap_or("missing").to_string(),
                    host: mine.unwrap_or("missing").to_string(),
                });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_handshake_text_is_well_formed() {
        let abi = Abi::parse(ABI).unwrap();
        for (field, _) in FIELDS {
            assert!(abi.get(field).is_some_and(|v| !v.is_empty()), "{field}");
        }
        assert_eq!(abi.get("api"), Some(crate::API_VERSION.to_string().as_str()));
        assert!(abi.get("rustc").unwrap().starts_with("rustc "));
        assert_eq!(ABI_C.to_str().unwrap(), ABI);
        assert_eq!(Abi::current().check(&abi), Ok(()));
    }

    #[test]
    fn a_mismatch_names_the_field() {
        let host = Abi::current();
        let other = Abi::parse(&ABI.replace("rustc=rustc ", "rustc=rustc 0.")).unwrap();
        let error = host.check(&other).unwrap_err();
        assert_eq!(error.field, "rustc");
        assert!(error.to_string().starts_with("its rustc version is \"rustc 0."));
        let older = Abi::parse("metro-plugin;api=0").unwrap();
        assert_eq!(host.check(&older).unwrap_err().field, "api");
        let bare = Abi::parse("metro-plugin").unwrap();
        assert_eq!(host.check(&bare).unwrap_err().plugin, "missing");
        assert!(Abi::parse("something else").is_none());
        assert!(Abi::parse("metro-plugin;api").is_none());
    }
}
