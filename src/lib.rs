//! folkgames: rules engines for three traditional board games — Bày Khòm (Cambodia), Kpé (Bété,
//! Ivory Coast) and Siryu (Tabelbala, Algeria) — behind one `Game` interface.
//!
//! Layers point one way: `games/*` implement [`Rules`] (each knows nothing of the others);
//! [`game`] adds history, undo, records and saves over any of them; [`save`] is the one door
//! through which untrusted input (a save, options, a move) becomes a value. Every shape a caller
//! sees (states, moves, records, options, the catalogue, errors) is a Rust type with serde
//! derives; the computer opponents (crate `folkgames-ai`) and the WebAssembly facade (crate
//! `folkgames-wasm`) build on this crate, which knows neither.
//!
//! ```
//! use folkgames::{Game, GameId};
//!
//! let mut game = Game::create("kpe", None::<&serde_json::Value>, 0).unwrap();
//! assert_eq!(game.id(), GameId::Kpe);
//! let record = game.play_notation("2").unwrap();
//! assert_eq!(record.notation, "2");
//! assert_eq!(game.ply(), 1);
//! ```

// House rule: no call from JavaScript may panic. Outside tests these lints reject unwrap,
// expect, panic!, unreachable! and unchecked indexing; a module that indexes fixed-size boards
// by numbers it has already bounded says so in one justified `allow`.
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

pub mod catalogue;
pub mod error;
pub mod game;
pub mod games;
pub mod id;
pub mod input;
pub mod invariants;
pub mod options;
pub mod playout;
pub mod position;
pub mod record;
pub mod refusal;
pub mod rng;
pub mod rules;
pub mod save;

pub use error::{ErrorCode, GameError, GameResult};
pub use game::StateCommon;
pub use game::{AnyMove, Game, GameOf, GameState, MoveRecord};
pub use id::GameId;
pub use record::{EndReason, Event, GameEvent, Outcome, PieceKind, Shortfall};
pub use refusal::{Refusal, RefusalCode};
pub use rules::{EventSink, NoEvents, Rules, Turn};
