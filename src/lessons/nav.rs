//! Switching between the Play and Learn pages (`nav-play`, `nav-learn`), remembered in the URL's
//! hash (`#learn`) so that a reload stays on the page. The app shell owns the layout; this is the
//! small piece it asks for.

use super::host::LearnHost;
use kaissa_app_core::i18n::catalog;
use leptos::prelude::*;

/// The app's pages.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Page {
    /// Playing a game.
    Play,
    /// The lessons.
    Learn,
    /// The settings.
    Settings,
}

impl Page {
    /// The hash that names the page.
    const fn hash(self) -> &'static str {
        match self {
            Page::Play => "",
            Page::Learn => "#learn",
            Page::Settings => "#settings",
        }
    }
}

/// The page named by the URL's hash.
fn current() -> Page {
    let hash = window().location().hash().unwrap_or_default();
    if hash == Page::Learn.hash() {
        Page::Learn
    } else if hash == Page::Settings.hash() {
        Page::Settings
    } else {
        Page::Play
    }
}

/// The page signal, starting from the URL.
#[must_use]
pub fn page_signal() -> RwSignal<Page> {
    RwSignal::new(current())
}

/// The navigation buttons.
pub fn nav(page: RwSignal<Page>) -> impl IntoView {
    let c = catalog();
    let go = move |to: Page| {
        move |_| {
            page.set(to);
            let _ = window().location().set_hash(to.hash());
        }
    };
    let current = move |p: Page| move || if page.get() == p { "page" } else { "false" };
    view! {
        <nav class="nav">
            <button type="button" class="nav-btn" data-testid="nav-play" aria-current=current(Page::Play) on:click=go(Page::Play)>
                {c.nav_play}
            </button>
            <button type="button" class="nav-btn" data-testid="nav-learn" aria-current=current(Page::Learn) on:click=go(Page::Learn)>
                {c.nav_learn}
            </button>
            <button
                type="button"
                class="nav-btn"
                data-testid="nav-settings"
                aria-current=current(Page::Settings)
                on:click=go(Page::Settings)
            >
                {c.settings.title}
            </button>
        </nav>
    }
}

/// The Learn page while it is the current page (mounted afresh each time it is opened, from the
/// lessons module, which is fetched the first time).
pub fn learn(page: RwSignal<Page>) -> impl IntoView {
    move || (page.get() == Page::Learn).then(|| view! { <LearnHost /> })
}
