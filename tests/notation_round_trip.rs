//! Every legal move of thousands of random positions, in every game and ruleset: its notation
//! parses back to the same move, and so does its move object (docs/api.md's shape, through serde).

use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use folkgames::rng::Rng;
use folkgames::{NoEvents, Rules, Turn};

fn check_game<R: Rules>(opts: &str, games: usize, seed: u64) -> usize {
    let mut rng = Rng::from_seed(seed);
    let mut positions = 0;
    let options: R::Options = serde_json::from_str(opts).unwrap();
    for _ in 0..games {
        let mut g = R::new(&options).unwrap();
        let mut moves = Vec::new();
        while g.turn() != Turn::Over {
            moves.clear();
            g.legal_moves(&mut moves);
            positions += 1;
            for m in &moves {
                let text = m.to_string();
                assert_eq!(text.parse::<R::Move>().as_ref(), Ok(m), "notation {text:?}");
                let obj = serde_json::to_value(m).unwrap();
                let back = serde_json::from_value::<R::Move>(obj.clone());
                assert_eq!(back.ok().as_ref(), Some(m), "JSON {obj}");
            }
            let mv = match g.sample_chance(&mut rng) {
                Some(throw) => {
                    // A drawn throw (sticks) round-trips too.
                    let text = throw.to_string();
                    assert_eq!(text.parse::<R::Move>().as_ref(), Ok(&throw));
                    let obj = serde_json::to_value(&throw).unwrap();
                    assert_eq!(
                        serde_json::from_value::<R::Move>(obj).ok(),
                        Some(throw.clone())
                    );
                    throw
                }
                None => moves[rng.below(moves.len() as u32) as usize].clone(),
            };
            g.play(&mv, &mut NoEvents).unwrap();
        }
    }
    positions
}

#[test]
fn kpe_notation_round_trips() {
    assert!(check_game::<Kpe>("{}", 100, 1) > 5_000);
}

#[test]
fn bay_khom_notation_round_trips() {
    let n = check_game::<BayKhom>(r#"{"ruleset":"poree-maspero"}"#, 60, 2)
        + check_game::<BayKhom>(r#"{"ruleset":"mancala-world"}"#, 300, 3);
    assert!(n > 5_000, "{n}");
}

#[test]
fn siryu_notation_round_trips() {
    let n = check_game::<Siryu>(r#"{"players":3,"stationSirs":1}"#, 6, 4)
        + check_game::<Siryu>(r#"{"players":2}"#, 3, 5);
    assert!(n > 5_000, "{n}");
}
