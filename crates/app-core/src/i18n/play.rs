//! The Play screen's state in words: why an attempt was refused, and the touch-move line.

use super::{explain, fill, Catalog};
use crate::play::Refusal;
use crate::touch_move::obligation::{FreeTouch, Obligation, Touch, TouchRefusal, TouchWhy};
use crate::touch_move::training::TouchTraining;
use kaissa_rules::{Position, Square};

/// Why the attempt was refused, in the rules core's words or the touch-move rule's.
#[must_use]
pub fn refusal_text(c: &Catalog, refusal: &Refusal) -> String {
    match refusal {
        Refusal::Rules { reason, from, position } => explain(c, reason, position, *from),
        Refusal::Touch { refusal, position } => touch_refusal_text(c, position, refusal),
    }
}

/// "the knight on g1" for the piece on `sq` of `pos` (the square alone if it is empty).
fn piece_words(c: &Catalog, pos: &Position, sq: Square) -> String {
    pos.board().role_at(sq).map_or_else(|| sq.to_string(), |role| c.piece_on(role, sq))
}

/// A move the touch-move obligation forbids, explained.
fn touch_refusal_text(c: &Catalog, pos: &Position, r: &TouchRefusal) -> String {
    let t = &c.settings;
    let piece = |sq| piece_words(c, pos, sq);
    match (r.why, r.obligation) {
        (TouchWhy::MustMove, _) => fill(t.why_must_move, &[("piece", &piece(r.square))]),
        (TouchWhy::MustCapture, _) => fill(t.why_must_capture, &[("piece", &piece(r.square))]),
        (TouchWhy::MustCaptureWith, Obligation::CaptureWith { piece: p, target }) => {
            fill(t.why_must_capture_with, &[("piece", &piece(p)), ("target", &piece(target))])
        }
        (TouchWhy::MustCaptureWith, _) => fill(t.why_must_capture, &[("piece", &piece(r.square))]),
        (TouchWhy::MustCastle, Obligation::Castle(side)) => {
            fill(t.why_must_castle, &[("square", &side.squares(pos.turn()).rook_from.to_string())])
        }
        (TouchWhy::MustCastle, _) => fill(t.why_must_move, &[("piece", &piece(r.square))]),
        (TouchWhy::RookTouchedFirst, _) => t.why_rook_first.to_owned(),
    }
}

/// The touch-move line under the board: what the touches bind the player to, or what the last
/// free touch was.
#[must_use]
pub fn obligation_line(c: &Catalog, training: &TouchTraining) -> String {
    let t = &c.settings;
    let m = training.machine();
    let pos = m.position();
    let piece = |sq| piece_words(c, pos, sq);
    if m.is_adjusting() {
        return t.touch_adjusting.to_owned();
    }
    match m.obligation() {
        Obligation::Move(x) => fill(t.touch_move_line, &[("piece", &piece(x))]),
        Obligation::Capture(y) => fill(t.touch_capture_line, &[("piece", &piece(y))]),
        Obligation::CaptureWith { piece: p, target } => {
            fill(t.touch_capture_with_line, &[("piece", &piece(p)), ("target", &piece(target))])
        }
        Obligation::Castle(side) => {
            fill(t.touch_castle_line, &[("square", &side.squares(pos.turn()).rook_from.to_string())])
        }
        Obligation::None => match training.last() {
            Some((sq, Touch::Free(FreeTouch::CannotMove))) => fill(t.touch_free_cannot_move, &[("piece", &piece(sq))]),
            Some((sq, Touch::Free(FreeTouch::CannotBeCaptured))) => {
                fill(t.touch_free_cannot_be_captured, &[("piece", &piece(sq))])
            }
            Some((sq, Touch::Free(FreeTouch::Adjusted))) => fill(t.touch_free_adjusted, &[("piece", &piece(sq))]),
            _ => t.touch_none.to_owned(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalog;
    use crate::play::{Options, PlayState};
    use crate::test_support::sq;

    #[test]
    fn refusals_and_the_touch_line_in_words() {
        let c = catalog();
        let mut s = PlayState::new(Options { touch_move: true, ..Options::default() }, 0, 7);
        assert_eq!(obligation_line(c, &s.touch), c.settings.touch_none);
        s.touch(sq("g1"));
        assert!(obligation_line(c, &s.touch).contains("the knight on g1"), "{}", obligation_line(c, &s.touch));
        let m = s.session.position().parse_uci("e2e4").unwrap();
        s.user_move(m, 0.0);
        let text = refusal_text(c, s.refusal.as_ref().unwrap());
        assert!(text.contains("the knight on g1"), "{text}");
        let mut s = PlayState::new(Options::default(), 0, 7);
        s.refused(sq("e2"), Some(sq("e5")));
        let text = refusal_text(c, s.refusal.as_ref().unwrap());
        assert!(!text.is_empty() && !text.contains('{'), "{text}");
    }
}
