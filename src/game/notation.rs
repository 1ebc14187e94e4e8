//! Standard algebraic notation for the move list.
//!
//! The rules core's own SAN writer is being finished; this small writer covers the move list until
//! then and is checked against it by the e2e tests' `data-san` values.

use kaissa_rules::{Move, Position, Role};

/// The move in English SAN (`Nf3`, `exd5`, `O-O`, `e8=Q+`, `Qh4#`). `m` must be legal in `pos`.
#[must_use]
pub fn san(pos: &Position, m: Move) -> String {
    let mut s = String::new();
    if let Some(side) = pos.castling_side(m) {
        s.push_str(side.san());
    } else {
        let role = pos.moved_role(m).unwrap_or(Role::Pawn);
        let capture = pos.is_capture(m);
        if role == Role::Pawn {
            if capture {
                s.push(m.from().file().char());
            }
        } else {
            s.push(role.upper_char());
            // Disambiguate among pieces of the same kind that can reach the same square.
            let rivals: Vec<Move> = pos
                .legal_moves()
                .iter()
                .copied()
                .filter(|o| o.to() == m.to() && o.from() != m.from() && pos.moved_role(*o) == Some(role))
                .collect();
            if !rivals.is_empty() {
                let same_file = rivals.iter().any(|o| o.from().file() == m.from().file());
                let same_rank = rivals.iter().any(|o| o.from().rank() == m.from().rank());
                if !same_file {
                    s.push(m.from().file().char());
                } else if !same_rank {
                    s.push(m.from().rank().char());
                } else {
                    s.push(m.from().file().char());
                    s.push(m.from().rank().char());
                }
            }
        }
        if capture {
            s.push('x');
        }
        s.push_str(&m.to().to_string());
        if let Some(p) = m.promotion() {
            s.push('=');
            s.push(p.upper_char());
        }
    }
    let after = pos.after(m);
    if after.is_check() {
        s.push(if after.has_legal_moves() { '+' } else { '#' });
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaissa_rules::Square;

    fn m(pos: &Position, from: &str, to: &str, promo: Option<Role>) -> String {
        let from: Square = from.parse().unwrap();
        let to: Square = to.parse().unwrap();
        san(pos, Move::new(from, to, promo))
    }

    #[test]
    fn san_examples() {
        let start = Position::startpos();
        assert_eq!(m(&start, "g1", "f3", None), "Nf3");
        assert_eq!(m(&start, "e2", "e4", None), "e4");
        let p = Position::from_fen("r3k2r/8/8/3p4/4P3/8/8/R3K2R w KQkq - 0 1").unwrap();
        assert_eq!(m(&p, "e4", "d5", None), "exd5");
        assert_eq!(m(&p, "e1", "g1", None), "O-O");
        assert_eq!(m(&p, "e1", "c1", None), "O-O-O");
        assert_eq!(m(&p, "a1", "d1", None), "Rd1", "the h1 rook is blocked by the king");
        let p = Position::from_fen("4k3/8/8/8/8/8/4K3/R6R w - - 0 1").unwrap();
        assert_eq!(m(&p, "a1", "d1", None), "Rad1");
        let p = Position::from_fen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(m(&p, "e7", "e8", Some(Role::Queen)), "e8=Q+");
        let p = Position::from_fen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2").unwrap();
        assert_eq!(m(&p, "d8", "h4", None), "Qh4#");
        let p = Position::from_fen("4k3/8/8/8/8/8/R7/R3K3 w - - 0 1").unwrap();
        assert_eq!(m(&p, "a1", "a3", None), "R1a3");
    }
}
