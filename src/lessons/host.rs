//! Where the Learn page goes in the app. The page's code is a wasm module of its own
//! (`src/bin/lessons.rs`), so that the start-up module stays small; this host fetches it the
//! first time the page is opened (later visits reuse it), mounts the page into its element, and
//! unmounts it when the page is left ([`crate::lazy`]).

use crate::lazy::{HostTexts, ModuleHost};
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::modules::Entry;
use leptos::prelude::*;

/// The Learn page's host: the page itself comes from the lessons module.
#[component]
pub fn LearnHost() -> impl IntoView {
    let c = catalog();
    let texts = HostTexts { loading: c.learn_loading, failed: c.learn_failed, retry: c.learn_retry, testid: "learn" };
    view! { <ModuleHost entry=Entry::Lessons texts=texts class="learn-root" /> }
}
