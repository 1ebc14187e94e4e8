//! The new-game choices in localStorage (`kaissa.v1.newgame`). A saved value that cannot be read
//! is kept under `kaissa.v1.unreadable.newgame` and reported, never dropped.

use crate::storage;
use kaissa_app_core::settings::new_game::{load, Loaded, NewGamePrefs, STORAGE_KEY, UNREADABLE_KEY};

/// Reads the saved choices; an unreadable value is moved aside (and reported in the result).
#[must_use]
pub fn read() -> Loaded {
    let loaded = load(storage::get(STORAGE_KEY).as_deref());
    storage::keep_aside(STORAGE_KEY, UNREADABLE_KEY, loaded.unreadable.as_ref());
    loaded
}

/// Saves the choices (storage may be unavailable or full: the game goes on without it).
pub fn write(prefs: &NewGamePrefs) {
    storage::set(STORAGE_KEY, &prefs.to_json());
}
