//! Engine-level tests of produce, consume and exec on hand-built chunk heaps: the worked example
//! of Section 3.3 (SPEC §3), the symbolic states of Figure 9 (SPEC §8.4), and the rules' key
//! properties (self-framing, separation, consume' evaluating in the original heap, untouched).

use effigy_frames::exec::{Ctx, Exec};
use effigy_frames::state::{Chunk, Heap, PathCondition, State, Store};
use effigy_frames::syntax::{Body, StmtKind};
use effigy_frames::{prepare, Options, Prepared};
use effigy_smt::{Sort, TermId};

const FIGURE_9: &str = "
class Cell {
  int x;

  Cell(int v)
    ensures valid() * getX() = v;
    { x := v; close valid(); use getX(); }

  void setX(int v)
    requires valid();
    ensures valid() * getX() = v;
    { open valid(); x := v; close valid(); use getX(); }

  predicate valid()
    { return acc(this.x); }

  pure int getX()
    requires valid();
    { return opening valid() in x; }
}
Cell a := new Cell(0);
Cell b := new Cell(0);
close a.valid();
open a.valid();
use a.getX();
";

fn core() -> Options {
    Options { infer: false, ..Options::default() }
}

fn field(ex: &Exec, receiver: TermId, value: TermId) -> Chunk {
    let _ = ex;
    Chunk::Field { receiver, field: "Cell.x".into(), value }
}

fn not_null(ex: &mut Exec, t: TermId) -> TermId {
    let null = ex.voc.null;
    let eq = ex.terms.eq(t, null);
    ex.terms.not(eq)
}

fn rendered_heap(ex: &Exec, st: &State) -> String {
    st.heap.render(&ex.terms).join(", ")
}

fn prepared(src: &str) -> Prepared {
    prepare(src).unwrap_or_else(|d| panic!("{d:?}"))
}

#[test]
fn section_3_3_worked_example_close_open_use() {
    let prep = prepared(FIGURE_9);
    let mut ex = Exec::new(&prep, core());
    let t1 = ex.terms.fresh_symbol("t1", Sort::Int);
    let t2 = ex.terms.fresh_symbol("t2", Sort::Int);
    let t3 = ex.terms.fresh_symbol("t3", Sort::Int);
    let heap = Heap::default().with(field(&ex, t1, t3)).with(field(&ex, t2, t3));
    let mut pc = PathCondition::default();
    for f in [not_null(&mut ex, t1), not_null(&mut ex, t2)] {
        pc = pc.add(&mut ex.terms, &ex.voc, f);
    }
    let eq = ex.terms.eq(t1, t2);
    let ne = ex.terms.not(eq);
    pc = pc.add(&mut ex.terms, &ex.voc, ne);
    let sigma = State { heap, store: Store::default().bind("a", t1).bind("b", t2), pc, ..State::default() };
    let main = &prep.program.main;
    assert!(matches!(main[2].kind, StmtKind::Close(_)));

    // exec close a.valid();  ⇒  ({t1.valid[fromRef(t3)](), t2.x ↦ t3}, …)
    let mut after_close = Vec::new();
    ex.exec_seq(sigma.clone(), &main[2..3], &mut |_, s| {
        after_close.push(s);
        Ok(())
    })
    .unwrap();
    assert_eq!(after_close.len(), 1);
    let sigma1 = after_close.pop().unwrap();
    assert_eq!(rendered_heap(&ex, &sigma1), "t2.x ↦ t3, t1.valid[fromRef(t3)]()");

    // exec open a.valid();  ⇒  σ again (t1.x ↦ toRef(fromRef(t3)) = t3)
    let mut after_open = Vec::new();
    ex.exec_seq(sigma1.clone(), &main[3..4], &mut |_, s| {
        after_open.push(s);
        Ok(())
    })
    .unwrap();
    assert_eq!(rendered_heap(&ex, &after_open[0]), "t2.x ↦ t3, t1.x ↦ t3");

    // in σ': exec use a.getX();  adds  Cell.getX(fromRef(t3), t1) = t3
    let mut after_use = Vec::new();
    ex.exec_seq(sigma1.clone(), &main[4..5], &mut |_, s| {
        after_use.push(s);
        Ok(())
    })
    .unwrap();
    let facts = after_use[0].pc.render(&ex.terms);
    assert!(facts.iter().any(|f| f == "Cell.getX(fromRef(t3), t1) = t3" || f == "t3 = Cell.getX(fromRef(t3), t1)"), "{facts:?}");
    assert_eq!(rendered_heap(&ex, &after_use[0]), rendered_heap(&ex, &sigma1), "use changes no chunk");

    // With σ (no valid() chunk) the use fails: getX's precondition is not held.
    let r = ex.exec_seq(sigma, &main[4..5], &mut |_, _| Ok(()));
    let f = r.unwrap_err();
    assert!(f.message.contains("no predicate instance valid()"), "{}", f.message);
}

#[test]
fn figure_9_symbolic_states_of_set_x() {
    let prep = prepared(FIGURE_9);
    let mut ex = Exec::new(&prep, core());
    let t = ex.terms.fresh_symbol("t", Sort::Int);
    let tv = ex.terms.fresh_symbol("tv", Sort::Int);
    let ts = ex.voc.fresh_snap(&mut ex.terms, "ts");
    let valid = Chunk::Pred { receiver: t, pred: "Cell.valid".into(), args: Vec::new().into(), snap: ts };
    let heap = Heap::default().with(valid);
    let nn = not_null(&mut ex, t);
    let pc = PathCondition::default().add(&mut ex.terms, &ex.voc, nn);
    let start = State { heap: heap.clone(), old: heap, store: Store::default().bind("this", t).bind("v", tv), pc, ..State::default() };
    let Body::Stmts(body) = &prep.method("Cell", "setX").body else { panic!() };
    let expected = [
        ("t.x ↦ toRef(ts)", vec!["t ≠ null"]),
        ("t.x ↦ tv", vec!["t ≠ null"]),
        ("t.valid[fromRef(tv)]()", vec!["t ≠ null"]),
        ("t.valid[fromRef(tv)]()", vec!["t ≠ null", "Cell.getX(fromRef(tv), t) = tv"]),
    ];
    let mut st = start;
    for (i, (heap, pc)) in expected.iter().enumerate() {
        let mut next = Vec::new();
        ex.exec_seq(st, &body[i..i + 1], &mut |_, s| {
            next.push(s);
            Ok(())
        })
        .unwrap();
        assert_eq!(next.len(), 1);
        st = next.pop().unwrap();
        assert_eq!(rendered_heap(&ex, &st), *heap, "heap after statement {}", i + 1);
        assert_eq!(st.old.render(&ex.terms), vec!["t.valid[ts]()".to_string()], "the old heap is the entry heap");
        let facts: Vec<String> = st
            .pc
            .render(&ex.terms)
            .into_iter()
            .map(|f| f.replace("tv = Cell.getX(fromRef(tv), t)", "Cell.getX(fromRef(tv), t) = tv"))
            .collect();
        assert_eq!(facts, *pc, "path condition after statement {}", i + 1);
    }
}

const PAIR: &str = "
class C {
  int x;
  C other;
  void sep(C a, C b) requires a ≠ null * b ≠ null * acc(a.x) * acc(b.x); ensures true; { }
  void dup() requires acc(x) * acc(x); ensures true; { }
  void unframed() requires x = 1 * acc(x); ensures true; { }
  void readAfter(int v) requires acc(x) * x = v; ensures true; { }
  void keep() requires acc(x); ensures untouched(acc(x)); { }
}
";

fn entry(ex: &mut Exec, params: &[&str]) -> (State, Vec<TermId>) {
    let mut store = Store::default();
    let mut pc = PathCondition::default();
    let mut ts = Vec::new();
    for p in params {
        let t = ex.terms.fresh_symbol(p, Sort::Int);
        store = store.bind(p, t);
        let nn = not_null(ex, t);
        if *p == "this" {
            pc = pc.add(&mut ex.terms, &ex.voc, nn);
        }
        ts.push(t);
    }
    (State { store, pc, ..State::default() }, ts)
}

#[test]
fn produce_adds_disequalities_between_chunks_of_one_assertion() {
    let prep = prepared(PAIR);
    let mut ex = Exec::new(&prep, core());
    let (st, ts) = entry(&mut ex, &["this", "a", "b"]);
    let s = ex.fresh_snap();
    let ctx = Ctx::new("test", None);
    let pre = prep.pre("C", "sep");
    let mut out = Vec::new();
    ex.produce(&st, s, pre, &ctx, &mut |_, st2| {
        out.push(st2);
        Ok(())
    })
    .unwrap();
    assert_eq!(out.len(), 1);
    let heap = rendered_heap(&ex, &out[0]);
    assert!(heap.contains("a.x ↦ toRef(second(first(s)))") && heap.contains("b.x ↦ toRef(second(s))"), "{heap}");
    let eq = ex.terms.eq(ts[1], ts[2]);
    let ne = ex.terms.not(eq);
    assert!(out[0].pc.contains(ne), "P-Acc adds a ≠ b: {:?}", out[0].pc.render(&ex.terms));
}

#[test]
fn produce_of_a_duplicated_permission_prunes_the_path() {
    let prep = prepared(PAIR);
    let mut ex = Exec::new(&prep, core());
    let (st, _) = entry(&mut ex, &["this"]);
    let s = ex.fresh_snap();
    let mut reached = false;
    ex.produce(&st, s, prep.pre("C", "dup"), &Ctx::new("test", None), &mut |_, _| {
        reached = true;
        Ok(())
    })
    .unwrap();
    assert!(!reached, "acc(x) * acc(x) is false: the continuation never runs");
}

#[test]
fn produce_sees_only_the_chunks_of_its_own_assertion() {
    let prep = prepared(PAIR);
    let mut ex = Exec::new(&prep, core());
    let (st, ts) = entry(&mut ex, &["this"]);
    // Even with this.x held already, `x = 1 * acc(x)` reads x before its own acc.
    let v = ex.terms.int_const(7);
    let st = State { heap: Heap::default().with(Chunk::Field { receiver: ts[0], field: "C.x".into(), value: v }), ..st };
    let s = ex.fresh_snap();
    let r = ex.produce(&st, s, prep.pre("C", "unframed"), &Ctx::new("test", None), &mut |_, _| Ok(()));
    let f = r.unwrap_err();
    assert!(f.message.contains("insufficient permission to read this.x"), "{}", f.message);
}

#[test]
fn consume_removes_chunks_but_evaluates_in_the_original_heap() {
    let prep = prepared(PAIR);
    let mut ex = Exec::new(&prep, core());
    let (st, ts) = entry(&mut ex, &["this", "v"]);
    let chunk = Chunk::Field { receiver: ts[0], field: "C.x".into(), value: ts[1] };
    let other = Chunk::Field { receiver: ts[1], field: "C.x".into(), value: ts[1] };
    let st = State { heap: Heap::default().with(other).with(chunk), ..st };
    let mut out = Vec::new();
    // acc(x) * x = v: the read of x after the chunk was removed still succeeds.
    ex.consume(&st, prep.pre("C", "readAfter"), &Ctx::new("test", None), &mut |ex, st2, snap| {
        out.push((rendered_heap(ex, &st2), ex.terms.display(snap).to_string()));
        Ok(())
    })
    .unwrap();
    assert_eq!(out, vec![("v.x ↦ v".to_string(), "combine(fromRef(v), unit())".to_string())]);
}

#[test]
fn consume_of_a_missing_permission_fails_with_the_conjunct() {
    let prep = prepared(PAIR);
    let mut ex = Exec::new(&prep, core());
    let (st, _) = entry(&mut ex, &["this", "v"]);
    let r = ex.consume(&st, prep.pre("C", "readAfter"), &Ctx::new("precondition of c.readAfter(v)", None), &mut |_, _, _| Ok(()));
    let f = r.unwrap_err();
    assert_eq!(f.message, "precondition of c.readAfter(v) may not hold: insufficient permission for this.x");
    assert_eq!(f.kind.name(), "missing-chunk");
}

#[test]
fn produce_of_untouched_assumes_and_consume_checks_equal_snapshots() {
    let prep = prepared(PAIR);
    let mut ex = Exec::new(&prep, core());
    let (st, ts) = entry(&mut ex, &["this"]);
    let (old_v, new_v) = (ex.terms.fresh_symbol("old_v", Sort::Int), ex.terms.fresh_symbol("new_v", Sort::Int));
    let old = Heap::default().with(Chunk::Field { receiver: ts[0], field: "C.x".into(), value: old_v });
    let now = Heap::default().with(Chunk::Field { receiver: ts[0], field: "C.x".into(), value: new_v });
    let post = prep.post("C", "keep");
    // Consuming untouched(acc(x)) with a changed value fails ...
    let st_changed = State { heap: now.clone(), old: old.clone(), ..st.clone() };
    let f = ex.consume(&st_changed, post, &Ctx::new("postcondition", None), &mut |_, _, _| Ok(())).unwrap_err();
    assert_eq!(f.kind.name(), "untouched-violated");
    // ... and producing it (at a call site: accumulated heap = the new chunk) assumes old_v = new_v.
    let st_call = State { heap: Heap::default(), old, ..st };
    let mut facts = Vec::new();
    let acc_then_untouched =
        effigy_frames::prepare("class C { int x; void keep() requires acc(x); ensures acc(x) * untouched(acc(x)); { } }").unwrap();
    let s = ex.fresh_snap();
    ex.produce(&st_call, s, acc_then_untouched.post("C", "keep"), &Ctx::new("test", None), &mut |ex, st2| {
        facts = st2.pc.render(&ex.terms);
        Ok(())
    })
    .unwrap();
    assert!(facts.iter().any(|f| f.contains("fromRef(old_v)") && f.contains("first(s")), "{facts:?}");
    let _ = now;
}
