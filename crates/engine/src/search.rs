//! The search: iterative deepening over a principal-variation (negamax) alpha-beta search with
//! quiescence, a transposition table, null-move pruning, late-move reductions, check
//! extensions, mate scores and draw detection (repetition against the game and the search path,
//! the fifty-move rule, insufficient material).
//!
//! A search is a [`SearchTask`] advanced by [`Searcher::step`], one iteration per call, so that
//! a caller with a single thread (a Web Worker) can pause between slices and still answer
//! `stop`: a pause request aborts the iteration in progress, which is run again on the next call
//! (the transposition table keeps most of its work). [`Searcher::search`] runs a task to the end.

use crate::correction::{self, CorrectionHistory};
use crate::eval::{self, evaluate};
use crate::levels::{self, Level, LevelParams};
use crate::ordering::{self, ContinuationHistory, History, MovePicker, QuietHistory};
use crate::rng::{mix, Rng};
use crate::time::{self, Clock, Deadlines, Limits, DEFAULT_DEPTH};
use crate::tt::{Bound, TranspositionTable};
use kaissa_rules::{Move, Position};

/// The deepest the search ever goes from the root, in plies (extensions included).
pub const MAX_PLY: usize = 128;
/// The deepest iteration.
pub const MAX_DEPTH: u32 = 100;
/// Larger than any score.
pub const INF: i32 = 32_000;
/// The score of giving mate now; mate in `n` plies scores `MATE - n`.
pub const MATE: i32 = 31_000;
/// Scores beyond this (in absolute value) are mates.
pub const MATE_BOUND: i32 = MATE - 1_000;
const DRAW: i32 = 0;

/// A score as UCI reports it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns for the side to move.
    Cp(i32),
    /// Mate in this many moves (negative: the side to move is mated).
    Mate(i32),
}

impl Score {
    /// From the search's internal score.
    #[must_use]
    pub fn from_internal(s: i32) -> Score {
        if s >= MATE_BOUND {
            Score::Mate((MATE - s + 1) / 2)
        } else if s <= -MATE_BOUND {
            Score::Mate(-((MATE + s) / 2))
        } else {
            Score::Cp(s)
        }
    }
}

impl core::fmt::Display for Score {
    /// As in a UCI `info` line: `cp 31` or `mate -2`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

/// What one finished iteration found (a UCI `info` line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// Iteration depth.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// The score of the best move.
    pub score: Score,
    /// Nodes visited so far in this search.
    pub nodes: u64,
    /// Milliseconds since the search started.
    pub time_ms: u64,
    /// Transposition table use, in permille.
    pub hashfull: u32,
    /// The principal variation.
    pub pv: Vec<Move>,
}

impl Info {
    /// Nodes per second.
    #[must_use]
    pub fn nps(&self) -> u64 {
        self.nodes * 1000 / self.time_ms.max(1)
    }
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` only when there is no legal move.
    pub best_move: Option<Move>,
    /// The score of the best line found (the search's own view, before any level's choice).
    pub score: Score,
    /// The last completed iteration.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// The principal variation of the last completed iteration.
    pub pv: Vec<Move>,
}

/// What [`Searcher::step`] did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StepOutcome {
    /// An iteration finished; call again to go deeper.
    Running,
    /// The pause callback asked to stop; the interrupted iteration runs again next call.
    Paused,
    /// The search is over: take [`SearchTask::result`].
    Finished,
}

#[derive(Clone, Debug)]
struct RootMove {
    m: Move,
    score: i32,
}

/// One search in progress (one UCI `go`).
pub struct SearchTask {
    root: Position,
    /// Keys of the game's earlier positions, then the root, then the search path.
    keys: Vec<u64>,
    /// For each entry of `keys`, the lowest index a repetition may be found at.
    floors: Vec<usize>,
    limits: Limits,
    deadlines: Deadlines,
    start_ms: f64,
    params: LevelParams,
    node_limit: Option<u64>,
    max_depth: u32,
    nodes: u64,
    seldepth: u32,
    next_depth: u32,
    root_moves: Vec<RootMove>,
    /// Scores of the root moves at the last completed iteration (for a level's choice).
    completed: Vec<RootMove>,
    best_move: Option<Move>,
    best_score: i32,
    pv: Vec<Move>,
    completed_depth: u32,
    /// Completed iterations in a row whose best move was the one before's (time management).
    stable_iterations: u32,
    /// How far the last completed iteration's score fell below the previous one's.
    score_drop: i32,
    stopped: bool,
    finished: bool,
    chosen: Option<Move>,
    infos: Vec<Info>,
}

impl SearchTask {
    /// Asks the search to end: the next [`Searcher::step`] finishes at once with the best move
    /// found so far.
    pub fn stop(&mut self) {
        self.stopped = true;
    }

    /// Whether the search is over.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The limits it was started with.
    #[must_use]
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The position searched.
    #[must_use]
    pub fn root(&self) -> &Position {
        &self.root
    }

    /// Takes the iteration reports produced since the last call.
    pub fn take_infos(&mut self) -> Vec<Info> {
        core::mem::take(&mut self.infos)
    }

    /// The result so far (final once finished): the move a level chose, or the best move.
    #[must_use]
    pub fn result(&self) -> SearchResult {
        SearchResult {
            best_move: self.chosen.or(self.best_move),
            score: Score::from_internal(self.best_score),
            depth: self.completed_depth,
            nodes: self.nodes,
            pv: self.pv.clone(),
        }
    }
}

enum Abort {
    /// Out of time or nodes: the search is over.
    Limit,
    /// The caller wants control back: the iteration will be run again.
    Pause,
}

/// The engine: transposition table, move-ordering memory and strength level, kept from one
/// search to the next within a game.
pub struct Searcher {
    tt: TranspositionTable,
    history: History,
    cont: ContinuationHistory,
    correction: CorrectionHistory,
    killers: Box<[[Option<Move>; 2]; MAX_PLY + 2]>,
    counters: Box<Counters>,
    pv: Box<[[Option<Move>; MAX_PLY + 2]; MAX_PLY + 2]>,
    pv_len: Box<[usize; MAX_PLY + 2]>,
    lmr: Box<[[u8; 64]; 64]>,
    level: Level,
    seed: u64,
    rng: Rng,
}

impl Searcher {
    /// A full-strength searcher with a transposition table of `hash_mb` megabytes.
    #[must_use]
    pub fn new(hash_mb: usize) -> Searcher {
        let mut lmr = Box::new([[0u8; 64]; 64]);
        for (d, row) in lmr.iter_mut().enumerate().skip(1) {
            for (n, r) in row.iter_mut().enumerate().skip(1) {
                *r = (0.75 + (d as f64).ln() * (n as f64).ln() / 2.25) as u8;
            }
        }
        Searcher {
            tt: TranspositionTable::new(hash_mb),
            history: History::new(),
            cont: ContinuationHistory::new(),
            correction: CorrectionHistory::new(),
            killers: Box::new([[None; 2]; MAX_PLY + 2]),
            counters: Box::new([[[None; 64]; 6]; 2]),
            pv: Box::new([[None; MAX_PLY + 2]; MAX_PLY + 2]),
            pv_len: Box::new([0; MAX_PLY + 2]),
            lmr,
            level: Level::MAX,
            seed: 0,
            rng: Rng::new(0),
        }
    }

    /// Replaces the transposition table by an empty one of `mb` megabytes.
    pub fn set_hash_mb(&mut self, mb: usize) {
        self.tt = TranspositionTable::new(mb);
    }

    /// Sets the strength level.
    pub fn set_level(&mut self, level: Level) {
        self.level = level;
    }

    /// The strength level.
    #[must_use]
    pub fn level(&self) -> Level {
        self.level
    }

    /// Starts a new game: forgets what earlier games taught, and seeds the level's noise and
    /// choices (the same seed gives the same game against the same moves).
    pub fn new_game(&mut self, seed: u64) {
        self.tt.clear();
        self.history.clear();
        self.cont.clear();
        self.correction.clear();
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        *self.counters = [[[None; 64]; 6]; 2];
        self.seed = mix(seed ^ 0x6b61_6973_7361);
        self.rng = Rng::new(self.seed);
    }

    /// Starts a search of `pos`. `history` holds the keys ([`Position::hash`]) of the game's
    /// earlier positions, oldest first, for repetition detection.
    pub fn start(&mut self, pos: &Position, history: &[u64], limits: Limits, clock: &dyn Clock) -> SearchTask {
        self.tt.new_search();
        let params = self.level.params();
        let mut keys = history.to_vec();
        keys.push(pos.hash());
        let root_index = keys.len() - 1;
        let floor = root_index.saturating_sub(pos.halfmove_clock() as usize);
        let floors = vec![floor; keys.len()];
        let node_limit = match (limits.nodes, params.max_nodes) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let depth_limit =
            limits.depth.unwrap_or(if limits.is_bounded() || limits.infinite { MAX_DEPTH } else { DEFAULT_DEPTH });
        let max_depth = depth_limit.min(params.max_depth).clamp(1, MAX_DEPTH);

        // Root moves, in static order; a weakened level never sees the moves it overlooks here.
        let tt_move = self.tt.probe(pos.hash(), 0).and_then(|e| e.mv);
        let mut picker = MovePicker::new(
            pos,
            tt_move,
            [None, None],
            None,
            QuietHistory { history: &self.history, cont: &self.cont, prev: [None, None] },
        );
        let mut root_moves = Vec::new();
        let mut overlooked = Vec::new();
        while let Some((m, _)) = picker.next_scored() {
            if levels::overlooks(self.seed, pos, m, params.blindness) {
                overlooked.push(RootMove { m, score: -INF });
            } else {
                root_moves.push(RootMove { m, score: -INF });
            }
        }
        if root_moves.is_empty() {
            root_moves = overlooked;
        }
        let finished = root_moves.is_empty();
        SearchTask {
            root: *pos,
            keys,
            floors,
            deadlines: limits.deadlines(pos.turn()),
            limits,
            start_ms: clock.now_ms(),
            params,
            node_limit,
            max_depth,
            nodes: 0,
            seldepth: 0,
            next_depth: 1,
            root_moves,
            completed: Vec::new(),
            best_move: None,
            best_score: if finished && pos.is_check() { -MATE } else { DRAW },
            pv: Vec::new(),
            completed_depth: 0,
            stable_iterations: 0,
            score_drop: 0,
            stopped: false,
            finished,
            chosen: None,
            infos: Vec::new(),
        }
    }

    /// Searches `pos` to the end of `limits`, or until `should_stop` returns true (polled every
    /// 2048 nodes): then the best move found so far is returned.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: Limits,
        clock: &dyn Clock,
        should_stop: &mut dyn FnMut() -> bool,
    ) -> SearchResult {
        let mut task = self.start(pos, history, limits, clock);
        loop {
            match self.step(&mut task, clock, should_stop) {
                StepOutcome::Finished => break,
                StepOutcome::Paused => task.stop(),
                StepOutcome::Running => {}
            }
        }
        task.result()
    }

    /// Runs the next iteration of `task`, or finishes it. `pause` is polled every 2048 nodes;
    /// when it returns true the iteration is abandoned and [`StepOutcome::Paused`] returned.
    /// The first iteration is never abandoned, so a move is always ready.
    pub fn step(&mut self, task: &mut SearchTask, clock: &dyn Clock, pause: &mut dyn FnMut() -> bool) -> StepOutcome {
        if task.finished {
            return StepOutcome::Finished;
        }
        if task.stopped && task.completed_depth > 0 {
            self.finish(task);
            return StepOutcome::Finished;
        }
        let depth = task.next_depth;
        match self.iterate(task, depth, clock, pause) {
            Ok(score) => {
                let best = task.root_moves[0].m;
                task.stable_iterations = if task.best_move == Some(best) { task.stable_iterations + 1 } else { 0 };
                task.score_drop = if task.completed_depth > 0 { task.best_score - score } else { 0 };
                task.completed_depth = depth;
                task.best_score = score;
                task.best_move = Some(best);
                task.completed = task.root_moves.clone();
                let elapsed = clock.now_ms() - task.start_ms;
                task.infos.push(Info {
                    depth,
                    seldepth: task.seldepth,
                    score: Score::from_internal(score),
                    nodes: task.nodes,
                    time_ms: elapsed.max(0.0) as u64,
                    hashfull: self.tt.hashfull(),
                    pv: task.pv.clone(),
                });
                task.next_depth += 1;
                if task.stopped || self.iterations_done(task, elapsed) {
                    self.finish(task);
                    return StepOutcome::Finished;
                }
                StepOutcome::Running
            }
            Err(Abort::Pause) => StepOutcome::Paused,
            Err(Abort::Limit) => {
                self.finish(task);
                StepOutcome::Finished
            }
        }
    }

    fn iterations_done(&self, task: &SearchTask, elapsed: f64) -> bool {
        let depth = task.completed_depth;
        if depth >= task.max_depth {
            return true;
        }
        if task.limits.infinite {
            return false;
        }
        if task.node_limit.is_some_and(|n| task.nodes >= n) {
            return true;
        }
        if let Some(soft) = task.deadlines.soft {
            let done = if task.deadlines.stop_early {
                let target = soft * time::effort_scale(task.stable_iterations, task.score_drop);
                elapsed >= target * time::NEXT_ITERATION_FRACTION
            } else {
                elapsed >= soft
            };
            if done {
                return true;
            }
        }
        if task.deadlines.stop_early && task.root_moves.len() == 1 {
            return true;
        }
        if task.best_score.abs() >= MATE_BOUND {
            let plies = MATE - task.best_score.abs();
            if depth as i32 > 2 * plies {
                return true;
            }
        }
        false
    }

    fn finish(&mut self, task: &mut SearchTask) {
        task.finished = true;
        // The first root move is the last completed iteration's best, or a move that beat it in
        // the interrupted iteration (moved to the front when the search was interrupted).
        if task.best_move.is_none() || task.params.is_full_strength() {
            task.best_move = task.root_moves.first().map(|r| r.m);
        }
        if !task.params.is_full_strength() && !task.completed.is_empty() {
            task.chosen = Some(self.choose(task));
        }
    }

    /// A weakened level's final choice: the best move after adding its noise and its taste for
    /// checks and captures to each candidate's score.
    fn choose(&mut self, task: &SearchTask) -> Move {
        let p = task.params;
        let mut best = (i32::MIN, task.completed[0].m);
        for rm in &task.completed {
            let mut v = rm.score;
            if p.choice_noise > 0 {
                // The sum of three uniforms: roughly normal, with the given spread.
                let u: f64 = (0..3).map(|_| self.rng.unit() * 2.0 - 1.0).sum();
                v += (u * f64::from(p.choice_noise)) as i32;
            }
            if task.root.is_capture(rm.m) {
                v += p.capture_bonus;
            }
            if p.check_bonus != 0 && task.root.after(rm.m).is_check() {
                v += p.check_bonus;
            }
            if v > best.0 {
                best = (v, rm.m);
            }
        }
        best.1
    }

    /// One iteration at `depth`, with aspiration windows around the last score at full strength.
    fn iterate(
        &mut self,
        task: &mut SearchTask,
        depth: u32,
        clock: &dyn Clock,
        pause: &mut dyn FnMut() -> bool,
    ) -> Result<i32, Abort> {
        let hard_abs = task.deadlines.hard.map(|h| task.start_ms + h);
        let all_scores = !task.params.is_full_strength();
        let margin = 3 * task.params.choice_noise + task.params.check_bonus + task.params.capture_bonus + 10;
        let mut ctx = Ctx {
            tt: &mut self.tt,
            history: &mut self.history,
            cont: &mut self.cont,
            correction: &mut self.correction,
            killers: &mut self.killers,
            counters: &mut self.counters,
            pv: &mut self.pv,
            pv_len: &mut self.pv_len,
            lmr: &self.lmr,
            keys: &mut task.keys,
            floors: &mut task.floors,
            nodes: task.nodes,
            seldepth: 0,
            node_limit: task.node_limit,
            hard_abs,
            clock,
            pause,
            abortable: depth > 1,
            abort: None,
            params: task.params,
            seed: self.seed,
            evals: [-INF; MAX_PLY + 2],
            moves: [None; MAX_PLY + 2],
            piece_tos: [None; MAX_PLY + 2],
        };
        let depth = depth as i32;
        let prev = task.best_score;
        let mut window = 30;
        let (mut alpha, mut beta) = if depth >= 5 && !all_scores && prev.abs() < MATE_BOUND {
            (prev - window, prev + window)
        } else {
            (-INF, INF)
        };
        let result = loop {
            let r = root_search(
                &mut ctx,
                &task.root,
                &mut task.root_moves,
                &mut task.pv,
                depth,
                alpha,
                beta,
                all_scores,
                margin,
            );
            match r {
                None => break None,
                Some(score) if score <= alpha && alpha > -INF => {
                    alpha = (alpha - window).max(-INF);
                    window *= 2;
                }
                Some(score) if score >= beta && beta < INF => {
                    beta = (beta + window).min(INF);
                    window *= 2;
                }
                Some(score) => break Some(score),
            }
        };
        task.nodes = ctx.nodes;
        task.seldepth = task.seldepth.max(ctx.seldepth);
        let abort = ctx.abort.take();
        match result {
            Some(score) => Ok(score),
            None => Err(abort.unwrap_or(Abort::Limit)),
        }
    }
}

/// Searches the root moves; keeps them sorted best first. `None` if aborted.
#[allow(clippy::too_many_arguments)]
fn root_search(
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

/// The state of one iteration: borrowed tables and counters.
struct Ctx<'a> {
    tt: &'a mut TranspositionTable,
    history: &'a mut History,
    cont: &'a mut ContinuationHistory,
    correction: &'a mut CorrectionHistory,
    killers: &'a mut [[Option<Move>; 2]; MAX_PLY + 2],
    counters: &'a mut Counters,
    pv: &'a mut [[Option<Move>; MAX_PLY + 2]; MAX_PLY + 2],
    pv_len: &'a mut [usize; MAX_PLY + 2],
    lmr: &'a [[u8; 64]; 64],
    keys: &'a mut Vec<u64>,
    floors: &'a mut Vec<usize>,
    nodes: u64,
    seldepth: u32,
    node_limit: Option<u64>,
    hard_abs: Option<f64>,
    clock: &'a dyn Clock,
    pause: &'a mut dyn FnMut() -> bool,
    abortable: bool,
    abort: Option<Abort>,
    params: LevelParams,
    seed: u64,
    /// Static evaluation at each ply of the current path (`-INF` when in check), for the
    /// "improving" test: a side whose evaluation rose over its last move prunes less.
    evals: [i32; MAX_PLY + 2],
    /// The move played at each ply of the current path (`None` for a null move).
    moves: [Option<Move>; MAX_PLY + 2],
    /// The (piece, destination) of the move played at each ply of the current path (`None` for
    /// a null move), the context continuation history is indexed by.
    piece_tos: [Option<usize>; MAX_PLY + 2],
}

/// Countermoves: the quiet move that refuted a move, by the mover's colour, role and
/// destination.
type Counters = [[[Option<Move>; 64]; 6]; 2];

impl Ctx<'_> {
    #[inline]
    fn push(&mut self, key: u64, zeroing: bool) {
        let index = self.keys.len();
        let floor = if zeroing { index } else { *self.floors.last().unwrap_or(&0) };
        self.keys.push(key);
        self.floors.push(floor);
    }

    #[inline]
    fn push_null(&mut self, key: u64) {
        let index = self.keys.len();
        self.keys.push(key);
        self.floors.push(index);
    }

    #[inline]
    fn pop(&mut self) {
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
    fn negamax(
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
                // Delta pruning, and no captures that lose material by exchange.
                if m.promotion().is_none() && stand + ordering::capture_gain(pos, m) + 200 <= alpha {
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

/// Whether an internal score announces a mate (for either side).
#[must_use]
pub fn is_mate_score(score: i32) -> bool {
    score.abs() >= MATE_BOUND
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ManualClock;

    #[test]
    fn scores_convert_to_uci() {
        assert_eq!(Score::from_internal(MATE - 1), Score::Mate(1));
        assert_eq!(Score::from_internal(MATE - 3), Score::Mate(2));
        assert_eq!(Score::from_internal(-MATE + 2), Score::Mate(-1));
        assert_eq!(Score::from_internal(-MATE + 4), Score::Mate(-2));
        assert_eq!(Score::from_internal(35), Score::Cp(35));
        assert_eq!(Score::Mate(-2).to_string(), "mate -2");
    }

    #[test]
    fn finds_a_back_rank_mate() {
        let pos = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
        let mut s = Searcher::new(1);
        let r = s.search(&pos, &[], Limits::depth(3), &ManualClock::default(), &mut || false);
        assert_eq!(r.best_move.unwrap().to_string(), "a1a8");
        assert_eq!(r.score, Score::Mate(1));
    }
}
