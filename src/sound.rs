//! Sounds, synthesised with the Web Audio API (no sound files): a few short tones per sound,
//! shaped by a gain envelope. Which sound goes with what is decided in
//! [`crate::game::sound_choice`]; this module only plays it.
//!
//! Browsers let a page make sound only after the user has interacted with it (autoplay policy),
//! so the `AudioContext` is created lazily, on the first sound — which follows a click or a tap
//! on the board — and resumed if the browser suspended it.

use crate::game::sound_choice::{sound_code, tones, Tone, Wave};
pub use crate::game::Sound;
use std::cell::{Cell, RefCell};
use web_sys::{AudioContext, AudioContextState, OscillatorType};

thread_local! {
    static AUDIO: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
    static ENABLED: Cell<bool> = const { Cell::new(true) };
}

/// Turns sounds on or off (the `sounds` setting; the Play screen keeps this in step with it).
pub fn set_enabled(on: bool) {
    ENABLED.set(on);
}

/// Whether sounds are on.
#[must_use]
pub fn enabled() -> bool {
    ENABLED.get()
}

/// Plays `sound`, unless sounds are off. Never fails: a browser without Web Audio stays silent.
pub fn play(sound: Sound) {
    if !enabled() {
        return;
    }
    // Tests read which sound was played last.
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-last-sound", sound_code(sound));
    }
    AUDIO.with_borrow_mut(|audio| {
        if audio.is_none() {
            *audio = AudioContext::new().ok();
        }
        let Some(ctx) = audio.as_ref() else { return };
        if ctx.state() == AudioContextState::Suspended {
            let _ = ctx.resume();
        }
        let now = ctx.current_time();
        for t in tones(sound) {
            let _ = beep(ctx, now, t);
        }
    });
}

/// One tone: an oscillator through a gain with a 5 ms attack and an exponential fade.
fn beep(ctx: &AudioContext, now: f64, t: &Tone) -> Result<(), wasm_bindgen::JsValue> {
    let osc = ctx.create_oscillator()?;
    osc.set_type(match t.wave {
        Wave::Sine => OscillatorType::Sine,
        Wave::Triangle => OscillatorType::Triangle,
        Wave::Square => OscillatorType::Square,
    });
    osc.frequency().set_value(t.freq);
    let gain = ctx.create_gain()?;
    let start = now + t.at;
    let g = gain.gain();
    g.set_value_at_time(0.0, start)?;
    g.linear_ramp_to_value_at_time(t.gain, start + 0.005)?;
    g.exponential_ramp_to_value_at_time(0.0001, start + t.len)?;
    osc.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&ctx.destination())?;
    osc.start_with_when(start)?;
    osc.stop_with_when(start + t.len + 0.02)?;
    Ok(())
}
