//! The new-game choices in localStorage (`kaissa.v1.newgame`). A saved value that cannot be read
//! is kept under `kaissa.v1.unreadable.newgame` and reported, never dropped.

use super::prefs::{load, Loaded, NewGamePrefs, STORAGE_KEY, UNREADABLE_KEY};

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Reads the saved choices; an unreadable value is moved aside (and reported in the result).
#[must_use]
pub fn read() -> Loaded {
    let Some(s) = storage() else { return load(None) };
    let saved = s.get_item(STORAGE_KEY).ok().flatten();
    let loaded = load(saved.as_deref());
    if let Some(raw) = &loaded.unreadable {
        let _ = s.set_item(UNREADABLE_KEY, raw);
        let _ = s.remove_item(STORAGE_KEY);
    }
    loaded
}

/// Saves the choices (storage may be unavailable or full: the game goes on without it).
pub fn write(prefs: &NewGamePrefs) {
    if let Some(s) = storage() {
        let _ = s.set_item(STORAGE_KEY, &prefs.to_json());
    }
}
