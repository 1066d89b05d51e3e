//! Concrete evaluation of a term under a model: used by model reuse, and by the engines to
//! check a model against a path condition. Bit-vectors evaluate to their unsigned value,
//! booleans to 0/1, integers to themselves; `None` when a symbol has no value.

use crate::float;
use std::collections::HashMap;

use crate::solver::Model;
use crate::term::{mask, Op, Sort, TermData, TermId, TermStore};

pub fn eval(store: &TermStore, t: TermId, model: &Model) -> Option<i128> {
    let mut memo = HashMap::new();
    eval_memo(store, t, model, &mut memo)
}

fn signed(w: u32, v: i128) -> i128 {
    let v = (v as u128 as u64 & mask(w)) as i128;
    if (v >> (w - 1)) & 1 == 1 {
        v - (1i128 << w)
    } else {
        v
    }
}

fn eval_memo(s: &TermStore, t: TermId, m: &Model, memo: &mut HashMap<TermId, Option<i128>>) -> Option<i128> {
    if let Some(v) = memo.get(&t) {
        return *v;
    }
    let v = eval_term(s, t, m, memo);
    memo.insert(t, v);
    v
}

fn eval_term(s: &TermStore, t: TermId, m: &Model, memo: &mut HashMap<TermId, Option<i128>>) -> Option<i128> {
    let width = |x: TermId| match s.sort(x) {
        Sort::BitVec(w) => w,
        _ => 0,
    };
    match s.get(t) {
        TermData::Bool(b) => Some(*b as i128),
        TermData::Bv { value, .. } => Some(*value as i128),
        TermData::Int(v) => Some(*v),
        TermData::Symbol(..) => m.get(t),
        TermData::ConstArray(..) => None,
        TermData::App(op, args) => {
            let args = args.clone();
            let mut ev = |i: usize| eval_memo(s, args[i], m, memo);
            let w = width(t).max(if args.is_empty() { 0 } else { width(args[0]) });
            let mk = |v: i128| Some(((v as u128) as u64 & mask(w)) as i128);
            Some(match op {
                Op::Not => 1 - ev(0)?,
                Op::And => {
                    for i in 0..args.len() {
                        if ev(i)? == 0 {
                            return Some(0);
                        }
                    }
                    1
                }
                Op::Or => {
                    for i in 0..args.len() {
                        if ev(i)? != 0 {
                            return Some(1);
                        }
                    }
                    0
                }
                Op::Eq => (ev(0)? == ev(1)?) as i128,
                Op::Ite => {
                    if ev(0)? != 0 {
                        ev(1)?
                    } else {
                        ev(2)?
                    }
                }
                Op::BvAdd => {
                    let mut acc: i128 = 0;
                    for i in 0..args.len() {
                        acc = acc.wrapping_add(ev(i)?);
                    }
                    return mk(acc);
                }
                Op::BvMul => {
                    let mut acc: u64 = 1;
                    for i in 0..args.len() {
                        acc = acc.wrapping_mul(ev(i)? as u64);
                    }
                    return mk(acc as i128);
                }
                Op::BvUDiv => {
                    let (x, y) = (ev(0)?, ev(1)?);
                    return mk(if y == 0 { -1 } else { x / y });
                }
                Op::BvURem => {
                    let (x, y) = (ev(0)?, ev(1)?);
                    return mk(if y == 0 { x } else { x % y });
                }
                Op::BvSDiv => {
                    let (x, y) = (signed(w, ev(0)?), signed(w, ev(1)?));
                    return mk(if y == 0 {
                        if x < 0 {
                            1
                        } else {
                            -1
                        }
                    } else {
                        x / y
                    });
                }
                Op::BvSRem => {
                    let (x, y) = (signed(w, ev(0)?), signed(w, ev(1)?));
                    return mk(if y == 0 { x } else { x % y });
                }
                Op::BvShl => {
                    let (x, y) = (ev(0)?, ev(1)?);
                    return mk(if y >= w as i128 { 0 } else { ((x as u64) << y) as i128 });
                }
                Op::BvLShr => {
                    let (x, y) = (ev(0)?, ev(1)?);
                    return mk(if y >= w as i128 { 0 } else { x >> y });
                }
                Op::BvAShr => {
                    let (x, y) = (signed(w, ev(0)?), ev(1)?);
                    return mk(if y >= w as i128 {
                        if x < 0 {
                            -1
                        } else {
                            0
                        }
                    } else {
                        x >> y
                    });
                }
                Op::BvAnd => ev(0)? & ev(1)?,
                Op::BvOr => ev(0)? | ev(1)?,
                Op::BvXor => ev(0)? ^ ev(1)?,
                Op::BvNot => return mk(!ev(0)?),
                Op::BvUlt => (ev(0)? < ev(1)?) as i128,
                Op::BvUle => (ev(0)? <= ev(1)?) as i128,
                Op::BvSlt => {
                    let w0 = width(args[0]);
                    (signed(w0, ev(0)?) < signed(w0, ev(1)?)) as i128
                }
                Op::BvSle => {
                    let w0 = width(args[0]);
                    (signed(w0, ev(0)?) <= signed(w0, ev(1)?)) as i128
                }
                Op::Concat => {
                    let wl = width(args[1]);
                    let tw = width(t);
                    if tw > 64 {
                        return None;
                    }
                    (ev(0)? << wl) | ev(1)?
                }
                Op::Extract { hi, lo } => ((ev(0)? >> lo) as u128 as u64 & mask(hi - lo + 1)) as i128,
                Op::ZeroExt(_) => ev(0)?,
                Op::SignExt(_) => {
                    let w0 = width(args[0]);
                    let tw = width(t);
                    ((signed(w0, ev(0)?) as u128 as u64) & mask(tw)) as i128
                }
                Op::Select => return select(s, args[0], ev(1)?, m, memo),
                Op::Store => return None,
                Op::IntAdd => {
                    let mut acc: i128 = 0;
                    for i in 0..args.len() {
                        acc = acc.checked_add(ev(i)?)?;
                    }
                    acc
                }
                Op::IntMul => {
                    let mut acc: i128 = 1;
                    for i in 0..args.len() {
                        acc = acc.checked_mul(ev(i)?)?;
                    }
                    acc
                }
                Op::IntDiv => {
                    let (x, y) = (ev(0)?, ev(1)?);
                    if y == 0 {
                        return None;
                    }
                    x.div_euclid(y)
                }
                Op::IntMod => {
                    let (x, y) = (ev(0)?, ev(1)?);
                    if y == 0 {
                        return None;
                    }
                    x.rem_euclid(y)
                }
                Op::IntLt => (ev(0)? < ev(1)?) as i128,
                Op::IntLe => (ev(0)? <= ev(1)?) as i128,
                Op::Int2Bv(bits) => ((ev(0)? as u128 as u64) & mask(*bits)) as i128,
                // Models carry no interpretations of uninterpreted functions.
                Op::Apply(_) => return None,
                Op::Fp(a, f) => float::arith(*f, *a, ev(0)? as u64, ev(1)? as u64) as i128,
                Op::FpSqrt(f) => float::sqrt(*f, ev(0)? as u64) as i128,
                Op::FpRound(f, r) => float::round_integral(*f, *r, ev(0)? as u64) as i128,
                Op::FpLt(f) => float::lt(*f, ev(0)? as u64, ev(1)? as u64) as i128,
                Op::FpLe(f) => float::le(*f, ev(0)? as u64, ev(1)? as u64) as i128,
                Op::FpEq(f) => float::eq(*f, ev(0)? as u64, ev(1)? as u64) as i128,
                Op::FpIsNan(f) => float::is_nan(*f, ev(0)? as u64) as i128,
                Op::FpFromInt { fmt, signed } => float::from_int(*fmt, ev(0)? as u64, width(args[0]), *signed) as i128,
                Op::FpToInt { fmt, width, signed } => float::to_int(*fmt, ev(0)? as u64, *width, *signed) as i128,
                Op::FpConvert { from, to } => float::convert(*from, *to, ev(0)? as u64) as i128,
                Op::Bv2Int { signed: sg } => {
                    let w0 = width(args[0]);
                    if *sg {
                        signed(w0, ev(0)?)
                    } else {
                        ev(0)?
                    }
                }
            })
        }
    }
}

fn select(s: &TermStore, array: TermId, index: i128, m: &Model, memo: &mut HashMap<TermId, Option<i128>>) -> Option<i128> {
    let mut a = array;
    loop {
        match s.get(a) {
            TermData::ConstArray(_, v) => return eval_memo(s, *v, m, memo),
            TermData::App(Op::Store, args) => {
                let args = args.clone();
                if eval_memo(s, args[1], m, memo)? == index {
                    return eval_memo(s, args[2], m, memo);
                }
                a = args[0];
            }
            TermData::App(Op::Ite, args) => {
                let args = args.clone();
                a = if eval_memo(s, args[0], m, memo)? != 0 { args[1] } else { args[2] };
            }
            _ => return None,
        }
    }
}
