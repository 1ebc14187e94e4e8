//! The map of all lessons, with each lesson's stars and progress.

use kaissa_app_core::i18n::fill;
use kaissa_app_core::i18n::lessons::feedback::star_string;
use kaissa_app_core::i18n::lessons::lesson_texts;
use kaissa_app_core::lessons::progress::Progress;
use kaissa_app_core::lessons::LESSONS;
use leptos::prelude::*;

/// The lessons map: one button per lesson (`data-testid="lesson"`, `data-lesson`, `data-stars`:
/// the stars earned so far, 0–3), with a progress bar of its levels done
/// (`data-testid="lesson-progress"`, and `data-levels-done` / `data-levels` on the card), and
/// `data-next="true"` on the next lesson to do.
#[component]
pub fn LessonMap(
    /// The learner's progress.
    progress: RwSignal<Progress>,
    /// Opens a lesson (by its index in [`LESSONS`]).
    on_open: Callback<usize>,
) -> impl IntoView {
    let t = lesson_texts();
    let cards = LESSONS
        .iter()
        .enumerate()
        .map(|(i, lesson)| {
            let stars = move || progress.with(|p| p.lesson_stars(lesson));
            let done = move || progress.with(|p| p.levels_done(lesson));
            let total = lesson.levels.len();
            let next = move || progress.with(|p| p.next_lesson(LESSONS) == Some(i));
            let percent = move || format!("width: {}%", done() * 100 / total.max(1));
            let action = move || match done() {
                0 => t.ui.start,
                n if n == total => t.ui.replay,
                _ => t.ui.resume,
            };
            view! {
                <li>
                    <button
                        type="button"
                        class="lesson-card"
                        data-testid="lesson"
                        data-lesson=lesson.id
                        data-stars=move || stars().to_string()
                        data-done=move || (done() == total).then_some("")
                        data-levels-done=move || done().to_string()
                        data-levels=total.to_string()
                        data-next=move || next().then_some("true")
                        aria-current=move || next().then_some("step")
                        on:click=move |_| on_open.run(i)
                    >
                        <span class="lesson-no">{i + 1}</span>
                        <span class="lesson-name">{t.get(lesson.title)}</span>
                        <span class="lesson-stars" aria-label=move || fill(t.ui.stars_label, &[("n", &stars().to_string())])>
                            {move || star_string(stars())}
                        </span>
                        <span class="lesson-progress">
                            {move || fill(t.ui.lesson_progress, &[("done", &done().to_string()), ("total", &total.to_string())])}
                        </span>
                        <span
                            class="lesson-bar"
                            data-testid="lesson-progress"
                            role="progressbar"
                            aria-label=move || fill(t.ui.lesson_progress, &[("done", &done().to_string()), ("total", &total.to_string())])
                            aria-valuemin="0"
                            aria-valuemax=total.to_string()
                            aria-valuenow=move || done().to_string()
                        >
                            <span class="lesson-bar-fill" style=percent></span>
                        </span>
                        <span class="lesson-action">
                            {move || next().then(|| view! { <span class="lesson-next">{t.ui.next_lesson}</span> })}
                            {action}
                        </span>
                    </button>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="lesson-map">
            <h1 class="learn-title">{t.ui.map_title}</h1>
            <p class="learn-intro">{t.ui.map_intro}</p>
            <ol class="lessons">{cards}</ol>
        </div>
    }
}
