//! Perfect Kpé endgames: every position with up to `STONES` stones on the board, solved by
//! retrograde analysis (docs/analysis/endgames.md).
//!
//! A table position is the pits, the player to move, both players' four pits opened (the
//! capture lock, K4, is over: it always is this late) and the default rules (`skipOrigin` off).
//! Its value is the margin, for the player to move, of the stones still on the board at the
//! end: what the mover will add to their total minus what the opponent will, with perfect play
//! by both. The stones already captured only add to it.
//!
//! # K9, the loop rule
//!
//! The engine ends the game when a position comes back since the last capture, so the value of
//! a position depends on the positions seen since that capture. The tables solve the position
//! with **no history**: the position reached by a capture (the history starts afresh there) or
//! set up by hand. For each position two bounds are computed, both by the engine's own moves
//! (`Kpe::play`):
//!
//! - `low`: what the mover can force **without any position coming back**, a loop counting as
//!   the worst for the mover (the least fixpoint of `low = max over moves of -high(child)`);
//! - `high`: the same for the opponent, so the mover cannot get more than `high`.
//!
//! A strategy that reaches its bound in the fewest plies (`rank`) never meets a position twice,
//! so neither a loop nor any history after the position can change it: where `low == high` the
//! value is exact whatever the two players do, whether or not they repeat. Where `low < high`
//! the result depends on loops and the history, and the tables give no value: the search plays
//! on there (exhaustive search with the history). The engine's other half of K9, 200 plies
//! without a capture, cannot bite either when the deepest rank of a layer is below the limit
//! (`Layer::depth`, checked on use).
//!
//! The tables are computed on first use, in the worker (no bytes in the package): see
//! `docs/analysis/endgames.md` for the time and memory per `STONES`.

use folkgames::games::kpe::{Kpe, KpeMove};
use folkgames::{NoEvents, Rules, Turn};
use std::sync::OnceLock;

/// The largest number of stones on the board the tables cover.
pub const STONES: usize = 10;

const PITS: usize = 8;
/// Unknown bounds while solving (a loop, so far).
const FAR: i16 = 1000;

/// Number of ways to put `stones` stones in `pits` pits.
fn boards(stones: usize, pits: usize) -> usize {
    if pits == 0 {
        return usize::from(stones == 0);
    }
    // C(stones + pits - 1, pits - 1)
    let (n, k) = (stones + pits - 1, pits - 1);
    (0..k).fold(1usize, |acc, i| acc * (n - i) / (i + 1))
}

/// The index of a board among those with the same number of stones (lexicographic order).
pub fn index(pits: &[u8; PITS]) -> usize {
    let mut left: usize = pits.iter().map(|&s| s as usize).sum();
    let mut at = 0;
    for (i, &a) in pits.iter().enumerate().take(PITS - 1) {
        let rest = PITS - 1 - i;
        for v in 0..a as usize {
            at += boards(left - v, rest);
        }
        left -= a as usize;
    }
    at
}

/// Every board with `stones` stones, in `index` order.
pub fn all_boards(stones: usize) -> Vec<[u8; PITS]> {
    fn fill(out: &mut Vec<[u8; PITS]>, b: &mut [u8; PITS], i: usize, left: usize) {
        if i == PITS - 1 {
            b[i] = left as u8;
            out.push(*b);
            return;
        }
        for v in 0..=left {
            b[i] = v as u8;
            fill(out, b, i + 1, left - v);
        }
    }
    let mut out = Vec::with_capacity(boards(stones, PITS));
    fill(&mut out, &mut [0; PITS], 0, stones);
    out
}

/// A table position as the engine plays it: all pits opened, nothing captured, no history.
pub fn position(pits: [u8; PITS], mover: u8) -> Kpe {
    Kpe::from_pits(pits, [0, 0], [&[0, 1, 2, 3], &[0, 1, 2, 3]], mover)
}

/// One layer: the positions with the same number of stones, at `index * 2 + mover`.
pub struct Layer {
    /// The bounds: the best of the two ways below.
    low: Vec<i8>,
    high: Vec<i8>,
    /// The loop-free bounds (a loop the worst for the side it would help).
    free_low: Vec<i8>,
    free_high: Vec<i8>,
    /// The bound the opponent keeps the mover under while every position on the way is worth no
    /// more than it to the mover as the board stands (a loop then ends no better for the mover).
    safe_high: Vec<i8>,
    /// Plies within which `low` is forced (0: at once).
    rank_low: Vec<u16>,
    rank_high: Vec<u16>,
    /// The deepest rank of a solved position.
    pub depth: u16,
}

/// Where a move leads: a known margin range (the game ends, or a capture leads to a smaller
/// layer), or a position of the same layer.
#[derive(Clone, Copy)]
enum Edge {
    Known(i16, i16),
    Same(usize),
}

/// The best bounds (low, high) the mover gets from a position's moves, the same-layer positions'
/// bounds read from `low` and `high` (from their mover's side, hence negated).
fn best_of(edges: &[Edge], low: &[i16], high: &[i16]) -> (i16, i16) {
    edges.iter().fold((-FAR, -FAR), |(lo, hi), e| {
        let (a, b) = match *e {
            Edge::Known(a, b) => (a, b),
            Edge::Same(c) => (-high[c], -low[c]),
        };
        (lo.max(a), hi.max(b))
    })
}

/// All layers, 0 to `STONES` stones.
pub struct Tables {
    pub layers: Vec<Layer>,
}

/// A position's solved value, for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The margin of the stones on the board at the end (mover's minus opponent's).
    pub margin: i32,
    /// Plies within which the mover forces it (0: the game ends by the next move or a capture).
    pub rank: u16,
}

impl Tables {
    /// Solves every layer up to `stones`.
    pub fn solve(stones: usize) -> Tables {
        let mut t = Tables { layers: Vec::new() };
        for n in 0..=stones {
            let layer = t.solve_layer(n);
            t.layers.push(layer);
        }
        t
    }

    /// The bounds (low, high) and ranks of a position in a solved layer.
    fn bounds(&self, n: usize, at: usize) -> Option<(i16, i16, u16, u16)> {
        let l = self.layers.get(n)?;
        Some((
            i16::from(*l.low.get(at)?),
            i16::from(*l.high.get(at)?),
            *l.rank_low.get(at)?,
            *l.rank_high.get(at)?,
        ))
    }

    fn solve_layer(&self, n: usize) -> Layer {
        let all = all_boards(n);
        let size = all.len() * 2;
        // Each position's moves; a position whose mover has no stone is over (K7): -n.
        let mut edges: Vec<Vec<Edge>> = Vec::with_capacity(size);
        for b in &all {
            for mover in 0..2u8 {
                let g = position(*b, mover);
                let mut out = Vec::new();
                if g.turn() == Turn::Over {
                    let c = g.captured();
                    let m = c[mover as usize] as i16 - c[1 - mover as usize] as i16;
                    out.push(Edge::Known(m, m));
                } else {
                    let mut moves = Vec::new();
                    g.legal_moves(&mut moves);
                    for mv in &moves {
                        let mut c = g.clone();
                        if c.play(mv, &mut NoEvents).is_err() {
                            continue;
                        }
                        let cap = c.captured();
                        let gained = cap[mover as usize] as i16 - cap[1 - mover as usize] as i16;
                        let left: usize = c.pits().iter().map(|&s| s as usize).sum();
                        let other = 1 - mover as usize;
                        if c.is_over() {
                            out.push(Edge::Known(gained, gained));
                        } else if left < n {
                            let at = index(&c.pits()) * 2 + other;
                            let (lo, hi, _, _) = self.bounds(left, at).unwrap_or((-FAR, FAR, 0, 0));
                            out.push(Edge::Known(gained - hi, gained - lo));
                        } else {
                            out.push(Edge::Same(index(&c.pits()) * 2 + other));
                        }
                    }
                }
                edges.push(out);
            }
        }
        let mut low = vec![-FAR; size];
        let mut high = vec![FAR; size];
        let mut rank_low = vec![0u16; size];
        let mut rank_high = vec![0u16; size];
        let mut ply: u16 = 0;
        loop {
            ply = ply.saturating_add(1);
            let mut changed = false;
            let mut next_low = low.clone();
            let mut next_high = high.clone();
            for (p, es) in edges.iter().enumerate() {
                let (lo, hi) = best_of(es, &low, &high);
                if lo != low[p] {
                    next_low[p] = lo;
                    rank_low[p] = ply - 1;
                    changed = true;
                }
                if hi != high[p] {
                    next_high[p] = hi;
                    rank_high[p] = ply - 1;
                    changed = true;
                }
            }
            low = next_low;
            high = next_high;
            if !changed {
                break;
            }
        }
        // A loop is never worse than losing every stone on the board, nor better than winning
        // them all.
        let lim = n as i16;
        for p in 0..size {
            low[p] = low[p].max(-lim);
            high[p] = high[p].min(lim);
        }
        // The second way: K9 ends a loop at a position that came back, each player keeping their
        // row. If the mover can keep every position on the way at a split (own row minus the
        // other's) of at least v, and every end and capture at v or more, a loop ends at v or more
        // too: the greatest such v (from above), and the same for the opponent.
        let split: Vec<i16> = all
            .iter()
            .flat_map(|b| {
                let south: i16 = b.iter().take(4).map(|&x| i16::from(x)).sum();
                let north = n as i16 - south;
                [south - north, north - south]
            })
            .collect();
        let mut safe_low = vec![lim; size];
        let mut safe_high = vec![-lim; size];
        loop {
            let mut changed = false;
            for (p, es) in edges.iter().enumerate() {
                let (lo, hi) = best_of(es, &safe_low, &safe_high);
                let lo = lo.min(split[p]);
                let hi = hi.max(split[p]);
                if lo != safe_low[p] || hi != safe_high[p] {
                    safe_low[p] = lo;
                    safe_high[p] = hi;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let free_low = low.clone();
        let free_high = high.clone();
        let mut depth = 0;
        for p in 0..size {
            low[p] = low[p].max(safe_low[p]);
            high[p] = high[p].min(safe_high[p]);
            if low[p] == high[p] {
                depth = depth.max(rank_low[p]).max(rank_high[p]);
            }
        }
        Layer {
            low: low.iter().map(|&v| v as i8).collect(),
            high: high.iter().map(|&v| v as i8).collect(),
            free_low: free_low.iter().map(|&v| v as i8).collect(),
            free_high: free_high.iter().map(|&v| v as i8).collect(),
            safe_high: safe_high.iter().map(|&v| v as i8).collect(),
            rank_low,
            rank_high,
            depth,
        }
    }

    /// How many positions a layer has, and how many of them are solved exactly.
    pub fn count(&self, n: usize) -> (usize, usize) {
        self.layers.get(n).map_or((0, 0), |l| {
            let exact = l.low.iter().zip(&l.high).filter(|(a, b)| a == b).count();
            (l.low.len(), exact)
        })
    }

    /// The solved value of a table position (pits, mover), if it is exact.
    pub fn probe(&self, pits: &[u8; PITS], mover: u8) -> Option<Solved> {
        let n: usize = pits.iter().map(|&s| s as usize).sum();
        let at = index(pits) * 2 + (mover as usize & 1);
        let (lo, hi, rank, _) = self.bounds(n, at)?;
        (lo == hi).then_some(Solved {
            margin: i32::from(lo),
            rank,
        })
    }

    /// The value of a table position where the loop-free bounds alone meet: both players force
    /// it without any position coming back, so it holds under any rule for loops (the solver of
    /// `folkgames-analyze solve kpe` is checked against it).
    pub fn loop_free(&self, pits: &[u8; PITS], mover: u8) -> Option<i32> {
        let n: usize = pits.iter().map(|&s| s as usize).sum();
        let layer = self.layers.get(n)?;
        let at = index(pits) * 2 + (mover as usize & 1);
        let (lo, hi) = (*layer.free_low.get(at)?, *layer.free_high.get(at)?);
        (lo == hi).then_some(i32::from(lo))
    }

    /// The best move's pit in a table position with an exact value v. Where the loop-free bound
    /// reaches v: a move that keeps it and gets nearer (a capture or the end, or a position of
    /// lower rank), so that no position comes back; otherwise a move after which every position
    /// stays worth v or more as the board stands, so that a loop ends at v or more.
    pub fn best_pit(&self, pits: &[u8; PITS], mover: u8) -> Option<usize> {
        let here = self.probe(pits, mover)?;
        let n: usize = pits.iter().map(|&s| s as usize).sum();
        let layer = self.layers.get(n)?;
        let at = index(pits) * 2 + (mover as usize & 1);
        let free = i32::from(*layer.free_low.get(at)?) >= here.margin;
        let g = position(*pits, mover);
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        let mut best: Option<(u16, usize)> = None;
        for mv in &moves {
            let mut c = g.clone();
            if c.play(mv, &mut NoEvents).is_err() {
                continue;
            }
            let cap = c.captured();
            let gained = i32::from(cap[mover as usize]) - i32::from(cap[1 - mover as usize]);
            let left: usize = c.pits().iter().map(|&s| s as usize).sum();
            let child = index(&c.pits()) * 2 + 1 - (mover as usize & 1);
            // What the move guarantees on this way, and its distance: 0 when it ends the game or
            // captures, else one more than the rank of the position it leads to.
            let (worst, distance) = if c.is_over() {
                (gained, 0)
            } else if left < n {
                let (_, hi, _, _) = self.bounds(left, child)?;
                (gained - i32::from(hi), 0)
            } else if free {
                let hi = i32::from(*layer.free_high.get(child)?);
                let rank = *layer.rank_high.get(child)?;
                (-hi, rank.saturating_add(1))
            } else {
                (-i32::from(*layer.safe_high.get(child)?), 0)
            };
            // Losing every stone needs no care: nothing is worse.
            let nearer = !free || distance <= here.rank || here.margin == -(n as i32);
            if worst >= here.margin && nearer && best.is_none_or(|(d, _)| distance < d) {
                best = Some((distance, mv.pit()));
            }
        }
        best.map(|(_, p)| p)
    }
}

/// The tables, solved on first use.
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| Tables::solve(STONES))
}

/// Whether a game position is one the tables answer: at most `STONES` stones on the board,
/// both players' pits all opened, the default sowing, and no position seen since the last
/// capture (the move that led here captured, or it was set up), with the no-capture limit far
/// enough.
pub fn applies(g: &Kpe) -> bool {
    let on_board: usize = g.pits().iter().map(|&s| s as usize).sum();
    if on_board > STONES || g.is_over() {
        return false;
    }
    if g.opened(0) != [true; 4] || g.opened(1) != [true; 4] {
        return false;
    }
    let state = g.state();
    let options = g.options();
    if state.plies_without_capture != 0 || options.skip_origin == Some(true) {
        return false;
    }
    let limit = options.no_capture_limit.unwrap_or(0);
    limit == 0
        || tables()
            .layers
            .get(on_board)
            .is_some_and(|l| u32::from(l.depth) < limit)
}

/// The final totals with perfect play from `g`, when the tables answer it exactly.
pub fn final_totals(g: &Kpe) -> Option<[u32; 2]> {
    if !applies(g) {
        return None;
    }
    let pits = g.pits();
    let mover = g.to_move() & 1;
    let solved = tables().probe(&pits, mover)?;
    let on_board: i32 = pits.iter().map(|&s| i32::from(s)).sum();
    // mover + opponent = on_board, mover - opponent = margin.
    let to_mover = (on_board + solved.margin) / 2;
    let to_other = on_board - to_mover;
    let cap = g.captured();
    let mut totals = [u32::from(cap[0]), u32::from(cap[1])];
    totals[mover as usize] += to_mover.max(0) as u32;
    totals[1 - mover as usize] += to_other.max(0) as u32;
    Some(totals)
}

/// The check the tables are held to: the margin of the stones on the board at the end for the
/// player to move, with perfect play by both, by exhaustive alpha-beta search over the engine's
/// own moves, the game carrying its history (K9 ends a line when a position comes back). None
/// when it needs more than `nodes` positions.
pub fn exhaustive(g: &Kpe, nodes: u64) -> Option<i32> {
    search(g, nodes, false)
}

/// `exhaustive` with the loop rule of `folkgames-analyze solve kpe` (docs/analysis/solve.md):
/// a position that comes back since the last capture ends the game with the stones on the board
/// shared equally (0 for the rest), not kept by each row. None also where the 200-ply limit
/// would end a line.
pub fn exhaustive_loops_shared(g: &Kpe, nodes: u64) -> Option<i32> {
    search(g, nodes, true)
}

fn search(g: &Kpe, nodes: u64, shared: bool) -> Option<i32> {
    use folkgames::EndReason;
    fn margin(g: &Kpe, mover: u8) -> i32 {
        let c = g.captured();
        i32::from(c[mover as usize]) - i32::from(c[1 - mover as usize])
    }
    fn value(g: &Kpe, mut alpha: i32, beta: i32, left: &mut u64, shared: bool) -> Option<i32> {
        *left = left.checked_sub(1)?;
        let mover = g.to_move() & 1;
        if g.is_over() {
            return Some(0);
        }
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        let mut best = i32::MIN;
        for mv in &moves {
            let mut c = g.clone();
            c.play(mv, &mut NoEvents).ok()?;
            // What this move adds for the mover, then the rest from the opponent's side.
            let now = margin(&c, mover) - margin(g, mover);
            let rest = if c.is_over() {
                0
            } else {
                -value(&c, -(beta - now), -(alpha - now), left, shared)?
            };
            let v = match c.outcome().map(|o| o.reason) {
                Some(EndReason::Repetition) if shared => 0,
                Some(EndReason::NoCaptureLimit) if shared => return None,
                _ => now + rest,
            };
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        Some(best)
    }
    let mut left = nodes;
    value(g, -100, 100, &mut left, shared)
}

/// The best move of a position `final_totals` answers.
pub fn best_move(g: &Kpe) -> Option<KpeMove> {
    final_totals(g)?;
    let pit = tables().best_pit(&g.pits(), g.to_move() & 1)?;
    Some(KpeMove::Sow { pit: pit as u8 })
}

/// The next move of a solved line: the tables' best move for the player to move, whatever the
/// history since the last capture (a line of best moves from a solved position never meets a
/// position twice), while the position is in the tables with an exact value.
pub fn line_move(g: &Kpe) -> Option<KpeMove> {
    let on_board: usize = g.pits().iter().map(|&s| s as usize).sum();
    if g.is_over() || on_board > STONES {
        return None;
    }
    let pit = tables().best_pit(&g.pits(), g.to_move() & 1)?;
    Some(KpeMove::Sow { pit: pit as u8 })
}
