//! PGN export (`export-pgn`) and import (`import-pgn`). The dialogs themselves, with the PGN
//! reader and writer, are in the dialogs' module (`src/bin/dialogs.rs`, views in
//! [`super::pgn_views`]), fetched the first time one of these buttons is pressed: most games are
//! never exported or imported, and the PGN code is a tenth of the start-up module. The game
//! crosses between the modules as a [`GameRecord`] in JSON.

use crate::game::{GameRecord, PgnExport, TimeControl};
use crate::i18n::catalog;
use crate::lazy::{HostTexts, ModuleHost};
use crate::play::ctx::PlayCtx;
use crate::play::offers::player_names;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

/// Which dialog is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Open {
    Export,
    Import,
}

/// What the export needs of the game on the board, dated now in the local time zone.
fn export_request(ctx: PlayCtx) -> PgnExport {
    let [white, black] = player_names(ctx.players.get_untracked(), catalog());
    let now = js_sys::Date::new_0();
    // The game's time control ("-" for an untimed game) for the TimeControl tag.
    let time_control = ctx.clock.with_untracked(|c| c.as_ref().map_or(TimeControl::NONE, |c| c.time_control()));
    PgnExport {
        game: ctx.session.with_untracked(GameRecord::of),
        white,
        black,
        date_ms: now.get_time().max(0.0) as u64,
        utc_offset_min: -(now.get_timezone_offset() as i32),
        time_control,
    }
}

/// Puts the game chosen in an import on the board. The record comes from the dialogs' module,
/// which made it from a game it had replayed, so it replays here too.
fn load_chosen(ctx: PlayCtx, json: &str) {
    let record = serde_json::from_str::<GameRecord>(json).ok();
    if let Some(Ok(session)) = record.map(|r| r.replay()) {
        ctx.load(session);
    }
}

/// The open dialog, mounted by the dialogs' module: `done` is called once when it closes (with
/// the chosen game's record, from the import).
#[component]
fn PgnDialog(which: Open, done: Callback<Option<String>>) -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    // The module calls this from its own event handler, and closing unmounts the dialog: the
    // rest waits until that handler has returned.
    let on_done = Closure::<dyn Fn(JsValue)>::new(move |chosen: JsValue| {
        let chosen = chosen.as_string();
        leptos::task::spawn_local(async move { done.run(chosen) });
    });
    let (mount, mut args) = match which {
        Open::Export => {
            let request = serde_json::to_string(&export_request(ctx)).unwrap_or_default();
            ("pgn_export", vec![JsValue::from(request)])
        }
        Open::Import => ("pgn_import", Vec::new()),
    };
    args.push(on_done.as_ref().clone());
    // The callback lives as long as the dialog (it is dropped with the dialog's owner).
    StoredValue::new_local(on_done);
    let texts = HostTexts { loading: c.dialog_loading, failed: c.dialog_failed, retry: c.dialog_retry, testid: "dialog" };
    view! { <ModuleHost module="dialogs" mount=mount args=args texts=texts class="dialog-root" /> }
}

/// The export and import buttons and, when one was pressed, its dialog.
#[component]
pub fn PgnButtons() -> impl IntoView {
    let a = catalog().actions;
    let ctx = PlayCtx::get();
    let open = RwSignal::new(None::<Open>);
    let done = Callback::new(move |chosen: Option<String>| {
        if let Some(json) = chosen {
            load_chosen(ctx, &json);
        }
        open.set(None);
    });
    view! {
        <button type="button" class="btn" data-testid="export-pgn" on:click=move |_| open.set(Some(Open::Export))>
            {a.export_pgn}
        </button>
        <button type="button" class="btn" data-testid="import-pgn" on:click=move |_| open.set(Some(Open::Import))>
            {a.import_pgn}
        </button>
        {move || open.get().map(|which| view! { <PgnDialog which=which done=done /> })}
    }
}
