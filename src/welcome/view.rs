//! The welcome's view, in the dialogs' module (`src/bin/dialogs.rs`): only a first visit shows
//! it, so the start-up module does not carry it. It answers through `finish`: the computer game's
//! choices (saved by then), the lessons, or nothing (a friend at this device).

use kaissa_app_core::i18n::catalog;
use kaissa_app_core::modules::Answer;
use kaissa_app_core::welcome::computer_game;
use kaissa_app_core::NewGamePrefs;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The three choices of a first visit, with the one question that picks the computer's level.
#[component]
pub fn WelcomeView(
    /// Receives the choice.
    finish: Callback<Answer>,
) -> impl IntoView {
    let w = kaissa_app_core::i18n::frame_texts(catalog());
    let new_to_chess = RwSignal::new(true);
    // The welcome and the button pressed in it go with the answer: the keyboard's focus goes to
    // the board, where the game is played, not back to the top of the page. (Done here, in the
    // dialogs' module, rather than by the start-up side that receives the answer: its bytes.)
    let finish = Callback::new(move |answer: Answer| {
        let to_board = !matches!(answer, Answer::Learn);
        finish.run(answer);
        if to_board {
            if let Some(board) = document()
                .query_selector("[data-testid=\"board\"]")
                .ok()
                .flatten()
                .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = board.focus();
            }
        }
    });
    let computer = move |_| {
        let prefs = computer_game(new_to_chess.get_untracked(), &crate::storage::read::<NewGamePrefs>().value);
        // The new-game dialog offers the same choices next time (a refused write only loses that).
        let _ = crate::storage::write(&prefs);
        finish.run(Answer::NewGame(prefs));
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
        <section class="welcome" data-testid="welcome" aria-labelledby="welcome-title">
            <h2 id="welcome-title">{w.welcome_title}</h2>
            <p class="welcome-text">{w.welcome_text}</p>
            // The main choice first: on a 320 x 568 phone the welcome starts below the board, and
            // only its first lines are in view. The question under it only sets the level
            // (new to chess, the default, or not).
            <div class="welcome-card">
                <button type="button" class="btn primary big" data-testid="welcome-computer" on:click=computer>
                    {w.welcome_computer}
                </button>
                <p class="welcome-question" id="welcome-question">{w.welcome_new_question}</p>
                <div class="welcome-answers" role="group" aria-labelledby="welcome-question">
                    {answer(true, "welcome-new", w.welcome_new_answers[0])}
                    {answer(false, "welcome-knows", w.welcome_new_answers[1])}
                </div>
            </div>
            <div class="welcome-others">
                <button
                    type="button"
                    class="btn welcome-choice"
                    data-testid="welcome-learn"
                    on:click=move |_| finish.run(Answer::Learn)
                >
                    <span class="welcome-choice-title">{w.welcome_learn}</span>
                    <span class="welcome-choice-hint">{w.welcome_learn_hint}</span>
                </button>
                <button
                    type="button"
                    class="btn welcome-choice"
                    data-testid="welcome-friend"
                    on:click=move |_| finish.run(Answer::Closed)
                >
                    <span class="welcome-choice-title">{w.welcome_friend}</span>
                    <span class="welcome-choice-hint">{w.welcome_friend_hint}</span>
                </button>
            </div>
        </section>
    }
}
