// Written by `folkgames-analyze durations` (npm run measure:durations); do not edit by hand.
// Each line: a game, "default" or a preset, and what crates/analyze/src/durations.rs measured.
use super::{GameDuration, Spread};

pub const DURATION_GAMES: u32 = 400;
pub const DURATION_SEED: u64 = 2026;
pub const DURATION_PERCENTILE: u32 = 99;

pub(super) const MEASURED: &[(&str, &str, GameDuration)] = &[
    ("kpe", "default", GameDuration { games: 400, level: "easy", percentile: 99, plies: Spread { median: 133, high: 248 }, decisions: Spread { median: 58, high: 107 } }),
    ("kpe", "visit", GameDuration { games: 400, level: "easy", percentile: 99, plies: Spread { median: 133, high: 248 }, decisions: Spread { median: 58, high: 107 } }),
    ("bay-khom", "default", GameDuration { games: 400, level: "easy", percentile: 99, plies: Spread { median: 21, high: 72 }, decisions: Spread { median: 11, high: 38 } }),
    ("bay-khom", "visit", GameDuration { games: 400, level: "easy", percentile: 99, plies: Spread { median: 21, high: 46 }, decisions: Spread { median: 11, high: 23 } }),
    ("siryu", "default", GameDuration { games: 400, level: "easy", percentile: 99, plies: Spread { median: 877, high: 1068 }, decisions: Spread { median: 57, high: 75 } }),
    ("siryu", "visit", GameDuration { games: 400, level: "easy", percentile: 99, plies: Spread { median: 576, high: 758 }, decisions: Spread { median: 40, high: 59 } }),
];
