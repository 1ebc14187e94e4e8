//! The Play screen: the board beside a panel with the status, notices, the move list and the
//! controls. Each part is its own component reading the shared [`PlayCtx`].

use crate::board::view::Board;
use crate::game::Session;
use crate::play::controls::Controls;
use crate::play::ctx::PlayCtx;
use crate::play::move_list::MoveList;
use crate::play::notices::{ClaimDraw, EngineError, Explanation};
use crate::play::status::Status;
use leptos::prelude::*;

/// The board and its panel. `hidden` hides the screen without dropping its state.
#[component]
pub fn PlayScreen(#[prop(into)] hidden: Signal<bool>) -> impl IntoView {
    let ctx = PlayCtx::get();
    let last_move = Signal::derive(move || ctx.session.with(Session::last_move));
    let check = Signal::derive(move || ctx.session.with(Session::check_square));
    let on_action = Callback::new(move |action| ctx.on_action(action));
    view! {
        <main class="play" hidden=hidden>
            <section class="board-area">
                <Board state=ctx.board last_move=last_move check=check theme=ctx.theme() on_action=on_action />
            </section>
            <aside class="panel">
                <Status />
                <Explanation />
                <EngineError />
                <ClaimDraw />
                <MoveList />
                <Controls />
            </aside>
        </main>
    }
}
