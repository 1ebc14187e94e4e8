//! Saved, never lost — the browser's side: the game in progress is saved in localStorage after
//! every change (a move, a takeback, the clock) and when the page is hidden or left, restored at
//! start-up, and a finished game goes to the history exactly once. What is saved and how a saved
//! game comes back are decided in [`kaissa_app_core::saving::persist`].
//!
//! A saved game that cannot be read is kept under `kaissa.v1.unreadable.game`, a notice says so,
//! and the app starts clean.

use crate::play::clocks::{self, now_ms};
use crate::play::ctx::PlayCtx;
use crate::storage;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::saving::persist::{self, same_game, Record};
use kaissa_app_core::{Clock, FinishedGame, History, SavedGame, Session, TimeControl};
use leptos::prelude::*;
use std::cell::Cell;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

thread_local! {
    /// Notices about saved values that could not be read, shown above the move list. Kept here
    /// rather than in a context so that the page's event listeners (no reactive owner) reach it.
    static NOTICES: Cell<Option<RwSignal<Vec<&'static str>>>> = const { Cell::new(None) };
}

/// Wall-clock time in ms since the Unix epoch (for dates).
fn epoch_ms() -> u64 {
    js_sys::Date::now().max(0.0) as u64
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

/// Restores the saved game, then saves after every change and when the page is hidden or left.
/// Called once, when the Play screen's state is made (after [`clocks::install`]).
pub fn install(ctx: PlayCtx) {
    NOTICES.set(Some(RwSignal::new(Vec::new())));
    restore(ctx);
    Effect::new(move |_| {
        ctx.session.track();
        ctx.clock.track();
        ctx.players.track();
        save_now(ctx);
    });
    let save = Closure::<dyn Fn()>::new(move || {
        if document().hidden() {
            save_now(ctx);
        }
    });
    let _ = document().add_event_listener_with_callback("visibilitychange", save.as_ref().unchecked_ref());
    save.forget();
    let save = Closure::<dyn Fn()>::new(move || save_now(ctx));
    let _ = window().add_event_listener_with_callback("pagehide", save.as_ref().unchecked_ref());
    save.forget();
}

/// Puts the saved game back on the board, if there is one; asks the computer if it is to move.
fn restore(ctx: PlayCtx) {
    let c = catalog();
    let loaded = storage::read_optional::<SavedGame>();
    if loaded.unreadable.is_some() {
        notify(c.saving.game_unreadable);
    }
    let Some(saved) = loaded.value else {
        ctx.record.set(Record::new(epoch_ms()));
        return;
    };
    // The history is read only for a game saved finished (to find its entry).
    let history = if saved.outcome.is_some() { read_history() } else { History::default() };
    match persist::restore(&saved, &history, now_ms()) {
        Ok(r) => {
            ctx.players.set(r.players);
            ctx.board.update(|b| b.orientation = r.players.orientation());
            ctx.session.set(r.session);
            ctx.clock.set(r.clock);
            ctx.record.set(r.record);
            ctx.refresh();
            ctx.ask_computer();
        }
        Err(_) => {
            // Readable JSON, but not a game the rules can replay: kept aside like garbled text.
            storage::set_aside(&saved);
            notify(c.saving.game_unreadable);
            ctx.record.set(Record::new(epoch_ms()));
        }
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
    let now = now_ms();
    let players = ctx.players.get_untracked();
    let touch_move = ctx.settings.with_untracked(|s| s.touch_move);
    let created_ms = ctx.record.with_untracked(|r| r.created_ms);
    let (game, finished) = ctx.session.with_untracked(|s| {
        ctx.clock.with_untracked(|clock| {
            let tc = clock.as_ref().map_or(TimeControl::NONE, Clock::time_control);
            let game = SavedGame::new(s, players.into(), clock.as_ref(), now, touch_move, created_ms);
            (game, FinishedGame::new(s, players.into(), tc, epoch_ms()))
        })
    });
    let known = ctx.record.with_untracked(|r| match (&r.entry, &finished) {
        (Some(e), Some(f)) => same_game(e, f),
        _ => finished.is_none(),
    });
    if !known {
        let mut history = read_history();
        let mut record = ctx.record.get_untracked();
        if persist::record_finished(&mut history, &mut record, finished) {
            storage::write(&history);
        }
        ctx.record.set(record);
    }
    storage::write(&game);
}

/// A new game: its record starts now (the clock is set by the caller).
pub fn started(ctx: PlayCtx, tc: TimeControl) {
    let first = ctx.session.with_untracked(|s| s.position().turn());
    ctx.clock.set(clocks::fresh(tc, first));
    ctx.record.set(Record::new(epoch_ms()));
}

/// A game put on the board as it is (set up, imported, opened from the history): a fresh clock
/// if it goes on, and a finished one counts as already recorded.
pub fn loaded(ctx: PlayCtx, session: &Session) {
    clocks::loaded(ctx, session);
    let tc = ctx.clock.with_untracked(|c| c.as_ref().map_or(TimeControl::NONE, Clock::time_control));
    ctx.record.set(Record::loaded(session, ctx.players.get_untracked(), tc, epoch_ms()));
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
