//! Correction history: what the search has learnt about the static evaluation's errors.
//!
//! The hand-set evaluation is wrong in ways that repeat: a pawn structure it overrates, a piece
//! set it underrates. After each search of a node the difference between the search's result and
//! the static evaluation is folded into tables keyed by the side to move and by the position's
//! pawn structure, and by each side's pieces other than pawns; the static evaluation of later
//! positions with the same keys is moved by what the tables hold. Pruning decisions (reverse
//! futility, null move, futility, "improving", stand pat) then rest on a better guess.
//!
//! The keys are computed here from the board's bitboards (no incremental key in the rules core
//! is needed): a few multiplications per node, far cheaper than the evaluation itself.

use crate::rng::mix;
use kaissa_rules::{Color, Position, Role};

/// Entries per table and side (a power of two).
const SIZE: usize = 16_384;
/// Entries stay within ±this (the same "gravity" as the move histories).
const LIMIT: i32 = 1_024;
/// The largest step of one update.
const MAX_BONUS: i32 = LIMIT / 4;

/// Static evaluations at least this far from zero are not corrected, nor learnt from: the
/// game is decided, and what matters there is finding the win, not the exact margin.
pub const DECIDED: i32 = 800;

/// Correction tables, by side to move: pawn structure, and each colour's non-pawn pieces.
/// (Rows allocated on the heap one at a time: 192 KB in all would be a lot for the wasm stack.)
pub struct CorrectionHistory {
    /// By side to move.
    pawn: Box<[[i16; SIZE]]>,
    /// By side to move × 2 + the colour whose pieces make the key.
    non_pawn: Box<[[i16; SIZE]]>,
}

/// The table indices of one position (computed once per node).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Keys {
    side: usize,
    pawn: usize,
    non_pawn: [usize; 2],
    /// At most two minor pieces on the board besides kings and pawns: endings the evaluation
    /// knows as drawn by the kings' places (a rook's pawn with the wrong bishop, bishops of
    /// opposite colours, two knights), where what the tables learn from positions with the same
    /// pieces but other kings' places would move a known draw by a pawn or more. Not corrected.
    sparse: bool,
}

impl Keys {
    /// The keys of `pos`: its side to move, a hash of both sides' pawns, and a hash of each
    /// side's knights, bishops, rooks, queens and king.
    #[must_use]
    pub fn of(pos: &Position) -> Keys {
        let b = pos.board();
        let pawns = b.by_role(Role::Pawn);
        let white = b.by_color(Color::White);
        let black = b.by_color(Color::Black);
        let pawn = mix((pawns & white).0 ^ 0x5157_a1e5) ^ mix((pawns & black).0 ^ 0x0b1a_c4e5).rotate_left(17);
        let side_key = |side| {
            [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King].into_iter().fold(0u64, |h, r| {
                (h ^ mix((b.by_role(r) & side).0 ^ (r.index() as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15)))
                    .rotate_left(9)
            })
        };
        let index = |h: u64| (h >> 50) as usize & (SIZE - 1);
        // At most two bits: clear the lowest twice (counting bits is not cheap on the default
        // x86-64 target).
        let minors = (b.by_role(Role::Knight) | b.by_role(Role::Bishop)).0;
        let heavy = (b.by_role(Role::Rook) | b.by_role(Role::Queen)).any();
        let rest = minors & minors.wrapping_sub(1);
        let sparse = !heavy && rest & rest.wrapping_sub(1) == 0;
        Keys {
            side: pos.turn().index(),
            pawn: index(pawn),
            non_pawn: [index(side_key(white)), index(side_key(black))],
            sparse,
        }
    }
}

impl CorrectionHistory {
    /// All zero.
    #[must_use]
    pub fn new() -> CorrectionHistory {
        CorrectionHistory {
            pawn: vec![[0; SIZE]; 2].into_boxed_slice(),
            non_pawn: vec![[0; SIZE]; 4].into_boxed_slice(),
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.pawn.iter_mut().flatten().for_each(|h| *h = 0);
        self.non_pawn.iter_mut().flatten().for_each(|h| *h = 0);
    }

    /// The correction to add to the static evaluation of a position with `keys`, in centipawns
    /// for the side to move (at most about ±128: the pawn table weighs double, since pawn
    /// structure is what the evaluation misjudges most lastingly); none in a sparse ending.
    #[must_use]
    pub fn correction(&self, keys: &Keys) -> i32 {
        if keys.sparse {
            return 0;
        }
        let s = keys.side;
        let sum = 2 * i32::from(self.pawn[s][keys.pawn])
            + i32::from(self.non_pawn[2 * s][keys.non_pawn[0]])
            + i32::from(self.non_pawn[2 * s + 1][keys.non_pawn[1]]);
        sum / 32
    }

    /// Learns from a search of `depth` that scored `score` where the (corrected) static
    /// evaluation said `static_eval`: deeper searches move the tables more.
    pub fn update(&mut self, keys: &Keys, depth: i32, score: i32, static_eval: i32) {
        if keys.sparse {
            return;
        }
        let bonus = ((score - static_eval) * depth / 8).clamp(-MAX_BONUS, MAX_BONUS);
        let s = keys.side;
        let apply = |h: &mut i16| {
            let v = i32::from(*h);
            *h = (v + bonus - v * bonus.abs() / LIMIT).clamp(-LIMIT, LIMIT) as i16;
        };
        apply(&mut self.pawn[s][keys.pawn]);
        apply(&mut self.non_pawn[2 * s][keys.non_pawn[0]]);
        apply(&mut self.non_pawn[2 * s + 1][keys.non_pawn[1]]);
    }
}

impl Default for CorrectionHistory {
    fn default() -> CorrectionHistory {
        CorrectionHistory::new()
    }
}
