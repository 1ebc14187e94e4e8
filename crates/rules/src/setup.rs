//! Unvalidated positions ([`Setup`]) and the problems that keep one from being a legal position.

use crate::{Bitboard, Board, CastlingRights, CastlingSide, Color, Square};
use core::fmt;

/// A position as written down (for example in a FEN), not yet checked for legality.
///
/// Turn it into a [`Position`](crate::Position) with
/// [`Position::from_setup`](crate::Position::from_setup), which reports every problem it finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The pieces.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// Castling rights as written.
    pub castling: CastlingRights,
    /// The en passant target square as written (the square a pawn skipped).
    pub ep_square: Option<Square>,
    /// Half-moves since the last capture or pawn move (for the 50- and 75-move rules).
    pub halfmove_clock: u32,
    /// The move number, starting at 1 and incremented after Black's move.
    pub fullmoves: u32,
}

impl Setup {
    /// The standard starting position.
    #[must_use]
    pub fn startpos() -> Setup {
        Setup {
            board: Board::startpos(),
            turn: Color::White,
            castling: CastlingRights::ALL,
            ep_square: None,
            halfmove_clock: 0,
            fullmoves: 1,
        }
    }

    /// An empty board, White to move, no rights.
    #[must_use]
    pub fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castling: CastlingRights::NONE,
            ep_square: None,
            halfmove_clock: 0,
            fullmoves: 1,
        }
    }
}

/// One reason why a setup is not a legal chess position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionProblem {
    /// A side has no king.
    MissingKing(Color),
    /// A side has more than one king.
    TooManyKings(Color),
    /// A side has more than 16 pieces or more than 8 pawns.
    TooManyPieces(Color),
    /// Pawns stand on the first or eighth rank (these squares).
    PawnsOnBackRank(Bitboard),
    /// The side that is not to move is in check: the previous move left its king in check.
    OpponentInCheck,
    /// A castling right is given, but that king or rook is not on its home square.
    CastlingWithoutKingAndRook(Color, CastlingSide),
    /// The en passant square cannot follow a pawn's double step (this square).
    ImpossibleEnPassant(Square),
    /// The side to move is in check in a way no legal move can produce: three checkers; two of a
    /// kind that cannot give double check together, or on one line with the king; or, after the
    /// double step the en passant square says was just played, a check that step cannot explain.
    ImpossibleCheck,
}

impl PositionProblem {
    /// A stable kebab-case code for user interfaces to translate.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            PositionProblem::MissingKing(_) => "missing-king",
            PositionProblem::TooManyKings(_) => "too-many-kings",
            PositionProblem::TooManyPieces(_) => "too-many-pieces",
            PositionProblem::PawnsOnBackRank(_) => "pawns-on-back-rank",
            PositionProblem::OpponentInCheck => "opponent-in-check",
            PositionProblem::CastlingWithoutKingAndRook(..) => "castling-without-king-and-rook",
            PositionProblem::ImpossibleEnPassant(_) => "impossible-en-passant",
            PositionProblem::ImpossibleCheck => "impossible-check",
        }
    }
}

impl fmt::Display for PositionProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionProblem::MissingKing(c) => write!(f, "{c} has no king"),
            PositionProblem::TooManyKings(c) => write!(f, "{c} has more than one king"),
            PositionProblem::TooManyPieces(c) => write!(f, "{c} has more than 16 pieces or more than 8 pawns"),
            PositionProblem::PawnsOnBackRank(squares) => {
                f.write_str("pawns cannot stand on the first or last rank (")?;
                for (i, sq) in squares.squares().enumerate() {
                    write!(f, "{}{sq}", if i > 0 { ", " } else { "" })?;
                }
                f.write_str(")")
            }
            PositionProblem::OpponentInCheck => f.write_str("the side not to move is in check"),
            PositionProblem::CastlingWithoutKingAndRook(c, side) => write!(
                f,
                "{c} has the right to castle {} but the king and that rook are not both on their home squares",
                side.san()
            ),
            PositionProblem::ImpossibleEnPassant(sq) => {
                write!(f, "en passant on {sq} is impossible: no pawn can just have made a double step past it")
            }
            PositionProblem::ImpossibleCheck => f.write_str("the side to move is in a check no legal move can give"),
        }
    }
}

/// Every problem found in a setup that is not a legal position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    problems: Vec<PositionProblem>,
}

impl PositionError {
    pub(crate) fn new(problems: Vec<PositionProblem>) -> PositionError {
        PositionError { problems }
    }

    /// The problems, in a fixed order (kings, pieces, pawns, check, castling, en passant).
    #[must_use]
    pub fn problems(&self) -> &[PositionProblem] {
        &self.problems
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("illegal position: ")?;
        for (i, p) in self.problems.iter().enumerate() {
            write!(f, "{}{p}", if i > 0 { "; " } else { "" })?;
        }
        Ok(())
    }
}

impl std::error::Error for PositionError {}
