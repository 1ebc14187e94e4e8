//! The status line: whose turn, check, the result and why the game ended (in words from
//! `i18n::play::status_line`), and the computer's thinking indicator.

use crate::play::ctx::PlayCtx;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::i18n::play::status_line;
use kaissa_app_core::Session;
use leptos::prelude::*;

/// `data-testid="status"` with its turn, result and termination attributes.
#[component]
pub fn Status() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let status = Memo::new(move |_| ctx.session(Session::status));
    let thinking = Memo::new(move |_| ctx.game.with(|g| g.thinking.is_some()));
    // Who plays is read with the status, not memoised apart: it changes only with a new game,
    // and a memo of its own cost the start-up module bytes it had not got (README "Size").
    let text = move || status_line(c, &status.get(), ctx.game.with(|g| g.players));
    view! {
        <div
            class="status"
            data-testid="status"
            data-turn=move || status.get().turn.name()
            data-result=move || status.get().outcome.map_or("*", |o| o.result())
            data-termination=move || status.get().outcome.map(|o| o.termination.code())
            data-check=move || status.get().check.then_some("")
            aria-live="polite"
        >
            <span class="turn-dot" data-color=move || status.get().turn.name()></span>
            <span class="status-text">{text}</span>
            {move || {
                thinking
                    .get()
                    .then(|| {
                        view! {
                            <span class="thinking" data-testid="thinking">
                                <span class="thinking-dots" aria-hidden="true"></span>
                                {c.thinking}
                            </span>
                        }
                    })
            }}
            {move || status.get().outcome.map(|o| view! { <span class="result">{o.result()}</span> })}
        </div>
    }
}
