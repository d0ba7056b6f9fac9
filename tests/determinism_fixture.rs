//! The determinism fixture (tests/fixtures/determinism.json): for every game and ruleset and a few
//! seeds, a whole game played natively — throws drawn with `roll()`, other moves picked from the
//! legal list by a generator seeded with the same seed — with its options, seed, move list (a
//! rolled throw written `~` + its notation, as in saves), final state and save.
//! tests/node/determinism.test.js replays every game in the wasm build and expects the same.
//!
//! The records fixture (tests/fixtures/records.json): the first seed's games of the sowing games,
//! with their whole history (every record and its events) as written natively in JSON.
//! tests/node/records.test.js replays them in the wasm build, whose records cross as words, and
//! expects the same objects.
//!
//! Regenerate both with `FOLKGAMES_WRITE_FIXTURES=1 cargo test --release --test determinism_fixture`.

use folkgames::json::{self, Writer};
use folkgames::rng::Rng;

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

/// The fixture entry of one seeded game, and its history in JSON.
fn play(id: &str, options: &str, seed: u64) -> (String, String) {
    let opts = json::parse(options).expect("options JSON");
    let opts = match opts {
        json::Value::Object(mut fields) => {
            fields.push(("seed".into(), json::Value::Number(seed as f64)));
            json::Value::Object(fields)
        }
        _ => unreachable!("options are objects"),
    };
    let mut g = folkgames::new_game(id, &opts, 0).expect("game");
    let mut policy = Rng::from_seed(seed);
    let mut moves = Vec::new();
    while !g.is_over() {
        if g.to_move_json() == "\"chance\"" {
            let record = json::parse(&g.roll().expect("roll")).expect("record");
            let n = record
                .get("notation")
                .and_then(|n| n.as_str())
                .expect("notation");
            moves.push(format!("~{n}"));
        } else {
            let legal = g.legal_notations();
            let n = legal[policy.below(legal.len() as u32) as usize].clone();
            g.play_notation(&n).expect("a listed move plays");
            moves.push(n);
        }
    }
    let mut w = Writer::new();
    w.begin_object();
    w.key("game").str(id);
    w.key("options").raw(options);
    w.key("seed").uint(seed);
    w.key("moves").begin_array();
    for m in &moves {
        w.str(m);
    }
    w.end_array();
    w.key("state").raw(&g.state_json());
    w.key("save").str(&g.save());
    w.end_object();
    let mut history = Writer::new();
    g.write_history(&mut history);
    (w.finish(), history.finish())
}

/// The two fixtures' texts: determinism.json, records.json.
fn fixtures() -> (String, String) {
    let (mut games, mut records) = (Vec::new(), Vec::new());
    for (id, options) in CONFIGS {
        for seed in SEEDS {
            let (game, history) = play(id, options, seed);
            if id != "siryu" && seed == SEEDS[0] {
                let mut w = Writer::new();
                w.begin_object();
                w.key("game").raw(&game);
                w.key("history").raw(&history);
                w.end_object();
                records.push(w.finish());
            }
            games.push(game);
        }
    }
    let list = |items: Vec<String>| format!("[\n{}\n]\n", items.join(",\n"));
    (list(games), list(records))
}

fn check(path: &str, text: &str) -> json::Value {
    if std::env::var_os("FOLKGAMES_WRITE_FIXTURES").is_some() {
        std::fs::write(path, text).expect("write the fixture");
    }
    let stored = std::fs::read_to_string(path).expect("the fixture");
    let stored = json::parse(&stored).expect("the fixture is JSON");
    let fresh = json::parse(text).expect("JSON");
    assert_eq!(fresh, stored, "the seeded games no longer match {path}");
    stored
}

#[test]
fn determinism_fixture_still_matches() {
    let (games, records) = fixtures();
    check(RECORDS_PATH, &records);
    let stored = check(PATH, &games);
    // Every stored save loads to the stored final state.
    for game in stored.as_array().expect("an array") {
        let save = game.get("save").and_then(|s| s.as_str()).expect("save");
        let loaded = folkgames::load(save).expect("the fixture's save loads");
        let state = json::parse(&loaded.state_json()).expect("JSON");
        assert_eq!(Some(&state), game.get("state"));
    }
}
