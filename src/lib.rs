//! folkgames: rules engines for three traditional board games — Bày Khòm (Cambodia), Kpé (Bété,
//! Ivory Coast) and Siryu (Tabelbala, Algeria) — behind one `Game` interface.
//!
//! Layers point one way: `games/*` implement `rules::Rules`; `game::Session` adds history, undo,
//! records and saves; `save` creates and loads games by id; `wasm` (wasm32 only) is the
//! JavaScript facade and holds no rule.

// House rule: no call from JavaScript may panic (a panic leaves the WebAssembly instance
// unusable). Outside tests these lints reject unwrap, expect, panic!, unreachable! and unchecked
// indexing; a module that indexes fixed-size boards by numbers it has already bounded says so in
// one justified `allow`.
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::unreachable,
        clippy::todo,
        clippy::unimplemented,
        clippy::indexing_slicing
    )
)]
// The WebAssembly build links no standard library: its panic and formatting machinery were a
// large part of the module, and nothing in the engine needs it (text is built by `cat!`, the
// allocator is our own). Native builds, tests and benches keep std.
#![cfg_attr(target_arch = "wasm32", no_std)]

extern crate alloc;

/// What the std prelude gives native builds, for the `no_std` WebAssembly build too.
mod prelude {
    pub use alloc::boxed::Box;
    pub use alloc::string::{String, ToString};
    pub use alloc::vec;
    pub use alloc::vec::Vec;
}

pub mod ai;
pub mod catalogue;
pub mod error;
pub mod game;
pub mod games;
pub mod invariants;
pub mod json;
pub mod message;
pub mod options;
pub mod playout;
pub mod record;
pub mod rng;
pub mod rules;
pub mod save;
pub mod text;
pub mod tokens;

#[cfg(target_arch = "wasm32")]
mod wasm;
#[cfg(target_arch = "wasm32")]
mod wasm_alloc;

/// A panic cannot happen on a path from JavaScript (the lints above); if one did, the module
/// traps, which JavaScript sees as a `RuntimeError`.
#[cfg(target_arch = "wasm32")]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    core::arch::wasm32::unreachable()
}

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: wasm_alloc::Allocator = wasm_alloc::Allocator::new();

pub use error::{ErrorCode, GameError, GameResult};
pub use game::{AnyGame, Session};
pub use rules::{NoEvents, Outcome, Rules, Turn};
pub use save::{load, load_value, new_game};
