//! Positions as FEN: setting one up (`load-fen` opens a field `fen-input` with `fen-submit`; a
//! FEN the rules core refuses is explained in plain words on the field, the text stays as typed
//! to be corrected, and nothing else changes)
//! and copying the current one (`copy-fen`, with a visible confirmation).

use crate::play::ctx::PlayCtx;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::i18n::errors::fen_error_text;
use kaissa_app_core::Session;
use leptos::prelude::*;

/// A field for a FEN and its button; the refusal's reason below the field.
#[component]
pub fn FenForm(
    /// Whether the form is shown; the form closes itself once a position is set up.
    open: RwSignal<bool>,
) -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let input_ref = NodeRef::<leptos::html::Input>::new();
    let error = RwSignal::new(None::<String>);
    // What was typed, held by the form: the field shows it back whatever redraws it, so a
    // refused FEN is never lost (only a FEN that is set up clears it, by closing the form).
    let text = RwSignal::new(String::new());
    let submit = move || {
        let Some(input) = input_ref.get_untracked() else { return };
        text.set(input.value());
        match Session::from_fen(&input.value()) {
            Ok(session) => {
                error.set(None);
                ctx.apply(move |g, now, epoch| g.load(session, now, epoch));
                open.set(false);
            }
            Err(e) => {
                let text = fen_error_text(c, &e);
                input.set_custom_validity(&text);
                error.set(Some(text));
            }
        }
    };
    view! {
        <div class="fen-form">
            <input
                type="text"
                class="fen-input"
                data-testid="fen-input"
                node_ref=input_ref
                placeholder=c.fen_placeholder
                aria-label=c.load_fen
                aria-invalid=move || error.with(Option::is_some).then_some("true")
                spellcheck="false"
                autocomplete="off"
                prop:value=move || text.get()
                on:input=move |ev| {
                    let input: web_sys::HtmlInputElement = event_target(&ev);
                    input.set_custom_validity("");
                    text.set(input.value());
                    error.set(None);
                }
                on:keydown=move |ev| {
                    if ev.key() == "Enter" {
                        submit();
                    }
                }
            />
            <button type="button" class="btn primary" data-testid="fen-submit" on:click=move |_| submit()>
                {c.load}
            </button>
        </div>
        {move || error.get().map(|text| view! { <p class="form-error" data-testid="fen-error" role="alert">{text}</p> })}
    }
}
