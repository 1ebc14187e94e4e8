//! Long algebraic notation for beginners: both squares always written, so a move can be
//! followed on the board without working out which piece moved (`Ng1-f3`, `e5xd6`, `e7-e8=Q`).
//!
//! ```
//! use kaissa_rules::Position;
//! let pos = Position::startpos();
//! let m = pos.parse_lan("Ng1-f3").unwrap();
//! assert_eq!(pos.lan(m), "Ng1-f3");
//! assert_eq!(pos.san(m), "Nf3");
//! ```

use crate::san::{after_for_status, castling_text, check_suffix, piece_letter, split_promotion, split_suffixes};
use crate::{Move, ParseSanError, Position, Role, San, SanError, Square};

impl Position {
    /// The move in long algebraic notation: piece letter (none for pawns), origin, `-` or `x`,
    /// destination, `=Q` for a promotion, `+`/`#`; castling as `O-O`/`O-O-O`. `m` must be legal.
    #[must_use]
    pub fn lan(&self, m: Move) -> String {
        let Some(role) = self.moved_role(m) else { return m.to_string() };
        let mut s = match self.castling_side(m) {
            Some(side) => side.san().to_string(),
            None => {
                let mut s = String::with_capacity(8);
                if role != Role::Pawn {
                    s.push(role.upper_char());
                }
                s.push_str(&m.from().to_string());
                s.push(if self.is_capture(m) { 'x' } else { '-' });
                s.push_str(&m.to().to_string());
                if let Some(promotion) = m.promotion() {
                    s.push('=');
                    s.push(promotion.upper_char());
                }
                s
            }
        };
        if let Some(suffix) = check_suffix(&after_for_status(self, m)) {
            s.push(suffix.char());
        }
        s
    }

    /// Reads a move in long algebraic notation (as [`Position::lan`] writes it). Tolerates what
    /// SAN reading tolerates: `0-0`, a missing separator, `e7-e8Q`, missing or extra `+`/`#`,
    /// annotations. No piece letter means a pawn; the letter must name the piece that moves.
    pub fn parse_lan(&self, text: &str) -> Result<Move, SanError> {
        let err = || SanError::Syntax(ParseSanError::new(text));
        let (core, _, _) = split_suffixes(text)?;
        if let Some(side) = castling_text(core) {
            return San::Castle(side).to_move(self);
        }
        if !core.is_ascii() {
            return Err(err());
        }
        let b = core.as_bytes();
        let (role, body) = match b.first().and_then(|&c| piece_letter(c)) {
            Some(role) => (role, &b[1..]),
            None => (Role::Pawn, b),
        };
        let (body, promotion) = split_promotion(body);
        let (from, capture, to) = match body {
            [f1, r1, sep @ (b'-' | b'x' | b':'), f2, r2] => {
                (Square::from_ascii(&[*f1, *r1]), *sep != b'-', Square::from_ascii(&[*f2, *r2]))
            }
            [f1, r1, f2, r2] => (Square::from_ascii(&[*f1, *r1]), false, Square::from_ascii(&[*f2, *r2])),
            _ => return Err(err()),
        };
        let (Some(from), Some(to)) = (from, to) else { return Err(err()) };
        if promotion.is_some() && role != Role::Pawn {
            return Err(err());
        }
        San::Normal { role, file: Some(from.file()), rank: Some(from.rank()), capture, to, promotion }.to_move(self)
    }
}
