//! The three games, each in its own module; none knows of the others.

pub mod bay_khom;
mod history;
pub mod kpe;
mod seen_filter;
pub mod siryu;
