//! Lesson progress in localStorage (`kaissa.v1.lessons`). A saved value that cannot be read is
//! kept under `kaissa.v1.unreadable.lessons` and reported, never dropped.

use super::progress::{load, Loaded, Progress, STORAGE_KEY, UNREADABLE_KEY};

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Reads the saved progress; an unreadable value is moved aside (and reported in the result).
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

/// Saves the progress (storage may be unavailable or full: the lessons go on without it).
pub fn write(progress: &Progress) {
    if let Some(s) = storage() {
        let _ = s.set_item(STORAGE_KEY, &progress.to_json());
    }
}
