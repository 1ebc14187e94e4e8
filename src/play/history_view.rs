//! The games dialog (`data-testid="history-dialog"`), a view of the dialogs' module
//! (`src/bin/dialogs.rs`; the button that opens it is [`super::history`]): first the unfinished
//! games (each saved under its own key, see [`kaissa_app_core::saving::games`]), to go back to,
//! then the finished games of `kaissa.v1.history`, to open on the board — newest first, each with
//! its date, opponent, result or state, length and, once reviewed, each player's accuracy
//! (`history-accuracy`); every one has `history-open` and `history-delete` (then `confirm`). The
//! list's decisions are in [`kaissa_app_core::saving::persist`], [`kaissa_app_core::saving::games`]
//! and [`kaissa_app_core::saving::accuracy`], whose value this module alone reads and writes:
//! the review keeps its accuracies through [`keep_accuracy`].

use crate::play::saving::saved_games;
use crate::storage;
use kaissa_app_core::coach::coach_texts;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::i18n::dialog_texts;
use kaissa_app_core::i18n::games;
use kaissa_app_core::i18n::{fill, Catalog};
use kaissa_app_core::saving::accuracy::{percent, Accuracies};
use kaissa_app_core::saving::games::{key, unfinished};
use kaissa_app_core::saving::persist::{self, newest_first};
use kaissa_app_core::{FinishedGame, History, SavedGame, SavedPlayers};
use kaissa_rules::Color;
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

/// The kept accuracies, less those whose game is no longer in `history` (deleted here or in
/// another tab, or dropped as the oldest by the start-up module, which never reads them); the
/// pruned value is saved. `None` when the history could not be read: its games are set aside,
/// not gone, and so are not pruned. Also whether what was saved could not be read (it is kept
/// aside too).
fn read_accuracies(history: Option<&History>) -> (Accuracies, bool) {
    let loaded = storage::read::<Accuracies>();
    let mut kept = loaded.value;
    if history.is_some_and(|h| kept.prune(h)) {
        let _ = storage::write(&kept);
    }
    (kept, loaded.unreadable.is_some())
}

/// Keeps the accuracies (White's, Black's) of a finished review of the game of `moves` (UCI)
/// from `start_fen` with that game's entry in the Games list (see
/// [`Accuracies::keep`] for how it is found). A failed write only loses the accuracy, which the
/// review still shows.
pub fn keep_accuracy(start_fen: &str, moves: &[String], accuracy: [Option<f64>; 2]) {
    let (history, unreadable) = read_history();
    let (mut kept, _) = read_accuracies((!unreadable).then_some(&history));
    if kept.keep(&history, start_fen, moves, accuracy) {
        let _ = storage::write(&kept);
    }
}

/// "Accuracy: White 87% · Black 92%" for the sides that moved.
fn accuracy_text(c: &Catalog, accuracy: [Option<u32>; 2]) -> String {
    let w = coach_texts(c);
    let sides: Vec<String> = [Color::White, Color::Black]
        .into_iter()
        .zip(accuracy)
        .filter_map(|(color, a)| {
            a.map(|a| fill(w.games_accuracy_side, &[("side", c.color(color)), ("percent", &a.to_string())]))
        })
        .collect();
    fill(w.games_accuracy, &[("sides", &sides.join(" · "))])
}

/// The unfinished games worth listing, newest first, and whether one could not be read.
fn read_unfinished() -> (Vec<SavedGame>, bool) {
    let (all, unreadable) = saved_games();
    (unfinished(&all).into_iter().cloned().collect(), unreadable)
}

/// A game of the list whose deletion waits for confirmation.
#[derive(Clone, Debug, PartialEq)]
enum Deleting {
    /// A finished game (found again by value: another tab may have changed the list).
    Finished(FinishedGame),
    /// An unfinished game, by identity.
    Unfinished(String),
}

/// What one row of the list shows and does.
struct Row {
    /// `data-result`: the result, `*` for an unfinished game.
    result: &'static str,
    /// `data-termination`, for a finished game.
    termination: Option<&'static str>,
    /// The date the row shows (the end, or the last move).
    date_ms: u64,
    /// Who played.
    players: SavedPlayers,
    /// The result in words, or the unfinished state.
    state: String,
    /// How it ended, for a finished game.
    reason: Option<&'static str>,
    /// The number of plies.
    plies: usize,
    /// Each player's accuracy as the review gave it (whole percentages), once reviewed.
    accuracy: Option<[Option<u32>; 2]>,
    /// The open button's text.
    open_label: &'static str,
    /// What deleting it deletes.
    deleting: Deleting,
}

/// The list of games. `on_open` gets a finished game to put on the board (one that replays),
/// `on_resume` the identity of an unfinished game to go back to; `on_close` is called when the
/// dialog is closed without either.
#[component]
pub fn HistoryDialog(
    /// Receives the finished game chosen to be opened on the board.
    on_open: Callback<FinishedGame>,
    /// Receives the identity of the unfinished game chosen to be played on.
    on_resume: Callback<String>,
    /// Called when the dialog is closed.
    on_close: Callback<()>,
) -> impl IntoView {
    let c = catalog();
    let (saved, history_unreadable) = read_history();
    let (open_games, games_unreadable) = read_unfinished();
    let (kept, accuracy_unreadable) = read_accuracies((!history_unreadable).then_some(&saved));
    let accuracies = RwSignal::new(kept);
    let history = RwSignal::new(saved);
    let in_progress = RwSignal::new(open_games);
    // The game whose deletion waits for confirmation. The app closes its own confirmation step
    // (the resignation's) when it opens this dialog, so one `confirm` is shown at a time.
    let confirming = RwSignal::new(None::<Deleting>);
    let game_unreadable = RwSignal::new(false);

    let delete = move |target: Deleting| {
        match target {
            Deleting::Finished(game) => {
                // Read again: another tab may have changed the history since the list was shown.
                let (mut h, unreadable) = read_history();
                if persist::delete(&mut h, &game) {
                    let _ = storage::write(&h);
                }
                // Its accuracy goes with it (read again too, for the same reason).
                accuracies.set(read_accuracies((!unreadable).then_some(&h)).0);
                history.set(h);
            }
            Deleting::Unfinished(id) => {
                storage::remove_key(&key(&id));
                in_progress.set(read_unfinished().0);
            }
        }
        confirming.set(None);
    };
    let open_finished = move |game: FinishedGame| {
        if game.replay().is_ok() {
            on_open.run(game);
        } else {
            game_unreadable.set(true);
        }
    };
    let open_row = move |target: &Deleting| match target.clone() {
        Deleting::Finished(game) => open_finished(game),
        Deleting::Unfinished(id) => on_resume.run(id),
    };

    let row_view = move |row: Row| {
        let asking = {
            let target = row.deleting.clone();
            move || confirming.with(|x| x.as_ref() == Some(&target))
        };
        let (to_open, to_ask, to_delete) = (row.deleting.clone(), row.deleting.clone(), row.deleting);
        let moves = row.plies.div_ceil(2) as u64;
        view! {
            <li
                class="history-item"
                data-testid="history-item"
                data-result=row.result
                data-termination=row.termination
            >
                <div class="history-info">
                    <span class="history-date">{local_date(row.date_ms)}</span>
                    <span class="history-opponent">{games::opponent_label(c, row.players)}</span>
                    <span class="history-result">{row.state}</span>
                    {row.reason.map(|r| view! { <span class="history-reason">{r}</span> })}
                    <span class="history-moves">{crate::language::counted(dialog_texts(catalog()).moves_count, "n", moves)}</span>
                    {row.accuracy.map(|[white, black]| view! {
                        <span
                            class="history-accuracy"
                            data-testid="history-accuracy"
                            data-white=white.map(|a| a.to_string())
                            data-black=black.map(|a| a.to_string())
                        >
                            {accuracy_text(c, [white, black])}
                        </span>
                    })}
                </div>
                <div class="history-actions">
                    <button type="button" class="btn" data-testid="history-open" on:click=move |_| open_row(&to_open)>
                        {row.open_label}
                    </button>
                    <button
                        type="button"
                        class="btn"
                        data-testid="history-delete"
                        on:click=move |_| confirming.set(Some(to_ask.clone()))
                    >
                        {dialog_texts(catalog()).history_delete}
                    </button>
                </div>
                <Show when=asking.clone()>
                    // The question takes the focus (Cancel first) and gives it back to Delete
                    // (`src/lazy/loader.js`).
                    <div class="history-confirm" role="alert" data-focus-return="">
                        <span>{dialog_texts(catalog()).history_delete_question}</span>
                        <button
                            type="button"
                            class="btn danger"
                            data-testid="confirm"
                            on:click={
                                let target = to_delete.clone();
                                move |_| delete(target.clone())
                            }
                        >
                            {dialog_texts(catalog()).history_delete_confirm}
                        </button>
                        <button type="button" class="btn" data-autofocus="" on:click=move |_| confirming.set(None)>
                            {c.cancel}
                        </button>
                    </div>
                </Show>
            </li>
        }
    };

    let unfinished_rows = move || {
        in_progress
            .get()
            .into_iter()
            .map(|g| Row {
                result: "*",
                termination: None,
                date_ms: g.updated_ms.max(g.created_ms),
                players: g.players,
                state: dialog_texts(catalog()).unfinished.to_owned(),
                reason: None,
                plies: g.moves.len(),
                accuracy: None,
                open_label: dialog_texts(catalog()).history_continue,
                deleting: Deleting::Unfinished(g.id),
            })
            .map(row_view)
            .collect_view()
    };
    let finished_rows = move || {
        let kept = accuracies.get();
        history.with(|h| {
            newest_first(h)
                .into_iter()
                .map(|(_, g)| Row {
                    result: g.outcome.result(),
                    termination: Some(g.outcome.termination.code()),
                    date_ms: g.date_ms,
                    players: g.players,
                    state: games::result_label(c, g),
                    reason: Some(games::reason_label(c, g)),
                    plies: g.moves.len(),
                    accuracy: kept.of(g).map(|sides| sides.map(|a| a.map(percent))),
                    open_label: dialog_texts(catalog()).history_open,
                    deleting: Deleting::Finished(g.clone()),
                })
                .map(row_view)
                .collect_view()
        })
    };
    crate::play::escape::on_escape(move || {
        if confirming.with_untracked(Option::is_some) {
            confirming.set(None);
        } else {
            on_close.run(());
        }
        true
    });

    view! {
        <div class="modal-backdrop" on:click=move |ev| {
            if ev.target() == ev.current_target() {
                on_close.run(());
            }
        }>
            <div
                class="modal history"
                role="dialog"
                aria-modal="true"
                aria-label=dialog_texts(catalog()).history_title
                data-testid="history-dialog"
                tabindex="-1"
            >
                <h2>{dialog_texts(catalog()).history_title}</h2>
                {(history_unreadable || games_unreadable || accuracy_unreadable).then(|| {
                    let text = if history_unreadable {
                        c.saving.history_unreadable
                    } else if games_unreadable {
                        c.saving.game_unreadable
                    } else {
                        coach_texts(c).accuracy_unreadable
                    };
                    view! { <p class="notice saved-notice" data-testid="saved-notice" role="status">{text}</p> }
                })}
                {move || game_unreadable.get().then(|| view! {
                    <p class="notice" role="status">{c.saving.history_game_unreadable}</p>
                })}
                {move || {
                    let none_open = in_progress.with(Vec::is_empty);
                    let none_done = history.with(|h| h.games.is_empty());
                    if none_open && none_done {
                        return view! { <p class="history-empty" data-testid="history-empty">{dialog_texts(catalog()).history_empty}</p> }
                            .into_any();
                    }
                    view! {
                        {(!none_open).then(|| view! {
                            <h3 class="history-heading">{dialog_texts(catalog()).unfinished_heading}</h3>
                            <ul class="history-list" data-testid="unfinished-list">{unfinished_rows}</ul>
                        })}
                        {(!none_done).then(|| view! {
                            <h3 class="history-heading">{dialog_texts(catalog()).finished_heading}</h3>
                            <ul class="history-list" data-testid="history-list">{finished_rows}</ul>
                        })}
                    }
                    .into_any()
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
