//! The WebAssembly facade: the only module that knows of wasm-bindgen. It turns the engine's
//! JSON text and errors into what js/folkgames.js wraps as the `Game` class of API.md; it holds
//! no rule. No export returns a `Result`: wasm-bindgen's glue for one (a table of JavaScript
//! values, its allocator, the conversions) was about 1 KB of the module. A game's errors cross
//! as words `{code, message}` with a negative answer (see `WasmGame::words`); a call that has no
//! game to hold them (`create`, `load`, `playouts`) returns nothing and leaves its error for
//! `lastError`, which js/folkgames.js rethrows as a `GameError`. No path here can panic.

use crate::cat;
use crate::error::{GameError, GameResult};
use crate::game::{AnyGame, Step};
use crate::json::{self, Value, Writer};
use crate::prelude::*;
use crate::rules::AnyMove;
use crate::tokens::{self, Tokens};
use core::cell::RefCell;
use wasm_bindgen::prelude::*;

/// The error of the last `create`, `load` or `playouts` that returned nothing, as JSON
/// `{code, message}`, until `lastError` takes it.
struct LastError(RefCell<String>);

// SAFETY: wasm32-unknown-unknown without threads: one thread ever touches it.
unsafe impl Sync for LastError {}

static LAST_ERROR: LastError = LastError(RefCell::new(String::new()));

/// Keeps `e` for `lastError`; `None`, for the call to return.
fn fail<T>(e: GameError) -> Option<T> {
    let mut w = Writer::new();
    w.begin_object()
        .key("code")
        .str(e.code.as_str())
        .key("message")
        .str(&e.message)
        .end_object();
    if let Ok(mut last) = LAST_ERROR.0.try_borrow_mut() {
        *last = w.finish();
    }
    None
}

/// Options as JSON text, for `create` and `playouts`.
fn options(options_json: &str) -> Result<json::Value, GameError> {
    json::parse(options_json)
        .map_err(|e| GameError::bad_option(cat!("options are not valid JSON: ", e)))
}

/// The error left by the last call that returned nothing (see `LastError`), and "" after it.
#[wasm_bindgen(js_name = lastError)]
pub fn last_error() -> String {
    LAST_ERROR
        .0
        .try_borrow_mut()
        .map(|mut last| core::mem::take(&mut *last))
        .unwrap_or_default()
}

#[wasm_bindgen]
extern "C" {
    /// The JavaScript clock (milliseconds): the AI's time cap reads it, since
    /// `std::time::Instant` does not exist on wasm32-unknown-unknown.
    #[wasm_bindgen(js_namespace = Date, js_name = now)]
    fn date_now() -> f64;
}

/// Room for one move written as words by JavaScript (js/folkgames.js falls back to JSON text for
/// anything longer).
const INPUT_WORDS: usize = 64;

#[wasm_bindgen]
pub struct WasmGame {
    inner: Box<dyn AnyGame>,
    /// The answers in words (src/tokens.rs) and the strings this game's JavaScript side holds.
    tokens: Tokens,
    /// Where JavaScript writes a move as words (`inputPtr`, `playWords`).
    input: Vec<f64>,
    /// The last move read from `input`, kept so that the next is read into its room.
    input_value: Value,
    /// Moves read from `input` lately (see `ReadMoves`).
    read_moves: ReadMoves,
}

/// Moves read from words (`playWords`) with the words they were read from, so that the same
/// words are not read again: a game plays a few moves over and over (in random games 91% of the
/// moves of a Porée-Maspero Bày Khòm game, 44% of a one-round game and 96% of Kpé's are a
/// repeat), and reading one (`Tokens::read_value_into`, then the game's `move_from_json`) was
/// about a tenth of a Bày Khòm `play`. What words read as depends on the words alone: strings
/// are kept by id for the life of the game. Only what was read is kept; playing it is checked
/// as always.
struct ReadMoves {
    /// At `slot(words)`: the words, as bits, and the move read from them.
    slots: Vec<(Vec<u64>, Option<AnyMove>)>,
}

/// Slots of `ReadMoves` (a power of two): twice the 16 sowings of Bày Khòm.
const READ_SLOTS: usize = 32;

impl ReadMoves {
    fn new() -> Self {
        ReadMoves {
            slots: vec![(Vec::new(), None); READ_SLOTS],
        }
    }

    /// A hash of the words picks the slot: its top bits, which a multiplication makes depend on
    /// every bit of the words (small whole numbers differ only in the high bits of an `f64`).
    fn slot(words: &[f64]) -> usize {
        let h = words.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, w| {
            (h ^ w.to_bits()).wrapping_mul(0x0100_0000_01b3)
        });
        h.rotate_left(5) as usize & (READ_SLOTS - 1)
    }

    /// The move read from exactly these words before, if it is still kept.
    fn get(&self, words: &[f64]) -> Option<AnyMove> {
        let (kept, mv) = self.slots.get(Self::slot(words))?;
        let same =
            kept.len() == words.len() && kept.iter().zip(words).all(|(k, w)| *k == w.to_bits());
        if same {
            *mv
        } else {
            None
        }
    }

    fn put(&mut self, words: &[f64], mv: AnyMove) {
        if let Some((kept, slot)) = self.slots.get_mut(Self::slot(words)) {
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
            tokens: Tokens::new(),
            input: vec![0.0; INPUT_WORDS],
            input_value: Value::Null,
            read_moves: ReadMoves::new(),
        }
    }

    /// Writes an answer as words and says where they are: `length * 2^32 + address` (both are
    /// below 2^32 in wasm32's memory, so the sum is an exact `f64`).
    fn words(&mut self, write: impl FnOnce(&dyn AnyGame, &mut Writer)) -> f64 {
        let mut t = core::mem::take(&mut self.tokens);
        t.clear();
        let mut w = Writer::tokens(t);
        write(&*self.inner, &mut w);
        if let Some(t) = w.into_tokens() {
            // What `take` left in `self.tokens` holds no memory: forgotten, not dropped, so the
            // answer does not pay for a drop that frees nothing.
            core::mem::forget(core::mem::replace(&mut self.tokens, t));
        }
        Self::place(&self.tokens)
    }

    fn place(t: &Tokens) -> f64 {
        t.words().len() as f64 * 4_294_967_296.0 + t.words().as_ptr() as usize as f64
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
            Ok(json) => {
                let t = &mut self.tokens;
                t.clear();
                t.raw(&json);
                Self::place(t)
            }
            Err(e) => -self.error_words(e),
        }
    }

    /// Questions 13-19 of `ask`: a number or a boolean about the game, as words.
    fn fact(&mut self, what: u32) -> f64 {
        let g = &*self.inner;
        let t = &mut self.tokens;
        t.clear();
        let yes = |b: bool| if b { tokens::TRUE } else { tokens::FALSE };
        match what {
            13 => t.int(g.players() as i64),
            // at most 2^53 - 1 (save.rs), so exact as an i64 and as the f64 JavaScript reads
            14 => t.int(g.seed() as i64),
            15 => t.push(yes(g.can_undo())),
            16 => t.push(yes(g.can_redo())),
            17 => t.int(g.redo_depth() as i64),
            18 => t.int(g.ply() as i64),
            _ => t.push(yes(g.is_over())),
        }
        Self::place(t)
    }

    fn error_words(&mut self, e: GameError) -> f64 {
        let t = &mut self.tokens;
        t.clear();
        t.push(tokens::OBJECT);
        t.string("code");
        t.string(e.code.as_str());
        t.string("message");
        t.text(&e.message);
        t.push(tokens::END);
        Self::place(t)
    }
}

#[wasm_bindgen]
impl WasmGame {
    /// A new game, or nothing (see `lastError`): `options_json` is a JSON object (or "null");
    /// `entropy` seeds the game when it has no `seed`.
    pub fn create(id: &str, options_json: &str, entropy: f64) -> Option<WasmGame> {
        let entropy = if entropy.is_finite() && entropy >= 0.0 {
            entropy as u64
        } else {
            0
        };
        options(options_json)
            .and_then(|o| crate::save::new_game(id, &o, entropy))
            .map_or_else(fail, |g| Some(WasmGame::wrap(g)))
    }

    /// The game of a save, or nothing (see `lastError`).
    pub fn load(save: &str) -> Option<WasmGame> {
        crate::save::load(save).map_or_else(fail, |g| Some(WasmGame::wrap(g)))
    }

    /// A suggested move as words (its JSON text), or (negated) the error; `opts_json` is
    /// `{ level?, timeMs?, seed? }` or "null".
    #[wasm_bindgen(js_name = suggestMove)]
    pub fn suggest_move(&mut self, opts_json: &str) -> f64 {
        let json = self.inner.suggest_move(opts_json, &date_now);
        self.json_words(json)
    }
    #[wasm_bindgen(js_name = cloneGame)]
    pub fn clone_game(&self) -> WasmGame {
        WasmGame::wrap(self.inner.clone_box())
    }

    // The fast path of js/folkgames.js: the same calls with moves and answers as words
    // (src/tokens.rs). Each answer returns where its words are (see `words`); they stay there
    // until this game's next call.

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

    /// The address of the room for a move in words (it does not move while the game lives).
    #[wasm_bindgen(js_name = inputPtr)]
    pub fn input_ptr(&self) -> u32 {
        self.input.as_ptr() as usize as u32
    }
    /// Plays the move written as `len` words at `inputPtr`; answers with its record, or an error
    /// as a negative answer (see `step_words`).
    #[wasm_bindgen(js_name = playWords)]
    pub fn play_words(&mut self, len: u32) -> f64 {
        let words = self.input.get(..len as usize).unwrap_or_default();
        if let Some(mv) = self.read_moves.get(words) {
            return self.step_words(Step::Read(mv));
        }
        let mut value = core::mem::replace(&mut self.input_value, Value::Null);
        let read = if self.tokens.read_value_into(words, &mut value) {
            self.inner.read_move(&value)
        } else {
            Err(GameError::bad_move(
                "the move could not be read from its words",
            ))
        };
        self.input_value = value;
        match read {
            Ok(mv) => {
                self.read_moves.put(words, mv);
                self.step_words(Step::Read(mv))
            }
            Err(e) => -self.error_words(e),
        }
    }
    /// Plays a move given as JSON text (what js/folkgames.js sends when words cannot carry it).
    #[wasm_bindgen(js_name = playJsonWords)]
    pub fn play_json_words(&mut self, move_json: &str) -> f64 {
        match json::parse(move_json) {
            Ok(value) => self.step_words(Step::Move(&value)),
            Err(e) => {
                -self.error_words(GameError::bad_move(cat!("the move is not valid JSON: ", e)))
            }
        }
    }
    #[wasm_bindgen(js_name = playNotationWords)]
    pub fn play_notation_words(&mut self, text: &str) -> f64 {
        self.step_words(Step::Notation(text))
    }
}

/// Every game with its names, players, rulesets and options, as JSON.
#[wasm_bindgen]
pub fn catalogue() -> String {
    crate::catalogue::catalogue_json()
}

/// For benchmarks: `n` uniform random playouts of game `id` from the start position given by
/// `options_json`, run inside the module in one call (so no boundary crossing is timed).
/// Returns `{"games":..,"moves":..}` (moves include Siryu's throws), or nothing (see `lastError`).
#[wasm_bindgen]
pub fn playouts(id: &str, options_json: &str, n: f64, seed: f64) -> Option<String> {
    let whole = |x: f64| {
        if x.is_finite() && x >= 0.0 {
            x as u64
        } else {
            0
        }
    };
    let b = match options(options_json)
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
