//! The three games, each in its own module; none knows of the others.

pub mod bay_khom;
pub mod kpe;
pub mod siryu;
mod speed;
