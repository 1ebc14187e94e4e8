//! A legal chess position and playing moves in it.

use crate::attacks;
use crate::setup::{PositionError, PositionProblem, Setup};
use crate::{zobrist, Bitboard, Board, CastlingRights, CastlingSide, Color, Move, Piece, Role, Square};

/// A legal position: placement, side to move, castling rights, en passant, move counters.
///
/// Built from a [`Setup`] by [`Position::from_setup`] (which rejects impossible positions) or
/// reached by playing moves from one. The en passant square is kept only when an en passant
/// capture is actually legal, so that two positions are equal (and hash equally) exactly when
/// FIDE 9.2.3 calls them the same position (apart from the move counters).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) castling: CastlingRights,
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: u64,
    /// Pieces giving check to the side to move.
    pub(crate) checkers: Bitboard,
    /// Pieces of the side to move pinned to their king (kept with `checkers` after each move,
    /// since both come from the same look along the king's lines).
    pub(crate) pinned: Bitboard,
}

impl Default for Position {
    fn default() -> Position {
        Position::startpos()
    }
}

impl Position {
    /// The standard starting position.
    #[must_use]
    pub fn startpos() -> Position {
        Position::from_setup(Setup::startpos()).expect("the start position is legal")
    }

    /// Validates a setup. Reports every problem found, not only the first.
    ///
    /// An en passant square that is well-formed but allows no legal capture is dropped (it does
    /// not change which position this is); one that no double step can explain is an error.
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        Position::validate(setup, false)
    }

    /// Like [`Position::from_setup`], but accepts a check that no legal move can give (such as a
    /// double check by two bishops), as perft suites contain.
    pub fn from_setup_lenient(setup: Setup) -> Result<Position, PositionError> {
        Position::validate(setup, true)
    }

    fn validate(setup: Setup, allow_impossible_check: bool) -> Result<Position, PositionError> {
        let board = setup.board;
        let mut problems = Vec::new();
        for color in Color::ALL {
            match board.by_piece(Piece::new(color, Role::King)).count() {
                0 => problems.push(PositionProblem::MissingKing(color)),
                1 => {}
                _ => problems.push(PositionProblem::TooManyKings(color)),
            }
        }
        for color in Color::ALL {
            if board.by_color(color).count() > 16 || board.by_piece(Piece::new(color, Role::Pawn)).count() > 8 {
                problems.push(PositionProblem::TooManyPieces(color));
            }
        }
        let backrank_pawns = board.by_role(Role::Pawn) & Bitboard::BACKRANKS;
        if backrank_pawns.any() {
            problems.push(PositionProblem::PawnsOnBackRank(backrank_pawns));
        }
        let turn = setup.turn;
        let kings_ok = board.king_of(Color::White).is_some() && board.king_of(Color::Black).is_some();
        let mut checkers = Bitboard::EMPTY;
        if kings_ok {
            let their_king = board.king_of(!turn).unwrap_or(Square::A1);
            if board.is_attacked(their_king, turn, board.occupied()) {
                problems.push(PositionProblem::OpponentInCheck);
            }
            let our_king = board.king_of(turn).unwrap_or(Square::A1);
            checkers = board.attackers(our_king, !turn, board.occupied());
            if !allow_impossible_check && impossible_check(&board, our_king, checkers, double_step(&setup)) {
                problems.push(PositionProblem::ImpossibleCheck);
            }
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if setup.castling.has(color, side) {
                    let s = side.squares(color);
                    let king_home = board.piece_at(s.king_from) == Some(Piece::new(color, Role::King));
                    let rook_home = board.piece_at(s.rook_from) == Some(Piece::new(color, Role::Rook));
                    if !(king_home && rook_home) {
                        problems.push(PositionProblem::CastlingWithoutKingAndRook(color, side));
                    }
                }
            }
        }
        let mut ep_square = None;
        if let Some(ep) = setup.ep_square {
            if double_step(&setup).is_some() {
                ep_square = Some(ep);
            } else {
                problems.push(PositionProblem::ImpossibleEnPassant(ep));
            }
        }
        if !problems.is_empty() {
            return Err(PositionError::new(problems));
        }
        let mut pos = Position {
            board,
            turn,
            castling: setup.castling,
            ep_square: None,
            halfmove_clock: setup.halfmove_clock,
            fullmoves: setup.fullmoves.max(1),
            hash: 0,
            checkers,
            pinned: Bitboard::EMPTY,
        };
        pos.pinned = pos.compute_checkers_and_pinned().1;
        if let Some(ep) = ep_square {
            if pos.ep_capture_possible(ep) {
                pos.ep_square = Some(ep);
            }
        }
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    /// The pieces giving check to the side to move, and the side to move's pinned pieces.
    ///
    /// Knights and pawns can only check from the squares they attack the king from; sliders are
    /// found by looking along the king's empty-board rays and counting what stands between: nothing
    /// means check, one piece of the side to move means a pin. No magic lookups needed.
    #[inline(always)]
    pub(crate) fn compute_checkers_and_pinned(&self) -> (Bitboard, Bitboard) {
        let b = &self.board;
        let us = self.turn;
        let king = self.our_king();
        let them = b.by_color(!us);
        let occupied = b.occupied();
        let mut checkers = ((attacks::knight_attacks(king) & b.by_role(Role::Knight))
            | (attacks::pawn_attacks(us, king) & b.by_role(Role::Pawn)))
            & them;
        let snipers = ((attacks::rook_rays(king) & b.rooks_and_queens())
            | (attacks::bishop_rays(king) & b.bishops_and_queens()))
            & them;
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occupied;
            if blockers.is_empty() {
                checkers = checkers.with(sniper);
            } else if !blockers.more_than_one() {
                pinned |= blockers;
            }
        }
        (checkers, pinned & b.by_color(us))
    }

    /// The position as an unvalidated setup (for editing or writing).
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling: self.castling,
            ep_square: self.ep_square,
            halfmove_clock: self.halfmove_clock,
            fullmoves: self.fullmoves,
        }
    }

    fn compute_hash(&self) -> u64 {
        let mut h = zobrist::turn(self.turn) ^ zobrist::castling(self.castling);
        if let Some(ep) = self.ep_square {
            h ^= zobrist::en_passant(ep);
        }
        for (sq, piece) in self.board.pieces() {
            h ^= zobrist::piece(piece, sq);
        }
        h
    }

    /// The pieces.
    #[must_use]
    #[inline(always)]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    #[must_use]
    #[inline(always)]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The castling rights (king and rook unmoved; says nothing about whether castling is legal now).
    #[must_use]
    #[inline(always)]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// The en passant square, present only when an en passant capture is legal right now.
    #[must_use]
    #[inline(always)]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Half-moves since the last capture or pawn move.
    #[must_use]
    #[inline(always)]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The move number (1 at the start, incremented after each Black move).
    #[must_use]
    #[inline(always)]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The Zobrist hash: equal for positions that are the same under FIDE 9.2.3.
    #[must_use]
    #[inline(always)]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The pieces giving check to the side to move.
    #[must_use]
    #[inline(always)]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// Whether the side to move is in check.
    #[must_use]
    #[inline(always)]
    pub fn is_check(&self) -> bool {
        self.checkers.any()
    }

    /// The square of the side to move's king.
    #[must_use]
    #[inline(always)]
    pub fn our_king(&self) -> Square {
        (self.board.by_role(Role::King) & self.board.by_color(self.turn)).lowest_unchecked()
    }

    /// The square of `color`'s king.
    #[must_use]
    #[inline(always)]
    pub fn king(&self, color: Color) -> Square {
        (self.board.by_role(Role::King) & self.board.by_color(color)).lowest_unchecked()
    }

    /// Whether the side to move is checkmated.
    #[must_use]
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    /// Whether the side to move is stalemated.
    #[must_use]
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves()
    }

    /// Whether `color` lacks mating material (python-chess semantics): no pawn, rook or queen,
    /// and either only a king, a king and one knight (with the opponent having nothing but king
    /// and queens), or bishops all on one square colour with no knights or pawns anywhere.
    #[must_use]
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let b = &self.board;
        let ours = b.by_color(color);
        if (ours & (b.by_role(Role::Pawn) | b.by_role(Role::Rook) | b.by_role(Role::Queen))).any() {
            return false;
        }
        if (ours & b.by_role(Role::Knight)).any() {
            let theirs = b.by_color(!color);
            return ours.count() <= 2 && (theirs - b.by_role(Role::King) - b.by_role(Role::Queen)).is_empty();
        }
        if (ours & b.by_role(Role::Bishop)).any() {
            let bishops = b.by_role(Role::Bishop);
            let same_colour =
                (bishops & Bitboard::DARK_SQUARES).is_empty() || (bishops & Bitboard::LIGHT_SQUARES).is_empty();
            return same_colour && (b.by_role(Role::Pawn) | b.by_role(Role::Knight)).is_empty();
        }
        true
    }

    /// Whether neither side can ever checkmate (the game is drawn at once).
    #[must_use]
    pub fn is_insufficient_material(&self) -> bool {
        self.has_insufficient_material(Color::White) && self.has_insufficient_material(Color::Black)
    }

    /// The role of the piece a move moves, if there is one on its square.
    #[must_use]
    #[inline(always)]
    pub fn moved_role(&self, m: Move) -> Option<Role> {
        self.board.role_at(m.from())
    }

    /// Whether a move (assumed legal) is castling.
    #[must_use]
    #[inline]
    pub fn castling_side(&self, m: Move) -> Option<CastlingSide> {
        if self.board.role_at(m.from()) == Some(Role::King) && m.from().distance(m.to()) == 2 {
            Some(if m.to().file() > m.from().file() { CastlingSide::KingSide } else { CastlingSide::QueenSide })
        } else {
            None
        }
    }

    /// Whether a move (assumed legal) is an en passant capture.
    #[must_use]
    #[inline]
    pub fn is_en_passant(&self, m: Move) -> bool {
        Some(m.to()) == self.ep_square && self.board.role_at(m.from()) == Some(Role::Pawn)
    }

    /// The role a move (assumed legal) captures, if any (a pawn for en passant).
    #[must_use]
    #[inline]
    pub fn captured_role(&self, m: Move) -> Option<Role> {
        if self.is_en_passant(m) {
            Some(Role::Pawn)
        } else {
            self.board.role_at(m.to())
        }
    }

    /// Whether a move (assumed legal) captures.
    #[must_use]
    #[inline]
    pub fn is_capture(&self, m: Move) -> bool {
        self.captured_role(m).is_some()
    }

    /// Whether a move resets the 50-move counter (a capture or a pawn move).
    #[must_use]
    #[inline]
    pub fn is_zeroing(&self, m: Move) -> bool {
        self.board.role_at(m.from()) == Some(Role::Pawn) || self.board.occupied().contains(m.to())
    }

    /// Whether the side to move could capture en passant on `ep` legally. `ep` must be a square a
    /// pawn of the other side just skipped.
    fn ep_capture_possible(&self, ep: Square) -> bool {
        let us = self.turn;
        let candidates = attacks::pawn_attacks(!us, ep) & self.board.by_piece(Piece::new(us, Role::Pawn));
        candidates.into_iter().any(|from| self.ep_capture_legal(from, ep))
    }

    /// Whether the en passant capture `from`×`ep` leaves the mover's king safe: checked by
    /// simulating the three squares that change, which covers the rank pin through two pawns.
    #[inline]
    pub(crate) fn ep_capture_legal(&self, from: Square, ep: Square) -> bool {
        let us = self.turn;
        let king = self.our_king();
        let victim = Square::from_index_unchecked(if us == Color::White {
            ep.index() as u32 - 8
        } else {
            ep.index() as u32 + 8
        });
        let occupied = (self.board.occupied() - Bitboard::from_square(from) - Bitboard::from_square(victim)).with(ep);
        let them = self.board.by_color(!us);
        let b = &self.board;
        let attackers = ((attacks::rook_attacks(king, occupied) & b.rooks_and_queens())
            | (attacks::bishop_attacks(king, occupied) & b.bishops_and_queens())
            | (attacks::knight_attacks(king) & b.by_role(Role::Knight))
            | (attacks::pawn_attacks(us, king) & b.by_role(Role::Pawn)))
            & them
            & !Bitboard::from_square(victim);
        attackers.is_empty()
    }

    /// Plays a move known to be legal (from the move generator, or checked), fast: for search and
    /// perft. Playing an illegal move this way gives a meaningless position (but never panics in
    /// release builds).
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        let from = m.from();
        if !self.board.by_color(self.turn).contains(from) {
            debug_assert!(false, "no piece of the side to move on {from} for {m}");
            return;
        }
        let role = self.board.occupied_role(from);
        self.play_role(role, m);
    }

    /// [`Position::play_unchecked`] for a caller that knows the moving piece's role (the move
    /// generator does): saves finding it on the board.
    #[inline(always)]
    pub(crate) fn play_role(&mut self, role: Role, m: Move) {
        let us = self.turn;
        let them = !us;
        let (from, to) = (m.from(), m.to());
        let (from_bb, to_bb) = (Bitboard::from_square(from), Bitboard::from_square(to));
        let mut hash = self.hash ^ zobrist::turn(Color::Black);
        if let Some(ep) = self.ep_square.take() {
            hash ^= zobrist::en_passant(ep);
        }
        self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        let b = &mut self.board;
        let capture = b.by_color(them).contains(to);
        if capture {
            let captured = b.occupied_role(to);
            b.toggle(them, captured, to_bb);
            hash ^= zobrist::piece(Piece::new(them, captured), to);
            self.halfmove_clock = 0;
        }
        let moved = Piece::new(us, role);
        match role {
            Role::Pawn => {
                self.halfmove_clock = 0;
                let placed = match m.promotion() {
                    Some(promotion) => Piece::new(us, promotion),
                    None => moved,
                };
                b.toggle(us, Role::Pawn, from_bb);
                b.toggle(us, placed.role, to_bb);
                hash ^= zobrist::piece(moved, from) ^ zobrist::piece(placed, to);
                let delta = to.index() as i32 - from.index() as i32;
                if delta == 16 || delta == -16 {
                    let skipped = Square::from_index_unchecked(((from.index() + to.index()) / 2) as u32);
                    if (attacks::pawn_attacks(us, skipped) & b.by_piece(Piece::new(them, Role::Pawn))).any() {
                        // Kept only if a capture is legal: decided below, once it is the opponent's turn.
                        self.ep_square = Some(skipped);
                    }
                } else if !capture && from.file() != to.file() {
                    // Diagonal step to an empty square: en passant.
                    let victim = Square::from_coords(to.file(), from.rank());
                    b.toggle(them, Role::Pawn, Bitboard::from_square(victim));
                    hash ^= zobrist::piece(Piece::new(them, Role::Pawn), victim);
                }
            }
            Role::King => {
                b.toggle(us, Role::King, from_bb | to_bb);
                hash ^= zobrist::piece(moved, from) ^ zobrist::piece(moved, to);
                let delta = to.index() as i32 - from.index() as i32;
                if delta == 2 || delta == -2 {
                    let side = if delta > 0 { CastlingSide::KingSide } else { CastlingSide::QueenSide };
                    let s = side.squares(us);
                    b.toggle(us, Role::Rook, Bitboard::from_square(s.rook_from) | Bitboard::from_square(s.rook_to));
                    let rook = Piece::new(us, Role::Rook);
                    hash ^= zobrist::piece(rook, s.rook_from) ^ zobrist::piece(rook, s.rook_to);
                }
            }
            _ => {
                b.toggle(us, role, from_bb | to_bb);
                hash ^= zobrist::piece(moved, from) ^ zobrist::piece(moved, to);
            }
        }
        let rights = self.castling.after_move(from, to);
        if rights != self.castling {
            hash ^= zobrist::castling(self.castling) ^ zobrist::castling(rights);
            self.castling = rights;
        }
        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = them;
        (self.checkers, self.pinned) = self.compute_checkers_and_pinned();
        if let Some(ep) = self.ep_square {
            if self.ep_capture_possible(ep) {
                hash ^= zobrist::en_passant(ep);
            } else {
                self.ep_square = None;
            }
        }
        self.hash = hash;
    }

    /// Passes the turn without moving (a "null move", for search). Not legal in chess; never
    /// call it when in check.
    pub fn play_null(&mut self) {
        let mut hash = self.hash ^ zobrist::turn(self.turn) ^ zobrist::turn(!self.turn);
        if let Some(ep) = self.ep_square.take() {
            hash ^= zobrist::en_passant(ep);
        }
        if self.turn == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        self.turn = !self.turn;
        self.hash = hash;
        (self.checkers, self.pinned) = self.compute_checkers_and_pinned();
    }

    /// The position after a move known to be legal.
    #[must_use]
    #[inline]
    pub fn after(&self, m: Move) -> Position {
        let mut next = *self;
        next.play_unchecked(m);
        next
    }

    /// Whether a move is legal here.
    #[must_use]
    pub fn is_legal(&self, m: Move) -> bool {
        let mut found = false;
        self.for_each_piece_moves(|pm| {
            if pm.from == m.from() && pm.to.contains(m.to()) {
                found = if pm.promotion {
                    m.promotion().is_some_and(Role::is_promotion_target)
                } else {
                    m.promotion().is_none()
                };
                return false;
            }
            true
        });
        found
    }
}

/// The double step a setup's en passant square says was just played, as (from, to) squares, if
/// the board allows it: the square skipped on the right rank and empty, the origin empty, and a
/// pawn of the side not to move on the destination.
fn double_step(setup: &Setup) -> Option<(Square, Square)> {
    let ep = setup.ep_square?;
    let (turn, board) = (setup.turn, &setup.board);
    // Rank 6 when White is to move: a black pawn skipped it.
    let skipped_rank = setup.turn.fold(5, 2);
    let to = ep.offset(0, turn.fold(-1, 1))?;
    let from = ep.offset(0, turn.fold(1, -1))?;
    let possible = ep.rank().index() == skipped_rank
        && !board.occupied().contains(ep)
        && !board.occupied().contains(from)
        && board.piece_at(to) == Some(Piece::new(!turn, Role::Pawn));
    possible.then_some((from, to))
}

/// Whether the side to move's king (on `king`) is in a check that no legal last move can have
/// given, as python-chess judges it. A move gives at most one direct check and discovers at most
/// one, so: never three checkers; never two pawns, two knights or two bishops; never two on one
/// line with the king (the discovering piece would have had to move along that line, through
/// the king or into the check it uncovered). After a double step (`double_step`, from the en
/// passant square) only that move can have given the check: at most one checker, and unless the
/// checker is the pawn itself, the king must have been safe with the pawn still on its origin.
fn impossible_check(board: &Board, king: Square, checkers: Bitboard, double_step: Option<(Square, Square)>) -> bool {
    let Some(first) = checkers.first() else { return false };
    let Some(them) = board.piece_at(first).map(|p| p.color) else { return false };
    if let Some((from, to)) = double_step {
        if checkers.more_than_one() {
            return true;
        }
        let before = board.occupied().without(to).with(from);
        return !checkers.contains(to) && board.attackers(king, them, before).any();
    }
    match checkers.count() {
        2 => {
            let second = checkers.without(first).lowest_unchecked();
            let (ra, rb) = (board.role_at(first), board.role_at(second));
            (ra == rb && matches!(ra, Some(Role::Pawn | Role::Knight | Role::Bishop)))
                || attacks::aligned(first, second, king)
        }
        n => n > 2,
    }
}
