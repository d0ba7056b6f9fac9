//! The determinism fixture (tests/fixtures/determinism.json): for every game and ruleset and a few
//! seeds, a whole game played natively — throws drawn with `roll()`, other moves picked from the
//! legal list by a generator seeded with the same seed — with its options, seed, move list (a
//! rolled throw written `~` + its notation, as in saves), final state and save.
//! tests/node/determinism.test.js replays every game in the wasm build and expects the same.
//!
//! The records fixture (tests/fixtures/records.json): the first seed's games of the sowing games,
//! with their whole history (every record and its events) as written natively in JSON.
//! tests/node/records.test.js replays them in the wasm build and expects the same objects.
//!
//! Regenerate both with `FOLKGAMES_WRITE_FIXTURES=1 cargo test --release --test determinism_fixture`.

use folkgames::rng::Rng;
use folkgames::save;
use folkgames::{Game, Turn};
use serde_json::{json, Value};

const PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/determinism.json"
);
const RECORDS_PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/records.json");

const CONFIGS: [(&str, &str); 9] = [
    ("kpe", r#"{"skipOrigin":false}"#),
    ("kpe", r#"{"skipOrigin":true}"#),
    ("bay-khom", r#"{"ruleset":"poree-maspero"}"#),
    ("bay-khom", r#"{"ruleset":"mancala-world"}"#),
    (
        "bay-khom",
        r#"{"ruleset":"poree-maspero","roundStarter":"alternate","firstPlayer":1}"#,
    ),
    ("siryu", r#"{"players":2,"stationSirs":3}"#),
    ("siryu", r#"{"players":3,"stationSirs":1}"#),
    ("siryu", r#"{"players":4,"stationSirs":3}"#),
    ("siryu", r#"{"players":8,"stationSirs":1}"#),
];
const SEEDS: [u64; 2] = [1, 9_007_199_254_740_991];

/// The fixture entry of one seeded game, and its history.
fn play(id: &str, options: &str, seed: u64) -> (Value, Value) {
    let given: Value = serde_json::from_str(options).expect("options JSON");
    let mut with_seed = given.clone();
    with_seed["seed"] = json!(seed);
    let mut g = Game::create(id, Some(&with_seed), 0).expect("game");
    let mut policy = Rng::from_seed(seed);
    let mut moves = Vec::new();
    while !g.is_over() {
        if g.turn() == Turn::Chance {
            let record = g.roll().expect("roll");
            moves.push(format!("~{}", record.notation));
        } else {
            let legal = g.legal_notations();
            let n = legal[policy.below(legal.len() as u32) as usize].clone();
            g.play_notation(&n).expect("a listed move plays");
            moves.push(n);
        }
    }
    let state: Value = serde_json::from_str(&g.state_json()).expect("state JSON");
    let game = json!({
        "game": id,
        "options": given,
        "seed": seed,
        "moves": moves,
        "state": state,
        "save": save::save_json(&g),
    });
    let history: Value = serde_json::from_str(&g.history_json()).expect("history JSON");
    (game, history)
}

/// The two fixtures: determinism.json, records.json.
fn fixtures() -> (Value, Value) {
    let (mut games, mut records) = (Vec::new(), Vec::new());
    for (id, options) in CONFIGS {
        for seed in SEEDS {
            let (game, history) = play(id, options, seed);
            if id != "siryu" && seed == SEEDS[0] {
                records.push(json!({ "game": game, "history": history }));
            }
            games.push(game);
        }
    }
    (Value::Array(games), Value::Array(records))
}

/// One entry a line, as the fixtures have always been written.
fn text(list: &Value) -> String {
    let items: Vec<String> = list
        .as_array()
        .expect("a list")
        .iter()
        .map(|v| v.to_string())
        .collect();
    format!("[\n{}\n]\n", items.join(",\n"))
}

fn check(path: &str, fresh: &Value) -> Value {
    if std::env::var_os("FOLKGAMES_WRITE_FIXTURES").is_some() {
        std::fs::write(path, text(fresh)).expect("write the fixture");
    }
    let stored = std::fs::read_to_string(path).expect("the fixture");
    let stored: Value = serde_json::from_str(&stored).expect("the fixture is JSON");
    assert_eq!(fresh, &stored, "the seeded games no longer match {path}");
    stored
}

#[test]
fn determinism_fixture_still_matches() {
    let (games, records) = fixtures();
    check(RECORDS_PATH, &records);
    let stored = check(PATH, &games);
    // Every stored save loads to the stored final state.
    for game in stored.as_array().expect("an array") {
        let save = game["save"].as_str().expect("save");
        let loaded = save::load_json(save).expect("the fixture's save loads");
        let state: Value = serde_json::from_str(&loaded.state_json()).expect("JSON");
        assert_eq!(state, game["state"]);
    }
}
