//! The games, finished and unfinished: the "Games" button (`data-testid="history"`) and the
//! Games list, which has an address of its own (`#games`: Back closes it, a reload reopens it).
//! Its dialog ([`super::history_view`]) is in the dialogs' module (`src/bin/dialogs.rs`), fetched the
//! first time a dialog opens; it reads and edits the saved games itself and hands back the
//! finished game to open on the board ([`Answer::History`]) or the unfinished one to go back to
//! ([`Answer::Resume`]).

use crate::lazy::ModuleDialog;
use crate::nav::Nav;
use crate::play::ctx::PlayCtx;
use crate::play::saving::notify;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::modules::{Answer, ContractError, Entry};
use kaissa_app_core::routes::Route;
use kaissa_app_core::FinishedGame;
use kaissa_app_core::Players;
use leptos::prelude::*;

/// Puts a finished game on the board, with its players, to be replayed move by move.
fn open_game(ctx: PlayCtx, game: &FinishedGame) -> bool {
    let Ok(session) = game.replay() else { return false };
    let players = Players::from(game.players);
    ctx.apply(move |g, now, epoch| g.open(players, session, now, epoch));
    true
}

/// The Games list, shown while the address is `#games`.
#[component]
pub fn GamesDialog() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let nav = Nav::get();
    // Opened by a link or a reload, it still closes the confirmation step under it.
    ctx.confirmation.set(None);
    let done = Callback::new(move |answer: Result<Answer, ContractError>| {
        // The dialog sends only a game it has replayed; one that still fails, or an answer that
        // cannot be read, is reported (`None`: closed, nothing opened).
        let opened = match answer {
            Ok(Answer::History(game)) => Some(open_game(ctx, &game)),
            Ok(Answer::Resume(id)) => Some(crate::play::saving::resume_saved(ctx, &id)),
            Ok(_) => None,
            Err(_) => Some(false),
        };
        match opened {
            Some(true) => ctx.show_board(),
            Some(false) => notify(c.saving.history_game_unreadable),
            None => {}
        }
        nav.leave(Route::Play);
    });
    view! { <ModuleDialog entry=Entry::History done=done routed=true /> }
}
