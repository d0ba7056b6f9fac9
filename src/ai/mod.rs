//! Computer opponents: `suggest` picks a move for the seat to move, at three levels.
//!
//! The AI sees a game only through the `Rules` interface (legal moves, `play` on a copy, `turn`,
//! `outcome`) plus one evaluation function per game (`Player`, in `eval.rs`), which reads the
//! games' public accessors. The game modules know nothing of it. The search reaches those
//! through `tree::Tree`, with the game's type erased, so that it exists once for all games.
//!
//! # Methods
//!
//! One search serves every game (`search.rs`): iterative-deepening expectiminimax with
//! alpha-beta pruning at decision nodes and probability-weighted averages at chance nodes.
//!
//! - **Kpé and Bày Khòm** (both rulesets) have no chance, so the search is plain alpha-beta
//!   (minimax from the suggesting seat's side). The side to move is read from `turn()` at every
//!   node, so Bày Khòm's refill choice (BK9) is searched like any move and a player who moves twice
//!   in a row (a new round) is handled. The evaluation is the material difference (captured
//!   counters, plus a share of the counters on each side's own holes, which the owner keeps when
//!   the game or round ends), with Kpé's capture lock (K4) and mobility as small terms.
//! - **Siryu** is a race of luck: a decision is only which piece uses a throw, and the throws are
//!   chance nodes with their exact probabilities C(6,k)/64 for k whites. The evaluation is a race
//!   count in "sirs still needed": every sir-only action left (start, Minaret, extension, station
//!   sirs) counts 1, every grid square left counts a third (a sixth for the angel, who moves
//!   double), and a piece within reach of an opponent behind it is charged part of what it
//!   would lose if sent back (S5). The value for a seat is the best opponent's count minus its own.
//!   With 3-8 players opponents are assumed to play against the suggesting seat (paranoid search).
//!
//! # Levels
//!
//! - `easy`: one ply (its own move only) with seeded noise on the root moves' values (±3
//!   counters for the mancalas, ±1 sir for Siryu): it takes what is in front of it, misses the
//!   opponent's reply and sometimes prefers a slightly worse move.
//! - `medium`: four plies for the mancalas, three for Siryu (throws count as plies),
//!   within a small node budget, with a little noise.
//! - `hard`: iterative deepening until its node budget (sized so that a move takes well under
//!   300 ms in the WebAssembly build under Node), no noise.
//!
//! Everything is deterministic for a given position, level and seed: the budget counts nodes and
//! the seed orders equal moves and draws the noise. `timeMs` only caps a search on a slow machine;
//! when it cuts a search short, the last complete iteration decides.
//!
//! When a throw is due in Siryu (`Turn::Chance`), the suggestion is a throw drawn from the
//! suggestion's seed, so that `play(suggestMove())` always advances a game; a finished game is
//! `game_over`.

mod eval;
pub mod search;
pub mod tree;

use crate::error::{ErrorCode, GameError, GameResult};
use crate::json::Value;
use crate::message::Msg;
use crate::msg;
use crate::prelude::*;
use crate::rng::Rng;
use crate::rules::{AnyMove, Rules, Turn};
pub use search::{Found, Limits, Report, WIN};
pub use tree::{Line, Tree};

/// How strong the suggestion is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.as_str() == s)
    }
}

pub const DEFAULT_TIME_MS: f64 = 1000.0;
pub const MAX_TIME_MS: f64 = 60_000.0;
/// The largest seed a JavaScript number holds exactly.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// `suggestMove`'s options (API.md), defaults filled in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SuggestOptions {
    pub level: Level,
    pub time_ms: f64,
    pub seed: u64,
}

impl Default for SuggestOptions {
    fn default() -> Self {
        SuggestOptions {
            level: Level::Medium,
            time_ms: DEFAULT_TIME_MS,
            seed: 0,
        }
    }
}

impl SuggestOptions {
    pub fn new(level: Level, seed: u64) -> Self {
        SuggestOptions {
            level,
            seed,
            ..Default::default()
        }
    }

    /// From `{ level?, timeMs?, seed? }` (or null); anything else is `bad_option`.
    pub fn from_json(v: &Value) -> GameResult<Self> {
        let mut o = SuggestOptions::default();
        let fields = match v {
            Value::Null => return Ok(o),
            Value::Object(f) => f,
            other => return Err(GameError::bad_option(msg!(SuggestOptionsNotObject, other))),
        };
        for (key, val) in fields {
            if *val == Value::Null {
                continue;
            }
            match key.as_str() {
                "level" => {
                    o.level = val
                        .as_str()
                        .and_then(Level::parse)
                        .ok_or_else(|| GameError::bad_option(msg!(LevelUnknown, val)))?
                }
                "timeMs" => match val {
                    Value::Number(t) if t.is_finite() && *t > 0.0 && *t <= MAX_TIME_MS => {
                        o.time_ms = *t
                    }
                    _ => return Err(GameError::bad_option(msg!(TimeMsOutOfRange, val))),
                },
                "seed" => {
                    o.seed = val
                        .as_int_in(0, MAX_SEED as i64)
                        .ok_or_else(|| GameError::bad_option(msg!(SuggestSeedOutOfRange, val)))?
                        as u64
                }
                other => return Err(GameError::bad_option(msg!(SuggestOptionUnknown, other))),
            }
        }
        Ok(o)
    }
}

/// What the search needs from a game beyond `Rules`: a heuristic value and the chance outcomes.
pub trait Player: Rules {
    /// How good the position is for `seat`, in the game's natural unit (counters, sirs).
    /// Must stay far below `WIN` in size.
    fn evaluate(&self, seat: u8) -> f64;

    /// A small extra for a finished game: prefer winning by more (kept below 1000).
    fn final_margin(&self, seat: u8, totals: &[u32]) -> f64 {
        margin(seat, totals)
    }

    /// When a throw is due: every outcome, appended to `moves`, and its probability, appended
    /// to `probs` in the same order (they add up to 1). Games with throws must give them; the
    /// default, for games without, gives none.
    fn chance_outcomes(&self, _moves: &mut Vec<Self::Move>, _probs: &mut Vec<f64>) {}

    /// The search limits of each level for this game (they may depend on the options, e.g.
    /// the number of Siryu players).
    fn limits(&self, level: Level) -> Limits;
}

/// The seat's total minus the best other total: `Player::final_margin` unless a game says
/// otherwise. Outside the trait, so that it is compiled once rather than once per game.
pub fn margin(seat: u8, totals: &[u32]) -> f64 {
    let own = totals.get(seat as usize).copied().unwrap_or(0) as f64;
    let best_other = totals
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != seat as usize)
        .map(|(_, &t)| t as f64)
        .fold(0.0, f64::max);
    own - best_other
}

/// What `suggest` gives when there is no move.
fn over() -> GameError {
    GameError::new(ErrorCode::GameOver, Msg::GameOverNoMove)
}

/// The suggestion for the position at the root of `tree`, as any game's move, with what the
/// search found (None for a throw, drawn from the seed when one is due). `Err(game_over)` once
/// the game is over. The whole of `suggest` but the `Tree` is here, compiled once for all games.
pub fn suggest_any(
    tree: &mut dyn Tree,
    opts: &SuggestOptions,
    now: &dyn Fn() -> f64,
) -> GameResult<(AnyMove, Option<Found>)> {
    let mut rng = Rng::from_seed(opts.seed);
    let seat = match tree.turn() {
        Turn::Over => return Err(over()),
        Turn::Chance => {
            return tree
                .sample_chance(&mut rng)
                .map(|m| (m, None))
                .ok_or_else(over)
        }
        Turn::Player(seat) => seat,
    };
    let limits = Limits {
        time_ms: opts.time_ms,
        ..tree.limits(opts.level)
    };
    let found = search::search(tree, seat, &limits, &mut rng, now).ok_or_else(over)?;
    let best = tree.listed(found.index).ok_or_else(over)?;
    Ok((best, Some(found)))
}

/// The search behind `suggest`, with what it found (depth, nodes) for tests and benchmarks.
/// `Err(game_over)` once the game is over; a chance turn gives a throw drawn from the seed.
pub fn suggest_report<P: Player>(
    g: &P,
    opts: &SuggestOptions,
    now: &dyn Fn() -> f64,
) -> GameResult<Report<P::Move>> {
    let (best, found) = suggest_any(&mut Line::new(g, &mut Vec::new()), opts, now)?;
    Ok(Report {
        best: P::from_any(best).ok_or_else(over)?,
        value: found.map_or(0.0, |f| f.value),
        depth: found.map_or(0, |f| f.depth),
        nodes: found.map_or(0, |f| f.nodes),
    })
}

/// A move for the seat to move; never changes `g`, and the move is always legal.
pub fn suggest<P: Player>(
    g: &P,
    opts: &SuggestOptions,
    now: &dyn Fn() -> f64,
) -> GameResult<P::Move> {
    suggest_report(g, opts, now).map(|r| r.best)
}

/// A clock for native callers: milliseconds since the first call.
#[cfg(not(target_arch = "wasm32"))]
pub fn native_clock() -> impl Fn() -> f64 {
    let start = std::time::Instant::now();
    move || start.elapsed().as_secs_f64() * 1000.0
}
