//! The positions since the last capture, for the repetition rules of the mancalas (Kpé K9,
//! Bày Khòm BK8), kept without touching the heap in the usual case: search and random playouts
//! clone and play states millions of times. Each game packs its own position into the `u64` key.

use crate::prelude::*;

/// Positions kept inline; longer runs without a capture spill into a `Vec`.
const INLINE: usize = 64;

/// The keys pushed since the last `clear`, in order. Slots past the live ones may hold keys from
/// before the last `clear`: equality and `Debug` read only the live ones.
#[derive(Clone)]
pub struct History {
    inline: [u64; INLINE],
    len: usize,
    overflow: Vec<u64>,
}

impl History {
    #[allow(clippy::new_without_default)]
    pub fn new() -> Self {
        History {
            inline: [0; INLINE],
            len: 0,
            overflow: Vec::new(),
        }
    }

    /// Forgets every key. The inline slots are not zeroed: nothing reads past the live ones, and
    /// a capture clears the history, where the WebAssembly build made the zeroing a
    /// `memory.fill` call of varying length.
    pub fn clear(&mut self) {
        self.len = 0;
        self.overflow.clear();
    }

    /// Inlined, and the spill to the heap kept out of line: called on every ply of a random
    /// playout, where the WebAssembly build (opt-level z) would otherwise make it a call.
    #[inline(always)]
    pub fn push(&mut self, key: u64) {
        match self.inline.get_mut(self.len) {
            Some(slot) => *slot = key,
            None => self.spill(key),
        }
        self.len += 1;
    }

    #[cold]
    #[inline(never)]
    fn spill(&mut self, key: u64) {
        self.overflow.push(key);
    }

    /// The key pushed last since the last `clear`.
    pub fn last(&self) -> Option<u64> {
        match self.overflow.last() {
            Some(&key) => Some(key),
            None => self.live().last().copied(),
        }
    }

    fn live(&self) -> &[u64] {
        self.inline.get(..self.len.min(INLINE)).unwrap_or_default()
    }

    /// Whether `key` was pushed since the last `clear`.
    pub fn contains(&self, key: u64) -> bool {
        self.live().contains(&key) || self.overflow.contains(&key)
    }

    /// How many times `key` was pushed since the last `clear`.
    pub fn count(&self, key: u64) -> usize {
        self.live().iter().filter(|&&k| k == key).count()
            + self.overflow.iter().filter(|&&k| k == key).count()
    }
}

impl PartialEq for History {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && self.live() == other.live() && self.overflow == other.overflow
    }
}

impl Eq for History {}

impl core::fmt::Debug for History {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list()
            .entries(self.live().iter().chain(&self.overflow))
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_across_the_inline_part_and_the_overflow() {
        let mut h = History::new();
        for i in 0..200u64 {
            h.push(i % 3);
        }
        assert_eq!(h.count(0), 67);
        assert_eq!(h.count(2), 66);
        assert_eq!(h.last(), Some(199 % 3));
        h.clear();
        assert_eq!(h, History::new());
        assert_eq!(h.last(), None);
        h.push(5);
        assert_eq!(h.last(), Some(5));
        assert_eq!(h.count(5), 1);
        assert_eq!(h.count(0), 0);
    }
}
