//! Records what a plugin and its host must share for the Rust ABI to match: the compiler (`rustc -V`), the target,
//! and a fingerprint of the interface's source (the engine, the core, the language crate and this crate): a plugin built against any
//! other source of them is refused at load time.

use std::hash::Hasher;
use std::path::{Path, PathBuf};

fn main() {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = std::process::Command::new(&rustc)
        .arg("-V")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|| "unknown".into());
    let target = std::env::var("TARGET").unwrap_or_else(|_| "unknown".into());
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into()));
    let mut files = Vec::new();
    for dir in ["src", "../engine/src", "../core/src", "../lang/src"] {
        let dir = manifest.join(dir);
        println!("cargo:rerun-if-changed={}", dir.display());
        collect(&dir, &mut files);
    }
    files.sort();
    // FNV-1a over every file's relative name and bytes: stable across runs and machines (unlike `DefaultHasher`).
    let mut hash = Fnv(0xcbf2_9ce4_8422_2325);
    for file in &files {
        let name = file.strip_prefix(&manifest).unwrap_or(file);
        hash.write(name.to_string_lossy().as_bytes());
        hash.write(&std::fs::read(file).unwrap_or_default());
    }
    println!("cargo:rustc-env=METRO_PLUGIN_RUSTC={version}");
    println!("cargo:rustc-env=METRO_PLUGIN_TARGET={target}");
    println!("cargo:rustc-env=METRO_PLUGIN_INTERFACE={:016x}", hash.finish());
    println!("cargo:rerun-if-env-changed=RUSTC");
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}
