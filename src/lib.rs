//! Kaissa: chess in the browser, offline, for beginners — the web app.
//!
//! The pure parts (the board's state machine, the game session, the message catalog) compile and
//! are tested natively; the Leptos components exist only in the wasm build.

pub mod board;
pub mod engine_client;
pub mod game;
pub mod i18n;
pub mod lessons;
pub mod play;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod lazy;
#[cfg(target_arch = "wasm32")]
pub mod sound;
#[cfg(target_arch = "wasm32")]
pub mod storage;
