//! Seeded random games over both rulesets: conservation, termination, eliminated holes, errors
//! that change nothing, and the Session API (save, load, undo, redo).

use folkgames::games::bay_khom::{BayKhom, BayKhomMove, Dir, Phase};
use folkgames::json;
use folkgames::options::Options;
use folkgames::record::Event;
use folkgames::rng::Rng;
use folkgames::{ErrorCode, NoEvents, Rules, Turn};

fn new_game(ruleset: &str, first: u8, alternate: bool) -> BayKhom {
    let mut opts = Options::empty()
        .with("ruleset", json::Value::String(ruleset.into()))
        .with("firstPlayer", json::Value::Number(first as f64));
    if alternate {
        opts = opts.with("roundStarter", json::Value::String("alternate".into()));
    }
    BayKhom::new(&mut opts).expect("valid options")
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

fn play_random_game(seed: u64, ruleset: &str, alternate: bool, stats: &mut Stats) {
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
        // Without events the turn is read from its BK6 trial, with events it is sown again: the
        // same state either way.
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
                        *e = eliminated & (1 << h) != 0;
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
        if events.iter().any(|e| matches!(e, Event::GameOver)) {
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
    reasons: std::collections::BTreeMap<&'static str, u32>,
}

#[test]
fn random_games_poree_maspero() {
    let mut stats = Stats::default();
    for seed in 0..1500 {
        play_random_game(seed, "poree-maspero", seed % 3 == 0, &mut stats);
    }
    eprintln!("{stats:?}");
    assert!(stats.refills > 0, "some game has a refill choice");
    assert!(stats.reasons.contains_key("cannot-refill"));
    // Random play always ends by BK11; the round-repetition rule is only a safety net (unit
    // test in src/games/bay_khom/rounds.rs).
}

#[test]
fn random_games_mancala_world() {
    let mut stats = Stats::default();
    for seed in 0..3000 {
        play_random_game(seed, "mancala-world", false, &mut stats);
    }
    eprintln!("{stats:?}");
    assert_eq!(stats.refills, 0);
    assert_eq!(stats.max_rounds, 1);
}

#[test]
fn session_play_save_load_undo_redo() {
    for (seed, options) in [
        (1, r#"{"seed":1}"#),
        (2, r#"{"seed":2,"ruleset":"mancala-world","firstPlayer":1}"#),
        (3, r#"{"seed":3,"roundStarter":"alternate"}"#),
    ] {
        let mut game = folkgames::new_game("bay-khom", &json::parse(options).unwrap(), 0).unwrap();
        let mut rng = Rng::from_seed(seed);
        let mut states = vec![game.state_json()];
        while !game.is_over() {
            let legal = json::parse(&game.legal_moves_json()).unwrap();
            let legal = legal.as_array().unwrap();
            let notations = game.legal_notations();
            assert_eq!(legal.len(), notations.len());
            let i = rng.below(notations.len() as u32) as usize;
            // Every other move goes in as JSON, the rest as notation.
            let record = if states.len() % 2 == 0 {
                let mut w = json::Writer::new();
                let v = &legal[i];
                write_value(v, &mut w);
                game.play_json(&w.finish()).unwrap()
            } else {
                game.play_notation(&format!(" {} ", notations[i])).unwrap()
            };
            let rec = json::parse(&record).unwrap();
            assert_eq!(
                rec.get("notation").and_then(|n| n.as_str()),
                Some(notations[i].as_str())
            );
            states.push(game.state_json());
        }
        let state = json::parse(&game.state_json()).unwrap();
        assert_eq!(state.get("phase").and_then(|p| p.as_str()), Some("over"));
        assert!(state.get("result").and_then(|r| r.get("reason")).is_some());
        assert_eq!(
            game.play_notation("0+").unwrap_err().code,
            ErrorCode::GameOver
        );
        let save = game.save();
        let loaded = folkgames::load(&save).unwrap();
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
    use folkgames::games::bay_khom::BayKhom as B;
    for text in ["2+", "7-", "F1,3", "F0", "F5,6,8"] {
        let mv = B::parse_notation(text).unwrap();
        assert_eq!(B::notation(&mv), text);
        let mut w = json::Writer::new();
        B::write_move(&mv, &mut w);
        assert_eq!(
            B::move_from_json(&json::parse(&w.finish()).unwrap()).unwrap(),
            mv
        );
    }
    assert_eq!(
        B::parse_notation("  3- \n").unwrap(),
        BayKhomMove::sow(3, Dir::Minus)
    );
    for text in [
        "", "2", "+2", "22+", "2*", "F", "F3,1", "F1,1", "F1,", "f1", "F10", "2 +",
    ] {
        let err = B::parse_notation(text).unwrap_err();
        assert_eq!(err.code, ErrorCode::BadMove, "{text:?}");
    }
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
        let err = B::move_from_json(&json::parse(text).unwrap()).unwrap_err();
        assert_eq!(err.code, ErrorCode::BadMove, "{text}");
    }
    // Well-formed but illegal: illegal_move from play, state unchanged.
    let mut game =
        folkgames::new_game("bay-khom", &json::parse(r#"{"seed":1}"#).unwrap(), 0).unwrap();
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
    // Options.
    for opts in [
        r#"{"ruleset":"ludii"}"#,
        r#"{"firstPlayer":2}"#,
        r#"{"roundStarter":"winner"}"#,
        r#"{"laps":3}"#,
    ] {
        let err = folkgames::new_game("bay-khom", &json::parse(opts).unwrap(), 0)
            .err()
            .unwrap();
        assert_eq!(err.code, ErrorCode::BadOption, "{opts}");
    }
    let game = folkgames::new_game("bay-khom", &json::Value::Null, 0).unwrap();
    assert_eq!(
        game.options_json(),
        r#"{"ruleset":"poree-maspero","firstPlayer":0,"roundStarter":"fewer-houses"}"#
    );
}

fn write_value(v: &json::Value, w: &mut json::Writer) {
    match v {
        json::Value::Null => {
            w.null();
        }
        json::Value::Bool(b) => {
            w.bool(*b);
        }
        json::Value::Number(n) => {
            w.int(*n as i64);
        }
        json::Value::String(s) => {
            w.str(s);
        }
        json::Value::Array(items) => {
            w.begin_array();
            for i in items {
                write_value(i, w);
            }
            w.end_array();
        }
        json::Value::Object(fields) => {
            w.begin_object();
            for (k, x) in fields {
                w.key_text(k);
                write_value(x, w);
            }
            w.end_object();
        }
    }
}

/// BK6 exactly: Brent's cycle detection in `sow_turn` agrees with a naive replay that stores
/// every (board, hole to lift) in a set, on random boards with and without eliminated houses.
#[test]
fn endless_detection_matches_a_naive_replay() {
    use folkgames::games::bay_khom::{ring_tables, sow_turn, TurnEnd};
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
        for _ in 0..n {
            let h = rng.below(10) as usize;
            if elim & (1 << h) == 0 {
                holes[h] += 1;
            }
        }
        let rings = ring_tables(elim);
        for start in 0..10usize {
            if holes[start] == 0 || elim & (1 << start) != 0 {
                continue;
            }
            for ring in &rings {
                let mut fast = holes;
                let verdict = sow_turn(&mut fast, ring, start, 0, &mut NoEvents);
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
                        pos = ring[pos] as usize;
                        b[pos] += 1;
                    }
                    let n1 = ring[pos] as usize;
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
                    "{holes:?} elim {elim:b} start {start}"
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
                "poree-maspero"
            } else {
                "mancala-world"
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
                    houses: rng.next_u64() as u16,
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
    use folkgames::games::bay_khom::{ring_tables, sow_turn, TurnEnd};
    let eliminated = g.eliminated();
    let mask = (0..10)
        .filter(|&h| eliminated[h])
        .fold(0u16, |m, h| m | 1 << h);
    let rings = ring_tables(mask);
    let me = g.to_move() as usize;
    let holes = g.holes();
    let mut out = Vec::new();
    for h in (me * 5..me * 5 + 4).filter(|&h| !eliminated[h] && holes[h] > 0) {
        for (d, dir) in [Dir::Plus, Dir::Minus].into_iter().enumerate() {
            let mut board = g.holes();
            if sow_turn(&mut board, &rings[d], h, me as u8, &mut NoEvents) != TurnEnd::Endless {
                out.push(BayKhomMove::sow(h as u8, dir));
            }
        }
    }
    out
}

/// The legal sowings are tried lazily (settling tries them only until one ends; the list, the
/// random move and play try the rest when asked). On sparse boards, where endless sowings are
/// common, the list must still be exactly the slow reference's, every other sowing of the player
/// to move refused with the game unchanged, and the random move one of the list.
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
        let g = BayKhom::from_position(holes, [42 - on_board, 0], &eliminated, to_move);
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
        let mut picker = g.clone();
        let mut buf = Vec::new();
        let picked = picker.random_move(&mut rng, &mut buf).expect("a move");
        assert!(
            listed.contains(&picked),
            "random move {picked:?} not listed"
        );
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
