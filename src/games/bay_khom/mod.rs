//! Bày Khòm, the Cambodian ten-hole mancala (rules/bay-khom.md; sources: Porée-Maspero 1962:
//! 65-66 and Mancala World). Rule numbers BK1-BK11 are those of the specification.
//!
//! ```text
//!             8   7   6   5
//!       9                      4
//!             0   1   2   3
//! ```
//! South (0) owns houses 0-3 and head 4, North (1) houses 5-8 and head 9. `+` is increasing index.
//!
//! - `sowing`: one turn on a bare board (laps, relays, capture chains, endless moves).
//! - `rounds`: end of a round, refill, who starts, end of the game.
//! - `moves`: the move type, its JSON and notation.

// Lint note (src/lib.rs forbids unchecked indexing): this module indexes fixed-size boards by
// numbers already bounded — a move's hole, pit or piece is checked against the legal moves before
// any indexing (out-of-range values are refused with the state unchanged), the rest are computed
// modulo the board size or masked to a seat. The property tests, the fuzz targets and the
// million-game soak (BENCHMARKS.md) exercise these paths.
#![allow(clippy::indexing_slicing)]

mod moves;
mod rounds;
mod sowing;

pub use moves::{BayKhomMove, Dir};
pub use sowing::{ring_tables, sow_turn, Ring, TurnEnd, Walk};

use crate::error::{ErrorCode, GameError, GameResult};
use crate::games::position_history::History;
use crate::json::{Value, Writer};
use crate::message::Msg;
use crate::msg;
use crate::options::Options;
use crate::prelude::*;
use crate::rules::{AnyMove, EventSink, NoEvents, Outcome, Rules, Turn};
use sowing::board_key;

pub const HOLES: usize = 10;
pub const COUNTERS: u32 = 42;

pub const RULESETS: [&str; 2] = ["poree-maspero", "mancala-world"];
pub const ROUND_STARTERS: [&str; 2] = ["fewer-houses", "alternate"];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ruleset {
    /// Several rounds with refill (BK7-BK11).
    PoreeMaspero,
    /// One round; the larger total wins.
    MancalaWorld,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundStarter {
    /// BK10: the player who filled fewer houses; on a tie the opponent of the last mover.
    FewerHouses,
    /// Rounds alternate, starting with `firstPlayer`.
    Alternate,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Sow,
    /// BK9: the player to move chooses which houses to fill.
    Refill,
    Over,
}

impl Phase {
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Sow => "sow",
            Phase::Refill => "refill",
            Phase::Over => "over",
        }
    }
}

/// The owner of a hole: 0-4 South, 5-9 North.
#[inline]
pub fn owner(hole: usize) -> u8 {
    (hole >= 5) as u8
}

/// A player's head (kbal srok).
#[inline]
pub fn head(player: u8) -> usize {
    player as usize * 5 + 4
}

/// A player's four houses as a bit set.
#[inline]
pub fn houses_mask(player: u8) -> u16 {
    0b1111 << (player as usize * 5)
}

#[derive(Clone, Debug)]
pub struct BayKhom {
    holes: [u8; HOLES],
    reserve: [u8; 2],
    /// Bit i: hole i is eliminated this round (BK9).
    eliminated: u16,
    /// The ring without the eliminated holes, `+` and `-` (derived from `eliminated`).
    walks: [Walk; 2],
    to_move: u8,
    phase: Phase,
    round: u32,
    /// Who made the last sowing move (BK10's tie rule); None before the first.
    last_mover: Option<u8>,
    /// In the refill phase: how many houses the player to move fills (BK9).
    refill_count: u8,
    /// Sowings of the player to move known to be legal, bit `hole * 2 + dir` (derived): their BK6
    /// trial was made and ends. The legal set is these and those of `untried` whose turn ends.
    legal: u32,
    /// Sowings BK2 allows whose BK6 trial is not made yet (derived). Settling after a move tries
    /// them only until one ends, which is all the end-of-round rules need; the rest are tried when
    /// asked for (`legal_set`, `random_move`, `play_sow`). A random playout then sows about two
    /// turns a ply instead of one per house and direction.
    untried: u32,
    /// The board each sowing of `legal` leaves, as its BK6 trial left it, packed in the order of
    /// its direction's walk, and the counters it captures: slot `(hole % 5) * 2 + dir` (stale in
    /// other slots). Playing a move without recording events reads the result here instead of
    /// sowing the same turn a second time.
    after: [u64; 8],
    after_taken: [u8; 8],
    /// Positions (board, player to move) since the last capture or round start (BK8).
    seen: History,
    /// How many rounds ended with South holding each total 0-42 (our round-repetition rule).
    round_totals: [u8; COUNTERS as usize + 1],
    /// Why the last round ended ("no-moves", "repetition", "endless"), for the state.
    round_end: Option<&'static str>,
    /// Why the game ended.
    end: Option<&'static str>,
    ruleset: Ruleset,
    first_player: u8,
    round_starter: RoundStarter,
}

/// The sowing of bit `hole * 2 + dir` of the legal-sowing sets (`dir` 0 is `+`).
#[inline]
fn sow_of_bit(bit: u32) -> BayKhomMove {
    BayKhomMove::Sow {
        hole: (bit / 2) as u8,
        dir: if bit % 2 == 0 { Dir::Plus } else { Dir::Minus },
    }
}

/// Equal games: the same position, history and options. The trial cache (`legal`, `untried`,
/// `after`) is left out: it is derived from the position, and how much of it is filled depends
/// only on what was asked (an illegal move tried leaves the game as it was, cache aside).
impl PartialEq for BayKhom {
    fn eq(&self, o: &Self) -> bool {
        self.holes == o.holes
            && self.reserve == o.reserve
            && self.eliminated == o.eliminated
            && self.walks == o.walks
            && self.to_move == o.to_move
            && self.phase == o.phase
            && self.round == o.round
            && self.last_mover == o.last_mover
            && self.refill_count == o.refill_count
            && self.seen == o.seen
            && self.round_totals == o.round_totals
            && self.round_end == o.round_end
            && self.end == o.end
            && self.ruleset == o.ruleset
            && self.first_player == o.first_player
            && self.round_starter == o.round_starter
    }
}

impl Eq for BayKhom {}

impl BayKhom {
    /// A position built by hand (worked cases, tests), ruleset `poree-maspero`, default options:
    /// holes, reserves, eliminated holes, player to move, in the sowing phase of round 1.
    /// The counters should add up to 42. End-of-round rules are applied at once, as after a move.
    pub fn from_position(
        holes: [u8; HOLES],
        reserve: [u8; 2],
        eliminated: &[u8],
        to_move: u8,
    ) -> Self {
        Self::from_position_in(Ruleset::PoreeMaspero, holes, reserve, eliminated, to_move)
    }

    /// `from_position` for either ruleset.
    pub fn from_position_in(
        ruleset: Ruleset,
        holes: [u8; HOLES],
        reserve: [u8; 2],
        eliminated: &[u8],
        to_move: u8,
    ) -> Self {
        let mut mask = 0u16;
        for &h in eliminated {
            // Only houses can be eliminated; heads stay in the ring.
            if (h as usize) < HOLES && h != 4 && h != 9 {
                mask |= 1 << h;
            }
        }
        let mut holes = holes;
        for (h, count) in holes.iter_mut().enumerate() {
            if mask & (1 << h) != 0 {
                *count = 0;
            }
        }
        let mut g = BayKhom {
            holes,
            reserve,
            eliminated: mask,
            walks: Walk::both(mask),
            to_move: to_move & 1,
            phase: Phase::Sow,
            round: 1,
            last_mover: None,
            refill_count: 0,
            legal: 0,
            untried: 0,
            after: [0; 8],
            after_taken: [0; 8],
            seen: History::new(),
            round_totals: [0; COUNTERS as usize + 1],
            round_end: None,
            end: None,
            ruleset,
            first_player: to_move & 1,
            round_starter: RoundStarter::FewerHouses,
        };
        g.seen.push(g.position_key());
        g.settle(&mut NoEvents);
        g
    }

    /// BK1: 4 in each house, 5 in each head.
    fn start(ruleset: Ruleset, first_player: u8, round_starter: RoundStarter) -> Self {
        let mut g = Self::from_position_in(
            ruleset,
            [4, 4, 4, 4, 5, 4, 4, 4, 4, 5],
            [0, 0],
            &[],
            first_player,
        );
        g.round_starter = round_starter;
        g
    }

    pub fn holes(&self) -> [u8; HOLES] {
        self.holes
    }
    pub fn reserve(&self) -> [u8; 2] {
        self.reserve
    }
    pub fn eliminated(&self) -> [bool; HOLES] {
        core::array::from_fn(|h| self.eliminated & (1 << h) != 0)
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
    pub fn round_end_reason(&self) -> Option<&'static str> {
        self.round_end
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    pub fn ruleset_kind(&self) -> Ruleset {
        self.ruleset
    }

    /// BK8's position: the board and the player to move, packed exactly into 61 bits.
    fn position_key(&self) -> u64 {
        (board_key(&self.holes) << 1) | self.to_move as u64
    }

    /// BK2: the sowings of the player to move from a non-empty active house, either direction,
    /// as bits `hole * 2 + dir`, before BK6 is asked.
    fn sowings(&self) -> u32 {
        let mut houses = sowing::sowable(&self.holes, houses_mask(self.to_move) & !self.eliminated);
        let mut bits = 0u32;
        while houses != 0 {
            let h = houses.trailing_zeros();
            houses &= houses - 1;
            bits |= 3 << (2 * h);
        }
        bits
    }

    /// BK6's trial of sowing `bit` (`hole * 2 + dir`) on a copy of the board: the board it
    /// leaves and the counters it captures, or None when it never ends.
    fn trial(&self, bit: u32) -> Option<(u64, u8)> {
        let (h, d) = ((bit / 2) as usize, (bit % 2) as usize);
        sowing::trial_sowing(&self.holes, &self.walks[d], h, self.to_move)
    }

    /// BK6's trial of sowing `bit` of `untried`, kept: when the turn ends, the sowing joins
    /// `legal` and the board it leaves is kept for `play_sow`. True when it ends.
    fn try_sowing(&mut self, bit: u32) -> bool {
        self.untried &= !(1u32 << (bit & 31));
        match self.trial(bit) {
            Some((after, taken)) => {
                let slot = (((bit / 2) % 5) * 2 + bit % 2) as usize & 7;
                self.after[slot] = after;
                self.after_taken[slot] = taken;
                self.legal |= 1u32 << (bit & 31);
                true
            }
            None => false,
        }
    }

    /// Sowing `bit` is legal (BK2, BK6), tried now if it was not yet.
    fn is_legal_sowing(&mut self, bit: u32) -> bool {
        let b = 1u32 << (bit & 31);
        self.legal & b != 0 || (self.untried & b != 0 && self.try_sowing(bit))
    }

    /// BK2 + BK6: every legal sowing, as bits. Untried ones are tried on a copy, not kept (this
    /// borrows the game only to read it).
    fn legal_set(&self) -> u32 {
        let mut set = self.legal;
        let mut todo = self.untried;
        while todo != 0 {
            let bit = todo.trailing_zeros();
            todo &= todo - 1;
            if self.trial(bit).is_some() {
                set |= 1 << bit;
            }
        }
        set
    }

    /// BK6 after a change: is any of `sowings` (BK2's) legal? Tries them in order only until one
    /// ends.
    fn find_legal(&mut self, sowings: u32) -> bool {
        self.untried = sowings;
        while self.untried != 0 {
            if self.try_sowing(self.untried.trailing_zeros()) {
                return true;
            }
        }
        false
    }

    /// No sowing is legal (the round or the game is over, or a refill is due).
    pub(super) fn forget_legal(&mut self) {
        self.legal = 0;
        self.untried = 0;
    }

    /// BK8: how often the current position occurred since the last capture (itself included).
    /// The current position is the one pushed last: every change of the board or of the player
    /// to move pushes it (`play_sow`, `start_round`, `from_position_in`), so its key, asked on
    /// every ply, is not computed a second time.
    fn repetitions(&self) -> usize {
        debug_assert_eq!(self.seen.last(), Some(self.position_key()));
        match self.seen.last() {
            Some(key) => self.seen.count(key),
            None => 0,
        }
    }

    /// After every change: ends the round (and maybe starts the next) while the player to move
    /// cannot go on (BK7), the position came a third time (BK8) or every move is endless (BK6);
    /// otherwise caches the legal sowings. Bounded: every round end is counted by the
    /// round-repetition rule, which ends the game by the 226th round (South's total 9-33, nine
    /// times each).
    fn settle(&mut self, events: &mut impl EventSink) {
        while self.phase == Phase::Sow {
            self.forget_legal();
            // BK2's sowings are the player's active houses that hold counters: none is BK7's
            // "no counter in their houses", found without a look at the houses of its own.
            let sowings = self.sowings();
            let reason = if sowings == 0 {
                "no-moves"
            } else if self.repetitions() >= 3 {
                "repetition"
            } else {
                if self.find_legal(sowings) {
                    return;
                }
                "endless"
            };
            self.end_round(reason, events);
        }
        self.forget_legal();
    }

    fn who(player: u8) -> Msg {
        if player == 0 {
            Msg::South
        } else {
            Msg::North
        }
    }

    /// Why a sowing is not legal, for the error message.
    fn sow_error(&self, hole: u8, dir: Dir) -> GameError {
        let h = hole as usize;
        let who = Self::who(self.to_move);
        let first = self.to_move as usize * 5;
        if self.phase == Phase::Refill {
            return GameError::illegal(msg!(
                BkChooseFill,
                who,
                self.refill_count,
                moves::notation(&self.first_fill_choice())
            ));
        }
        let why = if h >= HOLES || owner(h) != self.to_move {
            msg!(BkNotOwnHole, hole, who, first, first + 3)
        } else if h == head(self.to_move) {
            msg!(BkHead, hole, who)
        } else if self.eliminated & (1 << h) != 0 {
            msg!(BkEliminated, hole)
        } else if self.holes[h] == 0 {
            msg!(BkHouseEmpty, hole)
        } else {
            msg!(BkEndless, hole, dir.symbol())
        };
        GameError::illegal(why)
    }

    fn play_sow<E: EventSink>(&mut self, hole: u8, dir: Dir, events: &mut E) -> GameResult<()> {
        let h = hole as usize;
        let bit = (h * 2 + dir.index()) as u32;
        let mover = self.to_move;
        let d = dir.index();
        if self.phase != Phase::Sow || h >= HOLES {
            return Err(self.sow_error(hole, dir));
        }
        let taken = if E::RECORDS {
            // BK2, then BK6 by the recorded sowing itself, on a copy: a sowing not tried yet is
            // sown once, not tried and then sown again. When it never ends, the events it
            // pushed are the caller's to drop (`Rules::play`).
            if (self.legal | self.untried) & (1u32 << (bit & 31)) == 0 {
                return Err(self.sow_error(hole, dir));
            }
            let mut holes = self.holes;
            match sowing::sow_walk(&mut holes, &self.walks[d], h, mover, events) {
                TurnEnd::Captured(n) => {
                    self.holes = holes;
                    n
                }
                TurnEnd::Endless => return Err(self.sow_error(hole, dir)),
            }
        } else {
            if !self.is_legal_sowing(bit) {
                return Err(self.sow_error(hole, dir));
            }
            // The same turn, as its BK6 trial sowed it (`try_sowing`).
            let slot = (h % 5) * 2 + d;
            self.walks[d].unpack(self.after[slot], &mut self.holes);
            self.after_taken[slot]
        };
        self.reserve[mover as usize] = self.reserve[mover as usize].wrapping_add(taken);
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

    fn to_any(mv: &BayKhomMove) -> AnyMove {
        AnyMove::BayKhom(*mv)
    }
    fn from_any(mv: AnyMove) -> Option<BayKhomMove> {
        match mv {
            AnyMove::BayKhom(m) => Some(m),
            _ => None,
        }
    }
    const ID: &'static str = "bay-khom";

    fn new(opts: &mut Options) -> GameResult<Self> {
        let ruleset = match opts.choice("ruleset", &RULESETS, 0)? {
            0 => Ruleset::PoreeMaspero,
            _ => Ruleset::MancalaWorld,
        };
        // API.md lists `players` among every game's options: two-player games accept only 2.
        opts.int("players", 2, 2, 2)?;
        let first_player = opts.int("firstPlayer", 0, 1, 0)? as u8;
        let round_starter = match opts.choice("roundStarter", &ROUND_STARTERS, 0)? {
            0 => RoundStarter::FewerHouses,
            _ => RoundStarter::Alternate,
        };
        Ok(BayKhom::start(ruleset, first_player, round_starter))
    }

    fn write_options(&self, w: &mut Writer) {
        w.key("ruleset").str(self.ruleset());
        w.key("firstPlayer").int(self.first_player as i64);
        w.key("roundStarter").str(match self.round_starter {
            RoundStarter::FewerHouses => ROUND_STARTERS[0],
            RoundStarter::Alternate => ROUND_STARTERS[1],
        });
    }

    fn ruleset(&self) -> &'static str {
        match self.ruleset {
            Ruleset::PoreeMaspero => RULESETS[0],
            Ruleset::MancalaWorld => RULESETS[1],
        }
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
            Phase::Sow => {
                let mut bits = self.legal_set();
                while bits != 0 {
                    out.push(sow_of_bit(bits.trailing_zeros()));
                    bits &= bits - 1;
                }
            }
            Phase::Refill => self.fill_choices(out),
        }
    }

    /// Uniform among the legal sowings without trying every one (BK6): draws among the sowings
    /// BK2 allows and tries the one drawn; an endless one is struck out and the draw made again
    /// among the rest. Each legal sowing is then equally likely, as from the list, and a ply
    /// sows about two turns (settling's first trial and this one) where listing sowed all.
    fn random_move(
        &mut self,
        rng: &mut crate::rng::Rng,
        buf: &mut Vec<BayKhomMove>,
    ) -> Option<BayKhomMove> {
        if self.phase != Phase::Sow {
            return crate::rules::random_listed(self, rng, buf);
        }
        let mut pool = self.legal | self.untried;
        while pool != 0 {
            let b = crate::rules::nth_bit(pool, rng.below(pool.count_ones()));
            if self.is_legal_sowing(b) {
                return Some(sow_of_bit(b));
            }
            pool &= !(1u32 << (b & 31));
        }
        None
    }

    fn play(&mut self, mv: &BayKhomMove, events: &mut impl EventSink) -> GameResult<()> {
        if self.phase == Phase::Over {
            return Err(GameError::new(ErrorCode::GameOver, Msg::GameOver));
        }
        match *mv {
            BayKhomMove::Sow { hole, dir } => self.play_sow(hole, dir, events),
            BayKhomMove::Fill { houses } => self.play_fill(houses, events),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end.map(|reason| {
            Outcome::by_totals([self.reserve[0] as u32, self.reserve[1] as u32], reason)
        })
    }

    fn write_state(&self, w: &mut Writer) {
        w.key("holes").ints(&self.holes);
        w.key("reserve").ints(&self.reserve);
        w.key("eliminated").bools(&self.eliminated());
        w.key("phase").str(self.phase.as_str());
        w.key("round").int(self.round as i64);
        w.key("lastMover");
        match self.last_mover {
            Some(p) => w.int(p as i64),
            None => w.null(),
        };
        w.key("refillCount");
        match self.phase {
            Phase::Refill => w.int(self.refill_count as i64),
            _ => w.null(),
        };
        w.key("roundEnd");
        match self.round_end {
            Some(r) => w.str(r),
            None => w.null(),
        };
    }

    fn write_move(mv: &BayKhomMove, w: &mut Writer) {
        moves::write_move(mv, w);
    }
    fn move_from_json(v: &Value) -> GameResult<BayKhomMove> {
        moves::move_from_json(v)
    }
    fn notation(mv: &BayKhomMove) -> String {
        moves::notation(mv)
    }
    fn static_notation(mv: &BayKhomMove) -> Option<&'static str> {
        moves::static_notation(mv)
    }
    fn parse_notation(text: &str) -> GameResult<BayKhomMove> {
        moves::parse_notation(text)
    }

    fn max_plies(&self) -> usize {
        MAX_PLIES
    }
}

/// A bound for saves. Every game ends by the rules: within a round each capture shrinks the board
/// and BK8 bounds the moves between captures; the round-repetition rule bounds the rounds. Those
/// bounds are astronomical, so this is a generous cap instead: random games last at most a few
/// hundred plies (241 in 1500 multi-round games; 43 in 3000 single-round games).
pub const MAX_PLIES: usize = 100_000;
