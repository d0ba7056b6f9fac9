//! What a suite run finds (docs/analysis/results.json): the types that `suite` writes and
//! `page` reads.

use crate::elo::Rating;
use crate::summary::Summary;
use folkgames::GameId;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The ladder's players, weakest first; the first is the ratings' anchor (0). The suite plays
/// them; the page counts them (players added later, by `ladder-add`, come after).
pub const LADDER_PLAYERS: &str = "random,easy,medium,hard,hard*10";

/// Games of each kind of configuration.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct Sizes {
    /// Random play, per variant (Siryu with 8 players: a tenth).
    pub random: u64,
    /// Strong play per variant: Kpé, Bày Khòm Porée-Maspero, Bày Khòm Mancala World, Siryu.
    pub strong: [u64; 4],
    /// Siryu, `hard` against random players.
    pub luck: u64,
    /// Games per pair of the ladder, in the order of `LADDERS`.
    pub ladder: [u64; 4],
    /// The checks of the levels (`probes`), per game.
    pub probe: [u64; 4],
}

/// One configuration's results, with its name in the tables.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Row {
    pub label: String,
    pub summary: Summary,
}

/// A round robin between the ladder's players, with their ratings.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Ladder {
    pub label: String,
    pub game: GameId,
    pub options: serde_json::Value,
    pub players: Vec<String>,
    /// One match per pair of players, seats alternated.
    pub matches: Vec<Summary>,
    /// In the order of `players`; the first is the anchor.
    pub ratings: Vec<Rating>,
}

/// Everything a suite run found: docs/analysis/results.json.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Results {
    /// The command that made it.
    pub command: String,
    pub quick: bool,
    pub seed: u64,
    pub sizes: Sizes,
    pub random: Vec<Row>,
    pub strong: Vec<Row>,
    pub luck: Vec<Row>,
    pub probes: Vec<Row>,
    pub ladders: Vec<Ladder>,
}

/// Writes `value` as pretty JSON to `path`, making its folder.
pub fn write_json(path: &Path, value: &impl Serialize) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let mut text = serde_json::to_string_pretty(value).map_err(|e| e.to_string())?;
    text.push('\n');
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}
