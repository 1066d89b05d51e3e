//! Bit-fields against gcc: random structs mixing bit-fields of every width and type (named,
//! unnamed, zero-width) with ordinary members; the program stores values that do not fit,
//! applies compound assignments, and hashes the struct's bytes, its size and the fields read
//! back. `effigy run` must compute gcc's hash, in both data models: the layout (gcc's System
//! V rules), the sign extension of signed bit-fields, the modular stores and the bits left
//! untouched must all agree.

#[allow(dead_code)]
mod gen;

use std::fmt::Write as _;
use std::process::Command;

const TYPES: [(&str, i64); 8] = [
    ("char", 8),
    ("signed char", 8),
    ("unsigned char", 8),
    ("short", 16),
    ("unsigned short", 16),
    ("int", 32),
    ("unsigned", 32),
    ("_Bool", 1),
];

fn program(seed: u64) -> String {
    let mut r = gen::Rng::new(seed);
    let mut members = String::new();
    let mut named = Vec::new();
    for i in 0..r.range(2, 7) {
        let (t, bits) = r.pick(&TYPES);
        if r.chance(20) {
            let _ = writeln!(members, "  {t} m{i};");
            named.push(format!("m{i}"));
        } else if r.chance(12) {
            let w = if r.chance(50) { 0 } else { r.range(1, bits) };
            let _ = writeln!(members, "  {t} : {w};");
        } else {
            let _ = writeln!(members, "  {t} m{i} : {};", r.range(1, bits));
            named.push(format!("m{i}"));
        }
    }
    let mut body = String::new();
    for m in &named {
        let _ = writeln!(body, "  s.{m} = {};", r.range(-300, 300));
    }
    for m in &named {
        if r.chance(50) {
            let _ = writeln!(body, "  s.{m} += {};", r.range(-5, 5));
        }
    }
    let mut reads = String::new();
    for m in &named {
        let _ = writeln!(reads, "  h = h * 7 + s.{m};");
    }
    format!(
        "struct S {{\n{members}}};\nint main(void) {{\n  struct S s;\n  unsigned char *b = (unsigned char *)&s;\n  \
         for (unsigned i = 0; i < sizeof s; i++) b[i] = (unsigned char)(i * 37 + 11);\n{body}  \
         long h = (long)sizeof s * 1000;\n  for (unsigned i = 0; i < sizeof s; i++) h = h * 31 + b[i];\n{reads}  \
         h &= 0x7fffffff;\n#ifdef NATIVE\n  __builtin_printf(\"%ld\\n\", h);\n#endif\n  return (int)h;\n}}\n"
    )
}

#[test]
fn bit_fields_are_laid_out_read_and_written_as_gcc_does() {
    let dir = std::env::temp_dir().join(format!("effigy-bitfields-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut checked = 0;
    let mut failures = Vec::new();
    for seed in 0..120u64 {
        let (arch, model) = if seed % 3 == 2 { ("-m64", "LP64") } else { ("-m32", "ILP32") };
        let src = dir.join(format!("s{seed}.c"));
        std::fs::write(&src, program(seed)).unwrap();
        let exe = dir.join(format!("s{seed}"));
        let cc = Command::new("gcc").args([arch, "-w", "-fwrapv", "-DNATIVE", "-o"]).arg(&exe).arg(&src).output().expect("gcc runs");
        assert!(cc.status.success(), "gcc rejects seed {seed}: {}", String::from_utf8_lossy(&cc.stderr));
        let native = String::from_utf8_lossy(&Command::new(&exe).output().expect("runs").stdout).trim().to_string();
        let out = Command::new(env!("CARGO_BIN_EXE_effigy"))
            .args(["run", src.to_str().unwrap(), "--data-model", model])
            .output()
            .expect("effigy runs");
        // The summary is on standard error (standard output is the program's).
        let text = String::from_utf8_lossy(&out.stderr);
        if !text.lines().any(|l| l == format!("outcome: return {native}")) {
            failures.push(format!("seed {seed} ({model}): gcc {native}, effigy:\n{text}{}", String::from_utf8_lossy(&out.stderr)));
        }
        checked += 1;
    }
    std::fs::remove_dir_all(&dir).ok();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(checked, 120);
}
