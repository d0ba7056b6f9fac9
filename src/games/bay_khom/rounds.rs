//! Rounds: BK7 end of a round, BK9 refill, BK10 who starts, BK11 end of the game, and the
//! single-round ending of the `mancala-world` ruleset.

use super::moves::BayKhomMove;
use super::sowing::Walk;
use super::{head, houses_mask, owner, BayKhom, Phase, RoundStarter, Ruleset, HOLES};
use crate::error::{GameError, GameResult};
use crate::message::Msg;
use crate::msg;
use crate::prelude::*;
use crate::record::Event;
use crate::rules::EventSink;

/// The 15 non-empty subsets of a player's four houses (bit j = j-th house, left to right) in the
/// lexicographic order of their sorted lists: [0], [0,1], [0,1,2], ... [3].
const SUBSETS_LEX: [u16; 15] = [
    0b0001, 0b0011, 0b0111, 0b1111, 0b1011, 0b0101, 0b1101, 0b1001, 0b0010, 0b0110, 0b1110, 0b1010,
    0b0100, 0b1100, 0b1000,
];

/// Our round-repetition rule: the game ends when a round ends with the same totals this often.
pub(super) const ROUND_REPETITIONS: u8 = 10;

/// BK9: how many houses a total `t` fills after the head's 5 (t >= 9).
fn houses_fillable(t: u8) -> u8 {
    ((t.saturating_sub(5)) / 4).min(4)
}

impl BayKhom {
    /// The round (or, in `mancala-world`, the game) ends for `reason`.
    pub(super) fn end_round(&mut self, reason: &'static str, events: &mut impl EventSink) {
        self.round_end = Some(reason);
        if self.ruleset == Ruleset::MancalaWorld {
            self.end_single_round(reason, events);
            return;
        }
        // BK7: what is left on the board goes to the owner of its hole, heads included.
        let collected = self.collect(owner, events);
        events.push(Event::RoundEnd {
            collected,
            reserve: self.reserve,
        });
        // BK11: a player who cannot fill the head and one house loses.
        if self.reserve.iter().any(|&t| t < 9) {
            self.finish("cannot-refill", events);
            return;
        }
        // Ours: the tenth round to end with the same totals ends the game (no progress). A
        // safety net for games played to go on for ever: random play never comes near it.
        let seen = &mut self.round_totals[(self.reserve[0] as usize).min(42)];
        *seen = seen.saturating_add(1);
        if *seen >= ROUND_REPETITIONS {
            self.finish("round-repetition", events);
            return;
        }
        self.refill(events);
    }

    /// `mancala-world`: the game ends. When the player to move has no legal move — no counter in
    /// a house, or only endless moves, which BK6 makes illegal — the opponent takes the board [MW];
    /// after a repetition (ours) each player takes the counters in their own holes.
    fn end_single_round(&mut self, reason: &'static str, events: &mut impl EventSink) {
        let loser = self.to_move;
        if reason == "no-moves" || reason == "endless" {
            self.collect(|_| 1 - loser, events);
        } else {
            self.collect(owner, events);
        }
        self.finish(reason, events);
    }

    /// Empties the board into the reserves, hole by hole, to `to(hole)`; returns each player's
    /// share.
    fn collect(&mut self, to: impl Fn(usize) -> u8, events: &mut impl EventSink) -> [u8; 2] {
        let mut collected = [0u8; 2];
        for h in 0..HOLES {
            let count = self.holes[h];
            if count > 0 {
                let by = to(h) & 1;
                events.push(Event::Collect {
                    hole: h as u8,
                    count,
                    by,
                });
                collected[by as usize] = collected[by as usize].wrapping_add(count);
                self.reserve[by as usize] = self.reserve[by as usize].wrapping_add(count);
                self.holes[h] = 0;
            }
        }
        collected
    }

    fn finish(&mut self, reason: &'static str, events: &mut impl EventSink) {
        self.end = Some(reason);
        self.phase = Phase::Over;
        self.forget_legal();
        events.push(Event::GameOver);
    }

    /// BK9: each head gets 5 and up to four houses 4 each. A player who can fill all four does so
    /// at once; a short player (at most one) is left to choose in the `refill` phase, with the
    /// head already filled and the houses empty. With nobody short the next round starts.
    fn refill(&mut self, events: &mut impl EventSink) {
        self.eliminated = 0;
        let mut short = None;
        for p in 0..2u8 {
            let k = houses_fillable(self.reserve[p as usize]);
            let hd = head(p);
            self.holes[hd] = 5;
            self.reserve[p as usize] -= 5;
            if k == 4 {
                let houses = houses_mask(p);
                for h in 0..HOLES {
                    if houses & (1 << h) != 0 {
                        self.holes[h] = 4;
                    }
                }
                self.reserve[p as usize] -= 16;
                events.push(Event::Refill {
                    player: p,
                    holes: houses | 1 << hd,
                    eliminated: 0,
                });
            } else {
                events.push(Event::Refill {
                    player: p,
                    holes: 1 << hd,
                    eliminated: 0,
                });
                short = Some((p, k));
            }
        }
        self.walks = Walk::both(0);
        match short {
            Some((p, k)) => {
                self.phase = Phase::Refill;
                self.to_move = p;
                self.refill_count = k;
                self.forget_legal();
            }
            None => self.start_round(events),
        }
    }

    /// The refill choices: every set of `refill_count` houses of the player to move, as sorted
    /// lists in lexicographic order.
    pub(super) fn fill_choices(&self, out: &mut Vec<BayKhomMove>) {
        let shift = self.to_move as usize * 5;
        for s in SUBSETS_LEX {
            if s.count_ones() == self.refill_count as u32 {
                out.push(BayKhomMove::Fill { houses: s << shift });
            }
        }
    }

    pub(super) fn first_fill_choice(&self) -> BayKhomMove {
        let mut v = Vec::with_capacity(6);
        self.fill_choices(&mut v);
        v.first()
            .copied()
            .unwrap_or(BayKhomMove::Fill { houses: 0 })
    }

    /// BK9's decision: fill the chosen houses with 4, eliminate the others for this round.
    pub(super) fn play_fill(&mut self, houses: u16, events: &mut impl EventSink) -> GameResult<()> {
        let p = self.to_move;
        let own = houses_mask(p);
        if self.phase != Phase::Refill {
            return Err(GameError::illegal(Msg::BkNothingToRefill));
        }
        if houses & !own != 0 || houses.count_ones() != self.refill_count as u32 {
            let first = p as usize * 5;
            return Err(GameError::illegal(msg!(
                BkFillCount,
                Self::who(p),
                self.refill_count,
                first,
                first + 3
            )));
        }
        let filled_count = self.refill_count;
        for h in 0..HOLES {
            if houses & (1 << h) != 0 {
                self.holes[h] = 4;
            }
        }
        self.reserve[p as usize] = self.reserve[p as usize].wrapping_sub(4 * filled_count);
        self.eliminated = own & !houses;
        self.walks = Walk::both(self.eliminated);
        events.push(Event::Refill {
            player: p,
            holes: houses,
            eliminated: self.eliminated,
        });
        self.refill_count = 0;
        self.start_round(events);
        self.settle(events);
        Ok(())
    }

    /// BK10: who starts the next round.
    fn round_starter(&self) -> u8 {
        match self.round_starter {
            RoundStarter::Alternate => self.first_player ^ (self.round & 1) as u8,
            RoundStarter::FewerHouses => {
                let filled = |p: u8| (houses_mask(p) & !self.eliminated).count_ones();
                match filled(0).cmp(&filled(1)) {
                    core::cmp::Ordering::Less => 0,
                    core::cmp::Ordering::Greater => 1,
                    // A tie: the opponent of the last mover (the player who was to move).
                    core::cmp::Ordering::Equal => match self.last_mover {
                        Some(m) => 1 - m,
                        None => self.to_move,
                    },
                }
            }
        }
    }

    /// A new round on the refilled board. The caller settles afterwards (the starter might have
    /// only endless moves).
    fn start_round(&mut self, events: &mut impl EventSink) {
        let starter = self.round_starter();
        self.round += 1;
        self.to_move = starter;
        self.phase = Phase::Sow;
        self.seen.clear();
        self.seen.push(self.position_key());
        events.push(Event::RoundStart {
            round: self.round,
            starter,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{NoEvents, Rules, Turn};

    #[test]
    fn the_tenth_round_ending_with_the_same_totals_ends_the_game() {
        // T2's position: North's 6+ ends the round with South 10, North 32.
        let start = BayKhom::from_position([3, 0, 2, 0, 6, 1, 2, 4, 3, 0], [10, 11], &[], 1);
        let mv = BayKhomMove::Sow {
            hole: 6,
            dir: super::super::moves::Dir::Plus,
        };
        let mut g = start.clone();
        g.round_totals[10] = ROUND_REPETITIONS - 2;
        g.play(&mv, &mut NoEvents).unwrap();
        assert_ne!(
            g.turn(),
            Turn::Over,
            "the ninth time the round goes on to a refill"
        );
        let mut g = start;
        g.round_totals[10] = ROUND_REPETITIONS - 1;
        g.play(&mv, &mut NoEvents).unwrap();
        assert_eq!(g.turn(), Turn::Over);
        let o = g.outcome().unwrap();
        assert_eq!(
            (o.reason, o.winners, o.totals),
            ("round-repetition", vec![1], vec![10, 32])
        );
    }
}
