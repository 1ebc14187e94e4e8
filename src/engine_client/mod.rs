//! The app's side of the engine in the browser: the Web Worker that runs it (`worker`). The UCI
//! lines it sends and reads are in [`kaissa_app_core::engine_link`], pure and tested natively.
//!
//! The main thread never searches: it posts `position …` and `go …` to the worker and plays the
//! `bestmove` it gets back. Low levels answer in milliseconds; the client holds their move back
//! for a short, level-dependent pause ([`kaissa_app_core::engine_link::min_pause_ms`]), as a
//! person would take.

pub mod uci_worker;
pub mod worker;
