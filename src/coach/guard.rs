//! The blunder guard's check and warning (issue 23), drawn by the dialogs' module where the Play
//! screen holds the learner's move (`Entry::Guard`). The check is
//! [`kaissa_app_core::coach::GuardRun`]: two small searches in an engine worker that this module
//! keeps for all its checks (a worker starts in about a tenth of a second, more than the check
//! itself: starting one per move would make most checks late). Safe: it answers
//! [`GuardAnswer::Safe`] and shows nothing. A danger: it says which in one sentence, from the
//! facts ([`kaissa_app_core::coach::why`]), with "Take it back" and "Play it anyway", and
//! answers [`GuardAnswer::Warned`], then the learner's choice. The Play screen plays the move
//! anyway if no answer came in time; a check still running then is stopped by the next one.

use crate::coach::engine;
use crate::coach::plural::plural_category;
use crate::engine_client::uci_worker::UciWorker;
use kaissa_app_core::coach::{coach_texts, why, GuardRun};
use kaissa_app_core::i18n::catalog;
use kaissa_app_core::play::GuardAnswer;
use kaissa_engine::coach::Reason;
use leptos::prelude::*;
use std::cell::RefCell;

/// What receives a check's verdict: the danger, or `None`.
type OnVerdict = Box<dyn FnOnce(Option<Reason>)>;

/// The check waited for.
struct Job {
    /// Tells a job apart from the next (a view that goes forgets its own only).
    id: u64,
    run: GuardRun,
    on_verdict: Option<OnVerdict>,
}

/// The worker the checks share, and what it is doing.
struct Shared {
    engine: UciWorker,
    /// Whether a search runs (its `bestmove` is still to come).
    searching: bool,
    /// How many stopped searches' `bestmove`s are still to come: their lines are not the job's.
    stale: u32,
    job: Option<Job>,
}

thread_local! {
    static SHARED: RefCell<Option<Shared>> = const { RefCell::new(None) };
    static NEXT_ID: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Sends the job's next search, or, when its verdict is known, takes its callback (to be called
/// once the shared state is no longer borrowed).
fn advance(shared: &mut Shared) -> Option<(OnVerdict, Option<Reason>)> {
    let job = shared.job.as_mut()?;
    if let Some(lines) = job.run.next() {
        shared.engine.send(&lines);
        shared.searching = true;
        return None;
    }
    let verdict = job.run.verdict().flatten();
    let job = shared.job.take()?;
    job.on_verdict.map(|f| (f, verdict))
}

/// A line from the worker: a stopped search's lines are skipped; the job's are read.
fn on_line(line: &str) {
    let done = SHARED.with_borrow_mut(|s| {
        let shared = s.as_mut()?;
        let ends = line.starts_with("bestmove");
        if ends {
            shared.searching = false;
        }
        if shared.stale > 0 {
            shared.stale -= u32::from(ends);
            return None;
        }
        let job = shared.job.as_mut()?;
        if job.run.line(line) {
            advance(shared)
        } else {
            None
        }
    });
    if let Some((f, verdict)) = done {
        f(verdict);
    }
}

/// The worker failed: the job has no verdict (the Play screen plays the move when its wait is
/// over), and the next check starts a new worker.
fn on_error(_why: String) {
    // Dropping the job's callback answers nothing; the worker goes with the shared state —
    // dropped after this handler returns, since the handler is one of the worker's own.
    let gone = SHARED.with_borrow_mut(Option::take);
    leptos::task::spawn_local(async move { drop(gone) });
}

/// The shared worker, started if there is none (`None` when it cannot start).
fn shared(s: &mut Option<Shared>) -> Option<&mut Shared> {
    if s.is_none() {
        let engine = engine::start(on_line, on_error).ok()?;
        *s = Some(Shared { engine, searching: false, stale: 0, job: None });
    }
    s.as_mut()
}

/// Starts the checks' worker now, when a game against the computer at `level` begins and the
/// guard (the setting `blunder_guard`) checks that level: a worker takes longer to start than a
/// check takes, so the game's first checks would otherwise come after the Play screen's wait.
pub fn warm(level: u8) {
    let settings = crate::storage::read::<kaissa_app_core::Settings>().value;
    if settings.blunder_guard.applies(level) {
        SHARED.with_borrow_mut(|s| {
            shared(s);
        });
    }
}

/// Runs the check `run` and hands the danger (or `None`) to `on_verdict`, unless the check is
/// forgotten first ([`forget`]). Returns the check's id.
fn check(run: GuardRun, on_verdict: impl FnOnce(Option<Reason>) + 'static) -> u64 {
    let id = NEXT_ID.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    let done = SHARED.with_borrow_mut(|s| {
        let shared = shared(s)?;
        if shared.searching {
            // The last check's search is of no use now: stop it, and skip what it still says.
            shared.engine.send(&["stop".to_owned()]);
            shared.stale += 1;
            shared.searching = false;
        }
        shared.job = Some(Job { id, run, on_verdict: Some(Box::new(on_verdict)) });
        advance(shared)
    });
    if let Some((f, verdict)) = done {
        f(verdict);
    }
    id
}

/// Forgets the check `id` (its view went): its verdict reaches no one.
fn forget(id: u64) {
    SHARED.with_borrow_mut(|s| {
        if let Some(job) = s.as_mut().and_then(|shared| shared.job.as_mut()).filter(|job| job.id == id) {
            job.on_verdict = None;
        }
    });
}

/// The check of the learner's move `mv` (UCI) in `fen`, and its warning if it finds a danger
/// (`data-testid="guard"`, with `guard-back` and `guard-play`). `answer` receives the verdict
/// and then the learner's choice.
///
/// A move taken back after the warning is kept with the game on the board (this tab's), for its
/// review to list (issue 46; `kaissa_app_core::coach::stopped`).
#[component]
pub fn GuardView(
    /// The position the move is made in, as FEN.
    fen: String,
    /// The move, in UCI.
    mv: String,
    /// Receives [`GuardAnswer`]s.
    answer: Callback<GuardAnswer>,
) -> impl IntoView {
    let warning = RwSignal::new(None::<(String, &'static str)>);
    let kept = StoredValue::new((fen.clone(), mv.clone()));
    let words = coach_texts(catalog());
    // A move that cannot be read is safe at once: the page plays it, and the rules say why it
    // is refused.
    if let Some(run) = GuardRun::new(&fen, &mv) {
        let (before, played) = (*run.before(), run.mv());
        let id = check(run, move |verdict| match verdict {
            None => answer.run(GuardAnswer::Safe),
            Some(reason) => {
                let text = why(catalog(), &before, played, Some(&reason), &plural_category);
                if warning.try_set(Some((text, reason.code()))).is_none() {
                    answer.run(GuardAnswer::Warned);
                }
            }
        });
        on_cleanup(move || forget(id));
    } else {
        answer.run(GuardAnswer::Safe);
    }
    move || {
        warning.get().map(|(text, code)| {
            view! {
                // A question about the move just made: the focus goes to "Take it back", the
                // answer that loses nothing; Escape presses it (src/lazy/loader.js).
                <div class="guard" data-testid="guard" data-reason=code role="alertdialog" aria-modal="true" aria-labelledby="guard-text">
                    <p id="guard-text">
                        <strong>{words.guard_title}</strong>
                        " "
                        {text}
                    </p>
                    <div class="row-actions">
                        <button
                            type="button"
                            class="btn primary"
                            data-testid="guard-back"
                            data-autofocus=""
                            data-cancel=""
                            on:click=move |_| {
                                kept.with_value(|(fen, mv)| keep_stopped(fen, mv));
                                answer.run(GuardAnswer::Back)
                            }
                        >
                            {words.guard_back}
                        </button>
                        <button type="button" class="btn" data-testid="guard-play" on:click=move |_| answer.run(GuardAnswer::Play)>
                            {words.guard_play}
                        </button>
                    </div>
                </div>
            }
        })
    }
}

/// Keeps the move `mv` (UCI) stopped in the position `fen` with this tab's game.
fn keep_stopped(fen: &str, mv: &str) {
    use kaissa_app_core::coach::stopped::{add, key};
    let Some(id) = crate::storage::tab_get(kaissa_app_core::saving::games::TAB_KEY) else { return };
    let key = key(&id);
    let text = add(crate::storage::get(&key).as_deref(), fen, mv);
    crate::storage::set(&key, &text);
}
