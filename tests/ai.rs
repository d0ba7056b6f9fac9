//! The computer opponents on many positions of every game and ruleset, reached by seeded random
//! play: at every level `suggest` returns a legal move, leaves the position unchanged and gives
//! the same move again for the same seed. Also the options and the `AnyGame` plumbing.

use folkgames::ai::{self, Level, Player, SuggestOptions};
use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use folkgames::json;
use folkgames::options::Options;
use folkgames::rng::Rng;
use folkgames::rules::{NoEvents, Rules, Turn};
use folkgames::ErrorCode;

fn new_game<R: Rules>(opts: &str) -> R {
    let v = json::parse(opts).expect("options JSON");
    let mut o = Options::from_json(&v).expect("options");
    R::new(&mut o).expect("game")
}

/// Positions along seeded random games: every `stride`-th position of `games` games.
fn positions<R: Rules>(start: &R, games: u64, stride: usize, seed: u64) -> Vec<R> {
    let mut out = vec![];
    let mut rng = Rng::from_seed(seed);
    let mut buf = vec![];
    for _ in 0..games {
        let mut g = start.clone();
        let mut ply = 0;
        while g.turn() != Turn::Over && ply < 3000 {
            if ply % stride == 0 {
                out.push(g.clone());
            }
            let mv = match g.turn() {
                Turn::Chance => g.sample_chance(&mut rng).expect("a throw"),
                _ => {
                    buf.clear();
                    g.legal_moves(&mut buf);
                    buf[rng.below(buf.len() as u32) as usize].clone()
                }
            };
            g.play(&mv, &mut NoEvents).expect("legal");
            ply += 1;
        }
        out.push(g);
    }
    out
}

fn check<P: Player>(label: &str, start: &P, games: u64, stride: usize, levels: &[Level]) {
    let clock = ai::native_clock();
    let list = positions(start, games, stride, 11);
    let mut checked = 0;
    for (i, g) in list.iter().enumerate() {
        let before = g.clone();
        for &level in levels {
            let opts = SuggestOptions {
                level,
                time_ms: 60_000.0,
                seed: i as u64 * 7 + 3,
            };
            let got = ai::suggest(g, &opts, &clock);
            assert_eq!(*g, before, "{label}: suggest changed the position");
            if g.turn() == Turn::Over {
                let e = got.expect_err("a finished game has no move");
                assert_eq!(e.code, ErrorCode::GameOver);
                continue;
            }
            let mv = got.unwrap_or_else(|e| panic!("{label} {level:?}: {e}"));
            if g.turn() == Turn::Chance {
                let mut child = g.clone();
                child.play(&mv, &mut NoEvents).expect("the throw plays");
            } else {
                let mut legal = vec![];
                g.legal_moves(&mut legal);
                assert!(
                    legal.contains(&mv),
                    "{label} {level:?}: {mv:?} not in {legal:?} at {g:?}"
                );
            }
            let again = ai::suggest(g, &opts, &clock).expect("same again");
            assert_eq!(mv, again, "{label} {level:?}: not deterministic");
            checked += 1;
        }
    }
    assert!(checked > 50, "{label}: only {checked} suggestions checked");
}

const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

#[test]
fn kpe_suggestions_are_legal_pure_and_deterministic() {
    let g: Kpe = new_game("{}");
    check("kpe", &g, 12, 9, &ALL);
    let g: Kpe = new_game(r#"{"skipOrigin":true,"firstPlayer":1}"#);
    check("kpe skipOrigin", &g, 4, 9, &ALL);
}

#[test]
fn bay_khom_poree_maspero_suggestions_are_legal_pure_and_deterministic() {
    let g: BayKhom = new_game(r#"{"ruleset":"poree-maspero"}"#);
    check("bay-khom pm", &g, 10, 7, &ALL);
    let g: BayKhom = new_game(r#"{"ruleset":"poree-maspero","roundStarter":"alternate"}"#);
    check("bay-khom pm alternate", &g, 4, 7, &ALL);
}

#[test]
fn bay_khom_mancala_world_suggestions_are_legal_pure_and_deterministic() {
    let g: BayKhom = new_game(r#"{"ruleset":"mancala-world"}"#);
    check("bay-khom mw", &g, 16, 4, &ALL);
}

#[test]
fn siryu_suggestions_are_legal_pure_and_deterministic() {
    for (opts, stride) in [
        (r#"{"players":2}"#, 97),
        (r#"{"players":2,"stationSirs":1}"#, 37),
        (r#"{"players":3,"stationSirs":1}"#, 61),
        (r#"{"players":8,"stationSirs":1}"#, 211),
    ] {
        let g: Siryu = new_game(opts);
        check(opts, &g, 3, stride, &ALL);
    }
}

#[test]
fn refill_choices_are_suggested() {
    // Porée-Maspero T2: after North's capture South must choose which house to fill.
    let mut g = BayKhom::from_position([3, 0, 2, 0, 6, 1, 2, 4, 3, 0], [10, 11], &[], 1);
    let mv = folkgames::games::bay_khom::BayKhomMove::sow(6, folkgames::games::bay_khom::Dir::Plus);
    g.play(&mv, &mut NoEvents).expect("T2 plays");
    let mut legal = vec![];
    g.legal_moves(&mut legal);
    assert!(legal.len() > 1, "a refill choice is due: {legal:?}");
    let clock = ai::native_clock();
    for level in ALL {
        let got = ai::suggest(&g, &SuggestOptions::new(level, 5), &clock).expect("a choice");
        assert!(legal.contains(&got));
    }
}

#[test]
fn hard_takes_an_obvious_capture() {
    // Kpé KT2: South unlocked, pit 1 captures 8; nothing else comes close.
    let g = Kpe::from_position(
        [0, 5, 3, 1, 1, 3, 1, 6],
        [14, 14],
        [&[0, 1, 2, 3], &[0, 1, 2, 3]],
        0,
    );
    let clock = ai::native_clock();
    let mv = ai::suggest(&g, &SuggestOptions::new(Level::Hard, 1), &clock).expect("a move");
    assert_eq!(mv.pit, 1);
}

#[test]
fn options_are_checked() {
    let parse = |s: &str| SuggestOptions::from_json(&json::parse(s).expect("json"));
    let d = parse("null").expect("defaults");
    assert_eq!(d, SuggestOptions::default());
    assert_eq!(d.level, Level::Medium);
    let o = parse(r#"{"level":"hard","timeMs":250,"seed":9}"#).expect("ok");
    assert_eq!((o.level, o.time_ms, o.seed), (Level::Hard, 250.0, 9));
    for bad in [
        r#"{"level":"expert"}"#,
        r#"{"level":3}"#,
        r#"{"timeMs":0}"#,
        r#"{"timeMs":-5}"#,
        r#"{"timeMs":60001}"#,
        r#"{"timeMs":"fast"}"#,
        r#"{"seed":-1}"#,
        r#"{"seed":1.5}"#,
        r#"{"depth":3}"#,
        "[]",
        "7",
    ] {
        let e = parse(bad).expect_err(bad);
        assert_eq!(e.code, ErrorCode::BadOption, "{bad}");
    }
}

#[test]
fn any_game_suggests_move_json() {
    let clock = ai::native_clock();
    for (id, opts) in [
        ("kpe", "{}"),
        ("bay-khom", r#"{"ruleset":"mancala-world"}"#),
        ("siryu", "{}"),
    ] {
        let mut g = folkgames::new_game(id, &json::parse(opts).expect("json"), 3).expect("game");
        let before = g.state_json();
        let mv = g
            .suggest_move(r#"{"level":"hard","seed":4}"#, &clock)
            .expect("a move");
        assert_eq!(g.state_json(), before);
        assert_eq!(
            g.suggest_move(r#"{"level":"hard","seed":4}"#, &clock)
                .expect("again"),
            mv
        );
        g.play_json(&mv).expect("the suggestion plays");
        let e = g
            .suggest_move(r#"{"level":"best"}"#, &clock)
            .expect_err("bad");
        assert_eq!(e.code, ErrorCode::BadOption);
        let e = g.suggest_move("{not json", &clock).expect_err("bad");
        assert_eq!(e.code, ErrorCode::BadOption);
    }
}

#[test]
fn a_time_cap_stops_the_search_with_a_legal_move() {
    // A clock that jumps a second per reading: the cap is hit at once.
    let t = std::cell::Cell::new(0.0);
    let clock = || {
        t.set(t.get() + 1000.0);
        t.get()
    };
    let g: BayKhom = new_game("{}");
    let opts = SuggestOptions {
        level: Level::Hard,
        time_ms: 1.0,
        seed: 0,
    };
    let mv = ai::suggest(&g, &opts, &clock).expect("a move");
    let mut legal = vec![];
    g.legal_moves(&mut legal);
    assert!(legal.contains(&mv));
}
