//! What happened in a move, step by step, so a renderer can animate it without knowing a rule
//! (API.md "Move records"). One vocabulary for all three games.

use crate::json::Writer;
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
            // Words send these as one word each (`write_events`); this is their JSON.
            Event::Lift { hole, count } | Event::Relay { hole, count } => {
                let name = if matches!(self, Event::Lift { .. }) {
                    "lift"
                } else {
                    "relay"
                };
                w.begin_named(HOLE_COUNT, name);
                w.int(*hole as i64).int(*count as i64);
            }
            Event::Drop { hole } => {
                w.begin_named(HOLE, "drop").int(*hole as i64);
            }
            Event::Capture { hole, count, by } | Event::Collect { hole, count, by } => {
                let name = if matches!(self, Event::Capture { .. }) {
                    "capture"
                } else {
                    "collect"
                };
                w.begin_named(HOLE_COUNT_BY, name);
                w.int(*hole as i64).int(*count as i64).int(*by as i64);
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

/// A move's events, in order. Words send the events of the sowing games (lifts, drops, relays,
/// captures, collects: in random Bày Khòm games 15 a move on average, 36 at the 90th percentile)
/// in a row as one run, a word each: `COUNTS n` and `n` words of `count_word` (src/tokens.rs).
/// In words, the events go in a list begun with `Writer::begin_counted`, the only kind of list
/// JavaScript reads such runs in.
pub fn write_events(events: &[Event], w: &mut Writer, outcome: Option<&Outcome>) {
    let mut rest = events;
    while let Some((first, tail)) = rest.split_first() {
        match w.words_mut() {
            Some(t) if count_word(first).is_some() => {
                let run = t.counts(rest.iter().map_while(count_word));
                rest = rest.get(run..).unwrap_or_default();
            }
            _ => {
                first.write(w, outcome);
                rest = tail;
            }
        }
    }
}

/// A sowing event as one word of a `COUNTS` run: its kind in bits 0-2 (lift, drop, relay,
/// capture, collect), the hole in bits 3-6, the count in bits 7-14 and `by` in bits 15-16;
/// None for the other events. js/folkgames.js (`readCounts`) reads them back. Inline: it is
/// asked of every event of every record.
#[inline(always)]
fn count_word(e: &Event) -> Option<i32> {
    let (kind, hole, count, by) = match *e {
        Event::Lift { hole, count } => (0, hole, count, 0),
        Event::Drop { hole } => (1, hole, 0, 0),
        Event::Relay { hole, count } => (2, hole, count, 0),
        Event::Capture { hole, count, by } => (3, hole, count, by),
        Event::Collect { hole, count, by } => (4, hole, count, by),
        _ => return None,
    };
    Some(kind | (hole as i32 & 15) << 3 | (count as i32) << 7 | (by as i32 & 3) << 15)
}

pub fn piece_name(piece: u8) -> &'static str {
    PIECE_NAMES.get(piece as usize).copied().unwrap_or("father")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tokens::{self, Tokens};

    /// The sowing events in a row cross as one word each (`count_word`), the others as shapes;
    /// JSON writes them all as objects (tests/node/records.test.js checks that JavaScript reads
    /// the words into the same objects).
    #[test]
    fn sowing_events_cross_as_one_word_each() {
        let events = [
            Event::Lift { hole: 3, count: 4 },
            Event::Drop { hole: 4 },
            Event::Relay {
                hole: 9,
                count: 255,
            },
            Event::Capture {
                hole: 2,
                count: 7,
                by: 1,
            },
            Event::Collect {
                hole: 0,
                count: 1,
                by: 0,
            },
            Event::Pass { player: 1 },
            Event::Drop { hole: 5 },
        ];
        let write = |w: &mut Writer| {
            w.begin_counted(events.len());
            write_events(&events, w, None);
            w.end_counted();
        };
        let mut w = Writer::tokens(Tokens::new());
        write(&mut w);
        let t = w.into_tokens().unwrap();
        let words = t.words();
        #[rustfmt::skip]
        let run = [
            tokens::ARRAY_OF, 7, tokens::COUNTS, 5,
            3 << 3 | 4 << 7,
            1 | 4 << 3,
            2 | 9 << 3 | 255 << 7,
            3 | 2 << 3 | 7 << 7 | 1 << 15,
            4 | 1 << 7,
        ];
        assert_eq!(words.get(..run.len()), Some(&run[..]));
        let tail = [tokens::COUNTS, 1, 1 | 5 << 3];
        assert_eq!(words.get(words.len() - tail.len()..), Some(&tail[..]));
        let mut w = Writer::new();
        write(&mut w);
        assert_eq!(
            w.finish(),
            concat!(
                r#"[{"type":"lift","hole":3,"count":4},{"type":"drop","hole":4},"#,
                r#"{"type":"relay","hole":9,"count":255},{"type":"capture","hole":2,"count":7,"by":1},"#,
                r#"{"type":"collect","hole":0,"count":1,"by":0},{"type":"pass","player":1},"#,
                r#"{"type":"drop","hole":5}]"#
            )
        );
    }
}
