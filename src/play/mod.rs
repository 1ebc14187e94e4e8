//! The Play screen: starting a game (the new-game dialog's choices in [`prefs`], remembered
//! between visits; who plays whom in [`players`]) and the screen's parts around the board. Pure
//! Rust except the components and storage, which exist only in the browser.

pub mod persist;
pub mod players;
pub mod confirm;
pub mod prefs;
pub mod touch;
pub mod timing;

#[cfg(target_arch = "wasm32")]
pub mod clocks;
#[cfg(target_arch = "wasm32")]
pub mod controls;
#[cfg(target_arch = "wasm32")]
pub mod ctx;
#[cfg(target_arch = "wasm32")]
pub mod history;
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
pub mod settings_view;
#[cfg(target_arch = "wasm32")]
pub mod status;
#[cfg(target_arch = "wasm32")]
pub mod touch_glue;
#[cfg(target_arch = "wasm32")]
pub mod confirm_view;

pub use players::Players;
pub use prefs::NewGamePrefs;
