//! Every legal move of thousands of random positions, in every game and ruleset: its notation
//! parses back to the same move, and so does its JSON object.

use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use folkgames::json::{self, Writer};
use folkgames::options::Options;
use folkgames::rng::Rng;
use folkgames::{NoEvents, Rules, Turn};

fn check_game<R: Rules>(opts: &str, games: usize, seed: u64) -> usize {
    let mut rng = Rng::from_seed(seed);
    let mut positions = 0;
    for _ in 0..games {
        let v = json::parse(opts).unwrap();
        let mut o = Options::from_json(&v).unwrap();
        let mut g = R::new(&mut o).unwrap();
        let mut moves = Vec::new();
        while g.turn() != Turn::Over {
            moves.clear();
            g.legal_moves(&mut moves);
            positions += 1;
            for m in &moves {
                let text = R::notation(m);
                if let Some(fixed) = R::static_notation(m) {
                    assert_eq!(fixed, text, "static notation");
                }
                assert_eq!(
                    R::parse_notation(&text).as_ref(),
                    Ok(m),
                    "notation {text:?}"
                );
                let mut w = Writer::new();
                R::write_move(m, &mut w);
                let obj = w.finish();
                let back = R::move_from_json(&json::parse(&obj).unwrap());
                assert_eq!(back.as_ref(), Ok(m), "JSON {obj}");
            }
            let mv = match g.sample_chance(&mut rng) {
                Some(throw) => {
                    // A drawn throw (sticks) round-trips too.
                    let text = R::notation(&throw);
                    assert_eq!(R::parse_notation(&text).as_ref(), Ok(&throw));
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
