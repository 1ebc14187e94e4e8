//! The "confirm moves" bar over the board while a move waits (`confirm-move`, `cancel-move`).
//! The held move is shown on the board already; nothing else can move until it is confirmed or
//! cancelled.

use crate::play::ctx::PlayCtx;
use kaissa_app_core::i18n::catalog;
use leptos::prelude::*;

/// The question and its two buttons, while a move is held.
#[component]
pub fn ConfirmMove() -> impl IntoView {
    let t = catalog().settings;
    let ctx = PlayCtx::get();
    move || {
        ctx.pending.with(|p| p.as_ref().map(|p| p.mv)).map(|mv| {
            view! {
                <div class="confirm-bar" data-testid="confirm-bar" role="group" aria-label=t.confirm_prompt>
                    <button
                        type="button"
                        class="btn primary"
                        data-testid="confirm-move"
                        on:click=move |_| {
                            ctx.pending.set(None);
                            // Confirmed while looking back: the move is played on the live game,
                            // shown at once.
                            ctx.view_ply.set(None);
                            ctx.play(mv);
                        }
                    >
                        {t.confirm_move}
                    </button>
                    <button
                        type="button"
                        class="btn"
                        data-testid="cancel-move"
                        on:click=move |_| {
                            ctx.pending.set(None);
                            ctx.refresh();
                        }
                    >
                        {t.cancel_move}
                    </button>
                </div>
            }
        })
    }
}
