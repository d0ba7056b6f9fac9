//! The engine's catalogue (src/catalogue.rs), the one home of every game's names, origins,
//! players, rulesets and options, against tests/fixtures/catalogue.json, which
//! tests/node/api.test.js compares with the package's `catalogue()` by `JSON.stringify`: the
//! same JSON value, and the same key order (serde's, which the package's objects have too).
//!
//! Regenerate with `FOLKGAMES_WRITE_FIXTURES=1 cargo test --release --test catalogue_fixture`.

use folkgames::catalogue::catalogue;
use serde_json::Value;

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/catalogue.json");

#[test]
fn the_engine_catalogue_is_the_fixture() {
    let engine = serde_json::to_value(catalogue()).expect("the catalogue serializes");
    let text = serde_json::to_string_pretty(&catalogue()).expect("the catalogue serializes") + "\n";
    if std::env::var_os("FOLKGAMES_WRITE_FIXTURES").is_some() {
        std::fs::write(PATH, &text).expect("write the fixture");
    }
    let stored = std::fs::read_to_string(PATH).expect("the fixture");
    let fixture: Value = serde_json::from_str(&stored).expect("the fixture is JSON");
    assert_eq!(engine, fixture, "the catalogue's content changed");
    assert!(
        text == stored,
        "the catalogue's key order or layout changed"
    );
}
