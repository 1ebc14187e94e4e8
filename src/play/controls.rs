//! The game screen's controls: New game, and one menu (`data-testid="menu"`) with everything a
//! beginner rarely needs during a game — flip, board colours, the games, a position from FEN,
//! copying the FEN, PGN, sounds — so that the screen shows the board, whose turn it is, the moves
//! and the two or three actions of a game (`game_actions`), not a dozen buttons of jargon.

use crate::play::ctx::{PlayCtx, THEMES};
use crate::storage;
use kaissa_app_core::board::state::BoardState;
use kaissa_app_core::i18n::{catalog, fill};
use kaissa_app_core::welcome::again_computer;
use kaissa_app_core::NewGamePrefs;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

/// The menu's items that show their result in place (the next colour, "Copied", the sound's
/// state): pressing them keeps the menu open.
const STAYS_OPEN: [&str; 3] = ["theme", "copy-fen", "mute"];

/// The controls row, the menu it opens, and the FEN form.
#[component]
pub fn Controls() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let fen_open = RwSignal::new(false);
    let menu_open = RwSignal::new(false);
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
    // Escape closes the menu (after any dialog it opened: those close first).
    crate::play::escape::on_escape(move || {
        let open = menu_open.get_untracked();
        menu_open.set(false);
        open
    });
    // An item that opens something (a dialog, the FEN form) or acts on the board closes the menu.
    let after_item = move |ev: leptos::ev::MouseEvent| {
        let item = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-testid]").ok().flatten())
            .and_then(|el| el.get_attribute("data-testid"));
        if item.is_some_and(|id| !STAYS_OPEN.contains(&id.as_str())) {
            menu_open.set(false);
        }
    };
    // Playing the computer is one tap away whenever the board has no game against it going on:
    // after a game, or in a game between two people (which is not thrown away: over moves
    // played, the new-game dialog opens on the computer and asks first).
    let offer_computer =
        Memo::new(move |_| ctx.game.with(|g| g.players.level().is_none() || g.session.game().is_over()));
    let play_computer = move |_| {
        // The dialog's remembered choices stay as they were chosen there: writing them from here
        // would carry their serialiser in the start-up module.
        let prefs = again_computer(&storage::read::<NewGamePrefs>().value);
        if ctx.game.with_untracked(|g| g.game_in_progress()) {
            ctx.new_game_open.set(true);
        } else {
            let random = js_sys::Math::random();
            ctx.apply(move |g, now, epoch| g.new_game(&prefs, random, now, epoch));
        }
    };
    view! {
        <div class="controls">
            <button type="button" class="btn primary" data-testid="new-game" on:click=move |_| ctx.new_game_open.set(true)>
                {c.new_game}
            </button>
            <Show when=move || offer_computer.get()>
                <button type="button" class="btn" data-testid="play-computer" on:click=play_computer>
                    {c.shell.play_computer}
                </button>
            </Show>
            <button
                type="button"
                class="btn menu-btn"
                data-testid="menu"
                aria-expanded=move || if menu_open.get() { "true" } else { "false" }
                aria-controls="game-menu"
                on:click=move |_| menu_open.update(|o| *o = !*o)
            >
                <span aria-hidden="true">"☰ "</span>
                {c.shell.menu}
            </button>
        </div>
        // Closed, the menu is invisible but stays in the page: the dialogs its items opened
        // (Games, PGN) live inside them and stay visible (see `.menu` in the CSS).
        <div
            id="game-menu"
            class="menu"
            class:open=move || menu_open.get()
            role="group"
            aria-label=c.shell.menu_label
            on:click=after_item
        >
            <button type="button" class="btn" data-testid="flip" on:click=move |_| ctx.board.update(BoardState::flip)>
                {c.flip}
            </button>
            <button type="button" class="btn" data-testid="theme" title=c.theme on:click=next_theme>
                {theme_label}
            </button>
            <crate::play::history::HistoryButton />
            <button type="button" class="btn" data-testid="load-fen" on:click=move |_| fen_open.update(|o| *o = !*o)>
                {c.load_fen}
            </button>
            <crate::play::setup_position::EditorButton />
            <crate::play::fen::CopyFen />
            <crate::play::pgn_dialog::PgnButtons />
            <crate::play::sounds::MuteToggle />
        </div>
        {move || fen_open.get().then(|| view! { <crate::play::fen::FenForm open=fen_open /> })}
    }
}
