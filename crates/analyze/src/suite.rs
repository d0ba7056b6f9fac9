//! The analysis of `npm run analyze`: every game, ruleset and option that is one of our
//! decisions or a reading of a source, under random and strong play; Siryu's luck; a ladder of
//! opponents per game and ruleset; a few checks of the levels. It writes docs/analysis
//! (results.json, the page and its plots) and the demo's facts (www/analysis.json).

use crate::elo::{self, Pairing, Rating};
use crate::page;
use crate::results::{write_json, Ladder, Results, Row, Sizes, LADDER_PLAYERS};
use crate::run::{self, Config, Shard};
use crate::spec::{parse_players, PlayerSpec};
use crate::summary::Summary;
use clap::Args;
use folkgames::GameId;
use std::path::PathBuf;
use std::time::Instant;

#[derive(Args)]
pub struct SuiteArgs {
    /// A small run (a few minutes): the same configurations with far fewer games.
    #[arg(long)]
    pub quick: bool,
    /// Threads (0: one per core).
    #[arg(long, default_value_t = 0)]
    pub threads: usize,
    #[arg(long, default_value_t = 2026)]
    pub seed: u64,
    /// Where results.json, the page and the plots go.
    #[arg(long, default_value = "docs/analysis")]
    pub out: PathBuf,
    /// The demo's facts.
    #[arg(long, default_value = "www/analysis.json")]
    pub facts: PathBuf,
}

/// A game with options: one row of the tables.
#[derive(Clone, Copy, Debug)]
pub struct Variant {
    pub game: GameId,
    /// A short name: the ruleset, or the option that differs from the defaults.
    pub label: &'static str,
    pub options: &'static str,
    /// Measured under strong play too (hard against hard).
    pub strong: bool,
}

const fn v(game: GameId, label: &'static str, options: &'static str, strong: bool) -> Variant {
    Variant {
        game,
        label,
        options,
        strong,
    }
}

/// Every variant measured: the defaults, each option that is one of our decisions, and each
/// reading the sources allow (rules specs, "Readings the sources allow").
pub const VARIANTS: &[Variant] = &[
    v(GameId::Kpe, "defaults", "{}", true),
    v(GameId::Kpe, "skipOrigin", r#"{"skipOrigin":true}"#, true),
    v(
        GameId::Kpe,
        "noCaptureLimit 0 (none)",
        r#"{"noCaptureLimit":0}"#,
        true,
    ),
    v(
        GameId::Kpe,
        "noCaptureLimit 50",
        r#"{"noCaptureLimit":50}"#,
        true,
    ),
    v(GameId::BayKhom, "Porée-Maspero (defaults)", "{}", true),
    v(
        GameId::BayKhom,
        "roundStarter alternate",
        r#"{"roundStarter":"alternate"}"#,
        true,
    ),
    v(
        GameId::BayKhom,
        "roundStarter round-winner",
        r#"{"roundStarter":"round-winner"}"#,
        true,
    ),
    v(
        GameId::BayKhom,
        "roundStarter last-mover",
        r#"{"roundStarter":"last-mover"}"#,
        true,
    ),
    v(GameId::BayKhom, "headStart", r#"{"headStart":true}"#, true),
    v(
        GameId::BayKhom,
        "roundEnd neither-can-move",
        r#"{"roundEnd":"neither-can-move"}"#,
        true,
    ),
    v(
        GameId::BayKhom,
        "Mancala World",
        r#"{"ruleset":"mancala-world"}"#,
        true,
    ),
    v(
        GameId::BayKhom,
        "Mancala World, headStart",
        r#"{"ruleset":"mancala-world","headStart":true}"#,
        true,
    ),
    v(GameId::Siryu, "2 players (defaults)", "{}", true),
    v(GameId::Siryu, "3 players", r#"{"players":3}"#, true),
    v(GameId::Siryu, "4 players", r#"{"players":4}"#, true),
    v(GameId::Siryu, "8 players", r#"{"players":8}"#, false),
    v(GameId::Siryu, "stationSirs 1", r#"{"stationSirs":1}"#, true),
    v(
        GameId::Siryu,
        "ownSentBack",
        r#"{"ownSentBack":true}"#,
        true,
    ),
    v(
        GameId::Siryu,
        "departure in-order",
        r#"{"departure":"in-order"}"#,
        true,
    ),
    v(GameId::Siryu, "bonusSir", r#"{"bonusSir":true}"#, true),
];

/// The ladders: one per game and ruleset.
pub const LADDERS: &[(GameId, &str, &str)] = &[
    (GameId::Kpe, "Kpé", "{}"),
    (GameId::BayKhom, "Bày Khòm Porée-Maspero", "{}"),
    (
        GameId::BayKhom,
        "Bày Khòm Mancala World",
        r#"{"ruleset":"mancala-world"}"#,
    ),
    (GameId::Siryu, "Siryu, 2 players", "{}"),
];

pub const FULL: Sizes = Sizes {
    random: 20_000,
    strong: [20, 6, 40, 24],
    luck: 200,
    ladder: [24, 24, 40, 24],
    probe: [20, 6, 40, 24],
};

pub const QUICK: Sizes = Sizes {
    random: 1_000,
    strong: [4, 1, 4, 4],
    luck: 20,
    ladder: [2, 1, 2, 2],
    probe: [4, 1, 4, 4],
};

/// Which of the four kinds of game (for `Sizes`) a configuration is.
fn kind(game: GameId, options: &serde_json::Value) -> usize {
    match game {
        GameId::Kpe => 0,
        GameId::BayKhom
            if options.get("ruleset").and_then(|r| r.as_str()) == Some("mancala-world") =>
        {
            2
        }
        GameId::BayKhom => 1,
        GameId::Siryu => 3,
    }
}

fn options(text: &str) -> Result<serde_json::Value, String> {
    serde_json::from_str(text).map_err(|e| format!("{text}: {e}"))
}

struct Runner {
    seed: u64,
    threads: usize,
    started: Instant,
}

impl Runner {
    fn play(
        &self,
        game: GameId,
        options: &serde_json::Value,
        players: &str,
        games: u64,
        fixed_seats: bool,
    ) -> Result<Summary, String> {
        let cfg = Config {
            game,
            options: options.clone(),
            players: parse_players(players)?,
            fixed_seats,
            games,
            seed: self.seed,
        };
        let t = Instant::now();
        let tally = run::run(&cfg, 0..games, self.threads)?;
        eprintln!(
            "[{:>6.0} s] {game} {options} {players}: {games} games in {:.1} s",
            self.started.elapsed().as_secs_f64(),
            t.elapsed().as_secs_f64()
        );
        Ok(Summary::new(&cfg, Shard::WHOLE, tally))
    }

    fn row(
        &self,
        label: impl Into<String>,
        game: GameId,
        options: &serde_json::Value,
        players: &str,
        games: u64,
        fixed_seats: bool,
    ) -> Result<Row, String> {
        Ok(Row {
            label: label.into(),
            summary: self.play(game, options, players, games, fixed_seats)?,
        })
    }
}

/// The ratings of a round robin's players from its matches.
pub fn ladder_ratings(players: &[String], matches: &[Summary]) -> Option<Vec<Rating>> {
    let pairings: Vec<Pairing> = matches
        .iter()
        .filter_map(|m| {
            let [ra, rb] = &m.results[..] else {
                return None;
            };
            let a = players.iter().position(|p| *p == ra.player)?;
            let b = players.iter().position(|p| *p == rb.player)?;
            Some(Pairing {
                a,
                b,
                wins_a: ra.wins as f64,
                wins_b: rb.wins as f64,
                draws: ra.draws as f64,
            })
        })
        .collect();
    elo::ratings(players.len(), &pairings)
}

fn play_all(a: &SuiteArgs, sizes: Sizes) -> Result<Results, String> {
    let r = Runner {
        seed: a.seed,
        threads: a.threads,
        started: Instant::now(),
    };
    let mut results = Results {
        command: command(a),
        quick: a.quick,
        seed: a.seed,
        sizes,
        random: vec![],
        strong: vec![],
        luck: vec![],
        probes: vec![],
        ladders: vec![],
    };
    for var in VARIANTS {
        let o = options(var.options)?;
        let many = o.get("players").and_then(|p| p.as_u64()).unwrap_or(2) > 4;
        let games = if many {
            sizes.random / 10
        } else {
            sizes.random
        };
        results
            .random
            .push(r.row(var.label, var.game, &o, "random", games, false)?);
    }
    for var in VARIANTS.iter().filter(|v| v.strong) {
        let o = options(var.options)?;
        let players = o.get("players").and_then(|p| p.as_u64()).unwrap_or(2);
        // Games with more players cost more per game: fewer of them.
        let games = (sizes.strong[kind(var.game, &o)] * 2 / players).max(1);
        results
            .strong
            .push(r.row(var.label, var.game, &o, "hard", games, false)?);
    }
    for players in [2u64, 3, 4] {
        let o = serde_json::json!({ "players": players });
        let label = format!("{players} players: hard against random");
        results.luck.push(r.row(
            label,
            GameId::Siryu,
            &o,
            "hard,random",
            sizes.luck * 2 / players,
            false,
        )?);
    }
    // The levels: hard's variation against hard at its best move, and the games that a
    // first-time visitor plays against the strongest level.
    for (game, label, o) in LADDERS {
        let o = options(o)?;
        let n = sizes.probe[kind(*game, &o)];
        results.probes.push(r.row(
            format!("{label}: hard against hard@0 (its best move always)"),
            *game,
            &o,
            "hard,hard@0",
            n,
            false,
        )?);
        results.probes.push(r.row(
            format!("{label}: hard (first seat) against easy"),
            *game,
            &o,
            "hard,easy",
            n,
            true,
        )?);
        results.probes.push(r.row(
            format!("{label}: easy (first seat) against hard"),
            *game,
            &o,
            "easy,hard",
            n,
            true,
        )?);
    }
    let ladder: Vec<PlayerSpec> = parse_players(LADDER_PLAYERS)?;
    let names: Vec<String> = ladder.iter().map(PlayerSpec::to_string).collect();
    for (i, (game, label, o)) in LADDERS.iter().enumerate() {
        let o = options(o)?;
        let games = sizes.ladder.get(i).copied().unwrap_or(2);
        let mut matches = vec![];
        for (x, a) in names.iter().enumerate() {
            for b in names.iter().skip(x + 1) {
                matches.push(r.play(*game, &o, &format!("{a},{b}"), games, false)?);
            }
        }
        let ratings = ladder_ratings(&names, &matches).ok_or("the ladder has no ratings")?;
        results.ladders.push(Ladder {
            label: label.to_string(),
            game: *game,
            options: o,
            players: names.clone(),
            matches,
            ratings,
        });
    }
    Ok(results)
}

/// The command line that makes these results again.
fn command(a: &SuiteArgs) -> String {
    let mut c = String::from("npm run analyze");
    if a.quick || a.seed != 2026 {
        c.push_str(" --");
    }
    if a.quick {
        c.push_str(" --quick");
    }
    if a.seed != 2026 {
        c.push_str(&format!(" --seed {}", a.seed));
    }
    c
}

pub fn run_suite(a: &SuiteArgs) -> Result<(), String> {
    let sizes = if a.quick { QUICK } else { FULL };
    let results = play_all(a, sizes)?;
    write_json(&a.out.join("results.json"), &results)?;
    page::write(&results, &a.out)?;
    write_json(&a.facts, &crate::page::facts(&results))?;
    eprintln!(
        "wrote {}, the page and plots in {}, and {}",
        a.out.join("results.json").display(),
        a.out.display(),
        a.facts.display()
    );
    Ok(())
}

/// Ludii's playouts per second for the same games, as BENCHMARKS.md records them (measured with
/// Ludii's playout timer; Ludii does not run here): Bày Khòm, Siryu with 2 and 4 players.
const LUDII: [(GameId, &str, f64); 3] = [
    (GameId::BayKhom, "{}", 270.0),
    (GameId::Siryu, "{}", 135.0),
    (GameId::Siryu, r#"{"players":4}"#, 35.5),
];

/// Games per second of random play on 1 thread and on 2, with the engine's bare playouts for
/// comparison, printed as a Markdown table.
pub fn speed(seconds: f64) -> Result<(), String> {
    use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
    use folkgames::playout::playouts;
    let cases: [(GameId, &str); 5] = [
        (GameId::Kpe, "{}"),
        (GameId::BayKhom, "{}"),
        (GameId::BayKhom, r#"{"ruleset":"mancala-world"}"#),
        (GameId::Siryu, "{}"),
        (GameId::Siryu, r#"{"players":4}"#),
    ];
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "load average at the start: {}",
        load.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
    println!("| game | options | games | tool, 1 thread, games/s | tool, 2 threads, games/s | scaling | engine's playouts, 1 thread, games/s | × Ludii (tool, 2 threads) |");
    println!("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for (game, text) in cases {
        let o = options(text)?;
        let mut cfg = Config {
            game,
            options: o.clone(),
            players: vec![PlayerSpec::Random],
            fixed_seats: false,
            games: 1000,
            seed: 1,
        };
        let t0 = Instant::now();
        run::run(&cfg, 0..1000, 1)?;
        let per_game = t0.elapsed().as_secs_f64() / 1000.0;
        cfg.games = ((seconds / per_game) as u64).max(1000);
        // Median of three runs each.
        let rate = |threads: usize| -> Result<f64, String> {
            let mut r = vec![];
            for _ in 0..3 {
                let t = Instant::now();
                run::run(&cfg, 0..cfg.games, threads)?;
                r.push(cfg.games as f64 / t.elapsed().as_secs_f64());
            }
            r.sort_by(f64::total_cmp);
            Ok(r[1])
        };
        let one = rate(1)?;
        let two = rate(2)?;
        let t = Instant::now();
        let b = match game {
            GameId::Kpe => playouts(&run::start::<Kpe>(&o)?, cfg.games, 1),
            GameId::BayKhom => playouts(&run::start::<BayKhom>(&o)?, cfg.games, 1),
            GameId::Siryu => playouts(&run::start::<Siryu>(&o)?, cfg.games, 1),
        };
        let raw = b.games as f64 / t.elapsed().as_secs_f64();
        let ludii = LUDII
            .iter()
            .find(|(g, lo, _)| *g == game && options(lo).ok().as_ref() == Some(&o))
            .map_or("".into(), |(_, _, l)| format!("{:.0}×", two / l));
        println!(
            "| {game} | `{text}` | {} | {one:.0} | {two:.0} | {:.2}× | {raw:.0} | {ludii} |",
            cfg.games,
            two / one
        );
    }
    Ok(())
}

/// `folkgames-analyze ladder-add`: a new player on ladders of a results.json, with fewer games
/// than the suite's (a full run is hours): the player meets every rung, seats alternated, the
/// ratings are fitted again, and the page is written again from the results.
#[derive(Args)]
pub struct LadderAddArgs {
    /// The new player (e.g. expert).
    #[arg(long)]
    pub player: String,
    /// Games per pair.
    #[arg(long, default_value_t = 4)]
    pub games: u64,
    /// Only the ladders whose label contains one of these (default: all).
    #[arg(long)]
    pub ladder: Vec<String>,
    #[arg(long, default_value_t = 0)]
    pub threads: usize,
    #[arg(long, default_value = "docs/analysis/results.json")]
    pub results: PathBuf,
    #[arg(long, default_value = "docs/analysis")]
    pub out: PathBuf,
    #[arg(long, default_value = "www/analysis.json")]
    pub facts: PathBuf,
}

pub fn ladder_add(a: &LadderAddArgs) -> Result<(), String> {
    let text =
        std::fs::read_to_string(&a.results).map_err(|e| format!("{}: {e}", a.results.display()))?;
    let mut results: Results = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    let new = parse_players(&a.player)?
        .first()
        .map(PlayerSpec::to_string)
        .ok_or("--player: give one player")?;
    let r = Runner {
        seed: results.seed,
        threads: a.threads,
        started: Instant::now(),
    };
    for i in 0..results.ladders.len() {
        let Some(ladder) = results.ladders.get_mut(i) else {
            continue;
        };
        let wanted = a.ladder.is_empty() || a.ladder.iter().any(|l| ladder.label.contains(l));
        if !wanted || ladder.players.contains(&new) {
            continue;
        }
        for old in ladder.players.clone() {
            let m = r.play(
                ladder.game,
                &ladder.options,
                &format!("{old},{new}"),
                a.games,
                false,
            )?;
            ladder.matches.push(m);
        }
        ladder.players.push(new.clone());
        ladder.ratings =
            ladder_ratings(&ladder.players, &ladder.matches).ok_or("the ladder has no ratings")?;
        // Kept after each ladder: a run stopped later keeps the ladders it finished.
        write_json(&a.results, &results)?;
    }
    page::write_from(&a.results, &a.out, &a.facts)
}
