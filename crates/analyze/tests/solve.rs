//! The solver of `folkgames-analyze solve kpe` (docs/analysis/solve.md) against the ranking of
//! the endgame tables, the endgame tables' loop-free values, and exhaustive search with the
//! history under the same loop rule.

use folkgames::rng::Rng;
use folkgames_ai::endgame::{self, Tables};
use folkgames_analyze::solve::{next_board, Ranker, Solver};

#[test]
fn the_ranking_is_the_endgame_tables_order() {
    let ranker = Ranker::new();
    for n in [0, 1, 2, 5, 9] {
        let all = endgame::all_boards(n);
        assert_eq!(ranker.boards(n), all.len());
        let mut b = [0u8; 8];
        b[7] = n as u8;
        for (i, want) in all.iter().enumerate() {
            assert_eq!(&b, want, "board {i} of {n} stones");
            assert_eq!(ranker.rank(want), i);
            assert_eq!(endgame::index(want), i);
            assert_eq!(next_board(&mut b), i + 1 < all.len());
        }
    }
    // The largest layer: C(55, 7) boards, the last one all in pit 0.
    assert_eq!(ranker.boards(48), 202_927_725);
    let mut last = [0u8; 8];
    last[0] = 48;
    assert_eq!(ranker.rank(&last), 202_927_724);
    assert_eq!(ranker.rank(&[6; 8]), endgame::index(&[6; 8]));
}

/// Solved up to 7 stones, once for the tests below.
fn solved() -> Solver {
    let mut s = Solver::new();
    for _ in 0..=7 {
        s.solve_next();
    }
    s
}

#[test]
fn the_values_agree_with_the_endgame_tables_where_no_loop_matters() {
    let s = solved();
    let tables = Tables::solve(7);
    let mut compared = 0;
    for n in 0..=7 {
        for b in endgame::all_boards(n) {
            for mover in 0..2 {
                let v = i32::from(s.value(&b, mover).unwrap());
                assert!(v.abs() <= n as i32);
                if let Some(exact) = tables.loop_free(&b, mover) {
                    assert_eq!(v, exact, "{b:?} mover {mover}");
                    compared += 1;
                }
            }
        }
    }
    // About a tenth of these layers have a loop-free value: the comparison is not empty.
    assert!(compared > 1_000, "{compared} compared");
}

#[test]
fn the_values_agree_with_exhaustive_search_under_the_same_loop_rule() {
    let s = solved();
    let mut rng = Rng::from_seed(7);
    let (mut checked, mut nonzero) = (0, 0);
    for n in 1..=6 {
        for _ in 0..120 {
            let mut pits = [0u8; 8];
            for _ in 0..n {
                pits[rng.below(8) as usize] += 1;
            }
            let mover = rng.below(2) as u8;
            let g = endgame::position(pits, mover);
            if g.is_over() {
                continue;
            }
            let Some(searched) = endgame::exhaustive_loops_shared(&g, 40_000) else {
                continue;
            };
            let v = i32::from(s.value(&pits, mover).unwrap());
            assert_eq!(v, searched, "{pits:?} mover {mover}");
            checked += 1;
            nonzero += usize::from(v != 0);
        }
    }
    assert!(
        checked > 200 && nonzero > 100,
        "{checked} checked, {nonzero} not 0"
    );
}
