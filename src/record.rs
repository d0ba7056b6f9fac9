//! What happened in a move, step by step, so a renderer can animate it without knowing a rule
//! (API.md "Move records"). One vocabulary for all three games.

use crate::json::Writer;
use crate::prelude::*;
use crate::rules::Outcome;

/// Siryu's pieces, in the order of the state's `pieces` lists.
pub const PIECE_NAMES: [&str; 3] = ["father", "mother", "angel"];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
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
    /// Refill for the next round: `player` put counters back into the holes of the bit set
    /// `holes` (bit i = hole i); the holes of `eliminated` are out of play this round.
    /// Bit sets rather than lists keep `Event` free of heap data, so the fast path drops it for free.
    Refill {
        player: u8,
        holes: u16,
        eliminated: u16,
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
        piece: u8,
        from: u8,
        to: u8,
    },
    /// A station sir counted for a piece waiting at a station (Siryu S3).
    StationSir { player: u8, piece: u8, count: u8 },
    /// An opponent piece sent back to its start square (Siryu S5).
    SentBack {
        player: u8,
        piece: u8,
        from: u8,
        to: u8,
    },
    /// The throw could not be used, or the turn passes.
    Pass { player: u8 },
    /// The game ended; the session fills in the result when it writes the record.
    GameOver,
}

impl Event {
    pub fn write(&self, w: &mut Writer, outcome: Option<&Outcome>) {
        w.begin_object();
        match self {
            Event::Lift { hole, count } => {
                w.key("type")
                    .str("lift")
                    .key("hole")
                    .int(*hole as i64)
                    .key("count")
                    .int(*count as i64);
            }
            Event::Drop { hole } => {
                w.key("type").str("drop").key("hole").int(*hole as i64);
            }
            Event::Relay { hole, count } => {
                w.key("type")
                    .str("relay")
                    .key("hole")
                    .int(*hole as i64)
                    .key("count")
                    .int(*count as i64);
            }
            Event::Capture { hole, count, by } => {
                w.key("type").str("capture").key("hole").int(*hole as i64);
                w.key("count").int(*count as i64).key("by").int(*by as i64);
            }
            Event::Collect { hole, count, by } => {
                w.key("type").str("collect").key("hole").int(*hole as i64);
                w.key("count").int(*count as i64).key("by").int(*by as i64);
            }
            Event::RoundEnd { collected, reserve } => {
                w.key("type")
                    .str("round-end")
                    .key("collected")
                    .ints(collected)
                    .key("reserve")
                    .ints(reserve);
            }
            Event::Refill {
                player,
                holes,
                eliminated,
            } => {
                w.key("type")
                    .str("refill")
                    .key("player")
                    .int(*player as i64);
                w.key("holes").ints(&bit_list(*holes));
                w.key("eliminated").ints(&bit_list(*eliminated));
            }
            Event::RoundStart { round, starter } => {
                w.key("type")
                    .str("round-start")
                    .key("round")
                    .int(*round as i64)
                    .key("starter")
                    .int(*starter as i64);
            }
            Event::Throw {
                player,
                sticks,
                whites,
                bonus,
            } => {
                w.key("type").str("throw").key("player").int(*player as i64);
                w.key("sticks")
                    .bools(sticks)
                    .key("whites")
                    .int(*whites as i64)
                    .key("bonus")
                    .bool(*bonus);
            }
            Event::Step {
                player,
                piece,
                from,
                to,
            } => {
                w.key("type").str("step").key("player").int(*player as i64);
                w.key("piece")
                    .str(piece_name(*piece))
                    .key("from")
                    .int(*from as i64)
                    .key("to")
                    .int(*to as i64);
            }
            Event::StationSir {
                player,
                piece,
                count,
            } => {
                w.key("type")
                    .str("station-sir")
                    .key("player")
                    .int(*player as i64);
                w.key("piece")
                    .str(piece_name(*piece))
                    .key("count")
                    .int(*count as i64);
            }
            Event::SentBack {
                player,
                piece,
                from,
                to,
            } => {
                w.key("type")
                    .str("sent-back")
                    .key("player")
                    .int(*player as i64);
                w.key("piece")
                    .str(piece_name(*piece))
                    .key("from")
                    .int(*from as i64)
                    .key("to")
                    .int(*to as i64);
            }
            Event::Pass { player } => {
                w.key("type").str("pass").key("player").int(*player as i64);
            }
            Event::GameOver => {
                w.key("type").str("game-over").key("result");
                match outcome {
                    Some(o) => o.write(w),
                    None => {
                        w.null();
                    }
                }
            }
        }
        w.end_object();
    }
}

pub fn piece_name(piece: u8) -> &'static str {
    PIECE_NAMES.get(piece as usize).copied().unwrap_or("father")
}

/// The indices of the set bits, ascending.
fn bit_list(set: u16) -> Vec<u8> {
    (0..16).filter(|i| set & (1 << i) != 0).collect()
}
