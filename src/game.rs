//! One game as users see it: the rules state plus its seed, generator, history, undo and redo,
//! records, and saves. [`GameOf`] is generic over [`Rules`]; [`Game`] is a game of any of
//! the three games, which is what the facade holds.

use crate::error::{ErrorCode, GameError, GameResult};
use crate::games::bay_khom::{BayKhom, BayKhomMove};
use crate::games::kpe::{Kpe, KpeMove};
use crate::games::siryu::{Siryu, SiryuMove};
use crate::games::InBuild;
use crate::id::GameId;
use crate::input::Source;
use crate::position::{PositionCommon, SavedPosition, Setup, ToMove};
use crate::record::{GameEvent, Outcome};
use crate::refusal::Refusal;
use crate::rng::Rng;
use crate::rules::{NoEvents, Rules, Turn};
use serde::{Serialize, Serializer};
use std::fmt;

/// A move of any of the games: the shape of docs/api.md's `Move`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum AnyMove {
    Kpe(KpeMove),
    BayKhom(BayKhomMove),
    Siryu(SiryuMove),
}

impl fmt::Display for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyMove::Kpe(m) => m.fmt(f),
            AnyMove::BayKhom(m) => m.fmt(f),
            AnyMove::Siryu(m) => m.fmt(f),
        }
    }
}

/// Each game's types, by id: what a typed `Game<G>` takes and gives (the TypeScript
/// declarations read it; nothing is ever made of this type).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct GameTypes {
    pub kpe: TypesOf<crate::games::kpe::KpeOptions, crate::games::kpe::KpeState, KpeMove>,
    #[serde(rename = "bay-khom")]
    pub bay_khom: TypesOf<
        crate::games::bay_khom::BayKhomOptions,
        crate::games::bay_khom::BayKhomState,
        BayKhomMove,
    >,
    pub siryu:
        TypesOf<crate::games::siryu::SiryuOptions, crate::games::siryu::SiryuState, SiryuMove>,
}

/// One game's options, state (its own fields) and move types (see `GameTypes`).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct TypesOf<O, S, M> {
    pub options: O,
    pub state: S,
    #[serde(rename = "move")]
    pub mv: M,
}

/// What a move did (docs/api.md `MoveRecord`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct MoveRecord<M> {
    /// The move's number, from 1.
    pub ply: usize,
    /// Who made it; for a throw, the thrower.
    pub player: Option<u8>,
    /// A throw (Siryu), not a player's decision.
    pub chance: bool,
    #[serde(rename = "move")]
    pub mv: M,
    pub notation: String,
    pub events: Vec<GameEvent>,
}

impl<M: Copy + Into<AnyMove>> MoveRecord<M> {
    /// The same record with its move as any game's.
    pub fn to_any(&self) -> MoveRecord<AnyMove> {
        MoveRecord {
            ply: self.ply,
            player: self.player,
            chance: self.chance,
            mv: self.mv.into(),
            notation: self.notation.clone(),
            events: self.events.clone(),
        }
    }
}

/// One outcome of a throw that is due, with its probability (`chanceOutcomes()`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct ChanceOutcome<M> {
    #[serde(rename = "move")]
    pub mv: M,
    pub probability: f64,
}

/// `state()`: the fields every game has, then the game's own (docs/api.md "State shapes").
#[derive(Clone, Debug, Serialize)]
pub struct GameState<S> {
    #[serde(flatten)]
    pub common: StateCommon,
    #[serde(flatten)]
    pub detail: S,
}

/// The fields of `state()` that every game has.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct StateCommon {
    pub game: GameId,
    pub ruleset: &'static str,
    pub players: usize,
    /// The player to move, `"chance"` when a throw is due, `null` once the game is over.
    #[serde(serialize_with = "turn")]
    #[cfg_attr(feature = "ts", tsify(type = "number | \"chance\" | null"))]
    pub to_move: Turn,
    /// The seat whose turn it is, also while a throw is due; `null` once over.
    pub seat: Option<u8>,
    pub over: bool,
    pub result: Option<Outcome>,
    /// Moves played.
    pub ply: usize,
}

/// `toMove` as docs/api.md spells it: the player, "chance", or null once over.
pub fn turn<S: Serializer>(t: &Turn, s: S) -> Result<S::Ok, S::Error> {
    match t {
        Turn::Player(p) => s.serialize_u8(*p),
        Turn::Chance => s.serialize_str("chance"),
        Turn::Over => s.serialize_none(),
    }
}

/// One played move with what it did.
#[derive(Clone, Debug)]
struct Played<M> {
    record: MoveRecord<M>,
    /// Drawn by `roll()` from the game's generator rather than entered.
    rolled: bool,
    /// The generator after this move, so that undo and redo restore it exactly.
    rng_after: Rng,
}

/// One game of one kind: its start, its state now, and the moves between.
#[derive(Clone, Debug)]
pub struct GameOf<R: Rules> {
    initial: R,
    state: R,
    seed: u64,
    rng: Rng,
    history: Vec<Played<R::Move>>,
    redo: Vec<Played<R::Move>>,
    /// The position the game was set up from (`Game.fromPosition`): saves keep it.
    setup: Option<SavedPosition<R::State>>,
}

impl<R: Rules> GameOf<R> {
    pub fn new(initial: R, seed: u64) -> Self {
        GameOf {
            state: initial.clone(),
            initial,
            seed,
            rng: Rng::from_seed(seed),
            history: Vec::new(),
            redo: Vec::new(),
            setup: None,
        }
    }

    /// A game that starts from `position` (see `set_up`), which its saves keep.
    pub fn with_setup(initial: R, seed: u64, position: SavedPosition<R::State>) -> Self {
        GameOf {
            setup: Some(position),
            ..GameOf::new(initial, seed)
        }
    }

    /// The position the game was set up from, if it was.
    pub fn setup(&self) -> Option<&SavedPosition<R::State>> {
        self.setup.as_ref()
    }

    /// The rules state now.
    pub fn rules(&self) -> &R {
        &self.state
    }
    /// The rules state the game started from.
    pub fn initial(&self) -> &R {
        &self.initial
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// Moves played (what `undo` can take back).
    pub fn ply(&self) -> usize {
        self.history.len()
    }
    /// Undone moves that `redo` can play again.
    pub fn redo_depth(&self) -> usize {
        self.redo.len()
    }
    pub fn is_over(&self) -> bool {
        self.state.turn() == Turn::Over
    }

    pub fn legal_moves(&self) -> Vec<R::Move> {
        let mut out = Vec::new();
        self.state.legal_moves(&mut out);
        out
    }

    /// Why `mv` is not legal now (None when it is): the rules' own answer (`Rules::why_not`).
    pub fn why_not(&self, mv: &R::Move) -> Option<Refusal> {
        self.state.why_not(mv)
    }

    /// When a throw is due, each outcome with its probability; none otherwise.
    pub fn chance_outcomes(&self) -> Vec<ChanceOutcome<R::Move>> {
        let (mut moves, mut probs) = (Vec::new(), Vec::new());
        self.state.chance_outcomes(&mut moves, &mut probs);
        moves
            .into_iter()
            .zip(probs)
            .map(|(mv, probability)| ChanceOutcome { mv, probability })
            .collect()
    }

    pub fn state(&self) -> GameState<R::State> {
        let turn = self.state.turn();
        GameState {
            common: StateCommon {
                game: R::GAME,
                ruleset: self.state.ruleset(),
                players: self.state.players(),
                to_move: turn,
                seat: self.state.seat(),
                over: turn == Turn::Over,
                result: self.state.outcome(),
                ply: self.history.len(),
            },
            detail: self.state.state(),
        }
    }

    /// Plays `mv` and records it; on error nothing changes.
    fn record(&mut self, mv: R::Move, rolled: bool) -> GameResult<&MoveRecord<R::Move>> {
        if self.history.len() >= self.state.max_plies() {
            return Err(GameError::new(
                ErrorCode::GameOver,
                "this game has reached its move limit",
            ));
        }
        let player = self.state.seat();
        let chance = self.state.turn() == Turn::Chance;
        let mut next = self.state.clone();
        let mut events = Vec::new();
        next.play(&mv, &mut events)?;
        self.state = next;
        let record = MoveRecord {
            ply: self.history.len() + 1,
            player,
            chance,
            notation: mv.to_string(),
            mv,
            events,
        };
        self.history.push(Played {
            record,
            rolled,
            rng_after: self.rng,
        });
        self.last_played()
    }

    /// The record of the move just played.
    fn last_played(&self) -> GameResult<&MoveRecord<R::Move>> {
        self.last_record()
            .ok_or_else(|| GameError::new(ErrorCode::NothingToUndo, "no move has been played"))
    }

    /// Plays a move; on error nothing changes. Clears the redo list.
    pub fn play(&mut self, mv: R::Move) -> GameResult<&MoveRecord<R::Move>> {
        self.redo.clear();
        self.record(mv, false)
    }

    /// Throws with the game's seeded generator (Siryu): `not_chance` when no throw is due.
    pub fn roll(&mut self) -> GameResult<&MoveRecord<R::Move>> {
        let mut rng = self.rng;
        let Some(mv) = self.state.sample_chance(&mut rng) else {
            return Err(match self.state.turn() {
                Turn::Over => GameError::game_over(self.state.end_rule()),
                _ => GameError::new(ErrorCode::NotChance, "no throw is due: a player must move"),
            });
        };
        let before = self.rng;
        self.rng = rng;
        self.redo.clear();
        if let Err(e) = self.record(mv, true).map(|_| ()) {
            self.rng = before;
            return Err(e);
        }
        self.last_played()
    }

    /// Takes back the last move (throws included) and returns its record.
    pub fn undo(&mut self) -> GameResult<MoveRecord<R::Move>> {
        let Some(last) = self.history.pop() else {
            return Err(GameError::new(
                ErrorCode::NothingToUndo,
                "there is no move to undo",
            ));
        };
        let record = last.record.clone();
        self.redo.push(last);
        self.replay_state();
        Ok(record)
    }

    /// Plays the last undone move again and returns its record.
    pub fn redo(&mut self) -> GameResult<&MoveRecord<R::Move>> {
        let Some(next) = self.redo.pop() else {
            return Err(GameError::new(
                ErrorCode::NothingToRedo,
                "there is no move to redo",
            ));
        };
        let (mv, rolled, rng_after) = (next.record.mv.clone(), next.rolled, next.rng_after);
        // The generator as it was after this move, before `record` keeps it with the move: an
        // undo of a later move comes back to it.
        let before = self.rng;
        self.rng = rng_after;
        if let Err(e) = self.record(mv, rolled).map(|_| ()) {
            self.rng = before;
            self.redo.push(next);
            return Err(e);
        }
        self.last_played()
    }

    /// Rebuilds the state from the start: rules states are values, so replaying is exact.
    fn replay_state(&mut self) {
        let mut state = self.initial.clone();
        for p in &self.history {
            // Every move here was played from this very sequence of states.
            let _ = state.play(&p.record.mv, &mut NoEvents);
        }
        self.state = state;
        self.rng = self
            .history
            .last()
            .map_or(Rng::from_seed(self.seed), |p| p.rng_after);
    }

    pub fn last_record(&self) -> Option<&MoveRecord<R::Move>> {
        self.history.last().map(|p| &p.record)
    }

    /// Every record so far, in order.
    pub fn history(&self) -> impl Iterator<Item = &MoveRecord<R::Move>> {
        self.history.iter().map(|p| &p.record)
    }

    /// Every record so far, in order, each with whether `roll()` drew it (rather than it
    /// being entered).
    pub fn played(&self) -> impl Iterator<Item = (&MoveRecord<R::Move>, bool)> {
        self.history.iter().map(|p| (&p.record, p.rolled))
    }

    /// The throw `roll()` would draw now, if one is due.
    pub fn next_roll(&self) -> Option<R::Move> {
        let mut rng = self.rng;
        self.state.sample_chance(&mut rng)
    }
}

/// A game of any of the three: what the facade holds. `with_game!` runs the same code on
/// whichever it is, with that game's own types.
#[derive(Clone, Debug)]
pub enum Game {
    Kpe(GameOf<Kpe>, crate::games::Built<Kpe>),
    BayKhom(GameOf<BayKhom>, crate::games::Built<BayKhom>),
    Siryu(GameOf<Siryu>, crate::games::Built<Siryu>),
}

/// Runs `$body` with `$s` bound to the [`GameOf`] inside a [`Game`], whatever its game.
#[macro_export]
macro_rules! with_game {
    ($game:expr, $s:ident => $body:expr) => {
        match $game {
            $crate::Game::Kpe($s, _) => $body,
            $crate::Game::BayKhom($s, _) => $body,
            $crate::Game::Siryu($s, _) => $body,
        }
    };
}

/// The rules of one of the three games, as a `Game` holds them.
pub trait GameRules: Rules<Move: Copy + Into<AnyMove>> + InBuild {
    fn into_game(game: GameOf<Self>, built: Self::Built) -> Game;
}

/// That `R` is built into this engine (`game_not_loaded` when it was left out: src/games/mod.rs).
pub(crate) fn built<R: GameRules>() -> GameResult<R::Built> {
    R::BUILT.ok_or_else(|| crate::games::left_out(R::GAME))
}

impl GameRules for Kpe {
    fn into_game(game: GameOf<Self>, built: Self::Built) -> Game {
        Game::Kpe(game, built)
    }
}

impl GameRules for BayKhom {
    fn into_game(game: GameOf<Self>, built: Self::Built) -> Game {
        Game::BayKhom(game, built)
    }
}

impl GameRules for Siryu {
    fn into_game(game: GameOf<Self>, built: Self::Built) -> Game {
        Game::Siryu(game, built)
    }
}

impl From<KpeMove> for AnyMove {
    fn from(m: KpeMove) -> Self {
        AnyMove::Kpe(m)
    }
}

impl From<BayKhomMove> for AnyMove {
    fn from(m: BayKhomMove) -> Self {
        AnyMove::BayKhom(m)
    }
}

impl From<SiryuMove> for AnyMove {
    fn from(m: SiryuMove) -> Self {
        AnyMove::Siryu(m)
    }
}

/// A move of `M`'s game read from `mv` (docs/api.md "Moves"): `bad_move` otherwise. Read as an
/// option so that null is refused as every other non-object is.
fn read_move<M: serde::de::DeserializeOwned + Serialize>(mv: &impl Source) -> GameResult<M> {
    let what = "not a move of this game";
    let mv: Option<M> = mv.read(ErrorCode::BadMove, what)?;
    mv.ok_or_else(|| GameError::new(ErrorCode::BadMove, format!("{what}: not an object")))
}

/// The options read from `options` (none: the defaults).
fn read_options<R: GameRules>(options: Option<&impl Source>) -> GameResult<R::Options> {
    match options {
        Some(o) => o.read(ErrorCode::BadOption, "bad options"),
        None => Ok(R::Options::default()),
    }
}

/// A new game of `R` with options read from `options`; `entropy` seeds the generator when
/// the options give no seed.
fn create<R: GameRules>(options: Option<&impl Source>, entropy: u64) -> GameResult<Game> {
    let built = built::<R>()?;
    let options = read_options::<R>(options)?;
    let seed = crate::options::seed(crate::options::OptionSet::seed(&options), entropy)?;
    Ok(R::into_game(GameOf::new(R::new(&options)?, seed), built))
}

/// `Game.fromPosition` of `R`: the position read and set up with the options.
fn from_position<R: GameRules>(
    position: &impl Source,
    options: Option<&impl Source>,
    entropy: u64,
) -> GameResult<Game> {
    let built = built::<R>()?;
    let options = read_options::<R>(options)?;
    let seed = crate::options::seed(crate::options::OptionSet::seed(&options), entropy)?;
    let (common, state): (PositionCommon, R::State) =
        position.read_pair(ErrorCode::BadPosition, "bad position")?;
    let position = Setup { common, state };
    let start = set_up::<R>(&position, &options)?;
    let saved = SavedPosition {
        seat: position.common.mover()?,
        state: position.state,
    };
    Ok(R::into_game(GameOf::with_setup(start, seed, saved), built))
}

/// The game of `R` in `position` with `options` (`bad_position` otherwise): the game's own
/// checks (`Rules::from_setup`), then what follows from the position checked against the
/// game built: it is of this game, still on, and a throw is due exactly when it says so.
pub fn set_up<R: GameRules>(position: &Setup<R::State>, options: &R::Options) -> GameResult<R> {
    if let Some(game) = position.common.game.filter(|&g| g != R::GAME) {
        return Err(GameError::bad_position(format!(
            "this is a {game} position, not a {} one",
            R::GAME
        )));
    }
    if position.common.over == Some(true) || position.common.result.is_some() {
        return Err(GameError::bad_position(
            "the position is of a finished game: a game is set up to be played on",
        ));
    }
    let game = R::from_setup(position, options)?;
    if let Some(result) = game.outcome() {
        return Err(GameError::bad_position(format!(
            "the game is over in this position ({}): a game is set up to be played on",
            crate::input::quoted(&format!("{:?}", result.reason))
        )));
    }
    match (position.common.to_move, game.turn()) {
        (Some(ToMove::Chance(_)), Turn::Player(_)) => Err(GameError::bad_position(
            "toMove is \"chance\", but in this game a player is to move",
        )),
        (Some(ToMove::Player(_)), Turn::Chance) => Err(GameError::bad_position(
            "a throw is due in this position: toMove is \"chance\" and seat is the thrower",
        )),
        _ => Ok(game),
    }
}

impl Game {
    /// A new game of `id` (`unknown_game` for another), with options read from `options` (none:
    /// the defaults, `bad_option` when one is unknown or out of range); `entropy` seeds the
    /// generator when the options give no seed.
    pub fn create(id: &str, options: Option<&impl Source>, entropy: u64) -> GameResult<Game> {
        match id.parse()? {
            GameId::Kpe => create::<Kpe>(options, entropy),
            GameId::BayKhom => create::<BayKhom>(options, entropy),
            GameId::Siryu => create::<Siryu>(options, entropy),
        }
    }

    pub fn id(&self) -> GameId {
        match self {
            Game::Kpe(..) => GameId::Kpe,
            Game::BayKhom(..) => GameId::BayKhom,
            Game::Siryu(..) => GameId::Siryu,
        }
    }

    pub fn ply(&self) -> usize {
        with_game!(self, s => s.ply())
    }

    pub fn is_over(&self) -> bool {
        with_game!(self, s => s.is_over())
    }

    pub fn seed(&self) -> u64 {
        with_game!(self, s => s.seed())
    }

    pub fn legal_moves(&self) -> Vec<AnyMove> {
        with_game!(self, s => s.legal_moves().into_iter().map(Into::into).collect())
    }

    /// The legal moves in notation, in the same order.
    pub fn legal_notations(&self) -> Vec<String> {
        with_game!(self, s => s.legal_moves().iter().map(ToString::to_string).collect())
    }

    /// Who acts next.
    pub fn turn(&self) -> Turn {
        with_game!(self, s => s.rules().turn())
    }

    /// Every record so far.
    pub fn history(&self) -> Vec<MoveRecord<AnyMove>> {
        with_game!(self, s => s.history().map(MoveRecord::to_any).collect())
    }

    /// Plays a move given in notation; returns its record.
    pub fn play_notation(&mut self, text: &str) -> GameResult<MoveRecord<AnyMove>> {
        with_game!(self, s => {
            let mv = text.parse()?;
            s.play(mv).map(MoveRecord::to_any)
        })
    }

    /// Plays a move read from `mv` (docs/api.md's move object); returns its record.
    pub fn play(&mut self, mv: &impl Source) -> GameResult<MoveRecord<AnyMove>> {
        with_game!(self, s => s.play(read_move(mv)?).map(MoveRecord::to_any))
    }

    /// Why the move read from `mv` is not legal now (None when it is); `bad_move` when it is
    /// not a move of this game at all.
    pub fn why_not(&self, mv: &impl Source) -> GameResult<Option<Refusal>> {
        with_game!(self, s => Ok(s.why_not(&read_move(mv)?)))
    }

    /// `why_not` of a move in notation.
    pub fn why_not_notation(&self, text: &str) -> GameResult<Option<Refusal>> {
        with_game!(self, s => Ok(s.why_not(&text.parse()?)))
    }

    /// When a throw is due, each outcome with its probability; none otherwise.
    pub fn chance_outcomes(&self) -> Vec<ChanceOutcome<AnyMove>> {
        with_game!(self, s => s
            .chance_outcomes()
            .into_iter()
            .map(|o| ChanceOutcome { mv: o.mv.into(), probability: o.probability })
            .collect())
    }

    pub fn roll(&mut self) -> GameResult<MoveRecord<AnyMove>> {
        with_game!(self, s => s.roll().map(MoveRecord::to_any))
    }

    pub fn undo(&mut self) -> GameResult<MoveRecord<AnyMove>> {
        with_game!(self, s => s.undo().map(|r| r.to_any()))
    }

    pub fn redo(&mut self) -> GameResult<MoveRecord<AnyMove>> {
        with_game!(self, s => s.redo().map(MoveRecord::to_any))
    }

    pub fn outcome(&self) -> Option<Outcome> {
        with_game!(self, s => s.rules().outcome())
    }

    /// `Game.fromPosition`: a game of `id` set up in `position` (the shape of `state()`), with
    /// options read from `options`; `bad_position`, naming the problem, for a position no game
    /// can be in. Its history starts there; its saves keep the position.
    pub fn from_position(
        id: &str,
        position: &impl Source,
        options: Option<&impl Source>,
        entropy: u64,
    ) -> GameResult<Game> {
        match id.parse()? {
            GameId::Kpe => from_position::<Kpe>(position, options, entropy),
            GameId::BayKhom => from_position::<BayKhom>(position, options, entropy),
            GameId::Siryu => from_position::<Siryu>(position, options, entropy),
        }
    }

    /// `state()` as JSON text.
    #[cfg(feature = "json")]
    pub fn state_json(&self) -> String {
        with_game!(self, s => json_text(&s.state()))
    }

    /// The effective options (defaults filled in) as JSON text.
    #[cfg(feature = "json")]
    pub fn options_json(&self) -> String {
        with_game!(self, s => json_text(&s.initial().options()))
    }

    /// `history()` as JSON text.
    #[cfg(feature = "json")]
    pub fn history_json(&self) -> String {
        json_text(&self.history())
    }
}

/// The engine's shapes are plain data (strings, whole numbers, booleans, lists and objects with
/// string keys), which serde_json always writes.
#[cfg(feature = "json")]
pub(crate) fn json_text<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}
