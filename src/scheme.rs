//! The page's colours: light or dark as the system says, or as chosen in Settings
//! ([`kaissa_app_core::settings::ColorScheme`]). The choice is the `data-scheme` attribute of
//! `<html>` (`light` or `dark`), which the CSS reads; `index.html` sets it before the first paint
//! from the saved settings, so a dark phone never flashes white, and this keeps it up to date.

use crate::play::ctx::PlayCtx;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// Keeps `<html data-scheme>` on the settings' choice and the system's setting.
pub fn install(ctx: PlayCtx) {
    let query = window().match_media("(prefers-color-scheme: dark)").ok().flatten();
    let system_dark = RwSignal::new(query.as_ref().is_some_and(web_sys::MediaQueryList::matches));
    if let Some(query) = query {
        let changed = Closure::<dyn Fn()>::new(move || {
            let dark = window().match_media("(prefers-color-scheme: dark)").ok().flatten().is_some_and(|q| q.matches());
            system_dark.set(dark);
        });
        let _ = query.add_event_listener_with_callback("change", changed.as_ref().unchecked_ref());
        // The page lives as long as the listener.
        changed.forget();
    }
    Effect::new(move |_| {
        let dark = ctx.settings.with(|s| s.scheme).is_dark(system_dark.get());
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("data-scheme", if dark { "dark" } else { "light" });
        }
    });
}
