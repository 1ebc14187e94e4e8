//! Time: the clock's tick (the flag, the low-time warning) and the page hidden or shown.

use super::effect::Effect;
use super::state::PlayState;
use crate::clock::timing::went_low;
use crate::session::Sound;
use kaissa_rules::Color;

impl PlayState {
    /// A look at the clock (the views' redraw timer): a fallen flag ends the game, and a clock
    /// that has just gone low sounds its warning once. Nothing happens without a running clock.
    pub fn tick(&mut self, now_ms: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.clock.as_ref().and_then(crate::Clock::running).is_none() {
            return effects;
        }
        if self.flag_fell(now_ms, &mut effects) {
            return effects;
        }
        for color in [Color::White, Color::Black] {
            let low = self.clock.as_ref().is_some_and(|c| c.is_low(color, now_ms));
            let before = std::mem::replace(&mut self.was_low[color.index()], low);
            if went_low(before, low) {
                effects.push(Effect::Sound(Sound::LowTime));
            }
        }
        effects
    }

    /// Pauses the clocks if the setting says so for this game, the page being hidden.
    pub(super) fn pause_if_hidden(&mut self, now_ms: f64) {
        let applies = self.options.pause_when_hidden.applies(self.players.level().is_some());
        if let Some(clock) = self.clock.as_mut().filter(|_| applies) {
            clock.pause(now_ms);
        }
    }

    /// The page was hidden or shown again: the clocks pause while it is hidden if the setting
    /// says so for this game (by default only against the computer), and the game is saved as
    /// the page goes (it may never come back). Shown again with the computer to move and not
    /// asked (the game was taken over from another tab while this one was hidden), the computer
    /// is asked.
    pub fn page_hidden(&mut self, hidden: bool, now_ms: f64) -> Vec<Effect> {
        if hidden {
            self.pause_if_hidden(now_ms);
        } else if let Some(clock) = &mut self.clock {
            clock.resume(now_ms);
        }
        let mut effects = Vec::new();
        if hidden {
            effects.push(Effect::Save);
        } else if self.thinking.is_none() && self.engine_error.is_none() {
            self.ask_computer(now_ms, &mut effects);
        }
        effects
    }
}
