//! Kaissa: chess in the browser, offline, for beginners. This binary only mounts the app.

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic's message in the console, where a panic has one: the optimised build's panics
    // abort at once (scripts/env.sh), before any hook, so there the hook would only be bytes.
    #[cfg(not(panic = "immediate-abort"))]
    console_error_panic_hook::set_once();
    // The texts first (the start-up module carries none; their file is already on its way).
    // wasm-bindgen's own spawner: Leptos's executor is set up by the mount below.
    wasm_bindgen_futures::spawn_local(async {
        let boot = leptos::prelude::document().get_element_by_id("boot");
        if !kaissa::language::start().await {
            // Said as index.html's loading screen says any failure to start (src/boot.mjs).
            web_sys::console::error_1(&"Kaissa could not start: its texts could not be loaded".into());
            if let Some(boot) = boot {
                let _ = boot.set_attribute("class", "boot boot-no-texts");
            }
            return;
        }
        kaissa::app::start();
        // The app is on screen: the loading screen of index.html goes.
        if let Some(boot) = boot {
            boot.remove();
        }
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Kaissa is a web app: build and serve it with `bash scripts/serve.sh`.");
}
