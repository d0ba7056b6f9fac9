//! Bày Khòm's speed tricks (`bay_khom::speed`) against the plain rules they stand for: BK6's
//! endless test by Brent's cycle detection against `sow_turn`'s list of relay states, and the
//! turn sown on a packed board against `sow_turn`, on every sowing of seeded random games and of
//! random boards with few counters (where endless turns are common).

use folkgames::games::bay_khom::{
    sow_turn, sow_turn_cycle_checked, sow_turn_packed, BayKhom, BayKhomMove, BayKhomOptions, Board,
    Dir, Ring, Ruleset, TurnEnd, HOLES,
};
use folkgames::playout::random_step;
use folkgames::rng::Rng;
use folkgames::{Event, Rules};

/// The sowings of one turn agree: the same end, and for a turn that ends the same board and
/// the same events (the packed sowing has none). Returns whether the turn was endless.
fn assert_same_turn(board: Board, ring: &Ring, start: usize, dir: Dir, by: u8) -> bool {
    let (mut plain, mut fast, mut packed) = (board, board, board);
    let (mut plain_events, mut fast_events): (Vec<Event>, Vec<Event>) = (Vec::new(), Vec::new());
    let want = sow_turn(&mut plain, ring, start, dir, by, &mut plain_events);
    let got = sow_turn_cycle_checked(&mut fast, ring, start, dir, by, &mut fast_events);
    let case = format!("board {board:?}, ring {ring:?}, {start}{}", dir.symbol());
    assert_eq!(got, want, "{case}");
    assert_eq!(
        sow_turn_packed(&mut packed, ring, start, dir, by),
        want,
        "packed: {case}"
    );
    if want != TurnEnd::Endless {
        assert_eq!(fast, plain, "{case}");
        assert_eq!(fast_events, plain_events, "{case}");
        assert_eq!(packed, plain, "packed: {case}");
    }
    want == TurnEnd::Endless
}

/// `play` on the start of each ruleset and its seed, for the first 300 seeds.
fn seeded_games(mut play: impl FnMut(BayKhom, Rng, u64)) {
    for ruleset in [Ruleset::PoreeMaspero, Ruleset::MancalaWorld] {
        let opts = BayKhomOptions {
            ruleset: Some(ruleset),
            ..BayKhomOptions::default()
        };
        for seed in 0..300 {
            play(
                BayKhom::new(&opts).expect("default options"),
                Rng::from_seed(seed),
                seed,
            );
        }
    }
}

#[test]
fn the_tricks_agree_with_the_plain_sowing_in_random_games() {
    let mut turns = 0;
    seeded_games(|mut g, mut rng, _| {
        let mut buf: Vec<BayKhomMove> = Vec::new();
        loop {
            let ring = Ring {
                eliminated: g.eliminated(),
            };
            for start in 0..HOLES {
                if g.holes()[start] > 0 {
                    for dir in Dir::BOTH {
                        turns += 1;
                        assert_same_turn(g.holes(), &ring, start, dir, g.to_move());
                    }
                }
            }
            if !random_step(&mut g, &mut rng, &mut buf) {
                break;
            }
        }
    });
    // Endless turns are rare in play: the random boards below test them.
    assert!(turns > 100_000, "{turns} turns compared");
}

#[test]
fn the_tricks_agree_with_the_plain_sowing_on_random_boards() {
    let mut rng = Rng::from_seed(18);
    let mut endless = 0;
    let cases = 20_000;
    for _ in 0..cases {
        // A few counters (endless turns need few), dropped on random active holes; sometimes
        // some of one player's houses eliminated (BK9).
        let mut eliminated = [false; HOLES];
        if rng.below(2) == 0 {
            let player = rng.below(2) as usize;
            for out in &mut eliminated[player * 5..player * 5 + 4] {
                *out = rng.below(3) == 0;
            }
        }
        let active: Vec<usize> = (0..HOLES).filter(|&h| !eliminated[h]).collect();
        let mut board = [0u8; HOLES];
        for _ in 0..1 + rng.below(12) {
            board[active[rng.below(active.len() as u32) as usize]] += 1;
        }
        let ring = Ring { eliminated };
        for &start in &active {
            if board[start] > 0 {
                for dir in Dir::BOTH {
                    endless += assert_same_turn(board, &ring, start, dir, 0) as u32;
                }
            }
        }
    }
    assert!(
        endless > 100,
        "only {endless} endless turns in {cases} boards"
    );
}

/// The game played without events (packed sowing, settling's trial reused: the fast path of
/// random playouts) and with them (the plain sowing, every turn sown) goes the same way: the
/// same draws give equal games at every ply.
#[test]
fn games_played_without_events_are_those_played_with_them() {
    let mut plies = 0;
    seeded_games(|mut fast, mut rng, seed| {
        let mut plain = fast.clone();
        let mut buf: Vec<BayKhomMove> = Vec::new();
        let mut events: Vec<Event> = Vec::new();
        loop {
            let mut draws = rng;
            if !random_step(&mut fast, &mut rng, &mut buf) {
                break;
            }
            // The same draws, played with events.
            buf.clear();
            plain.candidate_moves(&mut buf);
            loop {
                let i = draws.below(buf.len() as u32) as usize;
                if plain.play(&buf[i], &mut events).is_ok() {
                    break;
                }
                buf.remove(i);
            }
            plies += 1;
            assert_eq!(fast, plain, "seed {seed}, ply {plies}");
            assert_eq!(fast.state(), plain.state(), "seed {seed}");
        }
        assert!(plain.is_over(), "seed {seed}");
    });
    assert!(plies > 10_000, "{plies} plies compared");
}
