//! `folkgames-analyze endgames kpe --stones N`: solves Kpé's endgames up to N stones on the board
//! (folkgames_ai::endgame, the tables the computer builds in its worker), prints each layer's
//! size, how much of it is solved exactly and how deep, and checks the tables against exhaustive
//! search with the history on random positions of each layer (docs/analysis/endgames.md).
//!
//! `folkgames-analyze endgames bay-khom --stones N`: Bày Khòm has no tables; on random Mancala
//! World positions with 1 to N counters on the board, how often `expert`'s search proves the
//! result (it reaches every end, or a forced win or loss), with the nodes and time it took.

use clap::Args;
use folkgames::games::bay_khom::{BayKhom, Ruleset};
use folkgames::rng::Rng;
use folkgames::{Rules, Turn};
use folkgames_ai::endgame::{self, Tables};
use folkgames_ai::{native_clock, search, Level, Limits, Line, Player, MAX_TIME_MS};
use std::time::Instant;

#[derive(Args)]
pub struct EndgameArgs {
    /// kpe (the tables) or bay-khom (what `expert`'s search proves in Mancala World).
    pub game: String,
    /// The most stones (Bày Khòm: counters) on the board.
    #[arg(long, default_value_t = endgame::STONES)]
    pub stones: usize,
    /// The first layer checked (the smaller ones are solved, not checked).
    #[arg(long, default_value_t = 1)]
    pub from: usize,
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

/// A random Mancala World position with `n` counters in the ten holes and the other 42 - n
/// captured, split at random, that is not over.
fn random_bay_khom(rng: &mut Rng, n: u32) -> BayKhom {
    loop {
        let mut holes = [0u8; 10];
        for _ in 0..n {
            holes[rng.below(10) as usize] += 1;
        }
        let rest = 42 - n;
        let south = rng.below(rest + 1);
        let reserve = [south as u8, (rest - south) as u8];
        let mover = rng.below(2) as u8;
        let g = BayKhom::from_holes_in(Ruleset::MancalaWorld, holes, reserve, &[], mover);
        if !g.is_over() {
            return g;
        }
    }
}

/// Bày Khòm: per number of counters on the board, the share of random Mancala World positions
/// whose result `expert`'s search (as `evaluate` runs it: no noise) proves, and its nodes and time.
fn bay_khom(a: &EndgameArgs) -> Result<(), String> {
    let clock = native_clock();
    let mut rng = Rng::from_seed(a.seed);
    println!("counters  positions  proven  proven%  nodes(mean)  nodes(max)  ms(mean)  ms(max)");
    for n in a.from.max(1) as u32..=a.stones.min(42) as u32 {
        let (mut proven, mut nodes, mut most, mut ms, mut slowest) =
            (0u64, 0u64, 0u64, 0.0, 0.0f64);
        for _ in 0..a.positions {
            let g = random_bay_khom(&mut rng, n);
            let Turn::Player(seat) = g.turn() else {
                continue;
            };
            let limits = Limits {
                noise: 0.0,
                margin: 0.0,
                time_ms: MAX_TIME_MS,
                ..g.limits(Level::Expert)
            };
            let mut lists = Vec::new();
            let started = clock();
            let found = search::search(
                &mut Line::new(&g, &mut lists),
                seat,
                &limits,
                &mut Rng::from_seed(0),
                &clock,
            )
            .ok_or("no move in a position that is not over")?;
            let took = clock() - started;
            proven += u64::from(found.exact);
            nodes += found.nodes;
            most = most.max(found.nodes);
            ms += took;
            slowest = slowest.max(took);
        }
        let count = a.positions.max(1);
        println!(
            "{n:>8}  {:>9}  {proven:>6}  {:>7.1}  {:>11.0}  {most:>10}  {:>8.1}  {slowest:>7.1}",
            a.positions,
            100.0 * proven as f64 / count as f64,
            nodes as f64 / count as f64,
            ms / count as f64,
        );
    }
    Ok(())
}

pub fn endgames(a: &EndgameArgs) -> Result<(), String> {
    if a.game == "bay-khom" {
        return bay_khom(a);
    }
    if a.game != "kpe" {
        return Err(format!("endgames: kpe or bay-khom, not {}", a.game));
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
        if n < a.from {
            continue;
        }
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
