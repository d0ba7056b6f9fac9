//! The same-seed fixture for the wasm build: a seeded game played natively (seed 2024, 2 players,
//! stationSirs 1, always `roll()` when a throw is due, else the first legal move), with its save,
//! final state and number of moves. A Node test replays it in the wasm build.
//!
//! Regenerate with `FOLKGAMES_WRITE_FIXTURES=1 cargo test --test siryu_fixture`.

use folkgames::json::{self, Writer};

const PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/siryu-seeded.json"
);
const OPTIONS: &str = r#"{"seed":2024,"players":2,"stationSirs":1}"#;

fn play_fixture_game() -> String {
    let opts = json::parse(OPTIONS).expect("json");
    let mut g = folkgames::new_game("siryu", &opts, 0).expect("game");
    let mut moves = 0usize;
    while !g.is_over() {
        if g.to_move_json() == "\"chance\"" {
            g.roll().expect("roll");
        } else {
            let first = g.legal_notations().first().cloned().expect("a legal move");
            g.play_notation(&first).expect("plays");
        }
        moves += 1;
        assert!(moves < folkgames::games::siryu::MAX_PLIES);
    }
    let mut w = Writer::new();
    w.begin_object();
    w.key("game").str("siryu");
    w.key("options").raw(OPTIONS);
    w.key("policy")
        .str("roll() when a throw is due, otherwise play the first legal move");
    w.key("moves").int(moves as i64);
    w.key("save").str(&g.save());
    w.key("state").raw(&g.state_json());
    w.end_object();
    w.finish() + "\n"
}

#[test]
fn seeded_fixture_still_matches() {
    let text = play_fixture_game();
    if std::env::var_os("FOLKGAMES_WRITE_FIXTURES").is_some() {
        std::fs::write(PATH, &text).expect("write the fixture");
    }
    let stored = std::fs::read_to_string(PATH).expect("tests/fixtures/siryu-seeded.json");
    let stored = json::parse(&stored).expect("the fixture is JSON");
    let fresh = json::parse(&text).expect("json");
    assert_eq!(
        fresh, stored,
        "the seeded game no longer matches the fixture"
    );
    // The stored save loads to the stored final state.
    let save = stored.get("save").and_then(|s| s.as_str()).expect("save");
    let loaded = folkgames::load(save).expect("the fixture's save loads");
    let state = json::parse(&loaded.state_json()).expect("json");
    assert_eq!(Some(&state), stored.get("state"));
}
