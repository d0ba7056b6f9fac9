//! `coach`: the moves of the player to move that lose badly, why, and the move that avoids it
//! (docs/api.md, "The coach"; docs/analysis/evaluation.md, "The coach"). A first-timer's guard,
//! not a search for the best move: it looks two plies deep, exactly, with every move's record.
//!
//! In Kpé and Bày Khòm a move *loses badly* when, after it,
//! - the game is over and its player has lost, or
//! - the opponent moves next and one of their replies takes `share` of the counters on the board
//!   now or more (a third, and never fewer than `LEAST` counters: *ours*, so that a single
//!   counter out of the last three is no alarm) *beyond what the move itself captured* (the net
//!   swing, *ours*: a capture of 10 that hands over 12 costs 2, and is no blunder), or ends the
//!   game with the mover losing.
//!
//! The reply named is the worst one for the mover: one that ends the game lost, if any, else the
//! one that takes most (the first in the legal moves' order among equals). What a reply "takes"
//! is its `capture` events by the opponent (docs/api.md, "Move records") and, when it ends the
//! game, what the opponent collects then (`collect`: the counters the end gives them); what the
//! move itself captured is its `capture` events by the mover, and is subtracted before the
//! threshold is applied (a reply that ends the game lost is warned of whatever the move took).
//!
//! The better move is the best of the moves that do not lose badly, by a two-ply search on the
//! game's evaluation (`Player::evaluate`, the search's own): the mover's value after the
//! opponent's best reply (a finished game: won, lost or drawn, above any value). When every move
//! loses badly there is nothing better to offer, and no warning is given.
//!
//! Siryu has no warnings (*ours*): the opponent's reply depends on a throw not yet made, and what
//! being sent back costs (S5) is a few squares of a long race, not a loss to warn a beginner of.
//!
//! `coach` never changes the game: it plays copies.

use super::search::WIN;
use super::Player;
use folkgames::game::GameRules;
use folkgames::games::bay_khom::BayKhom;
use folkgames::games::kpe::Kpe;
use folkgames::games::siryu::Siryu;
use folkgames::{AnyMove, Game, GameEvent, Turn};
use serde::Serialize;

/// The share of the counters on the board a reply must take for the move before it to lose badly.
pub const SHARE: f64 = 1.0 / 3.0;
/// …and never fewer counters than this.
pub const LEAST: u32 = 4;

/// What the coach needs of a game beyond `Player`: the counters on the board, which its
/// threshold is a share of; None for a game it does not coach (Siryu).
pub trait Coached: Player {
    fn in_play(&self) -> Option<u32>;
}

impl Coached for Kpe {
    fn in_play(&self) -> Option<u32> {
        Some(self.pits().iter().map(|&c| c as u32).sum())
    }
}

impl Coached for BayKhom {
    fn in_play(&self) -> Option<u32> {
        Some(self.holes().iter().map(|&c| c as u32).sum())
    }
}

impl Coached for Siryu {
    fn in_play(&self) -> Option<u32> {
        None
    }
}

/// A move that loses badly, why, and the move that avoids it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Warning<M> {
    /// The move warned of, and its notation.
    #[serde(rename = "move")]
    pub mv: M,
    pub notation: String,
    /// The opponent's reply that punishes it, and its notation (null when the move itself ends
    /// the game lost).
    pub reply: Option<M>,
    pub reply_notation: Option<String>,
    /// The player who replies (null with no reply).
    pub replier: Option<u8>,
    /// Counters the reply takes: its `capture` events by the replier and, when it ends the game,
    /// what the replier collects then (`collect` events).
    pub captures: u32,
    /// Counters the move itself captures (its `capture` events by its player): the warning is
    /// for `captures - gains`, the net swing, reaching the threshold.
    pub gains: u32,
    /// The game is then over, and the move's player has lost.
    pub ends_lost: bool,
    /// The best move that does not lose badly, and its notation.
    pub better: M,
    pub better_notation: String,
}

/// What the coach says of the position now.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Coaching<M> {
    /// The player to move (null while a throw is due or once the game is over).
    pub player: Option<u8>,
    /// The counters a reply must take for a warning (null when the game is not coached).
    pub threshold: Option<u32>,
    /// The moves that lose badly, in the legal moves' order.
    pub warnings: Vec<Warning<M>>,
}

impl<M> Coaching<M> {
    /// The same coaching with its moves converted.
    pub fn map<N>(self, f: impl Fn(M) -> N) -> Coaching<N> {
        Coaching {
            player: self.player,
            threshold: self.threshold,
            warnings: self
                .warnings
                .into_iter()
                .map(|w| Warning {
                    mv: f(w.mv),
                    notation: w.notation,
                    reply: w.reply.map(&f),
                    reply_notation: w.reply_notation,
                    replier: w.replier,
                    captures: w.captures,
                    gains: w.gains,
                    ends_lost: w.ends_lost,
                    better: f(w.better),
                    better_notation: w.better_notation,
                })
                .collect(),
        }
    }
}

/// The counters a reply must take to warn of the move before it, with `in_play` on the board.
pub fn threshold(in_play: u32) -> u32 {
    ((in_play as f64 * SHARE).ceil() as u32).max(LEAST)
}

/// True when `g` is over and `seat` is not among its winners (a draw is not a loss).
fn lost<P: Player>(g: &P, seat: u8) -> bool {
    g.turn() == Turn::Over
        && g.outcome()
            .is_some_and(|o| !o.draw && !o.winners.is_empty() && !o.winners.contains(&seat))
}

/// A position's value for `seat`, two plies' worth: a finished game above any evaluation.
fn value<P: Player>(g: &P, seat: u8) -> f64 {
    if g.turn() == Turn::Over {
        return match g.outcome() {
            Some(o) if o.draw || o.winners.is_empty() => 0.0,
            Some(o) if o.winners.contains(&seat) => WIN,
            _ => -WIN,
        };
    }
    g.evaluate(seat)
}

/// What one move leads to: its worst reply for the mover, and the mover's value after the
/// opponent's best reply.
struct Outlook<M> {
    reply: Option<(M, u8, u32, bool)>,
    ends_lost: bool,
    value: f64,
}

fn outlook<P: Player>(after: &P, seat: u8) -> Outlook<P::Move> {
    if after.turn() == Turn::Over {
        return Outlook {
            reply: None,
            ends_lost: lost(after, seat),
            value: value(after, seat),
        };
    }
    let Turn::Player(opp) = after.turn() else {
        return Outlook {
            reply: None,
            ends_lost: false,
            value: value(after, seat),
        };
    };
    if opp == seat {
        return Outlook {
            reply: None,
            ends_lost: false,
            value: value(after, seat),
        };
    }
    let mut replies = Vec::new();
    after.legal_moves(&mut replies);
    let mut worst: Option<(P::Move, u8, u32, bool)> = None;
    let mut least = f64::INFINITY;
    for r in replies {
        let mut next = after.clone();
        let mut events = Vec::new();
        if next.play(&r, &mut events).is_err() {
            continue;
        }
        let over = next.turn() == Turn::Over;
        let takes: u32 = events
            .iter()
            .map(|e| match e {
                GameEvent::Capture { count, by, .. } if *by == opp => *count as u32,
                GameEvent::Collect { count, by, .. } if over && *by == opp => *count as u32,
                _ => 0,
            })
            .sum();
        let ends = lost(&next, seat);
        let worse = match &worst {
            None => true,
            Some((_, _, c, e)) => (ends, takes) > (*e, *c),
        };
        if worse {
            worst = Some((r, opp, takes, ends));
        }
        least = least.min(value(&next, seat));
    }
    Outlook {
        reply: worst,
        ends_lost: false,
        value: if least.is_finite() {
            least
        } else {
            value(after, seat)
        },
    }
}

/// The coach's warnings for the player to move in `g`.
pub fn coach<P: Coached>(g: &P) -> Coaching<P::Move> {
    let Turn::Player(seat) = g.turn() else {
        return Coaching {
            player: None,
            threshold: None,
            warnings: Vec::new(),
        };
    };
    let Some(in_play) = g.in_play() else {
        return Coaching {
            player: Some(seat),
            threshold: None,
            warnings: Vec::new(),
        };
    };
    let need = threshold(in_play);
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let mut bad = Vec::new();
    let mut better: Option<(P::Move, f64)> = None;
    for m in moves {
        let mut after = g.clone();
        let mut events = Vec::new();
        if after.play(&m, &mut events).is_err() {
            continue;
        }
        let gains: u32 = events
            .iter()
            .map(|e| match e {
                GameEvent::Capture { count, by, .. } if *by == seat => *count as u32,
                _ => 0,
            })
            .sum();
        let o = outlook(&after, seat);
        let punished = o
            .reply
            .as_ref()
            .filter(|(_, _, takes, ends)| *ends || takes.saturating_sub(gains) >= need);
        if o.ends_lost || punished.is_some() {
            bad.push((m, gains, o.ends_lost, punished.cloned()));
        } else if better.as_ref().is_none_or(|(_, v)| o.value > *v) {
            better = Some((m, o.value));
        }
    }
    let warnings = match better {
        None => Vec::new(),
        Some((best, _)) => bad
            .into_iter()
            .map(|(m, gains, ends_now, reply)| {
                let (reply, replier, captures, ends) = match reply {
                    Some((r, p, c, e)) => (Some(r), Some(p), c, e),
                    None => (None, None, 0, false),
                };
                Warning {
                    notation: m.to_string(),
                    mv: m,
                    reply_notation: reply.as_ref().map(|r| r.to_string()),
                    reply,
                    replier,
                    captures,
                    gains,
                    ends_lost: ends_now || ends,
                    better_notation: best.to_string(),
                    better: best.clone(),
                }
            })
            .collect(),
    };
    Coaching {
        player: Some(seat),
        threshold: Some(need),
        warnings,
    }
}

/// `coach` of a game's position now, its moves as any game's.
fn coach_of<R: GameRules + Coached>(s: &folkgames::GameOf<R>) -> Coaching<AnyMove> {
    coach(s.rules()).map(Into::into)
}

/// `coach` on any game: the facade's and native callers' one door.
pub fn coach_game(game: &Game) -> Coaching<AnyMove> {
    folkgames::with_game!(game, s => coach_of(s))
}
