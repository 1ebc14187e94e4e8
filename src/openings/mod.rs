//! The opening's name in the Play screen's move list (issue 23), during the game and after it:
//! "C60 Ruy Lopez" under the list's heading once the game has reached a named position, the
//! last one it reached (a game that leaves the list keeps its last name; a transposition finds
//! the position's name, as on lichess). A game from a set-up position has none.
//!
//! It lives in the page's later module (`src/bin/access.rs`, loaded by `src/boot.mjs` once the
//! app is on screen), not in the start-up module: the list of openings is 50 KB gzipped, and the
//! code that reads it would be counted in the start-up bytes. Like the board for screen readers
//! beside it, it reads the game through the DOM contract (the move list's `data-start-fen` and
//! each ply's `data-san`) and follows it with a `MutationObserver`. The list is fetched after the
//! first move of a game from the standard start ([`book::load`], read a piece per task).
//!
//! DOM: `data-testid="opening-name"` with `data-eco` (the ECO code) inside
//! `data-testid="moves"`; the name is the list's English one (as lichess shows it in every
//! language), marked `lang="en"` for screen readers.

pub mod book;

use kaissa_app_core::openings::{can_be_named, OpeningBook};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, MutationObserver, MutationObserverInit};

/// Where the list of openings stands in this page.
enum Book {
    /// Not fetched: no game from the start has had a move yet.
    Unasked,
    /// Being fetched and read.
    Loading,
    /// Read.
    Ready(OpeningBook),
    /// Could not be fetched or read (said once on the console; then no name is shown).
    Failed,
}

thread_local! {
    static BOOK: RefCell<Book> = const { RefCell::new(Book::Unasked) };
    /// Whether a listener waits for `late.css` to load.
    static WAITING_FOR_STYLE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Whether `late.css` has loaded (or failed to): the name need not wait any more.
    static STYLE_SETTLED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The game last named (its first position and moves, one string) and its name: a change of
    /// anything else on the page does not replay the game again.
    static LAST: RefCell<(String, Option<(String, String)>)> = RefCell::default();
}

/// What the move list should show for a game.
enum Naming {
    /// This ECO code and name.
    Named(String, String),
    /// Nothing (no move yet, a set-up position, no named position reached, no list).
    Nothing,
    /// Not known until the list is read: keep what is shown.
    Waiting,
}

/// Names the game's opening in the move list now and after every move, for the life of the page.
///
/// # Errors
/// When the page has no document or the browser no `MutationObserver`.
pub fn start() -> Result<(), JsValue> {
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    show(&document);
    let seen = document.clone();
    let on_change = Closure::<dyn FnMut(js_sys::Array)>::new(move |_: js_sys::Array| show(&seen));
    let observer = MutationObserver::new(on_change.as_ref().unchecked_ref())?;
    let options = MutationObserverInit::new();
    options.set_subtree(true);
    // A move adds a ply to the list (or redraws it); a new game empties it.
    options.set_child_list(true);
    options.set_attribute_filter(
        &["data-san", "data-start-fen"].iter().map(|a| JsValue::from_str(a)).collect::<js_sys::Array>(),
    );
    let body = document.body().ok_or("no body")?;
    observer.observe_with_options(&body, &options)?;
    // The observer calls back for as long as the page lives.
    on_change.forget();
    Ok(())
}

/// The opening of the game on the move list, fetching the list of openings when first needed.
fn naming(start_fen: &str, sans: &[String]) -> Naming {
    if sans.is_empty() || !can_be_named(start_fen) {
        return Naming::Nothing;
    }
    let key = format!("{start_fen} {}", sans.join(" "));
    if let Some(known) = LAST.with(|last| (last.borrow().0 == key).then(|| last.borrow().1.clone())) {
        return known.map_or(Naming::Nothing, |(eco, name)| Naming::Named(eco, name));
    }
    let named = BOOK.with(|book| match &*book.borrow() {
        Book::Ready(book) => Some(book.name_of(start_fen, sans).map(|o| (o.eco.clone(), o.name.clone()))),
        Book::Failed => Some(None),
        Book::Unasked | Book::Loading => None,
    });
    let Some(named) = named else {
        fetch_book();
        return Naming::Waiting;
    };
    LAST.with(|last| *last.borrow_mut() = (key, named.clone()));
    named.map_or(Naming::Nothing, |(eco, name)| Naming::Named(eco, name))
}

/// Starts fetching the list of openings, once; names the game again when it is read.
fn fetch_book() {
    let asked = BOOK.with(|book| {
        let mut book = book.borrow_mut();
        let unasked = matches!(*book, Book::Unasked);
        if unasked {
            *book = Book::Loading;
        }
        unasked
    });
    if !asked {
        return;
    }
    wasm_bindgen_futures::spawn_local(async {
        let read = match book::load().await {
            Ok(read) => Book::Ready(read),
            Err(e) => {
                web_sys::console::warn_1(&format!("Kaissa: the openings list could not be read: {e}").into());
                Book::Failed
            }
        };
        BOOK.with(|book| *book.borrow_mut() = read);
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            show(&document);
        }
    });
}

/// Shows the move list's game's opening, or takes the name away, writing only what differs (its
/// own writes call the observer again and must find nothing to do).
fn show(document: &Document) {
    let Ok(Some(list)) = document.query_selector("[data-testid=\"moves\"]") else { return };
    let start_fen = list.get_attribute("data-start-fen").unwrap_or_default();
    let sans: Vec<String> = match list.query_selector_all("[data-ply][data-san]") {
        Ok(plies) => (0..plies.length())
            .filter_map(|i| plies.item(i)?.dyn_into::<Element>().ok()?.get_attribute("data-san"))
            .collect(),
        Err(_) => return,
    };
    if !styled(document) {
        return;
    }
    let shown = list.query_selector(":scope > [data-testid=\"opening-name\"]").ok().flatten();
    match (naming(&start_fen, &sans), shown) {
        (Naming::Waiting, _) | (Naming::Nothing, None) => {}
        (Naming::Nothing, Some(el)) => el.remove(),
        (Naming::Named(eco, name), shown) => {
            let el = match shown {
                Some(el) => el,
                None => match place(document, &list) {
                    Ok(el) => el,
                    Err(e) => return web_sys::console::error_2(&"Kaissa: the opening cannot be named:".into(), &e),
                },
            };
            if el.get_attribute("data-eco").as_deref() != Some(&eco) {
                let _ = el.set_attribute("data-eco", &eco);
            }
            for (selector, text) in [(".opening-eco", &eco), (".opening-title", &name)] {
                if let Ok(Some(part)) = el.query_selector(selector) {
                    if part.text_content().as_deref() != Some(text.as_str()) {
                        part.set_text_content(Some(text));
                    }
                }
            }
        }
    }
}

/// Whether the name's look (`style/late.css`, which `src/boot.mjs` links just before it loads
/// this module) is there. Until it is, a name would be a plain paragraph with a browser's
/// margins, pushing the panel down for a moment (a phone's menu button went below the screen's
/// edge in a test); so the name waits for the sheet's `load` and comes then.
fn styled(document: &Document) -> bool {
    if STYLE_SETTLED.get() {
        return true;
    }
    let Ok(Some(link)) = document.query_selector("link[rel=\"stylesheet\"][href$=\"late.css\"]") else {
        // No such link (a page without boot.mjs's styles): nothing to wait for.
        return true;
    };
    let sheet = crate::language::property(&link, "sheet");
    if !sheet.is_null() && !sheet.is_undefined() {
        STYLE_SETTLED.set(true);
        return true;
    }
    // One listener, however many changes come while the sheet loads (it loads once).
    if !WAITING_FOR_STYLE.replace(true) {
        let again = Closure::once_into_js(|| {
            STYLE_SETTLED.set(true);
            if let Some(document) = web_sys::window().and_then(|w| w.document()) {
                show(&document);
            }
        });
        // A sheet that cannot load fires `error` instead: the name comes unstyled then.
        let _ = link.add_event_listener_with_callback("load", again.unchecked_ref());
        let _ = link.add_event_listener_with_callback("error", again.unchecked_ref());
    }
    false
}

/// A new, empty name line under the move list's heading (at the list's top when it has none).
fn place(document: &Document, list: &Element) -> Result<Element, JsValue> {
    let el = document.create_element("p")?;
    el.set_class_name("opening-name");
    el.set_attribute("data-testid", "opening-name")?;
    let eco = document.create_element("span")?;
    eco.set_class_name("opening-eco");
    let title = document.create_element("span")?;
    title.set_class_name("opening-title");
    // The list's names are English, whatever the page's language: a screen reader says them so.
    title.set_attribute("lang", "en")?;
    el.append_with_node_2(&eco, &title)?;
    let heading = list.query_selector(":scope > .moves-heading")?;
    let before = match heading {
        Some(heading) => heading.next_sibling(),
        None => list.first_child(),
    };
    list.insert_before(&el, before.as_ref())?;
    Ok(el)
}
