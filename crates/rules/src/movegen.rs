//! Legal move generation.
//!
//! Moves are produced per piece as a source square and a set of destinations ([`PieceMoves`]),
//! so that counting (perft, mobility) needs no expansion. Legality is decided during generation
//! from the checkers (cached in the position) and the pinned pieces, never by playing and undoing.

use crate::attacks;
use crate::{Bitboard, CastlingSide, Color, Move, MoveList, Piece, Position, Role, Square};

/// The legal moves of one piece: where it stands and where it may go.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PieceMoves {
    /// The piece's role.
    pub role: Role,
    /// Where it stands.
    pub from: Square,
    /// Its legal destinations (for a king, castling appears as the two-square step).
    pub to: Bitboard,
    /// Whether every destination is a promotion (a pawn on its seventh rank): each then stands
    /// for four moves.
    pub promotion: bool,
}

impl PieceMoves {
    /// The number of moves, counting each promotion choice.
    #[must_use]
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.to.count() as usize * if self.promotion { 4 } else { 1 }
    }

    /// Whether there are none.
    #[must_use]
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }

    /// Appends the moves to a list.
    #[inline(always)]
    pub fn push_to(&self, list: &mut MoveList) {
        for to in self.to {
            if self.promotion {
                for role in Role::PROMOTIONS {
                    list.push(Move::new(self.from, to, Some(role)));
                }
            } else {
                list.push(Move::new(self.from, to, None));
            }
        }
    }
}

impl Position {
    /// Pieces of the side to move that may not leave the line between their king and an enemy
    /// slider.
    #[must_use]
    #[inline(always)]
    pub fn pinned(&self) -> Bitboard {
        self.pinned
    }

    /// Calls `visit` with the legal moves of each piece that has any; `visit` returns `false` to
    /// stop early. Returns `false` if stopped. Each piece is visited at most once.
    #[inline]
    pub fn for_each_piece_moves(&self, visit: impl FnMut(PieceMoves) -> bool) -> bool {
        if self.checkers.any() {
            self.generate::<true>(visit)
        } else {
            self.generate::<false>(visit)
        }
    }

    /// The king's legal destinations, castling included (as the two-square step).
    #[inline(always)]
    fn king_targets<const IN_CHECK: bool>(&self) -> Bitboard {
        let b = &self.board;
        let us = self.turn;
        let king = self.our_king();
        let occupied = b.occupied();
        // A king step is legal if the square is not attacked once the king has left its square
        // (so that it cannot hide from a slider on the slider's own line).
        let without_king = occupied.without(king);
        let mut king_to = Bitboard::EMPTY;
        for to in attacks::king_attacks(king) - b.by_color(us) {
            if !b.is_attacked(to, !us, without_king) {
                king_to = king_to.with(to);
            }
        }
        if !IN_CHECK && self.castling.has_color(us) {
            for side in CastlingSide::ALL {
                if self.castling.has(us, side) {
                    let s = side.squares(us);
                    if (occupied & s.must_be_empty).is_empty()
                        && !s.king_path.into_iter().any(|sq| b.is_attacked(sq, !us, occupied))
                    {
                        king_to = king_to.with(s.king_to);
                    }
                }
            }
        }
        king_to
    }

    /// Squares a non-king move must reach: anywhere but on our own pieces when not in check; when
    /// in check by one piece, capture it or block. (Not called in double check.)
    #[inline(always)]
    fn check_target<const IN_CHECK: bool>(&self) -> Bitboard {
        if IN_CHECK {
            let checker = self.checkers.lowest_unchecked();
            attacks::between(self.our_king(), checker) | self.checkers
        } else {
            !self.board.by_color(self.turn)
        }
    }

    /// The destinations of the pawn on `from` (not en passant), limited to `target`.
    #[inline(always)]
    fn pawn_targets(&self, from: Square, target: Bitboard) -> Bitboard {
        let us = self.turn;
        let empty = !self.board.occupied();
        let single = Bitboard::from_square(from).forward(us) & empty;
        let double = (single & Bitboard::relative_rank(us, 2)).forward(us) & empty;
        ((single | double) | (attacks::pawn_attacks(us, from) & self.board.by_color(!us))) & target
    }

    #[inline(always)]
    fn generate<const IN_CHECK: bool>(&self, mut visit: impl FnMut(PieceMoves) -> bool) -> bool {
        let b = &self.board;
        let us = self.turn;
        let ours = b.by_color(us);
        let occupied = b.occupied();
        let king = self.our_king();

        let king_to = self.king_targets::<IN_CHECK>();
        if king_to.any() && !visit(PieceMoves { role: Role::King, from: king, to: king_to, promotion: false }) {
            return false;
        }
        if IN_CHECK && self.checkers.more_than_one() {
            // Double check: only the king moves.
            return true;
        }
        let target = self.check_target::<IN_CHECK>();
        let pinned = self.pinned;
        // In check, a pinned piece has no legal move: it cannot leave its pin line, and that line
        // meets the checking line only at the king. Otherwise it may move along its pin line.
        let movable = if IN_CHECK { ours - pinned } else { ours };
        let pin_mask = |from: Square| if pinned.contains(from) { attacks::line(king, from) } else { Bitboard::FULL };

        // Knights: a pinned knight can never move.
        for from in b.by_role(Role::Knight) & ours & !pinned {
            let to = attacks::knight_attacks(from) & target;
            if to.any() && !visit(PieceMoves { role: Role::Knight, from, to, promotion: false }) {
                return false;
            }
        }
        for from in b.by_role(Role::Bishop) & movable {
            let to = attacks::bishop_attacks(from, occupied) & target & pin_mask(from);
            if to.any() && !visit(PieceMoves { role: Role::Bishop, from, to, promotion: false }) {
                return false;
            }
        }
        for from in b.by_role(Role::Rook) & movable {
            let to = attacks::rook_attacks(from, occupied) & target & pin_mask(from);
            if to.any() && !visit(PieceMoves { role: Role::Rook, from, to, promotion: false }) {
                return false;
            }
        }
        for from in b.by_role(Role::Queen) & movable {
            let to = attacks::queen_attacks(from, occupied) & target & pin_mask(from);
            if to.any() && !visit(PieceMoves { role: Role::Queen, from, to, promotion: false }) {
                return false;
            }
        }

        // Pawns.
        let seventh = Bitboard::relative_rank(us, 6);
        for from in b.by_role(Role::Pawn) & movable {
            let mut to = self.pawn_targets(from, target);
            if let Some(ep) = self.ep_square {
                // The en passant check simulates the capture, so it covers pins and checks itself.
                if attacks::pawn_attacks(us, from).contains(ep) && self.ep_capture_legal(from, ep) {
                    to = to.with(ep);
                }
            }
            to &= pin_mask(from);
            if to.any() && !visit(PieceMoves { role: Role::Pawn, from, to, promotion: seventh.contains(from) }) {
                return false;
            }
        }
        true
    }

    /// The number of legal moves, counted in bulk: per piece for pieces, and set-wise for pawns
    /// (all single steps, double steps and captures of unpinned pawns at once).
    #[inline(always)]
    fn count<const IN_CHECK: bool>(&self) -> usize {
        let b = &self.board;
        let us = self.turn;
        let ours = b.by_color(us);
        let occupied = b.occupied();
        let king = self.our_king();

        let mut n = self.king_targets::<IN_CHECK>().count() as usize;
        if IN_CHECK && self.checkers.more_than_one() {
            return n;
        }
        let target = self.check_target::<IN_CHECK>();
        let pinned = self.pinned;
        let movable = if IN_CHECK { ours - pinned } else { ours };
        let pin_mask = |from: Square| if pinned.contains(from) { attacks::line(king, from) } else { Bitboard::FULL };

        for from in b.by_role(Role::Knight) & ours & !pinned {
            n += (attacks::knight_attacks(from) & target).count() as usize;
        }
        for from in b.by_role(Role::Bishop) & movable {
            n += (attacks::bishop_attacks(from, occupied) & target & pin_mask(from)).count() as usize;
        }
        for from in b.by_role(Role::Rook) & movable {
            n += (attacks::rook_attacks(from, occupied) & target & pin_mask(from)).count() as usize;
        }
        for from in b.by_role(Role::Queen) & movable {
            n += (attacks::queen_attacks(from, occupied) & target & pin_mask(from)).count() as usize;
        }

        // Unpinned pawns, set-wise. Single steps land on empty squares one rank ahead, double
        // steps on empty squares two ranks ahead (never the same square: a pawn would stand in
        // the way), captures on enemy pieces: so single, double and one capture direction are
        // disjoint and one count covers them. Each promotion counts four times.
        let pawns = b.by_role(Role::Pawn) & ours;
        let free = pawns - pinned;
        let theirs = b.by_color(!us);
        let empty = !occupied;
        let single = free.forward(us) & empty;
        let double = (single & Bitboard::relative_rank(us, 2)).forward(us) & empty & target;
        let single = single & target;
        let west = free.forward(us).shift_west() & theirs & target;
        let east = free.forward(us).shift_east() & theirs & target;
        let last = Bitboard::relative_rank(us, 7);
        n += ((single | double | west) - last).count() as usize + (east - last).count() as usize;
        let promoting = (single | west | east) & last;
        if promoting.any() {
            n += 4 * (((single | west) & last).count() + (east & last).count()) as usize;
        }
        if !IN_CHECK {
            // Pinned pawns, one by one (in check they cannot move).
            let seventh = Bitboard::relative_rank(us, 6);
            for from in pawns & pinned {
                let to = self.pawn_targets(from, target) & attacks::line(king, from);
                n += to.count() as usize * if seventh.contains(from) { 4 } else { 1 };
            }
        }
        if let Some(ep) = self.ep_square {
            // Rare: each capturing pawn checked by simulating the capture (covers pins and checks).
            for from in attacks::pawn_attacks(!us, ep) & pawns {
                if self.ep_capture_legal(from, ep) {
                    n += 1;
                }
            }
        }
        n
    }

    /// All legal moves.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_piece_moves(|pm| {
            pm.push_to(&mut list);
            true
        });
        list
    }

    /// The legal moves of the piece on `from` (empty if none, or not the mover's piece).
    #[must_use]
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_piece_moves(|pm| {
            if pm.from == from {
                pm.push_to(&mut list);
                return false;
            }
            true
        });
        list
    }

    /// The legal destinations of the piece on `from` (castling as the king's two-square step).
    #[must_use]
    pub fn legal_destinations(&self, from: Square) -> Bitboard {
        let mut to = Bitboard::EMPTY;
        self.for_each_piece_moves(|pm| {
            if pm.from == from {
                to = pm.to;
                return false;
            }
            true
        });
        to
    }

    /// The number of legal moves.
    #[must_use]
    pub fn count_legal_moves(&self) -> usize {
        if self.checkers.any() {
            self.count::<true>()
        } else {
            self.count::<false>()
        }
    }

    /// Whether the side to move has any legal move.
    #[must_use]
    pub fn has_legal_moves(&self) -> bool {
        !self.for_each_piece_moves(|_| false)
    }

    /// Counts the leaf nodes of the legal move tree to `depth` (perft), counting the last level
    /// in bulk without playing it.
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves() as u64,
            _ => {
                let mut total = 0;
                self.for_each_move(|role, m| {
                    // Copy and play in place: returning the played position by value (`after`)
                    // costs a second copy of a just-written struct, which stalls store forwarding.
                    let mut next = *self;
                    next.play_role(role, m);
                    total += next.perft(depth - 1);
                });
                total
            }
        }
    }

    /// Perft that plays every move down to the leaves (no bulk counting): measures move
    /// generation and playing together.
    #[must_use]
    pub fn perft_full(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut total = 0;
        self.for_each_move(|role, m| {
            let mut next = *self;
            next.play_role(role, m);
            if depth == 1 {
                // Keep the leaf's move from being optimised away: playing it is what this measures.
                core::hint::black_box(&next);
                total += 1;
            } else {
                total += next.perft_full(depth - 1);
            }
        });
        total
    }

    /// Calls `visit` with every legal move and the role of the piece it moves, promotions expanded.
    #[inline(always)]
    fn for_each_move(&self, mut visit: impl FnMut(Role, Move)) {
        self.for_each_piece_moves(|pm| {
            for to in pm.to {
                if pm.promotion {
                    for role in Role::PROMOTIONS {
                        visit(Role::Pawn, Move::new(pm.from, to, Some(role)));
                    }
                } else {
                    visit(pm.role, Move::new(pm.from, to, None));
                }
            }
            true
        });
    }

    /// Every square attacked by `color`'s pieces.
    #[must_use]
    pub fn attacked_by(&self, color: Color) -> Bitboard {
        let b = &self.board;
        let mut attacked = Bitboard::EMPTY;
        for sq in b.by_color(color) {
            if let Some(role) = b.role_at(sq) {
                attacked |= attacks::attacks(color, role, sq, b.occupied());
            }
        }
        attacked
    }

    /// Pieces of `attacker` attacking `sq` in this position.
    #[must_use]
    pub fn attackers_of(&self, sq: Square, attacker: Color) -> Bitboard {
        self.board.attackers(sq, attacker, self.board.occupied())
    }

    /// The piece on a square.
    #[must_use]
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }
}

#[cfg(test)]
mod tests {
    use crate::{Bitboard, Position, Role, Setup};

    /// Pinned pieces by definition: our pieces whose removal exposes our king to a new attacker.
    fn naive_pinned(pos: &Position) -> Bitboard {
        let b = pos.board();
        let king = pos.our_king();
        let before = b.attackers(king, !pos.turn(), b.occupied());
        (b.by_color(pos.turn()) - b.by_role(Role::King))
            .into_iter()
            .filter(|&sq| (b.attackers(king, !pos.turn(), b.occupied().without(sq)) - before).any())
            .collect()
    }

    /// Random games from positions rich in special moves: after every move, the incrementally kept
    /// state (hash, checkers, pinned pieces, en passant square) must equal a position built from
    /// scratch, and the bulk count must equal the generated list.
    #[test]
    fn incremental_state_and_bulk_count_match_recomputation() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        ];
        let mut rng = 0x9e37_79b9_7f4a_7c15u64;
        let mut checked = 0;
        for fen in fens {
            let start = Position::from_setup(Setup::from_fen(fen).unwrap()).unwrap();
            for _game in 0..40 {
                let mut pos = start;
                for _ply in 0..150 {
                    let rebuilt = Position::from_setup(pos.to_setup()).expect("reached positions are legal");
                    assert_eq!(pos, rebuilt, "incremental state differs from a rebuilt position: {}", pos.fen());
                    assert_eq!(pos.pinned(), naive_pinned(&pos), "pinned pieces differ: {}", pos.fen());
                    let moves = pos.legal_moves();
                    assert_eq!(pos.count_legal_moves(), moves.len(), "bulk count differs: {}", pos.fen());
                    checked += 1;
                    if moves.is_empty() {
                        break;
                    }
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    pos.play_unchecked(moves[(rng % moves.len() as u64) as usize]);
                }
            }
        }
        assert!(checked > 10_000);
    }
}
