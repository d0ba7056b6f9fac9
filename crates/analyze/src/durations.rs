//! How long a game lasts, for the engine's catalogue (`GameInfo.duration`, `Preset.duration`):
//! for every game, under its default options and under each of its catalogue presets, `games`
//! games of the computer's default level against itself, one seat standing for a person (seat
//! `i % players` in game `i`). Per game it counts the plies (every record of the history, throws
//! included) and the person's decisions (that seat's plies with more than one legal move), and
//! gives the median and the `PERCENTILE`th percentile of each (nearest rank).
//!
//! `folkgames-analyze durations` writes src/catalogue/durations.rs, which the catalogue includes;
//! the test below measures again with that file's games and seed and fails when the file differs.

use crate::observe::Analysed;
use crate::run::{game_seeds, play_watched, start, Config};
use crate::spec::{Budget, PlayerSpec};
use folkgames::catalogue::{catalogue, GameDuration, Spread};
use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use folkgames::{GameId, Turn};
use folkgames_ai::Level;
use rayon::prelude::*;

/// The element's default level (www/element/config.js's DEFAULT_LEVEL), the one measured.
pub const LEVEL: Level = Level::Easy;
pub const LEVEL_NAME: &str = "easy";
/// Games per game and preset, and the run's seed, of `npm run measure:durations`.
pub const GAMES: u32 = 400;
pub const SEED: u64 = 2026;
/// The high percentile given with the median (99: one game in a hundred lasts longer).
pub const PERCENTILE: u32 = 99;

/// A person's decision is due in `g`: seat `person` to move, with more than one legal move.
fn decision<R: Analysed>(g: &R, person: u8, legal: &mut Vec<R::Move>) -> bool {
    if g.turn() != Turn::Player(person) {
        return false;
    }
    legal.clear();
    g.legal_moves(legal);
    legal.len() > 1
}

/// One game of the default level against itself (`run::play_watched`, the analysis's own game):
/// its plies and the person's decisions.
fn play_one<R: Analysed>(start: &R, person: u8, index: u64, seed: u64) -> (u32, u32) {
    let cfg = Config {
        game: GameId::Kpe, // not read by play_watched: R is the game
        options: serde_json::json!({}),
        players: vec![PlayerSpec::Ai(LEVEL, Budget::Level, None)],
        fixed_seats: true,
        games: 1,
        seed,
    };
    let mut legal = Vec::new();
    let mut decisions = u32::from(decision(start, person, &mut legal));
    let tally = play_watched(start, &cfg, index, seed, &mut |_, _, g: &R| {
        decisions += u32::from(decision(g, person, &mut legal));
    });
    let plies = tally.plies.keys().next().copied().unwrap_or(0);
    (plies as u32, decisions)
}

/// The `p`th percentile of `v` by nearest rank.
fn percentile(v: &[u32], p: u32) -> u32 {
    let mut s = v.to_vec();
    s.sort_unstable();
    let rank = (p as usize * s.len()).div_ceil(100).max(1);
    s[rank - 1]
}

fn spread(v: &[u32]) -> Spread {
    Spread {
        median: percentile(v, 50),
        high: percentile(v, PERCENTILE),
    }
}

fn measure_game<R: Analysed>(
    options: &serde_json::Value,
    games: u32,
    seed: u64,
) -> Result<GameDuration, String> {
    let first: R = start(options)?;
    let seats = first.players() as u64;
    let counts: Vec<(u32, u32)> = game_seeds(seed, 0..u64::from(games))
        .par_iter()
        .map(|&(i, s)| play_one(&first, (i % seats) as u8, i, s))
        .collect();
    let plies: Vec<u32> = counts.iter().map(|c| c.0).collect();
    let decisions: Vec<u32> = counts.iter().map(|c| c.1).collect();
    Ok(GameDuration {
        games,
        level: LEVEL_NAME,
        percentile: PERCENTILE,
        plies: spread(&plies),
        decisions: spread(&decisions),
    })
}

/// Every game's duration under its defaults ("default") and under each catalogue preset, in
/// the catalogue's order.
pub fn measure(games: u32, seed: u64) -> Result<Vec<(String, String, GameDuration)>, String> {
    let mut out = Vec::new();
    for g in catalogue() {
        let id: GameId =
            g.id.parse()
                .map_err(|e: folkgames::GameError| e.to_string())?;
        let mut cases = vec![("default".to_string(), serde_json::json!({}))];
        for p in &g.presets {
            let o = serde_json::to_value(&p.options).map_err(|e| e.to_string())?;
            cases.push((p.id.to_string(), o));
        }
        for (preset, o) in cases {
            let d = match id {
                GameId::Kpe => measure_game::<Kpe>(&o, games, seed)?,
                GameId::BayKhom => measure_game::<BayKhom>(&o, games, seed)?,
                GameId::Siryu => measure_game::<Siryu>(&o, games, seed)?,
            };
            eprintln!("{} {preset}: {d:?}", g.id);
            out.push((g.id.to_string(), preset, d));
        }
    }
    Ok(out)
}

/// src/catalogue/durations.rs for these measures.
pub fn render(games: u32, seed: u64, measured: &[(String, String, GameDuration)]) -> String {
    let mut s = String::from(
        "// Written by `folkgames-analyze durations` (npm run measure:durations); do not edit by hand.\n\
         // Each line: a game, \"default\" or a preset, and what crates/analyze/src/durations.rs measured.\n\
         use super::{GameDuration, Spread};\n\n",
    );
    s += &format!("pub const DURATION_GAMES: u32 = {games};\n");
    s += &format!("pub const DURATION_SEED: u64 = {seed};\n");
    s += &format!("pub const DURATION_PERCENTILE: u32 = {PERCENTILE};\n\n");
    s += "pub(super) const MEASURED: &[(&str, &str, GameDuration)] = &[\n";
    for (g, p, d) in measured {
        s += &format!(
            "    (\"{g}\", \"{p}\", GameDuration {{ games: {}, level: \"{}\", percentile: {}, \
             plies: Spread {{ median: {}, high: {} }}, decisions: Spread {{ median: {}, high: {} }} }}),\n",
            d.games, d.level, d.percentile, d.plies.median, d.plies.high, d.decisions.median, d.decisions.high
        );
    }
    s += "];\n";
    s
}

/// The path of src/catalogue/durations.rs in the repository.
pub const FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../src/catalogue/durations.rs"
);

#[cfg(test)]
mod tests {
    use super::*;
    use folkgames::catalogue::{DURATION_GAMES, DURATION_SEED};

    #[test]
    fn percentiles_by_nearest_rank() {
        let v: Vec<u32> = (1..=20).collect();
        assert_eq!(percentile(&v, 50), 10);
        assert_eq!(percentile(&v, 95), 19);
        assert_eq!(percentile(&[7], 95), 7);
    }

    /// src/catalogue/durations.rs is what the tool measures with the file's own games and seed (release
    /// build: `cargo test --release -p folkgames-analyze durations`).
    #[test]
    fn the_catalogue_durations_are_what_the_tool_measures() {
        assert_eq!(DURATION_GAMES, GAMES, "run `npm run measure:durations`");
        assert_eq!(DURATION_SEED, SEED, "run `npm run measure:durations`");
        let text = render(GAMES, SEED, &measure(GAMES, SEED).expect("measured"));
        let stored = std::fs::read_to_string(FILE).expect("src/catalogue/durations.rs");
        assert!(
            text == stored,
            "src/catalogue/durations.rs is not what the tool measures now: run `npm run measure:durations`"
        );
    }
}
