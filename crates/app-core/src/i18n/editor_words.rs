//! The board editor's values in words: each problem the rules core finds in a position set up.

use super::{fill, Catalog};
use kaissa_rules::{CastlingSide, Color, PositionProblem};

/// One problem of a position in plain words; `turn` is the side to move of that position.
#[must_use]
pub fn problem_text(c: &Catalog, problem: &PositionProblem, turn: Color) -> String {
    let t = super::editor_texts(c).problems;
    let color = |col: &Color| c.color(*col);
    let (us, them) = (c.color(turn), c.color(!turn));
    match problem {
        PositionProblem::MissingKing(col) => fill(t[0], &[("color", color(col))]),
        PositionProblem::TooManyKings(col) => fill(t[1], &[("color", color(col))]),
        PositionProblem::TooManyPieces(col) => fill(t[2], &[("color", color(col))]),
        PositionProblem::PawnsOnBackRank(squares) => {
            let list: Vec<String> = squares.squares().map(|s| s.to_string()).collect();
            fill(t[3], &[("squares", &c.list(&list))])
        }
        PositionProblem::OpponentInCheck => fill(t[4], &[("them", them), ("us", us)]),
        PositionProblem::CastlingWithoutKingAndRook(col, side) => {
            let side = super::fen_texts(c).castling_sides[usize::from(*side == CastlingSide::QueenSide)];
            fill(t[5], &[("color", color(col)), ("side", side)])
        }
        PositionProblem::ImpossibleEnPassant(sq) => fill(t[6], &[("square", &sq.to_string())]),
        PositionProblem::ImpossibleCheck => fill(t[7], &[("us", us)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalog;
    use kaissa_rules::{Bitboard, Square};

    #[test]
    fn every_problem_in_plain_words() {
        let c = catalog();
        let text = |p: PositionProblem, turn| problem_text(c, &p, turn);
        assert_eq!(
            text(PositionProblem::MissingKing(Color::Black), Color::White),
            "Black has no king. Each side needs exactly one."
        );
        assert_eq!(
            text(PositionProblem::TooManyKings(Color::White), Color::White),
            "White has more than one king. Each side has exactly one."
        );
        assert!(text(PositionProblem::TooManyPieces(Color::White), Color::White).contains("at most 8 pawns"));
        let squares = Bitboard::EMPTY.with(Square::A1).with(Square::H8);
        assert_eq!(
            text(PositionProblem::PawnsOnBackRank(squares), Color::White),
            "Pawns can't stand on the first or last row (a1 and h8)."
        );
        assert_eq!(
            text(PositionProblem::OpponentInCheck, Color::White),
            "Black is in check, but it is White's move: the side in check must be the one to move."
        );
        assert_eq!(
            text(PositionProblem::CastlingWithoutKingAndRook(Color::Black, CastlingSide::QueenSide), Color::White),
            "Black can't castle queenside: that king and rook are not both on their starting squares."
        );
        assert!(text(PositionProblem::ImpossibleEnPassant(Square::E3), Color::Black).contains("on e3"));
        assert!(text(PositionProblem::ImpossibleCheck, Color::Black).starts_with("Black is in a check"));
    }

    #[test]
    fn every_string_is_filled_in() {
        let t = crate::i18n::editor_texts(catalog());
        let all = [t.title, t.how, t.palette, t.place, t.erase, t.hand, t.start_position, t.clear, t.current]
            .into_iter()
            .chain([t.board_label, t.turn_label, t.castling_label, t.right_unavailable, t.fen_label, t.ready])
            .chain([t.problems_heading, t.play_heading, t.start, t.start_blocked, t.close])
            .chain([catalog().editor_open, catalog().editor_not_started])
            .chain(t.turns)
            .chain(t.rights)
            .chain(t.problems);
        for s in all {
            assert!(!s.trim().is_empty());
        }
    }
}
