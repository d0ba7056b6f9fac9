//! What the fuzz targets run. Every failure is a panic, which libFuzzer reports as a crash with
//! the input that caused it (fuzz/artifacts/<target>/).

use folkgames::ai::Player;
use folkgames::game::{AnyGame, Session};
use folkgames::invariants::{check, Invariants};
use folkgames::json;
use folkgames::options::Options;
use folkgames::rng::Rng;

/// Arbitrary bytes as a save (lossy UTF-8, as a JS string with lone surrogates reaches the engine):
/// `load` must not panic; when it accepts, save → load gives the same state and the same save.
pub fn load_round_trip(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Ok(g) = folkgames::load(&text) {
        let save = g.save();
        let again = folkgames::load(&save)
            .unwrap_or_else(|e| panic!("a save written by save() does not load: {e}\n{save}"));
        assert_eq!(
            again.state_json(),
            g.state_json(),
            "save → load changed the state"
        );
        assert_eq!(again.save(), save, "save → load → save differs");
    }
}

/// Reads the input one byte at a time; zeros once it is used up.
struct Bytes<'a> {
    data: &'a [u8],
}

impl Bytes<'_> {
    fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }
    fn take(&mut self, n: usize) -> &[u8] {
        let (head, rest) = self.data.split_at(n.min(self.data.len()));
        self.data = rest;
        head
    }
}

/// Options for game `id` chosen by one byte: every ruleset and option that changes play.
fn options(id: &str, b: u8) -> String {
    match id {
        "kpe" => format!(
            r#"{{"skipOrigin":{},"firstPlayer":{}}}"#,
            b & 1 != 0,
            (b >> 1) & 1
        ),
        "bay-khom" => format!(
            r#"{{"ruleset":"{}","firstPlayer":{},"roundStarter":"{}"}}"#,
            ["poree-maspero", "mancala-world"][(b & 1) as usize],
            (b >> 1) & 1,
            ["fewer-houses", "alternate"][((b >> 2) & 1) as usize]
        ),
        _ => format!(
            r#"{{"players":{},"stationSirs":{}}}"#,
            2 + (b & 7) % 7,
            if b & 8 != 0 { 3 } else { 1 }
        ),
    }
}

fn checked<R: Invariants>(s: &Session<R>, buf: &mut Vec<R::Move>, what: &str) {
    if let Err(e) = check(s.state(), s.ply(), buf) {
        panic!("after {what}: {e}");
    }
}

/// A failed step must leave everything as it was: the rules value, the state JSON, the save.
fn unchanged<R: Invariants + Player + 'static>(s: &Session<R>, before: &(R, String, String), what: &str) {
    assert_eq!(s.state(), &before.0, "{what} failed but changed the state");
    assert_eq!(
        AnyGame::state_json(s),
        before.1,
        "{what} failed but changed the state JSON"
    );
    assert_eq!(
        AnyGame::save(s),
        before.2,
        "{what} failed but changed the save"
    );
}

/// Arbitrary bytes drive a game of kind `R`: the first byte picks the options, the next eight the
/// seed; then each byte is a step: a legal move picked by the next byte, a raw notation or JSON
/// move from the following bytes, a roll, undo, redo, a burst of random legal moves, or a save →
/// load round trip. Nothing may panic, a refused step changes nothing, and the invariants hold
/// after every step.
pub fn drive<R: Invariants + Player + 'static>(data: &[u8]) {
    let mut input = Bytes { data };
    let opts_json = options(R::ID, input.byte());
    let seed = u64::from_le_bytes(std::array::from_fn(|_| input.byte())) & ((1 << 53) - 1);
    let Ok(v) = json::parse(&opts_json) else {
        return;
    };
    let mut opts = Options::from_json(&v).expect("options are an object");
    let start = R::new(&mut opts).expect("valid options");
    let mut s = Session::new(start, seed);
    let mut buf = Vec::new();
    checked(&s, &mut buf, "the start");
    while !input.data.is_empty() {
        let op = input.byte();
        let before = (
            s.state().clone(),
            AnyGame::state_json(&s),
            AnyGame::save(&s),
        );
        let (what, result) = match op % 10 {
            0..=2 => {
                let legal = s.legal_moves();
                if legal.is_empty() {
                    continue;
                }
                let mv = &legal[input.byte() as usize % legal.len()];
                s.play(mv)
                    .unwrap_or_else(|e| panic!("listed move {mv:?} fails: {e}"));
                ("a legal move", Ok(()))
            }
            3 => {
                let n = input.byte() as usize % 12;
                let text = String::from_utf8_lossy(input.take(n)).into_owned();
                ("a notation move", s.play_notation(&text).map(drop))
            }
            4 => {
                let n = input.byte() as usize % 64;
                let text = String::from_utf8_lossy(input.take(n)).into_owned();
                ("a JSON move", s.play_json(&text).map(drop))
            }
            5 => ("roll", Session::roll(&mut s).map(drop)),
            6 => ("undo", Session::undo(&mut s)),
            7 => ("redo", Session::redo(&mut s).map(drop)),
            8 => {
                // A burst of random play, to reach late and finished positions.
                let mut rng = Rng::from_seed(input.byte() as u64);
                for _ in 0..input.byte() as usize * 4 {
                    let legal = s.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    let mv = legal[rng.below(legal.len() as u32) as usize].clone();
                    s.play(&mv)
                        .unwrap_or_else(|e| panic!("listed move {mv:?} fails: {e}"));
                }
                ("random moves", Ok(()))
            }
            _ => {
                let save = AnyGame::save(&s);
                let loaded = folkgames::load(&save)
                    .unwrap_or_else(|e| panic!("the game's own save does not load: {e}\n{save}"));
                assert_eq!(
                    loaded.state_json(),
                    before.1,
                    "save → load changed the state"
                );
                ("save and load", Ok(()))
            }
        };
        if result.is_err() {
            unchanged(&s, &before, what);
        }
        checked(&s, &mut buf, what);
    }
}
