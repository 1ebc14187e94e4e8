//! The engine's Web Worker: a [`kaissa_engine::UciSession`] that speaks UCI over `postMessage`,
//! one line per message both ways, exactly as the native `kaissa-uci` does over stdin/stdout.
//!
//! A worker has a single thread, so a search cannot run to its end in one go and still hear a
//! `stop`: it runs in slices of about [`SLICE_MS`], and between slices the worker returns to its
//! event loop (through a `MessageChannel`, which, unlike a nested `setTimeout(0)`, is not clamped
//! to 4 ms) so that any message that arrived meanwhile is handled first.

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic's message in the console, where a panic has one: the optimised build's panics
    // abort at once (scripts/env.sh), before any hook, so there the hook would only be bytes.
    #[cfg(not(panic = "immediate-abort"))]
    console_error_panic_hook::set_once();
    worker::start();
}

/// The worker only exists in the browser; natively this binary does nothing (so that
/// `cargo test --workspace` builds it without a browser).
#[cfg(not(target_arch = "wasm32"))]
fn main() {}

/// How long one slice of search may run before the worker looks at its messages, in ms. The
/// pause callback is polled every 2048 nodes, so a slice may overrun by a millisecond or so.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
const SLICE_MS: f64 = 20.0;

#[cfg(target_arch = "wasm32")]
mod worker {
    use super::SLICE_MS;
    use kaissa_engine::UciSession;
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageChannel, MessageEvent, Performance};

    /// Everything the worker keeps between messages.
    struct Engine {
        session: UciSession,
        scope: DedicatedWorkerGlobalScope,
        performance: Option<Performance>,
        /// Wakes the worker for the next slice.
        channel: MessageChannel,
        /// Whether a slice is already scheduled.
        scheduled: bool,
    }

    impl Engine {
        /// Milliseconds from the worker's `performance.now()` (or `Date.now()` if it has none).
        fn now(&self) -> f64 {
            self.performance.as_ref().map_or_else(js_sys::Date::now, Performance::now)
        }

        fn post(&self, lines: Vec<String>) {
            for line in lines {
                // Posting a string cannot fail short of the worker being torn down.
                let _ = self.scope.post_message(&JsValue::from_str(&line));
            }
        }

        /// Handles one message (normally one line; several lines are taken in order).
        fn on_message(&mut self, text: &str) {
            for line in text.lines() {
                let perf = self.performance.clone();
                let clock = move || perf.as_ref().map_or_else(js_sys::Date::now, Performance::now);
                let out = self.session.handle(line, &clock);
                self.post(out);
                if self.session.wants_to_quit() {
                    self.scope.close();
                    return;
                }
            }
            self.schedule();
        }

        /// Runs the search for one slice, then schedules the next one if it is not done.
        fn slice(&mut self) {
            self.scheduled = false;
            let perf = self.performance.clone();
            let clock = move || perf.as_ref().map_or_else(js_sys::Date::now, Performance::now);
            let end = self.now() + SLICE_MS;
            // A search bounded by nodes or depth alone (the coach's) runs each iteration whole,
            // so that its result never depends on where a slice ends; messages then wait for the
            // iteration's end (the coach stops a review by ending the worker).
            let whole = self.session.search_is_reproducible();
            // `step` runs at most one iteration: early iterations take microseconds, so keep
            // stepping until the slice is used up.
            while self.session.needs_step() {
                let out = self.session.step(&clock, &mut || !whole && clock() >= end);
                self.post(out);
                if clock() >= end {
                    break;
                }
            }
            self.schedule();
        }

        fn schedule(&mut self) {
            if self.session.needs_step() && !self.scheduled {
                self.scheduled = true;
                let _ = self.channel.port2().post_message(&JsValue::NULL);
            }
        }
    }

    /// Sets the worker up: answers messages from the page and runs the search in slices.
    pub fn start() {
        // The search's slider attacks by table lookup (the page itself walks the rays instead and
        // starts sooner); filled now, before the first `go`, so no search pays for it.
        kaissa_rules::attacks::prepare_fast_attacks();
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let channel = match MessageChannel::new() {
            Ok(c) => c,
            Err(e) => {
                let text = format!("info string fatal: no MessageChannel in this worker: {e:?}");
                let _ = scope.post_message(&JsValue::from_str(&text));
                return;
            }
        };
        let performance = scope.performance();
        let engine = Rc::new(RefCell::new(Engine {
            session: UciSession::new(),
            scope: scope.clone(),
            performance,
            channel: channel.clone(),
            scheduled: false,
        }));

        let on_slice = {
            let engine = Rc::clone(&engine);
            Closure::<dyn FnMut(MessageEvent)>::new(move |_: MessageEvent| {
                if let Ok(mut e) = engine.try_borrow_mut() {
                    e.slice();
                }
            })
        };
        channel.port1().set_onmessage(Some(on_slice.as_ref().unchecked_ref()));
        on_slice.forget(); // lives as long as the worker

        let on_message = {
            let engine = Rc::clone(&engine);
            Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
                let Some(text) = ev.data().as_string() else {
                    let text = "info string error: expected a UCI line as a string";
                    let _ = engine.borrow().scope.post_message(&JsValue::from_str(text));
                    return;
                };
                if let Ok(mut e) = engine.try_borrow_mut() {
                    e.on_message(&text);
                }
            })
        };
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
    }
}
