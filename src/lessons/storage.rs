//! Lesson progress in localStorage (`kaissa.v1.lessons`). A saved value that cannot be read is
//! kept under `kaissa.v1.unreadable.lessons` and reported, never dropped.

use crate::storage;
use kaissa_app_core::lessons::progress::{load, Loaded, Progress, STORAGE_KEY, UNREADABLE_KEY};

/// Reads the saved progress; an unreadable value is moved aside (and reported in the result).
#[must_use]
pub fn read() -> Loaded {
    let loaded = load(storage::get(STORAGE_KEY).as_deref());
    storage::keep_aside(STORAGE_KEY, UNREADABLE_KEY, loaded.unreadable.as_ref());
    loaded
}

/// Saves the progress (storage may be unavailable or full: the lessons go on without it).
pub fn write(progress: &Progress) {
    storage::set(STORAGE_KEY, &progress.to_json());
}
