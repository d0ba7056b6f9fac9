//! `why_not` against `play`, over random games of every ruleset and every reading that changes a
//! refusal: at every ply, each move of a wide set (every place of the board, both directions,
//! fills, every throw, every piece, a pass) is legal exactly when `why_not` says nothing, and
//! `play` of a refused move fails with the same refusal, changing nothing. The chance outcomes
//! are listed exactly when a throw is due and add up to 1.

use folkgames::{ErrorCode, Game, RefusalCode};
use serde_json::json;
use std::collections::BTreeSet;

/// Moves in notation worth asking about in any position of `id`.
fn universe(id: &str, legal: &[String]) -> Vec<String> {
    let mut all: Vec<String> = match id {
        "kpe" => (0..8).map(|p| p.to_string()).collect(),
        "bay-khom" => (0..10)
            .flat_map(|h| [format!("{h}+"), format!("{h}-")])
            .chain(["F1", "F0,1", "F5", "F1,2,3"].map(String::from))
            .collect(),
        _ => ["F", "M", "A", "P"]
            .into_iter()
            .map(String::from)
            .chain((0..=6).map(|k| format!("T{k}")))
            .collect(),
    };
    all.extend(legal.iter().cloned());
    all.sort();
    all.dedup();
    all
}

fn check_game(id: &str, options: serde_json::Value, seed: u64, codes: &mut BTreeSet<String>) {
    let mut game = Game::create(id, Some(&options), seed).unwrap();
    let mut pick = seed;
    loop {
        let legal = game.legal_notations();
        for mv in universe(id, &legal) {
            let why = game.why_not_notation(&mv).unwrap();
            assert_eq!(
                why.is_none(),
                legal.contains(&mv),
                "{id} {options} seed {seed} ply {}: {mv}: {why:?}",
                game.ply()
            );
            if let Some(refusal) = why {
                codes.insert(format!("{id} {}", refusal.code));
                assert!(!refusal.rule.is_empty() && !refusal.message.is_empty());
                let before = game.clone();
                let err = game.play_notation(&mv).unwrap_err();
                let expected = if refusal.code == RefusalCode::GameOver {
                    ErrorCode::GameOver
                } else {
                    ErrorCode::IllegalMove
                };
                assert_eq!(err.code, expected);
                assert_eq!(err.refusal.as_deref(), Some(&refusal), "{mv}");
                assert_eq!(game.history(), before.history());
            }
        }
        let chances = game.chance_outcomes();
        if game.turn() == folkgames::Turn::Chance {
            let total: f64 = chances.iter().map(|o| o.probability).sum();
            assert!((total - 1.0).abs() < 1e-12, "{total}");
            assert_eq!(chances.len(), legal.len());
        } else {
            assert!(chances.is_empty());
        }
        if game.is_over() {
            break;
        }
        pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let mv = &legal[(pick >> 33) as usize % legal.len()];
        game.play_notation(mv).unwrap();
    }
}

#[test]
fn why_not_is_what_play_answers_in_every_ruleset() {
    let cases = [
        ("kpe", json!({})),
        ("kpe", json!({ "skipOrigin": true })),
        ("bay-khom", json!({})),
        ("bay-khom", json!({ "headStart": true })),
        ("bay-khom", json!({ "roundEnd": "neither-can-move" })),
        ("bay-khom", json!({ "ruleset": "mancala-world" })),
        ("bay-khom", json!({ "ruleset": "mancala-world", "headStart": true })),
        ("siryu", json!({ "stationSirs": 1 })),
        ("siryu", json!({ "stationSirs": 1, "players": 4 })),
        ("siryu", json!({ "stationSirs": 1, "departure": "in-order" })),
        ("siryu", json!({ "stationSirs": 1, "bonusSir": true, "ownSentBack": true })),
    ];
    let mut codes = BTreeSet::new();
    for (id, options) in cases {
        for seed in 1..=6 {
            check_game(id, options.clone(), seed, &mut codes);
        }
    }
    // Random play meets most reasons; the rest are set up in tests/node/why-not.test.js.
    for seen in [
        "kpe not-yours",
        "kpe empty",
        "kpe game-over",
        "bay-khom not-yours",
        "bay-khom head",
        "bay-khom empty",
        "bay-khom fill-first",
        "bay-khom nothing-to-fill",
        "bay-khom fill-count",
        "bay-khom game-over",
        "siryu throw-due",
        "siryu use-throw",
        "siryu must-use",
        "siryu needs-sir",
        "siryu at-gate",
        "siryu out-of-order",
        "siryu game-over",
    ] {
        assert!(codes.contains(seen), "never seen: {seen}; seen {codes:?}");
    }
}

#[test]
fn a_throw_no_sticks_can_show_is_refused_as_a_bad_throw() {
    use folkgames::games::siryu::{Siryu, SiryuMove, SiryuOptions, Throw};
    use folkgames::Rules;
    let game = Siryu::new(&SiryuOptions::default()).unwrap();
    let refusal = game
        .why_not(&SiryuMove::Throw(Throw::Whites { whites: 7 }))
        .unwrap();
    assert_eq!((refusal.code, refusal.rule), (RefusalCode::BadThrow, "T1"));
}
