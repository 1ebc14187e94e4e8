//! The buttons under the move list: new game, takeback, flip, theme, and loading a position
//! from FEN.

use crate::play::ctx::{PlayCtx, THEMES};
use kaissa_app_core::board::state::BoardState;
use kaissa_app_core::i18n::{catalog, fill};
use leptos::prelude::*;

/// The controls row and the FEN form it opens.
#[component]
pub fn Controls() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let fen_open = RwSignal::new(false);
    let theme = ctx.theme();
    let next_theme = move |_| {
        ctx.update_settings(|s| {
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
                prop:disabled=move || ctx.game.with(|g| g.takeback_plies() == 0)
                on:click=move |_| ctx.apply(|g, now, _| g.takeback(now))
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
            <crate::play::setup_position::EditorButton />
            <crate::play::history::HistoryButton />
            <crate::play::fen::CopyFen />
            <crate::play::pgn_dialog::PgnButtons />
            <crate::play::sounds::MuteToggle />
        </div>
        {move || fen_open.get().then(|| view! { <crate::play::fen::FenForm open=fen_open /> })}
    }
}
