//! Kaissa: chess in the browser, offline, for beginners. This binary only mounts the app.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(|| leptos::view! { <p>"…"</p> });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Kaissa is a web app: build it with `bash scripts/serve.sh` (Trunk).");
}
