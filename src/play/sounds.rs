//! The game's sounds: a move, a capture, a check, the end — chosen by
//! [`kaissa_app_core::sound_for`] from what changed, played by [`crate::sound`], and only while the
//! `sounds` setting is on (the mute toggle is in the menu, `menu_view`).

use crate::play::ctx::PlayCtx;
use crate::sound;
use kaissa_app_core::{sound_for, Heard};
use leptos::prelude::*;

/// Follows the game and the `sounds` setting; renders nothing.
#[component]
pub fn GameSounds() -> impl IntoView {
    let ctx = PlayCtx::get();
    Effect::new(move |_| sound::set_enabled(ctx.settings.with(|s| s.sounds)));
    Effect::new(move |before: Option<Heard>| {
        ctx.session(|s| {
            if let Some(sound) = before.and_then(|b| sound_for(b, s.game())) {
                sound::play(sound);
            }
            Heard::of(s.game())
        })
    });
}
