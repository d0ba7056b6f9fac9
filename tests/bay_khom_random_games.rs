//! Seeded random games over both rulesets: conservation, termination, eliminated holes, errors
//! that change nothing, and the GameOf API (save, load, undo, redo).

use folkgames::games::bay_khom::{
    BayKhom, BayKhomMove, BayKhomOptions, Dir, Phase, RoundStarter, Ruleset,
};
use folkgames::playout::random_step;
use folkgames::record::{Event, HoleSet};
use folkgames::rng::Rng;
use folkgames::save;
use folkgames::{EndReason, ErrorCode, Game, NoEvents, Rules, Turn};
use serde_json::{json, Value};

fn new_game(ruleset: Ruleset, first: u8, alternate: bool) -> BayKhom {
    let opts = BayKhomOptions {
        ruleset: Some(ruleset),
        first_player: Some(first as u32),
        round_starter: alternate.then_some(RoundStarter::Alternate),
        ..BayKhomOptions::default()
    };
    BayKhom::new(&opts).expect("valid options")
}

fn total(g: &BayKhom) -> u32 {
    g.holes().iter().map(|&h| h as u32).sum::<u32>()
        + g.reserve().iter().map(|&r| r as u32).sum::<u32>()
}

/// Some moves that are never legal, or not legal here.
fn probe_moves(g: &BayKhom) -> Vec<BayKhomMove> {
    let mut v = vec![
        BayKhomMove::sow(4, Dir::Plus),
        BayKhomMove::sow(9, Dir::Minus),
        BayKhomMove::fill(&[]),
        BayKhomMove::fill(&[0, 1, 2, 3, 4]),
    ];
    let other = 1 - g.to_move();
    v.push(BayKhomMove::sow(other * 5, Dir::Plus));
    v.push(BayKhomMove::fill(&[other * 5 + 1]));
    v
}

fn play_random_game(seed: u64, ruleset: Ruleset, alternate: bool, stats: &mut Stats) {
    let mut rng = Rng::from_seed(seed);
    let mut g = new_game(ruleset, (seed & 1) as u8, alternate);
    let max = g.max_plies();
    let mut plies = 0;
    let mut moves = Vec::new();
    while g.turn() != Turn::Over {
        assert!(plies < max, "seed {seed}: the game lasts beyond max_plies");
        moves.clear();
        g.legal_moves(&mut moves);
        assert!(!moves.is_empty(), "seed {seed}: no legal move but not over");
        // Every listed move plays, and conserves the counters.
        for m in &moves {
            let mut h = g.clone();
            h.play(m, &mut NoEvents)
                .unwrap_or_else(|e| panic!("seed {seed}: listed move {m:?} fails: {e}"));
            assert_eq!(total(&h), 42, "seed {seed}: {m:?} loses counters");
        }
        // Illegal moves change nothing.
        for bad in probe_moves(&g) {
            if moves.contains(&bad) {
                continue;
            }
            let mut h = g.clone();
            let err = h.play(&bad, &mut NoEvents).unwrap_err();
            assert_eq!(err.code, ErrorCode::IllegalMove, "seed {seed}: {bad:?}");
            assert_eq!(h, g, "seed {seed}: illegal {bad:?} changed the state");
        }
        let before = g.eliminated();
        let mv = moves[rng.below(moves.len() as u32) as usize];
        let mut quiet = g.clone();
        quiet.play(&mv, &mut NoEvents).expect("listed move plays");
        let mut events = Vec::new();
        g.play(&mv, &mut events).expect("listed move plays");
        // With events and without: the same state either way.
        assert_eq!(
            quiet, g,
            "seed {seed}: {mv:?} differs with and without events"
        );
        plies += 1;
        assert_eq!(total(&g), 42, "seed {seed}: counters not conserved");
        // Eliminated holes never receive a counter: drops go to holes out of play neither before
        // the move (until a refill changes the set) nor after.
        let mut elim = before;
        for e in &events {
            match e {
                Event::Drop { hole } => {
                    assert!(
                        !elim[*hole as usize],
                        "seed {seed}: drop into eliminated {hole}"
                    )
                }
                Event::Refill { eliminated, .. } => {
                    for (h, e) in elim.iter_mut().enumerate() {
                        *e = eliminated.contains(h);
                    }
                }
                Event::Lift { hole, .. } | Event::Relay { hole, .. } => {
                    assert!(
                        !elim[*hole as usize],
                        "seed {seed}: lift from eliminated {hole}"
                    )
                }
                _ => {}
            }
        }
        for (h, &out) in g.eliminated().iter().enumerate() {
            if out {
                assert_eq!(
                    g.holes()[h],
                    0,
                    "seed {seed}: eliminated hole {h} holds counters"
                );
                assert!(h != 4 && h != 9, "seed {seed}: a head is eliminated");
            }
        }
        if g.phase() == Phase::Refill {
            stats.refills += 1;
        }
        if events.iter().any(|e| matches!(e, Event::GameOver { .. })) {
            assert_eq!(g.turn(), Turn::Over);
        }
    }
    // A finished game rejects every move with game_over.
    let o = g.outcome().expect("an outcome");
    assert_eq!(o.totals.iter().sum::<u32>(), 42);
    assert_eq!(g.phase(), Phase::Over);
    let mut none = Vec::new();
    g.legal_moves(&mut none);
    assert!(none.is_empty());
    for bad in [
        BayKhomMove::sow(0, Dir::Plus),
        BayKhomMove::sow(5, Dir::Minus),
        BayKhomMove::fill(&[1]),
    ] {
        let mut h = g.clone();
        assert_eq!(
            h.play(&bad, &mut NoEvents).unwrap_err().code,
            ErrorCode::GameOver
        );
        assert_eq!(h, g);
    }
    stats.games += 1;
    stats.max_plies = stats.max_plies.max(plies);
    stats.max_rounds = stats.max_rounds.max(g.round());
    *stats.reasons.entry(o.reason).or_insert(0) += 1;
}

#[derive(Default, Debug)]
struct Stats {
    games: u32,
    refills: u32,
    max_plies: usize,
    max_rounds: u32,
    reasons: std::collections::HashMap<EndReason, u32>,
}

#[test]
fn random_games_poree_maspero() {
    let mut stats = Stats::default();
    for seed in 0..1500 {
        play_random_game(seed, Ruleset::PoreeMaspero, seed % 3 == 0, &mut stats);
    }
    eprintln!("{stats:?}");
    assert!(stats.refills > 0, "some game has a refill choice");
    assert!(stats.reasons.contains_key(&EndReason::CannotRefill));
    // Random play always ends by BK11; the round-repetition rule is only a safety net (unit
    // test in src/games/bay_khom/rounds.rs).
}

#[test]
fn random_games_mancala_world() {
    let mut stats = Stats::default();
    for seed in 0..3000 {
        play_random_game(seed, Ruleset::MancalaWorld, false, &mut stats);
    }
    eprintln!("{stats:?}");
    assert_eq!(stats.refills, 0);
    assert_eq!(stats.max_rounds, 1);
}

#[test]
fn session_play_save_load_undo_redo() {
    for (seed, options) in [
        (1, json!({"seed": 1})),
        (
            2,
            json!({"seed": 2, "ruleset": "mancala-world", "firstPlayer": 1}),
        ),
        (3, json!({"seed": 3, "roundStarter": "alternate"})),
    ] {
        let mut game = Game::create("bay-khom", Some(&options), 0).unwrap();
        let mut rng = Rng::from_seed(seed);
        let mut states = vec![game.state_json()];
        while !game.is_over() {
            let legal = serde_json::to_value(game.legal_moves()).unwrap();
            let legal = legal.as_array().unwrap();
            let notations = game.legal_notations();
            assert_eq!(legal.len(), notations.len());
            let i = rng.below(notations.len() as u32) as usize;
            // Every other move goes in as a move object, the rest as notation.
            let record = if states.len() % 2 == 0 {
                game.play(&legal[i]).unwrap()
            } else {
                game.play_notation(&format!(" {} ", notations[i])).unwrap()
            };
            let rec = serde_json::to_value(&record).unwrap();
            assert_eq!(
                rec.get("notation").and_then(|n| n.as_str()),
                Some(notations[i].as_str())
            );
            states.push(game.state_json());
        }
        let state: Value = serde_json::from_str(&game.state_json()).unwrap();
        assert_eq!(state.get("phase").and_then(|p| p.as_str()), Some("over"));
        assert!(state.get("result").and_then(|r| r.get("reason")).is_some());
        assert_eq!(
            game.play_notation("0+").unwrap_err().code,
            ErrorCode::GameOver
        );
        let save = save::save_json(&game);
        let loaded = save::load_json(&save).unwrap();
        assert_eq!(loaded.state_json(), game.state_json());
        assert_eq!(loaded.options_json(), game.options_json());
        // Undo back a few moves, then redo them.
        let n = states.len() - 1;
        let back = n.min(7);
        for k in 1..=back {
            game.undo().unwrap();
            assert_eq!(game.state_json(), states[n - k]);
        }
        for k in (0..back).rev() {
            game.redo().unwrap();
            assert_eq!(game.state_json(), states[n - k]);
        }
    }
}

#[test]
fn bad_moves_and_notation() {
    for text in ["2+", "7-", "F1,3", "F0", "F5,6,8"] {
        let mv: BayKhomMove = text.parse().unwrap();
        assert_eq!(mv.to_string(), text);
        let object = serde_json::to_value(mv).unwrap();
        assert_eq!(serde_json::from_value::<BayKhomMove>(object).unwrap(), mv);
    }
    assert_eq!(
        "  3- \n".parse::<BayKhomMove>().unwrap(),
        BayKhomMove::sow(3, Dir::Minus)
    );
    for text in [
        "", "2", "+2", "22+", "2*", "F", "F3,1", "F1,1", "F1,", "f1", "F10", "2 +",
    ] {
        let err = text.parse::<BayKhomMove>().unwrap_err();
        assert_eq!(err.code, ErrorCode::BadMove, "{text:?}");
    }
    let mut game = Game::create("bay-khom", Some(&json!({"seed": 1})), 0).unwrap();
    for text in [
        r#"{"kind":"sow","hole":10,"dir":"+"}"#,
        r#"{"kind":"sow","hole":1.5,"dir":"+"}"#,
        r#"{"kind":"sow","hole":"1","dir":"+"}"#,
        r#"{"kind":"sow","hole":1,"dir":"x"}"#,
        r#"{"kind":"sow","hole":1}"#,
        r#"{"kind":"fill","houses":3}"#,
        r#"{"kind":"fill","houses":[1,"2"]}"#,
        r#"{"kind":"fill","houses":[1,1]}"#,
        r#"{"kind":"fill","houses":[-1]}"#,
        r#"{"kind":"pass"}"#,
        r#"{"hole":1,"dir":"+"}"#,
        r#"[1]"#,
    ] {
        let v: Value = serde_json::from_str(text).unwrap();
        assert!(
            serde_json::from_value::<BayKhomMove>(v.clone()).is_err(),
            "{text}"
        );
        let err = game.play(&v).unwrap_err();
        assert_eq!(err.code, ErrorCode::BadMove, "{text}");
    }
    // Well-formed but illegal: illegal_move from play, state unchanged.
    let before = game.state_json();
    for text in ["4+", "5+", "F1"] {
        assert_eq!(
            game.play_notation(text).unwrap_err().code,
            ErrorCode::IllegalMove,
            "{text}"
        );
        assert_eq!(game.state_json(), before);
    }
    assert_eq!(
        game.play_notation("x").unwrap_err().code,
        ErrorCode::BadMove
    );
    assert_eq!(game.ply(), 0);
    // Options.
    for opts in [
        json!({"ruleset": "ludii"}),
        json!({"firstPlayer": 2}),
        json!({"roundStarter": "winner"}),
        json!({"laps": 3}),
    ] {
        let err = Game::create("bay-khom", Some(&opts), 0).err().unwrap();
        assert_eq!(err.code, ErrorCode::BadOption, "{opts}");
    }
    let game = Game::create("bay-khom", None::<&Value>, 0).unwrap();
    assert_eq!(
        game.options_json(),
        r#"{"ruleset":"poree-maspero","players":2,"firstPlayer":0,"roundStarter":"fewer-houses","headStart":false,"roundEnd":"player-to-move"}"#
    );
}

/// The next active hole in direction `dir`, written out from BK3 (eliminated holes are skipped).
fn naive_next(eliminated: &[bool; 10], hole: usize, dir: Dir) -> usize {
    let mut h = hole;
    loop {
        h = match dir {
            Dir::Plus => (h + 1) % 10,
            Dir::Minus => (h + 9) % 10,
        };
        if !eliminated[h] {
            return h;
        }
    }
}

/// BK6 exactly: `sow_turn`'s verdict agrees with a naive replay, written apart from the rules
/// code, that stores every (board, hole to lift) in a set, on random boards with and without
/// eliminated houses.
#[test]
fn endless_detection_matches_a_naive_replay() {
    use folkgames::games::bay_khom::{sow_turn, Ring, TurnEnd};
    use std::collections::HashSet;
    let mut rng = Rng::from_seed(99);
    let mut endless = 0;
    for _ in 0..20_000 {
        let mut holes = [0u8; 10];
        let n = 1 + rng.below(20);
        // Some boards with eliminated houses of one player (never a head).
        let elim: u16 = match rng.below(3) {
            0 => (rng.below(15) as u16 + 1) & 0b0111,
            1 => ((rng.below(7) as u16 + 1) & 0b0111) << 5,
            _ => 0,
        };
        let eliminated: [bool; 10] = std::array::from_fn(|h| elim & (1 << h) != 0);
        for _ in 0..n {
            let h = rng.below(10) as usize;
            if !eliminated[h] {
                holes[h] += 1;
            }
        }
        let ring = Ring { eliminated };
        for start in 0..10usize {
            if holes[start] == 0 || eliminated[start] {
                continue;
            }
            for dir in Dir::BOTH {
                let mut fast = holes;
                let verdict = sow_turn(&mut fast, &ring, start, dir, 0, &mut NoEvents);
                // Naive: relay laps until the turn ends or a state repeats.
                let mut b = holes;
                let mut hole = start;
                let mut seen = HashSet::new();
                seen.insert((b, hole));
                let naive_endless = loop {
                    let c = b[hole];
                    b[hole] = 0;
                    let mut pos = hole;
                    for _ in 0..c {
                        pos = naive_next(&eliminated, pos, dir);
                        b[pos] += 1;
                    }
                    let n1 = naive_next(&eliminated, pos, dir);
                    if b[n1] == 0 {
                        break false;
                    }
                    hole = n1;
                    if !seen.insert((b, hole)) {
                        break true;
                    }
                };
                assert_eq!(
                    verdict == TurnEnd::Endless,
                    naive_endless,
                    "{holes:?} elim {elim:b} start {start} {dir:?}"
                );
                if naive_endless {
                    endless += 1;
                }
            }
        }
    }
    assert!(endless > 0, "some endless moves were met");
}

/// Any move value at all, in positions of random games: either it is listed and plays, or it is
/// refused with the state unchanged. Nothing panics.
#[test]
fn any_move_value_is_played_or_refused_cleanly() {
    let mut rng = Rng::from_seed(7);
    for seed in 0..150 {
        let mut g = new_game(
            if seed % 2 == 0 {
                Ruleset::PoreeMaspero
            } else {
                Ruleset::MancalaWorld
            },
            0,
            false,
        );
        let mut moves = Vec::new();
        while g.turn() != Turn::Over {
            moves.clear();
            g.legal_moves(&mut moves);
            let mut probes: Vec<BayKhomMove> = (0..=255u8)
                .step_by(7)
                .chain(0..16)
                .flat_map(|h| {
                    [
                        BayKhomMove::sow(h, Dir::Plus),
                        BayKhomMove::sow(h, Dir::Minus),
                    ]
                })
                .collect();
            for _ in 0..20 {
                probes.push(BayKhomMove::Fill {
                    houses: HoleSet(rng.next_u64() as u16),
                });
            }
            // Sets of a few holes, past the board's ten too (a `HoleSet` holds sixteen).
            for _ in 0..20 {
                let mut set = 0u16;
                for _ in 0..1 + rng.below(3) {
                    set |= 1 << rng.below(16);
                }
                probes.push(BayKhomMove::Fill {
                    houses: HoleSet(set),
                });
            }
            for m in probes {
                let mut h = g.clone();
                match h.play(&m, &mut Vec::new()) {
                    Ok(()) => assert!(moves.contains(&m), "{m:?} played but not listed"),
                    Err(e) => {
                        assert!(!moves.contains(&m), "{m:?} listed but refused: {e}");
                        assert_eq!(e.code, ErrorCode::IllegalMove);
                        assert!(!e.message.is_empty());
                        assert_eq!(h, g);
                    }
                }
            }
            let mv = moves[rng.below(moves.len() as u32) as usize];
            g.play(&mv, &mut NoEvents).unwrap();
        }
    }
}

/// The sowings BK2 and BK6 allow, found the slow way: every non-empty active house of the player
/// to move, in both directions, sown on a copy of the board; those whose turn ends.
fn reference_sowings(g: &BayKhom) -> Vec<BayKhomMove> {
    use folkgames::games::bay_khom::{sow_turn, Ring, TurnEnd};
    let eliminated = g.eliminated();
    let ring = Ring { eliminated };
    let me = g.to_move() as usize;
    let holes = g.holes();
    let mut out = Vec::new();
    for h in (me * 5..me * 5 + 4).filter(|&h| !eliminated[h] && holes[h] > 0) {
        for dir in [Dir::Plus, Dir::Minus] {
            let mut board = g.holes();
            if sow_turn(&mut board, &ring, h, dir, me as u8, &mut NoEvents) != TurnEnd::Endless {
                out.push(BayKhomMove::sow(h as u8, dir));
            }
        }
    }
    out
}

/// Settling tries the sowings only until one ends; the list tries them all, and random play
/// tries the candidates it draws. On sparse boards, where endless sowings are common, the list
/// must still be exactly the slow reference's, every other sowing of the player to move refused
/// with the game unchanged, and the random move one of the list.
#[test]
fn lazily_tried_sowings_match_a_reference_on_sparse_boards() {
    let mut rng = Rng::from_seed(2024);
    let (mut positions, mut with_endless) = (0, 0);
    for _ in 0..20_000 {
        let mut holes = [0u8; 10];
        let to_move = rng.below(2) as u8;
        // Now and then a house or two of one player eliminated (BK9; never a head).
        let side = 5 * rng.below(2) as u8;
        let eliminated: Vec<u8> = (0..4u8)
            .filter(|_| rng.below(5) == 0)
            .map(|h| h + side)
            .collect();
        for _ in 0..1 + rng.below(16) {
            holes[rng.below(10) as usize] += 1;
        }
        let on_board: u8 = holes.iter().sum();
        let g = BayKhom::from_holes(holes, [42 - on_board, 0], &eliminated, to_move);
        if g.phase() != Phase::Sow {
            continue;
        }
        positions += 1;
        let mut listed = Vec::new();
        g.legal_moves(&mut listed);
        let reference = reference_sowings(&g);
        assert_eq!(listed, reference, "{g:?}");
        let me = g.to_move();
        for h in me * 5..me * 5 + 4 {
            for dir in [Dir::Plus, Dir::Minus] {
                let m = BayKhomMove::sow(h, dir);
                let mut h2 = g.clone();
                match h2.play(&m, &mut NoEvents) {
                    Ok(()) => assert!(listed.contains(&m), "{m:?} played but not listed: {g:?}"),
                    Err(e) => {
                        assert!(!listed.contains(&m), "{m:?} listed but refused: {e}");
                        assert_eq!(e.code, ErrorCode::IllegalMove);
                        assert_eq!(h2, g, "a refused {m:?} changed the game");
                        with_endless +=
                            (g.holes()[h as usize] > 0 && !g.eliminated()[h as usize]) as usize;
                    }
                }
            }
        }
        // The random step plays one of the listed moves.
        let mut picker = g.clone();
        let mut buf = Vec::new();
        assert!(random_step(&mut picker, &mut rng, &mut buf), "a move");
        let played = listed.iter().any(|m| {
            let mut k = g.clone();
            k.play(m, &mut NoEvents).is_ok() && k == picker
        });
        assert!(played, "the random step played no listed move: {g:?}");
    }
    assert!(
        positions > 5_000,
        "only {positions} positions in the sowing phase"
    );
    assert!(
        with_endless > 100,
        "only {with_endless} endless sowings refused"
    );
}
