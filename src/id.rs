//! Which game: the three games' ids, a leaf that the games, their `Rules` and everything
//! above them import.

use crate::error::{ErrorCode, GameError, GameResult};
use crate::input::quoted;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The three games' ids, spelled as docs/api.md spells them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum GameId {
    Kpe,
    BayKhom,
    Siryu,
}

impl GameId {
    pub const ALL: [GameId; 3] = [GameId::Kpe, GameId::BayKhom, GameId::Siryu];

    pub fn as_str(self) -> &'static str {
        match self {
            GameId::Kpe => "kpe",
            GameId::BayKhom => "bay-khom",
            GameId::Siryu => "siryu",
        }
    }
}

impl GameId {
    /// The game's own spelling, as people read it in messages.
    pub fn name(self) -> &'static str {
        match self {
            GameId::Kpe => "Kpé",
            GameId::BayKhom => "Bày Khòm",
            GameId::Siryu => "Siryu",
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for GameId {
    type Err = GameError;
    fn from_str(id: &str) -> GameResult<Self> {
        GameId::ALL
            .into_iter()
            .find(|g| g.as_str() == id)
            .ok_or_else(|| {
                GameError::new(
                    ErrorCode::UnknownGame,
                    format!(
                        "there is no game {}; the games are kpe, bay-khom, siryu",
                        quoted(id)
                    ),
                )
            })
    }
}
