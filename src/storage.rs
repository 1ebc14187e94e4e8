//! The browser's localStorage for saved values (`kaissa.v1.*`, see [`crate::game::saved_value`]).
//!
//! A value that cannot be read is never dropped silently: it is moved to
//! `kaissa.v1.unreadable.<name>` and the [`Loaded`] result says so, so the caller can tell the
//! user. Storage may be missing (private mode) or full: the app then works without saving.

use crate::game::saved_value::{load, load_or_default, to_json, Loaded, SavedValue};

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The raw saved text under `T`'s key, if any.
fn raw<T: SavedValue>() -> Option<String> {
    storage()?.get_item(&T::storage_key()).ok().flatten()
}

/// Keeps an unreadable value aside (and off its own key, so the app starts clean).
fn keep_aside<T: SavedValue>(unreadable: Option<&String>) {
    if let (Some(text), Some(s)) = (unreadable, storage()) {
        let _ = s.set_item(&T::unreadable_key(), text);
        let _ = s.remove_item(&T::storage_key());
    }
}

/// Reads `T`, or its default when nothing (readable) is saved.
#[must_use]
pub fn read<T: SavedValue + Default>() -> Loaded<T> {
    let loaded = load_or_default::<T>(raw::<T>().as_deref());
    keep_aside::<T>(loaded.unreadable.as_ref());
    loaded
}

/// Reads `T` if one is saved and readable.
#[must_use]
pub fn read_optional<T: SavedValue>() -> Loaded<Option<T>> {
    let loaded = load::<T>(raw::<T>().as_deref());
    keep_aside::<T>(loaded.unreadable.as_ref());
    loaded
}

/// Saves `T` under its key.
pub fn write<T: SavedValue>(value: &T) {
    if let Some(s) = storage() {
        let _ = s.set_item(&T::storage_key(), &to_json(value));
    }
}

/// Removes `T`'s saved value.
pub fn remove<T: SavedValue>() {
    if let Some(s) = storage() {
        let _ = s.remove_item(&T::storage_key());
    }
}
