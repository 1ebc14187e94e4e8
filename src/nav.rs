//! The app's addresses and the navigation (`nav-play`, `nav-learn`, `nav-settings`): the screen
//! shown is the one the URL's hash names ([`kaissa_app_core::routes`]), so a reload or a shared
//! link opens it, and the browser's Back and Forward buttons move between the screens the address
//! went through. The Learn page's own addresses (`#learn/<lesson>/<level>`) are written by the
//! Learn page; here they only mean "show the Learn page".

use kaissa_app_core::i18n::catalog;
use kaissa_app_core::routes::{Page, Route};
use leptos::prelude::*;

/// Where the last screen's address is kept, so that a later visit to the bare page resumes
/// there (a lesson level) — the Learn page writes it too.
pub const LAST_ROUTE_KEY: &str = "kaissa.v1.route";

/// The route the URL's hash names now.
fn current() -> Route {
    Route::from_hash(&window().location().hash().unwrap_or_default())
}

/// Remembers `route` for the next visit (best effort: a full storage only loses the resume).
fn remember(route: &Route) {
    let _ = crate::storage::set(LAST_ROUTE_KEY, &route.hash());
}

/// Before a history entry is added: the entry left behind is not scrolled back when Back
/// returns to it. For a dialog's entry, the browser would scroll the page to where it was when
/// the dialog opened, undoing what the answer did (a new game shows the whole board,
/// `play::runner`); the Learn page puts its screens in place itself. The new entry inherits the
/// mark; `lazy/loader.js` clears it on whatever entry a traversal reaches (Chromium no longer
/// asks by then), so that Back elsewhere is the browser's as usual.
pub fn keep_scroll_on_return() {
    if let Ok(history) = window().history() {
        let _ = history.set_scroll_restoration(web_sys::ScrollRestoration::Manual);
    }
}

/// The app's address, shared through the context ([`Nav::get`]).
#[derive(Clone, Copy)]
pub struct Nav {
    /// The route shown.
    pub route: RwSignal<Route>,
    /// Whether the app itself went to the route shown ([`go`]), so that Back returns to the
    /// screen the person came from; false after Back, Forward, a link or a reload.
    went: RwSignal<bool>,
}

impl Nav {
    /// Reads the address, follows it, and shares it with the page's components.
    pub fn provide() -> Nav {
        let went = RwSignal::new(false);
        let nav = Nav { route: route_signal(went), went };
        provide_context(nav);
        nav
    }

    /// The app's address.
    #[must_use]
    pub fn get() -> Nav {
        expect_context::<Nav>()
    }

    /// Goes to `to`: a new history entry, unless the address already says it.
    pub fn go(self, to: &Route) {
        if self.route.get_untracked() != *to {
            if to.is_dialog() {
                // Closed by Back (`leave`): as for every dialog.
                keep_scroll_on_return();
            }
            let _ = window().location().set_hash(&to.hash());
            remember(to);
            self.went.set(true);
            self.route.set(to.clone());
        }
    }

    /// Leaves a routed dialog (`#games`) for `to`: Back, when the app opened the dialog from
    /// the screen under it (so that Forward reopens it), else `to` replaces the address.
    pub fn leave(self, to: Route) {
        if self.route.get_untracked() == to {
            return;
        }
        let history = window().history().ok();
        match history {
            Some(history) if self.went.get_untracked() => {
                let _ = history.back();
            }
            _ => {
                if let Some(history) = history {
                    let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&to.hash()));
                }
                remember(&to);
                self.route.set(to);
            }
        }
    }
}

/// The route signal: starts from the URL — a bare address resumes where the last visit was
/// (a lesson level), and the address is rewritten to say so without a new history entry — and
/// follows it (Back, Forward, a link).
fn route_signal(went: RwSignal<bool>) -> RwSignal<Route> {
    let hash = window().location().hash().unwrap_or_default();
    let start = if hash.is_empty() || hash == "#" {
        let resumed = Route::resumed(crate::storage::get(LAST_ROUTE_KEY).as_deref());
        if resumed != Route::Play {
            if let Ok(history) = window().history() {
                let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&resumed.hash()));
            }
        }
        resumed
    } else {
        current()
    };
    remember(&start);
    let route = RwSignal::new(start);
    let follow = window_event_listener(leptos::ev::hashchange, move |_| {
        let now = current();
        remember(&now);
        if now != route.get_untracked() {
            // Back, Forward or a link: not a place the app went to itself.
            went.set(false);
            route.set(now);
        }
    });
    // The app shell lives as long as the page: the listener too.
    std::mem::forget(follow);
    route
}

/// The navigation buttons. A press changes the address (a new history entry), and the page
/// follows it.
pub fn nav(nav: Nav) -> impl IntoView {
    let c = catalog();
    let route = nav.route;
    let page = Memo::new(move |_| route.with(Route::page));
    let to_page = move |to: Page| {
        move |_| {
            // Pressing the page one is on (a lesson level, the Games list) goes to its start.
            let target = match to {
                Page::Play => Route::Play,
                Page::Learn => Route::Learn,
                Page::Settings => Route::Settings,
            };
            nav.go(&target);
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
                            on:click=to_page(p)
                        >
                            {label(p)}
                        </button>
                    }
                })
                .collect_view()}
        </nav>
    }
}
