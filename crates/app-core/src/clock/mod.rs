//! Time: the chess clock itself ([`chess_clock`]: modes, increment, delays, flag fall) and what the
//! Play screen derives from it ([`timing`]: the faces' text, the engine's time budget).

pub mod chess_clock;
pub mod timing;

pub use chess_clock::{format_clock, Clock, ClockMode, SavedClock, TimeControl, TimeControlError};
