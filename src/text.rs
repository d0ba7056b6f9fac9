//! Message text without `core::fmt`: numbers and quoted strings pushed onto a `String`.
//!
//! `format!` and `{:?}` pull the formatting machinery, float printing (about 16 KB of code and
//! tables) and Unicode escape tables into the WebAssembly module; notation, JSON and the native
//! build's error messages (src/message.rs) need only words, whole numbers, a few decimal
//! fractions and quoted strings. `cat!` joins such pieces.

use crate::prelude::*;

/// One piece of a message.
pub trait Piece {
    fn push_to(self, out: &mut String);
}

impl Piece for &str {
    fn push_to(self, out: &mut String) {
        out.push_str(self);
    }
}
impl Piece for &String {
    fn push_to(self, out: &mut String) {
        out.push_str(self);
    }
}
impl Piece for String {
    fn push_to(self, out: &mut String) {
        out.push_str(&self);
    }
}
impl Piece for char {
    fn push_to(self, out: &mut String) {
        out.push(self);
    }
}

macro_rules! unsigned_piece {
    ($($t:ty),*) => {$(
        impl Piece for $t {
            fn push_to(self, out: &mut String) {
                push_uint(out, self as u64);
            }
        }
    )*};
}
unsigned_piece!(u8, u16, u32, u64, usize);

macro_rules! signed_piece {
    ($($t:ty),*) => {$(
        impl Piece for $t {
            fn push_to(self, out: &mut String) {
                push_int(out, self as i64);
            }
        }
    )*};
}
signed_piece!(i8, i32, i64);

/// A string in double quotes with JSON escapes, e.g. `"2+"` (for naming what the caller wrote).
pub struct Quoted<'a>(pub &'a str);

impl Piece for Quoted<'_> {
    fn push_to(self, out: &mut String) {
        push_quoted(out, self.0);
    }
}

/// Joins pieces (`&str`, `String`, integers, `char`, `Quoted`) into a new `String`.
#[macro_export]
macro_rules! cat {
    ($($piece:expr),* $(,)?) => {{
        let mut out = String::new();
        $( $crate::text::Piece::push_to($piece, &mut out); )*
        out
    }};
}

/// Decimal digits of `n`.
pub fn push_uint(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        if let Some(d) = digits.get_mut(i) {
            *d = b'0' + (n % 10) as u8;
        }
        n /= 10;
        if n == 0 || i == 0 {
            break;
        }
    }
    for &d in digits.get(i..).unwrap_or(&[]) {
        out.push(d as char);
    }
}

pub fn push_int(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    push_uint(out, n.unsigned_abs());
}

/// `s` in double quotes, with `"`, `\` and control characters escaped as JSON does.
pub fn push_quoted(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                out.push_str("\\u00");
                let hex = b"0123456789abcdef";
                for shift in [4, 0] {
                    let d = hex.get((c as usize >> shift) & 15).copied().unwrap_or(b'0');
                    out.push(d as char);
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// A number as a person reads it: whole numbers exactly, fractions to 15 significant digits
/// (every decimal of up to 15 digits prints as written), never in exponent form.
pub fn push_f64(out: &mut String, n: f64) {
    if n.is_nan() {
        out.push_str("NaN");
        return;
    }
    if n.is_sign_negative() {
        out.push('-');
    }
    let x = n.abs();
    if x.is_infinite() {
        out.push_str("inf");
        return;
    }
    // (`fract` is not in core; below 1e19 < 2^64 the cast truncates exactly.)
    if x < 1e19 && x as u64 as f64 == x {
        push_uint(out, x as u64);
        return;
    }
    // Scale into [1e14, 1e15): x = m * 10^e with m a 15-digit whole number.
    let mut e: i32 = 0;
    let mut y = x;
    while y >= 1e15 {
        y /= 10.0;
        e += 1;
    }
    while y < 1e14 {
        y *= 10.0;
        e -= 1;
    }
    let mut m = (y + 0.5) as u64;
    if m >= 1_000_000_000_000_000 {
        m /= 10;
        e += 1;
    }
    while m % 10 == 0 && m != 0 {
        m /= 10;
        e += 1;
    }
    let mut digits = String::new();
    push_uint(&mut digits, m);
    if e >= 0 {
        out.push_str(&digits);
        for _ in 0..e {
            out.push('0');
        }
        return;
    }
    let point = digits.len() as i32 + e;
    let split = (point > 0)
        .then(|| Some((digits.get(..point as usize)?, digits.get(point as usize..)?)))
        .flatten();
    if let Some((whole, frac)) = split {
        out.push_str(whole);
        out.push('.');
        out.push_str(frac);
    } else {
        out.push_str("0.");
        for _ in 0..-point {
            out.push('0');
        }
        out.push_str(&digits);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(n: f64) -> String {
        let mut s = String::new();
        push_f64(&mut s, n);
        s
    }

    #[test]
    fn numbers_print_as_written() {
        for (n, text) in [
            (0.0, "0"),
            (7.0, "7"),
            (-3.0, "-3"),
            (3.5, "3.5"),
            (-2.25, "-2.25"),
            (0.1, "0.1"),
            (0.001, "0.001"),
            (123456.789, "123456.789"),
            (9007199254740993.0, "9007199254740992"),
            (1e21, "1000000000000000000000"),
            (f64::INFINITY, "inf"),
        ] {
            assert_eq!(f(n), text);
        }
        assert_eq!(
            cat!("a", 1u8, ' ', -5i64, Quoted("x\"y")),
            "a1 -5\"x\\\"y\""
        );
        assert_eq!(cat!(u64::MAX), "18446744073709551615");
        assert_eq!(cat!(i64::MIN), "-9223372036854775808");
    }
}
