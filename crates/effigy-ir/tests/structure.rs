//! The IR's structural invariants: what the verifier rejects (each rule it states) and what
//! `compact` does to a CFA (skip chains contracted, unreachable locations dropped, DFS
//! numbering, loop heads at the targets of back edges).

use effigy_ir::parse::parse_program;
use effigy_ir::verify::verify_program;
use effigy_ir::{EdgeKind, LocId, Program};

fn program(body: &str) -> Program {
    let text = format!("effigy-ir ILP32\nfn @main() -> i32 {{\n  local %x: i32\n{body}\n}}\n");
    parse_program(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn violations(body: &str) -> Vec<String> {
    match verify_program(&program(body)) {
        Ok(()) => Vec::new(),
        Err(e) => e,
    }
}

#[test]
fn complementary_branches_are_accepted() {
    let v = violations(
        "  entry L0 exit L3\n  L0 -> L1: assume (%x < 0i32)\n  L0 -> L2: assume !(%x < 0i32)\n  L1 -> L3: return 1i32\n  L2 -> L3: return 0i32",
    );
    assert!(v.is_empty(), "{v:?}");
    // A lone assumption is a __VERIFIER_assume.
    let v = violations("  entry L0 exit L2\n  L0 -> L1: assume (%x < 0i32)\n  L1 -> L2: return 1i32");
    assert!(v.is_empty(), "{v:?}");
}

#[test]
fn branches_that_are_not_complementary_are_rejected() {
    // x == 0 takes neither edge: a state would vanish.
    let v = violations(
        "  entry L0 exit L3\n  L0 -> L1: assume (%x < 0i32)\n  L0 -> L2: assume (%x > 0i32)\n  L1 -> L3: return 1i32\n  L2 -> L3: return 0i32",
    );
    assert!(v.iter().any(|e| e.contains("not a complementary pair")), "{v:?}");
    // A non-assume edge beside a branch.
    let v = violations("  entry L0 exit L2\n  L0 -> L1: %x = 1i32\n  L0 -> L1: skip\n  L1 -> L2: return 1i32");
    assert!(v.iter().any(|e| e.contains("not a complementary pair")), "{v:?}");
}

#[test]
fn misplaced_returns_errors_and_ill_typed_edges_are_rejected() {
    let v = violations("  entry L0 exit L2\n  L0 -> L1: return 1i32\n  L1 -> L2: return 0i32");
    assert!(v.iter().any(|e| e.contains("return must go to the exit")), "{v:?}");
    let v = violations("  entry L0 exit L3\n  L0 -> L1: error __assert_fail\n  L1 -> L3: return 0i32");
    assert!(v.iter().any(|e| e.contains("must lead to a location without outgoing edges")), "{v:?}");
    // A call of reach_error goes on to what follows it (under properties that do not ask for it).
    let v = violations("  entry L0 exit L3\n  L0 -> L1: error reach_error\n  L1 -> L2: abort");
    assert!(v.is_empty(), "{v:?}");
    let v = violations("  entry L0 exit L2\n  L0 -> L1: assume %x\n  L1 -> L2: return 0i32");
    assert!(!v.is_empty(), "an integer assumption must be rejected");
}

#[test]
fn compact_contracts_skips_drops_unreachable_locations_and_marks_loop_heads() {
    // L0 -skip-> L1 -skip-> L2 (loop head: L2 <-> L3), L4 unreachable.
    let mut p = program(
        "  entry L0 exit L6\n  L0 -> L1: skip\n  L1 -> L2: skip\n  L2 -> L3: assume (%x < 10i32)\n  L2 -> L5: assume !(%x < 10i32)\n  L3 -> L2: %x = (%x + 1i32)\n  L4 -> L5: %x = 7i32\n  L5 -> L6: return %x",
    );
    let f = &mut p.functions[0];
    f.compact();
    verify_program(&p).unwrap();
    let f = &p.functions[0];
    // The chain L0 -> L1 -> L2 becomes one skip out of the entry (which has no incoming edge
    // to redirect); L1 and the unreachable L4 are gone.
    let skips: Vec<_> = f.edges.iter().filter(|e| matches!(e.kind, EdgeKind::Skip)).collect();
    assert_eq!(skips.len(), 1, "skip chains are contracted");
    assert_eq!(skips[0].from, f.entry);
    assert_eq!(f.num_locs(), 5);
    assert_eq!(f.entry, LocId(0), "DFS numbering starts at the entry");
    let heads: Vec<LocId> = (0..f.num_locs() as u32).map(LocId).filter(|&l| f.is_loop_head(l)).collect();
    assert_eq!(heads.len(), 1, "one loop head: {heads:?}");
    // The loop head is where both assumptions leave from.
    assert_eq!(f.out_edges(heads[0]).len(), 2);
}

/// Coverage goals survive `compact`: a goal location that only skips onward (an `if` without
/// `else`) becomes the edges that led into it, renumbered; a goal behind unreachable code has
/// no edge.
#[test]
fn compact_keeps_coverage_goals_as_the_edges_into_them() {
    use effigy_ir::{EdgeKind, Expr, Function, Span, TypeTable};
    let mut f = Function::new("f".into(), TypeTable::VOID, Span::NONE);
    let (then_loc, else_loc, join, dead) = (f.new_loc(), f.new_loc(), f.new_loc(), f.new_loc());
    let c = Expr::bool_const(true);
    let taken = f.add_edge(f.entry, then_loc, EdgeKind::Assume(c.clone()), Span::NONE);
    let not_taken = f.add_edge(f.entry, else_loc, EdgeKind::Assume(c.not()), Span::NONE);
    f.add_edge(then_loc, join, EdgeKind::Skip, Span::NONE);
    f.add_edge(else_loc, join, EdgeKind::Skip, Span::NONE);
    f.add_edge(join, f.exit, EdgeKind::Return(None), Span::NONE);
    f.add_edge(dead, join, EdgeKind::Skip, Span::NONE);
    f.add_goal(then_loc, Span::NONE);
    f.add_goal(else_loc, Span::NONE);
    f.add_goal(dead, Span::NONE);
    let kinds = |f: &Function, g: usize| -> Vec<EdgeKind> { f.goals[g].edges.iter().map(|&e| f.edge(e).kind.clone()).collect() };
    let (k_taken, k_not) = (f.edge(taken).kind.clone(), f.edge(not_taken).kind.clone());
    f.compact();
    assert_eq!(f.goals.len(), 3);
    assert_eq!(kinds(&f, 0), vec![k_taken]);
    assert_eq!(kinds(&f, 1), vec![k_not]);
    assert!(f.goals[2].edges.is_empty(), "{:?}", f.goals[2]);
}
