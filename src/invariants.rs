//! The invariants every reachable state keeps, written once and checked by the property tests
//! (tests/properties.rs), the fuzz targets (fuzz/) and the soak run (examples/soak.rs). Each
//! check returns a message instead of panicking, so callers decide how to fail.

use crate::games::bay_khom::{BayKhom, COUNTERS, HOLES};
use crate::games::kpe::{Kpe, STONES};
use crate::games::siryu::{start_square, PieceKind, Siryu, MECCA};
use crate::rules::{Rules, Turn};

/// A game whose own state can be checked (conservation, ranges).
pub trait Invariants: Rules {
    fn check_state(&self) -> Result<(), String>;
}

impl Invariants for Kpe {
    /// 48 stones between the pits and the two stores.
    fn check_state(&self) -> Result<(), String> {
        let on_board: u32 = self.pits().iter().map(|&s| s as u32).sum();
        let taken: u32 = self.captured().iter().map(|&s| s as u32).sum();
        if on_board + taken != STONES {
            return Err(format!(
                "Kpé: {on_board} stones on the board and {taken} captured, not {STONES}"
            ));
        }
        Ok(())
    }
}

impl Invariants for BayKhom {
    /// 42 counters between the holes and the reserves; eliminated holes hold none.
    fn check_state(&self) -> Result<(), String> {
        let holes = self.holes();
        let on_board: u32 = holes.iter().map(|&s| s as u32).sum();
        let reserve: u32 = self.reserve().iter().map(|&s| s as u32).sum();
        if on_board + reserve != COUNTERS {
            return Err(format!(
                "Bày Khòm: {on_board} counters in the holes and {reserve} in reserve, not {COUNTERS}"
            ));
        }
        let eliminated = self.eliminated();
        for (h, (&out, &count)) in eliminated.iter().zip(holes.iter()).enumerate().take(HOLES) {
            if out && count != 0 {
                return Err(format!(
                    "Bày Khòm: eliminated hole {h} holds {count} counters"
                ));
            }
            if out && (h == 4 || h == 9) {
                return Err(format!("Bày Khòm: head {h} is eliminated"));
            }
        }
        if self.to_move() > 1 {
            return Err(format!("Bày Khòm: player {} to move", self.to_move()));
        }
        Ok(())
    }
}

impl Invariants for Siryu {
    /// Three pieces per player, each on squares 1-31; an unstarted piece on its start square;
    /// station counts below the sirs a station needs.
    fn check_state(&self) -> Result<(), String> {
        let players = self.players();
        if !(2..=8).contains(&players) || self.to_move() as usize >= players {
            return Err(format!(
                "Siryu: {players} players, seat {} to move",
                self.to_move()
            ));
        }
        for seat in 0..players as u8 {
            for (kind, p) in PieceKind::ALL.into_iter().zip(self.pieces(seat)) {
                if !(1..=MECCA).contains(&p.square) {
                    return Err(format!(
                        "Siryu: seat {seat} piece {kind:?} on square {}",
                        p.square
                    ));
                }
                if !p.started && p.square != start_square(kind) {
                    return Err(format!(
                        "Siryu: seat {seat} piece {kind:?} not started but on square {}",
                        p.square
                    ));
                }
                if p.stations >= self.station_sirs() {
                    return Err(format!(
                        "Siryu: seat {seat} piece {kind:?} counts {} station sirs of {}",
                        p.stations,
                        self.station_sirs()
                    ));
                }
            }
        }
        Ok(())
    }
}

/// Everything checked after every move: the game's own invariants, the move limit, and that the
/// legal moves are listed exactly while the game is on. `plies` is the number of moves played.
pub fn check<R: Invariants>(g: &R, plies: usize, moves: &mut Vec<R::Move>) -> Result<(), String> {
    g.check_state()?;
    if plies > g.max_plies() {
        return Err(format!(
            "{}: {plies} moves played, more than the limit {}",
            R::GAME,
            g.max_plies()
        ));
    }
    moves.clear();
    g.legal_moves(moves);
    match g.turn() {
        Turn::Over => {
            if !moves.is_empty() {
                return Err(format!("{}: legal moves listed after the end", R::GAME));
            }
            if g.outcome().is_none() {
                return Err(format!("{}: over without a result", R::GAME));
            }
        }
        _ => {
            if moves.is_empty() {
                return Err(format!("{}: no legal move before the end", R::GAME));
            }
            if g.outcome().is_some() {
                return Err(format!("{}: a result before the end", R::GAME));
            }
        }
    }
    Ok(())
}
