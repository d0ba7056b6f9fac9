//! The JSON object the tool prints for a configuration: what was played, the figures derived
//! from its tally (docs/analysis/metrics.md defines each), and the tally itself, from which
//! `merge` adds shards up.

use crate::run::{Config, Shard, Tally};
use crate::spec::PlayerSpec;
use folkgames::GameId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub game: GameId,
    pub options: serde_json::Value,
    pub players: Vec<String>,
    pub fixed_seats: bool,
    pub seed: u64,
    /// Games played (in a shard's output, the shard's).
    pub games: u64,
    /// Only in a shard's output: which shard, of how many, of a run of how many games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<ShardOf>,
    pub plies: PlyStats,
    /// Games won by each seat.
    pub wins: Vec<u64>,
    pub draws: u64,
    /// Games stopped by the tool at the game's move limit.
    pub unfinished: u64,
    pub reasons: BTreeMap<String, u64>,
    /// Per player of the list: games, wins, draws, losses, and score ((wins + draws / 2) / games).
    pub results: Vec<EntryResult>,
    pub metrics: Metrics,
    /// Games of several rounds: rounds per game, and how the rounds ended.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<Rounds>,
    pub tally: Tally,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardOf {
    pub index: u64,
    pub count: u64,
    /// The whole run's games.
    pub games: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlyStats {
    pub mean: Option<f64>,
    pub sd: Option<f64>,
    pub min: Option<u64>,
    pub max: Option<u64>,
    pub p50: Option<u64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EntryResult {
    pub player: String,
    pub games: u64,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
    pub score: Option<f64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rounds {
    pub mean: Option<f64>,
    pub ends: BTreeMap<String, u64>,
}

/// The metrics of docs/analysis/metrics.md, each a share (0-1) unless its definition says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Metrics {
    pub balance: Option<f64>,
    pub advantage: Option<f64>,
    pub drawishness: Option<f64>,
    pub completion: Option<f64>,
    /// Mean plies per game.
    pub duration: Option<f64>,
    /// Mean player turns per game (plies where a player, not chance, moved).
    pub turns: Option<f64>,
    /// Mean legal moves at a player's turn.
    pub branching: Option<f64>,
    pub decision_moves: Option<f64>,
    /// Mean lead changes per game.
    pub lead_changes: Option<f64>,
    /// Lead changes per player turn.
    pub lead_change: Option<f64>,
    pub decisiveness: Option<f64>,
    /// Positions the computer players searched, per player turn (every seat's turns counted).
    pub nodes_per_turn: Option<f64>,
    /// Games with a computer player: how many of the games were different from all the others
    /// (their sequences of positions), as a share of the games.
    pub distinct: Option<f64>,
}

/// `a / b` in floating point, None when `b` is 0.
pub fn ratio(a: u64, b: u64) -> Option<f64> {
    (b > 0).then(|| a as f64 / b as f64)
}

impl PlyStats {
    pub fn of(hist: &BTreeMap<u64, u64>) -> PlyStats {
        let n: u64 = hist.values().sum();
        let sum: u128 = hist.iter().map(|(&k, &v)| k as u128 * v as u128).sum();
        let mean = (n > 0).then(|| sum as f64 / n as f64);
        let sd = mean.map(|m| {
            let ss: f64 = hist
                .iter()
                .map(|(&k, &v)| v as f64 * (k as f64 - m).powi(2))
                .sum();
            (ss / n as f64).sqrt()
        });
        // The lower median: the smallest length reached by half the games.
        let mut seen = 0;
        let p50 = hist.iter().find_map(|(&k, &v)| {
            seen += v;
            (2 * seen >= n).then_some(k)
        });
        PlyStats {
            mean,
            sd,
            min: hist.keys().next().copied(),
            max: hist.keys().next_back().copied(),
            p50: if n > 0 { p50 } else { None },
        }
    }
}

impl Summary {
    /// The figures of `tally`, played for `cfg` (and, for a shard's output, `shard`).
    pub fn new(cfg: &Config, shard: Shard, tally: Tally) -> Summary {
        let t = &tally;
        let n = t.games;
        let seats = t.seat_wins.len().max(1) as u64;
        // Each seat's share: its wins plus half the draws (and stopped games), over the games.
        let shared = (t.draws + t.unfinished) as f64 / seats as f64;
        let share = |w: u64| (n > 0).then(|| (w as f64 + shared) / n as f64);
        let shares: Vec<f64> = t.seat_wins.iter().filter_map(|&w| share(w)).collect();
        let balance = (!shares.is_empty()).then(|| {
            let max = shares.iter().copied().fold(f64::MIN, f64::max);
            let min = shares.iter().copied().fold(f64::MAX, f64::min);
            1.0 - (max - min)
        });
        let results = cfg
            .players
            .iter()
            .zip(&t.entries)
            .map(|(p, e)| EntryResult {
                player: p.to_string(),
                games: e.games,
                wins: e.wins,
                draws: e.draws,
                losses: e.games - e.wins - e.draws,
                score: ratio(2 * e.wins + e.draws, 2 * e.games),
            })
            .collect();
        let metrics = Metrics {
            balance,
            advantage: share(t.first_wins),
            drawishness: ratio(t.draws, n),
            completion: ratio(t.by_rules, n),
            duration: PlyStats::of(&t.plies).mean,
            turns: ratio(t.turns, n),
            branching: ratio(t.legal, t.turns),
            decision_moves: ratio(t.choices, t.turns),
            lead_changes: ratio(t.lead_changes, n),
            lead_change: ratio(t.lead_changes, t.turns),
            decisiveness: ratio(t.settled_plies, t.decided_plies),
            nodes_per_turn: ratio(t.nodes, t.turns),
            distinct: if t.games_seen.is_empty() {
                None
            } else {
                ratio(t.games_seen.len() as u64, n)
            },
        };
        Summary {
            game: cfg.game,
            options: cfg.options.clone(),
            players: cfg.players.iter().map(PlayerSpec::to_string).collect(),
            fixed_seats: cfg.fixed_seats,
            seed: cfg.seed,
            games: n,
            shard: (shard != Shard::WHOLE).then_some(ShardOf {
                index: shard.index,
                count: shard.count,
                games: cfg.games,
            }),
            plies: PlyStats::of(&t.plies),
            wins: t.seat_wins.clone(),
            draws: t.draws,
            unfinished: t.unfinished,
            reasons: t.reasons.clone(),
            results,
            metrics,
            rounds: (t.rounds > 0).then(|| Rounds {
                mean: ratio(t.rounds, n),
                ends: t.round_ends.clone(),
            }),
            tally,
        }
    }

    /// The configuration this summary was played for.
    pub fn config(&self) -> Result<Config, String> {
        Ok(Config {
            game: self.game,
            options: self.options.clone(),
            players: self
                .players
                .iter()
                .map(|p| p.parse())
                .collect::<Result<_, _>>()?,
            fixed_seats: self.fixed_seats,
            games: self.shard.map_or(self.games, |s| s.games),
            seed: self.seed,
        })
    }
}

/// Adds up the shard outputs of each configuration: the result is the unsharded run's output.
/// Every shard of a configuration must be there once; whole runs pass through unchanged.
pub fn merge(parts: Vec<Summary>) -> Result<Vec<Summary>, String> {
    let mut groups: Vec<(Config, Vec<Summary>)> = Vec::new();
    for s in parts {
        let cfg = s.config()?;
        match groups.iter_mut().find(|(c, _)| *c == cfg) {
            Some((_, list)) => list.push(s),
            None => groups.push((cfg, vec![s])),
        }
    }
    let mut out = Vec::new();
    for (cfg, list) in groups {
        let whole = list.iter().filter(|s| s.shard.is_none()).count();
        if whole > 0 {
            if list.len() > 1 {
                return Err(format!(
                    "{} {}: a whole run and other parts of the same run given together",
                    cfg.game,
                    cfg.players.len()
                ));
            }
            out.extend(list);
            continue;
        }
        let count = list.first().and_then(|s| s.shard).map_or(1, |s| s.count);
        let mut have = vec![false; count as usize];
        let mut tally = Tally::default();
        for s in &list {
            let sh = s.shard.ok_or("a shard without its place")?;
            if sh.count != count {
                return Err(format!(
                    "shards of {count} and of {} given for the same run",
                    sh.count
                ));
            }
            let slot = have
                .get_mut(sh.index as usize)
                .ok_or("a shard index out of range")?;
            if *slot {
                return Err(format!("shard {}/{count} given twice", sh.index));
            }
            *slot = true;
            tally.add(&s.tally);
        }
        if let Some(missing) = have.iter().position(|&h| !h) {
            return Err(format!(
                "shard {missing}/{count} of a {} run is missing",
                cfg.game
            ));
        }
        out.push(Summary::new(&cfg, Shard::WHOLE, tally));
    }
    Ok(out)
}
