//! Function pointers. A function whose address the program takes gets a one-byte *code
//! object* (a global nothing else names), and its address is that object's address converted
//! to the function's pointer type — so function pointers are ordinary pointers to every
//! engine: they are stored, compared, merged and converted like any other. A call through a
//! pointer becomes, once every function body is lowered (and so every address-taking is
//! known), a dispatch over the functions of a compatible type whose address is taken:
//! `p == &f₁ → call f₁`, else `p == &f₂ → call f₂`, …, else undefined behaviour (C11
//! 6.5.2.2p9: a call through a pointer to no function of the called type).

use crate::syntax as c;
use crate::syntax::{Node, Span as CSpan};
use effigy_ir::{BinOp, EdgeKind, Expr, ExprKind, FuncId, HavocOrigin, LocId, TypeData, TypeId, TypeTable, VarId};

use super::{FnBuilder, FnDecl, FnSig, LResult, Lowerer};

/// A call through a function pointer, dispatched once all bodies are lowered.
pub(crate) struct IndirectCall {
    func: FuncId,
    from: LocId,
    to: LocId,
    target: Expr,
    args: Vec<Expr>,
    dest: Option<Expr>,
    /// The pointer's function type.
    fn_ty: TypeId,
    span: CSpan,
}

/// Functions effigy implements itself (they have no code to point to).
const BUILTINS: &[&str] = &[
    "reach_error",
    "__VERIFIER_error",
    "__VERIFIER_assume",
    "__VERIFIER_assert",
    "__assert_fail",
    "__assert_perror_fail",
    "__assert",
    "assert",
    "abort",
    "exit",
    "_exit",
    "_Exit",
    "malloc",
    "alloca",
    "__builtin_alloca",
    "calloc",
    "free",
    "__effigy_alloc_size",
    "__builtin_expect",
    "setjmp",
    "_setjmp",
    "__builtin_setjmp",
    "sigsetjmp",
    "__sigsetjmp",
    "longjmp",
    "_longjmp",
    "__builtin_longjmp",
    "siglongjmp",
];

impl Lowerer<'_> {
    /// The function type of a declarator's signature (unprototyped: variadic, no parameters).
    pub(crate) fn fn_type(&mut self, sig: &FnSig) -> TypeId {
        let params = if sig.prototyped { sig.params.iter().map(|p| p.1).collect() } else { Vec::new() };
        self.p.types.function(sig.ret, params, sig.variadic || !sig.prototyped)
    }

    fn fn_type_of_decl(&mut self, d: &FnDecl) -> TypeId {
        let params = if d.prototyped { d.params.clone() } else { Vec::new() };
        self.p.types.function(d.ret, params, d.variadic || !d.prototyped)
    }

    /// The value of the function designator `fns[idx]`: a pointer to its code object.
    pub(crate) fn function_address(&mut self, idx: usize, span: CSpan) -> LResult<Expr> {
        let decl = self.fns[idx].clone();
        let name = decl.name.as_str();
        if !decl.defined() && (BUILTINS.contains(&name) || name.starts_with("__VERIFIER_nondet_") || super::math::is_math_builtin(name)) {
            return Err(self.unsupported(span, &format!("taking the address of '{name}', which effigy implements itself")));
        }
        if self.is_aggregate(decl.ret) {
            return Err(self.unsupported(span, &format!("a pointer to '{name}', which returns a struct or union")));
        }
        let code = match self.fn_objects.iter().find(|(i, _)| *i == idx) {
            Some(&(_, v)) => v,
            None => {
                let v = self.new_global(&format!("{name}$code"), TypeTable::I8);
                self.p.vars[v.0 as usize].address_taken = true;
                if let Some(&a) = self.fn_aligns.get(name) {
                    self.p.alignments.push((v, a));
                }
                self.fn_objects.push((idx, v));
                // Its body is lowered (if it has one) whatever calls it.
                self.function_id(idx);
                v
            }
        };
        let fn_ty = self.fn_type_of_decl(&decl);
        Ok(self.code_address(code, fn_ty))
    }

    fn code_address(&mut self, code: VarId, fn_ty: TypeId) -> Expr {
        let byte_ptr = self.p.types.pointer(TypeTable::I8);
        let addr = Expr::new(byte_ptr, ExprKind::AddrOf(Box::new(Expr::var(TypeTable::I8, code))));
        let ptr = self.p.types.pointer(fn_ty);
        addr.cast(ptr)
    }

    /// A call whose callee is an expression of function-pointer type.
    pub(crate) fn indirect_call(
        &mut self,
        callee: &Node<c::Expression>,
        args: &[Node<c::Expression>],
        span: CSpan,
        want_value: bool,
    ) -> LResult<Option<Expr>> {
        let p = self.rvalue(callee)?;
        let fn_ty = match self.p.types.pointee(p.ty) {
            Some(t) if self.p.types.is_function(t) => t,
            _ => {
                return Err(
                    self.error(callee.span, format!("called object of type {} is not a function or function pointer", self.ty_name(p.ty)))
                )
            }
        };
        let TypeData::Function { ret, params, variadic } = self.p.types.get(fn_ty).clone() else { unreachable!() };
        let unprototyped = variadic && params.is_empty();
        if self.is_aggregate(ret) {
            return Err(self.unsupported(span, "calls through pointers to functions that return a struct or union"));
        }
        if variadic && !unprototyped && args.len() < params.len() {
            return Err(
                self.error(span, format!("the function pointer's type takes at least {} arguments, {} given", params.len(), args.len()))
            );
        }
        if !variadic && args.len() != params.len() {
            return Err(self.error(span, format!("the function pointer's type takes {} arguments, {} given", params.len(), args.len())));
        }
        let target = self.temp(p.ty, span)?;
        self.emit(EdgeKind::Assign { lhs: target.clone(), rhs: p }, span)?;
        let mut values = Vec::with_capacity(args.len());
        // A variadic function's extra arguments go to its argument area (`variadic.rs`); from
        // the last argument to the first, as gcc does on x86.
        let named = if variadic && !unprototyped { params.len() } else { args.len() };
        let area = if named < args.len() || (variadic && !unprototyped) { Some(self.variadic_area(&args[named..], span)?) } else { None };
        for (i, a) in args[..named].iter().enumerate().rev() {
            let v = match self.vla_argument(a) {
                Some(p) => p,
                None => self.rvalue(a)?,
            };
            if self.is_aggregate(v.ty) {
                return Err(self.unsupported(a.span, "struct or union arguments of calls through pointers"));
            }
            let v = if unprototyped { self.promote(v) } else { self.convert(v, params[i], a.span)? };
            let t = self.temp(v.ty, a.span)?;
            self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: v }, a.span)?;
            values.push(t);
        }
        values.reverse();
        values.extend(area);
        // An unused value is not read (C11 6.9.1p12: only its use is undefined).
        let dest = if ret == TypeTable::VOID || !want_value { None } else { Some(self.temp(ret, span)?) };
        let from = self.cur();
        let to = self.new_loc();
        self.set_cur(to);
        let func = self.fb.as_ref().expect("inside a function").id;
        self.indirect_calls.push(IndirectCall { func, from, to, target, args: values, dest: dest.clone(), fn_ty, span });
        Ok(if want_value { dest } else { None })
    }

    /// Builds the dispatch of every call through a pointer (after all bodies are lowered).
    pub(crate) fn dispatch_indirect_calls(&mut self) -> LResult<()> {
        for ic in std::mem::take(&mut self.indirect_calls) {
            let f = std::mem::replace(
                &mut self.p.functions[ic.func.0 as usize],
                effigy_ir::Function::new(String::new(), TypeTable::VOID, effigy_ir::Span::NONE),
            );
            self.fb = Some(FnBuilder::resume(ic.func, f, ic.from));
            let r = self.dispatch(&ic);
            let fb = self.fb.take().expect("the builder of the dispatch");
            self.p.functions[ic.func.0 as usize] = fb.f;
            r?;
        }
        Ok(())
    }

    fn dispatch(&mut self, ic: &IndirectCall) -> LResult<()> {
        let TypeData::Function { ret, params: _, variadic } = self.p.types.get(ic.fn_ty).clone() else { unreachable!() };
        let unprototyped = variadic;
        let mut at = ic.from;
        for (idx, code) in self.fn_objects.clone() {
            let decl = self.fns[idx].clone();
            // The arguments as the candidate takes them, if its type is compatible.
            // An old-style definition called with more arguments than it has parameters: gcc
            // evaluates them and the body never reads them (as for a direct call).
            let extra_ok = decl.old_style && ic.args.len() >= decl.params.len();
            let same_type = self.fn_type_of_decl(&decl) == ic.fn_ty;
            let args: Vec<Expr> = if same_type && decl.old_style && extra_ok {
                ic.args[..decl.params.len()].to_vec()
            } else if same_type && !decl.old_style {
                ic.args.clone()
            } else if unprototyped
                && decl.ret == ret
                && (decl.prototyped || decl.old_style)
                && !decl.variadic
                && (decl.params.len() == ic.args.len() || extra_ok)
            {
                let mut converted = Vec::new();
                for (a, &pty) in ic.args.iter().zip(&decl.params) {
                    if self.is_aggregate(pty) {
                        break;
                    }
                    converted.push(if a.ty == pty { a.clone() } else { a.clone().cast(pty) });
                }
                if converted.len() != decl.params.len() {
                    continue;
                }
                converted
            } else {
                continue;
            };
            let fn_ptr = self.code_address(code, ic.fn_ty);
            let hit = Expr::binary(TypeTable::BOOL, BinOp::Eq, ic.target.clone(), fn_ptr);
            let (yes, no) = (self.new_loc(), self.new_loc());
            self.edge(at, yes, EdgeKind::Assume(hit.clone()), ic.span);
            self.edge(at, no, EdgeKind::Assume(hit.not()), ic.span);
            self.set_cur(yes);
            if matches!(decl.name.as_str(), "reach_error" | "__VERIFIER_error") {
                // The error functions are the property whatever their body, called directly or
                // through a pointer.
                self.emit_final(Self::error_edge(&decl.name), ic.span)?;
                at = no;
                continue;
            }
            match self.fns[idx].id {
                Some(callee) => self.emit(EdgeKind::Call { dest: ic.dest.clone(), callee, args }, ic.span)?,
                None => {
                    // Declared, never defined: an unknown external function.
                    self.emit(EdgeKind::Extern { name: decl.name.clone(), args, ret: decl.ret }, ic.span)?;
                    // (Its return type is the pointer's: `dest` has it.)
                    // Its result is an input, read even when unused (as every external call's).
                    let d = match &ic.dest {
                        Some(d) => Some(d.clone()),
                        None if decl.ret != TypeTable::VOID => Some(self.temp(decl.ret, ic.span)?),
                        None => None,
                    };
                    if let Some(d) = d {
                        self.emit(EdgeKind::Havoc { lhs: d, origin: HavocOrigin::Input(decl.name.clone()) }, ic.span)?;
                    }
                }
            }
            self.jump(ic.to, ic.span);
            at = no;
        }
        let end = self.new_loc();
        let why = format!("call through a function pointer that points to no function of type {}", self.p.types.display(ic.fn_ty));
        self.edge(at, end, EdgeKind::Undefined(why), ic.span);
        Ok(())
    }
}
