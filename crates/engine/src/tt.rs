//! The transposition table: what earlier searches learnt about a position, keyed by the rules
//! core's Zobrist hash.
//!
//! One entry per slot (12 bytes), indexed by the hash's high bits and verified with its low 32
//! bits. Replacement prefers deeper and more recent results and never overwrites an exact score
//! with a shallower bound of the same search.

use crate::score::MATE_BOUND;
use kaissa_rules::{Move, Role, Square};

/// Whether a stored score is exact or a bound.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
    /// The true score.
    Exact,
}

impl Bound {
    /// What a search's result `best` is, in the window it was given (`original_alpha`, `beta`)
    /// whose lower edge the moves searched raised to `alpha`.
    #[must_use]
    pub fn of(best: i32, original_alpha: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if alpha > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

#[derive(Copy, Clone, Default)]
struct Slot {
    check: u32,
    mv: u16,
    score: i16,
    eval: i16,
    depth: u8,
    /// Generation in the high 6 bits, bound in the low 2 (0 = empty slot).
    gen_bound: u8,
}

/// A probed entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The best move found, if any.
    pub mv: Option<Move>,
    /// The score, already adjusted for mate distance from the probing node.
    pub score: i32,
    /// The static evaluation stored with it.
    pub eval: i32,
    /// The remaining depth of the search that stored it.
    pub depth: i32,
    /// What kind of score.
    pub bound: Bound,
}

/// A fixed-size hash table of search results.
pub struct TranspositionTable {
    slots: Vec<Slot>,
    generation: u8,
}

fn encode_move(m: Move) -> u16 {
    let promo = m.promotion().map_or(0, |r| r.index() as u16);
    m.from().index() as u16 | (m.to().index() as u16) << 6 | promo << 12
}

fn decode_move(bits: u16) -> Option<Move> {
    if bits == 0 {
        return None;
    }
    let from = Square::from_index_unchecked(u32::from(bits & 63));
    let to = Square::from_index_unchecked(u32::from((bits >> 6) & 63));
    let promo = match bits >> 12 {
        0 => None,
        r => Some(Role::from_index(r as usize)),
    };
    Some(Move::new(from, to, promo))
}

impl TranspositionTable {
    /// A table of about `mb` megabytes (at least one slot).
    #[must_use]
    pub fn new(mb: usize) -> TranspositionTable {
        let len = (mb.max(1) * 1024 * 1024 / core::mem::size_of::<Slot>()).max(1);
        TranspositionTable { slots: vec![Slot::default(); len], generation: 0 }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = Slot::default());
        self.generation = 0;
    }

    /// Starts a new search: older entries become easier to replace.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        ((u128::from(key) * self.slots.len() as u128) >> 64) as usize
    }

    /// The entry for `key`, with mate scores made relative to a node `ply` plies from the root.
    #[must_use]
    #[inline]
    pub fn probe(&self, key: u64, ply: usize) -> Option<Entry> {
        let slot = self.slots[self.index(key)];
        if slot.gen_bound & 3 == 0 || slot.check != key as u32 {
            return None;
        }
        let bound = match slot.gen_bound & 3 {
            1 => Bound::Upper,
            2 => Bound::Lower,
            _ => Bound::Exact,
        };
        Some(Entry {
            mv: decode_move(slot.mv),
            score: from_tt(i32::from(slot.score), ply),
            eval: i32::from(slot.eval),
            depth: i32::from(slot.depth),
            bound,
        })
    }

    /// Stores a result. `score` is relative to the root-side convention of the node `ply` plies
    /// from the root.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub fn store(&mut self, key: u64, ply: usize, mv: Option<Move>, score: i32, eval: i32, depth: i32, bound: Bound) {
        let index = self.index(key);
        let old = self.slots[index];
        let same = old.check == key as u32 && old.gen_bound & 3 != 0;
        let old_gen = old.gen_bound >> 2;
        let depth = depth.clamp(0, 255) as u8;
        let replace = !same && (old.gen_bound & 3 == 0 || old_gen != self.generation || depth + 2 >= old.depth)
            || same && (bound == Bound::Exact || depth + 3 >= old.depth || old_gen != self.generation);
        if !replace {
            return;
        }
        let bits = match bound {
            Bound::Upper => 1,
            Bound::Lower => 2,
            Bound::Exact => 3,
        };
        // Keep the old move when this result has none (a fail-low) for the same position.
        let mv = match mv {
            Some(m) => encode_move(m),
            None if same => old.mv,
            None => 0,
        };
        self.slots[index] = Slot {
            check: key as u32,
            mv,
            score: to_tt(score, ply).clamp(-32_000, 32_000) as i16,
            eval: eval.clamp(-32_000, 32_000) as i16,
            depth,
            gen_bound: self.generation << 2 | bits,
        };
    }

    /// How full the table is, in permille, from a sample of slots written by this search.
    #[must_use]
    pub fn hashfull(&self) -> u32 {
        let sample = self.slots.len().min(1000);
        let used =
            self.slots[..sample].iter().filter(|s| s.gen_bound & 3 != 0 && s.gen_bound >> 2 == self.generation).count();
        (used * 1000 / sample.max(1)) as u32
    }
}

/// Mate scores are stored as distance from the node, not the root, so they stay right when the
/// position is reached again at another ply.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_with_mate_adjustment() {
        let mut tt = TranspositionTable::new(1);
        let m = Move::new(Square::E7, Square::E8, Some(Role::Knight));
        let mate_in_3_from_node = crate::score::MATE - 5;
        tt.store(0xdead_beef_1234_5678, 4, Some(m), mate_in_3_from_node, 12, 7, Bound::Exact);
        let e = tt.probe(0xdead_beef_1234_5678, 2).unwrap();
        assert_eq!(e.mv, Some(m));
        assert_eq!(e.score, mate_in_3_from_node + 2);
        assert_eq!((e.eval, e.depth, e.bound), (12, 7, Bound::Exact));
        assert!(tt.probe(0xdead_beef_0000_0000, 2).is_none());
        tt.clear();
        assert!(tt.probe(0xdead_beef_1234_5678, 2).is_none());
    }
}
