//! Saving: one versioned-JSON mechanism for every saved value ([`value`]), the game in progress
//! and how games are replayed ([`game`]), the games of several tabs ([`games`]), the finished games ([`history`]), what the Play screen
//! saves and restores ([`persist`]), PGN import and export ([`pgn`]), and the accuracies of the
//! reviewed finished games ([`accuracy`]).

pub mod accuracy;
pub mod game;
pub mod games;
pub mod history;
pub mod persist;
pub mod pgn;
pub mod value;

pub use game::{GameRecord, ReplayError, Restored, SavedGame};
pub use history::{FinishedGame, History};
pub use pgn::PgnExport;
