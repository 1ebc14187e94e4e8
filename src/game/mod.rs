//! A game in progress: the rules core's [`kaissa_rules::Game`] plus what the page needs around it.
//! Pure Rust (no DOM), so that it is tested natively.

pub mod clock;
pub mod draw_offer;
pub mod saved;
pub mod saved_value;
mod session;
pub mod sound_choice;
pub mod touch_move;

pub use clock::{format_clock, Clock, ClockMode, SavedClock, TimeControl, TimeControlError};
pub use draw_offer::{accepts_draw, DrawAnswer, DrawReason, Eval};
pub use saved::{
    FinishedGame, GameRecord, History, PgnExport, ReplayError, Restored, SavedGame, SavedPlayers, Settings,
};
pub use session::{movable_of, ClaimOffer, Session, Status};
pub use sound_choice::{sound_for, Heard, Sound};
pub use touch_move::{Obligation, Touch, TouchMove, TouchRefusal};
