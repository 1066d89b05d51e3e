//! Statements: blocks, branches, loops, `switch`, jumps and `return`.

use crate::syntax as c;
use crate::syntax::{Node, Span as CSpan};
use effigy_ir::{BinOp, EdgeKind, Expr, ExprKind, HavocOrigin, TypeTable};

use super::{LResult, Lowerer, SwitchCtx};

impl Lowerer<'_> {
    pub(crate) fn block_item(&mut self, item: &Node<c::BlockItem>) -> LResult<()> {
        match &item.node {
            c::BlockItem::Declaration(d) => self.local_declaration(d),
            c::BlockItem::StaticAssert(s) => self.static_assert(s),
            c::BlockItem::Statement(s) => self.statement(s),
        }
    }

    pub(crate) fn statement(&mut self, s: &Node<c::Statement>) -> LResult<()> {
        let span = s.span;
        match &s.node {
            c::Statement::Compound(items) => {
                self.push_scope();
                let r = items.iter().try_for_each(|i| self.block_item(i));
                self.pop_scope();
                r
            }
            c::Statement::Expression(None) => Ok(()),
            c::Statement::Expression(Some(e)) => self.effect(e),
            c::Statement::If(i) => {
                let (lt, lf, join) = (self.new_loc(), self.new_loc(), self.new_loc());
                self.cond(&i.node.condition, lt, lf)?;
                // Both sides are goals, the else side also where the source has no `else` — but
                // not an `else if`, whose inner `if` has its own goals (TestCov, which labels
                // the branches it finds, counts none there).
                self.goal(lt, i.node.then_statement.span);
                if !i.node.else_statement.as_ref().is_some_and(|e| matches!(e.node, c::Statement::If(_))) {
                    self.goal(lf, i.node.else_statement.as_ref().map_or(span, |e| e.span));
                }
                self.set_cur(lt);
                self.statement(&i.node.then_statement)?;
                self.jump(join, span);
                self.set_cur(lf);
                if let Some(e) = &i.node.else_statement {
                    self.statement(e)?;
                }
                self.jump(join, span);
                self.set_cur(join);
                Ok(())
            }
            c::Statement::While(w) => {
                let (head, body, exit) = (self.new_loc(), self.new_loc(), self.new_loc());
                self.jump(head, span);
                self.set_cur(head);
                self.cond(&w.node.expression, body, exit)?;
                self.goal(body, w.node.statement.span);
                self.goal(exit, span);
                self.set_cur(body);
                self.loop_body(&w.node.statement, exit, head)?;
                self.jump(head, span);
                self.set_cur(exit);
                Ok(())
            }
            c::Statement::DoWhile(d) => {
                let (body, test, exit) = (self.new_loc(), self.new_loc(), self.new_loc());
                self.jump(body, span);
                self.set_cur(body);
                self.loop_body(&d.node.statement, exit, test)?;
                self.jump(test, span);
                self.set_cur(test);
                self.cond(&d.node.expression, body, exit)?;
                // The body of a do-while always runs: only its exit is a goal.
                self.goal(exit, span);
                self.set_cur(exit);
                Ok(())
            }
            c::Statement::For(f) => {
                self.push_scope();
                let r = self.for_loop(f, span);
                self.pop_scope();
                r
            }
            c::Statement::Switch(sw) => self.switch(sw, span),
            c::Statement::Labeled(l) => self.labeled(l, span),
            c::Statement::Goto(label) => {
                let target = self.label_loc(&label.node.name, label.span, false);
                // Through a pad that havocs what the jump brings into scope (resolved when the
                // function ends: the label may come later).
                let pad = self.new_loc();
                self.jump(pad, span);
                let live = self.live_vars();
                self.fb.as_mut().unwrap().gotos.push(super::PendingJump { pad, target, live, span });
                Ok(())
            }
            c::Statement::Continue => {
                let Some(&target) = self.fb.as_ref().unwrap().continues.last() else {
                    return Err(self.error(span, "'continue' statement not in loop statement"));
                };
                let live_from = *self.fb.as_ref().unwrap().lifetimes.continue_live.last().unwrap();
                self.leave_blocks(live_from, span)?;
                self.jump(target, span);
                Ok(())
            }
            c::Statement::Break => {
                let Some(&target) = self.fb.as_ref().unwrap().breaks.last() else {
                    return Err(self.error(span, "'break' statement not in loop or switch statement"));
                };
                let live_from = *self.fb.as_ref().unwrap().lifetimes.break_live.last().unwrap();
                self.leave_blocks(live_from, span)?;
                self.jump(target, span);
                Ok(())
            }
            c::Statement::Return(value) => self.return_statement(value.as_deref(), span),
            c::Statement::Asm(a) => self.asm_statement(a, span),
            c::Statement::GotoComputed(e) => {
                let v = self.scalar(e)?;
                if !self.p.types.is_pointer(v.ty) {
                    return Err(self.error(e.span, "'goto *' needs a pointer"));
                }
                let t = self.temp(v.ty, span)?;
                self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: v }, span)?;
                let from = self.cur();
                let live = self.live_vars();
                let dead = self.new_loc();
                self.set_cur(dead);
                self.fb.as_mut().unwrap().computed_gotos.push((from, t, live, span));
                Ok(())
            }
        }
    }

    fn loop_body(&mut self, body: &Node<c::Statement>, brk: effigy_ir::LocId, cont: effigy_ir::LocId) -> LResult<()> {
        self.push_break(brk);
        let fb = self.fb.as_mut().unwrap();
        fb.continues.push(cont);
        fb.lifetimes.continue_live.push(fb.live.len());
        let r = self.statement(body);
        self.pop_break();
        let fb = self.fb.as_mut().unwrap();
        fb.continues.pop();
        fb.lifetimes.continue_live.pop();
        r
    }

    fn for_loop(&mut self, f: &Node<c::ForStatement>, span: CSpan) -> LResult<()> {
        match &f.node.initializer.node {
            c::ForInitializer::Empty => {}
            c::ForInitializer::Expression(e) => self.effect(e)?,
            c::ForInitializer::Declaration(d) => self.local_declaration(d)?,
            c::ForInitializer::StaticAssert(s) => self.static_assert(s)?,
        }
        let (head, body, step, exit) = (self.new_loc(), self.new_loc(), self.new_loc(), self.new_loc());
        self.jump(head, span);
        self.set_cur(head);
        match &f.node.condition {
            Some(c) => self.cond(c, body, exit)?,
            None => self.jump(body, span),
        }
        self.goal(body, f.node.statement.span);
        self.goal(exit, span);
        self.set_cur(body);
        self.loop_body(&f.node.statement, exit, step)?;
        self.jump(step, span);
        self.set_cur(step);
        if let Some(e) = &f.node.step {
            self.effect(e)?;
        }
        self.jump(head, span);
        self.set_cur(exit);
        Ok(())
    }

    /// `switch`: the body is lowered first, collecting the case labels; then a chain of tests
    /// at the dispatch location jumps to them in order.
    fn switch(&mut self, sw: &Node<c::SwitchStatement>, span: CSpan) -> LResult<()> {
        let v = self.scalar(&sw.node.expression)?;
        if !(self.p.types.is_int(v.ty) || v.ty == effigy_ir::TypeTable::BOOL) {
            return Err(self.error(sw.node.expression.span, "switch quantity is not an integer"));
        }
        let v = self.promote(v);
        let ty = v.ty;
        // The controlling value is fixed before the body runs.
        let value = if v.as_const().is_some() {
            v
        } else {
            let t = self.temp(ty, span)?;
            self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: v }, span)?;
            t
        };
        let dispatch = self.cur();
        let dispatch_live = self.live_vars();
        let exit = self.new_loc();
        let body_start = self.new_loc();
        self.set_cur(body_start);
        self.fb.as_mut().unwrap().switches.push(SwitchCtx { ty, cases: Vec::new(), default: None });
        self.push_break(exit);
        let r = self.statement(&sw.node.statement);
        self.pop_break();
        let ctx = self.fb.as_mut().unwrap().switches.pop().unwrap();
        r?;
        self.jump(exit, span);
        let mut at = dispatch;
        for (lo, hi, label) in ctx.cases {
            // The dispatch jumps into the body: past declarations before the label.
            let target = self.new_loc();
            self.jump_into_scope(target, label, &dispatch_live, span)?;
            let test = if lo == hi {
                let k = self.const_of(ty, lo);
                Expr::binary(TypeTable::BOOL, BinOp::Eq, value.clone(), k)
            } else {
                let (klo, khi) = (self.const_of(ty, lo), self.const_of(ty, hi));
                let ge = Expr::binary(TypeTable::BOOL, BinOp::Ge, value.clone(), klo);
                let le = Expr::binary(TypeTable::BOOL, BinOp::Le, value.clone(), khi);
                Expr::binary(TypeTable::BOOL, BinOp::And, ge, le)
            };
            let test = super::expr::fold(&self.p.types, test);
            let next = self.new_loc();
            match test.as_const() {
                Some(1) => {
                    self.edge(at, target, EdgeKind::Skip, span);
                    at = next; // unreachable from here on
                    continue;
                }
                Some(_) => {
                    self.edge(at, next, EdgeKind::Skip, span);
                }
                None => {
                    self.edge(at, target, EdgeKind::Assume(test.clone()), span);
                    self.edge(at, next, EdgeKind::Assume(test.not()), span);
                }
            }
            at = next;
        }
        match ctx.default {
            Some(label) => {
                let target = self.new_loc();
                self.jump_into_scope(target, label, &dispatch_live, span)?;
                self.edge(at, target, EdgeKind::Skip, span);
            }
            None => self.edge(at, exit, EdgeKind::Skip, span),
        }
        self.set_cur(exit);
        Ok(())
    }

    fn labeled(&mut self, l: &Node<c::LabeledStatement>, span: CSpan) -> LResult<()> {
        let target = match &l.node.label.node {
            c::Label::Identifier(id) => self.label_loc(&id.node.name, id.span, true),
            c::Label::Default => {
                let loc = self.new_loc();
                let Some(ctx) = self.fb.as_mut().unwrap().switches.last_mut() else {
                    return Err(self.error(span, "'default' statement not in switch statement"));
                };
                if ctx.default.is_some() {
                    return Err(self.error(span, "multiple default labels in one switch"));
                }
                ctx.default = Some(loc);
                loc
            }
            c::Label::Case(e) => {
                let k = self.case_value(e)?;
                self.add_case(k, k, span)?
            }
            c::Label::CaseRange(r) => {
                let lo = self.case_value(&r.node.low)?;
                let hi = self.case_value(&r.node.high)?;
                self.add_case(lo, hi, span)?
            }
        };
        if !matches!(l.node.label.node, c::Label::Identifier(_)) {
            self.goal(target, span);
        }
        self.mark_label_scope(target);
        // Fall through into the label.
        let cur = self.cur();
        self.edge(cur, target, EdgeKind::Skip, span);
        self.set_cur(target);
        self.statement(&l.node.statement)
    }

    fn case_value(&mut self, e: &Node<c::Expression>) -> LResult<i128> {
        let Some(ty) = self.fb.as_ref().unwrap().switches.last().map(|s| s.ty) else {
            return Err(self.error(e.span, "'case' statement not in switch statement"));
        };
        let k = self.constant_expression(e)?;
        // The case value is converted to the promoted type of the controlling expression.
        let it = self.p.types.as_int(ty).unwrap();
        Ok(it.value(k as u64))
    }

    fn add_case(&mut self, lo: i128, hi: i128, span: CSpan) -> LResult<effigy_ir::LocId> {
        let loc = self.new_loc();
        let ctx = self.fb.as_mut().unwrap().switches.last_mut().unwrap();
        if ctx.cases.iter().any(|&(a, b, _)| lo <= b && a <= hi) {
            return Err(self.error(span, "duplicate case value"));
        }
        ctx.cases.push((lo, hi, loc));
        Ok(loc)
    }

    /// The location of a label (created at its first mention).
    fn label_loc(&mut self, name: &str, span: CSpan, defining: bool) -> effigy_ir::LocId {
        let existing = self.fb.as_ref().unwrap().labels.get(name).copied();
        match existing {
            Some((loc, defined, first)) => {
                if defining {
                    self.fb.as_mut().unwrap().labels.insert(name.to_string(), (loc, true, first));
                    let _ = defined;
                }
                loc
            }
            None => {
                let loc = self.new_loc();
                self.fb.as_mut().unwrap().labels.insert(name.to_string(), (loc, defining, span));
                loc
            }
        }
    }

    fn return_statement(&mut self, value: Option<&Node<c::Expression>>, span: CSpan) -> LResult<()> {
        let ret = self.fb.as_ref().unwrap().f.ret;
        let v = match value {
            None => None,
            Some(e) if ret == TypeTable::VOID => {
                // `return f();` in a void function: allowed when f is void.
                let v = self.value(e)?;
                if v.ty != TypeTable::VOID {
                    return Err(self.error(span, "void function should not return a value"));
                }
                None
            }
            Some(e) => {
                let v = if self.is_aggregate(ret) { self.value(e)? } else { self.rvalue(e)? };
                if self.is_aggregate(ret) && v.ty != ret {
                    return Err(self.error(span, "returning a value of the wrong type"));
                }
                Some(self.convert(v, ret, span)?)
            }
        };
        let exit = self.fb.as_ref().unwrap().f.exit;
        self.note_scope_at_return(span);
        let cur = self.cur();
        self.edge(cur, exit, EdgeKind::Return(v), span);
        let dead = self.new_loc();
        self.set_cur(dead);
        Ok(())
    }
}

impl Lowerer<'_> {
    /// GNU `asm`: only an empty template (`asm volatile ("" : "+r" (x) : : "memory")`, what
    /// programs write as an optimisation barrier) has a meaning without a machine model, and
    /// it is exact: the inputs are evaluated; an output tied to an input (`"=r" (y) : "0" (x)`)
    /// receives its value; a read-write (`+`) or memory (`m`) output keeps its value; any other
    /// output is what the register held, indeterminate. Clobbers change nothing then. A
    /// template with instructions is unsupported.
    fn asm_statement(&mut self, a: &Node<c::AsmStatement>, span: CSpan) -> LResult<()> {
        let empty = |lw: &mut Self, t: &Node<c::StringLiteral>| -> LResult<bool> {
            let bytes = lw.string_bytes(&t.node, t.span)?;
            Ok(bytes.iter().all(|&b| b == 0 || b.is_ascii_whitespace()))
        };
        let ext = match &a.node {
            c::AsmStatement::GnuBasic(t) => {
                return if empty(self, t)? { Ok(()) } else { Err(self.unsupported(span, "inline assembly")) };
            }
            c::AsmStatement::GnuExtended(ext) => ext,
        };
        if !empty(self, &ext.template)? {
            return Err(self.unsupported(span, "inline assembly"));
        }
        let constraint = |lw: &mut Self, o: &Node<c::GnuAsmOperand>| -> LResult<String> {
            let bytes = lw.string_bytes(&o.node.constraints.node, o.node.constraints.span)?;
            Ok(String::from_utf8_lossy(&bytes).trim_end_matches('\0').to_string())
        };
        // The outputs' lvalues, evaluated first (as gcc does), then the inputs' values.
        let mut outputs = Vec::with_capacity(ext.outputs.len());
        for o in &ext.outputs {
            let c = constraint(self, o)?;
            let lv = self.lvalue(&o.node.variable_name)?;
            let held = if lv.is_lvalue() && !matches!(lv.kind, ExprKind::Var(_)) {
                // The place, computed once.
                let ptr = self.p.types.pointer(lv.ty);
                self.mark_address_taken(&lv);
                let t = self.temp(ptr, o.span)?;
                self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: Expr::new(ptr, ExprKind::AddrOf(Box::new(lv.clone()))) }, o.span)?;
                Expr::new(lv.ty, ExprKind::Deref(Box::new(t)))
            } else {
                lv
            };
            outputs.push((c, held, o.span));
        }
        let mut inputs = Vec::with_capacity(ext.inputs.len());
        for i in &ext.inputs {
            let c = constraint(self, i)?;
            let v = self.rvalue(&i.node.variable_name)?;
            let t = self.temp(v.ty, i.span)?;
            self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: v }, i.span)?;
            inputs.push((c, t));
        }
        for (k, (c, lv, ospan)) in outputs.into_iter().enumerate() {
            let tied = inputs.iter().find(|(ic, _)| ic.trim() == k.to_string() || ic.trim() == format!("%{k}"));
            if let Some((_, v)) = tied {
                let v = self.convert(v.clone(), lv.ty, ospan)?;
                self.emit(EdgeKind::Assign { lhs: lv, rhs: v }, ospan)?;
            } else if c.contains('+') || (c.contains('m') && !c.contains('r') && !c.contains('g')) {
                // Read and written back unchanged, or memory the template does not touch.
            } else {
                self.emit(EdgeKind::Havoc { lhs: lv, origin: HavocOrigin::Uninit }, ospan)?;
            }
        }
        Ok(())
    }

    /// The code block of the current function's label addresses (created at the first `&&l`).
    fn label_block(&mut self) -> effigy_ir::VarId {
        let fname = self.fb.as_ref().or(self.suspended_fb.as_ref()).expect("inside a function").f.name.clone();
        let name = format!("{fname}$labels");
        if let Some(v) = self.p.globals.iter().copied().find(|&g| self.p.var(g).name == name) {
            return v;
        }
        let ty = self.p.types.array(TypeTable::I8, LABEL_BLOCK);
        let v = self.new_global(&name, ty);
        self.p.vars[v.0 as usize].address_taken = true;
        v
    }

    /// `&&label` (GNU): a `void *` into the function's label block, one byte per label.
    pub(crate) fn label_address(&mut self, name: &str, span: CSpan) -> LResult<Expr> {
        if self.fb.is_none() && self.suspended_fb.is_none() {
            return Err(self.error(span, "the address of a label outside a function"));
        }
        let k = {
            let fb = self.fb.as_mut().or(self.suspended_fb.as_mut()).unwrap();
            match fb.label_addresses.iter().position(|l| l == name) {
                Some(k) => k,
                None => {
                    fb.label_addresses.push(name.to_string());
                    fb.label_addresses.len() - 1
                }
            }
        };
        if k as u64 >= LABEL_BLOCK {
            return Err(self.unsupported(span, &format!("more than {LABEL_BLOCK} labels whose address is taken in one function")));
        }
        // The label must exist: it is looked up (and reported if never defined) as goto's are.
        if self.fb.is_some() {
            self.label_loc(name, span, false);
        }
        let block = self.label_block();
        let ty = self.p.types.array(TypeTable::I8, LABEL_BLOCK);
        let idx = self.int_const(k as i128);
        let byte = Expr::new(TypeTable::I8, ExprKind::Index(Box::new(Expr::var(ty, block)), Box::new(idx)));
        let char_ptr = self.p.types.pointer(TypeTable::I8);
        let void_ptr = self.p.types.pointer(TypeTable::VOID);
        Ok(Expr::new(char_ptr, ExprKind::AddrOf(Box::new(byte))).cast(void_ptr))
    }

    /// Each `goto *e` of the function: to the label whose address `e` is (through the pad of
    /// an ordinary goto), undefined for any other address.
    pub(crate) fn dispatch_computed_gotos(&mut self) -> LResult<()> {
        let gotos = std::mem::take(&mut self.fb.as_mut().unwrap().computed_gotos);
        let labels = self.fb.as_ref().unwrap().label_addresses.clone();
        for (from, target, live, span) in gotos {
            let mut at = from;
            if !labels.is_empty() {
                let block = self.label_block();
                let ty = self.p.types.array(TypeTable::I8, LABEL_BLOCK);
                let char_ptr = self.p.types.pointer(TypeTable::I8);
                for (k, name) in labels.iter().enumerate() {
                    let dest = self.label_loc(name, span, false);
                    let idx = self.int_const(k as i128);
                    let byte = Expr::new(TypeTable::I8, ExprKind::Index(Box::new(Expr::var(ty, block)), Box::new(idx)));
                    let addr = Expr::new(char_ptr, ExprKind::AddrOf(Box::new(byte)));
                    let hit = Expr::binary(TypeTable::BOOL, BinOp::Eq, target.clone().cast(char_ptr), addr);
                    let (yes, no) = (self.new_loc(), self.new_loc());
                    self.edge(at, yes, EdgeKind::Assume(hit.clone()), span);
                    self.edge(at, no, EdgeKind::Assume(hit.not()), span);
                    self.fb.as_mut().unwrap().gotos.push(super::PendingJump { pad: yes, target: dest, live: live.clone(), span });
                    at = no;
                }
            }
            let end = self.new_loc();
            self.edge(at, end, EdgeKind::Undefined("computed goto to an address that is no label of this function".into()), span);
        }
        Ok(())
    }
}

/// The size of a function's label block (the most labels whose address it may take).
const LABEL_BLOCK: u64 = 1024;
