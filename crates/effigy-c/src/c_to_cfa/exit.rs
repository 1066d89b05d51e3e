//! `atexit` (C11 7.22.4.2): the handlers the program registers run, in the reverse order of
//! registration, when it calls `exit` and when `main` returns (C11 5.1.2.2.3: as if by
//! `exit`). The registration and the running are the C library model's (`atexit`,
//! `__effigy_run_atexit` in `libc_model.c`); when the program calls the model's `atexit`, every
//! `Terminate(Exit)` edge of a call of `exit` and every `Return` of `main` becomes: the status
//! into a temporary, a call of `__effigy_run_atexit`, then the exit or return with the status.
//! `_exit` and `_Exit` do not run the handlers; neither does `abort`.

use effigy_ir::{EdgeId, EdgeKind, Expr, FuncId, Termination, VarInfo, VarKind};

use super::Lowerer;

impl Lowerer<'_> {
    /// The model's function that runs the handlers, when the program uses the model's `atexit`.
    fn atexit_runner(&self) -> Option<usize> {
        let a = self.linked_function("atexit")?;
        let model = &self.fns[a];
        // The model's definition (an included file's, lowered because it was called).
        if model.id.is_none() || model.deferred.is_none() {
            return None;
        }
        self.linked_function("__effigy_run_atexit")
    }

    /// Reserves the runner's CFA (queued for lowering) when atexit is used and it has none;
    /// whether it did.
    pub(crate) fn reserve_atexit_runner(&mut self) -> bool {
        match self.atexit_runner() {
            Some(r) if self.fns[r].id.is_none() => self.function_id(r).is_some(),
            _ => false,
        }
    }

    /// Routes the exits through the handlers (see the module's doc).
    pub(crate) fn run_atexit_handlers_at_exit(&mut self) {
        let Some(runner) = self.atexit_runner().and_then(|r| self.fns[r].id) else { return };
        let mut sites: Vec<(FuncId, EdgeId)> = std::mem::take(&mut self.exit_edges);
        if let Some(main) = self.p.function_by_name("main") {
            let f = self.p.function(main);
            for (i, e) in f.edges.iter().enumerate() {
                if matches!(e.kind, EdgeKind::Return(_)) {
                    sites.push((main, EdgeId(i as u32)));
                }
            }
        }
        for (fid, e) in sites {
            let f = &self.p.functions[fid.0 as usize];
            let edge = f.edges[e.0 as usize].clone();
            let span = f.span_of(e);
            let (value, rebuild): (Option<Expr>, fn(Option<Expr>) -> EdgeKind) = match edge.kind {
                EdgeKind::Terminate(Termination::Exit(code)) => {
                    (Some(code), |v| EdgeKind::Terminate(Termination::Exit(v.expect("a status"))))
                }
                EdgeKind::Return(v) => (v, EdgeKind::Return),
                _ => continue,
            };
            // The status is computed before the handlers run.
            let held = value.map(|v| {
                let name = format!("status.{}", e.0);
                let t = self.p.add_var(VarInfo { name, ty: v.ty, kind: VarKind::Temp(fid), address_taken: false });
                self.p.functions[fid.0 as usize].locals.push(t);
                (Expr::var(v.ty, t), v)
            });
            let f = &mut self.p.functions[fid.0 as usize];
            let (after_status, after_handlers) = (f.new_loc(), f.new_loc());
            let first = match &held {
                Some((t, v)) => EdgeKind::Assign { lhs: t.clone(), rhs: v.clone() },
                None => EdgeKind::Skip,
            };
            f.edges[e.0 as usize].kind = first;
            f.edges[e.0 as usize].to = after_status;
            f.add_edge(after_status, after_handlers, EdgeKind::Call { dest: None, callee: runner, args: Vec::new() }, span);
            f.add_edge(after_handlers, edge.to, rebuild(held.map(|(t, _)| t)), span);
        }
    }
}
