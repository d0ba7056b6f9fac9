//! `Rules::random_move`, which random playouts call, picks exactly the move a listed reference
//! picks, drawing the same numbers. For Kpé and Siryu that is the default: the move `legal_moves`
//! lists at index `rng.below(count)`. Bày Khòm's draws among the sowings BK2 allows and draws
//! again among the rest when the one drawn is endless (BK6), so that it need not try every
//! sowing; its reference does that on lists. The games pick from bit sets without building the
//! list; if they ever disagreed with the reference, seeded random playouts would change.
use folkgames::games::bay_khom::{BayKhom, BayKhomMove, Dir, Phase};
use folkgames::games::{kpe::Kpe, siryu::Siryu};
use folkgames::json;
use folkgames::options::Options;
use folkgames::rng::Rng;
use folkgames::{NoEvents, Rules, Turn};
use std::cell::Cell;

/// A reference pick: the game, its legal moves as listed, the generator.
type Pick<R> = fn(&R, &[<R as Rules>::Move], &mut Rng) -> Option<<R as Rules>::Move>;

/// The default's pick: the listed move at index `below(count)`.
fn listed<R: Rules>(_: &R, legal: &[R::Move], rng: &mut Rng) -> Option<R::Move> {
    legal.get(rng.below(legal.len() as u32) as usize).cloned()
}

thread_local! {
    /// How often `by_rejection` drew an endless sowing and drew again, in this test's thread.
    static REDRAWS: Cell<usize> = const { Cell::new(0) };
}

/// Bày Khòm's pick, on lists: uniform among the sowings from a non-empty active house of the
/// player to move (in the order hole, then `+` before `-`), drawn again among the rest while the
/// one drawn is not legal (endless, BK6). In the refill phase, the default's.
fn by_rejection(g: &BayKhom, legal: &[BayKhomMove], rng: &mut Rng) -> Option<BayKhomMove> {
    if g.phase() != Phase::Sow {
        return listed(g, legal, rng);
    }
    let me = g.to_move() as usize;
    let eliminated = g.eliminated();
    let mut pool: Vec<BayKhomMove> = (me * 5..me * 5 + 4)
        .filter(|&h| !eliminated[h] && g.holes()[h] > 0)
        .flat_map(|h| [Dir::Plus, Dir::Minus].map(|d| BayKhomMove::sow(h as u8, d)))
        .collect();
    loop {
        let k = rng.below(pool.len() as u32) as usize;
        let m = *pool.get(k)?;
        if legal.contains(&m) {
            return Some(m);
        }
        REDRAWS.with(|r| r.set(r.get() + 1));
        pool.remove(k);
    }
}

fn check<R: Rules>(opts: &str, games: u64) {
    check_with::<R>(opts, games, listed::<R>)
}

fn check_with<R: Rules>(opts: &str, games: u64, reference: Pick<R>) {
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
            let expected = reference(&g, &list, &mut slow);
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
fn bay_khom_random_move_is_the_reference_one() {
    check_with::<BayKhom>(r#"{"ruleset":"poree-maspero"}"#, 300, by_rejection);
    check_with::<BayKhom>(r#"{"ruleset":"mancala-world"}"#, 300, by_rejection);
}

/// Endless sowings are rare in random games (none in the 600 above), so the draw again is
/// checked from the specification's T5 position, where North's 5- never ends (BK6).
#[test]
fn bay_khom_draws_again_after_an_endless_sowing() {
    let start = BayKhom::from_position([0, 1, 0, 1, 0, 1, 1, 0, 1, 2], [17, 18], &[], 1);
    let mut legal = Vec::new();
    start.legal_moves(&mut legal);
    assert!(!legal.contains(&BayKhomMove::sow(5, Dir::Minus)));
    let mut buf = Vec::new();
    for seed in 0..200 {
        let mut fast = Rng::from_seed(seed);
        let mut slow = fast;
        let picked = start.clone().random_move(&mut fast, &mut buf);
        assert_eq!(
            picked,
            by_rejection(&start, &legal, &mut slow),
            "seed {seed}"
        );
        assert_eq!(fast, slow, "seed {seed}: different draws");
    }
    let redraws = REDRAWS.with(Cell::get);
    assert!(
        redraws > 10,
        "only {redraws} draws of the endless sowing in 200 seeds"
    );
}

#[test]
fn siryu_random_move_is_the_listed_one() {
    check::<Siryu>(r#"{"players":2}"#, 30);
    check::<Siryu>(r#"{"players":5,"stationSirs":1}"#, 10);
}
