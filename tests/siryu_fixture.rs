//! The same-seed fixture for the wasm build: a seeded game played natively (seed 2024, 2 players,
//! stationSirs 1, always `roll()` when a throw is due, else the first legal move), with its save,
//! final state and number of moves. A Node test replays it in the wasm build.
//!
//! Regenerate with `FOLKGAMES_WRITE_FIXTURES=1 cargo test --test siryu_fixture`.

use folkgames::save;
use folkgames::{Game, Turn};
use serde_json::{json, Value};

const PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/siryu-seeded.json"
);

fn play_fixture_game() -> Value {
    let options = json!({"seed": 2024, "players": 2, "stationSirs": 1});
    let mut g = Game::create("siryu", Some(&options), 0).expect("game");
    let mut moves = 0usize;
    while !g.is_over() {
        if g.turn() == Turn::Chance {
            g.roll().expect("roll");
        } else {
            let first = g.legal_notations().first().cloned().expect("a legal move");
            g.play_notation(&first).expect("plays");
        }
        moves += 1;
        assert!(moves < folkgames::games::siryu::MAX_PLIES);
    }
    let state: Value = serde_json::from_str(&g.state_json()).expect("state JSON");
    json!({
        "game": "siryu",
        "options": options,
        "policy": "roll() when a throw is due, otherwise play the first legal move",
        "moves": moves,
        "save": save::save_json(&g),
        "state": state,
    })
}

#[test]
fn seeded_fixture_still_matches() {
    let fresh = play_fixture_game();
    if std::env::var_os("FOLKGAMES_WRITE_FIXTURES").is_some() {
        std::fs::write(PATH, format!("{fresh}\n")).expect("write the fixture");
    }
    let stored = std::fs::read_to_string(PATH).expect("tests/fixtures/siryu-seeded.json");
    let stored: Value = serde_json::from_str(&stored).expect("the fixture is JSON");
    assert_eq!(
        fresh, stored,
        "the seeded game no longer matches the fixture"
    );
    // The stored save loads to the stored final state.
    let save = stored["save"].as_str().expect("save");
    let loaded = save::load_json(save).expect("the fixture's save loads");
    let state: Value = serde_json::from_str(&loaded.state_json()).expect("json");
    assert_eq!(state, stored["state"]);
}
