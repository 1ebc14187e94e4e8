//! The page's later module: loaded by `src/boot.mjs` once the app is on screen and the browser
//! idle (Trunk builds it like the lessons' module, as `access.js` + `access_bg.wasm`), it adds
//! what reads the game from the page's DOM and follows every change: the board for screen
//! readers ([`kaissa::access`]) and the opening's name in the move list
//! ([`kaissa::openings`]). It shares nothing with the start-up module but the DOM. (One module
//! for both: the page fetches one file after the start, and the two share the rules core's code.)

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic's message in the console, where a panic has one: the optimised build's panics
    // abort at once (scripts/env.sh), before any hook, so there the hook would only be bytes.
    #[cfg(not(panic = "immediate-abort"))]
    console_error_panic_hook::set_once();
    if let Err(e) = kaissa::access::start() {
        web_sys::console::error_2(&"Kaissa: the board cannot be named for screen readers:".into(), &e);
    }
    if let Err(e) = kaissa::openings::start() {
        web_sys::console::error_2(&"Kaissa: the opening cannot be named in the move list:".into(), &e);
    }
}

/// The module only exists in the browser; natively this binary does nothing (so that
/// `cargo test --workspace` builds it without a browser).
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
