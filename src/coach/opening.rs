//! The opening's name for the review (issue 23), from lichess's chess-openings list (CC0) stored
//! in the project (`crates/app-core/data/openings`, copied beside the page by Trunk and cached by
//! the service worker for offline use). It is fetched only when a review opens — 50 KB gzipped
//! that no other screen needs — and read by [`kaissa_app_core::openings::OpeningBook`].

use kaissa_app_core::openings::OpeningBook;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The list's files, by the first letter of their ECO codes.
const FILES: [&str; 5] = ["a", "b", "c", "d", "e"];

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

/// The whole list, fetched and read; `Err` with the reason (the review then names no opening).
/// One file is read per task: reading all five at once kept the main thread for 80 ms
/// (scripts/measure-review.mjs), more than the 50 ms a page may take without feeling stuck.
pub async fn load() -> Result<OpeningBook, String> {
    let mut book = OpeningBook::empty();
    for file in FILES {
        let url = format!("./openings/{file}.tsv");
        let text = fetch_text(&url).await?;
        book.add(&text).map_err(|e| format!("{url}: {e}"))?;
    }
    Ok(book)
}
