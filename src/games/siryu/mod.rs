//! Siryu, the pilgrimage race of Tabelbala, Algeria (docs/spec/siryu.md, ruleset "champault";
//! source: Champault 1969: 353-355, with the Digital Ludeme Project summary; Champault's French
//! is the authority). Our own decisions are marked *(ours)* here and in docs/rules/siryu.md.
//!
//! - `track`: squares, coordinates, gates and stations.
//! - `sticks`: the six sticks, the sir, six white and six black.
//! - `pieces`: what one piece does with a throw (S1-S5).
//! - `moves`: the move type (a throw, a piece's move, a pass), its object shape and notation.
//! - `speed`: the speed tricks of play without events.
//! - here: the turn (first throw, bonus throws, pass), overtaking (S5), the win (S7), and the
//!   `Rules` interface (options, state, notation).
//!
//! A turn is a little state machine. `Phase::Throw`: a throw is due (`Turn::Chance`), the first
//! of the turn or a bonus throw. `Phase::Move`: the thrower must use the throw with one piece,
//! or `pass` when no piece can. Throws are moves like any other, so a save replays exactly.

// Lint note (src/lib.rs forbids unchecked indexing): this module indexes the players' pieces by
// numbers already bounded: the seat to move is always below `players` (at most 8, the size of
// the array) and a piece by its kind, one of three. The property tests and the fuzz targets
// exercise these paths.
#![allow(clippy::indexing_slicing)]

mod moves;
mod pieces;
mod speed;
mod sticks;
mod track;

pub use moves::{SiryuMove, Throw};
pub use pieces::Piece;
pub use sticks::probability as throw_probability;
pub use track::{
    coordinates, start_square, waits_for_station, PieceKind, CAIRO, CORNER_GATE, EXTENSION_END,
    GRID_END, MECCA, MEDINA, MINARET, MINARET_GATE,
};

use crate::choices;
use crate::error::{GameError, GameResult};
use crate::id::GameId;
use crate::options::{BoolOption, ChoiceOption, IntOption};
use crate::position::Setup;
use crate::record::{EndReason, Event, Outcome};
use crate::refusal::{Refusal, RefusalCode};
use crate::rng::Rng;
use crate::rules::{EventSink, Rules, Turn};
use pieces::{is_at_start, on_mecca, overtakes, use_points, use_sir};
use serde::{Deserialize, Serialize};
use sticks::{draw_sticks, first_throw, FirstThrow};

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 8;
/// Sirs needed at each station: Champault's three, or one for the short pilgrimage *(ours)*.
pub const STATION_SIRS_CHAMPAULT: u8 = 3;
pub const STATION_SIRS_SHORT: u8 = 1;

choices! {
    /// Siryu's one ruleset.
    pub enum SiryuRuleset { Champault = "champault" }
}

choices! {
    /// S1: which unstarted piece a sir may start.
    pub enum Departure {
        /// Any unstarted piece (the starting squares are all the source fixes).
        Any = "any",
        /// A reading: the father first, then the angel, then the mother.
        InOrder = "in-order",
    }
}

/// The order of departure of the reading `departure: "in-order"` (Champault: « Le père part le
/// premier, l'ange en position 2, puis vient la mère »).
pub const DEPARTURE_ORDER: [PieceKind; 3] =
    [PieceKind::Father, PieceKind::Angel, PieceKind::Mother];

pub const RULESET: ChoiceOption<SiryuRuleset> =
    ChoiceOption::new("ruleset", "The rules of the game.");
pub const PLAYERS: IntOption = IntOption {
    name: "players",
    min: MIN_PLAYERS as u32,
    max: MAX_PLAYERS as u32,
    default: 2,
    description: "Number of players, 2 to 8.",
};
pub const FIRST_PLAYER: IntOption = IntOption {
    name: "firstPlayer",
    min: 0,
    max: MAX_PLAYERS as u32 - 1,
    default: 0,
    description: "The seat that throws first (0 to players - 1).",
};
pub const STATION_SIRS: IntOption = IntOption {
    name: "stationSirs",
    min: STATION_SIRS_SHORT as u32,
    max: STATION_SIRS_CHAMPAULT as u32,
    default: STATION_SIRS_CHAMPAULT as u32,
    description:
        "Sirs needed at each station: 3 (Champault) or 1 (a short pilgrimage, not from the source).",
};

pub const OWN_SENT_BACK: BoolOption = BoolOption {
    name: "ownSentBack",
    default: false,
    description: "A reading of Champault's « le pion dépassé, quelle que soit sa nature, doit retourner au point de départ »: the mover's own pieces passed over are sent back too. Off: only opponents' pieces (ours).",
};
pub const DEPARTURE: ChoiceOption<Departure> = ChoiceOption::new(
    "departure",
    "Which piece a sir may start: any unstarted piece, or, in-order (a reading of « Le père part le premier, l'ange en position 2, puis vient la mère »), the father first, then the angel, then the mother.",
);
pub const BONUS_SIR: BoolOption = BoolOption {
    name: "bonusSir",
    default: false,
    description: "A reading of « a le droit de rejouer »: a bonus throw of five and one (one or five white) is a sir too, with its own bonus throw. Off: bonus throws are plain counts (ours).",
};

/// Siryu's options (docs/api.md `GameOptions`); `Siryu::options` gives them with the defaults
/// filled in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SiryuOptions {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<SiryuRuleset>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// `STATION_SIRS_CHAMPAULT` or `STATION_SIRS_SHORT`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(type = "3 | 1"))]
    pub station_sirs: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_player: Option<u32>,
    /// A reading (`OWN_SENT_BACK`); left out of a game's options while off, so that saves of
    /// the default game are as they were.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub own_sent_back: Option<bool>,
    /// A reading (`DEPARTURE`); left out of a game's options at its default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub departure: Option<Departure>,
    /// A reading (`BONUS_SIR`); left out of a game's options while off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bonus_sir: Option<bool>,
}

crate::option_set!(SiryuOptions);

/// The readings of the source that are options (docs/spec/siryu.md, "Readings the sources
/// allow"); all off by default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Readings {
    /// S5: the mover's own pieces passed over are sent back too.
    pub own_sent_back: bool,
    /// S1: the order in which pieces may start.
    pub departure: Departure,
    /// A bonus throw of one or five white is a sir.
    pub bonus_sir: bool,
}

/// This game's phases (`SiryuPhase` in TypeScript).
pub type Phase = SiryuPhase;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum SiryuPhase {
    /// A throw is due.
    #[default]
    Throw,
    /// The thrower must use the throw (or pass).
    Move,
    Over,
}

/// Which throw is due in `Phase::Throw`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
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

/// What kind of throw `state().throw` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum ThrowKind {
    Sir,
    Bonus,
    SixBlack,
}

impl ThrowUse {
    fn kind(self) -> ThrowKind {
        match self {
            ThrowUse::Sir(_) => ThrowKind::Sir,
            ThrowUse::Bonus(_) => ThrowKind::Bonus,
            ThrowUse::SixBlack(_) => ThrowKind::SixBlack,
        }
    }
    fn value(self) -> u8 {
        match self {
            ThrowUse::Sir(v) | ThrowUse::Bonus(v) | ThrowUse::SixBlack(v) => v,
        }
    }
    fn describe(self) -> String {
        match self {
            ThrowUse::Sir(_) => "the sir".into(),
            ThrowUse::Bonus(v) => format!("the bonus throw of {v}"),
            ThrowUse::SixBlack(v) => format!("six black's {v}"),
        }
    }
}

/// One piece as `state()` shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct PieceState {
    pub kind: PieceKind,
    pub square: u8,
    pub started: bool,
    pub stations: u8,
}

/// Siryu's fields of `state()`, and of a position (where `pieces` must be given, the rest may
/// be left out: the first throw of a turn is due, with the sirs per station of the options).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct SiryuState {
    /// Per player: father, mother, angel.
    pub pieces: Vec<[PieceState; 3]>,
    #[serde(default)]
    pub phase: SiryuPhase,
    /// The throw being used: the sir's count of whites, a bonus throw's, or six black's sum.
    #[serde(default)]
    pub throw: Option<u8>,
    #[serde(default)]
    pub throw_kind: Option<ThrowKind>,
    #[serde(default)]
    pub bonus_throws_left: u8,
    /// Which throw is due, in the throw phase.
    #[serde(default)]
    pub throw_due: Option<Due>,
    #[serde(default)]
    pub bonus_sum: u8,
    #[serde(default)]
    pub turn_throws: u8,
    /// Sirs per station (0 in a position: as the options say).
    #[serde(default)]
    pub station_sirs: u8,
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
    readings: Readings,
}

fn start_pieces() -> [Piece; 3] {
    PieceKind::ALL.map(Piece::at_start)
}

impl Siryu {
    /// A position built by hand (worked cases, tests): the pieces of each player (2-8 lists of
    /// father, mother, angel), the sirs needed per station (3 or 1), and the seat to throw. The
    /// first throw of that seat's turn is due. Squares are clamped to 1-31 and station counts
    /// below `station_sirs`; a player with all three pieces on Mecca has already won.
    pub fn from_pieces(pieces: &[[Piece; 3]], station_sirs: u8, to_move: u8) -> Self {
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
            readings: Readings::default(),
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
        Siryu::from_pieces(&[start_pieces(); MAX_PLAYERS][..players], station_sirs, 0)
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

    /// What piece `kind` of the player to move becomes by using the current throw (S1-S4), or
    /// None if it cannot.
    pub fn piece_after(&self, kind: PieceKind) -> Option<Piece> {
        match (self.phase, self.using) {
            (Phase::Move, Some(using)) => self.use_throw(using, kind),
            _ => None,
        }
    }

    /// What each piece of the player to move (father, mother, angel) becomes by using the
    /// current throw, None for a piece that cannot: `piece_after` for all three, with the phase
    /// and the throw looked at once.
    #[inline(always)]
    fn pieces_after(&self) -> [Option<Piece>; 3] {
        match (self.phase, self.using) {
            (Phase::Move, Some(using)) => [
                self.use_throw(using, PieceKind::Father),
                self.use_throw(using, PieceKind::Mother),
                self.use_throw(using, PieceKind::Angel),
            ],
            _ => [None; 3],
        }
    }

    /// S1-S4: what piece `kind` of the player to move becomes by using the throw `using`.
    #[inline(always)]
    fn use_throw(&self, using: ThrowUse, kind: PieceKind) -> Option<Piece> {
        let piece = self.pieces[self.to_move as usize][kind.index()];
        match using {
            ThrowUse::Sir(_) if !piece.started && !self.may_depart(kind) => None,
            ThrowUse::Sir(_) => use_sir(kind, piece, self.station_sirs),
            ThrowUse::Bonus(v) | ThrowUse::SixBlack(v) => use_points(kind, piece, v),
        }
    }

    /// Whether no piece can use the current throw: then it is lost (a pass).
    fn none_can_move(&self) -> bool {
        self.pieces_after().iter().all(Option::is_none)
    }

    /// S1 as the reading `departure: "in-order"` has it: an unstarted piece may start only once
    /// every piece before it in `DEPARTURE_ORDER` is on its way (started). Always, by default.
    fn may_depart(&self, kind: PieceKind) -> bool {
        if self.readings.departure == Departure::Any {
            return true;
        }
        let own = &self.pieces[self.to_move as usize];
        DEPARTURE_ORDER
            .iter()
            .take_while(|&&k| k != kind)
            .all(|k| own[k.index()].started)
    }

    /// Why a piece cannot use the current throw: S7 (on Mecca), S1 (not started; with a sir,
    /// under the reading `departure: "in-order"`, the pieces before it first) or S2.
    fn why_not_piece(&self, kind: PieceKind) -> Refusal {
        let name = kind.name();
        let piece = self.pieces[self.to_move as usize][kind.index()];
        let sq = piece.square;
        let (code, rule, why) = match self.using {
            _ if sq >= MECCA => (
                RefusalCode::AtMecca,
                "S7",
                format!("the {name} is already on Mecca"),
            ),
            // A sir moves every other piece (S3) but an unstarted one out of its turn.
            Some(ThrowUse::Sir(_)) => (
                RefusalCode::OutOfOrder,
                "S1",
                format!("the {name} waits for the pieces before it to start: the father first, then the angel, then the mother (option departure)"),
            ),
            Some(u) if u.value() == 0 => (
                RefusalCode::Zero,
                "S2",
                "a throw of 0 moves nothing (S2): pass (P)".into(),
            ),
            Some(_) if !piece.started => (
                RefusalCode::NeedsSir,
                "S1",
                format!("the {name} has not started: only a sir starts a piece (S1)"),
            ),
            Some(_) => (
                RefusalCode::AtGate,
                "S2",
                format!("the {name} on {sq} cannot use points there (S2): only a sir moves it on"),
            ),
            None => (
                RefusalCode::ThrowDue,
                "T1",
                "no throw is being used".into(),
            ),
        };
        Refusal::new(
            code,
            rule,
            format!("{} cannot be used so: {why}", self.describe_throw()),
        )
        .piece(kind, sq)
    }

    /// A throw: the first of the turn, or a bonus throw.
    fn take_throw<E: EventSink>(&mut self, throw: Throw, events: &mut E) {
        let player = self.to_move;
        // Counted by `speed::whites` when no events are kept (random play, search).
        let k = match throw {
            Throw::Sticks { sticks } if !E::RECORDS => speed::whites(sticks),
            _ => throw.whites(),
        };
        self.turn_throws = self.turn_throws.saturating_add(1);
        if E::RECORDS {
            events.push(Event::Throw {
                player,
                sticks: throw.faces(),
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
            // The reading `bonusSir`: a bonus throw of one or five white is a sir, with its own
            // bonus throw.
            Due::Bonus if self.readings.bonus_sir && first_throw(k) == FirstThrow::Sir => {
                self.using = Some(ThrowUse::Sir(k));
                self.bonus_left = 1;
                self.phase = Phase::Move;
            }
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
    fn move_piece<E: EventSink>(&mut self, kind: PieceKind, after: Piece, events: &mut E) {
        let player = self.to_move;
        let before = self.pieces[player as usize][kind.index()];
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
        self.pieces[player as usize][kind.index()] = after;
        self.send_back_overtaken(before.square, after.square, events);
        if on_mecca(after) && self.has_won(player) {
            self.winner = Some(player);
            self.phase = Phase::Over;
            self.using = None;
            self.bonus_left = 0;
            if E::RECORDS {
                if let Some(result) = self.outcome() {
                    events.push(Event::GameOver { result });
                }
            }
        }
    }

    /// S5: opponent pieces strictly between `from` and `to` (within 1-25) go back to their start,
    /// unstarted, station count 0. The mover's own pieces are never affected, except with the
    /// reading `ownSentBack`, where any piece passed over goes back.
    fn send_back_overtaken(&mut self, from: u8, to: u8, events: &mut impl EventSink) {
        if to <= from.saturating_add(1) || to > track::GRID_END {
            return;
        }
        let mover = self.to_move as usize;
        let players = self.players as usize;
        let own_too = self.readings.own_sent_back;
        for (seat, pieces) in self.pieces[..players].iter_mut().enumerate() {
            if seat == mover && !own_too {
                continue;
            }
            for (kind, p) in PieceKind::ALL.into_iter().zip(pieces.iter_mut()) {
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

    /// S6: the next seat throws.
    fn end_turn(&mut self) {
        let next = self.to_move + 1;
        self.to_move = if next < self.players { next } else { 0 };
        self.phase = Phase::Throw;
        self.due = Due::First;
        self.using = None;
        self.bonus_left = 0;
        self.bonus_sum = 0;
        self.turn_throws = 0;
    }

    /// The throw being used, in words.
    fn describe_throw(&self) -> String {
        self.using
            .map_or_else(|| "the throw".into(), ThrowUse::describe)
    }

    /// `play` of anything but a valid throw: a piece uses the throw, or a pass.
    #[inline(never)]
    fn use_or_pass(&mut self, mv: &SiryuMove, events: &mut impl EventSink) -> GameResult<()> {
        match (self.phase, mv) {
            (Phase::Move, SiryuMove::Move { piece }) => match self.piece_after(*piece) {
                Some(after) => {
                    self.move_piece(*piece, after, events);
                    self.after_use();
                    Ok(())
                }
                None => Err(self.refusal(mv)),
            },
            (Phase::Move, SiryuMove::Pass) if self.none_can_move() => {
                events.push(Event::Pass {
                    player: self.to_move,
                });
                self.after_use();
                Ok(())
            }
            _ => Err(self.refusal(mv)),
        }
    }

    /// Why `play` refuses `mv`: S7 (the game is over), the throws' rules T1 and T3, or why the
    /// piece cannot use the throw.
    #[cold]
    #[inline(never)]
    fn refusal(&self, mv: &SiryuMove) -> GameError {
        let player = self.to_move;
        let refusal = match (self.phase, mv) {
            (Phase::Over, _) => return GameError::game_over(self.end_rule()),
            (Phase::Throw, SiryuMove::Throw(_)) => Refusal::new(
                RefusalCode::BadThrow,
                "T1",
                "a throw is six sticks or a count of 0 to 6 white faces",
            ),
            (Phase::Throw, _) => Refusal::new(
                RefusalCode::ThrowDue,
                "T1",
                format!("a throw is due: player {player} must throw the sticks first"),
            ),
            (Phase::Move, SiryuMove::Throw(_)) => Refusal::new(
                RefusalCode::UseThrow,
                "T3",
                format!(
                    "player {player} must first use {} (move F, M or A, or P to pass when no piece can)",
                    self.describe_throw()
                ),
            ),
            (Phase::Move, SiryuMove::Move { piece }) => self.why_not_piece(*piece),
            (Phase::Move, SiryuMove::Pass) => Refusal::new(
                RefusalCode::MustUse,
                "T3",
                format!(
                    "{} can be used, so it must be: passing is only for a throw no piece can use",
                    self.describe_throw()
                ),
            ),
        };
        GameError::refused(refusal.player(player))
    }
}

impl Rules for Siryu {
    type Move = SiryuMove;
    type Options = SiryuOptions;
    type State = SiryuState;
    const GAME: GameId = GameId::Siryu;

    fn end_rule(&self) -> &'static str {
        "S7"
    }

    /// A position in the throw phase: 2-8 players of father, mother and angel each; squares
    /// 1-31; an unstarted piece on its start square (S1, S5), a started one beyond it; station
    /// counts only at 28-30 and below the sirs a station needs (S3); the bonus throws due as a
    /// turn leaves them (after a sir or six white one, after six black up to three); nobody
    /// home yet (S7).
    fn from_setup(position: &Setup<SiryuState>, o: &SiryuOptions) -> GameResult<Self> {
        let p = &position.state;
        let refuse = |why: String| Err(GameError::bad_position(why));
        position.common.ruleset_or(o.ruleset)?;
        let players = p.pieces.len() as u32;
        for (what, given) in [
            ("the options", o.players),
            ("the position", position.common.players),
        ] {
            if let Some(n) = given.filter(|&n| n != players) {
                return refuse(format!(
                    "{what} say {n} players, but the position has pieces for {players}"
                ));
            }
        }
        let station_sirs = match (o.station_sirs, p.station_sirs) {
            (Some(a), b) if b != 0 && a != b as u32 => {
                return refuse(format!(
                    "the position needs {b} sirs a station, the options say {a}"
                ))
            }
            (given, 0) => given,
            (_, b) => Some(b as u32),
        };
        let start = Siryu::new(&SiryuOptions {
            players: Some(players),
            station_sirs,
            ..o.clone()
        })
        .map_err(|e| e.within(crate::error::ErrorCode::BadPosition, ""))?;
        let seat = position.common.mover()?;
        if seat as u32 >= players {
            return refuse(format!(
                "seat {seat} is to throw, but the players are 0 to {}",
                players - 1
            ));
        }
        if p.phase != SiryuPhase::Throw || p.throw.is_some() || p.throw_kind.is_some() {
            return refuse(
                "a position is set up in the throw phase (phase \"throw\", no throw in use)".into(),
            );
        }
        let mut pieces = Vec::new();
        for (s, seat_pieces) in p.pieces.iter().enumerate() {
            let mut own = [Piece::at_start(PieceKind::Father); 3];
            for (i, (kind, given)) in PieceKind::ALL.into_iter().zip(seat_pieces).enumerate() {
                let at = format!("player {s}'s {}", kind.name());
                if given.kind != kind {
                    return refuse(format!(
                        "{at} is given as the {}: each player's pieces are father, mother, angel",
                        given.kind.name()
                    ));
                }
                let home = start_square(kind);
                match (given.started, given.square) {
                    (_, sq) if !(1..=MECCA).contains(&sq) => return refuse(format!("{at} is on square {sq}: the squares are 1 to 31")),
                    (false, sq) if sq != home => return refuse(format!("{at} has not started but is on square {sq}: it waits on its start square, {home} (S1)")),
                    (true, sq) if sq <= home => return refuse(format!("{at} has started but is on square {sq}: a sir moves it past its start square, {home} (S1)")),
                    _ => {}
                }
                if given.stations > 0 && !track::waits_for_station(given.square) {
                    return refuse(format!("{at} counts station sirs on square {}: only a piece on 28, Cairo or Medina counts them (S3)", given.square));
                }
                if given.stations >= start.station_sirs {
                    return refuse(format!(
                        "{at} counts {} station sirs: a station needs {} (S3)",
                        given.stations, start.station_sirs
                    ));
                }
                if let Some(slot) = own.get_mut(i) {
                    *slot = Piece::new(given.square, given.started, given.stations);
                }
            }
            pieces.push(own);
        }
        let due = p.throw_due.unwrap_or(Due::First);
        let (left, sum, throws) = (p.bonus_throws_left, p.bonus_sum, p.turn_throws);
        let consistent = match due {
            Due::First => left == 0 && sum == 0 && throws == 0,
            // With `bonusSir` a bonus throw may follow bonus sirs.
            Due::Bonus => {
                left == 1 && sum == 0 && (throws == 1 || (o.bonus_sir == Some(true) && throws >= 1))
            }
            Due::SixBlack => (1..=3).contains(&left) && throws == 4 - left && sum <= 6 * (3 - left),
        };
        if !consistent {
            return refuse(format!(
                "with throwDue {:?}, bonusThrowsLeft {left}, bonusSum {sum} and turnThrows {throws} do not go together: a turn's first throw has none, a bonus throw after a sir or six white has 1, 0 and 1, six black's has 3-1 left, their sum so far and one throw more than those taken",
                due
            ));
        }
        let mut g = Siryu::from_pieces(&pieces, start.station_sirs, seat);
        g.first_player = start.first_player;
        g.readings = start.readings;
        g.due = due;
        g.bonus_left = left;
        g.bonus_sum = sum;
        g.turn_throws = throws;
        Ok(g)
    }

    fn new(o: &SiryuOptions) -> GameResult<Self> {
        RULESET.get(o.ruleset);
        let players = PLAYERS.get(o.players)? as usize;
        let station_sirs = STATION_SIRS.get(o.station_sirs)?;
        if station_sirs == 2 {
            return Err(GameError::bad_option(
                "option stationSirs must be 3 (Champault) or 1 (the short pilgrimage), not 2",
            ));
        }
        // S6 starts with player 0; `firstPlayer` (ours, as in the other games) picks another seat.
        let first = FIRST_PLAYER.get_within(o.first_player, players as u32 - 1)? as u8;
        let start = [start_pieces(); MAX_PLAYERS];
        let mut g = Siryu::from_pieces(
            start.get(..players).unwrap_or(&start),
            station_sirs as u8,
            first,
        );
        g.readings = Readings {
            own_sent_back: OWN_SENT_BACK.get(o.own_sent_back),
            departure: DEPARTURE.get(o.departure),
            bonus_sir: BONUS_SIR.get(o.bonus_sir),
        };
        Ok(g)
    }

    fn options(&self) -> SiryuOptions {
        SiryuOptions {
            ruleset: Some(SiryuRuleset::Champault),
            players: Some(self.players as u32),
            seed: None,
            station_sirs: Some(self.station_sirs as u32),
            first_player: Some(self.first_player as u32),
            own_sent_back: Some(self.readings.own_sent_back),
            departure: Some(self.readings.departure),
            bonus_sir: Some(self.readings.bonus_sir),
        }
    }

    /// A save leaves out the readings at their defaults.
    fn save_options(&self) -> SiryuOptions {
        SiryuOptions {
            own_sent_back: self.readings.own_sent_back.then_some(true),
            departure: (self.readings.departure != Departure::default())
                .then_some(self.readings.departure),
            bonus_sir: self.readings.bonus_sir.then_some(true),
            ..self.options()
        }
    }

    fn ruleset(&self) -> &'static str {
        "champault"
    }
    fn players(&self) -> usize {
        self.players as usize
    }
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
            Phase::Throw => out.extend((0..=6).map(SiryuMove::whites)),
            Phase::Move => {
                let after = self.pieces_after();
                for (piece, after) in PieceKind::ALL.into_iter().zip(after) {
                    if after.is_some() {
                        out.push(SiryuMove::Move { piece });
                    }
                }
                // A throw no piece can use is lost.
                if after.iter().all(Option::is_none) {
                    out.push(SiryuMove::Pass);
                }
            }
        }
    }

    /// Inlined: most moves of a game are throws, and their few steps (`take_throw`) are then
    /// compiled together with the caller's drawing of the sticks; the other moves are a call.
    #[inline(always)]
    fn play(&mut self, mv: &SiryuMove, events: &mut impl EventSink) -> GameResult<()> {
        match (self.phase, mv) {
            (Phase::Throw, SiryuMove::Throw(t)) if t.is_valid() => {
                self.take_throw(*t, events);
                Ok(())
            }
            _ => self.use_or_pass(mv, events),
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
            reason: EndReason::Mecca,
            shortfall: None,
        })
    }

    fn state(&self) -> SiryuState {
        SiryuState {
            pieces: self
                .seat_pieces()
                .iter()
                .map(|seat| {
                    let mut out = PieceKind::ALL.map(|kind| PieceState {
                        kind,
                        square: 0,
                        started: false,
                        stations: 0,
                    });
                    for (slot, p) in out.iter_mut().zip(seat) {
                        slot.square = p.square;
                        slot.started = p.started;
                        slot.stations = p.stations;
                    }
                    out
                })
                .collect(),
            phase: self.phase,
            throw: self.using.map(ThrowUse::value),
            throw_kind: self.using.map(ThrowUse::kind),
            bonus_throws_left: self.bonus_left,
            throw_due: (self.phase == Phase::Throw).then_some(self.due),
            bonus_sum: self.bonus_sum,
            turn_throws: self.turn_throws,
            station_sirs: self.station_sirs,
        }
    }

    /// "Sticks and throws": the seven counts of white faces, each with probability C(6, k)/64.
    fn chance_outcomes(&self, moves: &mut Vec<SiryuMove>, probs: &mut Vec<f64>) {
        if self.phase != Phase::Throw {
            return;
        }
        moves.extend((0..=6).map(SiryuMove::whites));
        probs.extend((0..=6).map(sticks::probability));
    }

    fn sample_chance(&self, rng: &mut Rng) -> Option<SiryuMove> {
        // The faces looked up (`speed::faces`): random play draws a throw every other move.
        if self.phase != Phase::Throw {
            return None;
        }
        Some(SiryuMove::Throw(Throw::Sticks {
            sticks: speed::faces(draw_sticks(rng)),
        }))
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
