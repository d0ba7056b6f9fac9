//! `folkgames-analyze`: see `--help`, and docs/analysis/README.md for what it measures.

use clap::{Args, Parser, Subcommand};
use folkgames::GameId;
use folkgames_analyze::run::{self, Config, Shard};
use folkgames_analyze::spec::parse_players;
use folkgames_analyze::summary::{merge, Summary};
use folkgames_analyze::{calibrate, durations, endgames, page, solve, suite};
use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

/// Self-play analysis of Kpé, Bày Khòm and Siryu: plays games between random players and the
/// computer opponents on all cores, reproducibly from a seed, and prints one JSON object per
/// configuration (a game, its options and its players).
#[derive(Parser)]
#[command(name = "folkgames-analyze", args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    run: RunArgs,
}

#[derive(Args)]
struct RunArgs {
    /// kpe, bay-khom or siryu.
    #[arg(long)]
    game: Option<String>,
    /// The game's options as a JSON object, e.g. '{"ruleset":"mancala-world"}'; repeat for more
    /// configurations.
    #[arg(long, default_value = "{}")]
    options: Vec<String>,
    /// Who plays each seat, comma-separated: random, easy, medium, hard, a level with a node
    /// budget (hard:400000) or a multiple of its own (hard*10). A shorter list fills the other
    /// seats with its last player. Repeat for more configurations.
    #[arg(long, default_value = "random")]
    players: Vec<String>,
    /// Games per configuration.
    #[arg(long, default_value_t = 1000)]
    games: u64,
    /// The run's seed: game i is seeded with the (i+1)-th number of SplitMix64 from it.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads (0: one per core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Play only shard i of n (i from 0); `merge` adds the shards' outputs up.
    #[arg(long)]
    shard: Option<String>,
    /// Keep each player on its seat (by default game i turns the seats by i).
    #[arg(long)]
    fixed_seats: bool,
    /// Print how many games per second were played (to standard error).
    #[arg(long)]
    time: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Adds up shard outputs (JSON objects, one per line, from files or standard input) into
    /// the output of the unsharded runs.
    Merge { files: Vec<PathBuf> },
    /// The whole analysis of `npm run analyze`: every configuration, the ladder of opponents,
    /// docs/analysis (page, plots, results.json) and the demo's facts.
    Suite(suite::SuiteArgs),
    /// Writes docs/analysis's page and plots, and the demo's facts, again from a results.json.
    Page {
        #[arg(long, default_value = "docs/analysis/results.json")]
        results: PathBuf,
        #[arg(long, default_value = "docs/analysis")]
        out: PathBuf,
        #[arg(long, default_value = "www/analysis.json")]
        facts: PathBuf,
    },
    /// One game of a configuration, ply by ply: the ply, the computer's move (`~` for a random
    /// move or a throw) and the position after it.
    Trace {
        #[command(flatten)]
        run: RunArgs,
        /// Which game of the run (from 0).
        #[arg(long, default_value_t = 0)]
        index: u64,
    },
    /// Fits evaluate's win-chance curve for a game to self-play games between mixed levels and
    /// prints its calibration by decile (docs/analysis/evaluation.md).
    Calibrate(calibrate::CalibrateArgs),
    /// How long each game lasts under its defaults and its catalogue presets (plies and a
    /// person's decisions, median and 99th percentile, the default level against itself),
    /// written to src/catalogue/durations.rs for the catalogue.
    Durations {
        #[arg(long, default_value_t = durations::GAMES)]
        games: u32,
        #[arg(long, default_value_t = durations::SEED)]
        seed: u64,
        /// Where to write (src/catalogue/durations.rs); "-" prints it.
        #[arg(long, default_value = "src/catalogue/durations.rs")]
        out: String,
    },
    /// Solves Kpé's endgames up to --stones stones on the board and checks them against
    /// exhaustive search with the history on random positions; with bay-khom, how often
    /// `expert`'s search proves Mancala World positions of 1 to --stones counters
    /// (docs/analysis/endgames.md).
    Endgames(endgames::EndgameArgs),
    /// Solves Kpé by retrograde analysis, layers of 0 to --max-stones stones on the board, a
    /// loop kept up forever worth 0 to both (docs/analysis/solve.md).
    Solve(solve::SolveArgs),
    /// Adds a player to the ladders of a results.json with fewer games than the suite's
    /// (`--player expert --games 4`), then writes the page again.
    LadderAdd(suite::LadderAddArgs),
    /// Games per second of random play on 1 thread and on all threads, for every game.
    Speed {
        #[arg(long, default_value_t = 2.0)]
        seconds: f64,
    },
}

fn configs(a: &RunArgs) -> Result<Vec<Config>, String> {
    let game: GameId = a
        .game
        .as_deref()
        .ok_or("--game is needed: kpe, bay-khom or siryu")?
        .parse()
        .map_err(|e: folkgames::GameError| e.to_string())?;
    let mut out = Vec::new();
    for o in &a.options {
        let options: serde_json::Value =
            serde_json::from_str(o).map_err(|e| format!("--options {o}: {e}"))?;
        if !options.is_object() {
            return Err(format!("--options {o}: give a JSON object"));
        }
        if options.get("seed").is_some() {
            return Err("--options: the seed is the tool's --seed, not an option".into());
        }
        for p in &a.players {
            out.push(Config {
                game,
                options: options.clone(),
                players: parse_players(p)?,
                fixed_seats: a.fixed_seats,
                games: a.games,
                seed: a.seed,
            });
        }
    }
    Ok(out)
}

fn run_configs(a: &RunArgs) -> Result<(), String> {
    let shard = match &a.shard {
        Some(s) => Shard::parse(s)?,
        None => Shard::WHOLE,
    };
    for cfg in configs(a)? {
        let range = shard.games(cfg.games);
        let started = std::time::Instant::now();
        let tally = run::run(&cfg, range.clone(), a.threads)?;
        if a.time {
            let secs = started.elapsed().as_secs_f64();
            eprintln!(
                "{} {} {}: {} games in {secs:.2} s, {:.0} games/s",
                cfg.game,
                cfg.options,
                a.players.join(" "),
                range.end - range.start,
                (range.end - range.start) as f64 / secs
            );
        }
        let summary = Summary::new(&cfg, shard, tally);
        println!(
            "{}",
            serde_json::to_string(&summary).map_err(|e| e.to_string())?
        );
    }
    Ok(())
}

fn trace(a: &RunArgs, index: u64) -> Result<(), String> {
    for cfg in configs(a)? {
        for line in run::trace(&cfg, index)? {
            println!("{line}");
        }
    }
    Ok(())
}

/// JSON objects one after another (one per line, or pretty-printed, or in an array).
fn read_summaries(text: &str) -> Result<Vec<Summary>, String> {
    let mut out = Vec::new();
    for v in serde_json::Deserializer::from_str(text).into_iter::<serde_json::Value>() {
        let v = v.map_err(|e| e.to_string())?;
        let items = match v {
            serde_json::Value::Array(list) => list,
            other => vec![other],
        };
        for item in items {
            out.push(serde_json::from_value(item).map_err(|e| e.to_string())?);
        }
    }
    Ok(out)
}

fn merge_files(files: &[PathBuf]) -> Result<(), String> {
    let mut text = String::new();
    if files.is_empty() {
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| e.to_string())?;
    }
    for f in files {
        text.push_str(&std::fs::read_to_string(f).map_err(|e| format!("{}: {e}", f.display()))?);
        text.push('\n');
    }
    for s in merge(read_summaries(&text)?)? {
        println!("{}", serde_json::to_string(&s).map_err(|e| e.to_string())?);
    }
    Ok(())
}

fn write_durations(games: u32, seed: u64, out: &str) -> Result<(), String> {
    let text = durations::render(games, seed, &durations::measure(games, seed)?);
    if out == "-" {
        print!("{text}");
        return Ok(());
    }
    std::fs::write(out, text).map_err(|e| format!("{out}: {e}"))?;
    eprintln!("wrote {out}");
    Ok(())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let done = match &cli.command {
        None => run_configs(&cli.run),
        Some(Command::Merge { files }) => merge_files(files),
        Some(Command::Suite(args)) => suite::run_suite(args),
        Some(Command::Page {
            results,
            out,
            facts,
        }) => page::write_from(results, out, facts),
        Some(Command::Speed { seconds }) => suite::speed(*seconds),
        Some(Command::Trace { run, index }) => trace(run, *index),
        Some(Command::Calibrate(args)) => calibrate::calibrate(args),
        Some(Command::Durations { games, seed, out }) => write_durations(*games, *seed, out),
        Some(Command::Endgames(args)) => endgames::endgames(args),
        Some(Command::Solve(args)) => solve::solve(args),
        Some(Command::LadderAdd(args)) => suite::ladder_add(args),
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("folkgames-analyze: {e}");
            ExitCode::FAILURE
        }
    }
}
