//! A speed trick for the repetition rules of the mancalas (Kpé K9, Bày Khòm BK8): a Bloom
//! filter over the positions seen since the last capture. Most positions are new, and the
//! filter tells so without the scan of the list; it never says "new" of a position it was given
//! (no false negatives), so "maybe seen, and in the list" is exactly "in the list". Proven by
//! the tests below and by each game's random-games test of its repetition rule.

/// 1024 bits, two a position.
const WORDS: usize = 16;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeenFilter {
    bits: [u64; WORDS],
}

impl SeenFilter {
    /// Forgets every position (a capture, a new round).
    pub fn clear(&mut self) {
        self.bits = [0; WORDS];
    }

    /// Adds a position (a game's packed key); returns whether it may have been added before
    /// since the last `clear`: false means it certainly was not.
    pub fn insert(&mut self, key: u64) -> bool {
        // Two bits from one multiplicative hash: a word (4 bits) and a bit in it (6 bits) each.
        let h = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut maybe_seen = true;
        for (word, bit) in [(h >> 60, (h >> 54) & 63), (h >> 50, (h >> 44) & 63)] {
            let bit = 1u64 << bit;
            if let Some(word) = self.bits.get_mut(word as usize % WORDS) {
                maybe_seen &= *word & bit != 0;
                *word |= bit;
            }
        }
        maybe_seen
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn never_calls_a_position_it_was_given_new() {
        let mut rng = Rng::from_seed(9);
        let mut filter = SeenFilter::default();
        let mut given: Vec<u64> = Vec::new();
        let mut said_new_of_fresh = 0;
        for i in 0..20_000 {
            if i % 300 == 0 {
                filter.clear();
                given.clear();
            }
            // Keys drawn from a small range, so that many come again.
            let key = rng.next_u64() % 500;
            let maybe_seen = filter.insert(key);
            if given.contains(&key) {
                assert!(maybe_seen, "key {key} was given since the last clear");
            } else {
                said_new_of_fresh += (!maybe_seen) as u32;
            }
            given.push(key);
        }
        // It is a filter at all: most fresh keys are called new.
        assert!(said_new_of_fresh > 5_000, "{said_new_of_fresh}");
    }
}
