//! Playing a configuration's games, in parallel, reproducibly: game `i` of a run with seed `S`
//! takes the `i+1`-th number of the SplitMix64 generator seeded with `S` (the engine's own
//! generator) as its seed, whatever shard or thread plays it. That seed drives the game's throws
//! and the random players' moves, exactly as the engine's random playouts do
//! (`folkgames::playout::random_step`); the computer players draw their suggestion seeds from a
//! generator of their own, seeded from the game's.
//!
//! Every figure a run gathers is a whole-number count (`Tally`), so adding the tallies of any
//! split of the games (threads, shards) gives the same totals, bit for bit.

use crate::observe::{by_the_rules, reason_name, Analysed};
use crate::spec::PlayerSpec;
use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use folkgames::input::Source;
use folkgames::options::MAX_SEED;
use folkgames::playout::random_step;
use folkgames::rng::Rng;
use folkgames::{ErrorCode, GameId, NoEvents, Rules, Turn};
use folkgames_ai::{suggest_report_with, Suggest, MAX_TIME_MS};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::ops::Range;

/// One configuration: a game with its options, who plays, how many games, from which seed.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    pub game: GameId,
    /// The options as given (an object); the tool's `seed` is not one of them.
    pub options: serde_json::Value,
    /// One player per seat; a shorter list fills the remaining seats with its last player.
    pub players: Vec<PlayerSpec>,
    /// Keep each player on its seat in every game; otherwise game `i` turns the seats by `i`,
    /// so that each player plays from each seat equally often.
    pub fixed_seats: bool,
    pub games: u64,
    pub seed: u64,
}

/// The part of a run that one shard plays: shard `index` of `count` plays the games
/// `index * games / count .. (index + 1) * games / count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    pub index: u64,
    pub count: u64,
}

impl Shard {
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// `i/n`, with i from 0 to n - 1.
    pub fn parse(text: &str) -> Result<Shard, String> {
        let bad = || format!("{text:?}: a shard is i/n, with i from 0 to n - 1 (e.g. 0/4)");
        let (i, n) = text.split_once('/').ok_or_else(bad)?;
        let (index, count): (u64, u64) = (
            i.trim().parse().map_err(|_| bad())?,
            n.trim().parse().map_err(|_| bad())?,
        );
        if count == 0 || index >= count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }

    /// The games of this shard.
    pub fn games(self, games: u64) -> Range<u64> {
        let at = |k: u64| (k as u128 * games as u128 / self.count as u128) as u64;
        at(self.index)..at(self.index + 1)
    }
}

/// Counts gathered over games; adding two tallies is the tally of both sets of games.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Tally {
    pub games: u64,
    /// How many games lasted each number of plies (every record of `history()`, throws
    /// included).
    pub plies: BTreeMap<u64, u64>,
    /// Plies where a player (not chance) moved.
    pub turns: u64,
    /// Of those, the ones with more than one legal move.
    pub choices: u64,
    /// The legal moves counted at every such ply.
    pub legal: u64,
    /// Games won by each seat.
    pub seat_wins: Vec<u64>,
    pub draws: u64,
    /// Games stopped by the tool at the game's move limit (`Rules::max_plies`).
    pub unfinished: u64,
    /// Games won by the seat that moved first.
    pub first_wins: u64,
    /// How each game ended: `result.reason`, or `max-plies`.
    pub reasons: BTreeMap<String, u64>,
    /// Games that ended by the game's own rules (`observe::by_the_rules`).
    pub by_rules: u64,
    /// Per player of the configuration's list: games played, won and drawn (a stopped game
    /// counts as drawn).
    pub entries: Vec<EntryTally>,
    pub lead_changes: u64,
    /// Plies of the decided games, and of those the plies played after the winner took the
    /// lead for good.
    pub decided_plies: u64,
    pub settled_plies: u64,
    /// Rounds played (games of several rounds), and how they ended as seen after each move.
    pub rounds: u64,
    pub round_ends: BTreeMap<String, u64>,
    /// Positions the computer players searched.
    pub nodes: u64,
    /// Games with a computer player: a hash of each game's sequence of positions, to count how
    /// many different games were played.
    #[serde(default)]
    pub games_seen: BTreeSet<u64>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntryTally {
    pub games: u64,
    pub wins: u64,
    pub draws: u64,
}

fn add_vec(a: &mut Vec<u64>, b: &[u64]) {
    if a.len() < b.len() {
        a.resize(b.len(), 0);
    }
    for (x, y) in a.iter_mut().zip(b) {
        *x += y;
    }
}

fn add_map(a: &mut BTreeMap<String, u64>, b: &BTreeMap<String, u64>) {
    for (k, &v) in b {
        *a.entry(k.clone()).or_default() += v;
    }
}

impl Tally {
    /// Adds `other`'s games to this tally.
    pub fn add(&mut self, other: &Tally) {
        self.games += other.games;
        for (&k, &v) in &other.plies {
            *self.plies.entry(k).or_default() += v;
        }
        self.turns += other.turns;
        self.choices += other.choices;
        self.legal += other.legal;
        add_vec(&mut self.seat_wins, &other.seat_wins);
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        self.first_wins += other.first_wins;
        add_map(&mut self.reasons, &other.reasons);
        self.by_rules += other.by_rules;
        if self.entries.len() < other.entries.len() {
            self.entries
                .resize(other.entries.len(), EntryTally::default());
        }
        for (a, b) in self.entries.iter_mut().zip(&other.entries) {
            a.games += b.games;
            a.wins += b.wins;
            a.draws += b.draws;
        }
        self.lead_changes += other.lead_changes;
        self.decided_plies += other.decided_plies;
        self.settled_plies += other.settled_plies;
        self.rounds += other.rounds;
        add_map(&mut self.round_ends, &other.round_ends);
        self.nodes += other.nodes;
        self.games_seen.extend(&other.games_seen);
    }

    pub fn merged(mut self, other: Tally) -> Tally {
        self.add(&other);
        self
    }
}

/// The seed of every game of `range`: game `i`'s is the `i+1`-th number of SplitMix64 seeded
/// with `seed`, kept to the seeds a game accepts (at most 2^53 - 1).
pub fn game_seeds(seed: u64, range: Range<u64>) -> Vec<(u64, u64)> {
    let mut rng = Rng::from_seed(seed);
    for _ in 0..range.start {
        rng.next_u64();
    }
    range.map(|i| (i, rng.next_u64() & MAX_SEED)).collect()
}

/// Which player of the list sits on each seat in game `index`.
pub fn seat_players(players: usize, seats: usize, index: u64, fixed: bool) -> Vec<usize> {
    let base: Vec<usize> = (0..seats).map(|s| s.min(players.max(1) - 1)).collect();
    if fixed {
        return base;
    }
    (0..seats)
        .map(|s| base[(s + (index % seats as u64) as usize) % seats])
        .collect()
}

/// The start position of a configuration's game, or why its options are refused.
pub fn start<R: Rules>(options: &serde_json::Value) -> Result<R, String> {
    let opts: R::Options = options
        .read(ErrorCode::BadOption, "bad options")
        .map_err(|e| e.to_string())?;
    R::new(&opts).map_err(|e| e.to_string())
}

/// What `play_game` shows a watcher after each ply: the ply's number, the move when a computer
/// player chose it (random moves and throws are drawn inside `random_step`), and the position.
pub type Watch<'a, R> = &'a mut dyn FnMut(u64, Option<String>, &R);

/// Plays one game and counts it.
pub fn play_game<R: Analysed>(start: &R, cfg: &Config, index: u64, seed: u64) -> Tally {
    play_watched(start, cfg, index, seed, &mut |_, _, _| {})
}

/// `play_game`, showing each ply to `watch`.
pub fn play_watched<R: Analysed>(
    start: &R,
    cfg: &Config,
    index: u64,
    seed: u64,
    watch: Watch<'_, R>,
) -> Tally {
    let mut rng = Rng::from_seed(seed);
    let mut ai_rng = Rng::from_seed(!seed);
    let mut g = start.clone();
    let seats = g.players();
    let sat = seat_players(cfg.players.len(), seats, index, cfg.fixed_seats);
    let limit = g.max_plies() as u64;
    let first = g.seat();
    let clock = || 0.0;
    let mut t = Tally {
        games: 1,
        seat_wins: vec![0; seats],
        entries: vec![EntryTally::default(); cfg.players.len()],
        ..Tally::default()
    };
    let mut plies = 0u64;
    let mut buf = Vec::new();
    let mut legal = Vec::new();
    let mut scores = Vec::new();
    let mut leader: Option<usize> = None;
    let mut lead_since = 0u64;
    let mut round = g.round();
    let computer = cfg.players.iter().any(|p| *p != PlayerSpec::Random);
    let mut path = DefaultHasher::new();
    while plies < limit {
        let mut chosen = None;
        let moved = match g.turn() {
            Turn::Over => break,
            Turn::Chance => random_step(&mut g, &mut rng, &mut buf),
            Turn::Player(seat) => {
                legal.clear();
                g.legal_moves(&mut legal);
                t.turns += 1;
                t.legal += legal.len() as u64;
                t.choices += (legal.len() > 1) as u64;
                let spec = sat
                    .get(seat as usize)
                    .and_then(|&e| cfg.players.get(e))
                    .copied()
                    .unwrap_or(PlayerSpec::Random);
                match spec {
                    PlayerSpec::Random => random_step(&mut g, &mut rng, &mut buf),
                    PlayerSpec::Ai(level, _, _) => {
                        let opts = Suggest {
                            level,
                            time_ms: MAX_TIME_MS,
                            seed: ai_rng.next_u64() & MAX_SEED,
                        };
                        let report = suggest_report_with(&g, &opts, &|l| spec.limits(l), &clock)
                            .expect("a suggestion while the game is on");
                        t.nodes += report.nodes;
                        g.play(&report.best, &mut NoEvents)
                            .expect("the suggested move is legal");
                        chosen = Some(report.best.to_string());
                        true
                    }
                }
            }
        };
        if !moved {
            break;
        }
        plies += 1;
        if computer {
            serde_json::to_string(&g.state())
                .unwrap_or_default()
                .hash(&mut path);
        }
        watch(plies, chosen, &g);
        if let (Some(was), Some(now)) = (round, g.round()) {
            if now != was {
                if let Some(why) = g.round_end() {
                    *t.round_ends.entry(reason_name(why)).or_default() += (now - was) as u64;
                }
                round = Some(now);
            }
        }
        g.scores(&mut scores);
        if let Some(l) = unique_max(&scores) {
            if leader != Some(l) {
                t.lead_changes += leader.is_some() as u64;
                leader = Some(l);
                lead_since = plies;
            }
        }
    }
    *t.plies.entry(plies).or_default() += 1;
    if computer {
        t.games_seen.insert(path.finish());
    }
    if let Some(r) = g.round() {
        t.rounds = r as u64;
    }
    let entry_of = |seat: u8| sat.get(seat as usize).copied();
    let mut present = vec![false; cfg.players.len()];
    for &e in &sat {
        if let Some(p) = present.get_mut(e) {
            *p = true;
        }
    }
    for (e, _) in present.iter().enumerate().filter(|(_, &p)| p) {
        t.entries[e].games += 1;
    }
    match g.outcome() {
        Some(o) => {
            let reason = reason_name(o.reason);
            // The game ended at the end of its last round.
            if round.is_some() {
                if let Some(why) = g.round_end() {
                    *t.round_ends.entry(reason_name(why)).or_default() += 1;
                }
            }
            *t.reasons.entry(reason).or_default() += 1;
            t.by_rules += by_the_rules(o.reason) as u64;
            if o.draw || o.winners.is_empty() {
                t.draws += 1;
                for (e, _) in present.iter().enumerate().filter(|(_, &p)| p) {
                    t.entries[e].draws += 1;
                }
            } else {
                for &w in &o.winners {
                    if let Some(s) = t.seat_wins.get_mut(w as usize) {
                        *s += 1;
                    }
                    if first == Some(w) {
                        t.first_wins += 1;
                    }
                }
                // A player of the list wins when one of its seats does (once per game).
                let mut won = vec![false; cfg.players.len()];
                for &w in &o.winners {
                    if let Some(e) = entry_of(w) {
                        won[e] = true;
                    }
                }
                for (e, _) in won.iter().enumerate().filter(|(_, &w)| w) {
                    t.entries[e].wins += 1;
                }
                if let [w] = o.winners[..] {
                    t.decided_plies += plies;
                    if leader == Some(w as usize) {
                        t.settled_plies += plies - lead_since;
                    }
                }
            }
        }
        None => {
            t.unfinished += 1;
            *t.reasons.entry("max-plies".into()).or_default() += 1;
            for (e, _) in present.iter().enumerate().filter(|(_, &p)| p) {
                t.entries[e].draws += 1;
            }
        }
    }
    t
}

/// The seat with the largest score, if only one has it.
fn unique_max(scores: &[i64]) -> Option<usize> {
    let best = *scores.iter().max()?;
    let mut at = scores.iter().enumerate().filter(|(_, &s)| s == best);
    let (i, _) = at.next()?;
    at.next().is_none().then_some(i)
}

/// Plays the games `range` of `cfg` on `threads` threads (0: all cores) and adds them up.
pub fn run_games<R: Analysed>(
    cfg: &Config,
    range: Range<u64>,
    threads: usize,
) -> Result<Tally, String> {
    let start: R = start(&cfg.options)?;
    let seats = start.players();
    if cfg.players.len() > seats {
        return Err(format!(
            "{} players given for {seats} seats",
            cfg.players.len()
        ));
    }
    let seeds = game_seeds(cfg.seed, range);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| e.to_string())?;
    Ok(pool.install(|| {
        seeds
            .par_iter()
            .fold(Tally::default, |mut t, &(i, seed)| {
                t.add(&play_game(&start, cfg, i, seed));
                t
            })
            .reduce(Tally::default, Tally::merged)
    }))
}

/// `run_games` for whichever game the configuration names.
pub fn run(cfg: &Config, range: Range<u64>, threads: usize) -> Result<Tally, String> {
    match cfg.game {
        GameId::Kpe => run_games::<Kpe>(cfg, range, threads),
        GameId::BayKhom => run_games::<BayKhom>(cfg, range, threads),
        GameId::Siryu => run_games::<Siryu>(cfg, range, threads),
    }
}

/// Game `index` of `cfg`, ply by ply: the ply, the move when a computer player chose it, and
/// the position after it (`state()`'s game fields), one line each.
pub fn trace_game<R: Analysed>(cfg: &Config, index: u64) -> Result<Vec<String>, String> {
    let start: R = start(&cfg.options)?;
    let seed = game_seeds(cfg.seed, index..index + 1)
        .first()
        .map_or(0, |&(_, s)| s);
    let mut lines = vec![format!(
        "0 - {}",
        serde_json::to_string(&start.state()).map_err(|e| e.to_string())?
    )];
    play_watched(&start, cfg, index, seed, &mut |ply, mv, g: &R| {
        lines.push(format!(
            "{ply} {} {}",
            mv.as_deref().unwrap_or("~"),
            serde_json::to_string(&g.state()).unwrap_or_default()
        ));
    });
    Ok(lines)
}

/// `trace_game` for whichever game the configuration names.
pub fn trace(cfg: &Config, index: u64) -> Result<Vec<String>, String> {
    match cfg.game {
        GameId::Kpe => trace_game::<Kpe>(cfg, index),
        GameId::BayKhom => trace_game::<BayKhom>(cfg, index),
        GameId::Siryu => trace_game::<Siryu>(cfg, index),
    }
}
