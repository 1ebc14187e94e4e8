//! The Play screen: starting a game (the new-game dialog's choices in [`prefs`], remembered
//! between visits; who plays whom in [`players`]) and the screen's parts around the board. Pure
//! Rust except the components and storage, which exist only in the browser.

pub mod confirm;
pub mod navigation;
pub mod offers;
pub mod persist;
pub mod pgn_io;
pub mod players;
pub mod prefs;
pub mod timing;
pub mod touch;

#[cfg(target_arch = "wasm32")]
pub mod clocks;
#[cfg(target_arch = "wasm32")]
pub mod confirm_view;
#[cfg(target_arch = "wasm32")]
pub mod controls;
#[cfg(target_arch = "wasm32")]
pub mod ctx;
#[cfg(target_arch = "wasm32")]
pub mod history;
#[cfg(target_arch = "wasm32")]
pub mod history_view;
#[cfg(target_arch = "wasm32")]
pub mod move_list;
#[cfg(target_arch = "wasm32")]
pub mod new_game;
#[cfg(target_arch = "wasm32")]
pub mod notices;
#[cfg(target_arch = "wasm32")]
pub mod prefs_storage;
#[cfg(target_arch = "wasm32")]
pub mod saving;
#[cfg(target_arch = "wasm32")]
pub mod screen;
#[cfg(target_arch = "wasm32")]
pub mod settings_page;
#[cfg(target_arch = "wasm32")]
pub mod settings_view;
#[cfg(target_arch = "wasm32")]
pub mod status;
#[cfg(target_arch = "wasm32")]
pub mod touch_glue;

// Issue 5, during the game (resign, draws, review, PGN/FEN, sounds).
#[cfg(target_arch = "wasm32")]
pub mod clipboard;
#[cfg(target_arch = "wasm32")]
pub mod fen;
#[cfg(target_arch = "wasm32")]
pub mod game_actions;
#[cfg(target_arch = "wasm32")]
pub mod pgn_dialog;
#[cfg(target_arch = "wasm32")]
pub mod pgn_views;
#[cfg(target_arch = "wasm32")]
pub mod review;
#[cfg(target_arch = "wasm32")]
pub mod sounds;

pub use players::Players;
pub use prefs::NewGamePrefs;
