//! Untrusted values (options, moves, saves, positions) read from any serde deserializer into
//! the engine's types: serde-wasm-bindgen in the browser, serde_json natively. A value that does
//! not fit its type is refused with the door's error code and a message that says where and why
//! (serde's own words, with the path to the bad field).

use crate::error::{ErrorCode, GameError, GameResult};
use serde::de::DeserializeOwned;
use serde::de::{SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

/// The deepest an untrusted value may nest (the whole at depth 0): deeper values are refused
/// before they are read, so that reading them cannot exhaust the stack. The engine's own shapes
/// nest at most 4 deep.
pub const MAX_DEPTH: usize = 32;

/// Untrusted input that can be read as any of the engine's types: a parsed JSON value natively,
/// a JavaScript value in the browser.
pub trait Source {
    /// A part of the input kept as it was given (a save's options, its position's state), to be
    /// read later as the type its game needs: so a save is read once for every game, not once
    /// per game (the page's module's size: BENCHMARKS.md, Size).
    type Part: DeserializeOwned + Serialize + Source;

    /// Reads a `T`; when the input is not one, `code` with a message beginning with `what`. A
    /// key `T` does not have is refused.
    fn read<T: DeserializeOwned + Serialize>(&self, code: ErrorCode, what: &str) -> GameResult<T>;

    /// Reads the part of the input that is a `T`, whatever else it holds.
    fn peek<T: DeserializeOwned>(&self, code: ErrorCode, what: &str) -> GameResult<T>;

    /// Reads an object that is an `A` and a `B` side by side (their fields together), refusing a
    /// key neither has.
    fn read_pair<A, B>(&self, code: ErrorCode, what: &str) -> GameResult<(A, B)>
    where
        A: DeserializeOwned + Serialize,
        B: DeserializeOwned + Serialize;
}

#[cfg(feature = "json")]
impl Source for serde_json::Value {
    type Part = serde_json::Value;

    fn read<T: DeserializeOwned + Serialize>(&self, code: ErrorCode, what: &str) -> GameResult<T> {
        check_depth(self, code, what)?;
        let value: T = read(self, code, what)?;
        check_fit(
            self,
            &serde_json::to_value(&value).unwrap_or_default(),
            code,
            what,
        )?;
        Ok(value)
    }

    fn peek<T: DeserializeOwned>(&self, code: ErrorCode, what: &str) -> GameResult<T> {
        check_depth(self, code, what)?;
        read(self, code, what)
    }

    fn read_pair<A, B>(&self, code: ErrorCode, what: &str) -> GameResult<(A, B)>
    where
        A: DeserializeOwned + Serialize,
        B: DeserializeOwned + Serialize,
    {
        let (a, b): (A, B) = (self.peek(code, what)?, self.peek(code, what)?);
        let mut known = serde_json::to_value(&a).unwrap_or_default();
        if let (Some(k), serde_json::Value::Object(more)) = (
            known.as_object_mut(),
            serde_json::to_value(&b).unwrap_or_default(),
        ) {
            k.extend(more);
        }
        check_fit(self, &known, code, what)?;
        Ok((a, b))
    }
}

/// A value as untrusted input comes (a parsed JSON value natively, a JavaScript value in the
/// browser), seen as a tree for the checks below.
pub trait Node: Sized {
    /// The items, when it is an array.
    fn items(&self) -> Option<Vec<Self>>;
    /// The keys and values, when it is an object (not an array).
    fn fields(&self) -> Option<Vec<(String, Self)>>;
    /// Whether it is null (or absent): a field given as null is a field not given.
    fn is_null(&self) -> bool;
}

#[cfg(feature = "json")]
impl Node for serde_json::Value {
    fn items(&self) -> Option<Vec<Self>> {
        self.as_array().cloned()
    }
    fn fields(&self) -> Option<Vec<(String, Self)>> {
        self.as_object()
            .map(|m| m.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
    }
    fn is_null(&self) -> bool {
        serde_json::Value::is_null(self)
    }
}

/// Refuses what every door refuses before it reads anything: a value that is not an object (all
/// the engine's inputs are), or one nested deeper than `MAX_DEPTH`.
#[inline(never)]
pub fn check_depth<N: Node>(value: &N, code: ErrorCode, what: &str) -> GameResult<()> {
    if !value.is_null() && value.fields().is_none() {
        return Err(GameError::new(code, format!("{what}: not an object")));
    }
    fn shallow<N: Node>(v: &N, room: usize) -> bool {
        let inner: Vec<N> = match (v.items(), v.fields()) {
            (Some(items), _) => items,
            (None, Some(fields)) => fields.into_iter().map(|(_, v)| v).collect(),
            (None, None) => return true,
        };
        room > 0 && inner.iter().all(|i| shallow(i, room - 1))
    }
    if shallow(value, MAX_DEPTH) {
        Ok(())
    } else {
        Err(GameError::new(
            code,
            format!("{what}: nested more than {MAX_DEPTH} levels deep"),
        ))
    }
}

/// How a value given does not fit the value read from it.
enum Misfit {
    /// A key (with a value other than null) that the type does not have.
    Field,
    /// An array where the type is an object.
    Array,
}

/// Refuses a value that holds more than the value read from it, `known` (written back): a key
/// the type does not have, or an array where it is an object. serde refuses unknown keys only
/// where a type says `deny_unknown_fields` and its deserializer shows it every key (neither
/// serde-wasm-bindgen's structs nor a type made of parts, as a position is, do): this check
/// is the same for every door and every platform.
#[inline(never)]
pub fn check_fit<N: Node>(given: &N, known: &N, code: ErrorCode, what: &str) -> GameResult<()> {
    fn misfit<N: Node>(given: &N, known: &N, path: &mut String) -> Option<Misfit> {
        let step = |path: &mut String, part: &str, g: &N, k: Option<&N>| {
            let len = path.len();
            path.push_str(part);
            let found = match k {
                None => Some(Misfit::Field),
                Some(k) => misfit(g, k, path),
            };
            if found.is_none() {
                path.truncate(len);
            }
            found
        };
        match (given.items(), given.fields(), known.items(), known.fields()) {
            (Some(_), _, _, Some(_)) => Some(Misfit::Array),
            (Some(g), _, Some(k), _) => g
                .iter()
                .zip(&k)
                .enumerate()
                .find_map(|(i, (g, k))| step(path, &format!("[{i}]"), g, Some(k))),
            (_, Some(g), _, Some(k)) => {
                g.iter().filter(|(_, v)| !v.is_null()).find_map(|(key, v)| {
                    let part = if path.is_empty() {
                        key.clone()
                    } else {
                        format!(".{key}")
                    };
                    let known = k.iter().find(|(kk, _)| kk == key).map(|(_, kv)| kv);
                    step(path, &part, v, known)
                })
            }
            _ => None,
        }
    }
    let mut path = String::new();
    match misfit(given, known, &mut path) {
        None => Ok(()),
        Some(Misfit::Field) => Err(GameError::new(
            code,
            format!("{what}: unknown field {path:?}"),
        )),
        Some(Misfit::Array) if path.is_empty() => Err(GameError::new(
            code,
            format!("{what}: an array where an object belongs"),
        )),
        Some(Misfit::Array) => Err(GameError::new(
            code,
            format!("{what}: {path}: an array where an object belongs"),
        )),
    }
}

/// Reads a `T` from `input`; on failure `code`, with the message `{what}: {where}: {why}`.
pub fn read<'de, T, D>(input: D, code: ErrorCode, what: &str) -> GameResult<T>
where
    T: Deserialize<'de>,
    D: Deserializer<'de>,
{
    serde_path_to_error::deserialize(input)
        .map_err(|e| refused(code, what, e.path().to_string(), e.inner().to_string()))
}

/// The error for a value serde refused, `why`, at `path` in it. Not generic, and not inlined
/// into each type's reader (the page's module's size).
#[inline(never)]
fn refused(code: ErrorCode, what: &str, path: String, why: String) -> GameError {
    // serde-wasm-bindgen's errors are JavaScript errors, shown as "Error: ...". serde quotes
    // the value it refused, which may be megabytes of a caller's text: cut it.
    let why = cut(why.strip_prefix("Error: ").unwrap_or(&why));
    if path == "." {
        GameError::new(code, format!("{what}: {why}"))
    } else {
        GameError::new(code, format!("{what}: {path}: {why}"))
    }
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

/// A field a move's kind needs, from a move object read flat (a struct of every kind's fields,
/// each optional): `missing field `name`` when it is absent, as serde says it of a struct. The
/// move types read their objects so, not as serde's internally tagged enums, which buffer the
/// whole object in a generic `Content` first and cost the page's module some 30 KB (BENCHMARKS.md,
/// Size); the shape and the messages are the same.
pub fn required<T>(field: Option<T>, name: &str) -> Result<T, String> {
    field.ok_or_else(|| format!("missing field `{name}`"))
}

/// A list of `T`s, or nothing for null (a field given as null is a field not given), read by what
/// the value is: anything else is refused as serde refuses a wrong type, "expected {what}". (A
/// plain `Vec` asks serde-wasm-bindgen to iterate whatever it is given, and a string given for a
/// list came back as the platform's "TypeError: Reflect.get called on non-object".)
pub fn list_of<'de, D, T>(d: D, what: &'static str) -> Result<Option<Vec<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    struct List<T>(&'static str, std::marker::PhantomData<T>);
    impl<'de, T: Deserialize<'de>> Visitor<'de> for List<T> {
        type Value = Option<Vec<T>>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str(self.0)
        }
        fn visit_unit<E: serde::de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_none<E: serde::de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let mut items = Vec::new();
            while let Some(item) = seq.next_element()? {
                items.push(item);
            }
            Ok(Some(items))
        }
    }
    d.deserialize_any(List(what, std::marker::PhantomData))
}

/// A fixed-size array (a board's pits, a pair of totals) read as a list of exactly `N` items:
/// `deserialize_with` for the engine's states. serde's own arrays read each of the `N` items with
/// code of its own, and a board of ten holes made ten copies of it in the page's module
/// (BENCHMARKS.md, Size); the message for a list of another length is serde's. Read as a list,
/// not as any value: a reader of every kind of value for each board type was 6.8 KB.
pub fn array<'de, D, T, const N: usize>(d: D) -> Result<[T; N], D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    struct Items<T, const N: usize>(std::marker::PhantomData<T>);
    impl<'de, T: Deserialize<'de>, const N: usize> Visitor<'de> for Items<T, N> {
        type Value = [T; N];
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            write!(f, "an array of length {N}")
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let mut items = Vec::with_capacity(N);
            while let Some(item) = seq.next_element()? {
                items.push(item);
            }
            let len = items.len();
            items
                .try_into()
                .map_err(|_| serde::de::Error::invalid_length(len, &self))
        }
    }
    d.deserialize_seq(Items(std::marker::PhantomData))
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
