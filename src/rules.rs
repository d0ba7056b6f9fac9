//! The interface every game implements. A game is a plain value: `play` is a pure function of
//! (state, move) that either changes the state and reports what happened through an event sink,
//! or returns an error and leaves the state exactly as it was.
//!
//! The same code serves the `Game` API (events recorded for renderers), search (events dropped by
//! `NoEvents`, which compiles to nothing) and the random-play tests.

use crate::error::GameResult;
use crate::games::bay_khom::{BayKhom, BayKhomMove};
use crate::games::kpe::{Kpe, KpeMove};
use crate::games::siryu::{Siryu, SiryuMove};
use crate::json::{Value, Writer};
use crate::options::Options;
use crate::prelude::*;
use crate::record::Event;
use crate::rng::Rng;
use core::fmt::Debug;

/// The `n`-th (from 0) set bit of `set`, by increasing value; 32 when there are fewer. For
/// `random_move`: a legal-move list kept as a bit set in list order. `const`, for tables of it.
#[inline(always)]
pub const fn nth_bit(mut set: u32, mut n: u32) -> u32 {
    while n > 0 {
        set &= set.wrapping_sub(1);
        n -= 1;
    }
    set.trailing_zeros()
}

/// `Rules::random_move` by listing: the move `legal_moves` lists at index `rng.below(count)`.
/// The default, and what a game's own `random_move` does in the phases it does not pick faster.
#[inline(always)]
pub fn random_listed<R: Rules>(game: &R, rng: &mut Rng, buf: &mut Vec<R::Move>) -> Option<R::Move> {
    buf.clear();
    game.legal_moves(buf);
    buf.get(rng.below(buf.len() as u32) as usize).cloned()
}

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    Player(u8),
    /// A throw is due (Siryu): the legal moves are the throw outcomes.
    Chance,
    Over,
}

/// How a finished game ended (API.md `Result`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub winners: Vec<u8>,
    pub draw: bool,
    pub totals: Vec<u32>,
    /// A short stable reason, e.g. "no-stones", "repetition", "mecca".
    pub reason: &'static str,
}

impl Outcome {
    /// The usual two-player result: the larger total wins, equal totals draw.
    pub fn by_totals(totals: [u32; 2], reason: &'static str) -> Self {
        let (winners, draw) = match totals[0].cmp(&totals[1]) {
            core::cmp::Ordering::Greater => (vec![0], false),
            core::cmp::Ordering::Less => (vec![1], false),
            core::cmp::Ordering::Equal => (vec![], true),
        };
        Outcome {
            winners,
            draw,
            totals: totals.to_vec(),
            reason,
        }
    }

    pub fn write(&self, w: &mut Writer) {
        w.begin_shape(&["winners", "draw", "totals", "reason"]);
        w.ints(&self.winners).bool(self.draw);
        w.ints(&self.totals).name(self.reason);
        w.end_shape();
    }
}

/// Where `play` reports what happened, for renderers.
pub trait EventSink {
    /// Whether the events pushed are kept. When they are not (`NoEvents`), `play` may skip work
    /// done only to report them, e.g. replaying a sowing already simulated to test legality.
    const RECORDS: bool = true;

    fn push(&mut self, event: Event);

    /// Several events at once (a lap's drops): a list reserves room for them all first.
    #[inline(always)]
    fn extend(&mut self, events: impl Iterator<Item = Event>) {
        for e in events {
            self.push(e);
        }
    }
}

/// Drops every event: the fast path for search and random playouts.
pub struct NoEvents;

impl EventSink for NoEvents {
    const RECORDS: bool = false;

    #[inline(always)]
    fn push(&mut self, _event: Event) {}
}

impl EventSink for Vec<Event> {
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
    fn extend(&mut self, events: impl Iterator<Item = Event>) {
        Extend::extend(self, events);
    }
}

pub trait Rules: Clone + Debug + PartialEq + Sized {
    type Move: Clone + Debug + PartialEq;

    /// The game id of API.md ("kpe", "bay-khom", "siryu").
    const ID: &'static str;

    /// Builds the start position. Reads its options from `opts` (`ruleset`, `firstPlayer`, ...);
    /// the caller rejects any option left unread.
    fn new(opts: &mut Options) -> GameResult<Self>;

    /// Writes the effective options (defaults filled in) as JSON object fields, in a fixed order,
    /// for saves and for `Game.options`.
    fn write_options(&self, w: &mut Writer);

    fn ruleset(&self) -> &'static str;
    fn players(&self) -> usize;
    fn turn(&self) -> Turn;
    /// The seat whose turn it is, also while a throw is due (the thrower); None once over.
    fn seat(&self) -> Option<u8>;

    /// Appends every legal move, each once; nothing when the game is over.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// A uniformly random legal move, for random playouts: by default the one `legal_moves` lists
    /// at index `rng.below(count)` (with `below(0)` drawn, and None returned, when there is none).
    /// A game may override it to pick without building the list. It must stay uniform and give
    /// the same move for the same draws, so that a seed replays the same games: Kpé and Siryu
    /// pick as the default does; Bày Khòm draws among the sowings BK2 allows and draws again when
    /// the one drawn is endless (BK6). tests/random_move.rs checks each against a listed
    /// reference. `&mut self`: a game may keep what it learns on the way (Bày Khòm keeps its BK6
    /// trial, so that playing the move does not sow it again).
    fn random_move(&mut self, rng: &mut Rng, buf: &mut Vec<Self::Move>) -> Option<Self::Move> {
        random_listed(self, rng, buf)
    }

    /// Plays a move. An illegal move returns `illegal_move` (or `game_over` when over) and
    /// leaves `self` unchanged; `events` may then hold events of the refused move (a Bày Khòm
    /// sowing found endless while it was recorded), which the caller drops.
    fn play(&mut self, mv: &Self::Move, events: &mut impl EventSink) -> GameResult<()>;

    fn outcome(&self) -> Option<Outcome>;

    /// Writes the game's own state fields (API.md), inside an object the caller opened.
    fn write_state(&self, w: &mut Writer);

    fn write_move(mv: &Self::Move, w: &mut Writer);
    /// A move object from JSON (`bad_move` if malformed; legality is `play`'s business).
    fn move_from_json(v: &Value) -> GameResult<Self::Move>;
    fn notation(mv: &Self::Move) -> String;
    /// The notation as text of the program's own, for the moves with few forms (a sowing, a
    /// piece), so that a record sends it without building a `String` (`Writer::name`); None for
    /// the others. When Some, it equals `notation`.
    fn static_notation(_mv: &Self::Move) -> Option<&'static str> {
        None
    }
    fn parse_notation(text: &str) -> GameResult<Self::Move>;

    /// When a throw is due, draws one with the game's generator; None otherwise.
    fn sample_chance(&self, _rng: &mut Rng) -> Option<Self::Move> {
        None
    }

    /// The largest number of moves a game can last, if bounded (saves longer than this are refused).
    fn max_plies(&self) -> usize {
        100_000
    }

    /// The move as a session stores it, whatever the game (see `AnyMove`).
    fn to_any(mv: &Self::Move) -> AnyMove;
    /// This game's move back from `to_any`; None for another game's move.
    fn from_any(mv: AnyMove) -> Option<Self::Move>;
}

/// A move of any of the games. Sessions keep their history in it, so that the code behind the
/// `Game` API (records, saves, undo, JSON) exists once rather than once per game: each copy of it
/// costs the WebAssembly module several KB.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyMove {
    Kpe(KpeMove),
    BayKhom(BayKhomMove),
    Siryu(SiryuMove),
}

impl AnyMove {
    pub fn write(&self, w: &mut Writer) {
        match self {
            AnyMove::Kpe(m) => Kpe::write_move(m, w),
            AnyMove::BayKhom(m) => BayKhom::write_move(m, w),
            AnyMove::Siryu(m) => Siryu::write_move(m, w),
        }
    }
    pub fn static_notation(&self) -> Option<&'static str> {
        match self {
            AnyMove::Kpe(m) => Kpe::static_notation(m),
            AnyMove::BayKhom(m) => BayKhom::static_notation(m),
            AnyMove::Siryu(m) => Siryu::static_notation(m),
        }
    }
    pub fn notation(&self) -> String {
        match self {
            AnyMove::Kpe(m) => Kpe::notation(m),
            AnyMove::BayKhom(m) => BayKhom::notation(m),
            AnyMove::Siryu(m) => Siryu::notation(m),
        }
    }
}
