//! The Play screen as one value and its transitions: [`PlayState`] holds everything a game on
//! screen is (the session, the clock, who plays, touch-move, a move held for confirmation, the
//! engine request waited for, a draw offer, the ply being viewed, the saved record), and every
//! event — a move on the board, the engine's answer, a clock tick, a takeback, a new or loaded
//! game, the page hidden — is a method that takes the time (`now_ms`, monotonic), changes the
//! state and returns the [`Effect`]s the outside world must carry out (ask the engine, cancel
//! it, play a sound, save, turn the board).
//!
//! The order of the steps lives here, tested natively: a flag that fell before a move ends the
//! game and the move is not played; the clock is pressed after a move; an engine answer to a
//! request that is no longer waited for (a takeback, a new game meanwhile) is dropped by its
//! ticket. The views hold this value in one signal and run the effects (`src/play/ctx.rs`).
//!
//! The files: the state and the steps every transition shares ([`state`]), the effects
//! ([`effect`]), moves — the user's, the engine's, touch-move and confirm-move — ([`moving`]),
//! time ([`timing`]), draw offers, claims and resigning ([`offers`]), and starting, loading,
//! restoring, taking back and saving games ([`lifecycle`]).

pub mod effect;
pub mod lifecycle;
pub mod moving;
pub mod offers;
pub mod state;
pub mod timing;

#[cfg(test)]
mod tests;

pub use effect::{Effect, EngineAnswer, GuardAnswer, GUARD_WAIT_MS};
pub use state::{GuardCheck, Offer, Options, PlayState, Refusal};
