//! Speed tricks for Bày Khòm, used only by play that records no events (random play, search,
//! analysis); play that records events sows by the plain rule (`sowing::sow_turn`). Each is
//! proven equal to the plain rule by the tests below: every sowing of seeded random games and of
//! random boards with few counters (where endless turns are common), and the same games played
//! with and without events, compared at every ply.

use super::moves::Dir;
use super::sowing::{sow_turn, AfterLap, Ring, TurnEnd};
use super::{Board, HOLES};
use crate::rules::NoEvents;

/// Brent's cycle detection over the relay states of a turn (BK6), instead of `sow_turn`'s list
/// of every relay state: the relay states follow one another by a function (the next state
/// depends on the state alone), so some state comes back exactly when the sequence runs into a
/// cycle, which Brent's method finds holding one saved state, without allocating. The saved
/// state jumps to the current one at powers of two; once it lies on the cycle and the power is
/// at least the cycle's length, the cycle brings the sequence back to it (found a few laps
/// later than by the list).
struct Brent<S> {
    saved: S,
    power: u32,
    steps: u32,
}

impl<S: PartialEq> Brent<S> {
    /// From the turn's first state.
    fn new(first: S) -> Self {
        Brent {
            saved: first,
            power: 1,
            steps: 0,
        }
    }

    /// Whether the next relay state is the saved one: the relays are endless.
    fn repeats(&mut self, state: S) -> bool {
        if state == self.saved {
            return true;
        }
        self.steps += 1;
        if self.steps == self.power {
            self.saved = state;
            self.power = self.power.saturating_mul(2);
            self.steps = 0;
        }
        false
    }
}

/// BK1's 42 counters fit six bits a hole with room to spare: a board packed six bits a hole
/// never carries from one hole into the next.
const LANE_BITS: u32 = 6;

/// One counter in each of the ten lanes of a packed board.
const ONE_EACH: u64 = 0x0041_0410_4104_1041;

/// A step not on the walk: an eliminated hole (BK9).
const OFF: u8 = u8::MAX;

/// `ONES[n]`: one counter in each of the first `n` lanes.
const ONES: [u64; HOLES + 1] = {
    let mut t = [0; HOLES + 1];
    let mut n = 1;
    while n <= HOLES {
        t[n] = ONE_EACH & ((1u64 << (LANE_BITS as usize * n)) - 1);
        n += 1;
    }
    t
};

/// `STEP_MOD[len][j]`: `j % len` for the steps a lap reaches, `j = k + 1 + count` (the step after
/// the last counter of a lap of `count` from step `k`), a load instead of a division.
const STEP_MOD: [[u8; HOLES + 64]; HOLES + 1] = {
    let mut t = [[0; HOLES + 64]; HOLES + 1];
    let mut len = 1;
    while len <= HOLES {
        let mut j = 0;
        while j < HOLES + 64 {
            t[len][j] = (j % len) as u8;
            j += 1;
        }
        len += 1;
    }
    t
};

/// A lane holds at most 63 counters: `count / len` for such counts is `count * inverse(len)`
/// shifted down 16 bits, a multiplication instead of a division.
const fn inverse(len: usize) -> u32 {
    (1 << 16) / len as u32 + 1
}

/// The multiplication gives the quotient for every count and walk length (checked when
/// compiling).
const _: () = {
    let mut len = 1;
    while len <= HOLES {
        let mut count = 0;
        while count < 64 {
            assert!((count * inverse(len)) >> 16 == count / len as u32);
            count += 1;
        }
        len += 1;
    }
};

/// The counters in lane `k` of a packed board.
fn lane(b: u64, k: usize) -> u8 {
    ((b >> (LANE_BITS as usize * k)) & 63) as u8
}

/// Empties lane `k` of a packed board; returns what it held.
fn take(b: &mut u64, k: usize) -> u8 {
    let count = lane(*b, k);
    *b &= !(63u64 << (LANE_BITS as usize * k));
    count
}

/// The ring in one direction as the sequence of its active holes (a walk): sowing moves one
/// step on, and after the last step comes the first. The board is packed in the walk's order,
/// so that a lap drops all its counters with a few additions instead of one hole at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Walk {
    /// `holes[k]`: the hole at step k, for the `len` active holes; the eliminated holes after.
    holes: [u8; HOLES],
    /// `step[h]`: the step of hole h, `OFF` for an eliminated hole.
    step: [u8; HOLES],
    /// How many holes are active (the heads always are: at least 2).
    len: usize,
    /// `inverse(len)`, for the whole rounds of a lap.
    inverse: u32,
}

/// The eliminated holes as bits (bit h: hole h): the multiplication gathers the eight low bits
/// of the first eight bytes (each 0 or 1) into the top byte, each at its place.
fn eliminated_set(eliminated: &[bool; HOLES]) -> usize {
    let e = eliminated.map(u8::from);
    let first8 = u64::from_le_bytes([e[0], e[1], e[2], e[3], e[4], e[5], e[6], e[7]]);
    (first8.wrapping_mul(0x0102_0408_1020_4080) >> 56) as usize
        | (e[8] as usize) << 8
        | (e[9] as usize) << 9
}

/// The walks of every ring that play makes, made when compiling: `WALKS[side][out][dir]` for
/// the houses `out` (bit i: the side's house i) of South (side 0) or North (1) eliminated
/// (BK9: at most one player is short), `+` then `-`.
static WALKS: [[[Walk; 2]; 16]; 2] = {
    let mut t = [[[Walk::new(&[false; HOLES], true); 2]; 16]; 2];
    let mut side = 0;
    while side < 2 {
        let mut out = 0;
        while out < 16 {
            let mut eliminated = [false; HOLES];
            let mut i = 0;
            while i < 4 {
                eliminated[side * 5 + i] = out >> i & 1 != 0;
                i += 1;
            }
            t[side][out] = [Walk::new(&eliminated, true), Walk::new(&eliminated, false)];
            out += 1;
        }
        side += 1;
    }
    t
};

impl Walk {
    /// The walk of the ring without `eliminated`, in direction `plus` (else `-`).
    const fn new(eliminated: &[bool; HOLES], plus: bool) -> Walk {
        let mut w = Walk {
            holes: [0; HOLES],
            step: [OFF; HOLES],
            len: 0,
            inverse: 0,
        };
        // The active holes from the front, the eliminated from the back: selections rather
        // than branches, which whether a hole is out would mispredict.
        let mut out = HOLES;
        let mut i = 0;
        while i < HOLES {
            let h = if plus { i } else { HOLES - 1 - i };
            let active = !eliminated[h];
            out -= !active as usize;
            w.holes[if active { w.len } else { out }] = h as u8;
            w.step[h] = if active { w.len as u8 } else { OFF };
            w.len += active as usize;
            i += 1;
        }
        w.inverse = inverse(if w.len == 0 { 1 } else { w.len });
        w
    }

    /// The walk of `ring` in direction `dir`, read from `WALKS` for the rings of play.
    fn of(ring: &Ring, dir: Dir) -> Walk {
        let out = eliminated_set(&ring.eliminated);
        let (south, north) = (out & 0xF, out >> 5 & 0xF);
        let plus = dir == Dir::Plus;
        // A head out, or houses of both players: not a ring of play.
        if (out & 0x210 != 0) | ((south != 0) & (north != 0)) {
            return Walk::new(&ring.eliminated, plus);
        }
        WALKS[(south == 0) as usize][south | north][!plus as usize]
    }

    /// The step after `k`.
    fn next(&self, k: usize) -> usize {
        if k + 1 == self.len {
            0
        } else {
            k + 1
        }
    }

    /// The board in the walk's order, six bits a hole, step 0 lowest, and the eliminated
    /// holes in the lanes past the walk, where sowing never reaches: ten lanes, always.
    fn pack(&self, board: &Board) -> u64 {
        let mut b = 0;
        for k in 0..HOLES {
            // At most 63 (`sow_turn_packed` sows no more counters in all).
            b |= (board[self.holes[k] as usize] as u64) << (LANE_BITS as usize * k);
        }
        b
    }

    /// The packed board written back to the holes.
    fn unpack(&self, b: u64, board: &mut Board) {
        for k in 0..HOLES {
            board[self.holes[k] as usize] = lane(b, k);
        }
    }

    /// BK3 on a packed board: lifts step `k`, which holds `count`, and drops one counter in
    /// each following step, round and round: every step gets one for each whole round of the
    /// walk, then the steps after `k` one each for the rest. Returns the step after the last
    /// counter (BK4's N1) and what N1 then holds, read off the board from before the lap (N1
    /// is never among the rest, which ends just before it, so it gained the whole rounds only):
    /// the next lap's count thus waits for neither this lap's additions nor a read of them.
    #[inline(always)]
    fn sow_lap(&self, b: &mut u64, k: usize, count: u32) -> (usize, u32) {
        let lifted = *b & !(63u64 << (LANE_BITS as usize * k));
        let rounds = (count * self.inverse) >> 16;
        let n1 = STEP_MOD[self.len][k + 1 + count as usize] as usize;
        let n1_count = lane(lifted, n1) as u32 + rounds;
        let rest = count as usize - rounds as usize * self.len;
        // The rest falls on steps k+1 .. k+rest, past the end of the walk onto its start.
        let from = k + 1;
        let to = from + rest;
        let tail = to.saturating_sub(self.len);
        *b =
            lifted + (rounds as u64 * ONES[self.len] + (ONES[to - tail] - ONES[from]) + ONES[tail]);
        (n1, n1_count)
    }

    /// BK4c and BK5 on a packed board: captures step `first`, then every second step while the
    /// one between is empty and the next holds counters. Returns the counters taken.
    fn capture_chain(&self, b: &mut u64, first: usize) -> u8 {
        let mut taken = 0u8;
        let mut p = first;
        loop {
            taken = taken.wrapping_add(take(b, p));
            let gap = self.next(p);
            let next = self.next(gap);
            if lane(*b, gap) != 0 || lane(*b, next) == 0 {
                return taken;
            }
            p = next;
        }
    }

    /// BK3 then BK4 on a packed board, as `lap_then_relay_or_end`, lifting step `lift`,
    /// which holds `count`; a relay comes with the count of the step it lifts.
    #[inline(always)]
    fn lap_then_relay_or_end(&self, b: &mut u64, lift: usize, count: u32) -> (AfterLap, u32) {
        let (n1, n1_count) = self.sow_lap(b, lift, count);
        if n1_count > 0 {
            return (AfterLap::Relay(n1), n1_count);
        }
        let n2 = self.next(n1);
        if lane(*b, n2) == 0 {
            return (AfterLap::End(TurnEnd::Captured(0)), 0);
        }
        (
            AfterLap::End(TurnEnd::Captured(self.capture_chain(b, n2))),
            0,
        )
    }
}

/// Relays sown before `sow_turn_packed` starts looking for a repeated state: most turns end
/// within a few laps, and those laps then go without Brent's bookkeeping, whose test of a
/// power of two mispredicts on short runs of relays.
const UNCHECKED_RELAYS: usize = 16;

/// `sow_turn` (BK3-BK6) without events, on the board packed into one word in the order the
/// ring meets the holes (`Walk`): a lap is a few additions, whatever its count, instead of a
/// loop over its counters, and BK6's repeated relay state is found by Brent's method on the
/// packed word and the step to lift (`Brent`), from the relay after
/// `UNCHECKED_RELAYS` on: the relay states follow one another by a function, so the states
/// from there on repeat exactly when those from the start do. The same board and counters
/// captured as `sow_turn`, and Endless exactly when it is; an endless turn leaves the board as
/// it was. A start off the ring, or a board of more than 63 counters (BK1 has 42), is sown by
/// the plain rule.
pub(super) fn sow_turn_packed(
    board: &mut Board,
    ring: &Ring,
    start: usize,
    dir: Dir,
    by: u8,
) -> TurnEnd {
    let walk = Walk::of(ring, dir);
    let counters: u32 = board.iter().map(|&c| c as u32).sum();
    let Some(&step) = walk.step.get(start).filter(|&&s| s != OFF && counters < 64) else {
        return sow_turn(board, ring, start, dir, by, &mut NoEvents);
    };
    let mut b = walk.pack(board);
    let mut lift = step as usize;
    let mut count = lane(b, lift) as u32;
    let mut end = |b: u64, end: TurnEnd| {
        walk.unpack(b, board);
        end
    };
    for _ in 0..UNCHECKED_RELAYS {
        match walk.lap_then_relay_or_end(&mut b, lift, count) {
            (AfterLap::End(turn), _) => return end(b, turn),
            (AfterLap::Relay(n1), n1_count) => (lift, count) = (n1, n1_count),
        }
    }
    // A relay state, (packed board, step to lift), as one word: 60 bits and 4.
    let mut relays = Brent::new((b << 4) | lift as u64);
    loop {
        match walk.lap_then_relay_or_end(&mut b, lift, count) {
            (AfterLap::End(turn), _) => return end(b, turn),
            (AfterLap::Relay(n1), n1_count) => {
                if relays.repeats((b << 4) | n1 as u64) {
                    return TurnEnd::Endless;
                }
                (lift, count) = (n1, n1_count);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bay_khom::{BayKhom, BayKhomMove, BayKhomOptions, Ruleset};
    use crate::playout::random_step;
    use crate::rng::Rng;
    use crate::{Event, Rules};

    /// The sowings of one turn agree: the same end, and for a turn that ends the same board.
    /// Returns whether the turn was endless.
    fn assert_same_turn(board: Board, ring: &Ring, start: usize, dir: Dir, by: u8) -> bool {
        let (mut plain, mut packed) = (board, board);
        let want = sow_turn(&mut plain, ring, start, dir, by, &mut NoEvents);
        let case = format!("board {board:?}, ring {ring:?}, {start}{}", dir.symbol());
        assert_eq!(
            sow_turn_packed(&mut packed, ring, start, dir, by),
            want,
            "packed: {case}"
        );
        if want != TurnEnd::Endless {
            assert_eq!(packed, plain, "packed: {case}");
        }
        want == TurnEnd::Endless
    }

    /// `play` on the start of each ruleset and its seed, for the first 300 seeds.
    fn seeded_games(mut play: impl FnMut(BayKhom, Rng, u64)) {
        for ruleset in [Ruleset::PoreeMaspero, Ruleset::MancalaWorld] {
            let opts = BayKhomOptions {
                ruleset: Some(ruleset),
                ..BayKhomOptions::default()
            };
            for seed in 0..300 {
                play(
                    BayKhom::new(&opts).expect("default options"),
                    Rng::from_seed(seed),
                    seed,
                );
            }
        }
    }

    #[test]
    fn the_tricks_agree_with_the_plain_sowing_in_random_games() {
        let mut turns = 0;
        seeded_games(|mut g, mut rng, _| {
            let mut buf: Vec<BayKhomMove> = Vec::new();
            loop {
                let ring = Ring {
                    eliminated: g.eliminated(),
                };
                for start in 0..HOLES {
                    if g.holes()[start] > 0 {
                        for dir in Dir::BOTH {
                            turns += 1;
                            assert_same_turn(g.holes(), &ring, start, dir, g.to_move());
                        }
                    }
                }
                if !random_step(&mut g, &mut rng, &mut buf) {
                    break;
                }
            }
        });
        // Endless turns are rare in play: the random boards below test them.
        assert!(turns > 100_000, "{turns} turns compared");
    }

    #[test]
    fn the_tricks_agree_with_the_plain_sowing_on_random_boards() {
        let mut rng = Rng::from_seed(18);
        let mut endless = 0;
        let cases = 20_000;
        for _ in 0..cases {
            // A few counters (endless turns need few), dropped on random active holes; sometimes
            // some of one player's houses eliminated (BK9).
            let mut eliminated = [false; HOLES];
            if rng.below(2) == 0 {
                let player = rng.below(2) as usize;
                for out in &mut eliminated[player * 5..player * 5 + 4] {
                    *out = rng.below(3) == 0;
                }
            }
            let active: Vec<usize> = (0..HOLES).filter(|&h| !eliminated[h]).collect();
            let mut board = [0u8; HOLES];
            for _ in 0..1 + rng.below(12) {
                board[active[rng.below(active.len() as u32) as usize]] += 1;
            }
            let ring = Ring { eliminated };
            for &start in &active {
                if board[start] > 0 {
                    for dir in Dir::BOTH {
                        endless += assert_same_turn(board, &ring, start, dir, 0) as u32;
                    }
                }
            }
        }
        assert!(
            endless > 100,
            "only {endless} endless turns in {cases} boards"
        );
    }

    /// The game played without events (packed sowing, settling's trial reused: the fast path of
    /// random playouts) and with them (the plain sowing, every turn sown) goes the same way: the
    /// same draws give equal games at every ply.
    #[test]
    fn games_played_without_events_are_those_played_with_them() {
        let mut plies = 0;
        seeded_games(|mut fast, mut rng, seed| {
            let mut plain = fast.clone();
            let mut buf: Vec<BayKhomMove> = Vec::new();
            let mut events: Vec<Event> = Vec::new();
            loop {
                let mut draws = rng;
                if !random_step(&mut fast, &mut rng, &mut buf) {
                    break;
                }
                // The same draws, played with events.
                buf.clear();
                plain.candidate_moves(&mut buf);
                loop {
                    let i = draws.below(buf.len() as u32) as usize;
                    if plain.play(&buf[i], &mut events).is_ok() {
                        break;
                    }
                    buf.remove(i);
                }
                plies += 1;
                assert_eq!(fast, plain, "seed {seed}, ply {plies}");
                assert_eq!(fast.state(), plain.state(), "seed {seed}");
            }
            assert!(plain.is_over(), "seed {seed}");
        });
        assert!(plies > 10_000, "{plies} plies compared");
    }
}
