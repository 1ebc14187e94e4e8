//! Piece placement only: which piece stands where. No side to move, no rights, no rules.

use crate::attacks;
use crate::{Bitboard, Color, Piece, Role, Square};

/// The pieces on the board, as bitboards per role and colour.
///
/// There is deliberately no square-indexed mailbox: it would make a [`Position`](crate::Position)
/// larger than 128 bytes, which the compiler then copies with a call to `memcpy` (copy-make
/// perft spent about a tenth of its time there). A square's piece is found from the bitboards.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    occupied: Bitboard,
}

impl Board {
    /// An empty board.
    #[must_use]
    pub const fn empty() -> Board {
        Board { by_role: [Bitboard::EMPTY; 6], by_color: [Bitboard::EMPTY; 2], occupied: Bitboard::EMPTY }
    }

    /// The standard starting placement.
    #[must_use]
    pub fn startpos() -> Board {
        let mut board = Board::empty();
        let back =
            [Role::Rook, Role::Knight, Role::Bishop, Role::Queen, Role::King, Role::Bishop, Role::Knight, Role::Rook];
        for (file, role) in back.into_iter().enumerate() {
            let f = file as u32;
            board.put(Square::from_index_unchecked(f), Piece::new(Color::White, role));
            board.put(Square::from_index_unchecked(8 + f), Piece::new(Color::White, Role::Pawn));
            board.put(Square::from_index_unchecked(48 + f), Piece::new(Color::Black, Role::Pawn));
            board.put(Square::from_index_unchecked(56 + f), Piece::new(Color::Black, role));
        }
        board
    }

    /// The piece on `sq`, if any.
    #[must_use]
    #[inline(always)]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let role = self.role_at(sq)?;
        let color = if self.by_color[Color::Black.index()].contains(sq) { Color::Black } else { Color::White };
        Some(Piece::new(color, role))
    }

    /// The role of the piece on `sq`, if any.
    #[must_use]
    #[inline(always)]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if self.occupied.contains(sq) {
            Some(self.occupied_role(sq))
        } else {
            None
        }
    }

    /// Puts a piece on an empty square.
    #[inline(always)]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert!(!self.occupied.contains(sq), "put on occupied square {sq}");
        let bb = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] |= bb;
        self.by_color[piece.color.index()] |= bb;
        self.occupied |= bb;
    }

    /// Removes a piece known to stand on `sq`.
    #[inline(always)]
    pub(crate) fn remove(&mut self, sq: Square, piece: Piece) {
        debug_assert!(self.piece_at(sq) == Some(piece), "remove wrong piece from {sq}");
        let bb = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] ^= bb;
        self.by_color[piece.color.index()] ^= bb;
        self.occupied ^= bb;
    }

    /// Toggles pieces of one kind on `squares` (all of them either present or absent): one
    /// update of the three sets for a whole move (lift and drop at once).
    #[inline(always)]
    pub(crate) fn toggle(&mut self, color: Color, role: Role, squares: Bitboard) {
        self.by_role[role.index()] ^= squares;
        self.by_color[color.index()] ^= squares;
        self.occupied ^= squares;
    }

    /// The role of the piece on a square known to be occupied.
    #[must_use]
    #[inline(always)]
    pub(crate) fn occupied_role(&self, sq: Square) -> Role {
        // Branch-free: the role's index is the sum of each role bitboard's bit times its index.
        let i = sq.index();
        let bit = |role: Role| ((self.by_role[role.index()].0 >> i) & 1) as usize;
        let index = bit(Role::Knight)
            + 2 * bit(Role::Bishop)
            + 3 * bit(Role::Rook)
            + 4 * bit(Role::Queen)
            + 5 * bit(Role::King);
        match index {
            0 => Role::Pawn,
            1 => Role::Knight,
            2 => Role::Bishop,
            3 => Role::Rook,
            4 => Role::Queen,
            _ => Role::King,
        }
    }

    /// Sets or clears a square, whatever stood there (for building positions by hand).
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        if let Some(old) = self.piece_at(sq) {
            self.remove(sq, old);
        }
        if let Some(piece) = piece {
            self.put(sq, piece);
        }
    }

    /// All occupied squares.
    #[must_use]
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }

    /// The squares of one colour's pieces.
    #[must_use]
    #[inline(always)]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of one role's pieces, both colours.
    #[must_use]
    #[inline(always)]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of one piece kind.
    #[must_use]
    #[inline(always)]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role[piece.role.index()] & self.by_color[piece.color.index()]
    }

    /// Rooks and queens of both colours.
    #[must_use]
    #[inline(always)]
    pub fn rooks_and_queens(&self) -> Bitboard {
        self.by_role[Role::Rook.index()] | self.by_role[Role::Queen.index()]
    }

    /// Bishops and queens of both colours.
    #[must_use]
    #[inline(always)]
    pub fn bishops_and_queens(&self) -> Bitboard {
        self.by_role[Role::Bishop.index()] | self.by_role[Role::Queen.index()]
    }

    /// The king of `color`, if there is exactly one.
    #[must_use]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        let kings = self.by_piece(Piece::new(color, Role::King));
        if kings.count() == 1 {
            kings.first()
        } else {
            None
        }
    }

    /// Pieces of `attacker` that attack `sq`, with the given occupancy (which may differ from the
    /// board's, to see through a piece that is about to move).
    #[must_use]
    #[inline(always)]
    pub fn attackers(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let them = self.by_color(attacker);
        ((attacks::rook_attacks(sq, occupied) & self.rooks_and_queens())
            | (attacks::bishop_attacks(sq, occupied) & self.bishops_and_queens())
            | (attacks::knight_attacks(sq) & self.by_role(Role::Knight))
            | (attacks::king_attacks(sq) & self.by_role(Role::King))
            | (attacks::pawn_attacks(attacker.other(), sq) & self.by_role(Role::Pawn)))
            & them
    }

    /// Whether any piece of `attacker` attacks `sq` with the given occupancy.
    #[must_use]
    #[inline(always)]
    pub fn is_attacked(&self, sq: Square, attacker: Color, occupied: Bitboard) -> bool {
        let them = self.by_color(attacker);
        (attacks::knight_attacks(sq) & self.by_role(Role::Knight) & them).any()
            || (attacks::pawn_attacks(attacker.other(), sq) & self.by_role(Role::Pawn) & them).any()
            || (attacks::king_attacks(sq) & self.by_role(Role::King) & them).any()
            || (attacks::rook_attacks(sq, occupied) & self.rooks_and_queens() & them).any()
            || (attacks::bishop_attacks(sq, occupied) & self.bishops_and_queens() & them).any()
    }

    /// Iterates over every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied.into_iter().filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::startpos()
    }
}

impl core::fmt::Debug for Board {
    /// Draws the board, rank 8 on top, FEN letters, `.` for empty.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                let sq = Square::from_index_unchecked(rank * 8 + file);
                let c = self.piece_at(sq).map_or('.', Piece::char);
                write!(f, "{c}{}", if file < 7 { " " } else { "\n" })?;
            }
        }
        Ok(())
    }
}
