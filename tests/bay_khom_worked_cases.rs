//! The worked cases T1-T5 of docs/spec/bay-khom.md, each from its exact position.

use folkgames::games::bay_khom::{BayKhom, BayKhomMove, Dir, Phase, Ruleset};
use folkgames::record::Event;
use folkgames::EndReason;
use folkgames::{ErrorCode, NoEvents, Rules, Turn};

fn sow(g: &mut BayKhom, hole: u8, dir: Dir) -> Vec<Event> {
    let mut events = Vec::new();
    g.play(&BayKhomMove::sow(hole, dir), &mut events)
        .expect("legal move");
    events
}

fn legal(g: &BayKhom) -> Vec<BayKhomMove> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    v
}

fn captured(events: &[Event]) -> Vec<(u8, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Capture { hole, count, .. } => Some((*hole, *count)),
            _ => None,
        })
        .collect()
}

#[test]
fn t1_poree_masperos_own_example() {
    let mut g = BayKhom::from_holes([4, 4, 4, 4, 5, 4, 4, 4, 4, 5], [0, 0], &[], 0);
    let events = sow(&mut g, 0, Dir::Plus);
    assert_eq!(g.holes(), [0, 0, 5, 5, 6, 0, 5, 5, 5, 6]);
    assert_eq!(g.reserve(), [5, 0]);
    assert_eq!(g.eliminated(), [false; 10]);
    assert_eq!(g.phase(), Phase::Sow);
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(captured(&events), vec![(1, 5)]);
    assert!(events.contains(&Event::Relay { hole: 5, count: 4 }));
    assert_eq!(events.first(), Some(&Event::Lift { hole: 0, count: 4 }));
    let drops = events
        .iter()
        .filter(|e| matches!(e, Event::Drop { .. }))
        .count();
    assert_eq!(drops, 8);
}

#[test]
fn t2_the_chain_1_3_5_ends_the_round_and_south_refills() {
    let mut g = BayKhom::from_holes([3, 0, 2, 0, 6, 1, 2, 4, 3, 0], [10, 11], &[], 1);
    let events = sow(&mut g, 6, Dir::Plus);
    assert_eq!(captured(&events), vec![(0, 3), (2, 2), (4, 6)]);
    // After the capture: 0 0 0 0 0 | 1 0 5 4 0, North reserve 22; South has no counter in a house,
    // so the round ends: South 10, North 32.
    assert!(events.contains(&Event::RoundEnd {
        collected: [0, 10],
        reserve: [10, 32],
    }));
    // Refill: North fills everything and keeps 11; South's head gets 5 and South chooses one house.
    assert_eq!(g.phase(), Phase::Refill);
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(g.refill_count(), 1);
    assert_eq!(g.holes(), [0, 0, 0, 0, 5, 4, 4, 4, 4, 5]);
    assert_eq!(g.reserve(), [5, 11]);
    assert_eq!(g.round(), 1);
    assert_eq!(
        legal(&g),
        vec![
            BayKhomMove::fill(&[0]),
            BayKhomMove::fill(&[1]),
            BayKhomMove::fill(&[2]),
            BayKhomMove::fill(&[3]),
        ]
    );
    // A sowing is not legal now, nor a wrong number of houses, nor North's houses.
    for bad in [
        BayKhomMove::sow(0, Dir::Plus),
        BayKhomMove::fill(&[0, 1]),
        BayKhomMove::fill(&[5]),
    ] {
        let mut h = g.clone();
        let err = h.play(&bad, &mut NoEvents).unwrap_err();
        assert_eq!(err.code, ErrorCode::IllegalMove, "{bad:?}");
        assert_eq!(h, g);
    }
    let mut events = Vec::new();
    g.play(&BayKhomMove::fill(&[2]), &mut events).unwrap();
    assert_eq!(g.holes(), [0, 0, 4, 0, 5, 4, 4, 4, 4, 5]);
    assert_eq!(g.reserve(), [1, 11]);
    assert_eq!(
        g.eliminated(),
        [true, true, false, true, false, false, false, false, false, false]
    );
    assert_eq!(g.phase(), Phase::Sow);
    assert_eq!(g.round(), 2);
    // South starts the next round: fewer houses.
    assert_eq!(g.turn(), Turn::Player(0));
    assert!(events.contains(&Event::RoundStart {
        round: 2,
        starter: 0
    }));
    assert_eq!(
        legal(&g)
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        vec!["2+", "2-"]
    );
}

#[test]
fn t3_two_empty_holes_end_the_turn() {
    let mut g = BayKhom::from_holes([4, 3, 1, 2, 5, 0, 0, 0, 6, 2], [9, 10], &[], 0);
    let events = sow(&mut g, 3, Dir::Plus);
    assert_eq!(g.holes(), [4, 3, 1, 0, 6, 1, 0, 0, 6, 2]);
    assert_eq!(g.reserve(), [9, 10]);
    assert!(captured(&events).is_empty());
    assert_eq!(g.phase(), Phase::Sow);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn t4_a_head_relayed_and_the_emptied_origin_is_a_gap() {
    let mut g = BayKhom::from_holes([0, 2, 1, 0, 3, 2, 0, 1, 0, 4], [15, 14], &[], 0);
    let events = sow(&mut g, 1, Dir::Plus);
    assert_eq!(g.holes(), [0, 0, 2, 1, 0, 3, 1, 2, 0, 0]);
    assert_eq!(g.reserve(), [19, 14]);
    assert_eq!(captured(&events), vec![(9, 4)]);
    assert!(events.contains(&Event::Relay { hole: 4, count: 3 }));
    assert_eq!(g.eliminated(), [false; 10]);
    assert_eq!(g.phase(), Phase::Sow);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn t5_an_endless_move_and_a_wrapping_chain() {
    let g = BayKhom::from_holes([0, 1, 0, 1, 0, 1, 1, 0, 1, 2], [17, 18], &[], 1);
    assert_eq!(g.turn(), Turn::Player(1));
    let moves = legal(&g);
    let endless = BayKhomMove::sow(5, Dir::Minus);
    assert!(!moves.contains(&endless));
    let mut h = g.clone();
    let err = h.play(&endless, &mut NoEvents).unwrap_err();
    assert_eq!(err.code, ErrorCode::IllegalMove);
    assert!(err.message.contains("never ends"), "{}", err.message);
    assert_eq!(h, g, "an illegal move changes nothing");
    // Recorded (as `play()` through the API records it), the sowing not yet tried is found
    // endless by sowing it on a copy: the same error, the game unchanged.
    let mut r = g.clone();
    let mut events = Vec::new();
    let err = r.play(&endless, &mut events).unwrap_err();
    assert_eq!(err.code, ErrorCode::IllegalMove);
    assert!(err.message.contains("never ends"), "{}", err.message);
    assert_eq!(r, g, "an illegal move changes nothing, recorded or not");
    let mut after = g.clone();
    assert_eq!(
        sow(&mut r, 6, Dir::Plus),
        sow(&mut after, 6, Dir::Plus),
        "the refused sowing leaves nothing behind"
    );

    // The source's count: after 50 relay laps the board and hole to lift are as at the start.
    assert_eq!(relay_laps_until_repeat(&g, 5, Dir::Minus), Some(50));

    // House 6 +: relay 8 into 9, then capture 1, 3, 5, 7 and 9 itself: 7 in all.
    let mut six = g.clone();
    let events = sow(&mut six, 6, Dir::Plus);
    assert_eq!(
        captured(&events),
        vec![(1, 1), (3, 1), (5, 1), (7, 1), (9, 3)]
    );
    // That empties the board: South cannot move, the round ends 17-25, and South (17: head and
    // three houses) chooses which three houses to fill while North refills everything.
    assert!(events.contains(&Event::RoundEnd {
        collected: [0, 0],
        reserve: [17, 25],
    }));
    assert_eq!(six.phase(), Phase::Refill);
    assert_eq!(six.turn(), Turn::Player(0));
    assert_eq!(six.refill_count(), 3);
    assert_eq!(six.reserve(), [12, 4]);
    assert_eq!(legal(&six).len(), 4);

    // Every legal move and its capture (checked by hand):
    // 5+: 6 gets 2, 7 empty: capture 8 (1); 9 is not empty.
    // 6-: 5 gets 2, 4 empty: capture 3, 1 and head 9 (2); 8 is not empty: 4.
    // 8+: 9 gets 3, 0 empty: capture 1, 3, 5; 6 is not empty: 3.
    // 8-: 7 gets 1, relay 6 into 5 (2), 4 empty: capture 3, 1, 9 (2), 7, 5 (2): 7.
    let sizes: Vec<(String, u32)> = moves
        .iter()
        .map(|m| {
            let mut h = g.clone();
            let mut ev = Vec::new();
            h.play(m, &mut ev).unwrap();
            let n = captured(&ev).iter().map(|&(_, c)| c as u32).sum();
            (m.to_string(), n)
        })
        .collect();
    assert_eq!(
        sizes,
        vec![
            ("5+".to_string(), 1),
            ("6+".to_string(), 7),
            ("6-".to_string(), 4),
            ("8+".to_string(), 3),
            ("8-".to_string(), 7),
        ]
    );
}

/// Replays the relays of a move naively, storing every (board, hole to lift), and returns how
/// many relay laps it takes to come back to a state already seen (None if the turn ends).
fn relay_laps_until_repeat(g: &BayKhom, start: u8, dir: Dir) -> Option<usize> {
    let mut holes = g.holes();
    let el = g.eliminated();
    let step = |i: usize| {
        let mut j = i;
        loop {
            j = match dir {
                Dir::Plus => (j + 1) % 10,
                Dir::Minus => (j + 9) % 10,
            };
            if !el[j] {
                return j;
            }
        }
    };
    let mut seen = vec![(holes, start as usize)];
    let mut hole = start as usize;
    for laps in 1..10_000 {
        let n = holes[hole];
        holes[hole] = 0;
        let mut pos = hole;
        for _ in 0..n {
            pos = step(pos);
            holes[pos] += 1;
        }
        let n1 = step(pos);
        if holes[n1] == 0 {
            return None;
        }
        hole = n1;
        if seen.contains(&(holes, hole)) {
            return Some(laps);
        }
        seen.push((holes, hole));
    }
    None
}

/// BK6: when every move of the player to move is endless, the round ends as in BK7.
/// South has one house left (3, holding 2) on a ring of seven holes; both directions cycle.
#[test]
fn every_move_endless_ends_the_round() {
    let holes = [0, 0, 0, 2, 1, 3, 2, 1, 0, 1];
    for dir in [Dir::Plus, Dir::Minus] {
        let probe = BayKhom::from_holes_in(Ruleset::MancalaWorld, holes, [16, 16], &[0, 1, 2], 1);
        // (North to move here, so nothing ends; only the board and ring matter to the replay.)
        assert!(relay_laps_until_repeat(&probe, 3, dir).is_some(), "{dir:?}");
    }
    let g = BayKhom::from_holes(holes, [16, 16], &[0, 1, 2], 0);
    assert_eq!(g.round_end_reason(), Some(EndReason::Endless));
    // Collected: South 3 (house 3 and head 4), North 7; totals 19 and 23. South fills three
    // houses and chooses which; North fills everything and keeps 2.
    assert_eq!(g.phase(), Phase::Refill);
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(g.refill_count(), 3);
    assert_eq!(g.holes(), [0, 0, 0, 0, 5, 4, 4, 4, 4, 5]);
    assert_eq!(g.reserve(), [14, 2]);
    assert_eq!(g.eliminated(), [false; 10]);

    // mancala-world: only endless moves means no legal move (BK6), so the game ends and the
    // opponent takes the board [MW]: North gets all 10 counters left.
    let w = BayKhom::from_holes_in(Ruleset::MancalaWorld, holes, [16, 16], &[0, 1, 2], 0);
    assert_eq!(w.turn(), Turn::Over);
    let o = w.outcome().expect("over");
    assert_eq!(o.reason, EndReason::Endless);
    assert_eq!(o.totals, vec![16, 26]);
    assert_eq!(o.winners, vec![1]);
}

/// mancala-world: the player to move has no counter in a house; the opponent takes the board.
#[test]
fn mancala_world_no_moves_gives_the_board_to_the_opponent() {
    let g = BayKhom::from_holes_in(
        Ruleset::MancalaWorld,
        [0, 0, 0, 0, 3, 1, 0, 2, 0, 1],
        [20, 15],
        &[],
        0,
    );
    assert_eq!(g.turn(), Turn::Over);
    let o = g.outcome().expect("over");
    assert_eq!(o.reason, EndReason::NoMoves);
    assert_eq!(o.totals, vec![20, 22]);
    assert_eq!(o.winners, vec![1]);
    assert_eq!(g.holes(), [0; 10]);
}

/// BK11: a player below 9 at the end of a round loses.
#[test]
fn a_total_below_nine_loses_the_game() {
    let g = BayKhom::from_holes([0, 0, 0, 0, 2, 1, 0, 2, 0, 1], [6, 30], &[], 0);
    assert_eq!(g.turn(), Turn::Over);
    let o = g.outcome().expect("over");
    assert_eq!(o.reason, EndReason::CannotRefill);
    assert_eq!(o.totals, vec![8, 34]);
    assert_eq!(o.winners, vec![1]);
    // the result says who was short and of how much (the element words the end from it)
    assert_eq!(
        o.shortfall,
        Some(folkgames::Shortfall {
            player: 0,
            needs: 9
        })
    );
}

/// BK9/BK10: when nobody is short the next round starts in the same move, started by the
/// opponent of the last mover; when one player is short they choose, then start.
#[test]
fn round_end_refill_and_round_starter() {
    // South 3+: head 4 gets 1; holes 5 and 6 empty: no capture. North has no counter in a house:
    // the round ends. South collects 1, North 5: 21 each, everyone fills everything.
    let mut g = BayKhom::from_holes([0, 0, 0, 1, 0, 0, 0, 0, 0, 5], [20, 16], &[], 0);
    let events = sow(&mut g, 3, Dir::Plus);
    assert!(captured(&events).is_empty());
    assert!(events.contains(&Event::RoundEnd {
        collected: [1, 5],
        reserve: [21, 21],
    }));
    assert!(events.contains(&Event::RoundStart {
        round: 2,
        starter: 1
    }));
    assert_eq!(g.phase(), Phase::Sow);
    assert_eq!(g.round(), 2);
    assert_eq!(g.holes(), [4, 4, 4, 4, 5, 4, 4, 4, 4, 5]);
    assert_eq!(g.reserve(), [0, 0]);
    assert_eq!(
        g.turn(),
        Turn::Player(1),
        "the opponent of the last mover starts"
    );

    // The same with South 26, North 16: North fills the head and two houses and chooses.
    let mut g = BayKhom::from_holes([0, 0, 0, 1, 0, 0, 0, 0, 0, 5], [25, 11], &[], 0);
    sow(&mut g, 3, Dir::Plus);
    assert_eq!(g.phase(), Phase::Refill);
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(g.refill_count(), 2);
    assert_eq!(g.holes(), [4, 4, 4, 4, 5, 0, 0, 0, 0, 5]);
    assert_eq!(g.reserve(), [5, 11]);
    let choices: Vec<String> = legal(&g).iter().map(ToString::to_string).collect();
    assert_eq!(choices, ["F5,6", "F5,7", "F5,8", "F6,7", "F6,8", "F7,8"]);
    g.play(
        &<BayKhomMove as std::str::FromStr>::from_str("F6,8").unwrap(),
        &mut NoEvents,
    )
    .unwrap();
    assert_eq!(g.holes(), [4, 4, 4, 4, 5, 0, 4, 0, 4, 5]);
    assert_eq!(g.reserve(), [5, 3]);
    assert_eq!(
        g.eliminated(),
        [false, false, false, false, false, true, false, true, false, false]
    );
    assert_eq!(g.turn(), Turn::Player(1), "fewer houses starts");
    assert_eq!(g.round(), 2);
    // An eliminated house is never a starting hole.
    let mut h = g.clone();
    let err = h
        .play(&BayKhomMove::sow(5, Dir::Plus), &mut NoEvents)
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::IllegalMove);
    assert!(err.message.contains("eliminated"), "{}", err.message);
    // Sowing skips eliminated holes: 8+ drops into 9, 0, 1, 2.
    let mut events = Vec::new();
    g.play(&BayKhomMove::sow(8, Dir::Plus), &mut events)
        .unwrap();
    let drops: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::Drop { hole } => Some(*hole),
            _ => None,
        })
        .collect();
    assert_eq!(&drops[..4], &[9, 0, 1, 2]);
    // 6-: 5 is out of the ring, so the first counter goes to head 4.
    let mut g2 = BayKhom::from_holes([4, 4, 4, 4, 5, 0, 4, 0, 4, 5], [5, 3], &[5, 7], 1);
    let mut events = Vec::new();
    g2.play(&BayKhomMove::sow(6, Dir::Minus), &mut events)
        .unwrap();
    assert_eq!(events.get(1), Some(&Event::Drop { hole: 4 }));
}

/// BK8 (ours): the third occurrence of a position (board, player to move) since the last capture
/// ends the round (in mancala-world, the game; each player takes their own holes).
#[test]
fn third_repetition_ends_the_round() {
    for ruleset in [Ruleset::PoreeMaspero, Ruleset::MancalaWorld] {
        let mut g =
            BayKhom::from_holes_in(ruleset, [0, 1, 0, 0, 0, 0, 1, 0, 0, 0], [20, 20], &[], 0);
        let cycle = [
            (1, Dir::Plus),
            (6, Dir::Plus),
            (2, Dir::Minus),
            (7, Dir::Minus),
        ];
        for (i, &(hole, dir)) in cycle.iter().cycle().take(8).enumerate() {
            assert_eq!(g.round_end_reason(), None, "ply {i}");
            let events = sow(&mut g, hole, dir);
            assert!(captured(&events).is_empty());
        }
        // The start position has now occurred three times.
        assert_eq!(g.round_end_reason(), Some(EndReason::Repetition));
        match ruleset {
            Ruleset::PoreeMaspero => {
                // 21-21: both refill everything; the opponent of the last mover (North) is South.
                assert_eq!(g.round(), 2);
                assert_eq!(g.phase(), Phase::Sow);
                assert_eq!(g.holes(), [4, 4, 4, 4, 5, 4, 4, 4, 4, 5]);
                assert_eq!(g.turn(), Turn::Player(0));
            }
            Ruleset::MancalaWorld => {
                let o = g.outcome().expect("over");
                assert_eq!(o.reason, EndReason::Repetition);
                assert_eq!(o.totals, vec![21, 21]);
                assert!(o.draw);
                assert!(o.winners.is_empty());
            }
        }
    }
}
