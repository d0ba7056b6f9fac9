//! One game as users see it: the rules state plus options, seed, history, undo and redo,
//! records, and save/load. Generic over `Rules`; `AnyGame` erases the game type for the facade.

use crate::cat;
use crate::error::{ErrorCode, GameError, GameResult};
use crate::json::{self, Value, Writer};
use crate::record::Event;
use crate::rng::Rng;
use crate::rules::{NoEvents, Rules, Turn};
use crate::text::Quoted;

/// One played move with what it did.
#[derive(Clone, Debug)]
struct Played<M> {
    mv: M,
    /// Drawn by `roll()` from the game's generator rather than entered.
    rolled: bool,
    player: Option<u8>,
    chance: bool,
    events: Vec<Event>,
    /// The generator after this move, so undo and redo restore it exactly.
    rng_after: Rng,
}

#[derive(Clone, Debug)]
pub struct Session<R: Rules> {
    seed: u64,
    initial: R,
    state: R,
    rng: Rng,
    history: Vec<Played<R::Move>>,
    redo: Vec<Played<R::Move>>,
}

impl<R: Rules> Session<R> {
    pub fn new(initial: R, seed: u64) -> Self {
        Session {
            seed,
            state: initial.clone(),
            initial,
            rng: Rng::from_seed(seed),
            history: vec![],
            redo: vec![],
        }
    }

    pub fn state(&self) -> &R {
        &self.state
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn ply(&self) -> usize {
        self.history.len()
    }

    pub fn legal_moves(&self) -> Vec<R::Move> {
        let mut out = Vec::new();
        self.state.legal_moves(&mut out);
        out
    }

    /// Plays a move; on error nothing changes. Clears the redo list.
    pub fn play(&mut self, mv: &R::Move) -> GameResult<usize> {
        self.play_inner(mv, false)?;
        self.redo.clear();
        Ok(self.history.len() - 1)
    }

    fn play_inner(&mut self, mv: &R::Move, rolled: bool) -> GameResult<()> {
        if self.history.len() >= self.state.max_plies() {
            return Err(GameError::new(
                ErrorCode::GameOver,
                "this game has reached its move limit",
            ));
        }
        let player = self.state.seat();
        let chance = self.state.turn() == Turn::Chance;
        let mut events = Vec::new();
        self.state.play(mv, &mut events)?;
        self.history.push(Played {
            mv: mv.clone(),
            rolled,
            player,
            chance,
            events,
            rng_after: self.rng,
        });
        Ok(())
    }

    /// Throws with the game's seeded generator (Siryu): `not_chance` when no throw is due.
    pub fn roll(&mut self) -> GameResult<usize> {
        let before = self.rng;
        let mut rng = self.rng;
        let Some(mv) = self.state.sample_chance(&mut rng) else {
            return Err(match self.state.turn() {
                Turn::Over => GameError::new(ErrorCode::GameOver, "the game is over"),
                _ => GameError::new(ErrorCode::NotChance, "no throw is due: a player must move"),
            });
        };
        self.rng = rng;
        if let Err(e) = self.play_inner(&mv, true) {
            self.rng = before;
            return Err(e);
        }
        self.redo.clear();
        Ok(self.history.len() - 1)
    }

    /// Takes back the last move (chance moves included).
    pub fn undo(&mut self) -> GameResult<()> {
        let Some(last) = self.history.pop() else {
            return Err(GameError::new(
                ErrorCode::NothingToUndo,
                "there is no move to undo",
            ));
        };
        self.redo.push(last);
        self.replay_state();
        Ok(())
    }

    pub fn redo(&mut self) -> GameResult<usize> {
        let Some(next) = self.redo.pop() else {
            return Err(GameError::new(
                ErrorCode::NothingToRedo,
                "there is no undone move to redo",
            ));
        };
        let rng_after = next.rng_after;
        if let Err(e) = self.play_inner(&next.mv, next.rolled) {
            self.redo.push(next);
            return Err(e);
        }
        self.rng = rng_after;
        Ok(self.history.len() - 1)
    }

    /// Rebuilds the state from the start: rules states are values, so replaying is exact.
    fn replay_state(&mut self) {
        let mut state = self.initial.clone();
        for p in &self.history {
            // Every move here was played from this very sequence of states, so it cannot fail.
            let _ = state.play(&p.mv, &mut NoEvents);
        }
        self.state = state;
        self.rng = self
            .history
            .last()
            .map_or(Rng::from_seed(self.seed), |p| p.rng_after);
    }

    fn write_record(&self, index: usize, w: &mut Writer) {
        let Some(p) = self.history.get(index) else {
            w.null();
            return;
        };
        // The result a game-over event reports is the one reached by this move.
        let outcome = if index + 1 == self.history.len() {
            self.state.outcome()
        } else {
            None
        };
        w.begin_object();
        w.key("ply").int(index as i64 + 1);
        w.key("player");
        match p.player {
            Some(s) => w.int(s as i64),
            None => w.null(),
        };
        w.key("chance").bool(p.chance);
        w.key("move");
        R::write_move(&p.mv, w);
        w.key("notation").str(&R::notation(&p.mv));
        w.key("events").begin_array();
        for e in &p.events {
            e.write(w, outcome.as_ref());
        }
        w.end_array();
        w.end_object();
    }

    pub fn record_json(&self, index: usize) -> String {
        let mut w = Writer::new();
        self.write_record(index, &mut w);
        w.finish()
    }

    pub fn events(&self, index: usize) -> &[Event] {
        self.history.get(index).map_or(&[], |p| &p.events)
    }

    fn write_turn(&self, w: &mut Writer) {
        match self.state.turn() {
            Turn::Player(p) => w.int(p as i64),
            Turn::Chance => w.str("chance"),
            Turn::Over => w.null(),
        };
    }

    pub fn to_move_json(&self) -> String {
        let mut w = Writer::new();
        self.write_turn(&mut w);
        w.finish()
    }

    pub fn result_json(&self) -> String {
        let mut w = Writer::new();
        match self.state.outcome() {
            Some(o) => o.write(&mut w),
            None => {
                w.null();
            }
        }
        w.finish()
    }

    pub fn state_json(&self) -> String {
        let mut w = Writer::new();
        w.begin_object();
        w.key("game").str(R::ID);
        w.key("ruleset").str(self.state.ruleset());
        w.key("players").int(self.state.players() as i64);
        w.key("toMove");
        self.write_turn(&mut w);
        w.key("seat");
        match self.state.seat() {
            Some(s) => w.int(s as i64),
            None => w.null(),
        };
        w.key("over").bool(self.state.turn() == Turn::Over);
        w.key("result");
        match self.state.outcome() {
            Some(o) => o.write(&mut w),
            None => {
                w.null();
            }
        }
        w.key("ply").int(self.history.len() as i64);
        self.state.write_state(&mut w);
        w.end_object();
        w.finish()
    }

    pub fn legal_moves_json(&self) -> String {
        let mut w = Writer::new();
        self.write_legal_moves(&mut w);
        w.finish()
    }

    fn write_legal_moves(&self, w: &mut Writer) {
        w.begin_array();
        for m in self.legal_moves() {
            R::write_move(&m, w);
        }
        w.end_array();
    }

    pub fn options_json(&self) -> String {
        let mut w = Writer::new();
        w.begin_object();
        self.state.write_options(&mut w);
        w.end_object();
        w.finish()
    }

    /// The save (format 1): `{"format":"folkgames","version":1,"game":..,"options":{..},
    /// "seed":..,"moves":[notation, ..]}`; a move drawn by `roll()` is written with a leading `~`
    /// so that loading draws it again from the generator and checks it.
    pub fn save(&self) -> String {
        let mut w = Writer::new();
        w.begin_object();
        w.key("format").str(crate::save::FORMAT);
        w.key("version").int(crate::save::VERSION);
        w.key("game").str(R::ID);
        w.key("options").raw(&self.options_json());
        w.key("seed").uint(self.seed);
        w.key("moves").begin_array();
        for p in &self.history {
            let n = R::notation(&p.mv);
            if p.rolled {
                w.str(&cat!("~", n));
            } else {
                w.str(&n);
            }
        }
        w.end_array();
        w.end_object();
        w.finish()
    }

    /// Replays a saved move list (see `save`); the first bad move is named in a `bad_save`.
    pub fn replay_saved(&mut self, moves: &[Value]) -> GameResult<()> {
        if moves.len() > self.state.max_plies() {
            return Err(GameError::bad_save(cat!(
                "the save has ",
                moves.len(),
                " moves, more than this game can last"
            )));
        }
        for (i, v) in moves.iter().enumerate() {
            let n = i + 1;
            let Some(text) = v.as_str() else {
                return Err(GameError::bad_save(cat!(
                    "move ",
                    n,
                    " must be a notation string, not ",
                    v.describe()
                )));
            };
            let (rolled, text) = match text.strip_prefix('~') {
                Some(rest) => (true, rest),
                None => (false, text),
            };
            let mv = R::parse_notation(text).map_err(|e| {
                GameError::bad_save(cat!("move ", n, " (", Quoted(text), "): ", e.message))
            })?;
            if rolled {
                let mut rng = self.rng;
                match self.state.sample_chance(&mut rng) {
                    Some(drawn) if drawn == mv => self.rng = rng,
                    _ => {
                        return Err(GameError::bad_save(cat!("move ", n, " (", Quoted(text), ") is marked as thrown by the generator, but the seed does not give that throw there")))
                    }
                }
            }
            self.play_inner(&mv, rolled).map_err(|e| {
                GameError::bad_save(cat!(
                    "move ",
                    n,
                    " (",
                    Quoted(text),
                    ") cannot be played: ",
                    e.message
                ))
            })?;
        }
        Ok(())
    }
}

/// A move for `AnyGame::step`: as parsed move JSON, in notation, or a throw from the generator.
pub enum Step<'a> {
    Move(&'a Value),
    Notation(&'a str),
    Roll,
}

/// A game with its type erased: what the wasm facade holds. Everything crosses as JSON text, or
/// as the same values in words (src/tokens.rs) through the `Writer` methods.
pub trait AnyGame {
    fn id(&self) -> &'static str;
    fn ruleset(&self) -> &'static str;
    fn players(&self) -> usize;
    fn seed(&self) -> u64;
    fn options_json(&self) -> String;
    fn state_json(&self) -> String;
    fn to_move_json(&self) -> String;
    fn legal_moves_json(&self) -> String;
    /// Legal moves as notation strings.
    fn legal_notations(&self) -> Vec<String>;
    /// Plays a move given as a JSON object; returns the record.
    fn play_json(&mut self, move_json: &str) -> GameResult<String>;
    /// Plays a move given in notation; returns the record.
    fn play_notation(&mut self, text: &str) -> GameResult<String>;
    fn roll(&mut self) -> GameResult<String>;
    /// Returns the record of the move taken back.
    fn undo(&mut self) -> GameResult<String>;
    fn redo(&mut self) -> GameResult<String>;
    fn history_json(&self) -> String;
    fn can_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    /// How many undone moves `redo` can play again.
    fn redo_depth(&self) -> usize;
    /// Moves played (what `undo` can take back).
    fn ply(&self) -> usize;
    fn is_over(&self) -> bool;
    fn result_json(&self) -> String;
    fn save(&self) -> String;
    fn clone_box(&self) -> Box<dyn AnyGame>;
    /// A suggested move for the seat to move (API.md `suggestMove`), as move JSON. `opts_json`
    /// is `{ level?, timeMs?, seed? }` or null; `now` gives milliseconds (the caller's clock,
    /// since wasm32 has no `Instant`). Never changes the game. A throw when one is due (drawn from
    /// the seed); `game_over` when the game is over.
    fn suggest_move(&self, opts_json: &str, now: &dyn Fn() -> f64) -> GameResult<String>;
    /// Plays a move (as `play_json`, `play_notation` or `roll` do) and returns the index of its
    /// record, for `write_record`.
    fn step(&mut self, step: Step<'_>) -> GameResult<usize>;
    /// The record of move `index` (0-based), as `history()` gives it; null if there is none.
    fn write_record(&self, index: usize, w: &mut Writer);
    /// The legal moves, as `legal_moves_json` gives them.
    fn write_legal_moves(&self, w: &mut Writer);
}

impl<R: Rules + crate::ai::Player + 'static> AnyGame for Session<R> {
    fn id(&self) -> &'static str {
        R::ID
    }
    fn ruleset(&self) -> &'static str {
        self.state.ruleset()
    }
    fn players(&self) -> usize {
        self.state.players()
    }
    fn seed(&self) -> u64 {
        self.seed
    }
    fn options_json(&self) -> String {
        Session::options_json(self)
    }
    fn state_json(&self) -> String {
        Session::state_json(self)
    }
    fn to_move_json(&self) -> String {
        Session::to_move_json(self)
    }
    fn legal_moves_json(&self) -> String {
        Session::legal_moves_json(self)
    }
    fn legal_notations(&self) -> Vec<String> {
        self.legal_moves().iter().map(R::notation).collect()
    }
    fn play_json(&mut self, move_json: &str) -> GameResult<String> {
        let v = json::parse(move_json)
            .map_err(|e| GameError::bad_move(cat!("the move is not valid JSON: ", e)))?;
        let i = self.step(Step::Move(&v))?;
        Ok(self.record_json(i))
    }
    fn play_notation(&mut self, text: &str) -> GameResult<String> {
        let i = self.step(Step::Notation(text))?;
        Ok(self.record_json(i))
    }
    fn roll(&mut self) -> GameResult<String> {
        let i = self.step(Step::Roll)?;
        Ok(self.record_json(i))
    }
    fn step(&mut self, step: Step<'_>) -> GameResult<usize> {
        match step {
            Step::Move(v) => {
                let mv = R::move_from_json(v)?;
                self.play(&mv)
            }
            Step::Notation(text) => {
                let mv = R::parse_notation(text)?;
                self.play(&mv)
            }
            Step::Roll => Session::roll(self),
        }
    }
    fn write_record(&self, index: usize, w: &mut Writer) {
        Session::write_record(self, index, w)
    }
    fn write_legal_moves(&self, w: &mut Writer) {
        Session::write_legal_moves(self, w)
    }
    fn undo(&mut self) -> GameResult<String> {
        let record = match self.history.len() {
            0 => String::new(),
            n => self.record_json(n - 1),
        };
        Session::undo(self)?;
        Ok(record)
    }
    fn redo(&mut self) -> GameResult<String> {
        let i = Session::redo(self)?;
        Ok(self.record_json(i))
    }
    fn history_json(&self) -> String {
        let mut w = Writer::new();
        w.begin_array();
        for i in 0..self.history.len() {
            self.write_record(i, &mut w);
        }
        w.end_array();
        w.finish()
    }
    fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }
    fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
    fn redo_depth(&self) -> usize {
        self.redo.len()
    }
    fn ply(&self) -> usize {
        self.history.len()
    }
    fn is_over(&self) -> bool {
        self.state.turn() == Turn::Over
    }
    fn result_json(&self) -> String {
        Session::result_json(self)
    }
    fn save(&self) -> String {
        Session::save(self)
    }
    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }
    fn suggest_move(&self, opts_json: &str, now: &dyn Fn() -> f64) -> GameResult<String> {
        let v = json::parse(opts_json).map_err(|e| {
            GameError::bad_option(format!("suggestMove options are not valid JSON: {e}"))
        })?;
        let opts = crate::ai::SuggestOptions::from_json(&v)?;
        let mv = crate::ai::suggest(&self.state, &opts, now)?;
        let mut w = Writer::new();
        R::write_move(&mv, &mut w);
        Ok(w.finish())
    }
}
