//! The new-game dialog: against whom, with which colour, at which level (and, later, with which
//! clock). It opens on the last choices made (remembered in localStorage) and hands the chosen
//! [`NewGamePrefs`] to the app, which starts the game.

use super::prefs::{ColorChoice, NewGamePrefs, Opponent, LEVELS};
use super::prefs_storage;
use crate::i18n::{catalog, fill};
use leptos::prelude::*;

/// The dialog; the app shows it while `open` is true.
#[component]
pub fn NewGameDialog(
    /// Closed by Cancel, a click beside the dialog, or Start.
    open: RwSignal<bool>,
    /// Receives the choices when the user presses Start (they are saved by then).
    on_start: Callback<NewGamePrefs>,
) -> impl IntoView {
    let c = catalog();
    let loaded = prefs_storage::read();
    let unreadable = loaded.unreadable.is_some();
    let prefs = RwSignal::new(loaded.prefs);
    let computer = Memo::new(move |_| prefs.with(|p| p.opponent == Opponent::Computer));

    let start = move |_| {
        let chosen = prefs.get_untracked();
        prefs_storage::write(&chosen);
        open.set(false);
        on_start.run(chosen);
    };

    let opponent_button = move |o: Opponent| {
        let selected = move || prefs.with(|p| p.opponent == o);
        let label = match o {
            Opponent::Computer => c.opponent_computer,
            Opponent::Human => c.opponent_human,
        };
        view! {
            <button
                type="button"
                class="choice"
                class:selected=selected
                data-opponent=o.code()
                aria-pressed=move || if selected() { "true" } else { "false" }
                on:click=move |_| prefs.update(|p| p.opponent = o)
            >
                {label}
            </button>
        }
    };
    let color_button = move |choice: ColorChoice| {
        let selected = move || prefs.with(|p| p.color == choice);
        let label = match choice {
            ColorChoice::White => c.colors[0],
            ColorChoice::Black => c.colors[1],
            ColorChoice::Random => c.color_random,
        };
        view! {
            <button
                type="button"
                class="choice small"
                class:selected=selected
                data-color=choice.code()
                aria-pressed=move || if selected() { "true" } else { "false" }
                on:click=move |_| prefs.update(|p| p.color = choice)
            >
                <span class="color-swatch" data-swatch=choice.code() aria-hidden="true"></span>
                {label}
            </button>
        }
    };
    let level_button = move |level: u8| {
        let selected = move || prefs.with(|p| p.level == level);
        view! {
            <button
                type="button"
                class="choice level"
                class:selected=selected
                data-level=level.to_string()
                aria-pressed=move || if selected() { "true" } else { "false" }
                aria-label=fill(c.level_button, &[("n", &level.to_string())])
                on:click=move |_| prefs.update(|p| p.level = level)
            >
                {level}
            </button>
        }
    };
    let level_hint = move || {
        let level = prefs.with(|p| p.level);
        let hint = c.level_hints.get(usize::from(level).saturating_sub(1)).copied().unwrap_or_default();
        fill(c.level_hint, &[("n", &level.to_string()), ("hint", hint)])
    };

    view! {
        <div class="modal-backdrop" on:click=move |ev| {
            if ev.target() == ev.current_target() {
                open.set(false);
            }
        }>
            <div class="modal new-game" role="dialog" aria-modal="true" aria-label=c.new_game_title data-testid="new-game-dialog">
                <h2>{c.new_game_title}</h2>
                {unreadable.then(|| view! {
                    <p class="notice" data-testid="prefs-unreadable" role="status">{c.prefs_unreadable}</p>
                })}
                <fieldset class="choice-row">
                    <legend>{c.opponent_label}</legend>
                    <div class="choices">{Opponent::ALL.map(opponent_button)}</div>
                </fieldset>
                <Show when=move || computer.get()>
                    <fieldset class="choice-row">
                        <legend>{c.color_label}</legend>
                        <div class="choices row">{ColorChoice::ALL.map(color_button)}</div>
                    </fieldset>
                    <fieldset class="choice-row">
                        <legend>{c.level_label}</legend>
                        <div class="choices levels">{LEVELS.map(level_button).collect_view()}</div>
                        <p class="level-hint" data-testid="level-hint">{level_hint}</p>
                    </fieldset>
                </Show>
                // Issue 5 adds the time controls to this row.
                <fieldset class="choice-row">
                    <legend>{c.clock_label}</legend>
                    <div class="choices row">
                        <button type="button" class="choice small selected" data-tc="none" aria-pressed="true">
                            {c.tc_none}
                        </button>
                    </div>
                </fieldset>
                <div class="modal-actions">
                    <button type="button" class="btn" on:click=move |_| open.set(false)>
                        {c.cancel}
                    </button>
                    <button type="button" class="btn primary" data-testid="start" on:click=start>
                        {c.start}
                    </button>
                </div>
            </div>
        </div>
    }
}
