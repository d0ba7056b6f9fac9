//! Saves, and the one door through which untrusted input becomes a game (as shakmaty's `Setup`
//! becomes a `Position`): a save is read into typed values (unknown fields refused), checked
//! field by field and replayed move by move; anything wrong is `bad_save` with a message that
//! names the problem.

use crate::error::{ErrorCode, GameError, GameResult};
use crate::game::{set_up, Game, GameOf, GameRules};
use crate::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use crate::id::GameId;
use crate::input::{quoted, Source};
use crate::options::{OptionSet, MAX_SEED};
use crate::position::SavedPosition;
use crate::rules::Rules;
use serde::{Deserialize, Serialize};

pub const FORMAT: &str = "folkgames";
pub const VERSION: u32 = 1;
/// Saves longer than this (in UTF-8 bytes) are refused before they are read: a share link is
/// untrusted input.
pub const MAX_SAVE_BYTES: usize = 1 << 20;

/// A save (format 1): `{"format":"folkgames","version":1,"game":..,"options":{..},"seed":..,
/// "moves":[notation, ..]}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    bound(deserialize = "O: Deserialize<'de>, S: Deserialize<'de>")
)]
pub struct Save<O, S> {
    pub format: String,
    pub version: u32,
    pub game: String,
    pub options: O,
    /// The position the game was set up from (`Game.fromPosition`), as it was given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<SavedPosition<S>>,
    pub seed: u64,
    /// The moves in notation; `~` before a throw drawn by `roll()`.
    pub moves: Vec<String>,
}

impl<R: Rules> From<&GameOf<R>> for Save<R::Options, R::State> {
    /// The save of a game: its options, the position it was set up from, its seed, and its
    /// moves in notation; a move drawn by `roll()` is written with a leading `~`, so that
    /// loading draws it again and checks it.
    fn from(game: &GameOf<R>) -> Self {
        Save::new(
            R::GAME.as_str(),
            game.initial().save_options(),
            game.setup().cloned(),
            game.seed(),
            game.played()
                .map(|(record, rolled)| {
                    let n = record.notation.clone();
                    if rolled {
                        format!("~{n}")
                    } else {
                        n
                    }
                })
                .collect(),
        )
    }
}

impl<O, S> Save<O, S> {
    pub fn new(
        game: &str,
        options: O,
        position: Option<SavedPosition<S>>,
        seed: u64,
        moves: Vec<String>,
    ) -> Self {
        Save {
            format: FORMAT.into(),
            version: VERSION,
            game: game.into(),
            options,
            position,
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
    let head: Head = save.peek(ErrorCode::BadSave, "the save is not a folkgames save")?;
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
        Ok(GameId::Kpe) => restore::<Kpe, _>(save),
        Ok(GameId::BayKhom) => restore::<BayKhom, _>(save),
        Ok(GameId::Siryu) => restore::<Siryu, _>(save),
        Err(_) => Err(GameError::bad_save(format!(
            "the save is for an unknown game {}",
            quoted(&id)
        ))),
    }
}

/// The save as a save of `R`: its options make the start, its moves are replayed. The save is
/// read once for every game, its options and its position's state kept as given (`Part`), then
/// each read as `R`'s: the page's module holds one save reader, not one per game.
fn restore<R: GameRules, S: Source>(save: &S) -> GameResult<Game> {
    let built = crate::game::built::<R>()?;
    let save: Save<S::Part, S::Part> = save.read(ErrorCode::BadSave, "the save is damaged")?;
    if save.seed > MAX_SEED {
        return Err(GameError::bad_save(
            "the save's seed must be a whole number from 0 to 2^53-1",
        ));
    }
    let options: R::Options = save
        .options
        .read(ErrorCode::BadSave, "the save's options")?;
    if options.seed().is_some() {
        return Err(GameError::bad_save(
            "the seed belongs in the save's seed field, not in its options",
        ));
    }
    let start = R::new(&options).map_err(|e| e.within(ErrorCode::BadSave, "bad options: "))?;
    let mut game = match save.position {
        None => GameOf::new(start, save.seed),
        Some(saved) => {
            let saved = SavedPosition {
                seat: saved.seat,
                state: saved
                    .state
                    .read::<R::State>(ErrorCode::BadSave, "the save's position")?,
            };
            let start = set_up::<R>(&saved.setup(), &options)
                .map_err(|e| e.within(ErrorCode::BadSave, "bad position: "))?;
            GameOf::with_setup(start, save.seed, saved)
        }
    };
    replay(&mut game, &save.moves)?;
    Ok(R::into_game(game, built))
}

/// Replays a saved move list (see `Save::from`); the first bad move is named in a `bad_save`.
fn replay<R: GameRules>(game: &mut GameOf<R>, moves: &[String]) -> GameResult<()> {
    if moves.len() > game.rules().max_plies() {
        return Err(GameError::bad_save(format!(
            "the save has {} moves, more than this game can last",
            moves.len()
        )));
    }
    for (i, text) in moves.iter().enumerate() {
        let n = i + 1;
        let (rolled, notation) = match text.strip_prefix('~') {
            Some(rest) => (true, rest),
            None => (false, text.as_str()),
        };
        let mv: R::Move = notation.parse().map_err(|e: GameError| {
            e.within(
                ErrorCode::BadSave,
                format!("move {n} ({}): ", quoted(notation)),
            )
        })?;
        let played = if rolled {
            if game.next_roll().as_ref() != Some(&mv) {
                return Err(GameError::bad_save(format!(
                    "move {n} ({}) is marked as thrown by the generator, but the seed does not give that throw there",
                    quoted(notation)
                )));
            }
            game.roll().map(drop)
        } else {
            game.play(mv).map(drop)
        };
        played.map_err(|e| {
            e.within(
                ErrorCode::BadSave,
                format!("move {n} ({}) cannot be played: ", quoted(notation)),
            )
        })?;
    }
    Ok(())
}

/// `Game.load` of a save as JSON text (`save_json`'s), for native callers.
#[cfg(feature = "json")]
pub fn load_json(text: &str) -> GameResult<Game> {
    if text.len() > MAX_SAVE_BYTES {
        return Err(GameError::bad_save(format!(
            "the save is {} bytes; saves are limited to {MAX_SAVE_BYTES} bytes",
            text.len()
        )));
    }
    let value: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| GameError::bad_save(format!("the save is not valid JSON: {e}")))?;
    load(&value)
}

/// `game.save()`: the save as JSON text.
#[cfg(feature = "json")]
pub fn save_json(game: &Game) -> String {
    crate::with_game!(game, s => crate::game::json_text(&Save::from(s)))
}
