//! `playout::random_step`, which random playouts, the soak run and the benchmarks call, plays a
//! throw as the game's generator draws it and every other move uniformly among the legal ones.
//!
//! - For Kpé and Siryu, whose candidates are the legal moves, it plays exactly the listed move at
//!   index `rng.below(count)`, drawing the same numbers (if that changed, every seeded playout
//!   would change); a throw is the one `sample_chance` draws.
//! - Bày Khòm's candidates are the sowings BK2 allows, and `play` refuses the endless ones
//!   (BK6): it plays exactly the move a reference written on lists picks, drawing uniformly among
//!   the sowings and again among the rest while the one drawn is endless.
//! - For every game and ruleset, from fixed positions (along seeded random games, and for Bày
//!   Khòm sparse boards where endless sowings are common), the moves played over many draws
//!   pass a chi-square test against the uniform distribution over the legal moves (throws:
//!   against C(6,k)/64 for k white faces).
use folkgames::games::bay_khom::{BayKhom, BayKhomMove, Dir, Phase};
use folkgames::games::{kpe::Kpe, siryu::Siryu};
use folkgames::playout::random_step;
use folkgames::rng::Rng;
use folkgames::{NoEvents, Rules, Turn};
use std::cell::Cell;

/// A reference pick: the game, its legal moves as listed, the generator.
type Pick<R> = fn(&R, &[<R as Rules>::Move], &mut Rng) -> Option<<R as Rules>::Move>;

/// The default's pick: the listed move at index `below(count)`; a throw as `sample_chance` draws
/// it.
fn listed<R: Rules>(g: &R, legal: &[R::Move], rng: &mut Rng) -> Option<R::Move> {
    if g.turn() == Turn::Chance {
        return g.sample_chance(rng);
    }
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

/// `random_step` from `g` with `rng` plays the reference's pick and leaves the generator where
/// the reference leaves it. Returns the position after it, and the generator.
fn step_is_reference<R: Rules>(g: &R, rng: Rng, reference: Pick<R>, label: &str) -> (R, Rng) {
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    let (mut fast, mut fast_rng) = (g.clone(), rng);
    let mut buf = Vec::new();
    assert!(
        random_step(&mut fast, &mut fast_rng, &mut buf),
        "{label}: no step: {g:?}"
    );
    let mut slow_rng = rng;
    let expected = reference(g, &legal, &mut slow_rng).expect("a move");
    let mut slow = g.clone();
    slow.play(&expected, &mut NoEvents)
        .expect("the reference's move is legal");
    assert_eq!(
        fast, slow,
        "{label}: not the reference's {expected:?} from {g:?}"
    );
    assert_eq!(fast_rng, slow_rng, "{label}: different draws from {g:?}");
    (fast, fast_rng)
}

fn new_game<R: Rules>(opts: &str) -> R {
    let o: R::Options = serde_json::from_str(opts).expect("options");
    R::new(&o).expect("a game")
}

fn check_with<R: Rules>(opts: &str, games: u64, reference: Pick<R>) {
    let mut positions = 0;
    for seed in 0..games {
        let mut g = new_game::<R>(opts);
        let mut rng = Rng::from_seed(seed);
        // In every position, a throw due included.
        while g.turn() != Turn::Over {
            (g, rng) = step_is_reference(&g, rng, reference, &format!("{opts} seed {seed}"));
            positions += 1;
        }
        // Over: nothing is played, nothing drawn.
        let (mut h, mut r) = (g.clone(), rng);
        assert!(!random_step(&mut h, &mut r, &mut Vec::new()));
        assert_eq!((h, r), (g, rng));
    }
    assert!(positions > 1000, "{opts}: only {positions} positions");
}

#[test]
fn kpe_random_step_is_the_listed_move() {
    check_with::<Kpe>(r#"{}"#, 200, listed::<Kpe>);
    check_with::<Kpe>(r#"{"skipOrigin":true}"#, 100, listed::<Kpe>);
}

#[test]
fn bay_khom_random_step_is_the_reference_move() {
    check_with::<BayKhom>(r#"{"ruleset":"poree-maspero"}"#, 300, by_rejection);
    check_with::<BayKhom>(r#"{"ruleset":"mancala-world"}"#, 300, by_rejection);
}

#[test]
fn siryu_random_step_is_the_listed_move() {
    check_with::<Siryu>(r#"{"players":2}"#, 30, listed::<Siryu>);
    check_with::<Siryu>(r#"{"players":5,"stationSirs":1}"#, 10, listed::<Siryu>);
}

/// The specification's T5 position, where North's 5- never ends (BK6).
fn t5() -> BayKhom {
    BayKhom::from_holes([0, 1, 0, 1, 0, 1, 1, 0, 1, 2], [17, 18], &[], 1)
}

/// Sparse boards in the sowing phase where at least one sowing of the player to move is endless.
fn sparse_boards_with_endless_sowings(count: usize, seed: u64) -> Vec<BayKhom> {
    let mut rng = Rng::from_seed(seed);
    let mut out = vec![t5()];
    while out.len() < count {
        let mut holes = [0u8; 10];
        for _ in 0..1 + rng.below(16) {
            holes[rng.below(10) as usize] += 1;
        }
        let on_board: u8 = holes.iter().sum();
        let g = BayKhom::from_holes(holes, [42 - on_board, 0], &[], rng.below(2) as u8);
        if g.phase() != Phase::Sow {
            continue;
        }
        let (mut legal, mut candidates) = (Vec::new(), Vec::new());
        g.legal_moves(&mut legal);
        g.candidate_moves(&mut candidates);
        if legal.len() >= 2 && candidates.len() > legal.len() {
            out.push(g);
        }
    }
    out
}

/// Endless sowings are rare in random games, so drawing again is checked from sparse boards
/// (the specification's T5 first) where some sowing never ends.
#[test]
fn bay_khom_draws_again_after_an_endless_sowing() {
    REDRAWS.with(|r| r.set(0));
    for (i, g) in sparse_boards_with_endless_sowings(50, 5).iter().enumerate() {
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        if i == 0 {
            assert!(!legal.contains(&BayKhomMove::sow(5, Dir::Minus)));
        }
        for seed in 0..200 {
            step_is_reference(g, Rng::from_seed(seed), by_rejection, &format!("board {i}"));
        }
    }
    let redraws = REDRAWS.with(Cell::get);
    assert!(redraws > 1000, "only {redraws} draws of an endless sowing");
}

/// The probability of each of the six sticks' white-face counts: C(6,k)/64.
fn throw_weight(k: u8) -> f64 {
    [1.0, 6.0, 15.0, 20.0, 15.0, 6.0, 1.0][k as usize] / 64.0
}

/// What a step from `g` can lead to, each with its probability: the legal moves uniformly (moves
/// that lead to the same position merged), or when a throw is due the throw of each count.
fn outcomes<R: Rules>(g: &R, throw: impl Fn(&R::Move) -> Option<u8>) -> Vec<(R, f64)> {
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    let mut out: Vec<(R, f64)> = Vec::new();
    for m in &legal {
        let p = match g.turn() {
            Turn::Chance => throw_weight(throw(m).expect("a throw is due: the moves are throws")),
            _ => 1.0 / legal.len() as f64,
        };
        let mut child = g.clone();
        child.play(m, &mut NoEvents).expect("a listed move plays");
        match out.iter_mut().find(|(c, _)| *c == child) {
            Some((_, q)) => *q += p,
            None => out.push((child, p)),
        }
    }
    out
}

/// Pearson's statistic of `draws` random steps from `g` against `outcomes`, and its degrees of
/// freedom.
fn chi_square<R: Rules>(g: &R, outcomes: &[(R, f64)], draws: u32, rng: &mut Rng) -> (f64, usize) {
    let mut seen = vec![0u32; outcomes.len()];
    let mut buf = Vec::new();
    for _ in 0..draws {
        let mut h = g.clone();
        assert!(random_step(&mut h, rng, &mut buf));
        let i = outcomes
            .iter()
            .position(|(c, _)| *c == h)
            .unwrap_or_else(|| panic!("a step to a position no legal move gives, from {g:?}"));
        seen[i] += 1;
    }
    let stat = outcomes
        .iter()
        .zip(&seen)
        .map(|((_, p), &o)| {
            let e = p * draws as f64;
            (o as f64 - e).powi(2) / e
        })
        .sum();
    (stat, outcomes.len() - 1)
}

/// The chi-square quantile with `df` degrees of freedom at the normal quantile `z`
/// (Wilson-Hilferty): z = 3.09 is the 0.999 quantile.
fn chi_square_bound(df: usize, z: f64) -> f64 {
    let k = df as f64;
    let c = 2.0 / (9.0 * k);
    k * (1.0 - c + z * c.sqrt()).powi(3)
}

/// Chi-square tests of `random_step` from `positions`: every position at p = 10^-6 (a gross
/// bias), all of them together at p = 0.001.
fn check_uniform<R: Rules>(
    label: &str,
    positions: &[R],
    draws: u32,
    throw: impl Fn(&R::Move) -> Option<u8> + Copy,
) {
    let mut rng = Rng::from_seed(0x5eed);
    let (mut total, mut dfs, mut tested) = (0.0, 0, 0);
    for g in positions {
        let outcomes = outcomes(g, throw);
        if outcomes.len() < 2 {
            continue;
        }
        let (stat, df) = chi_square(g, &outcomes, draws, &mut rng);
        assert!(
            stat < chi_square_bound(df, 4.75),
            "{label}: chi-square {stat:.1} with {df} degrees of freedom from {g:?}"
        );
        total += stat;
        dfs += df;
        tested += 1;
    }
    assert!(
        tested >= 20,
        "{label}: only {tested} positions with a choice"
    );
    let bound = chi_square_bound(dfs, 3.09);
    assert!(
        total < bound,
        "{label}: chi-square {total:.1} over {tested} positions, {dfs} degrees of freedom (bound {bound:.1})"
    );
    eprintln!("{label}: chi-square {total:.1}, {dfs} degrees of freedom (bound {bound:.1})");
}

/// Every `stride`-th position of `games` seeded random games.
fn positions_along<R: Rules>(opts: &str, games: u64, stride: usize) -> Vec<R> {
    let mut out = Vec::new();
    let mut buf = Vec::new();
    for seed in 0..games {
        let mut g = new_game::<R>(opts);
        let mut rng = Rng::from_seed(1000 + seed);
        let mut ply = 0;
        while g.turn() != Turn::Over {
            if ply % stride == 0 {
                out.push(g.clone());
            }
            random_step(&mut g, &mut rng, &mut buf);
            ply += 1;
        }
    }
    out
}

fn no_throws<M>(_: &M) -> Option<u8> {
    None
}

#[test]
fn kpe_random_step_is_uniform() {
    for opts in [r#"{}"#, r#"{"skipOrigin":true}"#] {
        check_uniform(opts, &positions_along::<Kpe>(opts, 4, 5), 1500, no_throws);
    }
}

#[test]
fn bay_khom_random_step_is_uniform() {
    for opts in [
        r#"{"ruleset":"poree-maspero"}"#,
        r#"{"ruleset":"mancala-world"}"#,
    ] {
        let positions = positions_along::<BayKhom>(opts, 10, 4);
        check_uniform(opts, &positions, 1500, no_throws);
    }
    let sparse = sparse_boards_with_endless_sowings(60, 9);
    check_uniform(
        "sparse boards with endless sowings",
        &sparse,
        1500,
        no_throws,
    );
}

#[test]
fn siryu_random_step_is_uniform() {
    use folkgames::games::siryu::{SiryuMove, Throw};
    let whites = |m: &SiryuMove| match m {
        SiryuMove::Throw(Throw::Whites { whites }) => Some(*whites),
        _ => None,
    };
    for opts in [r#"{"players":2}"#, r#"{"players":4,"stationSirs":1}"#] {
        let positions = positions_along::<Siryu>(opts, 3, 9);
        let (chance, decisions): (Vec<Siryu>, Vec<Siryu>) = positions
            .into_iter()
            .partition(|g| g.turn() == Turn::Chance);
        check_uniform(&format!("{opts} throws"), &chance, 1500, whites);
        check_uniform(&format!("{opts} moves"), &decisions, 1500, whites);
    }
}
