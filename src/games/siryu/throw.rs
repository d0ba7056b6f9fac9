//! Siryu's moves (rules/siryu.md): a throw (entered stick by stick or by its count of white
//! faces, or drawn by the generator), a piece using the throw, or a pass; their object shape
//! (docs/api.md) and their notation.

use super::throws::{canonical_mask, faces, mask_of, ALL_STICKS};
use super::track::PieceKind;
use crate::error::{GameError, GameResult};
use crate::input::quoted;
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;
use std::str::FromStr;

/// A Siryu move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum SiryuMove {
    /// A throw of the six sticks.
    Throw(Throw),
    /// A piece uses the throw.
    Move { piece: PieceKind },
    /// No piece can use the throw: it is lost.
    Pass,
}

/// A throw, as the sticks fell (`true` = white face up) or only by its number of white faces
/// (a visitor who threw real sticks may enter either).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum Throw {
    Sticks { sticks: [bool; 6] },
    Whites { whites: u8 },
}

impl Throw {
    /// Whether it is a throw at all: six sticks, or 0 to 6 white faces.
    pub fn is_valid(self) -> bool {
        match self {
            Throw::Sticks { .. } => true,
            Throw::Whites { whites } => whites <= 6,
        }
    }

    /// The throw's value: its number of white faces (counted from the sticks as they fell).
    #[inline(always)]
    pub fn whites(self) -> u8 {
        match self {
            Throw::Sticks { sticks } => sticks.iter().map(|&w| w as u8).sum(),
            Throw::Whites { whites } => whites,
        }
    }

    /// The six faces, stick 0 first; a throw given by its count shows a canonical arrangement
    /// (the first k sticks white).
    pub fn faces(self) -> [bool; 6] {
        match self {
            Throw::Sticks { sticks } => sticks,
            Throw::Whites { whites } => faces(canonical_mask(whites)),
        }
    }

    /// The faces as a mask, bit i set when stick i shows white; a throw given by its count shows
    /// a canonical arrangement (the first k sticks white).
    pub fn mask(self) -> u8 {
        match self {
            Throw::Sticks { sticks } => mask_of(&sticks),
            Throw::Whites { whites } => canonical_mask(whites),
        }
    }
}

impl<'de> Deserialize<'de> for Throw {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        /// What a throw object may hold; exactly one of the two.
        #[derive(Deserialize)]
        struct Given {
            #[serde(default, deserialize_with = "six_sticks")]
            sticks: Option<[bool; 6]>,
            #[serde(default)]
            whites: Option<u8>,
        }
        use serde::de::Error;
        match Given::deserialize(d)? {
            Given {
                sticks: Some(sticks),
                whites: None,
            } => Ok(Throw::Sticks { sticks }),
            Given {
                sticks: None,
                whites: Some(whites),
            } if whites <= 6 => Ok(Throw::Whites { whites }),
            Given {
                sticks: None,
                whites: Some(_),
            } => Err(D::Error::custom(
                "whites must be a whole number from 0 to 6",
            )),
            Given {
                sticks: Some(_), ..
            } => Err(D::Error::custom(
                "give a throw either by its sticks or by its whites, not both",
            )),
            Given { sticks: None, .. } => Err(D::Error::custom(
                "a throw needs sticks (six booleans) or whites (0-6)",
            )),
        }
    }
}

fn six_sticks<'de, D: Deserializer<'de>>(d: D) -> Result<Option<[bool; 6]>, D::Error> {
    let refused =
        || serde::de::Error::custom("sticks must be an array of six booleans (true = white)");
    let list = Option::<Vec<bool>>::deserialize(d).map_err(|_| refused())?;
    match list {
        None => Ok(None),
        Some(list) => <[bool; 6]>::try_from(list).map(Some).map_err(|_| refused()),
    }
}

impl SiryuMove {
    /// A throw stick by stick: bit i of `mask` set when stick i shows white.
    pub fn sticks(mask: u8) -> Self {
        SiryuMove::Throw(Throw::Sticks {
            sticks: faces(mask & ALL_STICKS),
        })
    }
    /// A throw by its number of white faces (0-6).
    pub fn whites(whites: u8) -> Self {
        SiryuMove::Throw(Throw::Whites {
            whites: whites.min(6),
        })
    }
    pub fn piece(piece: PieceKind) -> Self {
        SiryuMove::Move { piece }
    }
}

/// Notation: a throw by its sticks as six letters W/B (`WWBWWW`), a throw by its count as `T`
/// and the count (`T5`), a piece move as F, M or A, a pass as P.
impl fmt::Display for SiryuMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SiryuMove::Throw(Throw::Sticks { sticks }) => {
                let letters: String = sticks.iter().map(|&w| if w { 'W' } else { 'B' }).collect();
                f.write_str(&letters)
            }
            SiryuMove::Throw(Throw::Whites { whites }) => write!(f, "T{whites}"),
            SiryuMove::Move { piece } => write!(f, "{}", piece.letter()),
            SiryuMove::Pass => f.write_str("P"),
        }
    }
}

impl FromStr for SiryuMove {
    type Err = GameError;
    fn from_str(text: &str) -> GameResult<Self> {
        let t = text.trim().to_ascii_uppercase();
        match t.as_bytes() {
            [b'F'] => return Ok(SiryuMove::piece(PieceKind::Father)),
            [b'M'] => return Ok(SiryuMove::piece(PieceKind::Mother)),
            [b'A'] => return Ok(SiryuMove::piece(PieceKind::Angel)),
            [b'P'] => return Ok(SiryuMove::Pass),
            [b'T', d @ b'0'..=b'6'] => return Ok(SiryuMove::whites(d - b'0')),
            b if b.len() == 6 && b.iter().all(|&c| c == b'W' || c == b'B') => {
                let sticks: [bool; 6] = std::array::from_fn(|i| b.get(i) == Some(&b'W'));
                return Ok(SiryuMove::Throw(Throw::Sticks { sticks }));
            }
            _ => {}
        }
        Err(GameError::bad_move(format!(
            "{} is not a Siryu move: write six sticks as W/B letters (\"WWBWWW\"), a throw count as T0-T6, F, M or A to move the father, mother or angel, or P to pass",
            quoted(text)
        )))
    }
}
