//! What the fuzz targets run. Every failure is a panic, which libFuzzer reports as a crash with
//! the input that caused it (fuzz/artifacts/<target>/).

use folkgames::error::ErrorCode;
use folkgames::game::{Game, GameOf, GameRules};
use folkgames::input::Source;
use folkgames::invariants::{check, Invariants};
use folkgames::rng::Rng;
use folkgames::save::{self, Save, MAX_SAVE_BYTES};
use folkgames::Turn;
use serde::Serialize;
use serde_json::{json, Value};

fn text<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("the engine's values are JSON")
}

/// The invariants of `src/invariants.rs` for whichever game `g` is.
fn game_checked(g: &Game, what: &str) {
    let r = folkgames::with_game!(g, s => check(s.rules(), s.ply(), &mut Vec::new()));
    if let Err(e) = r {
        panic!("after {what}: {e}");
    }
}

/// Arbitrary bytes as a save (lossy UTF-8, as a JS string with lone surrogates reaches the
/// engine), through `Game::load_json`: it must not panic. The same text parsed to a value first
/// (what the WebAssembly facade gets from `JSON.parse`) gives the same answer through
/// `Game::load`. When the save is accepted: the invariants hold, save → load gives the same
/// state and the same save, and the game plays on (moves picked by the input's bytes, throws
/// rolled), the invariants holding after every move.
pub fn load_round_trip(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let loaded = save::load_json(&text);
    if text.len() <= MAX_SAVE_BYTES {
        if let Ok(v) = serde_json::from_str::<Value>(&text) {
            let by_value = save::load(&v);
            assert_eq!(
                by_value.as_ref().err(),
                loaded.as_ref().err(),
                "load of the text and of its value disagree"
            );
        }
    }
    let Ok(mut g) = loaded else { return };
    game_checked(&g, "load");
    let save = save::save_json(&g);
    let again = save::load_json(&save)
        .unwrap_or_else(|e| panic!("a save written by save() does not load: {e}\n{save}"));
    assert_eq!(
        again.state_json(),
        g.state_json(),
        "save → load changed the state"
    );
    assert_eq!(save::save_json(&again), save, "save → load → save differs");
    // Play on, the moves picked by the input's bytes.
    for &b in data.iter().take(200) {
        if g.is_over() {
            break;
        }
        let what = if g.turn() == Turn::Chance {
            g.roll()
                .unwrap_or_else(|e| panic!("a throw is due but roll fails: {e}"));
            "a throw after load"
        } else {
            let legal = g.legal_notations();
            let n = &legal[b as usize % legal.len()];
            g.play_notation(n)
                .unwrap_or_else(|e| panic!("listed move {n} fails after load: {e}"));
            "a move after load"
        };
        game_checked(&g, what);
    }
    let save = save::save_json(&g);
    let again = save::load_json(&save)
        .unwrap_or_else(|e| panic!("a save written by save() does not load: {e}\n{save}"));
    assert_eq!(
        again.state_json(),
        g.state_json(),
        "save → load changed the state"
    );
}

/// Reads the input one byte at a time; zeros once it is used up.
struct Bytes<'a> {
    data: &'a [u8],
}

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }
    fn take(&mut self, n: usize) -> &[u8] {
        let (head, rest) = self.data.split_at(n.min(self.data.len()));
        self.data = rest;
        head
    }
    fn text(&mut self, max: usize) -> String {
        let n = self.byte() as usize % (max + 1);
        String::from_utf8_lossy(self.take(n)).into_owned()
    }
}

/// Options for game `id` chosen by one byte: every ruleset and option that changes play.
fn options(id: &str, b: u8) -> Value {
    match id {
        "kpe" => json!({"skipOrigin": b & 1 != 0, "firstPlayer": (b >> 1) & 1}),
        "bay-khom" => {
            let ruleset = ["poree-maspero", "mancala-world"][(b & 1) as usize];
            let starter = ["fewer-houses", "alternate"][((b >> 2) & 1) as usize];
            json!({"ruleset": ruleset, "firstPlayer": (b >> 1) & 1, "roundStarter": starter})
        }
        _ => json!({
            "players": 2 + (b & 7) % 7,
            "stationSirs": if b & 8 != 0 { 3 } else { 1 },
        }),
    }
}

/// A value of any JSON kind, often near the shapes of moves: numbers about the board's sizes,
/// the names of kinds, directions and pieces, short lists.
fn odd_value(input: &mut Bytes, depth: u8) -> Value {
    const WORDS: [&str; 12] = [
        "sow", "fill", "throw", "move", "pass", "+", "-", "father", "mother", "angel", "", "kind",
    ];
    match input.byte() % 10 {
        0 => Value::Null,
        1 => Value::Bool(input.byte() & 1 == 1),
        2 => json!(input.byte() as i64 - 3),
        3 => json!(input.byte() as f64 / 4.0 - 1.0),
        4 => {
            let big = [
                i64::MAX as f64,
                (1i64 << 53) as f64,
                -1.0,
                u64::MAX as f64 * 2.0,
            ];
            json!(big[input.byte() as usize % 4])
        }
        5 => json!(WORDS[input.byte() as usize % WORDS.len()]),
        6 => json!(input.text(8)),
        7 if depth < 3 => {
            let n = input.byte() % 8;
            Value::Array((0..n).map(|_| odd_value(input, depth + 1)).collect())
        }
        _ if depth < 3 => odd_object(input, depth + 1),
        _ => Value::Null,
    }
}

/// An object with some of the keys of moves (and sometimes another), each with an odd value.
fn odd_object(input: &mut Bytes, depth: u8) -> Value {
    const KEYS: [&str; 9] = [
        "kind", "pit", "hole", "dir", "houses", "piece", "whites", "sticks", "x",
    ];
    let mut map = serde_json::Map::new();
    for _ in 0..input.byte() % 5 {
        let key = KEYS[input.byte() as usize % KEYS.len()];
        map.insert(key.into(), odd_value(input, depth));
    }
    Value::Object(map)
}

fn checked<R: Invariants>(s: &GameOf<R>, buf: &mut Vec<R::Move>, what: &str) {
    if let Err(e) = check(s.rules(), s.ply(), buf) {
        panic!("after {what}: {e}");
    }
}

/// What a failed step must leave as it was: the rules value, the state and the save.
struct Snapshot<R> {
    rules: R,
    state: String,
    save: String,
    ply: usize,
}

fn snapshot<R: Invariants>(s: &GameOf<R>) -> Snapshot<R> {
    Snapshot {
        rules: s.rules().clone(),
        state: text(&s.state()),
        save: text(&Save::from(s)),
        ply: s.ply(),
    }
}

fn unchanged<R: Invariants>(s: &GameOf<R>, before: &Snapshot<R>, what: &str) {
    assert_eq!(
        s.rules(),
        &before.rules,
        "{what} failed but changed the rules state"
    );
    assert_eq!(
        text(&s.state()),
        before.state,
        "{what} failed but changed the state"
    );
    assert_eq!(
        text(&Save::from(s)),
        before.save,
        "{what} failed but changed the save"
    );
    assert_eq!(s.ply(), before.ply, "{what} failed but changed the history");
}

/// A move read from a value through the engine's door (as `Game::play` reads it), then played.
fn play_value<R: Invariants>(s: &mut GameOf<R>, v: &Value) -> Result<(), folkgames::GameError> {
    let mv: R::Move = v.read(ErrorCode::BadMove, "not a move of this game")?;
    s.play(mv).map(drop)
}

/// Arbitrary bytes drive a game of kind `R`: the first byte picks the options, the next eight the
/// seed; then each byte is a step: a legal move picked by the next byte, a notation string, a move
/// as JSON text or as an odd value near the move shapes, a listed move's own object, a roll, undo,
/// redo, a burst of random legal moves, or a save → load round trip. Nothing may panic, a refused
/// step changes nothing, an accepted odd move is a listed one, and the invariants hold after every
/// step.
pub fn drive<R: Invariants + GameRules>(data: &[u8]) {
    let mut input = Bytes { data };
    let opts = options(R::GAME.as_str(), input.byte());
    let seed = u64::from_le_bytes(std::array::from_fn(|_| input.byte())) & ((1 << 53) - 1);
    let opts: R::Options = serde_json::from_value(opts).expect("options of this game");
    let start = R::new(&opts).expect("valid options");
    let mut s = GameOf::new(start, seed);
    let mut buf = Vec::new();
    checked(&s, &mut buf, "the start");
    while !input.data.is_empty() {
        let op = input.byte();
        let before = snapshot(&s);
        let legal = s.legal_moves();
        let (what, result) = match op % 12 {
            0..=2 => {
                if legal.is_empty() {
                    continue;
                }
                let mv = legal[input.byte() as usize % legal.len()];
                s.play(mv)
                    .unwrap_or_else(|e| panic!("listed move {mv:?} fails: {e}"));
                ("a legal move", Ok(()))
            }
            3 => {
                let text = input.text(12);
                let r = text.parse::<R::Move>().and_then(|mv| s.play(mv).map(drop));
                ("a notation move", r)
            }
            4 => {
                let text = input.text(64);
                let r = match serde_json::from_str::<Value>(&text) {
                    Ok(v) => play_value(&mut s, &v),
                    Err(_) => continue,
                };
                ("a JSON move", r)
            }
            5 | 6 => {
                let v = if op % 12 == 5 {
                    odd_object(&mut input, 0)
                } else {
                    odd_value(&mut input, 0)
                };
                ("an odd move value", play_value(&mut s, &v))
            }
            7 => {
                // A listed move as its own object: it reads back and plays.
                if legal.is_empty() {
                    continue;
                }
                let mv = &legal[input.byte() as usize % legal.len()];
                let v = serde_json::to_value(mv).expect("a move object");
                play_value(&mut s, &v)
                    .unwrap_or_else(|e| panic!("listed move {v} as an object fails: {e}"));
                ("a move object", Ok(()))
            }
            8 => ("roll", GameOf::roll(&mut s).map(drop)),
            9 => ("undo", GameOf::undo(&mut s).map(drop)),
            10 => ("redo", GameOf::redo(&mut s).map(drop)),
            _ => match input.byte() % 2 {
                0 => {
                    // A burst of random play, to reach late and finished positions.
                    let mut rng = Rng::from_seed(input.byte() as u64);
                    for _ in 0..input.byte() as usize * 4 {
                        if s.rules().turn() == Turn::Chance {
                            GameOf::roll(&mut s)
                                .unwrap_or_else(|e| panic!("a throw is due but roll fails: {e}"));
                            continue;
                        }
                        let legal = s.legal_moves();
                        if legal.is_empty() {
                            break;
                        }
                        let mv = legal[rng.below(legal.len() as u32) as usize];
                        s.play(mv)
                            .unwrap_or_else(|e| panic!("listed move {mv:?} fails: {e}"));
                    }
                    ("random moves", Ok(()))
                }
                _ => {
                    let save = text(&Save::from(&s));
                    let loaded = save::load_json(&save).unwrap_or_else(|e| {
                        panic!("the game's own save does not load: {e}\n{save}")
                    });
                    assert_eq!(loaded.id(), R::GAME);
                    assert_eq!(
                        loaded.state_json(),
                        before.state,
                        "save → load changed the state"
                    );
                    assert_eq!(save::save_json(&loaded), save, "save → load → save differs");
                    ("save and load", Ok(()))
                }
            },
        };
        match result {
            Err(_) => unchanged(&s, &before, what),
            // An odd input that plays must be one of the listed moves.
            Ok(()) if matches!(op % 12, 3..=6) => {
                let same = legal.iter().any(|m| {
                    let mut k = GameOf::new(before.rules.clone(), 0);
                    k.play(*m).is_ok() && k.rules() == s.rules()
                });
                assert!(same, "{what} played but is none of the listed moves");
            }
            Ok(()) => {}
        }
        checked(&s, &mut buf, what);
    }
}
