//! Draw offers — the computer answers from its own fresh evaluation of the position, a person at
//! the same device in a prompt — claims, and resigning.

use super::effect::{Effect, EngineScore};
use super::state::{Offer, PlayState};
use crate::draws::offers::{computer_answer, resigner};

impl PlayState {
    /// Whether a draw may be offered now (not twice at once, not on a finished game, not while
    /// looking back).
    #[must_use]
    pub fn can_offer_draw(&self) -> bool {
        !self.session.game().is_over()
            && self.view_ply.is_none()
            && !matches!(self.offer, Some(Offer::Pending { .. } | Offer::Waiting | Offer::Considering(_)))
    }

    /// The user offers a draw: to the computer (considered now, or after the move it is
    /// thinking about), or to the other person at the device.
    pub fn offer_draw(&mut self) -> Vec<Effect> {
        let mut effects = Vec::new();
        if !self.can_offer_draw() {
            return effects;
        }
        if self.players.computer_color().is_some() {
            if self.thinking.is_some() {
                self.offer = Some(Offer::Waiting);
            } else {
                self.consider_offer(&mut effects);
            }
        } else {
            self.offer = Some(Offer::Pending { by: self.session.position().turn() });
        }
        effects
    }

    /// Asks the engine to judge the position on the board for the offer.
    pub(super) fn consider_offer(&mut self, effects: &mut Vec<Effect>) {
        let ticket = self.ticket();
        let game = self.session.game();
        self.offer = Some(Offer::Considering(ticket));
        effects.push(Effect::Evaluate {
            ticket,
            fen: game.start().fen(),
            moves: game.moves().iter().map(|m| m.uci()).collect(),
        });
    }

    /// The engine's judgement for the offer with `ticket`: the computer accepts or declines, with
    /// its reason. A judgement of another position (the game changed meanwhile) is dropped.
    pub fn engine_score(&mut self, ticket: u64, score: EngineScore, now_ms: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.offer != Some(Offer::Considering(ticket)) {
            return effects;
        }
        if let Some(answer) = computer_answer(self.players, self.session.position(), score) {
            if answer.accept {
                self.agree(now_ms, &mut effects);
            }
            self.offer = Some(Offer::Answered(answer));
        }
        effects
    }

    /// The other person accepts the offer: the game is drawn.
    pub fn accept_draw(&mut self, now_ms: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        if matches!(self.offer, Some(Offer::Pending { .. })) {
            self.offer = None;
            self.agree(now_ms, &mut effects);
        }
        effects
    }

    /// The other person declines the offer.
    pub fn decline_draw(&mut self) {
        if let Some(Offer::Pending { by }) = self.offer {
            self.offer = Some(Offer::Declined { by: !by });
        }
    }

    /// The draw agreed.
    fn agree(&mut self, now_ms: f64, effects: &mut Vec<Effect>) {
        self.forget_request(effects);
        if self.session.agree_draw().is_some() {
            effects.push(Effect::Save);
        }
        self.settle(now_ms);
    }

    /// The user resigns (against the computer, the user's side; between two people, the side to
    /// move).
    pub fn resign(&mut self, now_ms: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let loser = resigner(self.players, self.session.position().turn());
        self.forget_request(&mut effects);
        if self.session.resign(loser).is_some() {
            effects.push(Effect::Save);
        }
        self.settle(now_ms);
        effects
    }

    /// Claims the draw the status offers (threefold repetition, fifty moves).
    pub fn claim_draw(&mut self, now_ms: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.session.claim_draw().is_some() {
            self.forget_request(&mut effects);
            effects.push(Effect::Save);
        }
        self.settle(now_ms);
        effects
    }

    /// Whether the user's next move claims a draw with it.
    pub fn set_claim_next(&mut self, claim: bool) {
        self.claim_next = claim;
    }
}
