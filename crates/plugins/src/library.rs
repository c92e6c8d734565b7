//! The loader's `unsafe`: opening a shared library and calling its two exported functions. Everything else of the
//! loader (and of the engine and the CLI) is safe code; the workspace denies `unsafe` code, and ARCHITECTURE.md lists
//! the few other places allowed it (the app's allocator setting, the plugin macro's exported names, two test
//! allocators).
#![allow(unsafe_code)]

use std::ffi::c_char;
use std::path::Path;

use metro_plugin_api::allocator::{self, ALLOCATOR_SYMBOL, AdoptFn};
use metro_plugin_api::{ABI_SYMBOL, AbiFn, REGISTER_SYMBOL, RegisterFn, Registrar};

/// The longest handshake text read (a plugin's is about 150 bytes).
const MAX_ABI_LEN: usize = 1024;

/// An open library. Never closed: code of a plugin (its modules' vtables, its statics) stays referenced by the
/// games and registries that hold its modules for as long as the process lives.
pub(crate) struct Library(&'static libloading::Library);

/// Why a library could not be used.
pub(crate) enum LibraryError {
    /// The file is not a loadable library.
    Open(String),
    /// A symbol is missing.
    Symbol(&'static str, String),
    /// The handshake text is not NUL-terminated within [`MAX_ABI_LEN`] bytes, or not UTF-8.
    Text,
}

impl Library {
    /// Opens a library and keeps it loaded for the rest of the process.
    pub(crate) fn open(path: &Path) -> Result<Library, LibraryError> {
        // SAFETY: loading a library runs its initialisers. A metro plugin built by `cargo` has none of its own; any
        // other file either fails to load (not a library: an error) or is a library the user chose to load, which is
        // the trust a plugin system extends. The handle is leaked, so the library is never unloaded while its code
        // may still be referenced.
        let library =
            unsafe { libloading::Library::new(path) }.map_err(|e| LibraryError::Open(e.to_string()))?;
        Ok(Library(Box::leak(Box::new(library))))
    }

    /// Reads the handshake text: calls the exported `extern "C" fn() -> *const c_char` and copies at most
    /// [`MAX_ABI_LEN`] bytes up to its NUL.
    pub(crate) fn abi_text(&self) -> Result<String, LibraryError> {
        let symbol = format!("{ABI_SYMBOL}\0");
        // SAFETY: the symbol is looked up with the C signature every metro plugin exports under this name
        // (`export_plugin!`); the type is a plain `extern "C"` function pointer, valid whatever compiled the plugin.
        let abi: AbiFn = *unsafe { self.0.get::<AbiFn>(symbol.as_bytes()) }
            .map_err(|e| LibraryError::Symbol(ABI_SYMBOL, e.to_string()))?;
        let text: *const c_char = abi();
        if text.is_null() {
            return Err(LibraryError::Text);
        }
        let mut bytes = Vec::new();
        for i in 0..MAX_ABI_LEN {
            // SAFETY: the plugin returns a pointer to a static NUL-terminated text; bytes are read one by one up to
            // the NUL and never beyond MAX_ABI_LEN, so a text without NUL ends the reading instead of running on.
            let byte = unsafe { text.add(i).read() } as u8;
            if byte == 0 {
                return String::from_utf8(bytes).map_err(|_| LibraryError::Text);
            }
            bytes.push(byte);
        }
        Err(LibraryError::Text)
    }

    /// Hands the plugin the host's allocator (see `metro_plugin_api::allocator`): `Ok(false)` when the plugin refuses
    /// it, having allocated from another already.
    pub(crate) fn adopt_allocator(&self) -> Result<bool, LibraryError> {
        let symbol = format!("{ALLOCATOR_SYMBOL}\0");
        // SAFETY: the handshake proved the plugin was built by `export_plugin!` of this interface, which exports this
        // symbol with the C signature `AdoptFn`; the allocator handed over is a static of the host.
        let adopt: AdoptFn = *unsafe { self.0.get::<AdoptFn>(symbol.as_bytes()) }
            .map_err(|e| LibraryError::Symbol(ALLOCATOR_SYMBOL, e.to_string()))?;
        // SAFETY: `THIS_PROCESS` is a static, so it lives for the rest of the process, as `adopt` asks.
        Ok(unsafe { adopt(&allocator::THIS_PROCESS) })
    }

    /// Calls the plugin's registration. Only after its handshake text matched the host's exactly, so the Rust-ABI
    /// signature and every type it passes are the same on both sides.
    pub(crate) fn register(&self, registrar: &mut Registrar) -> Result<Result<(), String>, LibraryError> {
        let symbol = format!("{REGISTER_SYMBOL}\0");
        // SAFETY: the handshake proved the plugin was built by the same rustc for the same target from the same
        // source of the interface (the fingerprint), so `RegisterFn` has the same ABI and `Registrar` the same layout
        // in the plugin as here. The plugin catches its own panics (`register_guarded`), so none unwinds into us.
        let register: RegisterFn = *unsafe { self.0.get::<RegisterFn>(symbol.as_bytes()) }
            .map_err(|e| LibraryError::Symbol(REGISTER_SYMBOL, e.to_string()))?;
        Ok(register(registrar))
    }
}
