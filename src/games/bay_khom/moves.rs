//! Bày Khòm's moves (BK2, BK9), their object shape (docs/api.md) and their notation.

use super::HOLES;
use crate::error::{GameError, GameResult};
use crate::input::quoted;
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
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum BayKhomMove {
    Sow {
        #[serde(deserialize_with = "hole_index")]
        hole: u8,
        dir: Dir,
    },
    Fill {
        #[serde(deserialize_with = "house_list")]
        houses: HoleSet,
    },
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

fn hole_index<'de, D: Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
    match u8::deserialize(d)? {
        h if (h as usize) < HOLES => Ok(h),
        h => Err(serde::de::Error::custom(format!(
            "hole must be a whole number from 0 to 9, not {h}"
        ))),
    }
}

fn house_list<'de, D: Deserializer<'de>>(d: D) -> Result<HoleSet, D::Error> {
    let mut set = 0u16;
    for h in Vec::<u8>::deserialize(d)? {
        if h as usize >= HOLES {
            return Err(serde::de::Error::custom(format!(
                "houses must hold whole numbers from 0 to 9, not {h}"
            )));
        }
        if set & 1 << h != 0 {
            return Err(serde::de::Error::custom(format!(
                "house {h} is listed twice; name each house once"
            )));
        }
        set |= 1 << h;
    }
    Ok(HoleSet(set))
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
