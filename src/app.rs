//! The app shell: the top bar with the navigation, and the screens (Play, Learn) below it.
//!
//! The Play screen's state lives in [`PlayCtx`]: one signal with the game
//! ([`kaissa_app_core::play::PlayState`]); in a game against the computer the engine worker
//! ([`crate::engine_client`]) is asked whenever the game says so, and its answer goes back to the
//! game with its ticket.

use crate::lazy::ModuleDialog;
use crate::lessons::host::LearnHost;
use crate::nav::{nav, Nav};
use crate::play::ctx::PlayCtx;
use crate::play::screen::PlayScreen;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::modules::{Answer, ContractError, Entry};
use kaissa_app_core::routes::{Page, Route};
use leptos::prelude::*;

/// The whole page. Its state is made here, above the view; the view is drawn again, in the new
/// language, when the person switches languages ([`crate::language`]).
#[component]
pub fn App() -> impl IntoView {
    // Judged before the app writes anything (the address it is on, a restored game).
    let welcome = RwSignal::new(crate::welcome::greet());
    let ctx = PlayCtx::provide();
    crate::play::setup::install(ctx);
    crate::scheme::install(ctx);
    crate::sound::warm_up_later();
    crate::offline::install();
    let nav_state = Nav::provide();
    let language = crate::language::Language::provide();
    Effect::new(move |_| ctx.settings.with(|s| crate::language::follow(s, language)));
    let route = nav_state.route;
    let page = Memo::new(move |_| route.with(Route::page));
    // The welcome greets on Play only; a first visit straight to a lesson's link is answered.
    if page.get_untracked() != Page::Play {
        welcome.set(false);
    }
    // The new-game dialog is in the dialogs' module: it saves the choices and hands them back.
    // (An answer that cannot be read starts nothing; the host reports it in the console.)
    let on_new_game = Callback::new(move |answer: Result<Answer, ContractError>| {
        if let Ok(Answer::NewGame(prefs)) = answer {
            let random = js_sys::Math::random();
            ctx.apply(move |g, now, epoch| g.new_game(&prefs, random, now, epoch));
        }
        ctx.new_game_open.set(false);
        ctx.computer_now.set(false);
    });
    move || {
        language.shown.track();
        let c = catalog();
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
                // Play the computer from Learn and Settings (CSS hides it on Play, which has its
                // own): the icon alone on a phone, its words read out all the same.
                <button
                    type="button"
                    class="nav-btn quick-computer"
                    data-testid="quick-computer"
                    on:click=move |_| crate::play::controls::play_the_computer(ctx, nav_state)
                >
                    <svg class="quick-icon piece-img" viewBox="0 0 100 100" aria-hidden="true">
                        <use href="#wN"></use>
                    </svg>
                    <span class="quick-label">{c.shell.play_computer}</span>
                </button>
                {nav(nav_state)}
            </header>
            <PlayScreen hidden=Signal::derive(move || page.get() != Page::Play)>
                <crate::welcome::Welcome open=welcome />
            </PlayScreen>
            {move || (route.get() == Route::Games).then(|| view! { <crate::play::history::GamesDialog /> })}
            // The Learn page is mounted afresh each time it is opened (its module is fetched once).
            {move || (page.get() == Page::Learn).then(|| view! { <LearnHost /> })}
            {move || (page.get() == Page::Settings).then(|| view! { <crate::play::settings_page::SettingsPage /> })}
            <crate::offline::UpdateNotice />
            {move || ctx.new_game_open.get().then(|| {
                let ask_first = ctx.game.with_untracked(|g| g.game_in_progress());
                let entry = if ctx.computer_now.get_untracked() {
                    Entry::PlayComputer { ask_first }
                } else {
                    Entry::NewGame { ask_first }
                };
                view! { <ModuleDialog entry=entry done=on_new_game /> }
            })}
        </div>
        }
    }
}
