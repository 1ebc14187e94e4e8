//! Kaissa's app logic: everything the page decides, as plain Rust with no web framework and no
//! DOM, so that all of it is tested natively in milliseconds. The app's views (the `kaissa`
//! crate) only render these values and forward a person's input to them.
//!
//! One module per feature:
//! - [`board`]: the board widget's state machine (selection, drag, promotion choice).
//! - [`session`]: a game on screen — the rules core's game, claims, the ply being viewed, sounds.
//! - [`clock`]: chess clocks (increment, delays) and their faces.
//! - [`touch_move`]: the touch-move rule and its training mode.
//! - [`confirm_move`]: holding a move until the player confirms it.
//! - [`draws`]: draw offers, and when the computer accepts one.
//! - [`editor`]: the board editor ("Set up a position") and the game it starts.
//! - [`players`]: who plays whom.
//! - [`settings`]: the app's settings and the new-game choices.
//! - [`saving`]: saved values (versioned JSON), saved games, history and PGN.
//! - [`backup`]: all of it in one file, to export and import.
//! - [`engine_link`]: the UCI lines exchanged with the engine worker.
//! - [`lessons`]: the interactive rules tutorial.
//! - [`play`]: the Play screen as one state value and its transitions.
//! - [`routes`]: the app's pages and their addresses.
//! - [`i18n`]: the message catalog: every visible string.
//! - [`json`]: how the rules core's values are written in JSON.
//! - [`access`]: the board for screen readers and the keyboard: squares' names, spoken moves,
//!   keyboard commands, typed moves.
#![deny(missing_docs)]

/// Serde's reading of a unit-only enum stored as its code (`"fast"`), through one shared reader
/// ([`json::code_index`]): serde's derived reader costs the start-up module about 1 KB of code
/// per enum. The codes are the ones its derived `Serialize` writes (`tests::codes_round_trip` in
/// `settings::preferences` checks every one).
macro_rules! deserialize_by_code {
    ($ty:ident { $($variant:ident => $code:literal),* $(,)? }) => {
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                const ALL: &[$ty] = &[$($ty::$variant),*];
                let i = $crate::json::code_index(d, &[$($code),*])?;
                ALL.get(i).copied().ok_or_else(|| serde::de::Error::custom("no such value"))
            }
        }
    };
}

pub mod access;
pub mod backup;
pub mod board;
pub mod clock;
pub mod coach;
pub mod confirm_move;
pub mod draws;
pub mod editor;
pub mod engine_link;
pub mod i18n;
pub mod json;
pub mod language;
pub mod lessons;
pub mod modules;
pub mod openings;
pub mod play;
pub mod players;
pub mod routes;
pub mod saving;
pub mod session;
pub mod settings;
pub mod touch_move;
pub mod welcome;

#[cfg(test)]
mod test_support;

pub use board::state::MoveInput;
pub use clock::{format_clock, Clock, ClockMode, SavedClock, TimeControl, TimeControlError};
pub use draws::{accepts_draw, DrawAnswer, DrawReason, Eval};
pub use players::{Players, SavedPlayers};
pub use saving::{FinishedGame, GameRecord, History, PgnExport, ReplayError, Restored, SavedGame};
pub use session::{movable_of, sound_for, ClaimOffer, Heard, Session, Sound, Status};
pub use settings::{BlunderGuard, NewGamePrefs, Settings};
pub use touch_move::{Obligation, Touch, TouchMove, TouchRefusal};
