//! The finished games' dialog (`data-testid="history-dialog"`), a view of the dialogs' module
//! (`src/bin/dialogs.rs`; the button that opens it is [`super::history`]): the games of
//! `kaissa.v1.history`, newest first, each with its date, opponent, result and reason, to open on
//! the board (`history-open`) or delete (`history-delete`, then `confirm`). The list's decisions
//! are in [`kaissa_app_core::saving::persist`].

use crate::storage;
use kaissa_app_core::i18n::games;
use kaissa_app_core::i18n::{catalog, fill};
use kaissa_app_core::saving::persist::{self, newest_first};
use kaissa_app_core::{FinishedGame, History};
use leptos::prelude::*;
use wasm_bindgen::JsValue;

/// A date and time in the catalog's language, e.g. "Nov 29, 2026, 7:50 PM".
fn local_date(date_ms: u64) -> String {
    let date = js_sys::Date::new(&JsValue::from_f64(date_ms as f64));
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"dateStyle".into(), &"medium".into());
    let _ = js_sys::Reflect::set(&options, &"timeStyle".into(), &"short".into());
    date.to_locale_string(catalog().lang, &options).into()
}

/// The history as saved, and whether what was saved could not be read (it is kept aside by the
/// storage, and the list starts empty).
fn read_history() -> (History, bool) {
    let loaded = storage::read::<History>();
    (loaded.value, loaded.unreadable.is_some())
}

/// The list of finished games. `on_open` gets the game to put on the board (one that replays);
/// `on_close` is called when the dialog is closed without opening one.
#[component]
pub fn HistoryDialog(
    /// Receives the game chosen to be opened on the board.
    on_open: Callback<FinishedGame>,
    /// Called when the dialog is closed.
    on_close: Callback<()>,
) -> impl IntoView {
    let c = catalog();
    let (saved, history_unreadable) = read_history();
    let history = RwSignal::new(saved);
    // The game whose deletion waits for confirmation. The app closes its own confirmation step
    // (the resignation's) when it opens this dialog, so one `confirm` is shown at a time.
    let confirming = RwSignal::new(None::<FinishedGame>);
    let game_unreadable = RwSignal::new(false);

    let delete = move |game: FinishedGame| {
        // Read again: another tab may have changed the history since the list was shown.
        let (mut h, _) = read_history();
        if persist::delete(&mut h, &game) {
            let _ = storage::write(&h);
        }
        history.set(h);
        confirming.set(None);
    };
    let open_one = move |game: FinishedGame| {
        if game.replay().is_ok() {
            on_open.run(game);
        } else {
            game_unreadable.set(true);
        }
    };

    let rows = move || {
        history.with(|h| {
            newest_first(h)
                .into_iter()
                .map(|(_, g)| {
                    let game = g.clone();
                    let (g_open, g_delete, g_confirm) = (game.clone(), game.clone(), game.clone());
                    let asking = {
                        let game = game.clone();
                        move || confirming.with(|x| x.as_ref() == Some(&game))
                    };
                    let moves = game.moves.len().div_ceil(2).to_string();
                    view! {
                        <li
                            class="history-item"
                            data-testid="history-item"
                            data-result=game.outcome.result()
                            data-termination=game.outcome.termination.code()
                        >
                            <div class="history-info">
                                <span class="history-date">{local_date(game.date_ms)}</span>
                                <span class="history-opponent">{games::opponent_label(c, game.players)}</span>
                                <span class="history-result">{games::result_label(c, &game)}</span>
                                <span class="history-reason">{games::reason_label(c, &game)}</span>
                                <span class="history-moves">{fill(c.saving.moves_count, &[("n", &moves)])}</span>
                            </div>
                            <div class="history-actions">
                                <button
                                    type="button"
                                    class="btn"
                                    data-testid="history-open"
                                    on:click=move |_| open_one(g_open.clone())
                                >
                                    {c.saving.history_open}
                                </button>
                                <button
                                    type="button"
                                    class="btn"
                                    data-testid="history-delete"
                                    on:click=move |_| confirming.set(Some(g_delete.clone()))
                                >
                                    {c.saving.history_delete}
                                </button>
                            </div>
                            <Show when=asking.clone()>
                                <div class="history-confirm" role="alert">
                                    <span>{c.saving.history_delete_question}</span>
                                    <button
                                        type="button"
                                        class="btn danger"
                                        data-testid="confirm"
                                        on:click={
                                            let g = g_confirm.clone();
                                            move |_| delete(g.clone())
                                        }
                                    >
                                        {c.saving.history_delete_confirm}
                                    </button>
                                    <button type="button" class="btn" on:click=move |_| confirming.set(None)>
                                        {c.cancel}
                                    </button>
                                </div>
                            </Show>
                        </li>
                    }
                })
                .collect_view()
        })
    };

    view! {
        <div class="modal-backdrop" on:click=move |ev| {
            if ev.target() == ev.current_target() {
                on_close.run(());
            }
        }>
            <div class="modal history" role="dialog" aria-modal="true" aria-label=c.saving.history_title data-testid="history-dialog">
                <h2>{c.saving.history_title}</h2>
                {history_unreadable.then(|| view! {
                    <p class="notice saved-notice" data-testid="saved-notice" role="status">{c.saving.history_unreadable}</p>
                })}
                {move || game_unreadable.get().then(|| view! {
                    <p class="notice" role="status">{c.saving.history_game_unreadable}</p>
                })}
                {move || {
                    if history.with(|h| h.games.is_empty()) {
                        view! { <p class="history-empty" data-testid="history-empty">{c.saving.history_empty}</p> }.into_any()
                    } else {
                        view! { <ul class="history-list" data-testid="history-list">{rows}</ul> }.into_any()
                    }
                }}
                <div class="modal-actions">
                    <button type="button" class="btn" data-testid="history-close" on:click=move |_| on_close.run(())>
                        {c.saving.close}
                    </button>
                </div>
            </div>
        </div>
    }
}
