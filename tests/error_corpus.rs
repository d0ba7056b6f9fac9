//! Every error a caller can cause, with its exact code and message: the cases of
//! tests/fixtures/error-cases.json, run through the native API, must give exactly the codes and
//! messages of tests/fixtures/errors.native.json. tests/node/error-corpus.test.js runs the same
//! cases through the npm package against tests/fixtures/errors.node.json. Both fixtures were
//! recorded from e4d427a, before the messages' English text moved out of the WebAssembly
//! module, so they pin every message a user sees, natively and in JavaScript, byte for byte.
//!
//! A case is a game made from `game` and `options`, its `moves` played (notation strings or
//! move objects), maybe played on to the end (`toEnd`: throws by `roll`, and the i-th other move
//! legal move 7i + 3 modulo their number) or the first legal move `firstMoves` times, then one
//! action: `play`, `roll`, `undo`, `redo`, `suggest` (options), `playJson` and `suggestJson`
//! (JSON text, native only); or a call that makes no game: `create` (an id, with `options`),
//! `load` (a save's text; `repeatMoves` repeats its one move that many times), `bigSave` (a save
//! over the size limit), `playouts` (an id, with `options`). `only` names the one side that runs
//! a case. Cases and expected errors are listed by name. The illegal moves of each rule were
//! found by a scratch program that played random games and tried every candidate move, keeping
//! the first position that reached each shape of message.
//!
//! `FOLKGAMES_RECORD_ERRORS=1 cargo test --release --test error_corpus` rewrites the fixture
//! from what the engine says now: only for new cases, never to make a changed message pass.

use folkgames::games::bay_khom::{BayKhom, BayKhomMove, Dir};
use folkgames::json::{self, Value, Writer};
use folkgames::save::MAX_SAVE_BYTES;
use folkgames::{AnyGame, GameError, NoEvents, Rules};

const CASES: &str = include_str!("fixtures/error-cases.json");
const FIXTURE: &str = "tests/fixtures/errors.native.json";

/// `v` as JSON text, for the doors that take text.
fn to_json(v: &Value) -> String {
    match v {
        Value::Number(n) => format!("{n}"),
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(to_json).collect();
            format!("[{}]", items.join(","))
        }
        Value::Object(fields) => {
            let fields: Vec<String> = fields
                .iter()
                .map(|(k, v)| format!("{}:{}", quoted(k), to_json(v)))
                .collect();
            format!("{{{}}}", fields.join(","))
        }
        Value::String(s) => quoted(s),
        Value::Bool(b) => b.to_string(),
        Value::Null => "null".into(),
    }
}

fn quoted(s: &str) -> String {
    let mut w = Writer::new();
    w.str(s);
    w.finish()
}

fn play(g: &mut Box<dyn AnyGame>, mv: &Value) -> Result<String, GameError> {
    match mv.as_str() {
        Some(text) => g.play_notation(text),
        None => g.play_json(&to_json(mv)),
    }
}

/// The case's error; `Ok` when it has none.
fn run(case: &Value) -> Result<(), GameError> {
    let null = Value::Null;
    let options = case.get("options").unwrap_or(&null);
    if let Some(id) = case.get("create").and_then(Value::as_str) {
        return folkgames::new_game(id, options, 0).map(drop);
    }
    if let Some(text) = case.get("load").and_then(Value::as_str) {
        let text = match case
            .get("repeatMoves")
            .and_then(|n| n.as_int_in(1, 1 << 20))
        {
            Some(n) => repeat_moves(text, n as usize),
            None => text.to_string(),
        };
        return folkgames::load(&text).map(drop);
    }
    if case.get("bigSave").is_some() {
        return folkgames::load(&" ".repeat(MAX_SAVE_BYTES + 1)).map(drop);
    }
    if let Some(id) = case.get("playouts").and_then(Value::as_str) {
        return folkgames::playout::playouts(id, options, 1, 1).map(drop);
    }
    let id = case.get("game").and_then(Value::as_str).expect("a game");
    let mut g = folkgames::new_game(id, options, 0).expect("the case's game");
    for mv in case.get("moves").and_then(Value::as_array).unwrap_or(&[]) {
        play(&mut g, mv).expect("the case's moves are legal");
    }
    if case.get("toEnd").is_some() {
        let mut i = 0;
        while !g.is_over() {
            if g.to_move_json() == "\"chance\"" {
                g.roll().expect("a throw");
                continue;
            }
            let legal = g.legal_notations();
            if let Err(e) = g.play_notation(&legal[(7 * i + 3) % legal.len()]) {
                panic!("{}: {e:?}", to_json(case));
            }
            i += 1;
        }
    }
    let first_moves = case.get("firstMoves").and_then(|n| n.as_int_in(1, 1 << 20));
    for _ in 0..first_moves.unwrap_or(0) {
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
        g.suggest_move(&to_json(opts), &|| 0.0).map(drop)
    } else if let Some(text) = case.get("playJson").and_then(Value::as_str) {
        g.play_json(text).map(drop)
    } else if let Some(text) = case.get("suggestJson").and_then(Value::as_str) {
        g.suggest_move(text, &|| 0.0).map(drop)
    } else {
        panic!("a case without an action: {}", to_json(case))
    }
}

/// The save `text` with its one move repeated `n` times.
fn repeat_moves(text: &str, n: usize) -> String {
    let Ok(Value::Object(mut fields)) = json::parse(text) else {
        panic!("a save object: {text}")
    };
    for (k, v) in &mut fields {
        if k == "moves" {
            let first = v.as_array().expect("moves")[0].clone();
            *v = Value::Array(vec![first; n]);
        }
    }
    to_json(&Value::Object(fields))
}

/// Errors the shared cases cannot reach, because no move from the start leads there: made
/// from a position of the rules' own tests.
fn rules_cases() -> Vec<(String, Result<(), GameError>)> {
    // The specification's T5 position (tests/bay_khom_worked_cases.rs): North's 5- never ends.
    let mut t5 = BayKhom::from_position([0, 1, 0, 1, 0, 1, 1, 0, 1, 2], [17, 18], &[], 1);
    let endless = t5.play(&BayKhomMove::sow(5, Dir::Minus), &mut NoEvents);
    vec![("rules: bay-khom T5, 5- never ends (BK6)".into(), endless)]
}

fn outcome_json(name: &str, r: &Result<(), GameError>) -> String {
    let what = match r {
        Ok(()) => "null".to_string(),
        Err(e) => format!(
            "{{\"code\":{},\"message\":{}}}",
            quoted(e.code.as_str()),
            quoted(&e.message)
        ),
    };
    format!("{}:{}", quoted(name), what)
}

#[test]
fn every_error_has_its_recorded_code_and_message() {
    let cases = json::parse(CASES).expect("the cases are JSON");
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
            .map(|(name, r)| outcome_json(name, r))
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
