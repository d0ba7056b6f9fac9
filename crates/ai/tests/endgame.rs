//! Perfect Kpé endgames (`endgame.rs`): the tables against exhaustive search with the history.

use folkgames::games::kpe::Kpe;
use folkgames::rng::Rng;
use folkgames::{NoEvents, Rules};
use folkgames_ai::endgame::{self, Tables};
use folkgames_ai::evaluate::{evaluate, Evaluate};
use folkgames_ai::{native_clock, Level};

#[test]
fn boards_are_indexed_in_order() {
    for n in 0..=6 {
        for (i, b) in endgame::all_boards(n).iter().enumerate() {
            assert_eq!(endgame::index(b), i, "{b:?}");
        }
    }
}

/// A random board with `n` stones.
fn random_board(rng: &mut Rng, n: usize) -> [u8; 8] {
    let mut pits = [0u8; 8];
    for _ in 0..n {
        pits[rng.below(8) as usize] += 1;
    }
    pits
}

#[test]
fn tables_agree_with_exhaustive_search_on_random_positions() {
    let t = Tables::solve(7);
    let mut rng = Rng::from_seed(32);
    let (mut checked, mut unsolved, mut too_big) = (0, 0, 0);
    while checked < 200 {
        let n = 1 + rng.below(7) as usize;
        let pits = random_board(&mut rng, n);
        let mover = rng.below(2) as u8;
        let g = endgame::position(pits, mover);
        if g.is_over() {
            continue;
        }
        let Some(solved) = t.probe(&pits, mover) else {
            unsolved += 1;
            continue;
        };
        let Some(v) = endgame::exhaustive(&g, 500_000) else {
            too_big += 1;
            continue;
        };
        assert_eq!(solved.margin, v, "{pits:?}, mover {mover}");
        checked += 1;
    }
    eprintln!("checked {checked}, not exact in the tables {unsolved}, too big {too_big}");
}

/// Playing the tables' best move keeps the value, down to the end.
#[test]
fn best_moves_reach_the_value() {
    let t = Tables::solve(8);
    let mut rng = Rng::from_seed(7);
    for _ in 0..200 {
        let n = 1 + rng.below(8) as usize;
        let pits = random_board(&mut rng, n);
        let mover = rng.below(2) as u8;
        let Some(solved) = t.probe(&pits, mover) else {
            continue;
        };
        let mut g = endgame::position(pits, mover);
        let mut plies = 0;
        while !g.is_over() {
            let pit = endgame_move(&t, &g);
            g.play(
                &folkgames::games::kpe::KpeMove::Sow { pit: pit as u8 },
                &mut NoEvents,
            )
            .expect("legal");
            plies += 1;
            assert!(plies < 400, "no end");
        }
        let c = g.captured();
        let m = i32::from(c[mover as usize]) - i32::from(c[1 - mover as usize]);
        assert!(
            m >= solved.margin,
            "{pits:?} mover {mover}: {m} < {}",
            solved.margin
        );
    }
}

/// The mover's table move where the table knows it; otherwise (the opponent's bound only, or a
/// loop) the first legal move.
fn endgame_move(t: &Tables, g: &Kpe) -> usize {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    t.best_pit(&g.pits(), g.to_move())
        .unwrap_or_else(|| moves.first().expect("a move").pit())
}

#[test]
fn evaluate_is_exact_on_solved_endgames() {
    let mut rng = Rng::from_seed(5);
    let clock = native_clock();
    let mut seen = 0;
    while seen < 20 {
        let pits = random_board(&mut rng, 6);
        let mover = rng.below(2) as u8;
        if endgame::position(pits, mover).is_over() {
            continue;
        }
        let Some(solved) = endgame::tables().probe(&pits, mover) else {
            continue;
        };
        let Some(exhaustive) = endgame::exhaustive(&endgame::position(pits, mover), 500_000) else {
            continue;
        };
        assert_eq!(solved.margin, exhaustive);
        // 41 stones captured before: South 20, North 21.
        let g = Kpe::from_pits(pits, [20, 21], [&[0, 1, 2, 3], &[0, 1, 2, 3]], mover);
        let opts = Evaluate {
            level: Level::Easy,
            nodes: Some(1),
            seed: 0,
        };
        let e = evaluate(&g, &opts, &clock);
        assert!(e.exact, "{pits:?}");
        let m = e.standing.margin.expect("a margin");
        let south = if mover == 0 { exhaustive } else { -exhaustive };
        assert_eq!(m[0], f64::from(20 - 21 + south), "{pits:?} mover {mover}");
        let chance = e.standing.win_chance[0];
        let expected = match (20 - 21 + south).signum() {
            1 => 1.0,
            0 => 0.5,
            _ => 0.0,
        };
        assert_eq!(chance, expected);
        seen += 1;
    }
}
