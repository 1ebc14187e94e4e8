//! The rules core's FEN and PGN errors in plain words.

use super::{fill, Catalog};
use crate::language::notation::numbered;
use kaissa_rules::pgn::{PgnError, PgnErrorKind, Repair, RepairKind};
use kaissa_rules::{
    CastlingSide, Color, FenError, ParseFenError, PlacementProblem, PositionProblem, Role, San, SanError,
};

/// Why a FEN was refused, in plain words (the rules core's reason; every problem of an
/// impossible position, one after the other).
#[must_use]
pub fn fen_error_text(c: &Catalog, e: &FenError) -> String {
    let a = super::fen_texts(c);
    let why = match e {
        FenError::Syntax(s) => {
            let t = a.fen_syntax;
            match s {
                ParseFenError::Empty => t[0].to_owned(),
                ParseFenError::FieldCount(n) => fill(t[1], &[("n", &n.to_string())]),
                ParseFenError::Placement { rank, problem } => match problem {
                    PlacementProblem::RankCount(n) => fill(t[2], &[("n", &n.to_string())]),
                    PlacementProblem::RankLength(n) => {
                        fill(t[3], &[("rank", &rank.to_string()), ("n", &n.to_string())])
                    }
                    PlacementProblem::BadChar(ch) => {
                        fill(t[4], &[("rank", &rank.to_string()), ("char", &ch.to_string())])
                    }
                    PlacementProblem::ConsecutiveDigits => fill(t[10], &[("rank", &rank.to_string())]),
                },
                ParseFenError::Turn(s) => fill(t[5], &[("text", s)]),
                ParseFenError::Castling(s) => fill(t[6], &[("text", s)]),
                ParseFenError::EnPassant(s) => fill(t[7], &[("text", s)]),
                ParseFenError::HalfmoveClock(s) => fill(t[8], &[("text", s)]),
                ParseFenError::Fullmoves(s) => fill(t[9], &[("text", s)]),
            }
        }
        FenError::Position(p) => {
            let texts: Vec<String> = p.problems().iter().map(|p| position_problem_text(c, p)).collect();
            texts.join(" ")
        }
    };
    fill(a.bad_fen, &[("why", &why)])
}

fn position_problem_text(c: &Catalog, p: &PositionProblem) -> String {
    let t = super::fen_texts(c).fen_position;
    let color = |col: &Color| c.color(*col).to_owned();
    match p {
        PositionProblem::MissingKing(col) => fill(t[0], &[("color", &color(col))]),
        PositionProblem::TooManyKings(col) => fill(t[1], &[("color", &color(col))]),
        PositionProblem::TooManyPieces(col) => fill(t[2], &[("color", &color(col))]),
        PositionProblem::PawnsOnBackRank(squares) => {
            let list: Vec<String> = squares.squares().map(|s| s.to_string()).collect();
            fill(t[3], &[("squares", &c.list(&list))])
        }
        PositionProblem::OpponentInCheck => t[4].to_owned(),
        PositionProblem::CastlingWithoutKingAndRook(col, side) => {
            let side = super::fen_texts(c).castling_sides[usize::from(*side == CastlingSide::QueenSide)];
            fill(t[5], &[("color", &color(col)), ("side", side)])
        }
        PositionProblem::ImpossibleEnPassant(sq) => fill(t[6], &[("square", &sq.to_string())]),
        PositionProblem::ImpossibleCheck => t[7].to_owned(),
    }
}

/// A PGN error in plain words, with its line and column.
#[must_use]
pub fn pgn_error_text(c: &Catalog, e: &PgnError) -> String {
    let w = super::pgn_texts(c);
    let t = w.pgn_problems;
    let why = match &e.kind {
        PgnErrorKind::NoGame => t[0].to_owned(),
        PgnErrorKind::UnterminatedComment => t[1].to_owned(),
        PgnErrorKind::UnterminatedVariation => t[2].to_owned(),
        PgnErrorKind::UnterminatedHeader => t[3].to_owned(),
        PgnErrorKind::MalformedHeader => t[4].to_owned(),
        PgnErrorKind::UnmatchedParenthesis => t[5].to_owned(),
        PgnErrorKind::VariationWithoutMove => t[6].to_owned(),
        PgnErrorKind::VariationTooDeep => t[7].to_owned(),
        PgnErrorKind::Unexpected(text) => fill(t[8], &[("text", text)]),
        PgnErrorKind::BadNag(text) => fill(t[9], &[("text", text)]),
        PgnErrorKind::NullMove => t[10].to_owned(),
        PgnErrorKind::Fen { error, .. } => {
            // The FEN's reason without its "can't be set up" frame.
            let inner = fen_error_text(c, error);
            let prefix = fill(super::fen_texts(c).bad_fen, &[("why", "")]);
            fill(t[11], &[("why", inner.strip_prefix(&prefix).unwrap_or(&inner))])
        }
        PgnErrorKind::UnsupportedVariant(text) => fill(t[12], &[("text", text)]),
        PgnErrorKind::CounterOverflow => t[13].to_owned(),
        PgnErrorKind::Move { number, color, san, error } => {
            let mv = format!("{} {san}", numbered(*number, *color));
            match error {
                SanError::Syntax(_) => fill(w.pgn_moves[0], &[("move", &mv)]),
                SanError::Illegal(_) => fill(w.pgn_moves[1], &[("move", &mv), ("why", &san_reason(c, error))]),
                SanError::Ambiguous { .. } => fill(w.pgn_moves[2], &[("move", &mv), ("why", &san_reason(c, error))]),
            }
        }
    };
    fill(w.pgn_at, &[("line", &e.line.to_string()), ("column", &e.column.to_string()), ("why", &why)])
}

/// Why a move of a PGN cannot be played, in the catalog's words (the rules core's own reason is
/// English).
fn san_reason(c: &Catalog, e: &SanError) -> String {
    let t = super::pgn_texts(c).san_reasons;
    match e {
        SanError::Syntax(_) => String::new(),
        SanError::Illegal(San::Castle(_)) => t[2].to_owned(),
        SanError::Illegal(San::Normal { role, to, .. }) => {
            fill(t[0], &[("role", c.role(*role)), ("square", &to.to_string())])
        }
        SanError::Illegal(San::Squares { from, to, .. }) => {
            fill(t[1], &[("from", &from.to_string()), ("square", &to.to_string())])
        }
        SanError::Ambiguous { san, from } => {
            let (role, to) = match *san {
                San::Normal { role, to, .. } => (role, to.to_string()),
                San::Squares { to, .. } => (Role::Pawn, to.to_string()),
                San::Castle(_) => (Role::King, String::new()),
            };
            let squares: Vec<String> = from.iter().map(ToString::to_string).collect();
            fill(t[3], &[("role", c.role(role)), ("square", &to), ("squares", &c.list(&squares))])
        }
    }
}

/// What the PGN reader repaired to read a game, in plain words, with its line.
#[must_use]
pub fn repair_text(c: &Catalog, r: &Repair) -> String {
    let t = super::pgn_texts(c).repairs;
    let line = r.line.to_string();
    match &r.kind {
        RepairKind::CastlingRightDropped { color, side } => {
            let squares = side.squares(*color);
            let side_words = super::fen_texts(c).castling_sides[usize::from(*side == CastlingSide::QueenSide)];
            fill(
                t[0],
                &[
                    ("line", &line),
                    ("color", c.color(*color)),
                    ("side", side_words),
                    ("king", &squares.king_from.to_string()),
                    ("rook", &squares.rook_from.to_string()),
                ],
            )
        }
        RepairKind::EnPassantDropped { square } => fill(t[1], &[("line", &line), ("square", &square.to_string())]),
        RepairKind::GameCutAtNullMove { number, color } => {
            // The last move read: Black's of the move before, or White's of the same move.
            let last = match color {
                Color::White => numbered(number.saturating_sub(1), Color::Black),
                Color::Black => numbered(*number, Color::White),
            };
            fill(t[2], &[("line", &line), ("at", &numbered(*number, *color)), ("last", &last)])
        }
        RepairKind::VariationSkipped(why) => {
            let e = PgnError { line: r.line, column: r.column, kind: why.clone() };
            fill(t[3], &[("line", &line), ("why", &pgn_error_text(c, &e))])
        }
        RepairKind::HeaderValueClosed { name } => fill(t[4], &[("line", &line), ("name", name)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalog;
    use kaissa_rules::Position;

    fn fen_text(fen: &str) -> String {
        fen_error_text(catalog(), &Position::from_fen(fen).unwrap_err())
    }

    #[test]
    fn fen_errors_in_plain_words() {
        assert_eq!(fen_text(""), "This position can't be set up: the text is empty.");
        assert!(
            fen_text("8/8/8 w - - 0 1").contains("8 rows separated by '/'; there are 3"),
            "{}",
            fen_text("8/8/8 w - - 0 1")
        );
        assert!(fen_text("4k3/8/8/8/8/8/8/4K3 x - - 0 1").contains("'w' or 'b', not 'x'"));
        assert!(fen_text("4k3/8/8/8/8/8/8/8 w - - 0 1").contains("White has no king."));
        assert!(
            fen_text("4k3/8/8/8/8/8/8/4K2X w - - 0 1").contains("in row 1, 'X'"),
            "{}",
            fen_text("4k3/8/8/8/8/8/8/4K2X w - - 0 1")
        );
        assert!(fen_text("4k3/8/8/8/8/8/8/4K3 w K - 0 1").contains("White may castle kingside"));
    }

    #[test]
    fn pgn_errors_located() {
        let c = catalog();
        let games = kaissa_rules::pgn::read_games("[Event \"x\"]\n\n1. e4 e5 2. Nf6 *");
        let e = games[0].as_ref().unwrap_err();
        assert_eq!(pgn_error_text(c, e), "Line 3, column 13: move 2. Nf6 is illegal: no knight can reach f6.");
        // In the reader's language, the rules core's reason included.
        let ru = crate::i18n::static_catalog(crate::i18n::lang::Lang::Ru);
        assert_eq!(pgn_error_text(ru, e), "Строка 3, столбец 13: ход 2. Nf6 невозможен: конь не может пойти на f6.");
        let games = kaissa_rules::pgn::read_games("1. Nf3 e5 2. d3 d5 3. Nd2 *");
        let ambiguous = pgn_error_text(ru, games[0].as_ref().unwrap_err());
        assert!(ambiguous.contains("на d2 может пойти не одна фигура (конь): с полей b1 и f3"), "{ambiguous}");
        let games = kaissa_rules::pgn::read_games("1. O-O *");
        assert!(pgn_error_text(ru, games[0].as_ref().unwrap_err()).contains("рокировка здесь невозможна"));
        let games = kaissa_rules::pgn::read_games("1. e4 {oops");
        let text = pgn_error_text(c, games[0].as_ref().unwrap_err());
        assert!(text.starts_with("Line 1, column 7: a comment"), "{text}");
        let games = kaissa_rules::pgn::read_games("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*");
        let text = pgn_error_text(c, games[0].as_ref().unwrap_err());
        assert!(text.contains("(FEN header) is wrong: White has no king."), "{text}");
    }

    #[test]
    fn every_repair_in_plain_words() {
        let c = catalog();
        let text =
            "[FEN \"4k3/8/8/8/8/8/8/R3K3 w KQkq - 0 1\"]\n[Event \"no quote]\n\n1. Ra8+ (1. Rb1 Nc3) Kd7 2. -- Ke6 *";
        let games = kaissa_rules::pgn::read_games(text);
        let game = games[0].as_ref().unwrap();
        let words: Vec<String> = game.repairs.iter().map(|r| repair_text(c, r)).collect();
        assert!(
            words
                .iter()
                .any(|w| w.contains("White can't castle kingside here (the king must stand on e1 and a rook on h1)")),
            "{words:?}"
        );
        assert!(words.iter().any(|w| w.contains("Black can't castle queenside")), "{words:?}");
        assert!(words.iter().any(|w| w.contains("the header Event has no closing quote")), "{words:?}");
        assert!(words.iter().any(|w| w.contains("rest of a side line was skipped")), "{words:?}");
        assert!(words.iter().any(|w| w.contains("2. is a null move") && w.contains("read up to 1...")), "{words:?}");
        let ep = kaissa_rules::pgn::read_games("[FEN \"4k3/8/8/8/8/8/8/4K3 w - e6 0 1\"]\n\n1. Kd2 *");
        let words: Vec<String> = ep[0].as_ref().unwrap().repairs.iter().map(|r| repair_text(c, r)).collect();
        assert!(words.iter().any(|w| w.contains("en passant square e6 was dropped")), "{words:?}");
        for w in words {
            assert!(!w.contains('{'), "{w}");
        }
    }
}
