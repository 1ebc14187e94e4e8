//! Moves: the user's (through touch-move and confirm-move), the engine's, a refused attempt, a
//! press on a square in touch-move mode, and looking back through the moves.

use super::effect::{Effect, EngineAnswer, GuardAnswer};
use super::state::{GuardCheck, Offer, PlayState, Refusal};
use crate::confirm_move::hold;
use crate::touch_move::obligation::Touch;
use crate::touch_move::training::Verdict;
use kaissa_rules::{Move, Square};

impl PlayState {
    /// A move finished on the board: kept to the touch-move obligation, held for confirmation
    /// when moves are confirmed, else played.
    pub fn user_move(&mut self, m: Move, now_ms: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        if !self.user_to_move() || self.held.is_some() {
            return effects;
        }
        if self.options.touch_move {
            if let Some(refusal) = self.touch.check(m) {
                self.refusal = Some(Refusal::Touch { refusal, position: *self.session.position() });
                return effects;
            }
        }
        // A legal move waits for the confirming tap, or for the blunder guard's check; an
        // illegal one is played at once, so that the rules core says why it is refused.
        if self.options.confirm_moves || self.guarded() {
            if let Some(held) = hold(self.session.position(), m) {
                self.refusal = None;
                self.held = Some(held);
                if !self.options.confirm_moves {
                    self.check_held(&mut effects);
                }
                return effects;
            }
        }
        self.play(m, now_ms, &mut effects);
        effects
    }

    /// Plays the held move (the user confirmed it), on the live game even if an earlier
    /// position was being looked at — after the blunder guard's check, in a guarded game.
    pub fn confirm_held(&mut self, now_ms: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.guard.is_some() || self.held.is_none() {
            return effects;
        }
        self.view_ply = None;
        if self.guarded() {
            self.check_held(&mut effects);
        } else {
            self.play_held(now_ms, &mut effects);
        }
        effects
    }

    /// Drops the held move: the user may choose again.
    pub fn cancel_held(&mut self) {
        self.held = None;
        self.guard = None;
    }

    /// Has the blunder guard check the held move (shown made, nothing movable meanwhile).
    fn check_held(&mut self, effects: &mut Vec<Effect>) {
        let ticket = self.ticket();
        self.guard = Some(GuardCheck::Checking(ticket));
        effects.push(Effect::GuardWait(ticket));
    }

    /// The blunder guard's answer about the held move of check `ticket`: safe, or "play it
    /// anyway", plays it; a warning keeps it held until the learner chooses; "take it back"
    /// drops it; the end of the wait ([`GuardAnswer::Late`]) plays it unless it was warned
    /// about. An answer to a check no longer open (the move was played when the wait was over,
    /// or the game changed) changes nothing.
    pub fn guard_answer(&mut self, ticket: u64, answer: GuardAnswer, now_ms: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let Some(check) = self.guard.filter(|c| c.ticket() == ticket) else { return effects };
        match answer {
            GuardAnswer::Warned => self.guard = Some(GuardCheck::Warned(ticket)),
            GuardAnswer::Back => self.cancel_held(),
            GuardAnswer::Late if check != GuardCheck::Checking(ticket) => {}
            GuardAnswer::Safe | GuardAnswer::Play | GuardAnswer::Late => self.play_held(now_ms, &mut effects),
        }
        effects
    }

    /// Plays the move the guard held.
    fn play_held(&mut self, now_ms: f64, effects: &mut Vec<Effect>) {
        self.guard = None;
        if let Some(held) = self.held.take() {
            self.view_ply = None;
            self.play(held.mv, now_ms, effects);
        }
    }

    /// Plays the user's move, or records why it is refused. A flag that fell before the move
    /// ends the game instead; the clock is pressed after the move; then the computer is asked.
    fn play(&mut self, m: Move, now_ms: f64, effects: &mut Vec<Effect>) {
        if self.flag_fell(now_ms, effects) {
            return;
        }
        let position = *self.session.position();
        match self.session.play_claiming(m, self.claim_next) {
            Ok(_) => {
                self.press_clock(now_ms);
                self.claim_next = false;
                self.refusal = None;
                // The user's own move withdraws any offer (also one the computer was to answer).
                self.offer = None;
                effects.push(Effect::Save);
            }
            Err(reason) => self.refusal = Some(Refusal::Rules { reason, from: m.from(), position }),
        }
        self.settle(now_ms);
        self.ask_computer(now_ms, effects);
    }

    /// The engine's answer to the request with `ticket`: played through the session like any
    /// move (checked like the user's), unless the screen no longer waits for it (a takeback, a
    /// new or loaded game meanwhile) or the computer's time ran out first.
    pub fn engine_answer(&mut self, ticket: u64, answer: EngineAnswer, now_ms: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.thinking != Some(ticket) {
            return effects;
        }
        if self.flag_fell(now_ms, &mut effects) {
            return effects;
        }
        self.thinking = None;
        let mut played = false;
        let failure = match answer {
            EngineAnswer::Move(uci) => {
                played = match self.session.position().parse_uci(&uci) {
                    Ok(m) => self.session.play(m).is_ok(),
                    Err(_) => false,
                };
                if played {
                    self.press_clock(now_ms);
                    effects.push(Effect::Save);
                }
                (!played).then(|| format!("bestmove {uci}"))
            }
            EngineAnswer::NoMove => Some("bestmove 0000".to_owned()),
            EngineAnswer::Failed(why) => Some(why),
        };
        self.engine_error = failure;
        // An offer made while the computer thought outlives its move and is considered now;
        // an answer from before its move is over.
        match self.offer {
            Some(Offer::Waiting) if !self.session.game().is_over() => self.consider_offer(&mut effects),
            Some(Offer::Waiting | Offer::Considering(_)) => {}
            _ if played => self.offer = None,
            _ => {}
        }
        self.settle(now_ms);
        effects
    }

    /// Asks the computer again after it failed (the "Try again" button).
    pub fn retry_engine(&mut self, now_ms: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.thinking.is_none() && self.computer_to_move() {
            self.ask_computer(now_ms, &mut effects);
        }
        effects
    }

    /// An attempt the board refused (no legal move from `from` to `to`): explained by the rules
    /// core (also "the game is over"), or by the touch-move obligation; nothing is said while the
    /// computer is to move or an earlier position is shown (the status and the banner say why
    /// nothing moves).
    pub fn refused(&mut self, from: Square, to: Option<Square>) {
        if self.computer_to_move() || self.view_ply.is_some() {
            return;
        }
        let position = *self.session.position();
        let rules = |s: &PlayState| Refusal::Rules { reason: s.session.refusal(from, to), from, position };
        self.refusal = if self.touch_active() {
            match self.touch.verdict(from, to) {
                Verdict::Rules => Some(rules(self)),
                Verdict::Touch(refusal) => Some(Refusal::Touch { refusal, position }),
                Verdict::Quiet => None,
            }
        } else {
            Some(rules(self))
        };
    }

    /// Whether touch-move training applies now: on, the user to move on the live position, and
    /// no move waiting for confirmation.
    #[must_use]
    pub fn touch_active(&self) -> bool {
        self.options.touch_move && self.held.is_none() && self.user_to_move()
    }

    /// A press on `sq` in touch-move mode: a touch, which may bind the player. Returns whether it
    /// did (the board's moves are then narrowed to [`PlayState::movable`] at once).
    pub fn touch(&mut self, sq: Square) -> bool {
        if !self.touch_active() {
            return false;
        }
        matches!(self.touch.touch(sq), Some(Touch::Committed(_)))
    }

    /// "J'adoube": the next touch adjusts a piece instead of binding.
    pub fn adjust(&mut self) {
        if self.touch_active() {
            self.touch.adjust();
        }
    }

    /// Shows the position after `ply` moves (`None`, or the last ply: the live one).
    pub fn view(&mut self, ply: Option<usize>) {
        let live = self.session.game().moves().len();
        self.view_ply = ply.filter(|&p| p < live);
    }

    /// Forgets the refusal shown (its close button).
    pub fn dismiss_refusal(&mut self) {
        self.refusal = None;
    }
}
