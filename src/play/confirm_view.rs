//! The "confirm moves" bar over the board while a move waits (`confirm-move`, `cancel-move`).
//! The held move is shown on the board already; nothing else can move until it is confirmed or
//! cancelled.

use crate::play::ctx::PlayCtx;
use kaissa_app_core::i18n::catalog;
use leptos::prelude::*;

/// The question and its two buttons, while a move is held for confirmation.
#[component]
pub fn ConfirmMove() -> impl IntoView {
    let t = &catalog().settings;
    let ctx = PlayCtx::get();
    move || {
        // Not while the blunder guard checks the move (it answers for it: src/play/game_actions.rs).
        ctx.game.with(|g| g.held.is_some() && g.guard.is_none()).then(|| {
            view! {
                <div class="confirm-bar" data-testid="confirm-bar" role="group" aria-label=t.confirm_prompt>
                    <button
                        type="button"
                        class="btn primary"
                        data-testid="confirm-move"
                        on:click=move |_| ctx.apply(|g, now, _| g.confirm_held(now))
                    >
                        {t.confirm_move}
                    </button>
                    <button
                        type="button"
                        class="btn"
                        data-testid="cancel-move"
                        on:click=move |_| ctx.change(|g| g.cancel_held())
                    >
                        {t.cancel_move}
                    </button>
                </div>
            }
        })
    }
}
