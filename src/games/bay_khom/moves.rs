//! Bày Khòm's moves (BK2, BK9), their object shape (docs/api.md) and their notation.

use super::HOLES;
use crate::error::{GameError, GameResult};
use crate::input::{index_below, list_of, quoted, required};
use crate::record::HoleSet;
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;
use std::str::FromStr;

/// The direction of a whole turn (BK2): `+` is increasing index (counter-clockwise as drawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum Dir {
    #[serde(rename = "+")]
    Plus,
    #[serde(rename = "-")]
    Minus,
}

impl Dir {
    pub const BOTH: [Dir; 2] = [Dir::Plus, Dir::Minus];

    pub fn symbol(self) -> char {
        match self {
            Dir::Plus => '+',
            Dir::Minus => '-',
        }
    }
}

/// A Bày Khòm move: sow a house in a direction (BK2), or at a refill choose the houses to fill
/// (BK9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(
    tag = "kind",
    rename_all = "kebab-case",
    try_from = "BayKhomMoveObject"
)]
pub enum BayKhomMove {
    Sow { hole: u8, dir: Dir },
    Fill { houses: HoleSet },
}

/// A Bày Khòm move object as given (docs/api.md), read flat: each kind's fields (`input::required`).
#[derive(Deserialize)]
struct BayKhomMoveObject {
    kind: BayKhomMoveKind,
    #[serde(default, deserialize_with = "some_hole")]
    hole: Option<u8>,
    #[serde(default)]
    dir: Option<Dir>,
    #[serde(default, deserialize_with = "house_list")]
    houses: Option<HoleSet>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case")]
enum BayKhomMoveKind {
    Sow,
    Fill,
}

impl TryFrom<BayKhomMoveObject> for BayKhomMove {
    type Error = String;
    fn try_from(m: BayKhomMoveObject) -> Result<Self, String> {
        Ok(match m.kind {
            BayKhomMoveKind::Sow => BayKhomMove::Sow {
                hole: required(m.hole, "hole")?,
                dir: required(m.dir, "dir")?,
            },
            BayKhomMoveKind::Fill => BayKhomMove::Fill {
                houses: required(m.houses, "houses")?,
            },
        })
    }
}

fn some_hole<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u8>, D::Error> {
    index_below::<D, { HOLES as u8 }>(d).map(Some)
}

impl BayKhomMove {
    pub fn sow(hole: u8, dir: Dir) -> Self {
        BayKhomMove::Sow { hole, dir }
    }
    /// Filling these houses (holes past 9 are left out).
    pub fn fill(houses: &[u8]) -> Self {
        let set = houses
            .iter()
            .filter(|&&h| (h as usize) < HOLES)
            .fold(0u16, |set, &h| set | 1 << h);
        BayKhomMove::Fill {
            houses: HoleSet(set),
        }
    }
    /// The houses a refill fills, in increasing order; none for a sowing.
    pub fn houses(&self) -> Vec<u8> {
        match self {
            BayKhomMove::Fill { houses } => houses.holes().collect(),
            BayKhomMove::Sow { .. } => vec![],
        }
    }
}

fn house_list<'de, D: Deserializer<'de>>(d: D) -> Result<Option<HoleSet>, D::Error> {
    let Some(houses) = list_of::<D, u8>(d, "a list of houses")? else {
        return Ok(None);
    };
    let mut set = 0u16;
    for h in houses {
        if h as usize >= HOLES {
            return Err(serde::de::Error::custom(format!(
                "must hold whole numbers from 0 to 9, not {h}"
            )));
        }
        if set & 1 << h != 0 {
            return Err(serde::de::Error::custom(format!(
                "house {h} is listed twice; name each house once"
            )));
        }
        set |= 1 << h;
    }
    Ok(Some(HoleSet(set)))
}

/// Notation: a sowing is the hole digit and the direction (`3-`); a refill `F` and the houses,
/// ascending, comma-separated (`F1,3`).
impl fmt::Display for BayKhomMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BayKhomMove::Sow { hole, dir } => write!(f, "{hole}{}", dir.symbol()),
            BayKhomMove::Fill { houses } => {
                let list: Vec<String> = houses.holes().map(|h| h.to_string()).collect();
                write!(f, "F{}", list.join(","))
            }
        }
    }
}

impl FromStr for BayKhomMove {
    type Err = GameError;
    fn from_str(text: &str) -> GameResult<Self> {
        match text.trim().as_bytes() {
            [d @ b'0'..=b'9', s @ (b'+' | b'-')] => Ok(BayKhomMove::Sow {
                hole: d - b'0',
                dir: if *s == b'+' { Dir::Plus } else { Dir::Minus },
            }),
            [b'F', rest @ ..] if !rest.is_empty() => parse_fill(text, rest),
            _ => Err(GameError::bad_move(format!(
                "{} is not a Bày Khòm move: write the house digit and a direction (e.g. 2+ or 7-), or F and the houses to fill (e.g. F1,3)",
                quoted(text)
            ))),
        }
    }
}

/// `F` and the houses, each once, in ascending order.
fn parse_fill(text: &str, list: &[u8]) -> GameResult<BayKhomMove> {
    let mut set = 0u16;
    let mut last: Option<u8> = None;
    for part in list.split(|&b| b == b',') {
        let [d @ b'0'..=b'9'] = part else {
            return Err(GameError::bad_move(format!(
                "{} is not a refill choice: write F and the houses to fill, comma-separated, e.g. F1,3",
                quoted(text)
            )));
        };
        let h = d - b'0';
        if last.is_some_and(|l| h <= l) {
            return Err(GameError::bad_move(format!(
                "{}: list the houses once each in ascending order, e.g. F1,3",
                quoted(text)
            )));
        }
        last = Some(h);
        set |= 1 << h;
    }
    Ok(BayKhomMove::Fill {
        houses: HoleSet(set),
    })
}
