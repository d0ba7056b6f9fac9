//! The search's view of a game, with the game's type erased: `Tree` is object-safe, so the search
//! (`search.rs`) is compiled once for all games rather than once per game (each copy of it cost
//! the WebAssembly module about 3 KB). `Line<P>` implements it for any `Player`, with thin
//! wrappers around the game's own code.
//!
//! The tree is walked depth-first along one line of play: the search names positions by their
//! ply from the root (0), and `descend` overwrites the position one ply deeper with the next
//! child. The search only ever needs the positions on the current line, so one slot per ply does.

use super::{Level, Limits, Player};
use crate::prelude::*;
use crate::rng::Rng;
use crate::rules::{AnyMove, NoEvents, Outcome, Turn};

/// A game as the search walks it. `ply` names a position on the current line (0 is the root);
/// only plies up to the deepest one reached by `descend` exist.
pub trait Tree {
    /// Who acts at `ply`.
    fn turn(&self, ply: usize) -> Turn;
    /// `Player::evaluate` at `ply`.
    fn evaluate(&self, ply: usize, seat: u8) -> f64;
    /// How the game ended, at a finished `ply`.
    fn outcome(&self, ply: usize) -> Option<Outcome>;
    /// `Player::final_margin` at `ply`.
    fn final_margin(&self, ply: usize, seat: u8, totals: &[u32]) -> f64;
    /// Lists the moves at `ply` (replacing the list of any earlier position at that ply): the
    /// chance outcomes when `chance`, otherwise the legal moves. Returns how many there are.
    fn expand(&mut self, ply: usize, chance: bool) -> usize;
    /// The probability of outcome `i` of the chance list at `ply`.
    fn probability(&self, ply: usize, i: usize) -> f64;
    /// Makes the position at `ply + 1` the one at `ply` after its `i`-th listed move (positions
    /// deeper than that are gone). False when that move does not play (then the position at
    /// `ply + 1` is not to be read).
    fn descend(&mut self, ply: usize, i: usize) -> bool;

    /// At the root, when a throw is due: one drawn with `rng` (`Rules::sample_chance`).
    fn sample_chance(&self, rng: &mut Rng) -> Option<AnyMove>;
    /// The root's search limits for `level` (`Player::limits`).
    fn limits(&self, level: Level) -> Option<Limits>;
    /// The `i`-th move listed at the root (after `expand(0, ..)`).
    fn root_move(&self, i: usize) -> Option<AnyMove>;
}

/// A `Tree` over one game's positions: the root and the current line, with each ply's list.
pub struct Line<P: Player> {
    positions: Vec<P>,
    moves: Vec<Vec<P::Move>>,
    probs: Vec<Vec<f64>>,
}

impl<P: Player> Line<P> {
    pub fn new(root: &P) -> Self {
        Line {
            positions: vec![root.clone()],
            moves: Vec::new(),
            probs: Vec::new(),
        }
    }
}

impl<P: Player> Tree for Line<P> {
    fn turn(&self, ply: usize) -> Turn {
        self.positions.get(ply).map_or(Turn::Over, P::turn)
    }

    fn evaluate(&self, ply: usize, seat: u8) -> f64 {
        self.positions.get(ply).map_or(0.0, |g| g.evaluate(seat))
    }

    fn outcome(&self, ply: usize) -> Option<Outcome> {
        self.positions.get(ply)?.outcome()
    }

    fn final_margin(&self, ply: usize, seat: u8, totals: &[u32]) -> f64 {
        self.positions
            .get(ply)
            .map_or(0.0, |g| g.final_margin(seat, totals))
    }

    fn expand(&mut self, ply: usize, chance: bool) -> usize {
        while self.moves.len() <= ply {
            self.moves.push(Vec::new());
            self.probs.push(Vec::new());
        }
        let (Some(g), Some(moves), Some(probs)) = (
            self.positions.get(ply),
            self.moves.get_mut(ply),
            self.probs.get_mut(ply),
        ) else {
            return 0;
        };
        moves.clear();
        if chance {
            probs.clear();
            g.chance_outcomes(moves, probs);
        } else {
            g.legal_moves(moves);
        }
        moves.len()
    }

    fn probability(&self, ply: usize, i: usize) -> f64 {
        self.probs
            .get(ply)
            .and_then(|p| p.get(i))
            .copied()
            .unwrap_or(0.0)
    }

    fn descend(&mut self, ply: usize, i: usize) -> bool {
        // Deeper positions belonged to the line being left.
        self.positions.truncate(ply + 1);
        if self.positions.len() != ply + 1 {
            return false;
        }
        // The child is cloned straight into its slot and played there: a position is several
        // hundred bytes (Kpé's and Bày Khòm's repetition history), and moving one costs as much
        // as cloning it (natively the search ran 9% more instructions with the move).
        self.positions.extend_from_within(ply..);
        let (Some(mv), Some(child)) = (
            self.moves.get(ply).and_then(|m| m.get(i)),
            self.positions.last_mut(),
        ) else {
            return false;
        };
        child.play(mv, &mut NoEvents).is_ok()
    }

    fn sample_chance(&self, rng: &mut Rng) -> Option<AnyMove> {
        self.positions
            .first()?
            .sample_chance(rng)
            .map(|m| P::to_any(&m))
    }

    fn limits(&self, level: Level) -> Option<Limits> {
        Some(self.positions.first()?.limits(level))
    }

    fn root_move(&self, i: usize) -> Option<AnyMove> {
        self.moves.first()?.get(i).map(P::to_any)
    }
}
