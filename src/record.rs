//! What happened in a move, step by step, so a renderer can animate it without knowing a rule
//! (docs/api.md "Move records"), and how a game ended. One vocabulary for all three games.

use serde::{Serialize, Serializer};

/// Siryu's three pieces, in the order of the state's `pieces` lists.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, serde::Deserialize,
)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum PieceKind {
    Father,
    Mother,
    Angel,
}

impl PieceKind {
    pub const ALL: [PieceKind; 3] = [PieceKind::Father, PieceKind::Mother, PieceKind::Angel];

    /// Its place in a player's list of pieces.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The letter of the notation: F, M, A.
    pub fn letter(self) -> char {
        match self {
            PieceKind::Father => 'F',
            PieceKind::Mother => 'M',
            PieceKind::Angel => 'A',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            PieceKind::Father => "father",
            PieceKind::Mother => "mother",
            PieceKind::Angel => "angel",
        }
    }
}

/// A set of holes (bit i = hole i), shown as the list of its holes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "ts", tsify(type = "number[]"))]
pub struct HoleSet(pub u16);

impl HoleSet {
    /// The holes in increasing order, one set bit at a time (lowest first).
    pub fn holes(self) -> impl Iterator<Item = u8> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            let hole = (rest != 0).then(|| rest.trailing_zeros() as u8)?;
            rest &= rest - 1;
            Some(hole)
        })
    }
    pub fn contains(self, hole: usize) -> bool {
        hole < 16 && self.0 & (1 << hole) != 0
    }
}

impl Serialize for HoleSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.holes())
    }
}

/// Why a game ended (`result.reason`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// Kpé K7: the player to move has no stone in their row.
    NoStones,
    /// Kpé K9, Bày Khòm BK8 (mancala-world): a position came back.
    Repetition,
    /// Kpé K9: too many plies without a capture.
    NoCaptureLimit,
    /// Bày Khòm BK11: a player cannot fill the head and one house.
    CannotRefill,
    /// Bày Khòm BK12: a round ended with the same totals for the tenth time.
    RoundRepetition,
    /// Bày Khòm mancala-world: the player to move has no counter in a house.
    NoMoves,
    /// Bày Khòm mancala-world: every move of the player to move is endless (BK6).
    Endless,
    /// Siryu S7: all three pieces on Mecca.
    Mecca,
}

/// How a finished game ended (docs/api.md `Result`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Outcome {
    pub winners: Vec<u8>,
    pub draw: bool,
    pub totals: Vec<u32>,
    pub reason: EndReason,
    /// Bày Khòm `cannot-refill` (BK11): who could not refill, and the total they needed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shortfall: Option<Shortfall>,
}

/// Bày Khòm BK11: the player whose total could not refill for another round, and the least total
/// that refills under the options in effect (9, the head and one house; with the reading
/// `headStart`, 5, the head alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Shortfall {
    pub player: u8,
    pub needs: u32,
}

impl Outcome {
    /// The usual two-player result: the larger total wins, equal totals draw.
    pub fn by_totals(totals: [u32; 2], reason: EndReason) -> Self {
        let (winners, draw) = match totals[0].cmp(&totals[1]) {
            std::cmp::Ordering::Greater => (vec![0], false),
            std::cmp::Ordering::Less => (vec![1], false),
            std::cmp::Ordering::Equal => (vec![], true),
        };
        Outcome {
            winners,
            draw,
            totals: totals.to_vec(),
            reason,
            shortfall: None,
        }
    }
}

/// One step of a move, for renderers (`GameEvent` in TypeScript, where `Event` is the DOM's).
pub type Event = GameEvent;

/// One step of a move, for renderers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(
    tag = "type",
    rename_all = "kebab-case",
    rename_all_fields = "camelCase"
)]
pub enum GameEvent {
    /// All `count` counters lifted from `hole` to start sowing.
    Lift { hole: u8, count: u8 },
    /// One counter dropped into `hole`.
    Drop { hole: u8 },
    /// A relay lap: the `count` counters of `hole` lifted to sow on (Bày Khòm BK4a).
    Relay { hole: u8, count: u8 },
    /// `count` counters taken from `hole` by player `by`.
    Capture { hole: u8, count: u8, by: u8 },
    /// At the end of a game or round, `count` counters left in `hole` go to player `by` (K7, BK7).
    Collect { hole: u8, count: u8, by: u8 },
    /// End of a Bày Khòm round: what each player collected from the board, and their totals.
    RoundEnd {
        collected: [u8; 2],
        reserve: [u8; 2],
    },
    /// Refill for the next round: `player` put counters back into `holes`; the holes of
    /// `eliminated` are out of play this round (BK9).
    Refill {
        player: u8,
        holes: HoleSet,
        eliminated: HoleSet,
    },
    /// A new round begins with `starter` to move.
    RoundStart { round: u32, starter: u8 },
    /// Six sticks thrown (`true` = white face up); `bonus` for a bonus throw.
    Throw {
        player: u8,
        sticks: [bool; 6],
        whites: u8,
        bonus: bool,
    },
    /// A piece moved one or more squares.
    Step {
        player: u8,
        piece: PieceKind,
        from: u8,
        to: u8,
    },
    /// A station sir counted for a piece waiting at a station (Siryu S3).
    StationSir {
        player: u8,
        piece: PieceKind,
        count: u8,
    },
    /// An opponent piece sent back to its start square (Siryu S5).
    SentBack {
        player: u8,
        piece: PieceKind,
        from: u8,
        to: u8,
    },
    /// The throw could not be used, or the turn passes.
    Pass { player: u8 },
    /// The game ended.
    GameOver { result: Outcome },
}
