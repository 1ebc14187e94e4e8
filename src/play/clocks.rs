//! The clock faces above and below the board, the redraw timer, and the page's visibility told to
//! the game (which pauses the clocks when the setting says so).
//!
//! Time is `performance.now()` (monotonic). The redraw timer (gloo-timers, every 100 ms) only
//! says "look again": the times shown and the flag are computed from the clock's own numbers at
//! that moment, so a late or skipped tick never makes the clock drift. The press after a move, a
//! takeback's undo, the flag and the pause are the game's ([`kaissa_app_core::play`]), the clock
//! itself is [`kaissa_app_core::clock::chess_clock`].

use crate::now::now_ms;
use crate::play::ctx::PlayCtx;
use kaissa_app_core::clock::timing::{clock_sides, face};
use kaissa_app_core::i18n::{catalog, fill};
use kaissa_app_core::Clock;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// How often the faces are redrawn and the flag looked at, in ms: tenths show below 10 s.
const TICK_MS: u32 = 100;

/// Starts the redraw timer and tells the game when the page is hidden or shown. Called once,
/// when the Play screen's state is made.
pub fn install(ctx: PlayCtx) {
    gloo_timers::callback::Interval::new(TICK_MS, move || {
        let running = ctx.game.with_untracked(|g| g.clock.as_ref().and_then(Clock::running));
        if running.is_some() {
            ctx.tick.update(|t| *t += 1);
            ctx.look_at_clock();
        }
    })
    .forget();
    let on_visibility = Closure::<dyn Fn()>::new(move || {
        let hidden = document().hidden();
        ctx.apply(move |g, now, _| g.page_hidden(hidden, now));
    });
    let _ = document().add_event_listener_with_callback("visibilitychange", on_visibility.as_ref().unchecked_ref());
    on_visibility.forget();
}

/// One clock face (`data-testid="clock-white"` / `"clock-black"`, `data-ms`), above the board
/// (`top`: the opponent's, as the board is turned) or below it. Shown only with a clock.
#[component]
pub fn ClockFace(
    /// Above the board (the side at the top of the board) or below it.
    top: bool,
) -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let tick = ctx.tick;
    let color = Memo::new(move |_| clock_sides(ctx.board.with(|b| b.orientation))[usize::from(!top)]);
    let timed = Memo::new(move |_| ctx.game.with(|g| g.clock.is_some()));
    let shown = Memo::new(move |_| {
        tick.track();
        let color = color.get();
        ctx.game.with(|g| g.clock.as_ref().map(|c| face(c, color, now_ms())))
    });
    move || {
        timed.get().then(|| {
            let f = move || shown.get().unwrap_or_default();
            view! {
                <div
                    class="clock"
                    class:top=top
                    class:running=move || f().running
                    class:low=move || f().low
                    data-testid=move || format!("clock-{}", color.get().name())
                    data-color=move || color.get().name()
                    data-ms=move || f().ms.to_string()
                    data-low=move || f().low.then_some("")
                    data-running=move || f().running.then_some("")
                    role="timer"
                    aria-label=move || fill(c.saving.clock_of, &[("color", c.color(color.get()))])
                >
                    <span class="clock-time">{move || f().text}</span>
                </div>
            }
        })
    }
}
