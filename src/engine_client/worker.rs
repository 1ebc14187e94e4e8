//! The engine worker as the page sees it: one per page, started on the first computer game,
//! spoken to in UCI lines. The decisions (what to send, which answer is stale, how long to pause)
//! are in [`kaissa_app_core::engine_link`]; this file only carries lines and timers.

use super::uci_worker::UciWorker;
use crate::now::now_ms;
use kaissa_app_core::engine_link::{
    evaluation_lines, hello_lines, min_pause_ms, new_game_lines, parse_line, remaining_pause_ms, EngineLine, Received,
    Request, Ticket, Tickets,
};
use kaissa_engine::Score;
use std::cell::RefCell;
use std::time::Duration;
use wasm_bindgen::prelude::*;

/// What became of a request for a move (the Play screen's own type, so its answers go straight
/// to [`kaissa_app_core::play::PlayState::engine_answer`]).
pub use kaissa_app_core::play::EngineAnswer as Answer;

type OnAnswer = Box<dyn FnOnce(Answer)>;

/// Called with an evaluation's score (from the side to move's point of view; `None` when the
/// search reported none or the worker failed).
type OnEvaluation = Box<dyn FnOnce(Option<Score>)>;

/// The request the page waits for.
struct Pending {
    ticket: Ticket,
    asked_at: f64,
    pause: f64,
    on_answer: OnAnswer,
}

#[derive(Default)]
struct Client {
    running: Option<UciWorker>,
    tickets: Tickets,
    /// The level of the game in progress, re-sent to a restarted worker.
    level: Option<u8>,
    pending: Option<Pending>,
    /// The move that arrived, waiting out the pause before it is shown.
    arrived: Option<(Ticket, Answer)>,
    /// Who waits for the evaluation in progress.
    evaluation: Option<OnEvaluation>,
    /// Whether the engine was set to full strength for an evaluation since the game's level was
    /// last sent (the level goes back before the next move request).
    full_strength: bool,
}

thread_local! {
    static CLIENT: RefCell<Client> = RefCell::new(Client::default());
}

impl Client {
    fn post(&self, line: &str) {
        if let Some(r) = &self.running {
            r.post(line);
        }
    }

    /// Starts the worker if it is not running; `Err` with a message if the browser refuses.
    fn ensure_worker(&mut self) -> Result<(), String> {
        if self.running.is_some() {
            return Ok(());
        }
        self.running = Some(UciWorker::start(on_line, |why| fail(&why))?);
        self.tickets.reset();
        self.full_strength = false;
        for line in hello_lines(js_sys::Math::random()) {
            self.post(&line);
        }
        if let Some(level) = self.level {
            for line in new_game_lines(level) {
                self.post(&line);
            }
        }
        Ok(())
    }

    /// Forgets the request in progress; a search still running is stopped.
    fn cancel(&mut self) {
        self.pending = None;
        self.arrived = None;
        self.evaluation = None;
        if self.tickets.cancel() {
            self.post("stop");
        }
    }
}

/// Starts a game against the computer at `level`: any request in progress is dropped, the worker
/// is started if needed, and the engine is told (a new game, the level).
pub fn new_game(level: u8) {
    CLIENT.with_borrow_mut(|c| {
        c.cancel();
        c.level = Some(level);
        if c.running.is_some() {
            c.full_strength = false;
            for line in new_game_lines(level) {
                c.post(&line);
            }
        } else {
            // Starting sends the level too. A refusal shows up at the first request.
            let _ = c.ensure_worker();
        }
    });
}

/// Asks for a move. `on_answer` is called once, no sooner than the level's pause after now —
/// unless the request is cancelled first ([`cancel`], [`new_game`] or another request), then
/// never.
pub fn request(req: &Request, on_answer: impl FnOnce(Answer) + 'static) {
    let on_answer: OnAnswer = Box::new(on_answer);
    let failed = CLIENT.with_borrow_mut(|c| {
        c.cancel();
        if c.level != Some(req.level) || c.full_strength {
            c.level = Some(req.level);
            c.full_strength = false;
            c.post(&format!("setoption name Level value {}", req.level));
        }
        if let Err(e) = c.ensure_worker() {
            return Some((on_answer, e));
        }
        c.post(&req.position_line());
        let ticket = c.tickets.issue();
        c.post(&req.go_line());
        let pause = if req.pause { min_pause_ms(req.level, js_sys::Math::random()) } else { 0.0 };
        c.pending = Some(Pending { ticket, asked_at: now_ms(), pause, on_answer });
        None
    });
    if let Some((on_answer, e)) = failed {
        on_answer_later(on_answer, Answer::Failed(e));
    }
}

/// Asks for the engine's own judgement of the position after `moves` from `fen` (a draw offer):
/// `on_result` gets the score, from the point of view of the side to move, once — unless a move
/// request, [`cancel`] or [`new_game`] comes first, then never. Nothing is played: the
/// evaluation's move is dropped. Returns `false`, and does nothing, while a move is being waited
/// for (ask again once it is shown), so that an evaluation never stops the computer's search.
pub fn evaluate(fen: &str, moves: &[String], on_result: impl FnOnce(Option<Score>) + 'static) -> bool {
    let on_result: OnEvaluation = Box::new(on_result);
    let started = CLIENT.with_borrow_mut(|c| {
        if c.pending.is_some() {
            return None;
        }
        if c.tickets.evaluating() {
            // The newer question replaces the older one (both are about this position or a later
            // one); the older search is stopped by the new lines.
            c.evaluation = None;
        }
        if let Err(e) = c.ensure_worker() {
            return Some(Err((on_result, e)));
        }
        for line in evaluation_lines(fen, moves) {
            if line.starts_with("go ") {
                c.tickets.issue_evaluation();
            }
            c.post(&line);
        }
        c.full_strength = true;
        c.evaluation = Some(on_result);
        Some(Ok(()))
    });
    match started {
        None => false,
        Some(Ok(())) => true,
        Some(Err((on_result, e))) => {
            web_sys::console::warn_1(&JsValue::from_str(&format!("engine worker: {e}")));
            leptos::prelude::set_timeout(move || on_result(None), Duration::ZERO);
            true
        }
    }
}

/// Drops the request in progress (a takeback, a new position): its answer will be ignored.
pub fn cancel() {
    CLIENT.with_borrow_mut(Client::cancel);
}

/// Whether a request is waiting for its answer.
#[must_use]
pub fn is_waiting() -> bool {
    CLIENT.with_borrow(|c| c.pending.is_some())
}

/// The last score of the last search, from the computer's point of view (it searches on its own
/// turn); `None` before any search and after a takeback, a new game or a loaded position.
#[must_use]
pub fn last_score() -> Option<kaissa_engine::Score> {
    CLIENT.with_borrow(|c| c.tickets.last_score())
}

/// Calls back outside the current call stack, so that callers never see their callback run
/// before `request` has returned.
fn on_answer_later(f: OnAnswer, answer: Answer) {
    leptos::prelude::set_timeout(move || f(answer), Duration::ZERO);
}

fn on_line(line: &str) {
    let parsed = parse_line(line);
    if let EngineLine::Error { message, fatal } = &parsed {
        if *fatal {
            fail(message);
        } else {
            web_sys::console::warn_1(&JsValue::from_str(&format!("engine: {message}")));
        }
        return;
    }
    let answer = match &parsed {
        EngineLine::BestMove(Some(m)) => Answer::Move(m.clone()),
        _ => Answer::NoMove,
    };
    let received = CLIENT.with_borrow_mut(|c| c.tickets.receive(&parsed));
    if let Some(Received::Evaluation(_, score)) = received {
        if let Some(on_result) = CLIENT.with_borrow_mut(|c| c.evaluation.take()) {
            on_result(score);
        }
        return;
    }
    let delay = CLIENT.with_borrow_mut(|c| {
        let Some(Received::Move(ticket)) = received else { return None };
        let pending = c.pending.as_ref()?;
        let delay = remaining_pause_ms(pending.asked_at, now_ms(), pending.pause);
        c.arrived = Some((ticket, answer));
        Some((ticket, delay))
    });
    if let Some((ticket, delay)) = delay {
        leptos::prelude::set_timeout(move || deliver(ticket), Duration::from_secs_f64(delay / 1000.0));
    }
}

/// Shows the answer to `ticket`, unless it was cancelled during the pause.
fn deliver(ticket: Ticket) {
    let ready = CLIENT.with_borrow_mut(|c| {
        if !c.tickets.is_current(ticket) {
            return None;
        }
        let (t, answer) = c.arrived.take()?;
        let pending = c.pending.take()?;
        c.tickets.done(t);
        (t == ticket && pending.ticket == ticket).then_some((pending.on_answer, answer))
    });
    if let Some((on_answer, answer)) = ready {
        on_answer(answer);
    }
}

/// The worker failed: it is thrown away (the next request starts a new one) and the request in
/// progress is answered with the failure.
fn fail(message: &str) {
    web_sys::console::error_1(&JsValue::from_str(&format!("engine worker: {message}")));
    let pending = CLIENT.with_borrow_mut(|c| {
        // Dropping the worker ends it.
        c.running = None;
        c.tickets.reset();
        c.arrived = None;
        (c.pending.take(), c.evaluation.take())
    });
    if let Some(p) = pending.0 {
        on_answer_later(p.on_answer, Answer::Failed(message.to_owned()));
    }
    if let Some(on_result) = pending.1 {
        leptos::prelude::set_timeout(move || on_result(None), Duration::ZERO);
    }
}
