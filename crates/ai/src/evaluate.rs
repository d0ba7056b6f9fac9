//! `evaluate`: how a position stands, as each player's chance of winning, with the best move and
//! the line the search expects (docs/api.md, "Evaluation and review").
//!
//! - **Kpé and Bày Khòm**: the shared search (`search.rs`, without noise) gives the margin it
//!   expects for the player to move, in counters; a logistic curve fitted to self-play games turns
//!   it into a win chance, as lichess maps centipawns to a winning percentage: P(win) =
//!   1 / (1 + e^(-k·margin)). Each game's k is in `CURVES`, the one home of those coefficients:
//!   `folkgames-analyze calibrate` fits them and says whether the constants still agree.
//!   A search that reaches the end of every line, or finds a forced win or loss, is `exact`: the
//!   win chance is 1, 0 or shared (a draw), and the margin is the final one at the end of the line.
//! - **Siryu**: the win chance is the expectiminimax value over the throws of a short search whose
//!   values are win chances: a finished game is 1 or 0, a leaf is the race count (`Player::evaluate`,
//!   in sirs) through the same kind of curve, throws average their outcomes by their
//!   probabilities, a decision takes the best for the player it belongs to (paranoid with 3-8
//!   players). With more than two players each seat is searched and the chances scaled to add up
//!   to 1.
//!
//! `evaluate` never changes the game: it searches copies.

use super::search::{self, Limits, WIN};
use super::tree::{Line, Tree};
use super::{Level, Player, MAX_TIME_MS};
use folkgames::error::{ErrorCode, GameError, GameResult};
use folkgames::input::Source;
use folkgames::options::MAX_SEED;
use folkgames::rng::Rng;
use folkgames::{AnyMove, Game, GameId, NoEvents, Turn};
use serde::{Deserialize, Serialize};

/// The win-chance curves: P(win) = 1 / (1 + e^(-k·x)), x the margin in counters the search
/// expects for the player (Kpé, Bày Khòm by ruleset), or the race count in sirs at a leaf of
/// Siryu's win-chance search. Fitted by `folkgames-analyze calibrate` (docs/analysis/evaluation.md)
/// to self-play games between mixed levels, evaluated at `REVIEW_LEVEL`.
pub const CURVES: [(&str, f64); 4] = [
    ("kpe", 0.257),
    ("bay-khom/poree-maspero", 0.148),
    ("bay-khom/mancala-world", 0.319),
    ("siryu", 0.194),
];

/// The level `review` uses unless told otherwise, and the one the curves were fitted at.
pub const REVIEW_LEVEL: Level = Level::Medium;

/// The curve key of a game: its id, with the ruleset for Bày Khòm.
pub fn curve_key(game: GameId, ruleset: &str) -> String {
    match game {
        GameId::BayKhom => format!("bay-khom/{ruleset}"),
        other => other.as_str().to_string(),
    }
}

/// The slope k of the curve for `key` (1 for an unknown key, which never happens for the three).
pub fn slope(key: &str) -> f64 {
    CURVES
        .iter()
        .find(|(k, _)| *k == key)
        .map_or(1.0, |&(_, k)| k)
}

/// The logistic curve.
pub fn logistic(k: f64, x: f64) -> f64 {
    1.0 / (1.0 + (-k * x).exp())
}

/// The largest node budget `evaluate` accepts.
pub const MAX_NODES: u64 = 10_000_000;

/// How many plies of the expected line `evaluate` gives when the result is not proven.
const LINE_PLIES: usize = 8;
/// How far a proven line is followed to the end (for the final margin).
const EXACT_LINE_PLIES: usize = 200;
/// Depth of Siryu's win-chance search, in plies (throws count).
const SIRYU_DEPTH: u32 = 4;

/// `evaluate`'s options, as given: every field may be left out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EvaluateOptions {
    /// The search's depth and node budget are those of this level, without its noise (default
    /// `"hard"`; `review` defaults to `"medium"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<Level>,
    /// Replaces the level's node budget (1 to 10,000,000).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
    /// Orders equal moves (default 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

/// `EvaluateOptions` checked, with the defaults filled in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Evaluate {
    pub level: Level,
    pub nodes: Option<u64>,
    pub seed: u64,
}

impl EvaluateOptions {
    /// The options checked (`bad_option`), with `level` as the default level.
    pub fn check(&self, level: Level) -> GameResult<Evaluate> {
        if let Some(n) = self.nodes {
            if !(1..=MAX_NODES).contains(&n) {
                return Err(GameError::bad_option(format!(
                    "nodes must be a whole number from 1 to {MAX_NODES}, not {n}"
                )));
            }
        }
        if let Some(s) = self.seed {
            if s > MAX_SEED {
                return Err(GameError::bad_option(format!(
                    "seed must be a whole number from 0 to 2^53-1, not {s}"
                )));
            }
        }
        Ok(Evaluate {
            level: self.level.unwrap_or(level),
            nodes: self.nodes,
            seed: self.seed.unwrap_or(0),
        })
    }
}

/// How a position stands: each player's win chance and, in the mancalas, expected margin.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Standing {
    /// Each player's chance of winning, by seat; they add up to 1 (a draw shares).
    pub win_chance: Vec<f64>,
    /// Kpé and Bày Khòm: the final margin the search expects for each player (own total minus the
    /// other's, in counters). Absent in Siryu.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub margin: Option<Vec<f64>>,
}

/// What `evaluate` says of a position.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Evaluation<M> {
    #[serde(flatten)]
    pub standing: Standing,
    /// The best move for the player to move; null while a throw is due and once the game is over.
    pub best: Option<M>,
    /// The moves the search expects, from `best` on (it stops before a throw).
    pub line: Vec<M>,
    /// The value is proven: the game is over, or the search reached the end of every line or
    /// found a forced result.
    pub exact: bool,
}

impl<M> Evaluation<M> {
    /// The same evaluation with its moves converted.
    pub fn map<N>(self, f: impl Fn(M) -> N) -> Evaluation<N> {
        Evaluation {
            standing: self.standing,
            best: self.best.map(&f),
            line: self.line.into_iter().map(f).collect(),
            exact: self.exact,
        }
    }
}

/// Shares of a finished game: each winner's equal share, or an equal share to all for a draw.
fn finished_chances(players: usize, winners: &[u8], draw: bool) -> Vec<f64> {
    let mut out = vec![0.0; players];
    if draw || winners.is_empty() {
        out.fill(1.0 / players.max(1) as f64);
    } else {
        for &w in winners {
            if let Some(slot) = out.get_mut(w as usize) {
                *slot = 1.0 / winners.len() as f64;
            }
        }
    }
    out
}

/// Both players' margins from seat `seat`'s margin `m`.
fn pair(seat: u8, m: f64) -> Vec<f64> {
    if seat == 0 {
        vec![m, -m]
    } else {
        vec![-m, m]
    }
}

/// Each player's total minus the best other total, at the end of a mancala game.
fn final_margins(totals: &[u32]) -> Vec<f64> {
    (0..totals.len())
        .map(|s| super::margin(s as u8, totals))
        .collect()
}

/// The game's search limits at `opts`'s level, without noise or near-equal margin.
fn limits_of<P: Player>(g: &P, opts: &Evaluate) -> Limits {
    let l = g.limits(opts.level);
    Limits {
        budget: opts.nodes.unwrap_or(l.budget),
        noise: 0.0,
        margin: 0.0,
        time_ms: MAX_TIME_MS,
        ..l
    }
}

/// The best move for the seat to move (a decision), the search's report and how many moves
/// there were.
fn best_move<P: Player>(
    g: &P,
    seat: u8,
    opts: &Evaluate,
    now: &dyn Fn() -> f64,
) -> Option<(P::Move, search::Found, usize)> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let limits = limits_of(g, opts);
    let mut rng = Rng::from_seed(opts.seed);
    let mut lists = Vec::new();
    let found = search::search(&mut Line::new(g, &mut lists), seat, &limits, &mut rng, now)?;
    let best = moves.get(found.index).cloned()?;
    Some((best, found, moves.len()))
}

/// Kpé and Bày Khòm: the search's value for the player to move (a margin in counters, or a
/// proven result beyond ±WIN/2) and whether it is exact; None when the game is over, a throw is
/// due or the move is forced (the analysis tool fits the curves to these values).
pub fn searched_value<P: Player>(
    g: &P,
    opts: &Evaluate,
    now: &dyn Fn() -> f64,
) -> Option<(f64, bool)> {
    let Turn::Player(seat) = g.turn() else {
        return None;
    };
    let (_, found, count) = best_move(g, seat, opts, now)?;
    (count > 1).then_some((found.value, found.exact))
}

/// The line from `g`: best moves, one after another, up to `plies`, stopping before a throw.
/// Returns the moves and the position at the end.
fn follow<P: Player>(
    g: &P,
    opts: &Evaluate,
    plies: usize,
    now: &dyn Fn() -> f64,
) -> (Vec<P::Move>, P) {
    let mut line = Vec::new();
    let mut pos = g.clone();
    while line.len() < plies {
        let Turn::Player(seat) = pos.turn() else {
            break;
        };
        let Some((mv, _, _)) = best_move(&pos, seat, opts, now) else {
            break;
        };
        if pos.play(&mv, &mut NoEvents).is_err() {
            break;
        }
        line.push(mv);
    }
    (line, pos)
}

/// The evaluation of a finished game.
fn over<P: Player>(g: &P) -> Evaluation<P::Move> {
    let players = g.players();
    let (chances, margin) = match g.outcome() {
        Some(o) => (
            finished_chances(players, &o.winners, o.draw),
            Some(final_margins(&o.totals)),
        ),
        None => (finished_chances(players, &[], true), None),
    };
    let margin = if P::GAME == GameId::Siryu {
        None
    } else {
        margin
    };
    Evaluation {
        standing: Standing {
            win_chance: chances,
            margin,
        },
        best: None,
        line: Vec::new(),
        exact: true,
    }
}

/// A position the game solves exactly (Kpé's perfect endgames, `endgame.rs`): the final result
/// with perfect play, and the line of the tables' best moves.
fn solved<P: Player>(g: &P) -> Option<Evaluation<P::Move>> {
    let totals = g.solved_totals()?;
    let best = g.solved_move()?;
    let mut line = Vec::new();
    let mut pos = g.clone();
    let mut next = Some(best.clone());
    while let Some(mv) = next.take() {
        if line.len() >= EXACT_LINE_PLIES || pos.play(&mv, &mut NoEvents).is_err() {
            break;
        }
        line.push(mv);
        next = pos.solved_move_any();
    }
    let winners: Vec<u8> = match totals[0].cmp(&totals[1]) {
        core::cmp::Ordering::Greater => vec![0],
        core::cmp::Ordering::Less => vec![1],
        core::cmp::Ordering::Equal => Vec::new(),
    };
    Some(Evaluation {
        standing: Standing {
            win_chance: finished_chances(2, &winners, winners.is_empty()),
            margin: Some(final_margins(&totals)),
        },
        best: Some(best),
        line,
        exact: true,
    })
}

/// Kpé and Bày Khòm: the search's margin through the game's curve.
fn evaluate_mancala<P: Player>(
    g: &P,
    opts: &Evaluate,
    now: &dyn Fn() -> f64,
) -> Evaluation<P::Move> {
    let Turn::Player(seat) = g.turn() else {
        return over(g);
    };
    if let Some(solved) = solved(g) {
        return solved;
    }
    let Some((best, found, count)) = best_move(g, seat, opts, now) else {
        return over(g);
    };
    if count == 1 {
        // A forced move: the position is worth what the one after it is.
        let mut next = g.clone();
        if next.play(&best, &mut NoEvents).is_ok() {
            let mut after = evaluate_mancala(&next, opts, now);
            after.line.insert(0, best.clone());
            after.best = Some(best);
            return after;
        }
    }
    let exact = found.exact;
    let plies = if exact { EXACT_LINE_PLIES } else { LINE_PLIES };
    let mut end = g.clone();
    let mut line = Vec::new();
    if end.play(&best, &mut NoEvents).is_ok() {
        line.push(best.clone());
        let (rest, last) = follow(&end, opts, plies.saturating_sub(1), now);
        line.extend(rest);
        end = last;
    }
    if exact {
        if let Some(o) = end.outcome() {
            return Evaluation {
                standing: Standing {
                    win_chance: finished_chances(g.players(), &o.winners, o.draw),
                    margin: Some(final_margins(&o.totals)),
                },
                best: Some(best),
                line,
                exact: true,
            };
        }
    }
    let v = found.value;
    let proven = v.abs() > WIN / 2.0;
    // A proven result whose line did not reach the end: its sign stands for the margin.
    let m = if proven { v.signum() } else { v };
    let mine = match (exact, proven) {
        (true, true) if v > 0.0 => 1.0,
        (true, true) => 0.0,
        (true, false) => 0.5,
        _ => logistic(slope(&curve_key(P::GAME, g.ruleset())), m),
    };
    let win_chance = if seat == 0 {
        vec![mine, 1.0 - mine]
    } else {
        vec![1.0 - mine, mine]
    };
    Evaluation {
        standing: Standing {
            win_chance,
            margin: Some(pair(seat, m)),
        },
        best: Some(best),
        line,
        exact,
    }
}

/// Siryu's win-chance search: the chance that `seat` wins, searched `depth` plies deep; `probs`
/// is room for the throws' probabilities of each ply.
fn win_chance(
    g: &mut dyn Tree,
    seat: u8,
    depth: u32,
    k: f64,
    probs: &mut Vec<Vec<f64>>,
    ply: usize,
) -> f64 {
    match g.turn() {
        Turn::Over => match g.outcome() {
            Some(o) if !o.draw && !o.winners.is_empty() => {
                if o.winners.contains(&seat) {
                    1.0 / o.winners.len() as f64
                } else {
                    0.0
                }
            }
            Some(o) => 1.0 / o.totals.len().max(1) as f64,
            None => 0.5,
        },
        _ if depth == 0 => logistic(k, g.evaluate(seat)),
        Turn::Chance => {
            while probs.len() <= ply {
                probs.push(Vec::new());
            }
            let mut p = probs.get_mut(ply).map(core::mem::take).unwrap_or_default();
            p.clear();
            let n = g.expand(Some(&mut p));
            let (mut sum, mut weight) = (0.0, 0.0);
            for i in 0..n {
                let prob = p.get(i).copied().unwrap_or(0.0);
                let mut v = 0.0;
                if g.child(i, &mut |c| {
                    v = win_chance(c, seat, depth - 1, k, probs, ply + 1)
                }) {
                    sum += prob * v;
                    weight += prob;
                }
            }
            if let Some(slot) = probs.get_mut(ply) {
                *slot = p;
            }
            if weight > 0.0 {
                sum / weight
            } else {
                logistic(k, g.evaluate(seat))
            }
        }
        Turn::Player(s) => {
            let n = g.expand(None);
            let mut best: Option<f64> = None;
            for i in 0..n {
                let mut v = 0.0;
                if g.child(i, &mut |c| {
                    v = win_chance(c, seat, depth - 1, k, probs, ply + 1)
                }) {
                    best = Some(match best {
                        None => v,
                        Some(b) if s == seat => b.max(v),
                        Some(b) => b.min(v),
                    });
                }
            }
            best.unwrap_or_else(|| logistic(k, g.evaluate(seat)))
        }
    }
}

/// Siryu: each player's win chance by the win-chance search with curve slope `k`, scaled to
/// add up to 1 (the analysis tool calls it with the slopes it tries).
pub fn siryu_chances<P: Player>(g: &P, k: f64) -> Vec<f64> {
    let mut chances: Vec<f64> = (0..g.players() as u8)
        .map(|seat| {
            let mut lists = Vec::new();
            let mut probs = Vec::new();
            win_chance(
                &mut Line::new(g, &mut lists),
                seat,
                SIRYU_DEPTH,
                k,
                &mut probs,
                0,
            )
        })
        .collect();
    let sum: f64 = chances.iter().sum();
    if sum > 0.0 {
        chances.iter_mut().for_each(|c| *c /= sum);
    }
    chances
}

/// Siryu: the win chances from the expectiminimax over throws; the best move from the search.
fn evaluate_siryu<P: Player>(g: &P, opts: &Evaluate, now: &dyn Fn() -> f64) -> Evaluation<P::Move> {
    if g.turn() == Turn::Over {
        return over(g);
    }
    let chances = siryu_chances(g, slope(&curve_key(P::GAME, g.ruleset())));
    let (best, line) = match g.turn() {
        Turn::Player(seat) => match best_move(g, seat, opts, now) {
            Some((best, _, _)) => {
                let mut next = g.clone();
                let mut line = vec![best.clone()];
                if next.play(&best, &mut NoEvents).is_ok() {
                    line.extend(follow(&next, opts, LINE_PLIES - 1, now).0);
                }
                (Some(best), line)
            }
            None => (None, Vec::new()),
        },
        _ => (None, Vec::new()),
    };
    Evaluation {
        standing: Standing {
            win_chance: chances,
            margin: None,
        },
        best,
        line,
        exact: false,
    }
}

/// The evaluation of `g` for its game.
pub fn evaluate<P: Player>(g: &P, opts: &Evaluate, now: &dyn Fn() -> f64) -> Evaluation<P::Move> {
    if P::GAME == GameId::Siryu {
        evaluate_siryu(g, opts, now)
    } else {
        evaluate_mancala(g, opts, now)
    }
}

/// Options read from a caller (none or null: the defaults; `bad_option` otherwise).
pub fn read_options(options: Option<&impl Source>, what: &str) -> GameResult<EvaluateOptions> {
    let given: Option<EvaluateOptions> = match options {
        Some(o) => o.read(ErrorCode::BadOption, what)?,
        None => None,
    };
    Ok(given.unwrap_or_default())
}

/// `evaluate` on any game, the position now: the facade's and native callers' one door.
pub fn evaluate_game(
    game: &Game,
    options: Option<&impl Source>,
    now: &dyn Fn() -> f64,
) -> GameResult<Evaluation<AnyMove>> {
    let opts = read_options(options, "bad evaluate options")?.check(Level::Hard)?;
    Ok(folkgames::with_game!(game, s => evaluate(s.rules(), &opts, now).map(Into::into)))
}
