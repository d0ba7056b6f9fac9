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
use crate::message::Msg;
use crate::msg;
use crate::options::Options;
use crate::prelude::*;
use crate::record::Event;
use crate::rng::Rng;
use crate::rules::{nth_bit, AnyMove, EventSink, NoEvents, Outcome, Rules, Turn};

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

/// One stone in every pit, on the pits as one word (a byte each, pit 0 lowest).
const EVERY_PIT: u64 = 0x0101_0101_0101_0101;

/// The stones in the pits of `word` (a byte each), gathered in the top byte by the
/// multiplication: at most 48, so no byte's sum carries.
#[inline(always)]
fn stones_in(word: u64) -> u8 {
    (word.wrapping_mul(EVERY_PIT) >> 56) as u8
}

/// K5: the opponent's pits holding 2 or 4, each as a byte of ones, on the pits as one word (a
/// byte each, at most 48 stones: a byte's top bit is always clear).
#[inline(always)]
fn takeable_pits(word: u64, mover: u8) -> u64 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const TOPS: u64 = 0x8080_8080_8080_8080;
    // Adding 0x7F to a byte below 0x80 sets its top bit exactly when it is not 0: here, when
    // the pit does not hold 2, then 4.
    let not_2 = ((word ^ 0x0202_0202_0202_0202) + LOW7) & TOPS;
    let not_4 = ((word ^ 0x0404_0404_0404_0404) + LOW7) & TOPS;
    let tops = !(not_2 & not_4) & TOPS & (0xFFFF_FFFF << (32 * (1 - (mover as u32 & 1))));
    (tops >> 7) * 0xFF
}

/// `random_move`'s table: two bits at `2 * (4 * set + n)` of a 128-bit string, in two words,
/// the `n`-th set bit of the 4-bit `set` (0 when there are fewer), so that a draw picks its pit
/// without a loop of random length. Two words, not a `u128`: the WebAssembly build has no
/// 128-bit shift and would call one.
const NTH_PIT: [u64; 2] = {
    let mut t = [0u64; 2];
    let mut set = 0;
    while set < 16 {
        let mut n = 0;
        while n < 4 {
            t[set as usize / 8] |= ((nth_bit(set, n) & 3) as u64) << (2 * ((set % 8) * 4 + n));
            n += 1;
        }
        set += 1;
    }
    t
};

/// The `n`-th pit of `set` (see `NTH_PIT`).
#[inline(always)]
fn nth_pit(set: u32, n: u32) -> usize {
    let word = NTH_PIT[(set as usize >> 3) & 1];
    (word >> (2 * ((set & 7) * 4 + (n & 3)))) as usize & 3
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

    /// K9's position: pits, player to move and both opened sets, packed exactly into one word:
    /// the pits as they lie in memory, one byte each, and the 9 other bits in the two top bits
    /// of the bytes, which are always clear (a pit holds at most 48 stones).
    fn position_key(&self) -> u64 {
        /// Bit i of a 4-bit set to bit 8i + 6: one bit per byte, in a byte's free bits. The
        /// multiplication lays four copies 7 bits apart, so copy i puts bit i at 8i.
        fn spread(set: u8) -> u64 {
            (((set as u64 & 0xF) * 0x0020_4081) & 0x0101_0101) << 6
        }
        u64::from_le_bytes(self.pits)
            | spread(self.opened[0])
            | spread(self.opened[1]) << 32
            | (self.to_move as u64 & 1) << 7
    }

    /// Records the current position for K9; returns true if it was seen before since the last
    /// capture. Inlined natively: called on every ply, and the call cost more than a tenth of
    /// its work (the WebAssembly build, optimised for size, keeps the call).
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn remember_position(&mut self) -> bool {
        let key = self.position_key();
        // The key's two filter bits, from one multiplicative hash: a word (4 bits) and a bit in
        // it (6 bits) each. Written out rather than as a loop over the pair, which the
        // WebAssembly build kept as a loop through memory.
        let h = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let (w1, b1) = ((h >> 60) as usize % FILTER_WORDS, 1u64 << ((h >> 54) & 63));
        let (w2, b2) = ((h >> 50) as usize % FILTER_WORDS, 1u64 << ((h >> 44) & 63));
        let mut maybe_seen = self.seen_filter[w1] & b1 != 0;
        self.seen_filter[w1] |= b1;
        maybe_seen &= self.seen_filter[w2] & b2 != 0;
        self.seen_filter[w2] |= b2;
        let repeated = maybe_seen && self.seen.contains(key);
        self.seen.push(key);
        repeated
    }

    fn forget_positions(&mut self) {
        self.seen.clear();
        self.seen_filter = [0; FILTER_WORDS];
    }

    /// Whether sowing `pit` is legal for the player to move (K3, K6), without building a list.
    /// Inlined, and K6's case a call: `play` tests every move, and the WebAssembly build
    /// (opt-level z) would otherwise make the usual case a call too.
    #[inline(always)]
    fn is_legal(&self, pit: usize) -> bool {
        // Pits 4k to 4k + 3 are player k's: any other pit number, 8 or more included, fails.
        pit / 4 == self.to_move as usize
            && self.pits[pit % PITS] != 0
            && (!self.row_empty(1 - self.to_move) || self.is_legal_feeding(pit))
    }

    /// `is_legal` when the opponent's row is empty (K6): `legal_set` knows which moves feed it.
    #[inline(never)]
    fn is_legal_feeding(&self, pit: usize) -> bool {
        self.legal_set() & 1 << (pit % 4) != 0
    }

    /// Why `play` refuses `pit` (it is not legal): out of line, so that each copy of `play`
    /// (one per event sink) does not carry it.
    #[inline(never)]
    fn illegal_move(&self, pit: usize) -> GameError {
        let who = if self.to_move == 0 {
            Msg::South
        } else {
            Msg::North
        };
        let why = if pit >= PITS || owner(pit) != self.to_move {
            msg!(
                KpeNotOwnPit,
                pit,
                who,
                row(self.to_move).start,
                row(self.to_move).end - 1
            )
        } else if self.pits[pit] == 0 {
            msg!(KpePitEmpty, pit)
        } else {
            Msg::KpeMustFeed.into()
        };
        GameError::illegal(why)
    }

    /// `sow_word` on `pits`; returns the stones captured.
    #[cfg(test)]
    fn sow_and_capture<E: EventSink>(
        &self,
        pits: &mut [u8; PITS],
        pit: usize,
        events: &mut E,
    ) -> u8 {
        let before = u64::from_le_bytes(*pits);
        let after = self.sow_word(before, pit, events);
        *pits = after.to_le_bytes();
        stones_in(before) - stones_in(after)
    }

    /// K3 sowing and K5 capture from `pit` for the player to move, on `board` (the pits as one
    /// word, a byte each, pit 0 lowest); returns the board after. Sowing keeps every stone on
    /// the board, so the stones captured are the difference of the two boards' totals. The
    /// board goes in and out by value: through memory, the WebAssembly build gave each caller a
    /// stack frame. Inlined natively, as `remember_position` is.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn sow_word<E: EventSink>(&self, board: u64, pit: usize, events: &mut E) -> u64 {
        let mover = self.to_move;
        let pit = pit % PITS;
        let stones = (board >> (8 * pit)) as u8;
        events.push(Event::Lift {
            hole: pit as u8,
            count: stones,
        });
        // A pit never holds more than 48 stones, so adding a stone to every pit at once never
        // carries into the next byte.
        let mut word = board & !(0xFF << (8 * pit));
        // K3: the stones go one by one to the following pits, round and round; with 8 or more
        // the origin gets a stone each round, unless `skipOrigin` (7-pit rounds past it). Each
        // whole round is one addition, the rest of the stones another, to the pits after the
        // origin (a run of bytes rotated into place: 8 pits, 8 bytes).
        // The divisions by a constant, not by `round_len`: a division by a variable is a slow
        // instruction on the critical path, natively and in WebAssembly, and by 8 it is a shift.
        let (round, round_len, rounds, rest) = if self.skip_origin {
            (EVERY_PIT & !(0xFF << (8 * pit)), 7, stones / 7, stones % 7)
        } else {
            (EVERY_PIT, 8, stones / 8, stones % 8)
        };
        let run = EVERY_PIT & ((1u64 << (8 * rest as u32)) - 1);
        word += rounds as u64 * round + run.rotate_left(8 * (pit as u32 + 1));
        // The last stone: `rest` pits on, or for whole rounds the last pit of a round.
        let last = if stones == 0 {
            pit
        } else if rest == 0 {
            (pit + round_len as usize) % PITS
        } else {
            (pit + rest as usize) % PITS
        };
        // For renderers only: one drop per stone, in order (nothing at all for `NoEvents`).
        let mut pos = pit;
        for _ in 0..stones {
            pos = (pos + 1) % PITS;
            if self.skip_origin && pos == pit {
                pos = (pos + 1) % PITS;
            }
            events.push(Event::Drop { hole: pos as u8 });
        }
        // K4: the lock opens with the move that starts from the fourth own pit.
        let opened_after = self.opened[mover as usize] | 1 << (pit % 4);
        // K5: the last stone makes 2 or 4 in an opponent pit; the chain runs backwards through
        // the opponent's row only. Found for all pits at once, without a branch per pit (the
        // chain's tests were most of a playout's mispredicted branches): the pits that could
        // be taken, as whole bytes, then the run of them that ends at the last pit.
        let takeable =
            takeable_pits(word, mover) & ((opened_after == ALL_OPENED) as u64).wrapping_neg();
        // Pits 0 to `last`; any pit in it that cannot be taken (all the mover's own pits among
        // them) stops the chain, and so do all the pits below it.
        let upto_last = u64::MAX >> (8 * (PITS - 1 - last));
        let mut stops = !takeable & upto_last;
        stops |= stops >> 8;
        stops |= stops >> 16;
        stops |= stops >> 32;
        let chain = upto_last & !stops;
        let taken = word & chain;
        word &= !chain;
        if E::RECORDS {
            let mut p = last;
            while (chain >> (8 * p)) & 0xFF != 0 {
                events.push(Event::Capture {
                    hole: p as u8,
                    count: (taken >> (8 * p)) as u8,
                    by: mover,
                });
                p = (p + PITS - 1) % PITS;
            }
        }
        word
    }

    /// The legal moves of the player to move as bits (bit j: their j-th pit, left to right),
    /// none once the game is over (K3, K6). Inlined, and K6's case a call, as in `is_legal`:
    /// `random_move` calls it on every ply.
    #[inline(always)]
    fn legal_set(&self) -> u8 {
        if self.end.is_some() {
            return 0;
        }
        // The non-empty own pits, as bits, so that the list is made without a branch per pit:
        // adding 0x7F to a byte (at most 48) sets its top bit exactly when it is not 0, and the
        // multiplication gathers the four top bits (as in `position_key`).
        let row_word = (u64::from_le_bytes(self.pits) >> (32 * (self.to_move as u32 & 1))) as u32;
        let tops = ((row_word & 0x7F7F_7F7F) + 0x7F7F_7F7F) >> 7 & 0x0101_0101;
        let full = ((tops.wrapping_mul(0x0020_4081) >> 21) & 0xF) as u8;
        if self.row_empty(1 - self.to_move) {
            self.feeding_set(full)
        } else {
            full
        }
    }

    /// K6: the opponent's row is empty, so of the moves in `full` only those that feed it, if
    /// any does.
    #[inline(never)]
    fn feeding_set(&self, full: u8) -> u8 {
        let mut feeding = 0u8;
        for (j, pit) in row(self.to_move).enumerate() {
            if full & 1 << j != 0 && self.feeds(pit) {
                feeding |= 1 << j;
            }
        }
        if feeding != 0 {
            feeding
        } else {
            full
        }
    }

    /// K6: the opponent's row is empty, so only moves that feed it are legal, if any does.
    fn feeds(&self, pit: usize) -> bool {
        let after = self.sow_word(u64::from_le_bytes(self.pits), pit, &mut NoEvents);
        let opponent = 1 - self.to_move;
        (after >> (32 * (opponent as u32 & 1))) as u32 != 0
    }

    /// K7 and K9, checked after every move (and on a hand-built position); `repeated` says the
    /// new position was seen before since the last capture. The tests inlined, the ending itself
    /// (`end_game`) a call: the tests run on every ply, where the WebAssembly build (opt-level z)
    /// would otherwise make the whole of it a call.
    #[inline(always)]
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
            self.end_game(events, reason);
        }
    }

    /// The end of the game, for `reason` (K7; K9 ends as K7 does).
    #[inline(never)]
    fn end_game(&mut self, events: &mut impl EventSink, reason: &'static str) {
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
        let start = row(self.to_move).start;
        let mut set = self.legal_set();
        while set != 0 {
            let j = set.trailing_zeros() as usize;
            set &= set - 1;
            out.push(KpeMove {
                pit: (start + j) as u8,
            });
        }
    }

    fn random_move(&mut self, rng: &mut Rng, _buf: &mut Vec<KpeMove>) -> Option<KpeMove> {
        // `legal_moves`' list is the set in increasing order: at most 4 moves, so a draw of 0-3,
        // and the `n`-th pit of the set is read from a table of every (set, n).
        let set = self.legal_set() as u32;
        let n = rng.below(set.count_ones());
        if set == 0 {
            return None;
        }
        let j = nth_pit(set, n);
        Some(KpeMove {
            pit: (row(self.to_move).start + j) as u8,
        })
    }

    fn play(&mut self, mv: &KpeMove, events: &mut impl EventSink) -> GameResult<()> {
        if self.end.is_some() {
            return Err(GameError::new(
                crate::error::ErrorCode::GameOver,
                Msg::GameOver,
            ));
        }
        let pit = mv.pit as usize;
        if !self.is_legal(pit) {
            return Err(self.illegal_move(pit));
        }
        let mover = self.to_move;
        let before = u64::from_le_bytes(self.pits);
        let after = self.sow_word(before, pit, events);
        let taken = stones_in(before) - stones_in(after);
        self.pits = after.to_le_bytes();
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
        w.begin_named(&["kind", "pit"], "sow")
            .int(mv.pit as i64)
            .end_shape();
    }

    fn move_from_json(v: &Value) -> GameResult<KpeMove> {
        if v.get("kind").and_then(Value::as_str) != Some("sow") {
            return Err(GameError::bad_move(Msg::KpeMoveShape));
        }
        match v.get("pit").and_then(|p| p.as_int_in(0, 7)) {
            Some(pit) => Ok(KpeMove { pit: pit as u8 }),
            None => Err(GameError::bad_move(Msg::KpePit)),
        }
    }

    /// Notation: the pit number, "0" to "7".
    fn notation(mv: &KpeMove) -> String {
        cat!(mv.pit)
    }
    fn static_notation(mv: &KpeMove) -> Option<&'static str> {
        let p = mv.pit as usize;
        "01234567".get(p..p + 1)
    }

    fn parse_notation(text: &str) -> GameResult<KpeMove> {
        match text.trim().as_bytes() {
            [d @ b'0'..=b'7'] => Ok(KpeMove { pit: d - b'0' }),
            _ => Err(GameError::bad_move(msg!(KpeNotation, text))),
        }
    }

    fn max_plies(&self) -> usize {
        // Stones are conserved and K9 ends any loop, but a save is bounded anyway.
        100_000
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// K3 stone by stone, as the rule reads: the reference for the word-at-a-time sowing.
    fn sow_one_by_one(pits: &mut [u8; PITS], pit: usize, skip_origin: bool) -> usize {
        let stones = pits[pit];
        pits[pit] = 0;
        let mut pos = pit;
        for _ in 0..stones {
            pos = (pos + 1) % PITS;
            if skip_origin && pos == pit {
                pos = (pos + 1) % PITS;
            }
            pits[pos] += 1;
        }
        pos
    }

    #[test]
    fn word_sowing_drops_the_stones_one_by_one_would() {
        for skip in [false, true] {
            for pit in 0..PITS {
                for stones in 0..=STONES as u8 {
                    // The lock still closed (K4), so nothing is captured.
                    let mut pits = [0u8; PITS];
                    pits[pit] = stones;
                    let g = Kpe::from_position(pits, [0, 0], [&[], &[]], owner(pit))
                        .with_skip_origin(skip);
                    let mut slow = pits;
                    let last = sow_one_by_one(&mut slow, pit, skip);
                    let mut fast = pits;
                    let mut events = Vec::new();
                    assert_eq!(g.sow_and_capture(&mut fast, pit, &mut events), 0);
                    assert_eq!(fast, slow, "pit {pit} stones {stones} skip {skip}");
                    let drops = events.iter().filter(|e| matches!(e, Event::Drop { .. }));
                    assert_eq!(drops.count(), stones as usize);
                    let last_drop = events.iter().rev().find_map(|e| match e {
                        Event::Drop { hole } => Some(*hole as usize),
                        _ => None,
                    });
                    assert_eq!(last_drop.unwrap_or(pit), last);
                }
            }
        }
    }

    #[test]
    fn word_sowing_captures_as_the_chain_reads() {
        for skip in [false, true] {
            for board in 0..2000u32 {
                // Opponent pits of 1 and 3 (2 and 4 after a drop), own pits of various sizes.
                let mut pits = [0u8; PITS];
                for (i, p) in pits.iter_mut().enumerate() {
                    *p = ((board >> (i * 2)) % 4) as u8 + if i % 3 == 0 { 7 } else { 0 };
                }
                for pit in 0..PITS {
                    if pits[pit] == 0 {
                        continue;
                    }
                    let mover = owner(pit);
                    let all: &[u8] = &[0, 1, 2, 3];
                    let g = Kpe::from_position(pits, [0, 0], [all, all], mover);
                    if g.is_over() {
                        continue;
                    }
                    let g = g.with_skip_origin(skip);
                    let mut slow = pits;
                    let mut p = sow_one_by_one(&mut slow, pit, skip);
                    let mut taken = 0;
                    let mut captures = Vec::new();
                    while owner(p) != mover && (slow[p] == 2 || slow[p] == 4) {
                        taken += slow[p];
                        captures.push(Event::Capture {
                            hole: p as u8,
                            count: slow[p],
                            by: mover,
                        });
                        slow[p] = 0;
                        p = (p + PITS - 1) % PITS;
                    }
                    let mut fast = pits;
                    let got = g.sow_and_capture(&mut fast, pit, &mut NoEvents);
                    assert_eq!((got, fast), (taken, slow), "{pits:?} pit {pit} skip {skip}");
                    // The same chain reported, pit by pit, backwards.
                    let mut events = Vec::new();
                    let mut recorded = pits;
                    g.sow_and_capture(&mut recorded, pit, &mut events);
                    events.retain(|e| matches!(e, Event::Capture { .. }));
                    assert_eq!(events, captures, "{pits:?} pit {pit} skip {skip}");
                }
            }
        }
    }

    #[test]
    fn the_pit_table_picks_the_nth_pit_of_the_set() {
        for set in 0..16u32 {
            for n in 0..set.count_ones() {
                let slow = (0..4).filter(|j| set & 1 << j != 0).nth(n as usize);
                assert_eq!(Some(nth_pit(set, n) as u32), slow, "set {set:b} n {n}");
            }
        }
    }
}
