//! The plugin API: what a metro plugin (a `cdylib`) links to be loaded by the app and the CLI at run time.
//!
//! # How a plugin is made
//!
//! A plugin is a crate of `crate-type = ["cdylib"]` that depends on `metro-engine`, `metro-core` and this crate,
//! implements [`metro_engine::RuleModule`] (and the hooks of [`metro_engine::module`] it needs) exactly like a
//! built-in variant, and ends with
//!
//! ```ignore
//! fn register(registrar: &mut metro_plugin_api::Registrar) -> Result<(), String> {
//!     registrar.add_module(std::sync::Arc::new(MyHouseRule));
//!     Ok(())
//! }
//! metro_plugin_api::export_plugin!(register);
//! ```
//!
//! `variants/rush-hour` is a complete example; the README's "Writing a plugin" walks through it.
//!
//! # The handshake, and why a Rust-ABI one
//!
//! The module interface is a set of Rust traits taking the engine's own types (`&Game`, `&mut Vec<Action>`,
//! `Play`…). A plugin is called through them directly, which is only sound when the plugin and the host were built
//! by the same compiler for the same target from the same source of the interface. So a plugin exports three symbols:
//!
//! * [`ABI_SYMBOL`], an `extern "C"` function returning a NUL-terminated text ([`Abi`]): this crate's API version,
//!   the engine's version, a fingerprint of the interface's source, the `rustc -V` line, the target and the panic
//!   strategy. The host reads it through the C ABI (safe whatever compiled the plugin), compares it field by field
//!   with its own and refuses a plugin whose fields differ, naming the field ([`AbiMismatch`]).
//! * [`allocator::ALLOCATOR_SYMBOL`], an `extern "C"` function the host calls right after the handshake with its own
//!   allocator, which the plugin's global allocator ([`allocator::Forwarding`]) uses from then on: memory passes
//!   between host and plugin both ways, and the host may use any allocator (the `metro` binary uses mimalloc).
//! * [`REGISTER_SYMBOL`], a Rust-ABI function ([`RegisterFn`]), called only after the handshake passed.
//!
//! The alternative, `abi_stable`, would let plugins built by other compilers load, at the price of mirroring every
//! hook and every engine type they see in FFI-safe types (`RVec`, `RString`, `#[sabi_trait]` objects): a second
//! copy of the interface to keep in step, conversions at every hook call of the engine's inner loop, and the engine's
//! `Game` opaque to plugins. Plugins of a board-game engine are built from this workspace with its toolchain, so the
//! handshake costs their authors nothing and keeps one interface.
//!
//! # Panics and failures
//!
//! A plugin has its own copy of the standard library, so a panic cannot unwind into the host (the host's runtime
//! would abort on it). The plugin side therefore catches every panic itself: [`export_plugin!`] runs the
//! registration under `catch_unwind`, and [`Registrar::add_module`] wraps every module in guards that run each hook
//! under `catch_unwind` too. A panic in a hook blows the plugin's [`Fuse`]: the hook returns its default, every later
//! hook of the plugin returns its default without running, and the engine, which asks
//! [`metro_engine::module::ModuleRules::failure`], refuses the action and restores the state as it was before it.
//!
//! A value a hook leaves in the game or hands back out of its range (`metro_engine::module::valid`) blows the fuse
//! the same way, and so does a hook that has not returned within the host's budget, once the host runs its watchdog
//! (`metro_plugins::watch_hooks`, which looks at [`WATCH`]).

mod abi;
pub mod allocator;
mod guard;
pub mod locale;

use std::path::{Path, PathBuf};
use std::sync::Arc;

pub use abi::{ABI, ABI_C, Abi, AbiMismatch};
pub use guard::{Fuse, Late, WATCH, Watch};
pub use metro_core::Source;
use metro_engine::RuleModule;

/// The version of this API: raised whenever the registration or the handshake changes shape.
pub const API_VERSION: u32 = 2;

/// The exported symbol of the handshake: `extern "C" fn() -> *const c_char`, a NUL-terminated [`Abi`] text.
pub const ABI_SYMBOL: &str = "metro_plugin_abi";

/// The exported symbol of the registration: a [`RegisterFn`].
pub const REGISTER_SYMBOL: &str = "metro_plugin_register";

/// The registration function a plugin exports under [`REGISTER_SYMBOL`] (Rust ABI: called only after the handshake).
pub type RegisterFn = fn(&mut Registrar) -> Result<(), String>;

/// The C signature of the handshake a plugin exports under [`ABI_SYMBOL`].
pub type AbiFn = extern "C" fn() -> *const std::ffi::c_char;

/// A plugin's own description: its crate's name, version and description.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PluginInfo {
    /// Its key (the crate's name), e.g. `metro-rush-hour`.
    pub key: String,
    /// Its version, e.g. `0.1.0`.
    pub version: String,
    /// One line about it.
    pub description: String,
}

/// What a plugin registers: the host makes one, the plugin's registration fills it.
pub struct Registrar {
    path: PathBuf,
    info: PluginInfo,
    fuse: Arc<Fuse>,
    modules: Vec<Arc<dyn RuleModule>>,
    maps: Vec<Source>,
    card_sets: Vec<Source>,
    problems: Vec<String>,
}

/// What a plugin registered.
pub struct Registration {
    /// The plugin's description.
    pub info: PluginInfo,
    /// Its rule modules, each behind guards sharing the plugin's fuse.
    pub modules: Vec<Arc<dyn RuleModule>>,
    /// Its maps.
    pub maps: Vec<Source>,
    /// Its card sets.
    pub card_sets: Vec<Source>,
    /// The plugin's fuse: blown (with the reason) once one of its hooks panicked.
    pub fuse: Arc<Fuse>,
}

impl std::fmt::Debug for Registrar {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Registrar")
            .field("path", &self.path)
            .field(
                "modules",
                &self.modules.iter().map(|m| m.key()).collect::<Vec<_>>(),
            )
            .finish_non_exhaustive()
    }
}

impl std::fmt::Debug for Registration {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Registration")
            .field("info", &self.info)
            .field(
                "modules",
                &self.modules.iter().map(|m| m.key()).collect::<Vec<_>>(),
            )
            .finish_non_exhaustive()
    }
}

impl Registrar {
    /// A registrar for the library at `path` (the host calls this).
    pub fn new(path: &Path) -> Registrar {
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        Registrar {
            path: path.to_path_buf(),
            info: PluginInfo::default(),
            fuse: Fuse::shared(&name),
            modules: Vec::new(),
            maps: Vec::new(),
            card_sets: Vec::new(),
            problems: Vec::new(),
        }
    }

    /// The library's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Runs `f`, a step of loading the library named `part` (opening it, its handshake), on the host's watch over
    /// plugin hooks (the host calls this; see [`Fuse::watched`]).
    pub fn watched<R>(&self, part: &'static str, f: impl FnOnce() -> R) -> R {
        self.fuse.watched(part, f)
    }

    /// Adds a rule module, behind guards that catch its panics. Its key, title, options and action kinds are read
    /// now (a panic there fails the registration).
    pub fn add_module(&mut self, module: Arc<dyn RuleModule>) {
        let plugin = format!("{} {}", self.info.key, self.info.version);
        match guard::GuardedModule::new(module, self.fuse.clone(), plugin) {
            Ok(guarded) => self.modules.push(Arc::new(guarded)),
            Err(problem) => self.problems.push(problem),
        }
    }

    /// Adds a map.
    pub fn add_map(&mut self, source: Source) {
        self.maps.push(source);
    }

    /// Adds a card set.
    pub fn add_card_set(&mut self, source: Source) {
        self.card_sets.push(source);
    }

    /// What was registered (the host calls this after the registration returned).
    pub fn finish(self) -> Registration {
        Registration {
            info: self.info,
            modules: self.modules,
            maps: self.maps,
            card_sets: self.card_sets,
            fuse: self.fuse,
        }
    }
}

/// Runs a plugin's registration under `catch_unwind` (what [`export_plugin!`] exports; not for hosts). Runs in the
/// plugin's copy of the standard library, so it catches the plugin's panics.
#[doc(hidden)]
pub fn register_guarded(
    registrar: &mut Registrar,
    info: PluginInfo,
    register: fn(&mut Registrar) -> Result<(), String>,
) -> Result<(), String> {
    guard::quiet_panics();
    registrar.info = info;
    // what the plugin says of itself at registration (titles, options), and why it failed, in the host's language
    let fuse = registrar.fuse.clone();
    fuse.in_host_language(|| {
        let result = fuse.watched("register", || {
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| register(registrar)))
        });
        match result {
            Ok(Ok(())) if registrar.problems.is_empty() => Ok(()),
            Ok(Ok(())) => Err(registrar.problems.join("; ")),
            Ok(Err(message)) => Err(message),
            Err(payload) => Err(locale::tr!(
                "plugin-panicked-registering",
                panic = guard::panic_message(&*payload)
            )),
        }
    })
}

/// Exports a plugin: the handshake ([`ABI_SYMBOL`]) and the registration ([`REGISTER_SYMBOL`]) calling `$register`,
/// a `fn(&mut Registrar) -> Result<(), String>`. The plugin's key, version and description are its crate's.
#[macro_export]
macro_rules! export_plugin {
    ($register:path) => {
        /// The plugin's handshake: what it was built with (see `metro_plugin_api::Abi`).
        // SAFETY: the name is unique to metro plugins; the function only returns a pointer to a static NUL-terminated
        // text.
        #[allow(unsafe_code)]
        #[unsafe(no_mangle)]
        pub extern "C" fn metro_plugin_abi() -> *const ::std::ffi::c_char {
            $crate::ABI_C.as_ptr()
        }

        /// The plugin allocates from the host's allocator once it has it (see `metro_plugin_api::allocator`).
        #[global_allocator]
        static METRO_PLUGIN_ALLOCATOR: $crate::allocator::Forwarding = $crate::allocator::Forwarding;

        /// Takes the host's allocator: the host calls it right after the handshake, before anything else.
        // SAFETY: the name is unique to metro plugins; the host passes a pointer to an allocator that lives as long
        // as the process (`metro_plugin_api::allocator::THIS_PROCESS`), or null, which is refused.
        #[allow(unsafe_code)]
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn metro_plugin_allocator(
            host: *const $crate::allocator::HostAllocator,
        ) -> bool {
            // SAFETY: the caller's promise, as `adopt` asks it.
            unsafe { $crate::allocator::adopt(host) }
        }

        /// The plugin's registration (Rust ABI: the host calls it only after the handshake passed).
        // SAFETY: the name is unique to metro plugins; the host calls it with the signature checked below.
        #[allow(unsafe_code)]
        #[unsafe(no_mangle)]
        pub fn metro_plugin_register(registrar: &mut $crate::Registrar) -> ::std::result::Result<(), String> {
            $crate::register_guarded(
                registrar,
                $crate::PluginInfo {
                    key: env!("CARGO_PKG_NAME").into(),
                    version: env!("CARGO_PKG_VERSION").into(),
                    description: env!("CARGO_PKG_DESCRIPTION").into(),
                },
                $register,
            )
        }

        const _: $crate::RegisterFn = metro_plugin_register;
        const _: $crate::AbiFn = metro_plugin_abi;
        const _: $crate::allocator::AdoptFn = metro_plugin_allocator;
    };
}
