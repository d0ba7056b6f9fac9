//! Rounds: BK7 end of a round, BK9 refill, BK10 who starts, BK11 end of the game, BK12 round
//! repetition, and the single-round ending of the `mancala-world` ruleset.

use super::moves::BayKhomMove;
use super::{head, houses, owner, BayKhom, Phase, RoundStarter, Ruleset, HOLES};
use crate::error::{GameError, GameResult};
use crate::record::{EndReason, Event, HoleSet, Shortfall};
use crate::refusal::{Refusal, RefusalCode};
use crate::rules::EventSink;
use std::cmp::Ordering;

/// BK12: the game ends when a round ends with the same totals this often.
pub const ROUND_REPETITIONS: u8 = 10;

/// BK11: a total below this cannot fill the head (5) and one house (4).
pub const REFILL_MINIMUM: u8 = 9;

/// BK11 with the reading `headStart`: a total below this cannot fill the head, the one hole a
/// move could then start from.
pub const REFILL_MINIMUM_HEAD_START: u8 = 5;

/// BK9: how many houses a total `t` fills after the head's 5.
fn houses_fillable(t: u8) -> u8 {
    (t.saturating_sub(5) / 4).min(4)
}

impl BayKhom {
    /// The round (or, in `mancala-world`, the game) ends for `reason`.
    pub(super) fn end_round(&mut self, reason: EndReason, events: &mut impl EventSink) {
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
        if self.reserve.iter().any(|&t| t < self.refill_minimum()) {
            self.finish(EndReason::CannotRefill, events);
            return;
        }
        // BK12 (ours): the tenth round to end with the same totals ends the game.
        let seen = &mut self.round_totals[(self.reserve[0] as usize).min(42)];
        *seen = seen.saturating_add(1);
        if *seen >= ROUND_REPETITIONS {
            self.finish(EndReason::RoundRepetition, events);
            return;
        }
        self.refill(events);
    }

    /// BK11: the player whose total is below the refill minimum (at most one: the two totals
    /// add up to 42, more than twice either minimum), with that minimum.
    pub(super) fn shortfall(&self) -> Option<Shortfall> {
        let needs = self.refill_minimum();
        let player = (0..2u8).find(|&p| self.reserve[p as usize] < needs)?;
        Some(Shortfall {
            player,
            needs: needs as u32,
        })
    }

    /// BK11's threshold *(derived from BK2)*: the head and one house, or with the reading
    /// `headStart`, where a move may start from the head, the head alone.
    fn refill_minimum(&self) -> u8 {
        if self.head_start {
            REFILL_MINIMUM_HEAD_START
        } else {
            REFILL_MINIMUM
        }
    }

    /// `mancala-world`: the game ends. When the player to move has no legal move (no counter in
    /// a house, or only endless moves, which BK6 makes illegal) the opponent takes the board;
    /// after a repetition (ours) each player takes the counters in their own holes.
    fn end_single_round(&mut self, reason: EndReason, events: &mut impl EventSink) {
        let loser = self.to_move;
        if matches!(reason, EndReason::NoMoves | EndReason::Endless) {
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
            let count = std::mem::take(&mut self.holes[h]);
            if count > 0 {
                let by = to(h) & 1;
                events.push(Event::Collect {
                    hole: h as u8,
                    count,
                    by,
                });
                collected[by as usize] += count;
                self.reserve[by as usize] += count;
            }
        }
        collected
    }

    fn finish(&mut self, reason: EndReason, events: &mut impl EventSink) {
        self.end = Some(reason);
        self.phase = Phase::Over;
        if let Some(result) = crate::rules::Rules::outcome(self) {
            events.push(Event::GameOver { result });
        }
    }

    /// BK9: each head gets 5 and up to four houses 4 each. A player who can fill all four does
    /// so at once; a short player (at most one) is left to choose in the `refill` phase, with
    /// the head already filled and the houses empty. With nobody short the next round starts.
    fn refill(&mut self, events: &mut impl EventSink) {
        self.eliminated = [false; HOLES];
        let mut short = None;
        for p in 0..2u8 {
            let k = houses_fillable(self.reserve[p as usize]);
            let hd = head(p);
            self.holes[hd] = 5;
            self.reserve[p as usize] -= 5;
            let mut filled = HoleSet(1 << hd);
            let mut out = HoleSet(0);
            if k == 4 {
                for h in houses(p) {
                    self.holes[h] = 4;
                    filled.0 |= 1 << h;
                }
                self.reserve[p as usize] -= 16;
            } else if k == 0 {
                // Only with `headStart` (BK11 ends the game below 9 otherwise): the head alone
                // is filled, there is nothing to choose, and every house is out this round.
                for h in houses(p) {
                    self.eliminated[h] = true;
                    out.0 |= 1 << h;
                }
            } else {
                short = Some((p, k));
            }
            events.push(Event::Refill {
                player: p,
                holes: filled,
                eliminated: out,
            });
        }
        match short {
            Some((p, k)) => {
                self.phase = Phase::Refill;
                self.to_move = p;
                self.refill_count = k;
            }
            None => self.start_round(events),
        }
    }

    /// The refill choices: every set of `refill_count` houses of the player to move, as sorted
    /// lists in lexicographic order.
    pub(super) fn fill_choices(&self) -> Vec<BayKhomMove> {
        let mut choices = Vec::new();
        subsets(
            houses(self.to_move),
            self.refill_count,
            HoleSet(0),
            &mut choices,
        );
        choices
    }

    /// BK9's decision: fill the chosen houses with 4, eliminate the others for this round.
    pub(super) fn play_fill(
        &mut self,
        filled: HoleSet,
        events: &mut impl EventSink,
    ) -> GameResult<()> {
        let p = self.to_move;
        if self.phase != Phase::Refill {
            return Err(GameError::refused(
                Refusal::new(
                    RefusalCode::NothingToFill,
                    "BK9",
                    "there is nothing to refill now: a move sows from a house, e.g. 2+",
                )
                .player(p),
            ));
        }
        // Only the mover's four houses: not a head, not a hole past the board's ten.
        let own_only = filled.holes().all(|h| houses(p).contains(&(h as usize)));
        if !own_only || filled.holes().count() != self.refill_count as usize {
            let first = p as usize * 5;
            return Err(GameError::refused(
                Refusal::new(
                    RefusalCode::FillCount,
                    "BK9",
                    format!(
                        "{} fills exactly {} of their houses {first}-{} (BK9)",
                        super::who(p),
                        self.refill_count,
                        first + 3
                    ),
                )
                .count(self.refill_count)
                .player(p),
            ));
        }
        for h in filled.holes() {
            self.holes[h as usize] = 4;
        }
        self.reserve[p as usize] -= 4 * self.refill_count;
        let mut eliminated = HoleSet(0);
        for h in houses(p) {
            if !filled.contains(h) {
                self.eliminated[h] = true;
                eliminated.0 |= 1 << h;
            }
        }
        events.push(Event::Refill {
            player: p,
            holes: filled,
            eliminated,
        });
        self.refill_count = 0;
        self.start_round(events);
        self.settle(events);
        Ok(())
    }

    /// BK10: who starts the next round, after the refill.
    fn round_starter(&self) -> u8 {
        match self.round_starter {
            RoundStarter::Alternate => self.first_player ^ (self.round & 1) as u8,
            RoundStarter::FewerHouses => self.fewer_houses_starter(),
            RoundStarter::RoundWinner => self.round_winner_starter(),
            RoundStarter::LastMover => self.last_mover.unwrap_or(self.to_move),
        }
    }

    /// BK10 *(ours)*: the player who filled fewer houses; on a tie the opponent of the last
    /// mover (the player who was to move).
    fn fewer_houses_starter(&self) -> u8 {
        let filled = |p: u8| houses(p).filter(|&h| !self.eliminated[h]).count();
        match filled(0).cmp(&filled(1)) {
            Ordering::Less => 0,
            Ordering::Greater => 1,
            Ordering::Equal => match self.last_mover {
                Some(m) => 1 - m,
                None => self.to_move,
            },
        }
    }

    /// BK10 as the reading `roundStarter: "round-winner"` has it: the player whose total was
    /// larger when the round ended (after the refill, a player's total is their reserve and
    /// their country); equal totals as `fewer-houses`.
    fn round_winner_starter(&self) -> u8 {
        let total = |p: u8| -> u32 {
            let country: u32 = (0..HOLES)
                .filter(|&h| owner(h) == p)
                .map(|h| self.holes[h] as u32)
                .sum();
            self.reserve[p as usize] as u32 + country
        };
        match total(0).cmp(&total(1)) {
            Ordering::Greater => 0,
            Ordering::Less => 1,
            Ordering::Equal => self.fewer_houses_starter(),
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

/// Every set of `k` more holes of `holes` (in order) added to `chosen`, in lexicographic order.
fn subsets(holes: std::ops::Range<usize>, k: u8, chosen: HoleSet, out: &mut Vec<BayKhomMove>) {
    if k == 0 {
        out.push(BayKhomMove::Fill { houses: chosen });
        return;
    }
    for h in holes.clone() {
        subsets(h + 1..holes.end, k - 1, HoleSet(chosen.0 | 1 << h), out);
    }
}
