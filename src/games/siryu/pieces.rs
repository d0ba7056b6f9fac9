//! What one piece does with a throw (docs/spec/siryu.md S1-S5). Each function returns the piece as it
//! would be after the move, or None when the piece cannot use the throw; the caller applies it
//! and then sends back what was overtaken (S5).

use super::track::{
    points_gate, start_square, waits_for_station, PieceKind, CORNER_GATE, GRID_END, MECCA, MINARET,
    MINARET_GATE,
};

/// One piece: its square (1-31), whether it has started (S1), and the sirs counted towards the
/// next station (S3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub square: u8,
    pub started: bool,
    pub stations: u8,
}

impl Piece {
    pub const fn new(square: u8, started: bool, stations: u8) -> Self {
        Piece {
            square,
            started,
            stations,
        }
    }

    /// A piece waiting on its start square, unstarted (the beginning, and S5's sending back).
    pub fn at_start(kind: PieceKind) -> Self {
        Piece::new(start_square(kind), false, 0)
    }
}

/// S2 with S4: a started piece on 1-11 or 14-24 moves `squares`, stopping at the gate of its
/// segment (12 or 25); the rest is lost.
#[inline(always)]
fn advance_to_gate(piece: Piece, squares: u8) -> Option<Piece> {
    let gate = points_gate(piece.square)?;
    if !piece.started || squares == 0 {
        return None;
    }
    let to = piece.square.saturating_add(squares).min(gate);
    Some(Piece {
        square: to,
        ..piece
    })
}

/// S4: the angel doubles points on the grid (1-25); everywhere else a point is one square.
#[inline(always)]
fn squares_for_points(kind: PieceKind, square: u8, points: u8) -> u8 {
    if kind == PieceKind::Angel && square <= GRID_END {
        points.saturating_mul(2)
    } else {
        points
    }
}

/// S2: the piece moves `points` (a bonus throw, or the sum of six black's three bonus throws).
#[inline(always)]
pub fn use_points(kind: PieceKind, piece: Piece, points: u8) -> Option<Piece> {
    advance_to_gate(piece, squares_for_points(kind, piece.square, points))
}

/// S3: the one sir action open to this piece, decided by where it stands.
#[inline(always)]
pub fn use_sir(kind: PieceKind, piece: Piece, station_sirs: u8) -> Option<Piece> {
    // S1: an unstarted piece moves exactly one square and is started (single step, S4).
    if !piece.started {
        return Some(Piece::new(piece.square.saturating_add(1), true, 0));
    }
    match piece.square {
        // One point on the grid (the angel two squares), stopping at the gate.
        1..=11 | 14..=24 => use_points(kind, piece, 1),
        // Climb the Minaret, come down from it.
        MINARET_GATE => Some(Piece::new(MINARET, true, 0)),
        MINARET => Some(Piece::new(MINARET + 1, true, 0)),
        // The jump 25 → 26 out of the grid, then 26 → 27 → 28, one sir each.
        CORNER_GATE..=27 => Some(Piece::new(
            if piece.square == CORNER_GATE {
                26
            } else {
                piece.square + 1
            },
            true,
            0,
        )),
        // Stations: count the sir; the last one needed moves the piece on and resets the count.
        s if waits_for_station(s) => {
            let count = piece.stations.saturating_add(1);
            if count >= station_sirs {
                Some(Piece::new(s + 1, true, 0))
            } else {
                Some(Piece::new(s, true, count))
            }
        }
        // Mecca (or anything beyond): nothing left to do.
        _ => None,
    }
}

/// S5: does a move from `from` to `to` overtake the square `square`? Only moves within 1-25,
/// and only squares strictly between (one-square moves overtake nothing).
#[inline(always)]
pub fn overtakes(from: u8, to: u8, square: u8) -> bool {
    to <= GRID_END && from < square && square < to
}

/// Is this piece home (S7)?
#[inline(always)]
pub fn on_mecca(piece: Piece) -> bool {
    piece.square == MECCA
}

/// A sent-back piece changes nothing if it already waits unstarted on its start square.
#[inline(always)]
pub fn is_at_start(kind: PieceKind, piece: Piece) -> bool {
    piece == Piece::at_start(kind)
}

#[cfg(test)]
mod tests {
    use super::super::track::CAIRO;
    use super::*;
    use PieceKind::{Angel as ANGEL, Father as FATHER, Mother as MOTHER};

    #[test]
    fn angel_doubles_only_on_the_grid_and_stops_at_gates() {
        let angel = Piece::new(6, true, 0);
        assert_eq!(use_points(ANGEL, angel, 4).map(|p| p.square), Some(12));
        assert_eq!(use_points(ANGEL, angel, 2).map(|p| p.square), Some(10));
        assert_eq!(
            use_points(ANGEL, Piece::new(24, true, 0), 6).map(|p| p.square),
            Some(25)
        );
        assert_eq!(use_points(ANGEL, Piece::new(12, true, 0), 1), None);
        assert_eq!(use_points(FATHER, Piece::new(14, true, 0), 0), None);
        assert_eq!(use_points(FATHER, Piece::new(1, false, 0), 3), None);
    }

    #[test]
    fn sir_actions() {
        assert_eq!(
            use_sir(MOTHER, Piece::at_start(MOTHER), 3),
            Some(Piece::new(4, true, 0))
        );
        assert_eq!(
            use_sir(ANGEL, Piece::at_start(ANGEL), 3),
            Some(Piece::new(3, true, 0))
        );
        assert_eq!(
            use_sir(ANGEL, Piece::new(11, true, 0), 3),
            Some(Piece::new(12, true, 0))
        );
        assert_eq!(
            use_sir(ANGEL, Piece::new(25, true, 0), 3),
            Some(Piece::new(26, true, 0))
        );
        assert_eq!(
            use_sir(FATHER, Piece::new(28, true, 1), 3),
            Some(Piece::new(28, true, 2))
        );
        assert_eq!(
            use_sir(FATHER, Piece::new(28, true, 2), 3),
            Some(Piece::new(CAIRO, true, 0))
        );
        assert_eq!(
            use_sir(FATHER, Piece::new(30, true, 0), 1),
            Some(Piece::new(MECCA, true, 0))
        );
        assert_eq!(use_sir(FATHER, Piece::new(MECCA, true, 0), 1), None);
    }
}
