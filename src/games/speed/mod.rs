//! Speed tricks that the mancalas' repetition rules share (Kpé K9, Bày Khòm BK8), for play that
//! records no events as for play that does (the rules read the same list either way; see each
//! module). Each game's own tricks are in its `speed` module.

pub(crate) mod history;
pub(crate) mod seen_filter;
