//! The finished games (`kaissa.v1.history`): the "Games" button (`data-testid="history"`) and its
//! dialog, newest first, each game with its date, opponent, result and reason, to open on the
//! board (`history-open`, to replay it move by move) or delete (`history-delete`, then
//! `confirm`). The list's decisions are in [`crate::play::persist`].

use crate::game::{FinishedGame, History};
use crate::i18n::{catalog, fill};
use crate::play::confirm::Confirmation;
use crate::play::ctx::PlayCtx;
use crate::play::persist::{self, newest_first};
use crate::play::saving::read_history;
use crate::play::Players;
use crate::storage;
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

/// Puts a finished game on the board, with its players, to be replayed move by move.
fn open_game(ctx: PlayCtx, game: &FinishedGame) -> bool {
    let Ok(session) = game.replay() else { return false };
    ctx.forget_request();
    let players = Players::from(game.players);
    ctx.players.set(players);
    ctx.board.update(|b| b.orientation = players.orientation());
    ctx.load(session);
    true
}

/// The "Games" button and, when open, the dialog.
#[component]
pub fn HistoryButton() -> impl IntoView {
    let c = catalog();
    let open = RwSignal::new(false);
    view! {
        <button type="button" class="btn" data-testid="history" on:click=move |_| open.set(true)>
            {c.saving.history_button}
        </button>
        {move || open.get().then(|| view! { <HistoryDialog open=open /> })}
    }
}

/// The list of finished games.
#[component]
fn HistoryDialog(open: RwSignal<bool>) -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let history = RwSignal::new(read_history());
    // The game whose deletion waits for confirmation: the screen's one confirmation step (a
    // resignation being confirmed closes), gone with the dialog.
    let confirming = ctx.confirmation;
    on_cleanup(move || {
        confirming.try_update(|c| {
            if matches!(c, Some(Confirmation::DeleteGame(_))) {
                *c = None;
            }
        });
    });
    let unreadable = RwSignal::new(false);

    let delete = move |game: FinishedGame| {
        // Read again: another tab may have changed the history since the list was shown.
        let mut h: History = read_history();
        if persist::delete(&mut h, &game) {
            storage::write(&h);
        }
        history.set(h);
        confirming.set(None);
    };
    let open_one = move |game: FinishedGame| {
        if open_game(ctx, &game) {
            open.set(false);
        } else {
            unreadable.set(true);
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
                        move || confirming.with(|x| matches!(x, Some(Confirmation::DeleteGame(g)) if *g == game))
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
                                <span class="history-opponent">{persist::opponent_label(c, game.players)}</span>
                                <span class="history-result">{persist::result_label(c, &game)}</span>
                                <span class="history-reason">{persist::reason_label(c, &game)}</span>
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
                                    on:click=move |_| confirming.set(Some(Confirmation::DeleteGame(g_delete.clone())))
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
                open.set(false);
            }
        }>
            <div class="modal history" role="dialog" aria-modal="true" aria-label=c.saving.history_title data-testid="history-dialog">
                <h2>{c.saving.history_title}</h2>
                <crate::play::saving::SavedNoticesView />
                {move || unreadable.get().then(|| view! {
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
                    <button type="button" class="btn" data-testid="history-close" on:click=move |_| open.set(false)>
                        {c.saving.close}
                    </button>
                </div>
            </div>
        </div>
    }
}
