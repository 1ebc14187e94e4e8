//! The lessons' message catalog, kept apart from the app's main [`Catalog`](super::Catalog).
//!
//! Three parts, one per kind of text:
//! - [`LessonUi`]: the Learn screens' own words (buttons, headings) — struct fields, so a missing
//!   one is a compile error, as in the main catalog;
//! - [`MistakeTexts`]: a sentence per kind of mistake against a goal — struct fields too;
//! - `texts`: the curriculum's texts (titles, introductions, goals, praise, answer options),
//!   keyed by the keys the lesson data uses. The data is not code, so these are checked by a
//!   test instead: every key the curriculum uses exists, in every language, and no key is unused.
//!
//! Russian, Lithuanian and Latvian follow as more `static` [`LessonTexts`] of the same shape.

mod en;

pub use en::EN;

use super::{fill, termination_index, Catalog};
use crate::lessons::mistake::{Mistake, MistakeKind};
use kaissa_rules::{Bitboard, Position};

/// The Learn screens' own words.
#[derive(Debug)]
pub struct LessonUi {
    /// The map's heading.
    pub map_title: &'static str,
    /// The map's introduction.
    pub map_intro: &'static str,
    /// "{done} of {total} exercises done" under a lesson on the map.
    pub lesson_progress: &'static str,
    /// "{n} of 3 stars", for screen readers.
    pub stars_label: &'static str,
    /// "Exercise {n} of {total}".
    pub level_of: &'static str,
    /// Hint button.
    pub hint: &'static str,
    /// Start-again button.
    pub restart: &'static str,
    /// Next-exercise button.
    pub next_level: &'static str,
    /// Back to the map.
    pub back_to_map: &'static str,
    /// Shown when the last exercise of a lesson is done.
    pub lesson_complete: &'static str,
    /// Praise by stars earned (1, 2, 3).
    pub praise: [&'static str; 3],
    /// "Moves: {steps} · three stars in {par}".
    pub steps: &'static str,
    /// The claim-draw button.
    pub claim_draw: &'static str,
    /// Label of the field for writing a move.
    pub write_label: &'static str,
    /// Placeholder of that field.
    pub write_placeholder: &'static str,
    /// Button checking the written move.
    pub write_submit: &'static str,
    /// Hint: a draw can be claimed now.
    pub hint_claim: &'static str,
    /// Hint: the goal is out of reach, start again.
    pub hint_restart: &'static str,
    /// Hint for a written move: "It begins with {text}".
    pub hint_text: &'static str,
    /// Hint for a question: this answer.
    pub hint_choice: &'static str,
    /// The other side is thinking.
    pub thinking: &'static str,
    /// Saved progress could not be read (and was kept aside).
    pub progress_unreadable: &'static str,
    /// Button opening a lesson not yet started.
    pub start: &'static str,
    /// Button opening a lesson in progress.
    pub resume: &'static str,
    /// Button opening a finished lesson again.
    pub replay: &'static str,
    /// "Touch-move: you touched {piece}." under the board.
    pub touched: &'static str,
    /// How to get out of check, for [`MistakeKind::EscapeOtherWay`], by [`Escape::index`](crate::lessons::model::Escape::index).
    pub escape_ways: [&'static str; 3],
}

/// A sentence per kind of mistake against a goal. Placeholders: `{played}` (the learner's move,
/// SAN), `{san}` (the refuting reply or the move asked for), `{square}`, `{squares}`,
/// `{pieces}` (the pieces on the highlighted squares, named by the main catalog), `{way}`,
/// `{ending}` (how the game would end, from the main catalog).
#[derive(Debug)]
#[allow(missing_docs)] // One field per `MistakeKind`, documented there.
pub struct MistakeTexts {
    pub no_check_here: &'static str,
    pub out_of_reach: &'static str,
    pub not_check: &'static str,
    pub king_escapes: &'static str,
    pub checker_captured: &'static str,
    pub check_blocked: &'static str,
    pub stalemate: &'static str,
    pub mate_refuted: &'static str,
    pub escape_other_way: &'static str,
    pub not_defended: &'static str,
    pub still_attacked: &'static str,
    pub bad_trade: &'static str,
    pub no_gain: &'static str,
    pub capture_missed: &'static str,
    pub not_promotion: &'static str,
    pub wrong_promotion: &'static str,
    pub not_castling: &'static str,
    pub not_en_passant: &'static str,
    pub not_that_move: &'static str,
    pub notation_unreadable: &'static str,
    pub notation_other_move: &'static str,
    pub notation_suffix: &'static str,
    pub notation_not_standard: &'static str,
    pub wrong_square: &'static str,
    pub wrong_answer: &'static str,
    pub resets_count: &'static str,
    pub no_claim: &'static str,
    pub claim_not_now: &'static str,
    pub not_draw: &'static str,
    pub legal_here: &'static str,
    pub touch_move: &'static str,
    pub goal_refuted: &'static str,
    pub ends_game: &'static str,
}

impl MistakeTexts {
    /// The sentence for a kind of mistake.
    #[must_use]
    pub fn get(&self, kind: MistakeKind) -> &'static str {
        match kind {
            MistakeKind::NoCheckHere => self.no_check_here,
            MistakeKind::OutOfReach => self.out_of_reach,
            MistakeKind::NotCheck => self.not_check,
            MistakeKind::KingEscapes => self.king_escapes,
            MistakeKind::CheckerCaptured => self.checker_captured,
            MistakeKind::CheckBlocked => self.check_blocked,
            MistakeKind::Stalemate => self.stalemate,
            MistakeKind::MateRefuted => self.mate_refuted,
            MistakeKind::EscapeOtherWay(_) => self.escape_other_way,
            MistakeKind::NotDefended => self.not_defended,
            MistakeKind::StillAttacked => self.still_attacked,
            MistakeKind::BadTrade => self.bad_trade,
            MistakeKind::NoGain => self.no_gain,
            MistakeKind::CaptureMissed => self.capture_missed,
            MistakeKind::NotPromotion => self.not_promotion,
            MistakeKind::WrongPromotion => self.wrong_promotion,
            MistakeKind::NotCastling => self.not_castling,
            MistakeKind::NotEnPassant => self.not_en_passant,
            MistakeKind::NotThatMove => self.not_that_move,
            MistakeKind::NotationUnreadable => self.notation_unreadable,
            MistakeKind::NotationOtherMove => self.notation_other_move,
            MistakeKind::NotationSuffix => self.notation_suffix,
            MistakeKind::NotationNotStandard => self.notation_not_standard,
            MistakeKind::WrongSquare => self.wrong_square,
            MistakeKind::WrongAnswer => self.wrong_answer,
            MistakeKind::ResetsCount => self.resets_count,
            MistakeKind::NoClaim => self.no_claim,
            MistakeKind::ClaimNotNow => self.claim_not_now,
            MistakeKind::NotDraw => self.not_draw,
            MistakeKind::LegalHere => self.legal_here,
            MistakeKind::TouchMove => self.touch_move,
            MistakeKind::GoalRefuted => self.goal_refuted,
            MistakeKind::EndsGame => self.ends_game,
        }
    }
}

/// Every text of the lessons in one language.
#[derive(Debug)]
pub struct LessonTexts {
    /// BCP 47 language tag.
    pub lang: &'static str,
    /// The Learn screens' words.
    pub ui: LessonUi,
    /// Mistakes against goals.
    pub mistakes: MistakeTexts,
    /// The curriculum's texts by key.
    pub texts: &'static [(&'static str, &'static str)],
}

impl LessonTexts {
    /// The text for a curriculum key; the key itself if it is missing (a test makes sure none
    /// is).
    #[must_use]
    pub fn get(&self, key: &'static str) -> &'static str {
        self.lookup(key).unwrap_or(key)
    }

    /// The text for a key, if the catalog has it.
    #[must_use]
    pub fn lookup(&self, key: &str) -> Option<&'static str> {
        self.texts.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
    }
}

/// The lessons' catalog in use (the same language as [`super::catalog`]).
#[must_use]
pub fn lesson_texts() -> &'static LessonTexts {
    &EN
}

/// The sentence for a mistake, with its placeholders filled; `level_text` is the level's own
/// explanation of mistakes, if it has one (it replaces the general sentence for mistakes against
/// the goal, not for touch-move or "don't check here"). `pos` is the position the move was tried
/// in; pieces are named as they stand there, or after the learner's move for the pieces it
/// concerns (attackers, capturers).
#[must_use]
pub fn mistake_text(t: &LessonTexts, c: &Catalog, m: &Mistake, pos: &Position, level_text: Option<&str>) -> String {
    let general = t.mistakes.get(m.kind);
    let own_rule = matches!(m.kind, MistakeKind::TouchMove | MistakeKind::NoCheckHere | MistakeKind::WrongSquare);
    let template = match level_text {
        Some(text) if !own_rule => text,
        _ => general,
    };
    let after = learner_after(pos, m).unwrap_or(*pos);
    let pieces = |bb: Bitboard| -> String {
        let names: Vec<String> = bb
            .squares()
            .filter_map(|sq| {
                after.board().piece_at(sq).or_else(|| pos.board().piece_at(sq)).map(|p| c.piece_on(p.role, sq))
            })
            .collect();
        c.list(&names)
    };
    let squares: Vec<String> = m.squares.squares().map(|s| s.to_string()).collect();
    let way = match m.kind {
        MistakeKind::EscapeOtherWay(w) => t.ui.escape_ways[w.index()],
        _ => "",
    };
    fill(
        template,
        &[
            ("played", m.played.as_deref().unwrap_or("")),
            ("san", m.san.as_deref().unwrap_or("")),
            ("square", &m.square.map(|s| s.to_string()).unwrap_or_default()),
            ("squares", &c.list(&squares)),
            ("pieces", &pieces(m.squares)),
            ("way", way),
            ("ending", m.ending.map_or("", |e| c.terminations[termination_index(e)])),
        ],
    )
}

/// The position after the learner's move named in the mistake, if it can be read.
fn learner_after(pos: &Position, m: &Mistake) -> Option<Position> {
    let san = m.played.as_deref()?;
    let mv = pos.parse_san(san).ok()?;
    Some(pos.after(mv))
}

#[cfg(test)]
mod tests;
