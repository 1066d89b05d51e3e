//! The effigy binary finds the Z3 library `make deps` unpacked into `.deps/z3/lib` (see
//! `.cargo/config.toml`) by its absolute path too, so that a copy of the binary elsewhere (a
//! benchmark directory) still loads it while the checkout exists.

fn main() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let lib = root.join(".deps/z3/lib");
    println!("cargo:rerun-if-changed={}", lib.display());
    if let Ok(abs) = lib.canonicalize() {
        println!("cargo:rustc-link-arg-bins=-Wl,-rpath,{}", abs.display());
    }
}
