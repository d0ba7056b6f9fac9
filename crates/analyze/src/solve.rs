//! `folkgames-analyze solve kpe --max-stones N [--out FILE]`: Kpé solved by retrograde analysis,
//! layer by layer of stones on the board, the way Romein and Bal solved Awari
//! (docs/analysis/solve.md).
//!
//! A position is the 8 pit counts and the player to move, both players' pits all opened (the
//! capture lock, K4, is over) and the default sowing; it sits at `rank(pits) * 2 + mover` in
//! its layer, `rank` a perfect ranking of the boards with the same number of stones (the
//! combinatorial number system, the order of `endgame::index`). Its value is the margin of the
//! stones on the board at the end for the player to move (one byte), with perfect play by both.
//! Every move is the engine's own (`Kpe::legal_moves`, `Kpe::play`): no second copy of the rules.
//!
//! # The loop rule, made position-based *(ours)*
//!
//! The engine's K9 ends the game when a position comes back since the last capture, each player
//! keeping their own row: the result depends on the history. Here a line that never captures
//! again and never ends (a loop kept up forever) **shares the stones on the board equally**: it
//! is worth 0 to both. So the value is `L` where the mover forces an end or a capture worth
//! `L > 0` (a loop counted as the worst for the mover), `-H` where the opponent forces `H > 0`,
//! and 0 otherwise. With history this is the game in which a repetition since the last capture
//! ends the game with the board shared equally (a test checks it so); the 200-ply limit is left
//! out.
//!
//! # The algorithm
//!
//! Captures only lower the stones on the board, so layers are solved from 0 stones up; a move
//! that captures or ends the game is an *exit* whose value is known (from a lower layer). Within
//! a layer, the moves that stay in it are reversed into predecessor lists, then thresholds t
//! from n down to 1 grow two sets with counters, as in win-loss retrograde analysis: `A_t`, the
//! positions whose mover forces at least t (an exit worth t or more, or a move to a position of
//! `B_t`), and `B_t`, those whose mover gets at most -t (every exit at most -t, every move to a
//! position of `A_t`). Each position joins at most once and each predecessor link is used at
//! most once: linear in the layer.

use clap::Args;
use folkgames::games::kpe::Kpe;
use folkgames::{NoEvents, Rules};
use folkgames_ai::endgame;
use std::io::Write;
use std::time::Instant;

const PITS: usize = 8;
/// Kpé's stones (K1): the largest layer.
pub const STONES: usize = 48;
/// A layer's working memory at its peak, at most, per position: four move slots (16 bytes), the
/// predecessor offsets twice (8), up to four predecessors (16), a best exit and a counter.
pub const BYTES_PER_POSITION: usize = 42;
/// No exit among a position's moves.
const NO_EXIT: i8 = i8::MIN;
/// No move of that slot stays in the layer.
const NONE: u32 = u32::MAX;

#[derive(Args)]
pub struct SolveArgs {
    /// The game (only kpe).
    pub game: String,
    /// Solve the layers of 0 to this many stones on the board (48: the whole game).
    #[arg(long)]
    pub max_stones: usize,
    /// Stop before a layer that would take the memory past this many MB (its working memory, at
    /// most `BYTES_PER_POSITION` a position, and the tables solved so far).
    #[arg(long, default_value_t = 7_000)]
    pub max_memory_mb: usize,
    /// Write the values (one signed byte a position, layer after layer, `rank * 2 + mover`).
    #[arg(long)]
    pub out: Option<String>,
}

/// The ranking of boards: `counts[s][k]` boards of `s` stones in `k` pits, and `before[s][k][a]`
/// those of them whose first pit holds fewer than `a`.
pub struct Ranker {
    counts: Vec<[u64; PITS + 1]>,
    before: Vec<u64>,
}

impl Ranker {
    pub fn new() -> Ranker {
        let mut counts = vec![[0u64; PITS + 1]; STONES + 1];
        for (s, row) in counts.iter_mut().enumerate() {
            row[0] = u64::from(s == 0);
        }
        for k in 1..=PITS {
            for s in 0..=STONES {
                counts[s][k] = (0..=s).map(|a| counts[s - a][k - 1]).sum();
            }
        }
        let mut before = vec![0u64; (STONES + 1) * (PITS + 1) * (STONES + 2)];
        for s in 0..=STONES {
            for k in 1..=PITS {
                let mut sum = 0;
                for a in 0..=s + 1 {
                    before[Self::slot(s, k, a)] = sum;
                    if a <= s {
                        sum += counts[s - a][k - 1];
                    }
                }
            }
        }
        Ranker { counts, before }
    }

    fn slot(s: usize, k: usize, a: usize) -> usize {
        (s * (PITS + 1) + k) * (STONES + 2) + a
    }

    /// The boards with `stones` stones.
    pub fn boards(&self, stones: usize) -> usize {
        self.counts[stones][PITS] as usize
    }

    /// A board's place among those with as many stones, in lexicographic order.
    pub fn rank(&self, pits: &[u8; PITS]) -> usize {
        let mut left: usize = pits.iter().map(|&s| usize::from(s)).sum();
        let mut at = 0;
        for (i, &a) in pits.iter().enumerate().take(PITS - 1) {
            at += self.before[Self::slot(left, PITS - i, usize::from(a))];
            left -= usize::from(a);
        }
        at as usize
    }
}

impl Default for Ranker {
    fn default() -> Self {
        Self::new()
    }
}

/// The next board in rank order, with the same stones; false after the last.
pub fn next_board(b: &mut [u8; PITS]) -> bool {
    let mut rest = 0u8;
    for i in (0..PITS - 1).rev() {
        rest += b[i + 1];
        if rest > 0 {
            b[i] += 1;
            for x in b.iter_mut().skip(i + 1) {
                *x = 0;
            }
            b[PITS - 1] = rest - 1;
            return true;
        }
    }
    false
}

/// What solving a layer cost and found.
pub struct LayerReport {
    pub stones: usize,
    pub positions: usize,
    pub seconds: f64,
    /// The layer's working memory at its peak, bytes.
    pub peak_bytes: usize,
    /// Positions won (value > 0), lost (< 0) and shared (0) by the mover.
    pub won: usize,
    pub lost: usize,
    pub shared: usize,
}

/// The solved layers, 0 stones up.
pub struct Solver {
    pub ranker: Ranker,
    pub layers: Vec<Vec<i8>>,
}

impl Solver {
    pub fn new() -> Solver {
        Solver {
            ranker: Ranker::new(),
            layers: Vec::new(),
        }
    }

    /// The value of a position (pits, mover) of a solved layer, for the mover.
    pub fn value(&self, pits: &[u8; PITS], mover: u8) -> Option<i8> {
        let n: usize = pits.iter().map(|&s| usize::from(s)).sum();
        let at = self.ranker.rank(pits) * 2 + usize::from(mover & 1);
        self.layers.get(n)?.get(at).copied()
    }

    /// The bytes the solved layers hold.
    pub fn table_bytes(&self) -> usize {
        self.layers.iter().map(Vec::len).sum()
    }

    /// Solves the next layer (the stones are `layers.len()`).
    pub fn solve_next(&mut self) -> LayerReport {
        let started = Instant::now();
        let n = self.layers.len();
        let size = self.ranker.boards(n) * 2;
        // The moves, by the engine: exits folded into their best value, the others kept.
        let mut forward = vec![NONE; size * 4];
        let mut best_exit = vec![NO_EXIT; size];
        let mut counter = vec![0u8; size];
        let mut moves = Vec::new();
        let mut board = [0u8; PITS];
        board[PITS - 1] = n as u8;
        let mut b = 0;
        loop {
            for mover in 0..2u8 {
                let p = b * 2 + usize::from(mover);
                let g = endgame::position(board, mover);
                if g.is_over() {
                    best_exit[p] = margin(&g, mover) as i8;
                    continue;
                }
                moves.clear();
                g.legal_moves(&mut moves);
                let mut best = i32::from(NO_EXIT);
                for mv in &moves {
                    let mut c = g.clone();
                    c.play(mv, &mut NoEvents)
                        .expect("a legal move of the engine plays");
                    let gained = margin(&c, mover);
                    let pits = c.pits();
                    let left: usize = pits.iter().map(|&s| usize::from(s)).sum();
                    let child = self.ranker.rank(&pits) * 2 + usize::from(1 - mover);
                    if c.is_over() {
                        best = best.max(gained);
                    } else if left < n {
                        best = best.max(gained - i32::from(self.layers[left][child]));
                    } else {
                        forward[p * 4 + usize::from(counter[p])] = child as u32;
                        counter[p] += 1;
                    }
                }
                best_exit[p] = best as i8;
            }
            b += 1;
            if !next_board(&mut board) {
                break;
            }
        }
        drop(moves);
        // Predecessor lists.
        let mut start = vec![0u32; size + 1];
        for &c in forward.iter().filter(|&&c| c != NONE) {
            start[c as usize + 1] += 1;
        }
        for i in 0..size {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut before = vec![0u32; start[size] as usize];
        for (slot, &c) in forward.iter().enumerate() {
            if c != NONE {
                before[fill[c as usize] as usize] = (slot / 4) as u32;
                fill[c as usize] += 1;
            }
        }
        let peak_bytes = forward.len() * 4
            + start.len() * 4
            + fill.len() * 4
            + before.len() * 4
            + best_exit.len()
            + counter.len()
            + size * 2;
        drop(fill);
        drop(forward);
        // Positions by their best exit, for the thresholds.
        let lim = n as i32;
        let bucket = |v: i8| (i32::from(v) + lim) as usize;
        let mut by_exit: Vec<Vec<u32>> = vec![Vec::new(); 2 * n + 1];
        for (p, &e) in best_exit.iter().enumerate() {
            if e != NO_EXIT && e != 0 {
                by_exit[bucket(e)].push(p as u32);
            }
        }
        // 0 unknown, then the value (t for A_t, -t for B_t) with `known`.
        let mut value = vec![0i8; size];
        let mut known = vec![false; size];
        let mut queue: Vec<u32> = Vec::new();
        for t in (1..=lim).rev() {
            // Seeds: an exit worth t; every move bad at t with the best exit -t.
            for &p in &by_exit[bucket(t as i8)] {
                let p = p as usize;
                if !known[p] {
                    known[p] = true;
                    value[p] = t as i8;
                    queue.push(p as u32);
                }
            }
            for &p in &by_exit[bucket(-t as i8)] {
                let p = p as usize;
                if !known[p] && counter[p] == 0 {
                    known[p] = true;
                    value[p] = -t as i8;
                    queue.push(p as u32);
                }
            }
            while let Some(c) = queue.pop() {
                let c = c as usize;
                let won = value[c] > 0;
                for &p in &before[start[c] as usize..start[c + 1] as usize] {
                    let p = p as usize;
                    if known[p] {
                        continue;
                    }
                    if !won {
                        // A move to a position lost by at least t: p forces t.
                        known[p] = true;
                        value[p] = t as i8;
                        queue.push(p as u32);
                    } else {
                        counter[p] -= 1;
                        if counter[p] == 0 && i32::from(best_exit[p]) <= -t {
                            known[p] = true;
                            value[p] = -t as i8;
                            queue.push(p as u32);
                        }
                    }
                }
            }
        }
        // Not forced either way: a loop kept up forever, or a best exit worth 0.
        let (mut won, mut lost) = (0, 0);
        for &v in &value {
            won += usize::from(v > 0);
            lost += usize::from(v < 0);
        }
        self.layers.push(value);
        LayerReport {
            stones: n,
            positions: size,
            seconds: started.elapsed().as_secs_f64(),
            peak_bytes,
            won,
            lost,
            shared: size - won - lost,
        }
    }
}

impl Default for Solver {
    fn default() -> Self {
        Self::new()
    }
}

/// The captured margin of a game for `mover`.
fn margin(g: &Kpe, mover: u8) -> i32 {
    let c = g.captured();
    i32::from(c[usize::from(mover)]) - i32::from(c[1 - usize::from(mover)])
}

pub fn solve(a: &SolveArgs) -> Result<(), String> {
    if a.game != "kpe" {
        return Err(format!("solve: only kpe, not {}", a.game));
    }
    if a.max_stones > STONES {
        return Err(format!(
            "solve: Kpé has {STONES} stones, not {}",
            a.max_stones
        ));
    }
    let mut out = match &a.out {
        Some(path) => Some(std::io::BufWriter::new(
            std::fs::File::create(path).map_err(|e| format!("{path}: {e}"))?,
        )),
        None => None,
    };
    let started = Instant::now();
    let mut solver = Solver::new();
    println!("stones   positions  seconds  total-s  layer-MB  tables-MB   won%  lost%  shared%");
    for n in 0..=a.max_stones {
        let need = solver.ranker.boards(n) * 2 * BYTES_PER_POSITION + solver.table_bytes();
        if need > a.max_memory_mb * 1_000_000 {
            println!(
                "stopped before {n} stones: that layer needs about {} MB with the tables, over --max-memory-mb {}",
                need / 1_000_000,
                a.max_memory_mb
            );
            break;
        }
        let r = solver.solve_next();
        let pct = |x: usize| 100.0 * x as f64 / r.positions.max(1) as f64;
        println!(
            "{:>6}  {:>10}  {:>7.2}  {:>7.1}  {:>8.1}  {:>9.1}  {:>5.1}  {:>5.1}  {:>7.1}",
            r.stones,
            r.positions,
            r.seconds,
            started.elapsed().as_secs_f64(),
            r.peak_bytes as f64 / 1e6,
            solver.table_bytes() as f64 / 1e6,
            pct(r.won),
            pct(r.lost),
            pct(r.shared)
        );
        if let (Some(w), Some(values)) = (out.as_mut(), solver.layers.last()) {
            let bytes: Vec<u8> = values.iter().map(|&v| v as u8).collect();
            w.write_all(&bytes).map_err(|e| e.to_string())?;
        }
    }
    if let Some(mut w) = out {
        w.flush().map_err(|e| e.to_string())?;
    }
    if a.max_stones == STONES {
        let v = solver.value(&[6; PITS], 0).unwrap_or(0);
        println!(
            "the 48-stone position with every pit opened, South to move: {v} (South {}, North {}); \
             the opening itself needs the capture lock (K4) as well, which this solver does not cover",
            (48 + i32::from(v)) as f64 / 2.0,
            (48 - i32::from(v)) as f64 / 2.0
        );
    }
    Ok(())
}
