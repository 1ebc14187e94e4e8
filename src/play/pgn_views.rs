//! The PGN dialogs' views, shown by the dialogs' module (`src/bin/dialogs.rs`, loaded the first
//! time a PGN button is pressed: see [`super::pgn_dialog`]): export (the game's PGN to download as
//! a `.pgn` file or copy) and import (paste or open a file; several games → choose one; what the
//! reader repaired is listed under its game, each with its line; a broken game is explained with
//! its line and column, and neither the pasted text nor the current game is lost).

use crate::play::clipboard;
use kaissa_app_core::i18n::errors::{pgn_error_text, repair_text};
use kaissa_app_core::i18n::games::entry_label;

use kaissa_app_core::i18n::dialog_texts;
use kaissa_app_core::i18n::{catalog, fill, pgn_texts};
use kaissa_app_core::saving::pgn::session_of;
use kaissa_app_core::Session;
use kaissa_rules::pgn::{read_games, PgnError, PgnGame};
use leptos::prelude::*;

/// A modal frame: closes on the backdrop and on Escape (wherever the focus is: a button that
/// went away leaves it on the page's body).
#[component]
fn Modal(on_close: Callback<()>, title: &'static str, testid: &'static str, children: Children) -> impl IntoView {
    crate::play::escape::on_escape(move || {
        on_close.run(());
        true
    });
    view! {
        <div
            class="modal-backdrop"
            on:click=move |ev| {
                if ev.target() == ev.current_target() {
                    on_close.run(());
                }
            }
        >
            <div class="modal pgn-dialog" role="dialog" aria-modal="true" aria-label=title data-testid=testid tabindex="-1">
                <h2>{title}</h2>
                {children()}
            </div>
        </div>
    }
}

/// The export dialog, showing `text` (a game's PGN) to copy or download.
#[component]
pub fn ExportDialog(
    /// The game's PGN.
    text: String,
    /// Closes the dialog.
    on_close: Callback<()>,
) -> impl IntoView {
    let a = &catalog().actions;
    let copied = RwSignal::new(None::<bool>);
    let area = NodeRef::<leptos::html::Textarea>::new();
    let select_all = move || {
        if let Some(el) = area.get_untracked() {
            el.select();
        }
    };
    let for_copy = text.clone();
    let copy = move |_| {
        clipboard::copy(&for_copy, move |ok| {
            let _ = copied.try_set(Some(ok));
            if !ok {
                select_all();
            }
        });
    };
    let for_download = text.clone();
    let download = move |_| {
        let _ = clipboard::download("kaissa-game.pgn", &for_download, "application/x-chess-pgn");
    };
    view! {
        <Modal on_close=on_close title=dialog_texts(catalog()).export_title testid="pgn-export-dialog">
            <textarea
                class="pgn-text"
                data-testid="pgn-text"
                aria-label=dialog_texts(catalog()).export_title
                readonly
                rows="10"
                node_ref=area
                prop:value=text.clone()
            ></textarea>
            {move || copied.get().map(|ok| {
                let text = if ok { a.copied } else { dialog_texts(catalog()).copy_manually };
                view! { <p class="copied" data-testid="copied" data-ok=ok.to_string() role="status">{text}</p> }
            })}
            <div class="modal-actions">
                <button type="button" class="btn" data-testid="close-dialog" on:click=move |_| on_close.run(())>
                    {a.close}
                </button>
                <button type="button" class="btn" data-testid="copy-pgn" on:click=copy>
                    {dialog_texts(catalog()).copy}
                </button>
                <button type="button" class="btn primary" data-testid="download-pgn" on:click=download>
                    {dialog_texts(catalog()).download}
                </button>
            </div>
        </Modal>
    }
}

/// One game of the text read: the game, or why it cannot be read.
type Entry = Result<PgnGame, PgnError>;

/// The import dialog; `on_choose` receives the game chosen, as a session at its final position.
#[component]
pub fn ImportDialog(
    /// Receives the game chosen.
    on_choose: Callback<Session>,
    /// Closes the dialog without a game.
    on_close: Callback<()>,
) -> impl IntoView {
    let c = catalog();
    let a = &c.actions;
    let text = RwSignal::new(String::new());
    let entries = RwSignal::new(Vec::<Entry>::new());
    let file_error = RwSignal::new(false);

    let choose = move |pgn: &PgnGame| on_choose.run(session_of(pgn));
    // One game that read as written, and nothing else: loaded at once. Otherwise the list, with
    // what the reader repaired in each game and why the others cannot be read, so that nothing
    // is changed or dropped behind the person's back.
    let read = move |source: String| {
        file_error.set(false);
        let games = read_games(&source);
        if let [Ok(only)] = games.as_slice() {
            if only.repairs.is_empty() {
                choose(only);
                return;
            }
        }
        entries.set(games);
    };
    let on_file = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        clipboard::read_file(&file, move |content| match content {
            Some(content) => {
                let _ = text.try_set(content.clone());
                read(content);
            }
            None => {
                let _ = file_error.try_set(true);
            }
        });
    };

    let list = move || {
        let found = entries.get();
        if found.is_empty() {
            return None;
        }
        let readable = found.iter().filter(|e| e.is_ok()).count();
        let items = found
            .into_iter()
            .enumerate()
            .map(|(i, entry)| match entry {
                Ok(pgn) => {
                    let (line, event) = entry_label(c, &pgn);
                    let repairs = (!pgn.repairs.is_empty()).then(|| {
                        let items = pgn
                            .repairs
                            .iter()
                            .map(|r| {
                                view! { <li data-testid="pgn-repair" data-line=r.line.to_string() data-code=r.kind.code()>{repair_text(c, r)}</li> }
                            })
                            .collect_view();
                        view! {
                            <div class="pgn-repairs">
                                <p>{pgn_texts(catalog()).repaired}</p>
                                <ul>{items}</ul>
                            </div>
                        }
                    });
                    view! {
                        <li>
                            <button type="button" class="btn pgn-game" data-testid="pgn-game" data-index=i.to_string() on:click=move |_| choose(&pgn)>
                                <span class="pgn-game-players">{line}</span>
                                {event.map(|e| view! { <span class="pgn-game-event">{e}</span> })}
                            </button>
                            {repairs}
                        </li>
                    }
                    .into_any()
                }
                Err(e) => {
                    let why = pgn_error_text(c, &e);
                    view! {
                        <li class="form-error" data-testid="pgn-error" data-line=e.line.to_string() role="alert">
                            {fill(a.game_unreadable, &[("n", &(i + 1).to_string()), ("why", &why)])}
                        </li>
                    }
                    .into_any()
                }
            })
            .collect_view();
        Some(view! {
            {match readable {
                0 => None,
                1 => Some(view! { <p>{pgn_texts(catalog()).load_one.to_owned()}</p> }),
                n => Some(view! { <p>{crate::language::counted(dialog_texts(catalog()).pick_game, "n", n as u64)}</p> }),
            }}
            <ul class="pgn-games">{items}</ul>
        })
    };

    view! {
        <Modal on_close=on_close title=dialog_texts(catalog()).import_title testid="pgn-import-dialog">
            <textarea
                class="pgn-text"
                data-testid="pgn-input"
                aria-label=dialog_texts(catalog()).import_title
                rows="8"
                placeholder=dialog_texts(catalog()).import_placeholder
                prop:value=move || text.get()
                on:input=move |ev| {
                    let el: web_sys::HtmlTextAreaElement = event_target(&ev);
                    text.set(el.value());
                }
            ></textarea>
            // A button of our own words over the browser's file input (whose "Choose File / No file
            // chosen" speaks the browser's language, not the page's), as the backup's import does.
            <label class="btn file-button pgn-file">
                {dialog_texts(catalog()).open_file}
                <input type="file" accept=".pgn,text/plain,application/x-chess-pgn" data-testid="pgn-file" on:change=on_file />
            </label>
            {move || file_error.get().then(|| view! { <p class="form-error" role="alert">{dialog_texts(catalog()).file_unreadable}</p> })}
            {list}
            <div class="modal-actions">
                <button type="button" class="btn" data-testid="close-dialog" on:click=move |_| on_close.run(())>
                    {a.close}
                </button>
                <button type="button" class="btn primary" data-testid="pgn-read" on:click=move |_| read(text.get_untracked())>
                    {dialog_texts(catalog()).read_pgn}
                </button>
            </div>
        </Modal>
    }
}
