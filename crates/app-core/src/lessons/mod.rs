//! Learn: an interactive rules tutorial, from "what is a file?" to every rule of chess.
//!
//! - [`model`]: the data model — lessons, levels, goals, opponents, solutions.
//! - [`LESSONS`]: the curriculum, as data (texts are keys into [`crate::i18n::lessons`]).
//! - [`goal`]: the goal checker, every judgement made by the rules core.
//! - [`dead`]: dead positions beyond bare material (no series of moves can mate).
//! - [`facts`]: the facts a level's texts state, checked against its position.
//! - [`judge`]: what is wrong at once with a move (the mistake shown, and the look-ahead's filter).
//! - [`runner`]: playing one level — attempts, reasons, replies, hints, stars.
//! - [`search`]: the small look-ahead behind "is this move a mistake", the best defence and
//!   hints.
//! - [`quiz`]: questions explained — why an answer is right, a hint's clue, why a tap is wrong.
//! - [`progress`]: best stars and where to resume, saved as JSON by the app.
//!
//!
//! All of it is plain Rust, tested natively; the page's components (the app's `lessons` views)
//! only render a [`runner::Runner`] and forward the learner's taps to it.

pub mod address;
mod curriculum;
pub mod dead;
pub mod facts;
pub mod goal;
pub mod judge;
pub mod mistake;
pub mod model;
pub mod progress;
pub mod quiz;
pub mod runner;
pub mod search;
pub mod sim;

#[cfg(test)]
mod tests;

pub use curriculum::LESSONS;
pub use model::{Lesson, Level};

/// The lesson with this id.
#[must_use]
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.id == id)
}

/// The number of levels in the whole curriculum.
#[must_use]
pub fn level_count() -> usize {
    LESSONS.iter().map(|l| l.levels.len()).sum()
}
