//! A speed trick for the repetition rules of the mancalas (Kpé K9, Bày Khòm BK8): the list of
//! positions since the last capture (each game's packed key), whose clone starts with room for
//! `ROOM` of them. Random play and search clone a game and play it on; a cloned `Vec` has room
//! for its own length only (one position, from a start), and then grew by reallocs every game.
//! Equality and `Debug` are the plain list's (the test below).

#[derive(Default, PartialEq, Eq)]
pub struct History<const ROOM: usize>(Vec<u64>);

impl<const ROOM: usize> std::fmt::Debug for History<ROOM> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<const ROOM: usize> Clone for History<ROOM> {
    fn clone(&self) -> Self {
        let mut list = Vec::with_capacity(self.0.len().max(ROOM));
        list.extend_from_slice(&self.0);
        History(list)
    }
}

impl<const ROOM: usize> History<ROOM> {
    pub fn clear(&mut self) {
        self.0.clear();
    }

    pub fn push(&mut self, position: u64) {
        self.0.push(position);
    }

    pub fn contains(&self, position: u64) -> bool {
        self.0.contains(&position)
    }

    /// The positions, the first pushed first.
    pub fn positions(&self) -> &[u64] {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cloned `History` is the list it was cloned from.
    #[test]
    fn a_cloned_history_is_the_same_list() {
        let mut history = History::<16>::default();
        for position in 0..200 {
            let clone = history.clone();
            assert_eq!(clone, history);
            assert!(clone.positions().iter().copied().eq(0..position));
            assert_eq!(format!("{clone:?}"), format!("{:?}", history.0));
            history.push(position);
        }
    }
}
