//! The three games, each in its own module; none knows of the others.

pub mod bay_khom;
pub mod kpe;
pub mod siryu;
mod speed;

/// Whether a game is built into this engine (the features `kpe`, `bay-khom`, `siryu`; all three
/// by default): `Built` is `()` when it is and the uninhabited [`Absent`] when not, so that a
/// `Game` of a game left out cannot be made (`BUILT` is `None`: `game::built` refuses it), and
/// every branch on one is dropped with the game's code. The page's module of one game
/// (scripts/build.sh) is the same facade with one feature.
pub trait InBuild {
    type Built: Copy + std::fmt::Debug;
    const BUILT: Option<Self::Built>;
}
pub type Built<R> = <R as InBuild>::Built;

/// The mark of a game left out of the build: no value of it exists.
#[derive(Clone, Copy, Debug)]
pub enum Absent {}

/// `InBuild` for the game `$rules`, built in with the feature `$feature`.
macro_rules! in_build {
    ($rules:ty, $feature:literal) => {
        #[cfg(feature = $feature)]
        impl InBuild for $rules {
            type Built = ();
            const BUILT: Option<()> = Some(());
        }
        #[cfg(not(feature = $feature))]
        impl InBuild for $rules {
            type Built = Absent;
            const BUILT: Option<Absent> = None;
        }
    };
}
in_build!(kpe::Kpe, "kpe");
in_build!(bay_khom::BayKhom, "bay-khom");
in_build!(siryu::Siryu, "siryu");

/// The error for a game this engine was built without (a page's module of one game:
/// scripts/build.sh): its rules are in another module, which the page loads first.
pub fn left_out(id: crate::id::GameId) -> crate::error::GameError {
    crate::error::GameError::new(
        crate::error::ErrorCode::GameNotLoaded,
        format!(
            "the rules of {} are not loaded: load them first (initGame(\"{}\") or init())",
            id.name(),
            id.as_str()
        ),
    )
}
