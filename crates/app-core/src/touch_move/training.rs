//! The touch-move training mode as the Play screen uses it: the FIDE state machine
//! ([`TouchMove`]) kept in step with the game, narrowing what the board may move, and deciding
//! how a refused attempt is explained. Pure Rust, tested natively; the browser glue is
//! `touch_glue`.

use crate::board::state::Movable;
use crate::touch_move::obligation::{Obligation, Touch, TouchMove, TouchRefusal, TouchWhy};
use kaissa_rules::{Bitboard, Move, Position, Role, Square};

/// How a refused attempt is explained in touch-move mode.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The rules core explains it (the move is illegal anyway).
    Rules,
    /// The touch-move obligation forbids it.
    Touch(TouchRefusal),
    /// Nothing to explain: pressing an opponent's piece was a touch, shown by the obligation.
    Quiet,
}

/// The touch-move state of the move being chosen, tied to the position and ply it belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TouchTraining {
    machine: TouchMove,
    ply: usize,
    /// The last touch and what it did (for the obligation line's wording).
    last: Option<(Square, Touch)>,
}

impl Default for TouchTraining {
    fn default() -> TouchTraining {
        TouchTraining::new(Position::startpos(), 0)
    }
}

impl TouchTraining {
    /// Nothing touched in `pos`, reached after `ply` moves.
    #[must_use]
    pub fn new(pos: Position, ply: usize) -> TouchTraining {
        TouchTraining { machine: TouchMove::new(pos), ply, last: None }
    }

    /// Starts again when the game is no longer where the touches were made (after a move, a
    /// takeback, a new or loaded game). Returns whether it started again.
    pub fn sync(&mut self, pos: &Position, ply: usize) -> bool {
        if self.machine.position() == pos && self.ply == ply {
            return false;
        }
        *self = TouchTraining::new(*pos, ply);
        true
    }

    /// The state machine (obligation, touched squares, "j'adoube").
    #[must_use]
    pub fn machine(&self) -> &TouchMove {
        &self.machine
    }

    /// How many moves led to the position.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The last touch and what it did.
    #[must_use]
    pub fn last(&self) -> Option<(Square, Touch)> {
        self.last
    }

    /// "J'adoube" announced: the next touch is free.
    pub fn adjust(&mut self) {
        self.machine.adjust();
    }

    /// A deliberate press on `sq`. Empty squares are no touch at all.
    pub fn touch(&mut self, sq: Square) -> Option<Touch> {
        self.machine.position().board().piece_at(sq)?;
        let t = self.machine.touch(sq);
        self.last = Some((sq, t));
        Some(t)
    }

    /// The squares to mark as touched (the piece to move, the piece to capture).
    #[must_use]
    pub fn touched(&self) -> Bitboard {
        let (own, theirs) = self.machine.touched();
        own.into_iter().chain(theirs).collect()
    }

    /// Narrows what the board may move to the moves the obligation allows (all, without one).
    pub fn restrict(&self, movable: &mut Movable) {
        if self.machine.obligation() == Obligation::None {
            return;
        }
        let pos = self.machine.position();
        let allowed = self.machine.allowed_moves();
        movable.retain(|from, to| {
            let m = pos.interpret(from, to, None);
            allowed.iter().any(|a| a.from() == m.from() && a.to() == m.to())
        });
    }

    /// How the board's refused attempt (the piece on `from` to `to`, or picking it up with
    /// `to: None`) is explained.
    #[must_use]
    pub fn verdict(&self, from: Square, to: Option<Square>) -> Verdict {
        let pos = self.machine.position();
        let Some(piece) = pos.board().piece_at(from) else { return Verdict::Rules };
        let obligation = self.machine.obligation();
        match to {
            None if piece.color != pos.turn() => Verdict::Quiet,
            _ if obligation == Obligation::None => Verdict::Rules,
            Some(to) => {
                let last_rank = matches!(to.rank().index(), 0 | 7);
                let promotion = (piece.role == Role::Pawn && last_rank).then_some(Role::Queen);
                let m = pos.interpret(from, to, promotion);
                match self.machine.check(m) {
                    Err(r) if pos.is_legal(m) => Verdict::Touch(r),
                    _ => Verdict::Rules,
                }
            }
            // Another piece of one's own picked up while bound to the obligation.
            None => Verdict::Touch(self.refusal()),
        }
    }

    /// The refusal that names the obligation itself.
    fn refusal(&self) -> TouchRefusal {
        let obligation = self.machine.obligation();
        let (square, why) = match obligation {
            Obligation::Move(x) => (x, TouchWhy::MustMove),
            Obligation::Capture(y) => (y, TouchWhy::MustCapture),
            Obligation::CaptureWith { target, .. } => (target, TouchWhy::MustCaptureWith),
            Obligation::Castle(_) | Obligation::None => (self.machine.position().our_king(), TouchWhy::MustCastle),
        };
        TouchRefusal { obligation, square, why }
    }

    /// Whether the move `m` (as the board reports it) breaks the obligation; if so, why.
    #[must_use]
    pub fn check(&self, m: Move) -> Option<TouchRefusal> {
        let pos = self.machine.position();
        self.machine.check(pos.interpret(m.from(), m.to(), m.promotion())).err()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::state::{Action, BoardState};
    use crate::movable_of;
    use crate::test_support::{pos, sq};

    /// What the Play screen does on a press: the touch first, then the board's transition.
    fn press(t: &mut TouchTraining, b: &mut BoardState, s: &str) -> Action {
        t.touch(sq(s));
        let mut m = movable_of(t.machine().position(), true);
        t.restrict(&mut m);
        b.restrict(m);
        b.click(sq(s))
    }

    fn setup(fen: &str) -> (TouchTraining, BoardState) {
        let p = pos(fen);
        (TouchTraining::new(p, 0), BoardState::new(movable_of(&p, true)))
    }

    const ITALIAN: &str = "rnbqkb1r/pppp1ppp/5n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    const CASTLES: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

    #[test]
    fn the_touched_piece_must_move_and_no_other_can_be_picked_up() {
        let (mut t, mut b) = setup("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assert_eq!(press(&mut t, &mut b, "g1"), Action::None);
        assert_eq!(t.touched(), Bitboard::from_square(sq("g1")));
        let refused = press(&mut t, &mut b, "e2");
        assert_eq!(refused, Action::Refused { from: sq("e2"), to: None });
        let Verdict::Touch(r) = t.verdict(sq("e2"), None) else { panic!() };
        assert_eq!((r.square, r.why), (sq("g1"), TouchWhy::MustMove));
        assert_eq!(b.selected, Some(sq("g1")));
        assert_eq!(press(&mut t, &mut b, "f3"), Action::Play(Move::new(sq("g1"), sq("f3"), None)));
        // An illegal move of the touched piece is the rules' to explain.
        assert_eq!(t.verdict(sq("g1"), Some(sq("g3"))), Verdict::Rules);
        assert!(t.check(Move::new(sq("e2"), sq("e4"), None)).is_some());
    }

    #[test]
    fn a_touched_opponent_piece_must_be_captured() {
        let (mut t, mut b) = setup(ITALIAN);
        assert_eq!(press(&mut t, &mut b, "e5"), Action::Refused { from: sq("e5"), to: None });
        assert_eq!(t.verdict(sq("e5"), None), Verdict::Quiet, "the touch is shown, not explained");
        assert_eq!(t.machine().obligation(), Obligation::Capture(sq("e5")));
        // The bishop cannot take it: refused and explained.
        assert_eq!(press(&mut t, &mut b, "c4"), Action::Refused { from: sq("c4"), to: None });
        let Verdict::Touch(r) = t.verdict(sq("c4"), None) else { panic!() };
        assert_eq!((r.square, r.why), (sq("e5"), TouchWhy::MustCapture));
        assert_eq!(press(&mut t, &mut b, "f3"), Action::None);
        assert_eq!(press(&mut t, &mut b, "e5"), Action::Play(Move::new(sq("f3"), sq("e5"), None)));
    }

    #[test]
    fn own_then_opponent_piece_captures_with_the_touched_piece() {
        let (mut t, mut b) = setup(ITALIAN);
        press(&mut t, &mut b, "f3");
        assert_eq!(press(&mut t, &mut b, "e5"), Action::Play(Move::new(sq("f3"), sq("e5"), None)));
        assert_eq!(t.touched().count(), 2);
        // The bishop touched first cannot take e5: it must move.
        let (mut t, mut b) = setup(ITALIAN);
        press(&mut t, &mut b, "c4");
        let r = press(&mut t, &mut b, "e5");
        assert_eq!(r, Action::Refused { from: sq("c4"), to: Some(sq("e5")) });
        assert_eq!(t.verdict(sq("c4"), Some(sq("e5"))), Verdict::Rules, "a bishop never moves so");
        assert_eq!(t.machine().obligation(), Obligation::Move(sq("c4")));
    }

    #[test]
    fn a_piece_without_a_move_binds_nothing() {
        let (mut t, mut b) = setup("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        press(&mut t, &mut b, "a1");
        assert_eq!(t.machine().obligation(), Obligation::None);
        assert!(!b.movable.restricted);
        assert_eq!(press(&mut t, &mut b, "e2"), Action::None);
        assert_eq!(press(&mut t, &mut b, "e4"), Action::Play(Move::new(sq("e2"), sq("e4"), None)));
    }

    #[test]
    fn king_first_castles_rook_first_does_not() {
        let (mut t, mut b) = setup(CASTLES);
        press(&mut t, &mut b, "e1");
        assert_eq!(press(&mut t, &mut b, "h1"), Action::Play(Move::new(sq("e1"), sq("h1"), None)));
        let (mut t, mut b) = setup(CASTLES);
        press(&mut t, &mut b, "e1");
        assert_eq!(press(&mut t, &mut b, "g1"), Action::Play(Move::new(sq("e1"), sq("g1"), None)));
        let (mut t, mut b) = setup(CASTLES);
        press(&mut t, &mut b, "h1");
        assert_eq!(press(&mut t, &mut b, "e1"), Action::Refused { from: sq("e1"), to: None });
        let Verdict::Touch(r) = t.verdict(sq("e1"), None) else { panic!() };
        assert_eq!((r.square, r.why), (sq("h1"), TouchWhy::MustMove));
        assert!(t.check(Move::new(sq("e1"), sq("g1"), None)).is_some());
        assert!(!b.movable.dests_from(sq("e1")).any());
    }

    #[test]
    fn jadoube_frees_the_next_touch() {
        let (mut t, mut b) = setup(CASTLES);
        t.adjust();
        press(&mut t, &mut b, "h1");
        assert_eq!(t.machine().obligation(), Obligation::None);
        press(&mut t, &mut b, "e1");
        assert_eq!(t.machine().obligation(), Obligation::Move(sq("e1")));
    }

    #[test]
    fn sync_starts_again_after_the_game_moves_on() {
        let p = Position::startpos();
        let mut t = TouchTraining::new(p, 0);
        t.touch(sq("g1"));
        assert!(!t.sync(&p, 0));
        assert_eq!(t.machine().obligation(), Obligation::Move(sq("g1")));
        let next = p.after(p.parse_uci("g1f3").unwrap());
        assert!(t.sync(&next, 1));
        assert_eq!(t.machine().obligation(), Obligation::None);
        assert_eq!(t.last(), None);
        // The same position later in the game (knights back home) is a new move too.
        t.touch(sq("g8"));
        assert!(t.sync(&p, 4));
        assert_eq!(t.touch(sq("e4")), None, "an empty square is no touch");
    }
}
