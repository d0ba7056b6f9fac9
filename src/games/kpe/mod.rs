//! Kpé, the Bété 2x4 mancala (docs/rules/kpe.md; source: Climent Tondo 2012, as Mancala World's
//! page gives it, read in a Vietnamese rendering). Rule ids K1-K10 are the specification's.
//!
//! ```text
//! North:  7  6  5  4
//! South:  0  1  2  3
//! ```
//! South (0) owns pits 0-3, North (1) pits 4-7, each numbered left to right from its owner's
//! seat; sowing is counter-clockwise, index + 1.

// Lint note (src/lib.rs forbids unchecked indexing): this module indexes the eight pits and the
// two players' opened sets by numbers already bounded: a move's pit is checked against the legal
// pits before any indexing (and `refusal` checks its owner first), every other pit is one of a
// player's row or computed modulo 8, and a player is 0 or 1. The random-games tests (pits past
// the board included) and the fuzz targets exercise these paths.
#![allow(clippy::indexing_slicing)]

use crate::choices;
use crate::error::{GameError, GameResult};
use crate::games::speed::history::History;
use crate::games::speed::seen_filter::SeenFilter;
use crate::id::GameId;
use crate::input::{index_below, quoted};
use crate::options::{BoolOption, ChoiceOption, IntOption, FIRST_OF_TWO, TWO_PLAYERS};
use crate::position::Setup;
use crate::record::{EndReason, Event, HoleSet, Outcome};
use crate::refusal::{Refusal, RefusalCode};
use crate::rules::{EventSink, NoEvents, Rules, Turn};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

mod speed;

pub const PITS: usize = 8;
/// K1: six stones in each of the eight pits.
pub const STONES: u32 = 48;

choices! {
    /// Kpé's one ruleset.
    pub enum KpeRuleset { Climent = "climent" }
}

pub const RULESET: ChoiceOption<KpeRuleset> =
    ChoiceOption::new("ruleset", "The rules of the game.");
pub const SKIP_ORIGIN: BoolOption = BoolOption {
    name: "skipOrigin",
    default: false,
    description:
        "Skip the starting pit when sowing 8 or more stones (the Awalé habit; not in the source).",
};
pub const NO_CAPTURE_LIMIT: IntOption = IntOption {
    name: "noCaptureLimit",
    min: 0,
    max: 100_000,
    default: 200,
    description: "Plies in a row without a capture that end the game (0: no limit).",
};

/// Kpé's options (docs/api.md `GameOptions`); `Kpe::options` gives them with the defaults
/// filled in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct KpeOptions {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<KpeRuleset>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<u32>,
    /// The seed of the game's generator (`Game::seed`); never part of the effective options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_player: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skip_origin: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_capture_limit: Option<u32>,
}

/// A Kpé move: sow one of the mover's pits (K3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "kebab-case", from = "KpeMoveObject")]
pub enum KpeMove {
    Sow { pit: u8 },
}

/// A Kpé move object as given (docs/api.md), read flat (`input::required`).
#[derive(Deserialize)]
struct KpeMoveObject {
    #[allow(dead_code)] // its one value, `sow`, is checked by reading it
    kind: KpeMoveKind,
    #[serde(deserialize_with = "index_below::<_, { PITS as u8 }>")]
    pit: u8,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case")]
enum KpeMoveKind {
    Sow,
}

impl From<KpeMoveObject> for KpeMove {
    fn from(m: KpeMoveObject) -> Self {
        KpeMove::Sow { pit: m.pit }
    }
}

impl KpeMove {
    pub fn pit(self) -> usize {
        match self {
            KpeMove::Sow { pit } => pit as usize,
        }
    }
}

/// Notation: the pit number, "0" to "7".
impl fmt::Display for KpeMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.pit())
    }
}

impl FromStr for KpeMove {
    type Err = GameError;
    fn from_str(text: &str) -> GameResult<Self> {
        match text.trim().as_bytes() {
            [d @ b'0'..=b'7'] => Ok(KpeMove::Sow { pit: d - b'0' }),
            _ => Err(GameError::bad_move(format!(
                "{} is not a Kpé move: write the pit number, 0 to 7",
                quoted(text)
            ))),
        }
    }
}

/// Kpé's fields of `state()`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct KpeState {
    #[serde(deserialize_with = "crate::input::array")]
    pub pits: [u8; PITS],
    #[serde(deserialize_with = "crate::input::array")]
    pub captured: [u8; 2],
    /// Which of their own four pits each player has started a move from, left to right (K2).
    #[serde(deserialize_with = "crate::input::array")]
    pub opened: [[bool; 4]; 2],
    #[serde(default)]
    pub plies_without_capture: u32,
}

/// K9's position: the pits, the player to move and both opened sets, in one word (see
/// `Kpe::position_key`); not a set-up position (`position.rs`).
type PositionKey = u64;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kpe {
    pits: [u8; PITS],
    captured: [u8; 2],
    /// K2: each player's opened pits, bit j for their j-th pit from the left.
    opened: [u8; 2],
    to_move: u8,
    end: Option<EndReason>,
    /// K9: the positions seen since the last capture, the current one last.
    /// (Room for 64 in a clone: most runs without a capture are shorter.)
    seen: History<64>,
    /// `seen` as a Bloom filter, which finds most new positions new without the scan.
    seen_filter: SeenFilter,
    plies_without_capture: u32,
    skip_origin: bool,
    no_capture_limit: u32,
    first_player: u8,
}

/// The owner of a pit: 0-3 South, 4-7 North.
pub fn owner(pit: usize) -> u8 {
    (pit / 4) as u8
}

/// A set of pits.
fn pit_set(pits: impl Iterator<Item = usize>) -> HoleSet {
    HoleSet(pits.fold(0, |set, p| set | 1 << p))
}

/// K4: all four own pits opened.
const ALL_OPENED: u8 = 0b1111;

/// An opened set as a mask: bit j for the j-th own pit from the left.
fn opened_mask(set: [bool; 4]) -> u8 {
    (0..4).filter(|&j| set[j]).fold(0, |mask, j| mask | 1 << j)
}

/// An opened set as `state()` shows it, from its mask.
fn opened_bools(mask: u8) -> [bool; 4] {
    std::array::from_fn(|j| mask & 1 << j != 0)
}

/// A player's own pits.
pub fn row(player: u8) -> std::ops::Range<usize> {
    let start = player as usize * 4;
    start..start + 4
}

fn who(player: u8) -> &'static str {
    if player == 0 {
        "South"
    } else {
        "North"
    }
}

impl Kpe {
    /// A position built by hand (worked cases, tests): pits, captured totals, the opened pits as
    /// indices 0-3 of each player's own row, player to move. Default options; the end rules
    /// are applied at once, as after a move.
    pub fn from_pits(pits: [u8; PITS], captured: [u8; 2], opened: [&[u8]; 2], to_move: u8) -> Self {
        let mut sets = [[false; 4]; 2];
        for (set, list) in sets.iter_mut().zip(opened) {
            for &j in list {
                if let Some(slot) = set.get_mut(j as usize) {
                    *slot = true;
                }
            }
        }
        Kpe::setup(pits, captured, sets, to_move & 1, 0, Self::default_rules())
    }

    fn default_rules() -> (bool, u32, u8) {
        (SKIP_ORIGIN.default, NO_CAPTURE_LIMIT.default, 0)
    }

    fn setup(
        pits: [u8; PITS],
        captured: [u8; 2],
        opened: [[bool; 4]; 2],
        to_move: u8,
        plies_without_capture: u32,
        (skip_origin, no_capture_limit, first_player): (bool, u32, u8),
    ) -> Self {
        let mut g = Kpe {
            pits,
            captured,
            opened: opened.map(opened_mask),
            to_move,
            end: None,
            seen: History::default(),
            seen_filter: SeenFilter::default(),
            plies_without_capture,
            skip_origin,
            no_capture_limit,
            first_player,
        };
        let repeated = g.remember_position(true);
        g.check_end(repeated, &mut NoEvents);
        g
    }

    pub fn with_skip_origin(mut self, on: bool) -> Self {
        self.skip_origin = on;
        self
    }

    pub fn pits(&self) -> [u8; PITS] {
        self.pits
    }
    pub fn captured(&self) -> [u8; 2] {
        self.captured
    }
    pub fn to_move(&self) -> u8 {
        self.to_move
    }
    pub fn opened(&self, player: u8) -> [bool; 4] {
        opened_bools(self.opened[player as usize & 1])
    }
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// K9's position (the pits, both opened sets, the player to move) as one word, by
    /// `speed::position_key`: two positions are the same exactly when their words are.
    fn position_key(&self) -> PositionKey {
        speed::position_key(self.pits, self.opened, self.to_move)
    }

    /// The stones in a player's row.
    fn row_stones(&self, player: u8) -> u32 {
        row(player).map(|p| u32::from(self.pits[p])).sum()
    }

    /// No stone in a player's row (K6, K7). `fast` (play without events, where K6's and K7's
    /// tests on every ply make it worth it): read by `speed::row_empty`, the row as one word.
    fn row_empty(&self, player: u8, fast: bool) -> bool {
        if fast {
            speed::row_empty(self.pits, player)
        } else {
            self.row_stones(player) == 0
        }
    }

    /// A player's pits that hold stones. `fast` (play without events, which lists the moves on
    /// every ply): read by `speed::filled_pits`, the row as one word.
    fn filled_pits(&self, player: u8, fast: bool) -> HoleSet {
        if fast {
            speed::filled_pits(self.pits, player)
        } else {
            HoleSet(row(player).fold(0, |set, p| set | u16::from(self.pits[p] > 0) << p))
        }
    }

    /// K3: lifts every stone of `pit` and sows them one per pit counter-clockwise, from the next
    /// pit on; with 8 or more the origin gets one each round, unless `skipOrigin`. Returns the
    /// pit of the last stone.
    fn sow(&self, pits: &mut [u8; PITS], pit: usize, events: &mut impl EventSink) -> usize {
        let stones = std::mem::take(&mut pits[pit]);
        events.push(Event::Lift {
            hole: pit as u8,
            count: stones,
        });
        let mut at = pit;
        for _ in 0..stones {
            at = (at + 1) % PITS;
            if self.skip_origin && at == pit {
                at = (at + 1) % PITS;
            }
            pits[at] += 1;
            events.push(Event::Drop { hole: at as u8 });
        }
        at
    }

    /// K4: captures are allowed once the mover has opened all four own pits, counting the pit
    /// of this move (ours).
    fn capture_unlocked(&self, pit: usize) -> bool {
        self.opened[self.to_move as usize] | 1 << (pit % 4) == ALL_OPENED
    }

    /// K5: the last stone made 2 or 4 in an opponent pit: take it, then step backwards through
    /// the opponent's row while pits hold 2 or 4; the chain stops at any other count or at the
    /// mover's own row. Returns the stones captured.
    fn capture_chain(&self, pits: &mut [u8; PITS], last: usize, events: &mut impl EventSink) -> u8 {
        let mover = self.to_move;
        let mut taken = 0;
        let mut at = last;
        while owner(at) != mover && matches!(pits[at], 2 | 4) {
            let count = std::mem::take(&mut pits[at]);
            events.push(Event::Capture {
                hole: at as u8,
                count,
                by: mover,
            });
            taken += count;
            at = (at + PITS - 1) % PITS;
        }
        taken
    }

    /// K3 then K4-K5, stone by stone: the pits after sowing `pit`, and the stones captured.
    fn sow_and_capture(&self, pit: usize, events: &mut impl EventSink) -> ([u8; PITS], u8) {
        let mut pits = self.pits;
        let last = self.sow(&mut pits, pit, events);
        let taken = if self.capture_unlocked(pit) {
            self.capture_chain(&mut pits, last, events)
        } else {
            0
        };
        (pits, taken)
    }

    /// `sow_and_capture` for play that may skip the events: without them (`E::RECORDS`
    /// false), the same on the pits as one word (`speed::sow_and_capture`).
    fn sow_and_capture_for<E: EventSink>(&self, pit: usize, events: &mut E) -> ([u8; PITS], u8) {
        if E::RECORDS {
            self.sow_and_capture(pit, events)
        } else {
            let unlocked = self.capture_unlocked(pit);
            speed::sow_and_capture(self.pits, pit, self.to_move, unlocked, self.skip_origin)
        }
    }

    /// K6: when the opponent's row is empty, a move must leave it non-empty after the whole
    /// move (captures included, ours), if any move does. `fast`: by the speed tricks.
    fn feeds(&self, pit: usize, fast: bool) -> bool {
        let opponent = 1 - self.to_move;
        if fast {
            let (pits, _) = self.sow_and_capture_for(pit, &mut NoEvents);
            !speed::row_empty(pits, opponent)
        } else {
            let (pits, _) = self.sow_and_capture(pit, &mut NoEvents);
            row(opponent).any(|p| pits[p] > 0)
        }
    }

    /// K3 and K6: the pits the player to move may sow. `fast` (play without events): by the
    /// speed tricks.
    fn legal_pits(&self, fast: bool) -> HoleSet {
        if self.end.is_some() {
            return HoleSet::default();
        }
        let full = self.filled_pits(self.to_move, fast);
        if self.row_empty(1 - self.to_move, fast) {
            self.feeding_pits(full, fast)
        } else {
            full
        }
    }

    /// K6: the opponent's row is empty, so of the pits in `full` only those that feed it, if
    /// any does. (Out of line: the usual case of `legal_pits`, on every ply, stays small.)
    #[inline(never)]
    fn feeding_pits(&self, full: HoleSet, fast: bool) -> HoleSet {
        let feeding = pit_set(
            full.holes()
                .map(usize::from)
                .filter(|&p| self.feeds(p, fast)),
        );
        // "Whenever possible": when no move feeds, every move is legal.
        if feeding == HoleSet::default() {
            full
        } else {
            feeding
        }
    }

    /// K3 and K6 for one pit: whether the player to move may sow `pit`. K6 is read from
    /// `legal_pits` only when the opponent's row is empty.
    fn is_legal(&self, pit: usize, fast: bool) -> bool {
        self.end.is_none()
            && owner(pit) == self.to_move
            && self.pits[pit] > 0
            && (!self.row_empty(1 - self.to_move, fast) || self.legal_pits(fast).contains(pit))
    }

    /// Why `play` refuses `pit` (it is not legal): K3 (the mover's own, non-empty pit) or K6.
    #[cold]
    fn refusal(&self, pit: usize) -> Refusal {
        let mover = self.to_move;
        if owner(pit) != mover {
            let r = row(mover);
            Refusal::new(
                RefusalCode::NotYours,
                "K3",
                format!(
                    "pit {pit} is not one of {}'s pits ({}-{})",
                    who(mover),
                    r.start,
                    r.end - 1
                ),
            )
            .owner(owner(pit))
        } else if self.pits[pit] == 0 {
            Refusal::new(RefusalCode::Empty, "K3", format!("pit {pit} is empty"))
        } else {
            let feeding = self.legal_pits(false);
            Refusal::new(
                RefusalCode::MustFeed,
                "K6",
                "the opponent's row is empty and another move would feed it (K6)",
            )
            .places(feeding.holes())
        }
        .place(pit)
        .player(mover)
    }

    /// K9: records the position now reached; returns whether it was seen before since the
    /// last capture. `fast` (play without events): the list is scanned only when the filter
    /// does not call the position new, which is certain (`seen_filter`), and most positions
    /// are new. Inlined: called on every ply, where the call was a tenth of its work.
    #[inline(always)]
    fn remember_position(&mut self, fast: bool) -> bool {
        let now = self.position_key();
        let maybe_seen = self.seen_filter.insert(now);
        let repeated = (maybe_seen || !fast) && self.seen.contains(now);
        self.seen.push(now);
        repeated
    }

    /// K9: a capture starts the count of positions afresh.
    fn forget_positions(&mut self) {
        self.seen.clear();
        self.seen_filter.clear();
    }

    /// K7 and K9, after every move (and on a position set up by hand); `repeated`: the
    /// position reached was seen before since the last capture.
    fn check_end<E: EventSink>(&mut self, repeated: bool, events: &mut E) {
        let reason = if self.row_empty(self.to_move, !E::RECORDS) {
            EndReason::NoStones
        } else if repeated {
            EndReason::Repetition
        } else if self.no_capture_limit > 0 && self.plies_without_capture >= self.no_capture_limit {
            EndReason::NoCaptureLimit
        } else {
            return;
        };
        self.end_game(reason, events);
    }

    /// K7 (and K9, which ends as K7 does): each player adds the stones left in their own row
    /// to their captured total.
    fn end_game(&mut self, reason: EndReason, events: &mut impl EventSink) {
        for p in 0..PITS {
            let count = std::mem::take(&mut self.pits[p]);
            if count > 0 {
                let by = owner(p);
                events.push(Event::Collect {
                    hole: p as u8,
                    count,
                    by,
                });
                self.captured[by as usize] += count;
            }
        }
        self.end = Some(reason);
        if let Some(result) = self.outcome() {
            events.push(Event::GameOver { result });
        }
    }
}

impl Rules for Kpe {
    type Move = KpeMove;
    type Options = KpeOptions;
    type State = KpeState;
    const GAME: GameId = GameId::Kpe;

    fn end_rule(&self) -> &'static str {
        "K7"
    }

    /// K1's 48 stones, all in the pits or captured; the player to move one of the two; the K9
    /// count within 100,000. The positions seen before it are unknown: K9 counts from it.
    fn from_setup(position: &Setup<KpeState>, o: &KpeOptions) -> GameResult<Self> {
        let start = Kpe::new(o)?;
        position.common.ruleset_or(o.ruleset)?;
        let mover = position.common.mover()?;
        let p = &position.state;
        if mover > 1 {
            return Err(GameError::bad_position(format!(
                "player {mover} is to move, but Kpé has players 0 (South) and 1 (North)"
            )));
        }
        let stones: u32 = p.pits.iter().chain(&p.captured).map(|&s| s as u32).sum();
        if stones != STONES {
            return Err(GameError::bad_position(format!(
                "Kpé has {STONES} stones: the pits and captured totals hold {stones}"
            )));
        }
        if p.plies_without_capture > NO_CAPTURE_LIMIT.max {
            return Err(GameError::bad_position(format!(
                "pliesWithoutCapture must be at most {}, not {}",
                NO_CAPTURE_LIMIT.max, p.plies_without_capture
            )));
        }
        Ok(Kpe::setup(
            p.pits,
            p.captured,
            p.opened,
            mover,
            p.plies_without_capture,
            (
                start.skip_origin,
                start.no_capture_limit,
                start.first_player,
            ),
        ))
    }

    fn new(o: &KpeOptions) -> GameResult<Self> {
        RULESET.get(o.ruleset);
        TWO_PLAYERS.get(o.players)?;
        let first_player = FIRST_OF_TWO.get(o.first_player)? as u8;
        let rules = (
            SKIP_ORIGIN.get(o.skip_origin),
            NO_CAPTURE_LIMIT.get(o.no_capture_limit)?,
            first_player,
        );
        // K1: six stones in every pit; South moves first unless `firstPlayer` says otherwise.
        let start = Kpe::setup([6; PITS], [0, 0], [[false; 4]; 2], first_player, 0, rules);
        Ok(start)
    }

    fn options(&self) -> KpeOptions {
        KpeOptions {
            ruleset: Some(KpeRuleset::Climent),
            players: Some(2),
            seed: None,
            first_player: Some(self.first_player as u32),
            skip_origin: Some(self.skip_origin),
            no_capture_limit: Some(self.no_capture_limit),
        }
    }

    /// A save leaves out the number of players, which is always two.
    fn save_options(&self) -> KpeOptions {
        KpeOptions {
            players: None,
            ..self.options()
        }
    }

    fn ruleset(&self) -> &'static str {
        "climent"
    }
    fn players(&self) -> usize {
        2
    }
    fn turn(&self) -> Turn {
        match self.end {
            Some(_) => Turn::Over,
            None => Turn::Player(self.to_move),
        }
    }
    fn seat(&self) -> Option<u8> {
        self.end.is_none().then_some(self.to_move)
    }

    /// `legal_pits` in increasing order.
    fn legal_moves(&self, out: &mut Vec<KpeMove>) {
        out.extend(
            self.legal_pits(false)
                .holes()
                .map(|pit| KpeMove::Sow { pit }),
        );
    }

    /// The legal moves, as random play lists them on every ply: by the speed tricks, and
    /// appended by `speed::push_moves`.
    fn candidate_moves(&self, out: &mut Vec<KpeMove>) {
        speed::push_moves(self.legal_pits(true), self.to_move, out);
    }

    fn play(&mut self, mv: &KpeMove, events: &mut impl EventSink) -> GameResult<()> {
        if self.end.is_some() {
            return Err(GameError::game_over(self.end_rule()));
        }
        let fast = !events.records();
        let pit = mv.pit();
        if !self.is_legal(pit, fast) {
            return Err(GameError::refused(self.refusal(pit)));
        }
        let mover = self.to_move;
        let (pits, taken) = self.sow_and_capture_for(pit, events);
        self.pits = pits;
        self.captured[mover as usize] += taken;
        self.opened[mover as usize] |= 1 << (pit % 4);
        self.to_move = 1 - mover;
        if taken > 0 {
            self.forget_positions();
            self.plies_without_capture = 0;
        } else {
            self.plies_without_capture += 1;
        }
        let repeated = self.remember_position(fast);
        self.check_end(repeated, events);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        let reason = self.end?;
        // K8: the higher total wins; 24-24 is a draw.
        let totals = [self.captured[0] as u32, self.captured[1] as u32];
        Some(Outcome::by_totals(totals, reason))
    }

    fn state(&self) -> KpeState {
        KpeState {
            pits: self.pits,
            captured: self.captured,
            opened: self.opened.map(opened_bools),
            plies_without_capture: self.plies_without_capture,
        }
    }
}

crate::option_set!(KpeOptions);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playout::random_step;
    use crate::rng::Rng;

    /// K9 with the filter (`remember_position`) against the plain scan of every position seen
    /// since the last capture, after every ply of seeded random games.
    #[test]
    fn the_filtered_repetition_test_is_the_plain_scan() {
        let mut repetitions = 0;
        for seed in 0..3_000 {
            let mut g = Kpe::new(&KpeOptions::default()).expect("default options");
            let mut rng = Rng::from_seed(seed);
            let mut buf = Vec::new();
            while random_step(&mut g, &mut rng, &mut buf) {
                let seen: Vec<PositionKey> = g.seen.positions().to_vec();
                let plain = seen
                    .split_last()
                    .is_some_and(|(now, before)| before.contains(now));
                let ended_by_it = g.end == Some(EndReason::Repetition);
                // K7's empty row is tested first, and ends the game whether repeated or not.
                let shadowed = g.end == Some(EndReason::NoStones);
                assert_eq!(ended_by_it, plain && !shadowed, "seed {seed}");
                repetitions += ended_by_it as u32;
            }
        }
        assert!(repetitions > 100, "{repetitions} games ended by K9");
    }
}
