//! The game screen's menu (`data-testid="menu"` opens it): its items' view, in the dialogs' module
//! (`src/bin/dialogs.rs`). Most games never open it, so the start-up module carries only the
//! button and the few lines that do what an item asks ([`super::controls`]). Each item keeps its
//! `data-testid` (DESIGN.md). Copying the FEN happens here; the rest is answered as a
//! [`MenuAction`].

use crate::play::clipboard;
use crate::play::ctx::THEMES;
use kaissa_app_core::i18n::dialog_texts;
use kaissa_app_core::i18n::{catalog, fill};
use kaissa_app_core::modules::{MenuAction, MenuState};
use leptos::prelude::*;

/// The menu's items for the game on the board (`state`); `act` receives the item pressed.
#[component]
pub fn MenuView(
    /// What the items show.
    state: MenuState,
    /// Receives each item pressed.
    act: Callback<MenuAction>,
) -> impl IntoView {
    let c = catalog();
    let a = &c.actions;
    let at = THEMES.iter().position(|&t| t == state.theme).unwrap_or(0);
    // The two items that stay open show their new state at once.
    let theme = RwSignal::new(at);
    let sounds = RwSignal::new(state.sounds);
    let fen = state.fen;
    // `Some(true)`: copied; `Some(false)`: refused, the FEN is shown selected to copy by hand.
    let copied = RwSignal::new(None::<bool>);
    let field_ref = NodeRef::<leptos::html::Input>::new();
    Effect::new(move |_| {
        if copied.get() == Some(false) {
            if let Some(field) = field_ref.get() {
                field.select();
            }
        }
    });
    let copy = {
        let fen = fen.clone();
        move |_| {
            copied.set(None);
            clipboard::copy(&fen, move |ok| {
                copied.try_set(Some(ok));
            });
        }
    };
    let item = move |testid: &'static str, text: &'static str, action: MenuAction| {
        view! {
            <button type="button" class="btn" data-testid=testid on:click=move |_| act.run(action)>
                {text}
            </button>
        }
    };
    view! {
        {item("flip", c.flip, MenuAction::Flip)}
        <button
            type="button"
            class="btn"
            data-testid="theme"
            title=c.theme
            on:click=move |_| {
                theme.update(|t| *t = (*t + 1) % THEMES.len());
                act.run(MenuAction::NextTheme);
            }
        >
            {move || fill(dialog_texts(catalog()).theme_button, &[("name", c.themes[theme.get() % c.themes.len()])])}
        </button>
        {item("history", dialog_texts(catalog()).history_button, MenuAction::Games)}
        {item("load-fen", dialog_texts(catalog()).load_fen, MenuAction::LoadFen)}
        {item("setup-position", c.editor_open, MenuAction::SetupPosition)}
        <button type="button" class="btn" data-testid="copy-fen" on:click=copy>
            {dialog_texts(catalog()).copy_fen}
        </button>
        {item("export-pgn", dialog_texts(catalog()).export_pgn, MenuAction::ExportPgn)}
        {item("import-pgn", dialog_texts(catalog()).import_pgn, MenuAction::ImportPgn)}
        <button
            type="button"
            class="btn mute"
            data-testid="mute"
            aria-pressed=move || if sounds.get() { "false" } else { "true" }
            title=a.sounds
            on:click=move |_| {
                sounds.update(|s| *s = !*s);
                act.run(MenuAction::ToggleSounds);
            }
        >
            <span aria-hidden="true">{move || dialog_texts(catalog()).sound_icons[usize::from(!sounds.get())]}</span>
            " "
            {a.sounds}
        </button>
        {move || match copied.get() {
            Some(true) => Some(view! { <span class="copied" data-testid="copied" role="status">{dialog_texts(catalog()).fen_copied}</span> }.into_any()),
            Some(false) => Some(
                view! {
                    <span class="copy-manual" role="status">
                        {dialog_texts(catalog()).copy_manually}
                        <input class="fen-input" data-testid="fen-output" readonly node_ref=field_ref prop:value=fen.clone() />
                    </span>
                }
                .into_any(),
            ),
            None => None,
        }}
    }
}
