//! Speed tricks for Kpé, each proven equal to the plain rule by the tests below (every pit of
//! random boards) and by tests/kpe_speed.rs (seeded random games, each ply played both ways).
//! Used only by play that records no events (random play, search, analysis), where a renderer
//! needs no stone-by-stone account; play that records events runs the plain rules.

// Lint note (src/lib.rs forbids unchecked indexing): nothing here indexes; pits are bytes of a
// word, and every shift is below 64 (a pit is reduced modulo 8, a rest is below 8).

use super::{KpeMove, PITS};
use crate::record::HoleSet;

/// One stone in every pit, on the pits as one word (a byte each, pit 0 lowest).
const EVERY_PIT: u64 = 0x0101_0101_0101_0101;

/// The stones in the pits of `word`, gathered in the top byte by the multiplication: at most
/// 48, so no byte's sum carries.
fn stones_in(word: u64) -> u8 {
    (word.wrapping_mul(EVERY_PIT) >> 56) as u8
}

/// K5: the opponent's pits holding 2 or 4, each as a byte of ones. Adding 0x7F to a byte
/// below 0x80 (a pit holds at most 48) sets its top bit exactly when it is not 0: here, when
/// the pit does not hold 2, then 4.
fn takeable_pits(word: u64, mover: u8) -> u64 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const TOPS: u64 = 0x8080_8080_8080_8080;
    let not_2 = ((word ^ 0x0202_0202_0202_0202) + LOW7) & TOPS;
    let not_4 = ((word ^ 0x0404_0404_0404_0404) + LOW7) & TOPS;
    let opponent_row = 0xFFFF_FFFFu64 << (32 * (1 - u32::from(mover & 1)));
    let tops = !(not_2 & not_4) & TOPS & opponent_row;
    (tops >> 7) * 0xFF
}

/// `Kpe::sow_and_capture` (K3, then K4-K5 when `unlocked`) on the pits as one word, without a
/// loop whose length or exit depends on the board: every whole round of the stones is one
/// addition to the pits of the round, the rest another to the pits after the origin; the
/// capture chain is found for all pits at once (the pits that could be taken, then the run of
/// them that ends at the last pit). Returns the pits after and the stones captured.
pub(super) fn sow_and_capture(
    pits: [u8; PITS],
    pit: usize,
    mover: u8,
    unlocked: bool,
    skip_origin: bool,
) -> ([u8; PITS], u8) {
    let pit = pit % PITS;
    let board = u64::from_le_bytes(pits);
    let stones = (board >> (8 * pit)) as u8;
    let origin = 0xFFu64 << (8 * pit);
    // K3: with 8 or more stones the origin gets one each round, unless `skipOrigin` (rounds of
    // the 7 other pits). Divisions by a constant, not by the round's length (a slow instruction
    // on the critical path); no byte carries, a pit holding at most 48.
    let (round, round_len, rounds, rest) = if skip_origin {
        (EVERY_PIT & !origin, 7, stones / 7, stones % 7)
    } else {
        (EVERY_PIT, 8, stones / 8, stones % 8)
    };
    let run = EVERY_PIT & ((1u64 << (8 * u32::from(rest))) - 1);
    let word =
        (board & !origin) + u64::from(rounds) * round + run.rotate_left(8 * (pit as u32 + 1));
    let last = match (stones, rest) {
        (0, _) => pit,
        (_, 0) => (pit + round_len) % PITS,
        _ => (pit + rest as usize) % PITS,
    };
    // K5: the chain runs back from the last pit through the opponent's row only; a pit that
    // cannot be taken (each of the mover's own among them) stops it for every pit below it.
    let takeable = takeable_pits(word, mover) & u64::from(unlocked).wrapping_neg();
    let upto_last = u64::MAX >> (8 * (PITS - 1 - last));
    let mut stops = !takeable & upto_last;
    stops |= stops >> 8;
    stops |= stops >> 16;
    stops |= stops >> 32;
    let chain = upto_last & !stops;
    ((word & !chain).to_le_bytes(), stones_in(word & chain))
}

/// A player's row as one word, a byte a pit, their leftmost pit lowest.
fn row_word(pits: [u8; PITS], player: u8) -> u32 {
    (u64::from_le_bytes(pits) >> (32 * u32::from(player & 1))) as u32
}

/// `Kpe::row_empty`: the row's four bytes, as one word, are 0.
pub(super) fn row_empty(pits: [u8; PITS], player: u8) -> bool {
    row_word(pits, player) == 0
}

/// K9's position as one word: the pits' bytes as they lie (pit 0 lowest), and the nine other
/// bits in the two top bits of the bytes, always clear (a pit holds at most 48): South's
/// opened set in bit 6 of bytes 0-3, North's in bit 6 of bytes 4-7, the player to move in bit
/// 7 of byte 0. Exact, so equal words are equal positions; no shift per pit.
pub(super) fn position_key(pits: [u8; PITS], opened: [u8; 2], to_move: u8) -> u64 {
    /// Bit i of a 4-bit set to bit 8i + 6: the multiplication lays four copies 7 bits apart,
    /// copy i putting bit i at 8i, and no two of its terms meet.
    fn spread(set: u8) -> u64 {
        ((u64::from(set & 0xF) * 0x0020_4081) & 0x0101_0101) << 6
    }
    u64::from_le_bytes(pits)
        | spread(opened[0])
        | spread(opened[1]) << 32
        | u64::from(to_move & 1) << 7
}

/// `Kpe::filled_pits` on the row as one word, without a test per pit: adding 0x7F to a byte
/// of at most 48 sets its top bit exactly when it is not 0, and the multiplication gathers the
/// four top bits (bit 8i moves to 21 + i, and no two of its terms meet).
pub(super) fn filled_pits(pits: [u8; PITS], player: u8) -> HoleSet {
    let tops = (row_word(pits, player) + 0x7F7F_7F7F) >> 7 & 0x0101_0101;
    let set = (tops.wrapping_mul(0x0020_4081) >> 21) & 0xF;
    HoleSet((set as u16) << (4 * u16::from(player & 1)))
}

/// `NTH_PIT[set]`: byte `n` the `n`-th set bit of the 4-bit `set`, lowest first (0 past the
/// last).
const NTH_PIT: [u32; 16] = {
    let mut table = [0u32; 16];
    let mut set = 0;
    while set < 16 {
        let (mut bit, mut n) = (0, 0);
        while bit < 4 {
            if set & 1 << bit != 0 {
                table[set] |= bit << (8 * n);
                n += 1;
            }
            bit += 1;
        }
        set += 1;
    }
    table
};

/// `Kpe::legal_moves` from the legal pits `set` (all in `player`'s row), without a loop of
/// random length (its exit was most of a playout's mispredicted branches): the four pits read
/// from `NTH_PIT` are all appended, then the list cut back to the set's size.
pub(super) fn push_moves(set: HoleSet, player: u8, out: &mut Vec<KpeMove>) {
    let start = 4 * u32::from(player & 1);
    let own = u32::from(set.0 >> start) & 0xF;
    let nth = NTH_PIT.get(own as usize).copied().unwrap_or(0);
    let pits = (nth + start * 0x0101_0101).to_le_bytes();
    out.extend_from_slice(&pits.map(|pit| KpeMove::Sow { pit }));
    out.truncate(out.len() - 4 + own.count_ones() as usize);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kpe::Kpe;
    use crate::rng::Rng;
    use crate::NoEvents;

    /// Every pit, every count it can hold, the rest of the 48 stones scattered at random; both
    /// movers, locked and unlocked (through the opened sets), with and without `skipOrigin`.
    #[test]
    fn sows_and_captures_as_the_plain_rules() {
        let mut rng = Rng::from_seed(3);
        let mut captures = 0;
        for round in 0..20 {
            for skip_origin in [false, true] {
                for pit in 0..PITS {
                    for stones in 0..=48u8 {
                        let mut board = [0u8; PITS];
                        board[pit] = stones;
                        // Few stones elsewhere in some rounds, so that 2s and 4s are common.
                        let others = if round % 2 == 0 {
                            48 - stones
                        } else {
                            (48 - stones) % 9
                        };
                        for _ in 0..others {
                            let other = (pit + 1 + rng.below(PITS as u32 - 1) as usize) % PITS;
                            board[other] += 1;
                        }
                        let mover = (pit / 4) as u8;
                        let opened: &[u8] = if round % 4 < 2 { &[0, 1, 2, 3] } else { &[] };
                        let sets = if mover == 0 {
                            [opened, &[]]
                        } else {
                            [&[], opened]
                        };
                        let game = Kpe::from_pits(board, [0, 0], sets, mover)
                            .with_skip_origin(skip_origin);
                        let game = Kpe {
                            pits: board,
                            end: None,
                            ..game
                        };
                        let want = game.sow_and_capture(pit, &mut NoEvents);
                        let got = sow_and_capture(
                            board,
                            pit,
                            mover,
                            game.capture_unlocked(pit),
                            skip_origin,
                        );
                        assert_eq!(got, want, "{board:?} from {pit}, skip {skip_origin}");
                        captures += usize::from(want.1 > 0);
                    }
                }
            }
        }
        assert!(captures > 500, "{captures} captures");
    }

    /// `position_key` keeps every part of the position, each where it says: read back, it
    /// gives the position again, so two keys are equal only for equal positions.
    #[test]
    fn the_position_key_reads_back() {
        let mut rng = Rng::from_seed(11);
        for _ in 0..100_000 {
            let pits: [u8; PITS] = std::array::from_fn(|_| rng.below(49) as u8);
            let opened = [rng.below(16) as u8, rng.below(16) as u8];
            let to_move = rng.below(2) as u8;
            let key = position_key(pits, opened, to_move);
            let back_pits = (key & 0x3F3F_3F3F_3F3F_3F3F).to_le_bytes();
            let set = |from: u32| {
                (0..4).fold(0u8, |s, j| {
                    s | (((key >> (from + 8 * j + 6)) & 1) as u8) << j
                })
            };
            let back = (back_pits, [set(0), set(32)], (key >> 7 & 1) as u8);
            assert_eq!(back, (pits, opened, to_move));
            assert_eq!(key & 0x8080_8080_8080_8000, 0, "{key:x}");
        }
    }

    /// Every board of 0-3 stones a pit (so every row's filled set, and every K6 case) and some
    /// heavier ones, both movers, against the plain rule.
    #[test]
    fn lists_the_legal_moves_as_the_plain_rules() {
        let mut rng = Rng::from_seed(5);
        for code in 0..(1u32 << 16) {
            let mut board: [u8; PITS] = std::array::from_fn(|p| (code >> (2 * p) & 3) as u8);
            if code % 3 == 0 {
                let pit = rng.below(PITS as u32) as usize;
                board[pit] += 40;
            }
            for mover in 0..2 {
                let game = Kpe {
                    pits: board,
                    to_move: mover,
                    end: None,
                    ..Kpe::from_pits(board, [0, 0], [&[0, 1], &[2]], mover)
                };
                for player in 0..2 {
                    assert_eq!(row_empty(board, player), game.row_stones(player) == 0);
                    let filled = game.filled_pits(player, false);
                    assert_eq!(
                        filled_pits(board, player),
                        filled,
                        "{board:?}, row {player}"
                    );
                }
                let want = game.legal_pits(false);
                assert_eq!(game.legal_pits(true), want, "{board:?}, {mover} to move");
                let mut plain = vec![KpeMove::Sow { pit: 9 }];
                plain.extend(want.holes().map(|pit| KpeMove::Sow { pit }));
                let mut got = vec![KpeMove::Sow { pit: 9 }];
                push_moves(want, mover, &mut got);
                assert_eq!(got, plain, "{board:?}, {mover} to move");
            }
        }
    }
}
