//! The board editor's dialog (`editor`): the board and palette ([`super::board`]), the position's
//! buttons (start position, empty board, the Play board's position, flip), the side to move, the
//! castling rights, the FEN field, the live list of what is wrong, and the game to start from it.
//! A view of the dialogs' module; every decision is [`Editor`]'s.

use super::board::{EditorBoard, Edits, Ghost, Hands, PaletteRow};
use crate::play::choices::{level_choice, level_hint, opponent_choice, pressed};
use crate::storage;
use kaissa_app_core::editor::{Editor, EditorStart, StartChoices, RIGHTS};
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::i18n::dialog_texts;
use kaissa_app_core::i18n::editor_words::problem_text;
use kaissa_app_core::i18n::errors::fen_error_text;
use kaissa_app_core::settings::new_game::{Opponent, LEVELS};
use kaissa_app_core::{NewGamePrefs, Settings};
use kaissa_rules::{Color, FenError};
use leptos::prelude::*;

/// The editor, opened on `fen` (the Play board's position).
#[component]
pub fn EditorDialog(
    /// The position on the Play board (also what "Current position" puts back).
    fen: String,
    /// An unfinished game is on the board: Start asks first (`confirm`).
    ask_first: bool,
    /// Receives the game to start (the choices are saved by then).
    on_start: Callback<EditorStart>,
    /// Called when the editor closes without starting (Close, Escape, a click beside it).
    on_close: Callback<()>,
) -> impl IntoView {
    let c = catalog();
    let t = kaissa_app_core::i18n::editor_texts(c);
    let edits =
        Edits { editor: RwSignal::new(Editor::new(&fen)), typed: RwSignal::new(None), fen_error: RwSignal::new(None) };
    let editor = edits.editor;
    let hands = Hands::new(edits);
    let saved = StoredValue::new(storage::read::<NewGamePrefs>().value);
    let theme = storage::read::<Settings>().value.board_theme;
    let choices = RwSignal::new(saved.with_value(StartChoices::from_saved));
    let problems = Memo::new(move |_| editor.with(Editor::problems));
    let turn = Memo::new(move |_| editor.with(Editor::turn));
    let blocked = Memo::new(move |_| problems.with(|p| !p.is_empty()));
    let asking = RwSignal::new(false);

    let begin = move || {
        let Ok(start) = editor.with_untracked(|e| e.start(&choices.get_untracked())) else { return };
        if ask_first && !asking.get_untracked() {
            asking.set(true);
            return;
        }
        let _ = storage::write(&saved.with_value(|s| choices.get_untracked().remembered(s)));
        on_start.run(start);
    };
    crate::play::escape::on_escape(move || {
        if asking.get_untracked() {
            asking.set(false);
        } else {
            on_close.run(());
        }
        true
    });
    // The focus moves into the dialog when it opens (and onto the question when one is asked:
    // `NewGameQuestion` takes it), Tab stays in, and the focus goes back to the opener: see
    // `src/lazy/loader.js`.

    // The FEN field: the board's FEN, or what is being typed; a FEN that reads is loaded at once,
    // one that does not is kept as typed with the reason under it.
    let fen_value = move || edits.typed.get().unwrap_or_else(|| editor.with(Editor::fen));
    let typed = move |ev: leptos::ev::Event| {
        let text = event_target_value(&ev);
        let mut result = Ok(());
        editor.update(|e| result = e.load_fen(&text));
        edits.fen_error.set(result.err().map(|e| fen_error_text(c, &FenError::Syntax(e))));
        edits.typed.set(Some(text));
    };
    // Leaving a FEN that was read shows it as the editor writes it.
    let left = move |_: leptos::ev::Event| {
        if edits.fen_error.get_untracked().is_none() {
            edits.typed.set(None);
        }
    };

    let position_button = move |testid: &'static str, label: &'static str, f: fn(&mut Editor)| {
        view! {
            <button type="button" class="btn" data-testid=testid on:click=move |_| edits.apply(f)>
                {label}
            </button>
        }
    };
    let current = fen.clone();
    let turn_button = move |color: Color| {
        let selected = move || turn.get() == color;
        view! {
            <button
                type="button"
                class="choice small"
                class:selected=selected
                data-testid="editor-turn"
                data-color=color.name()
                aria-pressed=move || pressed(selected())
                on:click=move |_| edits.apply(|e| e.set_turn(color))
            >
                <span class="color-swatch" data-swatch=color.name() aria-hidden="true"></span>
                {t.turns[color.index()]}
            </button>
        }
    };
    let right_button = move |(i, (color, side, letter)): (usize, (Color, kaissa_rules::CastlingSide, char))| {
        let on = move || editor.with(|e| e.can_castle(color, side));
        let available = move || editor.with(|e| e.castle_available(color, side));
        view! {
            <button
                type="button"
                class="choice small castle"
                class:selected=on
                data-testid="editor-castle"
                data-right=letter.to_string()
                aria-pressed=move || pressed(on())
                prop:disabled=move || !available()
                title=move || (!available()).then_some(t.right_unavailable)
                on:click=move |_| edits.apply(|e| e.toggle_castle(color, side))
            >
                {t.rights[i]}
            </button>
        }
    };
    let opponent_button = move |o: Opponent| {
        opponent_choice(
            o,
            true,
            move || choices.with(|ch| ch.opponent == o),
            move || choices.update(|ch| ch.opponent = o),
        )
    };
    let color_button = move |color: Color| {
        let selected = move || choices.with(|ch| ch.human(turn.get()) == color);
        view! {
            <button
                type="button"
                class="choice small"
                class:selected=selected
                data-testid="editor-color"
                data-color=color.name()
                aria-pressed=move || pressed(selected())
                on:click=move |_| choices.update(|ch| ch.color = Some(color))
            >
                <span class="color-swatch" data-swatch=color.name() aria-hidden="true"></span>
                {c.colors[color.index()]}
            </button>
        }
    };
    let level_button = move |level: u8| {
        level_choice(level, move || choices.with(|ch| ch.level == level), move || choices.update(|ch| ch.level = level))
    };
    let computer = move || choices.with(|ch| ch.opponent == Opponent::Computer);
    let problem_list = move || {
        let turn = turn.get();
        problems.with(|list| {
            if list.is_empty() {
                view! { <p class="editor-ready" data-testid="editor-ready">{t.ready}</p> }.into_any()
            } else {
                let items = list
                    .iter()
                    .map(|p| {
                        view! {
                            <li data-testid="editor-problem" data-reason=p.code()>
                                {problem_text(c, p, turn)}
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <div class="editor-problems">
                        <p>{t.problems_heading}</p>
                        <ul>{items}</ul>
                    </div>
                }
                .into_any()
            }
        })
    };

    view! {
        <div class="modal-backdrop editor-backdrop" on:click=move |ev| {
            if ev.target() == ev.current_target() {
                on_close.run(());
            }
        }>
            <div
                class="modal editor"
                role="dialog"
                aria-modal="true"
                aria-labelledby="editor-title"
                data-testid="editor"
                tabindex="-1"
            >
                <h2 id="editor-title">{t.title}</h2>
                <div class="editor-layout">
                    <div class="editor-main">
                        <PaletteRow hands=hands color=Color::Black />
                        <EditorBoard hands=hands theme=theme />
                        <PaletteRow hands=hands color=Color::White />
                        <p class="editor-how">{t.how}</p>
                        <label class="editor-fen">
                            <span>{t.fen_label}</span>
                            <input
                                type="text"
                                class="fen-input"
                                data-testid="editor-fen"
                                spellcheck="false"
                                autocomplete="off"
                                aria-invalid=move || edits.fen_error.with(Option::is_some).then_some("true")
                                aria-describedby="editor-fen-error"
                                prop:value=fen_value
                                on:input=typed
                                on:change=left
                            />
                        </label>
                        <p class="form-error" id="editor-fen-error" data-testid="editor-fen-error" role="alert">
                            {move || edits.fen_error.get()}
                        </p>
                    </div>
                    <div class="editor-side">
                        <div class="editor-positions">
                            {position_button("editor-start-position", t.start_position, Editor::start_position)}
                            {position_button("editor-clear", t.clear, Editor::clear)}
                            <button
                                type="button"
                                class="btn"
                                data-testid="editor-current"
                                on:click=move |_| {
                                    let fen = current.clone();
                                    edits.apply(move |e| e.load(Editor::new(&fen).setup()));
                                }
                            >
                                {t.current}
                            </button>
                            <button type="button" class="btn" data-testid="editor-flip" on:click=move |_| editor.update(Editor::flip)>
                                {c.flip}
                            </button>
                        </div>
                        <fieldset class="choice-row">
                            <legend>{t.turn_label}</legend>
                            <div class="choices row">{[Color::White, Color::Black].map(turn_button)}</div>
                        </fieldset>
                        <fieldset class="choice-row">
                            <legend>{t.castling_label}</legend>
                            <div class="editor-rights">{RIGHTS.into_iter().enumerate().map(right_button).collect_view()}</div>
                        </fieldset>
                        <div class="editor-check" data-testid="editor-problems" aria-live="polite">{problem_list}</div>
                        <h3 class="editor-play">{t.play_heading}</h3>
                        <fieldset class="choice-row">
                            <legend>{dialog_texts(catalog()).opponent_label}</legend>
                            <div class="choices row">{Opponent::ALL.map(opponent_button)}</div>
                        </fieldset>
                        <Show when=computer>
                            <fieldset class="choice-row">
                                <legend>{dialog_texts(catalog()).color_label}</legend>
                                <div class="choices row">{[Color::White, Color::Black].map(color_button)}</div>
                            </fieldset>
                            <fieldset class="choice-row">
                                <legend>{dialog_texts(catalog()).level_label}</legend>
                                <div class="choices levels">{LEVELS.map(level_button).collect_view()}</div>
                                {level_hint(move || choices.with(|ch| ch.level))}
                            </fieldset>
                        </Show>
                        <Show
                            when=move || asking.get()
                            fallback=move || view! {
                                <div class="modal-actions">
                                    <button type="button" class="btn" data-testid="editor-close" on:click=move |_| on_close.run(())>
                                        {t.close}
                                    </button>
                                    <button
                                        type="button"
                                        class="btn primary"
                                        data-testid="editor-start"
                                        prop:disabled=move || blocked.get()
                                        aria-describedby="editor-blocked"
                                        on:click=move |_| begin()
                                    >
                                        {t.start}
                                    </button>
                                </div>
                                <p class="editor-blocked" id="editor-blocked" hidden=move || !blocked.get()>{t.start_blocked}</p>
                            }
                        >
                            <crate::play::new_game::NewGameQuestion asking=asking on_confirm=Callback::new(move |()| begin()) />
                        </Show>
                    </div>
                </div>
                <Ghost hands=hands />
            </div>
        </div>
    }
}
