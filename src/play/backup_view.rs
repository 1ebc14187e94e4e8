//! "Your data" on the settings page (a view of the dialogs' module): "Export all my data"
//! (`data-testid="export-data"`) downloads one backup file, and "Import a backup"
//! (`data-testid="import-data"`, a file field) reads one and merges it into what this browser
//! keeps; the outcome is said in `data-testid="import-result"` (`data-ok`, and `data-reason` when
//! refused). What a backup holds, how it is checked and merged: [`kaissa_app_core::backup`].
//!
//! An import writes several keys; if one cannot be written (storage full) the keys already
//! written get their earlier text back, so a failed import changes nothing.

use crate::play::clipboard;
use crate::play::saving::saved_games;
use crate::storage;
use kaissa_app_core::backup::{self, Backup, BackupError, Local};
use kaissa_app_core::i18n::dialog_texts;
use kaissa_app_core::i18n::{catalog, games};
use kaissa_app_core::lessons::progress::Progress;
use kaissa_app_core::saving::accuracy::Accuracies;
use kaissa_app_core::saving::games::key;
use kaissa_app_core::saving::value::SavedValue;
use kaissa_app_core::{History, NewGamePrefs, Settings};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Everything this browser keeps, as read now (`settings` as the page has them).
fn read_local(settings: Settings) -> Local {
    Local {
        settings,
        new_game: storage::read::<NewGamePrefs>().value,
        lessons: storage::read::<Progress>().value,
        history: storage::read::<History>().value,
        games: saved_games().0,
        accuracy: storage::read::<Accuracies>().value,
    }
}

/// Every key and text an import writes.
fn texts(local: &Local) -> Vec<(String, String)> {
    let mut all = vec![
        (Settings::storage_key(), local.settings.to_json()),
        (NewGamePrefs::storage_key(), local.new_game.to_json()),
        (Progress::storage_key(), local.lessons.to_json()),
        (History::storage_key(), local.history.to_json()),
        (Accuracies::storage_key(), local.accuracy.to_json()),
    ];
    all.extend(local.games.iter().map(|g| (key(&g.id), g.to_json())));
    all
}

/// Writes the merged values, all or nothing: after a failed write, every key written so far
/// gets its earlier text back (or goes, if it had none).
fn write_all(merged: &Local) -> bool {
    let mut done: Vec<(String, Option<String>)> = Vec::new();
    for (k, text) in texts(merged) {
        let before = storage::get(&k);
        if before.as_deref() == Some(text.as_str()) {
            continue;
        }
        if !storage::set(&k, &text) {
            for (k, before) in done.into_iter().rev() {
                match before {
                    Some(t) => drop(storage::set(&k, &t)),
                    None => storage::remove_key(&k),
                }
            }
            return false;
        }
        done.push((k, before));
    }
    true
}

/// Today's date as `yyyy-mm-dd` in the user's time zone, for the file's name.
fn today() -> String {
    let d = js_sys::Date::new_0();
    format!("{:04}-{:02}-{:02}", d.get_full_year(), d.get_month() + 1, d.get_date())
}

/// What the last import came to.
#[derive(Clone, Debug, PartialEq)]
enum Outcome {
    /// Imported, with this many games added.
    Done(usize),
    /// Refused, with the reason's words and its code.
    Refused(String, &'static str),
}

/// The stable code of a refusal (`data-reason`).
fn reason_code(e: &BackupError) -> &'static str {
    match e {
        BackupError::NotOurs => "not-a-backup",
        BackupError::Newer(_) => "newer-version",
        BackupError::Damaged(_) => "damaged",
    }
}

/// The "Your data" section; an import's settings become `settings` (and so the app's).
#[component]
pub fn BackupSection(
    /// The settings the page edits.
    settings: RwSignal<Settings>,
) -> impl IntoView {
    let s = &catalog().saving;
    let outcome = RwSignal::new(None::<Outcome>);

    let export = move |_| {
        let local = read_local(settings.get_untracked());
        let backup = Backup::of(local, js_sys::Date::now() as u64);
        if clipboard::download(&Backup::file_name(&today()), &backup.to_json(), "application/json").is_err() {
            outcome.set(Some(Outcome::Refused(s.cannot_save.to_owned(), "not-saved")));
        }
    };
    let import_text = move |text: Option<String>| {
        let result = match text.as_deref().map(backup::read) {
            None => Outcome::Refused(dialog_texts(catalog()).backup_not_ours.to_owned(), "not-a-backup"),
            Some(Err(e)) => Outcome::Refused(games::backup_error(dialog_texts(catalog()), &e), reason_code(&e)),
            Some(Ok(b)) => {
                let mut local = read_local(settings.get_untracked());
                let merged = backup::merge(&mut local, b);
                if write_all(&local) {
                    settings.set(local.settings);
                    Outcome::Done(merged.games_added)
                } else {
                    Outcome::Refused(dialog_texts(catalog()).backup_not_saved.to_owned(), "not-saved")
                }
            }
        };
        let _ = outcome.try_set(Some(result));
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        // The same file chosen again must fire `change` again.
        input.set_value("");
        clipboard::read_file(&file, import_text);
    };

    let result = move || {
        outcome.get().map(|o| match o {
            Outcome::Done(n) => view! {
                <p class="notice calm" data-testid="import-result" data-ok="true" role="status">
                    {crate::language::counted(dialog_texts(catalog()).import_done, "games", n as u64)}
                </p>
            }
            .into_any(),
            Outcome::Refused(text, code) => view! {
                <p class="notice" data-testid="import-result" data-ok="false" data-reason=code role="alert">
                    {text}
                </p>
            }
            .into_any(),
        })
    };

    view! {
        <section class="data-section" aria-labelledby="data-heading">
            <h2 id="data-heading">{dialog_texts(catalog()).data_heading}</h2>
            <p class="setting-hint">{dialog_texts(catalog()).data_hint}</p>
            <div class="row-actions">
                <button type="button" class="btn" data-testid="export-data" on:click=export>
                    {dialog_texts(catalog()).export_data}
                </button>
                <label class="btn file-button">
                    {dialog_texts(catalog()).import_data}
                    <input type="file" accept=".json,application/json" data-testid="import-data" on:change=on_file />
                </label>
            </div>
            {result}
        </section>
    }
}
