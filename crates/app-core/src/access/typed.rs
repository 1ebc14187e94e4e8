//! Moves typed into the move field: read in every notation a person may type, and, for one that
//! cannot be played, the reason in words.
//!
//! The field reads SAN in the language's piece letters and in English ones, figurines, UCI
//! (`g1f3`, `e7e8q`) and castling with zeros or letters (`0-0`, `O-O`), through
//! [`crate::language::notation::read_move`]. What it adds is the reason a move is refused, found
//! the way a teacher would: not a move at all; several pieces can make it (which ones); no such
//! piece; or the one piece that could mean it breaks a rule, with the rules core's reason
//! ([`kaissa_rules::Position::explain`], worded by [`crate::i18n::explain`]).

use super::current::access_texts;
use crate::i18n::{explain, fill, Catalog};
use crate::language::lang::Lang;
use crate::language::notation::{read_move, show_san, NotationStyle};
use kaissa_rules::{IllegalMove, Move, Piece, Position, Role, San, SanError, Square, UciError};

/// Why a typed move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypedMoveError {
    /// Nothing was typed.
    Empty,
    /// The text (trimmed) is not a move in any notation the field reads.
    NotAMove(String),
    /// Several pieces can make the move: their squares, and the move's destination and promotion.
    Ambiguous {
        /// The squares of the pieces that can all make it.
        from: Vec<Square>,
        /// The destination.
        to: Square,
        /// The promotion piece written.
        promotion: Option<Role>,
    },
    /// The side to move has no piece of this kind.
    NoSuchPiece(Role),
    /// No piece of this kind can go to the square, and no single one is the piece meant (there
    /// are several, none of which moves that way, or none on the file or rank written).
    NoneCanGo {
        /// The kind of piece written.
        role: Role,
        /// The destination.
        to: Square,
    },
    /// The move, read as the piece on `from` going to `to`, breaks a rule: the rules core's
    /// reason.
    Illegal {
        /// The square of the piece meant.
        from: Square,
        /// The destination.
        to: Square,
        /// Why the rules refuse it.
        reason: IllegalMove,
    },
}

/// Whether `text` is written exactly as UCI writes moves (`e2e4`, `e7e8q`): read so before any
/// language's letters, since its promotion letter is English (in Lithuanian `r` is the bishop).
fn is_uci(text: &str) -> bool {
    let b = text.as_bytes();
    let square = |f: u8, r: u8| (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r);
    match b {
        [f1, r1, f2, r2] => square(*f1, *r1) && square(*f2, *r2),
        [f1, r1, f2, r2, p] => square(*f1, *r1) && square(*f2, *r2) && b"qrbn".contains(p),
        _ => false,
    }
}

/// Reads the move typed as `text` in `pos`, in `lang`'s piece letters or English ones, figurines,
/// UCI or castling notation (`0-0`, `O-O`); for a move that cannot be played, why not.
pub fn read_typed_move(lang: Lang, pos: &Position, text: &str) -> Result<Move, TypedMoveError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(TypedMoveError::Empty);
    }
    if is_uci(text) {
        return pos.parse_uci(text).map_err(|e| match e {
            UciError::Illegal { mv, reason } => TypedMoveError::Illegal { from: mv.from(), to: mv.to(), reason },
            UciError::Syntax(_) => TypedMoveError::NotAMove(text.to_owned()),
        });
    }
    read_move(pos, text, lang).map_err(|e| why_not(pos, text, e))
}

/// The reason for a move the notation reader refused.
fn why_not(pos: &Position, text: &str, e: SanError) -> TypedMoveError {
    let us = pos.turn();
    match e {
        SanError::Syntax(_) => TypedMoveError::NotAMove(text.to_owned()),
        SanError::Ambiguous { san, from } => {
            let (to, promotion) = match san {
                San::Normal { to, promotion, .. } | San::Squares { to, promotion, .. } => (to, promotion),
                // Castling names one move: never ambiguous.
                San::Castle(side) => (side.squares(us).king_to, None),
            };
            TypedMoveError::Ambiguous { from, to, promotion }
        }
        SanError::Illegal(San::Castle(side)) => {
            let s = side.squares(us);
            let king_home = pos.board().piece_at(s.king_from) == Some(Piece::new(us, Role::King));
            let reason =
                if king_home { pos.explain(s.king_from, s.king_to, None) } else { IllegalMove::CastleKingMoved(side) };
            TypedMoveError::Illegal { from: s.king_from, to: s.king_to, reason }
        }
        SanError::Illegal(San::Squares { from, to, promotion, .. }) => {
            let m = pos.interpret(from, to, promotion);
            TypedMoveError::Illegal { from, to, reason: pos.explain(m.from(), m.to(), m.promotion()) }
        }
        SanError::Illegal(San::Normal { role, file, rank, to, promotion, .. }) => {
            let own = pos.board().by_piece(Piece::new(us, role));
            if own.count() == 0 {
                return TypedMoveError::NoSuchPiece(role);
            }
            // The pieces the text can mean: those on the file and rank written; a pawn named
            // without its file only pushes, so it is one on the destination's file.
            let file = file.or((role == Role::Pawn).then(|| to.file()));
            let reasons: Vec<(Square, IllegalMove)> = own
                .squares()
                .filter(|sq| file.is_none_or(|f| sq.file() == f) && rank.is_none_or(|r| sq.rank() == r))
                .filter_map(|from| pos.why_illegal(from, to, promotion).map(|reason| (from, reason)))
                .collect();
            // Of several, the one piece that moves that way at all is the one meant.
            let moving_so: Vec<&(Square, IllegalMove)> =
                reasons.iter().filter(|(_, r)| !matches!(r, IllegalMove::WrongPattern(_))).collect();
            let meant = match (reasons.as_slice(), moving_so.as_slice()) {
                ([one], _) => Some(one),
                (_, [one]) => Some(*one),
                _ => None,
            };
            match meant {
                Some((from, reason)) => TypedMoveError::Illegal { from: *from, to, reason: reason.clone() },
                None => TypedMoveError::NoneCanGo { role, to },
            }
        }
    }
}

/// What to say about a typed move refused in `pos` (the position it was typed in), in the
/// catalog's language; an ambiguous move's example is written in its letters.
#[must_use]
pub fn typed_move_refusal(c: &Catalog, pos: &Position, e: &TypedMoveError) -> String {
    let w = access_texts(c);
    match e {
        TypedMoveError::Empty => w.typed_empty.to_owned(),
        TypedMoveError::NotAMove(text) => fill(w.typed_not_a_move, &[("text", text)]),
        TypedMoveError::Ambiguous { from, to, promotion } => {
            let pieces: Vec<String> =
                from.iter().filter_map(|&sq| pos.board().role_at(sq).map(|role| c.piece_on(role, sq))).collect();
            let lang = Lang::from_code(c.lang).unwrap_or_default();
            let example = from
                .iter()
                .map(|&sq| Move::new(sq, *to, *promotion))
                .find(|m| pos.is_legal(*m))
                .map(|m| show_san(&pos.san(m), lang, NotationStyle::Letters, pos.turn()))
                .unwrap_or_default();
            fill(w.typed_ambiguous, &[("square", &to.to_string()), ("pieces", &c.list(&pieces)), ("example", &example)])
        }
        TypedMoveError::NoSuchPiece(role) => w.typed_no_such_piece[role.index()].to_owned(),
        TypedMoveError::NoneCanGo { role, to } => {
            fill(w.typed_none_can_go[role.index()], &[("square", &to.to_string())])
        }
        TypedMoveError::Illegal { from, reason, .. } => explain(c, reason, pos, *from),
    }
}
