//! The one error type of the engine. Every failure a caller can cause has a stable `code`
//! (the codes of API.md) and a message a person can act on: what went wrong as data (`why`, a
//! message id and its parameters, src/message.rs), whose English text js/messages.js makes.

use crate::message::Message;
#[cfg(not(target_arch = "wasm32"))]
use core::fmt;

/// Stable error codes, spelled as JavaScript sees them (`GameError.code`). The module sends a
/// code as its index, which js/messages.js's `CODES` spells (tests/message_ids.rs checks them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
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
    /// Every code, in the order of their indices.
    pub const ALL: [ErrorCode; 10] = [
        ErrorCode::UnknownGame,
        ErrorCode::BadOption,
        ErrorCode::IllegalMove,
        ErrorCode::BadMove,
        ErrorCode::GameOver,
        ErrorCode::BadSave,
        ErrorCode::NotChance,
        ErrorCode::NothingToUndo,
        ErrorCode::NothingToRedo,
        ErrorCode::Freed,
    ];

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
    /// What went wrong: what crosses to JavaScript, which makes the text (src/wasm.rs).
    pub why: Message,
    /// The message in English (`why`'s text), for native users. The WebAssembly build has no
    /// text: JavaScript makes it.
    #[cfg(not(target_arch = "wasm32"))]
    pub message: String,
}

impl GameError {
    pub fn new(code: ErrorCode, why: impl Into<Message>) -> Self {
        let why = why.into();
        GameError {
            code,
            #[cfg(not(target_arch = "wasm32"))]
            message: why.text(),
            why,
        }
    }
    pub fn illegal(why: impl Into<Message>) -> Self {
        Self::new(ErrorCode::IllegalMove, why)
    }
    pub fn bad_move(why: impl Into<Message>) -> Self {
        Self::new(ErrorCode::BadMove, why)
    }
    pub fn bad_option(why: impl Into<Message>) -> Self {
        Self::new(ErrorCode::BadOption, why)
    }
    pub fn bad_save(why: impl Into<Message>) -> Self {
        Self::new(ErrorCode::BadSave, why)
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code.as_str(), self.message)
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl core::error::Error for GameError {}

pub type GameResult<T> = Result<T, GameError>;
