//! What happened in a move, step by step, so a renderer can animate it without knowing a rule
//! (API.md "Move records"). One vocabulary for all three games.

use crate::json::Writer;
use crate::rules::Outcome;
use crate::tokens;

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

/// The keys of each kind of event, in the order they are written (`Writer::begin_shape`).
static HOLE: &[&str] = &["type", "hole"];
static HOLE_COUNT: &[&str] = &["type", "hole", "count"];
static HOLE_COUNT_BY: &[&str] = &["type", "hole", "count", "by"];
static ROUND_END: &[&str] = &["type", "collected", "reserve"];
static REFILL: &[&str] = &["type", "player", "holes", "eliminated"];
static ROUND_START: &[&str] = &["type", "round", "starter"];
static THROW: &[&str] = &["type", "player", "sticks", "whites", "bonus"];
static MOVE_PIECE: &[&str] = &["type", "player", "piece", "from", "to"];
static STATION_SIR: &[&str] = &["type", "player", "piece", "count"];
static PLAYER: &[&str] = &["type", "player"];
static GAME_OVER: &[&str] = &["type", "result"];

impl Event {
    pub fn write(&self, w: &mut Writer, outcome: Option<&Outcome>) {
        match self {
            // The counts of the sowing games go as bare words (`Writer::named_counts`): a Bày
            // Khòm move has 20-40 of these events.
            Event::Lift { hole, count } => {
                w.named_counts(HOLE_COUNT, "lift", &[*hole, *count]);
                return;
            }
            Event::Drop { hole } => {
                w.named_counts(HOLE, "drop", &[*hole]);
                return;
            }
            Event::Relay { hole, count } => {
                w.named_counts(HOLE_COUNT, "relay", &[*hole, *count]);
                return;
            }
            Event::Capture { hole, count, by } => {
                w.named_counts(HOLE_COUNT_BY, "capture", &[*hole, *count, *by]);
                return;
            }
            Event::Collect { hole, count, by } => {
                w.named_counts(HOLE_COUNT_BY, "collect", &[*hole, *count, *by]);
                return;
            }
            Event::RoundEnd { collected, reserve } => {
                w.begin_named(ROUND_END, "round-end");
                w.ints(collected).ints(reserve);
            }
            Event::Refill {
                player,
                holes,
                eliminated,
            } => {
                w.begin_named(REFILL, "refill").int(*player as i64);
                w.bits(*holes).bits(*eliminated);
            }
            Event::RoundStart { round, starter } => {
                w.begin_named(ROUND_START, "round-start");
                w.int(*round as i64).int(*starter as i64);
            }
            Event::Throw {
                player,
                sticks,
                whites,
                bonus,
            } => {
                w.begin_named(THROW, "throw").int(*player as i64);
                w.bools(sticks).int(*whites as i64).bool(*bonus);
            }
            Event::Step {
                player,
                piece,
                from,
                to,
            } => {
                w.begin_named(MOVE_PIECE, "step").int(*player as i64);
                w.name(piece_name(*piece));
                w.int(*from as i64).int(*to as i64);
            }
            Event::StationSir {
                player,
                piece,
                count,
            } => {
                w.begin_named(STATION_SIR, "station-sir")
                    .int(*player as i64);
                w.name(piece_name(*piece)).int(*count as i64);
            }
            Event::SentBack {
                player,
                piece,
                from,
                to,
            } => {
                w.begin_named(MOVE_PIECE, "sent-back").int(*player as i64);
                w.name(piece_name(*piece));
                w.int(*from as i64).int(*to as i64);
            }
            Event::Pass { player } => {
                w.begin_named(PLAYER, "pass").int(*player as i64);
            }
            Event::GameOver => {
                w.begin_named(GAME_OVER, "game-over");
                match outcome {
                    Some(o) => o.write(w),
                    None => {
                        w.null();
                    }
                }
            }
        }
        w.end_shape();
    }
}

/// A move's events, in order. Words send drops in a row (the drops of a lap, most of a sowing
/// move's events) as one run: `RUN n`, the first drop, then the hole alone of each other one
/// (src/tokens.rs), so a drop costs one word and its shape is looked up once a lap.
pub fn write_events(events: &[Event], w: &mut Writer, outcome: Option<&Outcome>) {
    let mut rest = events;
    while let Some((first, tail)) = rest.split_first() {
        let drops = rest
            .iter()
            .take_while(|e| matches!(e, Event::Drop { .. }))
            .count();
        match w.words_mut() {
            Some(t) if drops > 1 => {
                t.push2(tokens::RUN, drops as i32);
                t.shape(HOLE, Some("drop"), true);
                for e in rest.get(..drops).unwrap_or_default() {
                    if let Event::Drop { hole } = e {
                        t.push(*hole as i32);
                    }
                }
                rest = rest.get(drops..).unwrap_or_default();
            }
            _ => {
                first.write(w, outcome);
                rest = tail;
            }
        }
    }
}

pub fn piece_name(piece: u8) -> &'static str {
    PIECE_NAMES.get(piece as usize).copied().unwrap_or("father")
}
