//! Bày Khòm Mancala World (the single round) with few counters on the board: where a plain
//! exhaustive search over the engine's own moves establishes the result, `evaluate` at `expert`
//! proves it (`exact`, the same win chance) and `expert` plays a move that keeps it
//! (docs/analysis/endgames.md, "Bày Khòm").

use folkgames::games::bay_khom::{BayKhom, Ruleset};
use folkgames::rng::Rng;
use folkgames::{NoEvents, Rules, Turn};
use folkgames_ai::evaluate::{evaluate, Evaluate};
use folkgames_ai::{native_clock, suggest, Level, Suggest};

/// South's result with perfect play by both (1 a win, 0.5 a draw, 0 a loss), by plain minimax
/// over the engine's moves, each copy carrying the game's history (so the engine's own
/// repetition rule ends a line); None when it needs more than `left` positions.
fn solve(g: &BayKhom, left: &mut u64) -> Option<f64> {
    *left = left.checked_sub(1)?;
    let mover = match g.turn() {
        Turn::Player(s) => s,
        _ => {
            let o = g.outcome()?;
            return Some(if o.draw {
                0.5
            } else if o.winners.contains(&0) {
                1.0
            } else {
                0.0
            });
        }
    };
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let mut best: Option<f64> = None;
    for mv in &moves {
        let mut c = g.clone();
        c.play(mv, &mut NoEvents).ok()?;
        let v = solve(&c, left)?;
        best = Some(match best {
            None => v,
            Some(b) if mover == 0 => b.max(v),
            Some(b) => b.min(v),
        });
    }
    best
}

/// A random single-round position with `n` counters in the ten holes, the other 42 - n already
/// captured, split at random; None when it is over at once.
fn random_position(rng: &mut Rng, n: u32) -> Option<BayKhom> {
    let mut holes = [0u8; 10];
    for _ in 0..n {
        holes[rng.below(10) as usize] += 1;
    }
    let rest = 42 - n;
    let south = rng.below(rest + 1);
    let mover = rng.below(2) as u8;
    let reserve = [south as u8, (rest - south) as u8];
    let g = BayKhom::from_holes_in(Ruleset::MancalaWorld, holes, reserve, &[], mover);
    (!g.is_over()).then_some(g)
}

/// What `expert` is held to: a position exhaustive search solves within 20,000 positions.
const SOLVED_WITHIN: u64 = 20_000;

#[test]
fn expert_proves_and_plays_small_mancala_world_endgames() {
    let mut rng = Rng::from_seed(32);
    let clock = native_clock();
    let expert = Evaluate {
        level: Level::Expert,
        nodes: None,
        seed: 0,
    };
    let (mut checked, mut decisive, mut draws, mut too_big) = (0, 0, 0, 0);
    let mut tries = 0;
    while checked < 60 {
        tries += 1;
        assert!(
            tries < 2_000,
            "only {checked} positions solved in {tries} tries"
        );
        let n = 3 + rng.below(6);
        let Some(g) = random_position(&mut rng, n) else {
            continue;
        };
        let mut left = SOLVED_WITHIN;
        let Some(truth) = solve(&g, &mut left) else {
            too_big += 1;
            continue;
        };
        let Turn::Player(mover) = g.turn() else {
            continue;
        };
        let e = evaluate(&g, &expert, &clock);
        let what = format!("{:?} reserve {:?} mover {mover}", g.holes(), g.reserve());
        assert!(e.exact, "not proven: {what}");
        assert_eq!(e.standing.win_chance[0], truth, "win chance: {what}");
        // The margin is the final one at the end of the proven line.
        let mut end = g.clone();
        for mv in &e.line {
            end.play(mv, &mut NoEvents).expect("the line is legal");
        }
        let o = end.outcome().expect("the proven line reaches the end");
        let m = f64::from(o.totals[0]) - f64::from(o.totals[1]);
        assert_eq!(e.standing.margin.as_deref(), Some(&[m, -m][..]), "{what}");
        // `evaluate`'s best move and `expert`'s move both keep the proven result.
        let best = e.best.expect("a best move");
        let played = suggest(&g, &Suggest::new(Level::Expert, 0), &clock).expect("a move");
        for mv in [best, played] {
            let mut c = g.clone();
            c.play(&mv, &mut NoEvents).expect("legal");
            let mut left = SOLVED_WITHIN;
            assert_eq!(
                solve(&c, &mut left),
                Some(truth),
                "{mv:?} loses the result: {what}"
            );
        }
        checked += 1;
        if truth == 0.5 {
            draws += 1;
        } else {
            decisive += 1;
        }
    }
    eprintln!("checked {checked} ({decisive} decisive, {draws} drawn), too big {too_big}");
    assert!(decisive >= 20, "only {decisive} decisive positions");
}
