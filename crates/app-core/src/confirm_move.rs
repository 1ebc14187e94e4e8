//! "Confirm moves" (a setting for young children): a move finished on the board is held and
//! shown, and played only after a confirming tap. Pure Rust, tested natively; the buttons are in
//! `confirm_view`.

use crate::board::state::Movable;
use crate::movable_of;
use kaissa_rules::{Move, Position};

/// The confirmation step open on the Play screen. The steps share `data-testid="confirm"` (DESIGN.md:
/// "a confirmation step, where there is one, has `confirm`"), so at most one is open at a time:
/// the screen's are kept in one signal (`PlayCtx::confirmation` in the views), where
/// opening one closes the other, and the dialogs that ask their own questions (the finished
/// games' "Delete this game?") close it when they open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Confirmation {
    /// "Resign this game?"
    Resign,
    /// "Offer a draw?": in a winning position the computer may accept at once, and the win is
    /// gone, so the offer is never one stray tap.
    OfferDraw,
}

/// A move waiting for confirmation: the move as the rules read it and what the board shows
/// meanwhile (the position after it, with nothing movable).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pending {
    /// The move to play on confirmation.
    pub mv: Move,
    /// The board's preview.
    pub preview: Movable,
    /// The position the move was made in.
    pub before: Position,
}

/// Holds the board's move `m` in `pos` for confirmation; `None` when it is not legal (then it
/// is played at once, so that the rules core explains why it is refused).
#[must_use]
pub fn hold(pos: &Position, m: Move) -> Option<Pending> {
    let mv = pos.interpret(m.from(), m.to(), m.promotion());
    pos.is_legal(mv).then(|| Pending { mv, preview: movable_of(&pos.after(mv), false), before: *pos })
}

/// Whether a held move still stands when the screen is redrawn with `live` the game's position:
/// only the user's confirm or cancel, or a change to the game itself (a takeback, a new or loaded
/// game, the game's end), drops it — a routine redraw (the computer's answer to an offer, the
/// clock, a save, a setting, looking back through the moves) never does.
#[must_use]
pub fn still_holds(held: &Pending, live: &Position, over: bool) -> bool {
    !over && held.before == *live && live.is_legal(held.mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::sq;
    use kaissa_rules::{Color, Piece, Role};

    #[test]
    fn a_legal_move_is_shown_made_and_nothing_moves_meanwhile() {
        let p = Position::startpos();
        let held = hold(&p, Move::new(sq("e2"), sq("e4"), None)).unwrap();
        assert_eq!(held.preview.piece_at(sq("e4")), Some(Piece::new(Color::White, Role::Pawn)));
        assert_eq!(held.preview.piece_at(sq("e2")), None);
        assert_eq!(held.preview.color, None, "nothing can be moved until confirmed or cancelled");
        assert_eq!(p, Position::startpos(), "the game itself is untouched");
    }

    #[test]
    fn castling_onto_the_rook_and_promotion_are_held_as_the_rules_read_them() {
        let p = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let held = hold(&p, Move::new(sq("e1"), sq("h1"), None)).unwrap();
        assert_eq!(held.mv, Move::new(sq("e1"), sq("g1"), None));
        assert_eq!(held.preview.piece_at(sq("f1")), Some(Piece::new(Color::White, Role::Rook)));
        let p = Position::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
        let held = hold(&p, Move::new(sq("e7"), sq("e8"), Some(Role::Knight))).unwrap();
        assert_eq!(held.preview.piece_at(sq("e8")), Some(Piece::new(Color::White, Role::Knight)));
    }

    #[test]
    fn a_held_move_stands_until_the_game_changes() {
        let p = Position::startpos();
        let held = hold(&p, Move::new(sq("e2"), sq("e4"), None)).unwrap();
        assert!(still_holds(&held, &p, false), "a redraw of the same position");
        assert!(!still_holds(&held, &p, true), "the game ended (flag fall, draw agreed)");
        let other = p.after(p.interpret(sq("d2"), sq("d4"), None));
        assert!(!still_holds(&held, &other, false), "a takeback or another game");
        // The same placement with other rights is another position.
        let k = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let held = hold(&k, Move::new(sq("e1"), sq("g1"), None)).unwrap();
        let no_rights = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1").unwrap();
        assert!(still_holds(&held, &k, false));
        assert!(!still_holds(&held, &no_rights, false));
    }

    #[test]
    fn an_illegal_move_is_not_held() {
        let p = Position::startpos();
        assert_eq!(hold(&p, Move::new(sq("e2"), sq("e5"), None)), None);
        assert_eq!(hold(&p, Move::new(sq("e7"), sq("e5"), None)), None);
    }
}
