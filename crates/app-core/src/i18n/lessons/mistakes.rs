//! A mistake against a lesson's goal, in words.

use super::texts::LessonTexts;
use crate::i18n::notation::{read_move, show_san_in_text};
use crate::i18n::{fill, language, notation_style, termination_index, Catalog};
use crate::lessons::mistake::{Mistake, MistakeKind};
use kaissa_rules::{Bitboard, Position};

/// The sentence for a mistake, with its placeholders filled; `level_text` is the level's own
/// explanation of mistakes, if it has one (it replaces the general sentence for mistakes against
/// the goal, not for touch-move or "don't check here"). `pos` is the position the move was tried
/// in; pieces are named as they stand there, or after the learner's move for the pieces it
/// concerns (attackers, capturers).
#[must_use]
pub fn mistake_text(t: &LessonTexts, c: &Catalog, m: &Mistake, pos: &Position, level_text: Option<&str>) -> String {
    if let (Some(why), MistakeKind::WrongAnswer) = (&m.why, m.kind) {
        // Another question (m.new_question) is asked by a button beside this text, once read.
        return super::quiz::why_text(t, c, why, pos);
    }
    if let (Some(why), Some(tapped), Some(look)) = (&m.tap, m.square, m.look) {
        return super::quiz::tap_text(t, c, why, tapped, look, pos);
    }
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
    // A move played on the board is named in English SAN: shown in the learner's letters. A
    // written one is quoted as written.
    let written = matches!(
        m.kind,
        MistakeKind::NotationUnreadable
            | MistakeKind::NotationOtherMove
            | MistakeKind::NotationSuffix
            | MistakeKind::NotationNotStandard
    );
    let played = match m.played.as_deref() {
        Some(p) if !written => shown_san(pos, p),
        other => other.unwrap_or("").to_owned(),
    };
    fill(
        template,
        &[
            ("played", &played),
            ("san", &m.san.as_deref().map(|san| shown_san(pos, san)).unwrap_or_default()),
            ("square", &m.square.map(|s| s.to_string()).unwrap_or_default()),
            ("squares", &c.list(&squares)),
            ("pieces", &pieces(m.squares)),
            ("way", way),
            ("ending", m.ending.map_or("", |e| c.terminations[termination_index(e)])),
        ],
    )
}

/// The position after the learner's move named in the mistake, if it can be read: a move played
/// on the board is named in English SAN, a written one as the learner wrote it.
fn learner_after(pos: &Position, m: &Mistake) -> Option<Position> {
    let san = m.played.as_deref()?;
    let mv = pos.parse_san(san).or_else(|_| read_move(pos, san, language())).ok()?;
    Some(pos.after(mv))
}

/// A move the sentence names, as the learner's notation writes it: the move of the side to move
/// in `pos` (the one asked for, the one played) or the reply to it (figurines have colours).
fn shown_san(pos: &Position, san: &str) -> String {
    let mover = if pos.parse_san(san).is_ok() { pos.turn() } else { !pos.turn() };
    show_san_in_text(san, language(), notation_style(), mover)
}
