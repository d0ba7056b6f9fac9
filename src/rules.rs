//! The interface every game implements: rules only. A game is a plain value: `play` is a pure
//! function of (state, move) that either changes the state and reports what happened through an
//! event sink, or returns an error and leaves the state exactly as it was. How a move, a state or
//! the options look to a caller is their types' serde derives, not part of the rules.
//!
//! The same code serves the `Game` API (events recorded for renderers), search (events dropped
//! by `NoEvents`, which compiles to nothing) and the random-play tests.

use crate::error::{GameError, GameResult};
use crate::id::GameId;
use crate::position::Setup;
use crate::record::{Event, Outcome};
use crate::refusal::Refusal;
use crate::rng::Rng;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::{Debug, Display};
use std::str::FromStr;

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    Player(u8),
    /// A throw is due (Siryu): the legal moves are the throw outcomes.
    Chance,
    Over,
}

/// Where `play` reports what happened, for renderers.
pub trait EventSink {
    /// Whether the events pushed are kept. When they are not (`NoEvents`), `play` may skip work
    /// done only to report them.
    const RECORDS: bool = true;

    fn push(&mut self, event: Event);

    /// `RECORDS`, of a sink given as `impl EventSink`: play that records no events may take
    /// the games' speed tricks, play that does runs the plain rules.
    #[inline(always)]
    fn records(&self) -> bool {
        Self::RECORDS
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
}

/// A game's rules.
pub trait Rules: Clone + Debug + PartialEq + Sized {
    /// A move: its serde shape is docs/api.md's move object ("Moves"), its `Display` and
    /// `FromStr` the notation.
    type Move: Clone
        + Debug
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Display
        + FromStr<Err = GameError>;
    /// The options a game is made with; `options()` gives them back with the defaults filled in.
    type Options: Clone + Debug + Default + Serialize + DeserializeOwned + crate::options::OptionSet;
    /// The game's own fields of `state()` (docs/api.md "State shapes"); read back, the game's own
    /// fields of a position (`from_setup`).
    type State: Clone + Debug + PartialEq + Serialize + DeserializeOwned;

    /// Which game this is (its id in docs/api.md: "kpe", "bay-khom", "siryu").
    const GAME: GameId;

    /// The start position for these options (`bad_option` when one is out of range).
    fn new(options: &Self::Options) -> GameResult<Self>;
    /// A game set up from a position (`Game.fromPosition`), played with these options:
    /// `bad_position`, naming the problem, when no game of these rules can be in it.
    fn from_setup(position: &Setup<Self::State>, options: &Self::Options) -> GameResult<Self>;

    /// The id of the rule that ends a game of these rules, which a `game-over` refusal cites.
    fn end_rule(&self) -> &'static str;

    /// Why `mv` is not legal now, or None when it is: what `play` answers, asked of `play` itself
    /// (the plain rules, with events recorded) on a copy, so the two can never disagree.
    fn why_not(&self, mv: &Self::Move) -> Option<Refusal> {
        let mut copy = self.clone();
        match copy.play(mv, &mut Vec::new()) {
            Ok(()) => None,
            // Every error of `play` carries its reason (tests/refusals.rs holds it so).
            Err(e) => e.refusal.map(|r| *r),
        }
    }

    /// The options of this game, every one with its value (defaults filled in): `game.options`.
    fn options(&self) -> Self::Options;
    /// The options as a save writes them: the sources' readings are left out while at their
    /// defaults, so that saves of a default game stay as they were before the readings existed.
    fn save_options(&self) -> Self::Options {
        self.options()
    }
    fn ruleset(&self) -> &'static str;
    fn players(&self) -> usize;
    fn turn(&self) -> Turn;
    /// The seat whose turn it is, also while a throw is due (the thrower); None once over.
    fn seat(&self) -> Option<u8>;

    /// Appends every legal move, each once; nothing when the game is over.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// Moves among which the legal ones are: what random play draws from (`playout::random_step`
    /// draws one, plays it, and draws again among the rest when `play` refuses it, so the move
    /// played is uniform among the legal ones). By default the legal moves themselves; a game
    /// whose legality test costs as much as playing the move (Bày Khòm's BK6) lists the moves
    /// its cheap rules allow, and `play` refuses the rest.
    fn candidate_moves(&self, out: &mut Vec<Self::Move>) {
        self.legal_moves(out)
    }

    /// Plays a move. An illegal move returns `illegal_move` (or `game_over` when over) and
    /// leaves `self` unchanged; `events` may then hold events of the refused move, which the
    /// caller drops.
    fn play(&mut self, mv: &Self::Move, events: &mut impl EventSink) -> GameResult<()>;

    fn outcome(&self) -> Option<Outcome>;

    /// The game's own fields of `state()`.
    fn state(&self) -> Self::State;

    /// When a throw is due (`Turn::Chance`): every outcome, appended to `moves`, and its
    /// probability, appended to `probs` in the same order (they add up to 1); nothing otherwise
    /// (OpenSpiel's `ChanceOutcomes`). Two lists, so that search can reuse them.
    fn chance_outcomes(&self, _moves: &mut Vec<Self::Move>, _probs: &mut Vec<f64>) {}

    /// When a throw is due, draws one with the game's generator; None otherwise.
    fn sample_chance(&self, _rng: &mut Rng) -> Option<Self::Move> {
        None
    }

    /// The largest number of moves a game can last (saves longer than this are refused).
    fn max_plies(&self) -> usize {
        100_000
    }
}
