//! The review's own engine worker (issue 23). The review runs in the dialogs' module, which
//! shares no memory with the start-up module, so it starts a worker of its own from the same
//! files (`engine_worker_loader.js`) — the Play screen's worker keeps its game, its level and its
//! hash table. The worker speaks plain UCI; the review sends `position fen …` and `go nodes …`
//! and reads the `info` and `bestmove` lines back. Dropping the handle ends the worker, which is
//! how a review is stopped: whatever it was searching stops with it.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// Where the worker's loader is, relative to the page (the Play screen's worker uses the same).
const LOADER: &str = "./engine_worker_loader.js";

/// A running worker and its handlers, which live as long as it does.
pub struct ReviewEngine {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl ReviewEngine {
    /// Starts a worker at full strength: each line it says goes to `on_line`; if it cannot be
    /// loaded or fails, the browser's reason goes to `on_error`. `Err` when the browser refuses
    /// to start a worker at all.
    pub fn start(
        mut on_line: impl FnMut(&str) + 'static,
        mut on_error: impl FnMut(String) + 'static,
    ) -> Result<ReviewEngine, String> {
        let worker = Worker::new(LOADER).map_err(|e| format!("{e:?}"))?;
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
            if let Some(text) = ev.data().as_string() {
                for line in text.lines() {
                    on_line(line);
                }
            }
        });
        let on_error_event = Closure::<dyn FnMut(Event)>::new(move |ev: Event| {
            ev.prevent_default();
            // A worker script that cannot be loaded fires a plain `Event`, not an `ErrorEvent`.
            on_error(
                ev.dyn_ref::<ErrorEvent>().map_or_else(|| format!("{LOADER}: {}", ev.type_()), ErrorEvent::message),
            );
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error_event.as_ref().unchecked_ref()));
        let engine = ReviewEngine { worker, _on_message: on_message, _on_error: on_error_event };
        // The engine's default level is its full strength, as a review needs.
        engine.send(&["uci".to_owned(), "isready".to_owned()]);
        Ok(engine)
    }

    /// Sends `lines` to the worker, one message each.
    pub fn send(&self, lines: &[String]) {
        for line in lines {
            let _ = self.worker.post_message(&JsValue::from_str(line));
        }
    }
}

impl Drop for ReviewEngine {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}
