//! Notices under the status: why a move was refused, why the computer could not move, and the
//! draw the player may claim.

use crate::play::ctx::PlayCtx;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::i18n::play::refusal_text;
use kaissa_app_core::ClaimOffer;
use leptos::prelude::*;

/// The refused move's explanation (`data-testid="explanation"`, `data-reason`).
#[component]
pub fn Explanation() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    move || {
        ctx.game.with(|g| g.refusal.as_ref().map(|r| (r.code(), refusal_text(c, r)))).map(|(code, text)| {
            view! {
                <div class="explanation" data-testid="explanation" data-reason=code role="alert">
                    <span class="explanation-text">{text}</span>
                    <button
                        type="button"
                        class="explanation-close"
                        aria-label=c.dismiss
                        on:click=move |_| ctx.change(|g| g.dismiss_refusal())
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
        ctx.game.with(|g| g.engine_error.clone()).map(|text| {
            view! {
                <div class="explanation engine-error" data-testid="engine-error" role="alert">
                    <span class="explanation-text">{text}</span>
                    <button type="button" class="btn" data-testid="engine-retry" on:click=move |_| ctx.apply(|g, now, _| g.retry_engine(now))>
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
    // 0: nothing to claim, 1: threefold repetition, 2: fifty moves. A number, since a memo of a
    // type of its own costs the start-up module about a kilobyte of code.
    let claim = Memo::new(move |_| {
        ctx.session(|s| match s.claim_offer() {
            None => 0_usize,
            Some(ClaimOffer::Threefold) => 1,
            Some(ClaimOffer::FiftyMoves) => 2,
        })
    });
    move || {
        let kind = claim.get();
        (kind != 0).then(|| {
            let (label, code) =
                if kind == 1 { (c.claim_threefold, "threefold") } else { (c.claim_fifty, "fifty_moves") };
            view! {
                <button type="button" class="btn claim" data-testid="claim-draw" data-claim=code on:click=move |_| ctx.apply(|g, now, _| g.claim_draw(now))>
                    {label}
                </button>
            }
        })
    }
}
