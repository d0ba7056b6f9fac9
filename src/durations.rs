// Written by `folkgames-analyze durations` (npm run measure:durations); do not edit by hand.
// Each line: a game, "default" or a preset, and what crates/analyze/src/durations.rs measured.
use super::{GameDuration, Spread};

pub const DURATION_GAMES: u32 = 400;
pub const DURATION_SEED: u64 = 2026;
pub const DURATION_PERCENTILE: u32 = 95;

pub(super) const MEASURED: &[(&str, &str, GameDuration)] = &[
    ("kpe", "default", GameDuration { games: 400, level: "easy", percentile: 95, plies: Spread { median: 133, high: 216 }, decisions: Spread { median: 58, high: 92 } }),
    ("kpe", "visit", GameDuration { games: 400, level: "easy", percentile: 95, plies: Spread { median: 133, high: 216 }, decisions: Spread { median: 58, high: 92 } }),
    ("bay-khom", "default", GameDuration { games: 400, level: "easy", percentile: 95, plies: Spread { median: 21, high: 50 }, decisions: Spread { median: 11, high: 25 } }),
    ("bay-khom", "visit", GameDuration { games: 400, level: "easy", percentile: 95, plies: Spread { median: 21, high: 38 }, decisions: Spread { median: 11, high: 19 } }),
    ("siryu", "default", GameDuration { games: 400, level: "easy", percentile: 95, plies: Spread { median: 877, high: 1018 }, decisions: Spread { median: 57, high: 70 } }),
    ("siryu", "visit", GameDuration { games: 400, level: "easy", percentile: 95, plies: Spread { median: 576, high: 697 }, decisions: Spread { median: 40, high: 53 } }),
];
