//! Every error a caller can cause, with its exact code and message: the cases of
//! tests/fixtures/error-cases.json, run through the native API, must give exactly the codes and
//! messages of tests/fixtures/errors.native.json. tests/node/error-corpus.test.js runs the same
//! cases through the npm package against tests/fixtures/errors.node.json. The messages are made
//! in Rust (`format!`, and serde's words for a value of the wrong shape), so both sides say the
//! same; the fixtures pin every message a user sees, byte for byte.
//!
//! A case is a game made from `game` and `options`, its `moves` played (notation strings or
//! move objects), maybe played on to the end (`toEnd`: throws by `roll`, and the i-th other move
//! legal move 7i + 3 modulo their number) or the first legal move `firstMoves` times, then one
//! action: `play`, `roll`, `undo`, `redo`, `suggest` (options); or a call that makes no game:
//! `create` (an id, with `options`), `load` (a save's text; `repeatMoves` repeats its one move
//! that many times), `bigSave` (a save over the size limit). `only` names the one side that runs
//! a case. Cases and expected errors are listed by name. The illegal moves of each rule were
//! found by a scratch program that played random games and tried every candidate move, keeping
//! the first position that reached each shape of message.
//!
//! `FOLKGAMES_RECORD_ERRORS=1 cargo test --release --test error_corpus` rewrites the fixture
//! from what the engine says now: only for new cases or a change of message that is meant,
//! never to make a changed message pass unseen.

use folkgames::games::bay_khom::{BayKhom, BayKhomMove, Dir};
use folkgames::save::{self, MAX_SAVE_BYTES};
use folkgames::{AnyMove, Game, GameError, MoveRecord, NoEvents, Rules, Turn};
use serde_json::{json, Value};

const CASES: &str = include_str!("fixtures/error-cases.json");
const FIXTURE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/errors.native.json"
);

/// A move in notation (a string) or as a move object (anything else).
fn play(g: &mut Game, mv: &Value) -> Result<MoveRecord<AnyMove>, GameError> {
    match mv.as_str() {
        Some(text) => g.play_notation(text),
        None => g.play(mv),
    }
}

/// A whole number of a case, 1 to 2^20.
fn count(v: &Value) -> Option<usize> {
    v.as_u64()
        .filter(|n| (1..=1 << 20).contains(n))
        .map(|n| n as usize)
}

/// The case's error; `Ok` when it has none.
fn run(case: &Value) -> Result<(), GameError> {
    let options = case.get("options");
    if let Some(id) = case.get("create").and_then(Value::as_str) {
        return Game::create(id, options, 0).map(drop);
    }
    if let Some(text) = case.get("load").and_then(Value::as_str) {
        let text = match case.get("repeatMoves").and_then(count) {
            Some(n) => repeat_moves(text, n),
            None => text.to_string(),
        };
        return save::load_json(&text).map(drop);
    }
    if case.get("bigSave").is_some() {
        return save::load_json(&" ".repeat(MAX_SAVE_BYTES + 1)).map(drop);
    }
    let id = case.get("game").and_then(Value::as_str).expect("a game");
    let mut g = Game::create(id, options, 0).expect("the case's game");
    let no_moves = Vec::new();
    for mv in case
        .get("moves")
        .and_then(Value::as_array)
        .unwrap_or(&no_moves)
    {
        play(&mut g, mv).expect("the case's moves are legal");
    }
    if case.get("toEnd").is_some() {
        let mut i = 0;
        while !g.is_over() {
            if g.turn() == Turn::Chance {
                g.roll().expect("a throw");
                continue;
            }
            let legal = g.legal_notations();
            if let Err(e) = g.play_notation(&legal[(7 * i + 3) % legal.len()]) {
                panic!("{case}: {e:?}");
            }
            i += 1;
        }
    }
    for _ in 0..case.get("firstMoves").and_then(count).unwrap_or(0) {
        let first = g.legal_notations()[0].clone();
        g.play_notation(&first).expect("a legal move");
    }
    if let Some(mv) = case.get("play") {
        play(&mut g, mv).map(drop)
    } else if case.get("roll").is_some() {
        g.roll().map(drop)
    } else if case.get("undo").is_some() {
        g.undo().map(drop)
    } else if case.get("redo").is_some() {
        g.redo().map(drop)
    } else if let Some(opts) = case.get("suggest") {
        folkgames_ai::suggest_move(&g, Some(opts), &|| 0.0).map(drop)
    } else {
        panic!("a case without an action: {case}")
    }
}

/// The save `text` with its one move repeated `n` times.
fn repeat_moves(text: &str, n: usize) -> String {
    let mut save: Value = serde_json::from_str(text).expect("a save object");
    let first = save["moves"][0].clone();
    save["moves"] = Value::Array(vec![first; n]);
    save.to_string()
}

/// Errors the shared cases cannot reach, because no move from the start leads there: made
/// from a position of the rules' own tests.
fn rules_cases() -> Vec<(String, Result<(), GameError>)> {
    // The specification's T5 position (tests/bay_khom_worked_cases.rs): North's 5- never ends.
    let mut t5 = BayKhom::from_holes([0, 1, 0, 1, 0, 1, 1, 0, 1, 2], [17, 18], &[], 1);
    let endless = t5.play(&BayKhomMove::sow(5, Dir::Minus), &mut NoEvents);
    vec![("rules: bay-khom T5, 5- never ends (BK6)".into(), endless)]
}

/// One line of the fixture: `"name":{"code":..,"message":..}`.
fn outcome_line(name: &str, r: &Result<(), GameError>) -> String {
    let what = match r {
        Ok(()) => Value::Null,
        Err(e) => json!({"code": e.code.as_str(), "message": e.message}),
    };
    format!("{}:{what}", Value::from(name))
}

#[test]
fn every_error_has_its_recorded_code_and_message() {
    let cases: Value = serde_json::from_str(CASES).expect("the cases are JSON");
    let mut lines = vec![];
    for case in cases.as_array().expect("a list of cases") {
        if case.get("only").and_then(Value::as_str) == Some("node") {
            continue;
        }
        let name = case.get("name").and_then(Value::as_str).expect("a name");
        lines.push((name.to_string(), run(case)));
    }
    lines.extend(rules_cases());
    let text = format!(
        "{{\n{}\n}}\n",
        lines
            .iter()
            .map(|(name, r)| outcome_line(name, r))
            .collect::<Vec<_>>()
            .join(",\n")
    );
    if std::env::var_os("FOLKGAMES_RECORD_ERRORS").is_some() {
        std::fs::write(FIXTURE, &text).expect("the fixture is written");
    }
    for (name, r) in &lines {
        assert!(r.is_err(), "case {name:?} gives no error: it tests nothing");
    }
    let expected = std::fs::read_to_string(FIXTURE).expect("the fixture exists");
    for (got, want) in text.lines().zip(expected.lines()) {
        assert_eq!(got, want, "a message changed (left: now, right: recorded)");
    }
    assert_eq!(
        text.lines().count(),
        expected.lines().count(),
        "the number of cases changed"
    );
}
