//! Attack tables: which squares a piece on a square attacks.
//!
//! Leapers (knight, king, pawn) use tables computed by `const fn` at compile time. Sliders (rook,
//! bishop, queen) use "fancy" magic bitboards: the occupancy of the relevant rays, multiplied by a
//! magic number and shifted, indexes a shared table. `build.rs` finds the magics and fills the table
//! (on wasm32 the table is filled at run time instead, from the same magics, and only when
//! [`prepare_fast_attacks`] asks for it: see `runtime_table`).

use crate::{Bitboard, Color, Role, Square};

/// One square's magic entry.
pub(crate) struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

include!(concat!(env!("OUT_DIR"), "/magics.rs"));

// Native targets embed the table built by `build.rs`: a static array costs nothing at start-up.
#[cfg(not(target_arch = "wasm32"))]
static SLIDER_TABLE: [u64; SLIDER_TABLE_LEN] =
    decode_table(include_bytes!(concat!(env!("OUT_DIR"), "/slider_attacks.bin")));

#[cfg(not(target_arch = "wasm32"))]
const fn decode_table(bytes: &[u8]) -> [u64; SLIDER_TABLE_LEN] {
    let mut table = [0u64; SLIDER_TABLE_LEN];
    let mut i = 0;
    while i < SLIDER_TABLE_LEN {
        let b = 8 * i;
        table[i] = u64::from_le_bytes([
            bytes[b],
            bytes[b + 1],
            bytes[b + 2],
            bytes[b + 3],
            bytes[b + 4],
            bytes[b + 5],
            bytes[b + 6],
            bytes[b + 7],
        ]);
        i += 1;
    }
    table
}

#[cfg(not(target_arch = "wasm32"))]
#[inline(always)]
fn slider_table() -> &'static [u64] {
    &SLIDER_TABLE
}

// In the browser every byte of the module is downloaded and compiled before the page can start,
// and the table is ~0.9 MB of it; filling it from the magics takes ~20 ms instead. Only the
// engine's search needs that speed, so only the engine's worker pays for it
// ([`prepare_fast_attacks`]); the page, which generates a few hundred moves per click, walks the
// rays and starts ~20 ms (~80 ms on a slow phone) sooner.
#[cfg(any(target_arch = "wasm32", test))]
mod runtime_table {
    use super::{Magic, BISHOP_MAGICS, ROOK_MAGICS, SLIDER_TABLE_LEN};
    #[cfg(target_arch = "wasm32")]
    use std::sync::OnceLock;

    include!("slide.rs");

    #[cfg(target_arch = "wasm32")]
    static TABLE: OnceLock<Box<[u64]>> = OnceLock::new();

    /// The shared slider attack table, if [`prepare`] has filled it.
    #[cfg(target_arch = "wasm32")]
    #[inline(always)]
    pub(super) fn slider_table() -> Option<&'static [u64]> {
        TABLE.get().map(|t| &**t)
    }

    /// Fills the table (once; later calls return at once).
    #[cfg(target_arch = "wasm32")]
    pub(super) fn prepare() {
        TABLE.get_or_init(fill);
    }

    /// A slider's attacks without the table, by walking its rays (`diagonal`: a bishop's).
    pub(super) fn walk(sq: usize, occupied: u64, diagonal: bool) -> u64 {
        slide(sq as i32, occupied, if diagonal { &BISHOP_DIRS } else { &ROOK_DIRS })
    }

    /// The table, filled from the magics by walking the rays.
    pub(super) fn fill() -> Box<[u64]> {
        let mut table = vec![0u64; SLIDER_TABLE_LEN].into_boxed_slice();
        for (magics, dirs) in [(&ROOK_MAGICS, &ROOK_DIRS), (&BISHOP_MAGICS, &BISHOP_DIRS)] {
            for (sq, m) in magics.iter().enumerate() {
                fill_square(&mut table, m, sq as i32, dirs);
            }
        }
        table
    }

    /// Every subset of the relevant mask (the carry-rippler walk) at its magic index.
    fn fill_square(table: &mut [u64], m: &Magic, sq: i32, dirs: &[(i32, i32); 4]) {
        let mut subset = 0u64;
        loop {
            let idx = (subset.wrapping_mul(m.magic) >> m.shift) as usize;
            table[m.offset + idx] = slide(sq, subset, dirs);
            subset = subset.wrapping_sub(m.mask) & m.mask;
            if subset == 0 {
                break;
            }
        }
    }
}

/// Makes slider attacks as fast as they can be: natively a no-op (the table is compiled in); on
/// wasm32 fills the ~0.9 MB magic table (~20 ms), which until then is replaced by walking the rays.
/// A searcher calls it once before searching; a user interface has no need to.
pub fn prepare_fast_attacks() {
    #[cfg(target_arch = "wasm32")]
    runtime_table::prepare();
}

const fn leaper_table(steps: &[(i32, i32)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < steps.len() {
            let f = sq as i32 % 8 + steps[i].0;
            let r = sq as i32 / 8 + steps[i].1;
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                table[sq] |= 1 << (r * 8 + f);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

static KNIGHT: [u64; 64] = leaper_table(&[(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
static KING: [u64; 64] = leaper_table(&[(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]);
static PAWN: [[u64; 64]; 2] = [leaper_table(&[(-1, 1), (1, 1)]), leaper_table(&[(-1, -1), (1, -1)])];

/// Rook rays from each square on an empty board (its rank and file, itself excluded).
static ROOK_RAYS: [u64; 64] = rays_table(false);
/// Bishop rays from each square on an empty board (its diagonals, itself excluded).
static BISHOP_RAYS: [u64; 64] = rays_table(true);

const fn rays_table(diagonal: bool) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            if let Some((df, dr)) = direction(a, b) {
                if (df != 0 && dr != 0) == diagonal {
                    table[a] |= 1 << b;
                }
            }
            b += 1;
        }
        a += 1;
    }
    table
}

// Two 64×64 tables of the squares between two squares and of the line through them: native
// builds compile them in. In the browser they would be 64 KB of every wasm module (~3 KB
// gzipped, fetched before the page can start), so there `between` and `line` compute their
// answer from the rays instead (`by_rays`), a few operations more per call.
/// Squares strictly between two squares on a line (rank, file or diagonal); empty otherwise.
#[cfg(not(target_arch = "wasm32"))]
static BETWEEN: [[u64; 64]; 64] = between_table();
/// The whole line (edge to edge) through two squares on a rank, file or diagonal; empty otherwise.
#[cfg(not(target_arch = "wasm32"))]
static LINE: [[u64; 64]; 64] = line_table();

const fn direction(a: usize, b: usize) -> Option<(i32, i32)> {
    let (df, dr) = ((b % 8) as i32 - (a % 8) as i32, (b / 8) as i32 - (a / 8) as i32);
    if a == b {
        None
    } else if df == 0 || dr == 0 || df == dr || df == -dr {
        Some((df.signum(), dr.signum()))
    } else {
        None
    }
}

#[cfg(any(not(target_arch = "wasm32"), test))]
const fn between_table() -> [[u64; 64]; 64] {
    let mut table = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            if let Some((df, dr)) = direction(a, b) {
                let (mut f, mut r) = ((a % 8) as i32 + df, (a / 8) as i32 + dr);
                while (r * 8 + f) as usize != b {
                    table[a][b] |= 1 << (r * 8 + f);
                    f += df;
                    r += dr;
                }
            }
            b += 1;
        }
        a += 1;
    }
    table
}

#[cfg(any(not(target_arch = "wasm32"), test))]
const fn line_table() -> [[u64; 64]; 64] {
    let mut table = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            if let Some((df, dr)) = direction(a, b) {
                let mut line = 1u64 << a;
                let mut k = 0;
                while k < 2 {
                    let (sf, sr) = if k == 0 { (df, dr) } else { (-df, -dr) };
                    let (mut f, mut r) = ((a % 8) as i32 + sf, (a / 8) as i32 + sr);
                    while f >= 0 && f < 8 && r >= 0 && r < 8 {
                        line |= 1 << (r * 8 + f);
                        f += sf;
                        r += sr;
                    }
                    k += 1;
                }
                table[a][b] = line;
            }
            b += 1;
        }
        a += 1;
    }
    table
}

/// A slider's attacks by its magic entry: the table's answer, or on wasm32 before the table is
/// filled, the rays walked (`diagonal`: a bishop's rays, else a rook's).
#[inline(always)]
fn slider_attacks(m: &Magic, sq: Square, occupied: Bitboard, diagonal: bool) -> Bitboard {
    let index = m.offset + ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
    #[cfg(target_arch = "wasm32")]
    return Bitboard(match runtime_table::slider_table() {
        Some(table) => table[index],
        None => runtime_table::walk(sq.index(), occupied.0, diagonal),
    });
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (sq, diagonal); // only the browser build walks rays
        Bitboard(slider_table()[index])
    }
}

/// Squares a knight on `sq` attacks.
#[must_use]
#[inline(always)]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

/// Squares a king on `sq` attacks.
#[must_use]
#[inline(always)]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks (its diagonal captures).
#[must_use]
#[inline(always)]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

/// Squares a rook on `sq` attacks, given the occupied squares.
#[must_use]
#[inline(always)]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    slider_attacks(&ROOK_MAGICS[sq.index()], sq, occupied, false)
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
#[must_use]
#[inline(always)]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    slider_attacks(&BISHOP_MAGICS[sq.index()], sq, occupied, true)
}

/// Squares a queen on `sq` attacks, given the occupied squares.
#[must_use]
#[inline(always)]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Squares a rook on `sq` would attack on an empty board: a table read, cheaper than
/// `rook_attacks(sq, Bitboard::EMPTY)`.
#[must_use]
#[inline(always)]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard(ROOK_RAYS[sq.index()])
}

/// Squares a bishop on `sq` would attack on an empty board.
#[must_use]
#[inline(always)]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard(BISHOP_RAYS[sq.index()])
}

/// Squares a piece attacks from `sq`, given the occupied squares.
#[must_use]
#[inline]
pub fn attacks(color: Color, role: Role, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

/// Squares strictly between `a` and `b` if they share a rank, file or diagonal; empty otherwise.
#[must_use]
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    #[cfg(target_arch = "wasm32")]
    return Bitboard(by_rays::between(a.index(), b.index()));
    #[cfg(not(target_arch = "wasm32"))]
    Bitboard(BETWEEN[a.index()][b.index()])
}

/// The full line through `a` and `b` if they share a rank, file or diagonal; empty otherwise.
#[must_use]
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    #[cfg(target_arch = "wasm32")]
    return Bitboard(by_rays::line(a.index(), b.index()));
    #[cfg(not(target_arch = "wasm32"))]
    Bitboard(LINE[a.index()][b.index()])
}

/// `between` and `line` without their tables, from the empty-board rays (the browser build's).
#[cfg(any(target_arch = "wasm32", test))]
mod by_rays {
    use super::{BISHOP_RAYS, ROOK_RAYS};

    /// The line through squares `a` and `b` (indices), or 0. On one rank or file, the rook rays
    /// of both meet exactly on the rest of that line: their other rays are parallel to it or
    /// cross it at `a` or `b`, which rays exclude. The same holds for bishop rays on a diagonal.
    #[inline(always)]
    pub(super) fn line(a: usize, b: usize) -> u64 {
        let ends = (1u64 << a) | (1u64 << b);
        if ROOK_RAYS[a] & (1 << b) != 0 {
            (ROOK_RAYS[a] & ROOK_RAYS[b]) | ends
        } else if BISHOP_RAYS[a] & (1 << b) != 0 {
            (BISHOP_RAYS[a] & BISHOP_RAYS[b]) | ends
        } else {
            0
        }
    }

    /// The squares strictly between `a` and `b`. Along a line the squares' indices grow steadily
    /// from one end to the other, so these are the line's squares with an index between theirs.
    #[inline(always)]
    pub(super) fn between(a: usize, b: usize) -> u64 {
        let (lo, hi) = (a.min(b), a.max(b));
        let inside = (1u64 << hi).wrapping_sub(1) & !(2u64 << lo).wrapping_sub(1);
        line(a, b) & inside
    }
}

/// Whether three squares lie on one rank, file or diagonal.
#[must_use]
#[inline(always)]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The browser build computes `between` and `line`: the same answers as the tables.
    #[test]
    fn between_and_line_from_the_rays_equal_the_tables() {
        for a in 0..64 {
            for b in 0..64 {
                assert_eq!(by_rays::between(a, b), BETWEEN[a][b], "between {a} {b}");
                assert_eq!(by_rays::line(a, b), LINE[a][b], "line {a} {b}");
            }
        }
    }

    #[test]
    fn start_up_table_of_the_browser_build_equals_the_compiled_one() {
        assert_eq!(&*runtime_table::fill(), &SLIDER_TABLE[..]);
    }

    /// The browser page, which never fills the table, walks the rays: same answers everywhere.
    #[test]
    fn walking_the_rays_equals_the_table() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2_000 {
            // xorshift; sparse and dense occupancies alike.
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let occupied = if x & 1 == 0 { x & x.rotate_left(17) } else { x };
            for sq in Square::all() {
                let occ = Bitboard(occupied);
                assert_eq!(runtime_table::walk(sq.index(), occupied, false), rook_attacks(sq, occ).0);
                assert_eq!(runtime_table::walk(sq.index(), occupied, true), bishop_attacks(sq, occ).0);
            }
        }
    }

    #[test]
    fn rook_on_a1_in_empty_board_sees_fourteen_squares() {
        assert_eq!(rook_attacks(Square::A1, Bitboard::EMPTY).count(), 14);
    }

    #[test]
    fn sliders_stop_at_blockers() {
        let occ = Bitboard::from_square(Square::D4) | Bitboard::from_square(Square::F6);
        let r = rook_attacks(Square::D1, occ);
        assert!(r.contains(Square::D4) && !r.contains(Square::D5));
        let b = bishop_attacks(Square::C3, occ);
        assert!(b.contains(Square::D4) && !b.contains(Square::E5));
        assert!(bishop_attacks(Square::H8, occ).contains(Square::F6));
        assert!(!bishop_attacks(Square::H8, occ).contains(Square::E5));
    }

    #[test]
    fn between_and_line() {
        assert_eq!(between(Square::A1, Square::D4).count(), 2);
        assert!(between(Square::A1, Square::B3).is_empty());
        assert_eq!(line(Square::A1, Square::B2).count(), 8);
        assert!(aligned(Square::A1, Square::H8, Square::E5));
    }

    #[test]
    fn rays_match_empty_board_attacks() {
        for sq in Square::all() {
            assert_eq!(rook_rays(sq), rook_attacks(sq, Bitboard::EMPTY));
            assert_eq!(bishop_rays(sq), bishop_attacks(sq, Bitboard::EMPTY));
        }
    }

    #[test]
    fn leapers() {
        assert_eq!(knight_attacks(Square::A1).count(), 2);
        assert_eq!(king_attacks(Square::E4).count(), 8);
        assert_eq!(pawn_attacks(Color::White, Square::E4).count(), 2);
        assert!(pawn_attacks(Color::Black, Square::A7).contains(Square::B6));
    }
}
