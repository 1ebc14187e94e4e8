//! Reading a search's answer off the engine worker's lines, for everything the coach asks the
//! worker (the review's searches, "try again", the guard's two searches): the position's
//! [`Line`] is the last scored `info` line before `bestmove` ([`info_line`]) — the deepest
//! finished iteration, as the worker reports it — and a line that arrives when nothing was asked
//! (after Stop, or from a search the page no longer waits for) is ignored.

use super::run::info_line;
use kaissa_engine::coach::Line;
use kaissa_engine::Score;
use kaissa_rules::{Move, Position};

/// One search's answer, read at its `bestmove`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The last scored line; `None` if the search said none (a position without moves, or an
    /// engine that failed).
    pub line: Option<Line>,
    /// The move after `bestmove`, if it is legal in the position.
    pub best: Option<Move>,
}

impl Answer {
    /// The line, or the best move alone at a level score when the search said no score: for
    /// the guard, which must answer quickly rather than fail.
    #[must_use]
    pub fn or_level(self) -> Line {
        self.line.unwrap_or_else(|| Line { score: Score::Cp(0), pv: self.best.into_iter().collect() })
    }
}

/// The lines of one search of one position, heard one by one.
#[derive(Clone, Debug)]
pub struct Listener {
    pos: Position,
    last: Option<Line>,
}

impl Listener {
    /// Listening to a search of `pos`.
    #[must_use]
    pub fn new(pos: Position) -> Listener {
        Listener { pos, last: None }
    }

    /// The position searched.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// One line from the worker: a scored `info` line is kept, `bestmove` gives the answer.
    pub fn hear(&mut self, text: &str) -> Option<Answer> {
        if let Some(line) = info_line(&self.pos, text) {
            self.last = Some(line);
            return None;
        }
        let best = text.strip_prefix("bestmove")?;
        let best = best.split_ascii_whitespace().next().and_then(|m| self.pos.parse_uci(m).ok());
        Some(Answer { line: self.last.take(), best })
    }

    /// The answer in a search's whole output (the native tools, which get it at once); `None`
    /// if it has no `bestmove`.
    pub fn hear_all<'a>(&mut self, lines: impl IntoIterator<Item = &'a String>) -> Option<Answer> {
        lines.into_iter().find_map(|l| self.hear(l))
    }
}

/// Who asked the review's worker for the search it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asker {
    /// The review, for the game's position `index`.
    Review(usize),
    /// "Try again", for the move the learner tried.
    Retry,
}

/// The review panel's one engine worker, shared by the review and "try again": who is waiting
/// for the search it runs, and that search's lines so far.
#[derive(Clone, Debug, Default)]
pub struct Conversation {
    asking: Option<(Asker, Listener)>,
}

impl Conversation {
    /// Nothing asked yet.
    #[must_use]
    pub fn new() -> Conversation {
        Conversation::default()
    }

    /// `who` asks for a search of `pos` (the lines sent to the worker are the caller's); what
    /// was asked before is forgotten.
    pub fn ask(&mut self, who: Asker, pos: Position) {
        self.asking = Some((who, Listener::new(pos)));
    }

    /// Nobody waits any more (the worker was stopped): its lines are ignored until the next
    /// [`Conversation::ask`].
    pub fn hang_up(&mut self) {
        self.asking = None;
    }

    /// Whether a search is awaited.
    #[must_use]
    pub fn is_waiting(&self) -> bool {
        self.asking.is_some()
    }

    /// One line from the worker. At the search's end: who asked and the line found, or why
    /// there is none (the search said no score, so the review cannot go on).
    pub fn hear(&mut self, text: &str) -> Option<Result<(Asker, Line), String>> {
        let (who, listener) = self.asking.as_mut()?;
        let answer = listener.hear(text)?;
        let (who, pos) = (*who, *listener.position());
        self.asking = None;
        Some(answer.line.map(|line| (who, line)).ok_or_else(|| format!("no score for {}", pos.fen())))
    }
}
