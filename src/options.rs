//! Game options as the caller gave them, read once each; an unknown or malformed option is
//! `bad_option` with a message naming it.

use crate::error::{GameError, GameResult};
use crate::json::Value;
use crate::msg;
use crate::prelude::*;
use alloc::borrow::Cow;

/// The options borrow the caller's JSON rather than copy it: a copy needs `Value`'s deep clone,
/// about 0.6 KB of the WebAssembly module for nothing.
pub struct Options<'a> {
    given: Vec<(Cow<'a, str>, Cow<'a, Value>)>,
    /// The keys the rules asked for: names in the rules' code, so kept without a copy.
    read: Vec<&'static str>,
}

impl<'a> Options<'a> {
    /// Options from a JSON object (or `null`/absent for none).
    pub fn from_json(v: &'a Value) -> GameResult<Self> {
        match v {
            Value::Null => Ok(Options {
                given: vec![],
                read: vec![],
            }),
            Value::Object(fields) => Ok(Options {
                given: fields
                    .iter()
                    .filter(|(_, v)| *v != Value::Null)
                    .map(|(k, v)| (Cow::Borrowed(k.as_str()), Cow::Borrowed(v)))
                    .collect(),
                read: vec![],
            }),
            other => Err(GameError::bad_option(msg!(OptionsNotObject, other))),
        }
    }

    pub fn empty() -> Self {
        Options {
            given: vec![],
            read: vec![],
        }
    }

    /// Sets an option (for native callers and tests).
    pub fn with(mut self, key: &str, v: Value) -> Self {
        self.given.retain(|(k, _)| k != key);
        self.given
            .push((Cow::Owned(key.to_string()), Cow::Owned(v)));
        self
    }

    fn take(&mut self, key: &'static str) -> Option<&Value> {
        self.read.push(key);
        self.given.iter().find(|(k, _)| k == key).map(|(_, v)| &**v)
    }

    pub fn int(&mut self, key: &'static str, min: i64, max: i64, default: i64) -> GameResult<i64> {
        match self.take(key) {
            None => Ok(default),
            Some(v) => v
                .as_int_in(min, max)
                .ok_or_else(|| GameError::bad_option(msg!(OptionNotInt, key, min, max, v))),
        }
    }

    pub fn bool(&mut self, key: &'static str, default: bool) -> GameResult<bool> {
        match self.take(key) {
            None => Ok(default),
            Some(v) => v
                .as_bool()
                .ok_or_else(|| GameError::bad_option(msg!(OptionNotBool, key, v))),
        }
    }

    /// One of a fixed list of strings; returns its index in `allowed`.
    pub fn choice(
        &mut self,
        key: &'static str,
        allowed: &'static [&'static str],
        default: usize,
    ) -> GameResult<usize> {
        match self.take(key) {
            None => Ok(default),
            Some(v) => v
                .as_str()
                .and_then(|s| allowed.iter().position(|a| *a == s))
                .ok_or_else(|| GameError::bad_option(msg!(OptionNotChoice, key, allowed, v))),
        }
    }

    /// Fails on any option no game rule read.
    pub fn finish(self, game: &str) -> GameResult<()> {
        match self.given.iter().find(|(k, _)| !self.read.contains(&&**k)) {
            Some((k, _)) => Err(GameError::bad_option(msg!(OptionUnknown, game, &**k))),
            None => Ok(()),
        }
    }
}
