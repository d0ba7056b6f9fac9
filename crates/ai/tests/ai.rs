//! The computer opponents on many positions of every game and ruleset, reached by seeded random
//! play: at every level `suggest` returns a legal move, leaves the position unchanged and gives
//! the same move again for the same seed. Also the options, and a suggestion for any `Game`.

use folkgames::error::GameResult;
use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use folkgames::input::Source;
use folkgames::rng::Rng;
use folkgames::rules::{NoEvents, Rules, Turn};
use folkgames::{AnyMove, ErrorCode, Game};
use folkgames_ai::{self as ai, Level, Player, Suggest, SuggestOptions};
use serde_json::{json, Value};

fn new_game<R: Rules>(opts: &str) -> R {
    let o: R::Options = serde_json::from_str(opts).expect("options of this game");
    R::new(&o).expect("game")
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
            let opts = Suggest {
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
    let mut g = BayKhom::from_holes([3, 0, 2, 0, 6, 1, 2, 4, 3, 0], [10, 11], &[], 1);
    let mv = folkgames::games::bay_khom::BayKhomMove::sow(6, folkgames::games::bay_khom::Dir::Plus);
    g.play(&mv, &mut NoEvents).expect("T2 plays");
    let mut legal = vec![];
    g.legal_moves(&mut legal);
    assert!(legal.len() > 1, "a refill choice is due: {legal:?}");
    let clock = ai::native_clock();
    for level in ALL {
        let got = ai::suggest(&g, &Suggest::new(level, 5), &clock).expect("a choice");
        assert!(legal.contains(&got));
    }
}

#[test]
fn hard_takes_an_obvious_capture() {
    // Kpé KT2: South unlocked, pit 1 captures 8; nothing else comes close.
    let g = Kpe::from_pits(
        [0, 5, 3, 1, 1, 3, 1, 6],
        [14, 14],
        [&[0, 1, 2, 3], &[0, 1, 2, 3]],
        0,
    );
    let clock = ai::native_clock();
    let mv = ai::suggest(&g, &Suggest::new(Level::Hard, 1), &clock).expect("a move");
    assert_eq!(mv.pit(), 1);
}

/// `suggestMove`'s options read as `suggest_move` reads them (its message aside), checked.
fn suggest_options(given: &Value) -> GameResult<Suggest> {
    let o: Option<SuggestOptions> = given.read(ErrorCode::BadOption, "options")?;
    o.unwrap_or_default().check()
}

#[test]
fn options_are_checked() {
    let parse = |s: &str| suggest_options(&serde_json::from_str(s).expect("json"));
    let d = parse("null").expect("defaults");
    assert_eq!(d, SuggestOptions::default().check().expect("defaults"));
    assert_eq!(d.level, Level::Medium);
    assert_eq!(parse("{}").expect("defaults"), d);
    let o = parse(r#"{"level":"hard","timeMs":250,"seed":9}"#).expect("ok");
    assert_eq!((o.level, o.time_ms, o.seed), (Level::Hard, 250.0, 9));
    for bad in [
        r#"{"level":"master"}"#,
        r#"{"level":3}"#,
        r#"{"timeMs":0}"#,
        r#"{"timeMs":-5}"#,
        r#"{"timeMs":60001}"#,
        r#"{"timeMs":"fast"}"#,
        r#"{"seed":-1}"#,
        r#"{"seed":1.5}"#,
        r#"{"seed":9007199254740992}"#,
        r#"{"depth":3}"#,
        "[]",
        "7",
    ] {
        let e = parse(bad).expect_err(bad);
        assert_eq!(e.code, ErrorCode::BadOption, "{bad}");
    }
}

/// A suggestion for whichever game `g` is.
fn suggest_any(g: &Game, opts: &Value) -> GameResult<AnyMove> {
    ai::suggest_move(g, Some(opts), &ai::native_clock())
}

#[test]
fn any_game_suggests_a_move_object() {
    for (id, opts) in [
        ("kpe", json!({})),
        ("bay-khom", json!({"ruleset": "mancala-world"})),
        ("siryu", json!({})),
    ] {
        let mut g = Game::create(id, Some(&opts), 3).expect("game");
        let before = g.state_json();
        let hard = json!({"level": "hard", "seed": 4});
        let mv = suggest_any(&g, &hard).expect("a move");
        assert_eq!(g.state_json(), before);
        assert_eq!(suggest_any(&g, &hard).expect("again"), mv);
        g.play(&serde_json::to_value(mv).expect("a move object"))
            .expect("the suggestion plays");
        let e = suggest_any(&g, &json!({"level": "best"})).expect_err("bad");
        assert_eq!(e.code, ErrorCode::BadOption);
        // No options, or null: the defaults.
        let clock = ai::native_clock();
        let none = ai::suggest_move(&g, None::<&Value>, &clock).expect("a move");
        assert_eq!(suggest_any(&g, &Value::Null).expect("a move"), none);
        assert_eq!(suggest_any(&g, &json!({})).expect("a move"), none);
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
    let opts = Suggest {
        level: Level::Hard,
        time_ms: 1.0,
        seed: 0,
    };
    let mv = ai::suggest(&g, &opts, &clock).expect("a move");
    let mut legal = vec![];
    g.legal_moves(&mut legal);
    assert!(legal.contains(&mv));
}
