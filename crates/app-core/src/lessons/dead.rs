//! Dead positions beyond bare material (FIDE 5.2.2): a position where no series of legal moves
//! can end in checkmate. The rules core knows the material cases (a lone king, a king and a
//! knight or bishop, bishops all on one colour); this adds the closed ones, such as a locked
//! pawn wall that neither king can cross, by walking every position the game can still reach.
//!
//! The walk is exact but bounded: it gives up (answers "don't know") as soon as a capture or a
//! pawn move becomes possible (the game could then go anywhere) or the positions reached exceed
//! a budget. Lessons only ask it about positions small enough to decide.

use kaissa_rules::Position;
use std::collections::{HashSet, VecDeque};

/// The most positions the walk visits before it gives up: a locked pawn wall with two kings has
/// at most a couple of thousand.
const BUDGET: usize = 20_000;

/// Whether checkmate can still happen from `pos`: `Some(false)` when the position is dead (by
/// material, or because every reachable position has been visited and none is checkmate),
/// `Some(true)` when a reachable checkmate was found, `None` when the walk could not decide.
#[must_use]
pub fn mate_possible(pos: &Position) -> Option<bool> {
    if pos.is_insufficient_material() {
        return Some(false);
    }
    let mut seen: HashSet<String> = HashSet::new();
    let mut queue = VecDeque::from([*pos]);
    seen.insert(key(pos));
    while let Some(p) = queue.pop_front() {
        if p.is_checkmate() {
            return Some(true);
        }
        for &m in p.legal_moves().iter() {
            // A capture or a pawn move opens the position: beyond what the walk can bound.
            if p.is_zeroing(m) {
                return None;
            }
            let next = p.after(m);
            if seen.insert(key(&next)) {
                if seen.len() > BUDGET {
                    return None;
                }
                queue.push_back(next);
            }
        }
    }
    Some(false)
}

/// Whether `pos` is dead: neither side can ever checkmate.
#[must_use]
pub fn is_dead(pos: &Position) -> bool {
    mate_possible(pos) == Some(false)
}

/// Whether some series of at most `plies` legal moves from `pos` ends in checkmate (both sides
/// helping): a proof that the position is not dead.
#[must_use]
pub fn mate_within(pos: &Position, plies: u8) -> bool {
    if pos.is_checkmate() {
        return true;
    }
    plies > 0 && pos.legal_moves().iter().any(|&m| mate_within(&pos.after(m), plies - 1))
}

/// The position without its move counters (which never make positions differ for the rules
/// of repetition and mate).
fn key(pos: &Position) -> String {
    pos.fen().split(' ').take(4).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn material_and_locked_walls_are_dead() {
        assert_eq!(mate_possible(&pos("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1")), Some(false));
        let wall = pos("8/8/2k5/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1");
        assert_eq!(mate_possible(&wall), Some(false));
        assert!(is_dead(&wall));
        // With a gap in the wall (no pawn on g5) the white king walks through: not decided here.
        assert_eq!(mate_possible(&pos("8/8/2k5/p1p1p3/P1P1P1P1/8/3K4/8 w - - 0 1")), None);
        // A king and a rook: the walk meets positions beyond its bound, and never says dead.
        assert!(!is_dead(&pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")));
    }

    #[test]
    fn a_helpmate_proves_a_position_alive() {
        // Bishops on squares of opposite colours: mate in the corner is possible.
        let opposite = pos("6bk/8/6K1/8/8/8/8/2B5 b - - 0 1");
        assert!(!opposite.is_insufficient_material());
        assert!(mate_within(&opposite, 4), "…Ba2 Bd2 Bg8 Bc3#");
        assert!(!mate_within(&opposite, 2));
        assert!(!mate_within(&pos("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"), 3));
    }
}
