//! The touch-move training mode: FIDE Article 4 as a state machine, independent of the board UI.
//!
//! Over the board, a player who deliberately touches a piece must move it, or capture it if it is
//! the opponent's. The board calls [`TouchMove::touch`] when the player deliberately presses a
//! piece, [`TouchMove::adjust`] when they announce "j'adoube" first, and asks which moves are
//! allowed now ([`TouchMove::allowed_moves`], [`TouchMove::check`]). A new machine (or
//! [`TouchMove::reset`]) for every move.
//!
//! The rules, after the Laws of Chess (FIDE, 2023), Articles 4.2–4.4:
//! - 4.2: a player announcing "j'adoube" before touching adjusts a piece with no obligation.
//! - 4.3.1: touching one or more of one's own pieces: move the *first touched that can be moved*.
//!   A touched piece with no legal move creates no obligation.
//! - 4.3.2: touching opponent's pieces: capture the *first touched that can be captured* (with
//!   any piece; en passant captures the pawn beside). One that cannot be captured creates none.
//! - 4.3.3: one piece of each colour: capture the opponent's piece with the touched piece; if that
//!   is illegal, move or capture the *first* of the two touched that can be moved or captured.
//! - 4.4.1 and 4.4.3: touching the king (first) and then a rook: castle on that side if legal,
//!   else another king move (castling with the other rook included). Touching the king first
//!   commits to a king move, and castling is a king move.
//! - 4.4.2: touching a rook and then the king: no castling on that side this move (4.3.1 applies:
//!   the rook, touched first, must move if it can).
//! - 4.4.4: the promotion piece is final once chosen ([`TouchMove::promotion_cancel_allowed`]).

use kaissa_rules::{Bitboard, CastlingSide, Color, Move, Piece, Position, Role, Square};

/// What the player must do now.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Obligation {
    /// Any legal move.
    None,
    /// Move the piece on this square (4.3.1; a king may castle unless a rook was touched first).
    Move(Square),
    /// Capture the opponent's piece on this square, with any piece (4.3.2).
    Capture(Square),
    /// Capture the opponent's piece on `target` with the piece on `piece` (4.3.3).
    CaptureWith {
        /// The player's touched piece.
        piece: Square,
        /// The opponent's touched piece.
        target: Square,
    },
    /// Castle on this side: the king and then this side's rook were touched (4.4.1).
    Castle(CastlingSide),
}

impl Obligation {
    /// A stable kebab-case code for the UI's text and tests: `none`, `move-touched-piece`,
    /// `capture-touched-piece`, `capture-with-touched-piece`, `castle`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Obligation::None => "none",
            Obligation::Move(_) => "move-touched-piece",
            Obligation::Capture(_) => "capture-touched-piece",
            Obligation::CaptureWith { .. } => "capture-with-touched-piece",
            Obligation::Castle(_) => "castle",
        }
    }
}

/// What a touch did.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Touch {
    /// The touch created or narrowed the obligation, which is now this.
    Committed(Obligation),
    /// The touch creates no obligation, for this reason.
    Free(FreeTouch),
}

/// Why a touch creates no obligation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FreeTouch {
    /// "J'adoube" was announced before it.
    Adjusted,
    /// An empty square.
    Empty,
    /// The player's piece has no legal move.
    CannotMove,
    /// The opponent's piece cannot be captured.
    CannotBeCaptured,
    /// Another of the player's pieces was touched first and must move.
    AlreadyCommitted,
    /// Another of the opponent's pieces was touched first and must be captured.
    AlreadyTouchedOpponent,
}

/// Why a move is refused in touch-move mode: the reason code `touch-move-obligation`, the square
/// to point at, and the obligation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TouchRefusal {
    /// The obligation the move breaks.
    pub obligation: Obligation,
    /// The square to show: the touched piece that must move, or the touched piece that must be
    /// captured (for [`Obligation::Castle`], the king).
    pub square: Square,
    /// Why, more precisely.
    pub why: TouchWhy,
}

/// The precise reason for a [`TouchRefusal`], for the explanation's wording.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TouchWhy {
    /// You touched this piece of yours: you must move it.
    MustMove,
    /// You touched this piece of your opponent's: you must capture it.
    MustCapture,
    /// You touched a piece of each colour: you must capture that one with this one.
    MustCaptureWith,
    /// You touched the king and then the rook: you must castle on that side.
    MustCastle,
    /// You touched the rook before the king: no castling on that side this move.
    RookTouchedFirst,
}

impl TouchWhy {
    /// A stable kebab-case code (`must-move`, `must-capture`, `must-capture-with`, `must-castle`,
    /// `rook-touched-first`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            TouchWhy::MustMove => "must-move",
            TouchWhy::MustCapture => "must-capture",
            TouchWhy::MustCaptureWith => "must-capture-with",
            TouchWhy::MustCastle => "must-castle",
            TouchWhy::RookTouchedFirst => "rook-touched-first",
        }
    }
}

impl TouchRefusal {
    /// The reason code of the DOM contract's `data-reason`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        "touch-move-obligation"
    }
}

/// The touch-move state of one move: what was touched, in which order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TouchMove {
    pos: Position,
    /// The first of the player's pieces touched that can move.
    own: Option<Square>,
    /// The first of the opponent's pieces touched that can be captured.
    opponent: Option<Square>,
    /// Whether `own` was touched before `opponent` (4.3.3 falls back on the first touched).
    own_first: bool,
    /// The player's rooks touched before the king: no castling on their side (4.4.2).
    rooks_before_king: Bitboard,
    /// The rook touched after the committed king (4.4.1).
    castle: Option<CastlingSide>,
    /// "J'adoube" was announced: the next touch is free.
    adjusting: bool,
}

impl TouchMove {
    /// Nothing touched yet in `pos`; the side to move is `pos.turn()`.
    #[must_use]
    pub fn new(pos: Position) -> TouchMove {
        TouchMove {
            pos,
            own: None,
            opponent: None,
            own_first: false,
            rooks_before_king: Bitboard::EMPTY,
            castle: None,
            adjusting: false,
        }
    }

    /// Starts again for the next move, in `pos`.
    pub fn reset(&mut self, pos: Position) {
        *self = TouchMove::new(pos);
    }

    /// The position the moves are judged in.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// "J'adoube": the player announces an adjustment; the next touch creates no obligation.
    pub fn adjust(&mut self) {
        self.adjusting = true;
    }

    /// Whether "j'adoube" was announced and the next touch is free.
    #[must_use]
    pub fn is_adjusting(&self) -> bool {
        self.adjusting
    }

    /// The touched squares that count, for the board to mark: the player's piece and the
    /// opponent's piece.
    #[must_use]
    pub fn touched(&self) -> (Option<Square>, Option<Square>) {
        (self.own, self.opponent)
    }

    /// The player deliberately touches the piece on `sq`.
    pub fn touch(&mut self, sq: Square) -> Touch {
        if std::mem::take(&mut self.adjusting) {
            return Touch::Free(FreeTouch::Adjusted);
        }
        let us = self.pos.turn();
        let Some(piece) = self.pos.board().piece_at(sq) else { return Touch::Free(FreeTouch::Empty) };
        if piece.color == us {
            self.touch_own(sq, piece)
        } else {
            self.touch_opponent(sq)
        }
    }

    fn touch_own(&mut self, sq: Square, piece: Piece) -> Touch {
        let us = self.pos.turn();
        if let Some(committed) = self.own {
            // 4.4.1: the king and then a rook. The rook's own moves do not matter here.
            if piece.role == Role::Rook && self.pos.board().role_at(committed) == Some(Role::King) {
                if let Some(side) = CastlingSide::ALL.into_iter().find(|s| s.squares(us).rook_from == sq) {
                    if self.castling_move(side).is_some_and(|m| self.allows_base(m)) {
                        self.castle = Some(side);
                        return Touch::Committed(self.obligation());
                    }
                }
            }
            return Touch::Free(FreeTouch::AlreadyCommitted);
        }
        if piece.role == Role::Rook {
            self.rooks_before_king = self.rooks_before_king.with(sq);
        }
        if !self.pos.legal_destinations(sq).any() {
            return Touch::Free(FreeTouch::CannotMove);
        }
        self.own = Some(sq);
        self.own_first = self.opponent.is_none();
        Touch::Committed(self.obligation())
    }

    fn touch_opponent(&mut self, sq: Square) -> Touch {
        if self.opponent.is_some() {
            return Touch::Free(FreeTouch::AlreadyTouchedOpponent);
        }
        if !self.pos.legal_moves().iter().any(|&m| captured_square(&self.pos, m) == Some(sq)) {
            return Touch::Free(FreeTouch::CannotBeCaptured);
        }
        self.opponent = Some(sq);
        Touch::Committed(self.obligation())
    }

    /// The castling move on `side`, if it is legal.
    fn castling_move(&self, side: CastlingSide) -> Option<Move> {
        self.pos.legal_moves().iter().copied().find(|&m| self.pos.castling_side(m) == Some(side))
    }

    /// Whether `m` keeps the obligation, leaving 4.4.1 aside.
    fn allows_base(&self, m: Move) -> bool {
        let from_own = |x: Square| m.from() == x && !self.castles_with_rook_touched_first(m);
        match (self.own, self.opponent) {
            (None, None) => true,
            (Some(x), None) => from_own(x),
            (None, Some(y)) => captured_square(&self.pos, m) == Some(y),
            (Some(x), Some(y)) => {
                let with = |m: Move| m.from() == x && captured_square(&self.pos, m) == Some(y);
                let captures = |m: Move| captured_square(&self.pos, m) == Some(y);
                if self.pos.legal_moves().iter().any(|&m| with(m)) {
                    with(m)
                } else if self.own_first {
                    from_own(x)
                } else {
                    captures(m)
                }
            }
        }
    }

    /// Whether `m` castles on a side whose rook was touched before the king (4.4.2).
    fn castles_with_rook_touched_first(&self, m: Move) -> bool {
        let us = self.pos.turn();
        self.pos.castling_side(m).is_some_and(|side| self.rooks_before_king.contains(side.squares(us).rook_from))
    }

    /// What the player must do now.
    #[must_use]
    pub fn obligation(&self) -> Obligation {
        if let Some(side) = self.castle {
            return Obligation::Castle(side);
        }
        match (self.own, self.opponent) {
            (None, None) => Obligation::None,
            (Some(x), None) => Obligation::Move(x),
            (None, Some(y)) => Obligation::Capture(y),
            (Some(x), Some(y)) => {
                let moves = self.pos.legal_moves();
                if moves.iter().any(|&m| m.from() == x && captured_square(&self.pos, m) == Some(y)) {
                    Obligation::CaptureWith { piece: x, target: y }
                } else if self.own_first {
                    Obligation::Move(x)
                } else {
                    Obligation::Capture(y)
                }
            }
        }
    }

    /// Whether the legal move `m` keeps the obligation. (A move from the board must first go
    /// through `Position::interpret`, so that the king dropped on its rook is castling.)
    #[must_use]
    pub fn allows(&self, m: Move) -> bool {
        match self.castle {
            Some(side) => self.pos.castling_side(m) == Some(side) && self.pos.is_legal(m),
            None => self.allows_base(m) && self.pos.is_legal(m),
        }
    }

    /// The legal moves allowed now (all of them with no obligation; never empty, since every
    /// obligation is made only when some legal move keeps it).
    #[must_use]
    pub fn allowed_moves(&self) -> Vec<Move> {
        self.pos.legal_moves().iter().copied().filter(|&m| self.allows(m)).collect()
    }

    /// Whether the legal move `m` may be played; if not, why (the reason code
    /// `touch-move-obligation`, the square to show). An illegal move is the rules core's to
    /// explain and is not judged here.
    pub fn check(&self, m: Move) -> Result<(), TouchRefusal> {
        if !self.pos.is_legal(m) || self.allows(m) {
            return Ok(());
        }
        let obligation = self.obligation();
        let (square, why) = match obligation {
            // `None` never refuses; this arm only keeps the match whole.
            Obligation::None => (m.from(), TouchWhy::MustMove),
            Obligation::Move(x) if m.from() == x => (x, TouchWhy::RookTouchedFirst),
            Obligation::Move(x) => (x, TouchWhy::MustMove),
            Obligation::Capture(y) => (y, TouchWhy::MustCapture),
            Obligation::CaptureWith { target, .. } => (target, TouchWhy::MustCaptureWith),
            Obligation::Castle(_) => (self.pos.our_king(), TouchWhy::MustCastle),
        };
        Err(TouchRefusal { obligation, square, why })
    }

    /// Whether the promotion dialog may offer to cancel: never in touch-move mode. The pawn has
    /// been released on the last rank, so the move is made (4.6), and the piece chosen for it is
    /// final (4.4.4); the dialog shows the four pieces only, and the first choice is played.
    #[must_use]
    pub const fn promotion_cancel_allowed(&self) -> bool {
        false
    }
}

/// The square of the piece `m` captures in `pos` (the pawn beside, for en passant), if any.
#[must_use]
pub fn captured_square(pos: &Position, m: Move) -> Option<Square> {
    if pos.is_en_passant(m) {
        return Some(Square::from_coords(m.to().file(), m.from().rank()));
    }
    let them: Color = !pos.turn();
    pos.board().piece_at(m.to()).filter(|p| p.color == them).map(|_| m.to())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{pos, sq};

    fn mv(p: &Position, uci: &str) -> Move {
        p.parse_uci(uci).unwrap()
    }

    /// The allowed moves in UCI, sorted.
    fn allowed(t: &TouchMove) -> Vec<String> {
        let mut v: Vec<String> = t.allowed_moves().iter().map(|m| m.uci()).collect();
        v.sort();
        v
    }

    #[test]
    fn own_piece_with_a_move_commits_and_others_cannot_take_over() {
        let mut t = TouchMove::new(Position::startpos());
        assert_eq!(t.obligation(), Obligation::None);
        assert_eq!(t.allowed_moves().len(), 20);
        assert_eq!(t.touch(sq("g1")), Touch::Committed(Obligation::Move(sq("g1"))));
        assert_eq!(allowed(&t), ["g1f3", "g1h3"]);
        assert_eq!(t.touch(sq("e2")), Touch::Free(FreeTouch::AlreadyCommitted));
        assert_eq!(t.obligation(), Obligation::Move(sq("g1")));
        let p = *t.position();
        let refusal = t.check(mv(&p, "e2e4")).unwrap_err();
        assert_eq!(refusal.code(), "touch-move-obligation");
        assert_eq!((refusal.square, refusal.why), (sq("g1"), TouchWhy::MustMove));
        assert_eq!(refusal.why.code(), "must-move");
        assert_eq!(t.check(mv(&p, "g1f3")), Ok(()));
        // An illegal move is not this module's business.
        assert_eq!(t.check(Move::new(sq("e2"), sq("e5"), None)), Ok(()));
        assert!(!t.allows(Move::new(sq("g1"), sq("g3"), None)));
    }

    #[test]
    fn a_piece_that_cannot_move_creates_no_obligation() {
        let mut t = TouchMove::new(Position::startpos());
        assert_eq!(t.touch(sq("a1")), Touch::Free(FreeTouch::CannotMove));
        assert_eq!(t.touch(sq("d1")), Touch::Free(FreeTouch::CannotMove));
        assert_eq!(t.touch(sq("e4")), Touch::Free(FreeTouch::Empty));
        assert_eq!(t.obligation(), Obligation::None);
        // The first touched that can be moved.
        assert_eq!(t.touch(sq("b1")), Touch::Committed(Obligation::Move(sq("b1"))));
        // A pinned piece cannot move either.
        let mut t = TouchMove::new(pos("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"));
        assert_eq!(t.touch(sq("e2")), Touch::Free(FreeTouch::CannotMove));
    }

    #[test]
    fn opponent_piece_that_can_be_captured_commits_to_capturing_it() {
        // White: Nf3, Bc4, pawn e4; Black: pawn e5, knight f6 (Bxf7 and Nxe5 possible).
        let p = pos("rnbqkb1r/pppp1ppp/5n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        let mut t = TouchMove::new(p);
        assert_eq!(t.touch(sq("d7")), Touch::Free(FreeTouch::CannotBeCaptured));
        assert_eq!(t.touch(sq("e8")), Touch::Free(FreeTouch::CannotBeCaptured), "the king is never captured");
        assert_eq!(t.touch(sq("e5")), Touch::Committed(Obligation::Capture(sq("e5"))));
        assert_eq!(allowed(&t), ["f3e5"]);
        assert_eq!(t.touch(sq("f7")), Touch::Free(FreeTouch::AlreadyTouchedOpponent));
        let r = t.check(mv(&p, "c4f7")).unwrap_err();
        assert_eq!((r.square, r.why, r.obligation), (sq("e5"), TouchWhy::MustCapture, Obligation::Capture(sq("e5"))));
    }

    #[test]
    fn en_passant_captures_the_touched_pawn() {
        // Black just played d7-d5 beside the white pawn on e5.
        let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        let mut t = TouchMove::new(p);
        assert_eq!(t.touch(sq("d5")), Touch::Committed(Obligation::Capture(sq("d5"))));
        assert_eq!(allowed(&t), ["e5d6"]);
        assert_eq!(captured_square(&p, mv(&p, "e5d6")), Some(sq("d5")));
        // Touching the pawn too: capture it with that pawn.
        assert_eq!(t.touch(sq("e5")), Touch::Committed(Obligation::CaptureWith { piece: sq("e5"), target: sq("d5") }));
        assert_eq!(allowed(&t), ["e5d6"]);
        assert_eq!(t.check(mv(&p, "e5e6")).unwrap_err().why, TouchWhy::MustCaptureWith);
    }

    #[test]
    fn both_colours_capture_with_the_touched_piece_when_possible() {
        // The knight on f3 can take the pawn on e5, in either order of touching.
        let p = pos("rnbqkb1r/pppp1ppp/5n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        for order in [["f3", "e5"], ["e5", "f3"]] {
            let mut t = TouchMove::new(p);
            t.touch(sq(order[0]));
            let obligation = Obligation::CaptureWith { piece: sq("f3"), target: sq("e5") };
            assert_eq!(t.touch(sq(order[1])), Touch::Committed(obligation), "{order:?}");
            assert_eq!(allowed(&t), ["f3e5"]);
        }
    }

    #[test]
    fn both_colours_fall_back_on_the_first_touched() {
        // The bishop on c4 cannot take e5; the knight on f3 can.
        let p = pos("rnbqkb1r/pppp1ppp/5n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        // Own piece first: move the bishop (any bishop move).
        let mut t = TouchMove::new(p);
        t.touch(sq("c4"));
        assert_eq!(t.touch(sq("e5")), Touch::Committed(Obligation::Move(sq("c4"))));
        assert!(allowed(&t).iter().all(|m| m.starts_with("c4")));
        assert!(allowed(&t).contains(&"c4f7".to_owned()));
        // Opponent's piece first: capture it (with another piece).
        let mut t = TouchMove::new(p);
        t.touch(sq("e5"));
        assert_eq!(t.touch(sq("c4")), Touch::Committed(Obligation::Capture(sq("e5"))));
        assert_eq!(allowed(&t), ["f3e5"]);
        // Nothing else can take the opponent's piece: move the touched one.
        let p = pos("4k3/8/8/3p4/8/8/8/R3K3 w - - 0 1");
        let mut t = TouchMove::new(p);
        assert_eq!(t.touch(sq("d5")), Touch::Free(FreeTouch::CannotBeCaptured));
        assert_eq!(t.touch(sq("a1")), Touch::Committed(Obligation::Move(sq("a1"))));
    }

    #[test]
    fn jadoube_makes_the_next_touch_free() {
        let mut t = TouchMove::new(Position::startpos());
        t.adjust();
        assert!(t.is_adjusting());
        assert_eq!(t.touch(sq("e2")), Touch::Free(FreeTouch::Adjusted));
        assert!(!t.is_adjusting(), "only the next touch");
        assert_eq!(t.obligation(), Obligation::None);
        assert_eq!(t.touch(sq("d2")), Touch::Committed(Obligation::Move(sq("d2"))));
        // Adjusting after committing changes nothing.
        t.adjust();
        t.touch(sq("g1"));
        assert_eq!(t.obligation(), Obligation::Move(sq("d2")));
        // An adjusted opponent piece is not to be captured.
        let p = pos("rnbqkb1r/pppp1ppp/5n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        let mut t = TouchMove::new(p);
        t.adjust();
        t.touch(sq("e5"));
        assert_eq!(t.allowed_moves().len(), p.legal_moves().len());
    }

    #[test]
    fn king_first_allows_castling() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let mut t = TouchMove::new(p);
        assert_eq!(t.touch(sq("e1")), Touch::Committed(Obligation::Move(sq("e1"))));
        let moves = allowed(&t);
        assert!(moves.contains(&"e1g1".to_owned()) && moves.contains(&"e1c1".to_owned()), "{moves:?}");
        assert!(moves.iter().all(|m| m.starts_with("e1")));
        // The board reports the king dropped on its rook; interpreted, it is castling.
        assert!(t.allows(p.interpret(sq("e1"), sq("h1"), None)));
        // 4.4.1: the king and then a rook: castle on that side.
        assert_eq!(t.touch(sq("h1")), Touch::Committed(Obligation::Castle(CastlingSide::KingSide)));
        assert_eq!(allowed(&t), ["e1g1"]);
        let r = t.check(mv(&p, "e1f1")).unwrap_err();
        assert_eq!((r.square, r.why), (sq("e1"), TouchWhy::MustCastle));
    }

    #[test]
    fn king_then_rook_when_castling_is_illegal_is_another_king_move() {
        // The f1 square is attacked: no castling king-side (4.4.3); queen-side is still allowed.
        let p = pos("r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1");
        let mut t = TouchMove::new(p);
        t.touch(sq("e1"));
        assert_eq!(t.touch(sq("h1")), Touch::Free(FreeTouch::AlreadyCommitted));
        assert_eq!(t.obligation(), Obligation::Move(sq("e1")));
        assert!(allowed(&t).contains(&"e1c1".to_owned()));
        assert!(!allowed(&t).contains(&"e1g1".to_owned()));
    }

    #[test]
    fn rook_first_commits_to_a_rook_move() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let mut t = TouchMove::new(p);
        assert_eq!(t.touch(sq("h1")), Touch::Committed(Obligation::Move(sq("h1"))));
        assert_eq!(t.touch(sq("e1")), Touch::Free(FreeTouch::AlreadyCommitted));
        assert!(allowed(&t).iter().all(|m| m.starts_with("h1")));
        let castle = p.interpret(sq("e1"), sq("h1"), None);
        let r = t.check(castle).unwrap_err();
        assert_eq!((r.square, r.why), (sq("h1"), TouchWhy::MustMove));
    }

    #[test]
    fn rook_touched_before_the_king_bars_castling_on_its_side() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        // An adjusted rook was not deliberately touched: castling on its side stays allowed.
        let mut t = TouchMove::new(p);
        t.adjust();
        t.touch(sq("a1"));
        assert_eq!(t.touch(sq("e1")), Touch::Committed(Obligation::Move(sq("e1"))));
        assert!(allowed(&t).contains(&"e1c1".to_owned()));
        // A rook touched first commits to a rook move when it can move (above); in standard
        // chess a rook that could castle can always move, so 4.4.2's bar on castling is reached
        // only through that. The machine keeps the bar anyway, as the Article words it.
        let mut t = TouchMove::new(p);
        t.rooks_before_king = t.rooks_before_king.with(sq("a1"));
        t.touch(sq("e1"));
        assert!(!allowed(&t).contains(&"e1c1".to_owned()));
        assert!(allowed(&t).contains(&"e1g1".to_owned()));
        let r = t.check(mv(&p, "e1c1")).unwrap_err();
        assert_eq!((r.square, r.why), (sq("e1"), TouchWhy::RookTouchedFirst));
    }

    #[test]
    fn promotion_is_a_move_of_the_touched_pawn_and_final() {
        let p = pos("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        let mut t = TouchMove::new(p);
        assert_eq!(t.touch(sq("a7")), Touch::Committed(Obligation::Move(sq("a7"))));
        assert_eq!(allowed(&t), ["a7a8b", "a7a8n", "a7a8q", "a7a8r", "a7b8b", "a7b8n", "a7b8q", "a7b8r"]);
        assert!(!t.promotion_cancel_allowed());
        // Touching the rook too: capture it with the pawn, promoting.
        assert_eq!(t.touch(sq("b8")), Touch::Committed(Obligation::CaptureWith { piece: sq("a7"), target: sq("b8") }));
        assert_eq!(allowed(&t), ["a7b8b", "a7b8n", "a7b8q", "a7b8r"]);
    }

    #[test]
    fn reset_for_the_next_move() {
        let mut t = TouchMove::new(Position::startpos());
        t.touch(sq("e2"));
        let next = Position::startpos().after(mv(&Position::startpos(), "e2e4"));
        t.reset(next);
        assert_eq!(t.obligation(), Obligation::None);
        assert_eq!(t.touched(), (None, None));
        assert_eq!(t.touch(sq("e2")), Touch::Free(FreeTouch::Empty));
        assert_eq!(t.touch(sq("e4")), Touch::Free(FreeTouch::CannotBeCaptured), "Black to move now");
        assert_eq!(t.touch(sq("e7")), Touch::Committed(Obligation::Move(sq("e7"))));
        assert_eq!(Obligation::Move(sq("e7")).code(), "move-touched-piece");
    }

    #[test]
    fn every_obligation_leaves_a_move() {
        // Touch every square in every order of two, in a few positions: never an empty set.
        for fen in [
            "rnbqkb1r/pppp1ppp/5n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
            "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        ] {
            let p = pos(fen);
            for a in Square::all() {
                for b in Square::all() {
                    let mut t = TouchMove::new(p);
                    t.touch(a);
                    t.touch(b);
                    assert!(!t.allowed_moves().is_empty(), "{fen} {a} {b}");
                    assert!(t.allowed_moves().iter().all(|&m| t.check(m).is_ok()));
                }
            }
        }
    }
}
