//! Why a move is not legal now: the one answer `Game::why_not` gives and an `illegal_move` (or
//! `game_over`) error carries, made by the game whose rule refuses the move. A `Refusal` has a
//! stable `code` per reason, the id of the rule it comes from (K6, BK2, S2, ...), the data a
//! sentence about it needs, and an English message; a page words it from the code and the data
//! (docs/api.md, "Why a move is refused").

use crate::record::PieceKind;
use serde::Serialize;
use std::fmt;

/// Every reason a game refuses a move. Each game gives some of them (docs/api.md lists which).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum RefusalCode {
    /// The game is over: no move is legal.
    GameOver,
    /// The place belongs to the other player (K3, BK2).
    NotYours,
    /// The place holds nothing to sow (K3, BK2).
    Empty,
    /// Kpé K6: the opponent's row is empty and other moves would feed it (`places`).
    MustFeed,
    /// Bày Khòm BK2: a head never starts a move (not with the reading `headStart`).
    Head,
    /// Bày Khòm BK9: the house is eliminated this round.
    Eliminated,
    /// Bày Khòm BK6: the move's relays never end.
    Endless,
    /// Bày Khòm BK9: the player must first choose the houses to fill (`count` of them).
    FillFirst,
    /// Bày Khòm BK9: there is nothing to refill now.
    NothingToFill,
    /// Bày Khòm BK9: a refill names exactly `count` of the player's own houses.
    FillCount,
    /// Siryu T1: a throw is due, the sticks come first.
    ThrowDue,
    /// Siryu T1: not a throw (six sticks, or 0 to 6 white faces).
    BadThrow,
    /// Siryu T3: the throw being used must be used (or passed) before another throw.
    UseThrow,
    /// Siryu T3: a piece can use the throw, so passing is not allowed.
    MustUse,
    /// Siryu S7: the piece is already on Mecca.
    AtMecca,
    /// Siryu S1 with the reading `departure: "in-order"`: the pieces before it start first.
    OutOfOrder,
    /// Siryu S2: a throw of 0 moves nothing; the player passes.
    Zero,
    /// Siryu S1: a piece that has not started moves only by a sir.
    NeedsSir,
    /// Siryu S2: a piece on 12, 13, 25 or beyond cannot use points.
    AtGate,
}

impl RefusalCode {
    /// Every code, in the order above.
    pub const ALL: [RefusalCode; 19] = [
        RefusalCode::GameOver,
        RefusalCode::NotYours,
        RefusalCode::Empty,
        RefusalCode::MustFeed,
        RefusalCode::Head,
        RefusalCode::Eliminated,
        RefusalCode::Endless,
        RefusalCode::FillFirst,
        RefusalCode::NothingToFill,
        RefusalCode::FillCount,
        RefusalCode::ThrowDue,
        RefusalCode::BadThrow,
        RefusalCode::UseThrow,
        RefusalCode::MustUse,
        RefusalCode::AtMecca,
        RefusalCode::OutOfOrder,
        RefusalCode::Zero,
        RefusalCode::NeedsSir,
        RefusalCode::AtGate,
    ];
}

impl RefusalCode {
    /// The code as JavaScript sees it (serde's kebab-case name; a test holds the two equal).
    pub fn as_str(self) -> &'static str {
        match self {
            RefusalCode::GameOver => "game-over",
            RefusalCode::NotYours => "not-yours",
            RefusalCode::Empty => "empty",
            RefusalCode::MustFeed => "must-feed",
            RefusalCode::Head => "head",
            RefusalCode::Eliminated => "eliminated",
            RefusalCode::Endless => "endless",
            RefusalCode::FillFirst => "fill-first",
            RefusalCode::NothingToFill => "nothing-to-fill",
            RefusalCode::FillCount => "fill-count",
            RefusalCode::ThrowDue => "throw-due",
            RefusalCode::BadThrow => "bad-throw",
            RefusalCode::UseThrow => "use-throw",
            RefusalCode::MustUse => "must-use",
            RefusalCode::AtMecca => "at-mecca",
            RefusalCode::OutOfOrder => "out-of-order",
            RefusalCode::Zero => "zero",
            RefusalCode::NeedsSir => "needs-sir",
            RefusalCode::AtGate => "at-gate",
        }
    }
}

impl fmt::Display for RefusalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a move is not legal now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Refusal {
    pub code: RefusalCode,
    /// The id of the rule that refuses it, as docs/rules numbers them ("K6", "BK2", "S2").
    pub rule: &'static str,
    /// In English, for people and logs; a page words the refusal from `code` and the data.
    pub message: String,
    /// The pit or hole the move names (counted from 0, as the engine's notation).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub place: Option<u8>,
    /// The player to move (or to throw).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<u8>,
    /// Whose the place is, when it is not the mover's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub owner: Option<u8>,
    /// The piece the move names (Siryu).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub piece: Option<PieceKind>,
    /// The square of that piece (Siryu).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub square: Option<u8>,
    /// The places the rule allows instead (K6: the pits whose move feeds the opponent).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub places: Option<Vec<u8>>,
    /// A number the rule names (BK9: how many houses to fill).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<u8>,
}

impl Refusal {
    /// A refusal with no data yet: add it with the builders below.
    pub fn new(code: RefusalCode, rule: &'static str, message: impl Into<String>) -> Self {
        Refusal {
            code,
            rule,
            message: message.into(),
            place: None,
            player: None,
            owner: None,
            piece: None,
            square: None,
            places: None,
            count: None,
        }
    }
    pub fn place(self, place: impl TryInto<u8>) -> Self {
        Refusal {
            place: place.try_into().ok(),
            ..self
        }
    }
    pub fn player(self, player: u8) -> Self {
        Refusal {
            player: Some(player),
            ..self
        }
    }
    pub fn owner(self, owner: u8) -> Self {
        Refusal {
            owner: Some(owner),
            ..self
        }
    }
    pub fn piece(self, piece: PieceKind, square: u8) -> Self {
        Refusal {
            piece: Some(piece),
            square: Some(square),
            ..self
        }
    }
    pub fn places(self, places: impl IntoIterator<Item = u8>) -> Self {
        Refusal {
            places: Some(places.into_iter().collect()),
            ..self
        }
    }
    pub fn count(self, count: u8) -> Self {
        Refusal {
            count: Some(count),
            ..self
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}): {}", self.code, self.rule, self.message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_code_is_spelled_as_serde_writes_it() {
        for code in RefusalCode::ALL {
            assert_eq!(serde_json::to_value(code).unwrap(), code.as_str());
        }
    }
}
