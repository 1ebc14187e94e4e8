//! The settings page's place in the app (`nav-settings`, `#settings`). Its view
//! ([`super::settings_view`]) is in the dialogs' module (`src/bin/dialogs.rs`): most visits never
//! open it, so the start-up module does not carry it. The page gets the settings
//! ([`Entry::Settings`]) and hands them back whole after every change ([`Answer::Settings`]), when
//! they become the Play screen's ([`PlayCtx::settings`], saved there).

use crate::lazy::{HostTexts, ModuleHost};
use crate::play::ctx::PlayCtx;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::modules::{Answer, ContractError, Entry};
use leptos::prelude::*;

/// The settings page, mounted from the dialogs' module.
#[component]
pub fn SettingsPage() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    // The page's own copy of the settings is the one edited; each change arrives here whole.
    // (A change that cannot be read is dropped; the host reports it in the console.)
    // A language chosen there (or restored from a backup) is shown at once.
    let redraw = expect_context::<crate::language::Redraw>();
    let changed = Callback::new(move |answer: Result<Answer, ContractError>| {
        if let Ok(Answer::Settings(s)) = answer {
            crate::language::follow(&s, redraw, || crate::play::saving::notify(catalog().settings.language_failed));
            ctx.update_settings(|current| *current = s);
        }
    });
    let entry = Entry::Settings(ctx.settings.get_untracked());
    let texts = HostTexts {
        loading: c.settings.opening,
        failed: c.settings.open_failed,
        retry: c.dialog_retry,
        testid: "settings",
    };
    view! {
        <crate::offline::OfflineStatus />
        <ModuleHost entry=entry on_answer=changed texts=texts class="settings-root" />
    }
}
