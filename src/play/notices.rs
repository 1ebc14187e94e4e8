//! Notices under the status: why a move was refused, why the computer could not move, and the
//! draw the player may claim.

use crate::play::ctx::PlayCtx;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::{ClaimOffer, Session};
use leptos::prelude::*;

/// The refused move's explanation (`data-testid="explanation"`, `data-reason`).
#[component]
pub fn Explanation() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    move || {
        ctx.explanation.get().map(|e| {
            view! {
                <div class="explanation" data-testid="explanation" data-reason=e.code role="alert">
                    <span class="explanation-text">{e.text}</span>
                    <button
                        type="button"
                        class="explanation-close"
                        aria-label=c.dismiss
                        on:click=move |_| ctx.explanation.set(None)
                    >
                        {c.close_symbol}
                    </button>
                </div>
            }
        })
    }
}

/// The engine's failure, with a button to ask again.
#[component]
pub fn EngineError() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    move || {
        ctx.engine_error.get().map(|text| {
            view! {
                <div class="explanation engine-error" data-testid="engine-error" role="alert">
                    <span class="explanation-text">{text}</span>
                    <button type="button" class="btn" data-testid="engine-retry" on:click=move |_| ctx.ask_computer()>
                        {c.engine_retry}
                    </button>
                </div>
            }
        })
    }
}

/// `data-testid="claim-draw"` when threefold repetition or the fifty-move rule can be claimed.
#[component]
pub fn ClaimDraw() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let claim = Memo::new(move |_| ctx.session.with(Session::claim_offer));
    move || {
        claim.get().map(|kind| {
            let (label, code) = match kind {
                ClaimOffer::Threefold => (c.claim_threefold, "threefold"),
                ClaimOffer::FiftyMoves => (c.claim_fifty, "fifty_moves"),
            };
            view! {
                <button type="button" class="btn claim" data-testid="claim-draw" data-claim=code on:click=move |_| ctx.claim_draw()>
                    {label}
                </button>
            }
        })
    }
}
