//! A small, strict JSON reader and writer.
//!
//! The engine speaks JSON to JavaScript (states, records, moves) and stores saves as JSON. A
//! general-purpose library would cost more of the WebAssembly size budget than the engine itself,
//! and we need only this: a reader that rejects anything malformed with a message (bounded depth,
//! no trailing garbage), and a writer of the shapes in API.md.

use crate::cat;
use crate::prelude::*;
use crate::text::{push_f64, push_int, push_quoted, push_uint, Quoted};
use crate::tokens::{self, Tokens};

/// Nesting deeper than this is refused: no input can exhaust the stack. A value at depth
/// `MAX_DEPTH + 1` (the document itself is at depth 0) is an error, here and wherever values are
/// read from words (src/tokens.rs, js/folkgames.js), so that every door refuses the same input.
pub const MAX_DEPTH: usize = 32;

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Number(f64),
    String(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

impl Value {
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }
    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }
    pub fn as_object(&self) -> Option<&[(String, Value)]> {
        match self {
            Value::Object(fields) => Some(fields),
            _ => None,
        }
    }
    /// An integer within `min..=max`, or None (fractions, NaN-like and out-of-range values too).
    pub fn as_int_in(&self, min: i64, max: i64) -> Option<i64> {
        match self {
            Value::Number(n) if *n >= min as f64 && *n <= max as f64 && *n as i64 as f64 == *n => {
                Some(*n as i64)
            }
            _ => None,
        }
    }
    /// A short description for error messages ("a string", "the number 3.5", ...).
    pub fn describe(&self) -> String {
        match self {
            Value::Null => "null".into(),
            Value::Bool(b) => if *b { "true" } else { "false" }.into(),
            Value::Number(n) => {
                let mut out = String::from("the number ");
                push_f64(&mut out, *n);
                out
            }
            // Characters, counted as the UTF-8 bytes that start one (smaller than `chars()`).
            Value::String(s) if s.bytes().filter(|&b| b & 0xC0 != 0x80).count() <= 24 => {
                cat!("the string ", Quoted(s))
            }
            Value::String(_) => "a long string".into(),
            Value::Array(_) => "an array".into(),
            Value::Object(_) => "an object".into(),
        }
    }
}

/// Parses one JSON document; anything after it but white space is an error.
pub fn parse(text: &str) -> Result<Value, String> {
    let mut p = Parser {
        text,
        bytes: text.as_bytes(),
        pos: 0,
    };
    p.skip_ws();
    let v = p.value(0)?;
    p.skip_ws();
    if p.pos != p.bytes.len() {
        return Err(cat!("unexpected text after the JSON value at byte ", p.pos));
    }
    Ok(v)
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }
    fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.pos += 1;
        }
    }
    fn err<T>(&self, what: &str) -> Result<T, String> {
        Err(cat!(what, " at byte ", self.pos))
    }
    fn eat(&mut self, word: &str) -> bool {
        if self
            .bytes
            .get(self.pos..)
            .is_some_and(|rest| rest.starts_with(word.as_bytes()))
        {
            self.pos += word.len();
            true
        } else {
            false
        }
    }
    fn value(&mut self, depth: usize) -> Result<Value, String> {
        if depth > MAX_DEPTH {
            return self.err("JSON nested too deeply");
        }
        match self.peek() {
            None => self.err("unexpected end of JSON"),
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Value::String),
            Some(b't') if self.eat("true") => Ok(Value::Bool(true)),
            Some(b'f') if self.eat("false") => Ok(Value::Bool(false)),
            Some(b'n') if self.eat("null") => Ok(Value::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => self.err("unexpected character in JSON"),
        }
    }
    fn array(&mut self, depth: usize) -> Result<Value, String> {
        self.pos += 1;
        let mut items = Vec::new();
        self.skip_ws();
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(Value::Array(items));
        }
        loop {
            self.skip_ws();
            items.push(self.value(depth + 1)?);
            self.skip_ws();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {
                    self.pos += 1;
                    return Ok(Value::Array(items));
                }
                _ => return self.err("expected ',' or ']' in JSON array"),
            }
        }
    }
    fn object(&mut self, depth: usize) -> Result<Value, String> {
        self.pos += 1;
        let mut fields: Vec<(String, Value)> = Vec::new();
        self.skip_ws();
        if self.peek() == Some(b'}') {
            self.pos += 1;
            return Ok(Value::Object(fields));
        }
        loop {
            self.skip_ws();
            if self.peek() != Some(b'"') {
                return self.err("expected a quoted key in JSON object");
            }
            let key = self.string()?;
            if fields.iter().any(|(k, _)| *k == key) {
                return self.err(&cat!("duplicate key ", Quoted(&key), " in JSON object"));
            }
            self.skip_ws();
            if self.peek() != Some(b':') {
                return self.err("expected ':' in JSON object");
            }
            self.pos += 1;
            self.skip_ws();
            let v = self.value(depth + 1)?;
            fields.push((key, v));
            self.skip_ws();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b'}') => {
                    self.pos += 1;
                    return Ok(Value::Object(fields));
                }
                _ => return self.err("expected ',' or '}' in JSON object"),
            }
        }
    }
    /// A JSON number, read without the standard library's float parser (whose tables would be
    /// most of the module's data): whole numbers up to 2^53 and decimals of up to 15 significant
    /// digits with small exponents are exact (one correctly rounded operation on exact
    /// operands); others are within a few units in the last place. Overflow is an error.
    fn number(&mut self) -> Result<Value, String> {
        let start = self.pos;
        let negative = self.peek() == Some(b'-');
        if negative {
            self.pos += 1;
        }
        // The significant digits (at most 19 kept) and the power of ten they are scaled by.
        let mut mantissa = 0u64;
        let mut kept = 0u32;
        let mut exp10: i64 = 0;
        let mut digit = |d: u8, fraction: bool, mantissa: &mut u64, exp10: &mut i64| {
            if kept < 19 {
                if *mantissa != 0 || d != b'0' {
                    kept += 1;
                }
                *mantissa = *mantissa * 10 + (d - b'0') as u64;
                if fraction {
                    *exp10 -= 1;
                }
            } else if !fraction {
                *exp10 += 1;
            }
        };
        match self.peek() {
            Some(b'0') => self.pos += 1,
            Some(b'1'..=b'9') => {
                while let Some(d @ b'0'..=b'9') = self.peek() {
                    digit(d, false, &mut mantissa, &mut exp10);
                    self.pos += 1;
                }
            }
            _ => return self.err("malformed JSON number"),
        }
        if self.peek() == Some(b'.') {
            self.pos += 1;
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return self.err("malformed JSON number");
            }
            while let Some(d @ b'0'..=b'9') = self.peek() {
                digit(d, true, &mut mantissa, &mut exp10);
                self.pos += 1;
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.pos += 1;
            let sign = match self.peek() {
                Some(b'-') => {
                    self.pos += 1;
                    -1
                }
                Some(b'+') => {
                    self.pos += 1;
                    1
                }
                _ => 1,
            };
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return self.err("malformed JSON number");
            }
            let mut e: i64 = 0;
            while let Some(d @ b'0'..=b'9') = self.peek() {
                e = (e * 10 + (d - b'0') as i64).min(100_000);
                self.pos += 1;
            }
            exp10 += sign * e;
        }
        let mut n = mantissa as f64;
        if mantissa != 0 {
            // 10^k is exact in a double for k <= 22, so small scales round once.
            let mut scale = exp10.unsigned_abs().min(400);
            while scale > 0 {
                let step = scale.min(22);
                let mut p = 1.0f64;
                for _ in 0..step {
                    p *= 10.0;
                }
                if exp10 > 0 {
                    n *= p;
                } else {
                    n /= p;
                }
                scale -= step;
            }
        }
        if !n.is_finite() {
            return Err(cat!("JSON number out of range at byte ", start));
        }
        Ok(Value::Number(if negative { -n } else { n }))
    }
    fn hex4(&mut self) -> Result<u32, String> {
        let Some(chunk) = self.bytes.get(self.pos..self.pos + 4) else {
            return self.err("truncated \\u escape in JSON string");
        };
        // Exactly four hex digits (RFC 8259); a sign is not a digit.
        let mut v = 0;
        for &c in chunk {
            let Some(d) = (c as char).to_digit(16) else {
                return Err(cat!("bad \\u escape at byte ", self.pos));
            };
            v = v * 16 + d;
        }
        self.pos += 4;
        Ok(v)
    }
    fn string(&mut self) -> Result<String, String> {
        self.pos += 1; // opening quote
        let mut out = String::new();
        loop {
            let start = self.pos;
            while !matches!(self.peek(), None | Some(b'"' | b'\\' | 0..=0x1f)) {
                self.pos += 1;
            }
            // The input is a &str, and we stop only on ASCII bytes, so the slice is valid UTF-8.
            out.push_str(
                self.text
                    .get(start..self.pos)
                    .ok_or_else(|| cat!("invalid UTF-8 in JSON string at byte ", start))?,
            );
            match self.peek() {
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.pos += 1;
                    let Some(c) = self.peek() else {
                        return self.err("unterminated JSON string");
                    };
                    self.pos += 1;
                    match c {
                        b'"' => out.push('"'),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => {
                            let hi = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&hi) {
                                if !self.eat("\\u") {
                                    return self.err("unpaired surrogate in JSON string");
                                }
                                let lo = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&lo) {
                                    return self.err("unpaired surrogate in JSON string");
                                }
                                0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
                            } else {
                                hi
                            };
                            match char::from_u32(code) {
                                Some(ch) => out.push(ch),
                                None => return self.err("invalid \\u escape in JSON string"),
                            }
                        }
                        _ => return self.err("invalid escape in JSON string"),
                    }
                }
                Some(_) => return self.err("control character in JSON string"),
                None => return self.err("unterminated JSON string"),
            }
        }
    }
}

/// Writes JSON text; commas are placed automatically. Made with `Writer::tokens`, it writes the
/// same values as words for JavaScript instead (src/tokens.rs).
#[derive(Default)]
pub struct Writer {
    buf: String,
    /// True right after an opening bracket or a key: the next value needs no comma.
    fresh: bool,
    tokens: Option<Tokens>,
    /// Text only: how many objects and arrays are open, and the open shapes (`begin_shape`),
    /// innermost last, each with its keys, the next key to write and the depth it opened at.
    depth: usize,
    shapes: Vec<(&'static [&'static str], usize, usize)>,
}

impl Writer {
    pub fn new() -> Self {
        Writer {
            buf: String::with_capacity(256),
            fresh: true,
            ..Writer::default()
        }
    }
    /// A writer of words into `t` (after its words so far); `into_tokens` gives `t` back.
    pub fn tokens(t: Tokens) -> Self {
        Writer {
            fresh: true,
            tokens: Some(t),
            ..Writer::default()
        }
    }
    pub fn into_tokens(self) -> Option<Tokens> {
        self.tokens
    }
    /// The text written (empty for a writer of words).
    pub fn finish(self) -> String {
        self.buf
    }
    /// Writes one word when this is a writer of words; true if it was.
    fn word(&mut self, word: i32) -> bool {
        match &mut self.tokens {
            Some(t) => {
                t.push(word);
                true
            }
            None => false,
        }
    }
    /// Before a value: the comma, and the value's key when it is one of an open shape's.
    fn sep(&mut self) {
        if !self.fresh {
            self.buf.push(',');
        }
        self.fresh = false;
        if let Some((keys, next, depth)) = self.shapes.last_mut() {
            if *depth == self.depth {
                if let Some(k) = keys.get(*next) {
                    push_quoted(&mut self.buf, k);
                    self.buf.push(':');
                }
                *next += 1;
            }
        }
    }
    /// Opens `bracket` in text.
    fn open(&mut self, bracket: char) {
        self.sep();
        self.buf.push(bracket);
        self.fresh = true;
        self.depth += 1;
    }
    /// Closes `bracket` in text.
    fn close(&mut self, bracket: char) {
        self.buf.push(bracket);
        self.fresh = false;
        self.depth = self.depth.saturating_sub(1);
    }
    pub fn begin_object(&mut self) -> &mut Self {
        if !self.word(tokens::OBJECT) {
            self.open('{');
        }
        self
    }
    pub fn end_object(&mut self) -> &mut Self {
        if !self.word(tokens::END) {
            self.close('}');
        }
        self
    }
    /// Starts an object with the keys `keys`: the caller writes one value per key, in order,
    /// with no `key` calls, then `end_shape`. Words carry the keys once per page rather than
    /// once per object (src/tokens.rs), which is what makes records with many events cheap.
    pub fn begin_shape(&mut self, keys: &'static [&'static str]) -> &mut Self {
        if let Some(t) = &mut self.tokens {
            t.shape(keys, None);
            return self;
        }
        self.open('{');
        self.shapes.push((keys, 0, self.depth));
        self
    }
    /// `begin_shape(keys)` and the first value, the name `first` (an event's `type`, a move's
    /// `kind`): words send it with the shape, once, rather than with each object.
    pub fn begin_named(&mut self, keys: &'static [&'static str], first: &'static str) -> &mut Self {
        if let Some(t) = &mut self.tokens {
            t.shape(keys, Some(first));
            return self;
        }
        self.begin_shape(keys).name(first)
    }
    /// The words being written, when this is a writer of words (for a writer that sends
    /// something in words alone, as `record::write_events` does the sowing events).
    pub fn words_mut(&mut self) -> Option<&mut Tokens> {
        self.tokens.as_mut()
    }
    pub fn end_shape(&mut self) -> &mut Self {
        if self.tokens.is_none() {
            self.shapes.pop();
            self.close('}');
        }
        self
    }
    pub fn begin_array(&mut self) -> &mut Self {
        if !self.word(tokens::ARRAY) {
            self.open('[');
        }
        self
    }
    pub fn end_array(&mut self) -> &mut Self {
        if !self.word(tokens::END) {
            self.close(']');
        }
        self
    }
    /// An array of exactly `len` values, which the caller writes next, then `end_counted`.
    /// Words say the length first (`ARRAY_OF len`, no `END`), so JavaScript makes the array
    /// at its size instead of growing it value by value (a record's events).
    pub fn begin_counted(&mut self, len: usize) -> &mut Self {
        match &mut self.tokens {
            Some(t) => t.push2(tokens::ARRAY_OF, len as i32),
            None => self.open('['),
        }
        self
    }
    pub fn end_counted(&mut self) -> &mut Self {
        if self.tokens.is_none() {
            self.close(']');
        }
        self
    }
    /// A key: keys are names in the code, so words find them by address (`static_string`).
    pub fn key(&mut self, k: &'static str) -> &mut Self {
        match &mut self.tokens {
            Some(t) => {
                t.static_string(k);
                self
            }
            None => self.key_text(k),
        }
    }
    /// A key made at run time (what `key` takes is a name in the code).
    pub fn key_text(&mut self, k: &str) -> &mut Self {
        if let Some(t) = &mut self.tokens {
            t.string(k);
            return self;
        }
        self.sep();
        self.quoted(k);
        self.buf.push(':');
        self.fresh = true;
        self
    }
    pub fn int(&mut self, n: i64) -> &mut Self {
        if let Some(t) = &mut self.tokens {
            t.int(n);
            return self;
        }
        self.sep();
        push_int(&mut self.buf, n);
        self
    }
    /// A whole number as JSON can hold it exactly (seeds and generator states up to 2^53).
    pub fn uint(&mut self, n: u64) -> &mut Self {
        if let Some(t) = &mut self.tokens {
            match i64::try_from(n) {
                Ok(n) => t.int(n),
                Err(_) => t.number(n as f64),
            }
            return self;
        }
        self.sep();
        push_uint(&mut self.buf, n);
        self
    }
    pub fn bool(&mut self, b: bool) -> &mut Self {
        if self.word(if b { tokens::TRUE } else { tokens::FALSE }) {
            return self;
        }
        self.sep();
        self.buf.push_str(if b { "true" } else { "false" });
        self
    }
    pub fn null(&mut self) -> &mut Self {
        if self.word(tokens::NULL) {
            return self;
        }
        self.sep();
        self.buf.push_str("null");
        self
    }
    pub fn str(&mut self, s: &str) -> &mut Self {
        if let Some(t) = &mut self.tokens {
            t.string(s);
            return self;
        }
        self.sep();
        self.quoted(s);
        self
    }
    /// A string value that is a name in the code ("drop", "sow"): as `str`, found faster in words.
    pub fn name(&mut self, s: &'static str) -> &mut Self {
        match &mut self.tokens {
            Some(t) => {
                t.static_string(s);
                self
            }
            None => self.str(s),
        }
    }
    /// Inserts already-serialised JSON text as one value.
    pub fn raw(&mut self, json: &str) -> &mut Self {
        if let Some(t) = &mut self.tokens {
            t.raw(json);
            return self;
        }
        self.sep();
        self.buf.push_str(json);
        self
    }
    /// The indices of the set bits of `set`, ascending, as an array of whole numbers (holes as
    /// bit sets in events and moves): written bit by bit, with no list to allocate.
    pub fn bits(&mut self, set: u16) -> &mut Self {
        self.begin_array();
        for i in 0..16 {
            if set & (1 << i) != 0 {
                self.int(i);
            }
        }
        self.end_array()
    }
    pub fn ints<T: Copy + Into<i64>>(&mut self, items: &[T]) -> &mut Self {
        self.begin_array();
        for &x in items {
            self.int(x.into());
        }
        self.end_array()
    }
    pub fn bools(&mut self, items: &[bool]) -> &mut Self {
        self.begin_array();
        for &b in items {
            self.bool(b);
        }
        self.end_array()
    }
    fn quoted(&mut self, s: &str) {
        push_quoted(&mut self.buf, s);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_a_document() {
        let text = r#"{"a":[1,-2.5,true,null],"b":"x\"y\u00e9\ud83d\ude00","c":{}}"#;
        let v = parse(text).unwrap();
        assert_eq!(v.get("a").unwrap().as_array().unwrap().len(), 4);
        assert_eq!(v.get("b").unwrap().as_str().unwrap(), "x\"yé😀");
    }

    #[test]
    fn rejects_malformed_input() {
        for bad in [
            "",
            "{",
            "[1,]",
            "{\"a\":1,}",
            "01",
            "1.",
            "-",
            "\"abc",
            "[1] x",
            "nul",
            "{\"a\":1,\"a\":2}",
            "\"\\ud800\"",
            "\"\\u+041\"",
            "1e999",
            "[\"\u{1}\"]",
        ] {
            assert!(parse(bad).is_err(), "accepted {bad:?}");
        }
        let deep = "[".repeat(100) + &"]".repeat(100);
        assert!(parse(&deep).is_err());
    }

    #[test]
    fn writer_places_commas() {
        let mut w = Writer::new();
        w.begin_object()
            .key("a")
            .ints(&[1u8, 2])
            .key("b")
            .str("q\"")
            .key("c")
            .begin_array()
            .end_array()
            .end_object();
        assert_eq!(w.finish(), r#"{"a":[1,2],"b":"q\"","c":[]}"#);
    }

    #[test]
    fn shapes_write_their_keys_in_text() {
        let mut w = Writer::new();
        w.begin_array()
            .begin_shape(&["type", "result"])
            .name("game-over")
            .begin_object()
            .key("a")
            .begin_shape(&["x"])
            .int(1)
            .end_shape()
            .key("b")
            .begin_array()
            .int(2)
            .int(3)
            .end_array()
            .end_object()
            .end_shape()
            .begin_shape(&["kind"])
            .name("pass")
            .end_shape()
            .end_array();
        assert_eq!(
            w.finish(),
            r#"[{"type":"game-over","result":{"a":{"x":1},"b":[2,3]}},{"kind":"pass"}]"#
        );
    }

    #[test]
    fn numbers_parse_exactly_where_it_matters() {
        let n = |t: &str| match parse(t) {
            Ok(Value::Number(n)) => n,
            other => panic!("{t}: {other:?}"),
        };
        assert_eq!(n("9007199254740992"), 9007199254740992.0);
        assert_eq!(n("9007199254740991"), 9007199254740991.0);
        assert_eq!(n("-7"), -7.0);
        assert_eq!(n("0"), 0.0);
        assert_eq!(n("1.5"), 1.5);
        assert_eq!(n("12.50"), 12.5);
        assert_eq!(n("0.1"), 0.1);
        assert_eq!(n("0.001"), 0.001);
        assert_eq!(n("1e2"), 100.0);
        assert_eq!(n("1E+2"), 100.0);
        assert_eq!(n("2.5e-1"), 0.25);
        assert_eq!(n("1e-999"), 0.0);
        // Far from 10^0 the scaling rounds more than once: close, not exact.
        assert!((n("1.7976931348623157e308") / f64::MAX - 1.0).abs() < 1e-14);
        assert!((n("123456789012345678901234567890") / 1.2345678901234568e29 - 1.0).abs() < 1e-15);
        assert!(parse("1e309").is_err());
        assert!(parse("-1e400").is_err());
        assert_eq!(Value::Number(n("3.0")).as_int_in(0, 7), Some(3));
        assert_eq!(Value::Number(n("3.25")).as_int_in(0, 7), None);
        assert_eq!(Value::Number(3.5).describe(), "the number 3.5");
        assert_eq!(
            Value::String("a\"b".into()).describe(),
            "the string \"a\\\"b\""
        );
    }

    #[test]
    fn int_ranges() {
        assert_eq!(Value::Number(3.0).as_int_in(0, 7), Some(3));
        assert_eq!(Value::Number(3.5).as_int_in(0, 7), None);
        assert_eq!(Value::Number(-1.0).as_int_in(0, 7), None);
    }
}
