//! "Try again" on the review's panel (issue 23): the position before the mistake on a board of
//! its own (the Play board belongs to the game), the goal, what became of each move tried — the
//! coach's reason when it is not better —, a hint (the piece to move, named and marked on the board), the answer,
//! and the way back to the review. The decisions are [`kaissa_app_core::coach::Retry`]'s.

use crate::board::view::Board;
use kaissa_app_core::board::state::{Action, BoardState};
use kaissa_app_core::coach::{coach_texts, why, Retry, Tried};
use kaissa_app_core::i18n::{catalog, fill, language};
use kaissa_app_core::language::notation::{show_san, NotationStyle};
use kaissa_app_core::movable_of;
use kaissa_rules::{Color, Move, Position};
use leptos::prelude::*;

/// `m` (legal in `pos`) in the language's letters.
fn san(pos: &Position, m: Move) -> String {
    show_san(&pos.san(m), language(), NotationStyle::Letters, pos.turn())
}

/// The stable code of what became of the last move tried (`data-tried`).
fn code(t: &Tried) -> &'static str {
    match t {
        Tried::Nothing => "nothing",
        Tried::Checking(_) => "checking",
        Tried::Best(_) => "best",
        Tried::Good(_) => "good",
        Tried::Same(_) => "same",
        Tried::Worse(_) => "worse",
    }
}

/// The exercise in `retry` (`None`: none is open). A move made on its board goes to `on_try`;
/// `on_back` closes it. `orientation`: the Play board's, so the position looks the same.
#[component]
pub fn RetryView(
    /// The exercise.
    retry: RwSignal<Option<Retry>>,
    /// A move tried on the board.
    on_try: Callback<Move>,
    /// Back to the review's list.
    on_back: Callback<()>,
    /// Which side is at the bottom.
    orientation: Color,
    /// A hint or the answer was asked for.
    on_hint: Callback<()>,
) -> impl IntoView {
    let c = catalog();
    let w = coach_texts(c);
    let Some(start) = retry.with_untracked(|r| r.as_ref().map(|r| *r.position())) else {
        return ().into_any();
    };
    let board = RwSignal::new({
        let mut b = BoardState::new(movable_of(&start, true));
        b.orientation = orientation;
        b
    });
    let tried = Memo::new(move |_| retry.with(|r| r.as_ref().map(|r| r.tried().clone()).unwrap_or(Tried::Nothing)));
    // The board shows the move being checked or found; otherwise the position to move in.
    let shown_move = Memo::new(move |_| match tried.get() {
        Tried::Checking(m) | Tried::Best(m) | Tried::Good(m) => Some(m),
        _ => None,
    });
    Effect::new(move |_| {
        let movable = match shown_move.get() {
            Some(m) => movable_of(&start.after(m), false),
            None => movable_of(&start, true),
        };
        board.update(|b| b.set_movable(movable));
    });
    let on_action = Callback::new(move |action| {
        if let Action::Play(m) = action {
            on_try.run(m);
        }
    });
    let played = retry.with_untracked(|r| r.as_ref().map(Retry::played));
    let goal = played.map(|m| fill(w.retry_goal, &[("side", c.color(start.turn())), ("move", &san(&start, m))]));
    let status = move || {
        let text = match tried.get() {
            Tried::Nothing => return None,
            Tried::Checking(_) => w.checking.to_owned(),
            Tried::Best(m) => fill(w.retry_best, &[("move", &san(&start, m))]),
            Tried::Good(m) => fill(w.retry_good, &[("move", &san(&start, m))]),
            Tried::Same(_) => w.retry_same.to_owned(),
            Tried::Worse(r) => {
                let reason = why(c, &start, r.played, r.reason.as_ref(), &crate::coach::plural::plural_category);
                format!("{} {reason}", fill(w.retry_wrong, &[("move", &san(&start, r.played))]))
            }
        };
        let t = tried.get();
        let reason = match &t {
            Tried::Worse(r) => r.reason.as_ref().map(|r| r.code()),
            _ => None,
        };
        Some(view! {
            <p class="retry-status" data-testid="retry-status" data-tried=code(&t) data-reason=reason role="status">
                {text}
            </p>
        })
    };
    let hints = Memo::new(move |_| retry.with(|r| r.as_ref().map_or(0, Retry::hints)));
    // The hint names the piece to move ("Move the knight on g1.") and marks its square on the
    // board (`data-hint`), rather than a square's name a beginner must find.
    let hint_from = move || retry.with(|r| r.as_ref().and_then(Retry::best)).map(|m| m.from());
    let hint_text = move || {
        (hints.get() >= 1).then(|| {
            let piece = hint_from()
                .and_then(|sq| start.board().role_at(sq).map(|role| c.piece_on(role, sq)))
                .unwrap_or_default();
            view! { <p class="retry-hint" data-testid="retry-hint-text">{fill(w.hint_square, &[("piece", &piece)])}</p> }
        })
    };
    let found = move || tried.with(Tried::is_found);
    // Its board is not the Play board: named apart, so that whatever finds "the board" by its
    // test id (the DOM contract's checks, the board for screen readers) still finds one.
    let frame = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        if let Some(el) = frame.get() {
            if let Ok(Some(board)) = el.query_selector("[data-testid=\"board\"]") {
                let _ = board.set_attribute("data-testid", "retry-board");
            }
        }
    });
    Effect::new(move |_| {
        let marked = (hints.get() >= 1).then(hint_from).flatten();
        let Some(el) = frame.get() else { return };
        if let Ok(squares) = el.query_selector_all("[data-square]") {
            for i in 0..squares.length() {
                let Some(sq) = squares.item(i).and_then(|n| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(n).ok())
                else {
                    continue;
                };
                let on = marked.is_some_and(|m| sq.get_attribute("data-square").as_deref() == Some(&m.to_string()));
                let _ = if on { sq.set_attribute("data-hint", "") } else { sq.remove_attribute("data-hint") };
            }
        }
    });
    // The button that opened it is gone with the list it was in: the exercise is brought into
    // view (on a phone it starts below the fold, under the graph) and its goal takes the focus,
    // so a screen reader says what to look for and the keyboard starts from here.
    let section = NodeRef::<leptos::html::Section>::new();
    let goal_ref = NodeRef::<leptos::html::P>::new();
    Effect::new(move |_| {
        if let (Some(section), Some(goal)) = (section.get(), goal_ref.get()) {
            section.scroll_into_view_with_bool(true);
            let _ = goal.focus();
        }
    });
    view! {
        <section class="retry" data-testid="retry" data-fen=start.fen() node_ref=section>
            <p class="retry-goal" data-testid="retry-goal" tabindex="-1" node_ref=goal_ref>{goal}</p>
            <div class="retry-board" node_ref=frame>
                <Board state=board last_move=Signal::derive(move || shown_move.get()) check=Signal::derive(|| None) theme="green" on_action=on_action />
            </div>
            {status}
            {hint_text}
            <div class="row-actions">
                <button type="button" class="btn" data-testid="retry-hint" hidden=move || { found() || hints.get() >= 1 } on:click=move |_| on_hint.run(())>
                    {w.hint}
                </button>
                <button type="button" class="btn" data-testid="retry-answer" hidden=move || { found() || hints.get() < 1 } on:click=move |_| on_hint.run(())>
                    {w.answer}
                </button>
                <button type="button" class="btn primary" data-testid="retry-back" on:click=move |_| on_back.run(())>
                    {w.back}
                </button>
            </div>
        </section>
    }
    .into_any()
}
