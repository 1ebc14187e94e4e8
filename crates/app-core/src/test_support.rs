//! Helpers shared by the unit tests: squares and positions written as text.

use crate::Session;
use kaissa_rules::{Position, Square};

/// The square named `s` ("e4"); a test's own literal, so a bad name is a bug in the test.
pub(crate) fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The position of `fen`; a test's own literal, so a bad FEN is a bug in the test.
pub(crate) fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap()
}

/// Plays `moves` (UCI, a test's own literals) on `session`.
pub(crate) fn play_uci(session: &mut Session, moves: &[&str]) {
    for uci in moves {
        let m = session.position().parse_uci(uci).unwrap();
        session.play(m).unwrap();
    }
}
