//! The app's side of the engine: the UCI lines it sends and reads ([`protocol`], pure and tested
//! natively) and, in the browser, the Web Worker that runs the engine (`worker`).
//!
//! The main thread never searches: it posts `position …` and `go …` to the worker and plays the
//! `bestmove` it gets back. Low levels answer in milliseconds; the client holds their move back
//! for a short, level-dependent pause ([`protocol::min_pause_ms`]), as a person would take.

pub mod protocol;

#[cfg(target_arch = "wasm32")]
pub mod worker;

pub use protocol::{ClockTimes, Request};
