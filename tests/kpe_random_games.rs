//! Thousands of seeded random Kpé games: every game ends, 48 stones are conserved after every
//! move, every listed move plays, anything unlisted fails and changes nothing, and a finished
//! game accepts no move.

use folkgames::games::kpe::{Kpe, KpeMove, KpeOptions};
use folkgames::rng::Rng;
use folkgames::save;
use folkgames::{ErrorCode, Game, NoEvents, Rules, Turn};
use serde_json::json;

fn total(g: &Kpe) -> u32 {
    g.pits()
        .iter()
        .chain(g.captured().iter())
        .map(|&s| s as u32)
        .sum()
}

fn new_kpe(skip_origin: bool, first: u32) -> Kpe {
    let o = KpeOptions {
        skip_origin: Some(skip_origin),
        first_player: Some(first),
        ..KpeOptions::default()
    };
    Kpe::new(&o).expect("valid options")
}

#[test]
fn random_games_end_and_conserve_stones() {
    let mut rng = Rng::from_seed(2024);
    let mut moves = Vec::new();
    let mut finished = 0;
    for game in 0..4000 {
        let mut g = new_kpe(game % 2 == 1, game / 2 % 2);
        let mut plies = 0;
        while g.turn() != Turn::Over {
            moves.clear();
            g.legal_moves(&mut moves);
            assert!(!moves.is_empty(), "no legal move before the end");
            // Every pit not listed (past the board's eight too) is refused and leaves the game unchanged.
            for pit in (0..12u8).chain([255]) {
                let m = KpeMove::Sow { pit };
                if !moves.contains(&m) {
                    let before = g.clone();
                    let e = g.play(&m, &mut NoEvents).unwrap_err();
                    assert_eq!(e.code, ErrorCode::IllegalMove);
                    assert_eq!(g, before);
                }
            }
            let m = moves[rng.below(moves.len() as u32) as usize];
            let mut events = Vec::new();
            g.play(&m, &mut events).expect("a listed move plays");
            assert_eq!(
                total(&g),
                48,
                "stones not conserved in game {game} after ply {plies}"
            );
            plies += 1;
            assert!(plies < 10_000, "game {game} does not end");
        }
        let o = g.outcome().expect("a finished game has a result");
        assert_eq!(o.totals.iter().sum::<u32>(), 48);
        assert_eq!(o.draw, o.winners.is_empty());
        for pit in (0..12u8).chain([255]) {
            let before = g.clone();
            let e = g.play(&KpeMove::Sow { pit }, &mut NoEvents).unwrap_err();
            assert_eq!(e.code, ErrorCode::GameOver);
            assert_eq!(g, before);
        }
        finished += 1;
    }
    assert_eq!(finished, 4000);
}

#[test]
fn session_save_load_undo_redo() {
    let mut g = Game::create("kpe", Some(&json!({"seed": 11})), 0).unwrap();
    let mut rng = Rng::from_seed(5);
    let mut states = vec![g.state_json()];
    while !g.is_over() {
        let legal = g.legal_notations();
        let n = &legal[rng.below(legal.len() as u32) as usize];
        g.play_notation(n).unwrap();
        states.push(g.state_json());
        let loaded = save::load_json(&save::save_json(&g)).unwrap();
        assert_eq!(loaded.state_json(), g.state_json());
    }
    let last = g.history().pop().unwrap();
    let record = g.undo().unwrap();
    assert_eq!(record, last);
    let shown = serde_json::to_value(&record).unwrap();
    assert_eq!(shown["notation"].as_str(), Some(record.notation.as_str()));
    assert_eq!(g.state_json(), states[states.len() - 2]);
    g.redo().unwrap();
    assert_eq!(g.state_json(), states[states.len() - 1]);
    while g.undo().is_ok() {}
    assert_eq!(g.state_json(), states[0]);
    assert_eq!(g.undo().unwrap_err().code, ErrorCode::NothingToUndo);
}
