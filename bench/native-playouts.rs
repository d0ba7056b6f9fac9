//! Native random-playout speed for every game and ruleset: a warm-up, then repeated timed runs;
//! prints the median and the spread of playouts/s and moves/s. It never fails on time.
//!
//! `cargo bench --bench playouts` (or `npm run bench`). `FOLKGAMES_BENCH_SECONDS` sets the length
//! of each timed run (default 2 s), `FOLKGAMES_BENCH_RUNS` their number (default 5).

use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use folkgames::playout::{playouts, Batch};
use folkgames::{Game, Session};
use std::mem::size_of;
use std::time::{Duration, Instant};

const CASES: &[(&str, &str, &str)] = &[
    ("kpe", "Kpé", r#"{}"#),
    (
        "bay-khom",
        "Bày Khòm poree-maspero",
        r#"{"ruleset":"poree-maspero"}"#,
    ),
    (
        "bay-khom",
        "Bày Khòm mancala-world",
        r#"{"ruleset":"mancala-world"}"#,
    ),
    ("siryu", "Siryu 2 players", r#"{"players":2}"#),
    ("siryu", "Siryu 4 players", r#"{"players":4}"#),
    ("siryu", "Siryu 8 players", r#"{"players":8}"#),
];

fn env_num(key: &str, default: f64) -> f64 {
    std::env::var(key)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Issue 8's "a game object <= 4 KB plus its history": the size of each game's `Session` (its
/// rules state and its log, whose lists of moves and events are on the heap and not counted
/// here). This is the 64-bit layout; in the WebAssembly build pointers and lengths are half as
/// wide, so its objects are no larger. bench/memory.mjs measures a live game in the module,
/// history included. tests/sizes.rs fails the tests if one passes 4 KB.
fn print_object_sizes() {
    let sizes = [
        ("Kpé", size_of::<Session<Kpe>>()),
        ("Bày Khòm", size_of::<Session<BayKhom>>()),
        ("Siryu", size_of::<Session<Siryu>>()),
    ];
    let list: Vec<String> = sizes.iter().map(|(g, b)| format!("{g} {b} B")).collect();
    println!(
        "game objects (native layout, without the history's heap part): {}; target <= 4,096 B",
        list.join(", ")
    );
    let json: Vec<String> = sizes
        .iter()
        .map(|(g, b)| format!("{{\"game\":{g:?},\"bytes\":{b}}}"))
        .collect();
    println!("OBJECTS [{}]", json.join(","));
}

/// `n` random playouts from the start of `game`, seeded by `seed`.
fn batch(game: &Game, n: u64, seed: u64) -> Batch {
    folkgames::with_session!(game, s => playouts(s.initial(), n, seed))
}

/// Runs batches for about `seconds`; returns (games, moves, elapsed seconds).
fn timed(game: &Game, seconds: f64, seed: &mut u64) -> (u64, u64, f64) {
    let start = Instant::now();
    let (mut games, mut moves) = (0, 0);
    let mut n = 1;
    while start.elapsed() < Duration::from_secs_f64(seconds) {
        let b = batch(game, n, *seed);
        *seed += 1;
        games += b.games;
        moves += b.moves;
        n = (n * 2).min(4096);
    }
    (games, moves, start.elapsed().as_secs_f64())
}

fn main() {
    let seconds = env_num("FOLKGAMES_BENCH_SECONDS", 2.0);
    let runs = env_num("FOLKGAMES_BENCH_RUNS", 5.0).max(1.0) as usize;
    let only = std::env::args().skip(1).find(|a| !a.starts_with("--"));
    print_object_sizes();
    println!("native random playouts: {runs} runs of {seconds} s after a {seconds} s warm-up; median [min-max]");
    println!(
        "{:<26} {:>24} {:>28} {:>10}",
        "game", "playouts/s", "moves/s", "moves/game"
    );
    let mut seed = 1;
    for &(id, label, opts) in CASES {
        if only
            .as_deref()
            .is_some_and(|o| !label.to_lowercase().contains(&o.to_lowercase()))
        {
            continue;
        }
        let game = serde_json::from_str::<serde_json::Value>(opts)
            .map_err(|e| e.to_string())
            .and_then(|o| Game::create(id, Some(&o), 0).map_err(|e| e.to_string()));
        let game = match game {
            Ok(g) => g,
            Err(e) => {
                println!("{label:<26} (not available: {e})");
                continue;
            }
        };
        // The warm-up.
        timed(&game, seconds, &mut seed);
        let mut pps = vec![];
        let mut mps = vec![];
        let mut per_game = vec![];
        for _ in 0..runs {
            let (g, m, t) = timed(&game, seconds, &mut seed);
            pps.push(g as f64 / t);
            mps.push(m as f64 / t);
            per_game.push(m as f64 / g.max(1) as f64);
        }
        let med = |v: &mut Vec<f64>| {
            v.sort_by(f64::total_cmp);
            (v[v.len() / 2], v[0], v[v.len() - 1])
        };
        let (p, pl, ph) = med(&mut pps);
        let (m, ml, mh) = med(&mut mps);
        let (g, _, _) = med(&mut per_game);
        println!("{label:<26} {p:>10.0} [{pl:.0}-{ph:.0}] {m:>12.0} [{ml:.0}-{mh:.0}] {g:>10.1}");
        println!("BENCH {{\"case\":{label:?},\"playoutsPerSec\":{p:.1},\"movesPerSec\":{m:.1},\"movesPerGame\":{g:.2},\"min\":{pl:.1},\"max\":{ph:.1}}}");
    }
}
