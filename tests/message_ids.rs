//! The message ids the WebAssembly module sends are the indices of src/message.rs's `Msg`, and
//! js/folkgames.js finds the templates by the same index in js/messages.js: the two lists must
//! name the same messages in the same order, and every line of js/messages.js that holds a
//! template must be one native Rust reads (tests/node/error-corpus.test.js checks that
//! JavaScript reads the same templates from the file).

use folkgames::message::{templates, Msg};

const SOURCE: &str = include_str!("../js/messages.js");

#[test]
fn the_templates_are_the_ids_of_msg_in_order() {
    let names: Vec<&str> = templates().iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, Msg::NAMES);
}

#[test]
fn every_template_line_is_read() {
    let block = SOURCE
        .split_once("export const MESSAGES = {")
        .and_then(|(_, rest)| rest.split_once("\n};"))
        .expect("the MESSAGES object")
        .0;
    let lines = block
        .lines()
        .filter(|l| l.starts_with("  ") && !l.starts_with("   ") && l.contains(": \""))
        .count();
    assert_eq!(lines, templates().len());
}

#[test]
fn placeholders_are_read_as_javascript_reads_them() {
    use folkgames::message::{Arg, Message};
    // `{ level` is text; `{0}`, `{0:q}` and `{0:d}` are parameters.
    let m = Message::new(
        Msg::SuggestOptionsNotObject,
        vec![Arg::from(&folkgames::json::Value::Array(vec![]))],
    );
    assert_eq!(
        m.text(),
        "suggestMove options must be an object such as { level: \"hard\" }, not an array"
    );
    let m = Message::new(
        Msg::SaveMoveUnreadable,
        vec![Arg::Int(3), Arg::from("a\"\tb"), Arg::from(Msg::South)],
    );
    assert_eq!(m.text(), "move 3 (\"a\\\"\\u0009b\"): South");
}
