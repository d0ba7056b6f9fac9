//! One game as users see it: the rules state plus options, seed, history, undo and redo,
//! records, and save/load. Generic over `Rules`; `AnyGame` erases the game type for the facade.

use crate::ai::SuggestOptions;
use crate::cat;
use crate::error::{ErrorCode, GameError, GameResult};
use crate::json::{self, Value, Writer};
use crate::message::Msg;
use crate::msg;
use crate::prelude::*;
use crate::record::Event;
use crate::rng::Rng;
use crate::rules::{AnyMove, NoEvents, Outcome, Rules, Turn};

/// The keys of a move record (API.md), in the order `Log::write_record` writes them.
static RECORD: &[&str] = &["ply", "player", "chance", "move", "notation", "events"];

/// Events a new session has room for before its list grows (`Log::events`).
const EVENTS_ROOM: usize = 256;
/// Moves a new session has room for before its list grows (`Log::history`).
const PLIES_ROOM: usize = 64;

/// One played move with what it did.
#[derive(Clone, Debug)]
struct Played {
    mv: AnyMove,
    /// Drawn by `roll()` from the game's generator rather than entered.
    rolled: bool,
    player: Option<u8>,
    chance: bool,
    /// Its events: `Log::events[from..to]`.
    from: u32,
    to: u32,
    /// The generator after this move, so undo and redo restore it exactly.
    rng_after: Rng,
}

/// A rules state of any game: what the session's shared code needs of `Rules`, without the type.
trait Position {
    fn id(&self) -> &'static str;
    fn ruleset(&self) -> &'static str;
    fn players(&self) -> usize;
    fn turn(&self) -> Turn;
    fn seat(&self) -> Option<u8>;
    fn outcome(&self) -> Option<Outcome>;
    fn max_plies(&self) -> usize;
    fn write_state(&self, w: &mut Writer);
    fn write_options(&self, w: &mut Writer);
    fn legal(&self) -> Vec<AnyMove>;
    fn play(&mut self, mv: AnyMove, events: &mut Vec<Event>) -> GameResult<()>;
    fn sample_chance(&self, rng: &mut Rng) -> Option<AnyMove>;
    fn parse_notation(&self, text: &str) -> GameResult<AnyMove>;
    fn move_from_json(&self, v: &Value) -> GameResult<AnyMove>;
}

impl<R: Rules> Position for R {
    fn id(&self) -> &'static str {
        R::ID
    }
    fn ruleset(&self) -> &'static str {
        Rules::ruleset(self)
    }
    fn players(&self) -> usize {
        Rules::players(self)
    }
    fn turn(&self) -> Turn {
        Rules::turn(self)
    }
    fn seat(&self) -> Option<u8> {
        Rules::seat(self)
    }
    fn outcome(&self) -> Option<Outcome> {
        Rules::outcome(self)
    }
    fn max_plies(&self) -> usize {
        Rules::max_plies(self)
    }
    fn write_state(&self, w: &mut Writer) {
        Rules::write_state(self, w)
    }
    fn write_options(&self, w: &mut Writer) {
        Rules::write_options(self, w)
    }
    fn legal(&self) -> Vec<AnyMove> {
        let mut out = Vec::new();
        self.legal_moves(&mut out);
        out.iter().map(R::to_any).collect()
    }
    fn play(&mut self, mv: AnyMove, events: &mut Vec<Event>) -> GameResult<()> {
        match R::from_any(mv) {
            Some(m) => Rules::play(self, &m, events),
            None => Err(GameError::illegal(Msg::OtherGamesMove)),
        }
    }
    fn sample_chance(&self, rng: &mut Rng) -> Option<AnyMove> {
        Rules::sample_chance(self, rng).map(|m| R::to_any(&m))
    }
    fn parse_notation(&self, text: &str) -> GameResult<AnyMove> {
        R::parse_notation(text).map(|m| R::to_any(&m))
    }
    fn move_from_json(&self, v: &Value) -> GameResult<AnyMove> {
        R::move_from_json(v).map(|m| R::to_any(&m))
    }
}

/// Everything of a session but its rules states: the seed, the generator and the moves. Its
/// methods, which hold nearly all the session's code, take the current state as a
/// `&dyn Position`, so they exist once for all games.
#[derive(Clone, Debug)]
struct Log {
    seed: u64,
    rng: Rng,
    history: Vec<Played>,
    redo: Vec<Played>,
    /// The events of every move of `history`, one after the other (see `Played::from`): a move
    /// adds its events at the end, with no list of its own to allocate, copy and free (a Bày
    /// Khòm move has 15 on average, up to 40 and more); undo takes them off the end.
    events: Vec<Event>,
}

impl Log {
    fn play(&mut self, state: &mut dyn Position, mv: AnyMove, rolled: bool) -> GameResult<()> {
        if self.history.len() >= state.max_plies() {
            return Err(GameError::new(ErrorCode::GameOver, Msg::MoveLimit));
        }
        let player = state.seat();
        let chance = state.turn() == Turn::Chance;
        let from = self.events.len();
        if let Err(e) = state.play(mv, &mut self.events) {
            self.events.truncate(from);
            return Err(e);
        }
        self.history.push(Played {
            mv,
            rolled,
            player,
            chance,
            from: from as u32,
            to: self.events.len() as u32,
            rng_after: self.rng,
        });
        Ok(())
    }

    /// Plays a move; on error nothing changes. Clears the redo list.
    fn play_new(&mut self, state: &mut dyn Position, mv: AnyMove) -> GameResult<usize> {
        self.play(state, mv, false)?;
        self.redo.clear();
        Ok(self.history.len() - 1)
    }

    fn roll(&mut self, state: &mut dyn Position) -> GameResult<usize> {
        let before = self.rng;
        let mut rng = self.rng;
        let Some(mv) = state.sample_chance(&mut rng) else {
            return Err(match state.turn() {
                Turn::Over => GameError::new(ErrorCode::GameOver, Msg::GameOver),
                _ => GameError::new(ErrorCode::NotChance, Msg::NotChance),
            });
        };
        self.rng = rng;
        if let Err(e) = self.play(state, mv, true) {
            self.rng = before;
            return Err(e);
        }
        self.redo.clear();
        Ok(self.history.len() - 1)
    }

    /// Moves the last move to the redo list; the caller replays the state.
    fn undo(&mut self) -> GameResult<()> {
        let Some(last) = self.history.pop() else {
            return Err(GameError::new(ErrorCode::NothingToUndo, Msg::NothingToUndo));
        };
        self.events.truncate(last.from as usize);
        self.redo.push(last);
        Ok(())
    }

    fn redo(&mut self, state: &mut dyn Position) -> GameResult<usize> {
        let Some(next) = self.redo.pop() else {
            return Err(GameError::new(ErrorCode::NothingToRedo, Msg::NothingToRedo));
        };
        let rng_after = next.rng_after;
        if let Err(e) = self.play(state, next.mv, next.rolled) {
            self.redo.push(next);
            return Err(e);
        }
        self.rng = rng_after;
        Ok(self.history.len() - 1)
    }

    /// The generator as the last move left it.
    fn rng_now(&self) -> Rng {
        self.history
            .last()
            .map_or(Rng::from_seed(self.seed), |p| p.rng_after)
    }

    fn write_record(&self, state: &dyn Position, index: usize, w: &mut Writer) {
        let Some(p) = self.history.get(index) else {
            w.null();
            return;
        };
        // The result a game-over event reports is the one reached by this move.
        let outcome = if index + 1 == self.history.len() {
            state.outcome()
        } else {
            None
        };
        w.begin_shape(RECORD).int(index as i64 + 1);
        match p.player {
            Some(s) => w.int(s as i64),
            None => w.null(),
        };
        w.bool(p.chance);
        p.mv.write(w);
        match p.mv.static_notation() {
            Some(n) => w.name(n),
            None => w.str(&p.mv.notation()),
        };
        let events = self.events.get(p.from as usize..p.to as usize);
        let events = events.unwrap_or_default();
        // Each event is one value of the list (a `COUNTS` run one per word).
        w.begin_counted(events.len());
        crate::record::write_events(events, w, outcome.as_ref());
        w.end_counted();
        w.end_shape();
    }

    fn record_json(&self, state: &dyn Position, index: usize) -> String {
        let mut w = Writer::new();
        self.write_record(state, index, &mut w);
        w.finish()
    }

    fn write_history(&self, state: &dyn Position, w: &mut Writer) {
        w.begin_array();
        for i in 0..self.history.len() {
            self.write_record(state, i, w);
        }
        w.end_array();
    }

    fn state_json(&self, state: &dyn Position) -> String {
        let mut w = Writer::new();
        w.begin_object();
        w.key("game").str(state.id());
        w.key("ruleset").str(state.ruleset());
        w.key("players").int(state.players() as i64);
        w.key("toMove");
        write_turn(state, &mut w);
        w.key("seat");
        match state.seat() {
            Some(s) => w.int(s as i64),
            None => w.null(),
        };
        w.key("over").bool(state.turn() == Turn::Over);
        w.key("result");
        write_result(state, &mut w);
        w.key("ply").int(self.history.len() as i64);
        state.write_state(&mut w);
        w.end_object();
        w.finish()
    }

    /// The save (format 1): `{"format":"folkgames","version":1,"game":..,"options":{..},
    /// "seed":..,"moves":[notation, ..]}`; a move drawn by `roll()` is written with a leading `~`
    /// so that loading draws it again from the generator and checks it.
    fn save(&self, state: &dyn Position) -> String {
        let mut w = Writer::new();
        w.begin_object();
        w.key("format").str(crate::save::FORMAT);
        w.key("version").int(crate::save::VERSION);
        w.key("game").str(state.id());
        w.key("options").raw(&options_json(state));
        w.key("seed").uint(self.seed);
        w.key("moves").begin_array();
        for p in &self.history {
            let n = p.mv.notation();
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
    fn replay_saved(&mut self, state: &mut dyn Position, moves: &[Value]) -> GameResult<()> {
        if moves.len() > state.max_plies() {
            return Err(GameError::bad_save(msg!(SaveTooManyMoves, moves.len())));
        }
        for (i, v) in moves.iter().enumerate() {
            let n = i + 1;
            let Some(text) = v.as_str() else {
                return Err(GameError::bad_save(msg!(SaveMoveNotString, n, v)));
            };
            let (rolled, text) = match text.strip_prefix('~') {
                Some(rest) => (true, rest),
                None => (false, text),
            };
            let mv = state
                .parse_notation(text)
                .map_err(|e| GameError::bad_save(msg!(SaveMoveUnreadable, n, text, e.why)))?;
            if rolled {
                let mut rng = self.rng;
                match state.sample_chance(&mut rng) {
                    Some(drawn) if drawn == mv => self.rng = rng,
                    _ => return Err(GameError::bad_save(msg!(SaveMoveNotDrawn, n, text))),
                }
            }
            self.play(state, mv, rolled)
                .map_err(|e| GameError::bad_save(msg!(SaveMoveIllegal, n, text, e.why)))?;
        }
        Ok(())
    }

    /// Plays a move (as JSON, in notation, or thrown by the generator); returns its index.
    fn step(&mut self, state: &mut dyn Position, step: Step<'_>) -> GameResult<usize> {
        match step {
            Step::Move(v) => {
                let mv = state.move_from_json(v)?;
                self.play_new(state, mv)
            }
            Step::Notation(text) => {
                let mv = state.parse_notation(text)?;
                self.play_new(state, mv)
            }
            Step::Read(mv) => self.play_new(state, mv),
            Step::Roll => self.roll(state),
        }
    }

    fn play_notation(&mut self, state: &mut dyn Position, text: &str) -> GameResult<String> {
        let i = self.step(state, Step::Notation(text))?;
        Ok(self.record_json(state, i))
    }
}

fn write_turn(state: &dyn Position, w: &mut Writer) {
    match state.turn() {
        Turn::Player(p) => w.int(p as i64),
        Turn::Chance => w.str("chance"),
        Turn::Over => w.null(),
    };
}

fn write_result(state: &dyn Position, w: &mut Writer) {
    match state.outcome() {
        Some(o) => o.write(w),
        None => {
            w.null();
        }
    }
}

fn options_json(state: &dyn Position) -> String {
    let mut w = Writer::new();
    w.begin_object();
    state.write_options(&mut w);
    w.end_object();
    w.finish()
}

fn legal_moves_json(state: &dyn Position) -> String {
    let mut w = Writer::new();
    write_legal_moves(state, &mut w);
    w.finish()
}

fn write_legal_moves(state: &dyn Position, w: &mut Writer) {
    w.begin_array();
    for m in state.legal() {
        m.write(w);
    }
    w.end_array();
}

/// `AnyGame::suggest` for the game whose position `tree` holds: one copy for all games.
fn suggest(
    tree: &mut dyn crate::ai::Tree,
    opts: &SuggestOptions,
    now: &dyn Fn() -> f64,
) -> GameResult<String> {
    let (mv, _) = crate::ai::suggest_any(tree, opts, now)?;
    Ok(move_json(mv))
}

// The doors that take JSON text, for native callers: not methods of `AnyGame`, because every
// method of a trait is in the vtable of each game the WebAssembly module makes, and would keep
// the JSON parser in the module, which reads its input as words instead (src/wasm.rs).
impl dyn AnyGame {
    /// Plays a move given as a JSON object; returns the record.
    pub fn play_json(&mut self, move_json: &str) -> GameResult<String> {
        play_json(self, move_json)
    }
    /// `suggest` with its options as JSON text: `{ level?, timeMs?, seed? }` or null.
    pub fn suggest_move(&self, opts_json: &str, now: &dyn Fn() -> f64) -> GameResult<String> {
        let v = json::parse(opts_json)
            .map_err(|e| GameError::bad_option(msg!(SuggestOptionsNotJson, e)))?;
        self.suggest(&SuggestOptions::from_json(&v)?, now)
    }
}

impl<R: Rules + crate::ai::Player + 'static> Session<R> {
    /// Plays a move given as a JSON object; returns the record (as `<dyn AnyGame>::play_json`).
    pub fn play_json(&mut self, move_json: &str) -> GameResult<String> {
        play_json(self, move_json)
    }
}

fn play_json(game: &mut dyn AnyGame, move_json: &str) -> GameResult<String> {
    let v = json::parse(move_json).map_err(|e| GameError::bad_move(msg!(MoveNotJson, e)))?;
    let i = game.step(Step::Move(&v))?;
    let mut w = Writer::new();
    game.write_record(i, &mut w);
    Ok(w.finish())
}

fn move_json(mv: AnyMove) -> String {
    let mut w = Writer::new();
    mv.write(&mut w);
    w.finish()
}

#[derive(Clone, Debug)]
pub struct Session<R: Rules> {
    initial: R,
    state: R,
    log: Log,
}

impl<R: Rules> Session<R> {
    pub fn new(initial: R, seed: u64) -> Self {
        Session {
            state: initial.clone(),
            initial,
            log: Log {
                seed,
                rng: Rng::from_seed(seed),
                // Room for a game of a few dozen plies (1.5 KB): from empty, the list grew at
                // plies 1, 5, 9, 17 and 33, 3 of a mancala-world game's 11 moves.
                history: Vec::with_capacity(PLIES_ROOM),
                redo: vec![],
                // Room for the events of a whole game of a few dozen plies (3 KB): a Bày Khòm
                // move adds 15 on average, and growing the list copied it again and again.
                events: Vec::with_capacity(EVENTS_ROOM),
            },
        }
    }

    pub fn state(&self) -> &R {
        &self.state
    }

    pub fn seed(&self) -> u64 {
        self.log.seed
    }

    pub fn ply(&self) -> usize {
        self.log.history.len()
    }

    pub fn legal_moves(&self) -> Vec<R::Move> {
        let mut out = Vec::new();
        self.state.legal_moves(&mut out);
        out
    }

    /// Plays a move; on error nothing changes. Clears the redo list.
    pub fn play(&mut self, mv: &R::Move) -> GameResult<usize> {
        self.log.play_new(&mut self.state, R::to_any(mv))
    }

    /// Throws with the game's seeded generator (Siryu): `not_chance` when no throw is due.
    pub fn roll(&mut self) -> GameResult<usize> {
        self.log.roll(&mut self.state)
    }

    /// Takes back the last move (chance moves included).
    pub fn undo(&mut self) -> GameResult<()> {
        self.log.undo()?;
        self.replay_state();
        Ok(())
    }

    pub fn redo(&mut self) -> GameResult<usize> {
        self.log.redo(&mut self.state)
    }

    /// Rebuilds the state from the start: rules states are values, so replaying is exact.
    fn replay_state(&mut self) {
        let mut state = self.initial.clone();
        for p in &self.log.history {
            // Every move here was played from this very sequence of states, so it cannot fail.
            if let Some(mv) = R::from_any(p.mv) {
                let _ = state.play(&mv, &mut NoEvents);
            }
        }
        self.state = state;
        self.log.rng = self.log.rng_now();
    }

    pub fn to_move_json(&self) -> String {
        let mut w = Writer::new();
        write_turn(&self.state, &mut w);
        w.finish()
    }

    pub fn result_json(&self) -> String {
        let mut w = Writer::new();
        write_result(&self.state, &mut w);
        w.finish()
    }

    pub fn state_json(&self) -> String {
        self.log.state_json(&self.state)
    }

    pub fn legal_moves_json(&self) -> String {
        legal_moves_json(&self.state)
    }

    pub fn options_json(&self) -> String {
        options_json(&self.state)
    }

    /// The save (see `Log::save`).
    pub fn save(&self) -> String {
        self.log.save(&self.state)
    }

    /// Replays a saved move list (see `save`); the first bad move is named in a `bad_save`.
    pub fn replay_saved(&mut self, moves: &[Value]) -> GameResult<()> {
        self.log.replay_saved(&mut self.state, moves)
    }
}

/// A move for `AnyGame::step`: as parsed move JSON, in notation, already read from its JSON
/// (`AnyGame::read_move`), or a throw from the generator.
pub enum Step<'a> {
    Move(&'a Value),
    Notation(&'a str),
    Read(AnyMove),
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
    /// Plays a move given in notation; returns the record.
    fn play_notation(&mut self, text: &str) -> GameResult<String>;
    fn roll(&mut self) -> GameResult<String>;
    /// Returns the record of the move taken back.
    fn undo(&mut self) -> GameResult<String>;
    fn redo(&mut self) -> GameResult<String>;
    /// Every record so far, as `history()` gives them.
    fn write_history(&self, w: &mut Writer);
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
    /// A suggested move for the seat to move (API.md `suggestMove`), as move JSON; `now` gives
    /// milliseconds (the caller's clock, since wasm32 has no `Instant`). Never changes the game.
    /// A throw when one is due (drawn from the seed); `game_over` when the game is over.
    fn suggest(&self, opts: &SuggestOptions, now: &dyn Fn() -> f64) -> GameResult<String>;
    /// Replays a saved move list (`Game.load`; see `Session::save`); the first bad move is named
    /// in a `bad_save`.
    fn replay_saved(&mut self, moves: &[Value]) -> GameResult<()>;
    /// Plays a move (as `play_json`, `play_notation` or `roll` do) and returns the index of its
    /// record, for `write_record`.
    fn step(&mut self, step: Step<'_>) -> GameResult<usize>;
    /// A move of this game from its JSON, as `step` reads it (`bad_move` if it is not one).
    fn read_move(&self, v: &Value) -> GameResult<AnyMove>;
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
        self.log.seed
    }
    fn options_json(&self) -> String {
        options_json(&self.state)
    }
    fn state_json(&self) -> String {
        self.log.state_json(&self.state)
    }
    fn to_move_json(&self) -> String {
        Session::to_move_json(self)
    }
    fn legal_moves_json(&self) -> String {
        legal_moves_json(&self.state)
    }
    fn legal_notations(&self) -> Vec<String> {
        Position::legal(&self.state)
            .iter()
            .map(AnyMove::notation)
            .collect()
    }
    fn play_notation(&mut self, text: &str) -> GameResult<String> {
        self.log.play_notation(&mut self.state, text)
    }
    fn roll(&mut self) -> GameResult<String> {
        let i = self.log.roll(&mut self.state)?;
        Ok(self.log.record_json(&self.state, i))
    }
    fn step(&mut self, step: Step<'_>) -> GameResult<usize> {
        self.log.step(&mut self.state, step)
    }
    fn read_move(&self, v: &Value) -> GameResult<AnyMove> {
        Position::move_from_json(&self.state, v)
    }
    fn write_record(&self, index: usize, w: &mut Writer) {
        self.log.write_record(&self.state, index, w)
    }
    fn write_legal_moves(&self, w: &mut Writer) {
        write_legal_moves(&self.state, w)
    }
    fn undo(&mut self) -> GameResult<String> {
        let record = match self.log.history.len() {
            0 => String::new(),
            n => self.log.record_json(&self.state, n - 1),
        };
        Session::undo(self)?;
        Ok(record)
    }
    fn redo(&mut self) -> GameResult<String> {
        let i = self.log.redo(&mut self.state)?;
        Ok(self.log.record_json(&self.state, i))
    }
    fn write_history(&self, w: &mut Writer) {
        self.log.write_history(&self.state, w)
    }
    fn can_undo(&self) -> bool {
        !self.log.history.is_empty()
    }
    fn can_redo(&self) -> bool {
        !self.log.redo.is_empty()
    }
    fn redo_depth(&self) -> usize {
        self.log.redo.len()
    }
    fn ply(&self) -> usize {
        self.log.history.len()
    }
    fn is_over(&self) -> bool {
        self.state.turn() == Turn::Over
    }
    fn result_json(&self) -> String {
        Session::result_json(self)
    }
    fn save(&self) -> String {
        self.log.save(&self.state)
    }
    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }
    fn suggest(&self, opts: &SuggestOptions, now: &dyn Fn() -> f64) -> GameResult<String> {
        suggest(
            &mut crate::ai::Line::new(&self.state, &mut Vec::new()),
            opts,
            now,
        )
    }
    fn replay_saved(&mut self, moves: &[Value]) -> GameResult<()> {
        self.log.replay_saved(&mut self.state, moves)
    }
}
