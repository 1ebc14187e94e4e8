//! The Learn page as a wasm module of its own, loaded the first time the page is opened.
//!
//! The lessons (their texts, the curriculum, the runner and their views) are about a sixth of the
//! app's code, and most visits only play. So the start-up module (`src/main.rs`) does not link
//! them: its [`LearnHost`](kaissa::lessons::host) fetches this module (Trunk builds it like the
//! engine worker, as `lessons.js` + `lessons_bg.wasm`, with wasm-bindgen's `web` target) and asks
//! it to [`mount`] the page into the host's element, and to [`unmount`] it when the page is left.
//! Both modules run their own Leptos; they share nothing but the DOM and localStorage.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
}

/// The module only exists in the browser; natively this binary does nothing (so that
/// `cargo test --workspace` builds it without a browser).
#[cfg(not(target_arch = "wasm32"))]
fn main() {}

#[cfg(target_arch = "wasm32")]
pub use page::{mount, unmount};

#[cfg(target_arch = "wasm32")]
mod page {
    use kaissa::lazy::guest;
    use wasm_bindgen::prelude::*;

    /// Builds the Learn page afresh inside `root` (replacing a page mounted before, if any).
    #[wasm_bindgen]
    pub fn mount(root: web_sys::HtmlElement) {
        guest::mount(root, kaissa::lessons::view::LearnPage);
    }

    /// Removes the Learn page, if it is mounted.
    #[wasm_bindgen]
    pub fn unmount() {
        guest::unmount();
    }
}
