//! The board for screen readers as a wasm module of its own ([`kaissa::access`]): loaded by
//! `src/boot.mjs` once the app is on screen and the browser idle (Trunk builds it like the
//! lessons' module, as `access.js` + `access_bg.wasm`), it names the squares from the page's DOM
//! and follows every change. It shares nothing with the start-up module but the DOM.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    if let Err(e) = kaissa::access::start() {
        web_sys::console::error_2(&"Kaissa: the board cannot be named for screen readers:".into(), &e);
    }
}

/// The module only exists in the browser; natively this binary does nothing (so that
/// `cargo test --workspace` builds it without a browser).
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
