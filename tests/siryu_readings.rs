//! Siryu's readings of Champault's French (docs/spec/siryu.md, "Readings the sources allow"), each
//! an option that is off by default: worked cases of our own, each played with and without it.
//! Throws are entered by their count of white faces (`T5`: five white, a sir).

use folkgames::Game;
use serde_json::{json, Value};

fn piece(kind: &str, square: u8, started: bool) -> Value {
    json!({ "kind": kind, "square": square, "started": started, "stations": 0 })
}

fn at_start() -> Value {
    json!([
        piece("father", 1, false),
        piece("mother", 3, false),
        piece("angel", 2, false)
    ])
}

fn set_up(pieces: Value, options: Value) -> Game {
    let position = json!({ "pieces": pieces, "seat": 0 });
    Game::from_position("siryu", &position, Some(&options), 0).expect("a position")
}

fn state(g: &Game) -> Value {
    serde_json::from_str(&g.state_json()).expect("state JSON")
}

fn play(g: &mut Game, moves: &[&str]) {
    for m in moves {
        g.play_notation(m)
            .unwrap_or_else(|e| panic!("{m}: {}", e.message));
    }
}

/// OS1. Player 0: father on 6 and mother on 8 (started), angel unstarted on 2; player 1 at the
/// start. T1, a sir, starts the angel (2 → 3); the bonus T3 takes the father 6 → 9, over 7 and
/// 8. Our rule: the mother on 8, the mover's own, stays. With `ownSentBack` ("le pion dépassé,
/// quelle que soit sa nature"), she goes back to 3, unstarted. The angel on 3 was not passed.
#[test]
fn own_sent_back() {
    let pieces = json!([
        [
            piece("father", 6, true),
            piece("mother", 8, true),
            piece("angel", 2, false)
        ],
        at_start()
    ]);
    for (options, mother) in [
        (json!({}), piece("mother", 8, true)),
        (json!({ "ownSentBack": true }), piece("mother", 3, false)),
    ] {
        let mut g = set_up(pieces.clone(), options.clone());
        play(&mut g, &["T1"]);
        assert_eq!(g.legal_notations(), ["F", "M", "A"]);
        play(&mut g, &["A", "T3", "F"]);
        let s = state(&g);
        assert_eq!(s["pieces"][0][0], piece("father", 9, true), "{options}");
        assert_eq!(s["pieces"][0][1], mother, "{options}");
        assert_eq!(s["pieces"][0][2], piece("angel", 3, true), "{options}");
        assert_eq!(s["pieces"][1], at_start());
    }
}

/// DO1. From the start, a sir may start any piece; with `departure: "in-order"` ("Le père part
/// le premier, l'ange en position 2, puis vient la mère") only the father, then the angel, then
/// the mother. T5 starts the father (1 → 2), the bonus T3 takes him to 5; player 1 throws T2,
/// nothing. Player 0's next sir may move the father or start a piece: in order, the angel but
/// not the mother; once the angel is out (the bonus T0 is lost: pass), the mother may start.
#[test]
fn departure_in_order() {
    let mut plain = Game::create("siryu", Some(&json!({})), 0).expect("a game");
    play(&mut plain, &["T5"]);
    assert_eq!(plain.legal_notations(), ["F", "M", "A"]);

    let mut g =
        Game::create("siryu", Some(&json!({ "departure": "in-order" })), 0).expect("a game");
    play(&mut g, &["T5"]);
    assert_eq!(g.legal_notations(), ["F"]);
    assert!(g.play_notation("M").is_err());
    play(&mut g, &["F", "T3", "F", "T2", "T1"]);
    assert_eq!(state(&g)["pieces"][0][0], piece("father", 5, true));
    assert_eq!(g.legal_notations(), ["F", "A"]);
    play(&mut g, &["A", "T0"]);
    assert_eq!(g.legal_notations(), ["P"]);
    play(&mut g, &["P", "T3", "T5"]);
    assert_eq!(g.legal_notations(), ["F", "M", "A"]);
}

/// BS1. From the start, T5 starts the father (1 → 2). Our rule: the bonus T1 is a plain count,
/// the father's one point (2 → 3), and the turn passes. With `bonusSir` ("a le droit de
/// rejouer") the bonus T1 is a sir: it may start the mother (3 → 4), and another bonus throw
/// follows; its T5 is a sir again (the angel starts, 2 → 3), and the next bonus T2, a count,
/// takes the father 2 → 4. Only then does the turn pass.
#[test]
fn bonus_sir() {
    let mut plain = Game::create("siryu", Some(&json!({})), 0).expect("a game");
    play(&mut plain, &["T5", "F", "T1"]);
    assert_eq!(plain.legal_notations(), ["F"]);
    play(&mut plain, &["F"]);
    let s = state(&plain);
    assert_eq!(
        (s["seat"].clone(), s["throwDue"].clone()),
        (json!(1), json!("first"))
    );

    let mut g = Game::create("siryu", Some(&json!({ "bonusSir": true })), 0).expect("a game");
    play(&mut g, &["T5", "F", "T1"]);
    assert_eq!(state(&g)["throwKind"], "sir");
    assert_eq!(g.legal_notations(), ["F", "M", "A"]);
    play(&mut g, &["M"]);
    let s = state(&g);
    assert_eq!(
        (s["seat"].clone(), s["throwDue"].clone()),
        (json!(0), json!("bonus"))
    );
    play(&mut g, &["T5", "A", "T2", "F"]);
    let s = state(&g);
    assert_eq!(s["pieces"][0][0], piece("father", 4, true));
    assert_eq!(s["pieces"][0][1], piece("mother", 4, true));
    assert_eq!(s["pieces"][0][2], piece("angel", 3, true));
    assert_eq!(
        (s["seat"].clone(), s["throwDue"].clone()),
        (json!(1), json!("first"))
    );
    // A position in the middle of such a turn: a bonus throw due after three throws.
    let mid = json!({
        "pieces": [at_start(), at_start()],
        "seat": 0,
        "throwDue": "bonus",
        "bonusThrowsLeft": 1,
        "turnThrows": 3
    });
    assert!(Game::from_position("siryu", &mid, Some(&json!({ "bonusSir": true })), 0).is_ok());
    assert!(Game::from_position("siryu", &mid, Some(&json!({})), 0).is_err());
}

/// Saves of a game with the defaults do not mention the readings (they are as they were);
/// a game with one keeps it.
#[test]
fn readings_in_saves() {
    let g = Game::create("siryu", None::<&Value>, 1).expect("a game");
    let save = g.save_json();
    for name in ["ownSentBack", "departure", "bonusSir"] {
        assert!(!save.contains(name), "{save}");
    }
    let mut g = Game::create("siryu", Some(&json!({ "bonusSir": true, "seed": 4 })), 0).unwrap();
    play(&mut g, &["T5", "F", "T1", "M"]);
    let again = Game::load_json(&g.save_json()).expect("the save loads");
    assert_eq!(again.state_json(), g.state_json());
}
