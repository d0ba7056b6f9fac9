//! folkgames-analyze: self-play analysis of the three games, natively, on all cores.
//!
//! - `run`: plays the games of one configuration (a game, its options, who plays, how many
//!   games, a seed), in parallel and reproducibly, and counts them (`Tally`).
//! - `summary`: the JSON the tool prints for a configuration, and `merge` of shard outputs.
//! - `elo`: Bradley-Terry ratings with 95% intervals for the ladder of opponents.
//! - `suite`: the configurations of `npm run analyze` (full and quick), the ladder, the facts
//!   for the demo.
//! - `results`: what a suite run finds, which `suite` writes and `page` reads.
//! - `page`: docs/analysis made from the suite's JSON: tables and SVG plots.
//! - `calibrate`: fits `evaluate`'s win-chance curves to self-play games and prints how well
//!   they predict them, by decile.
//! - `durations`: how long each game lasts under its defaults and presets, for the catalogue
//!   (src/catalogue/durations.rs).
//! - `endgames`: solves Kpé's endgames and checks them against exhaustive search.
//! - `solve`: Kpé solved layer by layer of stones by retrograde analysis, a loop worth 0.

pub mod calibrate;
pub mod durations;
pub mod elo;
pub mod endgames;
pub mod observe;
pub mod page;
pub mod results;
pub mod run;
pub mod solve;
pub mod spec;
pub mod suite;
pub mod summary;
