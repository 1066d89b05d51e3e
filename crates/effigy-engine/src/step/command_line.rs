//! The command line `main(argc, argv[, envp])` is given, as inputs (KLEE's POSIX model's
//! `--sym-args`): the initial state of a program whose `main` reads its parameters.

use effigy_ir::{FuncId, TypeData, TypeId};
use effigy_smt::{Op, Sort, TermId};

use super::{Executor, Place};
use crate::state::{Input, State};
use effigy_smt::Solver;

/// What `main`'s parameters are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandLine {
    /// `main` reads `argc` and never `argv`: `argc` is any value from 0 to `INT_MAX` (C11
    /// 5.1.2.2.1: nonnegative), `argv` a null pointer that no path reads.
    CountOnly,
    /// `argv[0]` is `program`, then the `concrete` arguments, then between `min` and `max`
    /// arguments of at most `max_len` bytes each, whose bytes are inputs; `argv[argc]` is null.
    Arguments { program: Vec<u8>, concrete: Vec<Vec<u8>>, min: u32, max: u32, max_len: u32 },
}

/// The name of the input that is `argc`.
pub const ARGC_INPUT: &str = "argc";

/// The name of the inputs that are the bytes of argument `k` (`argv[k]`).
pub fn argument_input(k: usize) -> String {
    format!("argv[{k}]")
}

impl<S: Solver> Executor<'_, S> {
    /// The state in which `entry` (`main`) starts with the command line `cl`. The inputs are
    /// `argc` first, then, for `Arguments`, the `max_len` bytes of each of the `max` symbolic
    /// arguments in order (also those beyond `argc`: a re-run reads the same sequence).
    /// Each symbolic argument is an object of `max_len + 1` bytes whose last is 0 (its string
    /// ends at its first 0); for each possible `argc` there is an array of exactly `argc + 1`
    /// pointers, and `argv` points to the one of `argc`'s value, so that reading beyond
    /// `argv[argc]` is out of bounds as in C. `envp`, when `main` has it, is an array holding
    /// only its terminating null pointer.
    pub fn command_line_state(&mut self, entry: FuncId, cl: &CommandLine) -> Result<State, String> {
        let params = self.program.function(entry).params.clone();
        if !(2..=3).contains(&params.len()) {
            return Err(format!("main has {} parameters: a command line is given to main(argc, argv[, envp])", params.len()));
        }
        let argc_ty = self.program.var(params[0]).ty;
        let argv_ty = self.program.var(params[1]).ty;
        let string_ty = self.program.types.pointee(argv_ty);
        let char_ty = string_ty.and_then(|s| self.program.types.pointee(s));
        let (Some(string_ty), Some(char_ty)) = (string_ty, char_ty) else {
            return Err("main's second parameter is not a char ** (argv)".into());
        };
        if !matches!(self.program.types.get(argc_ty), TypeData::Int(it) if it.bits == 32 && it.signed)
            || self.program.types.size_of(char_ty) != 1
        {
            return Err("main's parameters are not (int argc, char **argv)".into());
        }
        let mut state = self.globals_state(entry)?;
        let argc = self.fresh_scalar(&mut state, ARGC_INPUT, argc_ty);
        state.inputs.push_back_mut(Input { function: ARGC_INPUT.to_string(), ty: argc_ty, symbol: argc });
        let (lo, hi) = match cl {
            CommandLine::CountOnly => (0, i64::from(i32::MAX)),
            CommandLine::Arguments { concrete, min, max, .. } => {
                let fixed = 1 + concrete.len() as i64;
                (fixed + i64::from(*min), fixed + i64::from(*max))
            }
        };
        let range = {
            let (lo_t, hi_t) = (self.int_value(argc_ty, lo), self.int_value(argc_ty, hi));
            let above = self.le(lo_t, argc);
            let below = self.le(argc, hi_t);
            self.terms.and(above, below)
        };
        let origin = self.current;
        state.add_constraint(&self.terms, range, origin);
        let null = self.ptr_const(0);
        let argv = match cl {
            CommandLine::CountOnly => null,
            CommandLine::Arguments { program, concrete, min, max, max_len } => {
                let mut strings = Vec::with_capacity(1 + concrete.len() + *max as usize);
                strings.push(self.concrete_string(&mut state, char_ty, program, "argv[0]")?);
                for (i, text) in concrete.iter().enumerate() {
                    strings.push(self.concrete_string(&mut state, char_ty, text, &format!("argv[{}]", i + 1))?);
                }
                for i in 0..*max as usize {
                    let k = 1 + concrete.len() + i;
                    strings.push(self.symbolic_string(&mut state, char_ty, *max_len, &argument_input(k))?);
                }
                let ptr_size = self.program.types.size_of(string_ty);
                let ptr_align = self.program.types.align_of(string_ty);
                let mut argv = null;
                for count in (*min..=*max).rev() {
                    let n = 1 + concrete.len() + count as usize;
                    let zero = self.zero_contents();
                    let obj = state.memory.allocate(ptr_size * (n as u64 + 1), ptr_align, zero, false, format!("argv (argc = {n})"));
                    for (j, &s) in strings[..n].iter().enumerate() {
                        let off = self.ptr_const(j as u64 * ptr_size);
                        self.write(&mut state, Place::Memory(obj, off), string_ty, s).map_err(|_| "cannot build argv".to_string())?;
                    }
                    let base = state.memory.get(obj).base;
                    let base = self.ptr_const(base);
                    let this = self.int_value(argc_ty, n as i64);
                    let is = self.terms.eq(argc, this);
                    argv = self.terms.ite(is, base, argv);
                }
                argv
            }
        };
        // One possible argc: main gets it as a constant (the input still says it), so that argv
        // is one array and its reads need no case split on argc.
        let (argc, argv) = if lo == hi {
            let n = self.int_value(argc_ty, lo);
            let map = std::collections::HashMap::from([(argc, n)]);
            (n, self.terms.substitute(argv, &map))
        } else {
            (argc, argv)
        };
        let mut args = vec![argc, argv];
        if let (Some(_), false) = (params.get(2), self.program.environment.is_empty()) {
            // main's envp is empty, as the replay harness gives it; with --env's variables the
            // real envp would hold them.
            return Err("main(argc, argv, envp) with --env's variables is not modelled: read them with getenv".into());
        }
        if let Some(&envp) = params.get(2) {
            let ty = self.program.var(envp).ty;
            let Some(elem) = self.program.types.pointee(ty) else { return Err("main's third parameter is not a pointer (envp)".into()) };
            let zero = self.zero_contents();
            let size = self.program.types.size_of(elem);
            let obj = state.memory.allocate(size, self.program.types.align_of(elem), zero, false, "envp".into());
            let base = state.memory.get(obj).base;
            args.push(self.ptr_const(base));
        }
        self.enter(&mut state, entry, &args)?;
        Ok(state)
    }

    /// A constant of an integer type, in its sort.
    fn int_value(&mut self, ty: TypeId, v: i64) -> TermId {
        match self.sort_of(ty) {
            Sort::Int => self.terms.int_const(i128::from(v)),
            Sort::BitVec(w) => self.terms.bv_const(w, v as u64 & effigy_smt::term::mask(w)),
            other => panic!("no integer sort: {other:?}"),
        }
    }

    /// `a <= b` of two signed integers of one sort.
    fn le(&mut self, a: TermId, b: TermId) -> TermId {
        match self.terms.sort(a) {
            Sort::Int => self.terms.int_op(Op::IntLe, a, b),
            _ => self.terms.apply(Op::BvSle, &[a, b]),
        }
    }

    /// A string object holding `text` and its terminating 0; its address.
    fn concrete_string(&mut self, state: &mut State, char_ty: TypeId, text: &[u8], name: &str) -> Result<TermId, String> {
        let zero = self.zero_contents();
        let obj = state.memory.allocate(text.len() as u64 + 1, 1, zero, false, name.to_string());
        for (j, &b) in text.iter().enumerate() {
            let off = self.ptr_const(j as u64);
            let v = self.int_value(char_ty, i64::from(b as i8));
            let v = if self.program.types.as_int(char_ty).is_some_and(|it| !it.signed) { self.int_value(char_ty, i64::from(b)) } else { v };
            self.write(state, Place::Memory(obj, off), char_ty, v).map_err(|_| format!("cannot build {name}"))?;
        }
        let base = state.memory.get(obj).base;
        Ok(self.ptr_const(base))
    }

    /// An object of `max_len + 1` bytes: `max_len` inputs named `name`, then 0; its address.
    /// The bytes after the string's first 0 are 0 too: what follows a string's end is no part
    /// of the command line (a real process has the next string there), so no path may depend
    /// on it being anything else.
    fn symbolic_string(&mut self, state: &mut State, char_ty: TypeId, max_len: u32, name: &str) -> Result<TermId, String> {
        let zero = self.zero_contents();
        let obj = state.memory.allocate(u64::from(max_len) + 1, 1, zero, false, name.to_string());
        let nul = self.int_value(char_ty, 0);
        let mut previous: Option<TermId> = None;
        for j in 0..u64::from(max_len) {
            let sym = self.fresh_scalar(state, &format!("{name}[{j}]"), char_ty);
            state.inputs.push_back_mut(Input { function: name.to_string(), ty: char_ty, symbol: sym });
            if let Some(p) = previous {
                let ended = self.terms.eq(p, nul);
                let still = self.terms.eq(sym, nul);
                let not_ended = self.terms.not(ended);
                let c = self.terms.or(not_ended, still);
                let origin = self.current;
                state.add_constraint(&self.terms, c, origin);
            }
            previous = Some(sym);
            let off = self.ptr_const(j);
            self.write(state, Place::Memory(obj, off), char_ty, sym).map_err(|_| format!("cannot build {name}"))?;
        }
        let base = state.memory.get(obj).base;
        Ok(self.ptr_const(base))
    }
}
