//! The Play screen: the board beside a panel with the status, notices, the move list and the
//! controls. Each part is its own component reading the shared [`PlayCtx`].

use crate::board::view::Board;
use crate::play::controls::Controls;
use crate::play::ctx::PlayCtx;
use crate::play::move_list::MoveList;
use crate::play::notices::{ClaimDraw, EngineError, Explanation};
use crate::play::status::Status;
use kaissa_app_core::board::state::Action;
use leptos::prelude::*;

/// The board and its panel. `hidden` hides the screen without dropping its state.
#[component]
pub fn PlayScreen(
    /// Hides the screen (another page is shown) without dropping its state.
    #[prop(into)]
    hidden: Signal<bool>,
    /// What goes at the top of the panel (the first visit's welcome, placed by the app shell so
    /// that the Play screen does not name it).
    children: Children,
) -> impl IntoView {
    let ctx = PlayCtx::get();
    // While an earlier position is reviewed, the board marks that position's last move and check.
    let last_move = Signal::derive(move || {
        ctx.game.with(|g| {
            // A move waiting for confirmation is shown as made (on the live position).
            match g.held.as_ref().filter(|_| g.view_ply.is_none()) {
                Some(held) => Some(held.mv),
                None => g.session.shown_last_move(g.view_ply),
            }
        })
    });
    let check = Signal::derive(move || ctx.game.with(|g| g.session.shown_check_square(g.view_ply)));
    // The board's finished moves and refused attempts go to the game.
    let on_action = Callback::new(move |action| match action {
        Action::None => {}
        Action::Play(m) => ctx.apply(move |g, now, _| g.user_move(m, now)),
        Action::Refused { from, to } => ctx.change(move |g| g.refused(from, to)),
    });
    let on_touch = Callback::new(move |sq| ctx.touch(sq));
    let (look, touched) = (crate::play::touch_panel::look(ctx), crate::play::touch_panel::touched(ctx));
    view! {
        <main class="play" hidden=hidden>
            // The page's heading for a screen reader's heading keys, as Learn and Settings have
            // theirs; on screen the top bar already says where one is.
            <h1 class="sr-only">{kaissa_app_core::i18n::catalog().nav_play}</h1>
            <section class="board-area">
                <crate::play::clocks::ClockFace top=true />
                <Board
                    state=ctx.board
                    last_move=last_move
                    check=check
                    theme=ctx.theme()
                    on_action=on_action
                    look=look
                    touched=touched
                    on_touch=on_touch
                />
                <crate::play::confirm_view::ConfirmMove />
                <crate::play::clocks::ClockFace top=false />
            </section>
            <aside class="panel">
                {children()}
                <Status />
                <crate::play::saving::SavedNoticesView />
                <Explanation />
                <crate::play::touch_panel::TouchPanel />
                <EngineError />
                <ClaimDraw />
                <crate::play::review::Review hidden=hidden />
                <MoveList />
                <crate::play::game_actions::GameActions />
                <Controls />
                <crate::play::sounds::GameSounds />
            </aside>
        </main>
    }
}
