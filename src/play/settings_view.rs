//! The settings page's view (`nav-settings`, `#settings`), a view of the dialogs' module
//! (`src/bin/dialogs.rs`; the start-up module's side is [`super::settings_page`]): every control
//! edits the settings it is given, which the page hands back to the Play screen on every change
//! (saved there in `kaissa.v1.settings`). Each control carries a stable `data-setting` name (the
//! field's name in kebab case).

use crate::play::ctx::THEMES;
use kaissa_app_core::i18n::dialog_texts;
use kaissa_app_core::i18n::lang::Lang;
use kaissa_app_core::i18n::notation::{show_san, NotationStyle};
use kaissa_app_core::i18n::{catalog, fill};
use kaissa_app_core::settings::{AnimationSpeed, BlunderGuard, ColorScheme, PauseWhenHidden, PinError, Settings};
use kaissa_app_core::MoveInput;
use kaissa_rules::Color;
use leptos::prelude::*;

/// A switch for one boolean setting.
fn switch(
    settings: RwSignal<Settings>,
    name: &'static str,
    label: &'static str,
    hint: Option<&'static str>,
    get: fn(&Settings) -> bool,
    set: fn(&mut Settings, bool),
) -> impl IntoView {
    let id = format!("setting-{name}");
    view! {
        <div class="setting">
            <label for=id.clone()>{label}</label>
            <input
                type="checkbox"
                id=id
                data-setting=name
                prop:checked=move || settings.with(get)
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    settings.update(|s| set(s, on));
                }
            />
            {hint.map(|h| view! { <p class="setting-hint">{h}</p> })}
        </div>
    }
}

/// A drop-down for one setting with a few values, each `(value, label)`.
fn choice<L: IntoView + 'static>(
    settings: RwSignal<Settings>,
    name: &'static str,
    label: &'static str,
    options: Vec<(&'static str, L)>,
    get: fn(&Settings) -> String,
    set: fn(&mut Settings, &str),
) -> impl IntoView {
    let id = format!("setting-{name}");
    let options = options
        .into_iter()
        .map(|(value, text)| {
            view! {
                <option value=value prop:selected=move || settings.with(get) == value>
                    {text}
                </option>
            }
        })
        .collect_view();
    view! {
        <div class="setting">
            <label for=id.clone()>{label}</label>
            <select
                id=id
                data-setting=name
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    settings.update(|s| set(s, &v));
                }
            >
                {options}
            </select>
        </div>
    }
}

/// The language choice: one button per language, each named in its own language (a person
/// looking for theirs reads it there), pressed for the language chosen, or, before any is, for
/// the one shown (the browser's).
fn languages(settings: RwSignal<Settings>) -> impl IntoView {
    let shown = kaissa_app_core::i18n::language();
    let chosen = move || settings.with(|s| s.language).unwrap_or(shown);
    let buttons = Lang::ALL
        .into_iter()
        .map(|lang| {
            view! {
                <button
                    type="button"
                    class="language-choice"
                    data-lang=lang.code()
                    lang=lang.code()
                    aria-pressed=move || (chosen() == lang).to_string()
                    on:click=move |_| settings.update(|s| s.language = Some(lang))
                >
                    {lang.native_name()}
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="setting setting-language">
            <span class="setting-label" id="setting-language-label">{dialog_texts(catalog()).language}</span>
            <div class="language-choices" role="group" aria-labelledby="setting-language-label" data-testid="language">
                {buttons}
            </div>
        </div>
    }
}

const SPEEDS: [(AnimationSpeed, &str); 4] = [
    (AnimationSpeed::Off, "off"),
    (AnimationSpeed::Fast, "fast"),
    (AnimationSpeed::Normal, "normal"),
    (AnimationSpeed::Slow, "slow"),
];
const INPUTS: [(MoveInput, &str); 3] =
    [(MoveInput::Click, "click"), (MoveInput::Drag, "drag"), (MoveInput::Both, "both")];
const NOTATIONS: [(NotationStyle, &str); 2] =
    [(NotationStyle::Letters, "letters"), (NotationStyle::Figurines, "figurines")];
const SCHEMES: [(ColorScheme, &str); 3] =
    [(ColorScheme::System, "system"), (ColorScheme::Light, "light"), (ColorScheme::Dark, "dark")];
const PAUSES: [(PauseWhenHidden, &str); 3] = [
    (PauseWhenHidden::Never, "never"),
    (PauseWhenHidden::VsComputer, "vs_computer"),
    (PauseWhenHidden::Always, "always"),
];

/// The blunder guard's choices (issue 23), by their names in `data-setting="blunder-guard"`.
const GUARDS: [(BlunderGuard, &str); 3] =
    [(BlunderGuard::Beginner, "beginner"), (BlunderGuard::Always, "always"), (BlunderGuard::Never, "never")];

/// The name of `v` in `table`.
fn name_of<T: PartialEq + Copy>(table: &[(T, &'static str)], v: T) -> String {
    table.iter().find(|(t, _)| *t == v).map_or("", |(_, n)| n).to_owned()
}

/// The value named `name` in `table`, if any (anything else changes nothing).
fn value_of<T: Copy>(table: &[(T, &'static str)], name: &str) -> Option<T> {
    table.iter().find(|(_, n)| *n == name).map(|(t, _)| *t)
}

/// The takebacks switch, lockable with a 4-digit PIN (`takebacks`, `takeback-pin`,
/// `takeback-lock`; a refused PIN shows `pin-error` with `data-code`).
fn takebacks(settings: RwSignal<Settings>) -> impl IntoView {
    let t = dialog_texts(catalog());
    let pin = RwSignal::new(String::new());
    let error = RwSignal::new(None::<PinError>);
    let locked = move || settings.with(Settings::is_takeback_locked);
    let lock_or_unlock = move |_| {
        let entered = pin.get_untracked();
        let mut result = Ok(());
        let salt = (js_sys::Math::random() * f64::from(u32::MAX)) as u32;
        settings.update(|s| {
            result =
                if s.is_takeback_locked() { s.unlock_takebacks(&entered) } else { s.lock_takebacks(&entered, salt) };
        });
        error.set(result.err());
        pin.set(String::new());
    };
    view! {
        <div class="setting" data-locked=move || locked().then_some("")>
            <label for="setting-takebacks">{t.takebacks}</label>
            <input
                type="checkbox"
                id="setting-takebacks"
                data-setting="takebacks"
                prop:checked=move || settings.with(|s| s.takebacks)
                prop:disabled=locked
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    settings.update(|s| {
                        let _ = s.set_takebacks(on, None);
                    });
                }
            />
            {move || locked().then(|| view! { <p class="setting-hint">{t.takebacks_locked}</p> })}
            <div class="pin-row">
                <input
                    type="password"
                    inputmode="numeric"
                    maxlength="4"
                    autocomplete="off"
                    data-setting="takeback-pin"
                    aria-label=t.pin
                    placeholder=t.pin
                    prop:value=move || pin.get()
                    on:input=move |ev| pin.set(event_target_value(&ev))
                />
                <button type="button" class="btn" data-setting="takeback-lock" on:click=lock_or_unlock>
                    {move || if locked() { t.unlock } else { t.lock }}
                </button>
            </div>
            {move || {
                error
                    .get()
                    .map(|e| {
                        let text = match e {
                            PinError::NotFourDigits => t.pin_errors[0],
                            PinError::Wrong => t.pin_errors[1],
                            PinError::AlreadyLocked => t.pin_errors[2],
                        };
                        view! {
                            <p class="pin-error" data-testid="pin-error" data-code=e.code() role="alert">
                                {text}
                            </p>
                        }
                    })
            }}
        </div>
    }
}

/// The settings page, editing `settings`.
#[component]
pub fn SettingsView(
    /// The settings shown and edited.
    settings: RwSignal<Settings>,
) -> impl IntoView {
    let c = catalog();
    let t = &c.settings;
    let speeds = SPEEDS.iter().zip(dialog_texts(catalog()).animation_speeds).map(|((_, n), l)| (*n, l)).collect();
    let inputs = INPUTS.iter().zip(dialog_texts(catalog()).move_inputs).map(|((_, n), l)| (*n, l)).collect();
    let pauses = PAUSES.iter().zip(dialog_texts(catalog()).pause_choices).map(|((_, n), l)| (*n, l)).collect();
    let themes = THEMES.iter().copied().zip(c.themes).collect();
    let schemes =
        SCHEMES.iter().zip(kaissa_app_core::i18n::frame_texts(c).schemes).map(|((_, n), l)| (*n, l)).collect();
    // Each notation's choice shows what the knight's move to f3 looks like in it.
    let notations = NOTATIONS
        .iter()
        .zip(dialog_texts(catalog()).notations)
        .map(|((style, n), l)| {
            let example = show_san("Nf3", kaissa_app_core::i18n::language(), *style, Color::White);
            (*n, fill(l, &[("example", &example)]))
        })
        .collect();
    view! {
        <main class="settings" data-testid="settings">
            <h1>{t.title}</h1>
            {languages(settings)}
            {choice(
                settings,
                "notation",
                dialog_texts(catalog()).notation,
                notations,
                |s| name_of(&NOTATIONS, s.notation),
                |s, v| {
                    if let Some(n) = value_of(&NOTATIONS, v) {
                        s.notation = n;
                    }
                },
            )}
            {choice(
                settings,
                "scheme",
                kaissa_app_core::i18n::frame_texts(c).scheme_label,
                schemes,
                |s| name_of(&SCHEMES, s.scheme),
                |s, v| {
                    if let Some(v) = value_of(&SCHEMES, v) {
                        s.scheme = v;
                    }
                },
            )}
            {switch(settings, "show-legal-moves", dialog_texts(catalog()).show_legal_moves, None, |s| s.show_legal_moves, |s, v| s.show_legal_moves = v)}
            {switch(settings, "show-coordinates", dialog_texts(catalog()).show_coordinates, None, |s| s.show_coordinates, |s, v| s.show_coordinates = v)}
            {choice(
                settings,
                "animation",
                dialog_texts(catalog()).animation,
                speeds,
                |s| name_of(&SPEEDS, s.animation),
                |s, v| {
                    if let Some(a) = value_of(&SPEEDS, v) {
                        s.animation = a;
                    }
                },
            )}
            {switch(settings, "sounds", dialog_texts(catalog()).sounds, None, |s| s.sounds, |s, v| s.sounds = v)}
            {choice(
                settings,
                "board-theme",
                dialog_texts(catalog()).board_theme,
                themes,
                |s| s.board_theme.clone(),
                |s, v| {
                    if THEMES.contains(&v) {
                        s.board_theme = v.to_owned();
                    }
                },
            )}
            {choice(
                settings,
                "move-input",
                dialog_texts(catalog()).move_input,
                inputs,
                |s| name_of(&INPUTS, s.move_input),
                |s, v| {
                    if let Some(m) = value_of(&INPUTS, v) {
                        s.move_input = m;
                    }
                },
            )}
            {switch(
                settings,
                "confirm-moves",
                dialog_texts(catalog()).confirm_moves,
                Some(dialog_texts(catalog()).confirm_moves_hint),
                |s| s.confirm_moves,
                |s, v| s.confirm_moves = v,
            )}
            {takebacks(settings)}
            {switch(settings, "touch-move", dialog_texts(catalog()).touch_move, Some(dialog_texts(catalog()).touch_move_hint), |s| s.touch_move, |s, v| s.touch_move = v)}
            {switch(
                settings,
                "computer-pause",
                dialog_texts(catalog()).computer_pause,
                Some(dialog_texts(catalog()).computer_pause_hint),
                |s| s.computer_pause,
                |s, v| s.computer_pause = v,
            )}
            {choice(
                settings,
                "pause-when-hidden",
                dialog_texts(catalog()).pause_when_hidden,
                pauses,
                |s| name_of(&PAUSES, s.pause_when_hidden),
                |s, v| {
                    if let Some(p) = value_of(&PAUSES, v) {
                        s.pause_when_hidden = p;
                    }
                },
            )}
            {choice(
                settings,
                "blunder-guard",
                dialog_texts(catalog()).blunder_guard,
                GUARDS.iter().zip(dialog_texts(catalog()).blunder_guard_choices).map(|((_, n), l)| (*n, l)).collect(),
                |s| name_of(&GUARDS, s.blunder_guard),
                |s, v| {
                    if let Some(g) = value_of(&GUARDS, v) {
                        s.blunder_guard = g;
                    }
                },
            )}
            <p class="setting-hint">{dialog_texts(catalog()).blunder_guard_hint}</p>
            <crate::play::backup_view::BackupSection settings=settings />
        </main>
    }
}
