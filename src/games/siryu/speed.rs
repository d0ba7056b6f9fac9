//! Speed tricks for Siryu's random play, each proven equal to the plain rule by
//! tests/siryu_speed.rs (every mask, and seeded random games compared at every ply).

use super::sticks::ALL_STICKS;

/// `sticks::faces` for every mask, worked out once: drawing a throw is then one copy.
static FACES: [[bool; 6]; 64] = faces_table();

const fn faces_table() -> [[bool; 6]; 64] {
    let mut table = [[false; 6]; 64];
    let mut mask = 0;
    while mask < 64 {
        let mut stick = 0;
        while stick < 6 {
            table[mask][stick] = mask >> stick & 1 == 1;
            stick += 1;
        }
        mask += 1;
    }
    table
}

/// `sticks::faces`, looked up in `FACES`.
#[inline(always)]
pub fn faces(mask: u8) -> [bool; 6] {
    FACES
        .get((mask & ALL_STICKS) as usize)
        .copied()
        .unwrap_or_default()
}

/// `Throw::whites` of a throw given by its sticks: the six faces as the bytes of one word
/// (0 or 1 each), summed by one multiplication (byte 7 of `x * 0x0101..01` is the sum of the
/// bytes, which at most 6 cannot carry).
#[inline(always)]
pub fn whites(sticks: [bool; 6]) -> u8 {
    let [a, b, c, d, e, f] = sticks.map(u8::from);
    let word = u64::from_le_bytes([a, b, c, d, e, f, 0, 0]);
    (word.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8
}

#[cfg(test)]
mod tests {
    use super::super::moves::Throw;
    use super::super::sticks;
    use super::*;

    #[test]
    fn every_throw_has_the_plain_faces_and_whites() {
        for mask in 0..=u8::MAX {
            let sticks = sticks::faces(mask & ALL_STICKS);
            assert_eq!(faces(mask), sticks, "mask {mask}");
            assert_eq!(
                whites(sticks),
                Throw::Sticks { sticks }.whites(),
                "{sticks:?}"
            );
            assert_eq!(whites(sticks), (mask & ALL_STICKS).count_ones() as u8);
        }
    }
}
