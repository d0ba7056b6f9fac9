//! Creating games by id, and loading saves: the one door through which untrusted text becomes a
//! game (like shakmaty's `Setup` → `Position`). A save is checked field by field and replayed
//! move by move; anything wrong is `bad_save` with a message naming the problem.

use crate::error::{ErrorCode, GameError, GameResult};
use crate::game::{AnyGame, Session};
use crate::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use crate::json::{self, Value};
use crate::message::Msg;
use crate::msg;
use crate::options::Options;
use crate::prelude::*;

pub const FORMAT: &str = "folkgames";
pub const VERSION: i64 = 1;
/// Saves longer than this are refused before parsing (issue: a share link is untrusted input).
pub const MAX_SAVE_BYTES: usize = 1 << 20;
/// Seeds are whole numbers JavaScript holds exactly.
pub const MAX_SEED: i64 = (1 << 53) - 1;

pub const GAME_IDS: [&str; 3] = ["kpe", "bay-khom", "siryu"];

/// A new game. `options` is a JSON object (or null); `entropy` seeds the generator when the
/// options carry no `seed`.
pub fn new_game(id: &str, options: &Value, entropy: u64) -> GameResult<Box<dyn AnyGame>> {
    let mut opts = Options::from_json(options)?;
    let seed = match options.get("seed") {
        None | Some(Value::Null) => entropy & MAX_SEED as u64,
        Some(v) => {
            v.as_int_in(0, MAX_SEED)
                .ok_or_else(|| GameError::bad_option(msg!(SeedOutOfRange, v)))? as u64
        }
    };
    opts.int("seed", 0, MAX_SEED, 0)?;
    start(id, opts, seed).unwrap_or_else(|| {
        Err(GameError::new(
            ErrorCode::UnknownGame,
            msg!(UnknownGame, id, &GAME_IDS as &[&str]),
        ))
    })
}

/// A new game of `id` with these options (every one must be read); None for an unknown id.
fn start(id: &str, opts: Options, seed: u64) -> Option<GameResult<Box<dyn AnyGame>>> {
    Some(match id {
        "kpe" => build::<Kpe>(opts, seed),
        "bay-khom" => build::<BayKhom>(opts, seed),
        "siryu" => build::<Siryu>(opts, seed),
        _ => return None,
    })
}

fn build<R: crate::ai::Player + 'static>(
    mut opts: Options,
    seed: u64,
) -> GameResult<Box<dyn AnyGame>> {
    let state = R::new(&mut opts)?;
    opts.finish(R::ID)?;
    Ok(Box::new(Session::new(state, seed)))
}

/// `Game.load`: validates everything and replays the moves.
pub fn load(text: &str) -> GameResult<Box<dyn AnyGame>> {
    if text.len() > MAX_SAVE_BYTES {
        return Err(GameError::bad_save(msg!(
            SaveTooLarge,
            text.len(),
            MAX_SAVE_BYTES
        )));
    }
    let v = json::parse(text).map_err(|e| GameError::bad_save(msg!(SaveNotJson, e)))?;
    load_value(&v)
}

/// `load` of a save already read as a value: what the WebAssembly module does, whose JavaScript
/// side checks the save's size and reads its JSON (js/folkgames.js, `Game.load`).
pub fn load_value(v: &Value) -> GameResult<Box<dyn AnyGame>> {
    let Some(fields) = v.as_object() else {
        return Err(GameError::bad_save(Msg::SaveNotObject));
    };
    const KEYS: [&str; 6] = ["format", "version", "game", "options", "seed", "moves"];
    if let Some((k, _)) = fields.iter().find(|(k, _)| !KEYS.contains(&k.as_str())) {
        return Err(GameError::bad_save(msg!(SaveFieldUnknown, k)));
    }
    let field = |k: &str| {
        v.get(k)
            .ok_or_else(|| GameError::bad_save(msg!(SaveFieldMissing, k)))
    };
    if field("format")?.as_str() != Some(FORMAT) {
        return Err(GameError::bad_save(msg!(SaveFormat, FORMAT)));
    }
    match field("version")?.as_int_in(1, i64::MAX >> 11) {
        Some(VERSION) => {}
        Some(n) if n > VERSION => {
            return Err(GameError::bad_save(msg!(SaveVersionNewer, n, VERSION)))
        }
        _ => return Err(GameError::bad_save(Msg::SaveVersion)),
    }
    let Some(id) = field("game")?.as_str() else {
        return Err(GameError::bad_save(Msg::SaveGameNotString));
    };
    let options = field("options")?;
    if options.as_object().is_none() {
        return Err(GameError::bad_save(Msg::SaveOptionsNotObject));
    }
    let Some(seed) = field("seed")?.as_int_in(0, MAX_SEED) else {
        return Err(GameError::bad_save(Msg::SaveSeed));
    };
    let Some(moves) = field("moves")?.as_array() else {
        return Err(GameError::bad_save(Msg::SaveMovesNotArray));
    };
    if options.get("seed").is_some() {
        return Err(GameError::bad_save(Msg::SaveSeedInOptions));
    }
    let opts = Options::from_json(options).map_err(|e| GameError::bad_save(e.why))?;
    let Some(game) = start(id, opts, seed as u64) else {
        return Err(GameError::bad_save(msg!(SaveGameUnknown, id)));
    };
    let mut game = game.map_err(|e| GameError::bad_save(msg!(SaveBadOptions, e.why)))?;
    game.replay_saved(moves)?;
    Ok(game)
}
