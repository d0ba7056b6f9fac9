//! Bày Khòm's readings of the sources (docs/spec/bay-khom.md, "Readings the sources allow"), each
//! an option that is off by default: worked cases of our own, each played with and without it.
//!
//! Holes are written `h0 h1 h2 h3 h4 | h5 h6 h7 h8 h9` in the comments; `+` is increasing index.

use folkgames::save;
use folkgames::{Game, GameEvent};
use serde_json::{json, Value};

fn set_up(holes: [u8; 10], reserve: [u8; 2], to_move: u8, options: Value) -> Game {
    let position = json!({ "holes": holes, "reserve": reserve, "toMove": to_move });
    Game::from_position("bay-khom", &position, Some(&options), 0).expect("a position")
}

fn state(g: &Game) -> Value {
    serde_json::from_str(&g.state_json()).expect("state JSON")
}

fn legal(g: &Game) -> Vec<String> {
    g.legal_notations()
}

/// HS1. `0 0 0 0 3 | 1 0 2 0 0`, reserves South 17, North 19, South to move. South has no
/// counter in a house: under our reading of BK2 and BK7 the round ends at once (South 20, North
/// 22 after BK7; South then fills three houses and must choose them). With `headStart` South
/// may sow the head: 4+ drops into 5, 6, 7 (last in 7; 8 and 9 empty: the turn ends),
/// 4- into 3, 2, 1 (last in 1; 0 and 9 empty: the turn ends).
#[test]
fn head_start_a_move_from_the_head() {
    let holes = [0, 0, 0, 0, 3, 1, 0, 2, 0, 0];
    let plain = set_up(holes, [17, 19], 0, json!({}));
    let s = state(&plain);
    assert_eq!(s["phase"], "refill");
    assert_eq!(s["reserve"], json!([20 - 5, 22 - 21]));
    assert_eq!(s["refillCount"], 3);
    assert!(legal(&plain).iter().all(|m| m.starts_with('F')));

    let mut g = set_up(holes, [17, 19], 0, json!({ "headStart": true }));
    assert_eq!(legal(&g), ["4+", "4-"]);
    let mut other = g.clone();
    g.play_notation("4+").expect("the head sows");
    assert_eq!(state(&g)["holes"], json!([0, 0, 0, 0, 0, 2, 1, 3, 0, 0]));
    other.play_notation("4-").expect("the head sows");
    assert_eq!(
        state(&other)["holes"],
        json!([0, 1, 1, 1, 0, 1, 0, 2, 0, 0])
    );
    // The option is in the game's options and in its save.
    assert_eq!(
        serde_json::from_str::<Value>(&g.options_json()).unwrap()["headStart"],
        true
    );
    assert!(save::save_json(&g).contains("\"headStart\":true"));
}

/// HS2's position, `0 0 0 0 0 | 3 0 1 0 0` with South's and North's `reserve`, North to move,
/// after North's 7+; the game and its state.
fn hs2_after_seven(reserve: [u8; 2], options: Value) -> (Game, Value) {
    let mut g = set_up([0, 0, 0, 0, 0, 3, 0, 1, 0, 0], reserve, 1, options);
    g.play_notation("7+").expect("North sows");
    let s = state(&g);
    (g, s)
}

/// HS2. `0 0 0 0 0 | 3 0 1 0 0`, reserves South 7, North 31, North to move. North plays 7+
/// (into 8; 9 and 0 empty: the turn ends) and South has nothing left: the round ends, BK7 gives
/// North its 4. South's total is 7: below 9 South cannot fill the head and a house, and loses
/// (BK11); the result names South and the 9. With `headStart` 7 is enough for the head alone
/// (the threshold is 5): South fills the head, every South house is out for the round, North
/// refills everything and keeps 14; South filled fewer houses and starts (BK10), from the head.
/// With South's reserve 3 (North's 35) even the head cannot be filled: under `headStart` too
/// the game ends, and the result says South was short of the head's 5.
#[test]
fn head_start_refill_threshold() {
    let (_, s) = hs2_after_seven([7, 31], json!({}));
    assert_eq!(s["over"], true);
    assert_eq!(s["result"]["reason"], "cannot-refill");
    assert_eq!(s["result"]["totals"], json!([7, 35]));
    assert_eq!(s["result"]["shortfall"], json!({ "player": 0, "needs": 9 }));

    let (g, s) = hs2_after_seven([7, 31], json!({ "headStart": true }));
    assert_eq!(s["over"], false);
    assert_eq!(s["round"], 2);
    assert_eq!(s["holes"], json!([0, 0, 0, 0, 5, 4, 4, 4, 4, 5]));
    assert_eq!(s["reserve"], json!([2, 14]));
    assert_eq!(
        s["eliminated"],
        json!([true, true, true, true, false, false, false, false, false, false])
    );
    assert_eq!(s["toMove"], 0);
    assert_eq!(legal(&g), ["4+", "4-"]);

    let (_, s) = hs2_after_seven([3, 35], json!({ "headStart": true }));
    assert_eq!(s["result"]["reason"], "cannot-refill");
    assert_eq!(s["result"]["totals"], json!([3, 39]));
    assert_eq!(s["result"]["shortfall"], json!({ "player": 0, "needs": 5 }));
}

/// RE1. `0 0 0 0 2 | 1 0 0 0 0`, reserves South 20, North 19, South to move. South has no
/// counter in a house: under our reading the round ends at once. With `roundEnd:
/// "neither-can-move"` South passes and North sows on: 5+ (last in 6; 7 and 8 empty), South
/// passes, 6+, South passes, 7+, South passes, 8+ (into 9; 0 and 1 empty). Now North has no
/// counter in a house either: the round ends. BK7: South takes its head's 2 (22), North its
/// head's 1 (20); South fills everything, North three houses and chooses which.
#[test]
fn round_end_neither_can_move() {
    let holes = [0, 0, 0, 0, 2, 1, 0, 0, 0, 0];
    // Our reading: the round ends before North moves; South takes 2, North 1.
    let plain = set_up(holes, [20, 19], 0, json!({}));
    let s = state(&plain);
    assert_eq!(
        (s["phase"].clone(), s["toMove"].clone()),
        (json!("refill"), json!(1))
    );
    assert_eq!(s["reserve"], json!([22 - 21, 20 - 5]));

    let options = json!({ "roundEnd": "neither-can-move" });
    let mut g = set_up(holes, [20, 19], 0, options);
    let s = state(&g);
    assert_eq!(
        (s["round"].clone(), s["toMove"].clone()),
        (json!(1), json!(1))
    );
    for (mv, after) in [
        ("5+", [0, 0, 0, 0, 2, 0, 1, 0, 0, 0]),
        ("6+", [0, 0, 0, 0, 2, 0, 0, 1, 0, 0]),
        ("7+", [0, 0, 0, 0, 2, 0, 0, 0, 1, 0]),
    ] {
        assert_eq!(legal(&g), [mv.to_string(), mv.replace('+', "-")]);
        let record = g.play_notation(mv).expect("North sows");
        assert!(record
            .events
            .iter()
            .any(|e| matches!(e, GameEvent::Pass { player: 0 })));
        let s = state(&g);
        assert_eq!(s["holes"], json!(after));
        assert_eq!(s["toMove"], 1, "South passed after {mv}");
    }
    g.play_notation("8+").expect("North sows");
    let s = state(&g);
    assert_eq!(s["round"], 1);
    assert_eq!(s["phase"], "refill");
    assert_eq!(s["toMove"], 1);
    assert_eq!(s["refillCount"], 3);
    assert_eq!(s["reserve"], json!([22 - 21, 20 - 5]));
    // The reading belongs to Porée-Maspero's rounds: the one-round game refuses it.
    let refused = Game::create(
        "bay-khom",
        Some(&json!({ "ruleset": "mancala-world", "roundEnd": "neither-can-move" })),
        0,
    );
    assert!(refused.is_err());
}

/// RS1. `1 0 0 0 0 | 0 0 0 0 0`, reserves South 14, North 27, South to move. South plays 0+
/// (into 1; 2 and 3 empty: the turn ends); North has nothing: the round ends. South's total is
/// 15, North's 27; South fills the head and two houses (F0,1) and North everything. Who starts
/// round 2: South, who filled fewer houses (our default); North with `round-winner` (the larger
/// total); South with `last-mover` (South made the round's last move); North with `alternate`.
#[test]
fn round_starter_readings() {
    let holes = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    for (starter, first) in [
        ("fewer-houses", 0),
        ("round-winner", 1),
        ("last-mover", 0),
        ("alternate", 1),
    ] {
        let mut g = set_up(holes, [14, 27], 0, json!({ "roundStarter": starter }));
        g.play_notation("0+").expect("South sows");
        let s = state(&g);
        assert_eq!(s["phase"], "refill", "{starter}");
        assert_eq!(s["refillCount"], 2);
        g.play_notation("F0,1").expect("South refills");
        let s = state(&g);
        assert_eq!(s["round"], 2);
        assert_eq!(s["reserve"], json!([2, 6]));
        assert_eq!(s["toMove"], first, "{starter} starts round 2 with {first}");
    }
}

/// RS2. A tie in totals: `round-winner` falls back on our rule. T2 of the spec ends a round
/// with South 10 and North 32; here the same board with North's capture already made and equal
/// totals, 21-21, after North's last move: both fill every house, and the opponent of the last
/// mover (South) starts, as by default.
#[test]
fn round_winner_on_equal_totals() {
    // `0 0 0 0 0 | 1 0 5 4 0`, South to move with nothing: the round ends at once. North
    // moved last (lastMover 1). Reserves South 21, North 11: totals 21-21.
    let position = json!({
        "holes": [0, 0, 0, 0, 0, 1, 0, 5, 4, 0],
        "reserve": [21, 11],
        "toMove": 0,
        "lastMover": 1
    });
    let g = Game::from_position(
        "bay-khom",
        &position,
        Some(&json!({ "roundStarter": "round-winner" })),
        0,
    )
    .expect("a position");
    let s = state(&g);
    assert_eq!(s["round"], 2);
    assert_eq!(s["reserve"], json!([0, 0]));
    assert_eq!(s["toMove"], 0);
}

/// Saves of a game with the defaults do not mention the readings (they are as they were).
#[test]
fn readings_are_left_out_of_default_saves() {
    let g = Game::create("bay-khom", None::<&Value>, 1).expect("a game");
    let save = save::save_json(&g);
    assert!(
        !save.contains("headStart") && !save.contains("roundEnd"),
        "{save}"
    );
    let g = save::load_json(&save).expect("the save loads");
    assert_eq!(save::save_json(&g), save);
}
