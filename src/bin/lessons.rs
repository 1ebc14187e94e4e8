//! The Learn page as a wasm module of its own, loaded the first time the page is opened.
//!
//! The lessons (their texts, the curriculum, the runner and their views) are about a sixth of the
//! app's code, and most visits only play. So the start-up module (`src/main.rs`) does not link
//! them: its `LearnHost` (`src/lessons/host.rs`) fetches this module (Trunk builds it like the
//! engine worker, as `lessons.js` + `lessons_bg.wasm`, with wasm-bindgen's `web` target) and asks
//! it to `mount` the page ([`Entry::Lessons`](kaissa_app_core::modules::Entry::Lessons)) into the
//! host's element, and to `unmount` it when the page is left.
//! Both modules run their own Leptos; they share nothing but the DOM and localStorage. The page's
//! CSS (`style/learn-page.css`) comes with this module too.

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic's message in the console, where a panic has one: the optimised build's panics
    // abort at once (scripts/env.sh), before any hook, so there the hook would only be bytes.
    #[cfg(not(panic = "immediate-abort"))]
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
    use kaissa_app_core::modules::{Entry, Module};
    use wasm_bindgen::prelude::*;

    /// Builds the view that `request` (an [`Entry`] in JSON) asks for inside `root`, replacing
    /// the view mounted before, if any: here only the Learn page, which answers nothing, so
    /// `_done` is never called.
    #[wasm_bindgen]
    pub fn mount(root: web_sys::HtmlElement, request: String, _done: js_sys::Function) -> Result<(), JsValue> {
        // Every entry point is named here, so a new one does not compile until it is placed.
        match guest::request(&request)? {
            Entry::Lessons => {
                // The page's CSS comes with this module, so the start-up HTML does not carry it.
                guest::add_style("learn-page-css", include_str!("../../style/learn-page.css"));
                guest::mount(root, kaissa::lessons::view::LearnPage);
            }
            other @ (Entry::NewGame { .. }
            | Entry::PgnExport(_)
            | Entry::PgnImport
            | Entry::History
            | Entry::Settings(_)
            | Entry::Welcome
            | Entry::Menu(_)
            | Entry::LoadFen
            | Entry::PlayComputer { .. }
            | Entry::Editor { .. }
            | Entry::Review
            | Entry::Guard { .. }) => return Err(JsValue::from(other.point().not_in(Module::Lessons).to_string())),
        }
        Ok(())
    }

    /// Removes the Learn page from `root`, if it is mounted there.
    #[wasm_bindgen]
    pub fn unmount(root: web_sys::HtmlElement) {
        guest::unmount(&root);
    }
}
