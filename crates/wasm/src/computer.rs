//! Every search-based export, in the computer's module only (the `computer` feature): the
//! element's worker, `initComputer()` and the `folkgames/computer` entry load it; the page's
//! module carries none of this. More methods of `Engine` that search (an evaluation, a review)
//! belong here, next to `suggestMove`, as further `#[wasm_bindgen] impl Engine` items.

use super::{error, options_of, plain, to_js, Engine, Js};
use folkgames::error::ErrorCode;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl Engine {
    /// A move for the player to move, chosen by the computer; never changes the game. While a
    /// throw is due (Siryu) it is a throw drawn from `seed`; `game_over` once the game is over.
    #[wasm_bindgen(js_name = suggestMove)]
    pub fn suggest_move(&self, opts: JsValue) -> Result<JsValue, JsValue> {
        let opts = if opts.is_undefined() || opts.is_null() {
            None
        } else {
            Some(plain(&opts, ErrorCode::BadOption, "the suggestMove options").map_err(error)?)
        };
        let mv = folkgames_ai::suggest_move(
            &self.game,
            opts.as_ref().map(Js).as_ref(),
            &js_sys::Date::now,
        )
        .map_err(error)?;
        to_js(&mv)
    }

    /// Each player's win chance in the position now, with the best move and the line the search
    /// expects (docs/api.md, "Evaluation and review"); never changes the game.
    pub fn evaluate(&self, opts: JsValue) -> Result<JsValue, JsValue> {
        let opts = options_of(&opts).map_err(error)?;
        let e = folkgames_ai::evaluate::evaluate_game(
            &self.game,
            opts.as_ref().map(Js).as_ref(),
            &js_sys::Date::now,
        )
        .map_err(error)?;
        to_js(&e)
    }

    /// Every move of the history graded; `progress(done, total)`, when given, is called after
    /// each move (a worker posts it). Never changes the game.
    pub fn review(&self, opts: JsValue, progress: JsValue) -> Result<JsValue, JsValue> {
        let opts = options_of(&opts).map_err(error)?;
        let progress = progress.dyn_into::<js_sys::Function>().ok();
        let mut report = |done: usize, total: usize| {
            if let Some(f) = &progress {
                // A callback that throws does not stop the review.
                let _ = f.call2(
                    &JsValue::NULL,
                    &(done as f64).into(),
                    &(total as f64).into(),
                );
            }
        };
        let r = folkgames_ai::review::review_game(
            &self.game,
            opts.as_ref().map(Js).as_ref(),
            &js_sys::Date::now,
            &mut report,
        )
        .map_err(error)?;
        to_js(&r)
    }

    /// The moves of the player to move that lose badly, why, and the move that avoids each
    /// (docs/api.md, "The coach"); never changes the game.
    pub fn coach(&self) -> Result<JsValue, JsValue> {
        to_js(&folkgames_ai::coach::coach_game(&self.game))
    }
}
