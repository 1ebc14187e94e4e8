//! The root of one iteration: the root moves, searched in order, kept sorted best first.
//!
//! At full strength the first move gets the full window and the others a null window first
//! (re-searched when they beat alpha); a weakened level needs a real score for every candidate,
//! within the margin its noise can bridge, so that its final choice compares true scores.

use super::node::Ctx;
use crate::ordering;
use crate::score::INF;
use kaissa_rules::{Move, Position};

/// A move at the root and its score at the current iteration.
#[derive(Clone, Debug)]
pub(super) struct RootMove {
    /// The move.
    pub(super) m: Move,
    /// Its score (`-INF` before it is searched, `-INF + 1` after a fail-low).
    pub(super) score: i32,
}

/// Searches the root moves; keeps them sorted best first. `None` if aborted.
#[allow(clippy::too_many_arguments)]
pub(super) fn root_search(
    ctx: &mut Ctx<'_>,
    root: &Position,
    root_moves: &mut [RootMove],
    pv_out: &mut Vec<Move>,
    depth: i32,
    mut alpha: i32,
    beta: i32,
    all_scores: bool,
    margin: i32,
) -> Option<i32> {
    let mut best = -INF;
    let mut best_index = 0;
    for i in 0..root_moves.len() {
        let m = root_moves[i].m;
        let child = root.after(m);
        ctx.moves[0] = Some(m);
        ctx.piece_tos[0] = Some(ordering::piece_to(root, m));
        ctx.push(child.hash(), root.is_zeroing(m));
        let score = if all_scores {
            // Every candidate needs a real score (within the margin a level's noise can
            // bridge), so no move is searched with a null window.
            let a = if best > -INF { alpha.max(best - margin) } else { alpha };
            -ctx.negamax(&child, depth - 1, -beta, -a, 1, true, false)
        } else if i == 0 {
            -ctx.negamax(&child, depth - 1, -beta, -alpha, 1, true, false)
        } else {
            let mut s = -ctx.negamax(&child, depth - 1, -alpha - 1, -alpha, 1, true, true);
            if s > alpha && s < beta && ctx.abort.is_none() {
                s = -ctx.negamax(&child, depth - 1, -beta, -alpha, 1, true, false);
            }
            s
        };
        ctx.pop();
        if ctx.abort.is_some() {
            if !all_scores && best_index > 0 {
                // A move that beat the previous best at this depth is better than it: keep it
                // first so that a stop now plays it.
                root_moves[..=best_index].rotate_right(1);
            }
            return None;
        }
        root_moves[i].score = score;
        if score > best {
            best = score;
            if score > alpha || all_scores || i == 0 {
                best_index = i;
                pv_out.clear();
                pv_out.push(m);
                for k in 1..ctx.pv_len[1] {
                    match ctx.pv[1][k] {
                        Some(pm) => pv_out.push(pm),
                        None => break,
                    }
                }
            }
            if score > alpha && !all_scores {
                alpha = score;
                if score >= beta {
                    break;
                }
            }
        } else if !all_scores {
            // Failed low: only a bound, and below the best; order it after.
            root_moves[i].score = -INF + 1;
        }
    }
    // Best first, the others by score for the next iteration (stable: ties keep their order).
    root_moves[..=best_index].rotate_right(1);
    root_moves[1..].sort_by_key(|r| core::cmp::Reverse(r.score));
    Some(best)
}
