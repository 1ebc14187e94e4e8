//! # kaissa-engine
//!
//! Kaissa's chess engine: a principal-variation alpha-beta search ([`Searcher`]) over the rules
//! core's positions, a tapered hand-written evaluation ([`eval`]), strength levels 1–10 that
//! weaken it the way people are weak ([`Level`]), and a UCI front end ([`UciSession`]) written as
//! a pure state machine so that the same code answers a chess GUI natively (binary `kaissa-uci`)
//! and the app's Web Worker (over `postMessage`).
//!
//! Nothing here reads a clock or spawns a thread: time comes in through [`Clock`], and a search
//! can be run to completion or in slices ([`Searcher::step`]) so that a single-threaded worker
//! stays responsive to `stop`.
//!
//! ```
//! use kaissa_engine::{Limits, Searcher};
//! use kaissa_rules::Position;
//!
//! let pos = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
//! let mut searcher = Searcher::new(1);
//! let result = searcher.search(&pos, &[], Limits::depth(4), &kaissa_engine::ManualClock::default(), &mut || false);
//! assert_eq!(result.best_move.unwrap().to_string(), "a1a8");
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod bench;
pub mod coach;
mod correction;
pub mod eval;
pub mod human;
pub mod human_weights;
pub mod levels;
mod ordering;
mod rng;
pub mod score;
pub mod search;
pub mod time;
pub mod tt;
pub mod uci;

pub use levels::Level;
pub use rng::Rng;
pub use score::Score;
pub use search::{Info, SearchResult, SearchTask, Searcher, StepOutcome};
pub use time::{Clock, Limits, ManualClock};
pub use tt::TranspositionTable;
pub use uci::UciSession;

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub use time::SystemClock;

/// The README's examples, compiled and run as doc-tests so that they stay true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
