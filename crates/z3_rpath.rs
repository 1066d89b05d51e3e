//! Build script of every crate whose binaries or tests link Z3 (`build = "../z3_rpath.rs"`).
//!
//! effigy links Z3 in-process through `z3-sys`: by default the system's libz3 (Debian's
//! libz3-dev, Z3 4.8.12). Another libz3 is linked with `Z3_NO_PKG_CONFIG=1
//! Z3_LIBRARY_PATH_OVERRIDE=DIR` (pkg-config would put the system's directory first), e.g. the
//! Z3 5.4.1 that `make deps` copies into `.deps/z3/lib` from PyPI's `z3-solver` wheel. A
//! library outside the loader's paths needs an rpath in each executable that links it, and a
//! build script's link arguments reach only its own crate's executables: hence this script,
//! shared by those crates.
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-env-changed=Z3_LIBRARY_PATH_OVERRIDE");
    let Ok(dir) = std::env::var("Z3_LIBRARY_PATH_OVERRIDE") else { return };
    let lib = Path::new(&dir).join("libz3.so");
    println!("cargo:rerun-if-changed={}", lib.display());
    if lib.exists() {
        println!("cargo:rustc-link-arg=-Wl,-rpath,{dir}");
    }
}
