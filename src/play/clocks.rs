//! The running clock on the Play screen: the two faces above and below the board, and what keeps
//! the clock in step with the game — a press after every move, a takeback's undo, the flag fall,
//! the end of the game, pausing while the page is hidden.
//!
//! Time is `performance.now()` (monotonic). The redraw timer (gloo-timers, every 100 ms) only
//! says "look again": the times shown and the flag are computed from the clock's own numbers at
//! that moment, so a late or skipped tick never makes the clock drift. The decisions are in
//! [`kaissa_app_core::clock::timing`], the clock itself in [`kaissa_app_core::clock::chess_clock`].

use crate::play::ctx::PlayCtx;
use kaissa_app_core::clock::timing::{clock_fits, clock_sides, engine_clock, face, fallen_flag, went_low};
use kaissa_app_core::engine_link::ClockTimes;
use kaissa_app_core::i18n::{catalog, fill};
use kaissa_app_core::{Clock, Session, TimeControl};
use kaissa_rules::Color;
use leptos::prelude::*;
use std::cell::Cell;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// How often the faces are redrawn and the flag looked at, in ms: tenths show below 10 s.
const TICK_MS: u32 = 100;

/// The monotonic time in ms (`performance.now()`; 0 where there is none).
#[must_use]
pub fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// The redraw tick, counted while a clock runs.
#[derive(Clone, Copy)]
struct Tick(RwSignal<u64>);

/// Starts the redraw timer, keeps the clock in step with the game's end, and pauses it while the
/// page is hidden (if the setting says so). Called once, when the Play screen's state is made.
pub fn install(ctx: PlayCtx) {
    let tick = RwSignal::new(0_u64);
    provide_context(Tick(tick));
    // Which clocks were low at the last tick, to sound the warning once as a clock goes low.
    let was_low = [Cell::new(false), Cell::new(false)];
    gloo_timers::callback::Interval::new(TICK_MS, move || {
        let running = ctx.clock.with_untracked(|c| c.as_ref().and_then(Clock::running));
        if running.is_none() {
            return;
        }
        tick.update(|t| *t += 1);
        if flag_fell(ctx) {
            return;
        }
        let now = now_ms();
        for color in [Color::White, Color::Black] {
            let low = ctx.clock.with_untracked(|c| c.as_ref().is_some_and(|c| c.is_low(color, now)));
            if went_low(was_low[color.index()].replace(low), low) {
                crate::sound::play(crate::sound::Sound::LowTime);
            }
        }
    })
    .forget();

    // Any ending (checkmate, resignation, an agreed or claimed draw) stops the clock; a change
    // that bypassed the clock gets a fresh one for the side to move.
    Effect::new(move |_| {
        let (over, turn) = ctx.session.with(|s| (s.game().is_over(), s.position().turn()));
        let now = now_ms();
        let (stop, misfit) = ctx.clock.with_untracked(|c| match c {
            Some(c) => (over && !c.is_stopped(), !clock_fits(c, turn, over)),
            None => (false, false),
        });
        if stop {
            ctx.clock.update(|c| c.iter_mut().for_each(|c| c.stop(now)));
        } else if misfit {
            ctx.clock.update(|c| *c = c.as_ref().map(|c| Clock::new(c.time_control(), turn)));
        }
    });

    let on_visibility = Closure::<dyn Fn()>::new(move || {
        let hidden = document().hidden();
        let vs_computer = ctx.players.get_untracked().level().is_some();
        let applies = ctx.settings.with_untracked(|s| s.pause_when_hidden.applies(vs_computer));
        let now = now_ms();
        if hidden && applies {
            ctx.clock.update(|c| c.iter_mut().for_each(|c| c.pause(now)));
        } else if !hidden {
            ctx.clock.update(|c| c.iter_mut().for_each(|c| c.resume(now)));
        }
    });
    let _ = document().add_event_listener_with_callback("visibilitychange", on_visibility.as_ref().unchecked_ref());
    on_visibility.forget();
}

/// A clock for a game starting now with `first` to move (`None` without a time control).
#[must_use]
pub fn fresh(tc: TimeControl, first: Color) -> Option<Clock> {
    tc.is_timed().then(|| Clock::new(tc, first))
}

/// The player to move completed a move: their clock stops and the opponent's starts. A flag
/// that fell in that same instant still loses (the game records it).
pub fn press(ctx: PlayCtx) {
    let now = now_ms();
    let mut fallen = None;
    ctx.clock.update(|c| {
        if let Some(c) = c {
            fallen = c.press(now).err();
        }
    });
    if let Some(loser) = fallen {
        ctx.session.update(|s| {
            s.flag(loser);
        });
    }
}

/// If the running side's time has run out in a game still going on, the game ends on time (a
/// loss, or a draw when the opponent could not checkmate), the computer stops thinking, and
/// `true` is returned: the move about to be played is not.
pub fn flag_fell(ctx: PlayCtx) -> bool {
    let now = now_ms();
    let over = ctx.session.with_untracked(|s| s.game().is_over());
    let Some(loser) = ctx.clock.with_untracked(|c| fallen_flag(c.as_ref(), over, now)) else { return false };
    ctx.forget_request();
    ctx.clock.update(|c| c.iter_mut().for_each(|c| c.stop(now)));
    ctx.session.update(|s| {
        s.flag(loser);
    });
    ctx.refresh();
    true
}

/// Takes `plies` moves back on the clock too: the times as they were before them.
pub fn undo(ctx: PlayCtx, plies: usize) {
    let now = now_ms();
    ctx.clock.update(|c| {
        if let Some(c) = c {
            c.undo(plies, now);
        }
    });
}

/// The clock times the computer plays on (`None` without a clock).
#[must_use]
pub fn engine_times(ctx: PlayCtx) -> Option<ClockTimes> {
    ctx.clock.with_untracked(|c| engine_clock(c.as_ref(), now_ms()))
}

/// A game put on the board as it is (set up, imported, opened from the history): a game that
/// goes on keeps the time control with a fresh clock for its side to move; a finished one has
/// none.
pub fn loaded(ctx: PlayCtx, session: &Session) {
    let tc = ctx.clock.with_untracked(|c| c.as_ref().map_or(TimeControl::NONE, Clock::time_control));
    let over = session.game().is_over();
    ctx.clock.set(if over { None } else { fresh(tc, session.position().turn()) });
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
    let Tick(tick) = expect_context::<Tick>();
    let color = Memo::new(move |_| clock_sides(ctx.board.with(|b| b.orientation))[usize::from(!top)]);
    let timed = Memo::new(move |_| ctx.clock.with(Option::is_some));
    let shown = Memo::new(move |_| {
        tick.track();
        let color = color.get();
        ctx.clock.with(|c| c.as_ref().map(|c| face(c, color, now_ms())))
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
