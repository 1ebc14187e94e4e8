//! The blunder guard's check as plain state (issue 23): the two small searches that
//! [`kaissa_engine::coach::guard`] runs natively, as plain UCI for the app's engine worker —
//! the position after the learner's move (the reply), then the position before it (what the best
//! move keeps) — read back from the worker's lines and judged here, off the worker, by
//! [`guard_verdict`].

use super::listen::Listener;
use kaissa_engine::coach::{guard_verdict, Line, Reason, GUARD_NODES};
use kaissa_rules::{Move, Position};

/// One check of one move, from its first search to its verdict.
#[derive(Clone, Debug)]
pub struct GuardRun {
    before: Position,
    mv: Move,
    /// The position the move makes (found once: each of the worker's lines is read in it).
    after: Position,
    /// The lines found: the position after the move, then the one before it.
    found: Vec<Line>,
    /// The search running.
    listener: Listener,
}

impl GuardRun {
    /// The check of the move `uci` in the position `fen`; `None` when either cannot be read or
    /// the move is not legal there (nothing to check: the page plays it, and the rules say why
    /// it is refused).
    #[must_use]
    pub fn new(fen: &str, uci: &str) -> Option<GuardRun> {
        let before = Position::from_fen(fen).ok()?;
        let mv = before.parse_uci(uci).ok()?;
        let after = before.after(mv);
        Some(GuardRun { before, mv, after, found: Vec::new(), listener: Listener::new(after) })
    }

    /// The position the move is made in.
    #[must_use]
    pub fn before(&self) -> &Position {
        &self.before
    }

    /// The move checked.
    #[must_use]
    pub fn mv(&self) -> Move {
        self.mv
    }

    /// The position the running search looks at: after the move, then before it.
    fn searched(&self) -> &Position {
        if self.found.is_empty() {
            &self.after
        } else {
            &self.before
        }
    }

    /// The UCI lines of the next search (`position fen …`, `go nodes …`); `None` once the
    /// verdict is known. A move that leaves the opponent no move (mate, stalemate) needs none.
    #[must_use]
    pub fn next(&self) -> Option<[String; 2]> {
        if self.verdict().is_some() {
            return None;
        }
        Some([format!("position fen {}", self.searched().fen()), format!("go nodes {GUARD_NODES}")])
    }

    /// A line the worker said during the running search: its scored `info` lines are kept, and
    /// its `bestmove` ends the search (`true`: send [`GuardRun::next`]).
    pub fn line(&mut self, text: &str) -> bool {
        if self.verdict().is_some() {
            return false;
        }
        let Some(answer) = self.listener.hear(text) else { return false };
        // A search that said no scored line (it cannot, short of a position without moves) is
        // read as level, with the best move alone.
        self.found.push(answer.or_level());
        self.listener = Listener::new(*self.searched());
        true
    }

    /// The verdict once both searches are in: the danger to warn about, or `Some(None)` for
    /// none; `None` while the searches run.
    #[must_use]
    pub fn verdict(&self) -> Option<Option<Reason>> {
        if !self.after.has_legal_moves() {
            return Some(None);
        }
        match self.found.as_slice() {
            [after, best] => Some(guard_verdict(&self.before, self.mv, best, after)),
            _ => None,
        }
    }
}
