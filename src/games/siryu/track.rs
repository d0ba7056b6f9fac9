//! The track of docs/spec/siryu.md "Board and numbering": squares 1-31 in track order, their
//! coordinates on the drawing, the two gates and the three stations.
//!
//! ```text
//!  col:  0   1   2   3   4    5   6   7    8     9     10
//!  row 0  1  10  11  20  21
//!  row 1  2   9  12  19  22
//!  row 2  3   8 (13) 18  23 → 26  27  28  Cairo Medina Mecca
//!  row 3  4   7  14  17  24                (29)  (30)  (31)
//!  row 4  5   6  15  16  25
//! ```

pub use crate::record::PieceKind;

/// Square 12, below the Minaret: the gate of the first segment (S2).
pub const MINARET_GATE: u8 = 12;
/// Square 13, the Minaret (S3).
pub const MINARET: u8 = 13;
/// Square 25, the bottom-right corner: the gate of the second segment (S2).
pub const CORNER_GATE: u8 = 25;
/// Square 28, the last square of the extension before the stations.
pub const EXTENSION_END: u8 = 28;
pub const CAIRO: u8 = 29;
pub const MEDINA: u8 = 30;
pub const MECCA: u8 = 31;
/// The last square of the 5x5 grid: S4 doubling and S5 overtaking happen only on 1-25.
pub const GRID_END: u8 = 25;

/// Start squares: father 1, angel 2, mother 3, for every player (S1, S5).
#[inline(always)]
pub fn start_square(piece: PieceKind) -> u8 {
    match piece {
        PieceKind::Father => 1,
        PieceKind::Angel => 2,
        PieceKind::Mother => 3,
    }
}

/// (row, col) of a square on the drawing, row 0 at the top; None outside 1-31.
#[inline]
pub fn coordinates(square: u8) -> Option<(u8, u8)> {
    match square {
        1..=25 => {
            let i = square - 1;
            let col = i / 5;
            let along = i % 5;
            // Boustrophedon: even columns run down, odd columns up.
            let row = if col % 2 == 0 { along } else { 4 - along };
            Some((row, col))
        }
        // "hors du damier, en 26, 27, 28", then Cairo, Medina, Mecca on the central row.
        26..=31 => Some((2, square - 21)),
        _ => None,
    }
}

/// S2: the gate that ends the segment a piece on `square` may move along with points, or None
/// where points cannot be used (12, 13, 25 and beyond).
#[inline(always)]
pub fn points_gate(square: u8) -> Option<u8> {
    match square {
        1..=11 => Some(MINARET_GATE),
        14..=24 => Some(CORNER_GATE),
        _ => None,
    }
}

/// S3: squares where a sir counts towards the next station (28 → Cairo, Cairo → Medina,
/// Medina → Mecca).
#[inline(always)]
pub fn waits_for_station(square: u8) -> bool {
    matches!(square, EXTENSION_END | CAIRO | MEDINA)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_follow_the_spec_table() {
        assert_eq!(coordinates(1), Some((0, 0)));
        assert_eq!(coordinates(5), Some((4, 0)));
        assert_eq!(coordinates(6), Some((4, 1)));
        assert_eq!(coordinates(10), Some((0, 1)));
        assert_eq!(coordinates(MINARET), Some((2, 2)));
        assert_eq!(coordinates(12), Some((1, 2)));
        assert_eq!(coordinates(16), Some((4, 3)));
        assert_eq!(coordinates(20), Some((0, 3)));
        assert_eq!(coordinates(25), Some((4, 4)));
        assert_eq!(coordinates(26), Some((2, 5)));
        assert_eq!(coordinates(MECCA), Some((2, 10)));
        assert_eq!(coordinates(0), None);
        assert_eq!(coordinates(32), None);
    }
}
