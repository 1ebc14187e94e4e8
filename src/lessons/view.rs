//! The Learn page: the lessons map, and one level at a time on the app's own board widget, with
//! the lesson overlay, the goal, hints, answers, the explanation of every refused attempt, and
//! stars. All decisions are the runner's ([`kaissa_app_core::lessons::runner`]); this file only wires events to it
//! and shows what it says. Where a level's opponent is the engine, its replies come from an
//! engine worker ([`crate::engine_client::worker`]; the page runs in the lessons' own wasm module,
//! `src/bin/lessons.rs`, so this is a worker of its own, not the Play page's), with the level's
//! own reply instead when the worker fails, is slow, or is busy.

use super::map::LessonMap;
use super::move_field::{MoveField, Typed};
use super::overlay::{Arrow, BoardOverlay};
use crate::board::view::Board;
use crate::engine_client::worker::{self as engine, Answer};
use crate::storage;
use kaissa_app_core::board::state::{Action, BoardState};
use kaissa_app_core::engine_link::Request;
use kaissa_app_core::i18n::lessons::feedback::{feedback, goal_text, hint_text, star_string, stars_reason, Feedback};
use kaissa_app_core::i18n::lessons::lesson_texts;
use kaissa_app_core::i18n::{catalog, fill};
use kaissa_app_core::lessons::address::{onward, place_of, route_of, Onward, Place};
use kaissa_app_core::lessons::model::Goal;
use kaissa_app_core::lessons::progress::Progress;
use kaissa_app_core::lessons::quiz::clue_squares;
use kaissa_app_core::lessons::runner::{Attempt, Hint, Runner};
use kaissa_app_core::lessons::LESSONS;
use kaissa_app_core::routes::Route;
use kaissa_rules::{Bitboard, Position, Square};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use std::time::Duration;

/// How long a level waits for the engine's reply before playing its own instead (the weak
/// level answers in milliseconds and shows its move after a pause of one to two seconds).
const ENGINE_PATIENCE: Duration = Duration::from_secs(6);

/// The pause before the level's own reply when the engine is not asked.
const OWN_REPLY_PAUSE: Duration = Duration::from_millis(400);

/// What the Learn page shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Screen {
    /// The map of lessons.
    Map,
    /// A level of a lesson (indices into [`LESSONS`] and its levels).
    Level(usize, usize),
}

/// Where the start-up module looks for the last Learn address, to resume a visit there.
const ROUTE_KEY: &str = "kaissa.v1.route";

/// Remembers the Learn page's address (best effort: storage may be full or turned off, and
/// resuming is a convenience).
fn remember_route(hash: &str) {
    let _ = storage::set(ROUTE_KEY, hash);
}

/// The address of a screen: `#learn`, or `#learn/<lesson>/<level>` with the level counted from 1.
fn hash_of(screen: Screen) -> String {
    let place = match screen {
        Screen::Map => Place::Map { valid: true },
        Screen::Level(lesson, level) => Place::Level(lesson, level),
    };
    route_of(place).hash()
}

/// What a URL hash shows on the Learn page ([`place_of`]): `None` for an address of another
/// page; with `false` when the address names nothing and is to be corrected.
fn screen_of(hash: &str) -> Option<(Screen, bool)> {
    Some(match place_of(&Route::from_hash(hash))? {
        Place::Map { valid } => (Screen::Map, valid),
        Place::Level(lesson, level) => (Screen::Level(lesson, level), true),
    })
}

/// The URL's hash now.
fn current_hash() -> String {
    window().location().hash().unwrap_or_default()
}

/// Replaces the address without a history entry (an address that named nothing shown).
fn replace_hash(hash: &str) {
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&leptos::wasm_bindgen::JsValue::NULL, "", Some(hash));
    }
}

/// The screen a Learn address shows, correcting an address that names nothing to `#learn`.
fn screen_from_address() -> Option<Screen> {
    let (screen, valid) = screen_of(&current_hash())?;
    if !valid {
        replace_hash(&hash_of(screen));
    }
    Some(screen)
}

/// Set when the progress could not be written (storage full or turned off): the page says so once.
#[derive(Clone, Copy)]
struct SaveFailed(RwSignal<bool>);

/// Saves the progress; a failed write is said on the page (`failed`, the page's
/// [`SaveFailed`]), and the lesson goes on.
fn save_progress(progress: RwSignal<Progress>, failed: Option<SaveFailed>) {
    if !storage::write(&progress.get_untracked()) {
        if let Some(SaveFailed(failed)) = failed {
            failed.set(true);
        }
    }
}

/// The Learn page.
#[component]
pub fn LearnPage() -> impl IntoView {
    let t = lesson_texts();
    let loaded = storage::read::<Progress>();
    let unreadable = RwSignal::new(loaded.unreadable.is_some());
    let progress = RwSignal::new(loaded.value);
    let save_failed = RwSignal::new(false);
    provide_context(SaveFailed(save_failed));
    // The address says what is shown: on load (a reload mid-level reopens it, a shared link
    // works), and on every change of it (Back, Forward).
    let screen = RwSignal::new(screen_from_address().unwrap_or(Screen::Map));
    // Where the map was scrolled to when a lesson was opened from it: Back to the map returns
    // there. Not the browser's own restoration: it can come before the map is drawn again, on
    // a page still a lesson's height, and stop short.
    let map_y = StoredValue::new(0.0);
    let follow = window_event_listener(leptos::ev::hashchange, move |_| {
        if let Some(s) = screen_from_address() {
            if screen.get_untracked() != s {
                screen.set(s);
                // Back or Forward: the map where it was left, a level at its top.
                let y = if s == Screen::Map { map_y.get_value() } else { 0.0 };
                request_animation_frame(move || window().scroll_to_with_x_and_y(0.0, y));
            }
        }
    });
    // The module is mounted and unmounted with the page: its listener must go with it.
    on_cleanup(move || follow.remove());
    // Opening a lesson or level changes the address (a new history entry, so Back returns to
    // the map or the level before), and remembers it for the next visit.
    Effect::new(move |_| {
        let hash = hash_of(screen.get());
        let now = current_hash();
        if now != hash {
            if screen_of(&now).is_some() {
                // The page scrolls its screens itself (a new one at its top, the map back to
                // `map_y`): the browser's own restoration on Back would race it.
                crate::nav::keep_scroll_on_return();
                let _ = window().location().set_hash(&hash);
            } else {
                // Shown under an address that is not the Learn page's: name it, adding no step
                // to the history.
                replace_hash(&hash);
            }
            // A new screen starts at its top (the map may have been scrolled far down).
            window().scroll_to_with_x_and_y(0.0, 0.0);
        }
        remember_route(&hash);
    });
    let open = Callback::new(move |lesson: usize| {
        let level = progress.with_untracked(|p| p.resume_level(&LESSONS[lesson]));
        // Read before the lesson replaces the map (a shorter page cuts the scroll short).
        map_y.set_value(window().scroll_y().unwrap_or(0.0));
        screen.set(Screen::Level(lesson, level));
    });
    view! {
        // The page's main landmark while it shows (the Play screen's is hidden then).
        <main class="learn" data-testid="learn">
            {move || {
                unreadable
                    .get()
                    .then(|| {
                        view! {
                            <div class="notice" data-testid="progress-unreadable" role="status">
                                <span>{t.ui.progress_unreadable}</span>
                                <button type="button" class="explanation-close" aria-label=catalog().dismiss on:click=move |_| unreadable.set(false)>
                                    {catalog().close_symbol}
                                </button>
                            </div>
                        }
                    })
            }}
            {move || save_failed.get().then(|| view! {
                <div class="notice" data-testid="saved-notice" role="status">
                    <span>{t.ui.cannot_save_progress}</span>
                </div>
            })}
            {move || match screen.get() {
                Screen::Map => view! { <LessonMap progress=progress on_open=open /> }.into_any(),
                Screen::Level(lesson, level) => {
                    view! { <LevelView lesson=lesson level=level progress=progress screen=screen /> }.into_any()
                }
            }}
        </main>
    }
}

/// The square under a click or tap on the board, read from the DOM contract (`data-square`).
fn square_of(ev: &leptos::ev::MouseEvent) -> Option<Square> {
    let el = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    el.closest("[data-square]").ok().flatten()?.get_attribute("data-square")?.parse().ok()
}

/// The first element of the page matching `selector`.
fn find(selector: &str) -> Option<web_sys::Element> {
    document().query_selector(selector).ok().flatten()
}

/// The height of the window's layout viewport in CSS pixels (what `position: fixed` is placed in).
fn screen_height() -> f64 {
    window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0)
}

/// Scrolls the page just enough to show the first element matching `selector` (the explanation
/// or the hint under the board, on a phone where the panel is below it), after it is drawn.
fn reveal(selector: &'static str) {
    request_animation_frame(move || {
        let Some(el) = find(selector) else { return };
        let rect = el.get_bounding_client_rect();
        let height = screen_height();
        // Above the bottom sheet's edge, with a margin.
        let below = rect.bottom() + 16.0 - height;
        if below > 0.0 && rect.top() - below >= 0.0 {
            window().scroll_by_with_x_and_y(0.0, below);
        }
    });
}

/// On a phone the result comes up as a sheet over the bottom of the screen
/// (style/learn-page.css). Where the screen is too short for the board and the sheet one above
/// the other (320×568: the sheet covered the first two ranks, where a castled king had just
/// landed), the page scrolls the board up clear of it, as far as the board's top stays on screen.
fn clear_of_sheet() {
    request_animation_frame(|| {
        let (Some(sheet), Some(board)) = (find(".level-done"), find(".level [data-testid=\"board\"]")) else {
            return;
        };
        let Ok(sheet) = sheet.dyn_into::<web_sys::HtmlElement>() else { return };
        // A fixed element has no offset parent: the sheet is beside the board (a wide screen)
        // unless fixed.
        if sheet.offset_parent().is_some() {
            return;
        }
        let height = screen_height();
        // The sheet's resting place: it is still sliding up (a transform the height ignores).
        let sheet_top = height - f64::from(sheet.offset_height());
        let rect = board.get_bounding_client_rect();
        let covered = rect.bottom() + 8.0 - sheet_top;
        if covered > 0.0 {
            window().scroll_by_with_x_and_y(0.0, covered.min(rect.top().max(0.0)));
        }
    });
}

/// One level.
#[component]
fn LevelView(lesson: usize, level: usize, progress: RwSignal<Progress>, screen: RwSignal<Screen>) -> impl IntoView {
    let (t, c) = (lesson_texts(), catalog());
    let l = &LESSONS[lesson];
    let lv = &l.levels[level];
    // Read while the component is made: the closures below run outside any owner.
    let failed = use_context::<SaveFailed>();
    progress.update(|p| p.visit(l, level));
    save_progress(progress, failed);

    let Ok(start) = Runner::new(lv) else {
        // The native tests load every level; this cannot happen in a tested build.
        return view! { <p class="learn-error">{t.get(lv.text)}</p> }.into_any();
    };
    let runner = RwSignal::new(start);
    let board = RwSignal::new({
        let mut b = BoardState::new(runner.with_untracked(Runner::movable));
        b.orientation = runner.with_untracked(Runner::orientation);
        b
    });
    let explanation = RwSignal::new(None::<Feedback>);
    let hint = RwSignal::new(None::<Hint>);
    let question = lv.is_question();
    // The other side's reply in flight: `ticket` changes with every request and every restart, so
    // that an answer for an older position is dropped; `engine_asked` says whether the worker has
    // our request (only then is it ours to cancel — it may be busy with the Play page's game).
    let thinking = RwSignal::new(false);
    let ticket = StoredValue::new(0_u32);
    let engine_asked = StoredValue::new(false);
    let forget_reply = move || {
        ticket.update_value(|t| *t += 1);
        if engine_asked.get_value() {
            engine::cancel();
        }
        engine_asked.set_value(false);
        thinking.set(false);
    };
    on_cleanup(move || {
        if engine_asked.try_get_value() == Some(true) {
            engine::cancel();
        }
    });

    let refresh = move || {
        let movable = runner.with_untracked(Runner::movable);
        board.update(|b| b.set_movable(movable));
    };
    let record = move || {
        if let Some(stars) = runner.with_untracked(Runner::stars) {
            progress.update(|p| p.record(l, level, stars));
            save_progress(progress, failed);
        }
    };
    // The other side's reply arrived (`None`: the level's own reply instead).
    let replied = move |t: u32, reply: Option<String>| {
        if ticket.try_get_value() != Some(t) || !thinking.get_untracked() {
            return;
        }
        engine_asked.set_value(false);
        thinking.set(false);
        runner.update(|r| {
            let m = reply.and_then(|uci| r.position().parse_uci(&uci).ok());
            r.opponent_reply(m);
        });
        refresh();
        if runner.with_untracked(Runner::is_done) {
            record();
        }
    };
    // The level waits for the engine: ask the worker, unless the Play page's game is waiting for
    // it (its request is never taken away); give up after a while.
    let ask_opponent = move || {
        let Some(req) = runner.with_untracked(Runner::opponent_request) else { return };
        ticket.update_value(|t| *t += 1);
        let t = ticket.get_value();
        thinking.set(true);
        if engine::is_waiting() {
            set_timeout(move || replied(t, None), OWN_REPLY_PAUSE);
            return;
        }
        engine_asked.set_value(true);
        let request = Request { fen: req.fen, moves: req.moves, level: req.level, clock: None, pause: true };
        engine::request(&request, move |answer| {
            let reply = match answer {
                Answer::Move(uci) => Some(uci),
                Answer::NoMove | Answer::Failed(_) => None,
            };
            replied(t, reply);
        });
        set_timeout(
            move || {
                if ticket.try_get_value() == Some(t) && engine_asked.try_get_value() == Some(true) {
                    engine::cancel();
                    replied(t, None);
                }
            },
            ENGINE_PATIENCE,
        );
    };
    // What follows every attempt: the explanation (or none), the board, and the outcome.
    let after = move |attempt: Attempt, before: Position, from: Option<Square>| {
        if attempt == Attempt::Ignored {
            return;
        }
        hint.set(None);
        explanation.set(feedback(&attempt, &before, from, lv, t, c));
        refresh();
        reveal(".level-panel .explanation");
        if runner.with_untracked(Runner::is_done) {
            record();
        }
        if runner.with_untracked(Runner::is_waiting) {
            ask_opponent();
        }
    };
    let attempt = move |f: &dyn Fn(&mut Runner) -> Attempt, from: Option<Square>| {
        let before = runner.with_untracked(|r| *r.position());
        let mut result = Attempt::Ignored;
        runner.update(|r| result = f(r));
        after(result, before, from);
    };

    let on_action = Callback::new(move |action: Action| match action {
        Action::None => {}
        Action::Play(m) => attempt(&|r: &mut Runner| r.try_move(m.from(), m.to(), m.promotion()), Some(m.from())),
        Action::Refused { .. } if question => {}
        Action::Refused { from, to } => attempt(&|r: &mut Runner| r.refusal(from, to), Some(from)),
    });
    // Taps answer questions about squares.
    let on_tap = move |ev: leptos::ev::MouseEvent| {
        if !question {
            return;
        }
        if let Some(sq) = square_of(&ev) {
            attempt(&|r: &mut Runner| r.tap(sq), None);
        }
    };
    // And so do Enter and Space on the keyboard's square (the board's own keys: they make no
    // click, and the board has nothing to pick up in a question).
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        if !question || !matches!(ev.key().as_str(), "Enter" | " ") {
            return;
        }
        if let Some(sq) = board.with_untracked(|b| b.cursor) {
            attempt(&|r: &mut Runner| r.tap(sq), None);
        }
    };
    // A move typed in the field is tried, or explained, as the same move on the board.
    let on_typed = Callback::new(move |typed: Typed| match typed {
        Typed::Move(m) => attempt(&|r: &mut Runner| r.try_move(m.from(), m.to(), m.promotion()), Some(m.from())),
        Typed::Refused { from, to } => attempt(&|r: &mut Runner| r.refusal(from, Some(to)), Some(from)),
    });
    // Touch-move: selecting a piece touches it; from then on only it may move.
    if lv.touch_move {
        let selected = Memo::new(move |_| board.with(|b| b.selected));
        Effect::new(move |_| {
            if let Some(sq) = selected.get() {
                let mut touched = false;
                runner.update(|r| touched = r.touch(sq));
                if touched {
                    let movable = runner.with_untracked(Runner::movable);
                    board.update(|b| b.movable = movable);
                }
            }
        });
    }

    let done = Memo::new(move |_| runner.with(Runner::is_done));
    Effect::new(move |_| {
        if done.get() {
            clear_of_sheet();
        }
    });
    let position = Signal::derive(move || runner.with(|r| *r.position()));
    let waiting = Signal::derive(move || !runner.with(Runner::can_move));
    let done_now = Signal::derive(move || done.get());
    let stars = Memo::new(move |_| runner.with(Runner::stars));
    let last_move = Signal::derive(move || runner.with(Runner::last_move));
    let check = Signal::derive(move || runner.with(|r| r.position().is_check().then(|| r.position().our_king())));
    let orientation = Signal::derive(move || board.with(|b| b.orientation));
    let targets = Signal::derive(move || runner.with(Runner::targets));
    let found = Signal::derive(move || runner.with(Runner::found));
    let touched = Signal::derive(move || runner.with(Runner::touched));
    let highlight = Signal::derive(move || explanation.with(|e| e.as_ref().map_or(Bitboard::EMPTY, |e| e.squares)));
    let hint_squares = Signal::derive(move || match hint.get() {
        Some(Hint::Square(sq)) => Bitboard::from_square(sq),
        Some(Hint::Clue(clue)) => clue_squares(&clue),
        _ => Bitboard::EMPTY,
    });
    let arrows = Signal::derive(move || {
        let mut arrows: Vec<Arrow> = Vec::new();
        if let Some(m) = runner.with(Runner::shown_move) {
            arrows.push((m, "shown"));
        }
        if let Some(Hint::Arrow(m)) = hint.get() {
            arrows.push((m, "hint"));
        }
        if let Some(m) = explanation.with(|e| e.as_ref().and_then(|e| e.arrow)) {
            arrows.push((m, "reason"));
        }
        arrows
    });

    // The question asked now: the level's, or the other one after a wrong Yes/No answer.
    let goal = move || runner.with(|r| goal_text(r.level(), r.square_to_find(), t));
    let show_hint = move |_| {
        let mut h = None;
        runner.update(|r| h = r.hint());
        explanation.set(None);
        hint.set(h);
        reveal(".level-panel .hint-text");
    };
    let restart = move |_| {
        forget_reply();
        runner.update(Runner::restart);
        explanation.set(None);
        hint.set(None);
        refresh();
    };
    let go = move |to: Screen| move |_| screen.set(to);
    let last = level + 1 >= l.levels.len();
    // After a wrong answer to a two-option question the explanation is read beside the position
    // it is about; this asks the other question.
    let pending = Memo::new(move |_| runner.with(Runner::question_pending));
    let next_question = move |_| {
        runner.update(|r| {
            r.next_question();
        });
        explanation.set(None);
        hint.set(None);
        refresh();
        // The keyboard goes on with the new question's first answer (the button pressed is gone).
        request_animation_frame(|| {
            if let Some(first) = find(".level .answer").and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = first.focus();
            }
        });
    };
    // The end of the lesson opens the next one (where the learner left it), not only the map.
    let next_lesson = match onward(lesson, level) {
        Onward::Lesson(n) => Some(n),
        Onward::Level(_) | Onward::End => None,
    };

    let answers = match lv.goal {
        Goal::Choose { options, .. } => {
            let buttons = options
                .iter()
                .enumerate()
                .map(|(i, key)| {
                    view! {
                        <button
                            type="button"
                            class="btn answer"
                            data-testid="answer"
                            data-answer=i.to_string()
                            prop:disabled=move || done.get() || pending.get()
                            on:click=move |_| attempt(&|r: &mut Runner| r.choose(i), None)
                        >
                            {t.get(key)}
                        </button>
                    }
                })
                .collect_view();
            Some(view! { <div class="answers">{buttons}</div> }.into_any())
        }
        Goal::Write(_) => {
            let input = NodeRef::<leptos::html::Input>::new();
            let submit = move |ev: leptos::ev::SubmitEvent| {
                ev.prevent_default();
                let Some(el) = input.get_untracked() else { return };
                let text = el.value();
                attempt(&move |r: &mut Runner| r.write(&text, kaissa_app_core::i18n::language()), None);
            };
            Some(
                view! {
                    <form class="write" on:submit=submit>
                        <label class="write-label">
                            <span>{t.ui.write_label}</span>
                            <input
                                type="text"
                                class="write-input"
                                data-testid="write-input"
                                node_ref=input
                                placeholder=t.ui.write_placeholder
                                autocomplete="off"
                                autocapitalize="off"
                                spellcheck="false"
                                prop:disabled=move || done.get()
                            />
                        </label>
                        <button type="submit" class="btn primary" data-testid="write-submit" prop:disabled=move || done.get()>
                            {t.ui.write_submit}
                        </button>
                    </form>
                }
                .into_any(),
            )
        }
        _ => None,
    };

    view! {
        // `data-fen`: the position on the board, from which the screen reader's layer
        // (src/access) says each move and answers its keys.
        <div
            class="level"
            class:finished=move || done.get()
            data-lesson=l.id
            data-level=(level + 1).to_string()
            data-fen=move || position.with(Position::fen)
        >
            <header class="level-head">
                <button type="button" class="btn back" data-testid="back-to-map" on:click=go(Screen::Map)>
                    {t.ui.back_to_map}
                </button>
                <h1 class="level-title">{t.get(l.title)}</h1>
                <span class="level-of">
                    {fill(t.ui.level_of, &[("n", &(level + 1).to_string()), ("total", &l.levels.len().to_string())])}
                </span>
            </header>
            <div class="level-main">
                <section class="board-area lesson-board" on:click=on_tap on:keydown=on_key>
                    <div class="board-stack">
                        <Board state=board last_move=last_move check=check theme="green" on_action=on_action />
                        <BoardOverlay
                            orientation=orientation
                            targets=targets
                            found=found
                            highlight=highlight
                            hint=hint_squares
                            touched=touched
                            arrows=arrows
                        />
                    </div>
                </section>
                <aside class="panel level-panel">
                    {(level == 0).then(|| view! { <p class="lesson-intro">{t.get(l.intro)}</p> })}
                    <p class="level-goal" data-testid="level-goal">{goal}</p>
                    {move || {
                        runner
                            .with(Runner::is_adjusting)
                            .then(|| view! { <p class="touched" data-testid="adjusting">{c.settings.touch_adjusting}</p> })
                    }}
                    {move || {
                        touched
                            .get()
                            .filter(|_| !done.get())
                            .and_then(|sq| runner.with(|r| r.position().board().piece_at(sq)).map(|p| (sq, p)))
                            .map(|(sq, p)| view! { <p class="touched">{fill(t.ui.touched, &[("piece", &c.piece_on(p.role, sq))])}</p> })
                    }}
                    {move || {
                        thinking
                            .get()
                            .then(|| {
                                view! {
                                    <p class="thinking" data-testid="thinking" role="status">
                                        <span class="thinking-dots" aria-hidden="true"></span>
                                        {t.ui.thinking}
                                    </p>
                                }
                            })
                    }}
                    {answers}
                    {move || {
                        explanation
                            .get()
                            .map(|e| {
                                view! {
                                    <div class="explanation" data-testid="explanation" data-reason=e.code role="alert">
                                        <span class="explanation-text">{e.text}</span>
                                        {move || pending.get().then(|| view! {
                                            <button type="button" class="btn primary next-question" data-testid="next-question" data-focus-return="" on:click=next_question>
                                                {t.quiz.new_question}
                                            </button>
                                        })}
                                    </div>
                                }
                            })
                    }}
                    {move || {
                        hint.get()
                            .and_then(|h| runner.with(|r| hint_text(&h, t, c, r.position())))
                            .map(|text| view! { <p class="hint-text" data-testid="hint-text">{text}</p> })
                    }}
                    {move || {
                        (runner.with(Runner::can_claim))
                            .then(|| {
                                view! {
                                    <button
                                        type="button"
                                        class="btn claim"
                                        data-testid="claim-draw"
                                        on:click=move |_| attempt(&|r: &mut Runner| r.claim_draw(), None)
                                    >
                                        {t.ui.claim_draw}
                                    </button>
                                }
                            })
                    }}
                    {move || {
                        (!question && !done.get())
                            .then(|| {
                                let text = fill(
                                    t.ui.steps,
                                    &[("steps", &runner.with(Runner::steps).to_string()), ("par", &lv.par().to_string())],
                                );
                                view! { <p class="steps">{text}</p> }
                            })
                    }}
                    {move || {
                        stars
                            .get()
                            .map(|n| {
                                let own = runner.with_untracked(|r| r.level().praise);
                                let praise = own.map_or(t.ui.praise[usize::from(n.clamp(1, 3)) - 1], |k| t.get(k));
                                let next = (!last).then(|| {
                                    view! {
                                        <button type="button" class="btn primary" data-testid="next-level" on:click=go(Screen::Level(lesson, level + 1))>
                                            {t.ui.next_level}
                                        </button>
                                    }
                                });
                                let complete = last.then(|| {
                                    let onward = next_lesson.map(|n| {
                                        let title = fill(t.ui.go_next_lesson, &[("title", t.get(LESSONS[n].title))]);
                                        let open = move |_| {
                                            let at = progress.with_untracked(|p| p.resume_level(&LESSONS[n]));
                                            screen.set(Screen::Level(n, at));
                                        };
                                        view! {
                                            <button type="button" class="btn primary" data-testid="next-lesson" on:click=open>
                                                {title}
                                            </button>
                                        }
                                    });
                                    let map_class = if next_lesson.is_some() { "btn" } else { "btn primary" };
                                    view! {
                                        <p class="lesson-complete">{t.ui.lesson_complete}</p>
                                        {onward}
                                        <button type="button" class=map_class data-testid="lesson-complete" on:click=go(Screen::Map)>
                                            {t.ui.back_to_map}
                                        </button>
                                    }
                                });
                                let why = runner
                                    .with_untracked(Runner::star_reasons)
                                    .map(|r| view! { <p class="stars-why" data-testid="stars-why">{stars_reason(&r, t)}</p> });
                                view! {
                                    <div class="level-done" data-testid="level-done" data-stars=n.to_string() role="status" data-focus-return="">
                                        <span class="done-stars" aria-label=fill(t.ui.stars_label, &[("n", &n.to_string())])>
                                            {star_string(n)}
                                        </span>
                                        <p class="praise">{praise}</p>
                                        {why}
                                        {next}
                                        {complete}
                                    </div>
                                }
                            })
                    }}
                    <div class="controls">
                        <button type="button" class="btn" data-testid="hint" prop:disabled=move || done.get() || thinking.get() || pending.get() on:click=show_hint>
                            {t.ui.hint}
                        </button>
                        <button type="button" class="btn" data-testid="restart" on:click=restart>
                            {t.ui.restart}
                        </button>
                        {lv
                            .touch_move
                            .then(|| {
                                view! {
                                    <button
                                        type="button"
                                        class="btn"
                                        data-testid="adjust"
                                        title=c.settings.adjust_title
                                        aria-pressed=move || runner.with(Runner::is_adjusting).to_string()
                                        prop:disabled=move || done.get()
                                        on:click=move |_| runner.update(|r| {
                                            r.adjust();
                                        })
                                    >
                                        {c.settings.adjust}
                                    </button>
                                }
                            })}
                    </div>
                    {(!question).then(|| view! { <MoveField position=position waiting=waiting disabled=done_now on_typed=on_typed /> })}
                </aside>
            </div>
        </div>
    }
    .into_any()
}
