//! The first visit's welcome (`data-testid="welcome"`): play the computer (with one question that
//! picks a level), learn the rules, or play a friend on this device. It sits at the top of the
//! Play screen's panel and never covers the board, which stays playable: a move played on it
//! means a game between two people, and the welcome steps aside. The decisions are
//! [`kaissa_app_core::welcome`]'s.

use crate::nav::Nav;
use crate::play::ctx::PlayCtx;
use crate::storage;
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::routes::Route;
use kaissa_app_core::welcome::{computer_game, first_visit, WELCOMED_KEY};
use kaissa_app_core::NewGamePrefs;
use leptos::prelude::*;

/// Whether to greet: a first visit, judged before the app writes anything.
#[must_use]
pub fn greet() -> bool {
    let keys = storage::keys();
    first_visit(keys.iter().map(String::as_str))
}

/// The welcome, shown while `open`.
#[component]
pub fn Welcome(
    /// Whether the welcome is shown; it closes itself.
    open: RwSignal<bool>,
) -> impl IntoView {
    let c = catalog();
    let w = c.shell;
    let ctx = PlayCtx::get();
    let nav = Nav::get();
    let new_to_chess = RwSignal::new(true);
    let close = move || {
        open.set(false);
        // Best effort: a storage that refuses only means the welcome greets once more.
        let _ = storage::set(WELCOMED_KEY, "1");
    };
    // A move on the board, or the new-game dialog, answers the welcome too.
    Effect::new(move |_| {
        let moved = ctx.session(|s| !s.game().moves().is_empty());
        if open.get_untracked() && (moved || ctx.new_game_open.get()) {
            close();
        }
    });
    let computer = move |_| {
        let prefs = computer_game(new_to_chess.get_untracked(), &storage::read::<NewGamePrefs>().value);
        // The new-game dialog offers the same choices next time.
        let _ = storage::write(&prefs);
        close();
        let random = js_sys::Math::random();
        ctx.apply(move |g, now, epoch| g.new_game(&prefs, random, now, epoch));
    };
    let learn = move |_| {
        close();
        nav.go(&Route::Learn);
    };
    let answer = move |new: bool, testid: &'static str, text: &'static str| {
        view! {
            <button
                type="button"
                class="choice small"
                class:selected=move || new_to_chess.get() == new
                data-testid=testid
                aria-pressed=move || if new_to_chess.get() == new { "true" } else { "false" }
                on:click=move |_| new_to_chess.set(new)
            >
                {text}
            </button>
        }
    };
    view! {
        <Show when=move || open.get()>
            <section class="welcome" data-testid="welcome" aria-labelledby="welcome-title">
                <h2 id="welcome-title">{w.welcome_title}</h2>
                <p class="welcome-text">{w.welcome_text}</p>
                <div class="welcome-card">
                    <p class="welcome-question" id="welcome-question">{w.welcome_new_question}</p>
                    <div class="welcome-answers" role="group" aria-labelledby="welcome-question">
                        {answer(true, "welcome-new", w.welcome_new_answers[0])}
                        {answer(false, "welcome-knows", w.welcome_new_answers[1])}
                    </div>
                    <button type="button" class="btn primary big" data-testid="welcome-computer" on:click=computer>
                        {w.welcome_computer}
                    </button>
                </div>
                <div class="welcome-others">
                <button type="button" class="btn welcome-choice" data-testid="welcome-learn" on:click=learn>
                    <span class="welcome-choice-title">{w.welcome_learn}</span>
                    <span class="welcome-choice-hint">{w.welcome_learn_hint}</span>
                </button>
                <button type="button" class="btn welcome-choice" data-testid="welcome-friend" on:click=move |_| close()>
                    <span class="welcome-choice-title">{w.welcome_friend}</span>
                    <span class="welcome-choice-hint">{w.welcome_friend_hint}</span>
                </button>
                </div>
            </section>
        </Show>
    }
}
