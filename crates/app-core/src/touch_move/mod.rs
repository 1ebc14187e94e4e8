//! The touch-move rule: what a touched piece obliges ([`obligation`]) and the training mode that
//! explains it on the board ([`training`]).

pub mod obligation;
pub mod training;

pub use obligation::{Obligation, Touch, TouchMove, TouchRefusal};
