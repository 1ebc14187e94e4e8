//! Saving: one versioned-JSON mechanism for every saved value ([`value`]), the saved game and the
//! history of finished games ([`record`]), what the Play screen saves and restores ([`persist`]),
//! and PGN import and export ([`pgn`]).

pub mod persist;
pub mod pgn;
pub mod record;
pub mod value;

pub use record::{
    FinishedGame, GameRecord, History, PgnExport, ReplayError, Restored, SavedGame, SavedPlayers, Settings,
};
