//! Kaissa: chess in the browser, offline, for beginners. This binary only mounts the app.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(kaissa::app::App);
    // The app is on screen: the loading screen of index.html goes.
    if let Some(boot) = leptos::prelude::document().get_element_by_id("boot") {
        boot.remove();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Kaissa is a web app: build and serve it with `bash scripts/serve.sh`.");
}
