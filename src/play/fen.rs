//! A position from FEN (`load-fen` opens a field `fen-input` with `fen-submit`; a FEN the rules
//! core refuses is explained in plain words on the field, the text stays as typed to be
//! corrected, and nothing else changes). The form is drawn by the dialogs' module (the FEN
//! reader's words stay out of the start-up module); the position it accepts is handed back as a
//! [`GameRecord`], which the Play screen loads.

use kaissa_app_core::i18n::catalog;
use kaissa_app_core::i18n::dialog_texts;
use kaissa_app_core::i18n::errors::fen_error_text;
use kaissa_app_core::{GameRecord, Session};
use leptos::prelude::*;

/// A field for a FEN and its button; the refusal's reason below the field.
#[component]
pub fn FenForm(
    /// Receives the position accepted (the Play screen loads it and closes the form).
    on_load: Callback<GameRecord>,
) -> impl IntoView {
    let c = catalog();
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
                on_load.run(GameRecord::of(&session));
            }
            Err(e) => {
                let text = fen_error_text(c, &e);
                input.set_custom_validity(&text);
                error.set(Some(text));
            }
        }
    };
    // The field asked for takes the focus, and gives it back when the form closes (`src/lazy/loader.js`).
    view! {
        <div class="fen-form" data-focus-return="">
            <input
                type="text"
                class="fen-input"
                data-testid="fen-input"
                node_ref=input_ref
                placeholder=dialog_texts(catalog()).fen_placeholder
                aria-label=dialog_texts(catalog()).load_fen
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
                        // Used up here: the form closes at once and the focus goes back to the
                        // button that opened it, which this key must not press as well.
                        ev.prevent_default();
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
