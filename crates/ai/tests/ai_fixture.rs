//! The AI fixture (tests/fixtures/ai-choices.json): for every game and ruleset, positions along
//! one seeded random game, and at each the move `suggest` picks at every level for two seeds,
//! with the value, depth and node count of the search behind it. It pins the computer's choices:
//! a change to how the search is built (not to what it computes) must leave every line alone.
//! tests/node/ai-choices.test.js asks the wasm build for the same suggestions.
//!
//! Regenerate with `FOLKGAMES_WRITE_FIXTURES=1 cargo test --release -p folkgames-ai --test
//! ai_fixture`, but only when a change to the computer's play is meant.

use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use folkgames::rng::Rng;
use folkgames::rules::{NoEvents, Rules, Turn};
use folkgames_ai::{self as ai, Level, Player, Suggest};

/// The fixture lives with the other fixtures of the package, which the Node tests read too.
const PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../tests/fixtures/ai-choices.json"
);

/// Positions checked per game.
const CHECKS: usize = 8;

fn new_game<R: Rules>(options: &str) -> R {
    let o: R::Options = serde_json::from_str(options).expect("options of this game");
    R::new(&o).expect("game")
}

/// A move object (docs/api.md's shape) as JSON text.
fn move_json<R: Rules>(mv: &R::Move) -> String {
    serde_json::to_string(mv).expect("a move object")
}

/// One line per suggestion: where, how, what was chosen and what the search saw.
fn check_line<P: Player>(g: &P, ply: usize, level: Level, seed: u64) -> String {
    let clock = ai::native_clock();
    // A generous cap: the node budget, not the clock, must end every search here.
    let opts = Suggest {
        level,
        time_ms: 60_000.0,
        seed,
    };
    let r = ai::suggest_report(g, &opts, &clock).expect("a suggestion");
    format!(
        r#"{{"ply":{ply},"level":"{}","seed":{seed},"move":{},"value":{:?},"depth":{},"nodes":{}}}"#,
        level.as_str(),
        move_json::<P>(&r.best),
        r.value,
        r.depth,
        r.nodes
    )
}

/// A seeded random game of `P`, with the suggestions at up to `CHECKS` of its positions (at
/// least `stride` plies apart; decisions with a choice, and the first throw due and the first
/// Bày Khòm refill choice, BK9).
fn game<P: Player>(id: &str, options: &str, seed: u64, stride: usize) -> String {
    let mut g: P = new_game(options);
    let mut rng = Rng::from_seed(seed);
    let mut moves = Vec::new();
    let mut checks = Vec::new();
    let mut next = 0;
    let mut throw_checked = false;
    let mut fill_checked = false;
    let mut legal = Vec::new();
    while g.turn() != Turn::Over && checks.len() < CHECKS * 6 {
        let ply = moves.len();
        legal.clear();
        g.legal_moves(&mut legal);
        let chance = g.turn() == Turn::Chance;
        let fill = legal.len() >= 2 && move_json::<P>(&legal[0]).contains("\"fill\"");
        let wanted = if chance {
            !throw_checked
        } else {
            (ply >= next || (fill && !fill_checked)) && legal.len() >= 2
        };
        if wanted {
            // `expert` searches several times longer: the three others cover the same search.
            for level in [Level::Easy, Level::Medium, Level::Hard] {
                for s in [ply as u64, ply as u64 * 7919 + 13] {
                    checks.push(check_line(&g, ply, level, s));
                }
            }
            if chance {
                throw_checked = true;
            } else if fill {
                fill_checked = true;
            } else {
                next = ply + stride;
            }
        }
        let mv = if chance {
            g.sample_chance(&mut rng).expect("a throw")
        } else {
            legal[rng.below(legal.len() as u32) as usize].clone()
        };
        moves.push(serde_json::to_string(&mv.to_string()).expect("notation"));
        g.play(&mv, &mut NoEvents).expect("a listed move plays");
    }
    format!(
        "{{\"game\":\"{id}\",\"options\":{options},\"moves\":[{}],\"checks\":[\n{}\n]}}",
        moves.join(","),
        checks.join(",\n")
    )
}

fn fixture() -> String {
    let games = [
        game::<Kpe>("kpe", "{}", 1, 7),
        game::<Kpe>("kpe", r#"{"skipOrigin":true,"firstPlayer":1}"#, 2, 5),
        game::<BayKhom>("bay-khom", r#"{"ruleset":"poree-maspero"}"#, 3, 9),
        game::<BayKhom>(
            "bay-khom",
            r#"{"ruleset":"poree-maspero","roundStarter":"alternate","firstPlayer":1}"#,
            4,
            13,
        ),
        game::<BayKhom>("bay-khom", r#"{"ruleset":"mancala-world"}"#, 5, 4),
        game::<Siryu>("siryu", r#"{"players":2}"#, 6, 40),
        game::<Siryu>("siryu", r#"{"players":2,"stationSirs":1}"#, 7, 25),
        game::<Siryu>("siryu", r#"{"players":3,"stationSirs":1}"#, 8, 30),
        game::<Siryu>("siryu", r#"{"players":4}"#, 9, 40),
        game::<Siryu>("siryu", r#"{"players":8,"stationSirs":1}"#, 10, 60),
    ];
    format!("[\n{}\n]\n", games.join(",\n"))
}

#[test]
fn ai_choices_still_match_the_fixture() {
    let text = fixture();
    if std::env::var_os("FOLKGAMES_WRITE_FIXTURES").is_some() {
        std::fs::write(PATH, &text).expect("write the fixture");
    }
    let stored = std::fs::read_to_string(PATH).expect("tests/fixtures/ai-choices.json");
    serde_json::from_str::<serde_json::Value>(&stored).expect("the fixture is JSON");
    // Line by line, so that a failure names the first suggestion that changed.
    for (i, (fresh, old)) in text.lines().zip(stored.lines()).enumerate() {
        assert_eq!(fresh, old, "line {} of the AI fixture changed", i + 1);
    }
    assert_eq!(text.lines().count(), stored.lines().count());
}
