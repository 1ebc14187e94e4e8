//! The browser's localStorage for saved values (`kaissa.v1.*`, see [`kaissa_app_core::saving::value`]).
//!
//! A value that cannot be read is never dropped silently: it is moved to
//! `kaissa.v1.unreadable.<name>` and the [`Loaded`] result says so, so the caller can tell the
//! user. Storage may be missing (private mode) or full: the app then works without saving.

use kaissa_app_core::saving::value::{load, load_or_default, Loaded, SavedValue};

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The raw text saved under `key`, if any.
#[must_use]
pub fn get(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Saves `text` under `key`; `false` when storage is unavailable or full (the app then goes on
/// without it, and says so). A failed write leaves the value saved before untouched.
pub fn set(key: &str, text: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, text).is_ok())
}

/// Keeps a text that could not be read under `unreadable_key`, and off `key`, so the app starts
/// clean without losing it. Does nothing when `unreadable` is `None`.
pub fn keep_aside(key: &str, unreadable_key: &str, unreadable: Option<&String>) {
    if let (Some(text), Some(s)) = (unreadable, storage()) {
        let _ = s.set_item(unreadable_key, text);
        let _ = s.remove_item(key);
    }
}

/// The raw saved text under `T`'s key, if any.
fn raw<T: SavedValue>() -> Option<String> {
    get(&T::storage_key())
}

/// Reads `T`, or its default when nothing (readable) is saved.
#[must_use]
pub fn read<T: SavedValue + Default>() -> Loaded<T> {
    let loaded = load_or_default::<T>(raw::<T>().as_deref());
    keep_aside(&T::storage_key(), &T::unreadable_key(), loaded.unreadable.as_ref());
    loaded
}

/// Reads `T` if one is saved and readable.
#[must_use]
pub fn read_optional<T: SavedValue>() -> Loaded<Option<T>> {
    let loaded = load::<T>(raw::<T>().as_deref());
    keep_aside(&T::storage_key(), &T::unreadable_key(), loaded.unreadable.as_ref());
    loaded
}

/// Saves `T` under its key; `false` when it could not be written.
pub fn write<T: SavedValue>(value: &T) -> bool {
    set(&T::storage_key(), &value.to_json())
}

/// Asks the browser to keep the app's data (never evicted under storage pressure), once a game
/// or a lesson worth keeping has been saved. The browser may ask the user or decide by itself;
/// either way nothing else changes.
pub fn ask_to_persist() {
    if let Some(storage) = web_sys::window().map(|w| w.navigator().storage()) {
        let _ = storage.persist();
    }
}

/// Keeps a value that was read but cannot be used (a saved game the rules cannot replay) under
/// `T`'s unreadable key, and off its key, like a value that could not be read at all.
pub fn set_aside<T: SavedValue>(value: &T) {
    keep_aside(&T::storage_key(), &T::unreadable_key(), Some(&value.to_json()));
}

/// Removes `T`'s saved value.
pub fn remove<T: SavedValue>() {
    if let Some(s) = storage() {
        let _ = s.remove_item(&T::storage_key());
    }
}

/// Reads the value saved under `key` (a value with a key of its own, such as one game of
/// several); one that cannot be read is kept under `unreadable_key` and reported.
#[must_use]
pub fn read_at<T: SavedValue>(key: &str, unreadable_key: &str) -> Loaded<Option<T>> {
    let loaded = load::<T>(get(key).as_deref());
    keep_aside(key, unreadable_key, loaded.unreadable.as_ref());
    loaded
}

/// Removes the value saved under `key`.
pub fn remove_key(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// Every key saved, in the storage's order.
#[must_use]
pub fn keys() -> Vec<String> {
    let Some(s) = storage() else { return Vec::new() };
    let n = s.length().unwrap_or(0);
    (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
}

/// The tab's own storage (`sessionStorage`: kept across reloads of this tab only).
fn tab_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// The text this tab saved under `key`, if any.
#[must_use]
pub fn tab_get(key: &str) -> Option<String> {
    tab_storage()?.get_item(key).ok().flatten()
}

/// Saves `text` under `key` for this tab only; a failure only means a reload of this tab resumes
/// the most recent game instead of its own.
pub fn tab_set(key: &str, text: &str) {
    if let Some(s) = tab_storage() {
        let _ = s.set_item(key, text);
    }
}
