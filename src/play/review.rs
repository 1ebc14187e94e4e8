//! Reviewing earlier positions: the banner that marks them (`data-testid="viewing"`), the way back
//! to the live game (`live`), "continue from here" (`continue-here`), and the ←/→/Home/End keys.
//! Which ply a key leads to is decided in [`kaissa_app_core::session::viewing`].

use crate::play::ctx::PlayCtx;
use kaissa_app_core::i18n::{catalog, fill};
use kaissa_app_core::language::notation::{move_number, numbered};
use kaissa_app_core::session::viewing::{step, NavKey};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Shows the position after `ply` (the live one for the last ply).
pub fn show_ply(ctx: PlayCtx, ply: usize) {
    ctx.change(|g| g.view(Some(ply)));
}

/// Back to the live position.
pub fn go_live(ctx: PlayCtx) {
    ctx.change(|g| g.view(None));
}

/// Whether a key press belongs to something else: typing in a field, the board's own keyboard
/// moves, a dialog.
fn is_elsewhere(target: Option<web_sys::EventTarget>) -> bool {
    let Some(el) = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return false };
    let tag = el.tag_name().to_ascii_lowercase();
    matches!(tag.as_str(), "input" | "textarea" | "select")
        || el.closest("[data-testid=\"board\"], [role=\"dialog\"], [contenteditable]").ok().flatten().is_some()
}

/// The banner while an earlier position is shown, and the keyboard navigation. `hidden`: the Play
/// screen is hidden (keys then do nothing).
#[component]
pub fn Review(
    /// The Play screen is hidden: keys then do nothing.
    #[prop(into)]
    hidden: Signal<bool>,
) -> impl IntoView {
    let c = catalog();
    let a = &c.actions;
    let ctx = PlayCtx::get();
    let keys = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        if hidden.get_untracked() || ev.alt_key() || ev.ctrl_key() || ev.meta_key() || is_elsewhere(ev.target()) {
            return;
        }
        let Some(key) = NavKey::from_key(&ev.key()) else { return };
        ev.prevent_default();
        ctx.change(|g| g.view(step(g.view_ply, g.session.game().moves().len(), key)));
    });
    on_cleanup(move || keys.remove());

    // The ply shown plus one (0: the live position): a number, since a memo of a type of its
    // own (`Option<usize>`) costs the start-up module about a kilobyte of code.
    let shown_plus_one = Memo::new(move |_| {
        ctx.game.with(|g| g.view_ply.filter(|&p| p < g.session.game().moves().len()).map_or(0, |p| p + 1))
    });
    let shown = move || shown_plus_one.get().checked_sub(1);
    let label = move |ply: usize| {
        ctx.session(|s| {
            if ply == 0 {
                return a.viewing_start.to_owned();
            }
            let (first_number, first_turn) = s.first_move_number();
            let (number, mover) = move_number(first_number, first_turn, ply - 1);
            let san = s.san_moves().get(ply - 1).cloned().unwrap_or_default();
            fill(a.viewing, &[("move", &format!("{} {san}", numbered(number, mover)))])
        })
    };
    let continue_here = move |_| {
        let Some(ply) = shown_plus_one.get_untracked().checked_sub(1) else { return };
        let mut session = ctx.session_untracked(Clone::clone);
        session.truncate(ply);
        ctx.apply(move |g, now, epoch| g.load(session, now, epoch));
    };
    move || {
        shown().map(|ply| {
            view! {
                <div class="viewing" data-testid="viewing" data-ply=ply.to_string() role="status">
                    <p class="viewing-text">{label(ply)}</p>
                    <div class="row-actions">
                        <button type="button" class="btn primary" data-testid="live" on:click=move |_| go_live(ctx)>
                            {a.back_to_game}
                        </button>
                        <button type="button" class="btn" data-testid="continue-here" on:click=continue_here>
                            {a.continue_here}
                        </button>
                    </div>
                </div>
            }
        })
    }
}
