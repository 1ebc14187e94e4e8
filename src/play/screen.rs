//! The Play screen: the board beside a panel with the status, notices, the move list and the
//! controls. Each part is its own component reading the shared [`PlayCtx`].

use crate::board::view::Board;
use crate::play::controls::Controls;
use crate::play::ctx::PlayCtx;
use crate::play::move_list::MoveList;
use crate::play::notices::{ClaimDraw, EngineError, Explanation};
use crate::play::status::Status;
use leptos::prelude::*;

/// The board and its panel. `hidden` hides the screen without dropping its state.
#[component]
pub fn PlayScreen(
    /// Hides the screen (another page is shown) without dropping its state.
    #[prop(into)]
    hidden: Signal<bool>,
) -> impl IntoView {
    let ctx = PlayCtx::get();
    // While an earlier position is reviewed, the board marks that position's last move and check.
    let last_move = Signal::derive(move || {
        let view = ctx.view_ply.get();
        // A move waiting for confirmation is shown as made (on the live position).
        if let Some(m) = ctx.pending.with(|p| p.as_ref().map(|p| p.mv)).filter(|_| view.is_none()) {
            return Some(m);
        }
        ctx.session.with(|s| s.shown_last_move(view))
    });
    let check = Signal::derive(move || {
        let view = ctx.view_ply.get();
        ctx.session.with(|s| s.shown_check_square(view))
    });
    let on_action = Callback::new(move |action| ctx.on_action(action));
    // Settings, touch-move training and confirm moves (src/play/touch_glue.rs).
    crate::play::touch_glue::apply_settings(ctx);
    let on_touch = Callback::new(move |sq| crate::play::touch_glue::on_touch(ctx, sq));
    let (look, touched) = (crate::play::touch_glue::look(ctx), crate::play::touch_glue::touched(ctx));
    view! {
        <main class="play" hidden=hidden>
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
                <Status />
                <crate::play::saving::SavedNoticesView />
                <Explanation />
                <crate::play::touch_glue::TouchPanel />
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
