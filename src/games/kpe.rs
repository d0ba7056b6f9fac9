//! Kpé, the Bété 2x4 mancala (rules/kpe.md; sources: Mancala World after J. Climent Tondo, 2012).
//!
//! ```text
//! North:  7  6  5  4
//! South:  0  1  2  3
//! ```
//! South (0) owns pits 0-3, North (1) pits 4-7; sowing is counter-clockwise, index + 1.

// Lint note (src/lib.rs forbids unchecked indexing): this module indexes fixed-size boards by
// numbers already bounded — a move's hole, pit or piece is checked against the legal moves before
// any indexing (out-of-range values are refused with the state unchanged), the rest are computed
// modulo the board size or masked to a seat. The property tests, the fuzz targets and the
// million-game soak (BENCHMARKS.md) exercise these paths.
#![allow(clippy::indexing_slicing)]

use crate::cat;
use crate::error::{GameError, GameResult};
use crate::games::position_history::History;
use crate::json::{Value, Writer};
use crate::options::Options;
use crate::prelude::*;
use crate::record::Event;
use crate::rules::{AnyMove, EventSink, NoEvents, Outcome, Rules, Turn};
use crate::text::Quoted;

pub const PITS: usize = 8;
pub const STONES: u32 = 48;
const ALL_OPENED: u8 = 0b1111;
const FILTER_WORDS: usize = 16;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KpeMove {
    pub pit: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kpe {
    pits: [u8; PITS],
    captured: [u8; 2],
    /// Bit j set: the player has started a move from their j-th own pit, left to right (K2, K4).
    opened: [u8; 2],
    to_move: u8,
    end: Option<&'static str>,
    /// Positions (see `position_key`) seen since the last capture, for the loop rule K9.
    seen: History,
    /// A 1024-bit Bloom filter over `seen` (two bits a key): most positions are new, and this
    /// says so without a scan, even late in the hundreds of plies a stretch without capture lasts.
    seen_filter: [u64; FILTER_WORDS],
    plies_without_capture: u32,
    skip_origin: bool,
    no_capture_limit: u32,
    first_player: u8,
}

fn owner(pit: usize) -> u8 {
    (pit / 4) as u8
}

fn row(player: u8) -> core::ops::Range<usize> {
    let start = player as usize * 4;
    start..start + 4
}

impl Kpe {
    /// A position built by hand (worked cases, tests): pits, captured totals, opened pits as
    /// relative indices 0-3 per player, player to move. Default options.
    pub fn from_position(
        pits: [u8; PITS],
        captured: [u8; 2],
        opened: [&[u8]; 2],
        to_move: u8,
    ) -> Self {
        let mut mask = [0u8; 2];
        for (p, list) in opened.iter().enumerate() {
            for &j in *list {
                mask[p] |= 1 << (j & 3);
            }
        }
        let mut g = Kpe {
            pits,
            captured,
            opened: mask,
            to_move: to_move & 1,
            end: None,
            seen: History::new(),
            seen_filter: [0; FILTER_WORDS],
            plies_without_capture: 0,
            skip_origin: false,
            no_capture_limit: 200,
            first_player: 0,
        };
        g.remember_position();
        g.check_end(&mut NoEvents, false);
        g
    }

    pub fn with_skip_origin(mut self, on: bool) -> Self {
        self.skip_origin = on;
        self
    }

    pub fn pits(&self) -> [u8; PITS] {
        self.pits
    }
    pub fn captured(&self) -> [u8; 2] {
        self.captured
    }
    pub fn to_move(&self) -> u8 {
        self.to_move
    }
    pub fn opened(&self, player: u8) -> [bool; 4] {
        let m = self.opened[player as usize & 1];
        [m & 1 != 0, m & 2 != 0, m & 4 != 0, m & 8 != 0]
    }
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// Whether a player's four pits are all empty, read as one 32-bit word.
    fn row_empty(&self, player: u8) -> bool {
        let word = u64::from_le_bytes(self.pits) >> (32 * (player as u32 & 1));
        word as u32 == 0
    }

    /// K9's position: pits, player to move and both opened sets, packed exactly into 57 bits
    /// (a pit holds at most 48 stones, which fits in 6 bits).
    fn position_key(&self) -> u64 {
        let mut key = 0u64;
        for &s in &self.pits {
            key = (key << 6) | s as u64;
        }
        key = (key << 4) | self.opened[0] as u64;
        key = (key << 4) | self.opened[1] as u64;
        (key << 1) | self.to_move as u64
    }

    /// The key's two filter bits, as (word, bit) pairs, from one multiplicative hash.
    fn filter_bits(key: u64) -> [(usize, u64); 2] {
        let h = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let bit = |x: u64| ((x >> 6) as usize % FILTER_WORDS, 1u64 << (x & 63));
        [bit(h >> 54), bit(h >> 44)]
    }

    /// Records the current position for K9; returns true if it was seen before since the last
    /// capture.
    fn remember_position(&mut self) -> bool {
        let key = self.position_key();
        let mut maybe_seen = true;
        for (word, bit) in Self::filter_bits(key) {
            if let Some(w) = self.seen_filter.get_mut(word) {
                maybe_seen &= *w & bit != 0;
                *w |= bit;
            }
        }
        let repeated = maybe_seen && self.seen.contains(key);
        self.seen.push(key);
        repeated
    }

    fn forget_positions(&mut self) {
        self.seen.clear();
        self.seen_filter = [0; FILTER_WORDS];
    }

    /// Whether sowing `pit` is legal for the player to move (K3, K6), without building a list.
    fn is_legal(&self, pit: usize) -> bool {
        if pit >= PITS || owner(pit) != self.to_move || self.pits[pit] == 0 {
            return false;
        }
        if !self.row_empty(1 - self.to_move) {
            return true;
        }
        // K6: must feed if any move can; if none can, every move is legal.
        self.feeds(pit) || !row(self.to_move).any(|p| self.pits[p] > 0 && self.feeds(p))
    }

    /// K3 sowing and K5 capture from `pit` for the player to move, on `pits`; returns the stones
    /// captured. Does not touch anything else.
    fn sow_and_capture(
        &self,
        pits: &mut [u8; PITS],
        pit: usize,
        events: &mut impl EventSink,
    ) -> u8 {
        let mover = self.to_move;
        let stones = pits[pit];
        pits[pit] = 0;
        events.push(Event::Lift {
            hole: pit as u8,
            count: stones,
        });
        let mut pos = pit;
        for _ in 0..stones {
            pos = (pos + 1) % PITS;
            // K3: with 8 or more stones the origin gets a stone, unless `skipOrigin`.
            if self.skip_origin && pos == pit {
                pos = (pos + 1) % PITS;
            }
            pits[pos] += 1;
            events.push(Event::Drop { hole: pos as u8 });
        }
        // K4: the lock opens with the move that starts from the fourth own pit.
        let opened_after = self.opened[mover as usize] | 1 << (pit % 4);
        if opened_after != ALL_OPENED {
            return 0;
        }
        // K5: the last stone makes 2 or 4 in an opponent pit; the chain runs backwards through
        // the opponent's row only.
        let mut total = 0u8;
        let mut p = pos;
        while owner(p) != mover && (pits[p] == 2 || pits[p] == 4) {
            total += pits[p];
            events.push(Event::Capture {
                hole: p as u8,
                count: pits[p],
                by: mover,
            });
            pits[p] = 0;
            p = (p + PITS - 1) % PITS;
        }
        total
    }

    /// K6: the opponent's row is empty, so only moves that feed it are legal, if any does.
    fn feeds(&self, pit: usize) -> bool {
        let mut pits = self.pits;
        self.sow_and_capture(&mut pits, pit, &mut NoEvents);
        let opponent = 1 - self.to_move;
        pits[row(opponent)].iter().any(|&s| s > 0)
    }

    /// K7 and K9, checked after every move (and on a hand-built position); `repeated` says the
    /// new position was seen before since the last capture.
    fn check_end(&mut self, events: &mut impl EventSink, repeated: bool) {
        let reason = if self.row_empty(self.to_move) {
            Some("no-stones")
        } else if repeated {
            Some("repetition")
        } else if self.no_capture_limit > 0 && self.plies_without_capture >= self.no_capture_limit {
            Some("no-capture-limit")
        } else {
            None
        };
        if let Some(reason) = reason {
            // K7: each player adds the stones left in their own row to their captured total.
            for p in 0..PITS {
                if self.pits[p] > 0 {
                    let by = owner(p);
                    events.push(Event::Collect {
                        hole: p as u8,
                        count: self.pits[p],
                        by,
                    });
                    self.captured[by as usize] += self.pits[p];
                    self.pits[p] = 0;
                }
            }
            self.end = Some(reason);
            events.push(Event::GameOver);
        }
    }
}

impl Rules for Kpe {
    type Move = KpeMove;

    fn to_any(mv: &KpeMove) -> AnyMove {
        AnyMove::Kpe(*mv)
    }
    fn from_any(mv: AnyMove) -> Option<KpeMove> {
        match mv {
            AnyMove::Kpe(m) => Some(m),
            _ => None,
        }
    }
    const ID: &'static str = "kpe";

    fn new(opts: &mut Options) -> GameResult<Self> {
        opts.choice("ruleset", &["climent"], 0)?;
        // API.md lists `players` among every game's options: two-player games accept only 2.
        opts.int("players", 2, 2, 2)?;
        let first_player = opts.int("firstPlayer", 0, 1, 0)? as u8;
        let skip_origin = opts.bool("skipOrigin", false)?;
        let no_capture_limit = opts.int("noCaptureLimit", 0, 100_000, 200)? as u32;
        let mut g = Kpe::from_position([6; PITS], [0, 0], [&[], &[]], first_player);
        g.first_player = first_player;
        g.skip_origin = skip_origin;
        g.no_capture_limit = no_capture_limit;
        Ok(g)
    }

    fn write_options(&self, w: &mut Writer) {
        w.key("ruleset").str("climent");
        w.key("firstPlayer").int(self.first_player as i64);
        w.key("skipOrigin").bool(self.skip_origin);
        w.key("noCaptureLimit").int(self.no_capture_limit as i64);
    }

    fn ruleset(&self) -> &'static str {
        "climent"
    }
    fn players(&self) -> usize {
        2
    }
    fn turn(&self) -> Turn {
        if self.end.is_some() {
            Turn::Over
        } else {
            Turn::Player(self.to_move)
        }
    }
    fn seat(&self) -> Option<u8> {
        self.end.is_none().then_some(self.to_move)
    }

    fn legal_moves(&self, out: &mut Vec<KpeMove>) {
        if self.end.is_some() {
            return;
        }
        let start = out.len();
        let own = row(self.to_move);
        let opponent_empty = self.row_empty(1 - self.to_move);
        for pit in own.clone() {
            if self.pits[pit] > 0 && (!opponent_empty || self.feeds(pit)) {
                out.push(KpeMove { pit: pit as u8 });
            }
        }
        // K6: when no move can feed, every move is legal.
        if out.len() == start {
            out.extend(
                own.filter(|&p| self.pits[p] > 0)
                    .map(|p| KpeMove { pit: p as u8 }),
            );
        }
    }

    fn play(&mut self, mv: &KpeMove, events: &mut impl EventSink) -> GameResult<()> {
        if self.end.is_some() {
            return Err(GameError::new(
                crate::error::ErrorCode::GameOver,
                "the game is over",
            ));
        }
        let pit = mv.pit as usize;
        if !self.is_legal(pit) {
            let who = if self.to_move == 0 { "South" } else { "North" };
            let why = if pit >= PITS || owner(pit) != self.to_move {
                cat!(
                    "pit ",
                    pit,
                    " is not one of ",
                    who,
                    "'s pits (",
                    row(self.to_move).start,
                    "-",
                    row(self.to_move).end - 1,
                    ")"
                )
            } else if self.pits[pit] == 0 {
                cat!("pit ", pit, " is empty")
            } else {
                "the opponent's row is empty and another move would feed it (K6)".to_string()
            };
            return Err(GameError::illegal(why));
        }
        let mover = self.to_move;
        let mut pits = self.pits;
        let taken = self.sow_and_capture(&mut pits, pit, events);
        self.pits = pits;
        self.captured[mover as usize] += taken;
        self.opened[mover as usize] |= 1 << (pit % 4);
        self.to_move = 1 - mover;
        if taken > 0 {
            self.forget_positions();
            self.plies_without_capture = 0;
        } else {
            self.plies_without_capture += 1;
        }
        let repeated = self.remember_position();
        self.check_end(events, repeated);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end.map(|reason| {
            Outcome::by_totals([self.captured[0] as u32, self.captured[1] as u32], reason)
        })
    }

    fn write_state(&self, w: &mut Writer) {
        w.key("pits").ints(&self.pits);
        w.key("captured").ints(&self.captured);
        w.key("opened").begin_array();
        w.bools(&self.opened(0)).bools(&self.opened(1));
        w.end_array();
        w.key("pliesWithoutCapture")
            .int(self.plies_without_capture as i64);
    }

    fn write_move(mv: &KpeMove, w: &mut Writer) {
        w.begin_object()
            .key("kind")
            .str("sow")
            .key("pit")
            .int(mv.pit as i64)
            .end_object();
    }

    fn move_from_json(v: &Value) -> GameResult<KpeMove> {
        if v.get("kind").and_then(Value::as_str) != Some("sow") {
            return Err(GameError::bad_move(
                "a Kpé move is { kind: \"sow\", pit: 0-7 }",
            ));
        }
        match v.get("pit").and_then(|p| p.as_int_in(0, 7)) {
            Some(pit) => Ok(KpeMove { pit: pit as u8 }),
            None => Err(GameError::bad_move(
                "pit must be a whole number from 0 to 7",
            )),
        }
    }

    /// Notation: the pit number, "0" to "7".
    fn notation(mv: &KpeMove) -> String {
        cat!(mv.pit)
    }

    fn parse_notation(text: &str) -> GameResult<KpeMove> {
        match text.trim().as_bytes() {
            [d @ b'0'..=b'7'] => Ok(KpeMove { pit: d - b'0' }),
            _ => Err(GameError::bad_move(cat!(
                Quoted(text),
                " is not a Kpé move: write the pit number, 0 to 7"
            ))),
        }
    }

    fn max_plies(&self) -> usize {
        // Stones are conserved and K9 ends any loop, but a save is bounded anyway.
        100_000
    }
}
