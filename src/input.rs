//! Untrusted values (options, moves, saves, positions) read from any serde deserializer into
//! the engine's types: serde-wasm-bindgen in the browser, serde_json natively. A value that does
//! not fit its type is refused with the door's error code and a message that says where and why
//! (serde's own words, with the path to the bad field).

use crate::error::{ErrorCode, GameError, GameResult};
use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer};
use std::fmt;

/// Reads a `T` from `input`; on failure `code`, with the message `{what}: {where}: {why}`.
pub fn read<'de, T, D>(input: D, code: ErrorCode, what: &str) -> GameResult<T>
where
    T: Deserialize<'de>,
    D: Deserializer<'de>,
{
    serde_path_to_error::deserialize(Object(input)).map_err(|e| {
        let path = e.path().to_string();
        let why = e.into_inner().to_string();
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

/// `deserialize_with` for a struct inside a value read by [`read`] (a save's options): read from
/// an object only, as [`Object`] reads the value itself.
pub fn object<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<T, D::Error> {
    T::deserialize(Object(d))
}

/// A deserializer that reads a struct (or an optional one) from an object only, every key of it
/// seen. Serde's derive also reads a struct from an array of its fields in order (serde_json
/// does), and serde-wasm-bindgen reads a struct by looking up its field names only, so that
/// `deny_unknown_fields` never sees another key. Reading a struct through `deserialize_any` as a
/// map closes both. Everything else goes to the inner deserializer as it is.
pub struct Object<D>(pub D);

/// Takes a map only: the struct's own visitor, refusing anything else as "an object".
struct OnlyMap<V>(V);

impl<'de, V: Visitor<'de>> Visitor<'de> for OnlyMap<V> {
    type Value = V::Value;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object")
    }
    fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.0.visit_map(map)
    }
}

/// An optional struct: absent as the inner visitor takes it, present read by [`Object`].
struct SomeObject<V>(V);

impl<'de, V: Visitor<'de>> Visitor<'de> for SomeObject<V> {
    type Value = V::Value;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        self.0.expecting(f)
    }
    fn visit_none<E: de::Error>(self) -> Result<V::Value, E> {
        self.0.visit_none()
    }
    fn visit_unit<E: de::Error>(self) -> Result<V::Value, E> {
        self.0.visit_none()
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<V::Value, D::Error> {
        self.0.visit_some(Object(d))
    }
}

/// `deserialize_*` methods passed on unchanged.
macro_rules! pass_on {
    ($($method:ident($($arg:ident: $t:ty),*);)*) => {$(
        fn $method<V: Visitor<'de>>(self, $($arg: $t,)* v: V) -> Result<V::Value, D::Error> {
            self.0.$method($($arg,)* v)
        }
    )*};
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for Object<D> {
    type Error = D::Error;

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_any(OnlyMap(v))
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value, D::Error> {
        self.0.deserialize_option(SomeObject(v))
    }

    fn is_human_readable(&self) -> bool {
        self.0.is_human_readable()
    }

    pass_on! {
        deserialize_any(); deserialize_bool(); deserialize_i8(); deserialize_i16();
        deserialize_i32(); deserialize_i64(); deserialize_i128(); deserialize_u8();
        deserialize_u16(); deserialize_u32(); deserialize_u64(); deserialize_u128();
        deserialize_f32(); deserialize_f64(); deserialize_char(); deserialize_str();
        deserialize_string(); deserialize_bytes(); deserialize_byte_buf(); deserialize_unit();
        deserialize_seq(); deserialize_map(); deserialize_identifier(); deserialize_ignored_any();
        deserialize_unit_struct(name: &'static str);
        deserialize_newtype_struct(name: &'static str);
        deserialize_tuple(len: usize);
        deserialize_tuple_struct(name: &'static str, len: usize);
        deserialize_enum(name: &'static str, variants: &'static [&'static str]);
    }
}
