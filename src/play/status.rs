//! The status line: whose turn, check, the result and why the game ended, and the computer's
//! thinking indicator.

use crate::play::ctx::PlayCtx;
use kaissa_app_core::i18n::{catalog, fill, termination_index};
use kaissa_app_core::Session;
use leptos::prelude::*;

/// `data-testid="status"` with its turn, result and termination attributes.
#[component]
pub fn Status() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let status = Memo::new(move |_| ctx.session(Session::status));
    let thinking = Memo::new(move |_| ctx.game.with(|g| g.thinking.is_some()));
    let text = move || {
        let st = status.get();
        match st.outcome {
            Some(o) => {
                let why = c.terminations[termination_index(o.termination)];
                let who = match o.winner {
                    Some(w) => fill(c.wins, &[("color", c.color(w))]),
                    None => c.draw.to_owned(),
                };
                fill(c.ending, &[("why", why), ("who", &who)])
            }
            None if st.check => fill(c.in_check, &[("color", c.color(st.turn))]),
            None => fill(c.to_move, &[("color", c.color(st.turn))]),
        }
    };
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
