//! The Play screen's state in words: the status line, why an attempt was refused, and the
//! touch-move line.

use super::{explain, fill, termination_index, Catalog};
use crate::play::Refusal;
use crate::players::Players;
use crate::session::Status;
use crate::touch_move::obligation::{FreeTouch, Obligation, Touch, TouchRefusal, TouchWhy};
use crate::touch_move::training::TouchTraining;
use kaissa_rules::{Position, Square};

/// The status line: whose turn, check, or how the game ended and who won. Against the computer
/// it speaks to the user ("Your move", "You won!"), as a child playing it expects; between two
/// people on one device it names the colours ("White to move", "Black wins").
#[must_use]
pub fn status_line(c: &Catalog, status: &Status, players: Players) -> String {
    let user = match players {
        Players::Computer { human, .. } => Some(human),
        Players::TwoHumans => None,
    };
    match status.outcome {
        Some(o) => {
            let why = c.terminations[termination_index(o.termination)];
            let who = match (o.winner, user) {
                (None, _) => c.draw.to_owned(),
                (Some(w), Some(u)) if w == u => c.you_won.to_owned(),
                (Some(_), Some(_)) => c.computer_won.to_owned(),
                (Some(w), None) => fill(c.wins, &[("color", c.color(w))]),
            };
            fill(c.ending, &[("why", why), ("who", &who)])
        }
        None if user == Some(status.turn) => if status.check { c.your_move_in_check } else { c.your_move }.to_owned(),
        None if status.check => fill(c.in_check, &[("color", c.color(status.turn))]),
        None => fill(c.to_move, &[("color", c.color(status.turn))]),
    }
}

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
    fn the_status_line_speaks_to_the_user_against_the_computer_and_names_colours_otherwise() {
        use kaissa_rules::{Color, Outcome, Termination};
        let status = |turn, check, outcome| Status { turn, check, outcome };
        let computer = Players::Computer { human: Color::Black, level: 1 };
        let people = Players::TwoHumans;
        let mate = |winner| Some(Outcome::win(winner, Termination::Checkmate));
        for c in crate::language::lang::Lang::ALL.map(crate::i18n::static_catalog) {
            let line = |s: Status, p| status_line(c, &s, p);
            // Two people: the colours.
            assert_eq!(
                line(status(Color::White, false, None), people),
                fill(c.to_move, &[("color", c.color(Color::White))])
            );
            assert_eq!(
                line(status(Color::Black, true, None), people),
                fill(c.in_check, &[("color", c.color(Color::Black))])
            );
            let black_wins = line(status(Color::White, true, mate(Color::Black)), people);
            assert!(black_wins.contains(&fill(c.wins, &[("color", c.color(Color::Black))])), "{black_wins}");
            // Against the computer (the user has Black): the user's turn is "yours", the
            // computer's is named by its colour; the result says who won, the user or it.
            assert_eq!(line(status(Color::Black, false, None), computer), c.your_move);
            assert_eq!(line(status(Color::Black, true, None), computer), c.your_move_in_check);
            assert_eq!(
                line(status(Color::White, false, None), computer),
                fill(c.to_move, &[("color", c.color(Color::White))])
            );
            let won = line(status(Color::White, true, mate(Color::Black)), computer);
            assert!(won.contains(c.you_won) && won.contains(c.terminations[0]), "{won}");
            let lost = line(status(Color::Black, true, mate(Color::White)), computer);
            assert!(lost.contains(c.computer_won) && !lost.contains(c.you_won), "{lost}");
            let drawn = line(status(Color::Black, false, Some(Outcome::draw(Termination::Stalemate))), computer);
            assert!(drawn.contains(c.draw), "{drawn}");
            for text in [won, lost, drawn, black_wins] {
                assert!(!text.contains('{'), "{text}");
            }
        }
    }

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
