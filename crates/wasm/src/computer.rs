//! Every search-based export, in the computer's module only (the `computer` feature): the
//! element's worker, `initComputer()` and the `folkgames/computer` entry load it; the page's
//! module carries none of this. More methods of `Engine` that search (an evaluation, a review)
//! belong here, next to `suggestMove`, as further `#[wasm_bindgen] impl Engine` items.

use super::{error, plain, to_js, Engine, Js};
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
}
