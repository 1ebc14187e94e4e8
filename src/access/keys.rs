//! The list of keys (`?` on a board, or the move field's "Keys" button): a dialog that shows
//! every keyboard command and board key with what it does, in the page's language
//! ([`kaissa_app_core::access::help`]).
//!
//! It is a modal dialog of the app's look (`.modal`, `style/dialogs.css`, brought along in case
//! the dialogs' module has not added it yet), named by its heading and described by its first
//! sentence; `src/lazy/loader.js` gives it the keyboard's focus (its Close button), keeps Tab
//! inside it, closes it with Escape (`data-cancel`) and gives the focus back to what opened it.

use kaissa_app_core::access::{access_texts, help};
use kaissa_app_core::i18n::Catalog;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element};

/// The dialog's test id (its backdrop has none: a click on it closes the dialog).
const DIALOG: &str = "keys-dialog";

/// Shows the list of keys, unless it is open already.
pub fn show(document: &Document, c: &Catalog) {
    if document.query_selector(&format!("[data-testid=\"{DIALOG}\"]")).ok().flatten().is_some() {
        return;
    }
    crate::lazy::guest::add_style("dialogs-css", include_str!("../../style/dialogs.css"));
    if let Err(e) = build(document, c) {
        web_sys::console::error_2(&"Kaissa: the list of keys could not be shown:".into(), &e);
    }
}

/// An element `tag` with `attributes` and, if given, `text`.
fn element(
    document: &Document,
    tag: &str,
    attributes: &[(&str, &str)],
    text: Option<&str>,
) -> Result<Element, JsValue> {
    let el = document.create_element(tag)?;
    for (name, value) in attributes {
        el.set_attribute(name, value)?;
    }
    if text.is_some() {
        el.set_text_content(text);
    }
    Ok(el)
}

/// Builds the dialog over the page.
fn build(document: &Document, c: &Catalog) -> Result<(), JsValue> {
    let w = access_texts(c);
    let backdrop = element(document, "div", &[("class", "modal-backdrop")], None)?;
    let dialog = element(
        document,
        "div",
        &[
            ("class", "modal keys-dialog"),
            ("role", "dialog"),
            ("aria-modal", "true"),
            ("aria-labelledby", "kaissa-keys-title"),
            ("aria-describedby", "kaissa-keys-intro"),
            ("data-testid", DIALOG),
            ("lang", c.lang),
        ],
        None,
    )?;
    let title = element(document, "h2", &[("id", "kaissa-keys-title")], Some(w.help_title))?;
    let intro = element(document, "p", &[("id", "kaissa-keys-intro")], Some(w.help_intro))?;
    dialog.append_child(&title)?;
    dialog.append_child(&intro)?;
    let list = element(document, "dl", &[("class", "keys-list")], None)?;
    for (key, what) in help(c) {
        let item = element(document, "div", &[], None)?;
        let term = element(document, "dt", &[], None)?;
        let kbd = element(document, "kbd", &[], Some(key))?;
        let said = element(document, "dd", &[], Some(what))?;
        term.append_child(&kbd)?;
        item.append_child(&term)?;
        item.append_child(&said)?;
        list.append_child(&item)?;
    }
    dialog.append_child(&list)?;
    let actions = element(document, "div", &[("class", "modal-actions")], None)?;
    let close = element(
        document,
        "button",
        &[
            ("type", "button"),
            ("class", "btn primary"),
            ("data-testid", "keys-close"),
            ("data-cancel", ""),
            ("data-autofocus", ""),
        ],
        Some(w.help_close),
    )?;
    actions.append_child(&close)?;
    dialog.append_child(&actions)?;
    backdrop.append_child(&dialog)?;
    // Closed by its button (Escape presses it too) or a click beside the dialog.
    let shown = backdrop.clone();
    let on_close = Closure::<dyn FnMut(web_sys::MouseEvent)>::new(move |ev: web_sys::MouseEvent| {
        let target = ev.target().and_then(|t| t.dyn_into::<Element>().ok());
        let beside = target.as_ref() == Some(&shown);
        let on_button = target.and_then(|t| t.closest("[data-cancel]").ok().flatten()).is_some();
        if beside || on_button {
            shown.remove();
        }
    });
    backdrop.add_event_listener_with_callback("click", on_close.as_ref().unchecked_ref())?;
    // It lives as long as the backdrop: one small closure per opening.
    on_close.forget();
    document.body().ok_or("no body")?.append_child(&backdrop)?;
    Ok(())
}
