//! The driver: [`Searcher`] (the tables kept from one search to the next) and [`SearchTask`]
//! (one search in progress), iterative deepening with aspiration windows, when to stop (depth,
//! nodes, the clock's soft and hard deadlines, a mate found), searching in slices, and the
//! final choice of a weakened level ([`levels::choose`]).

use super::node::{Abort, Counters, Ctx};
use super::root::{root_search, RootMove};
use crate::correction::CorrectionHistory;
use crate::levels::{self, Level, LevelParams};
use crate::ordering::{ContinuationHistory, History, MovePicker, QuietHistory};
use crate::rng::{mix, Rng};
use crate::score::{Score, DRAW, INF, MATE, MATE_BOUND, MAX_DEPTH, MAX_PLY};
use crate::time::{self, Clock, Deadlines, Limits, DEFAULT_DEPTH};
use crate::tt::TranspositionTable;
use kaissa_rules::{Move, Position};

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
        // Only the moves asked for, when some are (none of them legal: all, as if none were).
        if root_moves.iter().any(|r| limits.searchmoves.contains(&r.m)) {
            root_moves.retain(|r| limits.searchmoves.contains(&r.m));
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
            task.chosen =
                levels::choose(&task.params, &task.root, task.completed.iter().map(|r| (r.m, r.score)), &mut self.rng);
        }
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
        let margin = task.params.choice_margin();
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ManualClock;

    #[test]
    fn finds_a_back_rank_mate() {
        let pos = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
        let mut s = Searcher::new(1);
        let r = s.search(&pos, &[], Limits::depth(3), &ManualClock::default(), &mut || false);
        assert_eq!(r.best_move.unwrap().to_string(), "a1a8");
        assert_eq!(r.score, Score::Mate(1));
    }
}
