//! One turn of sowing on a bare board: BK3 laps, BK4 relays and capture chains, BK5, and BK6's
//! endless moves. The same code serves `play`, the legality test of `legal_moves` and search.

use super::moves::Dir;
use super::{Board, HOLES};
use crate::record::Event;
use crate::rules::EventSink;

/// The ring of active holes: eliminated holes are out of it (BK9), skipped by sowing and by
/// `next`. Heads are never eliminated, so the ring is never empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ring {
    pub eliminated: [bool; HOLES],
}

impl Ring {
    /// The next active hole after `hole` in direction `dir`.
    pub fn next(&self, hole: usize, dir: Dir) -> usize {
        let mut h = hole;
        for _ in 0..HOLES {
            h = match dir {
                Dir::Plus => (h + 1) % HOLES,
                Dir::Minus => (h + HOLES - 1) % HOLES,
            };
            if !self.eliminated[h] {
                break;
            }
        }
        h
    }
}

/// How a turn ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnEnd {
    /// BK4b or BK4c: the turn ends, with this many counters captured.
    Captured(u8),
    /// BK6: a relay state (board, hole to lift) came back, so the relays would go on forever.
    Endless,
}

/// BK3: lifts every counter of `hole` and drops one in each following active hole in
/// direction `dir` (heads, the origin and holes emptied earlier all receive). Returns the hole
/// of the last counter. `first` marks the lap that starts the turn (a `lift` event) rather
/// than a relay (BK4a, a `relay` event).
fn sow_lap(
    board: &mut Board,
    ring: &Ring,
    hole: usize,
    dir: Dir,
    first: bool,
    events: &mut impl EventSink,
) -> usize {
    let count = std::mem::take(&mut board[hole]);
    let h = hole as u8;
    events.push(if first {
        Event::Lift { hole: h, count }
    } else {
        Event::Relay { hole: h, count }
    });
    let mut at = hole;
    for _ in 0..count {
        at = ring.next(at, dir);
        board[at] += 1;
        events.push(Event::Drop { hole: at as u8 });
    }
    at
}

/// BK4c and BK5: captures `first` (N2), then, from P = N2, keeps capturing next(next(P)) while
/// next(P) is empty and next(next(P)) holds counters. Captured holes are emptied at once, so
/// the chain can wrap round the ring and always stops. Returns the counters taken.
fn capture_chain(
    board: &mut Board,
    ring: &Ring,
    first: usize,
    dir: Dir,
    by: u8,
    events: &mut impl EventSink,
) -> u8 {
    let mut taken = 0u8;
    let mut p = first;
    loop {
        let count = std::mem::take(&mut board[p]);
        taken += count;
        events.push(Event::Capture {
            hole: p as u8,
            count,
            by,
        });
        let gap = ring.next(p, dir);
        let next = ring.next(gap, dir);
        if board[gap] == 0 && board[next] > 0 {
            p = next;
        } else {
            return taken;
        }
    }
}

/// What follows a lap (BK4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum AfterLap {
    /// a) N1 holds counters: the turn relays from it.
    Relay(usize),
    /// b) or c): the turn ends.
    End(TurnEnd),
}

/// BK3 then BK4: sows the lap from `lift` (`first`: the lap that starts the turn), then says
/// whether the turn relays or ends, capturing (BK4c) when it ends so.
pub(super) fn lap_then_relay_or_end(
    board: &mut Board,
    ring: &Ring,
    lift: usize,
    dir: Dir,
    first: bool,
    by: u8,
    events: &mut impl EventSink,
) -> AfterLap {
    let last = sow_lap(board, ring, lift, dir, first, events);
    // BK4, with L = last, N1 = next(L), N2 = next(N1).
    let n1 = ring.next(last, dir);
    if board[n1] > 0 {
        // a) N1 holds counters: relay from it.
        return AfterLap::Relay(n1);
    }
    let n2 = ring.next(n1, dir);
    if board[n2] == 0 {
        // b) N1 and N2 both empty: no capture.
        return AfterLap::End(TurnEnd::Captured(0));
    }
    // c) N1 empty, N2 holds counters: the capture chain.
    AfterLap::End(TurnEnd::Captured(capture_chain(
        board, ring, n2, dir, by, events,
    )))
}

/// A whole turn of player `by` from house `start` in direction `dir` (BK3-BK6). On `Endless`
/// the board is left in some mid-turn state: callers sow on a copy.
pub fn sow_turn(
    board: &mut Board,
    ring: &Ring,
    start: usize,
    dir: Dir,
    by: u8,
    events: &mut impl EventSink,
) -> TurnEnd {
    // BK6: the relay states (board, hole to lift) of this turn so far: the first, and those
    // of the relays (a list only once there is a relay: most turns have none or few).
    let start_state = (*board, start);
    let mut seen: Vec<(Board, usize)> = Vec::new();
    let mut lift = start;
    let mut first = true;
    loop {
        match lap_then_relay_or_end(board, ring, lift, dir, first, by, events) {
            AfterLap::End(end) => return end,
            AfterLap::Relay(n1) => {
                let state = (*board, n1);
                if state == start_state || seen.contains(&state) {
                    return TurnEnd::Endless;
                }
                seen.push(state);
                lift = n1;
            }
        }
        first = false;
    }
}
