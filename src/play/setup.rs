//! What the Play screen starts once its state is made: the clock's timer and the page's
//! visibility ([`super::clocks`]), then the saved game back on the board and saved from then on
//! ([`super::saving`]).

use crate::play::clocks;
use crate::play::ctx::PlayCtx;
use crate::play::saving;

/// Starts the clock's timer and restores the saved game. Called once, after
/// [`PlayCtx::provide`].
pub fn install(ctx: PlayCtx) {
    clocks::install(ctx);
    saving::install(ctx);
}
