//! JSON values as a stream of 32-bit words: the fast way records and move lists cross to
//! JavaScript (src/wasm.rs, js/folkgames.js), where `JSON.parse` of the same text cost several
//! times more than the move itself.
//!
//! `json::Writer` writes here instead of text when it is made with `Writer::tokens`, so every
//! shape in API.md has one writer and the two forms cannot drift apart. JavaScript decodes the
//! words into the very objects `JSON.parse` would give (same keys in the same order, same values).
//!
//! Words (`i32`): `NULL`, `FALSE`, `TRUE`; `INT n`; `NUMBER lo hi` (the bits of an `f64`);
//! `OBJECT` (key, value)* `END`; `ARRAY` value* `END`; a string (keys too) is `STRING id` when
//! JavaScript already has string `id`, `NEW_STRING id len bytes..` the first time (it keeps it as
//! `id` from then on), or `TEXT len bytes..` when it is not kept (long, or the table is full);
//! `RAW len bytes..` is JSON text to parse (what `Writer::raw` inserts).
//! An object whose keys the writer fixed in advance (`Writer::begin_shape`: events, moves,
//! records) is `SHAPE id` followed by its values alone, one per key, with no `END`: the first
//! time, `NEW_SHAPE id n fixed` and its `n` keys as strings come before the values, and
//! JavaScript keeps the shape as `id`. When `fixed` is 1 the shape's first value is fixed too
//! (`Writer::begin_named`: an event's `type`, a move's `kind`), written once after the keys as a
//! string and left out of each object. That takes an event from eight words to four or six, and
//! lets JavaScript build the object in one step rather than key by key.
//! `ARRAY_OF n` and `n` values is an array whose length is said first, with no `END` (a
//! record's events, `Writer::begin_counted`). In it, and only there, `COUNTS n` announces `n`
//! events of the sowing games in a row (lifts, drops, relays, captures, collects: 15 a Bày Khòm
//! move on average), each one word: its kind, hole, count and player packed as
//! `record::count_word` says, and counting as `n` of the array's values. A drop is then one
//! word, and JavaScript builds the objects in one loop without a call per event.
//! Bytes are UTF-8, four to a word, little-endian, the last word padded with zeros.
//!
//! The same words, written by JavaScript as `f64`s with `NUMBER n` taking one slot, carry every
//! value the other way (`Tokens::read_value`): moves, options and saves, which js/folkgames.js
//! writes in the module's input room (src/wasm.rs). There a string, a key too, is `STRING id` of a
//! kept string or `TEXT len bytes..` (its bytes must be UTF-8: JavaScript strings need not be);
//! there is no `INT`, `RAW` or shape; a number must be finite; and values nest no deeper than
//! `json::parse` allows, which also bounds the reader's recursion (a save may be a megabyte).

use crate::json::{Value, MAX_DEPTH};
use crate::prelude::*;

pub const NULL: i32 = 0;
pub const FALSE: i32 = 1;
pub const TRUE: i32 = 2;
pub const INT: i32 = 3;
pub const NUMBER: i32 = 4;
pub const STRING: i32 = 5;
pub const NEW_STRING: i32 = 6;
pub const TEXT: i32 = 7;
pub const OBJECT: i32 = 8;
pub const ARRAY: i32 = 9;
pub const END: i32 = 10;
pub const RAW: i32 = 11;
pub const SHAPE: i32 = 12;
pub const NEW_SHAPE: i32 = 13;
pub const COUNTS: i32 = 14;
pub const ARRAY_OF: i32 = 15;

/// Strings longer than this are sent as `TEXT` each time.
const MAX_KEPT_LEN: usize = 64;
/// At most this many strings are kept per table (one table for the module, src/wasm.rs).
const MAX_KEPT: usize = 4096;

/// Entries of `Tokens::recent` (a power of two).
const RECENT: usize = 64;

/// The word stream of one answer, and the strings JavaScript already holds.
#[derive(Clone, Debug, Default)]
pub struct Tokens {
    /// The words written are `words[..len]`; the rest is room, so that writing a word is a store
    /// and not a call of `Vec::push` (which opt-level z leaves out of line).
    words: Vec<i32>,
    len: usize,
    kept: Vec<Box<str>>,
    /// Open addressing by a hash of the text: 0 = empty, else index in `kept` + 1.
    slots: Vec<u32>,
    /// Kept string ids by the address of the text last written with them (the keys and names
    /// the writers pass as `&'static str` come back at the same address): `(address, id + 1)`,
    /// checked against the text before use, so a reused address only misses.
    recent: Vec<(usize, u32)>,
    /// The shapes sent, by id: the address and length of each `'static` key list and of its
    /// fixed first value (0, 0 when it has none).
    shapes: Vec<(usize, usize, usize, usize)>,
}

fn hash(s: &str) -> usize {
    let mut h: u32 = 0x811c_9dc5;
    for &b in s.as_bytes() {
        h = (h ^ b as u32).wrapping_mul(0x0100_0193);
    }
    h as usize
}

impl Tokens {
    /// Empty, allocating nothing (a `const fn`, for the module's one table in src/wasm.rs).
    pub const fn new() -> Self {
        Tokens {
            words: Vec::new(),
            len: 0,
            kept: Vec::new(),
            slots: Vec::new(),
            recent: Vec::new(),
            shapes: Vec::new(),
        }
    }

    /// A kept string by id (what JavaScript sends back for a string it received).
    pub fn kept(&self, id: usize) -> Option<&str> {
        self.kept.get(id).map(|s| &**s)
    }

    /// The words written since the last `clear`.
    pub fn words(&self) -> &[i32] {
        self.words.get(..self.len).unwrap_or_default()
    }

    /// Forgets the words written (not the kept strings).
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Writes one word: a store into the room after the words, or `grow` when there is none.
    #[inline(always)]
    fn put(&mut self, word: i32) {
        match self.words.get_mut(self.len) {
            Some(w) => {
                *w = word;
                self.len += 1;
            }
            None => self.grow(word),
        }
    }

    #[inline(never)]
    fn grow(&mut self, word: i32) {
        self.words.resize(self.len.max(128) * 2, 0);
        if let Some(w) = self.words.get_mut(self.len) {
            *w = word;
            self.len += 1;
        }
    }

    pub fn push(&mut self, word: i32) {
        self.put(word);
    }

    /// `COUNTS n` and the `n` words of `words` (a run of sowing events, `record::write_events`):
    /// the count is set once the run is written, so the events are looked at once. Returns `n`.
    pub(crate) fn counts(&mut self, words: impl Iterator<Item = i32>) -> usize {
        let at = self.len + 1;
        self.push2(COUNTS, 0);
        let mut n = 0;
        for w in words {
            self.put(w);
            n += 1;
        }
        if let Some(count) = self.words.get_mut(at) {
            *count = n as i32;
        }
        n
    }

    /// Two words (a tag and its value, the common case) in one call: one check for room.
    pub(crate) fn push2(&mut self, tag: i32, value: i32) {
        match self.words.get_mut(self.len..self.len + 2) {
            Some([t, v]) => {
                *t = tag;
                *v = value;
                self.len += 2;
            }
            _ => {
                self.put(tag);
                self.put(value);
            }
        }
    }

    pub fn int(&mut self, n: i64) {
        match i32::try_from(n) {
            Ok(small) => self.push2(INT, small),
            Err(_) => self.number(n as f64),
        }
    }

    pub fn number(&mut self, n: f64) {
        let bits = n.to_bits();
        self.push(NUMBER);
        self.push2(bits as u32 as i32, (bits >> 32) as u32 as i32);
    }

    fn bytes(&mut self, s: &str) {
        self.push(s.len() as i32);
        for chunk in s.as_bytes().chunks(4) {
            let mut word = [0u8; 4];
            for (to, from) in word.iter_mut().zip(chunk) {
                *to = *from;
            }
            self.push(i32::from_le_bytes(word));
        }
    }

    pub fn string(&mut self, s: &str) {
        self.write_string(s, false);
    }

    /// A string that lives as long as the program (keys and names in the code): the same words
    /// as `string`, found by its address without comparing the text, since the text at an
    /// address of the program's own never changes (a heap string is never at such an address).
    pub fn static_string(&mut self, s: &'static str) {
        self.write_string(s, true);
    }

    /// Starts an object with the keys `keys`, whose values the caller writes next, in order,
    /// but for the first when it is `first` (`SHAPE id`, or `NEW_SHAPE id n fixed`, the keys and
    /// `first` the first time; see the module comment).
    pub fn shape(&mut self, keys: &'static [&'static str], first: Option<&'static str>) {
        // The shapes are the key lists in the program's code: a few dozen, so a scan.
        // A shape is its keys and its first value, by address and length; no first value is
        // address 0, which no string has.
        let (a, n) = first.map_or((0, 0), |s| (s.as_ptr() as usize, s.len()));
        let this = (keys.as_ptr() as usize, keys.len(), a, n);
        if let Some(id) = self.shapes.iter().position(|&s| s == this) {
            self.push2(SHAPE, id as i32);
            return;
        }
        self.push(NEW_SHAPE);
        self.push2(self.shapes.len() as i32, keys.len() as i32);
        self.push(first.is_some() as i32);
        self.shapes.push(this);
        for k in keys {
            self.static_string(k);
        }
        if let Some(s) = first {
            self.static_string(s);
        }
    }

    /// Writes `s` (see `string`); `fixed`: `s` is `'static` (see `static_string`).
    fn write_string(&mut self, s: &str, fixed: bool) {
        let address = s.as_ptr() as usize;
        let r = (address ^ (address >> 6) ^ s.len()) & (RECENT - 1);
        if let Some(&(a, id)) = self.recent.get(r) {
            if a == address && id != 0 {
                let id = id as usize - 1;
                if self
                    .kept
                    .get(id)
                    .is_some_and(|k| (fixed && k.len() == s.len()) || **k == *s)
                {
                    self.push2(STRING, id as i32);
                    return;
                }
            }
        }
        if s.len() <= MAX_KEPT_LEN {
            if self.slots.is_empty() {
                self.slots = vec![0; 64];
                self.recent = vec![(0, 0); RECENT];
            }
            let mask = self.slots.len() - 1;
            let mut i = hash(s) & mask;
            loop {
                match self.slots.get(i).copied() {
                    Some(0) => break,
                    Some(id) => {
                        let id = id as usize - 1;
                        if self.kept.get(id).is_some_and(|k| **k == *s) {
                            self.remember(r, address, id);
                            self.push2(STRING, id as i32);
                            return;
                        }
                        i = (i + 1) & mask;
                    }
                    None => break,
                }
            }
            if self.kept.len() < MAX_KEPT {
                let id = self.kept.len();
                self.kept.push(s.into());
                self.place(id);
                self.remember(r, address, id);
                self.push2(NEW_STRING, id as i32);
                self.bytes(s);
                return;
            }
        }
        self.text(s);
    }

    fn remember(&mut self, r: usize, address: usize, id: usize) {
        if let Some(slot) = self.recent.get_mut(r) {
            *slot = (address, id as u32 + 1);
        }
    }

    /// A string that JavaScript does not keep (an error message, say).
    pub fn text(&mut self, s: &str) {
        self.push(TEXT);
        self.bytes(s);
    }

    /// Puts kept string `id` in the hash table, doubling the table first when it is half full.
    fn place(&mut self, id: usize) {
        if (self.kept.len()) * 2 > self.slots.len() {
            let mut slots = vec![0u32; self.slots.len() * 2];
            let mask = slots.len() - 1;
            for (j, s) in self.kept.iter().enumerate().take(id) {
                put(&mut slots, mask, hash(s), j);
            }
            self.slots = slots;
        }
        let mask = self.slots.len() - 1;
        if let Some(s) = self.kept.get(id) {
            let h = hash(s);
            put(&mut self.slots, mask, h, id);
        }
    }

    /// Already-serialised JSON text, which JavaScript parses as JSON.
    pub fn raw(&mut self, json: &str) {
        self.push(RAW);
        self.bytes(json);
    }

    /// Reads one value written by JavaScript as `f64` words (see the module comment); `None`
    /// when the words are not one well-formed value.
    pub fn read_value(&self, words: &[f64]) -> Option<Value> {
        let mut v = Value::Null;
        self.read_value_into(words, &mut v).then_some(v)
    }

    /// Reads one value as `read_value` does, into `out`, reusing the strings and lists `out`
    /// already holds: reading a move over the previous one, which has the same form, allocates
    /// nothing. False when the words are not one well-formed value (`out` is then unspecified).
    pub fn read_value_into(&self, words: &[f64], out: &mut Value) -> bool {
        let mut pos = 0;
        self.read(words, &mut pos, out, 0) && pos == words.len()
    }

    /// The value at `pos`, at nesting `depth`: recursion stops at `json::MAX_DEPTH`, since the
    /// words may be a megabyte of untrusted save (the wasm stack is 1 MiB).
    fn read(&self, words: &[f64], pos: &mut usize, out: &mut Value, depth: usize) -> bool {
        let Some(&tag) = words.get(*pos) else {
            return false;
        };
        if depth > MAX_DEPTH {
            return false;
        }
        *pos += 1;
        match tag as i32 {
            NULL => *out = Value::Null,
            FALSE => *out = Value::Bool(false),
            TRUE => *out = Value::Bool(true),
            NUMBER => {
                // JSON has no NaN or infinities: no door of the engine lets one in.
                let Some(&n) = words.get(*pos).filter(|n| n.is_finite()) else {
                    return false;
                };
                *pos += 1;
                *out = Value::Number(n);
            }
            tag @ (STRING | TEXT) => {
                if !matches!(out, Value::String(_)) {
                    *out = Value::String(String::new());
                }
                let Value::String(s) = out else {
                    return false;
                };
                return self.read_string(tag, words, pos, s);
            }
            ARRAY => {
                if !matches!(out, Value::Array(_)) {
                    *out = Value::Array(Vec::new());
                }
                let Value::Array(items) = out else {
                    return false;
                };
                let mut n = 0;
                while words.get(*pos).copied().map(|w| w as i32) != Some(END) {
                    if n == items.len() {
                        items.push(Value::Null);
                    }
                    let Some(item) = items.get_mut(n) else {
                        return false;
                    };
                    if !self.read(words, pos, item, depth + 1) {
                        return false;
                    }
                    n += 1;
                }
                *pos += 1;
                items.truncate(n);
            }
            OBJECT => {
                if !matches!(out, Value::Object(_)) {
                    *out = Value::Object(Vec::new());
                }
                let Value::Object(fields) = out else {
                    return false;
                };
                let mut n = 0;
                loop {
                    let Some(&tag) = words.get(*pos) else {
                        return false;
                    };
                    *pos += 1;
                    if tag as i32 == END {
                        break;
                    }
                    if n == fields.len() {
                        fields.push((String::new(), Value::Null));
                    }
                    let Some((k, v)) = fields.get_mut(n) else {
                        return false;
                    };
                    if !self.read_string(tag as i32, words, pos, k)
                        || !self.read(words, pos, v, depth + 1)
                    {
                        return false;
                    }
                    n += 1;
                }
                fields.truncate(n);
            }
            _ => return false,
        }
        true
    }

    /// The string after `tag` (`STRING id` or `TEXT len bytes..`, the tag passed) into `out`, in
    /// the room it has; false when the words are not one, or its bytes are not UTF-8.
    fn read_string(&self, tag: i32, words: &[f64], pos: &mut usize, out: &mut String) -> bool {
        match tag {
            STRING => match self.read_kept(words, pos) {
                Some(s) => {
                    refill(out, s);
                    true
                }
                None => false,
            },
            TEXT => read_text(words, pos, out),
            _ => false,
        }
    }

    /// The kept string whose id is the word at `pos` (then passed).
    fn read_kept(&self, words: &[f64], pos: &mut usize) -> Option<&str> {
        let id = *words.get(*pos)?;
        *pos += 1;
        if id >= 0.0 && id < self.kept.len() as f64 {
            self.kept(id as usize)
        } else {
            None
        }
    }
}

/// `len bytes..` at `pos` (four bytes to a word, little-endian) into `out`, reusing its room;
/// false when the words end first or the bytes are not UTF-8 (JavaScript's own strings can hold
/// lone surrogates, which js/folkgames.js refuses before they get here).
fn read_text(words: &[f64], pos: &mut usize, out: &mut String) -> bool {
    let Some(&len) = words.get(*pos) else {
        return false;
    };
    // `as` saturates: a negative, fractional or huge length is caught by the bounds below.
    let len = len as usize;
    let Some(chunk) = words.get(*pos + 1..).and_then(|w| w.get(..len.div_ceil(4))) else {
        return false;
    };
    *pos += 1 + chunk.len();
    let mut bytes = core::mem::take(out).into_bytes();
    bytes.clear();
    for word in chunk {
        bytes.extend_from_slice(&(*word as u32).to_le_bytes());
    }
    bytes.truncate(len);
    match String::from_utf8(bytes) {
        Ok(text) => {
            *out = text;
            true
        }
        Err(_) => false,
    }
}

/// Replaces the text of `t` by `s`, in the room `t` has.
fn refill(t: &mut String, s: &str) {
    t.clear();
    t.push_str(s);
}

fn put(slots: &mut [u32], mask: usize, h: usize, id: usize) {
    let mut i = h & mask;
    while let Some(slot) = slots.get_mut(i) {
        if *slot == 0 {
            *slot = id as u32 + 1;
            return;
        }
        i = (i + 1) & mask;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::{parse, Writer};

    #[test]
    fn keeps_each_string_once() {
        let mut t = Tokens::new();
        t.string("drop");
        t.string("drop");
        assert_eq!(
            t.words(),
            [NEW_STRING, 0, 4, i32::from_le_bytes(*b"drop"), STRING, 0]
        );
        for i in 0..300 {
            t.string(&i.to_string());
        }
        t.clear();
        t.string("299");
        t.string("drop");
        assert_eq!(t.words(), [STRING, 300, STRING, 0]);
        let long = "x".repeat(MAX_KEPT_LEN + 1);
        t.clear();
        t.string(&long);
        assert_eq!(t.words().first(), Some(&TEXT));
    }

    #[test]
    fn a_reused_address_with_new_text_is_a_new_string() {
        let mut t = Tokens::new();
        let mut s = String::from("ab");
        t.string(&s);
        s.clear();
        s.push_str("cd");
        t.string(&s);
        t.string("ab");
        t.clear();
        t.string(&s);
        t.string("ab");
        assert_eq!(t.words(), [STRING, 1, STRING, 0]);
        // more words than the first room holds
        for _ in 0..1000 {
            t.push(NULL);
        }
        assert_eq!(t.words().len(), 1004);
    }

    #[test]
    fn a_shape_sends_its_keys_once() {
        static KEYS: &[&str] = &["type", "hole"];
        let mut w = Writer::tokens(Tokens::new());
        w.begin_array();
        for hole in [3, 4] {
            w.begin_named(KEYS, "drop").int(hole).end_shape();
        }
        w.end_array();
        let t = w.into_tokens().unwrap();
        let word = |s: &[u8; 4]| i32::from_le_bytes(*s);
        #[rustfmt::skip]
        let expected = [
            ARRAY,
            NEW_SHAPE, 0, 2, 1,
            NEW_STRING, 0, 4, word(b"type"),
            NEW_STRING, 1, 4, word(b"hole"),
            NEW_STRING, 2, 4, word(b"drop"), INT, 3,
            SHAPE, 0, INT, 4,
            END,
        ];
        assert_eq!(t.words(), expected);
    }

    #[test]
    fn writer_writes_words_and_values_read_back() {
        let mut w = Writer::tokens(Tokens::new());
        w.begin_object()
            .key("a")
            .ints(&[1u8, 2])
            .key("b")
            .str("q")
            .key("c")
            .null()
            .end_object();
        let t = w.into_tokens().unwrap();
        let ka = i32::from_le_bytes([b'a', 0, 0, 0]);
        assert_eq!(t.words().len(), 25);
        assert_eq!(&t.words()[..5], &[OBJECT, NEW_STRING, 0, 1, ka]);
        // JavaScript sends `{"a":[1,2],"b":"q"}` back with the ids it was given.
        let words = [
            8.0, 5.0, 0.0, 9.0, 4.0, 1.0, 4.0, 2.0, 10.0, 5.0, 1.0, 5.0, 2.0, 10.0,
        ];
        assert_eq!(t.read_value(&words), parse(r#"{"a":[1,2],"b":"q"}"#).ok());
        // Read over one another, in any order, values come out as they would fresh.
        let others: [&[f64]; 4] = [
            &words,
            &[8.0, 5.0, 1.0, 9.0, 4.0, 3.0, 10.0, 10.0],
            &[9.0, 5.0, 2.0, 0.0, 2.0, 10.0],
            &[8.0, 10.0],
        ];
        let mut v = Value::Null;
        for (i, w) in others.iter().chain(others.iter().rev()).enumerate() {
            assert!(t.read_value_into(w, &mut v), "{i}");
            assert_eq!(Some(&v), t.read_value(w).as_ref(), "{i}");
        }
        assert_eq!(t.read_value(others[1]), parse(r#"{"b":[3]}"#).ok());
        for bad in [
            &words[..13],
            &[5.0, 9.0][..],
            &[8.0, 4.0, 1.0, 1.0, 10.0][..],
            &[],
        ] {
            assert_eq!(t.read_value(bad), None);
        }
    }

    /// Words as JavaScript writes them, as `f64`s (bytes as unsigned words).
    fn as_input(t: &Tokens) -> Vec<f64> {
        t.words().iter().map(|&w| f64::from(w as u32)).collect()
    }

    #[test]
    fn text_crosses_in_as_utf8_keys_too() {
        let mut t = Tokens::new();
        t.push(OBJECT);
        t.text("clé 🎲");
        t.text("Bày Khòm");
        t.text("");
        t.push(ARRAY);
        t.text("x");
        t.push(END);
        t.push(END);
        let words = as_input(&t);
        let expected = parse(r#"{"clé 🎲":"Bày Khòm","":["x"]}"#).ok();
        assert_eq!(Tokens::new().read_value(&words), expected);
        // Read over a value of another form, as `playWords` reads a move over the last one.
        let mut v = parse(r#"{"clé 🎲":7,"b":"a longer string than the next"}"#).unwrap();
        assert!(Tokens::new().read_value_into(&words, &mut v));
        assert_eq!(Some(v), expected);
        // Cut short, a length past the words, bytes that are not UTF-8: refused.
        let (text, len) = (TEXT as f64, 2.0);
        let not_utf8 = f64::from(u32::from_le_bytes([0xC3, 0x28, 0, 0]));
        for bad in [
            &words[..words.len() - 2],
            &[text, 9.0, 0.0][..],
            &[text, len, not_utf8][..],
            &[text][..],
        ] {
            assert_eq!(Tokens::new().read_value(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn nesting_is_bounded_as_in_json_text_and_numbers_are_finite() {
        let nested = |n: usize| {
            let mut w = vec![f64::from(ARRAY); n];
            w.resize(2 * n, f64::from(END));
            w
        };
        let text = |n: usize| "[".repeat(n) + &"]".repeat(n);
        // The same depth as json::parse: the innermost array at depth MAX_DEPTH, not one deeper.
        assert!(Tokens::new().read_value(&nested(MAX_DEPTH + 1)).is_some());
        assert!(parse(&text(MAX_DEPTH + 1)).is_ok());
        assert_eq!(Tokens::new().read_value(&nested(MAX_DEPTH + 2)), None);
        assert!(parse(&text(MAX_DEPTH + 2)).is_err());
        // A megabyte of nesting is refused without running out of stack.
        assert_eq!(Tokens::new().read_value(&nested(1 << 19)), None);
        let number = f64::from(NUMBER);
        for n in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
            assert_eq!(Tokens::new().read_value(&[number, n]), None);
        }
        assert_eq!(
            Tokens::new().read_value(&[number, -2.5]),
            Some(Value::Number(-2.5))
        );
    }
}
