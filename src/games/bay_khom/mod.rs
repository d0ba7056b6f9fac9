//! Bày Khòm, the Cambodian ten-hole mancala (docs/rules/bay-khom.md; sources: Porée-Maspero
//! 1962: 65-66, and Gering's Mancala World page, docs/sources/gering-bay-khom.txt). Rule ids
//! BK1-BK12 are the specification's.
//!
//! ```text
//!             8   7   6   5
//!       9                      4
//!             0   1   2   3
//! ```
//! South (0) owns houses 0-3 and head 4, North (1) houses 5-8 and head 9. `+` is increasing
//! index.
//!
//! - `sowing`: one turn on a bare board (laps, relays, capture chains, endless moves).
//! - `rounds`: end of a round, refill, who starts, end of the game.
//! - `moves`: the move type, its object shape and notation.

// Lint note (src/lib.rs forbids unchecked indexing): this module indexes the ten holes by
// numbers already bounded: a move's hole is checked against the legal moves (BK2: one of the
// mover's houses) before any indexing, and every other index is a hole of the ring, computed
// modulo 10, or a player's own hole. The property tests and the fuzz targets exercise these
// paths.
#![allow(clippy::indexing_slicing)]

mod moves;
mod rounds;
mod sowing;
mod speed;

pub use moves::{BayKhomMove, Dir};
pub use rounds::{REFILL_MINIMUM, REFILL_MINIMUM_HEAD_START, ROUND_REPETITIONS};
pub use sowing::{sow_turn, Ring, TurnEnd};

use crate::choices;
use crate::error::{GameError, GameResult};
use crate::games::speed::history::History;
use crate::id::GameId;
use crate::options::{BoolOption, ChoiceOption, FIRST_OF_TWO, TWO_PLAYERS};
use crate::position::Setup;
use crate::record::{EndReason, HoleSet, Outcome};
use crate::refusal::{Refusal, RefusalCode};
use crate::rules::{EventSink, NoEvents, Rules, Turn};
use serde::{Deserialize, Serialize};

pub const HOLES: usize = 10;
/// BK1: 4 in each house, 5 in each head.
pub const COUNTERS: u32 = 42;
pub const START: Board = [4, 4, 4, 4, 5, 4, 4, 4, 4, 5];

/// The ten holes.
pub type Board = [u8; HOLES];

/// The rulesets (`BayKhomRuleset` in TypeScript).
pub type Ruleset = BayKhomRuleset;

choices! {
    /// The two readings of the sources.
    pub enum BayKhomRuleset {
        /// Several rounds with refill (BK7-BK12).
        PoreeMaspero = "poree-maspero",
        /// One round; the larger total wins.
        MancalaWorld = "mancala-world",
    }
}

choices! {
    /// BK10: who starts a new round (the sources are silent).
    pub enum RoundStarter {
        /// The player who filled fewer houses; on a tie the opponent of the last mover.
        FewerHouses = "fewer-houses",
        /// Rounds alternate, starting with `firstPlayer`.
        Alternate = "alternate",
        /// A reading: the player with the larger total after the round; equal totals as
        /// `fewer-houses`.
        RoundWinner = "round-winner",
        /// A reading: the player who made the last move of the round.
        LastMover = "last-mover",
    }
}

choices! {
    /// BK7: when a round ends.
    pub enum RoundEnd {
        /// The player to move has no counter in an active house (our reading).
        PlayerToMove = "player-to-move",
        /// A reading: a player who cannot move passes, and the round ends when neither can.
        NeitherCanMove = "neither-can-move",
    }
}

pub const RULESET: ChoiceOption<Ruleset> = ChoiceOption::new("ruleset", "The rules of the game.");
pub const ROUND_STARTER: ChoiceOption<RoundStarter> = ChoiceOption::new(
    "roundStarter",
    "Who starts each new round, on which the sources are silent: the player who filled fewer houses (ours, as Ludii's turn order), alternately, the round's winner (round-winner, a reading), or the player who made the round's last move (last-mover, a reading).",
);
pub const HEAD_START: BoolOption = BoolOption {
    name: "headStart",
    default: false,
    description: "A reading of Porée-Maspero's « n'importe quelle case de son pays »: a move may start from the head too, and a player then needs only 5 counters to refill (the head). Off: the Digital Ludeme Project's summary, \"not from the stores\".",
};
pub const ROUND_END: ChoiceOption<RoundEnd> = ChoiceOption::new(
    "roundEnd",
    "When a round of the Porée-Maspero game ends (« étant donné le nombre de pièces, il est impossible de continuer »): when the player to move has no counter in a house (player-to-move, our reading), or, neither-can-move (a reading), a player who cannot move passes and the round ends when neither can.",
);

/// Bày Khòm's options (docs/api.md `GameOptions`); `BayKhom::options` gives them with the
/// defaults filled in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BayKhomOptions {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<BayKhomRuleset>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_player: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_starter: Option<RoundStarter>,
    /// A reading (`HEAD_START`); left out of a game's options while off, so that saves of the
    /// default game are as they were.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub head_start: Option<bool>,
    /// A reading (`ROUND_END`); left out of a game's options at its default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_end: Option<RoundEnd>,
}

crate::option_set!(BayKhomOptions);

/// This game's phases (`BayKhomPhase` in TypeScript).
pub type Phase = BayKhomPhase;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum BayKhomPhase {
    #[default]
    Sow,
    /// BK9: the player to move chooses which houses to fill.
    Refill,
    Over,
}

/// Bày Khòm's fields of `state()`, and of a position (where `holes` and `reserve` must be
/// given, the rest may be left out: no eliminated house, the sowing phase, round 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct BayKhomState {
    #[serde(deserialize_with = "crate::input::array")]
    pub holes: [u8; HOLES],
    /// Counters captured or set aside, still owned (South, North).
    #[serde(deserialize_with = "crate::input::array")]
    pub reserve: [u8; 2],
    #[serde(default)]
    #[serde(deserialize_with = "crate::input::array")]
    pub eliminated: [bool; HOLES],
    #[serde(default)]
    pub phase: BayKhomPhase,
    #[serde(default = "first_round")]
    pub round: u32,
    #[serde(default)]
    pub last_mover: Option<u8>,
    /// In the refill phase, how many houses the player to move fills (BK9).
    #[serde(default)]
    pub refill_count: Option<u8>,
    /// Why the last round ended, once one has.
    #[serde(default)]
    pub round_end: Option<EndReason>,
}

fn first_round() -> u32 {
    1
}

/// The owner of a hole: 0-4 South, 5-9 North.
pub fn owner(hole: usize) -> u8 {
    (hole >= 5) as u8
}

/// A player's head (kbal srok).
pub fn head(player: u8) -> usize {
    player as usize * 5 + 4
}

/// A player's four houses.
pub fn houses(player: u8) -> std::ops::Range<usize> {
    let first = player as usize * 5;
    first..first + 4
}

fn who(player: u8) -> &'static str {
    if player == 0 {
        "South"
    } else {
        "North"
    }
}

/// BK8's position: the board and the player to move, in one word (see `BayKhom::position_key`); not a set-up position (`position.rs`).
type PositionKey = u64;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BayKhom {
    holes: Board,
    reserve: [u8; 2],
    /// BK9: the houses out of play this round.
    eliminated: [bool; HOLES],
    to_move: u8,
    phase: Phase,
    round: u32,
    /// Who made the last sowing move (BK10's tie rule); None before the first.
    last_mover: Option<u8>,
    /// In the refill phase: how many houses the player to move fills (BK9).
    refill_count: u8,
    /// BK8: the positions since the last capture or round start, the current one last.
    /// (Room for 32 in a clone: random games mostly go fewer plies between captures.)
    seen: History<32>,
    /// BK12: how many rounds ended with South holding each total 0-42.
    round_totals: [u8; COUNTERS as usize + 1],
    round_end: Option<EndReason>,
    end: Option<EndReason>,
    ruleset: Ruleset,
    first_player: u8,
    round_starter: RoundStarter,
    /// BK2 as the reading `headStart` has it: a move may start from the head.
    head_start: bool,
    /// BK7's reading (`roundEnd`).
    round_end_rule: RoundEnd,
}

impl BayKhom {
    /// A position built by hand (worked cases, tests), ruleset `poree-maspero`, default options:
    /// holes, reserves, eliminated holes, player to move, in the sowing phase of round 1. The
    /// end-of-round rules are applied at once, as after a move.
    pub fn from_holes(holes: Board, reserve: [u8; 2], eliminated: &[u8], to_move: u8) -> Self {
        Self::from_holes_in(Ruleset::PoreeMaspero, holes, reserve, eliminated, to_move)
    }

    /// `from_holes` for either ruleset. Only houses can be eliminated (heads stay in the
    /// ring), and an eliminated house is empty.
    pub fn from_holes_in(
        ruleset: Ruleset,
        holes: Board,
        reserve: [u8; 2],
        eliminated: &[u8],
        to_move: u8,
    ) -> Self {
        let mut g = Self::unsettled(ruleset, holes, reserve, eliminated, to_move);
        g.settle(&mut NoEvents);
        g
    }

    /// `from_holes_in` before the end-of-round rules are applied.
    fn unsettled(
        ruleset: Ruleset,
        holes: Board,
        reserve: [u8; 2],
        eliminated: &[u8],
        to_move: u8,
    ) -> Self {
        let mut out = [false; HOLES];
        for &h in eliminated {
            let h = h as usize;
            if h < HOLES && h != head(0) && h != head(1) {
                out[h] = true;
            }
        }
        let mut holes = holes;
        for h in 0..HOLES {
            if out[h] {
                holes[h] = 0;
            }
        }
        let mut g = BayKhom {
            holes,
            reserve,
            eliminated: out,
            to_move: to_move & 1,
            phase: Phase::Sow,
            round: 1,
            last_mover: None,
            refill_count: 0,
            seen: History::default(),
            round_totals: [0; COUNTERS as usize + 1],
            round_end: None,
            end: None,
            ruleset,
            first_player: to_move & 1,
            round_starter: RoundStarter::FewerHouses,
            head_start: HEAD_START.default,
            round_end_rule: RoundEnd::PlayerToMove,
        };
        g.seen.push(g.position_key());
        g
    }

    pub fn holes(&self) -> Board {
        self.holes
    }
    pub fn reserve(&self) -> [u8; 2] {
        self.reserve
    }
    pub fn eliminated(&self) -> [bool; HOLES] {
        self.eliminated
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn to_move(&self) -> u8 {
        self.to_move
    }
    pub fn last_mover(&self) -> Option<u8> {
        self.last_mover
    }
    /// In the refill phase, how many houses the player to move must fill.
    pub fn refill_count(&self) -> u8 {
        self.refill_count
    }
    /// Why the last round ended, if one has.
    pub fn round_end_reason(&self) -> Option<EndReason> {
        self.round_end
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    pub fn ruleset_kind(&self) -> Ruleset {
        self.ruleset
    }
    /// BK12's count: how many rounds have ended with South holding `total`.
    pub fn rounds_ended_with(&self, total: u8) -> u8 {
        self.round_totals.get(total as usize).copied().unwrap_or(0)
    }

    fn ring(&self) -> Ring {
        Ring {
            eliminated: self.eliminated,
        }
    }

    /// BK8's position packed into one word: 6 bits a hole (a hole holds at most 42 counters),
    /// then the player to move.
    fn position_key(&self) -> PositionKey {
        let holes = (0..HOLES).fold(0, |key, h| key | (self.holes[h] as u64) << (6 * h));
        holes | (self.to_move as u64) << 60
    }

    /// BK2: the holes a move may start from: the mover's houses, and with the reading
    /// `headStart` the mover's head too, when not eliminated and not empty. One pass over the
    /// ten holes, without an early exit, then the mover's.
    fn starting_holes(&self) -> HoleSet {
        let mut in_play = 0u16;
        for h in 0..HOLES {
            in_play |= (((self.holes[h] > 0) & !self.eliminated[h]) as u16) << h;
        }
        let own = if self.head_start { 0b1_1111 } else { 0b1111 };
        HoleSet(in_play & own << (self.to_move as usize * 5))
    }

    /// BK2: the sowings from `starting`, either direction, before BK6 is asked.
    fn sowings_from(starting: HoleSet) -> impl Iterator<Item = BayKhomMove> {
        starting
            .holes()
            .flat_map(|h| Dir::BOTH.map(|dir| BayKhomMove::sow(h, dir)))
    }

    /// BK2: the sowings of the player to move: a starting hole, either direction, before BK6
    /// is asked.
    fn sowings(&self) -> impl Iterator<Item = BayKhomMove> {
        Self::sowings_from(self.starting_holes())
    }

    /// BK3-BK6 on a copy of the board: the board the turn leaves and the counters captured, or
    /// None when it is endless. By the plain rule (`sow_turn`), or, `fast` (play without
    /// events), on the board packed into one word (`speed::sow_turn_packed`).
    fn sow_on_copy(
        &self,
        hole: usize,
        dir: Dir,
        fast: bool,
        events: &mut impl EventSink,
    ) -> Option<(Board, u8)> {
        let mut board = self.holes;
        let end = if fast {
            speed::sow_turn_packed(&mut board, &self.ring(), hole, dir, self.to_move)
        } else {
            sow_turn(&mut board, &self.ring(), hole, dir, self.to_move, events)
        };
        match end {
            TurnEnd::Captured(n) => Some((board, n)),
            TurnEnd::Endless => None,
        }
    }

    /// BK6: a sowing is legal when its turn ends (`fast`: see `sow_on_copy`).
    fn ends(&self, mv: &BayKhomMove, fast: bool) -> bool {
        match *mv {
            BayKhomMove::Sow { hole, dir } => self
                .sow_on_copy(hole as usize, dir, fast, &mut NoEvents)
                .is_some(),
            BayKhomMove::Fill { .. } => false,
        }
    }

    /// BK8: how often the current position occurred since the last capture (itself included).
    /// The current position is the one `seen` got last: every change of the board or of the
    /// player to move in the sowing phase pushes it (a sowing, a pass, a round's start).
    fn repetitions(&self) -> usize {
        debug_assert_eq!(self.seen.positions().last(), Some(&self.position_key()));
        let Some(&now) = self.seen.positions().last() else {
            return 0;
        };
        self.seen.positions().iter().filter(|&&p| p == now).count()
    }

    /// After every change: ends the round (and maybe starts the next) while the player to move
    /// has no counter in an active house (BK7), the position came a third time (BK8) or every
    /// move is endless (BK6). With the reading `roundEnd: "neither-can-move"`, a player who
    /// cannot move passes instead while the other can (`pass_when_stuck`). Bounded: every round
    /// end is counted by BK12, which ends the game by the 226th round (South's total 9-33, ten
    /// times each at most), and a pass is followed by a move or by the end of the round.
    fn settle(&mut self, events: &mut impl EventSink) {
        let mut passed = false;
        while self.phase == Phase::Sow {
            let starting = self.starting_holes();
            let reason = if starting.0 == 0 {
                EndReason::NoMoves
            } else if self.repetitions() >= 3 {
                EndReason::Repetition
            } else if Self::sowings_from(starting).any(|mv| self.ends(&mv, !events.records())) {
                return;
            } else {
                EndReason::Endless
            };
            if reason != EndReason::Repetition && !passed && self.pass_when_stuck(events) {
                passed = true;
                continue;
            }
            self.end_round(reason, events);
        }
    }

    /// BK7 as the reading `roundEnd: "neither-can-move"` has it (Porée-Maspero's rounds only):
    /// the player to move, who cannot move, passes, and the other is to move. False, changing
    /// nothing, under our reading of BK7.
    fn pass_when_stuck(&mut self, events: &mut impl EventSink) -> bool {
        if self.round_end_rule != RoundEnd::NeitherCanMove || self.ruleset != Ruleset::PoreeMaspero
        {
            return false;
        }
        events.push(crate::record::Event::Pass {
            player: self.to_move,
        });
        self.to_move = 1 - self.to_move;
        self.seen.push(self.position_key());
        true
    }

    /// Why a sowing is not legal: BK9 (a refill is due, or the house is eliminated), BK2 (a
    /// non-empty house of the mover's; a head only with the reading `headStart`) or BK6.
    #[cold]
    fn sow_refusal(&self, hole: u8, dir: Dir) -> Refusal {
        let h = hole as usize;
        let mover = self.to_move;
        if self.phase == Phase::Refill {
            let example = self
                .fill_choices()
                .first()
                .map(|m| m.to_string())
                .unwrap_or_default();
            return Refusal::new(
                RefusalCode::FillFirst,
                "BK9",
                format!(
                    "{} must first choose which {} house(s) to fill (BK9), e.g. {example}",
                    who(mover),
                    self.refill_count
                ),
            )
            .count(self.refill_count)
            .player(mover);
        }
        let first = mover as usize * 5;
        if h >= HOLES || owner(h) != mover {
            Refusal::new(
                RefusalCode::NotYours,
                "BK2",
                format!(
                    "hole {hole} is not one of {}'s houses ({first}-{})",
                    who(mover),
                    first + 3
                ),
            )
            .owner(owner(h.min(HOLES - 1)))
        } else if h == head(mover) && !self.head_start {
            Refusal::new(
                RefusalCode::Head,
                "BK2",
                format!(
                    "hole {hole} is {}'s head: a move starts from a house (BK2)",
                    who(mover)
                ),
            )
        } else if self.eliminated[h] {
            Refusal::new(
                RefusalCode::Eliminated,
                "BK9",
                format!("house {hole} is eliminated this round (BK9)"),
            )
        } else if self.holes[h] == 0 {
            Refusal::new(RefusalCode::Empty, "BK2", format!("house {hole} is empty"))
        } else {
            Refusal::new(
                RefusalCode::Endless,
                "BK6",
                format!(
                    "{hole}{} never ends: its relays come back to the same board and hole to lift (BK6)",
                    dir.symbol()
                ),
            )
        }
        .place(hole)
        .player(mover)
    }

    /// BK2-BK6: sows `hole` in direction `dir` for the player to move, then settles.
    fn play_sow<E: EventSink>(&mut self, hole: u8, dir: Dir, events: &mut E) -> GameResult<()> {
        let h = hole as usize;
        if self.phase != Phase::Sow || !self.starting_holes().contains(h) {
            return Err(GameError::refused(self.sow_refusal(hole, dir)));
        }
        let Some((board, taken)) = self.sow_on_copy(h, dir, !events.records(), events) else {
            return Err(GameError::refused(self.sow_refusal(hole, dir)));
        };
        let mover = self.to_move;
        self.holes = board;
        // BK5: captured counters go to the capturer's reserve.
        self.reserve[mover as usize] += taken;
        self.last_mover = Some(mover);
        self.to_move = 1 - mover;
        if taken > 0 {
            self.seen.clear();
        }
        self.seen.push(self.position_key());
        self.settle(events);
        Ok(())
    }
}

impl Rules for BayKhom {
    type Move = BayKhomMove;
    type Options = BayKhomOptions;
    type State = BayKhomState;
    const GAME: GameId = GameId::BayKhom;

    fn end_rule(&self) -> &'static str {
        match self.ruleset {
            Ruleset::PoreeMaspero => "BK11",
            Ruleset::MancalaWorld => "MW",
        }
    }

    /// A position in the sowing phase: BK1's 42 counters in the holes and reserves; eliminated
    /// holes only houses, all one player's (BK9: at most one player is short), empty, and none
    /// in round 1 or in the one-round `mancala-world` game. BK8 and BK12 count from it.
    fn from_setup(position: &Setup<BayKhomState>, o: &BayKhomOptions) -> GameResult<Self> {
        let ruleset = position.common.ruleset_or(o.ruleset)?;
        let start = BayKhom::new(&BayKhomOptions {
            ruleset: Some(ruleset),
            ..o.clone()
        })?;
        let mover = position.common.mover()?;
        let p = &position.state;
        let refuse = |why: String| Err(GameError::bad_position(why));
        if mover > 1 {
            return refuse(format!(
                "player {mover} is to move, but Bày Khòm has players 0 (South) and 1 (North)"
            ));
        }
        if p.phase != BayKhomPhase::Sow || p.refill_count.is_some() {
            return refuse("a position is set up in the sowing phase (phase \"sow\")".into());
        }
        let counters: u32 = p.holes.iter().chain(&p.reserve).map(|&c| c as u32).sum();
        if counters != COUNTERS {
            return refuse(format!(
                "Bày Khòm has {COUNTERS} counters: the holes and reserves hold {counters}"
            ));
        }
        let out: Vec<usize> = (0..HOLES).filter(|&h| p.eliminated[h]).collect();
        if let Some(&h) = out.iter().find(|&&h| h == head(0) || h == head(1)) {
            return refuse(format!(
                "hole {h} is a head: heads are never eliminated (BK9)"
            ));
        }
        if let Some(&h) = out.iter().find(|&&h| p.holes[h] > 0) {
            return refuse(format!(
                "house {h} is eliminated but holds {} counters",
                p.holes[h]
            ));
        }
        if out.iter().any(|&h| owner(h) == 0) && out.iter().any(|&h| owner(h) == 1) {
            return refuse(
                "both players have eliminated houses: at most one can be short (BK9)".into(),
            );
        }
        if p.round == 0 {
            return refuse("rounds are numbered from 1".into());
        }
        if !out.is_empty() && (p.round == 1 || ruleset == BayKhomRuleset::MancalaWorld) {
            return refuse("houses are eliminated only at a refill, from round 2 of the multi-round game (BK9)".into());
        }
        if ruleset == BayKhomRuleset::MancalaWorld && p.round != 1 {
            return refuse("the mancala-world game has one round".into());
        }
        if let Some(m) = p.last_mover.filter(|&m| m > 1) {
            return refuse(format!("lastMover {m} is not a player"));
        }
        let eliminated: Vec<u8> = out.iter().map(|&h| h as u8).collect();
        let mut g = BayKhom {
            round: p.round,
            last_mover: p.last_mover,
            round_end: p.round_end,
            first_player: start.first_player,
            round_starter: start.round_starter,
            head_start: start.head_start,
            round_end_rule: start.round_end_rule,
            ..BayKhom::unsettled(ruleset, p.holes, p.reserve, &eliminated, mover)
        };
        // The end-of-round rules, applied to the position as after a move, with its options.
        g.settle(&mut NoEvents);
        Ok(g)
    }

    fn new(o: &BayKhomOptions) -> GameResult<Self> {
        TWO_PLAYERS.get(o.players)?;
        let first_player = FIRST_OF_TWO.get(o.first_player)? as u8;
        let ruleset = RULESET.get(o.ruleset);
        let round_end = ROUND_END.get(o.round_end);
        if ruleset == Ruleset::MancalaWorld && round_end != RoundEnd::default() {
            return Err(GameError::bad_option(
                "option roundEnd is a reading of Porée-Maspero's rounds: the one-round mancala-world game ends when the player to move has no legal move",
            ));
        }
        let mut g = BayKhom::unsettled(ruleset, START, [0, 0], &[], first_player);
        g.round_starter = ROUND_STARTER.get(o.round_starter);
        g.head_start = HEAD_START.get(o.head_start);
        g.round_end_rule = round_end;
        g.settle(&mut NoEvents);
        Ok(g)
    }

    fn options(&self) -> BayKhomOptions {
        BayKhomOptions {
            ruleset: Some(self.ruleset),
            players: Some(2),
            seed: None,
            first_player: Some(self.first_player as u32),
            round_starter: Some(self.round_starter),
            head_start: Some(self.head_start),
            round_end: Some(self.round_end_rule),
        }
    }

    /// A save leaves out the number of players (always two) and the readings at their defaults.
    fn save_options(&self) -> BayKhomOptions {
        BayKhomOptions {
            players: None,
            head_start: self.head_start.then_some(true),
            round_end: (self.round_end_rule != RoundEnd::default()).then_some(self.round_end_rule),
            ..self.options()
        }
    }

    fn ruleset(&self) -> &'static str {
        crate::options::Choice::name(self.ruleset)
    }
    fn players(&self) -> usize {
        2
    }
    fn turn(&self) -> Turn {
        match self.phase {
            Phase::Over => Turn::Over,
            _ => Turn::Player(self.to_move),
        }
    }
    fn seat(&self) -> Option<u8> {
        (self.phase != Phase::Over).then_some(self.to_move)
    }

    fn legal_moves(&self, out: &mut Vec<BayKhomMove>) {
        match self.phase {
            Phase::Over => {}
            Phase::Sow => out.extend(self.sowings().filter(|mv| self.ends(mv, false))),
            Phase::Refill => out.extend(self.fill_choices()),
        }
    }

    /// BK2's sowings: `play` refuses the endless ones (BK6), which it finds by sowing them.
    fn candidate_moves(&self, out: &mut Vec<BayKhomMove>) {
        match self.phase {
            Phase::Sow => out.extend(self.sowings()),
            _ => self.legal_moves(out),
        }
    }

    fn play(&mut self, mv: &BayKhomMove, events: &mut impl EventSink) -> GameResult<()> {
        if self.phase == Phase::Over {
            return Err(GameError::game_over(self.end_rule()));
        }
        match *mv {
            BayKhomMove::Sow { hole, dir } => self.play_sow(hole, dir, events),
            BayKhomMove::Fill { houses } => self.play_fill(houses, events),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let reason = self.end?;
        let mut outcome =
            Outcome::by_totals([self.reserve[0] as u32, self.reserve[1] as u32], reason);
        if reason == EndReason::CannotRefill {
            outcome.shortfall = self.shortfall();
        }
        Some(outcome)
    }

    fn state(&self) -> BayKhomState {
        BayKhomState {
            holes: self.holes,
            reserve: self.reserve,
            eliminated: self.eliminated,
            phase: self.phase,
            round: self.round,
            last_mover: self.last_mover,
            refill_count: (self.phase == Phase::Refill).then_some(self.refill_count),
            round_end: self.round_end,
        }
    }

    fn max_plies(&self) -> usize {
        MAX_PLIES
    }
}

/// A bound for saves. Every game ends by the rules: within a round each capture shrinks the
/// board and BK8 bounds the moves between captures; BK12 bounds the rounds. Those bounds are
/// astronomical, so this is a generous cap instead: random games last at most a few hundred
/// plies.
pub const MAX_PLIES: usize = 100_000;
