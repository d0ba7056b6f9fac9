//! Kpé's speed tricks (`kpe::speed`, used by play that records no events) against the plain
//! rules (used when events are recorded): seeded random games, the moves listed both ways
//! (`candidate_moves`, random play's list, and `legal_moves`) and every legal move of every ply
//! played both ways, the two games compared. Boards of every kind are in src/games/kpe/speed.rs.

use folkgames::games::kpe::{Kpe, KpeOptions};
use folkgames::rng::Rng;
use folkgames::{Event, NoEvents, Rules, Turn};

#[test]
fn every_move_of_random_games_plays_the_same_with_and_without_events() {
    let mut rng = Rng::from_seed(77);
    let (mut moves, mut compared) = (Vec::new(), 0u32);
    for game in 0..1500u32 {
        let o = KpeOptions {
            skip_origin: Some(game % 2 == 1),
            first_player: Some(game / 2 % 2),
            ..KpeOptions::default()
        };
        let mut g = Kpe::new(&o).expect("valid options");
        while g.turn() != Turn::Over {
            moves.clear();
            g.legal_moves(&mut moves);
            let mut listed_fast = Vec::new();
            g.candidate_moves(&mut listed_fast);
            assert_eq!(listed_fast, moves, "game {game}, {g:?}");
            for m in &moves {
                let (mut plain, mut fast) = (g.clone(), g.clone());
                let mut events: Vec<Event> = Vec::new();
                assert_eq!(plain.play(m, &mut events), fast.play(m, &mut NoEvents));
                assert_eq!(fast, plain, "game {game}, {m} from {g:?}");
                compared += 1;
            }
            let m = moves[rng.below(moves.len() as u32) as usize];
            g.play(&m, &mut NoEvents).expect("a listed move plays");
        }
    }
    assert!(compared > 300_000, "{compared} moves compared");
}
