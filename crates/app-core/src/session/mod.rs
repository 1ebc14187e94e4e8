//! A game on screen: the rules core's [`kaissa_rules::Game`] plus claims and status (`state.rs`, re-exported here),
//! the ply being viewed ([`viewing`]) and the sound each move makes ([`sound`]).

pub mod sound;
mod state;
pub mod viewing;

pub use sound::{sound_for, Heard, Sound};
pub use state::{movable_of, ClaimOffer, Session, Status};
