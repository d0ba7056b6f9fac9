//! `load` is the one door for untrusted saves: every malformed or tampered save is `bad_save`
//! with a message that names the problem, and a good save loads to the same game.

use folkgames::save::{self, MAX_SAVE_BYTES};
use folkgames::{ErrorCode, Game, Turn};
use serde_json::{json, Value};

fn load(text: &str) -> Result<Game, folkgames::GameError> {
    save::load_json(text)
}

fn siryu_save() -> String {
    let mut g = Game::create("siryu", Some(&json!({"seed": 31, "players": 3})), 0).unwrap();
    for _ in 0..40 {
        if g.turn() == Turn::Chance {
            g.roll().unwrap();
        } else {
            let first = g.legal_notations()[0].clone();
            g.play_notation(&first).unwrap();
        }
    }
    save::save_json(&g)
}

fn refused(save: &str, words: &str) {
    match load(save) {
        Ok(_) => panic!("accepted a bad save: {save:.200}"),
        Err(e) => {
            assert_eq!(e.code, ErrorCode::BadSave, "{e}");
            assert!(
                e.message.to_lowercase().contains(words),
                "message {:?} should mention {words:?}",
                e.message
            );
            // The WebAssembly module loads the value JavaScript read from the text (after
            // checking its size): when the text is JSON, the same refusal.
            let json = serde_json::from_str::<Value>(save)
                .ok()
                .filter(|_| save.len() <= MAX_SAVE_BYTES);
            if let Some(v) = json {
                assert_eq!(save::load(&v).err(), Some(e), "{save:.200}");
            }
        }
    }
}

#[test]
fn a_good_save_loads_to_the_same_game() {
    let save = siryu_save();
    let g = load(&save).unwrap();
    assert_eq!(save::save_json(&g), save);
    let g = save::load(&serde_json::from_str::<Value>(&save).unwrap()).unwrap();
    assert_eq!(save::save_json(&g), save);
    let mut k = Game::create("kpe", Some(&json!({"seed": 2, "skipOrigin": true})), 0).unwrap();
    k.play_notation("1").unwrap();
    let again = load(&save::save_json(&k)).unwrap();
    assert_eq!(again.state_json(), k.state_json());
    assert_eq!(again.options_json(), k.options_json());
}

#[test]
fn malformed_saves_are_refused_with_a_reason() {
    let good = siryu_save();
    refused("", "json");
    refused("not json", "json");
    refused(&format!("{good} trailing"), "trailing characters");
    refused("[]", "object");
    refused(
        &good.replacen("\"format\":\"folkgames\"", "\"format\":\"chess\"", 1),
        "format",
    );
    refused(&good.replacen("\"version\":1", "\"version\":2", 1), "newer");
    refused(
        &good.replacen("\"version\":1", "\"version\":\"1\"", 1),
        "version",
    );
    refused(
        &good.replacen("\"version\":1", "\"version\":0", 1),
        "version",
    );
    refused(
        &good.replacen("\"game\":\"siryu\"", "\"game\":\"ludo\"", 1),
        "unknown game",
    );
    refused(
        &good.replacen("\"game\":\"siryu\"", "\"game\":7", 1),
        "game",
    );
    refused(
        &good.replacen("\"players\":3", "\"players\":9", 1),
        "players",
    );
    refused(
        &good.replacen("\"players\":3", "\"players\":\"3\"", 1),
        "players",
    );
    refused(
        &good.replacen("\"players\":3", "\"players\":3,\"dice\":2", 1),
        "dice",
    );
    refused(&good.replacen("\"seed\":31", "\"seed\":-1", 1), "seed");
    refused(&good.replacen("\"seed\":31", "\"seed\":1.5", 1), "seed");
    refused(
        &good.replacen("\"seed\":31", "\"seed\":9007199254740993", 1),
        "seed",
    );
    // serde's path to the bad value counts from 0.
    refused(
        &good.replacen("\"moves\":[", "\"moves\":[3,", 1),
        "moves[0]",
    );
    refused(
        &good.replacen("\"moves\":[", "\"moves\":[\"Q\",", 1),
        "move 1",
    );
    refused(
        &good.replacen("\"moves\":[", "\"moves\":[\"F\",", 1),
        "move 1",
    );
    refused(
        &good.replacen("\"moves\":[", "\"extra\":1,\"moves\":[", 1),
        "extra",
    );
    refused(&good.replacen(",\"seed\":31", "", 1), "seed");
    // Options are an object: not an array of them in order.
    let mut v: Value = serde_json::from_str(&good).unwrap();
    v["options"] = json!([]);
    refused(&v.to_string(), "object");
    v["options"] = json!(["champault", 3]);
    refused(&v.to_string(), "object");
}

#[test]
fn an_impossible_throw_is_refused() {
    // The first move is drawn by the generator: replaying with another seed cannot give it.
    let good = siryu_save();
    let tampered = good.replacen("\"seed\":31", "\"seed\":32", 1);
    refused(&tampered, "seed does not give");
    // A rolled throw replaced by another throw.
    let first = good
        .find("\"~")
        .map(|i| &good[i + 2..i + 8])
        .unwrap()
        .to_string();
    let other: String = first
        .chars()
        .map(|c| if c == 'W' { 'B' } else { 'W' })
        .collect();
    refused(
        &good.replacen(&format!("~{first}"), &format!("~{other}"), 1),
        "seed does not give",
    );
}

#[test]
fn oversized_and_overlong_saves_are_refused_without_replaying() {
    let huge = format!(
        "{{\"format\":\"folkgames\",\"pad\":\"{}\"}}",
        "x".repeat(1 << 20)
    );
    refused(&huge, "limited");
    let moves = vec!["\"0\""; 200_000].join(",");
    let long = format!(
        "{{\"format\":\"folkgames\",\"version\":1,\"game\":\"kpe\",\"options\":{{}},\"seed\":1,\"moves\":[{moves}]}}"
    );
    refused(&long, "more than");
}
