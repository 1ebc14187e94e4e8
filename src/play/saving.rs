//! Saved, never lost — the browser's side: the game in progress is saved in localStorage after
//! every change (a move, a takeback, the clock) and when the page is hidden or left, restored at
//! start-up, and a finished game goes to the history exactly once. What is saved and how a saved
//! game comes back are decided in [`kaissa_app_core::saving::persist`].
//!
//! A saved game that cannot be read is kept under `kaissa.v1.unreadable.game`, a notice says so,
//! and the app starts clean.

use crate::now::{epoch_ms, now_ms};
use crate::play::ctx::PlayCtx;
use crate::storage;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::{History, SavedGame};
use leptos::prelude::*;
use std::cell::Cell;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

thread_local! {
    /// Notices about saved values that could not be read, shown above the move list. Kept here
    /// rather than in a context so that the page's event listeners (no reactive owner) reach it.
    static NOTICES: Cell<Option<RwSignal<Vec<&'static str>>>> = const { Cell::new(None) };
}

/// Adds a notice (once).
pub fn notify(text: &'static str) {
    if let Some(n) = NOTICES.get() {
        n.update(|n| {
            if !n.contains(&text) {
                n.push(text);
            }
        });
    }
}

/// Restores the saved game; from then on the game is saved whenever it changes (the game's
/// [`Save`](kaissa_app_core::play::Effect::Save) effect, which also comes as the page is hidden)
/// and when the page is left. Called once, when the Play screen's state is made.
pub fn install(ctx: PlayCtx) {
    NOTICES.set(Some(RwSignal::new(Vec::new())));
    restore(ctx);
    let save = Closure::<dyn Fn()>::new(move || save_now(ctx));
    let _ = window().add_event_listener_with_callback("pagehide", save.as_ref().unchecked_ref());
    save.forget();
}

/// Puts the saved game back on the board, if there is one (the game asks the computer if it is
/// to move). One the rules cannot replay is kept aside like garbled text, and said so.
fn restore(ctx: PlayCtx) {
    let c = catalog();
    let loaded = storage::read_optional::<SavedGame>();
    if loaded.unreadable.is_some() {
        notify(c.saving.game_unreadable);
    }
    let Some(saved) = loaded.value else { return };
    // The history is read only for a game saved finished (to find its entry).
    let history = if saved.outcome.is_some() { read_history() } else { History::default() };
    let mut failed = false;
    ctx.apply(|g, now, _| {
        g.restore(&saved, &history, now).unwrap_or_else(|_| {
            failed = true;
            Vec::new()
        })
    });
    if failed {
        storage::set_aside(&saved);
        notify(c.saving.game_unreadable);
    }
}

/// The history; an unreadable one is kept aside (by the storage) and reported.
#[must_use]
pub fn read_history() -> History {
    let loaded = storage::read::<History>();
    if loaded.unreadable.is_some() {
        notify(catalog().saving.history_unreadable);
    }
    loaded.value
}

/// Saves the game on the board now; a game that has just ended goes to the history first, so a
/// game saved finished has always been recorded.
pub fn save_now(ctx: PlayCtx) {
    let (game, finished) = ctx.game.with_untracked(|g| g.to_save(now_ms(), epoch_ms()));
    if let Some(finished) = finished {
        let mut history = read_history();
        let mut changed = false;
        // The record is the game's, never shown: it changes without a redraw.
        ctx.game.update_untracked(|g| changed = g.record_finished(&mut history, finished));
        if changed {
            written(storage::write(&history));
            // A finished game is worth keeping: ask the browser not to evict the saved games.
            storage::ask_to_persist();
        }
    }
    written(storage::write(&game));
}

/// Says once that saving failed; the game goes on in memory.
pub fn written(ok: bool) {
    if !ok {
        notify(catalog().saving.cannot_save);
    }
}

/// The notices about unreadable saved values (`data-testid="saved-notice"`), each dismissable.
#[component]
pub fn SavedNoticesView() -> impl IntoView {
    let c = catalog();
    let Some(notices) = NOTICES.get() else { return ().into_any() };
    view! {
        <For each=move || notices.get() key=|t| *t let:text>
            <div class="explanation saved-notice" data-testid="saved-notice" role="status">
                <span class="explanation-text">{text}</span>
                <button
                    type="button"
                    class="explanation-close"
                    aria-label=c.dismiss
                    on:click=move |_| notices.update(|n| n.retain(|t| *t != text))
                >
                    {c.close_symbol}
                </button>
            </div>
        </For>
    }
    .into_any()
}
