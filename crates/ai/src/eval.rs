//! The evaluation of each game, read through the games' public accessors, and each game's
//! level limits. Values are from one seat's side, in the game's own unit: counters for the
//! mancalas, "sirs still needed" for Siryu.

use super::endgame;
use super::{Level, Limits, Player};
use folkgames::games::bay_khom::{self, BayKhom, Phase as BkPhase, Ruleset, HOLES};
use folkgames::games::kpe::{Kpe, KpeMove};
use folkgames::games::siryu::{
    throw_probability, Piece, PieceKind, Siryu, MECCA, MINARET, MINARET_GATE,
};
use folkgames::Rules;

/// A two-player pair seen from `me` (0 or 1): (mine, the opponent's).
fn mine_theirs<T: Copy>([a, b]: [T; 2], me: usize) -> (T, T) {
    if me == 0 {
        (a, b)
    } else {
        (b, a)
    }
}

/// Limits of depth, nodes, root noise and near-equal margin (the time cap is the caller's).
fn limits(max_depth: u32, budget: u64, noise: f64, margin: f64) -> Limits {
    Limits {
        max_depth,
        budget,
        noise,
        margin,
        time_ms: 0.0,
        endgame: false,
    }
}

/// `expert`'s node budgets: 25 times `hard`'s in Kpé, 12.5 times in Bày Khòm, whose nodes cost
/// more (a relay sowing): the slowest move stays well within 1.5 s in the browser's worker
/// (bench/ai-latency.mjs with FOLKGAMES_LATENCY_LEVEL=expert; BENCHMARKS.md).
const KPE_EXPERT_NODES: u64 = 1_000_000;
const BAY_KHOM_EXPERT_NODES: u64 = 500_000;

/// `hard`'s near-equal margin in the mancalas, in counters: the seed picks among the moves
/// whose value is within it of the best, so that games between the same players differ.
const HARD_MARGIN: f64 = 0.5;

/// The mancalas' levels: branching is small (at most 4 moves in Kpé, 8 sowings or 6 refill
/// choices in Bày Khòm), so `hard` reaches 8-14 plies within its budget. `medium` looks 6 plies
/// deep: at 4 it lost 39 of 40 Mancala World games in which `easy` moved first (that single round
/// is a first-player win between close levels), and with seats alternated it beat `easy` in
/// about half of the games of both Bày Khòm rulesets.
fn mancala_limits(level: Level, expert_nodes: u64) -> Limits {
    match level {
        Level::Easy => limits(2, 2_000, 3.0, 0.0),
        Level::Medium => limits(6, 10_000, 0.5, 0.0),
        Level::Hard => limits(40, 40_000, 0.0, HARD_MARGIN),
        Level::Expert => Limits {
            endgame: true,
            ..limits(60, expert_nodes, 0.0, HARD_MARGIN)
        },
    }
}

impl Player for Kpe {
    /// Captured difference, plus a quarter of each own row (K7 gives it to its owner at the end,
    /// but it is also what the opponent captures from), plus the capture lock (K4): each opened
    /// pit brings a player nearer to capturing at all.
    fn evaluate(&self, seat: u8) -> f64 {
        let me = seat as usize & 1;
        let opp = 1 - me;
        let pits = self.pits();
        let cap = self.captured();
        let row = |p: usize| -> f64 { pits.iter().skip(p * 4).take(4).map(|&s| s as f64).sum() };
        let opened = |p: usize| -> f64 {
            let o = self.opened(p as u8);
            let n = o.iter().filter(|&&b| b).count();
            // Fully unlocked is what matters; partial progress counts a little.
            if n == 4 {
                3.0
            } else {
                n as f64 * 0.5
            }
        };
        let occupied = |p: usize| -> f64 {
            pits.iter().skip(p * 4).take(4).filter(|&&s| s > 0).count() as f64
        };
        let (mine, theirs) = mine_theirs(cap, me);
        (mine as f64 - theirs as f64)
            + 0.25 * (row(me) - row(opp))
            + (opened(me) - opened(opp))
            + 0.2 * (occupied(me) - occupied(opp))
    }

    fn solved_totals(&self) -> Option<[u32; 2]> {
        endgame::final_totals(self)
    }

    fn solved_move(&self) -> Option<KpeMove> {
        endgame::best_move(self)
    }

    fn solved_move_any(&self) -> Option<KpeMove> {
        endgame::line_move(self)
    }

    fn limits(&self, level: Level) -> Limits {
        mancala_limits(level, KPE_EXPERT_NODES)
    }
}

impl Player for BayKhom {
    /// Reserve difference plus a share of the counters in each side's own holes: in the
    /// Porée-Maspero game they go to the hole's owner when the round ends (BK7) and decide the
    /// next refill; in the Mancala World game the board goes to the opponent of the player who
    /// is stuck, so they are worth less. Mobility (own non-empty active houses) counts a little.
    fn evaluate(&self, seat: u8) -> f64 {
        let me = seat & 1;
        let holes = self.holes();
        let reserve = self.reserve();
        let eliminated = self.eliminated();
        let mut own = [0.0f64; 2];
        let mut active = [0.0f64; 2];
        for (h, (&c, &out)) in holes.iter().zip(eliminated.iter()).enumerate().take(HOLES) {
            let p = bay_khom::owner(h) as usize;
            if let Some(slot) = own.get_mut(p) {
                *slot += c as f64;
            }
            let house = h != 4 && h != 9;
            if house && !out && c > 0 {
                if let Some(slot) = active.get_mut(p) {
                    *slot += 1.0;
                }
            }
        }
        let board_share = match self.ruleset_kind() {
            Ruleset::PoreeMaspero => 0.5,
            Ruleset::MancalaWorld => 0.25,
        };
        let m = me as usize;
        let (r_me, r_opp) = mine_theirs(reserve, m);
        let (own_me, own_opp) = mine_theirs(own, m);
        let mut v = r_me as f64 - r_opp as f64;
        v += board_share * (own_me - own_opp);
        if self.phase() == BkPhase::Sow {
            let (act_me, act_opp) = mine_theirs(active, m);
            v += 0.3 * (act_me - act_opp);
        }
        v
    }

    fn limits(&self, level: Level) -> Limits {
        mancala_limits(level, BAY_KHOM_EXPERT_NODES)
    }
}

/// P(a bonus throw shows at least n whites), from the game's own chances of each throw.
fn tail(n: u8) -> f64 {
    (n..=6).map(throw_probability).sum()
}

/// A piece's remaining journey in "sirs": each sir-only step counts 1 (start, Minaret up and
/// down, 25→26→27→28, every station sir), each grid square a third (points come about three at
/// a time, on the bonus throw a sir brings), the angel's grid squares a sixth (S4).
fn remaining(kind: PieceKind, p: Piece, station_sirs: u8) -> f64 {
    let per_square = if kind == PieceKind::Angel {
        1.0 / 6.0
    } else {
        1.0 / 3.0
    };
    let ss = station_sirs as f64;
    let stations = 3.0 * ss;
    let second_half = 11.0 * per_square + 3.0 + stations;
    match p.square {
        MECCA.. => 0.0,
        28..=30 => (MECCA - p.square) as f64 * ss - p.stations as f64,
        26 | 27 => (28 - p.square) as f64 + stations,
        25 => 3.0 + stations,
        14..=24 => (25 - p.square) as f64 * per_square + 3.0 + stations,
        MINARET => 1.0 + second_half,
        MINARET_GATE => 2.0 + second_half,
        s => {
            let start = if p.started { 0.0 } else { 1.0 };
            (12u8.saturating_sub(s)) as f64 * per_square + 2.0 + second_half + start
        }
    }
}

/// How likely an opponent piece on `from` is to pass `square` (same segment, behind it) on its
/// next turn: a sir brings a bonus throw, which must carry it beyond `square`.
fn hit_chance(kind: PieceKind, attacker: Piece, square: u8) -> f64 {
    if !attacker.started || attacker.square >= square {
        return 0.0;
    }
    let same_segment = matches!(
        (attacker.square, square),
        (1..=11, 2..=11) | (14..=24, 15..=24)
    );
    if !same_segment {
        return 0.0;
    }
    let d = square - attacker.square; // must move at least d + 1 squares
    let mult = if kind == PieceKind::Angel { 2 } else { 1 };
    let need = (d + 1).div_ceil(mult);
    // The sir itself moves one point (the angel two squares).
    let by_sir = if mult > d { 1.0 } else { 0.0 };
    let p_sir = 12.0 / 64.0;
    let p = p_sir * (by_sir + (1.0 - by_sir) * tail(need)) + (1.0 / 64.0) * tail(need);
    // Six black: three throws summed, about 9 points.
    let six_black = if need <= 9 { 1.0 / 64.0 * 0.5 } else { 0.0 };
    (p + six_black).min(1.0)
}

fn race_count(g: &Siryu, seat: u8) -> f64 {
    let ss = g.station_sirs();
    g.pieces(seat)
        .into_iter()
        .zip(PieceKind::ALL)
        .map(|(p, kind)| remaining(kind, p, ss))
        .sum()
}

/// What `seat` may lose to being sent back before its next turn (S5), in sirs.
fn risk(g: &Siryu, seat: u8) -> f64 {
    let ss = g.station_sirs();
    let mut total = 0.0;
    for (kind, p) in PieceKind::ALL.into_iter().zip(g.pieces(seat)) {
        if !p.started || !matches!(p.square, 2..=11 | 15..=24) {
            continue;
        }
        let loss = remaining(kind, Piece::at_start(kind), ss) - remaining(kind, p, ss);
        let mut safe = 1.0;
        for other in 0..g.players() as u8 {
            if other == seat {
                continue;
            }
            for (k2, q) in PieceKind::ALL.into_iter().zip(g.pieces(other)) {
                safe *= 1.0 - hit_chance(k2, q, p.square);
            }
        }
        total += (1.0 - safe) * loss;
    }
    total
}

/// `hard`'s near-equal margin in Siryu, in sirs: without it `hard` ignored its seed (two games
/// with the same throws were the same game). Measured with the analysis tool, seed 2026 and 7, 400
/// games each: `hard@0.25` against `hard@0` scored 50.25% and 49.0% with 2 players; with 4
/// players (one seat against three), 26 wins in 100 games.
const SIRYU_HARD_MARGIN: f64 = 0.25;

impl Player for Siryu {
    /// The best opponent's race count minus the seat's own (both with the risk of being sent
    /// back added): positive when the seat is ahead, in sirs.
    fn evaluate(&self, seat: u8) -> f64 {
        let cost = |s: u8| race_count(self, s) + 3.0 * risk(self, s);
        let own = cost(seat);
        let best_other = (0..self.players() as u8)
            .filter(|&s| s != seat)
            .map(cost)
            .fold(f64::INFINITY, f64::min);
        if best_other.is_finite() {
            best_other - own
        } else {
            -own
        }
    }

    fn final_margin(&self, _seat: u8, _totals: &[u32]) -> f64 {
        0.0
    }

    /// Decisions are few (at most three pieces) and every throw branches seven ways. The
    /// evaluation costs grow with the players, so `hard`'s budget shrinks with them.
    fn limits(&self, level: Level) -> Limits {
        match level {
            Level::Easy => limits(1, 100, 1.0, 0.0),
            Level::Medium => limits(3, 2_000, 0.1, 0.0),
            Level::Hard => limits(
                12,
                40_000 / self.players().max(2) as u64,
                0.0,
                SIRYU_HARD_MARGIN,
            ),
            Level::Expert => limits(
                14,
                150_000 / self.players().max(2) as u64,
                0.0,
                SIRYU_HARD_MARGIN,
            ),
        }
    }
}
