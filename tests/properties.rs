//! Property tests (proptest) for every game and ruleset over random legal sequences: the
//! invariants of `folkgames::invariants` after every move; an illegal or malformed move leaves the
//! state byte-for-byte unchanged; undo after play restores exactly (and redo replays it); save →
//! load gives the same state and the same future; every listed move plays; every game ends
//! within its limit.
//!
//! Cases per configuration: PROPTEST_CASES (default 64 here, so the file stays well under a
//! minute in release).

use folkgames::game::{GameOf, GameRules};
use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use folkgames::invariants::{check, Invariants};
use folkgames::rng::Rng;
use folkgames::save::{self, Save};
use folkgames::{GameError, Rules, Turn};
use proptest::prelude::*;
use serde::Serialize;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(64);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// A game of `R` from its options as JSON (unknown options refused by the options' type).
fn game_of<R: Rules>(options: &str, seed: u64) -> GameOf<R> {
    let o: R::Options = serde_json::from_str(options).expect("options of this game");
    let start = R::new(&o).expect("valid options");
    GameOf::new(start, seed)
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("JSON")
}

/// `state()` as JSON text.
fn state_json<R: Rules>(s: &GameOf<R>) -> String {
    json(&s.state())
}

fn play_notation<R: Rules>(s: &mut GameOf<R>, text: &str) -> Result<(), GameError> {
    let mv: R::Move = text.parse()?;
    s.play(mv).map(drop)
}

/// A move object given as JSON text, read as the move type reads it (or refused).
fn play_json<R: Rules>(s: &mut GameOf<R>, text: &str) -> bool {
    match serde_json::from_str::<R::Move>(text) {
        Ok(mv) => s.play(mv).is_ok(),
        Err(_) => false,
    }
}

fn legal_notations<R: Rules>(s: &GameOf<R>) -> Vec<String> {
    s.legal_moves().iter().map(ToString::to_string).collect()
}

/// Notation near-misses and odd strings for every game.
const ODD_NOTATIONS: [&str; 24] = [
    "",
    " ",
    "8",
    "9",
    "-1",
    "10+",
    "0*",
    "4+",
    "9-",
    "F1,1",
    "T7",
    "T",
    "WWWWW",
    "WWWWWWW",
    "BBBBBBB",
    "X",
    "pass",
    "p ",
    "0++",
    "1,2,3,4,5",
    "{}",
    "null",
    "\u{0}",
    "éé",
];

/// Move objects of every game's shape, some near-misses.
fn odd_json(k: u8, n: i64, d: u8) -> String {
    let kind = ["sow", "fill", "throw", "move", "pass", "jump", ""][k as usize % 7];
    let dir = ["+", "-", "up", ""][d as usize % 4];
    let piece = ["father", "mother", "angel", "son"][d as usize % 4];
    format!(
        r#"{{"kind":"{kind}","pit":{n},"hole":{n},"dir":"{dir}","houses":[{n}],"piece":"{piece}","whites":{n}}}"#
    )
}

/// A refused move must change nothing; an accepted one must equal playing some listed move.
fn try_odd<R: Invariants>(
    s: &GameOf<R>,
    attempt: impl Fn(&mut GameOf<R>) -> bool,
) -> Result<(), TestCaseError> {
    let mut h = s.clone();
    if attempt(&mut h) {
        let same = s.legal_moves().iter().any(|m| {
            let mut k = s.clone();
            k.play(m.clone()).is_ok() && k.rules() == h.rules()
        });
        prop_assert!(same, "an accepted odd move is not one of the listed moves");
    } else {
        prop_assert_eq!(h.rules(), s.rules());
        prop_assert_eq!(state_json(&h), state_json(s));
        prop_assert_eq!(json(&Save::from(&h)), json(&Save::from(s)));
        prop_assert_eq!(h.ply(), s.ply());
    }
    Ok(())
}

/// Picks move `choice` among the listed ones, or rolls when a throw is due and `choice` is even.
fn step<R: Rules>(s: &mut GameOf<R>, choice: u32) -> Result<(), TestCaseError> {
    if s.rules().turn() == Turn::Chance && choice % 2 == 0 {
        prop_assert!(GameOf::roll(s).is_ok(), "a throw is due but roll fails");
        return Ok(());
    }
    let legal = s.legal_moves();
    let mv = &legal[choice as usize % legal.len()];
    prop_assert!(s.play(mv.clone()).is_ok(), "listed move {:?} fails", mv);
    Ok(())
}

fn random_sequence<R: Invariants + GameRules>(
    options: &str,
    seed: u64,
    choices: &[u32],
    odd: &[(String, u8, i64, u8)],
) -> Result<(), TestCaseError> {
    let mut s = game_of::<R>(options, seed);
    let mut buf = Vec::new();
    for (i, &choice) in choices.iter().enumerate() {
        check(s.rules(), s.ply(), &mut buf).map_err(TestCaseError::fail)?;
        if s.rules().turn() == Turn::Over {
            break;
        }
        // Every listed move plays.
        for m in &buf {
            prop_assert!(s.clone().play(*m).is_ok(), "listed move {:?} fails", m);
        }
        // Odd input leaves the state byte-for-byte unchanged (or is a listed move).
        let (text, k, n, d) = &odd[i % odd.len()];
        let notation = if i % 2 == 0 {
            text.clone()
        } else {
            ODD_NOTATIONS[i % ODD_NOTATIONS.len()].to_string()
        };
        try_odd(&s, |h| play_notation(h, &notation).is_ok())?;
        let move_json = odd_json(*k, *n, *d);
        try_odd(&s, |h| play_json(h, &move_json))?;
        try_odd(&s, |h| play_json(h, text))?;
        // Undo after play restores exactly; redo plays the same move again.
        let before = s.clone();
        step(&mut s, choice)?;
        let after = s.clone();
        prop_assert!(GameOf::undo(&mut s).is_ok());
        prop_assert_eq!(s.rules(), before.rules());
        prop_assert_eq!(state_json(&s), state_json(&before));
        prop_assert_eq!(json(&Save::from(&s)), json(&Save::from(&before)));
        prop_assert!(GameOf::redo(&mut s).is_ok());
        prop_assert_eq!(s.rules(), after.rules());
        prop_assert_eq!(state_json(&s), state_json(&after));
        prop_assert_eq!(json(&Save::from(&s)), json(&Save::from(&after)));
    }
    // Save → load: the same state, and the same future under the same moves (rolls included).
    let save = json(&Save::from(&s));
    let mut loaded = save::load_json(&save).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(loaded.id(), R::GAME);
    prop_assert_eq!(loaded.state_json(), state_json(&s));
    prop_assert_eq!(save::save_json(&loaded), save);
    let mut rng = Rng::from_seed(seed ^ 0x5eed);
    for _ in 0..60 {
        if s.rules().turn() == Turn::Over {
            prop_assert!(loaded.is_over());
            break;
        }
        if s.rules().turn() == Turn::Chance && rng.below(2) == 0 {
            let a = GameOf::roll(&mut s)
                .map(|r| r.to_any())
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            let b = loaded
                .roll()
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(a, b);
        } else {
            let legal = legal_notations(&s);
            let n = &legal[rng.below(legal.len() as u32) as usize];
            let mv: R::Move = n
                .parse()
                .map_err(|e: GameError| TestCaseError::fail(e.to_string()))?;
            let a = s
                .play(mv)
                .map(|r| r.to_any())
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            let b = loaded
                .play_notation(n)
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(a, b);
        }
        prop_assert_eq!(loaded.state_json(), state_json(&s));
    }
    prop_assert_eq!(save::save_json(&loaded), json(&Save::from(&s)));
    Ok(())
}

/// A whole random game (throws rolled) ends within `max_plies`, invariants after every move.
fn whole_game<R: Invariants>(options: &str, seed: u64) -> Result<(), TestCaseError> {
    let mut s = game_of::<R>(options, seed);
    let mut rng = Rng::from_seed(seed);
    let mut buf = Vec::new();
    loop {
        check(s.rules(), s.ply(), &mut buf).map_err(TestCaseError::fail)?;
        if s.rules().turn() == Turn::Over {
            return Ok(());
        }
        step(&mut s, rng.below(u32::MAX))?;
    }
}

fn odd_inputs() -> impl Strategy<Value = Vec<(String, u8, i64, u8)>> {
    prop::collection::vec(
        (
            prop::collection::vec(any::<char>(), 0..8).prop_map(|c| c.into_iter().collect()),
            any::<u8>(),
            prop_oneof![-3i64..12, Just(i64::MAX), Just(1 << 53)],
            any::<u8>(),
        ),
        1..16,
    )
}

macro_rules! properties {
    ($($name:ident: $game:ty, $options:expr;)*) => {
        $(
            mod $name {
                use super::*;
                proptest! {
                    #![proptest_config(config())]
                    #[test]
                    fn random_legal_sequences(
                        seed in 0u64..(1 << 53),
                        choices in prop::collection::vec(any::<u32>(), 0..160),
                        odd in odd_inputs(),
                    ) {
                        random_sequence::<$game>($options, seed, &choices, &odd)?;
                    }

                    #[test]
                    fn games_end_within_their_limit(seed in 0u64..(1 << 53)) {
                        whole_game::<$game>($options, seed)?;
                    }
                }
            }
        )*
    };
}

properties! {
    kpe: Kpe, "{}";
    kpe_skip_origin: Kpe, r#"{"skipOrigin":true,"firstPlayer":1}"#;
    bay_khom_poree_maspero: BayKhom, r#"{"ruleset":"poree-maspero"}"#;
    bay_khom_mancala_world: BayKhom, r#"{"ruleset":"mancala-world","roundStarter":"alternate"}"#;
    siryu_2_sirs_1: Siryu, r#"{"players":2,"stationSirs":1}"#;
    siryu_2_sirs_3: Siryu, r#"{"players":2,"stationSirs":3}"#;
    siryu_3_sirs_1: Siryu, r#"{"players":3,"stationSirs":1}"#;
    siryu_3_sirs_3: Siryu, r#"{"players":3,"stationSirs":3}"#;
    siryu_8_sirs_1: Siryu, r#"{"players":8,"stationSirs":1}"#;
    siryu_8_sirs_3: Siryu, r#"{"players":8,"stationSirs":3}"#;
}
