//! A game in progress: the rules core's [`kaissa_rules::Game`] plus what the page needs around it.
//! Pure Rust (no DOM), so that it is tested natively.

mod session;

pub use session::{movable_of, ClaimOffer, Session, Status};
