//! The buttons under the move list: new game, takeback, flip, theme, and loading a position
//! from FEN.

use crate::board::state::BoardState;
use crate::game::Session;
use crate::i18n::{catalog, fill};
use crate::play::ctx::{PlayCtx, THEMES};
use leptos::prelude::*;

/// The controls row and the FEN form it opens.
#[component]
pub fn Controls() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let fen_open = RwSignal::new(false);
    let theme = ctx.theme();
    let next_theme = move |_| {
        ctx.settings.update(|s| {
            let at = THEMES.iter().position(|&t| t == s.board_theme).unwrap_or(0);
            s.board_theme = THEMES[(at + 1) % THEMES.len()].to_owned();
        });
    };
    let theme_label = move || {
        let at = THEMES.iter().position(|&t| t == theme.get()).unwrap_or(0);
        fill(c.theme_button, &[("name", c.themes[at])])
    };
    view! {
        <div class="controls">
            <button type="button" class="btn primary" data-testid="new-game" on:click=move |_| ctx.new_game_open.set(true)>
                {c.new_game}
            </button>
            <button
                type="button"
                class="btn"
                data-testid="takeback"
                hidden=move || !ctx.settings.with(|s| s.takebacks)
                prop:disabled=move || ctx.takeback_plies() == 0
                on:click=move |_| ctx.takeback()
            >
                {c.takeback}
            </button>
            <button type="button" class="btn" data-testid="flip" on:click=move |_| ctx.board.update(BoardState::flip)>
                {c.flip}
            </button>
            <button type="button" class="btn" data-testid="theme" title=c.theme on:click=next_theme>
                {theme_label}
            </button>
            <button type="button" class="btn" data-testid="load-fen" on:click=move |_| fen_open.update(|o| *o = !*o)>
                {c.load_fen}
            </button>
            <crate::play::history::HistoryButton />
        </div>
        {move || fen_open.get().then(|| view! { <FenForm open=fen_open /> })}
    }
}

/// A field for a FEN (`fen-input`) and its button (`fen-submit`); a FEN the rules core refuses
/// is reported on the field and nothing else changes.
#[component]
fn FenForm(open: RwSignal<bool>) -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let input_ref = NodeRef::<leptos::html::Input>::new();
    let submit = move |_| {
        let Some(input) = input_ref.get_untracked() else { return };
        match Session::from_fen(&input.value()) {
            Ok(session) => {
                ctx.load(session);
                open.set(false);
            }
            Err(_) => {
                input.set_custom_validity(c.bad_fen);
                input.report_validity();
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
                spellcheck="false"
                autocomplete="off"
                on:input=move |ev| {
                    let input: web_sys::HtmlInputElement = event_target(&ev);
                    input.set_custom_validity("");
                }
            />
            <button type="button" class="btn primary" data-testid="fen-submit" on:click=submit>
                {c.load}
            </button>
        </div>
    }
}
