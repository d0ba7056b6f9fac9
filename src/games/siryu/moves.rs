//! Siryu's moves (docs/spec/siryu.md): a throw (entered stick by stick or by its count of white
//! faces, or drawn by the generator), a piece using the throw, or a pass; their object shape
//! (docs/api.md) and their notation.

use super::sticks::{canonical_mask, faces, mask_of, ALL_STICKS};
use super::track::PieceKind;
use crate::error::{GameError, GameResult};
use crate::input::{list_of, quoted, required};
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;
use std::str::FromStr;

/// A Siryu move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "kebab-case", try_from = "SiryuMoveObject")]
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

impl Throw {
    /// A throw object's fields as given: exactly one of the two.
    fn given(sticks: Option<[bool; 6]>, whites: Option<u8>) -> Result<Throw, String> {
        match (sticks, whites) {
            (Some(sticks), None) => Ok(Throw::Sticks { sticks }),
            (None, Some(whites)) if whites <= 6 => Ok(Throw::Whites { whites }),
            (None, Some(_)) => Err("whites must be a whole number from 0 to 6".into()),
            (Some(_), Some(_)) => {
                Err("give a throw either by its sticks or by its whites, not both".into())
            }
            (None, None) => Err("a throw needs sticks (six booleans) or whites (0-6)".into()),
        }
    }
}

/// A Siryu move object as given (docs/api.md), read flat: each kind's fields (`input::required`).
#[derive(Deserialize)]
struct SiryuMoveObject {
    kind: SiryuMoveKind,
    #[serde(default, deserialize_with = "six_sticks")]
    sticks: Option<[bool; 6]>,
    #[serde(default)]
    whites: Option<u8>,
    #[serde(default)]
    piece: Option<PieceKind>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case")]
enum SiryuMoveKind {
    Throw,
    Move,
    Pass,
}

impl TryFrom<SiryuMoveObject> for SiryuMove {
    type Error = String;
    fn try_from(m: SiryuMoveObject) -> Result<Self, String> {
        Ok(match m.kind {
            SiryuMoveKind::Throw => SiryuMove::Throw(Throw::given(m.sticks, m.whites)?),
            SiryuMoveKind::Move => SiryuMove::Move {
                piece: required(m.piece, "piece")?,
            },
            SiryuMoveKind::Pass => SiryuMove::Pass,
        })
    }
}

fn six_sticks<'de, D: Deserializer<'de>>(d: D) -> Result<Option<[bool; 6]>, D::Error> {
    let Some(list) = list_of::<D, bool>(d, "six booleans (true = white)")? else {
        return Ok(None);
    };
    let n = list.len();
    <[bool; 6]>::try_from(list).map(Some).map_err(|_| {
        serde::de::Error::custom(format!("must be six booleans (true = white), not {n}"))
    })
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
