//! The search's view of a game, with the game's type erased: `Tree` is object-safe, so the search
//! (`search.rs`) is compiled once for all games rather than once per game (each copy of it cost
//! the WebAssembly module about 3 KB). `Line<P>` implements it for any `Player`, with thin
//! wrappers around the game's own code.
//!
//! The search walks the tree depth-first: `child` plays a move on a copy of the position, kept
//! on the stack while the search visits it, as a search over one game's type would. (Keeping
//! the positions in a list instead costs a second copy of each, several hundred bytes with Kpé's
//! and Bày Khòm's repetition history: about 10% of the search's time in WebAssembly.)

use super::Player;
use folkgames::{NoEvents, Outcome, Turn};

/// One position of a game as the search sees it.
pub trait Tree {
    /// Who acts here.
    fn turn(&self) -> Turn;
    /// `Player::evaluate`.
    fn evaluate(&self, seat: u8) -> f64;
    /// How the game ended, once it is over.
    fn outcome(&self) -> Option<Outcome>;
    /// `Player::final_margin`.
    fn final_margin(&self, seat: u8, totals: &[u32]) -> f64;
    /// `Player::solved_totals`.
    fn solved_totals(&self) -> Option<[u32; 2]>;
    /// Lists the moves here and returns how many there are: the legal moves, or with `probs`
    /// the chance outcomes, whose probabilities it appends to `probs` in the same order.
    fn expand(&mut self, probs: Option<&mut Vec<f64>>) -> usize;
    /// Plays the `i`-th listed move on a copy of the position and calls `visit` with it. False
    /// (and no visit) when that move does not play.
    fn child(&mut self, i: usize, visit: &mut dyn FnMut(&mut dyn Tree)) -> bool;
}

/// A position of one game on the line being searched, `ply` moves from the root, with the move
/// lists of every ply (reused from node to node, so the search does not allocate for them).
pub struct Line<'a, P: Player> {
    position: &'a P,
    ply: usize,
    lists: &'a mut Vec<Vec<P::Move>>,
}

impl<'a, P: Player> Line<'a, P> {
    /// The root of a search; `lists` is room for the move lists (usually empty).
    pub fn new(root: &'a P, lists: &'a mut Vec<Vec<P::Move>>) -> Self {
        Line {
            position: root,
            ply: 0,
            lists,
        }
    }
}

impl<P: Player> Tree for Line<'_, P> {
    fn turn(&self) -> Turn {
        self.position.turn()
    }

    fn evaluate(&self, seat: u8) -> f64 {
        self.position.evaluate(seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.position.outcome()
    }

    fn final_margin(&self, seat: u8, totals: &[u32]) -> f64 {
        self.position.final_margin(seat, totals)
    }

    fn solved_totals(&self) -> Option<[u32; 2]> {
        self.position.solved_totals()
    }

    fn expand(&mut self, probs: Option<&mut Vec<f64>>) -> usize {
        while self.lists.len() <= self.ply {
            self.lists.push(Vec::new());
        }
        let Some(moves) = self.lists.get_mut(self.ply) else {
            return 0;
        };
        moves.clear();
        match probs {
            Some(probs) => self.position.chance_outcomes(moves, probs),
            None => self.position.legal_moves(moves),
        }
        moves.len()
    }

    fn child(&mut self, i: usize, visit: &mut dyn FnMut(&mut dyn Tree)) -> bool {
        let Some(mv) = self.lists.get(self.ply).and_then(|m| m.get(i)) else {
            return false;
        };
        let mut child = self.position.clone();
        if child.play(mv, &mut NoEvents).is_err() {
            return false;
        }
        // The child's lists are those of the plies below this one: this one's stays as it is.
        visit(&mut Line {
            position: &child,
            ply: self.ply + 1,
            lists: self.lists,
        });
        true
    }
}
