//! The settings page's place in the app (`nav-settings`, `#settings`). Its view
//! ([`super::settings_view`]) is in the dialogs' module (`src/bin/dialogs.rs`): most visits never
//! open it, so the start-up module does not carry it. The page gets the settings as JSON and
//! hands them back after every change, when they become the Play screen's
//! ([`PlayCtx::settings`], saved there).

use crate::lazy::{HostTexts, ModuleHost};
use crate::play::ctx::PlayCtx;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::Settings;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

/// The settings page, mounted from the dialogs' module.
#[component]
pub fn SettingsPage() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let current = ctx.settings.with_untracked(|s| serde_json::to_string(s).unwrap_or_default());
    // The page's own copy of the settings is the one edited; each change arrives here whole.
    let changed = Closure::<dyn Fn(JsValue)>::new(move |json: JsValue| {
        if let Some(s) = json.as_string().and_then(|j| serde_json::from_str::<Settings>(&j).ok()) {
            ctx.update_settings(|current| *current = s);
        }
    });
    let args = vec![JsValue::from(current), changed.as_ref().clone()];
    // The callback lives as long as the page (it is dropped with the page's owner).
    StoredValue::new_local(changed);
    let texts = HostTexts {
        loading: c.settings.opening,
        failed: c.settings.open_failed,
        retry: c.dialog_retry,
        testid: "settings",
    };
    view! {
        <crate::offline::OfflineStatus />
        <ModuleHost module="dialogs" mount="settings" args=args texts=texts class="settings-root" />
    }
}
