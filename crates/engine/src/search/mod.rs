//! The search: iterative deepening over a principal-variation (negamax) alpha-beta search with
//! quiescence, a transposition table, null-move pruning, late-move reductions, check
//! extensions, mate scores and draw detection (repetition against the game and the search path,
//! the fifty-move rule, insufficient material).
//!
//! A search is a [`SearchTask`] advanced by [`Searcher::step`], one iteration per call, so that
//! a caller with a single thread (a Web Worker) can pause between slices and still answer
//! `stop`: a pause request aborts the iteration in progress, which is run again on the next call
//! (the transposition table keeps most of its work). [`Searcher::search`] runs a task to the end.
//!
//! Three files, each depending only on the ones after it:
//!
//! * `driver.rs`: [`Searcher`] and [`SearchTask`] — iterative deepening, aspiration windows,
//!   when to stop (time, nodes, mates), slices, and handing the result to a level's choice;
//! * `root.rs`: the root moves and the search of them in one iteration;
//! * `node.rs`: the state of one iteration and the node search, negamax and quiescence.

mod driver;
mod node;
mod root;

pub use crate::score::{is_mate_score, Score, INF, MATE, MATE_BOUND, MAX_DEPTH, MAX_PLY};
pub use driver::{Info, SearchResult, SearchTask, Searcher, StepOutcome};
