//! `folkgames-analyze endgames kpe --stones N`: solves Kpé's endgames up to N stones on the board
//! (folkgames_ai::endgame, the tables the computer builds in its worker), prints each layer's
//! size, how much of it is solved exactly and how deep, and checks the tables against exhaustive
//! search with the history on random positions of each layer (docs/analysis/endgames.md).

use clap::Args;
use folkgames::rng::Rng;
use folkgames_ai::endgame::{self, Tables};
use std::time::Instant;

#[derive(Args)]
pub struct EndgameArgs {
    /// The game (only kpe).
    pub game: String,
    /// The most stones on the board.
    #[arg(long, default_value_t = endgame::STONES)]
    pub stones: usize,
    /// Random positions checked per layer against exhaustive search.
    #[arg(long, default_value_t = 10_000)]
    pub positions: u64,
    /// The most positions an exhaustive search may visit; a position that needs more is
    /// counted as too big and not checked.
    #[arg(long, default_value_t = 200_000)]
    pub nodes: u64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// A random position with `n` stones on the board, whose mover has a move.
fn random_position(rng: &mut Rng, n: usize) -> ([u8; 8], u8) {
    loop {
        let mut pits = [0u8; 8];
        for _ in 0..n {
            pits[rng.below(8) as usize] += 1;
        }
        let mover = rng.below(2) as u8;
        if !endgame::position(pits, mover).is_over() {
            return (pits, mover);
        }
    }
}

pub fn endgames(a: &EndgameArgs) -> Result<(), String> {
    if a.game != "kpe" {
        return Err(format!("endgames: only kpe has them, not {}", a.game));
    }
    let started = Instant::now();
    let tables = Tables::solve(a.stones);
    let secs = started.elapsed().as_secs_f64();
    let mut total = 0;
    println!("layer  positions  exact  exact%  depth  checked  agree  not-exact  too-big");
    let mut rng = Rng::from_seed(a.seed);
    let mut wrong = 0;
    for n in 1..=a.stones {
        let (positions, exact) = tables.count(n);
        total += positions;
        let depth = tables.layers.get(n).map_or(0, |l| l.depth);
        let (mut checked, mut agree, mut not_exact, mut too_big) = (0u64, 0u64, 0u64, 0u64);
        for _ in 0..a.positions {
            let (pits, mover) = random_position(&mut rng, n);
            let Some(solved) = tables.probe(&pits, mover) else {
                // Not in the tables' exact part: the search plays on there.
                not_exact += 1;
                continue;
            };
            match endgame::exhaustive(&endgame::position(pits, mover), a.nodes) {
                None => too_big += 1,
                Some(v) => {
                    checked += 1;
                    if v == solved.margin {
                        agree += 1;
                    } else {
                        wrong += 1;
                        eprintln!(
                            "disagree: {pits:?} mover {mover}: table {} search {v}",
                            solved.margin
                        );
                    }
                }
            }
        }
        println!(
            "{n:>5}  {positions:>9}  {exact:>5}  {:>5.1}  {depth:>5}  {checked:>7}  {agree:>5}  {not_exact:>9}  {too_big:>7}",
            100.0 * exact as f64 / positions.max(1) as f64
        );
    }
    println!(
        "{total} positions up to {} stones solved in {secs:.2} s; {} bytes of tables",
        a.stones,
        total * 9
    );
    if wrong > 0 {
        return Err(format!("{wrong} positions disagree with exhaustive search"));
    }
    Ok(())
}
