//! A small look-ahead over a level: can the learner still reach the goal within the moves left,
//! against the level's opponent? It answers three questions — is this move a mistake (the goal
//! is out of reach after it), which reply defends best, and what is a good next move (a hint).
//!
//! Lesson positions are small and the horizons short (mate in two, stars within a few moves), so
//! a plain AND–OR search suffices; a node budget keeps it bounded, and when the budget runs out
//! the answer is "unknown" and the learner is given the benefit of the doubt.

use super::goal;
use super::judge::quick_mistake;
use super::model::{Level, Opponent};
use super::sim::{ordered_moves, Replies, Sim};
use kaissa_rules::Move;
use std::collections::HashMap;

/// How many moves the look-ahead considers before giving up.
pub const NODE_BUDGET: u32 = 60_000;

/// The look-ahead over one level.
pub struct Search<'a> {
    level: &'a Level,
    nodes: u32,
    budget: u32,
    /// Results for levels where the other side passes (the position and the stars collected
    /// decide everything there), by (position hash, stars, depth).
    memo: HashMap<(u64, u64, u32), bool>,
}

/// The budget ran out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Unknown;

impl<'a> Search<'a> {
    /// A search with the default budget.
    #[must_use]
    pub fn new(level: &'a Level) -> Search<'a> {
        Search::with_budget(level, NODE_BUDGET)
    }

    /// A search with its own budget.
    #[must_use]
    pub fn with_budget(level: &'a Level, budget: u32) -> Search<'a> {
        Search { level, nodes: 0, budget, memo: HashMap::new() }
    }

    /// Whether the learner, to move in `sim`, can reach the goal within `depth` moves whatever
    /// the other side replies (by its policy).
    pub fn wins(&mut self, sim: &Sim, depth: u32) -> Result<bool, Unknown> {
        if goal::claimable(&self.level.goal, &sim.game) {
            return Ok(true);
        }
        if depth == 0 || !sim.learner_to_move() {
            return Ok(false);
        }
        let key =
            (self.level.opponent == Opponent::Pass).then(|| (sim.position().hash(), sim.track.collected.0, depth));
        if let Some(&known) = key.as_ref().and_then(|k| self.memo.get(k)) {
            return Ok(known);
        }
        let mut result = false;
        for m in ordered_moves(sim.position()) {
            if quick_mistake(self.level, sim, m).is_some() {
                continue;
            }
            if self.wins_after(sim, m, depth)? {
                result = true;
                break;
            }
        }
        if let Some(k) = key {
            self.memo.insert(k, result);
        }
        Ok(result)
    }

    /// Whether after the learner's move `m` (legal, no immediate mistake) the goal is reached
    /// within `depth` moves counting `m`.
    pub fn wins_after(&mut self, sim: &Sim, m: Move, depth: u32) -> Result<bool, Unknown> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(Unknown);
        }
        let mut next = sim.clone();
        if next.apply_learner(self.level, m) {
            return Ok(true);
        }
        match next.replies(self.level) {
            Replies::Pass => {
                if next.apply_reply(self.level, None) {
                    return Ok(true);
                }
                self.wins(&next, depth - 1)
            }
            Replies::Moves(replies) if replies.is_empty() => Ok(false),
            Replies::Moves(replies) => {
                for r in replies {
                    let mut after = next.clone();
                    if !after.apply_reply(self.level, Some(r)) && !self.wins(&after, depth - 1)? {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
        }
    }

    /// The fewest moves in which the learner reaches the goal, up to `max`; `None` if not within
    /// `max`.
    pub fn distance(&mut self, sim: &Sim, max: u32) -> Result<Option<u32>, Unknown> {
        for d in 0..=max {
            if self.wins(sim, d)? {
                return Ok(Some(d));
            }
        }
        Ok(None)
    }

    /// A learner's move that reaches the goal fastest (within `max` moves), with the number of
    /// moves.
    pub fn best_move(&mut self, sim: &Sim, max: u32) -> Result<Option<(Move, u32)>, Unknown> {
        for d in 1..=max {
            for m in ordered_moves(sim.position()) {
                if quick_mistake(self.level, sim, m).is_none() && self.wins_after(sim, m, d)? {
                    return Ok(Some((m, d)));
                }
            }
        }
        Ok(None)
    }

    /// The reply that resists best (the other side to move in `sim`, the learner having `left`
    /// moves): one after which the goal is out of reach, else the one that delays it most; ties
    /// go to the first in [`ordered_moves`] order. `None` when there is no reply.
    pub fn defence(&mut self, sim: &Sim, left: u32) -> Option<Move> {
        let Replies::Moves(replies) = sim.replies(self.level) else { return None };
        let mut best: Option<(u32, Move)> = None;
        for r in replies {
            let mut after = sim.clone();
            let resistance = if after.apply_reply(self.level, Some(r)) {
                0
            } else {
                match self.distance(&after, left) {
                    Ok(None) => return Some(r),
                    Ok(Some(d)) => d + 1,
                    Err(Unknown) => 0,
                }
            };
            if best.is_none_or(|(b, _)| resistance > b) {
                best = Some((resistance, r));
            }
        }
        best.map(|(_, r)| r)
    }

    /// After the learner's move (the other side to move in `sim`, the learner having `left`
    /// moves), whether the goal is still in reach, and if not, the reply that shows it. `Err`
    /// when the budget ran out (then the move is not called a mistake).
    pub fn refutation(&mut self, sim: &Sim, left: u32) -> Result<Refutation, Unknown> {
        match sim.replies(self.level) {
            Replies::Pass => {
                let mut after = sim.clone();
                if after.apply_reply(self.level, None) || self.wins(&after, left)? {
                    Ok(Refutation::None)
                } else {
                    Ok(Refutation::OutOfReach)
                }
            }
            Replies::Moves(replies) if replies.is_empty() => Ok(Refutation::OutOfReach),
            Replies::Moves(replies) => {
                for r in replies {
                    let mut after = sim.clone();
                    if !after.apply_reply(self.level, Some(r)) && !self.wins(&after, left)? {
                        return Ok(Refutation::ByReply(r));
                    }
                }
                Ok(Refutation::None)
            }
        }
    }
}

/// Whether a learner's move keeps the goal in reach.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Refutation {
    /// The goal is still in reach.
    None,
    /// This reply puts it out of reach.
    ByReply(Move),
    /// It is out of reach whatever happens (the stars cannot all be reached, the game is over).
    OutOfReach,
}
