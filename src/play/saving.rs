//! Saved, never lost — the browser's side: the game in progress is saved in localStorage after
//! every change (a move, a takeback, the clock) and when the page is hidden or left, restored at
//! start-up, and a finished game goes to the history exactly once. Each game has a key of its own
//! (`kaissa.v1.game.<id>`), each tab remembers its game in `sessionStorage`, and a tab learns of
//! the moves another tab plays in the same game through the `storage` event. What is saved, which
//! game comes back and when a tab takes over another's moves are decided in
//! [`kaissa_app_core::saving::persist`] and [`kaissa_app_core::saving::games`].
//!
//! A saved game that cannot be read is kept under `kaissa.v1.unreadable.…`, a notice says so,
//! and the app starts clean.

use crate::now::{epoch_ms, now_ms};
use crate::play::ctx::PlayCtx;
use crate::storage;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::saving::games::{self, TAB_KEY};
use kaissa_app_core::saving::value::{parse, SavedValue, KEY_PREFIX};
use kaissa_app_core::{History, SavedGame};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

thread_local! {
    /// Notices about saved values that could not be read, shown above the move list. Kept here
    /// rather than in a context so that the page's event listeners (no reactive owner) reach it.
    static NOTICES: Cell<Option<RwSignal<Vec<&'static str>>>> = const { Cell::new(None) };
    /// The identity of the game this tab last saved: when another game takes the board, the one
    /// left behind loses its key if it holds nothing to lose ([`games::to_drop`]).
    static LAST_SAVED: RefCell<String> = const { RefCell::new(String::new()) };
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

/// Restores the tab's game; from then on the game is saved whenever it changes (the game's
/// [`Save`](kaissa_app_core::play::Effect::Save) effect, which also comes as the page is hidden)
/// and when the page is left, and this tab follows the moves other tabs play in the same game.
/// Called once, when the Play screen's state is made.
pub fn install(ctx: PlayCtx) {
    NOTICES.set(Some(RwSignal::new(Vec::new())));
    restore(ctx);
    let save = Closure::<dyn Fn()>::new(move || save_now(ctx));
    let _ = window().add_event_listener_with_callback("pagehide", save.as_ref().unchecked_ref());
    save.forget();
    let other_tab = Closure::<dyn Fn(web_sys::StorageEvent)>::new(move |ev: web_sys::StorageEvent| {
        if let (Some(key), Some(text)) = (ev.key(), ev.new_value()) {
            take_over(ctx, &key, &text);
        }
    });
    let _ = window().add_event_listener_with_callback("storage", other_tab.as_ref().unchecked_ref());
    other_tab.forget();
}

/// The unreadable key of game `id`'s key.
fn unreadable_key(key: &str) -> String {
    format!("{KEY_PREFIX}unreadable.{}", key.strip_prefix(KEY_PREFIX).unwrap_or(key))
}

/// Every saved game (one per key), and whether one could not be read: that one is kept aside
/// (and said so on the Play screen).
#[must_use]
pub fn saved_games() -> (Vec<SavedGame>, bool) {
    let mut list = Vec::new();
    let mut unreadable = false;
    for key in storage::keys() {
        let Some(id) = games::id_of_key(&key) else { continue };
        let loaded = storage::read_at::<SavedGame>(&key, &unreadable_key(&key));
        if loaded.unreadable.is_some() {
            unreadable = true;
            notify(catalog().saving.game_unreadable);
        }
        // A game is known by its key: a value copied under another key by hand is that key's.
        if let Some(game) = loaded.value {
            list.push(SavedGame { id: id.to_owned(), ..game });
        }
    }
    (list, unreadable)
}

/// Saves `game` under its own key.
fn write_game(game: &SavedGame) -> bool {
    storage::set(&games::key(&game.id), &game.to_json())
}

/// Moves the game saved under the one key of earlier versions (`kaissa.v1.game`) to a key of
/// its own, and returns it if it could not be written there (it then stays where it was, and is
/// still the one to resume).
fn move_old_game() -> Option<SavedGame> {
    let loaded = storage::read_optional::<SavedGame>();
    if loaded.unreadable.is_some() {
        notify(catalog().saving.game_unreadable);
    }
    let mut game = loaded.value?;
    if game.id.is_empty() {
        let salt = (js_sys::Math::random() * f64::from(u32::MAX)) as u32;
        game.id = games::new_id(game.created_ms, salt, 0);
    }
    if game.updated_ms == 0 {
        game.updated_ms = game.created_ms;
    }
    if write_game(&game) {
        storage::remove::<SavedGame>();
        None
    } else {
        Some(game)
    }
}

/// Puts the tab's game back on the board (after a reload), or else the most recently played one,
/// and lets go of the saved games that hold nothing to lose. A game the rules cannot replay is
/// kept aside like garbled text, and said so.
fn restore(ctx: PlayCtx) {
    let unmoved = move_old_game();
    let (mut all, _) = saved_games();
    all.extend(unmoved);
    let tab_game = storage::tab_get(TAB_KEY);
    let Some(chosen) = games::to_resume(tab_game.as_deref(), &all).cloned() else { return };
    // The history is read only when a finished game is saved (to find its entry).
    let history = if all.iter().any(|g| g.outcome.is_some()) { read_history() } else { History::default() };
    for game in all.iter().filter(|g| g.id != chosen.id) {
        if games::to_drop(game, &history) {
            storage::remove_key(&games::key(&game.id));
        }
    }
    if !resume(ctx, &chosen, &history, true) {
        let key = games::key(&chosen.id);
        storage::keep_aside(&key, &unreadable_key(&key), Some(&chosen.to_json()));
        notify(catalog().saving.game_unreadable);
    }
}

/// Puts `saved` on the board as this tab's game; `false` if the rules cannot replay it.
fn resume(ctx: PlayCtx, saved: &SavedGame, history: &History, shown: bool) -> bool {
    let mut ok = true;
    ctx.apply(|g, now, _| {
        g.restore(saved, history, now, shown).unwrap_or_else(|_| {
            ok = false;
            Vec::new()
        })
    });
    if ok {
        let id = ctx.game.with_untracked(|g| g.record.id.clone());
        storage::tab_set(TAB_KEY, &id);
        LAST_SAVED.with_borrow_mut(|last| *last = id);
    }
    ok
}

/// Goes back to the unfinished game `id` from the games list: the game on the board stays saved
/// under its own key. `false` if it is gone or cannot be replayed.
pub fn resume_saved(ctx: PlayCtx, id: &str) -> bool {
    save_now(ctx);
    let key = games::key(id);
    let Some(saved) = storage::read_at::<SavedGame>(&key, &unreadable_key(&key)).value else { return false };
    let saved = SavedGame { id: id.to_owned(), ..saved };
    let history = if saved.outcome.is_some() { read_history() } else { History::default() };
    let previous = LAST_SAVED.with_borrow(Clone::clone);
    let ok = resume(ctx, &saved, &history, true);
    if ok {
        let_go_of(&previous);
    }
    ok
}

/// Another tab saved something: if it is a newer state of this tab's game, the board takes it.
fn take_over(ctx: PlayCtx, key: &str, text: &str) {
    let id = ctx.game.with_untracked(|g| g.record.id.clone());
    if key != games::key(&id) {
        return;
    }
    let Ok(saved) = parse::<SavedGame>(text) else { return };
    if !ctx.game.with_untracked(|g| games::to_adopt(&g.record, &saved)) {
        return;
    }
    let history = if saved.outcome.is_some() { read_history() } else { History::default() };
    resume(ctx, &saved, &history, !document().hidden());
}

/// The game `id` is no longer on this tab's board: its key goes if it holds nothing to lose.
fn let_go_of(id: &str) {
    if id.is_empty() {
        return;
    }
    let key = games::key(id);
    let Some(game) = storage::read_at::<SavedGame>(&key, &unreadable_key(&key)).value else { return };
    let history = if game.outcome.is_some() { read_history() } else { History::default() };
    if games::to_drop(&game, &history) {
        storage::remove_key(&key);
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
/// game saved finished has always been recorded. If another tab has saved this game meanwhile
/// (both moved at the same instant), this tab's version becomes a game of its own.
pub fn save_now(ctx: PlayCtx) {
    let (mut game, finished) = ctx.game.with_untracked(|g| g.to_save(now_ms(), epoch_ms()));
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
    let key = games::key(&game.id);
    let stored = storage::read_at::<SavedGame>(&key, &unreadable_key(&key)).value;
    if ctx.game.with_untracked(|g| games::written_elsewhere(stored.as_ref(), g.record.rev)) {
        ctx.game.update_untracked(|g| {
            g.fork(epoch_ms());
        });
        game = ctx.game.with_untracked(|g| g.to_save(now_ms(), epoch_ms())).0;
        notify(catalog().saving.forked);
    }
    game.updated_ms = games::played_at(stored.as_ref(), &game, game.updated_ms);
    let ok = write_game(&game);
    written(ok);
    if ok {
        ctx.game.update_untracked(|g| g.saved(game.rev));
    }
    storage::tab_set(TAB_KEY, &game.id);
    let previous = LAST_SAVED.with_borrow_mut(|last| std::mem::replace(last, game.id.clone()));
    if previous != game.id {
        let_go_of(&previous);
    }
}

/// Says once that saving failed; the game goes on in memory.
pub fn written(ok: bool) {
    if !ok {
        notify(catalog().saving.cannot_save);
    }
}

/// The notices about unreadable saved values (`data-testid="saved-notice"`), each dismissable.
/// (A plain list redrawn whole, not a keyed `<For>`: there are one or two notices at most, and
/// the keyed list's machinery would weigh on the start-up module.)
#[component]
pub fn SavedNoticesView() -> impl IntoView {
    let c = catalog();
    let Some(notices) = NOTICES.get() else { return ().into_any() };
    let one = move |text: &'static str| {
        view! {
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
        }
    };
    (move || notices.get().into_iter().map(one).collect_view()).into_any()
}
