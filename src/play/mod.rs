//! Starting a game: the new-game dialog's choices ([`prefs`], remembered between visits) and who
//! plays whom ([`players`]). Pure Rust except the dialog and its storage, which exist only in the
//! browser.

pub mod players;
pub mod prefs;

#[cfg(target_arch = "wasm32")]
pub mod new_game;
#[cfg(target_arch = "wasm32")]
pub mod prefs_storage;

pub use players::Players;
pub use prefs::NewGamePrefs;
