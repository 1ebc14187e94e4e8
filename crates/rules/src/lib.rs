//! # kaissa-rules
//!
//! The rules of chess for Kaissa, with no dependencies: positions and legal moves ([`Position`]),
//! games with every way a game ends ([`Game`]), FEN, SAN, UCI, long algebraic notation and PGN,
//! and a reason for every illegal move ([`IllegalMove`]) so that beginners learn why.
//!
//! ```
//! use kaissa_rules::Position;
//! let pos = Position::startpos();
//! assert_eq!(pos.legal_moves().len(), 20);
//! assert_eq!(pos.perft(3), 8_902);
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod attacks;
mod bitboard;
mod board;
mod castling;
mod color;
mod explain;
pub mod fen;
mod game;
mod lan;
mod movegen;
mod moves;
mod outcome;
pub mod pgn;
mod position;
mod role;
mod san;
mod setup;
mod square;
mod uci;
pub mod zobrist;

pub use bitboard::{Bitboard, Squares};
pub use board::Board;
pub use castling::{CastlingRights, CastlingSide, CastlingSquares};
pub use color::Color;
pub use explain::IllegalMove;
pub use fen::{FenError, ParseFenError, PlacementProblem};
pub use game::{Claim, ClaimError, ClaimKind, Game};
pub use movegen::PieceMoves;
pub use moves::{Move, MoveList, MAX_MOVES};
pub use outcome::{Outcome, Termination};
pub use position::Position;
pub use role::{Piece, Role};
pub use san::{Annotation, ParseSanError, San, SanError, SanPlus, Suffix};
pub use setup::{PositionError, PositionProblem, Setup};
pub use square::{File, ParseSquareError, Rank, Square};
pub use uci::UciError;

/// The README's examples, compiled and run as doc-tests so that they stay true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
