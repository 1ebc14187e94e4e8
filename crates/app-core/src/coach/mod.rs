//! The coach's words (issue 23): what a review calls each move, and why a bad move was bad, in
//! the app's language, from the facts the engine's coach found
//! ([`kaissa_engine::coach`]: the judgement by winning chances, the [`Reason`] from the board and
//! the search). Nothing here judges: it only says what the facts are; and a review in progress
//! as plain state ([`ReviewRun`]), whose searches the app's engine worker runs as plain UCI.
//!
//! [`Reason`]: kaissa_engine::coach::Reason

mod current;
mod en;
pub mod graph;
mod guard;
mod listen;
mod listing;
mod lt;
mod lv;
mod retry;
mod ru;
mod run;
mod say;
pub mod stopped;
mod words;

pub use current::{coach_texts, coach_words};
pub use en::COACH_EN;
pub use guard::GuardRun;
pub use listen::{Answer, Asker, Conversation, Listener};
pub use listing::{learner_rating, move_label, Item, StoppedItem, KIND_BELOW};
pub use lt::COACH_LT;
pub use lv::COACH_LV;
pub use retry::{Retry, Tried};
pub use ru::COACH_RU;
pub use run::{info_line, ReviewRun, Search, SECOND_LOOK_FACTOR};
pub use say::{better, judgement_name, why};
pub use words::CoachWords;

#[cfg(test)]
mod tests;
