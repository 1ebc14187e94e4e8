//! Copying text to the clipboard, and saving text as a downloaded file. The browser may refuse
//! the clipboard (no permission, an insecure page): the caller is told, and then selects the text
//! for the user to copy by hand.

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A callback that may be handed to two paths (success and failure) but runs at most once.
type Once<T> = Rc<RefCell<Option<Box<dyn FnOnce(T)>>>>;

/// `done` as a cloneable callback that runs only the first time it is called.
fn once<T: 'static>(done: impl FnOnce(T) + 'static) -> impl Fn(T) + Clone {
    let done: Once<T> = Rc::new(RefCell::new(Some(Box::new(done))));
    move |value: T| {
        // Taken out first: `f` may well start something that ends up here again.
        let f = done.borrow_mut().take();
        if let Some(f) = f {
            f(value);
        }
    }
}

/// Copies `text`; `done(true)` once it is on the clipboard, `done(false)` if the browser refused.
pub fn copy(text: &str, done: impl FnOnce(bool) + 'static) {
    let finish = once(done);
    let Some(window) = web_sys::window() else { return finish(false) };
    let navigator = window.navigator();
    // `navigator.clipboard` is undefined outside secure contexts.
    let has_clipboard =
        js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard")).is_ok_and(|v| !v.is_undefined());
    if !has_clipboard {
        return finish(false);
    }
    let promise = navigator.clipboard().write_text(text);
    let (ok, err) = (finish.clone(), finish);
    settle(&promise, move |_| ok(true), move |_| err(false));
}

/// Offers `text` as a file named `name` to download (a Blob behind a temporary object URL).
pub fn download(name: &str, text: &str, mime: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = web_sys::window().and_then(|w| w.document()).ok_or(JsValue::NULL)?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(name);
    a.set_hidden(true);
    document.body().ok_or(JsValue::NULL)?.append_child(&a)?;
    a.click();
    a.remove();
    // Revoked after the browser has started the download.
    leptos::prelude::set_timeout(
        move || drop(web_sys::Url::revoke_object_url(&url)),
        std::time::Duration::from_secs(10),
    );
    Ok(())
}

/// Reads a chosen file as text: `done(Some(text))`, or `None` if it cannot be read.
pub fn read_file(file: &web_sys::File, done: impl FnOnce(Option<String>) + 'static) {
    let finish = once(done);
    let (ok, err) = (finish.clone(), finish);
    settle(&file.text(), move |v| ok(v.as_string()), move |_| err(None));
}

/// Calls `on_ok` or `on_err` when `promise` settles. The two handlers are handed to JavaScript
/// for good (a few bytes per copy or file read): the promise may settle at any later time.
fn settle(promise: &js_sys::Promise, on_ok: impl Fn(JsValue) + 'static, on_err: impl Fn(JsValue) + 'static) {
    let on_ok = Closure::<dyn FnMut(JsValue)>::new(on_ok);
    let on_err = Closure::<dyn FnMut(JsValue)>::new(on_err);
    let _ = promise.then2(&on_ok, &on_err);
    on_ok.forget();
    on_err.forget();
}
