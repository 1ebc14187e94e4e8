//! Escape closes what is open on top: a dialog's question first, then the dialog. Listened for on
//! the window, not on the dialog, so that it works wherever the focus is (a button that closed
//! leaves the focus on the page's body).

use leptos::prelude::*;

/// Calls `close` when Escape is pressed, for as long as the calling component is mounted;
/// `close` returns whether it closed something, and only then is the key used up (another
/// listener, a dialog's, gets it otherwise).
pub fn on_escape(close: impl Fn() -> bool + 'static) {
    let keys = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Escape" && !ev.default_prevented() && close() {
            ev.prevent_default();
        }
    });
    on_cleanup(move || keys.remove());
}
