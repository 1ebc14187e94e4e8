//! The "Set up a position" button (`setup-position`) of the Play screen, and what it does with
//! the board editor's answer (the editor's views are [`crate::editor`]): a new game from the position set up, with the players chosen. The editor
//! is in the dialogs' module ([`Entry::Editor`]); this side stays small (it is in the start-up
//! module): it names the entry, and puts the answer on the board.

use crate::lazy::ModuleDialog;
use crate::play::ctx::PlayCtx;
use crate::play::saving::notify;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::modules::{Answer, ContractError, Entry};
use kaissa_app_core::Session;
use leptos::prelude::*;

/// The editor, while `open` (the menu's "Set up a position" opens it).
#[component]
pub fn EditorDialog(
    /// Whether the editor is open; it closes itself.
    open: RwSignal<bool>,
) -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let done = Callback::new(move |answer: Result<Answer, ContractError>| {
        if let Ok(Answer::Editor(start)) = answer {
            // The editor only hands over a position the rules core accepted; read it again all
            // the same, and say so rather than start nothing silently.
            match Session::from_fen(&start.fen) {
                Ok(session) => {
                    let random = js_sys::Math::random();
                    ctx.apply(move |g, now, epoch| g.new_game_from(&start.prefs, session, random, now, epoch));
                    ctx.show_board();
                }
                Err(_) => notify(c.editor_not_started),
            }
        }
        // The focus goes back to the menu's button, which had it when the editor opened
        // (`lazy::ModuleHost`).
        open.set(false);
    });
    let entry = move || {
        let (fen, ask_first) =
            ctx.game.with_untracked(|g| (g.session.shown_position(g.view_ply).fen(), g.game_in_progress()));
        Entry::Editor { fen, ask_first }
    };
    move || open.get().then(|| view! { <ModuleDialog entry=entry() done=done /> })
}
