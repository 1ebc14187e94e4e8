//! One engine worker, as lines of UCI: started from the engine's loader
//! (`engine_worker_loader.js`), spoken to with [`UciWorker::send`], heard through the `on_line`
//! it was started with. Each module of the app that needs an engine of its own starts one: the
//! Play screen's opponent ([`super::worker`]), the coach's review and guard (the dialogs' module,
//! which shares no memory with the start-up module, and whose searches must not disturb the
//! opponent's game, level and hash table). Dropping the handle ends the worker, which is how a
//! review is stopped: whatever it was searching stops with it.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// Where the worker's loader is, relative to the page (so the site works under any sub-path).
const LOADER: &str = "./engine_worker_loader.js";

/// A running worker and its handlers, which live as long as it does.
pub struct UciWorker {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl UciWorker {
    /// Starts a worker: each line it says goes to `on_line`; if it cannot be loaded or fails, the
    /// browser's reason goes to `on_error`. `Err` when the browser refuses to start a worker at
    /// all. The engine starts at its full strength; nothing is sent yet.
    pub fn start(
        mut on_line: impl FnMut(&str) + 'static,
        mut on_error: impl FnMut(String) + 'static,
    ) -> Result<UciWorker, String> {
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
            // A worker script that cannot be loaded fires a plain `Event`, not an `ErrorEvent`
            // (reading its message would throw, and whoever waits would never be answered).
            on_error(
                ev.dyn_ref::<ErrorEvent>().map_or_else(|| format!("{LOADER}: {}", ev.type_()), ErrorEvent::message),
            );
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error_event.as_ref().unchecked_ref()));
        Ok(UciWorker { worker, _on_message: on_message, _on_error: on_error_event })
    }

    /// Sends `line` to the worker, as one message.
    pub fn post(&self, line: &str) {
        let _ = self.worker.post_message(&JsValue::from_str(line));
    }

    /// Sends `lines` to the worker, one message each.
    pub fn send(&self, lines: &[String]) {
        for line in lines {
            self.post(line);
        }
    }
}

impl Drop for UciWorker {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}
