//! The move field of a level that asks for moves (issue 21): the same field as the Play screen's
//! (`data-testid="move-input"`, the look of `style/move-field.css`), so a move can be typed in a
//! lesson as in a game — in the language's letters or English ones, UCI, or `0-0`.
//!
//! It reads the text in the level's position ([`read_typed_move`]) and hands the level what it
//! means: a move to try, or the squares of a move the rules refuse, which the level explains as
//! it explains the same move tried on the board (the explanation, a mistake counted). Only text
//! that names no one move (not a move at all, several pieces that could make it, no such piece)
//! is answered here, under the field.

use kaissa_app_core::access::{access_texts, read_typed_move, typed_move_refusal, TypedMoveError};
use kaissa_app_core::i18n::{catalog, language};
use kaissa_rules::{Move, Position, Square};
use leptos::prelude::*;

/// What a typed move means for the level.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// A legal move, to try as the level judges moves.
    Move(Move),
    /// The piece on `from` going to `to`, which the rules refuse: the level explains why.
    Refused {
        /// The square of the piece meant.
        from: Square,
        /// Where it was to go.
        to: Square,
    },
}

/// The field: a label, the input, a button that plays, and the answer to a text that names no
/// move (an alert), or to a move typed while `waiting` (the other side is to move: the text stays
/// for later). Disabled while `disabled` (the level is done).
#[component]
pub fn MoveField(
    position: Signal<Position>,
    waiting: Signal<bool>,
    disabled: Signal<bool>,
    on_typed: Callback<Typed>,
) -> impl IntoView {
    let (c, w) = (catalog(), access_texts(catalog()));
    let input = NodeRef::<leptos::html::Input>::new();
    let error = RwSignal::new(None::<String>);
    crate::lazy::guest::add_style("move-field-css", include_str!("../../style/move-field.css"));
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(field) = input.get_untracked() else { return };
        if waiting.get_untracked() {
            error.set(Some(w.typed_wait.to_owned()));
            return;
        }
        let pos = position.get_untracked();
        let typed = match read_typed_move(language(), &pos, &field.value()) {
            Ok(m) => Typed::Move(m),
            Err(TypedMoveError::Illegal { from, to, .. }) => Typed::Refused { from, to },
            Err(e) => {
                error.set(Some(typed_move_refusal(c, &pos, &e)));
                return;
            }
        };
        error.set(None);
        field.set_value("");
        on_typed.run(typed);
    };
    view! {
        <form class="move-form" data-testid="move-form" on:submit=submit>
            <label for="kaissa-lesson-move-input">{w.move_field}</label>
            <input
                id="kaissa-lesson-move-input"
                type="text"
                data-testid="move-input"
                node_ref=input
                placeholder=w.move_field_hint
                autocomplete="off"
                autocapitalize="off"
                spellcheck="false"
                enterkeyhint="go"
                aria-describedby="kaissa-lesson-move-error"
                prop:disabled=move || disabled.get()
            />
            <button type="submit" class="btn" data-testid="move-input-play" prop:disabled=move || disabled.get()>
                {w.move_field_play}
            </button>
            <p class="form-error" id="kaissa-lesson-move-error" data-testid="move-input-error" role="alert">
                {move || error.get()}
            </p>
        </form>
    }
}
