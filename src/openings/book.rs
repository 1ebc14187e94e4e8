//! The openings list, fetched and read in the browser: lichess's chess-openings (CC0) stored in
//! the project (`crates/app-core/data/openings`, copied beside the page by Trunk and cached by
//! the service worker for offline use), read by [`kaissa_app_core::openings::OpeningBook`]. It
//! is fetched only by the modules that name openings (the review's and the later module that
//! names a game's opening in the move list), never by the start-up module: 50 KB gzipped that
//! the first screen does not need.

use kaissa_app_core::openings::{pieces, OpeningBook};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The list's files, by the first letter of their ECO codes.
const FILES: [&str; 5] = ["a", "b", "c", "d", "e"];

/// How many of the list's lines are read in one task: about 4 ms on this machine, 20 ms on a
/// phone four or five times slower, well under the 50 ms a page may take without feeling stuck
/// (a whole file at once took up to 30 ms here: scripts/measure-review.mjs).
pub const LINES_PER_TASK: usize = 200;

/// The text at `url` (relative to the page), or the browser's reason.
async fn fetch_text(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response = JsFuture::from(window.fetch_with_str(url)).await.map_err(|e| format!("{url}: {e:?}"))?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| format!("{url}: not a response"))?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(|e| format!("{url}: {e:?}"))?)
        .await
        .map_err(|e| format!("{url}: {e:?}"))?;
    text.as_string().ok_or_else(|| format!("{url}: not text"))
}

/// The whole list, fetched and read; `Err` with the reason (then no opening is named).
/// [`LINES_PER_TASK`] lines are read per task, so that the main thread never stays long.
pub async fn load() -> Result<OpeningBook, String> {
    let mut book = OpeningBook::empty();
    for file in FILES {
        let url = format!("./openings/{file}.tsv");
        let text = fetch_text(&url).await?;
        // An error's line number counts from its piece's first line, which is said with it.
        let mut first_line = 1;
        for piece in pieces(&text, LINES_PER_TASK) {
            book.add(piece).map_err(|e| format!("{url}, the piece from line {first_line}: {e}"))?;
            first_line += LINES_PER_TASK;
            // A task of its own for the next piece: what waits (input, drawing) runs first.
            gloo_timers::future::TimeoutFuture::new(0).await;
        }
    }
    Ok(book)
}
