//! Saves, and the one door through which untrusted input becomes a game (as shakmaty's `Setup`
//! becomes a `Position`): a save is read into typed values (unknown fields refused), checked
//! field by field and replayed move by move; anything wrong is `bad_save` with a message that
//! names the problem.

use crate::error::{ErrorCode, GameError, GameResult};
use crate::game::{Game, GameId, GameRules, Session};
use crate::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use crate::input::quoted;
use crate::options::{OptionSet, MAX_SEED};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

pub const FORMAT: &str = "folkgames";
pub const VERSION: u32 = 1;
/// Saves longer than this (in UTF-8 bytes) are refused before they are read: a share link is
/// untrusted input.
pub const MAX_SAVE_BYTES: usize = 1 << 20;

/// Untrusted input that can be read as any of the engine's types: a parsed JSON value natively,
/// a JavaScript value in the browser.
pub trait Source {
    /// Reads a `T`; when the input is not one, `code` with a message beginning with `what`.
    fn read<T: DeserializeOwned>(&self, code: ErrorCode, what: &str) -> GameResult<T>;
}

#[cfg(feature = "json")]
impl Source for serde_json::Value {
    fn read<T: DeserializeOwned>(&self, code: ErrorCode, what: &str) -> GameResult<T> {
        crate::input::read(self, code, what)
    }
}

/// A save (format 1): `{"format":"folkgames","version":1,"game":..,"options":{..},"seed":..,
/// "moves":[notation, ..]}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct Save<O> {
    pub format: String,
    pub version: u32,
    pub game: String,
    #[serde(
        deserialize_with = "crate::input::object",
        bound(deserialize = "O: Deserialize<'de>")
    )]
    pub options: O,
    pub seed: u64,
    /// The moves in notation; `~` before a throw drawn by `roll()`.
    pub moves: Vec<String>,
}

impl<O> Save<O> {
    pub fn new(game: &str, options: O, seed: u64, moves: Vec<String>) -> Self {
        Save {
            format: FORMAT.into(),
            version: VERSION,
            game: game.into(),
            options,
            seed,
            moves,
        }
    }
}

/// What every version of a save has, read first to know how to read the rest.
#[derive(Deserialize)]
struct Head {
    format: Option<String>,
    version: Option<u64>,
    game: Option<String>,
}

/// `Game.load`: the save's format, version and game, then the whole save as that game's.
pub fn load(save: &impl Source) -> GameResult<Game> {
    let head: Head = save.read(ErrorCode::BadSave, "the save is not a folkgames save")?;
    if head.format.as_deref() != Some(FORMAT) {
        return Err(GameError::bad_save(format!(
            "this is not a folkgames save (format must be {FORMAT:?})"
        )));
    }
    match head.version {
        Some(v) if v == VERSION as u64 => {}
        Some(v) if v > VERSION as u64 => {
            return Err(GameError::bad_save(format!(
                "the save has format version {v}, newer than this engine reads ({VERSION}): update folkgames"
            )))
        }
        _ => return Err(GameError::bad_save("the save's version must be a whole number from 1")),
    }
    let id = head.game.unwrap_or_default();
    match id.parse::<GameId>() {
        Ok(GameId::Kpe) => restore::<Kpe>(save),
        Ok(GameId::BayKhom) => restore::<BayKhom>(save),
        Ok(GameId::Siryu) => restore::<Siryu>(save),
        Err(_) => Err(GameError::bad_save(format!(
            "the save is for an unknown game {}",
            quoted(&id)
        ))),
    }
}

/// The save as a save of `R`: its options make the start, its moves are replayed.
fn restore<R: GameRules>(save: &impl Source) -> GameResult<Game> {
    let save: Save<R::Options> = save.read(ErrorCode::BadSave, "the save is damaged")?;
    if save.seed > MAX_SEED {
        return Err(GameError::bad_save(
            "the save's seed must be a whole number from 0 to 2^53-1",
        ));
    }
    if save.options.seed().is_some() {
        return Err(GameError::bad_save(
            "the seed belongs in the save's seed field, not in its options",
        ));
    }
    let start = R::new(&save.options).map_err(|e| e.within(ErrorCode::BadSave, "bad options: "))?;
    let mut session = Session::new(start, save.seed);
    session.replay_saved(&save.moves)?;
    Ok(R::into_game(session))
}

#[cfg(feature = "json")]
impl Game {
    /// `Game.load` of a save as JSON text (`game.save()`'s), for native callers.
    pub fn load_json(text: &str) -> GameResult<Game> {
        if text.len() > MAX_SAVE_BYTES {
            return Err(GameError::bad_save(format!(
                "the save is {} bytes; saves are limited to {MAX_SAVE_BYTES} bytes",
                text.len()
            )));
        }
        let value: serde_json::Value = serde_json::from_str(text)
            .map_err(|e| GameError::bad_save(format!("the save is not JSON: {e}")))?;
        load(&value)
    }

    /// The save as JSON text.
    pub fn save_json(&self) -> String {
        crate::with_session!(self, s => json_text(&s.save()))
    }

    /// `state()` as JSON text.
    pub fn state_json(&self) -> String {
        crate::with_session!(self, s => json_text(&s.state()))
    }

    /// The effective options (defaults filled in) as JSON text.
    pub fn options_json(&self) -> String {
        crate::with_session!(self, s => json_text(&crate::rules::Rules::options(s.initial())))
    }

    /// `history()` as JSON text.
    pub fn history_json(&self) -> String {
        json_text(&self.history())
    }
}

/// The engine's shapes are plain data (strings, whole numbers, booleans, lists and objects with
/// string keys), which serde_json always writes.
#[cfg(feature = "json")]
fn json_text<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}
