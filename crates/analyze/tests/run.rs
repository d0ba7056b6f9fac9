//! The tool's figures against independent counts: random play against the engine's own playout
//! counters on the same seeds, one thread against two, shards merged against one run, and the
//! command line's shards and merge against its whole run.

use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use folkgames::playout::{playouts, random_step};
use folkgames::rng::Rng;
use folkgames::{GameId, Rules};
use folkgames_analyze::observe::reason_name;
use folkgames_analyze::run::{self, Config, Shard};
use folkgames_analyze::spec::parse_players;
use folkgames_analyze::summary::{merge, Summary};
use std::collections::BTreeMap;
use std::process::Command;

fn config(game: GameId, options: &str, players: &str, games: u64, seed: u64) -> Config {
    Config {
        game,
        options: serde_json::from_str(options).unwrap(),
        players: parse_players(players).unwrap(),
        fixed_seats: false,
        games,
        seed,
    }
}

fn summary(cfg: &Config, shard: Shard, threads: usize) -> Summary {
    let tally = run::run(cfg, shard.games(cfg.games), threads).unwrap();
    Summary::new(cfg, shard, tally)
}

/// What the engine itself counts for the same games: each game's seed is the (i+1)-th number
/// of SplitMix64 seeded with the run's seed (53 bits kept), its length is what
/// `folkgames::playout::playouts` counts for one game from that seed, and its result is that
/// of the same random steps.
struct EngineCount {
    games: u64,
    plies: BTreeMap<u64, u64>,
    wins: Vec<u64>,
    draws: u64,
    reasons: BTreeMap<String, u64>,
}

fn engine_count<R: Rules>(start: &R, games: u64, seed: u64) -> EngineCount {
    let mut seeds = Rng::from_seed(seed);
    let mut c = EngineCount {
        games: 0,
        plies: BTreeMap::new(),
        wins: vec![0; start.players()],
        draws: 0,
        reasons: BTreeMap::new(),
    };
    for _ in 0..games {
        let s = seeds.next_u64() & ((1 << 53) - 1);
        let batch = playouts(start, 1, s);
        c.games += batch.games;
        *c.plies.entry(batch.moves).or_default() += 1;
        let mut g = start.clone();
        let mut rng = Rng::from_seed(s);
        let mut buf = vec![];
        let mut moves = 0;
        while random_step(&mut g, &mut rng, &mut buf) {
            moves += 1;
        }
        assert_eq!(moves, batch.moves, "the same random game twice");
        let o = g.outcome().expect("random games end");
        *c.reasons.entry(reason_name(o.reason)).or_default() += 1;
        if o.draw {
            c.draws += 1;
        }
        for w in o.winners {
            c.wins[w as usize] += 1;
        }
    }
    c
}

fn agrees<R: Rules>(game: GameId, options: &str, games: u64) {
    let cfg = config(game, options, "random", games, 77);
    let s = summary(&cfg, Shard::WHOLE, 0);
    let start: R = run::start(&cfg.options).unwrap();
    let e = engine_count(&start, games, 77);
    let label = format!("{game} {options}");
    assert_eq!(s.games, e.games, "{label}: games");
    assert_eq!(s.tally.plies, e.plies, "{label}: lengths");
    let total: u64 = e.plies.iter().map(|(k, v)| k * v).sum();
    let mean = total as f64 / games as f64;
    assert!((s.plies.mean.unwrap() - mean).abs() < 1e-9, "{label}: mean");
    assert_eq!(s.plies.min, e.plies.keys().next().copied(), "{label}: min");
    assert_eq!(
        s.plies.max,
        e.plies.keys().next_back().copied(),
        "{label}: max"
    );
    assert_eq!(s.wins, e.wins, "{label}: wins");
    assert_eq!(s.draws, e.draws, "{label}: draws");
    assert_eq!(s.reasons, e.reasons, "{label}: reasons");
    assert_eq!(s.unfinished, 0);
    // Every game is a random one: none of the moves came from a search.
    assert_eq!(s.tally.nodes, 0);
}

#[test]
fn random_play_agrees_with_the_engines_playout_counters() {
    agrees::<Kpe>(GameId::Kpe, "{}", 300);
    agrees::<Kpe>(
        GameId::Kpe,
        r#"{"skipOrigin":true,"noCaptureLimit":30}"#,
        300,
    );
    agrees::<BayKhom>(GameId::BayKhom, "{}", 300);
    agrees::<BayKhom>(GameId::BayKhom, r#"{"ruleset":"mancala-world"}"#, 300);
    agrees::<Siryu>(GameId::Siryu, "{}", 100);
    agrees::<Siryu>(GameId::Siryu, r#"{"players":3,"stationSirs":1}"#, 100);
}

#[test]
fn two_threads_give_the_totals_of_one() {
    for cfg in [
        config(GameId::Kpe, "{}", "random", 400, 3),
        config(GameId::BayKhom, "{}", "random", 400, 3),
        config(GameId::Siryu, r#"{"players":4}"#, "random", 100, 3),
        config(GameId::Kpe, "{}", "easy,random", 16, 3),
        config(GameId::Siryu, "{}", "easy,random", 8, 3),
    ] {
        let one = summary(&cfg, Shard::WHOLE, 1);
        let two = summary(&cfg, Shard::WHOLE, 2);
        assert_eq!(
            serde_json::to_value(&one).unwrap(),
            serde_json::to_value(&two).unwrap(),
            "{} {}",
            cfg.game,
            cfg.options
        );
    }
}

#[test]
fn shards_merged_equal_the_unsharded_run() {
    for cfg in [
        config(GameId::Kpe, "{}", "random", 301, 9),
        config(
            GameId::BayKhom,
            r#"{"ruleset":"mancala-world"}"#,
            "easy,random",
            21,
            9,
        ),
        config(GameId::Siryu, r#"{"players":3}"#, "random", 50, 9),
    ] {
        let whole = summary(&cfg, Shard::WHOLE, 0);
        let parts: Vec<Summary> = (0..4)
            .map(|i| summary(&cfg, Shard { index: i, count: 4 }, 0))
            .collect();
        assert_eq!(parts.iter().map(|p| p.games).sum::<u64>(), cfg.games);
        // Given in any order.
        let mut shuffled = parts.clone();
        shuffled.reverse();
        let merged = merge(shuffled).unwrap();
        assert_eq!(merged.len(), 1);
        assert_eq!(
            serde_json::to_value(&merged[0]).unwrap(),
            serde_json::to_value(&whole).unwrap()
        );
        // A missing or repeated shard is refused.
        assert!(merge(parts[..3].to_vec()).is_err());
        let mut twice = parts.clone();
        twice.push(parts[1].clone());
        assert!(merge(twice).is_err());
    }
}

#[test]
fn the_same_seed_plays_the_same_games_and_another_seed_others() {
    let a = summary(
        &config(GameId::Kpe, "{}", "random", 200, 5),
        Shard::WHOLE,
        0,
    );
    let b = summary(
        &config(GameId::Kpe, "{}", "random", 200, 5),
        Shard::WHOLE,
        0,
    );
    let c = summary(
        &config(GameId::Kpe, "{}", "random", 200, 6),
        Shard::WHOLE,
        0,
    );
    assert_eq!(a, b);
    assert_ne!(a.tally.plies, c.tally.plies);
}

/// The command line: `--shard` outputs merged by `merge` are the unsharded run's line.
#[test]
fn the_command_lines_shards_and_merge() {
    let bin = env!("CARGO_BIN_EXE_folkgames-analyze");
    let args = [
        "--game",
        "bay-khom",
        "--options",
        "{}",
        "--players",
        "random",
        "--games",
        "90",
        "--seed",
        "4",
    ];
    let out = |extra: &[&str]| {
        let o = Command::new(bin).args(args).args(extra).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).unwrap()
    };
    let whole = out(&[]);
    let dir = std::env::temp_dir().join(format!("folkgames-analyze-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = vec![];
    for i in 0..3 {
        let f = dir.join(format!("shard{i}.json"));
        std::fs::write(&f, out(&["--shard", &format!("{i}/3")])).unwrap();
        files.push(f);
    }
    let merged = Command::new(bin)
        .arg("merge")
        .args(&files)
        .output()
        .unwrap();
    assert!(merged.status.success());
    let value = |text: &[u8]| -> serde_json::Value { serde_json::from_slice(text).unwrap() };
    assert_eq!(value(&merged.stdout), value(whole.as_bytes()));
    std::fs::remove_dir_all(&dir).unwrap();
    // A configuration the engine refuses is an error, not a panic.
    let bad = Command::new(bin)
        .args(["--game", "kpe", "--options", r#"{"skipOrigin":3}"#])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("skipOrigin"));
}
