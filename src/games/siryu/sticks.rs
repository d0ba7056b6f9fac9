//! The six sticks (docs/spec/siryu.md "Sticks and throws"). A throw is six faces, bit i of a mask
//! set when stick i shows white; its value k is the number of white faces.

use crate::rng::Rng;

pub const ALL_STICKS: u8 = 0b11_1111;

/// C(6, k): how many of the 64 ways six fair sticks can fall show k white faces.
pub const WAYS: [u8; 7] = [1, 6, 15, 20, 15, 6, 1];

/// The probability that a throw shows `whites` white faces: C(6, k) / 64 with fair sticks
/// ("Sticks and throws"); 0 for a count that no throw shows.
pub fn probability(whites: u8) -> f64 {
    WAYS.get(whites as usize)
        .map_or(0.0, |&ways| f64::from(ways) / 64.0)
}

/// What the first throw of a turn gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstThrow {
    /// k = 1 or 5: one sir action, then one bonus throw.
    Sir,
    /// k = 6: one bonus throw.
    SixWhite,
    /// k = 0: three bonus throws, summed and used as one move.
    SixBlack,
    /// k = 2, 3 or 4: the turn passes.
    Nothing,
}

/// Classifies the first throw of a turn by its number of white faces.
#[inline(always)]
pub fn first_throw(whites: u8) -> FirstThrow {
    match whites {
        1 | 5 => FirstThrow::Sir,
        6 => FirstThrow::SixWhite,
        0 => FirstThrow::SixBlack,
        _ => FirstThrow::Nothing,
    }
}

/// The six faces of a mask, stick 0 first.
#[inline]
pub fn faces(mask: u8) -> [bool; 6] {
    let mut out = [false; 6];
    for (i, f) in out.iter_mut().enumerate() {
        *f = mask >> i & 1 == 1;
    }
    out
}

#[inline]
pub fn mask_of(faces: &[bool; 6]) -> u8 {
    faces
        .iter()
        .enumerate()
        .fold(0, |m, (i, &w)| if w { m | 1 << i } else { m })
}

/// A throw given only by its count shows a canonical arrangement in the records: the first k
/// sticks white, the rest black (which sticks they were is not known).
#[inline]
pub fn canonical_mask(whites: u8) -> u8 {
    ((1u16 << whites.min(6)) - 1) as u8
}

/// Throws the six sticks: one fair bit of the generator per stick (the low six bits).
#[inline(always)]
pub fn draw_sticks(rng: &mut Rng) -> u8 {
    (rng.bits() & ALL_STICKS as u64) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_and_masks_round_trip() {
        for m in 0..64u8 {
            assert_eq!(mask_of(&faces(m)), m);
        }
        assert_eq!(
            faces(canonical_mask(2)),
            [true, true, false, false, false, false]
        );
        assert_eq!(canonical_mask(6), ALL_STICKS);
        assert_eq!(canonical_mask(0), 0);
    }
}
