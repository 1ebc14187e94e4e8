//! The game's sounds: a move, a capture, a check, the end — chosen by
//! [`kaissa_app_core::sound_for`] from what changed, played by [`crate::sound`], and only while the
//! `sounds` setting is on. Also the mute toggle.

use crate::play::ctx::PlayCtx;
use crate::sound;
use kaissa_app_core::i18n::catalog;
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

/// The mute toggle (`data-testid="mute"`, pressed while muted); writes `settings.sounds`.
#[component]
pub fn MuteToggle() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let muted = move || ctx.settings.with(|s| !s.sounds);
    view! {
        <button
            type="button"
            class="btn mute"
            data-testid="mute"
            aria-pressed=move || if muted() { "true" } else { "false" }
            title=c.actions.sounds
            on:click=move |_| ctx.update_settings(|s| s.sounds = !s.sounds)
        >
            <span aria-hidden="true">{move || c.actions.sound_icons[usize::from(muted())]}</span>
            " "
            {c.actions.sounds}
        </button>
    }
}
