//! Move ordering (the move picker) and static exchange evaluation.
//!
//! Good ordering is most of alpha-beta's speed: the hash move first, then captures that do not
//! lose material (most valuable victim, least valuable attacker), then the two killer moves of
//! this ply, then quiet moves by their history score, and losing captures last. Moves are
//! scored once and picked by selection, so a cutoff after the first move sorts nothing else.

use crate::eval::SEE_VALUE;
use kaissa_rules::attacks;
use kaissa_rules::{Bitboard, Move, PieceMoves, Position, Role, MAX_MOVES};

/// History scores are kept within ±this (with "gravity", so old knowledge fades).
pub const HISTORY_MAX: i32 = 16_384;

/// Butterfly history: how often a quiet move by a colour from one square to another caused a
/// cutoff, weighted by depth.
pub struct History(Box<[[[i32; 64]; 64]; 2]>);

impl History {
    /// All zero.
    #[must_use]
    pub fn new() -> History {
        History(Box::new([[[0; 64]; 64]; 2]))
    }

    /// Rewards (positive `bonus`) or punishes a quiet move.
    pub fn update(&mut self, pos: &Position, m: Move, bonus: i32) {
        let h = &mut self.0[pos.turn().index()][m.from().index()][m.to().index()];
        let bonus = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.0.iter_mut().flatten().flatten().for_each(|h| *h = 0);
    }
}

impl Default for History {
    fn default() -> History {
        History::new()
    }
}

/// The number of (piece, destination) pairs: 12 pieces by 64 squares.
pub const PIECE_TO: usize = 12 * 64;

/// The (piece, destination) index of a move in `pos` (its colour and role, where it goes): what
/// continuation history knows a move by, since "knight to f3" means the same thing from any
/// square.
#[inline]
#[must_use]
pub fn piece_to(pos: &Position, m: Move) -> usize {
    let role = pos.moved_role(m).map_or(0, |r| r.index());
    (pos.turn().index() * 6 + role) * 64 + m.to().index()
}

/// Continuation history: how well a quiet move (piece, destination) did as an answer to the move
/// one ply earlier (the opponent's) and as a follow-up to the move two plies earlier (our own),
/// indexed by that earlier move's (piece, destination). It learns plans and replies that
/// butterfly history, which ignores the context, averages away.
pub struct ContinuationHistory(Box<[i16]>);

impl ContinuationHistory {
    /// All zero. (Allocated on the heap directly: the table is 1.2 MB.)
    #[must_use]
    pub fn new() -> ContinuationHistory {
        ContinuationHistory(vec![0; PIECE_TO * PIECE_TO].into_boxed_slice())
    }

    /// Rewards (positive `bonus`) or punishes the move `cur` after the move `prev`; the same
    /// gravity as [`History::update`] keeps it within ±[`HISTORY_MAX`], so it fits an `i16`.
    pub fn update(&mut self, prev: usize, cur: usize, bonus: i32) {
        let h = &mut self.0[prev * PIECE_TO + cur];
        let bonus = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
        let v = i32::from(*h);
        *h = (v + bonus - v * bonus.abs() / HISTORY_MAX) as i16;
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.0.iter_mut().for_each(|h| *h = 0);
    }
}

impl Default for ContinuationHistory {
    fn default() -> ContinuationHistory {
        ContinuationHistory::new()
    }
}

/// What quiet-move ordering knows: butterfly history, and continuation history with the
/// (piece, destination) of the moves one and two plies back (`None` at the root, after a null
/// move, or before the search's first moves).
#[derive(Copy, Clone)]
pub struct QuietHistory<'a> {
    /// Butterfly history.
    pub history: &'a History,
    /// Continuation history.
    pub cont: &'a ContinuationHistory,
    /// The moves one and two plies back, as [`piece_to`] indices.
    pub prev: [Option<usize>; 2],
}

impl QuietHistory<'_> {
    /// What scores the quiet moves of a piece of `color` and `role` standing on `from`: its row
    /// of butterfly history and its rows of continuation history, looked up once per piece
    /// rather than once per move.
    #[inline]
    #[must_use]
    pub fn rows(&self, color: kaissa_rules::Color, role: Role, from: kaissa_rules::Square) -> QuietRows<'_> {
        let base = (color.index() * 6 + role.index()) * 64;
        let row = |p: Option<usize>| {
            p.and_then(|p| <&[i16; 64]>::try_from(&self.cont.0[p * PIECE_TO + base..p * PIECE_TO + base + 64]).ok())
        };
        QuietRows {
            butterfly: &self.history.0[color.index()][from.index()],
            cont: [row(self.prev[0]), row(self.prev[1])],
        }
    }
}

/// The history rows of one piece ([`QuietHistory::rows`]), indexed by destination.
pub struct QuietRows<'a> {
    butterfly: &'a [i32; 64],
    cont: [Option<&'a [i16; 64]>; 2],
}

impl QuietRows<'_> {
    /// The ordering score of the piece's quiet move to `to`: the sum of its butterfly and
    /// continuation scores.
    #[inline]
    #[must_use]
    pub fn score(&self, to: kaissa_rules::Square) -> i32 {
        let i = to.index() & 63;
        let mut s = self.butterfly[i];
        for row in self.cont.iter().flatten() {
            s += i32::from(row[i]);
        }
        s
    }
}

/// The value a move wins outright: the captured piece plus the promotion gain.
#[inline]
#[must_use]
pub fn capture_gain(pos: &Position, m: Move) -> i32 {
    let mut gain = pos.captured_role(m).map_or(0, |r| SEE_VALUE[r.index()]);
    if let Some(p) = m.promotion() {
        gain += SEE_VALUE[p.index()] - SEE_VALUE[Role::Pawn.index()];
    }
    gain
}

/// Static exchange evaluation: the material balance of the exchanges on the move's destination
/// if both sides always recapture with their least valuable piece (and may stop when ahead).
#[must_use]
pub fn see(pos: &Position, m: Move) -> i32 {
    let b = pos.board();
    let (from, to) = (m.from(), m.to());
    let Some(mut attacker) = b.role_at(from) else { return 0 };
    let mut occupied = b.occupied().without(from);
    if pos.is_en_passant(m) {
        let victim = kaissa_rules::Square::from_coords(to.file(), from.rank());
        occupied = occupied.without(victim);
    }
    let mut side = !pos.turn();
    let mut attackers = (b.attackers(to, side, occupied) | b.attackers(to, !side, occupied)) & occupied;
    if (attackers & b.by_color(side)).is_empty() {
        // No recapture (the common case for quiet moves): the move's own gain.
        return capture_gain(pos, m);
    }
    let mut gains = [0i32; 34];
    gains[0] = capture_gain(pos, m);
    if let Some(p) = m.promotion() {
        attacker = p;
    }
    let diagonal = b.bishops_and_queens();
    let straight = b.rooks_and_queens();
    let mut d = 0;
    loop {
        let ours = attackers & b.by_color(side) & occupied;
        let Some((sq, role)) = least_valuable(pos, ours) else { break };
        if role == Role::King && (attackers & b.by_color(!side) & occupied.without(sq)).any() {
            // The king cannot recapture onto a defended square.
            break;
        }
        d += 1;
        // What the side recapturing now would stand at: the piece on the square, less what it
        // already conceded.
        gains[d] = SEE_VALUE[attacker.index()] - gains[d - 1];
        if d >= 32 {
            break;
        }
        occupied = occupied.without(sq);
        // Sliders behind the piece that just moved join in.
        attackers |=
            (attacks::bishop_attacks(to, occupied) & diagonal) | (attacks::rook_attacks(to, occupied) & straight);
        attackers &= occupied;
        attacker = role;
        side = !side;
    }
    // Each side may stop capturing when going on would lose more.
    while d > 0 {
        gains[d - 1] = -(-gains[d - 1]).max(gains[d]);
        d -= 1;
    }
    gains[0]
}

/// Whether a capture or promotion does not lose material by exchange (`see(pos, m) >= 0`),
/// without the exchange when it cannot lose: `gain` (what the move wins outright) at least the
/// value of the piece left on the square (`piece`), since the opponent's best recapture sequence
/// then costs us at most that piece.
#[inline]
#[must_use]
pub fn wins_or_trades(pos: &Position, m: Move, gain: i32, piece: i32) -> bool {
    gain >= piece || see(pos, m) >= 0
}

/// Whether a move does not lose material by exchange: `see(pos, m) >= 0`, skipping the exchange
/// when [`wins_or_trades`] can tell without it.
#[inline]
#[must_use]
pub fn see_non_negative(pos: &Position, m: Move) -> bool {
    let piece = m.promotion().or_else(|| pos.moved_role(m)).map_or(0, |r| SEE_VALUE[r.index()]);
    wins_or_trades(pos, m, capture_gain(pos, m), piece)
}

fn least_valuable(pos: &Position, set: Bitboard) -> Option<(kaissa_rules::Square, Role)> {
    if set.is_empty() {
        return None;
    }
    for role in Role::ALL {
        if let Some(sq) = (set & pos.board().by_role(role)).first() {
            return Some((sq, role));
        }
    }
    None
}

/// The squares a side's pieces capture on: the opponent's pieces, and for pawns also the en
/// passant square.
struct CaptureTargets {
    theirs: Bitboard,
    for_pawns: Bitboard,
}

impl CaptureTargets {
    fn of(pos: &Position) -> CaptureTargets {
        let theirs = pos.board().by_color(!pos.turn());
        let ep = pos.ep_square().map_or(Bitboard::EMPTY, Bitboard::from_square);
        CaptureTargets { theirs, for_pawns: theirs | ep }
    }

    /// The destinations among a piece's moves that capture.
    #[inline]
    fn of_piece(&self, pm: &PieceMoves) -> Bitboard {
        pm.to & if pm.role == Role::Pawn { self.for_pawns } else { self.theirs }
    }
}

/// What a promotion to `role` wins outright: the piece it captures (worth `victim_value`, 0 if
/// none) and the promoted piece less the pawn.
#[inline]
fn promotion_gain(victim_value: i32, role: Role) -> i32 {
    victim_value + SEE_VALUE[role.index()] - SEE_VALUE[Role::Pawn.index()]
}

/// The main search's ordering score of a capture or queen promotion: winning and equal ones by
/// most valuable victim, least valuable attacker ahead of the quiet moves, losing ones after them.
#[inline]
fn noisy_score(pos: &Position, m: Move, gain: i32, attacker: i32, piece: i32) -> i32 {
    let mvv_lva = gain * 16 - attacker;
    if wins_or_trades(pos, m, gain, piece) {
        GOOD_NOISY + mvv_lva
    } else {
        BAD_NOISY + mvv_lva
    }
}

const HASH_MOVE: i32 = 4_000_000;
const GOOD_NOISY: i32 = 2_000_000;
const KILLER_1: i32 = 1_000_002;
const KILLER_2: i32 = 1_000_001;
const COUNTER: i32 = 1_000_000;
const BAD_NOISY: i32 = -1_000_000;

/// Hands out a position's moves best-first.
pub struct MovePicker {
    moves: [Move; MAX_MOVES],
    scores: [i32; MAX_MOVES],
    len: usize,
    next: usize,
}

impl MovePicker {
    /// All legal moves, ordered for the main search: `counter` is the quiet move that last
    /// refuted the opponent's previous move (tried after the killers).
    #[must_use]
    pub fn new(
        pos: &Position,
        hash_move: Option<Move>,
        killers: [Option<Move>; 2],
        counter: Option<Move>,
        history: QuietHistory<'_>,
    ) -> MovePicker {
        let mut picker = MovePicker::empty();
        picker.fill(pos, hash_move, killers, counter, history);
        picker
    }

    /// [`MovePicker::new`] into an [`MovePicker::empty`] picker: filled in place, the 1.5 kB
    /// picker is not copied out of a constructor at every node.
    pub fn fill(
        &mut self,
        pos: &Position,
        hash_move: Option<Move>,
        killers: [Option<Move>; 2],
        counter: Option<Move>,
        history: QuietHistory<'_>,
    ) {
        let picker = self;
        let b = pos.board();
        let targets = CaptureTargets::of(pos);
        // Moves are scored straight from the generator, in its order (the order of
        // `Position::legal_moves`, which breaks ties between equal scores): the piece that moves
        // is known per batch, and only destinations holding an enemy piece are looked up.
        pos.for_each_piece_moves(|pm| {
            let captures = targets.of_piece(&pm);
            let attacker = pm.role.index() as i32;
            let rows = history.rows(pos.turn(), pm.role, pm.from);
            for to in pm.to {
                let victim = if captures.contains(to) {
                    // Only a pawn can land on the en passant square with nothing there.
                    Some(b.role_at(to).unwrap_or(Role::Pawn))
                } else {
                    None
                };
                let victim_value = victim.map_or(0, |r| SEE_VALUE[r.index()]);
                if pm.promotion {
                    for role in Role::PROMOTIONS {
                        let m = Move::new(pm.from, to, Some(role));
                        let score = if Some(m) == hash_move {
                            HASH_MOVE
                        } else if victim.is_some() || role == Role::Queen {
                            noisy_score(pos, m, promotion_gain(victim_value, role), attacker, SEE_VALUE[role.index()])
                        } else {
                            // Under-promotions: rarely right, tried last.
                            BAD_NOISY - 1
                        };
                        picker.push(m, score);
                    }
                } else {
                    let m = Move::new(pm.from, to, None);
                    let score = if Some(m) == hash_move {
                        HASH_MOVE
                    } else if victim.is_some() {
                        noisy_score(pos, m, victim_value, attacker, SEE_VALUE[pm.role.index()])
                    } else if Some(m) == killers[0] {
                        KILLER_1
                    } else if Some(m) == killers[1] {
                        KILLER_2
                    } else if Some(m) == counter {
                        COUNTER
                    } else {
                        rows.score(to)
                    };
                    picker.push(m, score);
                }
            }
            true
        });
    }

    /// Fills an [`MovePicker::empty`] picker in place (see [`MovePicker::fill`]) for quiescence:
    /// captures, en passant and queen promotions by most valuable victim, least valuable
    /// attacker, or every legal move when in check.
    pub fn fill_noisy(&mut self, pos: &Position) {
        let picker = self;
        let b = pos.board();
        let in_check = pos.is_check();
        let capture_targets = CaptureTargets::of(pos);
        // Straight from the generator, in its order (see `new`).
        pos.for_each_piece_moves(|pm| {
            let captures = capture_targets.of_piece(&pm);
            let attacker = pm.role.index() as i32;
            let targets = if in_check || pm.promotion { pm.to } else { captures };
            for to in targets {
                let victim_value = if captures.contains(to) {
                    b.role_at(to).map_or(SEE_VALUE[Role::Pawn.index()], |r| SEE_VALUE[r.index()])
                } else {
                    0
                };
                if pm.promotion {
                    let roles: &[Role] = if in_check { &Role::PROMOTIONS } else { &[Role::Queen] };
                    for &role in roles {
                        let gain = promotion_gain(victim_value, role);
                        picker.push(Move::new(pm.from, to, Some(role)), gain * 16 - attacker);
                    }
                } else {
                    picker.push(Move::new(pm.from, to, None), victim_value * 16 - attacker);
                }
            }
            true
        });
    }

    /// A picker without moves, to be filled in place.
    #[must_use]
    pub fn empty() -> MovePicker {
        MovePicker {
            moves: [Move::new(kaissa_rules::Square::A1, kaissa_rules::Square::A1, None); MAX_MOVES],
            scores: [0; MAX_MOVES],
            len: 0,
            next: 0,
        }
    }

    #[inline]
    fn push(&mut self, m: Move, score: i32) {
        if self.len < MAX_MOVES {
            self.moves[self.len] = m;
            self.scores[self.len] = score;
            self.len += 1;
        }
    }

    /// How many moves there are in all.
    #[must_use]
    pub fn len(&self) -> usize {
        self.len
    }

    /// The next best move and its ordering score.
    pub fn next_scored(&mut self) -> Option<(Move, i32)> {
        if self.next >= self.len {
            return None;
        }
        // The first of the best (selection as before, so that equal scores keep their order): a
        // maximum and then a search for it vectorise, where one loop tracking both does not.
        let rest = &self.scores[self.next..self.len];
        let max = rest.iter().copied().max().unwrap_or(i32::MIN);
        let best = self.next + rest.iter().position(|&s| s == max).unwrap_or(0);
        self.moves.swap(self.next, best);
        self.scores.swap(self.next, best);
        let out = (self.moves[self.next], self.scores[self.next]);
        self.next += 1;
        Some(out)
    }

    /// Whether an ordering score is that of a capture that loses material by exchange.
    #[must_use]
    pub fn is_bad_noisy(score: i32) -> bool {
        score < BAD_NOISY / 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos = Position::from_fen(fen).unwrap();
        let m = *pos.legal_moves().iter().find(|m| m.to_string() == uci).unwrap();
        see(&pos, m)
    }

    #[test]
    fn exchanges() {
        // Rook takes an undefended pawn.
        assert_eq!(see_of("1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1e5"), 100);
        // Knight takes a pawn defended by a pawn: loses the knight for a pawn.
        assert_eq!(see_of("1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1", "d3e5"), 100 - 320);
        // Pawn takes a defended knight.
        assert_eq!(see_of("4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 320 - 100);
    }

    #[test]
    fn hash_move_comes_first_then_winning_captures() {
        let pos = Position::from_fen("4k3/8/2p5/3n4/4P3/8/8/R3K3 w - - 0 1").unwrap();
        let hash = *pos.legal_moves().iter().find(|m| m.to_string() == "a1a7").unwrap();
        let (history, cont) = (History::new(), ContinuationHistory::new());
        let quiet = QuietHistory { history: &history, cont: &cont, prev: [None, None] };
        let mut p = MovePicker::new(&pos, Some(hash), [None, None], None, quiet);
        assert_eq!(p.next_scored().unwrap().0, hash);
        assert_eq!(p.next_scored().unwrap().0.to_string(), "e4d5");
    }

    /// The picker as it was first written: every legal move of `Position::legal_moves`, scored
    /// one by one with a full SEE of every capture; the generator-fed picker must hand out the
    /// same moves with the same scores in the same order.
    fn reference_order(
        pos: &Position,
        hash_move: Option<Move>,
        killers: [Option<Move>; 2],
        counter: Option<Move>,
        history: QuietHistory<'_>,
    ) -> Vec<(Move, i32)> {
        let mut picker = MovePicker::empty();
        for &m in pos.legal_moves().iter() {
            let score = if Some(m) == hash_move {
                HASH_MOVE
            } else if pos.is_capture(m) || m.promotion() == Some(Role::Queen) {
                let victim = capture_gain(pos, m);
                let mvv_lva = victim * 16 - pos.moved_role(m).map_or(0, |r| r.index() as i32);
                if see(pos, m) >= 0 {
                    GOOD_NOISY + mvv_lva
                } else {
                    BAD_NOISY + mvv_lva
                }
            } else if m.promotion().is_some() {
                BAD_NOISY - 1
            } else if Some(m) == killers[0] {
                KILLER_1
            } else if Some(m) == killers[1] {
                KILLER_2
            } else if Some(m) == counter {
                COUNTER
            } else {
                // Written out on the tables, independently of `QuietHistory::rows`.
                let cur = piece_to(pos, m);
                let butterfly = history.history.0[pos.turn().index()][m.from().index()][m.to().index()];
                butterfly
                    + history.prev.iter().flatten().map(|&p| i32::from(history.cont.0[p * PIECE_TO + cur])).sum::<i32>()
            };
            picker.push(m, score);
        }
        core::iter::from_fn(|| picker.next_scored()).collect()
    }

    /// Quiescence's moves as first written: captures, en passant and queen promotions (every
    /// legal move in check), by MVV-LVA.
    fn reference_noisy(pos: &Position) -> Vec<(Move, i32)> {
        let theirs = pos.board().by_color(!pos.turn());
        let mut picker = MovePicker::empty();
        for &m in pos.legal_moves().iter() {
            let noisy = pos.is_check()
                || m.promotion() == Some(Role::Queen)
                || (m.promotion().is_none() && (theirs.contains(m.to()) || pos.is_en_passant(m)));
            if noisy {
                picker.push(m, capture_gain(pos, m) * 16 - pos.moved_role(m).map_or(0, |r| r.index() as i32));
            }
        }
        core::iter::from_fn(|| picker.next_scored()).collect()
    }

    #[test]
    fn pickers_match_the_plain_reference_order() {
        let fens = [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ];
        let (mut history, mut cont) = (History::new(), ContinuationHistory::new());
        let mut rng = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        let mut checked = 0;
        for fen in fens {
            for _game in 0..20 {
                let mut pos = Position::from_fen(fen).unwrap();
                for _ply in 0..80 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let pick = |r: u64| moves[(r % moves.len() as u64) as usize];
                    // Random history with many equal scores (ties must keep their order).
                    for _ in 0..4 {
                        let m = pick(next());
                        history.update(&pos, m, (next() % 5) as i32 * 400 - 800);
                        cont.update((next() % PIECE_TO as u64) as usize, piece_to(&pos, m), 300);
                    }
                    let hash = (next() % 3 != 0).then(|| pick(next()));
                    let killers = [Some(pick(next())), (next() % 2 == 0).then(|| pick(next()))];
                    let counter = Some(pick(next()));
                    let prev = [Some((next() % PIECE_TO as u64) as usize), None];
                    let quiet = QuietHistory { history: &history, cont: &cont, prev };
                    let mut p = MovePicker::new(&pos, hash, killers, counter, quiet);
                    let got: Vec<_> = core::iter::from_fn(|| p.next_scored()).collect();
                    assert_eq!(got, reference_order(&pos, hash, killers, counter, quiet), "{}", pos.fen());
                    let mut q = MovePicker::empty();
                    q.fill_noisy(&pos);
                    let got: Vec<_> = core::iter::from_fn(|| q.next_scored()).collect();
                    assert_eq!(got, reference_noisy(&pos), "{}", pos.fen());
                    checked += 1;
                    pos.play_unchecked(pick(next()));
                }
            }
        }
        assert!(checked > 2_000);
    }
}
