//! The app shell: the top bar with the navigation, and the screens (Play, Learn) below it.
//!
//! The Play screen's state lives in [`PlayCtx`]; in a game against the computer the engine worker
//! ([`crate::engine_client`]) is asked whenever the computer is to move, and its answer is played
//! through the session like any move.

use crate::lazy::ModuleDialog;
use crate::lessons::nav::{learn, nav, page_signal, Page};
use crate::play::ctx::PlayCtx;
use crate::play::screen::PlayScreen;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::modules::{Answer, ContractError, Entry};
use leptos::prelude::*;

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let c = catalog();
    document().set_title(c.app_name);
    if let Some(html) = document().document_element() {
        let _ = html.set_attribute("lang", c.lang);
    }
    let ctx = PlayCtx::provide();
    crate::sound::warm_up_later();
    let page = page_signal();
    // The new-game dialog is in the dialogs' module: it saves the choices and hands them back.
    // (An answer that cannot be read starts nothing; the host reports it in the console.)
    let on_new_game = Callback::new(move |answer: Result<Answer, ContractError>| {
        if let Ok(Answer::NewGame(prefs)) = answer {
            ctx.start(&prefs);
        }
        ctx.new_game_open.set(false);
    });
    view! {
        <div class="app">
            <header class="topbar">
                <span class="brand">
                    <svg class="brand-mark piece-img" viewBox="0 0 100 100" aria-hidden="true">
                        <use href="#wN"></use>
                    </svg>
                    <span class="brand-name">{c.app_name}</span>
                </span>
                <span class="tagline">{c.tagline}</span>
                {nav(page)}
            </header>
            <PlayScreen hidden=Signal::derive(move || page.get() != Page::Play) />
            {learn(page)}
            {move || (page.get() == Page::Settings).then(|| view! { <crate::play::settings_page::SettingsPage /> })}
            {move || ctx.new_game_open.get().then(|| view! { <ModuleDialog entry=Entry::NewGame done=on_new_game /> })}
        </div>
    }
}
