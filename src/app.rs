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
use std::any::Any;
use std::cell::RefCell;

/// The page's state: made once, under an owner of its own that outlives the view, so that the
/// view can be drawn again (in the language just chosen, [`crate::language`]) without losing it.
#[derive(Clone, Copy)]
struct PageState {
    welcome: RwSignal<bool>,
    ctx: PlayCtx,
    nav_state: Nav,
    page: Memo<Page>,
    on_new_game: Callback<Result<Answer, ContractError>>,
}

/// The page as it is: the state's owner, the state, and the view's handle (dropping it removes
/// the view).
struct Mounted {
    root: Owner,
    state: PageState,
    view: Box<dyn Any>,
}

thread_local! {
    /// The page, once started.
    static MOUNTED: RefCell<Option<Mounted>> = const { RefCell::new(None) };
}

/// Makes the page's state and draws the page.
pub fn start() {
    // The state's effects and tasks need Leptos's executor before anything is mounted.
    let _ = any_spawner::Executor::init_wasm_bindgen();
    let root = Owner::new();
    let state = root.with(make_state);
    MOUNTED.with(|m| *m.borrow_mut() = Some(Mounted { root, state, view: Box::new(()) }));
    redraw();
}

/// Draws the page again from its state: the view is built anew (every text read again from the
/// catalog just installed), the game and everything else kept.
pub fn redraw() {
    let Some(body) = document().body() else { return };
    let Some(Mounted { root, state, view }) = MOUNTED.with(|m| m.borrow_mut().take()) else { return };
    // The old view goes first (its elements and its reactive graph), then the new one is built
    // under the state's owner, so that the state's contexts reach it.
    drop(view);
    let view = root.with(|| leptos::mount::mount_to(body, move || page_view(state)));
    MOUNTED.with(|m| *m.borrow_mut() = Some(Mounted { root, state, view: Box::new(view) }));
}

/// The state of the page, with its contexts.
fn make_state() -> PageState {
    // Judged before the app writes anything (the address it is on, a restored game).
    let welcome = RwSignal::new(crate::welcome::greet());
    let ctx = PlayCtx::provide();
    crate::play::setup::install(ctx);
    crate::scheme::install(ctx);
    crate::sound::warm_up_later();
    crate::offline::install();
    let nav_state = Nav::provide();
    provide_context(crate::language::Redraw(Callback::new(|()| redraw())));
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
            ctx.show_board();
        }
        ctx.new_game_open.set(false);
        ctx.computer_now.set(false);
    });
    PageState { welcome, ctx, nav_state, page, on_new_game }
}

/// The whole page, drawn from its state.
fn page_view(state: PageState) -> impl IntoView {
    let PageState { welcome, ctx, nav_state, page, on_new_game } = state;
    let route = nav_state.route;
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
