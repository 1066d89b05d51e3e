//! The loop structure of a function's CFA: back edges of a depth-first search from the entry,
//! natural loops, their nesting, and a topological order of the locations once back edges are
//! removed. Engines that unwind loops use it to count iterations per loop entry (an inner
//! loop's count restarts with each iteration of the loop around it) and to visit the unwound
//! program in an order where every join point is reached by all its paths before it is left
//! (bounded model checking merges states there).

use crate::cfa::{Function, LocId};

#[derive(Clone, Debug, Default)]
pub struct LoopInfo {
    /// Per location: its position in a reverse postorder of the depth-first search, a
    /// topological order of the CFA without its back edges. Locations the entry does not reach
    /// come after all others.
    pub topo: Vec<u32>,
    /// Per location: the heads of the natural loops that contain it, outermost first (a head
    /// is inside its own loop).
    pub enclosing: Vec<Vec<LocId>>,
    /// Per location: for a loop head, the heads of the loops strictly inside its loop; empty
    /// for other locations.
    pub nested: Vec<Vec<LocId>>,
    /// Per location: for a loop head, its natural loop (sorted); empty for other locations.
    pub body: Vec<Vec<LocId>>,
}

impl LoopInfo {
    pub fn of(f: &Function) -> LoopInfo {
        let n = f.num_locs();
        let mut preds: Vec<Vec<LocId>> = vec![Vec::new(); n];
        for e in &f.edges {
            preds[e.to.0 as usize].push(e.from);
        }
        // Depth-first search: back edges and the postorder.
        let mut state = vec![0u8; n];
        let mut post = Vec::with_capacity(n);
        let mut back: Vec<(LocId, LocId)> = Vec::new();
        if n > 0 {
            let mut stack: Vec<(LocId, usize)> = vec![(f.entry, 0)];
            state[f.entry.0 as usize] = 1;
            while let Some(&mut (l, ref mut i)) = stack.last_mut() {
                let outs = f.out_edges(l);
                if *i < outs.len() {
                    let to = f.edge(outs[*i]).to;
                    *i += 1;
                    match state[to.0 as usize] {
                        0 => {
                            state[to.0 as usize] = 1;
                            stack.push((to, 0));
                        }
                        1 => back.push((l, to)),
                        _ => {}
                    }
                } else {
                    state[l.0 as usize] = 2;
                    post.push(l);
                    stack.pop();
                }
            }
        }
        let mut topo = vec![u32::MAX; n];
        for (i, l) in post.iter().rev().enumerate() {
            topo[l.0 as usize] = i as u32;
        }
        let mut next = post.len() as u32;
        for t in topo.iter_mut().filter(|t| **t == u32::MAX) {
            *t = next;
            next += 1;
        }
        // Natural loops: the head and every location that reaches a back edge's source
        // without passing through the head.
        let mut body: Vec<Vec<LocId>> = vec![Vec::new(); n];
        for &(u, h) in &back {
            let mut inside = vec![false; n];
            for &l in &body[h.0 as usize] {
                inside[l.0 as usize] = true;
            }
            inside[h.0 as usize] = true;
            let mut work = vec![u];
            while let Some(l) = work.pop() {
                if inside[l.0 as usize] {
                    continue;
                }
                inside[l.0 as usize] = true;
                work.extend(preds[l.0 as usize].iter().copied());
            }
            body[h.0 as usize] = (0..n as u32).map(LocId).filter(|l| inside[l.0 as usize]).collect();
        }
        let heads: Vec<LocId> = (0..n as u32).map(LocId).filter(|h| !body[h.0 as usize].is_empty()).collect();
        let mut enclosing: Vec<Vec<LocId>> = vec![Vec::new(); n];
        for &h in &heads {
            for &l in &body[h.0 as usize] {
                enclosing[l.0 as usize].push(h);
            }
        }
        for e in enclosing.iter_mut() {
            e.sort_by_key(|h| (std::cmp::Reverse(body[h.0 as usize].len()), topo[h.0 as usize]));
        }
        let mut nested: Vec<Vec<LocId>> = vec![Vec::new(); n];
        for &h in &heads {
            let outer = &body[h.0 as usize];
            for &g in &heads {
                let inner = &body[g.0 as usize];
                // Strictly inside: a subset, and smaller (overlapping loops of an irreducible
                // CFA are not nested, so their counts never restart each other).
                if g != h && inner.len() < outer.len() && inner.iter().all(|l| outer.binary_search(l).is_ok()) {
                    nested[h.0 as usize].push(g);
                }
            }
        }
        LoopInfo { topo, enclosing, nested, body }
    }

    pub fn is_head(&self, l: LocId) -> bool {
        !self.body[l.0 as usize].is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfa::{EdgeKind, Span};
    use crate::types::TypeTable;

    fn skip(f: &mut Function, a: LocId, b: LocId) {
        f.add_edge(a, b, EdgeKind::Skip, Span::NONE);
    }

    #[test]
    fn nested_loops_are_found_with_their_bodies_and_order() {
        // 0 -> 1 (outer head) -> 2 (inner head) -> 3 -> 2 ; 2 -> 4 -> 1 ; 1 -> 5 (exit)
        let mut types = TypeTable::new(crate::types::DataModel::Ilp32);
        let void = types.intern(crate::types::TypeData::Void);
        let mut f = Function::new("f".into(), void, Span::NONE);
        let mut l: Vec<LocId> = vec![f.entry];
        l.extend((0..5).map(|_| f.new_loc()));
        skip(&mut f, l[0], l[1]);
        skip(&mut f, l[1], l[2]);
        skip(&mut f, l[1], l[5]);
        skip(&mut f, l[2], l[3]);
        skip(&mut f, l[2], l[4]);
        skip(&mut f, l[3], l[2]);
        skip(&mut f, l[4], l[1]);
        let info = LoopInfo::of(&f);
        assert!(info.is_head(l[1]) && info.is_head(l[2]));
        assert!(!info.is_head(l[0]) && !info.is_head(l[3]));
        assert_eq!(info.body[l[2].0 as usize], vec![l[2], l[3]]);
        assert_eq!(info.body[l[1].0 as usize], vec![l[1], l[2], l[3], l[4]]);
        assert_eq!(info.nested[l[1].0 as usize], vec![l[2]]);
        assert!(info.nested[l[2].0 as usize].is_empty());
        assert_eq!(info.enclosing[l[3].0 as usize], vec![l[1], l[2]]);
        assert_eq!(info.enclosing[l[4].0 as usize], vec![l[1]]);
        assert!(info.enclosing[l[5].0 as usize].is_empty());
        let t = |i: usize| info.topo[l[i].0 as usize];
        assert!(t(0) < t(1) && t(1) < t(2) && t(2) < t(3), "forward edges go up in the order");
        assert!(t(1) < t(5));
    }
}
