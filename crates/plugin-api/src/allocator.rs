//! One allocator for the host and its plugins.
//!
//! A plugin and the host hand each other memory: the host's [`crate::Registrar`] grows in the plugin, a module's
//! `Vec<Action>` grows in a hook, a `String` made in the plugin is dropped by the host. Each of them is a Rust
//! library with its own `#[global_allocator]`, so memory allocated on one side and freed on the other is only sound
//! when both use the same allocator. The host may use any (the `metro` binary uses mimalloc); the plugin therefore
//! uses the host's: [`export_plugin!`](crate::export_plugin) makes [`Forwarding`] the plugin's global allocator and
//! exports [`ALLOCATOR_SYMBOL`], which the host calls right after the handshake with its [`HostAllocator`], before
//! anything else of the plugin runs.
//!
//! Until then the plugin allocates from the system's allocator (a plugin's library linked into a test binary as an
//! `rlib` never hears of a host and keeps doing so). A plugin that allocated before the host's allocator arrived
//! refuses it ([`adopt`] returns `false`): memory of two allocators would otherwise be mixed, and the host refuses
//! that plugin.

#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicPtr, Ordering};

/// The exported symbol the host calls with its allocator: an [`AdoptFn`].
pub const ALLOCATOR_SYMBOL: &str = "metro_plugin_allocator";

/// The C signature of [`ALLOCATOR_SYMBOL`]: takes the host's allocator and answers whether the plugin uses it from
/// now on. Unsafe: the pointer must be null or point to an allocator that lives for the rest of the process.
pub type AdoptFn = unsafe extern "C" fn(*const HostAllocator) -> bool;

/// The host's allocator as four C functions; each takes a size and an alignment that make a valid [`Layout`].
#[repr(C)]
pub struct HostAllocator {
    /// `alloc(size, align)`: as [`GlobalAlloc::alloc`].
    pub alloc: unsafe extern "C" fn(usize, usize) -> *mut u8,
    /// `alloc_zeroed(size, align)`: as [`GlobalAlloc::alloc_zeroed`].
    pub alloc_zeroed: unsafe extern "C" fn(usize, usize) -> *mut u8,
    /// `dealloc(ptr, size, align)`: as [`GlobalAlloc::dealloc`].
    pub dealloc: unsafe extern "C" fn(*mut u8, usize, usize),
    /// `realloc(ptr, size, align, new_size)`: as [`GlobalAlloc::realloc`].
    pub realloc: unsafe extern "C" fn(*mut u8, usize, usize, usize) -> *mut u8,
}

/// The allocator of the process this code is built into (in the host: the host's global allocator), as a
/// [`HostAllocator`] to hand a plugin.
pub static THIS_PROCESS: HostAllocator = HostAllocator {
    alloc: host_alloc,
    alloc_zeroed: host_alloc_zeroed,
    dealloc: host_dealloc,
    realloc: host_realloc,
};

// SAFETY (the four functions below): they are only called by a plugin's `Forwarding`, with the size and alignment of
// a `Layout` it was given by Rust's allocation API (valid by construction), and for `dealloc`/`realloc` with a
// pointer this allocator returned for that layout, which are exactly the contracts of `std::alloc`'s functions.
unsafe extern "C" fn host_alloc(size: usize, align: usize) -> *mut u8 {
    unsafe { std::alloc::alloc(Layout::from_size_align_unchecked(size, align)) }
}

unsafe extern "C" fn host_alloc_zeroed(size: usize, align: usize) -> *mut u8 {
    unsafe { std::alloc::alloc_zeroed(Layout::from_size_align_unchecked(size, align)) }
}

unsafe extern "C" fn host_dealloc(ptr: *mut u8, size: usize, align: usize) {
    unsafe { std::alloc::dealloc(ptr, Layout::from_size_align_unchecked(size, align)) }
}

unsafe extern "C" fn host_realloc(ptr: *mut u8, size: usize, align: usize, new_size: usize) -> *mut u8 {
    unsafe { std::alloc::realloc(ptr, Layout::from_size_align_unchecked(size, align), new_size) }
}

/// The host's allocator once adopted; null before.
static HOST: AtomicPtr<HostAllocator> = AtomicPtr::new(std::ptr::null_mut());
/// Whether the system's allocator was used before the host's arrived.
static USED_SYSTEM: AtomicBool = AtomicBool::new(false);

/// Takes the host's allocator for every later allocation of this library. Refused (`false`) when the library has
/// already allocated from the system's allocator, when it already has another, or for a null pointer.
///
/// # Safety
/// `host` is null or points to a `HostAllocator` that lives for the rest of the process.
pub unsafe fn adopt(host: *const HostAllocator) -> bool {
    if host.is_null() || USED_SYSTEM.load(Ordering::SeqCst) {
        return false;
    }
    // the same host may load the same library twice (the system opens it once): the same allocator is taken again
    let taken = match HOST.compare_exchange(
        std::ptr::null_mut(),
        host.cast_mut(),
        Ordering::SeqCst,
        Ordering::SeqCst,
    ) {
        Ok(_) => true,
        Err(current) => std::ptr::eq(current, host),
    };
    // an allocation may have raced the exchange on another thread: then refuse, the host will not load us
    taken && !USED_SYSTEM.load(Ordering::SeqCst)
}

/// Whether this library allocates from a host's allocator.
pub fn adopted() -> bool {
    !HOST.load(Ordering::Acquire).is_null()
}

/// A plugin's global allocator: the host's once adopted, the system's before.
pub struct Forwarding;

impl Forwarding {
    #[inline]
    fn host() -> Option<&'static HostAllocator> {
        let host = HOST.load(Ordering::Acquire);
        if host.is_null() {
            USED_SYSTEM.store(true, Ordering::Relaxed);
            None
        } else {
            // SAFETY: set once by `adopt` from a pointer that lives for the rest of the process.
            Some(unsafe { &*host })
        }
    }
}

// SAFETY: every call goes, whole, to one allocator: the host's once adopted (which never changes after), the system's
// before; a pointer is freed by the allocator that made it because `adopt` refuses to switch once the system's
// allocator was used.
unsafe impl GlobalAlloc for Forwarding {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        match Self::host() {
            Some(host) => unsafe { (host.alloc)(layout.size(), layout.align()) },
            None => unsafe { System.alloc(layout) },
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        match Self::host() {
            Some(host) => unsafe { (host.alloc_zeroed)(layout.size(), layout.align()) },
            None => unsafe { System.alloc_zeroed(layout) },
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        match Self::host() {
            Some(host) => unsafe { (host.dealloc)(ptr, layout.size(), layout.align()) },
            None => unsafe { System.dealloc(ptr, layout) },
        }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        match Self::host() {
            Some(host) => unsafe { (host.realloc)(ptr, layout.size(), layout.align(), new_size) },
            None => unsafe { System.realloc(ptr, layout, new_size) },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_allocator_allocates_frees_and_grows_through_the_process_allocator() {
        let layout = Layout::from_size_align(24, 8).unwrap();
        unsafe {
            let p = (THIS_PROCESS.alloc_zeroed)(layout.size(), layout.align());
            assert!(!p.is_null());
            assert_eq!(std::slice::from_raw_parts(p, 24), &[0u8; 24]);
            p.write_bytes(7, 24);
            let q = (THIS_PROCESS.realloc)(p, 24, 8, 4096);
            assert_eq!(std::slice::from_raw_parts(q, 24), &[7u8; 24]);
            (THIS_PROCESS.dealloc)(q, 4096, 8);
        }
    }

    #[test]
    fn a_null_host_is_refused() {
        assert!(!unsafe { adopt(std::ptr::null()) });
    }
}
