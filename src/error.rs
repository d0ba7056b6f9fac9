//! The one error type of the engine. Every failure a caller can cause has a stable `code` (the
//! codes of docs/api.md "Errors", spelled as JavaScript sees them in `GameError.code`) and a
//! message a person can act on, made here in Rust.

use crate::refusal::{Refusal, RefusalCode};
use serde::Serialize;
use std::fmt;

/// Stable error codes. README.md's error table lists exactly these (tests/readme_errors.rs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    UnknownGame,
    BadOption,
    IllegalMove,
    BadMove,
    GameOver,
    BadSave,
    BadPosition,
    NotChance,
    NothingToUndo,
    NothingToRedo,
    Freed,
    GameNotLoaded,
}

impl ErrorCode {
    /// Every code.
    pub const ALL: [ErrorCode; 12] = [
        ErrorCode::UnknownGame,
        ErrorCode::BadOption,
        ErrorCode::IllegalMove,
        ErrorCode::BadMove,
        ErrorCode::GameOver,
        ErrorCode::BadSave,
        ErrorCode::BadPosition,
        ErrorCode::NotChance,
        ErrorCode::NothingToUndo,
        ErrorCode::NothingToRedo,
        ErrorCode::Freed,
        ErrorCode::GameNotLoaded,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::UnknownGame => "unknown_game",
            ErrorCode::BadOption => "bad_option",
            ErrorCode::IllegalMove => "illegal_move",
            ErrorCode::BadMove => "bad_move",
            ErrorCode::GameOver => "game_over",
            ErrorCode::BadSave => "bad_save",
            ErrorCode::BadPosition => "bad_position",
            ErrorCode::NotChance => "not_chance",
            ErrorCode::NothingToUndo => "nothing_to_undo",
            ErrorCode::NothingToRedo => "nothing_to_redo",
            ErrorCode::Freed => "freed",
            ErrorCode::GameNotLoaded => "game_not_loaded",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameError {
    pub code: ErrorCode,
    pub message: String,
    /// Why a move was refused (`illegal_move`, `game_over` from `play`): the game's reason, as
    /// `why_not` gives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refusal: Option<Box<Refusal>>,
}

impl GameError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        GameError {
            code,
            message: message.into(),
            refusal: None,
        }
    }
    /// A move refused by a rule: `game_over` when the game is over, `illegal_move` otherwise,
    /// with the refusal's message and the refusal itself.
    pub fn refused(refusal: Refusal) -> Self {
        let code = match refusal.code {
            RefusalCode::GameOver => ErrorCode::GameOver,
            _ => ErrorCode::IllegalMove,
        };
        GameError {
            code,
            message: refusal.message.clone(),
            refusal: Some(Box::new(refusal)),
        }
    }
    pub fn bad_move(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::BadMove, message)
    }
    pub fn bad_option(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::BadOption, message)
    }
    pub fn bad_save(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::BadSave, message)
    }
    pub fn bad_position(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::BadPosition, message)
    }
    /// `game_over`, with its refusal: no move is legal once the game is over (`rule`: the rule
    /// that ends the game).
    pub fn game_over(rule: &'static str) -> Self {
        Self::refused(Refusal::new(
            RefusalCode::GameOver,
            rule,
            "the game is over",
        ))
    }
    /// The same error under another code, its message prefixed: how a door reports what went
    /// wrong inside it (a saved move that cannot be played is a `bad_save`).
    pub fn within(self, code: ErrorCode, prefix: impl fmt::Display) -> Self {
        GameError {
            code,
            message: format!("{prefix}{}", self.message),
            // The move's own reason stays with the move's own code.
            refusal: None,
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl std::error::Error for GameError {}

pub type GameResult<T> = Result<T, GameError>;
