//! The one search all three games share: depth-limited *expectiminimax* with alpha-beta pruning
//! at decision nodes, driven by iterative deepening at the root.
//!
//! Values are always seen from the root seat (the player the move is suggested for):
//! - a decision node of the root seat maximises;
//! - a decision node of any other seat minimises ("paranoid" search: with 3-8 Siryu players every
//!   opponent is assumed to play against the root seat, which keeps one scalar value per node);
//! - a chance node (a Siryu throw) averages its outcomes weighted by their probabilities, each
//!   searched with a full window (alpha-beta bounds do not carry through an average);
//! - a finished game is worth ±`WIN` (minus the distance to it, so quicker wins are preferred),
//!   plus a small share of the final score difference, and a draw 0.
//!
//! Who moves next is always read from `turn()`: nothing assumes that turns alternate (a Bày Khòm
//! round can start with the player who made the last move, a Siryu sir gives a bonus throw).
//!
//! The search is deterministic: it counts nodes and stops after `budget` of them. The clock is
//! only a safety cap, read through the `now` function the caller gives (milliseconds), because
//! `core::time::Instant` does not exist on wasm32-unknown-unknown.

use super::tree::Tree;
use folkgames::rng::Rng;
use folkgames::Turn;

/// A won game, from the winner's side; heuristic values stay far below it.
pub const WIN: f64 = 1.0e6;

/// How the search is bounded and how noisy its root choice is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// The deepest iteration (plies, chance plies included).
    pub max_depth: u32,
    /// Nodes (positions visited) over all iterations; the last complete iteration is used.
    pub budget: u64,
    /// Added to each root move's value: uniform in [-noise, noise] from the seed (easy levels).
    pub noise: f64,
    /// Root moves whose value is within this of the best are near-equal: the seed picks one of
    /// them (0: the best, ties broken by the seed). The root searches them with a window that
    /// much wider, so that their values are exact.
    pub margin: f64,
    /// Milliseconds from the start after which the search stops (safety cap only).
    pub time_ms: f64,
    /// Positions the game solves exactly (`Player::solved_totals`, Kpé's perfect endgames)
    /// are ends of the search, valued as the game's end they lead to.
    pub endgame: bool,
}

/// What a search found, for tests and benchmarks.
#[derive(Clone, Debug)]
pub struct Report<M> {
    pub best: M,
    /// Value of `best` for the root seat (noise excluded).
    pub value: f64,
    /// Depth of the last complete iteration (0 when the move was forced).
    pub depth: u32,
    pub nodes: u64,
}

/// What `search` found: the chosen move as its index in the root's list (`Tree::expand`).
#[derive(Clone, Copy, Debug)]
pub struct Found {
    pub index: usize,
    pub value: f64,
    pub depth: u32,
    pub nodes: u64,
    /// The value is proven: the last complete iteration reached the end of every line (no leaf
    /// was cut by the depth limit), or it found a forced win or loss.
    pub exact: bool,
}

struct Search<'a> {
    root: u8,
    endgame: bool,
    nodes: u64,
    budget: u64,
    deadline: f64,
    now: &'a dyn Fn() -> f64,
    stopped: bool,
    /// Set when some leaf was cut by the depth limit (not a finished game): deeper helps.
    cut: bool,
    /// The chance outcomes' probabilities per ply, reused to avoid allocating in the search.
    probs: Vec<Vec<f64>>,
}

impl Search<'_> {
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.budget || (self.nodes % 512 == 0 && (self.now)() >= self.deadline) {
            self.stopped = true;
        }
        self.stopped
    }

    /// A solved position's value: the end it leads to with perfect play, as `terminal` values it.
    fn solved(&self, totals: [u32; 2], ply: usize) -> f64 {
        let me = self.root as usize & 1;
        let (mine, theirs) = (totals[me], totals[1 - me]);
        if mine == theirs {
            return 0.0;
        }
        let margin = f64::from(mine) - f64::from(theirs);
        if mine > theirs {
            WIN - ply as f64 + margin
        } else {
            -WIN + ply as f64 + margin
        }
    }

    fn terminal(&self, g: &dyn Tree, ply: usize) -> f64 {
        match g.outcome() {
            Some(o) if o.draw || o.winners.is_empty() => 0.0,
            Some(o) => {
                let margin = g.final_margin(self.root, &o.totals);
                let won = o.winners.contains(&self.root);
                if won {
                    WIN - ply as f64 + margin
                } else {
                    -WIN + ply as f64 + margin
                }
            }
            None => g.evaluate(self.root),
        }
    }

    /// The value of `g`, `ply` moves from the root, searched `depth` plies deep, within
    /// (alpha, beta).
    fn value(
        &mut self,
        g: &mut dyn Tree,
        ply: usize,
        depth: u32,
        mut alpha: f64,
        mut beta: f64,
    ) -> f64 {
        if self.tick() {
            return 0.0;
        }
        let turn = g.turn();
        if turn == Turn::Over {
            return self.terminal(g, ply);
        }
        if self.endgame {
            if let Some(totals) = g.solved_totals() {
                return self.solved(totals, ply);
            }
        }
        if depth == 0 {
            self.cut = true;
            return g.evaluate(self.root);
        }
        if turn == Turn::Chance {
            while self.probs.len() <= ply {
                self.probs.push(Vec::new());
            }
            let mut probs = self
                .probs
                .get_mut(ply)
                .map(core::mem::take)
                .unwrap_or_default();
            probs.clear();
            let outcomes = g.expand(Some(&mut probs));
            let mut sum = 0.0;
            let mut weight = 0.0;
            for i in 0..outcomes {
                let prob = probs.get(i).copied().unwrap_or(0.0);
                let mut v = 0.0;
                let played = g.child(i, &mut |c| {
                    v = self.value(c, ply + 1, depth - 1, -f64::INFINITY, f64::INFINITY)
                });
                if !played {
                    continue;
                }
                sum += prob * v;
                weight += prob;
                if self.stopped {
                    break;
                }
            }
            if let Some(slot) = self.probs.get_mut(ply) {
                *slot = probs;
            }
            return if weight > 0.0 {
                sum / weight
            } else {
                g.evaluate(self.root)
            };
        }
        let maximise = turn == Turn::Player(self.root);
        let moves = g.expand(None);
        let mut best = if maximise {
            -f64::INFINITY
        } else {
            f64::INFINITY
        };
        for i in 0..moves {
            let mut v = 0.0;
            if !g.child(i, &mut |c| {
                v = self.value(c, ply + 1, depth - 1, alpha, beta)
            }) {
                continue;
            }
            if self.stopped {
                break;
            }
            if maximise {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        if best.is_finite() {
            best
        } else {
            g.evaluate(self.root)
        }
    }
}

/// Sorts root moves' values best first, keeping equal values (and NaN, which compares equal to
/// everything, as the standard stable sort did) in their order. An insertion sort: there are a
/// few dozen root moves at most, and one copy for all games instead of the standard library's
/// sort instantiated per game (several KB of WebAssembly).
fn best_first(scored: &mut [(f64, usize)]) {
    for i in 1..scored.len() {
        let mut j = i;
        while j > 0 {
            let (Some(a), Some(b)) = (scored.get(j - 1), scored.get(j)) else {
                break;
            };
            if a.0 >= b.0 || a.0.is_nan() || b.0.is_nan() {
                break;
            }
            scored.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Each root move's noise: uniform in [-noise, noise] from the seed, or 0 without noise.
fn root_noise(moves: usize, noise: f64, rng: &mut Rng) -> Vec<f64> {
    (0..moves)
        .map(|_| {
            if noise > 0.0 {
                let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
                (2.0 * u - 1.0) * noise
            } else {
                0.0
            }
        })
        .collect()
}

/// Puts `order` in the order of `scored` (values, each with its position in `order`), best
/// first; returns the new first entry with its value.
fn rank(order: &mut Vec<usize>, scored: &mut [(f64, usize)]) -> Option<(usize, f64)> {
    // Best first, stably; the values of pruned moves are bounds, still fine for order.
    best_first(scored);
    *order = scored
        .iter()
        .filter_map(|&(_, k)| order.get(k).copied())
        .collect();
    Some((*order.first()?, scored.first()?.0))
}

/// The moves of a ranked iteration (`order` best first, `scored` its values in the same order)
/// whose value is within `margin` of the best, strictly: a move that failed low has only a bound,
/// at most the best minus the margin, and is left out.
fn near_equal(order: &[usize], scored: &[(f64, usize)], margin: f64) -> Vec<(usize, f64)> {
    let Some(&(top, _)) = scored.first() else {
        return Vec::new();
    };
    if margin <= 0.0 {
        return Vec::new();
    }
    order
        .iter()
        .zip(scored)
        .take_while(|(_, &(v, _))| v > top - margin)
        .map(|(&c, &(v, _))| (c, v))
        .collect()
}

/// Searches the position `g` for the seat to move (a decision node; the caller handles chance
/// and finished games) and returns the best move found, or None if there is no legal move.
pub fn search(
    g: &mut dyn Tree,
    root: u8,
    limits: &Limits,
    rng: &mut Rng,
    now: &dyn Fn() -> f64,
) -> Option<Found> {
    // The root's moves, as indices into its list: `root_moves[k]` is the k-th move tried.
    let mut root_moves: Vec<usize> = (0..g.expand(None)).collect();
    // The seed breaks ties: equal moves are tried in a seeded order and the first best is kept.
    for i in (1..root_moves.len()).rev() {
        let j = rng.below(i as u32 + 1) as usize;
        root_moves.swap(i, j);
    }
    let noise = root_noise(root_moves.len(), limits.noise, rng);
    let first = *root_moves.first()?;
    if root_moves.len() == 1 {
        return Some(Found {
            index: first,
            value: 0.0,
            depth: 0,
            nodes: 0,
            exact: false,
        });
    }
    let start = now();
    let mut s = Search {
        root,
        endgame: limits.endgame,
        nodes: 0,
        budget: limits.budget.max(1),
        deadline: start + limits.time_ms,
        now,
        stopped: false,
        cut: false,
        probs: Vec::new(),
    };
    // The root moves that play (as indices into `root_moves`); `order` lists them (as indices
    // into `children`) in the order of the last iteration's values. A child position is made
    // again (`child`) each time it is searched: one ply among thousands of nodes.
    let mut children: Vec<usize> = Vec::new();
    for (k, &m) in root_moves.iter().enumerate() {
        if g.child(m, &mut |_| {}) {
            children.push(k);
        }
    }
    let mut order: Vec<usize> = (0..children.len()).collect();
    let mut best: Option<(usize, f64)> = None;
    // The last complete iteration's near-equal moves (as indices into `children`), with values.
    let mut near: Vec<(usize, f64)> = Vec::new();
    let mut depth_done = 0;
    let mut exact = false;
    for depth in 1..=limits.max_depth.max(1) {
        s.cut = false;
        let mut scored: Vec<(f64, usize)> = Vec::with_capacity(order.len());
        let mut alpha = -f64::INFINITY;
        for (k, &c) in order.iter().enumerate() {
            let Some(&i) = children.get(c) else {
                continue;
            };
            let bonus = noise.get(i).copied().unwrap_or(0.0);
            // A noisy root cannot prune against other moves' values: search each fully. With a
            // margin, a move within it of the best so far is searched exactly.
            let a = if limits.noise > 0.0 {
                -f64::INFINITY
            } else {
                alpha - limits.margin
            };
            let mut v = 0.0;
            let searched = root_moves.get(i).is_some_and(|&m| {
                g.child(m, &mut |c| v = s.value(c, 1, depth - 1, a, f64::INFINITY))
            });
            if !searched {
                continue;
            }
            if s.stopped {
                break;
            }
            let v = v + bonus;
            alpha = alpha.max(v);
            scored.push((v, k));
        }
        if s.stopped {
            break;
        }
        if let Some((c, v)) = rank(&mut order, &mut scored) {
            best = children.get(c).map(|&i| (i, v));
        }
        near = near_equal(&order, &scored, limits.margin);
        depth_done = depth;
        exact = !s.cut || best.is_some_and(|(_, v)| v.abs() > WIN / 2.0);
        // Nothing left to learn: the whole tree was seen, or the result is decided.
        if !s.cut || best.is_some_and(|(_, v)| v.abs() > WIN / 2.0) {
            break;
        }
    }
    // The seed picks among the near-equal moves (just the best without a margin).
    if near.len() > 1 {
        let pick = near.get(rng.below(near.len() as u32) as usize).copied();
        if let Some((c, v)) = pick {
            best = children.get(c).map(|&i| (i, v));
        }
    }
    let (i, v) = best.unwrap_or((0, 0.0));
    let noise_i = noise.get(i).copied().unwrap_or(0.0);
    Some(Found {
        index: root_moves.get(i).copied().unwrap_or(first),
        value: v - noise_i,
        depth: depth_done,
        nodes: s.nodes,
        exact,
    })
}
