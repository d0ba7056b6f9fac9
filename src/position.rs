//! Positions set up by hand (`Game.fromPosition`), in the shape of `state()`: the one door
//! through which a position becomes a game, as shakmaty's `Setup` becomes a `Position`. The
//! game's own fields are its `Rules::State`; the fields every game has are here. What follows
//! from the position (who is to move, whether it is over, its result) is checked against the
//! game built from it, not trusted; `ply` is not read (a set-up game's history starts there).

use crate::error::{GameError, GameResult};
use crate::id::GameId;
use serde::de::{self, Unexpected, Visitor};
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;

/// `toMove` as `state()` gives it: a player, or "chance" when a throw is due.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum ToMove {
    Player(u8),
    Chance(Chance),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum Chance {
    #[serde(rename = "chance")]
    Chance,
}

/// Read by what it is, a number or a string, not as serde's untagged enum, which buffers the
/// value in a generic `Content` first (the page's module's size: BENCHMARKS.md, Size).
impl<'de> Deserialize<'de> for ToMove {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Given;
        impl Visitor<'_> for Given {
            type Value = ToMove;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a player's number or \"chance\"")
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<ToMove, E> {
                u8::try_from(n)
                    .map(ToMove::Player)
                    .map_err(|_| E::invalid_value(Unexpected::Unsigned(n), &self))
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<ToMove, E> {
                u64::try_from(n)
                    .map_err(|_| E::invalid_value(Unexpected::Signed(n), &self))
                    .and_then(|n| self.visit_u64(n))
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<ToMove, E> {
                match s {
                    "chance" => Ok(ToMove::Chance(Chance::Chance)),
                    _ => Err(E::invalid_value(Unexpected::Str(s), &self)),
                }
            }
        }
        d.deserialize_any(Given)
    }
}

/// The fields of `state()` that every game has, as a position may give them: all may be left
/// out but who is to move (`toMove`, or `seat` while a throw is due).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PositionCommon {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<GameId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_move: Option<ToMove>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub over: Option<bool>,
    /// Not read, only whether it is given: a finished game is refused whatever its result says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(type = "Outcome"))]
    pub result: Option<Given>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ply: Option<u64>,
}

/// A field of which only whether it is given counts (a position's `result`): its value is not
/// read, so the page's module holds no reader of it (BENCHMARKS.md, Size). Written back as
/// `true`, which `input::check_fit` takes as a value it does not look into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Given;

impl<'de> Deserialize<'de> for Given {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        de::IgnoredAny::deserialize(d).map(|_| Given)
    }
}

impl Serialize for Given {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bool(true)
    }
}

/// A position of a game whose own fields are `S`: what `Game.fromPosition` reads (the two
/// parts from the same object, `Source::read_pair`).
#[derive(Clone, Debug, PartialEq)]
pub struct Setup<S> {
    pub common: PositionCommon,
    pub state: S,
}

/// A set-up game's position as its saves keep it: who was to move, and the game's own fields.
/// The rest of a position follows from these and the save's options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedPosition<S> {
    pub seat: u8,
    pub state: S,
}

impl<S: Clone> SavedPosition<S> {
    /// The position as set up (who is to move, and the game's own fields).
    pub fn setup(&self) -> Setup<S> {
        Setup {
            common: PositionCommon {
                seat: Some(self.seat),
                ..Default::default()
            },
            state: self.state.clone(),
        }
    }
}

impl PositionCommon {
    /// The seat to move: `seat`, or `toMove` when it is a player; the two must agree.
    pub fn mover(&self) -> GameResult<u8> {
        match (self.seat, self.to_move) {
            (Some(s), Some(ToMove::Player(p))) if s != p => Err(GameError::bad_position(format!(
                "seat {s} and toMove {p} disagree: they name the player to move"
            ))),
            (Some(s), _) => Ok(s),
            (None, Some(ToMove::Player(p))) => Ok(p),
            (None, _) => Err(GameError::bad_position(
                "the position must say who is to move (toMove, or seat while a throw is due)",
            )),
        }
    }

    /// The ruleset: the options', or the position's when the options give none; they must agree.
    pub fn ruleset_or<T: crate::options::Choice>(&self, option: Option<T>) -> GameResult<T> {
        let from_position = match &self.ruleset {
            None => None,
            Some(name) => Some(
                T::NAMES
                    .iter()
                    .position(|n| n == name)
                    .and_then(|i| T::ALL.get(i).copied())
                    .ok_or_else(|| {
                        GameError::bad_position(format!(
                            "ruleset {name:?} is not one of {}",
                            T::NAMES.join(", ")
                        ))
                    })?,
            ),
        };
        match (option, from_position) {
            (Some(o), Some(p)) if o != p => Err(GameError::bad_position(format!(
                "the position is of ruleset {}, the options say {}",
                p.name(),
                o.name()
            ))),
            (Some(o), _) => Ok(o),
            (None, p) => Ok(p.unwrap_or_default()),
        }
    }
}
