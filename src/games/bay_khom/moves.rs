//! Bày Khòm moves, their JSON shape (API.md) and their notation:
//! a sowing is the house digit then the direction, `2+` or `7-`; a refill choice (BK9) is `F`
//! then the filled houses in ascending order, comma-separated, e.g. `F1,3`.

use super::HOLES;
use crate::cat;
use crate::error::{GameError, GameResult};
use crate::json::{Value, Writer};
use crate::message::Msg;
use crate::msg;
use crate::prelude::*;

/// Direction of sowing: `+` is increasing index (counter-clockwise as drawn), `-` decreasing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    Plus,
    Minus,
}

impl Dir {
    pub fn symbol(self) -> char {
        match self {
            Dir::Plus => '+',
            Dir::Minus => '-',
        }
    }
    pub fn from_symbol(c: char) -> Option<Dir> {
        match c {
            '+' => Some(Dir::Plus),
            '-' => Some(Dir::Minus),
            _ => None,
        }
    }
    pub(super) fn index(self) -> usize {
        match self {
            Dir::Plus => 0,
            Dir::Minus => 1,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BayKhomMove {
    /// BK2: sow from `hole` (a house of the mover) in direction `dir`.
    Sow { hole: u8, dir: Dir },
    /// BK9: fill these houses (bit i = hole i) with 4 counters each; the others are eliminated.
    Fill { houses: u16 },
}

impl BayKhomMove {
    pub fn sow(hole: u8, dir: Dir) -> Self {
        BayKhomMove::Sow { hole, dir }
    }
    /// A refill choice from a list of hole indices (indices above 9 are ignored).
    pub fn fill(houses: &[u8]) -> Self {
        let mut mask = 0u16;
        for &h in houses {
            if (h as usize) < HOLES {
                mask |= 1 << h;
            }
        }
        BayKhomMove::Fill { houses: mask }
    }
    /// The filled houses of a `Fill`, ascending (empty for a sowing).
    pub fn houses(&self) -> Vec<u8> {
        match self {
            BayKhomMove::Fill { houses } => mask_list(*houses),
            BayKhomMove::Sow { .. } => vec![],
        }
    }
}

/// The holes of a bit set, ascending.
pub(super) fn mask_list(mask: u16) -> Vec<u8> {
    (0..HOLES as u8).filter(|&h| mask & (1 << h) != 0).collect()
}

pub(super) fn write_move(mv: &BayKhomMove, w: &mut Writer) {
    match mv {
        BayKhomMove::Sow { hole, dir } => {
            w.begin_named(&["kind", "hole", "dir"], "sow")
                .int(*hole as i64);
            w.name(if *dir == Dir::Plus { "+" } else { "-" });
        }
        BayKhomMove::Fill { houses } => {
            w.begin_named(&["kind", "houses"], "fill").bits(*houses);
        }
    }
    w.end_shape();
}

pub(super) fn move_from_json(v: &Value) -> GameResult<BayKhomMove> {
    match v.get("kind").and_then(Value::as_str) {
        Some("sow") => {
            let hole = v
                .get("hole")
                .and_then(|h| h.as_int_in(0, HOLES as i64 - 1))
                .ok_or_else(|| GameError::bad_move(Msg::BkHole))?;
            let dir = v
                .get("dir")
                .and_then(Value::as_str)
                .and_then(|s| match s {
                    "+" => Some(Dir::Plus),
                    "-" => Some(Dir::Minus),
                    _ => None,
                })
                .ok_or_else(|| GameError::bad_move(Msg::BkDir))?;
            Ok(BayKhomMove::Sow {
                hole: hole as u8,
                dir,
            })
        }
        Some("fill") => {
            let items = v
                .get("houses")
                .and_then(Value::as_array)
                .ok_or_else(|| GameError::bad_move(Msg::BkHouses))?;
            let mut mask = 0u16;
            for item in items {
                let h = item
                    .as_int_in(0, HOLES as i64 - 1)
                    .ok_or_else(|| GameError::bad_move(msg!(BkHouseNumber, item)))?;
                if mask & (1 << h) != 0 {
                    return Err(GameError::bad_move(msg!(BkHouseTwice, h)));
                }
                mask |= 1 << h;
            }
            Ok(BayKhomMove::Fill { houses: mask })
        }
        _ => Err(GameError::bad_move(Msg::BkMoveShape)),
    }
}

/// A sowing's notation (see `Rules::static_notation`); None for a fill.
pub(super) fn static_notation(mv: &BayKhomMove) -> Option<&'static str> {
    const SOWS: &str = "0+0-1+1-2+2-3+3-4+4-5+5-6+6-7+7-8+8-9+9-";
    match mv {
        BayKhomMove::Sow { hole, dir } => {
            let at = *hole as usize * 4 + if *dir == Dir::Plus { 0 } else { 2 };
            SOWS.get(at..at + 2)
        }
        BayKhomMove::Fill { .. } => None,
    }
}

pub(super) fn notation(mv: &BayKhomMove) -> String {
    match mv {
        BayKhomMove::Sow { hole, dir } => cat!(*hole, dir.symbol()),
        BayKhomMove::Fill { houses } => {
            let mut out = String::from("F");
            for (i, h) in mask_list(*houses).into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push((b'0' + h) as char);
            }
            out
        }
    }
}

pub(super) fn parse_notation(text: &str) -> GameResult<BayKhomMove> {
    let t = text.trim();
    let bytes = t.as_bytes();
    match bytes {
        [d @ b'0'..=b'9', s @ (b'+' | b'-')] => Ok(BayKhomMove::Sow {
            hole: d - b'0',
            dir: if *s == b'+' { Dir::Plus } else { Dir::Minus },
        }),
        [b'F', rest @ ..] if !rest.is_empty() => {
            let mut mask = 0u16;
            let mut last: Option<u8> = None;
            for part in rest.split(|&b| b == b',') {
                let h = match part {
                    [d @ b'0'..=b'9'] => d - b'0',
                    _ => return Err(fill_syntax(text)),
                };
                if last.is_some_and(|l| h <= l) {
                    return Err(GameError::bad_move(msg!(BkFillOrder, text)));
                }
                last = Some(h);
                mask |= 1 << h;
            }
            Ok(BayKhomMove::Fill { houses: mask })
        }
        _ => Err(GameError::bad_move(msg!(BkNotation, text))),
    }
}

fn fill_syntax(text: &str) -> GameError {
    GameError::bad_move(msg!(BkFillNotation, text))
}
