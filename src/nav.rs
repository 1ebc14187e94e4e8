//! Switching between the pages (`nav-play`, `nav-learn`, `nav-settings`): the page is the one the
//! URL's hash names ([`kaissa_app_core::routes`]), so a reload stays on it and the browser's Back
//! and Forward buttons move between the pages the address went through. The app shell owns the
//! layout; this is the small piece it asks for.

use kaissa_app_core::i18n::catalog;
use kaissa_app_core::routes::Page;
use leptos::prelude::*;

/// The page the URL's hash names now.
fn current() -> Page {
    Page::from_hash(&window().location().hash().unwrap_or_default())
}

/// The page signal: starts from the URL and follows it (Back, Forward, a link).
#[must_use]
pub fn page_signal() -> RwSignal<Page> {
    let page = RwSignal::new(current());
    let follow = window_event_listener(leptos::ev::hashchange, move |_| page.set(current()));
    // The app shell lives as long as the page: the listener too.
    std::mem::forget(follow);
    page
}

/// The navigation buttons. A press changes the address (a new history entry), and the page
/// follows it.
pub fn nav(page: RwSignal<Page>) -> impl IntoView {
    let c = catalog();
    let go = move |to: Page| {
        move |_| {
            page.set(to);
            let _ = window().location().set_hash(to.hash());
        }
    };
    let current = move |p: Page| move || if page.get() == p { "page" } else { "false" };
    let label = move |p: Page| match p {
        Page::Play => c.nav_play,
        Page::Learn => c.nav_learn,
        Page::Settings => c.settings.title,
    };
    view! {
        <nav class="nav">
            {Page::ALL
                .into_iter()
                .map(|p| {
                    view! {
                        <button
                            type="button"
                            class="nav-btn"
                            data-testid=format!("nav-{}", p.name())
                            aria-current=current(p)
                            on:click=go(p)
                        >
                            {label(p)}
                        </button>
                    }
                })
                .collect_view()}
        </nav>
    }
}
