//! Why a move is illegal: a reason for every refused from→to attempt, for beginners.
//!
//! [`Position::explain`] looks at an attempt the way a teacher would, in a fixed order, and
//! reports the first thing wrong with it:
//!
//! 1. there is no piece on the start square; it is the opponent's piece; start and end are the
//!    same square;
//! 2. a castling attempt (the king two squares along its home rank from its home square, or the
//!    king dropped on its own rook in its corner) is judged as castling, see step 7;
//! 3. one's own piece stands on the target square;
//! 4. the piece never moves like that (including pawns moving backwards and a double step from
//!    elsewhere than the start rank);
//! 5. pieces stand in the way;
//! 6. pawn specifics: a pawn cannot capture straight ahead, moves diagonally only to capture,
//!    and captures en passant only right after the double step;
//! 7. the promotion piece is missing or wrong; for castling then: king or rook moved, right
//!    lost, pieces between, in check, crossing or landing on an attacked square;
//! 8. last, the king's safety: the move would leave or put one's own king in check.
//!
//! The order matters for beginners: a pinned bishop moving like a knight is told that bishops do
//! not move like that, which is the thing to learn first. Problems of the game (it is over) are
//! the caller's to report before asking the position.

use crate::{attacks, Bitboard, CastlingSide, Color, Piece, Position, Role, Square};
use core::fmt;

/// Why an attempted move is not legal. Each variant has a stable kebab-case [`code`](IllegalMove::code)
/// that user interfaces map to a translated sentence; [`squares`](IllegalMove::squares) says what
/// to highlight; `Display` is a plain English sentence for developers.
///
/// Reasons name squares, not pieces: whoever shows them has the position the move was tried in
/// and reads the pieces from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The game is over; no more moves. (Reported by games, never by a position.)
    GameOver,
    /// There is no piece on the starting square.
    NoPiece(Square),
    /// The piece belongs to the side not to move.
    NotYourTurn {
        /// Whose piece it is.
        owner: Color,
    },
    /// The start and end squares are the same.
    SameSquare,
    /// One's own piece stands on the target square.
    OwnPieceOnTarget(Square),
    /// The piece never moves that way (a bishop moving straight, a knight moving like a queen, a
    /// pawn moving sideways …).
    WrongPattern(Role),
    /// A rook, bishop, queen or a pawn's double step would jump over pieces (on these squares).
    PathBlocked(Bitboard),
    /// A pawn moves straight ahead onto an enemy piece (on this square): pawns capture only
    /// diagonally.
    PawnBlockedAhead(Square),
    /// A pawn moves diagonally to an empty square with nothing to capture, not even en passant:
    /// pawns move diagonally only to capture.
    PawnCapturesOnlyDiagonally,
    /// A pawn moves diagonally behind an enemy pawn (standing on this square) beside it, but that
    /// pawn did not make its double step on the opponent's last move: en passant is only possible
    /// immediately.
    ///
    /// A position remembers a double step only when an en passant capture is legal. When the
    /// capture would also expose one's king, the reason given is therefore
    /// [`LeavesKingInCheck`](IllegalMove::LeavesKingInCheck), which holds whether or not the
    /// double step just happened.
    EnPassantExpired(Square),
    /// A pawn moving backwards.
    PawnBackwards,
    /// A pawn's double step from a square other than its starting rank.
    PawnDoubleStepNotFromStart,
    /// A pawn reaching the last rank must be given a promotion piece.
    MustPromote,
    /// The promotion piece is a king or a pawn, or one was given for a move that is not a
    /// promotion.
    InvalidPromotion,
    /// The move would leave (or put) one's own king in check.
    LeavesKingInCheck {
        /// The enemy pieces that would attack the king after the move. Empty only when
        /// [`Position::explain`] was asked about a legal move.
        attackers: Bitboard,
        /// Whether the king is in check now and the move does not answer it.
        was_in_check: bool,
        /// Whether the moving piece is the king itself.
        king_moves: bool,
    },
    /// Castling: the king has already moved (it is not on its home square, or the game record
    /// shows it left it).
    CastleKingMoved(CastlingSide),
    /// Castling: that rook has already moved or was captured.
    CastleRookMoved(CastlingSide),
    /// Castling: the right to castle on this side was lost earlier (cause unknown: the position
    /// alone cannot tell whether king or rook moved and came back).
    CastleRightLost(CastlingSide),
    /// Castling: pieces stand between king and rook.
    CastlePathBlocked {
        /// The side.
        side: CastlingSide,
        /// The squares that are in the way.
        blockers: Bitboard,
    },
    /// Castling out of check is not allowed.
    CastleInCheck(CastlingSide),
    /// Castling: the king would cross an attacked square.
    CastleThroughCheck {
        /// The side.
        side: CastlingSide,
        /// The square the king would cross.
        square: Square,
        /// The enemy pieces attacking it.
        attackers: Bitboard,
    },
    /// Castling: the king would land on an attacked square.
    CastleIntoCheck {
        /// The side.
        side: CastlingSide,
        /// The square the king would land on.
        square: Square,
        /// The enemy pieces attacking it.
        attackers: Bitboard,
    },
}

impl IllegalMove {
    /// A stable kebab-case code (used by the app's DOM as `data-reason`).
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            IllegalMove::GameOver => "game-over",
            IllegalMove::NoPiece(_) => "no-piece",
            IllegalMove::NotYourTurn { .. } => "not-your-turn",
            IllegalMove::SameSquare => "same-square",
            IllegalMove::OwnPieceOnTarget(_) => "own-piece-on-target",
            IllegalMove::WrongPattern(_) => "wrong-pattern",
            IllegalMove::PathBlocked(_) => "path-blocked",
            IllegalMove::PawnBlockedAhead(_) => "pawn-blocked-ahead",
            IllegalMove::PawnCapturesOnlyDiagonally => "pawn-captures-only-diagonally",
            IllegalMove::EnPassantExpired(_) => "en-passant-expired",
            IllegalMove::PawnBackwards => "pawn-backwards",
            IllegalMove::PawnDoubleStepNotFromStart => "pawn-double-step-not-from-start",
            IllegalMove::MustPromote => "must-promote",
            IllegalMove::InvalidPromotion => "invalid-promotion",
            IllegalMove::LeavesKingInCheck { .. } => "leaves-king-in-check",
            IllegalMove::CastleKingMoved(_) => "castle-king-moved",
            IllegalMove::CastleRookMoved(_) => "castle-rook-moved",
            IllegalMove::CastleRightLost(_) => "castle-right-lost",
            IllegalMove::CastlePathBlocked { .. } => "castle-path-blocked",
            IllegalMove::CastleInCheck(_) => "castle-in-check",
            IllegalMove::CastleThroughCheck { .. } => "castle-through-check",
            IllegalMove::CastleIntoCheck { .. } => "castle-into-check",
        }
    }

    /// The squares a user interface should highlight to show the reason, besides the move's own
    /// start and target: attackers, pieces in the way, the square crossed or landed on, the
    /// square the reason is about. Empty when the reason names no square.
    #[must_use]
    pub fn squares(&self) -> Bitboard {
        match self {
            IllegalMove::NoPiece(sq)
            | IllegalMove::OwnPieceOnTarget(sq)
            | IllegalMove::PawnBlockedAhead(sq)
            | IllegalMove::EnPassantExpired(sq) => Bitboard::from_square(*sq),
            IllegalMove::PathBlocked(squares)
            | IllegalMove::LeavesKingInCheck { attackers: squares, .. }
            | IllegalMove::CastlePathBlocked { blockers: squares, .. } => *squares,
            IllegalMove::CastleThroughCheck { square, attackers, .. }
            | IllegalMove::CastleIntoCheck { square, attackers, .. } => attackers.with(*square),
            IllegalMove::GameOver
            | IllegalMove::NotYourTurn { .. }
            | IllegalMove::SameSquare
            | IllegalMove::WrongPattern(_)
            | IllegalMove::PawnCapturesOnlyDiagonally
            | IllegalMove::PawnBackwards
            | IllegalMove::PawnDoubleStepNotFromStart
            | IllegalMove::MustPromote
            | IllegalMove::InvalidPromotion
            | IllegalMove::CastleKingMoved(_)
            | IllegalMove::CastleRookMoved(_)
            | IllegalMove::CastleRightLost(_)
            | IllegalMove::CastleInCheck(_) => Bitboard::EMPTY,
        }
    }
}

/// Writes squares as "e2", "a2 and a7", "b3, e3 and f4".
struct SquareList(Bitboard);

impl fmt::Display for SquareList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0.count() as usize;
        for (i, sq) in self.0.squares().enumerate() {
            let sep = if i == 0 {
                ""
            } else if i + 1 == n {
                " and "
            } else {
                ", "
            };
            write!(f, "{sep}{sq}")?;
        }
        Ok(())
    }
}

/// How a piece moves, finishing "a knight does not move like that: …".
fn how_it_moves(role: Role) -> &'static str {
    match role {
        Role::Pawn => {
            "it moves straight forward, one square (two from its starting square), and captures one square diagonally forward"
        }
        Role::Knight => "it jumps in an L, two squares in one direction and one square to the side",
        Role::Bishop => "it moves diagonally",
        Role::Rook => "it moves straight along ranks and files",
        Role::Queen => "it moves straight or diagonally, along one line",
        Role::King => "it moves one square in any direction (two only when castling)",
    }
}

fn castle_name(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "kingside (O-O)",
        CastlingSide::QueenSide => "queenside (O-O-O)",
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver => f.write_str("the game is over: no more moves can be played"),
            IllegalMove::NoPiece(sq) => write!(f, "there is no piece on {sq}"),
            IllegalMove::NotYourTurn { owner } => {
                write!(f, "that piece is {owner}'s, and it is {}'s turn", !*owner)
            }
            IllegalMove::SameSquare => f.write_str("a move must take the piece to another square"),
            IllegalMove::OwnPieceOnTarget(sq) => {
                write!(f, "your own piece stands on {sq}, and you cannot capture your own pieces")
            }
            IllegalMove::WrongPattern(role) => write!(f, "a {role} does not move like that: {}", how_it_moves(*role)),
            IllegalMove::PathBlocked(squares) => {
                let (noun, verb) = if squares.more_than_one() { ("pieces", "stand") } else { ("a piece", "stands") };
                write!(f, "the way is blocked: {noun} {verb} on {}, and only a knight jumps over pieces", SquareList(*squares))
            }
            IllegalMove::PawnBlockedAhead(sq) => write!(
                f,
                "the piece on {sq} blocks the pawn: pawns capture only diagonally, never straight ahead"
            ),
            IllegalMove::PawnCapturesOnlyDiagonally => {
                f.write_str("a pawn moves diagonally only to capture, and there is nothing to capture there")
            }
            IllegalMove::EnPassantExpired(sq) => write!(
                f,
                "the pawn on {sq} can no longer be captured en passant: that is only possible on the move right after its double step"
            ),
            IllegalMove::PawnBackwards => f.write_str("pawns never move backwards"),
            IllegalMove::PawnDoubleStepNotFromStart => {
                f.write_str("a pawn may move two squares only from its starting square")
            }
            IllegalMove::MustPromote => f.write_str(
                "a pawn reaching the last rank must be promoted: choose a queen, rook, bishop or knight",
            ),
            IllegalMove::InvalidPromotion => f.write_str(
                "only a pawn reaching the last rank is promoted, and only to a queen, rook, bishop or knight",
            ),
            IllegalMove::LeavesKingInCheck { attackers, was_in_check, king_moves } => {
                if attackers.is_empty() {
                    return f.write_str("no reason found: the king would not be in check, so the move is legal");
                }
                let from = SquareList(*attackers);
                if *king_moves {
                    write!(f, "your king would move into check from {from}")
                } else if *was_in_check {
                    write!(f, "your king is in check, and after this move it would still be in check from {from}")
                } else {
                    write!(f, "your king would be in check from {from}")
                }
            }
            IllegalMove::CastleKingMoved(side) => {
                write!(f, "you cannot castle {}: your king has moved", castle_name(*side))
            }
            IllegalMove::CastleRookMoved(side) => {
                write!(f, "you cannot castle {}: that rook has moved or was captured", castle_name(*side))
            }
            IllegalMove::CastleRightLost(side) => {
                write!(f, "you cannot castle {}: that right was lost earlier in the game", castle_name(*side))
            }
            IllegalMove::CastlePathBlocked { side, blockers } => {
                let (noun, verb) = if blockers.more_than_one() { ("pieces", "stand") } else { ("a piece", "stands") };
                write!(
                    f,
                    "you cannot castle {}: {noun} {verb} between king and rook, on {}",
                    castle_name(*side),
                    SquareList(*blockers)
                )
            }
            IllegalMove::CastleInCheck(side) => {
                write!(f, "you cannot castle {} while your king is in check", castle_name(*side))
            }
            IllegalMove::CastleThroughCheck { side, square, attackers } => write!(
                f,
                "you cannot castle {}: the king would cross {square}, which is attacked from {}",
                castle_name(*side),
                SquareList(*attackers)
            ),
            IllegalMove::CastleIntoCheck { side, square, attackers } => write!(
                f,
                "you cannot castle {}: the king would land on {square}, in check from {}",
                castle_name(*side),
                SquareList(*attackers)
            ),
        }
    }
}

impl std::error::Error for IllegalMove {}

impl Position {
    /// Plays a move if it is legal; otherwise explains why not and leaves the position unchanged.
    pub fn play(&mut self, m: crate::Move) -> Result<(), IllegalMove> {
        if self.is_legal(m) {
            self.play_unchecked(m);
            Ok(())
        } else {
            Err(self.explain(m.from(), m.to(), m.promotion()))
        }
    }

    /// Explains why moving from `from` to `to` (with an optional promotion piece) is illegal.
    ///
    /// The move is taken literally: castling is the king's two-square step (`e1g1`); the king
    /// dropped on its own rook (`e1h1`) is understood as an attempt to castle and explained as
    /// such when castling is not allowed. The checks run in the order listed at the top of `explain.rs`.
    ///
    /// For a legal move there is no reason; the answer is then a [`LeavesKingInCheck`] with no
    /// attackers, which means nothing. Check legality first, or use [`Position::why_illegal`].
    ///
    /// ```
    /// use kaissa_rules::{Position, Square};
    /// let pos = Position::startpos();
    /// let reason = pos.explain(Square::F1, Square::C4, None);
    /// assert_eq!(reason.code(), "path-blocked");
    /// assert_eq!(reason.squares(), Square::E2.into());
    /// assert_eq!(reason.to_string(), "the way is blocked: a piece stands on e2, and only a knight jumps over pieces");
    /// ```
    ///
    /// [`LeavesKingInCheck`]: IllegalMove::LeavesKingInCheck
    #[must_use]
    pub fn explain(&self, from: Square, to: Square, promotion: Option<Role>) -> IllegalMove {
        self.why_illegal(from, to, promotion).unwrap_or(IllegalMove::LeavesKingInCheck {
            attackers: Bitboard::EMPTY,
            was_in_check: self.is_check(),
            king_moves: self.board.role_at(from) == Some(Role::King),
        })
    }

    /// Why moving from `from` to `to` is illegal, or `None` when it is legal. Worked out from the
    /// rules directly, independently of move generation: `why_illegal(…).is_none()` agrees with
    /// [`Position::is_legal`] for every move.
    #[must_use]
    pub fn why_illegal(&self, from: Square, to: Square, promotion: Option<Role>) -> Option<IllegalMove> {
        self.check_move(from, to, promotion).err()
    }

    fn check_move(&self, from: Square, to: Square, promotion: Option<Role>) -> Result<(), IllegalMove> {
        let us = self.turn;
        let board = &self.board;
        let piece = board.piece_at(from).ok_or(IllegalMove::NoPiece(from))?;
        if piece.color != us {
            return Err(IllegalMove::NotYourTurn { owner: piece.color });
        }
        if from == to {
            return Err(IllegalMove::SameSquare);
        }
        // Before "own piece on target": dropping the king on its own rook is how many beginners
        // try to castle, and deserves the castling answer.
        if piece.role == Role::King {
            if let Some(side) = self.castling_attempt(from, to) {
                return self.check_castling(from, to, side, promotion);
            }
        }
        if board.by_color(us).contains(to) {
            return Err(IllegalMove::OwnPieceOnTarget(to));
        }
        // A pawn's diagonal step behind an enemy pawn when the position cannot say whether that
        // pawn just made its double step: en passant if it did, expired otherwise.
        let mut unsure_en_passant = None;
        match piece.role {
            Role::Pawn => unsure_en_passant = self.check_pawn(from, to)?,
            Role::Knight => {
                if !attacks::knight_attacks(from).contains(to) {
                    return Err(IllegalMove::WrongPattern(Role::Knight));
                }
            }
            Role::King => {
                if !attacks::king_attacks(from).contains(to) {
                    return Err(IllegalMove::WrongPattern(Role::King));
                }
            }
            slider => {
                let straight = attacks::rook_attacks(from, Bitboard::EMPTY).contains(to);
                let diagonal = attacks::bishop_attacks(from, Bitboard::EMPTY).contains(to);
                let fits = match slider {
                    Role::Bishop => diagonal,
                    Role::Rook => straight,
                    _ => straight || diagonal,
                };
                if !fits {
                    return Err(IllegalMove::WrongPattern(slider));
                }
                let blockers = attacks::between(from, to) & board.occupied();
                if blockers.any() {
                    return Err(IllegalMove::PathBlocked(blockers));
                }
            }
        }
        let promotes = piece.role == Role::Pawn && to.rank().relative_to(us).index() == 7;
        match (promotes, promotion) {
            (true, None) => return Err(IllegalMove::MustPromote),
            (true, Some(role)) if !role.is_promotion_target() => return Err(IllegalMove::InvalidPromotion),
            (false, Some(_)) => return Err(IllegalMove::InvalidPromotion),
            _ => {}
        }
        let attackers = self.king_attackers_after(from, to);
        if attackers.any() {
            return Err(IllegalMove::LeavesKingInCheck {
                attackers,
                was_in_check: self.is_check(),
                king_moves: piece.role == Role::King,
            });
        }
        match unsure_en_passant {
            // The capture would be safe, so had the double step just happened the position would
            // allow en passant (it keeps the square whenever a capture is legal): it did not.
            Some(victim) => Err(IllegalMove::EnPassantExpired(victim)),
            None => Ok(()),
        }
    }

    /// Pawn pattern, path and capture rules. `Ok(Some(victim))` for a diagonal step behind an
    /// enemy pawn that may or may not have just made its double step.
    fn check_pawn(&self, from: Square, to: Square) -> Result<Option<Square>, IllegalMove> {
        let us = self.turn;
        let board = &self.board;
        let forward = us.fold(1, -1);
        let files = to.file().index() as i32 - from.file().index() as i32;
        let ranks = (to.rank().index() as i32 - from.rank().index() as i32) * forward;
        if ranks < 0 {
            return Err(IllegalMove::PawnBackwards);
        }
        match (files.abs(), ranks) {
            (0, 1) | (1, 1) => {}
            (0, 2) => {
                if from.rank().relative_to(us).index() != 1 {
                    return Err(IllegalMove::PawnDoubleStepNotFromStart);
                }
                let skipped = Square::from_index_unchecked((from.index() + to.index()) as u32 / 2);
                if board.occupied().contains(skipped) {
                    return Err(IllegalMove::PathBlocked(Bitboard::from_square(skipped)));
                }
            }
            _ => return Err(IllegalMove::WrongPattern(Role::Pawn)),
        }
        let occupied = board.occupied();
        if files == 0 {
            // Own pieces on the target were reported before: this one is the opponent's.
            return if occupied.contains(to) { Err(IllegalMove::PawnBlockedAhead(to)) } else { Ok(None) };
        }
        if occupied.contains(to) || self.ep_square == Some(to) {
            return Ok(None);
        }
        let beside = Square::from_coords(to.file(), from.rank());
        let on_fifth = from.rank().relative_to(us).index() == 4;
        if !(on_fifth && board.piece_at(beside) == Some(Piece::new(!us, Role::Pawn))) {
            return Err(IllegalMove::PawnCapturesOnlyDiagonally);
        }
        // The position keeps an en passant square only when some capture is legal. So with an
        // en passant square elsewhere, the pawn that just moved is another one; with none, this
        // pawn may have just arrived (its start square behind `to` is empty) and the capture be
        // refused only for the king's safety, which the final check decides.
        let start = to.offset(0, forward);
        if self.ep_square.is_none() && start.is_some_and(|s| !occupied.contains(s)) {
            Ok(Some(beside))
        } else {
            Err(IllegalMove::EnPassantExpired(beside))
        }
    }

    /// The castling side when the king's move is an attempt to castle: two squares along the home
    /// rank from the home square, or onto its own rook in that rook's corner from anywhere on the
    /// home rank (a king elsewhere than at home then learns that it has moved).
    fn castling_attempt(&self, from: Square, to: Square) -> Option<CastlingSide> {
        let us = self.turn;
        let own_rook = Piece::new(us, Role::Rook);
        CastlingSide::ALL.into_iter().find(|side| {
            let s = side.squares(us);
            (from == s.king_from && to == s.king_to)
                || (to == s.rook_from && from.rank() == s.king_from.rank() && self.board.piece_at(to) == Some(own_rook))
        })
    }

    fn check_castling(
        &self,
        from: Square,
        to: Square,
        side: CastlingSide,
        promotion: Option<Role>,
    ) -> Result<(), IllegalMove> {
        let us = self.turn;
        let them = !us;
        let board = &self.board;
        let occupied = board.occupied();
        let s = side.squares(us);
        if promotion.is_some() {
            return Err(IllegalMove::InvalidPromotion);
        }
        // Position-level causes; a game, which has the record, refines a lost right into which
        // piece moved.
        if from != s.king_from {
            return Err(IllegalMove::CastleKingMoved(side));
        }
        if board.piece_at(s.rook_from) != Some(Piece::new(us, Role::Rook)) {
            return Err(IllegalMove::CastleRookMoved(side));
        }
        if !self.castling.has(us, side) {
            return Err(IllegalMove::CastleRightLost(side));
        }
        let blockers = occupied & s.must_be_empty;
        if blockers.any() {
            return Err(IllegalMove::CastlePathBlocked { side, blockers });
        }
        if self.checkers.any() {
            return Err(IllegalMove::CastleInCheck(side));
        }
        // The king path is the crossed square and the landing square; the king's own square does
        // not hide either from an attacker, since nothing can attack through it without giving
        // check, which was handled above.
        let crossed = s.king_path.without(s.king_to).lowest_unchecked();
        let attackers = board.attackers(crossed, them, occupied);
        if attackers.any() {
            return Err(IllegalMove::CastleThroughCheck { side, square: crossed, attackers });
        }
        let attackers = board.attackers(s.king_to, them, occupied);
        if attackers.any() {
            return Err(IllegalMove::CastleIntoCheck { side, square: s.king_to, attackers });
        }
        if to == s.rook_from {
            // Castling is allowed, but as a move it is written as the king's two-square step; the
            // king onto its own rook is, literally, a capture of one's own piece.
            return Err(IllegalMove::OwnPieceOnTarget(to));
        }
        Ok(())
    }

    /// The enemy pieces that would attack the mover's king after moving the piece on `from` to
    /// `to` (not castling), found by playing the move on a copy of the board: this covers pins,
    /// stepping into check, not answering a check, and en passant removing two pawns from a rank
    /// at once. A pawn's diagonal step to an empty square is taken as en passant.
    #[must_use]
    pub(crate) fn king_attackers_after(&self, from: Square, to: Square) -> Bitboard {
        let us = self.turn;
        let mut board = self.board;
        let Some(piece) = board.piece_at(from) else {
            return Bitboard::EMPTY;
        };
        if piece.role == Role::Pawn && from.file() != to.file() && board.piece_at(to).is_none() {
            let victim = Square::from_coords(to.file(), from.rank());
            if board.piece_at(victim) == Some(Piece::new(!us, Role::Pawn)) {
                board.set(victim, None);
            }
        }
        board.set(from, None);
        board.set(to, Some(piece));
        let king = if piece.role == Role::King { to } else { self.our_king() };
        board.attackers(king, !us, board.occupied())
    }
}
