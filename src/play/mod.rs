//! The Play screen: starting a game (the new-game dialog's choices in [`prefs`], remembered
//! between visits; who plays whom in [`players`]) and the screen's parts around the board. Pure
//! Rust except the components and storage, which exist only in the browser.

pub mod persist;
pub mod players;
pub mod prefs;
pub mod timing;

#[cfg(target_arch = "wasm32")]
pub mod controls;
#[cfg(target_arch = "wasm32")]
pub mod ctx;
#[cfg(target_arch = "wasm32")]
pub mod move_list;
#[cfg(target_arch = "wasm32")]
pub mod new_game;
#[cfg(target_arch = "wasm32")]
pub mod notices;
#[cfg(target_arch = "wasm32")]
pub mod prefs_storage;
#[cfg(target_arch = "wasm32")]
pub mod screen;
#[cfg(target_arch = "wasm32")]
pub mod status;

pub use players::Players;
pub use prefs::NewGamePrefs;
