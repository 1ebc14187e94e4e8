//! The node search of one iteration: negamax with principal-variation search and quiescence,
//! over the tables the [`Searcher`](super::Searcher) keeps between searches (borrowed for the
//! iteration in [`Ctx`]).

use crate::correction::{self, CorrectionHistory};
use crate::eval::{self, evaluate};
use crate::levels::{self, LevelParams};
use crate::ordering::{self, ContinuationHistory, History, MovePicker, QuietHistory};
use crate::score::{DRAW, INF, MATE, MATE_BOUND, MAX_PLY};
use crate::time::Clock;
use crate::tt::{Bound, TranspositionTable};
use kaissa_rules::{Bitboard, Move, Position, Role};

/// Why an iteration was abandoned.
pub(super) enum Abort {
    /// Out of time or nodes: the search is over.
    Limit,
    /// The caller wants control back: the iteration will be run again.
    Pause,
}

/// The state of one iteration: borrowed tables and counters.
pub(super) struct Ctx<'a> {
    pub(super) tt: &'a mut TranspositionTable,
    pub(super) history: &'a mut History,
    pub(super) cont: &'a mut ContinuationHistory,
    pub(super) correction: &'a mut CorrectionHistory,
    pub(super) killers: &'a mut [[Option<Move>; 2]; MAX_PLY + 2],
    pub(super) counters: &'a mut Counters,
    pub(super) pv: &'a mut [[Option<Move>; MAX_PLY + 2]; MAX_PLY + 2],
    pub(super) pv_len: &'a mut [usize; MAX_PLY + 2],
    pub(super) lmr: &'a [[u8; 64]; 64],
    pub(super) keys: &'a mut Vec<u64>,
    pub(super) floors: &'a mut Vec<usize>,
    pub(super) nodes: u64,
    pub(super) seldepth: u32,
    pub(super) node_limit: Option<u64>,
    pub(super) hard_abs: Option<f64>,
    pub(super) clock: &'a dyn Clock,
    pub(super) pause: &'a mut dyn FnMut() -> bool,
    pub(super) abortable: bool,
    pub(super) abort: Option<Abort>,
    pub(super) params: LevelParams,
    pub(super) seed: u64,
    /// Static evaluation at each ply of the current path (`-INF` when in check), for the
    /// "improving" test: a side whose evaluation rose over its last move prunes less.
    pub(super) evals: [i32; MAX_PLY + 2],
    /// The move played at each ply of the current path (`None` for a null move).
    pub(super) moves: [Option<Move>; MAX_PLY + 2],
    /// The (piece, destination) of the move played at each ply of the current path (`None` for
    /// a null move), the context continuation history is indexed by.
    pub(super) piece_tos: [Option<usize>; MAX_PLY + 2],
}

/// Countermoves: the quiet move that refuted a move, by the mover's colour, role and
/// destination.
pub(super) type Counters = [[[Option<Move>; 64]; 6]; 2];

impl Ctx<'_> {
    #[inline]
    pub(super) fn push(&mut self, key: u64, zeroing: bool) {
        let index = self.keys.len();
        let floor = if zeroing { index } else { *self.floors.last().unwrap_or(&0) };
        self.keys.push(key);
        self.floors.push(floor);
    }

    #[inline]
    pub(super) fn push_null(&mut self, key: u64) {
        let index = self.keys.len();
        self.keys.push(key);
        self.floors.push(index);
    }

    #[inline]
    pub(super) fn pop(&mut self) {
        self.keys.pop();
        self.floors.pop();
    }

    /// Whether the position on top of the key stack repeats an earlier one (in the game or on
    /// the path), or the fifty-move rule or insufficient material ends the game.
    #[inline]
    fn is_draw(&self, pos: &Position) -> bool {
        if pos.halfmove_clock() >= 100 && (!pos.is_check() || pos.has_legal_moves()) {
            return true;
        }
        let top = self.keys.len() - 1;
        let key = self.keys[top];
        let floor = self.floors[top];
        let mut i = top as isize - 4;
        while i >= floor as isize {
            if self.keys[i as usize] == key {
                return true;
            }
            i -= 2;
        }
        pos.is_insufficient_material()
    }

    /// Counts a node and says whether to abandon the search.
    #[inline]
    fn enter_node(&mut self) -> bool {
        self.nodes += 1;
        if self.abort.is_some() {
            return true;
        }
        if !self.abortable {
            return false;
        }
        if self.node_limit.is_some_and(|n| self.nodes >= n) {
            self.abort = Some(Abort::Limit);
            return true;
        }
        if self.nodes & 2047 == 0 {
            if self.hard_abs.is_some_and(|h| self.clock.now_ms() >= h) {
                self.abort = Some(Abort::Limit);
                return true;
            }
            if (self.pause)() {
                self.abort = Some(Abort::Pause);
                return true;
            }
        }
        false
    }

    #[inline]
    fn eval(&self, pos: &Position) -> i32 {
        evaluate(pos) + levels::eval_noise(self.seed, pos.hash(), self.params.eval_noise)
    }

    /// The static evaluation moved by what correction history learnt about positions like this
    /// one. Not in a decided position: there a few dozen centipawns only move pruning margins,
    /// and moving them hid a quiet mate in three (queen and king against a bare king) from a
    /// depth-9 search.
    #[inline]
    fn corrected(&self, raw: i32, keys: &correction::Keys) -> i32 {
        if raw.abs() >= correction::DECIDED {
            raw
        } else {
            raw + self.correction.correction(keys)
        }
    }

    #[inline]
    fn overlooked(&self, pos: &Position, m: Move, ply: usize) -> bool {
        ply <= 1 && self.params.blindness > 0.0 && levels::overlooks(self.seed, pos, m, self.params.blindness)
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        null_ok: bool,
        // Whether this node is expected to fail high (a cut node rather than an all node).
        cut: bool,
    ) -> i32 {
        self.pv_len[ply] = ply;
        let in_check = pos.is_check();
        if in_check && ply < MAX_PLY / 2 {
            depth += 1;
        }
        if depth <= 0 {
            return self.qsearch(pos, alpha, beta, ply, 0);
        }
        if self.enter_node() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply as u32);
        if self.is_draw(pos) {
            return DRAW;
        }
        // Mate distance pruning: no line from here can beat a mate already found nearer the root.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        if ply >= MAX_PLY {
            return self.eval(pos);
        }
        let pv_node = beta - alpha > 1;
        let key = pos.hash();
        let entry = self.tt.probe(key, ply);
        if let Some(e) = entry {
            if !pv_node && e.depth >= depth {
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => e.score >= beta,
                    Bound::Upper => e.score <= alpha,
                };
                if cut {
                    return e.score;
                }
            }
        }
        let tt_move = entry.and_then(|e| e.mv);
        // The table keeps the raw evaluation; the correction is applied fresh, as it learns.
        let raw_eval = if in_check { -INF } else { entry.map_or_else(|| self.eval(pos), |e| e.eval) };
        // In check there is no static evaluation to correct, nor anything learnt below.
        let corr_keys = (!in_check).then(|| correction::Keys::of(pos));
        let static_eval = corr_keys.as_ref().map_or(-INF, |k| self.corrected(raw_eval, k));
        self.evals[ply] = static_eval;
        // Improving: our evaluation is higher than two plies ago (when we last moved).
        let improving = !in_check && ply >= 2 && static_eval > self.evals[ply - 2];

        if !pv_node && !in_check {
            // Reverse futility: far enough above beta that a shallow search will not come back.
            // (Wider settings, depth 6 and a bigger null-move reduction, won games at a fixed
            // node count but hid mates in three from a depth-9 search.)
            if depth <= 4 && static_eval - 100 * depth >= beta && beta.abs() < MATE_BOUND {
                return static_eval;
            }
            // Null move: if passing still fails high, a real move will too.
            if null_ok && depth >= 3 && static_eval >= beta && eval::non_pawn_material(pos, pos.turn()) > 0 {
                // One ply more per 200 cp above beta (at most 3), but that extra never drops the
                // null search into quiescence: unbounded, it hid the mate in three g56p56 of
                // `mates.epd` (a quiet pawn push, d6, then Qe8#) from a depth-9 search.
                let base = 3 + depth / 4;
                let r = base + ((static_eval - beta) / 200).min(3).min((depth - 2 - base).max(0));
                let mut child = *pos;
                child.play_null();
                self.moves[ply] = None;
                self.piece_tos[ply] = None;
                self.push_null(child.hash());
                let score = -self.negamax(&child, depth - 1 - r, -beta, -beta + 1, ply + 1, false, !cut);
                self.pop();
                if self.abort.is_some() {
                    return 0;
                }
                if score >= beta {
                    return if score >= MATE_BOUND { beta } else { score };
                }
            }
        }

        // Internal iterative reduction: a node with no hash move is rarely worth its full depth.
        if tt_move.is_none() && depth >= 4 {
            depth -= 1;
        }
        let killers = self.killers[ply];
        // The previous move, as (colour, role, destination) of the piece that made it.
        let prev = if ply > 0 { self.moves[ply - 1] } else { None }.and_then(|pm| {
            pos.board().piece_at(pm.to()).map(|pc| (pc.color.index(), pc.role.index(), pm.to().index()))
        });
        let counter = prev.and_then(|(c, r, t)| self.counters[c][r][t]);
        // Our opponent's last move and our own before it: the context of continuation history.
        let prev_tos =
            [ply.checked_sub(1).and_then(|p| self.piece_tos[p]), ply.checked_sub(2).and_then(|p| self.piece_tos[p])];
        let mut picker = MovePicker::empty();
        picker.fill(
            pos,
            tt_move,
            killers,
            counter,
            QuietHistory { history: self.history, cont: self.cont, prev: prev_tos },
        );
        let mut best = -INF;
        let mut best_move = None;
        let mut searched = 0;
        let mut quiets: [Option<Move>; 64] = [None; 64];
        let mut n_quiets = 0;
        let original_alpha = alpha;
        while let Some((m, order)) = picker.next_scored() {
            if self.overlooked(pos, m, ply) {
                continue;
            }
            let quiet = !pos.is_capture(m) && m.promotion().is_none();
            let child = pos.after(m);
            let gives_check = child.is_check();
            if !pv_node && !in_check && quiet && !gives_check && best > -MATE_BOUND && searched > 0 {
                // Late move pruning and futility: at low depth, quiet moves far down the list
                // or far below alpha are not worth a search.
                let lmp = (3 + depth * depth) as usize / if improving { 1 } else { 2 };
                if depth <= 5 && searched >= lmp {
                    continue;
                }
                if depth <= 5 && static_eval + 100 * depth + 60 <= alpha {
                    continue;
                }
                // A quiet move that loses material by exchange at low depth.
                if depth <= 6 && ordering::see(pos, m) < -60 * depth {
                    continue;
                }
            }
            if !in_check
                && !quiet
                && depth <= 5
                && MovePicker::is_bad_noisy(order)
                && best > -MATE_BOUND
                && searched > 0
                && ordering::see(pos, m) < -100 * depth
            {
                continue;
            }
            self.moves[ply] = Some(m);
            self.piece_tos[ply] = Some(ordering::piece_to(pos, m));
            self.push(child.hash(), pos.is_zeroing(m));
            let new_depth = depth - 1;
            let score = if searched == 0 {
                -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, true, !pv_node && !cut)
            } else {
                let mut r = 0;
                if depth >= 3 && searched >= 2 && quiet && !gives_check && !in_check {
                    r = i32::from(self.lmr[(depth as usize).min(63)][searched.min(63)]);
                    if pv_node {
                        r -= 1;
                    }
                    if Some(m) == killers[0] || Some(m) == killers[1] || Some(m) == counter {
                        r -= 1;
                    }
                    if !improving {
                        r += 1;
                    }
                    // An expected cut node (a null-window child of a reduced or later move, or
                    // the first child of an expected all node): one of its first moves should
                    // refute, and the late ones rarely matter.
                    if cut {
                        r += 1;
                    }
                    r -= order / 8_000;
                    r = r.clamp(0, new_depth - 1);
                }
                let mut s = -self.negamax(&child, new_depth - r, -alpha - 1, -alpha, ply + 1, true, true);
                if s > alpha && r > 0 {
                    s = -self.negamax(&child, new_depth, -alpha - 1, -alpha, ply + 1, true, !cut);
                }
                if s > alpha && s < beta {
                    s = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, true, false);
                }
                s
            };
            self.pop();
            if self.abort.is_some() {
                return 0;
            }
            searched += 1;
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    alpha = score;
                    self.pv[ply][ply] = Some(m);
                    let child_len = self.pv_len[ply + 1];
                    for k in ply + 1..child_len {
                        self.pv[ply][k] = self.pv[ply + 1][k];
                    }
                    self.pv_len[ply] = child_len.max(ply + 1);
                    if score >= beta {
                        if quiet {
                            if self.killers[ply][0] != Some(m) {
                                self.killers[ply][1] = self.killers[ply][0];
                                self.killers[ply][0] = Some(m);
                            }
                            if let Some((c, r, t)) = prev {
                                self.counters[c][r][t] = Some(m);
                            }
                            let bonus = (depth * depth * 16).min(1_600);
                            self.history.update(pos, m, bonus);
                            let cur = ordering::piece_to(pos, m);
                            for p in prev_tos.iter().flatten() {
                                self.cont.update(*p, cur, bonus);
                            }
                            for q in quiets[..n_quiets].iter().flatten() {
                                self.history.update(pos, *q, -bonus);
                                let cur = ordering::piece_to(pos, *q);
                                for p in prev_tos.iter().flatten() {
                                    self.cont.update(*p, cur, -bonus);
                                }
                            }
                        }
                        break;
                    }
                }
            }
            if quiet && n_quiets < quiets.len() {
                quiets[n_quiets] = Some(m);
                n_quiets += 1;
            }
        }
        if searched == 0 {
            if picker.len() == 0 {
                return if in_check { -MATE + ply as i32 } else { DRAW };
            }
            // Every move was overlooked or pruned: the position is judged as it stands.
            return if in_check { static_eval.max(-MATE_BOUND) } else { self.qsearch(pos, alpha, beta, ply, 0) };
        }
        let bound = Bound::of(best, original_alpha, alpha, beta);
        // Correction history learns from results the static evaluation did not foresee: not in
        // check, not when a capture was best (the evaluation does not see captures), and not from
        // a bound that says nothing about the error (a fail high below the evaluation, a fail low
        // above it), nor from mate scores.
        let learns = best_move.is_none_or(|m| !pos.is_capture(m) && m.promotion().is_none())
            && (bound != Bound::Lower || best > static_eval)
            && (bound != Bound::Upper || best < static_eval)
            && best.abs() < MATE_BOUND
            && raw_eval.abs() < correction::DECIDED;
        if let Some(keys) = corr_keys.filter(|_| learns) {
            self.correction.update(&keys, depth, best, static_eval);
        }
        self.tt.store(key, ply, best_move, best, if in_check { 0 } else { raw_eval }, depth, bound);
        best
    }

    fn qsearch(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize, qply: u32) -> i32 {
        self.pv_len[ply] = ply;
        if self.enter_node() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply as u32);
        if pos.is_insufficient_material() {
            return DRAW;
        }
        let in_check = pos.is_check();
        if ply >= MAX_PLY {
            return if in_check { 0 } else { self.eval(pos) };
        }
        // The table answers here too: any stored search of this position is at least as deep.
        let key = pos.hash();
        let entry = self.tt.probe(key, ply);
        if let Some(e) = entry {
            let cut = match e.bound {
                Bound::Exact => true,
                Bound::Lower => e.score >= beta,
                Bound::Upper => e.score <= alpha,
            };
            if cut && beta - alpha == 1 {
                return e.score;
            }
        }
        let mut best = -INF;
        let raw = if in_check { -INF } else { entry.map_or_else(|| self.eval(pos), |e| e.eval) };
        let stand = if in_check { -INF } else { self.corrected(raw, &correction::Keys::of(pos)) };
        // Only a full-depth quiescence (no capture horizon of a weak level) is worth keeping.
        let store = self.params.q_plies >= 99;
        if !in_check {
            if stand >= beta {
                if store && entry.is_none() {
                    self.tt.store(key, ply, None, stand, raw, 0, Bound::Lower);
                }
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
            if qply >= self.params.q_plies {
                return stand;
            }
        }
        let mut picker = MovePicker::empty();
        picker.fill_noisy(pos);
        let any_legal = picker.len() > 0;
        let original_alpha = alpha;
        let mut best_move = None;
        while let Some((m, _)) = picker.next_scored() {
            if self.overlooked(pos, m, ply) {
                continue;
            }
            if !in_check {
                // Delta pruning, and no captures that lose material by exchange. Not for a
                // capture that leaves the opponent a minor piece at most: the evaluation after it
                // is not the one before plus the piece (a king that takes a rook promoted beside
                // it leaves a bishop alone, a draw, not "a rook less of a lost position"; without
                // this, a bare king by its corner looked lost, seven pawns swinging from one
                // depth to the next).
                if m.promotion().is_none()
                    && stand + ordering::capture_gain(pos, m) + 200 <= alpha
                    && !takes_last_piece(pos, m)
                {
                    continue;
                }
                if !ordering::see_non_negative(pos, m) {
                    continue;
                }
            }
            let child = pos.after(m);
            self.push(child.hash(), true);
            let score = -self.qsearch(&child, -beta, -alpha, ply + 1, qply + 1);
            self.pop();
            if self.abort.is_some() {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        if in_check && best == -INF {
            if !any_legal {
                return -MATE + ply as i32;
            }
            // Only overlooked evasions: judge it statically rather than as mate.
            return self.eval(pos);
        }
        if store {
            // Depth 0: never enough for a cut-off in the main search, but it answers the next
            // quiescence of this position, and its score refines the static evaluation there.
            let bound = Bound::of(best, original_alpha, alpha, beta);
            self.tt.store(key, ply, best_move, best, if in_check { 0 } else { raw }, 0, bound);
        }
        best
    }
}

/// Whether `m` takes a piece that leaves the opponent at most a knight or a bishop besides its
/// king and pawns: there the evaluation knows draws (insufficient material, a minor piece
/// alone, the wrong corner) and is not the one before less the piece.
fn takes_last_piece(pos: &Position, m: Move) -> bool {
    let b = pos.board();
    let theirs = b.by_color(!pos.turn()) & !(b.by_role(Role::King) | b.by_role(Role::Pawn));
    if !theirs.contains(m.to()) {
        return false;
    }
    let rest = theirs & !Bitboard::from_square(m.to());
    rest.is_empty() || (rest.count() == 1 && (rest & (b.by_role(Role::Rook) | b.by_role(Role::Queen))).is_empty())
}
