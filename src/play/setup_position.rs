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

/// The button and, while it is open, the editor.
#[component]
pub fn EditorButton() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let open = RwSignal::new(false);
    let button = NodeRef::<leptos::html::Button>::new();
    let done = Callback::new(move |answer: Result<Answer, ContractError>| {
        if let Ok(Answer::Editor(start)) = answer {
            // The editor only hands over a position the rules core accepted; read it again all
            // the same, and say so rather than start nothing silently.
            match Session::from_fen(&start.fen) {
                Ok(session) => {
                    let random = js_sys::Math::random();
                    ctx.apply(move |g, now, epoch| g.new_game_from(&start.prefs, session, random, now, epoch));
                }
                Err(_) => notify(c.editor_not_started),
            }
        }
        open.set(false);
        // The dialog is gone: the focus goes back to where it was before it opened.
        if let Some(b) = button.get_untracked() {
            let _ = b.focus();
        }
    });
    let show = move |_| {
        // The editor asks its own question ("Start a new game?"): the screen's closes, so that
        // one `confirm` is shown at a time.
        ctx.confirmation.set(None);
        open.set(true);
    };
    let entry = move || {
        let (fen, ask_first) =
            ctx.game.with_untracked(|g| (g.session.shown_position(g.view_ply).fen(), g.game_in_progress()));
        Entry::Editor { fen, ask_first }
    };
    view! {
        <button type="button" class="btn" data-testid="setup-position" node_ref=button on:click=show>
            {c.editor_open}
        </button>
        {move || open.get().then(|| view! { <ModuleDialog entry=entry() done=done /> })}
    }
}
