//! `review`: every move of a game's history graded against the engine's evaluation (docs/api.md,
//! "Evaluation and review").
//!
//! The position before each move and the one after it are evaluated (`evaluate.rs`, at
//! `REVIEW_LEVEL` unless told otherwise; each position once, the "after" of one move is the
//! "before" of the next). A move's cost is what the mover's win chance lost: the chance before
//! it (with the best move) minus the chance after it, never below 0; in the mancalas the margin
//! lost too, in counters. The grade comes from the cost in win chance by `GRADES`, the one
//! table of thresholds; the best move itself is always `best`. A throw is never graded.
//!
//! A player's accuracy is lichess's formula for a move, 103.1668·e^(-0.04354·c) - 3.1669 with c the
//! win chance lost in percentage points (100 for no loss, about 64 for a 10-point loss),
//! clamped to 0-100, averaged over the player's graded moves.

use super::evaluate::{self, Evaluate, Evaluation, Standing, REVIEW_LEVEL};
use super::Player;
use folkgames::error::GameResult;
use folkgames::game::GameRules;
use folkgames::input::Source;
use folkgames::{AnyMove, Game, MoveRecord, NoEvents, Turn};
use serde::Serialize;

/// A move's grade, from its cost in win chance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// The grades by cost in win chance (0-1): the first whose bound the cost is below. The best
/// move itself is `best` whatever the evaluation of the position after it says (lichess's
/// thresholds, on a 0-1 scale: 5, 10 and 15 points of win chance).
pub const GRADES: [(f64, Grade); 4] = [
    (0.01, Grade::Best),
    (0.05, Grade::Good),
    (0.10, Grade::Inaccuracy),
    (0.15, Grade::Mistake),
];

/// The grade of a move that lost `cost` of win chance (0-1).
pub fn grade(cost: f64) -> Grade {
    GRADES
        .iter()
        .find(|&&(bound, _)| cost < bound)
        .map_or(Grade::Blunder, |&(_, g)| g)
}

/// A move's accuracy (0-100) from the win chance it lost (0-1), lichess's formula.
pub fn move_accuracy(cost: f64) -> f64 {
    let points = (cost * 100.0).max(0.0);
    (103.1668 * (-0.04354 * points).exp() - 3.1669).clamp(0.0, 100.0)
}

/// What a move cost its player.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Cost {
    /// Win chance lost (0-1).
    pub win_chance: f64,
    /// Kpé and Bày Khòm: the expected margin lost, in counters.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub margin: Option<f64>,
}

/// One move of the history, reviewed: the move played (as `history()` has it), the best one, how
/// the game stood after it, and what it cost.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct ReviewedMove<M> {
    /// The move's record, as `history()` gives it (a throw, `chance`, is never graded).
    #[serde(flatten)]
    pub record: MoveRecord<M>,
    /// The best move in the position before, and its notation (null for a throw).
    pub best: Option<M>,
    pub best_notation: Option<String>,
    /// Each player's win chance (and margin) after the move.
    #[serde(flatten)]
    pub after: Standing,
    /// What the move cost its player, and its grade (null for a throw).
    pub cost: Option<Cost>,
    pub grade: Option<Grade>,
}

/// A whole game reviewed.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Review<M> {
    /// How the game stood before the first move.
    pub start: Standing,
    /// Every move of the history, in order.
    pub moves: Vec<ReviewedMove<M>>,
    /// Each player's accuracy (0-100), null for a player with no graded move.
    pub accuracy: Vec<Option<f64>>,
}

/// The mover's share in a list of per-player values.
fn of(values: &[f64], player: u8) -> f64 {
    values.get(player as usize).copied().unwrap_or(0.0)
}

/// Reviews the moves `records` played from `initial`; `progress(done, total)` is called after
/// each move.
pub fn review<P: Player>(
    initial: &P,
    records: &[MoveRecord<P::Move>],
    opts: &Evaluate,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(usize, usize),
) -> Review<P::Move> {
    let total = records.len();
    let mut pos = initial.clone();
    let mut before: Evaluation<P::Move> = evaluate::evaluate(&pos, opts, now);
    let start = before.standing.clone();
    let mut moves = Vec::with_capacity(total);
    let players = initial.players();
    let mut sums = vec![(0.0, 0usize); players];
    for record in records {
        let mv = &record.mv;
        let decided = !record.chance && matches!(pos.turn(), Turn::Player(_));
        if pos.play(mv, &mut NoEvents).is_err() {
            break;
        }
        let after = evaluate::evaluate(&pos, opts, now);
        let (cost, grade, best) = match (decided, record.player) {
            (true, Some(p)) => {
                let lost = (of(&before.standing.win_chance, p) - of(&after.standing.win_chance, p))
                    .max(0.0);
                let margin = match (&before.standing.margin, &after.standing.margin) {
                    (Some(b), Some(a)) => Some((of(b, p) - of(a, p)).max(0.0)),
                    _ => None,
                };
                let is_best = before.best.as_ref() == Some(mv);
                let g = if is_best { Grade::Best } else { grade(lost) };
                let lost = if is_best { 0.0 } else { lost };
                if let Some(slot) = sums.get_mut(p as usize) {
                    slot.0 += move_accuracy(lost);
                    slot.1 += 1;
                }
                (
                    Some(Cost {
                        win_chance: lost,
                        margin: if is_best { margin.map(|_| 0.0) } else { margin },
                    }),
                    Some(g),
                    before.best.clone(),
                )
            }
            _ => (None, None, None),
        };
        moves.push(ReviewedMove {
            record: record.clone(),
            best_notation: best.as_ref().map(|b| b.to_string()),
            best,
            after: after.standing.clone(),
            cost,
            grade,
        });
        progress(moves.len(), total);
        before = after;
    }
    Review {
        start,
        moves,
        accuracy: sums
            .into_iter()
            .map(|(sum, n)| (n > 0).then(|| sum / n as f64))
            .collect(),
    }
}

/// `review` of a game's history from where it started (its setup position, if it has one).
fn review_of<R: GameRules + Player>(
    s: &folkgames::GameOf<R>,
    opts: &Evaluate,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(usize, usize),
) -> Review<AnyMove> {
    let records: Vec<_> = s.history().cloned().collect();
    let r = review(s.initial(), &records, opts, now, progress);
    Review {
        start: r.start,
        moves: r
            .moves
            .into_iter()
            .map(|m| ReviewedMove {
                record: m.record.to_any(),
                best: m.best.map(Into::into),
                best_notation: m.best_notation,
                after: m.after,
                cost: m.cost,
                grade: m.grade,
            })
            .collect(),
        accuracy: r.accuracy,
    }
}

/// `review` on any game: options read from `options` (`bad_option`), the whole history graded.
pub fn review_game(
    game: &Game,
    options: Option<&impl Source>,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(usize, usize),
) -> GameResult<Review<AnyMove>> {
    let opts = evaluate::read_options(options, "bad review options")?.check(REVIEW_LEVEL)?;
    Ok(folkgames::with_game!(game, s => review_of(s, &opts, now, progress)))
}
