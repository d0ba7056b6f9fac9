//! Siryu's speed tricks (`siryu::speed`) against the plain rules they stand for: random play
//! (`random_step`: throws drawn by `sample_chance`, every move played without events, where a
//! throw's faces are looked up and its whites counted in one word) plays exactly the games
//! the plain rules play (a throw made by `SiryuMove::sticks`, every move played recording its
//! events), compared at every ply of seeded random games, with every reading of the rules.

use folkgames::games::siryu::{Departure, Siryu, SiryuMove, SiryuOptions};
use folkgames::playout::random_step;
use folkgames::rng::Rng;
use folkgames::{Event, Rules, Turn};

/// One ply of the plain rules: `random_step`'s draws, made by the plain constructors, each
/// move played with its events recorded. Returns false once the game is over.
fn plain_step(g: &mut Siryu, rng: &mut Rng, buf: &mut Vec<SiryuMove>) -> bool {
    let mut events: Vec<Event> = Vec::new();
    let mv = match g.turn() {
        Turn::Over => return false,
        Turn::Chance => SiryuMove::sticks((rng.bits() & 0b11_1111) as u8),
        Turn::Player(_) => {
            buf.clear();
            g.legal_moves(buf);
            let i = rng.below(buf.len() as u32) as usize;
            buf[i]
        }
    };
    assert_eq!(g.play(&mv, &mut events), Ok(()), "{mv}");
    assert!(!events.is_empty(), "{mv} reported nothing");
    true
}

#[test]
fn random_play_without_events_plays_the_plain_rules_games() {
    let mut plies = 0u64;
    for players in [2, 3, 5, 8] {
        for reading in 0..4u32 {
            let opts = SiryuOptions {
                players: Some(players),
                station_sirs: Some(if reading == 3 { 1 } else { 3 }),
                own_sent_back: (reading == 1).then_some(true),
                departure: (reading == 2).then_some(Departure::InOrder),
                bonus_sir: (reading >= 2).then_some(true),
                ..SiryuOptions::default()
            };
            for seed in 0..40 {
                let start = Siryu::new(&opts).expect("valid options");
                let (mut fast, mut plain) = (start.clone(), start);
                let (mut fast_rng, mut plain_rng) = (Rng::from_seed(seed), Rng::from_seed(seed));
                let (mut fast_buf, mut plain_buf) = (Vec::new(), Vec::new());
                loop {
                    if fast.turn() == Turn::Chance {
                        let mut rng = fast_rng;
                        let want = SiryuMove::sticks((rng.bits() & 0b11_1111) as u8);
                        assert_eq!(fast.sample_chance(&mut fast_rng.clone()), Some(want));
                    }
                    let went_on = random_step(&mut fast, &mut fast_rng, &mut fast_buf);
                    assert_eq!(
                        went_on,
                        plain_step(&mut plain, &mut plain_rng, &mut plain_buf)
                    );
                    let case = format!("{players} players, reading {reading}, seed {seed}");
                    assert_eq!(fast, plain, "{case}, ply {plies}");
                    assert_eq!(fast.state(), plain.state(), "{case}");
                    assert_eq!(fast_rng, plain_rng, "{case}");
                    if !went_on {
                        break;
                    }
                    plies += 1;
                }
            }
        }
    }
    assert!(plies > 1_000_000, "{plies} plies compared");
}
