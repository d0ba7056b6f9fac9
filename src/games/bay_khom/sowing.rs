//! One turn of sowing: BK3 laps, BK4 relays and capture chains, BK6 endless-move detection.
//! Everything here works on a bare board and a ring, so the same code serves `play`, the
//! legality test of `legal_moves` and search.
//!
//! A turn is sown on the board packed into one `u64`, six bits a hole (42 counters in all, so a
//! hole never holds more than 63 and a sum never carries into the next hole), with the holes in
//! the order the ring meets them (`Walk`). A lap then drops all its counters with one addition,
//! read from a table (`Laps`, native builds) or computed, instead of one counter at a time:
//! random playouts spend most of their time here, sowing a move to test it (BK6, `trial_sowing`).
//! The trial's result is kept, so playing the move does not sow it again.

use super::HOLES;
use crate::record::Event;
use crate::rules::EventSink;

/// The ring in one direction: `succ[i]` is the next active hole after `i` (BK3, BK9: eliminated
/// holes are out of the ring). Heads are never eliminated, so every entry is a real hole.
pub type Ring = [u8; HOLES];

/// Both directions of the ring for a set of eliminated holes (bit i = hole i is out):
/// index 0 is `+` (increasing index), index 1 is `-`.
pub fn ring_tables(eliminated: u16) -> [Ring; 2] {
    let mut t = [[0u8; HOLES]; 2];
    for (d, table) in t.iter_mut().enumerate() {
        let step = if d == 0 { 1 } else { HOLES - 1 };
        for (i, slot) in table.iter_mut().enumerate() {
            let mut j = i;
            // At most HOLES steps: j comes back to i if every other hole were out.
            for _ in 0..HOLES {
                j = (j + step) % HOLES;
                if eliminated & (1 << j) == 0 {
                    break;
                }
            }
            *slot = j as u8;
        }
    }
    t
}

/// The ring tables with nothing eliminated, `+` and `-` (what `ring_tables(0)` returns).
const OPEN_RINGS: [Ring; 2] = [
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 0],
    [9, 0, 1, 2, 3, 4, 5, 6, 7, 8],
];

/// The walks with nothing eliminated.
const OPEN: [Walk; 2] = [Walk::new(&OPEN_RINGS[0]), Walk::new(&OPEN_RINGS[1])];

/// Step number of a hole that is not on the walk (an eliminated hole).
const OFF: u8 = 16;

/// One direction of the ring as the sequence of its active holes, from South's head (hole 4,
/// never eliminated) on: sowing moves one step forward each counter, wrapping after `len`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Walk {
    /// `hole[k]`: the hole at step k.
    hole: [u8; 16],
    /// `step[h]`: the step of hole h, `OFF` when h is not on the ring.
    step: [u8; 16],
    /// Active holes, 1-10.
    len: u8,
    /// Index of the `LAPS` table for `len`, 0 when there is none.
    #[cfg(not(target_arch = "wasm32"))]
    laps: u8,
}

#[cfg(not(target_arch = "wasm32"))]
/// Steps covered by a `Laps` table: a lap of up to `SPAN - 11` counters (and most are of 3 or 4)
/// is sown by two table reads; longer ones take a few more operations.
const SPAN: usize = 32;

/// Laps precomputed for one length of walk. Native builds only: the WebAssembly build, which is
/// optimised for size, computes every lap (`computed_lap`) rather than spend 1.5 KB of its size
/// budget on these tables.
#[cfg(not(target_arch = "wasm32"))]
struct Laps {
    /// Laps from step k of `count` counters are read here when `k + 1 + count < limit`.
    limit: usize,
    /// `wrap[n]`: the step n steps after step 0, `n % len`.
    wrap: [u8; SPAN],
    /// `sum[n]`: the packed board with one counter dropped in each of the first n steps after
    /// step 0, round and round (`sum[b] - sum[a]` drops one in each of steps a..b).
    sum: [u64; SPAN],
}

#[cfg(not(target_arch = "wasm32"))]
impl Laps {
    const fn new(len: usize) -> Laps {
        let mut t = Laps {
            limit: SPAN,
            wrap: [0; SPAN],
            sum: [0; SPAN],
        };
        // A lane gets at most SPAN / len < 64 counters: no carry into the next one.
        let mut k = 0;
        let mut n = 1;
        while n < SPAN {
            t.sum[n] = t.sum[n - 1] + (1u64 << (6 * k));
            k = if k + 1 >= len { 0 } else { k + 1 };
            t.wrap[n] = k as u8;
            n += 1;
        }
        t
    }
}

#[cfg(not(target_arch = "wasm32"))]
/// Tables for the walks of play, 7 to 10 holes (a short player eliminates at most three houses,
/// BK9); index 0 is an empty table, for other lengths (hand-made rings in tests).
const LAPS: [Laps; 5] = [
    Laps {
        limit: 0,
        wrap: [0; SPAN],
        sum: [0; SPAN],
    },
    Laps::new(7),
    Laps::new(8),
    Laps::new(9),
    Laps::new(10),
];

impl Walk {
    /// The walk of a ring table from head 4. `const`, so that the walks with nothing eliminated
    /// (every round but a short player's) are built once, at compile time.
    pub const fn new(ring: &Ring) -> Walk {
        let mut w = Walk {
            hole: [0; 16],
            step: [OFF; 16],
            len: 0,
            #[cfg(not(target_arch = "wasm32"))]
            laps: 0,
        };
        let mut h = 4usize;
        let mut k = 0;
        while k < HOLES && w.step[h & 15] == OFF {
            w.hole[k] = h as u8;
            w.step[h & 15] = k as u8;
            w.len += 1;
            h = if h < HOLES { ring[h] as usize } else { 4 };
            k += 1;
        }
        #[cfg(not(target_arch = "wasm32"))]
        if w.len >= 7 {
            w.laps = w.len - 6;
        }
        w
    }

    /// Both directions for a set of eliminated holes (see `ring_tables`).
    pub fn both(eliminated: u16) -> [Walk; 2] {
        if eliminated == 0 {
            return OPEN;
        }
        let [plus, minus] = ring_tables(eliminated);
        [Walk::new(&plus), Walk::new(&minus)]
    }

    /// The step after `k`.
    #[inline(always)]
    const fn next(&self, k: usize) -> usize {
        if k + 1 >= self.len as usize {
            0
        } else {
            k + 1
        }
    }

    /// The board in walk order, six bits a hole, step 0 in the low bits. A fixed number of
    /// independent terms (steps past the end masked out) rather than a loop of dependent
    /// shifts: this runs twice a ply, before the trial sowings.
    fn pack(&self, holes: &[u8; HOLES]) -> u64 {
        let mut b = 0u64;
        for k in 0..HOLES {
            let count = holes.get(self.hole[k] as usize).copied().unwrap_or(0) as u64 & 63;
            let on_walk = ((k < self.len as usize) as u64).wrapping_neg();
            b |= (count << (6 * k)) & on_walk;
        }
        b
    }

    /// Writes a packed board back to the holes of the walk (holes off it are left alone).
    pub(super) fn unpack(&self, b: u64, holes: &mut [u8; HOLES]) {
        for k in 0..self.len as usize {
            if let Some(slot) = holes.get_mut(self.hole[k] as usize) {
                *slot = lane(b, k);
            }
        }
    }
}

/// A counter in each of the first n steps (n <= 10): the bit every six, cut after 6n bits.
/// Computed rather than a table: the WebAssembly build counts its bytes.
#[inline(always)]
fn ones(n: usize) -> u64 {
    0x0041_0410_4104_1041 & ((1u64 << ((6 * n as u32) & 63)) - 1)
}

/// The counters at step `k` of a packed board.
#[inline(always)]
fn lane(b: u64, k: usize) -> u8 {
    (b.wrapping_shr(6 * k as u32) & 63) as u8
}

/// Empties step `k`; returns what it held.
#[inline(always)]
fn take(b: &mut u64, k: usize) -> u8 {
    let count = lane(*b, k);
    *b &= !(63u64.wrapping_shl(6 * k as u32));
    count
}

/// The board packed exactly into 60 bits, hole i at bit 6i: 42 counters in all, so a hole holds
/// at most 42 < 64. Asked on every ply (BK8), so the bytes are squeezed together a word at a
/// time, pairs then fours then eights, rather than hole by hole.
#[inline]
pub fn board_key(holes: &[u8; HOLES]) -> u64 {
    let [h0, h1, h2, h3, h4, h5, h6, h7, h8, h9] = *holes;
    let low = u64::from_le_bytes([h0, h1, h2, h3, h4, h5, h6, h7]) & 0x3F3F_3F3F_3F3F_3F3F;
    // Each 16-bit half of a pair, then of a four, then the two fours: 12, 24, then 48 bits.
    let pairs = (low & 0x00FF_00FF_00FF_00FF) | (low & 0xFF00_FF00_FF00_FF00) >> 2;
    let fours = (pairs & 0x0000_FFFF_0000_FFFF) | (pairs & 0xFFFF_0000_FFFF_0000) >> 4;
    let eight = (fours & 0xFFFF_FFFF) | (fours >> 32) << 24;
    eight | ((h8 as u64 & 63) | (h9 as u64 & 63) << 6) << 48
}

/// The holes that hold counters, as bits (bit i: hole i). Adding 0x7F to a byte below 0x80 sets
/// its top bit exactly when it is not 0; the multiplication gathers the eight top bits.
#[inline(always)]
fn nonempty(holes: &[u8; HOLES]) -> u16 {
    let [h0, h1, h2, h3, h4, h5, h6, h7, h8, h9] = *holes;
    let low = u64::from_le_bytes([h0, h1, h2, h3, h4, h5, h6, h7]) & 0x7F7F_7F7F_7F7F_7F7F;
    let tops = ((low + 0x7F7F_7F7F_7F7F_7F7F) >> 7) & 0x0101_0101_0101_0101;
    let eight = (tops.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u16;
    eight | ((h8 != 0) as u16) << 8 | ((h9 != 0) as u16) << 9
}

/// How a turn ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnEnd {
    /// BK4b or BK4c: the turn ends, with this many counters captured.
    Captured(u8),
    /// BK6: a relay state (board, hole to lift) came back, so the relays would go on forever.
    Endless,
}

/// BK3: lifts every counter of step `k` and drops one in each following step of the walk (heads,
/// the origin and holes emptied earlier all receive; eliminated holes are not on the walk):
/// first one counter in every step for each whole round of the ring, then one in each of the
/// next `count % len` steps. Returns the step of the last counter. `first` marks the lap that
/// starts the turn (a `lift` event) rather than a relay (BK4a, a `relay` event).
#[inline(always)]
fn sow_lap<E: EventSink>(b: &mut u64, walk: &Walk, k: usize, first: bool, events: &mut E) -> usize {
    let lifted = take(b, k);
    let count = lifted as usize;
    let last = match table_lap(b, walk, k, count) {
        Some(last) => last,
        None => computed_lap(b, walk, k, count),
    };
    // For renderers only: the lift or relay, then one drop per counter, in order, added to the
    // list at once (nothing at all for `NoEvents`).
    if E::RECORDS {
        let hole = walk.hole[k & 15];
        let lift = if first {
            Event::Lift {
                hole,
                count: lifted,
            }
        } else {
            Event::Relay {
                hole,
                count: lifted,
            }
        };
        let mut pos = k;
        events.extend(core::iter::once(lift).chain((0..count).map(|_| {
            pos = walk.next(pos);
            Event::Drop {
                hole: walk.hole[pos & 15],
            }
        })));
    }
    last
}

/// The drops of a lap of `count` counters from step `k`, and its last step, read from `LAPS`
/// when the walk has a table that reaches that far: two reads and an addition.
#[cfg(not(target_arch = "wasm32"))]
#[inline(always)]
fn table_lap(b: &mut u64, walk: &Walk, k: usize, count: usize) -> Option<usize> {
    let t = &LAPS[walk.laps as usize % LAPS.len()];
    if k + 1 + count >= t.limit {
        return None;
    }
    // Steps k+1 ..= k+count, round and round.
    *b += t.sum[(k + 1 + count) & (SPAN - 1)] - t.sum[(k + 1) & (SPAN - 1)];
    Some(t.wrap[(k + count) & (SPAN - 1)] as usize)
}

/// The WebAssembly build has no tables (see `Laps`).
#[cfg(target_arch = "wasm32")]
#[inline(always)]
fn table_lap(_b: &mut u64, _walk: &Walk, _k: usize, _count: usize) -> Option<usize> {
    None
}

/// The drops of a lap of `count` counters from step `k`, and its last step, computed: one
/// counter in every step for each whole round of the walk, then a run of ones for the rest.
#[inline(always)]
fn computed_lap(b: &mut u64, walk: &Walk, k: usize, count: usize) -> usize {
    let len = walk.len as usize;
    // Whole rounds of the walk (rare: most laps are of 3 or 4 counters), then the rest.
    let mut rest = count;
    let mut rounds = 0u64;
    while rest >= len {
        rest -= len;
        rounds += 1;
    }
    // The rest fills steps s..s+rest, wrapping past the end of the walk (rest < len): the part
    // up to the end, then the part from step 0.
    let s = walk.next(k);
    let e = s + rest;
    let wrap = e > len;
    let upto = if wrap { len } else { e };
    let tail = if wrap { e - len } else { 0 };
    *b += rounds * ones(len) + (ones(upto) - ones(s)) + ones(tail);
    let last = k + rest;
    if last >= len {
        last - len
    } else {
        last
    }
}

/// BK4c and BK5: captures step `first` (N2), then keeps capturing every second step while the
/// step between is empty and the next one holds counters. Captured holes are emptied at once, so
/// the chain can wrap round the ring and always stops. Returns the counters taken.
fn capture_chain(
    b: &mut u64,
    walk: &Walk,
    first: usize,
    by: u8,
    events: &mut impl EventSink,
) -> u8 {
    let mut total = 0u8;
    let mut p = first;
    loop {
        let count = take(b, p);
        total = total.wrapping_add(count);
        events.push(Event::Capture {
            hole: walk.hole[p & 15],
            count,
            by,
        });
        let gap = walk.next(p);
        let next = walk.next(gap);
        if lane(*b, gap) == 0 && lane(*b, next) > 0 {
            p = next;
        } else {
            return total;
        }
    }
}

/// BK4: after a lap ending in `last`, either relays (returns the step to lift next), or ends the
/// turn: no capture when N1 and N2 are both empty, the capture chain when only N1 is.
enum AfterLap {
    Relay(usize),
    End(u8),
}

#[inline(always)]
fn relay_or_capture(
    b: &mut u64,
    walk: &Walk,
    last: usize,
    by: u8,
    events: &mut impl EventSink,
) -> AfterLap {
    let n1 = walk.next(last);
    if lane(*b, n1) > 0 {
        return AfterLap::Relay(n1);
    }
    let n2 = walk.next(n1);
    if lane(*b, n2) == 0 {
        AfterLap::End(0)
    } else {
        AfterLap::End(capture_chain(b, walk, n2, by, events))
    }
}

/// A whole turn from house `start` along `ring` (BK3-BK6), by player `by`. `start` must be on the
/// ring (an active house, as every legal move's is); from anywhere else nothing is sown.
/// On `Endless` the board is left in some mid-turn state: callers sow on a copy first.
pub fn sow_turn(
    holes: &mut [u8; HOLES],
    ring: &Ring,
    start: usize,
    by: u8,
    events: &mut impl EventSink,
) -> TurnEnd {
    sow_walk(holes, &Walk::new(ring), start, by, events)
}

/// `sow_turn` along a ready-made walk.
pub(super) fn sow_walk(
    holes: &mut [u8; HOLES],
    walk: &Walk,
    start: usize,
    by: u8,
    events: &mut impl EventSink,
) -> TurnEnd {
    let Some(&step) = walk.step.get(start).filter(|&&s| s != OFF) else {
        return TurnEnd::Captured(0);
    };
    let mut b = walk.pack(holes);
    let end = sow_packed(&mut b, walk, step as usize, by, events);
    walk.unpack(b, holes);
    end
}

/// The holes that hold counters among `houses` (bit h = hole h): the sowings BK2 allows, before
/// BK6 is asked.
#[inline]
pub(super) fn sowable(holes: &[u8; HOLES], houses: u16) -> u16 {
    houses & nonempty(holes)
}

/// BK6's trial of one sowing: the turn from house `h` along `walk`, on a copy of the board. When
/// it ends, the board it leaves (packed in the walk's order) and the counters it captures; None
/// when it is endless or `h` is not on the walk.
pub(super) fn trial_sowing(
    holes: &[u8; HOLES],
    walk: &Walk,
    h: usize,
    by: u8,
) -> Option<(u64, u8)> {
    let step = walk.step[h & 15];
    if step == OFF {
        return None;
    }
    let mut board = walk.pack(holes);
    match sow_packed(
        &mut board,
        walk,
        step as usize,
        by,
        &mut crate::rules::NoEvents,
    ) {
        TurnEnd::Captured(n) => Some((board, n)),
        TurnEnd::Endless => None,
    }
}

/// A relay state (board, step to lift), packed exactly into 64 bits (60 + 4).
#[inline(always)]
fn relay_key(b: u64, k: usize) -> u64 {
    (b << 4) | (k as u64 & 15)
}

/// The turn on a packed board from step `start`.
///
/// BK6 is exact: the turn is a deterministic walk through relay states, so it is endless exactly
/// when a state repeats. Brent's cycle detection finds a repeat without storing the states (no
/// allocation, no lap cap): the saved state jumps ahead at powers of two and every new state is
/// compared with it. Most turns end within a few laps, so the detection starts only after
/// `UNCHECKED_LAPS` laps: a walk that cycles still cycles from there, so the verdict is the same.
#[cfg(target_arch = "wasm32")]
fn sow_packed(
    b: &mut u64,
    walk: &Walk,
    start: usize,
    by: u8,
    events: &mut impl EventSink,
) -> TurnEnd {
    let mut k = start;
    let mut first = true;
    let mut laps = 0usize;
    let mut cycle = Brent::new(0);
    // One loop, the lap written once (the build for size keeps one copy of it).
    loop {
        let last = sow_lap(b, walk, k, first, events);
        first = false;
        match relay_or_capture(b, walk, last, by, events) {
            AfterLap::End(taken) => return TurnEnd::Captured(taken),
            AfterLap::Relay(next) => k = next,
        }
        laps += 1;
        if laps < UNCHECKED_LAPS {
            continue;
        }
        let key = relay_key(*b, k);
        if laps == UNCHECKED_LAPS {
            cycle = Brent::new(key);
            continue;
        }
        if cycle.repeats(key) {
            return TurnEnd::Endless;
        }
    }
}

/// `sow_packed` for native builds: the same laps in the same order, the first lap and those
/// before the cycle detection each in a loop of its own, so that the laps of most turns run
/// without a lap count or a test of it (about 5% fewer instructions natively; the build for
/// size keeps the one loop, which is smaller).
#[cfg(not(target_arch = "wasm32"))]
fn sow_packed(
    b: &mut u64,
    walk: &Walk,
    start: usize,
    by: u8,
    events: &mut impl EventSink,
) -> TurnEnd {
    // BK3, then BK4: the next step to lift, or how the turn ended.
    let mut lap = |b: &mut u64, k: usize, first: bool| {
        let last = sow_lap(b, walk, k, first, events);
        relay_or_capture(b, walk, last, by, events)
    };
    let mut k = match lap(b, start, true) {
        AfterLap::End(taken) => return TurnEnd::Captured(taken),
        AfterLap::Relay(next) => next,
    };
    for _ in 1..UNCHECKED_LAPS {
        k = match lap(b, k, false) {
            AfterLap::End(taken) => return TurnEnd::Captured(taken),
            AfterLap::Relay(next) => next,
        };
    }
    let mut cycle = Brent::new(relay_key(*b, k));
    loop {
        k = match lap(b, k, false) {
            AfterLap::End(taken) => return TurnEnd::Captured(taken),
            AfterLap::Relay(next) => next,
        };
        if cycle.repeats(relay_key(*b, k)) {
            return TurnEnd::Endless;
        }
    }
}

/// Brent's cycle detection (see `sow_packed`): the saved relay state, which jumps ahead to the
/// current one at powers of two.
struct Brent {
    saved: u64,
    power: u32,
    lam: u32,
}

impl Brent {
    #[inline(always)]
    fn new(key: u64) -> Brent {
        Brent {
            saved: key,
            power: 1,
            lam: 0,
        }
    }

    /// Whether the relay state `key` is the saved one, that is, the turn is endless (BK6).
    #[inline(always)]
    fn repeats(&mut self, key: u64) -> bool {
        if key == self.saved {
            return true;
        }
        self.lam += 1;
        if self.lam == self.power {
            self.saved = key;
            self.power = self.power.saturating_mul(2);
            self.lam = 0;
        }
        false
    }
}

/// Laps sown before BK6's cycle detection starts (see `sow_packed`).
const UNCHECKED_LAPS: usize = 16;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::NoEvents;

    #[test]
    fn nonempty_lists_the_holes_with_counters() {
        for set in 0..1024u32 {
            let holes: [u8; HOLES] =
                core::array::from_fn(|i| ((set >> i) & 1) as u8 * (i as u8 * 4 + 1));
            assert_eq!(nonempty(&holes) as u32, set, "{holes:?}");
        }
    }

    #[test]
    fn the_board_key_is_hole_i_at_bit_6i() {
        let mut holes = [0u8; HOLES];
        for round in 0..200u64 {
            for (i, h) in holes.iter_mut().enumerate() {
                *h = ((round * 7 + i as u64 * 13 + round * round) % 43) as u8;
            }
            let slow = (0..HOLES).fold(0u64, |k, i| k | (holes[i] as u64) << (6 * i));
            assert_eq!(board_key(&holes), slow, "{holes:?}");
        }
    }

    #[test]
    fn the_open_walks_are_those_of_the_open_ring_tables() {
        assert_eq!(OPEN_RINGS, ring_tables(0));
        let rings = ring_tables(0);
        assert_eq!(Walk::both(0), [Walk::new(&rings[0]), Walk::new(&rings[1])]);
    }

    /// The two-addition lap drops exactly what dropping counter by counter does, on every hole
    /// count and ring used in play.
    #[test]
    fn a_packed_lap_is_a_lap_counter_by_counter() {
        for elim in [0u16, 0b0111, 0b1010, 0b1000 << 5] {
            let rings = ring_tables(elim);
            for ring in &rings {
                let walk = Walk::new(ring);
                for start in 0..HOLES {
                    if elim & (1 << start) != 0 {
                        continue;
                    }
                    for count in 0..64u8 {
                        let mut holes = [0u8; HOLES];
                        holes[start] = count;
                        let mut slow = holes;
                        slow[start] = 0;
                        let mut pos = start;
                        for _ in 0..count {
                            pos = ring[pos] as usize;
                            slow[pos] += 1;
                        }
                        let mut b = walk.pack(&holes);
                        let k = walk.step[start] as usize;
                        let last = sow_lap(&mut b, &walk, k, true, &mut NoEvents);
                        let mut fast = holes;
                        walk.unpack(b, &mut fast);
                        assert_eq!(fast, slow, "elim {elim:b} start {start} count {count}");
                        assert_eq!(walk.hole[last] as usize, pos);
                    }
                }
            }
        }
    }
}
