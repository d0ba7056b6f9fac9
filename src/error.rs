//! The one error type of the engine. Every failure a caller can cause has a stable `code`
//! (the codes of API.md) and a message a person can act on.

use crate::prelude::*;
use core::fmt;

/// Stable error codes, spelled as JavaScript sees them (`GameError.code`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorCode {
    UnknownGame,
    BadOption,
    IllegalMove,
    BadMove,
    GameOver,
    BadSave,
    NotChance,
    NothingToUndo,
    NothingToRedo,
    Freed,
}

impl ErrorCode {
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::UnknownGame => "unknown_game",
            ErrorCode::BadOption => "bad_option",
            ErrorCode::IllegalMove => "illegal_move",
            ErrorCode::BadMove => "bad_move",
            ErrorCode::GameOver => "game_over",
            ErrorCode::BadSave => "bad_save",
            ErrorCode::NotChance => "not_chance",
            ErrorCode::NothingToUndo => "nothing_to_undo",
            ErrorCode::NothingToRedo => "nothing_to_redo",
            ErrorCode::Freed => "freed",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError {
    pub code: ErrorCode,
    pub message: String,
}

impl GameError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        GameError {
            code,
            message: message.into(),
        }
    }
    pub fn illegal(message: impl Into<String>) -> Self {
        Self::new(ErrorCode::IllegalMove, message)
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
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code.as_str(), self.message)
    }
}

impl core::error::Error for GameError {}

pub type GameResult<T> = Result<T, GameError>;
