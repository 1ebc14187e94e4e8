//! What a finished review shows, as plain data for the view to draw: each move's mark on the move
//! list (`data-judgement`, "book" for the moves the opening list names), the list of the moves it
//! explains — each with its label, judgement, reason code, sentence, better line and arrows —
//! and the evaluation graph's names of the moves.

use super::run::ReviewRun;
use super::say::{better, judgement_name, san, why};
use crate::i18n::plural::PluralCategory;
use crate::i18n::Catalog;
use crate::language::notation::{move_number, numbered};
use kaissa_engine::coach::Judgement;
use kaissa_rules::{Color, Move, Position};

/// The rating below which the review is kinder to the learner (chess.com's review is more
/// generous to new players too): their inaccuracies are not listed, only their mistakes and
/// blunders that a fact explains (the move list still marks every judgement). 1200 is where the
/// measurement's beginners are (README, "The coach's review of beginners' games"), and what the
/// app takes a learner to be who plays the computer at levels 1–4 (Elo 600–1100 by
/// [`kaissa_engine::levels::NOMINAL_ELO`]).
pub const KIND_BELOW: u32 = 1200;

/// The rating the app takes a learner to have who plays the computer at `level` (1–10): the
/// level's own nominal Elo, since a person picks an opponent they can beat about half the time.
#[must_use]
pub fn learner_rating(level: u8) -> u32 {
    let i = usize::from(level.clamp(1, 10)) - 1;
    kaissa_engine::levels::NOMINAL_ELO[i]
}

/// One explained move of the review's list.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    /// Its index in the game (0: the game's first move).
    pub index: usize,
    /// "12. Nf3" or "12... Nf6", in the catalog's letters.
    pub label: String,
    /// An inaccuracy, a mistake or a blunder.
    pub judgement: Judgement,
    /// The reason's stable code (`data-reason`), if a fact explains the move.
    pub reason: Option<&'static str>,
    /// Why the move was bad, or that there was a better move.
    pub why: String,
    /// The best move, if the search had another move.
    pub better: Option<String>,
    /// The arrows of "Show": the move played ("played") and the better one ("better").
    pub arrows: Vec<(Move, &'static str)>,
}

/// A move the blunder guard stopped, as the review lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct StoppedItem {
    /// The index of the position it was tried in (0: the start).
    pub index: usize,
    /// "You almost played Ng6. This move puts the knight on g6 where the pawn on h7 can take it."
    pub text: String,
    /// The guard's reason's code (`data-reason`).
    pub reason: &'static str,
    /// The arrows of "Show": the stopped move ("played") and the best one ("better").
    pub arrows: Vec<(Move, &'static str)>,
}

/// "12. Nf3" or "12... Nf6": the move `m` (legal in `pos`), the `index`th of a game from `start`,
/// in the catalog's letters.
#[must_use]
pub fn move_label(c: &Catalog, start: &Position, pos: &Position, m: Move, index: usize) -> String {
    let (number, mover) = move_number(start.fullmoves(), start.turn(), index);
    format!("{} {}", numbered(number, mover), san(c, pos, m))
}

impl ReviewRun {
    /// Each move's mark on the move list once the review is done: its judgement's code, or
    /// "book" for the first `book` moves (the ones the opening list names) unless they were
    /// errors — a move of a named opening can still be a blunder.
    #[must_use]
    pub fn codes(&self, book: usize) -> Option<Vec<&'static str>> {
        let result = self.result()?;
        Some(
            result
                .iter()
                .enumerate()
                .map(|(i, p)| if i < book && !p.judgement.is_error() { "book" } else { p.judgement.code() })
                .collect(),
        )
    }

    /// The moves the review explains, once done, in the game's order: in a game between two
    /// people (`player` `None`) every inaccuracy, mistake and blunder; for a learner (`player`,
    /// against the computer) only the ones a fact on the board explains — a drop the coach
    /// cannot show is not taught as a mistake, and its judgement stays on the move list — and
    /// below [`KIND_BELOW`] (`rating`) not their inaccuracies. `plural` gives a number's plural
    /// category in the catalog's language.
    #[must_use]
    pub fn items(
        &self,
        c: &Catalog,
        player: Option<Color>,
        rating: Option<u32>,
        plural: &dyn Fn(u64) -> PluralCategory,
    ) -> Option<Vec<Item>> {
        let result = self.result()?;
        let start = self.positions()[0];
        let kind = rating.is_some_and(|r| r < KIND_BELOW);
        let listed = |i: usize, p: &kaissa_engine::coach::PlyReview| match player {
            None => p.judgement.is_error(),
            Some(side) => {
                self.positions()[i].turn() == side
                    && p.judgement.is_error()
                    && p.reason.is_some()
                    && !(kind && p.judgement == Judgement::Inaccuracy)
            }
        };
        let list = result
            .iter()
            .enumerate()
            .filter(|(i, p)| listed(*i, p))
            .map(|(i, p)| {
                let before = self.positions()[i];
                let mut arrows = vec![(p.played, "played")];
                if let Some(best) = p.best.best().filter(|&b| b != p.played) {
                    arrows.push((best, "better"));
                }
                Item {
                    index: i,
                    label: move_label(c, &start, &before, p.played, i),
                    judgement: p.judgement,
                    reason: p.reason.as_ref().map(|r| r.code()),
                    why: why(c, &before, p.played, p.reason.as_ref(), plural),
                    better: better(c, &before, p.played, &p.best),
                    arrows,
                }
            })
            .collect();
        Some(list)
    }

    /// The moves the blunder guard stopped that the review confirms, once done, in the game's
    /// order: "You almost played Ng6." and the guard's sentence.
    #[must_use]
    pub fn stopped_items(&self, c: &Catalog, plural: &dyn Fn(u64) -> PluralCategory) -> Option<Vec<StoppedItem>> {
        let w = super::current::coach_texts(c);
        let list = self
            .stopped()?
            .into_iter()
            .map(|(index, m, reason)| {
                let before = self.positions()[index];
                let almost = crate::i18n::fill(w.guard_almost, &[("move", &san(c, &before, m))]);
                let mut arrows = vec![(m, "played")];
                if let Some(best) = self.line(index).and_then(kaissa_engine::coach::Line::best).filter(|&b| b != m) {
                    arrows.push((best, "better"));
                }
                StoppedItem {
                    index,
                    text: format!("{almost} {}", why(c, &before, m, Some(&reason), plural)),
                    reason: reason.code(),
                    arrows,
                }
            })
            .collect();
        Some(list)
    }

    /// Each move's name on the evaluation graph, once done: its label and what the review calls
    /// it ("3. Qxe5, Blunder").
    #[must_use]
    pub fn graph_names(&self, c: &Catalog) -> Option<Vec<String>> {
        let result = self.result()?;
        let start = self.positions()[0];
        Some(
            result
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let label = move_label(c, &start, &self.positions()[i], p.played, i);
                    format!("{label}, {}", judgement_name(c, p.judgement))
                })
                .collect(),
        )
    }
}
