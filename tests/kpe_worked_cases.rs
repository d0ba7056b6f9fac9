//! The worked cases KT1-KT4 of docs/spec/kpe.md, each from its exact position.

use folkgames::games::kpe::{Kpe, KpeMove};
use folkgames::{NoEvents, Rules, Turn};

fn sow(g: &mut Kpe, pit: u8) {
    g.play(&KpeMove::Sow { pit }, &mut NoEvents)
        .expect("legal move");
}

const ALL: &[u8] = &[0, 1, 2, 3];

#[test]
fn kt1a_the_move_that_opens_the_fourth_pit_captures() {
    let mut g = Kpe::from_position([2, 5, 6, 1, 1, 6, 5, 4], [0, 18], [&[0, 1, 2], ALL], 0);
    sow(&mut g, 3);
    assert_eq!(g.pits(), [2, 5, 6, 0, 0, 6, 5, 4]);
    assert_eq!(g.captured(), [2, 18]);
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(g.opened(0), [true; 4]);
}

#[test]
fn kt1b_no_capture_while_a_pit_was_never_started() {
    let mut g = Kpe::from_position([2, 5, 6, 1, 1, 6, 5, 4], [0, 18], [&[1, 2, 3], ALL], 0);
    sow(&mut g, 3);
    assert_eq!(g.pits(), [2, 5, 6, 0, 2, 6, 5, 4]);
    assert_eq!(g.captured(), [0, 18]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn kt2_chain_stops_at_the_movers_own_row() {
    let mut g = Kpe::from_position([0, 5, 3, 1, 1, 3, 1, 6], [14, 14], [ALL, ALL], 0);
    sow(&mut g, 1);
    assert_eq!(g.pits(), [0, 0, 4, 2, 0, 0, 0, 6]);
    assert_eq!(g.captured(), [22, 14]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn kt2_variant_chain_stops_at_a_pit_of_another_count() {
    // Pit 4 held 2 before the move (3 after): only pits 6 and 5 are taken. One stone less
    // elsewhere keeps the total at 48.
    let mut g = Kpe::from_position([0, 5, 3, 1, 2, 3, 1, 5], [14, 14], [ALL, ALL], 0);
    sow(&mut g, 1);
    assert_eq!(g.pits(), [0, 0, 4, 2, 3, 0, 0, 5]);
    assert_eq!(g.captured(), [20, 14]);
}

#[test]
fn kt3a_feeding_is_compulsory() {
    let g = Kpe::from_position([3, 0, 2, 0, 0, 0, 0, 0], [20, 23], [ALL, ALL], 0);
    let mut legal = vec![];
    g.legal_moves(&mut legal);
    assert_eq!(legal, vec![KpeMove::Sow { pit: 2 }]);
    let mut bad = g.clone();
    let err = bad
        .play(&KpeMove::Sow { pit: 0 }, &mut NoEvents)
        .unwrap_err();
    assert_eq!(err.code, folkgames::ErrorCode::IllegalMove);
    assert_eq!(bad, g, "an illegal move changes nothing");
    let mut g = g;
    sow(&mut g, 2);
    assert_eq!(g.pits(), [3, 0, 0, 1, 1, 0, 0, 0]);
    assert_eq!(g.captured(), [20, 23]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn kt3b_when_nothing_feeds_every_move_is_legal_and_the_game_ends() {
    let start = Kpe::from_position([2, 0, 1, 0, 0, 0, 0, 0], [22, 23], [ALL, ALL], 0);
    let mut legal = vec![];
    start.legal_moves(&mut legal);
    assert_eq!(
        legal,
        vec![KpeMove::Sow { pit: 0 }, KpeMove::Sow { pit: 2 }]
    );
    for pit in [0, 2] {
        let mut g = start.clone();
        sow(&mut g, pit);
        assert_eq!(g.turn(), Turn::Over);
        assert_eq!(g.captured(), [25, 23]);
        assert_eq!(g.pits(), [0; 8]);
        let o = g.outcome().expect("over");
        assert_eq!(o.winners, vec![0]);
        assert!(!o.draw);
        assert_eq!(o.totals, vec![25, 23]);
    }
}

#[test]
fn kt4_eight_or_more_stones_sow_into_the_origin() {
    let mut g = Kpe::from_position([1, 3, 10, 0, 2, 1, 5, 3], [11, 12], [ALL, ALL], 0);
    sow(&mut g, 2);
    assert_eq!(g.pits(), [2, 4, 1, 2, 0, 2, 6, 4]);
    assert_eq!(g.captured(), [15, 12]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn kt4_skip_origin() {
    let mut g = Kpe::from_position([1, 3, 10, 0, 2, 1, 5, 3], [11, 12], [ALL, ALL], 0)
        .with_skip_origin(true);
    sow(&mut g, 2);
    assert_eq!(g.pits(), [2, 4, 0, 2, 4, 3, 6, 4]);
    assert_eq!(g.captured(), [11, 12]);
    assert_eq!(g.turn(), Turn::Player(1));
}
