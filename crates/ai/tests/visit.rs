//! The catalogue's `visit` preset for Bày Khòm (a single round, moves from the head allowed) keeps
//! the first game going past the visitor's first move: whatever South opens with, the computer's
//! answer at any level and seed does not end the game. Under the several-round default it can
//! (issue 30: "house 2 counter-clockwise", answered with a 17-relay sweep, ends the game 34 to 8),
//! and so it can in the single round alone (the sweep leaves South no counter in a house, and a
//! player with no move ends the game); `headStart` gives South the head to move from. The second
//! test shows both, so that the first says what the preset is for.

use folkgames::catalogue::{catalogue, VISIT};
use folkgames::games::bay_khom::BayKhom;
use folkgames::rules::{NoEvents, Rules, Turn};
use folkgames_ai::{self as ai, Level, Suggest};

fn start(options: serde_json::Value) -> BayKhom {
    let o = serde_json::from_value(options).expect("Bày Khòm's options");
    BayKhom::new(&o).expect("a game")
}

fn visit_options() -> serde_json::Value {
    let game = catalogue()
        .into_iter()
        .find(|g| g.id == "bay-khom")
        .expect("Bày Khòm");
    let preset = game
        .presets
        .into_iter()
        .find(|p| p.id == VISIT)
        .expect("a visit preset");
    serde_json::to_value(preset.options).expect("options")
}

/// For every first move and every level, over `seeds` seeds of the computer: how many answers end
/// the game at once (first move, level, seed).
fn endings_after_the_first_exchange(g0: &BayKhom, seeds: u64) -> Vec<String> {
    let mut firsts = vec![];
    g0.legal_moves(&mut firsts);
    assert!(!firsts.is_empty());
    let mut ended = vec![];
    for first in &firsts {
        let mut g = g0.clone();
        g.play(first, &mut NoEvents).expect("a legal first move");
        if g.turn() == Turn::Over {
            ended.push(format!("{first:?} alone"));
            continue;
        }
        for level in Level::ALL {
            for seed in 0..seeds {
                let mut h = g.clone();
                let mv = ai::suggest(&h, &Suggest::new(level, seed), &|| 0.0).expect("an answer");
                h.play(&mv, &mut NoEvents).expect("a legal answer");
                if h.turn() == Turn::Over {
                    ended.push(format!(
                        "{first:?} answered by {level:?} {mv:?} (seed {seed})"
                    ));
                }
            }
        }
    }
    ended
}

#[test]
fn visit_bay_khom_is_not_over_after_the_first_exchange() {
    let g0 = start(visit_options());
    assert_eq!(
        endings_after_the_first_exchange(&g0, 20),
        Vec::<String>::new()
    );
}

#[test]
fn without_the_head_start_the_first_exchange_can_end_the_game() {
    for options in [
        serde_json::json!({}),
        serde_json::json!({ "ruleset": "mancala-world" }),
    ] {
        let ended = endings_after_the_first_exchange(&start(options.clone()), 3);
        assert!(!ended.is_empty(), "{options}");
    }
}
