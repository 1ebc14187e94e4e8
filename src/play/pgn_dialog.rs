//! PGN export (`export-pgn`) and import (`import-pgn`). The dialogs themselves, with the PGN
//! reader and writer, are in the dialogs' module (`src/bin/dialogs.rs`, views in
//! [`super::pgn_views`]), fetched the first time one of these buttons is pressed: most games are
//! never exported or imported, and the PGN code is a tenth of the start-up module. The game
//! crosses between the modules as a [`GameRecord`] ([`Entry::PgnExport`], [`Answer::PgnImport`]).

use crate::lazy::ModuleDialog;
use crate::play::ctx::PlayCtx;
use crate::play::saving::notify;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::i18n::games::player_names;
use kaissa_app_core::modules::{Answer, ContractError, Entry};
use kaissa_app_core::{GameRecord, PgnExport};
use leptos::prelude::*;

/// Which PGN dialog is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PgnOpen {
    /// The export of the game on the board.
    Export,
    /// The import.
    Import,
}

/// What the export needs of the game on the board, dated now in the local time zone.
fn export_request(ctx: PlayCtx) -> PgnExport {
    let [white, black] = player_names(ctx.game.with_untracked(|g| g.players), catalog());
    let now = js_sys::Date::new_0();
    // The game's time control ("-" for an untimed game) for the TimeControl tag.
    let time_control = ctx.game.with_untracked(|g| g.time_control());
    PgnExport {
        game: ctx.session_untracked(GameRecord::of),
        white,
        black,
        date_ms: now.get_time().max(0.0) as u64,
        utc_offset_min: -(now.get_timezone_offset() as i32),
        time_control,
    }
}

/// Puts the game chosen in an import (`imported`: a game of its own players) or the position of
/// the FEN field (the game's players go on from it) on the board. The record comes from the
/// dialogs' module, which made it from a game it had replayed, so it replays here too; if it ever
/// did not, the board keeps its game and a notice says so.
pub fn load_chosen(ctx: PlayCtx, record: &GameRecord, imported: bool) {
    match record.replay() {
        Ok(session) if imported => ctx.apply(move |g, now, epoch| g.import(session, now, epoch)),
        Ok(session) => ctx.apply(move |g, now, epoch| g.load(session, now, epoch)),
        Err(_) => notify(catalog().actions.import_not_loaded),
    }
}

/// The PGN dialog `open` names, while it does (the menu's items open them).
#[component]
pub fn PgnDialog(
    /// The dialog open, if any; closing it sets `None`.
    open: RwSignal<Option<PgnOpen>>,
) -> impl IntoView {
    let ctx = PlayCtx::get();
    let done = Callback::new(move |answer: Result<Answer, ContractError>| {
        match answer {
            Ok(Answer::PgnImport(record)) => load_chosen(ctx, &record, true),
            Ok(_) => {}
            // Whatever was chosen cannot be put on the board: the same notice as a bad game.
            Err(_) => notify(catalog().actions.import_not_loaded),
        }
        open.set(None);
    });
    move || {
        open.get().map(|which| match which {
            PgnOpen::Export => {
                view! { <ModuleDialog entry=Entry::PgnExport(export_request(ctx)) done=done /> }.into_any()
            }
            PgnOpen::Import => view! { <ModuleDialog entry=Entry::PgnImport done=done /> }.into_any(),
        })
    }
}
