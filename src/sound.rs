//! Sounds, synthesised with the Web Audio API (no sound files): a few short tones per sound,
//! shaped by a gain envelope. Which sound goes with what is decided in
//! [`kaissa_app_core::session::sound`]; this module only plays it.
//!
//! Browsers let a page make sound only after the user has interacted with it (autoplay policy):
//! the `AudioContext` may start suspended, and is resumed on the first sound and on the user's
//! first press or key.
//!
//! The page's first `AudioContext` starts the browser's audio service, which takes the main
//! thread for 150–185 ms in Chromium here (measured 2026-11-30; later contexts take 2–9 ms).
//! Created on the first sound, that pause fell on the first move — or, when the computer moves
//! first, into its thinking. So [`warm_up_later`] creates it a second after start-up, when the page
//! is idle, and nobody is waiting for it.

use kaissa_app_core::session::sound::{sound_code, tones, Tone, Wave};
pub use kaissa_app_core::Sound;
use std::cell::{Cell, RefCell};
use wasm_bindgen::{closure::Closure, JsCast};
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
    mark_root("data-last-sound", sound_code(sound));
    AUDIO.with_borrow_mut(|audio| {
        let Some(ctx) = audio_context(audio) else { return };
        resume(ctx);
        let now = ctx.current_time();
        for t in tones(sound) {
            let _ = beep(ctx, now, t);
        }
    });
}

/// How long after start-up the audio engine is started (the board is interactive well before).
const WARM_UP_AFTER_MS: u32 = 1_000;

/// How long after that it waits at most for an idle period.
const IDLE_AT_MOST_MS: u32 = 1_500;

/// Starts the browser's audio engine a second after start-up, in an idle period, if sounds are on
/// (see the module's notes), and resumes it on the user's first press or key (browsers that keep a
/// context suspended until a gesture then play the computer's first move too).
pub fn warm_up_later() {
    gloo_timers::callback::Timeout::new(WARM_UP_AFTER_MS, || {
        let create = || {
            if enabled() {
                AUDIO.with_borrow_mut(|audio| {
                    let _ = audio_context(audio);
                });
            }
        };
        let Some(window) = web_sys::window() else { return };
        let idle = Closure::once_into_js(create);
        // A page that is never idle (a busy phone) still gets its audio engine, a little later.
        let options = web_sys::IdleRequestOptions::new();
        options.set_timeout(IDLE_AT_MOST_MS);
        // Safari has no requestIdleCallback: there the timer alone has to do.
        if window.request_idle_callback_with_options(idle.unchecked_ref(), &options).is_err() {
            create();
        }
        let on_gesture = Closure::<dyn Fn()>::new(|| {
            AUDIO.with_borrow(|audio| {
                if let Some(ctx) = audio {
                    resume(ctx);
                }
            });
        });
        for event in ["pointerdown", "keydown"] {
            let _ = window.add_event_listener_with_callback(event, on_gesture.as_ref().unchecked_ref());
        }
        // Lives as long as the page (resuming a running context does nothing).
        on_gesture.forget();
    })
    .forget();
}

/// The page's audio context, created the first time (`None` where Web Audio is missing). Tests
/// read `data-audio="ready"` on the root element to know the engine is up.
fn audio_context(audio: &mut Option<AudioContext>) -> Option<&AudioContext> {
    if audio.is_none() {
        *audio = AudioContext::new().ok();
        if audio.is_some() {
            mark_root("data-audio", "ready");
        }
    }
    audio.as_ref()
}

/// Sets an attribute on the root element, for tests and measurements to read.
fn mark_root(name: &str, value: &str) {
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = root.set_attribute(name, value);
    }
}

/// Resumes a context the browser suspended (autoplay policy).
fn resume(ctx: &AudioContext) {
    if ctx.state() == AudioContextState::Suspended {
        let _ = ctx.resume();
    }
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
