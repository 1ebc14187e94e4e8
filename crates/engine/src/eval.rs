//! Static evaluation, in centipawns from the side to move's point of view.
//!
//! A tapered evaluation: every term has a middlegame and an endgame value, blended by the
//! material left on the board. Material and piece-square values are the published PeSTO tables
//! (Ronald Friederich's, as given on the Chess Programming Wiki); on top of them come terms that
//! paid for themselves in test games: mobility, pawn structure (doubled, isolated, passed
//! pawns), king safety (pawn shield and attacks on the king's zone), the bishop pair, rooks on
//! open files, and a mop-up term that drives a lone king to the edge so that low depths still
//! finish a won ending.

use kaissa_rules::attacks;
use kaissa_rules::{Bitboard, Color, Position, Rank, Role, Square};

/// A middlegame and an endgame value.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct S(i32, i32);

impl core::ops::Add for S {
    type Output = S;
    fn add(self, o: S) -> S {
        S(self.0 + o.0, self.1 + o.1)
    }
}
impl core::ops::AddAssign for S {
    fn add_assign(&mut self, o: S) {
        self.0 += o.0;
        self.1 += o.1;
    }
}
impl core::ops::SubAssign for S {
    fn sub_assign(&mut self, o: S) {
        self.0 -= o.0;
        self.1 -= o.1;
    }
}
impl core::ops::Mul<i32> for S {
    type Output = S;
    fn mul(self, k: i32) -> S {
        S(self.0 * k, self.1 * k)
    }
}

/// Material, middlegame, indexed by role (pawn … king).
const MG_VALUE: [i32; 6] = [82, 337, 365, 477, 1025, 0];
/// Material, endgame.
const EG_VALUE: [i32; 6] = [94, 281, 297, 512, 936, 0];
/// How much each role counts towards the middlegame phase (24 at the start).
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];

/// Plain piece values for exchanges and move ordering (pawn … king).
pub const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 900, 20_000];

// PeSTO piece-square tables, from White's side, a8 first (index = square ^ 56 for White).
#[rustfmt::skip]
const MG_PST: [[i32; 64]; 6] = [
    [0, 0, 0, 0, 0, 0, 0, 0, 98, 134, 61, 95, 68, 126, 34, -11, -6, 7, 26, 31, 65, 56, 25, -20, -14, 13, 6, 21, 23, 12, 17, -23,
     -27, -2, -5, 12, 17, 6, 10, -25, -26, -4, -4, -10, 3, 3, 33, -12, -35, -1, -20, -23, -15, 24, 38, -22, 0, 0, 0, 0, 0, 0, 0, 0],
    [-167, -89, -34, -49, 61, -97, -15, -107, -73, -41, 72, 36, 23, 62, 7, -17, -47, 60, 37, 65, 84, 129, 73, 44, -9, 17, 19, 53, 37, 69, 18, 22,
     -13, 4, 16, 13, 28, 19, 21, -8, -23, -9, 12, 10, 19, 17, 25, -16, -29, -53, -12, -3, -1, 18, -14, -19, -105, -21, -58, -33, -17, -28, -19, -23],
    [-29, 4, -82, -37, -25, -42, 7, -8, -26, 16, -18, -13, 30, 59, 18, -47, -16, 37, 43, 40, 35, 50, 37, -2, -4, 5, 19, 50, 37, 37, 7, -2,
     -6, 13, 13, 26, 34, 12, 10, 4, 0, 15, 15, 15, 14, 27, 18, 10, 4, 15, 16, 0, 7, 21, 33, 1, -33, -3, -14, -21, -13, -12, -39, -21],
    [32, 42, 32, 51, 63, 9, 31, 43, 27, 32, 58, 62, 80, 67, 26, 44, -5, 19, 26, 36, 17, 45, 61, 16, -24, -11, 7, 26, 24, 35, -8, -20,
     -36, -26, -12, -1, 9, -7, 6, -23, -45, -25, -16, -17, 3, 0, -5, -33, -44, -16, -20, -9, -1, 11, -6, -71, -19, -13, 1, 17, 16, 7, -37, -26],
    [-28, 0, 29, 12, 59, 44, 43, 45, -24, -39, -5, 1, -16, 57, 28, 54, -13, -17, 7, 8, 29, 56, 47, 57, -27, -27, -16, -16, -1, 17, -2, 1,
     -9, -26, -9, -10, -2, -4, 3, -3, -14, 2, -11, -2, -5, 2, 14, 5, -35, -8, 11, 2, 8, 15, -3, 1, -1, -18, -9, 10, -15, -25, -31, -50],
    [-65, 23, 16, -15, -56, -34, 2, 13, 29, -1, -20, -7, -8, -4, -38, -29, -9, 24, 2, -16, -20, 6, 22, -22, -17, -20, -12, -27, -30, -25, -14, -36,
     -49, -1, -27, -39, -46, -44, -33, -51, -14, -14, -22, -46, -44, -30, -15, -27, 1, 7, -8, -64, -43, -16, 9, 8, -15, 36, 12, -54, 8, -28, 24, 14],
];

#[rustfmt::skip]
const EG_PST: [[i32; 64]; 6] = [
    [0, 0, 0, 0, 0, 0, 0, 0, 178, 173, 158, 134, 147, 132, 165, 187, 94, 100, 85, 67, 56, 53, 82, 84, 32, 24, 13, 5, -2, 4, 17, 17,
     13, 9, -3, -7, -7, -8, 3, -1, 4, 7, -6, 1, 0, -5, -1, -8, 13, 8, 8, 10, 13, 0, 2, -7, 0, 0, 0, 0, 0, 0, 0, 0],
    [-58, -38, -13, -28, -31, -27, -63, -99, -25, -8, -25, -2, -9, -25, -24, -52, -24, -20, 10, 9, -1, -9, -19, -41, -17, 3, 22, 22, 22, 11, 8, -18,
     -18, -6, 16, 25, 16, 17, 4, -18, -23, -3, -1, 15, 10, -3, -20, -22, -42, -20, -10, -5, -2, -20, -23, -44, -29, -51, -23, -15, -22, -18, -50, -64],
    [-14, -21, -11, -8, -7, -9, -17, -24, -8, -4, 7, -12, -3, -13, -4, -14, 2, -8, 0, -1, -2, 6, 0, 4, -3, 9, 12, 9, 14, 10, 3, 2,
     -6, 3, 13, 19, 7, 10, -3, -9, -12, -3, 8, 10, 13, 3, -7, -15, -14, -18, -7, -1, 4, -9, -15, -27, -23, -9, -23, -5, -9, -16, -5, -17],
    [13, 10, 18, 15, 12, 12, 8, 5, 11, 13, 13, 11, -3, 3, 8, 3, 7, 7, 7, 5, 4, -3, -5, -3, 4, 3, 13, 1, 2, 1, -1, 2,
     3, 5, 8, 4, -5, -6, -8, -11, -4, 0, -5, -1, -7, -12, -8, -16, -6, -6, 0, 2, -9, -9, -11, -3, -9, 2, 3, -1, -5, -13, 4, -20],
    [-9, 22, 22, 27, 27, 19, 10, 20, -17, 20, 32, 41, 58, 25, 30, 0, -20, 6, 9, 49, 47, 35, 19, 9, 3, 22, 24, 45, 57, 40, 57, 36,
     -18, 28, 19, 47, 31, 34, 39, 23, -16, -27, 15, 6, 9, 17, 10, 5, -22, -23, -30, -16, -16, -23, -36, -32, -33, -28, -22, -43, -5, -32, -20, -41],
    [-74, -35, -18, -18, -11, 15, 4, -17, -12, 17, 14, 17, 17, 38, 23, 11, 10, 17, 23, 15, 20, 45, 44, 13, -8, 22, 24, 27, 26, 33, 26, 3,
     -18, -4, 21, 24, 27, 23, 9, -11, -19, -3, 11, 21, 23, 16, 7, -9, -27, -11, 4, 13, 14, 4, -5, -17, -53, -34, -21, -11, -28, -14, -24, -43],
];

/// Mobility per reachable square beyond the typical count, per role (knight, bishop, rook, queen).
const MOBILITY: [(S, i32); 4] = [(S(4, 4), 4), (S(5, 5), 6), (S(2, 4), 7), (S(1, 2), 13)];
/// Passed pawn bonus by relative rank (0 = first rank).
const PASSED: [S; 8] = [S(0, 0), S(0, 8), S(4, 12), S(8, 22), S(20, 40), S(40, 70), S(65, 110), S(0, 0)];
/// Endgame weight of the kings' distances to a passer's stop square, by relative rank: how much
/// nearer the defending king must be to stop it grows as it advances.
const PASSED_KING_WEIGHT: [i32; 8] = [0, 0, 0, 1, 2, 3, 4, 0];
/// Seed of the connected-pawn bonus by relative rank (a pawn defended by a pawn, or beside one).
const CONNECTED: [i32; 8] = [0, 5, 6, 10, 23, 38, 68, 0];
const DOUBLED: S = S(-8, -20);
const ISOLATED: S = S(-10, -12);
/// A pawn behind its neighbours whose stop square an enemy pawn guards: it can be neither
/// defended by a pawn nor advanced safely.
const BACKWARD: S = S(-6, -10);
const BISHOP_PAIR: S = S(25, 45);
const ROOK_OPEN_FILE: S = S(22, 8);
const ROOK_SEMI_OPEN_FILE: S = S(10, 5);
const SHIELD_PAWN: i32 = 9;
/// A file next to (or of) our king without a pawn of ours; and more if it has no pawn at all.
const KING_SEMI_OPEN_FILE: S = S(-10, 0);
const KING_OPEN_FILE: S = S(-8, 0);
/// King-danger units per square a piece could give check from safely (knight, bishop, rook, queen).
const SAFE_CHECK: [i32; 4] = [3, 2, 4, 3];
/// Weight of an attack on the king's zone, per attacking role (knight, bishop, rook, queen).
const KING_ATTACK_WEIGHT: [i32; 4] = [2, 2, 3, 5];
/// A piece attacked by a pawn that is itself safe: the piece must move or be lost.
const THREAT_BY_SAFE_PAWN: S = S(80, 35);
/// A defended piece, or a weak one of any kind, attacked by a knight or bishop, by target role.
const THREAT_BY_MINOR: [S; 6] = [S(3, 10), S(30, 15), S(40, 20), S(50, 40), S(45, 55), S(0, 0)];
/// A weak piece or pawn attacked by a rook, by target role.
const THREAT_BY_ROOK: [S; 6] = [S(2, 15), S(20, 23), S(23, 20), S(0, 13), S(32, 15), S(0, 0)];
/// A weak piece or pawn that is not defended at all (or a piece attacked twice).
const HANGING: S = S(40, 15);
const TEMPO: i32 = 10;

/// The squares one side attacks, gathered while its pieces are scored, for the threat terms.
#[derive(Copy, Clone, Default)]
struct AttackMap {
    /// By role (pawn … king).
    by_role: [Bitboard; 6],
    /// By any piece.
    all: Bitboard,
    /// By at least two pieces (pawn pairs counted once).
    twice: Bitboard,
    /// Weighted attacks of our pieces on the enemy king's zone.
    king_units: i32,
    /// How many of our pieces attack the enemy king's zone.
    king_attackers: i32,
}

impl AttackMap {
    fn add(&mut self, role: Role, set: Bitboard) {
        self.twice |= self.all & set;
        self.all |= set;
        self.by_role[role.index()] |= set;
    }
}

/// The middlegame phase: 24 with all pieces on the board, 0 with none but kings and pawns.
#[must_use]
pub fn phase(pos: &Position) -> i32 {
    let b = pos.board();
    let mut p = 0;
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        p += PHASE[role.index()] * b.by_role(role).count() as i32;
    }
    p.min(24)
}

#[inline]
fn pst_index(color: Color, sq: Square) -> usize {
    match color {
        Color::White => sq.index() ^ 56,
        Color::Black => sq.index(),
    }
}

fn file_mask(file: u32) -> Bitboard {
    Bitboard(Bitboard::FILE_A.0 << file)
}

fn adjacent_files(file: u32) -> Bitboard {
    ADJACENT_FILES[file as usize]
}

/// The files beside each file (a table: the pawn loop asks for them for every pawn).
const ADJACENT_FILES: [Bitboard; 8] = {
    let mut t = [Bitboard::EMPTY; 8];
    let mut f = 0;
    while f < 8 {
        if f > 0 {
            t[f] = Bitboard(t[f].0 | Bitboard::FILE_A.0 << (f - 1));
        }
        if f < 7 {
            t[f] = Bitboard(t[f].0 | Bitboard::FILE_A.0 << (f + 1));
        }
        f += 1;
    }
    t
};

/// The ranks strictly in front of each rank, by colour (White first, as [`Color::index`]).
const RANKS_AHEAD: [[u64; 8]; 2] = {
    let mut t = [[0; 8]; 2];
    let mut r = 0;
    while r < 8 {
        t[0][r] = if r >= 7 { 0 } else { !0u64 << (8 * (r + 1)) };
        t[1][r] = (1u64 << (8 * r)) - 1;
        r += 1;
    }
    t
};

/// Squares strictly in front of `sq` for `color`, on files `files`.
#[inline]
fn ahead(color: Color, sq: Square, files: Bitboard) -> Bitboard {
    Bitboard(RANKS_AHEAD[color.index()][sq.rank().index() as usize]) & files
}

/// Everything one side contributes, from its own point of view; records its attacks in `map`.
fn side_terms(pos: &Position, us: Color, pawn_attacks: [Bitboard; 2], map: &mut AttackMap) -> S {
    let b = pos.board();
    let them = !us;
    let occupied = b.occupied();
    let ours = b.by_color(us);
    let our_pawns = b.by_role(Role::Pawn) & ours;
    let their_pawns = b.by_role(Role::Pawn) & b.by_color(them);
    let mut s = S::default();

    // Material and placement.
    for role in Role::ALL {
        for sq in b.by_role(role) & ours {
            let i = pst_index(us, sq);
            s += S(MG_VALUE[role.index()] + MG_PST[role.index()][i], EG_VALUE[role.index()] + EG_PST[role.index()][i]);
        }
    }

    // Pawn structure.
    let (our_king, their_king) = (pos.king(us), pos.king(them));
    for sq in our_pawns {
        let file = sq.file().index();
        let rank = sq.rank().relative_to(us).index() as usize;
        let neighbours = adjacent_files(file);
        // A pawn is never on its last rank, so the square in front always exists (and is one
        // rank up or down: no file or rank check needed).
        let stop = (rank < 7).then(|| {
            Square::from_index_unchecked(if us == Color::White { sq.index() + 8 } else { sq.index() - 8 } as u32)
        });
        if (our_pawns & file_mask(file)).more_than_one() {
            // Counted once per pawn of a doubled file: a pair costs twice.
            s += DOUBLED;
        }
        // At most two: cheaper than a count.
        let support = attacks::pawn_attacks(them, sq) & our_pawns;
        let supporters = i32::from(support.any()) + i32::from(support.more_than_one());
        let phalanx = (our_pawns & neighbours & Bitboard::rank(sq.rank())).any();
        let opposed = (ahead(us, sq, file_mask(file)) & their_pawns).any();
        if supporters > 0 || phalanx {
            let v = CONNECTED[rank] * (2 + i32::from(phalanx) - i32::from(opposed)) + 15 * supporters;
            s += S(v, v * (rank as i32 - 2).max(0) / 4);
        } else if (our_pawns & neighbours).is_empty() {
            s += ISOLATED;
        } else if (our_pawns & neighbours & !ahead(us, sq, neighbours)).is_empty()
            && stop.is_some_and(|stop| pawn_attacks[them.index()].contains(stop))
        {
            // Every neighbour is already ahead, and the stop square is guarded by an enemy pawn.
            s += BACKWARD;
        }
        let front_span = ahead(us, sq, file_mask(file) | neighbours);
        if (front_span & their_pawns).is_empty() && (ahead(us, sq, file_mask(file)) & our_pawns).is_empty() {
            s += PASSED[rank];
            // A passer whose path is free of pieces is worth more in the ending.
            if (ahead(us, sq, file_mask(file)) & occupied).is_empty() {
                s += S(0, PASSED[rank].1 / 3);
            }
            // In the ending the kings race to the stop square: ours to escort, theirs to block.
            if let Some(stop) = stop {
                let d = |k: Square| k.distance(stop).min(5) as i32;
                s += S(0, (4 * d(their_king) - 2 * d(our_king)) * PASSED_KING_WEIGHT[rank]);
            }
        }
    }

    // Mobility and attacks on the enemy king's zone.
    let zone = attacks::king_attacks(their_king).with(their_king);
    let safe = !(ours | pawn_attacks[them.index()]);
    for (k, role) in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen].into_iter().enumerate() {
        for sq in b.by_role(role) & ours {
            let targets = attacks::attacks(us, role, sq, occupied);
            map.add(role, targets);
            let (weight, typical) = MOBILITY[k];
            s += weight * ((targets & safe).count() as i32 - typical);
            if (targets & zone).any() {
                map.king_attackers += 1;
                map.king_units += KING_ATTACK_WEIGHT[k] * (targets & zone).count() as i32;
            }
            if role == Role::Rook {
                let file = file_mask(sq.file().index());
                if (file & b.by_role(Role::Pawn)).is_empty() {
                    s += ROOK_OPEN_FILE;
                } else if (file & our_pawns).is_empty() {
                    s += ROOK_SEMI_OPEN_FILE;
                }
            }
        }
    }
    if (b.by_role(Role::Bishop) & ours).more_than_one() {
        s += BISHOP_PAIR;
    }

    // Our king's pawn shield (middlegame only).
    let kf = our_king.file().index();
    let shield_files = file_mask(kf) | adjacent_files(kf);
    let near = attacks::king_attacks(our_king) | attacks::king_attacks(our_king).forward(us);
    let shield = (our_pawns & shield_files & near).count() as i32;
    s += S(SHIELD_PAWN * shield.min(3), 0);
    // Files by our king without a pawn of ours are roads for their rooks and queen.
    for f in kf.saturating_sub(1)..=(kf + 1).min(7) {
        if (our_pawns & file_mask(f)).is_empty() {
            s += KING_SEMI_OPEN_FILE;
            if (their_pawns & file_mask(f)).is_empty() {
                s += KING_OPEN_FILE;
            }
        }
    }
    s
}

/// Pressure of `us` on the enemy king: attacks on its zone, plus checks our pieces could give
/// from squares they cannot be taken on, and zone squares only the king guards. Grows with the
/// square of the pressure: one attacker is rarely dangerous, several are.
fn king_danger(pos: &Position, us: Color, maps: &[AttackMap; 2]) -> S {
    let b = pos.board();
    let (mine, theirs) = (&maps[us.index()], &maps[(!us).index()]);
    if mine.king_attackers < 2 || (b.by_role(Role::Queen) & b.by_color(us)).is_empty() {
        return S::default();
    }
    let king = pos.king(!us);
    let occupied = b.occupied();
    let safe = !(theirs.all | b.by_color(us));
    let straight = attacks::rook_attacks(king, occupied);
    let diagonal = attacks::bishop_attacks(king, occupied);
    let by = |role: Role| mine.by_role[role.index()] & safe;
    let mut units = mine.king_units;
    units += SAFE_CHECK[0] * (attacks::knight_attacks(king) & by(Role::Knight)).count() as i32;
    units += SAFE_CHECK[1] * (diagonal & by(Role::Bishop)).count() as i32;
    units += SAFE_CHECK[2] * (straight & by(Role::Rook)).count() as i32;
    units += SAFE_CHECK[3] * ((straight | diagonal) & by(Role::Queen)).count() as i32;
    let guarded_by_others = theirs.by_role[..5].iter().fold(Bitboard::EMPTY, |a, &x| a | x);
    units += (attacks::king_attacks(king) & mine.all & !guarded_by_others).count() as i32;
    S((units * units / 3).min(500), 0)
}

/// What `us` threatens: enemy pieces attacked by safe pawns, by minor pieces and rooks, or
/// hanging. Needs both sides' complete attack maps.
fn threats(pos: &Position, us: Color, maps: &[AttackMap; 2]) -> S {
    let b = pos.board();
    let them = !us;
    let (mine, theirs) = (&maps[us.index()], &maps[them.index()]);
    let enemies = b.by_color(them) - b.by_role(Role::King);
    let pieces = enemies - b.by_role(Role::Pawn);
    let mut s = S::default();

    // Pawns that are defended, or not attacked, hitting a piece.
    let safe_pawns = b.by_role(Role::Pawn) & b.by_color(us) & (mine.all | !theirs.all);
    let hit = pawn_attack_set(safe_pawns, us) & pieces;
    // Threats are rare: most sets here are empty, and an emptiness test is much cheaper than a
    // count.
    if hit.any() {
        s += THREAT_BY_SAFE_PAWN * hit.count() as i32;
    }

    // Strongly protected: by a pawn, or by two pieces against our one.
    let strongly = theirs.by_role[Role::Pawn.index()] | (theirs.twice & !mine.twice);
    let weak = enemies & !strongly & mine.all;
    let by_minor =
        (pieces & strongly | weak) & (mine.by_role[Role::Knight.index()] | mine.by_role[Role::Bishop.index()]);
    let by_rook = weak & mine.by_role[Role::Rook.index()];
    for (targets, bonus) in [(by_minor, &THREAT_BY_MINOR), (by_rook, &THREAT_BY_ROOK)] {
        if targets.any() {
            for role in [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                let hit = targets & b.by_role(role);
                if hit.any() {
                    s += bonus[role.index()] * hit.count() as i32;
                }
            }
        }
    }
    let hanging = weak & (!theirs.all | (pieces & mine.twice));
    if hanging.any() {
        s += HANGING * hanging.count() as i32;
    }
    s
}

/// The side terms, White's minus Black's, and both sides' attack maps.
fn gather(pos: &Position) -> (S, [AttackMap; 2]) {
    let pawn_attacks = pawn_attacks_of_both(pos);
    let mut maps = [AttackMap::default(); 2];
    for c in Color::ALL {
        maps[c.index()].add(Role::Pawn, pawn_attacks[c.index()]);
        maps[c.index()].add(Role::King, attacks::king_attacks(pos.king(c)));
    }
    let mut s = side_terms(pos, Color::White, pawn_attacks, &mut maps[Color::White.index()]);
    s -= side_terms(pos, Color::Black, pawn_attacks, &mut maps[Color::Black.index()]);
    (s, maps)
}

/// The squares each side's pawns attack, indexed by colour.
fn pawn_attacks_of_both(pos: &Position) -> [Bitboard; 2] {
    let b = pos.board();
    Color::ALL.map(|c| pawn_attack_set(b.by_role(Role::Pawn) & b.by_color(c), c))
}

/// Squares the pawns in `pawns` of `color` attack.
fn pawn_attack_set(pawns: Bitboard, color: Color) -> Bitboard {
    let fwd = pawns.forward(color);
    fwd.shift_east() | fwd.shift_west()
}

/// Non-pawn material of `color`, in plain piece values.
#[must_use]
pub fn non_pawn_material(pos: &Position, color: Color) -> i32 {
    let b = pos.board();
    [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
        .into_iter()
        .map(|r| (b.by_role(r) & b.by_color(color)).count() as i32 * SEE_VALUE[r.index()])
        .sum()
}

/// Whether `strong`'s advantage is a rook's pawn (or several on the same edge file) with at
/// most a bishop that does not guard the promotion square, and the other king stands by that
/// square: a draw however many pawns it counts, since the king cannot be driven out of the
/// corner (without this, the coach would call the loss of the defender's last piece there a
/// blunder).
fn wrong_corner(pos: &Position, strong: Color, npm_strong: i32) -> bool {
    // At most a bishop besides the pawns (checked first: this runs at every evaluation).
    if npm_strong != 0 && npm_strong != SEE_VALUE[Role::Bishop.index()] {
        return false;
    }
    let b = pos.board();
    let pawns = b.by_role(Role::Pawn) & b.by_color(strong);
    let bishops = b.by_role(Role::Bishop) & b.by_color(strong);
    let Some(first) = pawns.first() else { return false };
    let file = first.file();
    if !matches!(file.index(), 0 | 7) || (pawns & !file_mask(file.index())).any() {
        return false;
    }
    let last_rank = Rank::new(7).map_or(first.rank(), |r| r.relative_to(strong));
    let corner = Square::from_coords(file, last_rank);
    let bishop_ok = npm_strong == 0 || bishops.first().is_some_and(|sq| sq.is_light() != corner.is_light());
    // The defending king is by the corner, or gets there first: nearer to it than the pawn is to
    // promoting and than the other king (which might shut it out).
    let defender = pos.king(!strong).distance(corner);
    let pawn_to_go = pawns.squares().map(|sq| 7 - sq.rank().relative_to(strong).index()).min().unwrap_or(0);
    bishop_ok && (defender <= 1 || (defender < pawn_to_go && defender < pos.king(strong).distance(corner)))
}

/// Whether `pos` is an ending of bishops on squares of opposite colours and pawns alone, with at
/// most two pawns between the sides: the defender's bishop holds the squares the other cannot
/// take, and such endings are drawn far more often than the pawns count says.
fn opposite_bishops(pos: &Position, npm: [i32; 2]) -> bool {
    let b = pos.board();
    let bishop = SEE_VALUE[Role::Bishop.index()];
    if npm != [bishop, bishop] {
        return false;
    }
    let on = |c: Color| (b.by_role(Role::Bishop) & b.by_color(c)).first();
    let pawns = |c: Color| (b.by_role(Role::Pawn) & b.by_color(c)).count() as i32;
    match (on(Color::White), on(Color::Black)) {
        (Some(w), Some(k)) => w.is_light() != k.is_light() && (pawns(Color::White) - pawns(Color::Black)).abs() <= 2,
        _ => false,
    }
}

/// The evaluation of `pos` for the side to move, in centipawns.
#[must_use]
pub fn evaluate(pos: &Position) -> i32 {
    if pos.is_insufficient_material() {
        return 0;
    }
    let b = pos.board();
    let (mut s, maps) = gather(pos);
    s += threats(pos, Color::White, &maps) + king_danger(pos, Color::White, &maps);
    s -= threats(pos, Color::Black, &maps) + king_danger(pos, Color::Black, &maps);
    // The phase and both sides' non-pawn material from one count per piece kind (counting bits
    // is not cheap on the default x86-64 target, which has no popcount instruction).
    let mut ph = 0;
    let mut npm = [0; 2];
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        for c in Color::ALL {
            let n = (b.by_role(role) & b.by_color(c)).count() as i32;
            ph += PHASE[role.index()] * n;
            npm[c.index()] += n * SEE_VALUE[role.index()];
        }
    }
    let ph = ph.min(24);
    let mut white = (s.0 * ph + s.1 * (24 - ph)) / 24;

    // Endings: drive a bare king to the edge, and know that a minor piece alone cannot win.
    if opposite_bishops(pos, npm) {
        white /= 4;
    }
    for strong in Color::ALL {
        let weak = !strong;
        let sign = if strong == Color::White { 1 } else { -1 };
        let strong_pawns = (b.by_role(Role::Pawn) & b.by_color(strong)).any();
        let (npm_strong, npm_weak) = (npm[strong.index()], npm[weak.index()]);
        if sign * white > 0 && !strong_pawns && npm_strong - npm_weak <= SEE_VALUE[Role::Bishop.index()] {
            white /= 4;
        }
        if sign * white > 0 && wrong_corner(pos, strong, npm_strong) {
            white /= 16;
        }
        let weak_pawns = (b.by_role(Role::Pawn) & b.by_color(weak)).any();
        // Two knights cannot force a mate on a bare king: a draw, however many pawns' worth they
        // count for (without this, a king that lets one of three knights escape would seem to
        // lose ten pawns, and the coach would call its move a blunder).
        // (The knights counted last: counting bits is not cheap, and this runs at every evaluation.)
        let knights_only = !strong_pawns
            && !weak_pawns
            && npm_weak == 0
            && npm_strong
                == (b.by_role(Role::Knight) & b.by_color(strong)).count() as i32 * SEE_VALUE[Role::Knight.index()];
        if knights_only {
            white /= 16;
            continue;
        }
        if !weak_pawns && npm_weak == 0 && npm_strong >= SEE_VALUE[Role::Rook.index()] {
            let wk = pos.king(weak);
            let sk = pos.king(strong);
            let centre_distance = |sq: Square| {
                let f = sq.file().index() as i32;
                let r = sq.rank().index() as i32;
                (2 * f - 7).abs().max((2 * r - 7).abs()) / 2
            };
            let mop = 20 * centre_distance(wk) + 8 * (7 - wk.distance(sk) as i32) + 300;
            white += sign * mop;
        }
    }
    let stm = if pos.turn() == Color::White { white } else { -white };
    stm + TEMPO
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval_fen(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen).unwrap())
    }

    #[test]
    fn start_position_is_about_level_and_symmetric() {
        let e = eval_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assert_eq!(e, TEMPO);
        // A mirrored position evaluates the same for the side to move.
        let a = eval_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        let b = eval_fen("rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3");
        assert_eq!(a, b);
    }

    #[test]
    fn two_knights_against_a_bare_king_are_a_draw() {
        // Not the ten pawns a mop-up would give them: they cannot force the mate.
        assert!(eval_fen("7n/8/5k2/8/8/8/3K4/n7 b - - 1 140").abs() < 60);
        // A knight and a bishop can.
        assert!(eval_fen("7b/8/5k2/8/8/8/3K4/n7 b - - 1 140") > 500);
    }

    #[test]
    fn a_rook_pawn_with_the_wrong_bishop_is_a_draw_by_the_corner() {
        // White's light bishop cannot drive the king from h8, the h-pawn's dark promotion square.
        assert!(eval_fen("6k1/8/8/8/8/8/7P/3B2K1 w - - 0 1").abs() < 60);
        // The right bishop wins, and so does the wrong one with the king far from the corner.
        assert!(eval_fen("6k1/8/8/8/8/8/7P/2B3K1 w - - 0 1") > 300);
        assert!(eval_fen("8/8/8/k7/8/8/7P/3B2K1 w - - 0 1") > 300);
    }

    #[test]
    fn a_defender_on_its_way_to_the_wrong_corner_draws_too() {
        // Black's king on e6 reaches h8 before the h3-pawn promotes; White's king is far.
        assert!(eval_fen("8/8/4k3/8/8/7P/8/1BK5 b - - 0 1").abs() < 100);
        // Not when the pawn is nearly there.
        assert!(eval_fen("8/7P/4k3/8/8/8/8/1BK5 b - - 0 1") < -300);
    }

    #[test]
    fn bishops_of_opposite_colours_hold_a_pawn_down() {
        // White's dark bishop and c-pawn against Black's light bishop: about a quarter of a pawn
        // and a bishop's worth of pieces, not the pawn's full count.
        let ocb = eval_fen("8/4B3/8/2P1K3/8/6k1/8/7b w - - 0 1");
        let same = eval_fen("8/4B3/8/2P1K3/8/6k1/8/6b1 w - - 0 1");
        assert!(ocb < same / 2, "{ocb} {same}");
    }

    #[test]
    fn material_counts() {
        assert!(eval_fen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") > 700);
        assert!(eval_fen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1") < -700);
        assert_eq!(eval_fen("8/8/4k3/8/8/3NK3/8/8 w - - 0 1"), 0);
    }

    fn threats_of(fen: &str, us: Color) -> S {
        let pos = Position::from_fen(fen).unwrap();
        threats(&pos, us, &gather(&pos).1)
    }

    #[test]
    fn a_pawn_hitting_a_loose_knight_is_a_threat() {
        let hit = threats_of("4k3/8/8/5n2/4P3/8/8/4K3 w - - 0 1", Color::White);
        assert_eq!(hit, THREAT_BY_SAFE_PAWN + HANGING);
        assert_eq!(threats_of("4k3/8/8/5n2/8/4P3/8/4K3 w - - 0 1", Color::White), S::default());
        // The same for Black, mirrored.
        assert_eq!(threats_of("4k3/8/8/4p3/5N2/8/8/4K3 w - - 0 1", Color::Black), hit);
    }

    #[test]
    fn king_danger_needs_two_attackers_and_counts_safe_checks() {
        let danger = |fen: &str| {
            let pos = Position::from_fen(fen).unwrap();
            king_danger(&pos, Color::White, &gather(&pos).1)
        };
        // Queen (h7: 5) and knight (f7, h7: 2 × 2) on the zone, a safe queen check on d8 (3),
        // and f7 and h7 guarded by the king alone (1 each): 14 units.
        assert_eq!(danger("6k1/5ppp/8/6N1/8/3Q4/8/6K1 w - - 0 1"), S(14 * 14 / 3, 0));
        // With the knight away the queen attacks alone: no danger counted.
        assert_eq!(danger("6k1/5ppp/8/8/8/3Q4/8/1N4K1 w - - 0 1"), S::default());
    }

    #[test]
    fn a_passer_prefers_its_king_near_and_the_enemy_king_far() {
        let white_terms = |fen: &str| {
            let pos = Position::from_fen(fen).unwrap();
            side_terms(&pos, Color::White, pawn_attacks_of_both(&pos), &mut AttackMap::default())
        };
        // Only the black king moves: White's own terms change by the race to d7 alone.
        let far = white_terms("8/8/8/3P4/8/8/8/k3K3 w - - 0 1");
        let near = white_terms("8/2k5/8/3P4/8/8/8/4K3 w - - 0 1");
        // The enemy king's distance to the stop square, weighted 4: 5 from a1, 1 from c7.
        let (far_distance, near_distance) = (5, 1);
        assert_eq!(far.1 - near.1, (4 * far_distance - 4 * near_distance) * PASSED_KING_WEIGHT[4]);
        assert_eq!(far.0, near.0);
    }

    #[test]
    fn pawn_tables_match_their_definitions() {
        for sq in (0..64).map(Square::from_index_unchecked) {
            let file = sq.file().index();
            let mut beside = Bitboard::EMPTY;
            for f in [file.wrapping_sub(1), file + 1] {
                if f < 8 {
                    beside |= file_mask(f);
                }
            }
            assert_eq!(adjacent_files(file), beside);
            for color in Color::ALL {
                let in_front = (0..64)
                    .map(Square::from_index_unchecked)
                    .filter(|t| match color {
                        Color::White => t.rank().index() > sq.rank().index(),
                        Color::Black => t.rank().index() < sq.rank().index(),
                    })
                    .fold(Bitboard::EMPTY, |b, t| b.with(t));
                assert_eq!(ahead(color, sq, Bitboard::FULL), in_front);
            }
        }
    }
}
