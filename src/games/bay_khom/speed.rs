//! Speed tricks for Bày Khòm, each proven equal to the plain rule by
//! tests/bay_khom_speed.rs, which plays seeded random games and compares them at every ply.

use super::moves::Dir;
use super::sowing::{lap_then_relay_or_end, AfterLap, Ring, TurnEnd};
use super::Board;
use crate::rules::EventSink;

/// `sow_turn` (BK3-BK6) finding BK6's repeated relay state by Brent's cycle detection instead
/// of a list of every relay state: the relay states follow one another by a function (the next
/// state depends on the state alone), so some state comes back exactly when the sequence runs
/// into a cycle, which Brent's method finds holding one saved state, without allocating. The
/// saved state jumps to the current one at powers of two; once it lies on the cycle and the
/// power is at least the cycle's length, the cycle brings the sequence back to it. The result
/// is `sow_turn`'s: the same laps in the same order, and Endless exactly when a state repeats
/// (found a few laps later; an endless turn's board is left mid-turn in both).
pub fn sow_turn_cycle_checked(
    board: &mut Board,
    ring: &Ring,
    start: usize,
    dir: Dir,
    by: u8,
    events: &mut impl EventSink,
) -> TurnEnd {
    let mut saved = (*board, start);
    let mut power = 1u32;
    let mut steps = 0u32;
    let mut lift = start;
    let mut first = true;
    loop {
        match lap_then_relay_or_end(board, ring, lift, dir, first, by, events) {
            AfterLap::End(end) => return end,
            AfterLap::Relay(n1) => {
                let state = (*board, n1);
                if state == saved {
                    return TurnEnd::Endless;
                }
                steps += 1;
                if steps == power {
                    saved = state;
                    power *= 2;
                    steps = 0;
                }
                lift = n1;
            }
        }
        first = false;
    }
}
