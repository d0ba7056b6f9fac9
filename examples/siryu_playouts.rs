//! Random Siryu playouts: game lengths and playouts per second (`cargo run --release --example
//! siryu_playouts`).

use folkgames::games::siryu::Siryu;
use folkgames::rng::Rng;
use folkgames::{NoEvents, Rules, Turn};
use std::time::Instant;

fn main() {
    for &(players, ss) in &[(2usize, 3u8), (4, 3), (8, 3), (2, 1), (8, 1)] {
        let mut rng = Rng::from_seed(1);
        let mut max = 0;
        let mut total = 0;
        let n = 2000;
        let t = Instant::now();
        let mut moves = Vec::new();
        for _ in 0..n {
            let mut g = Siryu::start(players, ss);
            let mut plies = 0;
            loop {
                match g.turn() {
                    Turn::Over => break,
                    Turn::Chance => {
                        let m = g.sample_chance(&mut rng).unwrap();
                        g.play(&m, &mut NoEvents).unwrap();
                    }
                    Turn::Player(_) => {
                        moves.clear();
                        g.legal_moves(&mut moves);
                        let m = moves[rng.below(moves.len() as u32) as usize];
                        g.play(&m, &mut NoEvents).unwrap();
                    }
                }
                plies += 1;
            }
            max = max.max(plies);
            total += plies;
        }
        let el = t.elapsed().as_secs_f64();
        println!(
            "players {players} ss {ss}: mean {} max {} ; {:.0} games/s",
            total / n,
            max,
            n as f64 / el
        );
    }
}
