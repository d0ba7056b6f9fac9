//! `Rules::random_move`, which random playouts call, picks exactly the move the default does:
//! the one `legal_moves` lists at index `rng.below(count)`, drawing the same numbers. The games
//! override it to pick from bit sets without building the list; if they ever disagreed, seeded
//! random games would change (tests/fixtures).
use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use folkgames::json;
use folkgames::options::Options;
use folkgames::rng::Rng;
use folkgames::{NoEvents, Rules, Turn};

fn check<R: Rules>(opts: &str, games: u64) {
    let value = json::parse(opts).expect("valid JSON");
    let mut positions = 0;
    for seed in 0..games {
        let mut o = Options::from_json(&value).expect("options");
        let mut g = R::new(&mut o).expect("a game");
        let mut rng = Rng::from_seed(seed);
        let mut list = Vec::new();
        let mut buf = Vec::new();
        while g.turn() != Turn::Over {
            // In every position, a throw due included (where the default is used).
            list.clear();
            g.legal_moves(&mut list);
            let mut fast = rng;
            let mut slow = rng;
            let picked = g.random_move(&mut fast, &mut buf);
            let expected = list.get(slow.below(list.len() as u32) as usize).cloned();
            assert_eq!(picked, expected, "{opts} seed {seed}: {g:?}");
            assert_eq!(fast, slow, "{opts} seed {seed}: different draws");
            positions += 1;
            let mv = match g.turn() {
                Turn::Chance => g.sample_chance(&mut rng).expect("a throw"),
                _ => g.random_move(&mut rng, &mut buf).expect("a move"),
            };
            g.play(&mv, &mut NoEvents).expect("a legal move");
        }
    }
    assert!(positions > 1000, "{opts}: only {positions} positions");
}

#[test]
fn kpe_random_move_is_the_listed_one() {
    check::<Kpe>(r#"{}"#, 200);
    check::<Kpe>(r#"{"skipOrigin":true}"#, 100);
}

#[test]
fn bay_khom_random_move_is_the_listed_one() {
    check::<BayKhom>(r#"{"ruleset":"poree-maspero"}"#, 300);
    check::<BayKhom>(r#"{"ruleset":"mancala-world"}"#, 300);
}

#[test]
fn siryu_random_move_is_the_listed_one() {
    check::<Siryu>(r#"{"players":2}"#, 30);
    check::<Siryu>(r#"{"players":5,"stationSirs":1}"#, 10);
}
