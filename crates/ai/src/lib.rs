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
//! - `easy`: for the mancalas two plies (its move and the opponent's reply), for Siryu one, with
//!   seeded noise on the root moves' values (±3 counters for the mancalas, ±1 sir for Siryu): it
//!   takes what is in front of it and sometimes prefers a slightly worse move, but does not walk
//!   into a reply that sweeps the board (a one-ply `easy` lost most Bày Khòm games to `hard` in
//!   three plies: docs/analysis/findings.md).
//! - `medium`: four plies for the mancalas, three for Siryu (throws count as plies),
//!   within a small node budget, with a little noise.
//! - `hard`: iterative deepening until its node budget (sized so that a move takes well under
//!   300 ms in the WebAssembly build under Node), no noise; the seed picks among the moves
//!   within half a counter of the best in the mancalas, a quarter of a sir in Siryu
//!   (`Limits::margin`), so that two games with different seeds differ (the ladder of
//!   docs/analysis measures that it is as strong).
//! - `expert`: `hard` with a larger node budget (25 times in Kpé, 12.5 in Bày Khòm, 3.75 in Siryu),
//!   its slowest move within 1.5 s in the browser's worker, and
//!   in Kpé the perfect endgames (`endgame.rs`): a position they solve ends the search with its
//!   exact result.
//!
//! Everything is deterministic for a given position, level and seed: the budget counts nodes and
//! the seed orders equal moves, picks among near-equal ones and draws the noise. `timeMs` only caps a search on a slow machine;
//! when it cuts a search short, the last complete iteration decides.
//!
//! `evaluate` (evaluate.rs) and `review` (review.rs) use the same search without noise: each
//! player's win chance in a position, and every move of a game graded. `coach` (coach.rs) looks
//! two plies ahead for the moves that lose badly, for a first-timer.
//!
//! When a throw is due in Siryu (`Turn::Chance`), the suggestion is a throw drawn from the
//! suggestion's seed, so that `play(suggestMove())` always advances a game; a finished game is
//! `game_over`.

pub mod coach;
pub mod endgame;
mod eval;
pub mod evaluate;
pub mod review;
pub mod search;
pub mod tree;

use folkgames::error::{ErrorCode, GameError, GameResult};
use folkgames::input::Source;
use folkgames::options::MAX_SEED;
use folkgames::rng::Rng;
use folkgames::{AnyMove, Game, Rules, Turn};
pub use search::{Found, Limits, Report, WIN};
use serde::{Deserialize, Serialize};
pub use tree::{Line, Tree};

/// How strong the suggestion is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    #[default]
    Medium,
    Hard,
    Expert,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }
    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.as_str() == s)
    }
}

pub const DEFAULT_TIME_MS: f64 = 1000.0;
pub const MAX_TIME_MS: f64 = 60_000.0;

/// `suggestMove`'s options (docs/api.md, "Computer opponents"), as given: every field may be
/// left out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SuggestOptions {
    /// `"easy"`, `"medium"` (the default), `"hard"` or `"expert"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<Level>,
    /// A safety cap on the search, in milliseconds (default 1000, at most 60000).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<f64>,
    /// Orders equal moves and draws the noise: the same position, level and seed give the same
    /// move (default 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

/// `SuggestOptions` checked, with the defaults filled in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Suggest {
    pub level: Level,
    pub time_ms: f64,
    pub seed: u64,
}

impl Suggest {
    pub fn new(level: Level, seed: u64) -> Self {
        Suggest {
            level,
            time_ms: DEFAULT_TIME_MS,
            seed,
        }
    }
}

impl SuggestOptions {
    /// The options checked (`bad_option` out of range), defaults filled in.
    pub fn check(&self) -> GameResult<Suggest> {
        let time_ms = match self.time_ms {
            None => DEFAULT_TIME_MS,
            Some(t) if t.is_finite() && t > 0.0 && t <= MAX_TIME_MS => t,
            Some(t) => {
                return Err(GameError::bad_option(format!(
                    "timeMs must be a number of milliseconds above 0 and at most 60000, not {t}"
                )))
            }
        };
        let seed = match self.seed {
            None => 0,
            Some(s) if s <= MAX_SEED => s,
            Some(s) => {
                return Err(GameError::bad_option(format!(
                    "seed must be a whole number from 0 to 2^53-1, not {s}"
                )))
            }
        };
        Ok(Suggest {
            level: self.level.unwrap_or_default(),
            time_ms,
            seed,
        })
    }
}

/// What the search needs from a game beyond `Rules` (whose `chance_outcomes` it averages over):
/// a heuristic value and the level limits.
pub trait Player: Rules {
    /// How good the position is for `seat`, in the game's natural unit (counters, sirs).
    /// Must stay far below `WIN` in size.
    fn evaluate(&self, seat: u8) -> f64;

    /// A small extra for a finished game: prefer winning by more (kept below 1000).
    fn final_margin(&self, seat: u8, totals: &[u32]) -> f64 {
        margin(seat, totals)
    }

    /// The final totals with perfect play from here, where the game has them (Kpé's perfect
    /// endgames, `endgame.rs`); None elsewhere.
    fn solved_totals(&self) -> Option<[u32; 2]> {
        None
    }

    /// The best move of a position `solved_totals` answers.
    fn solved_move(&self) -> Option<Self::Move> {
        None
    }

    /// The tables' best move along a solved line, where the history since the last capture no
    /// longer matters for it (`endgame::Tables::best_pit`); None elsewhere.
    fn solved_move_any(&self) -> Option<Self::Move> {
        None
    }

    /// The search limits of each level for this game (they may depend on the options, e.g.
    /// the number of Siryu players).
    fn limits(&self, level: Level) -> Limits;
}

/// The seat's total minus the best other total: `Player::final_margin` unless a game says
/// otherwise.
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
    GameError::new(ErrorCode::GameOver, "the game is over: there is no move")
}

/// The search behind `suggest`, with what it found (depth, nodes) for tests and benchmarks.
/// `Err(game_over)` once the game is over; a chance turn gives a throw drawn from the seed.
pub fn suggest_report<P: Player>(
    g: &P,
    opts: &Suggest,
    now: &dyn Fn() -> f64,
) -> GameResult<Report<P::Move>> {
    suggest_report_with(g, opts, &|limits| limits, now)
}

/// `suggest_report` with the level's limits changed by `adjust` (the analysis tool's players
/// with a node budget of their own, such as a reference at ten times `hard`'s).
pub fn suggest_report_with<P: Player>(
    g: &P,
    opts: &Suggest,
    adjust: &dyn Fn(Limits) -> Limits,
    now: &dyn Fn() -> f64,
) -> GameResult<Report<P::Move>> {
    let mut rng = Rng::from_seed(opts.seed);
    let seat = match g.turn() {
        Turn::Over => return Err(over()),
        Turn::Chance => {
            let best = g.sample_chance(&mut rng).ok_or_else(over)?;
            return Ok(Report {
                best,
                value: 0.0,
                depth: 0,
                nodes: 0,
            });
        }
        Turn::Player(seat) => seat,
    };
    let limits = Limits {
        time_ms: opts.time_ms,
        ..adjust(g.limits(opts.level))
    };
    let mut lists = Vec::new();
    let found = search::search(&mut Line::new(g, &mut lists), seat, &limits, &mut rng, now)
        .ok_or_else(over)?;
    // The root's list is the legal moves, in their order (`Line::expand`).
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let best = moves.get(found.index).cloned().ok_or_else(over)?;
    Ok(Report {
        best,
        value: found.value,
        depth: found.depth,
        nodes: found.nodes,
    })
}

/// A move for the seat to move; never changes `g`, and the move is always legal.
pub fn suggest<P: Player>(g: &P, opts: &Suggest, now: &dyn Fn() -> f64) -> GameResult<P::Move> {
    suggest_report(g, opts, now).map(|r| r.best)
}

/// `suggestMove` on any game: its options read from `options` (none, or null: the defaults;
/// `bad_option` when they are not `SuggestOptions` or out of range), then a move for the seat to
/// move as `suggest` finds it. The facade and native callers share this one door.
pub fn suggest_move(
    game: &Game,
    options: Option<&impl Source>,
    now: &dyn Fn() -> f64,
) -> GameResult<AnyMove> {
    let given: Option<SuggestOptions> = match options {
        Some(o) => o.read(ErrorCode::BadOption, "bad suggestMove options")?,
        None => None,
    };
    let opts = given.unwrap_or_default().check()?;
    folkgames::with_game!(game, s => suggest(s.rules(), &opts, now).map(Into::into))
}

/// A clock for native callers: milliseconds since the first call.
pub fn native_clock() -> impl Fn() -> f64 {
    let start = std::time::Instant::now();
    move || start.elapsed().as_secs_f64() * 1000.0
}
