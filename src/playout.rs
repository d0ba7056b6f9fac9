//! Uniform random playouts: the measure of raw speed (benchmarks, in Rust and inside the wasm
//! module) and the workhorse of the random-games tests. Chance moves are drawn with the game's
//! generator; every other move uniformly among the legal ones.

use crate::error::{GameError, GameResult};
use crate::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use crate::json::Value;
use crate::options::Options;
use crate::prelude::*;
use crate::rng::Rng;
use crate::rules::{NoEvents, Rules, Turn};

/// Plays one random game from `start`; returns the number of moves (throws included).
pub fn random_playout<R: Rules>(start: &R, rng: &mut Rng, buf: &mut Vec<R::Move>) -> u64 {
    let mut g = start.clone();
    let limit = g.max_plies() as u64;
    let mut moves = 0;
    while moves < limit {
        let mv = match g.turn() {
            Turn::Over => break,
            Turn::Chance => match g.sample_chance(rng) {
                Some(m) => m,
                None => break,
            },
            Turn::Player(_) => match g.random_move(rng, buf) {
                Some(m) => m,
                None => break,
            },
        };
        // Bound, not tested with `is_err`: only the error is dropped, so the usual `Ok` path
        // calls no destructor (at opt-level z, the WebAssembly build's, that would be a call).
        if let Err(_illegal) = g.play(&mv, &mut NoEvents) {
            break;
        }
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

fn batch<R: Rules>(opts: &Value, n: u64, seed: u64) -> GameResult<Batch> {
    let mut o = Options::from_json(opts)?;
    let start = R::new(&mut o)?;
    o.finish(R::ID)?;
    let mut rng = Rng::from_seed(seed);
    let mut buf = Vec::with_capacity(64);
    let mut b = Batch::default();
    for _ in 0..n {
        b.moves += random_playout(&start, &mut rng, &mut buf);
        b.games += 1;
    }
    Ok(b)
}

/// `n` random playouts of game `id` with `options` (a JSON object or null).
pub fn playouts(id: &str, options: &Value, n: u64, seed: u64) -> GameResult<Batch> {
    match id {
        "kpe" => batch::<Kpe>(options, n, seed),
        "bay-khom" => batch::<BayKhom>(options, n, seed),
        "siryu" => batch::<Siryu>(options, n, seed),
        _ => Err(GameError::new(
            crate::error::ErrorCode::UnknownGame,
            crate::msg!(NoSuchGame, id),
        )),
    }
}
