//! One turn of sowing: BK3 laps, BK4 relays and capture chains, BK6 endless-move detection.
//! Everything here works on a bare board and a ring table, so the same code serves `play`, the
//! legality test of `legal_moves` and search.

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

/// The board packed exactly into 60 bits: 42 counters in all, so a hole holds at most 42 < 64.
#[inline]
pub fn board_key(holes: &[u8; HOLES]) -> u64 {
    holes.iter().fold(0u64, |k, &h| (k << 6) | (h as u64 & 63))
}

/// How a turn ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnEnd {
    /// BK4b or BK4c: the turn ends, with this many counters captured.
    Captured(u8),
    /// BK6: a relay state (board, hole to lift) came back, so the relays would go on forever.
    Endless,
}

/// BK3: lifts every counter of `hole` and drops one in each following hole of the ring (heads,
/// the origin and holes emptied earlier all receive; eliminated holes are not in `ring`).
/// Returns the hole of the last counter. `first` marks the lap that starts the turn (a `lift`
/// event) rather than a relay (BK4a, a `relay` event).
#[inline]
fn sow_lap(
    holes: &mut Padded,
    ring: &Padded,
    hole: usize,
    first: bool,
    events: &mut impl EventSink,
) -> usize {
    let count = holes[hole & 15];
    holes[hole & 15] = 0;
    events.push(if first {
        Event::Lift {
            hole: hole as u8,
            count,
        }
    } else {
        Event::Relay {
            hole: hole as u8,
            count,
        }
    });
    let mut pos = hole;
    for _ in 0..count {
        pos = ring[pos & 15] as usize & 15;
        holes[pos] = holes[pos].wrapping_add(1);
        events.push(Event::Drop { hole: pos as u8 });
    }
    pos
}

/// BK4c and BK5: captures `first` (N2), then keeps capturing every second hole while the hole
/// between is empty and the next one holds counters. Captured holes are emptied at once, so the
/// chain can wrap round the ring and always stops. Returns the counters taken.
fn capture_chain(
    holes: &mut Padded,
    ring: &Padded,
    first: usize,
    by: u8,
    events: &mut impl EventSink,
) -> u8 {
    let mut total = 0u8;
    let mut p = first;
    loop {
        let count = holes[p & 15];
        holes[p & 15] = 0;
        total = total.wrapping_add(count);
        events.push(Event::Capture {
            hole: p as u8,
            count,
            by,
        });
        let gap = ring[p & 15] as usize & 15;
        let next = ring[gap] as usize & 15;
        if holes[gap] == 0 && holes[next] > 0 {
            p = next;
        } else {
            return total;
        }
    }
}

/// BK4: after a lap ending in `last`, either relays (returns the hole to lift next), or ends the
/// turn: no capture when N1 and N2 are both empty, the capture chain when only N1 is.
enum AfterLap {
    Relay(usize),
    End(u8),
}

#[inline]
fn relay_or_capture(
    holes: &mut Padded,
    ring: &Padded,
    last: usize,
    by: u8,
    events: &mut impl EventSink,
) -> AfterLap {
    let n1 = ring[last & 15] as usize & 15;
    if holes[n1] > 0 {
        return AfterLap::Relay(n1);
    }
    let n2 = ring[n1] as usize & 15;
    if holes[n2] == 0 {
        AfterLap::End(0)
    } else {
        AfterLap::End(capture_chain(holes, ring, n2, by, events))
    }
}

/// A relay state (board, hole to lift), packed exactly into 64 bits (60 + 4).
#[inline]
fn relay_key(holes: &Padded, hole: usize) -> u64 {
    let key = holes
        .iter()
        .take(HOLES)
        .fold(0u64, |k, &h| (k << 6) | (h as u64 & 63));
    (key << 4) | hole as u64
}

/// A board or a ring in 16 slots (holes 0-9, then unused zeros), so that every index can be
/// masked with `& 15` rather than checked or reduced modulo 10 on each counter dropped.
type Padded = [u8; 16];

fn padded(a: &[u8; HOLES]) -> Padded {
    let mut p = [0u8; 16];
    for (slot, &x) in p.iter_mut().zip(a) {
        *slot = x;
    }
    p
}

/// A whole turn from house `start` in the direction of `ring` (BK3-BK6), by player `by`.
/// On `Endless` the board is left in some mid-turn state: callers sow on a copy first.
///
/// BK6 is exact: the turn is a deterministic walk through relay states, so it is endless exactly
/// when a state repeats. Brent's cycle detection finds a repeat without storing the states (no
/// allocation, no lap cap): the saved state jumps ahead at powers of two and every new state is
/// compared with it. Most turns end within a few laps, so the detection starts only after
/// `UNCHECKED_LAPS` laps: a walk that cycles still cycles from there, so the verdict is the same,
/// and short turns never pay for packing the board into a key.
pub fn sow_turn(
    holes: &mut [u8; HOLES],
    ring: &Ring,
    start: usize,
    by: u8,
    events: &mut impl EventSink,
) -> TurnEnd {
    // A ring entry is below 10 (`ring_tables`); one that is not would read a padding zero.
    let ring = &padded(ring);
    let mut board = padded(holes);
    let end = sow_padded(&mut board, ring, start, by, events);
    for (h, &x) in holes.iter_mut().zip(&board) {
        *h = x;
    }
    end
}

/// BK6 for every sowing from `houses` (bit h = house h) in both directions: bit `h * 2 + d` is
/// set when the turn from house h along `rings[d]` ends. The board and rings are padded once
/// for all the trial turns rather than once a turn.
pub(super) fn ending_sowings(holes: &[u8; HOLES], rings: &[Ring; 2], houses: u16, by: u8) -> u32 {
    let board = padded(holes);
    let rings = [padded(&rings[0]), padded(&rings[1])];
    let mut ending = 0u32;
    for (h, &count) in holes.iter().enumerate() {
        if houses & (1 << h) == 0 || count == 0 {
            continue;
        }
        for (d, ring) in rings.iter().enumerate() {
            let mut trial = board;
            if sow_padded(&mut trial, ring, h, by, &mut crate::rules::NoEvents) != TurnEnd::Endless
            {
                ending |= 1 << (h * 2 + d);
            }
        }
    }
    ending
}

fn sow_padded(
    holes: &mut Padded,
    ring: &Padded,
    start: usize,
    by: u8,
    events: &mut impl EventSink,
) -> TurnEnd {
    let mut hole = start;
    let mut first = true;
    for _ in 0..UNCHECKED_LAPS {
        let last = sow_lap(holes, ring, hole, first, events);
        first = false;
        match relay_or_capture(holes, ring, last, by, events) {
            AfterLap::End(taken) => return TurnEnd::Captured(taken),
            AfterLap::Relay(next) => hole = next,
        }
    }
    let mut saved = relay_key(holes, hole);
    let mut power = 1u32;
    let mut lam = 0u32;
    loop {
        let last = sow_lap(holes, ring, hole, first, events);
        match relay_or_capture(holes, ring, last, by, events) {
            AfterLap::End(taken) => return TurnEnd::Captured(taken),
            AfterLap::Relay(next) => {
                hole = next;
                let key = relay_key(holes, hole);
                if key == saved {
                    return TurnEnd::Endless;
                }
                lam += 1;
                if lam == power {
                    saved = key;
                    power = power.saturating_mul(2);
                    lam = 0;
                }
            }
        }
    }
}

/// Laps sown before BK6's cycle detection starts (see `sow_turn`).
const UNCHECKED_LAPS: usize = 16;
