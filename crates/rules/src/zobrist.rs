//! Zobrist hashing keys, generated at compile time.
//!
//! A position's hash is the XOR of a key per (piece, square), one for Black to move, one per
//! castling-rights combination and one per en passant file (only when en passant is actually
//! possible, so that positions repeat exactly when FIDE 9.2.3 says they do).

use crate::{CastlingRights, Color, Piece, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

struct Keys {
    pieces: [[u64; 64]; 12],
    castling: [u64; 16],
    en_passant: [u64; 8],
    black_to_move: u64,
}

static KEYS: Keys = {
    let mut state = 0x4b61_6973_7361_2121; // "Kaissa!!"
    let mut pieces = [[0u64; 64]; 12];
    let mut p = 0;
    while p < 12 {
        let mut sq = 0;
        while sq < 64 {
            let (s, k) = splitmix(state);
            state = s;
            pieces[p][sq] = k;
            sq += 1;
        }
        p += 1;
    }
    // Castling: one key per right, combined so that the key of a set is the XOR of its members.
    let mut single = [0u64; 4];
    let mut i = 0;
    while i < 4 {
        let (s, k) = splitmix(state);
        state = s;
        single[i] = k;
        i += 1;
    }
    let mut castling = [0u64; 16];
    let mut set = 0;
    while set < 16 {
        let mut bit = 0;
        while bit < 4 {
            if set & (1 << bit) != 0 {
                castling[set] ^= single[bit];
            }
            bit += 1;
        }
        set += 1;
    }
    let mut en_passant = [0u64; 8];
    let mut f = 0;
    while f < 8 {
        let (s, k) = splitmix(state);
        state = s;
        en_passant[f] = k;
        f += 1;
    }
    let (_, black_to_move) = splitmix(state);
    Keys { pieces, castling, en_passant, black_to_move }
};

/// The key of a piece on a square.
#[must_use]
#[inline(always)]
pub fn piece(piece: Piece, sq: Square) -> u64 {
    KEYS.pieces[piece.color.index() * 6 + piece.role.index()][sq.index()]
}

/// The key of a set of castling rights.
#[must_use]
#[inline(always)]
pub fn castling(rights: CastlingRights) -> u64 {
    KEYS.castling[rights.index()]
}

/// The key of an en passant square (by its file).
#[must_use]
#[inline(always)]
pub fn en_passant(sq: Square) -> u64 {
    KEYS.en_passant[sq.file().index() as usize]
}

/// The key of the side to move (zero for White).
#[must_use]
#[inline(always)]
pub fn turn(color: Color) -> u64 {
    match color {
        Color::White => 0,
        Color::Black => KEYS.black_to_move,
    }
}
