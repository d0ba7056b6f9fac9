//! Siryu, the pilgrimage race of Tabelbala, Algeria (rules/siryu.md, ruleset "champault";
//! source: Champault 1969: 353-355, with the Digital Ludeme Project summary; Champault's French
//! is the authority). Our own decisions are marked *(ours)* here and in docs/rules/siryu.md.
//!
//! - `track`: squares, coordinates, gates and stations.
//! - `throws`: the six sticks, the sir, six white and six black.
//! - `moves`: what one piece does with a throw (S1-S5).
//! - here: the turn (first throw, bonus throws, pass), overtaking (S5), the win (S7), and the
//!   `Rules` interface (options, state, notation).
//!
//! A turn is a little state machine. `Phase::Throw`: a throw is due (`Turn::Chance`), the first
//! of the turn or a bonus throw. `Phase::Move`: the thrower must use the throw with one piece,
//! or `pass` when no piece can. Throws are moves like any other, so a save replays exactly.

// Lint note (src/lib.rs forbids unchecked indexing): this module indexes fixed-size boards by
// numbers already bounded — a move's hole, pit or piece is checked against the legal moves before
// any indexing (out-of-range values are refused with the state unchanged), the rest are computed
// modulo the board size or masked to a seat. The property tests, the fuzz targets and the
// million-game soak (BENCHMARKS.md) exercise these paths.
#![allow(clippy::indexing_slicing)]

mod moves;
mod throws;
mod track;

pub use moves::Piece;
pub use track::{
    coordinates, start_square, ANGEL, CAIRO, CORNER_GATE, FATHER, MECCA, MEDINA, MINARET,
    MINARET_GATE, MOTHER,
};

use crate::cat;
use crate::error::{ErrorCode, GameError, GameResult};
use crate::json::{Value, Writer};
use crate::message::{Message, Msg};
use crate::msg;
use crate::options::Options;
use crate::prelude::*;
use crate::record::{Event, PIECE_NAMES};
use crate::rng::Rng;
use crate::rules::{nth_bit, random_listed, AnyMove, EventSink, Outcome, Rules, Turn};
use moves::{is_at_start, on_mecca, overtakes, use_points, use_sir};
use throws::{canonical_mask, draw_sticks, faces, first_throw, mask_of, whites, FirstThrow};

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 8;
/// Sirs needed at each station: Champault's three, or one for the short pilgrimage *(ours)*.
pub const STATION_SIRS_CHAMPAULT: u8 = 3;
pub const STATION_SIRS_SHORT: u8 = 1;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SiryuMove {
    /// A throw given stick by stick: bit i set when stick i shows white (0-63).
    Sticks(u8),
    /// A throw given only by its number of white faces (0-6).
    Whites(u8),
    /// A piece uses the throw: `FATHER`, `MOTHER` or `ANGEL`.
    Piece(u8),
    /// No piece can use the throw: it is lost.
    Pass,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// A throw is due.
    Throw,
    /// The thrower must use the throw (or pass).
    Move,
    Over,
}

/// Which throw is due in `Phase::Throw`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Due {
    /// The first throw of a turn.
    First,
    /// A bonus throw after a sir or six white: used alone, as a plain count.
    Bonus,
    /// One of six black's three bonus throws, which are summed.
    SixBlack,
}

/// The throw a piece must use in `Phase::Move`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThrowUse {
    /// A sir (a first throw of one or five whites, kept here): one sir action (S3).
    Sir(u8),
    /// A bonus throw's value, as points (S2).
    Bonus(u8),
    /// The sum of six black's three bonus throws, as points (S2).
    SixBlack(u8),
}

impl ThrowUse {
    fn name(self) -> &'static str {
        match self {
            ThrowUse::Sir(_) => "sir",
            ThrowUse::Bonus(_) => "bonus",
            ThrowUse::SixBlack(_) => "six-black",
        }
    }
    fn value(self) -> u8 {
        match self {
            ThrowUse::Sir(v) | ThrowUse::Bonus(v) | ThrowUse::SixBlack(v) => v,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Siryu {
    /// Per seat: father, mother, angel. Seats beyond `players` stay at their start, unused.
    pieces: [[Piece; 3]; MAX_PLAYERS],
    players: u8,
    station_sirs: u8,
    /// The seat whose turn it is (the thrower while a throw is due).
    to_move: u8,
    phase: Phase,
    due: Due,
    using: Option<ThrowUse>,
    /// Bonus throws still to come this turn (not counting the throw being used).
    bonus_left: u8,
    /// Six black: the bonus throws added so far.
    bonus_sum: u8,
    /// Throws taken this turn (at most four).
    turn_throws: u8,
    winner: Option<u8>,
    /// The seat that threw first (option `firstPlayer`; S6 says player 0).
    first_player: u8,
}

fn start_pieces() -> [Piece; 3] {
    [
        Piece::at_start(FATHER),
        Piece::at_start(MOTHER),
        Piece::at_start(ANGEL),
    ]
}

impl Siryu {
    /// A position built by hand (worked cases, tests): the pieces of each player (2-8 lists of
    /// father, mother, angel), the sirs needed per station (3 or 1), and the seat to throw. The
    /// first throw of that seat's turn is due. Squares are clamped to 1-31 and station counts
    /// below `station_sirs`; a player with all three pieces on Mecca has already won.
    pub fn from_position(pieces: &[[Piece; 3]], station_sirs: u8, to_move: u8) -> Self {
        let station_sirs = if station_sirs == STATION_SIRS_SHORT {
            STATION_SIRS_SHORT
        } else {
            STATION_SIRS_CHAMPAULT
        };
        let players = pieces.len().clamp(MIN_PLAYERS, MAX_PLAYERS);
        let mut all = [start_pieces(); MAX_PLAYERS];
        for (seat, list) in all.iter_mut().zip(pieces.iter()).take(players) {
            for (slot, p) in seat.iter_mut().zip(list.iter()) {
                *slot = Piece::new(
                    p.square.clamp(1, MECCA),
                    p.started,
                    p.stations.min(station_sirs - 1),
                );
            }
        }
        let mut g = Siryu {
            pieces: all,
            players: players as u8,
            station_sirs,
            to_move: to_move % players as u8,
            phase: Phase::Throw,
            due: Due::First,
            using: None,
            bonus_left: 0,
            bonus_sum: 0,
            turn_throws: 0,
            winner: None,
            first_player: to_move % players as u8,
        };
        if let Some(w) = (0..g.players).find(|&s| g.has_won(s)) {
            g.winner = Some(w);
            g.phase = Phase::Over;
        }
        g
    }

    /// The start position for `players` seats.
    pub fn start(players: usize, station_sirs: u8) -> Self {
        let players = players.clamp(MIN_PLAYERS, MAX_PLAYERS);
        Siryu::from_position(&[start_pieces(); MAX_PLAYERS][..players], station_sirs, 0)
    }

    /// Father, mother, angel of a seat (start pieces for a seat beyond the players).
    pub fn pieces(&self, seat: u8) -> [Piece; 3] {
        self.pieces
            .get(seat as usize)
            .copied()
            .unwrap_or_else(start_pieces)
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn due(&self) -> Due {
        self.due
    }
    /// The throw being used (`Phase::Move`), None otherwise.
    pub fn throw_in_use(&self) -> Option<ThrowUse> {
        self.using
    }
    pub fn bonus_throws_left(&self) -> u8 {
        self.bonus_left
    }
    pub fn bonus_sum(&self) -> u8 {
        self.bonus_sum
    }
    pub fn turn_throws(&self) -> u8 {
        self.turn_throws
    }
    pub fn to_move(&self) -> u8 {
        self.to_move
    }
    pub fn station_sirs(&self) -> u8 {
        self.station_sirs
    }
    pub fn winner(&self) -> Option<u8> {
        self.winner
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    fn seat_pieces(&self) -> &[[Piece; 3]] {
        &self.pieces[..self.players as usize]
    }

    /// S7: all three pieces on Mecca.
    fn has_won(&self, seat: u8) -> bool {
        self.pieces(seat).iter().all(|&p| on_mecca(p))
    }

    /// The piece after using the current throw, or None if it cannot (S1-S4).
    #[inline]
    fn piece_after(&self, kind: u8) -> Option<Piece> {
        if kind > ANGEL || self.phase != Phase::Move {
            return None;
        }
        let piece = self.pieces[self.to_move as usize][kind as usize];
        self.use_throw(self.using?, kind, piece)
    }

    /// What piece `kind`, standing as `piece`, becomes by using the throw as `using` says
    /// (S1-S4), or None if it cannot.
    #[inline(always)]
    fn use_throw(&self, using: ThrowUse, kind: u8, piece: Piece) -> Option<Piece> {
        match using {
            ThrowUse::Sir(_) => use_sir(kind, piece, self.station_sirs),
            ThrowUse::Bonus(v) | ThrowUse::SixBlack(v) => use_points(kind, piece, v),
        }
    }

    /// The pieces that can use the current throw, bit k for piece k (none outside
    /// `Phase::Move`): `piece_after` for the three pieces, with the phase and the throw looked
    /// at once instead of once a piece. In the WebAssembly build (opt-level z) `piece_after`
    /// stays a call, and its three calls on every move were about a quarter of Siryu's playout
    /// time there.
    fn movable(&self) -> u32 {
        let (Phase::Move, Some(using)) = (self.phase, self.using) else {
            return 0;
        };
        let [father, mother, angel] = self.pieces[self.to_move as usize];
        self.use_throw(using, FATHER, father).is_some() as u32
            | (self.use_throw(using, MOTHER, mother).is_some() as u32) << 1
            | (self.use_throw(using, ANGEL, angel).is_some() as u32) << 2
    }

    fn any_piece_can_move(&self) -> bool {
        self.movable() != 0
    }

    /// Why a piece cannot use the current throw, for `illegal_move` messages.
    fn why_not(&self, kind: u8) -> Message {
        let Some(&name) = PIECE_NAMES.get(kind as usize) else {
            return Msg::SiryuNoSuchPiece.into();
        };
        let piece = self.pieces[self.to_move as usize][kind as usize];
        let sq = piece.square;
        match self.using {
            _ if sq == MECCA => msg!(SiryuOnMecca, name),
            Some(ThrowUse::Sir(_)) => msg!(SiryuNoSirAction, name, sq),
            Some(u) if u.value() == 0 => Msg::SiryuZero.into(),
            Some(_) if !piece.started => msg!(SiryuNotStarted, name),
            Some(_) => msg!(SiryuNoPoints, name, sq),
            None => Msg::SiryuNoThrowInUse.into(),
        }
    }

    /// A throw: the first of the turn, or a bonus throw.
    fn take_throw<E: EventSink>(&mut self, mask: u8, events: &mut E) {
        let player = self.to_move;
        let k = whites(mask);
        self.turn_throws = self.turn_throws.saturating_add(1);
        // Only when events are kept: opt-level z (the WebAssembly build) would otherwise call
        // `faces` on every throw for an event `NoEvents` drops.
        if E::RECORDS {
            events.push(Event::Throw {
                player,
                sticks: faces(mask),
                whites: k,
                bonus: self.due != Due::First,
            });
        }
        match self.due {
            Due::First => match first_throw(k) {
                FirstThrow::Sir => {
                    self.using = Some(ThrowUse::Sir(k));
                    self.bonus_left = 1;
                    self.phase = Phase::Move;
                }
                FirstThrow::SixWhite => {
                    self.bonus_left = 1;
                    self.due = Due::Bonus;
                }
                FirstThrow::SixBlack => {
                    self.bonus_left = 3;
                    self.bonus_sum = 0;
                    self.due = Due::SixBlack;
                }
                FirstThrow::Nothing => {
                    // k = 2, 3 or 4: the turn passes with no pass move.
                    events.push(Event::Pass { player });
                    self.end_turn();
                }
            },
            // Bonus throws are plain counts, never a sir and never a further throw.
            Due::Bonus => {
                self.bonus_left = self.bonus_left.saturating_sub(1);
                self.using = Some(ThrowUse::Bonus(k));
                self.phase = Phase::Move;
            }
            Due::SixBlack => {
                self.bonus_left = self.bonus_left.saturating_sub(1);
                self.bonus_sum = self.bonus_sum.saturating_add(k);
                if self.bonus_left == 0 {
                    self.using = Some(ThrowUse::SixBlack(self.bonus_sum));
                    self.phase = Phase::Move;
                }
            }
        }
    }

    /// Moves a piece of the player to move to `after`, then S5 and S7.
    fn move_piece(&mut self, kind: u8, after: Piece, events: &mut impl EventSink) {
        let player = self.to_move;
        let before = self.pieces[player as usize][kind as usize];
        if before.started && track::waits_for_station(before.square) {
            events.push(Event::StationSir {
                player,
                piece: kind,
                count: before.stations.saturating_add(1),
            });
        }
        if after.square != before.square {
            events.push(Event::Step {
                player,
                piece: kind,
                from: before.square,
                to: after.square,
            });
        }
        self.pieces[player as usize][kind as usize] = after;
        self.send_back_overtaken(before.square, after.square, events);
        if on_mecca(after) && self.has_won(player) {
            self.winner = Some(player);
            self.phase = Phase::Over;
            self.using = None;
            self.bonus_left = 0;
            events.push(Event::GameOver);
        }
    }

    /// S5: opponent pieces strictly between `from` and `to` (within 1-25) go back to their start,
    /// unstarted, station count 0. The mover's own pieces are never affected.
    fn send_back_overtaken(&mut self, from: u8, to: u8, events: &mut impl EventSink) {
        if to <= from.saturating_add(1) || to > track::GRID_END {
            return;
        }
        let mover = self.to_move as usize;
        let players = (self.players as usize).min(MAX_PLAYERS);
        for (seat, pieces) in self.pieces[..players].iter_mut().enumerate() {
            if seat == mover {
                continue;
            }
            for (kind, p) in pieces.iter_mut().enumerate() {
                let kind = kind as u8;
                // A piece already waiting unstarted on its start square has nothing to lose.
                if overtakes(from, to, p.square) && !is_at_start(kind, *p) {
                    let back = Piece::at_start(kind);
                    events.push(Event::SentBack {
                        player: seat as u8,
                        piece: kind,
                        from: p.square,
                        to: back.square,
                    });
                    *p = back;
                }
            }
        }
    }

    /// After a piece moved or passed: a sir's bonus throw follows; anything else ends the turn.
    fn after_use(&mut self) {
        if self.phase == Phase::Over {
            return;
        }
        if matches!(self.using, Some(ThrowUse::Sir(_))) {
            self.using = None;
            self.phase = Phase::Throw;
            self.due = Due::Bonus;
        } else {
            self.end_turn();
        }
    }

    /// S6: the next seat throws. Inlined: the WebAssembly build (opt-level z) kept it a call,
    /// once a turn of every playout.
    #[inline(always)]
    fn end_turn(&mut self) {
        self.to_move = (self.to_move + 1) % self.players;
        self.phase = Phase::Throw;
        self.due = Due::First;
        self.using = None;
        self.bonus_left = 0;
        self.bonus_sum = 0;
        self.turn_throws = 0;
    }

    /// Why `play` refuses `mv`: out of line and cold, so that each copy of `play` (one per
    /// event sink) does not carry the making of its messages.
    #[cold]
    #[inline(never)]
    fn refusal(&self, mv: SiryuMove) -> GameError {
        match (self.phase, mv) {
            (Phase::Over, _) => GameError::new(ErrorCode::GameOver, Msg::GameOver),
            (Phase::Throw, SiryuMove::Sticks(_) | SiryuMove::Whites(_)) => {
                GameError::illegal(Msg::SiryuThrowRange)
            }
            (Phase::Throw, _) => GameError::illegal(msg!(SiryuThrowDue, self.to_move)),
            (Phase::Move, SiryuMove::Sticks(_) | SiryuMove::Whites(_)) => {
                GameError::illegal(msg!(SiryuUseFirst, self.to_move, self.describe_throw()))
            }
            (Phase::Move, SiryuMove::Piece(kind)) => GameError::illegal(msg!(
                SiryuCannotUse,
                self.describe_throw(),
                self.why_not(kind)
            )),
            (Phase::Move, SiryuMove::Pass) => {
                GameError::illegal(msg!(SiryuMustUse, self.describe_throw()))
            }
        }
    }

    fn describe_throw(&self) -> Message {
        match self.using {
            Some(ThrowUse::Sir(_)) => Msg::TheSir.into(),
            Some(ThrowUse::Bonus(v)) => msg!(TheBonusThrow, v),
            Some(ThrowUse::SixBlack(v)) => msg!(SixBlack, v),
            None => Msg::TheThrow.into(),
        }
    }
}

fn move_letter(kind: u8) -> char {
    match kind {
        FATHER => 'F',
        MOTHER => 'M',
        _ => 'A',
    }
}

impl Rules for Siryu {
    type Move = SiryuMove;

    fn to_any(mv: &SiryuMove) -> AnyMove {
        AnyMove::Siryu(*mv)
    }
    fn from_any(mv: AnyMove) -> Option<SiryuMove> {
        match mv {
            AnyMove::Siryu(m) => Some(m),
            _ => None,
        }
    }
    const ID: &'static str = "siryu";

    fn new(opts: &mut Options) -> GameResult<Self> {
        opts.choice("ruleset", &["champault"], 0)?;
        let players = opts.int("players", MIN_PLAYERS as i64, MAX_PLAYERS as i64, 2)? as usize;
        let station_sirs = opts.int("stationSirs", 1, 3, 3)?;
        if station_sirs == 2 {
            return Err(GameError::bad_option(Msg::StationSirsTwo));
        }
        // S6 starts with player 0; `firstPlayer` (ours, as in the other games) picks another seat.
        let first = opts.int("firstPlayer", 0, players as i64 - 1, 0)? as u8;
        let start = [start_pieces(); MAX_PLAYERS];
        Ok(Siryu::from_position(
            start.get(..players).unwrap_or(&start),
            station_sirs as u8,
            first,
        ))
    }

    fn write_options(&self, w: &mut Writer) {
        w.key("ruleset").str("champault");
        w.key("players").int(self.players as i64);
        w.key("stationSirs").int(self.station_sirs as i64);
        w.key("firstPlayer").int(self.first_player as i64);
    }

    fn ruleset(&self) -> &'static str {
        "champault"
    }
    fn players(&self) -> usize {
        self.players as usize
    }
    #[inline(always)]
    fn turn(&self) -> Turn {
        match self.phase {
            Phase::Throw => Turn::Chance,
            Phase::Move => Turn::Player(self.to_move),
            Phase::Over => Turn::Over,
        }
    }
    fn seat(&self) -> Option<u8> {
        (self.phase != Phase::Over).then_some(self.to_move)
    }

    fn legal_moves(&self, out: &mut Vec<SiryuMove>) {
        match self.phase {
            Phase::Over => {}
            Phase::Throw => out.extend((0..=6).map(SiryuMove::Whites)),
            Phase::Move => {
                let mut set = self.movable();
                // A throw no piece can use is lost.
                if set == 0 {
                    out.push(SiryuMove::Pass);
                }
                while set != 0 {
                    out.push(SiryuMove::Piece(set.trailing_zeros() as u8));
                    set &= set - 1;
                }
            }
        }
    }

    fn random_move(&mut self, rng: &mut Rng, buf: &mut Vec<SiryuMove>) -> Option<SiryuMove> {
        if self.phase != Phase::Move {
            return random_listed(self, rng, buf);
        }
        // A piece move, picked from `movable`'s set without building `legal_moves`' list (the
        // list is the set in increasing order, or a lone pass): the same draw, the same move.
        // Random playouts make one of these per throw; in wasm the list's pushes were calls.
        let set = self.movable();
        let n = rng.below(set.count_ones());
        if set == 0 {
            return Some(SiryuMove::Pass);
        }
        Some(SiryuMove::Piece(nth_bit(set, n) as u8))
    }

    fn play(&mut self, mv: &SiryuMove, events: &mut impl EventSink) -> GameResult<()> {
        match (self.phase, *mv) {
            (Phase::Throw, SiryuMove::Sticks(mask)) if mask <= throws::ALL_STICKS => {
                self.take_throw(mask, events);
                Ok(())
            }
            (Phase::Throw, SiryuMove::Whites(k)) if k <= 6 => {
                // Only the count is known: the records show a canonical arrangement.
                self.take_throw(canonical_mask(k), events);
                Ok(())
            }
            (Phase::Move, SiryuMove::Piece(kind)) => match self.piece_after(kind) {
                Some(after) => {
                    self.move_piece(kind, after, events);
                    self.after_use();
                    Ok(())
                }
                None => Err(self.refusal(*mv)),
            },
            (Phase::Move, SiryuMove::Pass) if !self.any_piece_can_move() => {
                events.push(Event::Pass {
                    player: self.to_move,
                });
                self.after_use();
                Ok(())
            }
            _ => Err(self.refusal(*mv)),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let w = self.winner?;
        Some(Outcome {
            winners: vec![w],
            draw: false,
            totals: self
                .seat_pieces()
                .iter()
                .map(|ps| ps.iter().filter(|&&p| on_mecca(p)).count() as u32)
                .collect(),
            reason: "mecca",
        })
    }

    fn write_state(&self, w: &mut Writer) {
        w.key("pieces").begin_array();
        for seat in self.seat_pieces() {
            w.begin_array();
            for (name, p) in PIECE_NAMES.iter().zip(seat.iter()) {
                w.begin_object();
                w.key("kind").str(name);
                w.key("square").int(p.square as i64);
                w.key("started").bool(p.started);
                w.key("stations").int(p.stations as i64);
                w.end_object();
            }
            w.end_array();
        }
        w.end_array();
        w.key("phase").str(match self.phase {
            Phase::Throw => "throw",
            Phase::Move => "move",
            Phase::Over => "over",
        });
        // API.md: the throw being used, as its value (the sir's count of whites, a bonus
        // throw's, or six black's sum); `throwKind` says which.
        w.key("throw");
        match self.using {
            Some(u) => w.int(u.value() as i64),
            None => w.null(),
        };
        w.key("throwKind");
        match self.using {
            Some(u) => w.str(u.name()),
            None => w.null(),
        };
        w.key("bonusThrowsLeft").int(self.bonus_left as i64);
        w.key("throwDue");
        match (self.phase, self.due) {
            (Phase::Throw, Due::First) => w.str("first"),
            (Phase::Throw, Due::Bonus) => w.str("bonus"),
            (Phase::Throw, Due::SixBlack) => w.str("six-black"),
            _ => w.null(),
        };
        w.key("bonusSum").int(self.bonus_sum as i64);
        w.key("turnThrows").int(self.turn_throws as i64);
        w.key("stationSirs").int(self.station_sirs as i64);
    }

    fn write_move(mv: &SiryuMove, w: &mut Writer) {
        match *mv {
            SiryuMove::Sticks(mask) => {
                w.begin_named(&["kind", "sticks"], "throw")
                    .bools(&faces(mask));
            }
            SiryuMove::Whites(k) => {
                w.begin_named(&["kind", "whites"], "throw").int(k as i64);
            }
            SiryuMove::Piece(kind) => {
                w.begin_named(&["kind", "piece"], "move")
                    .name(crate::record::piece_name(kind));
            }
            SiryuMove::Pass => {
                w.begin_named(&["kind"], "pass");
            }
        }
        w.end_shape();
    }

    fn move_from_json(v: &Value) -> GameResult<SiryuMove> {
        match v.get("kind").and_then(Value::as_str) {
            Some("throw") => match (v.get("sticks"), v.get("whites")) {
                (Some(s), None) => {
                    let items = s.as_array().unwrap_or(&[]);
                    let mut f = [false; 6];
                    if items.len() != 6 {
                        return Err(GameError::bad_move(Msg::SiryuSticks));
                    }
                    for (slot, item) in f.iter_mut().zip(items) {
                        *slot = item
                            .as_bool()
                            .ok_or_else(|| GameError::bad_move(Msg::SiryuSticks))?;
                    }
                    Ok(SiryuMove::Sticks(mask_of(&f)))
                }
                (None, Some(k)) => k
                    .as_int_in(0, 6)
                    .map(|k| SiryuMove::Whites(k as u8))
                    .ok_or_else(|| GameError::bad_move(Msg::SiryuWhites)),
                (Some(_), Some(_)) => Err(GameError::bad_move(Msg::SiryuSticksAndWhites)),
                (None, None) => Err(GameError::bad_move(Msg::SiryuThrowShape)),
            },
            Some("move") => match v.get("piece").and_then(Value::as_str) {
                Some(name) => PIECE_NAMES
                    .iter()
                    .position(|n| *n == name)
                    .map(|k| SiryuMove::Piece(k as u8))
                    .ok_or_else(|| GameError::bad_move(Msg::SiryuPiece)),
                None => Err(GameError::bad_move(Msg::SiryuPiece)),
            },
            Some("pass") => Ok(SiryuMove::Pass),
            _ => Err(GameError::bad_move(Msg::SiryuMoveShape)),
        }
    }

    /// Notation: a throw by its sticks as six letters W/B ("WWBWWW"), a throw by its count as
    /// "T" and the count ("T5"), a piece move as F, M or A, a pass as P.
    fn static_notation(mv: &SiryuMove) -> Option<&'static str> {
        match *mv {
            SiryuMove::Sticks(_) => None,
            SiryuMove::Whites(k) => {
                let at = k as usize * 2;
                "T0T1T2T3T4T5T6".get(at..at + 2)
            }
            SiryuMove::Piece(kind) => Some(match kind {
                FATHER => "F",
                MOTHER => "M",
                _ => "A",
            }),
            SiryuMove::Pass => Some("P"),
        }
    }
    fn notation(mv: &SiryuMove) -> String {
        match *mv {
            SiryuMove::Sticks(mask) => faces(mask)
                .iter()
                .map(|&w| if w { 'W' } else { 'B' })
                .collect(),
            SiryuMove::Whites(k) => cat!("T", k),
            SiryuMove::Piece(kind) => move_letter(kind).to_string(),
            SiryuMove::Pass => "P".into(),
        }
    }

    fn parse_notation(text: &str) -> GameResult<SiryuMove> {
        let t = text.trim().to_ascii_uppercase();
        let b = t.as_bytes();
        match b {
            [b'F'] => return Ok(SiryuMove::Piece(FATHER)),
            [b'M'] => return Ok(SiryuMove::Piece(MOTHER)),
            [b'A'] => return Ok(SiryuMove::Piece(ANGEL)),
            [b'P'] => return Ok(SiryuMove::Pass),
            [b'T', d @ b'0'..=b'6'] => return Ok(SiryuMove::Whites(d - b'0')),
            _ => {}
        }
        if b.len() == 6 && b.iter().all(|&c| c == b'W' || c == b'B') {
            let mut f = [false; 6];
            for (slot, &c) in f.iter_mut().zip(b) {
                *slot = c == b'W';
            }
            return Ok(SiryuMove::Sticks(mask_of(&f)));
        }
        Err(GameError::bad_move(msg!(SiryuNotation, text)))
    }

    #[inline(always)]
    fn sample_chance(&self, rng: &mut Rng) -> Option<SiryuMove> {
        // Not `bool::then` with a closure, which opt-level z (the WebAssembly build) leaves as
        // a call on every throw.
        if self.phase == Phase::Throw {
            Some(SiryuMove::Sticks(draw_sticks(rng)))
        } else {
            None
        }
    }

    fn max_plies(&self) -> usize {
        MAX_PLIES
    }
}

/// A bound on a game's length (moves, throws included), for saves and random-play tests.
/// Measured random games (`npm run soak`, BENCHMARKS.md): 2 players about 865 moves on average
/// (the longest of a million 1,270), 8 players about 3,700 (the longest of 100,000 with three
/// sirs per station 5,302). Ten times that still keeps a save under the 1 MB limit.
pub const MAX_PLIES: usize = 60_000;
