//! A review in progress, as plain state (issue 23): which position the engine worker should
//! search next, what its answers were, how far along it is, and the reviewed moves at the end.
//!
//! The worker needs nothing new for it: each position is one standard UCI search
//! (`position fen … ` and `go nodes …`), and its last `info … score … pv …` line is the
//! position's [`Line`] ([`info_line`]). The judgements and reasons are then computed here, off
//! the worker, by [`kaissa_engine::coach::ply_review`] — rules-core facts on the lines, no search.
//! Three passes: every position at [`REVIEW_NODES`] (as [`kaissa_engine::coach::review`] does
//! natively), then the two positions around each mistake, blunder or hung piece again at four
//! times that, then, for each piece still said to hang, the best reply other than its capture
//! (`go … searchmoves …`): the piece is named only if taking it beats every other reply by a
//! minor piece's worth. This is the one review the app runs, and the one `kaissa-review`
//! (`src/bin/kaissa-review.rs`) measures against Stockfish, through the same UCI lines.

use super::retry::Retry;
use crate::engine_link::{parse_line, EngineLine};
use kaissa_engine::coach::{
    hang_to_confirm, needs_second_look, ply_review, positions_of, Line, PlyReview, REVIEW_NODES,
};
use kaissa_engine::Score;
use kaissa_rules::{Color, Move, Position};

/// The second look's budget, as a multiple of the first's.
pub const SECOND_LOOK_FACTOR: u64 = 4;

/// One search the review asks the worker for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search {
    /// Which position of the game (0: the first; `i`: after the `i`th move).
    pub index: usize,
    /// The UCI lines to send: `position fen …` and `go nodes …`.
    pub lines: [String; 2],
}

/// A review of one game, from its first search to its last.
#[derive(Clone, Debug)]
pub struct ReviewRun {
    moves: Vec<Move>,
    positions: Vec<Position>,
    /// The positions' hashes, for repetitions.
    hashes: Vec<u64>,
    /// The first pass's line of each position.
    first: Vec<Option<Line>>,
    /// The second look's lines, for the positions that get one.
    second: Vec<Option<Line>>,
    /// The positions the second look searches (found once the first pass is done).
    again: Vec<usize>,
    /// The reviewed moves, once the first pass is done (then refined by the second look).
    reviewed: Vec<PlyReview>,
    /// The moves said to hang a piece after the second look, each with the other replies to
    /// search (found once the second look is done).
    confirm: Vec<(usize, Vec<Move>)>,
    /// The score of the best other reply, for each move of `confirm`, once searched.
    other: Vec<Option<Score>>,
    /// The moves the blunder guard stopped in the game (issue 46): each with the position
    /// index it was tried in, and the line of the position it would have made once searched.
    stopped: Vec<(usize, Move, Option<Line>)>,
}

impl ReviewRun {
    /// A review of the game of `moves` from `start` (each legal in turn).
    #[must_use]
    pub fn new(start: &Position, moves: &[Move]) -> ReviewRun {
        let positions = positions_of(start, moves);
        let n = positions.len();
        let hashes = positions.iter().map(Position::hash).collect();
        let mut run = ReviewRun {
            moves: moves.to_vec(),
            positions,
            hashes,
            first: vec![None; n],
            second: vec![None; n],
            again: Vec::new(),
            reviewed: Vec::new(),
            confirm: Vec::new(),
            other: vec![None; moves.len()],
            stopped: Vec::new(),
        };
        run.fill_known();
        if run.first.iter().all(Option::is_some) {
            run.first_pass_done();
        }
        run
    }

    /// The same review with the moves the blunder guard stopped in the game (`ply`: the number
    /// of moves the game had then; the move in UCI): each is searched too, after the game's
    /// positions, and listed if the guard's judgement on the review's lines still warns of it.
    /// A stopped move that does not fit the game (not legal there, past its end) is left out.
    #[must_use]
    pub fn with_stopped(mut self, stopped: &[(usize, String)]) -> ReviewRun {
        self.stopped = stopped
            .iter()
            .filter_map(|(ply, uci)| {
                let pos = self.positions.get(*ply)?;
                let m = pos.parse_uci(uci).ok()?;
                let line = (!pos.after(m).has_legal_moves()).then(|| {
                    let after = pos.after(m);
                    Line { score: if after.is_check() { Score::Mate(0) } else { Score::Cp(0) }, pv: Vec::new() }
                });
                Some((*ply, m, line))
            })
            .collect();
        self
    }

    /// The position searched by a [`Search`] of `index`: one of the game's, or one a stopped
    /// move would have made (indices after the game's).
    #[must_use]
    pub fn searched(&self, index: usize) -> Option<Position> {
        if let Some(pos) = self.positions.get(index) {
            return Some(*pos);
        }
        let (ply, m, _) = self.stopped.get(index - self.positions.len())?;
        Some(self.positions[*ply].after(*m))
    }

    /// The next search to ask the worker for; `None` when the review is complete.
    #[must_use]
    pub fn next(&self) -> Option<Search> {
        if let Some(k) = self.stopped.iter().position(|(_, _, line)| line.is_none()) {
            let pos = self.searched(self.positions.len() + k)?;
            return Some(Search {
                index: self.positions.len() + k,
                lines: [format!("position fen {}", pos.fen()), format!("go nodes {REVIEW_NODES}")],
            });
        }
        if let Some(index) = self.first.iter().position(Option::is_none) {
            return Some(self.search(index, REVIEW_NODES));
        }
        if let Some(index) = self.again.iter().copied().find(|&i| self.second[i].is_none()) {
            return Some(self.search(index, SECOND_LOOK_FACTOR * REVIEW_NODES));
        }
        let (ply, others) = self.confirm.iter().find(|(ply, _)| self.other[*ply].is_none())?;
        let mut search = self.search(ply + 1, SECOND_LOOK_FACTOR * REVIEW_NODES);
        let moves: Vec<String> = others.iter().map(|m| m.uci()).collect();
        search.lines[1] = format!("{} searchmoves {}", search.lines[1], moves.join(" "));
        Some(search)
    }

    /// The lines of the search of position `index` at `nodes`: the position on its own, without
    /// the game's history (as the native review: a repetition scored 0 in one search and not in
    /// the next would look like a blunder).
    fn search(&self, index: usize, nodes: u64) -> Search {
        Search { index, lines: [format!("position fen {}", self.positions[index].fen()), format!("go nodes {nodes}")] }
    }

    /// The worker's answer for the search of position `index`: its last score and line (the
    /// searches are asked one at a time, in [`ReviewRun::next`]'s order, so the answer is the one
    /// asked for). A position with no move needs no search: [`ReviewRun::answer`] is never asked
    /// for it (its line is known), and an answer for a position not asked is ignored.
    pub fn answer(&mut self, index: usize, line: Line) {
        if index >= self.positions.len() {
            if let Some((_, _, found @ None)) = self.stopped.get_mut(index - self.positions.len()) {
                *found = Some(line);
            }
            return;
        }
        if self.first[index].is_none() {
            self.first[index] = Some(line);
            if self.first.iter().all(Option::is_some) {
                self.first_pass_done();
            }
        } else if self.again.contains(&index) && self.second[index].is_none() {
            self.second[index] = Some(line);
            self.refine();
        } else if let Some(&(ply, _)) =
            self.confirm.iter().find(|(ply, _)| ply + 1 == index && self.other[*ply].is_none())
        {
            self.other[ply] = Some(line.score);
            if let (Some(best), Some(after)) = (&self.second[ply], &self.second[ply + 1]) {
                self.reviewed[ply] = self.judge(ply, best, after, Some(line.score));
            }
        }
    }

    /// The lines of positions with no legal move are known without a search: mated (mate 0) or
    /// a draw.
    fn fill_known(&mut self) {
        for (i, pos) in self.positions.iter().enumerate() {
            if self.first[i].is_none() && !pos.has_legal_moves() {
                let score = if pos.is_check() { Score::Mate(0) } else { Score::Cp(0) };
                self.first[i] = Some(Line { score, pv: Vec::new() });
            }
        }
    }

    /// Judges every move from the first pass, and picks the positions of the second look.
    fn first_pass_done(&mut self) {
        let lines: Vec<Line> = self.first.iter().flatten().cloned().collect();
        self.reviewed = (0..self.moves.len()).map(|i| self.judge(i, &lines[i], &lines[i + 1], None)).collect();
        let mut again = Vec::new();
        for (i, r) in self.reviewed.iter().enumerate() {
            if needs_second_look(r) {
                again.extend([i, i + 1]);
            }
        }
        again.dedup();
        for &i in &again {
            if !self.positions[i].has_legal_moves() {
                self.second[i] = self.first[i].clone();
            }
        }
        self.again = again;
        self.refine();
    }

    /// Once every second look is in: the moves still said to hang a piece, and the other
    /// replies to search for each (a capture that is the only reply needs no search).
    fn find_hangs_to_confirm(&mut self) {
        for i in 0..self.moves.len() {
            let Some(after) = &self.second[i + 1] else { continue };
            if !self.again.contains(&i) {
                continue;
            }
            match hang_to_confirm(&self.reviewed[i], &self.positions[i + 1], after) {
                Some(others) if others.is_empty() => self.other[i] = Some(Score::Mate(-1)),
                Some(others) => self.confirm.push((i, others)),
                None => {}
            }
        }
    }

    /// Judges again each move whose two positions have had their second look.
    fn refine(&mut self) {
        for i in 0..self.moves.len() {
            if let (Some(best), Some(after)) = (&self.second[i], &self.second[i + 1]) {
                if self.again.contains(&i) {
                    self.reviewed[i] = self.judge(i, best, after, None);
                }
            }
        }
        if self.again.iter().all(|&i| self.second[i].is_some()) {
            self.find_hangs_to_confirm();
        }
    }

    /// The review of move `i` from the lines of the positions before and after it, and the best
    /// other reply's score when a hung piece's capture was checked.
    fn judge(&self, i: usize, best: &Line, after: &Line, other: Option<Score>) -> PlyReview {
        ply_review(&self.positions[i], self.moves[i], best, after, &self.hashes[..=i + 1], other)
    }

    /// How far along the review is: searches done and searches in all (the second look's count is
    /// known once the first pass is done, the confirmations' once the second look is).
    #[must_use]
    pub fn progress(&self) -> (usize, usize) {
        let done = self.first.iter().filter(|l| l.is_some()).count()
            + self.again.iter().filter(|&&i| self.second[i].is_some()).count()
            + self.confirm.iter().filter(|(ply, _)| self.other[*ply].is_some()).count();
        let stopped = self.stopped.iter().filter(|(_, _, l)| l.is_some()).count();
        (done + stopped, self.first.len() + self.again.len() + self.confirm.len() + self.stopped.len())
    }

    /// Whether every search is done.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.next().is_none()
    }

    /// The reviewed moves, once the review is done.
    #[must_use]
    pub fn result(&self) -> Option<&[PlyReview]> {
        self.is_done().then_some(self.reviewed.as_slice())
    }

    /// Each side's accuracy over the game, White's then Black's, in percent, once done (`None`
    /// for a side with no move).
    #[must_use]
    pub fn accuracy(&self) -> Option<[Option<f64>; 2]> {
        let reviewed = self.result()?;
        let mover = |i: usize| self.positions[i].turn();
        let of = |color: Color| {
            let moves: Vec<f64> =
                reviewed.iter().enumerate().filter(|(i, _)| mover(*i) == color).map(|(_, r)| r.accuracy).collect();
            kaissa_engine::coach::accuracy(&moves)
        };
        Some([of(Color::White), of(Color::Black)])
    }
}

impl ReviewRun {
    /// The game's positions: the first, then the one after each move.
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The best line known for position `index`: the second look's, else the first pass's.
    #[must_use]
    pub fn line(&self, index: usize) -> Option<&Line> {
        self.second.get(index).and_then(Option::as_ref).or_else(|| self.first.get(index).and_then(Option::as_ref))
    }

    /// Every position's best known line, once the first pass is done (the graph's points).
    #[must_use]
    pub fn lines(&self) -> Option<Vec<Line>> {
        (0..self.positions.len()).map(|i| self.line(i).cloned()).collect()
    }

    /// The moves the blunder guard stopped that the review's lines confirm, once done: each with
    /// the position index it was tried in and the guard's reason (the same judgement as the
    /// guard's, [`kaissa_engine::coach::guard_verdict`], on the review's deeper searches).
    #[must_use]
    pub fn stopped(&self) -> Option<Vec<(usize, Move, kaissa_engine::coach::Reason)>> {
        self.result()?;
        Some(
            self.stopped
                .iter()
                .filter_map(|(ply, m, after)| {
                    let reason = kaissa_engine::coach::guard_verdict(
                        &self.positions[*ply],
                        *m,
                        self.line(*ply)?,
                        after.as_ref()?,
                    )?;
                    Some((*ply, *m, reason))
                })
                .collect(),
        )
    }

    /// "Try again" on move `index` (0: the game's first move), once the review is done.
    #[must_use]
    pub fn retry(&self, index: usize) -> Option<Retry> {
        self.result()?;
        let (before, played, best) = (*self.positions.get(index)?, *self.moves.get(index)?, self.line(index)?.clone());
        Some(Retry::new(before, played, best, self.hashes[..=index].to_vec()))
    }
}

/// The score and line of an engine `info` line (`info depth 9 … score cp 31 … pv e2e4 e7e5`), read
/// in `pos` (the position searched): the line's moves up to the first that is not legal there in
/// turn. `None` for a line with no score.
#[must_use]
pub fn info_line(pos: &Position, line: &str) -> Option<Line> {
    // The score as the app reads every engine line (crate::engine_link::parse_line).
    let EngineLine::Score(score) = parse_line(line) else { return None };
    let words: Vec<&str> = line.split_ascii_whitespace().collect();
    // A bound is not a score.
    if words.iter().any(|w| matches!(*w, "lowerbound" | "upperbound")) {
        return None;
    }
    let mut pv = Vec::new();
    if let Some(from) = words.iter().position(|&w| w == "pv") {
        let mut p = *pos;
        for text in &words[from + 1..] {
            let Ok(m) = p.parse_uci(text) else { break };
            pv.push(m);
            p = p.after(m);
        }
    }
    Some(Line { score, pv })
}
