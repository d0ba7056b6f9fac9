//! Strength of the computer opponents: whole games between two players (a level of `ai::suggest`
//! or uniform random play), seats alternated game by game, for every game and ruleset. Prints
//! win/draw/loss of the first player named, with the 95% Wilson interval of its win rate, and
//! the time per move of each level (native, release build).
//!
//! `cargo bench -p folkgames-ai --bench ai_strength` (or `npm run bench:ai`). `FOLKGAMES_AI_GAMES` sets the games
//! per pairing (default 200), `FOLKGAMES_AI_PAIRINGS` a comma-separated choice of pairings
//! (e.g. `hard-random,medium-easy`); an argument filters the cases by name (e.g. `siryu`).
//! Games run on all cores; every game is seeded, so a run is reproducible. Games differ through
//! the random player, the easy and medium levels' seeded noise, the seeds that break hard's ties
//! and Siryu's throws (no random opening moves: in Bày Khòm a random opening can decide a game).

use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use folkgames::rng::Rng;
use folkgames::rules::{NoEvents, Rules, Turn};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use folkgames_ai::{self as ai, Level, Player, Suggest};

#[derive(Clone, Copy, Debug, PartialEq)]
enum Who {
    Random,
    Ai(Level),
}

impl Who {
    fn name(self) -> &'static str {
        match self {
            Who::Random => "random",
            Who::Ai(l) => l.as_str(),
        }
    }
}

const PAIRINGS: &[(Who, Who)] = &[
    (Who::Ai(Level::Easy), Who::Random),
    (Who::Ai(Level::Medium), Who::Random),
    (Who::Ai(Level::Hard), Who::Random),
    (Who::Ai(Level::Medium), Who::Ai(Level::Easy)),
    (Who::Ai(Level::Hard), Who::Ai(Level::Easy)),
    (Who::Ai(Level::Hard), Who::Ai(Level::Medium)),
];

#[derive(Default, Clone, Copy)]
struct Tally {
    win: u32,
    draw: u32,
    loss: u32,
    /// Per level: moves searched and milliseconds spent.
    moves: [u64; LEVELS],
    ms: [f64; LEVELS],
    worst: [f64; LEVELS],
}

const LEVELS: usize = Level::ALL.len();

fn level_index(l: Level) -> usize {
    Level::ALL.iter().position(|&x| x == l).unwrap_or(0)
}

/// One game; `a` sits in seat `a_seat`, every other seat is `b`. Returns +1 / 0 / -1 for `a`.
fn play_game<P: Player>(
    start: &P,
    a: Who,
    b: Who,
    a_seat: u8,
    seed: u64,
    tally: &mut Tally,
) -> i32 {
    let mut g = start.clone();
    let mut rng = Rng::from_seed(seed);
    let mut dice = Rng::from_seed(seed ^ 0x5EED);
    let mut buf = Vec::new();
    let clock = ai::native_clock();
    let mut ply = 0u64;
    while ply < 20_000 {
        let mv = match g.turn() {
            Turn::Over => break,
            Turn::Chance => match g.sample_chance(&mut dice) {
                Some(m) => m,
                None => break,
            },
            Turn::Player(p) => {
                let who = if p == a_seat { a } else { b };
                match who {
                    Who::Random => {
                        buf.clear();
                        g.legal_moves(&mut buf);
                        match buf.get(rng.below(buf.len() as u32) as usize) {
                            Some(m) => m.clone(),
                            None => break,
                        }
                    }
                    Who::Ai(level) => {
                        let opts = Suggest::new(level, seed.wrapping_mul(1000).wrapping_add(ply));
                        let t = Instant::now();
                        let Ok(m) = ai::suggest(&g, &opts, &clock) else {
                            break;
                        };
                        let ms = t.elapsed().as_secs_f64() * 1000.0;
                        let i = level_index(level);
                        tally.moves[i] += 1;
                        tally.ms[i] += ms;
                        tally.worst[i] = tally.worst[i].max(ms);
                        m
                    }
                }
            }
        };
        if g.play(&mv, &mut NoEvents).is_err() {
            break;
        }
        ply += 1;
    }
    match g.outcome() {
        Some(o) if o.winners.contains(&a_seat) => 1,
        Some(o) if o.draw || o.winners.is_empty() => 0,
        _ => -1,
    }
}

/// 95% Wilson score interval of a proportion.
fn wilson(k: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964;
    let n = n as f64;
    let p = k as f64 / n;
    let d = 1.0 + z * z / n;
    let c = (p + z * z / (2.0 * n)) / d;
    let h = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
    (c - h, c + h)
}

fn run<P: Player + Send + Sync>(label: &str, start: &P, games: u32, threads: usize) {
    let seats = start.players() as u8;
    let pairings = std::env::var("FOLKGAMES_AI_PAIRINGS").unwrap_or_default();
    for &(a, b) in PAIRINGS {
        let name = format!("{}-{}", a.name(), b.name());
        if !pairings.is_empty() && !pairings.split(',').any(|p| p == name) {
            continue;
        }
        let next = AtomicUsize::new(0);
        let total = Mutex::new(Tally::default());
        let t0 = Instant::now();
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(|| {
                    let mut local = Tally::default();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed) as u32;
                        if i >= games {
                            break;
                        }
                        let seat = (i % seats as u32) as u8;
                        let r = play_game(start, a, b, seat, 1 + i as u64, &mut local);
                        match r {
                            1 => local.win += 1,
                            0 => local.draw += 1,
                            _ => local.loss += 1,
                        }
                    }
                    if let Ok(mut t) = total.lock() {
                        t.win += local.win;
                        t.draw += local.draw;
                        t.loss += local.loss;
                        for j in 0..LEVELS {
                            t.moves[j] += local.moves[j];
                            t.ms[j] += local.ms[j];
                            t.worst[j] = t.worst[j].max(local.worst[j]);
                        }
                    }
                });
            }
        });
        let t = total.into_inner().unwrap_or_default();
        let n = t.win + t.draw + t.loss;
        let (lo, hi) = wilson(t.win, n);
        let times: Vec<String> = (0..LEVELS)
            .filter(|&j| t.moves[j] > 0)
            .map(|j| {
                format!(
                    "{} {:.2} ms/move (worst {:.1})",
                    Level::ALL[j].as_str(),
                    t.ms[j] / t.moves[j] as f64,
                    t.worst[j]
                )
            })
            .collect();
        println!(
            "{label:<34} {:>6} vs {:<6} W {:>3} D {:>3} L {:>3}  win {:5.1}% [{:4.1}-{:4.1}]  {:.0}s  {}",
            a.name(),
            b.name(),
            t.win,
            t.draw,
            t.loss,
            100.0 * t.win as f64 / n.max(1) as f64,
            100.0 * lo,
            100.0 * hi,
            t0.elapsed().as_secs_f64(),
            times.join(", ")
        );
    }
}

fn new_game<R: Rules>(opts: &str) -> Option<R> {
    let o: R::Options = serde_json::from_str(opts).ok()?;
    R::new(&o).ok()
}

fn main() {
    let games = std::env::var("FOLKGAMES_AI_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200u32);
    let only = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with("--"))
        .map(|s| s.to_lowercase());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!("{games} games per pairing, seats alternated, {threads} threads; win rate of the first player with its 95% Wilson interval");
    let want = |label: &str| {
        only.as_deref()
            .is_none_or(|o| label.to_lowercase().contains(o))
    };
    let l = "Kpé";
    if want(l) {
        if let Some(g) = new_game::<Kpe>("{}") {
            run(l, &g, games, threads);
        }
    }
    for rs in ["poree-maspero", "mancala-world"] {
        let l = format!("Bày Khòm {rs}");
        if want(&l) {
            if let Some(g) = new_game::<BayKhom>(&format!("{{\"ruleset\":\"{rs}\"}}")) {
                run(&l, &g, games, threads);
            }
        }
    }
    for players in [2, 3] {
        let l = format!("Siryu {players} players stationSirs 1");
        if want(&l) {
            if let Some(g) =
                new_game::<Siryu>(&format!("{{\"players\":{players},\"stationSirs\":1}}"))
            {
                run(&l, &g, games, threads);
            }
        }
    }
}
