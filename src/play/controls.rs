//! The game screen's controls: New game, Play the computer, and one menu (`data-testid="menu"`)
//! with everything a beginner rarely needs during a game — flip, board colours, the games, a
//! position from FEN or set up on a board, copying the FEN, PGN, sounds — so that the screen shows
//! the board, whose turn it is, the moves and the two or three actions of a game
//! (`game_actions`), not a dozen buttons of jargon. The menu's items are drawn by the dialogs'
//! module ([`super::menu_view`]); this side opens it and does what an item asks.

use crate::lazy::{HostTexts, ModuleHost};
use crate::nav::Nav;
use crate::play::ctx::{PlayCtx, THEMES};
use crate::play::pgn_dialog::{PgnDialog, PgnOpen};
use kaissa_app_core::board::state::BoardState;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::modules::{Answer, ContractError, Entry, MenuAction, MenuState};
use kaissa_app_core::routes::Route;
use leptos::prelude::*;

/// Plays the computer in one tap, from any screen: the Play screen, with the new-game dialog's
/// "Play the computer". The dialogs' module reads and saves the choices (their reader and writer
/// stay out of the start-up module) and starts at once, or asks first over a game with moves
/// (whose Cancel leaves that game on the board).
pub fn play_the_computer(ctx: PlayCtx, nav: Nav) {
    nav.go(&Route::Play);
    ctx.computer_now.set(true);
    ctx.new_game_open.set(true);
}

/// The controls row, the menu it opens, the dialogs of the menu's items, and the FEN form.
#[component]
pub fn Controls() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let nav = Nav::get();
    let fen_open = RwSignal::new(false);
    let menu_open = ctx.menu_open;
    let pgn_open = RwSignal::new(None::<PgnOpen>);
    let editor_open = RwSignal::new(false);
    let act = move |action: MenuAction| {
        match action {
            MenuAction::Flip => ctx.board.update(BoardState::flip),
            MenuAction::NextTheme => ctx.update_settings(|s| {
                let at = THEMES.iter().position(|&t| t == s.board_theme).unwrap_or(0);
                s.board_theme = THEMES[(at + 1) % THEMES.len()].to_owned();
            }),
            MenuAction::ToggleSounds => ctx.update_settings(|s| s.sounds = !s.sounds),
            MenuAction::Games => {
                // The Games list asks its own questions: the screen's closes (one `confirm`).
                ctx.confirmation.set(None);
                nav.go(&Route::Games);
            }
            MenuAction::LoadFen => fen_open.update(|o| *o = !*o),
            MenuAction::SetupPosition => {
                ctx.confirmation.set(None);
                editor_open.set(true);
            }
            MenuAction::ExportPgn => pgn_open.set(Some(PgnOpen::Export)),
            MenuAction::ImportPgn => pgn_open.set(Some(PgnOpen::Import)),
        }
        if !action.stays_open() {
            menu_open.set(false);
        }
    };
    let on_answer = Callback::new(move |answer: Result<Answer, ContractError>| {
        if let Ok(Answer::Menu(action)) = answer {
            act(action);
        }
    });
    let menu_state = move || {
        let (fen, theme, sounds) = (
            ctx.game.with_untracked(|g| g.session.shown_position(g.view_ply).fen()),
            ctx.settings.with_untracked(|s| s.board_theme.clone()),
            ctx.settings.with_untracked(|s| s.sounds),
        );
        MenuState { fen, theme, sounds }
    };
    // The FEN field's position goes on with the game's players (a position to play against the
    // computer from, as the editor's is).
    let on_fen = Callback::new(move |answer: Result<Answer, ContractError>| {
        if let Ok(Answer::Position(record)) = answer {
            crate::play::pgn_dialog::load_chosen(ctx, &record, false);
            fen_open.set(false);
        }
    });
    let fen_texts =
        HostTexts { loading: c.dialog_loading, failed: c.dialog_failed, retry: c.dialog_retry, testid: "fen" };
    let texts = HostTexts { loading: c.dialog_loading, failed: c.dialog_failed, retry: c.dialog_retry, testid: "menu" };
    // Playing the computer is one tap away whenever the board has no game against it going on:
    // after a game, or in a game between two people (which is not thrown away: over moves
    // played, the new-game dialog opens on the computer and asks first).
    let offer_computer =
        Memo::new(move |_| ctx.game.with(|g| g.players.level().is_none() || g.session.game().is_over()));
    let play_computer = move |_| play_the_computer(ctx, nav);
    view! {
        <div class="controls">
            <button type="button" class="btn primary" data-testid="new-game" on:click=move |_| ctx.new_game_open.set(true)>
                {c.new_game}
            </button>
            {move || {
                offer_computer.get().then(|| {
                    view! {
                        <button type="button" class="btn" data-testid="play-computer" on:click=play_computer>
                            {c.shell.play_computer}
                        </button>
                    }
                })
            }}
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
        {move || {
            menu_open.get().then(|| {
                // On a phone the menu is a sheet over the page's bottom (CSS), so that choosing
                // an item never scrolls the board away; a tap on the dimmed page closes it.
                view! {
                    <div id="game-menu" class="menu" role="dialog" aria-modal="true" aria-label=c.shell.menu_label>
                        // Escape presses it too (`data-cancel`, see `src/lazy/loader.js`), wherever the focus is.
                        <div class="menu-scrim" aria-hidden="true" data-cancel="" on:click=move |_| menu_open.set(false)></div>
                        <ModuleHost entry=Entry::Menu(menu_state()) on_answer=on_answer texts=texts class="menu-root" />
                    </div>
                }
            })
        }}
        <PgnDialog open=pgn_open />
        <crate::play::setup_position::EditorDialog open=editor_open />
        {move || {
            fen_open.get().then(|| {
                view! { <ModuleHost entry=Entry::LoadFen on_answer=on_fen texts=fen_texts class="fen-root" /> }
            })
        }}
    }
}
