//! UCI move notation (`e2e4`, `e7e8q`, castling as `e1g1`), as engines and the corpus use it.
//!
//! Writing is [`Move`]'s `Display`. Reading also accepts the king taking its own rook (`e1h1`),
//! the Chess960 way of writing castling that some GUIs send for standard chess too.
//!
//! ```
//! use kaissa_rules::{Move, Position, Square};
//! let pos = Position::startpos();
//! assert_eq!(pos.parse_uci("g1f3").unwrap(), Move::new(Square::G1, Square::F3, None));
//! assert!(pos.parse_uci("e2e5").is_err());
//! ```

use crate::{IllegalMove, Move, Piece, Position, Role, Square};
use core::fmt;

/// Why a UCI move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UciError {
    /// Not of the form `e2e4` or `e7e8q` (the text, shortened).
    Syntax(String),
    /// Well-formed, but not legal in the position.
    Illegal {
        /// The move as read.
        mv: Move,
        /// Why it is not legal.
        reason: IllegalMove,
    },
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciError::Syntax(text) => write!(f, "'{text}' is not a UCI move (like e2e4 or e7e8q)"),
            UciError::Illegal { mv, reason } => write!(f, "{mv} is illegal: {reason}"),
        }
    }
}

impl std::error::Error for UciError {}

impl Move {
    /// Reads a move in UCI notation without checking it against any position: two squares and
    /// an optional promotion letter (`q`, `r`, `b`, `n`; uppercase is accepted too).
    pub fn from_uci(text: &str) -> Result<Move, UciError> {
        let text = text.trim();
        let err = || UciError::Syntax(text.chars().take(40).collect());
        let b = text.as_bytes();
        let (squares, promotion) = match b {
            [squares @ .., p] if b.len() == 5 => {
                let role = Role::from_char(*p as char).filter(|r| r.is_promotion_target()).ok_or_else(err)?;
                (squares, Some(role))
            }
            squares if b.len() == 4 => (squares, None),
            _ => return Err(err()),
        };
        let from = Square::from_ascii(&squares[..2]).ok_or_else(err)?;
        let to = Square::from_ascii(&squares[2..]).ok_or_else(err)?;
        Ok(Move::new(from, to, promotion))
    }
}

impl Position {
    /// Reads a move in UCI notation and checks that it is legal here. The king moving onto its
    /// own rook (`e1h1`, `e8a8`) is read as castling on that side when castling is legal.
    pub fn parse_uci(&self, text: &str) -> Result<Move, UciError> {
        let m = Move::from_uci(text)?;
        if self.is_legal(m) {
            return Ok(m);
        }
        if let Some(castle) = self.king_takes_own_rook(m) {
            return Ok(castle);
        }
        Err(UciError::Illegal { mv: m, reason: self.explain(m.from(), m.to(), m.promotion()) })
    }

    /// The castling move that a king-takes-own-rook move stands for, if it is legal. Shared
    /// with SAN and LAN reading, so that `e1h1` means castling in every notation that has both
    /// squares.
    pub(crate) fn king_takes_own_rook(&self, m: Move) -> Option<Move> {
        let us = self.turn();
        if m.promotion().is_some()
            || self.piece_at(m.from()) != Some(Piece::new(us, Role::King))
            || self.piece_at(m.to()) != Some(Piece::new(us, Role::Rook))
        {
            return None;
        }
        crate::CastlingSide::ALL.into_iter().find_map(|side| {
            let s = side.squares(us);
            let castle = Move::new(s.king_from, s.king_to, None);
            (s.king_from == m.from()
                && s.rook_from == m.to()
                && self.castling_rights().has(us, side)
                && self.is_legal(castle))
            .then_some(castle)
        })
    }
}
