//! The WebAssembly facade: the only module that knows of wasm-bindgen. It carries values between
//! the engine and js/folkgames.js, which wraps them as the `Game` class of API.md; it holds no rule.
//!
//! What crosses, and how:
//! - Into the module, every value: a move (`playWords`), the options of `create`, `playouts` and
//!   `suggestMove`, a save (`load`). JavaScript writes it as `f64` words (src/tokens.rs) in the
//!   one input room (`inputRoom`, which it asks to grow for a long value) and passes their count;
//!   strings are ids of strings the game has sent, or UTF-8, checked here. JavaScript reads a
//!   save's JSON itself (`JSON.parse`, after checking its size), so the module has no JSON
//!   parser: `json::parse` and the doors that take JSON text (`save::load`,
//!   `<dyn AnyGame>::play_json` and `suggest_move`) are for native users, and LTO leaves them out
//!   (about 5 KB). Game ids and notation strings cross as wasm-bindgen's strings.
//! - Out of the module, answers as words (`WasmGame::words`), a few as JSON text in one `RAW`
//!   token that JavaScript parses. The catalogue does not cross: js/catalogue.js holds it.
//!
//! No export returns a `Result`: wasm-bindgen's glue for one (a table of JavaScript values, its
//! allocator, the conversions) was about 1 KB of the module. A game's errors cross as words
//! `{code, message}` with a negative answer (see `WasmGame::words`); a call that has no game to
//! hold them (`create`, `load`, `playouts`) returns nothing and leaves its error for
//! `lastError`, which js/folkgames.js rethrows as a `GameError`. An error's `message` is
//! `[id, ...parameters]` (`write_error`): js/messages.js makes its English text, so the module
//! holds none. No path here can panic.

use crate::ai::SuggestOptions;
use crate::error::{GameError, GameResult};
use crate::game::{AnyGame, Step};
use crate::json::{Value, Writer};
use crate::message::{Arg, Described, Message, Msg};
use crate::prelude::*;
use crate::rules::AnyMove;
use crate::tokens::{self, Tokens};
use core::cell::RefCell;
use wasm_bindgen::prelude::*;

/// The error of the last `create`, `load` or `playouts` that returned nothing, as words
/// (`write_error`, with strings of its own), until the next.
struct LastError(RefCell<Option<Tokens>>);

// SAFETY: wasm32-unknown-unknown without threads: one thread ever touches it.
unsafe impl Sync for LastError {}

static LAST_ERROR: LastError = LastError(RefCell::new(None));

/// Keeps `e` for `lastError`; `None`, for the call to return.
fn fail<T>(e: GameError) -> Option<T> {
    if let Ok(mut last) = LAST_ERROR.0.try_borrow_mut() {
        let mut t = Tokens::new();
        write_error(&e, &mut t);
        *last = Some(t);
    }
    None
}

/// `e` as words: `{code, message: [id, ...parameters]}`, the code as its index (js/messages.js
/// spells it: the module holds no code's name), the message as src/message.rs holds it.
fn write_error(e: &GameError, t: &mut Tokens) {
    t.push(tokens::OBJECT);
    t.string("code");
    t.int(e.code as i64);
    t.string("message");
    write_message(&e.why, t);
    t.push(tokens::END);
}

/// A message as an array: its id, then its parameters (strings as text JavaScript does not
/// keep; a message inside it as such an array, a list as an array of strings).
fn write_message(m: &Message, t: &mut Tokens) {
    t.push(tokens::ARRAY);
    t.int(m.id as i64);
    for arg in &m.args {
        match arg {
            Arg::Int(n) => t.int(*n),
            Arg::Str(s) => t.text(s),
            Arg::List(words) => {
                t.push(tokens::ARRAY);
                for w in words.iter() {
                    t.text(w);
                }
                t.push(tokens::END);
            }
            Arg::Value(v) => write_described(v, t),
            Arg::Message(inner) => write_message(inner, t),
        }
    }
    t.push(tokens::END);
}

/// A value that a message describes (`{n:d}`), as a value of its kind that js/messages.js
/// describes the same way: an array or an object as an empty one.
fn write_described(v: &Described, t: &mut Tokens) {
    match v {
        Described::Null => t.push(tokens::NULL),
        Described::Bool(b) => t.push(if *b { tokens::TRUE } else { tokens::FALSE }),
        Described::Number(bits) => t.number(f64::from_bits(*bits)),
        Described::String(s) => t.text(s),
        Described::Array => {
            t.push(tokens::ARRAY);
            t.push(tokens::END);
        }
        Described::Object => {
            t.push(tokens::OBJECT);
            t.push(tokens::END);
        }
    }
}

/// The answers' words and the strings and shapes JavaScript holds (src/tokens.rs): one for the
/// module, shared by every game, as js/folkgames.js keeps one table for all games too. Each name
/// then crosses once per page rather than once per game: a one-round Bày Khòm game (11 moves)
/// spent about a fifth of its `play()` sending its names and shapes again. JavaScript reads an
/// answer as soon as the call that wrote it returns, so one buffer of words serves every game.
struct Shared(RefCell<Tokens>);

// SAFETY: wasm32-unknown-unknown without threads: one thread ever touches it.
unsafe impl Sync for Shared {}

static SHARED: Shared = Shared(RefCell::new(Tokens::new()));

/// What a call answers when the shared words are in use: never, since no export runs inside
/// another (the one import, `Date.now`, calls nothing back); js/folkgames.js reports it as an
/// internal failure rather than reading anything.
const BUSY: f64 = f64::INFINITY;

/// Runs `f` with the module's words; `None` when they are in use.
fn with_tokens<R>(f: impl FnOnce(&mut Tokens) -> R) -> Option<R> {
    let mut shared = SHARED.0.try_borrow_mut().ok()?;
    Some(f(&mut shared))
}

/// Where the words of an answer are: `length * 2^32 + address` (both are below 2^32 in wasm32's
/// memory, so the sum is an exact `f64`).
fn place(t: &Tokens) -> f64 {
    t.words().len() as f64 * 4_294_967_296.0 + t.words().as_ptr() as usize as f64
}

/// An answer written by `write` after clearing the module's words: where it is, or `BUSY`.
fn answer(write: impl FnOnce(&mut Tokens)) -> f64 {
    with_tokens(|t| {
        t.clear();
        write(t);
        place(t)
    })
    .unwrap_or(BUSY)
}

/// The room where JavaScript writes a value as `f64` words for the next call to read (src/tokens.rs):
/// a move, options, a save. One for the module, since a call reads its input before anything
/// else can write there.
struct Input(RefCell<Vec<f64>>);

// SAFETY: wasm32-unknown-unknown without threads: one thread ever touches it.
unsafe impl Sync for Input {}

static INPUT: Input = Input(RefCell::new(Vec::new()));

/// The most words `inputRoom` gives: 16 MiB. A save, the largest input, is at most 1 MiB of JSON
/// (js/folkgames.js checks before reading it), and its words are about one per byte at most.
const MAX_INPUT_WORDS: usize = 1 << 21;

/// Reads the value JavaScript wrote as the first `len` words of the input room into `out`, its
/// `STRING id`s being the strings of `kept`; false when the words are not one value.
fn read_input(len: u32, kept: &Tokens, out: &mut Value) -> bool {
    INPUT.0.try_borrow().is_ok_and(|room| {
        room.get(..len as usize)
            .is_some_and(|words| kept.read_value_into(words, out))
    })
}

/// The value of `read_input` for a call that has no game, whose strings are therefore all `TEXT`
/// (`create`, `load`, `playouts`); `None` when the words are not one value.
fn input(len: u32) -> Option<Value> {
    let mut v = Value::Null;
    read_input(len, &Tokens::new(), &mut v).then_some(v)
}

/// The options of `create` and `playouts`, from the input room.
fn options(len: u32) -> GameResult<Value> {
    input(len).ok_or_else(|| GameError::bad_option(Msg::OptionsUnreadable))
}

/// Room for `words` words of input; where it is, or 0 when there is not that much memory (or not
/// `MAX_INPUT_WORDS`). The room only grows, and moves when it does: JavaScript asks again then.
/// It is allocated by hand: `Vec::try_reserve`, the safe way to survive a failed allocation,
/// cost the module about 250 bytes more.
#[wasm_bindgen(js_name = inputRoom)]
pub fn input_room(words: u32) -> u32 {
    let Ok(mut room) = INPUT.0.try_borrow_mut() else {
        return 0;
    };
    let words = words as usize;
    if words > room.len() {
        if words > MAX_INPUT_WORDS {
            return 0;
        }
        let Ok(layout) = core::alloc::Layout::array::<f64>(words) else {
            return 0;
        };
        // SAFETY: `layout` is not empty (`words` > 0); a null answer (no memory) is caught, not
        // aborted on, and a block of `words` zeroed f64s is a Vec of that length and capacity.
        let block = unsafe { alloc::alloc::alloc_zeroed(layout) }.cast::<f64>();
        if block.is_null() {
            return 0;
        }
        *room = unsafe { Vec::from_raw_parts(block, words, words) };
    }
    room.as_ptr() as usize as u32
}

/// Where the words of the error left by the last call that returned nothing are (see
/// `WasmGame::words`; `LastError`), 0 when there is none. They stay there until the next such
/// error.
#[wasm_bindgen(js_name = lastError)]
pub fn last_error() -> f64 {
    match LAST_ERROR.0.try_borrow().as_deref() {
        Ok(Some(t)) => place(t),
        _ => 0.0,
    }
}

#[wasm_bindgen]
extern "C" {
    /// The JavaScript clock (milliseconds): the AI's time cap reads it, since
    /// `std::time::Instant` does not exist on wasm32-unknown-unknown.
    #[wasm_bindgen(js_namespace = Date, js_name = now)]
    fn date_now() -> f64;
}

#[wasm_bindgen]
pub struct WasmGame {
    inner: Box<dyn AnyGame>,
    /// The last move read from the input room, kept so that the next is read into its room.
    input_value: Value,
}

/// Moves read from words (`playWords`) with the words they were read from and the game they
/// were read for, so that the same words are not read again: games play a few moves over and
/// over (in random games 91% of the moves of a Porée-Maspero Bày Khòm game, 44% of a one-round
/// game and 96% of Kpé's repeat one of the same game), and reading one
/// (`Tokens::read_value_into`, then the game's `move_from_json`) was about a tenth of a Bày Khòm
/// `play`. What words read as depends on the words and on the game's rules alone: strings are
/// kept by id for the life of the module (`SHARED`), and each game (its id: "kpe", "bay-khom",
/// "siryu") reads moves its own way. So the cache is the module's, and a new game of the same
/// rules finds the moves read before. Only what was read is kept; playing it is checked as
/// always.
struct ReadMoves {
    /// At `slot(game, words)`: the game's id (its address), the words as bits, and the move read
    /// from them. Empty until the first `put`.
    slots: Vec<(usize, Vec<u64>, Option<AnyMove>)>,
}

/// The module's `ReadMoves`.
struct Moves(RefCell<ReadMoves>);

// SAFETY: wasm32-unknown-unknown without threads: one thread ever touches it.
unsafe impl Sync for Moves {}

static READ_MOVES: Moves = Moves(RefCell::new(ReadMoves { slots: Vec::new() }));

/// Slots of `ReadMoves` (a power of two): twice the 16 sowings of Bày Khòm, and Kpé's 8.
const READ_SLOTS: usize = 64;

impl ReadMoves {
    /// A hash of the game and the words picks the slot: its top bits, which a multiplication
    /// makes depend on every bit of the words (small whole numbers differ only in the high bits
    /// of an `f64`).
    fn slot(game: usize, words: &[f64]) -> usize {
        let h = words
            .iter()
            .fold(0xcbf2_9ce4_8422_2325u64 ^ game as u64, |h, w| {
                (h ^ w.to_bits()).wrapping_mul(0x0100_0000_01b3)
            });
        h.rotate_left(6) as usize & (READ_SLOTS - 1)
    }

    /// The move read for `game` from exactly these words before, if it is still kept.
    fn get(&self, game: usize, words: &[f64]) -> Option<AnyMove> {
        let (g, kept, mv) = self.slots.get(Self::slot(game, words))?;
        let same = *g == game
            && kept.len() == words.len()
            && kept.iter().zip(words).all(|(k, w)| *k == w.to_bits());
        if same {
            *mv
        } else {
            None
        }
    }

    fn put(&mut self, game: usize, words: &[f64], mv: AnyMove) {
        if self.slots.is_empty() {
            self.slots.resize(READ_SLOTS, (0, Vec::new(), None));
        }
        if let Some((g, kept, slot)) = self.slots.get_mut(Self::slot(game, words)) {
            *g = game;
            kept.clear();
            kept.extend(words.iter().map(|w| w.to_bits()));
            *slot = Some(mv);
        }
    }
}

impl WasmGame {
    fn wrap(inner: Box<dyn AnyGame>) -> WasmGame {
        WasmGame {
            inner,
            input_value: Value::Null,
        }
    }

    /// Writes an answer about this game as words and says where they are (`place`), or `BUSY`.
    fn words(&mut self, write: impl FnOnce(&dyn AnyGame, &mut Writer)) -> f64 {
        let inner = &*self.inner;
        with_tokens(|tokens| {
            let mut t = core::mem::take(tokens);
            t.clear();
            let mut w = Writer::tokens(t);
            write(inner, &mut w);
            if let Some(t) = w.into_tokens() {
                // What `take` left in `tokens` holds no memory: forgotten, not dropped, so the
                // answer does not pay for a drop that frees nothing.
                core::mem::forget(core::mem::replace(tokens, t));
            }
            place(tokens)
        })
        .unwrap_or(BUSY)
    }

    /// The record of the move played, or (negated) the error `{code, message}`: one answer
    /// without a `Result`, whose glue costs the module several hundred bytes per export.
    fn step_words(&mut self, step: Step<'_>) -> f64 {
        match self.inner.step(step) {
            Ok(i) => self.words(|g, w| g.write_record(i, w)),
            Err(e) => -self.error_words(e),
        }
    }

    /// An answer already written as JSON text, as words (one raw token), or (negated) its error.
    fn json_words(&mut self, json: GameResult<String>) -> f64 {
        match json {
            Ok(json) => answer(|t| t.raw(&json)),
            Err(e) => -self.error_words(e),
        }
    }

    /// Questions 13-19 of `ask`: a number or a boolean about the game, as words.
    fn fact(&mut self, what: u32) -> f64 {
        let g = &*self.inner;
        let yes = |b: bool| if b { tokens::TRUE } else { tokens::FALSE };
        answer(|t| match what {
            13 => t.int(g.players() as i64),
            // at most 2^53 - 1 (save.rs), so exact as an i64 and as the f64 JavaScript reads
            14 => t.int(g.seed() as i64),
            15 => t.push(yes(g.can_undo())),
            16 => t.push(yes(g.can_redo())),
            17 => t.int(g.redo_depth() as i64),
            18 => t.int(g.ply() as i64),
            _ => t.push(yes(g.is_over())),
        })
    }

    fn error_words(&mut self, e: GameError) -> f64 {
        answer(|t| write_error(&e, t))
    }
}

#[wasm_bindgen]
impl WasmGame {
    /// A new game, or nothing (see `lastError`): its options (an object, or null) are the
    /// `options_len` words of the input room; `entropy` seeds the game when it has no `seed`.
    pub fn create(id: &str, options_len: u32, entropy: f64) -> Option<WasmGame> {
        let entropy = if entropy.is_finite() && entropy >= 0.0 {
            entropy as u64
        } else {
            0
        };
        options(options_len)
            .and_then(|o| crate::save::new_game(id, &o, entropy))
            .map_or_else(fail, |g| Some(WasmGame::wrap(g)))
    }

    /// The game of a save, or nothing (see `lastError`): the save, read from its JSON by
    /// JavaScript (which checks its size first), is the `save_len` words of the input room.
    pub fn load(save_len: u32) -> Option<WasmGame> {
        input(save_len)
            .ok_or_else(|| GameError::bad_save(Msg::SaveUnreadable))
            .and_then(|save| crate::save::load_value(&save))
            .map_or_else(fail, |g| Some(WasmGame::wrap(g)))
    }

    /// A suggested move as words (its JSON text), or (negated) the error; its options
    /// `{ level?, timeMs?, seed? }` (or null) are the `opts_len` words of the input room.
    #[wasm_bindgen(js_name = suggestMove)]
    pub fn suggest_move(&mut self, opts_len: u32) -> f64 {
        let mut opts = Value::Null;
        let read = with_tokens(|t| read_input(opts_len, t, &mut opts)).unwrap_or(false);
        let json = if read {
            SuggestOptions::from_json(&opts).and_then(|o| self.inner.suggest(&o, &date_now))
        } else {
            Err(GameError::bad_option(Msg::SuggestOptionsUnreadable))
        };
        self.json_words(json)
    }
    #[wasm_bindgen(js_name = cloneGame)]
    pub fn clone_game(&self) -> WasmGame {
        WasmGame::wrap(self.inner.clone_box())
    }

    // The fast path of js/folkgames.js: the same calls with moves and answers as words
    // (src/tokens.rs). Each answer returns where its words are (see `words`); they stay there
    // until the module's next call.

    /// Answers question `what` in words (see `words`; negative: an error `{code, message}`):
    /// 0 legal moves, 1 roll, 2 undo, 3 redo, 4 state, 5 player to move, 6 result, 7 history,
    /// 8 options, 9 legal moves in notation, 10 id, 11 ruleset, 12 save, and the facts of
    /// `fact`: 13 players, 14 seed, 15 can undo, 16 can redo, 17 redo depth, 18 ply, 19 is over.
    /// Questions in one export: each export's glue costs the module 100-300 bytes.
    pub fn ask(&mut self, what: u32) -> f64 {
        let g = &*self.inner;
        let quoted = |s: &str| {
            let mut w = Writer::new();
            w.str(s);
            Ok(w.finish())
        };
        let json = match what {
            0 => return self.words(|g, w| g.write_legal_moves(w)),
            1 => return self.step_words(Step::Roll),
            2 => self.inner.undo(),
            3 => self.inner.redo(),
            4 => Ok(g.state_json()),
            5 => Ok(g.to_move_json()),
            6 => Ok(g.result_json()),
            7 => return self.words(|g, w| g.write_history(w)),
            8 => Ok(g.options_json()),
            9 => {
                return self.words(|g, w| {
                    w.begin_array();
                    for n in g.legal_notations() {
                        w.str(&n);
                    }
                    w.end_array();
                })
            }
            10 => quoted(g.id()),
            11 => quoted(g.ruleset()),
            12 => quoted(&g.save()),
            13..=19 => return self.fact(what),
            _ => Ok("null".into()),
        };
        self.json_words(json)
    }

    /// Plays the move written as the `len` words of the input room (see `inputRoom`); answers
    /// with its record, or an error as a negative answer (see `step_words`).
    #[wasm_bindgen(js_name = playWords)]
    pub fn play_words(&mut self, len: u32) -> f64 {
        let read = match INPUT.0.try_borrow() {
            Ok(room) => {
                let words = room.get(..len as usize).unwrap_or_default();
                let game = self.inner.id().as_ptr() as usize;
                let known = READ_MOVES
                    .0
                    .try_borrow()
                    .ok()
                    .and_then(|c| c.get(game, words));
                match known {
                    Some(mv) => Ok(mv),
                    None => {
                        let mut value = core::mem::replace(&mut self.input_value, Value::Null);
                        let read_words = with_tokens(|t| t.read_value_into(words, &mut value));
                        let read = if read_words == Some(true) {
                            self.inner.read_move(&value)
                        } else {
                            Err(GameError::bad_move(Msg::MoveUnreadable))
                        };
                        self.input_value = value;
                        if let (Ok(mv), Ok(mut cache)) = (&read, READ_MOVES.0.try_borrow_mut()) {
                            cache.put(game, words, *mv);
                        }
                        read
                    }
                }
            }
            Err(_) => Err(GameError::bad_move(Msg::MoveUnreadable)),
        };
        match read {
            Ok(mv) => self.step_words(Step::Read(mv)),
            Err(e) => -self.error_words(e),
        }
    }
    #[wasm_bindgen(js_name = playNotationWords)]
    pub fn play_notation_words(&mut self, text: &str) -> f64 {
        self.step_words(Step::Notation(text))
    }
}

/// For benchmarks: `n` uniform random playouts of game `id` from the start position given by
/// its options (the `options_len` words of the input room), run inside the module in one call
/// (so no boundary crossing is timed). Returns `{"games":..,"moves":..}` (moves include Siryu's
/// throws), or nothing (see `lastError`).
#[wasm_bindgen]
pub fn playouts(id: &str, options_len: u32, n: f64, seed: f64) -> Option<String> {
    let whole = |x: f64| {
        if x.is_finite() && x >= 0.0 {
            x as u64
        } else {
            0
        }
    };
    let b = match options(options_len)
        .and_then(|o| crate::playout::playouts(id, &o, whole(n), whole(seed)))
    {
        Ok(b) => b,
        Err(e) => return fail(e),
    };
    let mut w = Writer::new();
    w.begin_object()
        .key("games")
        .uint(b.games)
        .key("moves")
        .uint(b.moves)
        .end_object();
    Some(w.finish())
}
