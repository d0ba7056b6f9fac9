//! The soak run (`npm run soak`): a million random games per game and ruleset, natively, with
//! every invariant of `folkgames::invariants` checked after every move. Seeds are split over the
//! machine's cores; a failing game is reported with its configuration and seed, and the run exits
//! non-zero.
//!
//! `cargo run --release --example soak -- [GAMES] [FILTER]`: GAMES per configuration (default
//! 1000000, or env SOAK_GAMES), FILTER a substring of the configuration names to run.

use folkgames::invariants::{check, Invariants};
use folkgames::rng::Rng;
use folkgames::{NoEvents, Turn};
use std::time::Instant;

/// One configuration: a name, the game, its options as JSON, and the share of GAMES it plays.
/// Siryu with 8 players and 3 sirs per station (games of ~3700 moves) would take ~15 minutes for
/// a million games on two cores, so it plays a tenth; the million runs with 1 sir per station.
const CONFIGS: [(&str, &str, &str, u64); 8] = [
    ("kpe", "kpe", "{}", 1),
    ("kpe skipOrigin", "kpe", r#"{"skipOrigin":true}"#, 1),
    (
        "bay-khom poree-maspero",
        "bay-khom",
        r#"{"ruleset":"poree-maspero"}"#,
        1,
    ),
    (
        "bay-khom mancala-world",
        "bay-khom",
        r#"{"ruleset":"mancala-world"}"#,
        1,
    ),
    ("siryu 2 players", "siryu", r#"{"players":2}"#, 1),
    ("siryu 4 players", "siryu", r#"{"players":4}"#, 1),
    (
        "siryu 8 players stationSirs 1",
        "siryu",
        r#"{"players":8,"stationSirs":1}"#,
        1,
    ),
    (
        "siryu 8 players stationSirs 3",
        "siryu",
        r#"{"players":8,"stationSirs":3}"#,
        10,
    ),
];

#[derive(Default)]
struct Totals {
    games: u64,
    moves: u64,
    longest: u64,
}

/// Plays one random game from `start` with every check after every move.
fn one_game<R: Invariants>(start: &R, seed: u64, buf: &mut Vec<R::Move>) -> Result<u64, String> {
    let mut g = start.clone();
    let mut rng = Rng::from_seed(seed);
    let mut plies = 0usize;
    loop {
        check(&g, plies, buf)?;
        let mv = match g.turn() {
            Turn::Over => return Ok(plies as u64),
            Turn::Chance => g
                .sample_chance(&mut rng)
                .ok_or("a throw is due but none can be drawn")?,
            Turn::Player(_) => buf[rng.below(buf.len() as u32) as usize].clone(),
        };
        g.play(&mv, &mut NoEvents)
            .map_err(|e| format!("move {} ({mv:?}) fails: {e}", plies + 1))?;
        plies += 1;
    }
}

fn soak<R: Invariants + Send + Sync>(
    options: &str,
    games: u64,
    threads: u64,
) -> Result<Totals, String> {
    let o: R::Options = serde_json::from_str(options).map_err(|e| e.to_string())?;
    let start = R::new(&o).map_err(|e| e.to_string())?;
    let start = &start;
    let results: Vec<Result<Totals, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    let mut totals = Totals::default();
                    let mut buf = Vec::with_capacity(64);
                    // Thread t plays the seeds t, t + threads, t + 2 * threads, ...
                    let mut seed = t;
                    while seed < games {
                        let n = one_game(start, seed, &mut buf)
                            .map_err(|e| format!("seed {seed}: {e}"))?;
                        totals.games += 1;
                        totals.moves += n;
                        totals.longest = totals.longest.max(n);
                        seed += threads;
                    }
                    Ok(totals)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err("a thread panicked".into())))
            .collect()
    });
    let mut all = Totals::default();
    for r in results {
        let t = r?;
        all.games += t.games;
        all.moves += t.moves;
        all.longest = all.longest.max(t.longest);
    }
    Ok(all)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args
        .next()
        .or_else(|| std::env::var("SOAK_GAMES").ok())
        .and_then(|s| s.replace('_', "").parse().ok())
        .unwrap_or(1_000_000);
    let filter = args.next().unwrap_or_default();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()) as u64;
    println!("soak: {games} random games per configuration, {threads} threads, every invariant after every move");
    println!(
        "{:<32} {:>10} {:>13} {:>9} {:>9} {:>12}",
        "configuration", "games", "moves", "longest", "seconds", "moves/s"
    );
    let mut failed = false;
    for (name, id, options, divisor) in CONFIGS {
        if !name.contains(filter.as_str()) {
            continue;
        }
        let games = (games / divisor).max(1);
        let t0 = Instant::now();
        let r = match id {
            "kpe" => soak::<folkgames::games::kpe::Kpe>(options, games, threads),
            "bay-khom" => soak::<folkgames::games::bay_khom::BayKhom>(options, games, threads),
            _ => soak::<folkgames::games::siryu::Siryu>(options, games, threads),
        };
        let secs = t0.elapsed().as_secs_f64();
        match r {
            Ok(t) => println!(
                "{name:<32} {:>10} {:>13} {:>9} {secs:>9.1} {:>12.0}",
                t.games,
                t.moves,
                t.longest,
                t.moves as f64 / secs
            ),
            Err(e) => {
                failed = true;
                println!("{name:<32} FAILED: {e}");
            }
        }
    }
    if failed {
        std::process::exit(1);
    }
}
