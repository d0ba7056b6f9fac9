//! Random playouts per second for Bày Khòm (native): `cargo run --release --example bay_khom_playouts`.
use folkgames::games::bay_khom::BayKhom;
use folkgames::json::Value;
use folkgames::options::Options;
use folkgames::rng::Rng;
use folkgames::{NoEvents, Rules, Turn};
use std::time::Instant;

fn main() {
    for ruleset in ["mancala-world", "poree-maspero"] {
        let mut opts = Options::empty().with("ruleset", Value::String(ruleset.into()));
        let start = BayKhom::new(&mut opts).expect("options");
        let mut rng = Rng::from_seed(1);
        let mut moves = Vec::with_capacity(16);
        let mut plies = 0u64;
        let mut endless_positions = 0u64;
        let mut endless_moves = 0u64;
        let n = 200_000;
        let t = Instant::now();
        for _ in 0..n {
            let mut g = start.clone();
            while g.turn() != Turn::Over {
                moves.clear();
                g.legal_moves(&mut moves);
                if g.phase() == folkgames::games::bay_khom::Phase::Sow {
                    let p = g.to_move() as usize * 5;
                    let el = g.eliminated();
                    let cand = (p..p + 4).filter(|&h| !el[h] && g.holes()[h] > 0).count() * 2;
                    if cand != moves.len() {
                        endless_moves += 1;
                    }
                }
                let m = moves[rng.below(moves.len() as u32) as usize];
                g.play(&m, &mut NoEvents).expect("legal");
                plies += 1;
            }
            if g.outcome().map(|o| o.reason) == Some("endless") {
                endless_positions += 1;
            }
        }
        let s = t.elapsed().as_secs_f64();
        println!(
            "{ruleset}: {:.0} playouts/s, {:.1} plies/game, {endless_positions} ended by endless moves, {endless_moves} positions with an endless move",
            n as f64 / s,
            plies as f64 / n as f64
        );
    }
}
