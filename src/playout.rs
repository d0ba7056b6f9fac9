//! Uniform random play: the measure of raw speed (benchmarks, natively and inside the wasm
//! module), the random player of the analysis tool and the workhorse of the random-games tests.
//! Throws are drawn with the game's generator; every other move uniformly among the legal ones.

use crate::rng::Rng;
use crate::rules::{NoEvents, Rules, Turn};

/// One random step: a throw when one is due, otherwise a move drawn uniformly among the legal
/// ones (among `candidate_moves`, drawing again among the rest when `play` refuses the one
/// drawn). Returns false, changing nothing, when the game is over.
pub fn random_step<R: Rules>(g: &mut R, rng: &mut Rng, buf: &mut Vec<R::Move>) -> bool {
    match g.turn() {
        Turn::Over => false,
        Turn::Chance => match g.sample_chance(rng) {
            Some(mv) => g.play(&mv, &mut NoEvents).is_ok(),
            None => false,
        },
        Turn::Player(_) => {
            buf.clear();
            g.candidate_moves(buf);
            while !buf.is_empty() {
                let i = rng.below(buf.len() as u32) as usize;
                // The move drawn is taken out of the draw only when refused: most are played,
                // and a removal moves the moves after it (a call to memmove every ply).
                let played = buf
                    .get(i)
                    .is_some_and(|mv| g.play(mv, &mut NoEvents).is_ok());
                if played {
                    return true;
                }
                buf.remove(i);
            }
            false
        }
    }
}

/// Plays one random game from `start`; returns the number of moves (throws included).
pub fn random_playout<R: Rules>(start: &R, rng: &mut Rng, buf: &mut Vec<R::Move>) -> u64 {
    let mut g = start.clone();
    let limit = g.max_plies() as u64;
    let mut moves = 0;
    while moves < limit && random_step(&mut g, rng, buf) {
        moves += 1;
    }
    moves
}

/// Totals of a batch of playouts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Batch {
    pub games: u64,
    pub moves: u64,
}

/// `n` random playouts from `start`, seeded by `seed`.
pub fn playouts<R: Rules>(start: &R, n: u64, seed: u64) -> Batch {
    let mut rng = Rng::from_seed(seed);
    let mut buf = Vec::with_capacity(64);
    let mut b = Batch::default();
    for _ in 0..n {
        b.moves += random_playout(start, &mut rng, &mut buf);
        b.games += 1;
    }
    b
}
