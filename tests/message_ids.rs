//! The WebAssembly module sends a message as the index of src/message.rs's `Msg` and an error
//! code as the index of src/error.rs's `ErrorCode`; js/messages.js finds the template and the
//! code's name by the same indices. So its `MESSAGES` must name the messages of `Msg` in the same
//! order, its `CODES` the codes of `ErrorCode`, and every line of `MESSAGES` must be one native
//! Rust reads (tests/node/messages.test.js checks that JavaScript reads the same templates).

use folkgames::message::{templates, Msg};
use folkgames::ErrorCode;

const SOURCE: &str = include_str!("../js/messages.js");

#[test]
fn the_templates_are_the_ids_of_msg_in_order() {
    let names: Vec<&str> = templates().iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, Msg::NAMES);
}

#[test]
fn the_codes_javascript_spells_are_the_error_codes_by_index() {
    let line = SOURCE
        .lines()
        .find_map(|l| l.strip_prefix("export const CODES = "))
        .and_then(|l| l.strip_suffix(';'))
        .expect("the CODES line");
    let codes = folkgames::json::parse(line).expect("a JSON array");
    let codes: Vec<&str> = codes
        .as_array()
        .expect("an array")
        .iter()
        .filter_map(|c| c.as_str())
        .collect();
    let names: Vec<&str> = ErrorCode::ALL.iter().map(|c| c.as_str()).collect();
    assert_eq!(codes, names);
    for (i, code) in ErrorCode::ALL.iter().enumerate() {
        assert_eq!(*code as usize, i);
    }
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
