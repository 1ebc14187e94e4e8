//! The first visit's welcome (`data-testid="welcome"`): play the computer (with one question that
//! picks a level), learn the rules, or play a friend on this device. It sits at the top of the
//! Play screen's panel and never covers the board, which stays playable: a move played on it
//! means a game between two people, and the welcome steps aside. Its view ([`mod@view`]) is in the
//! dialogs' module, fetched only on a first visit; this is the start-up side that places it and
//! acts on the choice. The decisions are [`kaissa_app_core::welcome`]'s.

pub mod view;

use crate::language::property;
use crate::lazy::{HostTexts, ModuleHost};
use crate::nav::Nav;
use crate::play::ctx::PlayCtx;
use crate::storage;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::modules::{Answer, ContractError, Entry};
use kaissa_app_core::routes::Route;
use kaissa_app_core::welcome::{first_visit, NEW_PLAYER_LEVEL, WELCOMED_KEY};
use leptos::prelude::*;

/// How long after start-up the welcome's module is asked for (ms).
const AFTER_BOARD_MS: u32 = 250;

/// Whether to greet: a first visit, judged before the app writes anything.
#[must_use]
pub fn greet() -> bool {
    let keys = storage::keys();
    first_visit(keys.iter().map(String::as_str))
}

/// How long the visitor must have pressed nothing before the welcome comes (ms).
const CALM_MS: f64 = 1000.0;

/// Sets `ready` after `after_ms`, or later, once the visitor has pressed and typed nothing for
/// [`CALM_MS`]: a welcome arriving while they tap or type would push the panel's lines under
/// their finger. The last press's time is `window.kaissaPressedAt`, which index.html's first
/// script writes at every `pointerdown` and `keydown` from the page's first moment.
fn when_calm(after_ms: u32, ready: RwSignal<bool>) {
    gloo_timers::callback::Timeout::new(after_ms, move || {
        let pressed_at = property(&window().into(), "kaissaPressedAt").as_f64();
        match pressed_at.map(|at| CALM_MS - (crate::now::now_ms() - at)) {
            Some(wait) if wait > 0.0 => when_calm(wait.ceil() as u32, ready),
            _ => {
                ready.try_set(true);
            }
        }
    })
    .forget();
}

/// The welcome, shown while `open`.
#[component]
pub fn Welcome(
    /// Whether the welcome is shown; it closes itself.
    open: RwSignal<bool>,
) -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let nav = Nav::get();
    let close = move || {
        open.set(false);
        // Best effort: a storage that refuses only means the welcome greets once more.
        let _ = storage::set(WELCOMED_KEY, "1");
    };
    // A move on the board, the new-game dialog or the game's menu answers the welcome too: the
    // visitor has found their way, and the welcome would only push the game's lines down. A move
    // played before any choice is a beginner trying the board: the computer answers it at the new
    // player's level, as "Play the computer" would have, instead of a silent game between two
    // people waiting for Black.
    Effect::new(move |_| {
        let moved = ctx.session(|s| !s.game().moves().is_empty());
        if open.get_untracked() && (moved || ctx.new_game_open.get() || ctx.menu_open.get()) {
            close();
            if moved {
                ctx.apply(|g, now, _| g.play_on_against_computer(NEW_PLAYER_LEVEL, now));
            }
        }
    });
    let on_answer = Callback::new(move |answer: Result<Answer, ContractError>| {
        close();
        // On a phone the welcome's last choices sit below the fold: the visitor scrolled down
        // to them, and the game they chose starts with the whole board in view again.
        if !matches!(answer, Ok(Answer::Learn)) {
            ctx.show_board();
        }
        match answer {
            Ok(Answer::NewGame(prefs)) => {
                let random = js_sys::Math::random();
                ctx.apply(move |g, now, epoch| g.new_game(&prefs, random, now, epoch));
            }
            Ok(Answer::Learn) => nav.go(&Route::Learn),
            // A friend at this device: the board as it is.
            _ => {}
        }
    });
    // The welcome's module is fetched once the board is up and accepts input, never before:
    // the board is the page's first job, and a first visit may play on it at once.
    let ready = RwSignal::new(false);
    if open.get_untracked() {
        when_calm(AFTER_BOARD_MS, ready);
    }
    let texts =
        HostTexts { loading: c.dialog_loading, failed: c.dialog_failed, retry: c.dialog_retry, testid: "welcome" };
    view! {
        <Show when=move || open.get() && ready.get()>
            <ModuleHost entry=Entry::Welcome on_answer=on_answer texts=texts class="welcome-root" />
        </Show>
    }
}
