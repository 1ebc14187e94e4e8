//! Draws: when the computer accepts a draw ([`computer`]) and the offers made during a game
//! ([`offers`]).

pub mod computer;
pub mod offers;

pub use computer::{accepts_draw, DrawAnswer, DrawReason, Eval};
