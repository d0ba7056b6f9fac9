//! `folkgames-analyze calibrate`: fits the win-chance curve of `evaluate` (crates/ai/src/
//! evaluate.rs, `CURVES`) to self-play games, and prints how well the curve in the code predicts
//! them, by decile (docs/analysis/evaluation.md).
//!
//! Games are played between mixed levels (every pair of easy, medium and hard, seats turned),
//! seeded from `--seed`. Every `--every`-th decision position of each game is a sample: for Kpé
//! and Bày Khòm, the search's margin for the player to move at `REVIEW_LEVEL`; for Siryu (two
//! players), the race count (`Player::evaluate`) for the player to move; and what that player
//! finally scored (1 a win, ½ a draw, 0 a loss). The slope k of P(win) = 1/(1+e^(-k·x)) is the one
//! that maximises the likelihood of the results (a golden-section search on k). The calibration
//! table sorts the samples by the win chance `evaluate` gives with the code's curve (proven
//! results as 1, ½ or 0) into ten groups of equal size and prints each group's mean prediction
//! against the mean result. `--write` puts the fitted k into evaluate.rs.

use crate::observe::Analysed;
use crate::run::{game_seeds, play_watched, start, Config};
use crate::spec::parse_players;
use clap::Args;
use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use folkgames::{GameId, Turn};
use folkgames_ai::evaluate::{
    self, curve_key, logistic, searched_value, slope, EvaluateOptions, REVIEW_LEVEL,
};
use rayon::prelude::*;
use std::path::PathBuf;

#[derive(Args)]
pub struct CalibrateArgs {
    /// kpe, bay-khom or siryu.
    #[arg(long)]
    game: String,
    /// The game's options as a JSON object, e.g. '{"ruleset":"mancala-world"}'.
    #[arg(long, default_value = "{}")]
    options: String,
    /// Games in all (shared among the pairs of levels).
    #[arg(long, default_value_t = 2000)]
    games: u64,
    /// Sample every n-th decision of a game.
    #[arg(long, default_value_t = 4)]
    every: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads (0: one per core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Write the fitted slope into this file's `CURVES` (crates/ai/src/evaluate.rs).
    #[arg(long)]
    write: Option<PathBuf>,
}

/// The pairs of levels the games are played between.
const PAIRS: [&str; 6] = [
    "easy,medium",
    "easy,hard",
    "medium,hard",
    "easy,easy",
    "medium,medium",
    "hard,hard",
];

/// One sampled position: the value the curve maps (x), the win chance the code predicts, and
/// the result for the player to move.
#[derive(Clone, Copy, Debug)]
struct Sample {
    x: Option<f64>,
    predicted: f64,
    result: f64,
}

/// The samples of one game.
fn samples_of<R: Analysed>(
    start: &R,
    cfg: &Config,
    index: u64,
    seed: u64,
    every: u64,
) -> Vec<Sample> {
    let mut positions: Vec<(u8, R)> = Vec::new();
    let mut decisions = 0u64;
    let mut last = start.clone();
    let mut take = |g: &R| {
        if let Turn::Player(seat) = g.turn() {
            decisions += 1;
            if decisions % every == 0 {
                positions.push((seat, g.clone()));
            }
        }
    };
    take(start);
    play_watched(start, cfg, index, seed, &mut |_, _, g| {
        take(g);
        last = g.clone();
    });
    let Some(outcome) = last.outcome() else {
        return Vec::new();
    };
    let result = |seat: u8| -> f64 {
        if outcome.draw || outcome.winners.is_empty() {
            0.5
        } else if outcome.winners.contains(&seat) {
            1.0 / outcome.winners.len() as f64
        } else {
            0.0
        }
    };
    let opts = EvaluateOptions::default()
        .check(REVIEW_LEVEL)
        .expect("the default options are valid");
    let clock = || 0.0;
    let key = curve_key(R::GAME, start.ruleset());
    positions
        .iter()
        .filter_map(|(seat, g)| {
            if R::GAME == GameId::Siryu {
                let chances = evaluate::siryu_chances(g, slope(&key));
                return Some(Sample {
                    x: Some(g.evaluate(*seat)),
                    predicted: chances.get(*seat as usize).copied().unwrap_or(0.5),
                    result: result(*seat),
                });
            }
            let (v, exact) = searched_value(g, &opts, &clock)?;
            let proven = v.abs() > folkgames_ai::WIN / 2.0;
            let predicted = match (exact, proven) {
                (true, true) if v > 0.0 => 1.0,
                (true, true) => 0.0,
                (true, false) => 0.5,
                _ => logistic(slope(&key), v),
            };
            Some(Sample {
                x: (!exact && !proven).then_some(v),
                predicted,
                result: result(*seat),
            })
        })
        .collect()
}

/// Every sample of the run, games played in parallel.
fn collect<R: Analysed>(a: &CalibrateArgs) -> Result<(String, Vec<Sample>), String> {
    let options: serde_json::Value =
        serde_json::from_str(&a.options).map_err(|e| format!("--options: {e}"))?;
    let first: R = start(&options)?;
    let key = curve_key(R::GAME, first.ruleset());
    let per_pair = a.games.div_ceil(PAIRS.len() as u64);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(a.threads)
        .build()
        .map_err(|e| e.to_string())?;
    let mut all = Vec::new();
    for (p, pair) in PAIRS.iter().enumerate() {
        let cfg = Config {
            game: R::GAME,
            options: options.clone(),
            players: parse_players(pair)?,
            fixed_seats: false,
            games: per_pair,
            seed: a.seed.wrapping_add(p as u64),
        };
        let seeds = game_seeds(cfg.seed, 0..per_pair);
        let got: Vec<Sample> = pool.install(|| {
            seeds
                .par_iter()
                .flat_map_iter(|&(i, seed)| samples_of(&first, &cfg, i, seed, a.every.max(1)))
                .collect()
        });
        eprintln!("{pair}: {per_pair} games, {} samples", got.len());
        all.extend(got);
    }
    Ok((key, all))
}

/// The log-likelihood of the results under slope k (samples with an x only).
fn likelihood(samples: &[Sample], k: f64) -> f64 {
    samples
        .iter()
        .filter_map(|s| s.x.map(|x| (x, s.result)))
        .map(|(x, y)| {
            let p = logistic(k, x).clamp(1e-9, 1.0 - 1e-9);
            y * p.ln() + (1.0 - y) * (1.0 - p).ln()
        })
        .sum()
}

/// The slope that maximises the likelihood, by golden-section search on [0.001, 5].
fn fit(samples: &[Sample]) -> f64 {
    let (mut lo, mut hi) = (0.001f64, 5.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..80 {
        let a = hi - g * (hi - lo);
        let b = lo + g * (hi - lo);
        if likelihood(samples, a) > likelihood(samples, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Ten groups of equal size by predicted win chance: (mean predicted, mean result, size).
fn deciles(samples: &[Sample], predict: impl Fn(&Sample) -> f64) -> Vec<(f64, f64, usize)> {
    let mut scored: Vec<(f64, f64)> = samples.iter().map(|s| (predict(s), s.result)).collect();
    scored.sort_by(|a, b| a.0.total_cmp(&b.0));
    let n = scored.len();
    (0..10)
        .filter_map(|d| {
            let group = scored.get(d * n / 10..(d + 1) * n / 10)?;
            if group.is_empty() {
                return None;
            }
            let m = group.len() as f64;
            let p = group.iter().map(|s| s.0).sum::<f64>() / m;
            let r = group.iter().map(|s| s.1).sum::<f64>() / m;
            Some((p, r, group.len()))
        })
        .collect()
}

/// Replaces the slope of `key` in the `CURVES` of `path`.
fn write_slope(path: &PathBuf, key: &str, k: f64) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let prefix = format!("(\"{key}\", ");
    let mut done = false;
    let out: Vec<String> = text
        .lines()
        .map(|line| match line.trim_start().strip_prefix(&prefix) {
            Some(_) if !done => {
                done = true;
                let indent = &line[..line.len() - line.trim_start().len()];
                format!("{indent}{prefix}{k:.3}),")
            }
            _ => line.to_string(),
        })
        .collect();
    if !done {
        return Err(format!("no {prefix}…) line in {}", path.display()));
    }
    std::fs::write(path, out.join("\n") + "\n").map_err(|e| e.to_string())
}

/// The calibration run: fits, prints, and checks (or writes) the slope in the code.
pub fn calibrate(a: &CalibrateArgs) -> Result<(), String> {
    let game: GameId = a
        .game
        .parse()
        .map_err(|e: folkgames::GameError| e.to_string())?;
    let (key, samples) = match game {
        GameId::Kpe => collect::<Kpe>(a)?,
        GameId::BayKhom => collect::<BayKhom>(a)?,
        GameId::Siryu => collect::<Siryu>(a)?,
    };
    let fitted = fit(&samples);
    let current = slope(&key);
    let fitting = samples.iter().filter(|s| s.x.is_some()).count();
    println!(
        "{key}: {} samples ({fitting} for the fit), k fitted {fitted:.3}, k in the code {current:.3}",
        samples.len()
    );
    println!("decile  predicted  observed  difference  samples   (the code's curve, as evaluate gives it)");
    let mut worst: f64 = 0.0;
    for (d, (p, r, n)) in deciles(&samples, |s| s.predicted).into_iter().enumerate() {
        worst = worst.max((p - r).abs());
        println!(
            "{:>6}  {:>8.1}%  {:>7.1}%  {:>+9.1}  {n:>8}",
            d + 1,
            100.0 * p,
            100.0 * r,
            100.0 * (r - p)
        );
    }
    println!(
        "largest difference {:.1} points (target: within 5)",
        100.0 * worst
    );
    if let Some(path) = &a.write {
        write_slope(path, &key, fitted)?;
        println!("wrote k = {fitted:.3} for {key} into {}", path.display());
    } else if (fitted - current).abs() > 0.1 * current {
        println!("the code's k differs from the fit by more than 10%: run again with --write crates/ai/src/evaluate.rs");
    }
    Ok(())
}
