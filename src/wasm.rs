//! The WebAssembly facade: the only module that knows of wasm-bindgen. It turns the engine's
//! JSON text and errors into what js/folkgames.js wraps as the `Game` class of API.md; it holds
//! no rule. Every error crosses as a JSON string `{"code":..,"message":..}` that the JavaScript
//! side rethrows as a `GameError`, and no path here can panic.

use crate::cat;
use crate::error::{GameError, GameResult};
use crate::game::AnyGame;
use crate::json::{self, Writer};
use crate::prelude::*;
use wasm_bindgen::prelude::*;

fn to_js(e: GameError) -> JsValue {
    let mut w = Writer::new();
    w.begin_object()
        .key("code")
        .str(e.code.as_str())
        .key("message")
        .str(&e.message)
        .end_object();
    JsValue::from_str(&w.finish())
}

#[wasm_bindgen]
extern "C" {
    /// The JavaScript clock (milliseconds): the AI's time cap reads it, since
    /// `std::time::Instant` does not exist on wasm32-unknown-unknown.
    #[wasm_bindgen(js_namespace = Date, js_name = now)]
    fn date_now() -> f64;
}

fn js<T>(r: GameResult<T>) -> Result<T, JsValue> {
    r.map_err(to_js)
}

#[wasm_bindgen]
pub struct WasmGame {
    inner: Box<dyn AnyGame>,
}

#[wasm_bindgen]
impl WasmGame {
    /// `options_json` is a JSON object (or "null"); `entropy` seeds the game when it has no `seed`.
    #[wasm_bindgen(constructor)]
    pub fn new(id: &str, options_json: &str, entropy: f64) -> Result<WasmGame, JsValue> {
        let options = json::parse(options_json).map_err(|e| {
            to_js(GameError::bad_option(cat!(
                "options are not valid JSON: ",
                e
            )))
        })?;
        let entropy = if entropy.is_finite() && entropy >= 0.0 {
            entropy as u64
        } else {
            0
        };
        js(crate::save::new_game(id, &options, entropy)).map(|inner| WasmGame { inner })
    }

    pub fn load(save: &str) -> Result<WasmGame, JsValue> {
        js(crate::save::load(save)).map(|inner| WasmGame { inner })
    }

    pub fn id(&self) -> String {
        self.inner.id().to_string()
    }
    pub fn ruleset(&self) -> String {
        self.inner.ruleset().to_string()
    }
    pub fn players(&self) -> u32 {
        self.inner.players() as u32
    }
    pub fn seed(&self) -> f64 {
        self.inner.seed() as f64
    }
    pub fn options(&self) -> String {
        self.inner.options_json()
    }
    pub fn state(&self) -> String {
        self.inner.state_json()
    }
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> String {
        self.inner.to_move_json()
    }
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> String {
        self.inner.legal_moves_json()
    }
    /// Legal moves as notation strings, one JSON array.
    #[wasm_bindgen(js_name = legalNotations)]
    pub fn legal_notations(&self) -> String {
        let mut w = Writer::new();
        w.begin_array();
        for n in self.inner.legal_notations() {
            w.str(&n);
        }
        w.end_array();
        w.finish()
    }
    #[wasm_bindgen(js_name = playJson)]
    pub fn play_json(&mut self, move_json: &str) -> Result<String, JsValue> {
        js(self.inner.play_json(move_json))
    }
    #[wasm_bindgen(js_name = playNotation)]
    pub fn play_notation(&mut self, text: &str) -> Result<String, JsValue> {
        js(self.inner.play_notation(text))
    }
    pub fn roll(&mut self) -> Result<String, JsValue> {
        js(self.inner.roll())
    }
    pub fn undo(&mut self) -> Result<String, JsValue> {
        js(self.inner.undo())
    }
    pub fn redo(&mut self) -> Result<String, JsValue> {
        js(self.inner.redo())
    }
    pub fn history(&self) -> String {
        self.inner.history_json()
    }
    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.inner.can_undo()
    }
    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.inner.can_redo()
    }
    #[wasm_bindgen(js_name = redoDepth)]
    pub fn redo_depth(&self) -> u32 {
        self.inner.redo_depth() as u32
    }
    pub fn ply(&self) -> u32 {
        self.inner.ply() as u32
    }
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.inner.is_over()
    }
    pub fn result(&self) -> String {
        self.inner.result_json()
    }
    pub fn save(&self) -> String {
        self.inner.save()
    }
    /// A suggested move as move JSON; `opts_json` is `{ level?, timeMs?, seed? }` or "null".
    #[wasm_bindgen(js_name = suggestMove)]
    pub fn suggest_move(&self, opts_json: &str) -> Result<String, JsValue> {
        js(self.inner.suggest_move(opts_json, &date_now))
    }
    #[wasm_bindgen(js_name = cloneGame)]
    pub fn clone_game(&self) -> WasmGame {
        WasmGame {
            inner: self.inner.clone_box(),
        }
    }
}

/// Every game with its names, players, rulesets and options, as JSON.
#[wasm_bindgen]
pub fn catalogue() -> String {
    crate::catalogue::catalogue_json()
}

/// For benchmarks: `n` uniform random playouts of game `id` from the start position given by
/// `options_json`, run inside the module in one call (so no boundary crossing is timed).
/// Returns `{"games":..,"moves":..}`; moves include Siryu's throws.
#[wasm_bindgen]
pub fn playouts(id: &str, options_json: &str, n: f64, seed: f64) -> Result<String, JsValue> {
    let options = json::parse(options_json).map_err(|e| {
        to_js(GameError::bad_option(crate::cat!(
            "options are not valid JSON: ",
            e
        )))
    })?;
    let whole = |x: f64| {
        if x.is_finite() && x >= 0.0 {
            x as u64
        } else {
            0
        }
    };
    let b = js(crate::playout::playouts(
        id,
        &options,
        whole(n),
        whole(seed),
    ))?;
    let mut w = Writer::new();
    w.begin_object()
        .key("games")
        .uint(b.games)
        .key("moves")
        .uint(b.moves)
        .end_object();
    Ok(w.finish())
}
