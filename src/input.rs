//! Untrusted values (options, moves, saves, positions) read from any serde deserializer into
//! the engine's types: serde-wasm-bindgen in the browser, serde_json natively. A value that does
//! not fit its type is refused with the door's error code and a message that says where and why
//! (serde's own words, with the path to the bad field).

use crate::error::{ErrorCode, GameError, GameResult};
use serde::{Deserialize, Deserializer};

/// The deepest an untrusted value may nest (the whole at depth 0): deeper values are refused
/// before they are read, so that reading them cannot exhaust the stack. The engine's own shapes
/// nest at most 4 deep.
pub const MAX_DEPTH: usize = 32;

/// The refusal of a value nested deeper than `MAX_DEPTH`.
pub fn too_deep(code: ErrorCode, what: &str) -> GameError {
    GameError::new(code, format!("{what}: nested more than {MAX_DEPTH} levels deep"))
}

/// Reads a `T` from `input`; on failure `code`, with the message `{what}: {where}: {why}`.
pub fn read<'de, T, D>(input: D, code: ErrorCode, what: &str) -> GameResult<T>
where
    T: Deserialize<'de>,
    D: Deserializer<'de>,
{
    serde_path_to_error::deserialize(input).map_err(|e| {
        let path = e.path().to_string();
        let why = e.into_inner().to_string();
        // serde-wasm-bindgen's errors are JavaScript errors, shown as "Error: ...". serde quotes
        // the value it refused, which may be megabytes of a caller's text: cut it.
        let why = cut(why.strip_prefix("Error: ").unwrap_or(&why));
        if path == "." {
            GameError::new(code, format!("{what}: {why}"))
        } else {
            GameError::new(code, format!("{what}: {path}: {why}"))
        }
    })
}

/// A field that is an index below `N` (a pit, a hole): `deserialize_with` for move types, so
/// that `{ kind: "sow", pit: 9 }` is not a move at all rather than an illegal one.
pub fn index_below<'de, D: Deserializer<'de>, const N: u8>(d: D) -> Result<u8, D::Error> {
    let v = u8::deserialize(d)?;
    if v < N {
        Ok(v)
    } else {
        Err(serde::de::Error::custom(format!(
            "must be a whole number from 0 to {}, not {v}",
            N - 1
        )))
    }
}

/// The longest a reason in a message gets, in characters.
const MAX_REASON: usize = 200;

/// `why` cut after `MAX_REASON` characters.
fn cut(why: &str) -> String {
    match why.char_indices().nth(MAX_REASON) {
        Some((at, _)) => format!("{}…", why.get(..at).unwrap_or(why)),
        None => why.to_string(),
    }
}

/// A string shown in a message: quoted, and cut after 40 characters.
pub fn quoted(s: &str) -> String {
    let mut chars = s.chars();
    let head: String = chars.by_ref().take(40).collect();
    if chars.next().is_some() {
        format!("{:?}", format!("{head}…"))
    } else {
        format!("{head:?}")
    }
}
