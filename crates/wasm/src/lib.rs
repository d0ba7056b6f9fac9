//! The WebAssembly facade: the only crate that knows wasm-bindgen. Every value crosses with
//! serde-wasm-bindgen as the plain objects and arrays of docs/api.md (its JSON-compatible
//! serializer), into and out of the rules core's own serde types; their TypeScript declarations
//! are derived from the same types (tsify). It holds no rule: each method reads its input, calls
//! the core or the computer opponents, and converts the answer or the error.
//!
//! js/folkgames.js wraps the `Engine` class as the package's `Game` (a freed game's calls say
//! so) and turns the errors made here into `GameError`s.
//!
//! The crate is built twice (scripts/build.sh): the page's module, for size, with what a page
//! runs; and with the `computer` feature, for speed, the computer's module, which adds every
//! search-based export, all in one place: the `computer` module (computer.rs).

#[cfg(feature = "computer")]
mod computer;

use folkgames::error::{ErrorCode, GameError, GameResult};
use folkgames::game::GameRules;
use folkgames::input::Source;
use folkgames::input::{check_depth, check_fit};
use folkgames::save::{self, Save, MAX_SAVE_BYTES};
use folkgames::{with_game, Game, GameOf, Rules};
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// An untrusted JavaScript value, read into the core's types by serde-wasm-bindgen.
struct Js<'a>(&'a JsValue);

/// A caller's object as plain data: what `JSON.parse(JSON.stringify(value))` gives, so that no
/// getter, `toJSON` or proxy of the caller's runs while the engine reads it (an exception thrown
/// there would unwind through the engine). A value JSON cannot write (a cycle, a BigInt, a
/// getter that throws) is refused with `code`, and so is one that JSON would quietly change:
/// a number that is not finite (JSON writes null), a function or a symbol (JSON drops them).
fn plain(value: &JsValue, code: ErrorCode, what: &str) -> GameResult<JsValue> {
    let refused = |e: JsValue| {
        let why = match (e.dyn_ref::<js_sys::Error>(), e.as_string()) {
            (Some(e), _) => String::from(e.message()),
            (None, Some(why)) => why,
            _ => "it has no JSON form".into(),
        };
        GameError::new(code, format!("{what} cannot be read: {why}"))
    };
    let replacer = Closure::<dyn FnMut(JsValue, JsValue) -> Result<JsValue, JsValue>>::new(
        |key: JsValue, v: JsValue| {
            let key = key
                .as_string()
                .filter(|k| !k.is_empty())
                .unwrap_or_else(|| "the value".into());
            match v.as_f64() {
                Some(n) if !n.is_finite() => {
                    let n = if n.is_nan() {
                        "NaN"
                    } else if n > 0.0 {
                        "Infinity"
                    } else {
                        "-Infinity"
                    };
                    Err(format!("{key} is {n}, not a finite number").into())
                }
                _ if v.is_function() || v.is_symbol() => {
                    Err(format!("{key} is a {}", kind_of(&v)).into())
                }
                _ => Ok(v),
            }
        },
    );
    let text = js_sys::JSON::stringify_with_replacer(value, replacer.as_ref()).map_err(refused)?;
    let Some(text) = JsValue::from(text).as_string() else {
        return Err(GameError::new(
            code,
            format!("{what} cannot be read: it has no JSON form"),
        ));
    };
    js_sys::JSON::parse(&text).map_err(refused)
}

/// Reads a JavaScript value into the engine's types with serde-wasm-bindgen, with the checks
/// of every door (`folkgames::input`): its depth first, then that it holds nothing the value
/// read from it lacks.
impl Source for Js<'_> {
    type Part = Part;

    fn read<T: DeserializeOwned + Serialize>(&self, code: ErrorCode, what: &str) -> GameResult<T> {
        let value: T = self.peek(code, what)?;
        let known =
            to_js(&value).map_err(|_| GameError::new(code, format!("{what}: unreadable")))?;
        check_fit(&Node(self.0.clone()), &Node(known), code, what)?;
        Ok(value)
    }

    fn peek<T: DeserializeOwned>(&self, code: ErrorCode, what: &str) -> GameResult<T> {
        check_depth(&Node(self.0.clone()), code, what)?;
        folkgames::input::read(
            serde_wasm_bindgen::Deserializer::from(self.0.clone()),
            code,
            what,
        )
    }

    fn read_pair<A, B>(&self, code: ErrorCode, what: &str) -> GameResult<(A, B)>
    where
        A: DeserializeOwned + Serialize,
        B: DeserializeOwned + Serialize,
    {
        let (a, b): (A, B) = (self.peek(code, what)?, self.peek(code, what)?);
        let unreadable = |_| GameError::new(code, format!("{what}: unreadable"));
        let known = js_sys::Object::new();
        js_sys::Object::assign(&known, to_js(&a).map_err(unreadable)?.unchecked_ref());
        js_sys::Object::assign(&known, to_js(&b).map_err(unreadable)?.unchecked_ref());
        check_fit(&Node(self.0.clone()), &Node(known.into()), code, what)?;
        Ok((a, b))
    }
}

/// A part of a JavaScript value kept as it was given (`Source::Part`), read later as a game's
/// own type with the same checks.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
struct Part(#[serde(with = "serde_wasm_bindgen::preserve")] JsValue);

impl Source for Part {
    type Part = Part;

    fn read<T: DeserializeOwned + Serialize>(&self, code: ErrorCode, what: &str) -> GameResult<T> {
        Js(&self.0).read(code, what)
    }

    fn peek<T: DeserializeOwned>(&self, code: ErrorCode, what: &str) -> GameResult<T> {
        Js(&self.0).peek(code, what)
    }

    fn read_pair<A, B>(&self, code: ErrorCode, what: &str) -> GameResult<(A, B)>
    where
        A: DeserializeOwned + Serialize,
        B: DeserializeOwned + Serialize,
    {
        Js(&self.0).read_pair(code, what)
    }
}

/// A JavaScript value as a tree, for `check_depth` and `check_fit`.
struct Node(JsValue);

impl folkgames::input::Node for Node {
    fn items(&self) -> Option<Vec<Self>> {
        let array = self.0.dyn_ref::<js_sys::Array>()?;
        Some(array.iter().map(Node).collect())
    }
    fn fields(&self) -> Option<Vec<(String, Self)>> {
        if !is_object(&self.0) {
            return None;
        }
        let entries = js_sys::Object::entries(self.0.unchecked_ref::<js_sys::Object>());
        Some(
            entries
                .iter()
                .map(|pair| {
                    let pair: js_sys::Array = pair.unchecked_into();
                    (
                        pair.get(0).as_string().unwrap_or_default(),
                        Node(pair.get(1)),
                    )
                })
                .collect(),
        )
    }
    fn is_null(&self) -> bool {
        self.0.is_null() || self.0.is_undefined()
    }
}

/// A value as a plain JavaScript value: objects, not `Map`s; `None` as `null`.
fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| {
            error(GameError::new(
                ErrorCode::BadMove,
                format!("unexpected engine failure: {e}"),
            ))
        })
}

/// The error object JavaScript sees: an `Error` named `GameError` with the stable `code`;
/// js/folkgames.js gives it the `GameError` class.
fn error(e: GameError) -> JsValue {
    let err = js_sys::Error::new(&e.message);
    err.set_name("GameError");
    // Setting a property of an Error just made cannot fail.
    let _ = js_sys::Reflect::set(&err, &"code".into(), &e.code.as_str().into());
    // A refused move's reason, as `whyNot` gives it.
    if let Some(refusal) = e.refusal.as_deref().and_then(|r| to_js(r).ok()) {
        let _ = js_sys::Reflect::set(&err, &"refusal".into(), &refusal);
    }
    err.into()
}

/// `Ok` as a JavaScript value, `Err` as the error object.
fn answer<T: Serialize + ?Sized>(result: GameResult<&T>) -> Result<JsValue, JsValue> {
    to_js(result.map_err(error)?)
}

/// A value for a message: what JavaScript would call its type.
fn kind_of(v: &JsValue) -> &'static str {
    if v.is_null() {
        "null"
    } else if js_sys::Array::is_array(v) {
        "an array"
    } else if v.is_undefined() {
        "undefined"
    } else if v.as_f64().is_some() {
        "number"
    } else if v.as_bool().is_some() {
        "boolean"
    } else if v.is_string() {
        "string"
    } else if v.is_function() {
        "function"
    } else if v.is_symbol() {
        "symbol"
    } else if v.is_object() {
        "object"
    } else {
        "a value of another kind"
    }
}

/// Whether `v` is a plain object (not null, not an array).
fn is_object(v: &JsValue) -> bool {
    v.is_object() && !js_sys::Array::is_array(v) && !v.is_function()
}

/// Options for a new game: absent (undefined or null) or an object.
fn options_of(options: &JsValue) -> GameResult<Option<JsValue>> {
    if options.is_undefined() || options.is_null() {
        Ok(None)
    } else if is_object(options) {
        plain(options, ErrorCode::BadOption, "the options").map(Some)
    } else {
        Err(GameError::bad_option(
            "options must be an object, e.g. { seed: 7 }",
        ))
    }
}

/// Fresh entropy for a game made without a seed, from the platform's generator.
fn entropy() -> u64 {
    let mut bytes = [0u8; 8];
    // Without a generator the game still starts, with seed 0 (and says so in `seed`).
    let _ = getrandom::fill(&mut bytes);
    u64::from_le_bytes(bytes)
}

/// A count of moves for `undo(n)` and `redo(n)`: a whole number from 1.
fn count_of(count: &JsValue) -> GameResult<usize> {
    match count.as_f64() {
        Some(n) if n.fract() == 0.0 && (1.0..=(1u64 << 53) as f64).contains(&n) => Ok(n as usize),
        _ => Err(GameError::bad_option(format!(
            "the number of moves must be a whole number from 1, not {}",
            shown(count)
        ))),
    }
}

/// A short description of a value a caller gave.
fn shown(v: &JsValue) -> String {
    match (v.as_f64(), v.as_string()) {
        (Some(n), _) => format!("{n}"),
        (_, Some(s)) => folkgames::input::quoted(&s),
        _ => kind_of(v).into(),
    }
}

/// A move given in notation or as an object, read as a move of `R`.
fn read_move<R: GameRules>(mv: &JsValue) -> GameResult<R::Move> {
    if let Some(text) = mv.as_string() {
        return text.parse();
    }
    if !is_object(mv) {
        return Err(GameError::bad_move(format!(
            "a move is an object such as {{ kind: \"sow\", pit: 2 }} or its notation, not {}",
            kind_of(mv)
        )));
    }
    // A move object may carry fields the game does not read (a page's own labels, say).
    let mv = plain(mv, ErrorCode::BadMove, "the move")?;
    Js(&mv).peek(
        ErrorCode::BadMove,
        &format!("not a {} move", R::GAME.name()),
    )
}

fn why_not<R: GameRules>(s: &GameOf<R>, mv: &JsValue) -> Result<JsValue, JsValue> {
    let mv = read_move::<R>(mv).map_err(error)?;
    to_js(&s.why_not(&mv))
}

fn play<R: GameRules>(s: &mut GameOf<R>, mv: &JsValue) -> Result<JsValue, JsValue> {
    let mv = read_move::<R>(mv).map_err(error)?;
    answer(s.play(mv))
}

/// `undo(n)` and `redo(n)`: one step (null when there is none), or `count` steps after checking
/// that `available` allows them all, returning the last step's record.
fn walk<R: GameRules>(
    s: &mut GameOf<R>,
    count: &JsValue,
    step: fn(&mut GameOf<R>) -> GameResult<folkgames::MoveRecord<R::Move>>,
    available: usize,
    code: ErrorCode,
    verb: &str,
) -> Result<JsValue, JsValue> {
    if count.is_undefined() {
        return match step(s) {
            Ok(record) => to_js(&record),
            Err(e) if e.code == code => Ok(JsValue::NULL),
            Err(e) => Err(error(e)),
        };
    }
    let n = count_of(count).map_err(error)?;
    if n > available {
        let s = if available == 1 { "" } else { "s" };
        return Err(error(GameError::new(
            code,
            format!("only {available} move{s} can be {verb}, not {n}"),
        )));
    }
    let mut last = None;
    for _ in 0..n {
        last = Some(step(s).map_err(error)?);
    }
    to_js(&last)
}

/// One game of Kpé, Bày Khòm or Siryu (docs/api.md); js/folkgames.js presents it as `Game`. Its
/// name is the class the generated module exports: not the package's `Game` (the wrapper that
/// adds `free()` checks and `GameError`s), and not the core's `Game`, which it holds.
#[wasm_bindgen]
pub struct Engine {
    game: Game,
}

/// A game id from JavaScript: a string (`unknown_game` otherwise; the catalogue judges the rest).
fn game_id(id: &JsValue) -> Result<String, JsValue> {
    id.as_string().ok_or_else(|| {
        error(GameError::new(
            ErrorCode::UnknownGame,
            format!(
                "the game id must be a string such as \"kpe\", not {}",
                kind_of(id)
            ),
        ))
    })
}

#[wasm_bindgen]
impl Engine {
    /// A new game (`unknown_game`, `bad_option`).
    #[wasm_bindgen(constructor)]
    pub fn new(id: JsValue, options: JsValue) -> Result<Engine, JsValue> {
        let id = game_id(&id)?;
        let options = options_of(&options).map_err(error)?;
        let options = options.as_ref().map(Js);
        let game = Game::create(&id, options.as_ref(), entropy()).map_err(error)?;
        Ok(Engine { game })
    }

    /// A game restored from `save()`: everything checked and replayed (`bad_save`).
    pub fn load(save: JsValue) -> Result<Engine, JsValue> {
        let Some(text) = save.dyn_ref::<js_sys::JsString>() else {
            return Err(error(GameError::bad_save(format!(
                "a save is a string from game.save(), not {}",
                kind_of(&save)
            ))));
        };
        // Checked before it is read: a share link is untrusted input. A UTF-16 unit is one to
        // three bytes of UTF-8, so a text of more than three times the limit in units is too
        // long whatever it holds, and is not even copied into the module.
        let units = text.length() as usize;
        let too_large = |bytes: String| {
            error(GameError::bad_save(format!(
                "the save is {bytes} bytes; saves are limited to {MAX_SAVE_BYTES} bytes"
            )))
        };
        if units > 3 * MAX_SAVE_BYTES {
            return Err(too_large(format!("at least {units}")));
        }
        let text = String::from(text);
        if text.len() > MAX_SAVE_BYTES {
            return Err(too_large(text.len().to_string()));
        }
        let value = js_sys::JSON::parse(&text).map_err(|e| {
            let why = e
                .dyn_ref::<js_sys::Error>()
                .map_or_else(|| "unreadable".into(), |e| String::from(e.message()));
            error(GameError::bad_save(format!(
                "the save is not valid JSON: {why}"
            )))
        })?;
        let game = save::load(&Js(&value)).map_err(error)?;
        Ok(Engine { game })
    }

    /// A game set up in `position` (the shape of `state()`), with `options`: every field checked
    /// (`bad_position`, naming the problem). Its history starts there; its saves keep it.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(
        id: JsValue,
        position: JsValue,
        options: JsValue,
    ) -> Result<Engine, JsValue> {
        let id = game_id(&id)?;
        if !is_object(&position) {
            return Err(error(GameError::bad_position(format!(
                "a position is an object in the shape of state(), not {}",
                kind_of(&position)
            ))));
        }
        let position = plain(&position, ErrorCode::BadPosition, "the position").map_err(error)?;
        let options = options_of(&options).map_err(error)?;
        let options = options.as_ref().map(Js);
        let game =
            Game::from_position(&id, &Js(&position), options.as_ref(), entropy()).map_err(error)?;
        Ok(Engine { game })
    }

    #[wasm_bindgen(getter)]
    pub fn id(&self) -> JsValue {
        self.game.id().as_str().into()
    }

    #[wasm_bindgen(getter)]
    pub fn ruleset(&self) -> String {
        with_game!(&self.game, s => s.rules().ruleset().into())
    }

    #[wasm_bindgen(getter)]
    pub fn players(&self) -> usize {
        with_game!(&self.game, s => s.rules().players())
    }

    /// The seed of the game's generator (saves replay from it).
    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> f64 {
        // At most 2^53 - 1: exact as a JavaScript number.
        self.game.seed() as f64
    }

    /// The effective options, defaults filled in.
    #[wasm_bindgen(getter)]
    pub fn options(&self) -> Result<JsValue, JsValue> {
        with_game!(&self.game, s => to_js(&s.initial().options()))
    }

    pub fn state(&self) -> Result<JsValue, JsValue> {
        with_game!(&self.game, s => to_js(&s.state()))
    }

    /// The player to move, "chance" when a throw is due, or null once the game is over.
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> JsValue {
        match self.game.turn() {
            folkgames::Turn::Player(p) => p.into(),
            folkgames::Turn::Chance => "chance".into(),
            folkgames::Turn::Over => JsValue::NULL,
        }
    }

    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<JsValue, JsValue> {
        with_game!(&self.game, s => to_js(&s.legal_moves()))
    }

    /// Legal moves in notation, in the same order as `legalMoves()`.
    #[wasm_bindgen(js_name = legalNotations)]
    pub fn legal_notations(&self) -> Vec<String> {
        self.game.legal_notations()
    }

    /// Plays a move object or its notation; returns its record. Throws and changes nothing if
    /// the move is illegal (`illegal_move`) or not a move (`bad_move`).
    pub fn play(&mut self, mv: JsValue) -> Result<JsValue, JsValue> {
        with_game!(&mut self.game, s => play(s, &mv))
    }

    /// Why a move is not legal now: null when it is, else its `Refusal` (`bad_move` when it is
    /// not a move of this game at all).
    #[wasm_bindgen(js_name = whyNot)]
    pub fn why_not(&self, mv: JsValue) -> Result<JsValue, JsValue> {
        with_game!(&self.game, s => why_not(s, &mv))
    }

    /// When a throw is due, each outcome move with its probability; `[]` otherwise.
    #[wasm_bindgen(js_name = chanceOutcomes)]
    pub fn chance_outcomes(&self) -> Result<JsValue, JsValue> {
        to_js(&self.game.chance_outcomes())
    }

    /// Throws the sticks with the game's seeded generator (Siryu; `not_chance` otherwise).
    pub fn roll(&mut self) -> Result<JsValue, JsValue> {
        with_game!(&mut self.game, s => answer(s.roll()))
    }

    /// Takes back the last move and returns its record, or null when there is none. `undo(n)`
    /// takes back n moves (all or nothing: `nothing_to_undo`) and returns the earliest's record.
    pub fn undo(&mut self, count: JsValue) -> Result<JsValue, JsValue> {
        with_game!(&mut self.game, s => {
            let available = s.ply();
            walk(s, &count, |s| s.undo(), available, ErrorCode::NothingToUndo, "undone")
        })
    }

    /// Plays the last undone move again and returns its record, or null when there is none.
    /// `redo(n)` replays n moves (all or nothing: `nothing_to_redo`) and returns the last's.
    pub fn redo(&mut self, count: JsValue) -> Result<JsValue, JsValue> {
        with_game!(&mut self.game, s => {
            let available = s.redo_depth();
            walk(s, &count, |s| s.redo().cloned(), available, ErrorCode::NothingToRedo, "replayed")
        })
    }

    /// Whether `undo()` has a move to take back.
    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.game.ply() > 0
    }

    /// Whether `redo()` has an undone move to play again.
    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        with_game!(&self.game, s => s.redo_depth() > 0)
    }

    /// Every record so far.
    pub fn history(&self) -> Result<JsValue, JsValue> {
        with_game!(&self.game, s => to_js(&s.history().collect::<Vec<_>>()))
    }

    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    pub fn result(&self) -> Result<JsValue, JsValue> {
        to_js(&self.game.outcome())
    }

    /// The save: JSON text with the format version, game, options, seed and moves.
    pub fn save(&self) -> Result<String, JsValue> {
        let value = with_game!(&self.game, s => to_js(&Save::from(s)))?;
        let text = js_sys::JSON::stringify(&value)?;
        Ok(text.into())
    }

    /// An independent copy.
    #[wasm_bindgen(js_name = clone)]
    pub fn clone_game(&self) -> Engine {
        Engine {
            game: self.game.clone(),
        }
    }
}

/// Every game: id, names, players, rulesets with sources, options with defaults, board,
/// presets and durations: `folkgames::catalogue::catalogue()` as JSON text, written by build.rs
/// at build time; each call parses it anew, so every caller gets a copy of its own.
#[wasm_bindgen]
pub fn catalogue() -> Result<JsValue, JsValue> {
    js_sys::JSON::parse(include_str!(concat!(env!("OUT_DIR"), "/catalogue.json")))
}

/// For benchmarks only (built with `--features bench`, never shipped): `n` uniform random
/// playouts of game `id` with `options` inside the module, seeded by `seed`:
/// `{ games, moves }` (Siryu's throws count as moves).
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = benchPlayouts)]
pub fn bench_playouts(id: &str, options: JsValue, n: f64, seed: f64) -> Result<JsValue, JsValue> {
    use folkgames::playout::{playouts, Batch};
    let options = options_of(&options).map_err(error)?;
    let game = Game::create(id, options.as_ref().map(Js).as_ref(), 0).map_err(error)?;
    let (n, seed) = (n.max(0.0) as u64, seed.max(0.0) as u64);
    let Batch { games, moves } = with_game!(&game, s => playouts(s.rules(), n, seed));
    to_js(
        &[("games", games), ("moves", moves)]
            .into_iter()
            .collect::<std::collections::BTreeMap<_, _>>(),
    )
}
