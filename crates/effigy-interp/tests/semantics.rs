//! The interpreter's C semantics on programs written in the IR text form.

use effigy_interp::{run, Outcome, RunConfig};
use effigy_ir::parse::parse_program;

/// Runs `fn @main() -> i32` whose body is `body` (locals first), checking the IR verifier.
fn main_returning(decls: &str, body: &str, inputs: &[i128]) -> Outcome {
    let text = format!("effigy-ir ILP32\n{decls}\nfn @main() -> i32 {{\n{body}\n}}\n");
    let program = parse_program(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    effigy_ir::verify::verify_program(&program).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    run(&program, &RunConfig { inputs: inputs.to_vec(), ..Default::default() }).outcome
}

fn returns(expr: &str) -> Outcome {
    main_returning("", &format!("  entry L0 exit L1\n  L0 -> L1: return {expr}"), &[])
}

#[test]
fn division_truncates_toward_zero() {
    assert_eq!(returns("(-7i32 / 2i32)"), Outcome::Returned(Some(-3)));
    assert_eq!(returns("(-7i32 % 2i32)"), Outcome::Returned(Some(-1)));
    assert_eq!(returns("(7i32 % -2i32)"), Outcome::Returned(Some(1)));
    assert_eq!(returns("(i32)(4294967289u32 / 2u32)"), Outcome::Returned(Some(2147483644)));
}

#[test]
fn undefined_arithmetic_is_detected() {
    assert!(matches!(returns("(1i32 / 0i32)"), Outcome::Undefined { what, .. } if what == "division by zero"));
    assert!(matches!(returns("(-2147483648i32 / -1i32)"), Outcome::Undefined { what, .. } if what == "signed division overflow"));
    assert!(matches!(returns("(1i32 << 32i32)"), Outcome::Undefined { what, .. } if what == "shift out of range"));
    assert!(matches!(returns("(1i32 << -1i32)"), Outcome::Undefined { what, .. } if what == "shift out of range"));
}

#[test]
fn shifts_and_wrap_around() {
    assert_eq!(returns("(-16i32 >> 2i32)"), Outcome::Returned(Some(-4)));
    assert_eq!(returns("(i32)(4294967280u32 >> 2i32)"), Outcome::Returned(Some(1073741820)));
    assert_eq!(returns("(2147483647i32 + 1i32)"), Outcome::Returned(Some(-2147483648)));
    assert_eq!(returns("(i32)((u8)300i32)"), Outcome::Returned(Some(44)));
    assert_eq!(returns("(i32)((i8)200i32)"), Outcome::Returned(Some(-56)));
    assert_eq!(returns("(i32)((u16)(i8)-1i32)"), Outcome::Returned(Some(65535)));
    assert_eq!(returns("(i32)((bool)256i32)"), Outcome::Returned(Some(1)));
    assert_eq!(returns("(i32)(i64)-1i32"), Outcome::Returned(Some(-1)));
}

#[test]
fn inputs_convert_and_run_out() {
    let body = "  local %c: u8\n  local %x: i32\n  entry L0 exit L1\n  L0 -> L2: havoc %c input __VERIFIER_nondet_uchar\n  L2 -> L3: havoc %x input __VERIFIER_nondet_int\n  L3 -> L1: return ((i32)%c + %x)";
    assert_eq!(main_returning("", body, &[-1, 5]), Outcome::Returned(Some(260)));
    assert_eq!(main_returning("", body, &[3]), Outcome::Returned(Some(3)));
}

#[test]
fn assumptions_errors_and_termination() {
    let body = "  local %x: i32\n  entry L0 exit L1\n  L0 -> L2: havoc %x input __VERIFIER_nondet_int\n  L2 -> L3: assume (%x > 0i32)\n  L3 -> L4: assume (%x == 5i32)\n  L3 -> L5: assume !(%x == 5i32)\n  L4 -> L6: error reach_error\n  L5 -> L7: assume (%x == 6i32)\n  L5 -> L8: assume !(%x == 6i32)\n  L7 -> L9: abort\n  L8 -> L10: assume (%x == 7i32)\n  L8 -> L1: assume !(%x == 7i32)\n  L10 -> L11: exit 3i32";
    assert!(matches!(main_returning("", body, &[0]), Outcome::AssumeViolated { .. }));
    assert!(matches!(main_returning("", body, &[5]), Outcome::Error { .. }));
    assert!(matches!(main_returning("", body, &[6]), Outcome::Aborted { .. }));
    assert!(matches!(main_returning("", body, &[7]), Outcome::Exited { code: 3, .. }));
}

#[test]
fn structs_arrays_and_pointers() {
    let decls = "declare struct S\nstruct S { a: i32 @0, b: i8 @4 } size 8 align 4";
    let body = "  local %s: struct S\n  local %t: struct S\n  local %arr: [i32; 4]\n  local %p: ptr<i32>\n  entry L0 exit L1\n  L0 -> L2: %s = zero<struct S>\n  L2 -> L3: %s.b = 9i8\n  L3 -> L4: %t = %s\n  L4 -> L5: %arr[2i32] = 40i32\n  L5 -> L6: %p = &%arr[0i32]\n  L6 -> L7: *ptradd(%p, 4i32) = 2i32\n  L7 -> L1: return ((%arr[1i32] + %arr[2i32]) + (i32)%t.b)";
    assert_eq!(main_returning(decls, body, &[]), Outcome::Returned(Some(51)));
}

#[test]
fn memory_errors() {
    let oob = "  local %arr: [i32; 4]\n  entry L0 exit L1\n  L0 -> L1: return %arr[4i32]";
    assert!(matches!(main_returning("", oob, &[]), Outcome::Undefined { what, .. } if what == "out-of-bounds access"));
    let null = "  local %p: ptr<i32>\n  entry L0 exit L1\n  L0 -> L2: %p = null<i32>\n  L2 -> L1: return *%p";
    assert!(matches!(main_returning("", null, &[]), Outcome::Undefined { what, .. } if what == "null dereference"));
    let uaf = "  local %p: ptr<void>\n  local %q: ptr<i32>\n  entry L0 exit L1\n  L0 -> L2: alloc %p = malloc(4u32)\n  L2 -> L3: %q = (ptr<i32>)%p\n  L3 -> L4: free %p\n  L4 -> L1: return *%q";
    assert!(matches!(main_returning("", uaf, &[]), Outcome::Undefined { what, .. } if what == "use after free"));
    let double = "  local %p: ptr<void>\n  entry L0 exit L1\n  L0 -> L2: alloc %p = malloc(4u32)\n  L2 -> L3: free %p\n  L3 -> L4: free %p\n  L4 -> L1: return 0i32";
    assert!(matches!(main_returning("", double, &[]), Outcome::Undefined { what, .. } if what == "double free"));
}

#[test]
fn dangling_local_and_recursion() {
    let text = "effigy-ir ILP32\n\nfn @leak() -> ptr<i32> {\n  local %x: i32 addressed\n  entry L0 exit L1\n  L0 -> L1: return &%x\n}\n\nfn @fact(%n: i32) -> i32 {\n  temp %t: i32\n  entry L0 exit L1\n  L0 -> L2: assume (%n <= 1i32)\n  L0 -> L3: assume !(%n <= 1i32)\n  L2 -> L1: return 1i32\n  L3 -> L4: call %t = @fact((%n - 1i32))\n  L4 -> L1: return (%n * %t)\n}\n\nfn @main() -> i32 {\n  temp %p: ptr<i32>\n  temp %f: i32\n  entry L0 exit L1\n  L0 -> L2: call %f = @fact(5i32)\n  L2 -> L3: assume (%f == 120i32)\n  L2 -> L4: assume !(%f == 120i32)\n  L4 -> L1: return 0i32\n  L3 -> L5: call %p = @leak()\n  L5 -> L1: return *%p\n}\n";
    let program = parse_program(text).unwrap();
    effigy_ir::verify::verify_program(&program).unwrap();
    let r = run(&program, &RunConfig::default());
    assert!(matches!(r.outcome, Outcome::Undefined { ref what, .. } if what == "use of a dead local"), "{:?}", r.outcome);
}

#[test]
fn limits_end_runs() {
    let body = "  entry L0 exit L1\n  L0 -> L2: skip\n  L2 -> L0: skip";
    let text = format!("effigy-ir ILP32\n\nfn @main() -> i32 {{\n{body}\n}}\n");
    let program = parse_program(&text).unwrap();
    let r = run(&program, &RunConfig { max_steps: 1000, ..Default::default() });
    assert_eq!(r.outcome, Outcome::Limit("step limit 1000 reached".into()));
}
