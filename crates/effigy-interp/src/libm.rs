//! The pure functions of `<math.h>` that the front end leaves as external calls (`sin`, `exp`,
//! `pow`, …), computed by the host's C library through Rust's `f64`/`f32` methods (on Linux,
//! glibc's libm: the functions gcc's program calls). Only for a concrete run: the analyses
//! treat these calls as unknown external functions.

use effigy_ir::{TypeData, TypeId, TypeTable};

/// The result bits of `name(args)` when it is one of these functions called with its
/// prototype's types (`double` arguments and result, or `float` for the `f` versions).
pub(crate) fn call(types: &TypeTable, name: &str, arg_types: &[TypeId], args: &[u64], ret: TypeId) -> Option<u64> {
    let is = |t: TypeId, k: u32| matches!(types.get(t), TypeData::Float(f) if f.bits() == k);
    let (base, bits) = match name.strip_suffix('f') {
        Some(b) if UNARY.contains(&b) || BINARY.contains(&b) => (b, 32),
        _ => (name, 64),
    };
    if !is(ret, bits) || !arg_types.iter().all(|&t| is(t, bits)) {
        return None;
    }
    let x = |i: usize| if bits == 32 { f32::from_bits(args[i] as u32) as f64 } else { f64::from_bits(args[i]) };
    let r = match (base, args.len()) {
        (_, 1) if UNARY.contains(&base) => {
            if bits == 32 {
                let a = f32::from_bits(args[0] as u32);
                return Some(unary32(base, a)?.to_bits() as u64);
            }
            unary64(base, x(0))?
        }
        (_, 2) if BINARY.contains(&base) => {
            if bits == 32 {
                let (a, b) = (f32::from_bits(args[0] as u32), f32::from_bits(args[1] as u32));
                return Some(binary32(base, a, b)?.to_bits() as u64);
            }
            binary64(base, x(0), x(1))?
        }
        _ => return None,
    };
    Some(r.to_bits())
}

const UNARY: &[&str] = &[
    "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "exp", "exp2", "expm1", "log", "log2",
    "log10", "log1p", "cbrt",
];
const BINARY: &[&str] = &["pow", "atan2", "hypot", "fmod"];

/// `unary64` and `unary32`: the same functions in each format (Rust's float methods, most of
/// which call the host's libm).
macro_rules! unary_functions {
    ($name:ident, $t:ty) => {
        fn $name(name: &str, a: $t) -> Option<$t> {
            Some(match name {
                "sin" => a.sin(),
                "cos" => a.cos(),
                "tan" => a.tan(),
                "asin" => a.asin(),
                "acos" => a.acos(),
                "atan" => a.atan(),
                "sinh" => a.sinh(),
                "cosh" => a.cosh(),
                "tanh" => a.tanh(),
                "asinh" => a.asinh(),
                "acosh" => a.acosh(),
                "atanh" => a.atanh(),
                "exp" => a.exp(),
                "exp2" => a.exp2(),
                "expm1" => a.exp_m1(),
                "log" => a.ln(),
                "log2" => a.log2(),
                "log10" => a.log10(),
                "log1p" => a.ln_1p(),
                "cbrt" => a.cbrt(),
                _ => return None,
            })
        }
    };
}
unary_functions!(unary64, f64);
unary_functions!(unary32, f32);

fn binary64(name: &str, a: f64, b: f64) -> Option<f64> {
    Some(match name {
        "pow" => a.powf(b),
        "atan2" => a.atan2(b),
        "hypot" => a.hypot(b),
        "fmod" => a % b,
        _ => return None,
    })
}

fn binary32(name: &str, a: f32, b: f32) -> Option<f32> {
    Some(match name {
        "pow" => a.powf(b),
        "atan2" => a.atan2(b),
        "hypot" => a.hypot(b),
        "fmod" => a % b,
        _ => return None,
    })
}
