//! The choice buttons that the new-game dialog and the board editor share: against whom and at
//! which level the game starts. Each is a toggle (`aria-pressed`) in a row of its kind, read by
//! the DOM contract through `data-opponent` and `data-level`.

use kaissa_app_core::i18n::{catalog, dialog_texts, fill};
use kaissa_app_core::settings::new_game::Opponent;
use leptos::prelude::*;

/// `aria-pressed`'s value for a toggle that is, or is not, the chosen one.
pub fn pressed(is: bool) -> &'static str {
    if is {
        "true"
    } else {
        "false"
    }
}

/// The button that chooses `opponent`; `small` in the editor, where it shares a row with more.
pub fn opponent_choice(
    opponent: Opponent,
    small: bool,
    selected: impl Fn() -> bool + Copy + Send + Sync + 'static,
    choose: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let t = dialog_texts(catalog());
    let label = match opponent {
        Opponent::Computer => t.opponent_computer,
        Opponent::Human => t.opponent_human,
    };
    view! {
        <button
            type="button"
            class="choice"
            class:small=small
            class:selected=selected
            data-opponent=opponent.code()
            aria-pressed=move || pressed(selected())
            on:click=move |_| choose()
        >
            {label}
        </button>
    }
}

/// The button that chooses the computer's `level`, named in words for a screen reader (the
/// button shows only the number).
pub fn level_choice(
    level: u8,
    selected: impl Fn() -> bool + Copy + Send + Sync + 'static,
    choose: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class="choice level"
            class:selected=selected
            data-level=level.to_string()
            aria-pressed=move || pressed(selected())
            aria-label=fill(dialog_texts(catalog()).level_button, &[("n", &level.to_string())])
            on:click=move |_| choose()
        >
            {level}
        </button>
    }
}

/// What the chosen level is like, in words ("Level 3: looks a move ahead, still blunders"),
/// under the level buttons: a beginner choosing a number needs to know what it means.
pub fn level_hint(level: impl Fn() -> u8 + Send + Sync + 'static) -> impl IntoView {
    let words = move || {
        let t = dialog_texts(catalog());
        let level = level();
        let hint = t.level_hints.get(usize::from(level).saturating_sub(1)).copied().unwrap_or_default();
        fill(t.level_hint, &[("n", &level.to_string()), ("hint", hint)])
    };
    view! { <p class="level-hint" data-testid="level-hint">{words}</p> }
}
