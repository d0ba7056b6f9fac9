//! The engine's catalogue (src/catalogue.rs) against tests/fixtures/catalogue.json, the catalogue
//! the JavaScript package gives (js/catalogue.js, checked against the same file by
//! tests/node/api.test.js): with the words (names in English and French, origins, ruleset names,
//! sources and descriptions, option descriptions) left out, which only the package has, the two
//! must be the same, key order included.

use folkgames::catalogue::catalogue_json;
use folkgames::json::{self, Value};

/// The fixture without the fields only the package has.
fn facts(game: &Value) -> Value {
    let keep = |v: &Value, keys: &[&str]| match v {
        Value::Object(fields) => Value::Object(
            fields
                .iter()
                .filter(|(k, _)| keys.contains(&k.as_str()))
                .cloned()
                .collect(),
        ),
        other => other.clone(),
    };
    let each = |key: &str, keys: &[&str]| {
        let items = game.get(key).and_then(Value::as_array).unwrap_or(&[]);
        Value::Array(items.iter().map(|v| keep(v, keys)).collect())
    };
    let mut out = keep(game, &["id", "name", "players"]);
    if let Value::Object(fields) = &mut out {
        fields.push(("rulesets".into(), each("rulesets", &["id"])));
        let option_keys = ["name", "type", "min", "max", "values", "default"];
        fields.push(("options".into(), each("options", &option_keys)));
    }
    out
}

#[test]
fn the_engine_catalogue_is_the_package_catalogue_without_its_words() {
    let fixture = include_str!("fixtures/catalogue.json");
    let games = json::parse(fixture).expect("the fixture is JSON");
    let games = games.as_array().expect("an array of games");
    let expected = Value::Array(games.iter().map(facts).collect());
    assert_eq!(json::parse(&catalogue_json()), Ok(expected));
}
