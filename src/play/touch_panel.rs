//! Touch-move training on screen: the obligation line with the "J'adoube" button, and what the
//! board shows from the settings (destinations, coordinates, animation, the touched squares). The
//! decisions are the game's ([`kaissa_app_core::play`], [`kaissa_app_core::touch_move`]); the
//! line's words are [`kaissa_app_core::i18n::play::obligation_line`].

use crate::play::ctx::PlayCtx;
use kaissa_app_core::board::state::BoardLook;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::i18n::play::obligation_line;
use kaissa_rules::Bitboard;
use leptos::prelude::*;

/// What the board shows from the settings.
#[must_use]
pub fn look(ctx: PlayCtx) -> Signal<BoardLook> {
    Signal::derive(move || {
        ctx.settings.with(|s| BoardLook {
            show_dests: s.show_legal_moves,
            show_coords: s.show_coordinates,
            animation_ms: s.animation.duration_ms(),
        })
    })
}

/// The squares marked as touched.
#[must_use]
pub fn touched(ctx: PlayCtx) -> Signal<Bitboard> {
    Signal::derive(move || ctx.game.with(|g| if g.options.touch_move { g.touch.touched() } else { Bitboard(0) }))
}

/// The obligation line (`touch-obligation`, `data-obligation`) and the "J'adoube" button
/// (`adjust`), in touch-move mode only.
#[component]
pub fn TouchPanel() -> impl IntoView {
    let c = catalog();
    let t = &c.settings;
    let ctx = PlayCtx::get();
    let line = move || ctx.game.with(|g| obligation_line(c, &g.touch));
    let code = move || ctx.game.with(|g| g.touch.machine().obligation().code());
    let adjusting = move || ctx.game.with(|g| g.touch.machine().is_adjusting()).to_string();
    let on = Memo::new(move |_| ctx.game.with(|g| g.options.touch_move));
    move || {
        on.get().then(|| {
            view! {
                <div class="touch-panel">
                    <span class="touch-obligation" data-testid="touch-obligation" data-obligation=code>
                        {line}
                    </span>
                    <button
                        type="button"
                        class="btn"
                        data-testid="adjust"
                        title=t.adjust_title
                        aria-pressed=adjusting
                        on:click=move |_| ctx.change(|g| g.adjust())
                    >
                        {t.adjust}
                    </button>
                </div>
            }
        })
    }
}
