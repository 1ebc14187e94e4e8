//! Offline: the service worker (`assets/sw.js`, its file list made at build time by
//! `scripts/make-sw.mjs`) is registered once the page is idle after start-up, and precaches every
//! file of the site, so that after the first visit everything works with no network. A new
//! deployment is found by the worker and announced by [`UpdateNotice`] (`update-ready`); the page
//! reloads into it only when the player presses `update-reload`, so a game is never interrupted
//! (it is saved after every move, and read back by the new version).

use kaissa_app_core::i18n::catalog;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/offline/register.js")]
extern "C" {
    /// Registers the service worker when the page is idle; calls `on_update_ready` when a new
    /// version waits, `on_offline_ready` once every file is cached.
    #[wasm_bindgen(js_name = registerServiceWorker)]
    fn register_service_worker(on_update_ready: &Closure<dyn Fn()>, on_offline_ready: &Closure<dyn Fn()>);
    /// Lets the waiting version take over, and reloads into it.
    #[wasm_bindgen(js_name = applyUpdate)]
    fn apply_update();
    /// Calls `on_installable` with whether the browser offers to install the app.
    #[wasm_bindgen(js_name = watchInstall)]
    fn watch_install(on_installable: &Closure<dyn Fn(bool)>);
    /// Opens the browser's install dialog (the offer is then used up).
    #[wasm_bindgen(js_name = promptInstall)]
    fn prompt_install();
}

/// What the service worker has told the page.
#[derive(Clone, Copy)]
pub struct Offline {
    /// A new version is installed and waits for the player's Reload.
    pub update_ready: RwSignal<bool>,
    /// Every file is cached: the app works offline.
    pub ready: RwSignal<bool>,
    /// The browser offers to install the app.
    pub installable: RwSignal<bool>,
}

/// Registers the service worker (after start-up) and provides what it says as a context.
pub fn install() -> Offline {
    let offline =
        Offline { update_ready: RwSignal::new(false), ready: RwSignal::new(false), installable: RwSignal::new(false) };
    let on_update = Closure::<dyn Fn()>::new(move || offline.update_ready.set(true));
    let on_ready = Closure::<dyn Fn()>::new(move || offline.ready.set(true));
    let on_installable = Closure::<dyn Fn(bool)>::new(move |can: bool| offline.installable.set(can));
    register_service_worker(&on_update, &on_ready);
    watch_install(&on_installable);
    // The worker and the browser call back for as long as the page lives.
    on_update.forget();
    on_ready.forget();
    on_installable.forget();
    provide_context(offline);
    offline
}

/// The small notice that a new version is ready (`update-ready`), with its Reload button
/// (`update-reload`). It blocks nothing and stays until the player chooses.
#[component]
pub fn UpdateNotice() -> impl IntoView {
    let c = catalog();
    let offline = expect_context::<Offline>();
    move || {
        offline.update_ready.get().then(|| {
            view! {
                <div class="update-ready" data-testid="update-ready" role="status">
                    <span>{c.update_ready}</span>
                    <button type="button" class="btn primary" data-testid="update-reload" on:click=|_| apply_update()>
                        {c.update_reload}
                    </button>
                </div>
            }
        })
    }
}

/// The app's offline state on the Settings page: "Kaissa works offline now" once every file is
/// cached (`offline-ready`), and "Install Kaissa" (`install`) while the browser offers it — the
/// one place that offers it, with no prompt elsewhere.
#[component]
pub fn OfflineStatus() -> impl IntoView {
    let c = catalog();
    let Some(offline) = use_context::<Offline>() else { return ().into_any() };
    let install = move |_| {
        offline.installable.set(false);
        prompt_install();
    };
    view! {
        <div class="offline-status">
            {move || offline.ready.get().then(|| view! { <p class="notice calm" data-testid="offline-ready">{c.offline_ready}</p> })}
            {move || {
                offline.installable.get().then(|| {
                    view! {
                        <button type="button" class="btn primary" data-testid="install" on:click=install>
                            {c.install_app}
                        </button>
                    }
                })
            }}
        </div>
    }
    .into_any()
}
