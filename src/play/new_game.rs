//! The new-game dialog: against whom, with which colour, at which level, with which clock (none,
//! a preset, or a custom time control with increment or delay). It opens on the last choices made (remembered in localStorage) and hands the chosen
//! [`NewGamePrefs`] to the app, which starts the game.

use crate::play::choices::{level_choice, level_hint, opponent_choice, pressed};
use crate::storage;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::i18n::dialog_texts;
use kaissa_app_core::settings::new_game::{
    custom_tc, mode_code, tc_choice, tc_choices, ColorChoice, NewGamePrefs, Opponent, CUSTOM_MODES, CUSTOM_TC, LEVELS,
};
use kaissa_app_core::{ClockMode, TimeControl};
use leptos::prelude::*;

/// The dialog; the app shows it while `open` is true.
#[component]
pub fn NewGameDialog(
    /// Closed by Cancel, Escape, a click beside the dialog, or Start.
    open: RwSignal<bool>,
    /// An unfinished game is on the board: Start asks first (`confirm`), and says that the game
    /// stays in Games.
    ask_first: bool,
    /// Receives the choices when the user presses Start (they are saved by then).
    on_start: Callback<NewGamePrefs>,
) -> impl IntoView {
    let c = catalog();
    let tw = kaissa_app_core::i18n::frame_texts(c);
    let loaded = storage::read::<NewGamePrefs>();
    let unreadable = loaded.unreadable.is_some();
    let prefs = RwSignal::new(loaded.value);
    let computer = Memo::new(move |_| prefs.with(|p| p.opponent == Opponent::Computer));
    // The time control: a button's code (`none`, a preset, `custom`), and the custom fields,
    // filled from the last custom choice.
    let remembered = prefs.with_untracked(|p| p.tc);
    let tc_chosen = RwSignal::new(tc_choice(remembered));
    let custom = tc_chosen.with_untracked(|t| t == CUSTOM_TC).then_some(remembered);
    let tc_minutes =
        RwSignal::new(custom.map_or("5".to_owned(), |t| t.code().split('+').next().unwrap_or_default().to_owned()));
    let tc_seconds = RwSignal::new(custom.map_or("3".to_owned(), |t| (t.increment_ms() / 1000).to_string()));
    let tc_mode = RwSignal::new(custom.map_or(ClockMode::Fischer, TimeControl::mode));
    let tc_error = RwSignal::new(None::<&'static str>);
    let is_custom = Memo::new(move |_| tc_chosen.with(|t| t == CUSTOM_TC));

    // Start pressed over an unfinished game: the question is on screen.
    let asking = RwSignal::new(false);
    let begin = move || {
        if is_custom.get_untracked() {
            match custom_tc(&tc_minutes.get_untracked(), &tc_seconds.get_untracked(), tc_mode.get_untracked()) {
                Ok(tc) => prefs.update(|p| p.tc = tc),
                Err(e) => {
                    tc_error.set(Some(tw.tc_error(&e)));
                    return;
                }
            }
        }
        if ask_first && !asking.get_untracked() {
            asking.set(true);
            return;
        }
        let chosen = prefs.get_untracked();
        let _ = storage::write(&chosen);
        open.set(false);
        on_start.run(chosen);
    };
    crate::play::escape::on_escape(move || {
        if asking.get_untracked() {
            asking.set(false);
        } else {
            open.set(false);
        }
        true
    });

    let opponent_button = move |o: Opponent| {
        opponent_choice(o, false, move || prefs.with(|p| p.opponent == o), move || prefs.update(|p| p.opponent = o))
    };
    let color_button = move |choice: ColorChoice| {
        let selected = move || prefs.with(|p| p.color == choice);
        let label = match choice {
            ColorChoice::White => c.colors[0],
            ColorChoice::Black => c.colors[1],
            ColorChoice::Random => dialog_texts(catalog()).color_random,
        };
        view! {
            <button
                type="button"
                class="choice small"
                class:selected=selected
                data-color=choice.code()
                aria-pressed=move || pressed(selected())
                on:click=move |_| prefs.update(|p| p.color = choice)
            >
                <span class="color-swatch" data-swatch=choice.code() aria-hidden="true"></span>
                {label}
            </button>
        }
    };
    let level_button = move |level: u8| {
        level_choice(level, move || prefs.with(|p| p.level == level), move || prefs.update(|p| p.level = level))
    };
    let tc_button = move |code: String| {
        let selected = {
            let code = code.clone();
            move || tc_chosen.with(|t| *t == code)
        };
        let preset = code.parse::<TimeControl>().ok();
        let label = match preset {
            _ if code == CUSTOM_TC => tw.tc_custom.to_owned(),
            Some(tc) if !tc.is_timed() => dialog_texts(catalog()).tc_none.to_owned(),
            _ => code.clone(),
        };
        // For people, in words; the short form beside it for those who know it.
        let words = preset.and_then(|tc| kaissa_app_core::i18n::time_words::time_control_words(c, tc));
        let chosen = code.clone();
        view! {
            <button
                type="button"
                class="choice small tc"
                class:selected=selected.clone()
                data-tc=code
                aria-pressed=move || pressed(selected())
                on:click=move |_| {
                    tc_chosen.set(chosen.clone());
                    tc_error.set(None);
                    if let Some(tc) = preset {
                        prefs.update(|p| p.tc = tc);
                    }
                }
            >
                {words.map(|w| view! { <span class="tc-words">{w}</span> })}
                <span class="tc-code">{label}</span>
            </button>
        }
    };
    let mode_button = move |(i, mode): (usize, ClockMode)| {
        let selected = move || tc_mode.get() == mode;
        view! {
            <button
                type="button"
                class="choice small"
                class:selected=selected
                data-mode=mode_code(mode)
                aria-pressed=move || pressed(selected())
                on:click=move |_| {
                    tc_mode.set(mode);
                    tc_error.set(None);
                }
            >
                {tw.tc_modes[i]}
            </button>
        }
    };
    let mode_hint = move || {
        let at = CUSTOM_MODES.iter().position(|&m| m == tc_mode.get()).unwrap_or(0);
        tw.tc_mode_hints[at]
    };
    let field = move |signal: RwSignal<String>| {
        move |ev: leptos::ev::Event| {
            signal.set(event_target_value(&ev));
            tc_error.set(None);
        }
    };

    view! {
        <div class="modal-backdrop" on:click=move |ev| {
            if ev.target() == ev.current_target() {
                open.set(false);
            }
        }>
            <div
                class="modal new-game"
                role="dialog"
                aria-modal="true"
                aria-label=dialog_texts(catalog()).new_game_title
                data-testid="new-game-dialog"
                tabindex="-1"
            >
                <h2>{dialog_texts(catalog()).new_game_title}</h2>
                {unreadable.then(|| view! {
                    <p class="notice" data-testid="prefs-unreadable" role="status">{dialog_texts(catalog()).prefs_unreadable}</p>
                })}
                <fieldset class="choice-row">
                    <legend>{dialog_texts(catalog()).opponent_label}</legend>
                    <div class="choices">{Opponent::ALL.map(opponent_button)}</div>
                </fieldset>
                <Show when=move || computer.get()>
                    <fieldset class="choice-row">
                        <legend>{dialog_texts(catalog()).color_label}</legend>
                        <div class="choices row">{ColorChoice::ALL.map(color_button)}</div>
                    </fieldset>
                    <fieldset class="choice-row">
                        <legend>{dialog_texts(catalog()).level_label}</legend>
                        <div class="choices levels">{LEVELS.map(level_button).collect_view()}</div>
                        {level_hint(move || prefs.with(|p| p.level))}
                    </fieldset>
                </Show>
                <fieldset class="choice-row">
                    <legend>{dialog_texts(catalog()).clock_label}</legend>
                    <div class="choices row tcs">{tc_choices().into_iter().map(tc_button).collect_view()}</div>
                    <Show when=move || is_custom.get()>
                        <div class="tc-custom" data-testid="tc-custom">
                            <label class="tc-field">
                                <span>{tw.tc_minutes}</span>
                                <input
                                    type="text"
                                    inputmode="decimal"
                                    data-testid="tc-minutes"
                                    prop:value=move || tc_minutes.get()
                                    on:input=field(tc_minutes)
                                />
                            </label>
                            <label class="tc-field">
                                <span>{tw.tc_seconds}</span>
                                <input
                                    type="text"
                                    inputmode="numeric"
                                    data-testid="tc-increment"
                                    prop:value=move || tc_seconds.get()
                                    on:input=field(tc_seconds)
                                />
                            </label>
                            <div class="choices row" role="group" aria-label=tw.tc_mode>
                                {CUSTOM_MODES.into_iter().enumerate().map(mode_button).collect_view()}
                            </div>
                            <p class="level-hint">{mode_hint}</p>
                            {move || tc_error.get().map(|e| view! {
                                <p class="notice tc-error" data-testid="tc-error" role="alert">{e}</p>
                            })}
                        </div>
                    </Show>
                </fieldset>
                <Show
                    when=move || asking.get()
                    fallback=move || view! {
                        <div class="modal-actions">
                            <button type="button" class="btn" on:click=move |_| open.set(false)>
                                {c.cancel}
                            </button>
                            <button type="button" class="btn primary" data-testid="start" on:click=move |_| begin()>
                                {c.start}
                            </button>
                        </div>
                    }
                >
                    <NewGameQuestion asking=asking on_confirm=Callback::new(move |()| begin()) />
                </Show>
            </div>
        </div>
    }
}

/// The question before a new game replaces one in progress: `confirm` starts it, Cancel goes
/// back to the choices (the new-game dialog's and the board editor's). It takes the focus
/// (`data-autofocus`, see `src/lazy/loader.js`), so a keyboard user answers it next.
#[component]
pub fn NewGameQuestion(
    /// Whether the question is asked; Cancel sets it back to false.
    asking: RwSignal<bool>,
    /// Runs when the new game is confirmed.
    on_confirm: Callback<()>,
) -> impl IntoView {
    let c = catalog();
    view! {
        <div
            class="modal-question"
            role="alertdialog"
            aria-label=dialog_texts(catalog()).new_game_question
            data-focus-return=""
        >
            <p>{dialog_texts(catalog()).new_game_question}</p>
            <div class="modal-actions">
                <button type="button" class="btn" on:click=move |_| asking.set(false)>
                    {c.cancel}
                </button>
                <button
                    type="button"
                    class="btn primary"
                    data-testid="confirm"
                    data-autofocus=""
                    on:click=move |_| on_confirm.run(())
                >
                    {dialog_texts(catalog()).new_game_confirm}
                </button>
            </div>
        </div>
    }
}
