//! What went wrong, as data: a message id (`Msg`) and its parameters (`Arg`). The English text
//! has one home, js/messages.js, with a template for each id. The WebAssembly module sends the id
//! and the parameters (src/wasm.rs) and JavaScript makes the text, so the module carries no
//! text and no code to make it (about 10 KB). Native builds read the same templates
//! (`include_str!`) and make the same text, for `GameError::message` and `Display`.

use crate::json::Value;
use crate::prelude::*;

/// Declares `Msg`, one variant per template of js/messages.js, in the same order (the ids that
/// cross are the variants' indices; tests/message_ids.rs checks the names and the order).
macro_rules! messages {
    ($($name:ident),* $(,)?) => {
        /// Which message: an index into js/messages.js's templates.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[repr(u8)]
        pub enum Msg {
            $($name),*
        }

        impl Msg {
            /// The ids as js/messages.js names them, in order.
            pub const NAMES: &'static [&'static str] = &[$(stringify!($name)),*];
        }
    };
}

messages! {
    OptionsUnreadable, SaveUnreadable, SuggestOptionsUnreadable, MoveUnreadable,
    OptionsNotObject, OptionNotInt, OptionNotBool, OptionNotChoice, OptionUnknown, SeedOutOfRange,
    UnknownGame, NoSuchGame, StationSirsTwo,
    SuggestOptionsNotObject, LevelUnknown, TimeMsOutOfRange, SuggestSeedOutOfRange,
    SuggestOptionUnknown, SuggestOptionsNotJson,
    OtherGamesMove, MoveLimit, GameOver, GameOverNoMove, NotChance, NothingToUndo, NothingToRedo,
    MoveNotJson,
    SaveTooLarge, SaveNotJson, SaveNotObject, SaveFieldUnknown, SaveFieldMissing, SaveFormat,
    SaveVersionNewer, SaveVersion, SaveGameNotString, SaveOptionsNotObject, SaveSeed,
    SaveMovesNotArray, SaveSeedInOptions, SaveGameUnknown, SaveBadOptions, SaveTooManyMoves,
    SaveMoveNotString, SaveMoveUnreadable, SaveMoveNotDrawn, SaveMoveIllegal,
    South, North,
    KpeNotOwnPit, KpePitEmpty, KpeMustFeed, KpeMoveShape, KpePit, KpeNotation,
    BkHole, BkDir, BkHouses, BkHouseNumber, BkHouseTwice, BkMoveShape, BkFillOrder, BkNotation,
    BkFillNotation, BkNothingToRefill, BkFillCount, BkChooseFill, BkNotOwnHole, BkHead,
    BkEliminated, BkHouseEmpty, BkEndless,
    SiryuThrowRange, SiryuThrowDue, SiryuUseFirst, SiryuCannotUse, SiryuMustUse,
    TheSir, TheBonusThrow, SixBlack, TheThrow,
    SiryuNoSuchPiece, SiryuOnMecca, SiryuNoSirAction, SiryuZero, SiryuNotStarted, SiryuNoPoints,
    SiryuNoThrowInUse, SiryuSticks, SiryuWhites, SiryuSticksAndWhites, SiryuThrowShape, SiryuPiece,
    SiryuMoveShape, SiryuNotation,
}

/// One parameter of a message; the template says how it is shown (js/messages.js).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Int(i64),
    Str(String),
    /// Words shown joined by ", " (the values an option may take).
    List(&'static [&'static str]),
    /// A value the caller gave, for `{n:d}`.
    Value(Described),
    /// A message inside this one (a phrase, or the reason a saved move cannot be played).
    Message(Box<Message>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub id: Msg,
    pub args: Vec<Arg>,
}

impl Message {
    pub fn new(id: Msg, args: Vec<Arg>) -> Self {
        Message { id, args }
    }

    /// `new` with the parameters in an array: out of line, so that the ~85 places that make a
    /// message share the code that makes its list (one copy for each number of parameters).
    #[inline(never)]
    pub fn of<const N: usize>(id: Msg, args: [Arg; N]) -> Self {
        Message::new(id, Vec::from(args))
    }
}

impl From<Msg> for Message {
    fn from(id: Msg) -> Self {
        Message::new(id, Vec::new())
    }
}

/// A message with its parameters: `msg!(KpePitEmpty, pit)`.
#[macro_export]
macro_rules! msg {
    ($id:ident $(, $arg:expr)* $(,)?) => {
        $crate::message::Message::of(
            $crate::message::Msg::$id,
            [$($crate::message::Arg::from($arg)),*],
        )
    };
}

macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Int(n as i64)
            }
        }
    )*};
}
int_arg!(u8, u16, u32, u64, usize, i32, i64);

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Str(s.into())
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Str(s.clone())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Str(s)
    }
}
impl From<&'static [&'static str]> for Arg {
    fn from(words: &'static [&'static str]) -> Self {
        Arg::List(words)
    }
}
impl From<char> for Arg {
    fn from(c: char) -> Self {
        Arg::Str(c.into())
    }
}
impl From<Message> for Arg {
    fn from(m: Message) -> Self {
        Arg::Message(Box::new(m))
    }
}
impl From<Msg> for Arg {
    fn from(id: Msg) -> Self {
        Arg::from(Message::from(id))
    }
}

/// The most characters of a string a description shows (json.rs `describe`).
const DESCRIBED_CHARS: usize = 24;

/// A caller's value as its description needs it ("the number 3.5", "an array": json.rs
/// `describe`), so that a long value does not cross whole: a string of more than 24 characters
/// is cut to 25 (still "a long string"), an array or an object is its kind alone. A number is
/// kept as its bits, so that errors stay `Eq`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Described {
    Null,
    Bool(bool),
    Number(u64),
    String(String),
    Array,
    Object,
}

impl From<&Value> for Arg {
    fn from(v: &Value) -> Self {
        Arg::Value(match v {
            Value::Null => Described::Null,
            Value::Bool(b) => Described::Bool(*b),
            Value::Number(n) => Described::Number(n.to_bits()),
            Value::String(s) => Described::String(s.chars().take(DESCRIBED_CHARS + 1).collect()),
            Value::Array(_) => Described::Array,
            Value::Object(_) => Described::Object,
        })
    }
}

impl Described {
    /// The value again, as far as its description goes.
    pub fn value(&self) -> Value {
        match self {
            Described::Null => Value::Null,
            Described::Bool(b) => Value::Bool(*b),
            Described::Number(bits) => Value::Number(f64::from_bits(*bits)),
            Described::String(s) => Value::String(s.clone()),
            Described::Array => Value::Array(Vec::new()),
            Described::Object => Value::Object(Vec::new()),
        }
    }
}

/// The English text, natively: the template of js/messages.js with the parameters in it.
#[cfg(not(target_arch = "wasm32"))]
mod text {
    use super::{Arg, Message};
    use crate::text::{push_int, push_quoted};
    use std::sync::OnceLock;

    /// js/messages.js, the one home of the templates.
    const SOURCE: &str = include_str!("../js/messages.js");

    /// The templates of `SOURCE` by id, with each id's name: the lines `  Id: "template",` of
    /// its `MESSAGES` object.
    pub fn templates() -> &'static [(String, String)] {
        static TEMPLATES: OnceLock<Vec<(String, String)>> = OnceLock::new();
        TEMPLATES.get_or_init(|| {
            let start = SOURCE
                .find("export const MESSAGES = {")
                .unwrap_or(SOURCE.len());
            let block = SOURCE.get(start..).unwrap_or("");
            let block = block.split_once("\n};").map_or(block, |(inside, _)| inside);
            block
                .lines()
                .filter_map(|line| {
                    let (name, rest) = line.trim_start().split_once(": \"")?;
                    let json = rest.strip_suffix(',')?;
                    let template = crate::json::parse(&format!("\"{json}")).ok()?;
                    let ok = name.chars().all(|c| c.is_ascii_alphanumeric());
                    Some((
                        name.to_string(),
                        template.as_str().filter(|_| ok)?.to_string(),
                    ))
                })
                .collect()
        })
    }

    impl Message {
        /// The message in English, as js/messages.js's `messageText` makes it.
        pub fn text(&self) -> String {
            let mut out = String::new();
            self.push_text(&mut out);
            out
        }

        fn push_text(&self, out: &mut String) {
            let template = templates()
                .get(self.id as usize)
                .map_or("", |(_, t)| t.as_str());
            let mut rest = template;
            while let Some((before, after)) = rest.split_once('{') {
                out.push_str(before);
                rest = match placeholder(after) {
                    Some((index, kind, after_it)) => {
                        if let Some(arg) = self.args.get(index) {
                            arg.push_text(kind, out);
                        }
                        after_it
                    }
                    None => {
                        out.push('{');
                        after
                    }
                };
            }
            out.push_str(rest);
        }
    }

    /// `n}` or `n:k}` at the start of `s` (just after a `{`): the index, the kind and what
    /// follows the placeholder.
    fn placeholder(s: &str) -> Option<(usize, Option<char>, &str)> {
        let digits = s.bytes().take_while(u8::is_ascii_digit).count();
        let index = s.get(..digits)?.parse().ok()?;
        let rest = s.get(digits..)?;
        if let Some(after) = rest.strip_prefix('}') {
            return Some((index, None, after));
        }
        let mut chars = rest.strip_prefix(':')?.chars();
        let kind = chars.next()?;
        Some((index, Some(kind), chars.as_str().strip_prefix('}')?))
    }

    impl Arg {
        fn push_text(&self, kind: Option<char>, out: &mut String) {
            match (self, kind) {
                (Arg::Str(s), Some('q')) => push_quoted(out, s),
                (Arg::Value(v), Some('d')) => out.push_str(&v.value().describe()),
                (Arg::Int(n), _) => push_int(out, *n),
                (Arg::Str(s), _) => out.push_str(s),
                (Arg::List(words), _) => out.push_str(&words.join(", ")),
                (Arg::Message(m), _) => m.push_text(out),
                (Arg::Value(v), _) => out.push_str(&v.value().describe()),
            }
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub use text::templates;
