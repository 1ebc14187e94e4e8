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
    /// stop early. Returns `false` if stopped.
    #[inline]
    pub fn for_each_piece_moves(&self, visit: impl FnMut(PieceMoves) -> bool) -> bool {
        if self.checkers.any() {
            self.generate::<true>(visit)
        } else {
            self.generate::<false>(visit)
        }
    }

    #[inline(always)]
    fn generate<const IN_CHECK: bool>(&self, mut visit: impl FnMut(PieceMoves) -> bool) -> bool {
        let b = &self.board;
        let us = self.turn;
        let ours = b.by_color(us);
        let theirs = b.by_color(!us);
        let occupied = b.occupied();
        let king = self.our_king();

        // King steps: to squares not attacked once the king has left its square.
        let without_king = occupied.without(king);
        let mut king_to = Bitboard::EMPTY;
        for to in attacks::king_attacks(king) - ours {
            if !b.is_attacked(to, !us, without_king) {
                king_to = king_to.with(to);
            }
        }
        if !IN_CHECK {
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
        if king_to.any() && !visit(PieceMoves { role: Role::King, from: king, to: king_to, promotion: false }) {
            return false;
        }

        // Squares a non-king move must reach: anywhere when not in check; when in check by one
        // piece, capture it or block; in double check only the king moves.
        let target = if IN_CHECK {
            if self.checkers.more_than_one() {
                return true;
            }
            let checker = self.checkers.lowest_unchecked();
            attacks::between(king, checker) | self.checkers
        } else {
            !ours
        };
        let pinned = self.pinned();

        // Knights: a pinned knight can never move.
        for from in b.by_role(Role::Knight) & ours & !pinned {
            let to = attacks::knight_attacks(from) & target;
            if to.any() && !visit(PieceMoves { role: Role::Knight, from, to, promotion: false }) {
                return false;
            }
        }
        for from in b.bishops_and_queens() & ours {
            let mut to = attacks::bishop_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            let role = b.role_at(from).unwrap_or(Role::Bishop);
            if role == Role::Queen {
                to |= attacks::rook_attacks(from, occupied)
                    & target
                    & if pinned.contains(from) { attacks::line(king, from) } else { Bitboard::FULL };
            }
            if to.any() && !visit(PieceMoves { role, from, to, promotion: false }) {
                return false;
            }
        }
        for from in b.by_role(Role::Rook) & ours {
            let mut to = attacks::rook_attacks(from, occupied) & target;
            if pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            if to.any() && !visit(PieceMoves { role: Role::Rook, from, to, promotion: false }) {
                return false;
            }
        }

        // Pawns.
        let empty = !occupied;
        let seventh = Bitboard::relative_rank(us, 6);
        for from in b.by_role(Role::Pawn) & ours {
            let single = Bitboard::from_square(from).forward(us) & empty;
            let double = (single & Bitboard::relative_rank(us, 2)).forward(us) & empty;
            let mut to = ((single | double) & target) | (attacks::pawn_attacks(us, from) & theirs & target);
            if let Some(ep) = self.ep_square {
                if attacks::pawn_attacks(us, from).contains(ep) && self.ep_capture_legal(from, ep) {
                    to = to.with(ep);
                }
            }
            if pinned.contains(from) {
                to &= attacks::line(king, from);
            }
            if to.any() && !visit(PieceMoves { role: Role::Pawn, from, to, promotion: seventh.contains(from) }) {
                return false;
            }
        }
        true
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
        let mut n = 0;
        self.for_each_piece_moves(|pm| {
            n += pm.len();
            true
        });
        n
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
                self.for_each_move(|m| {
                    // Copy and play in place: returning the played position by value (`after`)
                    // costs a second copy of a just-written struct, which stalls store forwarding.
                    let mut next = *self;
                    next.play_unchecked(m);
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
        self.for_each_move(|m| {
            let mut next = *self;
            next.play_unchecked(m);
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

    /// Calls `visit` with every legal move, promotions expanded.
    #[inline(always)]
    fn for_each_move(&self, mut visit: impl FnMut(Move)) {
        self.for_each_piece_moves(|pm| {
            for to in pm.to {
                if pm.promotion {
                    for role in Role::PROMOTIONS {
                        visit(Move::new(pm.from, to, Some(role)));
                    }
                } else {
                    visit(Move::new(pm.from, to, None));
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
