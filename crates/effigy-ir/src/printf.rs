//! The digits of printf's floating conversions (`%f %F %e %E %g %G %a %A`) of a `double`, as
//! glibc prints them: the exact binary value rounded to the precision (to nearest, ties to
//! even), `inf`/`nan` (`-nan` for a negative NaN), at least two exponent digits. Width and
//! padding are the caller's (the C library model pads); the sign (`-`, or `+`/space as the
//! flags ask) is included. Shared by the interpreter and the symbolic step, so that both print
//! the same text.

/// printf's flags as the C library model passes them.
pub const FLAG_PLUS: i32 = 2;
pub const FLAG_SPACE: i32 = 4;
pub const FLAG_HASH: i32 = 8;

/// The text of `v` under the conversion `conv` (one of `fFeEgGaA`) with precision `prec`
/// (negative: not given) and `flags`.
pub fn format_double(v: f64, conv: u8, prec: i32, flags: i32) -> Vec<u8> {
    let upper = conv.is_ascii_uppercase();
    let mut out = String::new();
    if v.is_sign_negative() {
        out.push('-');
    } else if flags & FLAG_PLUS != 0 {
        out.push('+');
    } else if flags & FLAG_SPACE != 0 {
        out.push(' ');
    }
    let hash = flags & FLAG_HASH != 0;
    let a = v.abs();
    if v.is_nan() || v.is_infinite() {
        out.push_str(if v.is_nan() { "nan" } else { "inf" });
    } else {
        match conv.to_ascii_lowercase() {
            b'f' => out.push_str(&fixed(a, if prec < 0 { 6 } else { prec as usize }, hash)),
            b'e' => out.push_str(&exponential(a, if prec < 0 { 6 } else { prec as usize }, hash)),
            b'g' => out.push_str(&general(a, prec, hash)),
            b'a' => out.push_str(&hexadecimal(a, prec, hash)),
            _ => {}
        }
    }
    if upper {
        out = out.to_ascii_uppercase();
    }
    out.into_bytes()
}

/// `%.pf` of a non-negative finite value.
fn fixed(a: f64, p: usize, hash: bool) -> String {
    let mut s = format!("{a:.p$}");
    if p == 0 && hash {
        s.push('.');
    }
    s
}

/// `%.pe`: mantissa and an exponent of at least two digits.
fn exponential(a: f64, p: usize, hash: bool) -> String {
    let s = format!("{a:.p$e}");
    let (mantissa, exp) = s.split_once('e').expect("Rust's {:e} has an exponent");
    let exp: i32 = exp.parse().expect("a decimal exponent");
    let mut m = mantissa.to_string();
    if p == 0 && hash {
        m.push('.');
    }
    format!("{m}e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs())
}

/// `%g`: `%e` or `%f` by the exponent, trailing zeros removed unless `#`.
fn general(a: f64, prec: i32, hash: bool) -> String {
    let p = if prec < 0 {
        6
    } else if prec == 0 {
        1
    } else {
        prec as usize
    };
    // The exponent X of the %e form with precision P - 1.
    let e = format!("{a:.*e}", p - 1);
    let x: i64 = e.split_once('e').expect("an exponent").1.parse().expect("a decimal exponent");
    // glibc chooses the style by the exponent before rounding: with `#`, a value below 10^P
    // that rounds up to it (`%#g` of 999999.5) keeps the fixed style's 0 fraction digits in
    // the exponential one (`1.e+06`, where C asks for `1.00000e+06`); without `#` the
    // trailing zeros go anyway.
    let below = {
        let exact = format!("{a:.40e}");
        let x0: i64 = exact.split_once('e').expect("an exponent").1.parse().expect("a decimal exponent");
        x0 < x
    };
    let mut s = if (p as i64) > x && x >= -4 {
        fixed(a, (p as i64 - 1 - x) as usize, hash)
    } else if hash && below && x == p as i64 {
        exponential(a, 0, hash)
    } else {
        exponential(a, p - 1, hash)
    };
    if !hash {
        let (body, tail) = match s.find('e') {
            Some(i) => (s[..i].to_string(), s[i..].to_string()),
            None => (s.clone(), String::new()),
        };
        let body = if body.contains('.') { body.trim_end_matches('0').trim_end_matches('.').to_string() } else { body };
        s = body + &tail;
    }
    s
}

/// `%a`: `0x1.<hex digits>p<exponent>` (subnormals `0x0.…p-1022`, zero `0x0p+0`), the digits
/// rounded to `prec` (to nearest, ties to even) or all significant ones.
fn hexadecimal(a: f64, prec: i32, hash: bool) -> String {
    let bits = a.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let mut frac = bits & ((1u64 << 52) - 1);
    let (mut lead, exp) = if biased == 0 { (0u64, if frac == 0 { 0 } else { -1022 }) } else { (1u64, biased - 1023) };
    let mut digits = 13usize;
    if prec >= 0 && (prec as usize) < 13 {
        let drop = 4 * (13 - prec as usize) as u32;
        let rest = frac & ((1u64 << drop) - 1);
        let half = 1u64 << (drop - 1);
        frac >>= drop;
        // Ties go to the even last digit kept: the leading one when no fraction digit is.
        let odd = if prec == 0 { lead & 1 == 1 } else { frac & 1 == 1 };
        if rest > half || (rest == half && odd) {
            frac += 1;
            if frac >> (4 * prec as u32) != 0 {
                frac = 0;
                lead += 1;
            }
        }
        digits = prec as usize;
    }
    let mut hex = if digits == 0 { String::new() } else { format!("{frac:0digits$x}") };
    if prec < 0 {
        hex = hex.trim_end_matches('0').to_string();
    } else if prec as usize > 13 {
        hex.push_str(&"0".repeat(prec as usize - 13));
    }
    let point = if !hex.is_empty() || hash { "." } else { "" };
    format!("0x{lead}{point}{hex}p{}{}", if exp < 0 { '-' } else { '+' }, exp.abs())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(v: f64, conv: u8, prec: i32, flags: i32) -> String {
        String::from_utf8(format_double(v, conv, prec, flags)).unwrap()
    }

    #[test]
    fn glibc_texts() {
        // Each expected text is what glibc 2.36's printf prints.
        assert_eq!(f(0.125, b'f', 2, 0), "0.12");
        assert_eq!(f(1.5, b'f', 0, 0), "2");
        assert_eq!(f(1.5, b'f', 0, FLAG_HASH), "2.");
        assert_eq!(f(-0.0, b'f', -1, 0), "-0.000000");
        assert_eq!(f(3.0, b'f', -1, FLAG_PLUS), "+3.000000");
        assert_eq!(f(12345.678, b'e', -1, 0), "1.234568e+04");
        assert_eq!(f(1e-300, b'E', 2, 0), "1.00E-300");
        assert_eq!(f(100000.0, b'g', -1, 0), "100000");
        assert_eq!(f(1000000.0, b'g', -1, 0), "1e+06");
        assert_eq!(f(0.0001, b'g', -1, 0), "0.0001");
        assert_eq!(f(0.00001, b'g', -1, 0), "1e-05");
        assert_eq!(f(1.5, b'g', -1, FLAG_HASH), "1.50000");
        // glibc's choice when rounding carries into the exponential style.
        assert_eq!(f(999999.5, b'g', -1, FLAG_HASH), "1.e+06");
        assert_eq!(f(99.5, b'g', 2, FLAG_HASH), "1.e+02");
        assert_eq!(f(99.95, b'g', 3, FLAG_HASH), "100.");
        assert_eq!(f(9.999995, b'g', -1, FLAG_HASH), "10.0000");
        assert_eq!(f(0.0, b'g', 0, 0), "0");
        assert_eq!(f(f64::INFINITY, b'f', -1, 0), "inf");
        assert_eq!(f(-f64::NAN, b'F', -1, 0), "-NAN");
        assert_eq!(f(1.0, b'a', -1, 0), "0x1p+0");
        assert_eq!(f(1.5, b'a', -1, 0), "0x1.8p+0");
        assert_eq!(f(1.5, b'a', 0, 0), "0x2p+0");
        assert_eq!(f(0.0, b'a', -1, 0), "0x0p+0");
        assert_eq!(f(5e-324, b'a', -1, 0), "0x0.0000000000001p-1022");
        assert_eq!(f(-10.0, b'A', 3, 0), "-0X1.400P+3");
    }
}
