//! Playing one level: a pure state machine from the learner's attempts (moves, taps, answers,
//! written moves, draw claims) to what the page shows — accepted (with the other side's
//! reply), refused by the rules (with the rules core's [`IllegalMove`]), or wrong for the goal
//! (with a lesson [`Mistake`]) — plus hints, stars and completion.
//!
//! ```
//! use kaissa_app_core::lessons::{runner::{Attempt, Runner}, LESSONS};
//! let level = &LESSONS[1].levels[0]; // the rook: move to the star
//! let mut run = Runner::new(level).unwrap();
//! let illegal = run.try_move("c2".parse().unwrap(), "d3".parse().unwrap(), None);
//! assert!(matches!(illegal, Attempt::Illegal(_)));
//! assert!(matches!(run.try_move("c2".parse().unwrap(), "c7".parse().unwrap(), None), Attempt::Accepted { .. }));
//! assert_eq!(run.stars(), Some(3));
//! ```

use super::goal::{self, asked_squares, judge_writing, right_answer};
use super::judge::immediate_mistake;
use super::mistake::{Mistake, MistakeKind};
use super::model::{Goal, Level, Opponent, Step};
use super::quiz::{clue, tap_clue, tap_why, why, Clue};
use super::search::{Refutation, Search, Unknown};
use super::sim::{LevelError, Sim};
use crate::board::state::Movable;
use crate::touch_move::obligation::{Obligation, Touch, TouchMove};
use kaissa_rules::{Bitboard, Color, Game, IllegalMove, Move, Position, Role, Square};

/// How many moves beyond the par the look-ahead considers in levels with no move limit. Small
/// on purpose: a pawn pushed past its star could promote and come back as a queen, but the
/// exercise is about the pawn.
const HORIZON: u32 = 3;

/// What became of an attempt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// Accepted: the move was played (with the other side's reply, if it answered at once), the
    /// square or answer was right.
    Accepted {
        /// The other side's reply, played.
        reply: Option<Move>,
    },
    /// The rules forbid the move: the rules core's reason. (In a level whose goal is to see
    /// this reason, this completes it.)
    Illegal(IllegalMove),
    /// Legal, but wrong for the goal: the lesson's reason. Nothing changed.
    Mistake(Mistake),
    /// Not something this level takes now (the level is over, the other side is thinking …).
    Ignored,
}

/// One step of help.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// Look at this square: the piece to move, the square to tap.
    Square(Square),
    /// Play this move (or try it, in a level about a forbidden move).
    Arrow(Move),
    /// A question's clue: the next step of the thinking (the board may show its squares,
    /// [`super::quiz::clue_squares`]), never the answer itself.
    Clue(Clue),
    /// The written move begins like this.
    Text(String),
    /// Claim the draw now.
    Claim,
    /// The goal is out of reach from here: start the level again.
    Restart,
}

/// A request to the engine for the other side's move (levels with an engine opponent).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpponentRequest {
    /// The FEN the game started from.
    pub fen: String,
    /// The moves since, in UCI notation.
    pub moves: Vec<String>,
    /// The engine's strength level.
    pub level: u8,
}

/// A level being played.
#[derive(Clone, Debug)]
pub struct Runner {
    /// The level as the curriculum has it (what the learner opened).
    main: &'static Level,
    /// Its first position, to start again from.
    main_start: Sim,
    /// The question being asked: the level itself, or its [`Level::retry`] after a wrong answer.
    level: &'static Level,
    start: Sim,
    sim: Sim,
    /// The learner's accepted steps so far.
    trail: Vec<Taken>,
    mistakes: u32,
    hints: u32,
    /// Wrong taps since the last right one: from the second, the board shows a right square.
    misses: u32,
    /// How much of the current hint has been shown (a piece first, then its move).
    hint_stage: u8,
    /// Touch-move levels: the game's own touch-move mode (FIDE Article 4), for the position the
    /// learner is to move in.
    touch: Option<TouchMove>,
    waiting: bool,
    /// The engine answered differently from the level's own defence: the stored solution no
    /// longer fits the game, so hints are worked out from the position.
    off_script: bool,
    /// After a wrong answer to a two-option question: the other question, asked once the
    /// learner has read why (until then the board keeps the position the explanation is about).
    pending: Option<&'static Level>,
    done: bool,
}

impl Runner {
    /// Starts a level.
    pub fn new(level: &'static Level) -> Result<Runner, LevelError> {
        let start = Sim::start(level)?;
        Ok(Runner::fresh(level, &start, level, &start))
    }

    /// Starts the level again from its first position (and its first question).
    pub fn restart(&mut self) {
        *self = Runner::fresh(self.main, &self.main_start, self.main, &self.main_start);
    }

    fn fresh(main: &'static Level, main_start: &Sim, level: &'static Level, start: &Sim) -> Runner {
        Runner {
            main,
            main_start: main_start.clone(),
            level,
            start: start.clone(),
            sim: start.clone(),
            trail: Vec::new(),
            mistakes: 0,
            hints: 0,
            misses: 0,
            hint_stage: 0,
            touch: level.touch_move.then(|| {
                let mut touch = TouchMove::new(*start.position());
                for sq in level.touched.into_iter().chain(level.touched_next) {
                    touch.touch(sq);
                }
                touch
            }),
            waiting: false,
            off_script: false,
            pending: None,
            done: false,
        }
    }

    /// The question being asked: the level, or the other question it asks after a wrong
    /// answer ([`Level::retry`]); its text, position and options are what the page shows.
    #[must_use]
    pub fn level(&self) -> &'static Level {
        self.level
    }

    /// The level as the curriculum has it (the one opened), whichever question is asked now.
    #[must_use]
    pub fn main(&self) -> &'static Level {
        self.main
    }

    /// The game as played (for levels where the other side passes, since the last move).
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.sim.game
    }

    /// The position on the board.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.sim.position()
    }

    /// The last move on the board.
    #[must_use]
    pub fn last_move(&self) -> Option<Move> {
        self.sim.last
    }

    /// The learner's colour.
    #[must_use]
    pub fn learner(&self) -> Color {
        self.sim.learner
    }

    /// The side shown at the bottom.
    #[must_use]
    pub fn orientation(&self) -> Color {
        self.level.orientation.unwrap_or(self.sim.learner)
    }

    /// Whether another question waits after a wrong answer ([`Runner::next_question`]): the
    /// board still shows the position the explanation is about, and answers are not taken.
    #[must_use]
    pub fn question_pending(&self) -> bool {
        self.pending.is_some()
    }

    /// Whether the goal is reached.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Whether the level waits for the engine's reply ([`Runner::opponent_request`]).
    #[must_use]
    pub fn is_waiting(&self) -> bool {
        self.waiting
    }

    /// The learner's accepted steps so far (moves, taps, answers, claims).
    #[must_use]
    pub fn steps(&self) -> u32 {
        self.trail.len() as u32
    }

    /// Mistakes against the goal so far (wrong moves, taps and answers).
    #[must_use]
    pub fn mistakes(&self) -> u32 {
        self.mistakes
    }

    /// Hints shown so far.
    #[must_use]
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// The touched piece's square (the learner's own, else the opponent's), in a touch-move level
    /// once a piece is touched.
    #[must_use]
    pub fn touched(&self) -> Option<Square> {
        let (own, theirs) = self.current_touch()?.touched();
        own.or(theirs)
    }

    /// Whether "j'adoube" was announced and the next touch creates no obligation.
    #[must_use]
    pub fn is_adjusting(&self) -> bool {
        self.current_touch().is_some_and(TouchMove::is_adjusting)
    }

    /// The touch-move state, if it is about the position on the board (it is renewed for each of
    /// the learner's moves).
    fn current_touch(&self) -> Option<&TouchMove> {
        self.touch.as_ref().filter(|t| t.position() == self.sim.position())
    }

    /// The touch-move state for the position on the board, renewed after a move.
    fn touch_now(&mut self) -> Option<&mut TouchMove> {
        let pos = *self.sim.position();
        let touch = self.touch.as_mut()?;
        if *touch.position() != pos {
            touch.reset(pos);
        }
        Some(touch)
    }

    /// The stars still to reach ([`Goal::Collect`]).
    #[must_use]
    pub fn targets(&self) -> Bitboard {
        match self.level.goal {
            Goal::Collect(stars) => stars.iter().copied().collect::<Bitboard>() & !self.sim.track.collected,
            _ => Bitboard::EMPTY,
        }
    }

    /// The squares tapped or found correctly so far.
    #[must_use]
    pub fn found(&self) -> Bitboard {
        match self.level.goal {
            Goal::Find(squares) => squares[..self.sim.track.found].iter().copied().collect(),
            _ => self.sim.track.tapped,
        }
    }

    /// The square to find now ([`Goal::Find`]), named in the goal text.
    #[must_use]
    pub fn square_to_find(&self) -> Option<Square> {
        match self.level.goal {
            Goal::Find(squares) => squares.get(self.sim.track.found).copied(),
            _ => None,
        }
    }

    /// The move shown by an arrow ([`Goal::Write`]: the move to write).
    #[must_use]
    pub fn shown_move(&self) -> Option<Move> {
        match self.level.goal {
            Goal::Write(san) => self.start.position().parse_san(san).ok(),
            _ => None,
        }
    }

    /// The options of a multiple-choice question (catalog keys).
    #[must_use]
    pub fn options(&self) -> &'static [&'static str] {
        match self.level.goal {
            Goal::Choose { options, .. } => options,
            _ => &[],
        }
    }

    /// Whether the learner may move pieces now.
    #[must_use]
    pub fn can_move(&self) -> bool {
        !self.done && !self.waiting && !self.level.is_question() && self.sim.learner_to_move()
    }

    /// Whether a draw claim button makes sense now (the game allows a claim).
    #[must_use]
    pub fn can_claim(&self) -> bool {
        !self.done && self.level.opponent != Opponent::Pass && !self.sim.game.claims().is_empty()
    }

    /// What the board may move: the learner's legal moves (only the touched piece's, once one
    /// is touched), nothing when the learner may not move.
    #[must_use]
    pub fn movable(&self) -> Movable {
        let mut movable = crate::movable_of(self.position(), self.can_move());
        let must_move = self.current_touch().and_then(|t| match t.obligation() {
            Obligation::Move(sq) => Some(sq),
            _ => None,
        });
        if let Some(t) = must_move {
            for sq in Square::all() {
                if sq != t {
                    movable.dests[sq.index()] = Bitboard::EMPTY;
                    movable.promotions[sq.index()] = Bitboard::EMPTY;
                }
            }
        }
        movable
    }

    fn moves_left(&self) -> u32 {
        match self.level.limit {
            Some(limit) => u32::from(limit).saturating_sub(self.sim.track.moves),
            None => self.level.par() + HORIZON,
        }
    }

    /// A piece was touched (selected) in a touch-move level: from now on it must be moved (or, an
    /// opponent's piece, taken), if it can — by the game's touch-move rules. Returns whether the
    /// touch created or changed the obligation.
    pub fn touch(&mut self, sq: Square) -> bool {
        if !self.can_move() {
            return false;
        }
        self.touch_now().is_some_and(|t| matches!(t.touch(sq), Touch::Committed(_)))
    }

    /// "J'adoube": the learner announces an adjustment, and the next touch creates no obligation.
    /// Returns whether it was taken (touch-move levels, the learner to move).
    pub fn adjust(&mut self) -> bool {
        if !self.can_move() {
            return false;
        }
        self.touch_now().map(TouchMove::adjust).is_some()
    }

    /// The board refused an attempt (`to: None`: the player picked up a piece that may not
    /// move now): why.
    pub fn refusal(&mut self, from: Square, to: Option<Square>) -> Attempt {
        let pos = *self.position();
        let Some(to) = to else {
            let reason = match pos.board().piece_at(from) {
                Some(p) if p.color != pos.turn() => IllegalMove::NotYourTurn { owner: p.color },
                Some(_) => IllegalMove::SameSquare,
                None => IllegalMove::NoPiece(from),
            };
            return Attempt::Illegal(reason);
        };
        let last_rank = matches!(to.rank().index(), 0 | 7);
        let promotion = (pos.board().role_at(from) == Some(Role::Pawn) && last_rank).then_some(Role::Queen);
        self.try_move(from, to, promotion)
    }

    /// The learner moves the piece on `from` to `to` (with a promotion piece where needed; the
    /// king dropped on its own rook castles).
    pub fn try_move(&mut self, from: Square, to: Square, promotion: Option<Role>) -> Attempt {
        if !self.can_move() {
            return Attempt::Ignored;
        }
        let pos = *self.position();
        let m = pos.interpret(from, to, promotion);
        if let Some(Err(refusal)) = self.touch_now().map(|t| t.check(m)) {
            if self.level.goal == Goal::Refused(MistakeKind::TouchMove.code()) {
                self.finish(Taken::Try);
            }
            return Attempt::Mistake(
                Mistake::new(MistakeKind::TouchMove).squares(Bitboard::from_square(refusal.square)),
            );
        }
        if !self.sim.is_legal(self.level, m) {
            let reason = if self.level.opponent == Opponent::Pass {
                pos.explain(m.from(), m.to(), m.promotion())
            } else {
                self.sim.game.explain(m.from(), m.to(), m.promotion())
            };
            if self.level.goal == Goal::Refused(reason.code()) {
                self.finish(Taken::Try);
            }
            return Attempt::Illegal(reason);
        }
        if let Some(mistake) = immediate_mistake(self.level, &self.sim, m) {
            return self.mistake(mistake);
        }
        let san = pos.san(m);
        let mut next = self.sim.clone();
        if next.apply_learner(self.level, m) {
            self.sim = next;
            self.finish(Taken::Move(san));
            return Attempt::Accepted { reply: None };
        }
        let left = match self.level.limit {
            Some(limit) => u32::from(limit).saturating_sub(next.track.moves),
            None => self.level.par() + HORIZON,
        };
        match Search::new(self.level).refutation(&next, left) {
            Ok(Refutation::None) | Err(Unknown) => {}
            Ok(refutation) => return self.mistake(self.refuted(&pos, m, &next, refutation).played(san)),
        }
        self.sim = next;
        self.trail.push(Taken::Move(san));
        self.hint_stage = 0;
        self.reply()
    }

    /// The other side answers the learner's move by the level's policy.
    fn reply(&mut self) -> Attempt {
        match self.level.opponent {
            Opponent::Pass => {
                if self.sim.apply_reply(self.level, None) {
                    self.done = true;
                }
                Attempt::Accepted { reply: None }
            }
            Opponent::Engine(_) if !self.sim.game.is_over() => {
                self.waiting = true;
                Attempt::Accepted { reply: None }
            }
            _ => {
                let reply = self.default_reply();
                if let Some(r) = reply {
                    if self.sim.apply_reply(self.level, Some(r)) {
                        self.done = true;
                    }
                }
                Attempt::Accepted { reply }
            }
        }
    }

    /// The reply the level's policy makes now (scripted, or the best defence); the app uses it
    /// when the engine does not answer.
    #[must_use]
    pub fn default_reply(&self) -> Option<Move> {
        if let super::sim::Replies::Moves(replies) = self.sim.replies(self.level) {
            if replies.len() == 1 {
                return replies.first().copied();
            }
        }
        Search::new(self.level).defence(&self.sim, self.moves_left())
    }

    /// What to ask the engine, while the level waits for its reply.
    #[must_use]
    pub fn opponent_request(&self) -> Option<OpponentRequest> {
        let Opponent::Engine(level) = self.level.opponent else { return None };
        self.waiting.then(|| OpponentRequest {
            fen: self.sim.game.start().fen(),
            moves: self.sim.game.moves().iter().map(|m| m.uci()).collect(),
            level,
        })
    }

    /// The engine's reply (UCI move). An illegal or missing reply is replaced by the level's own
    /// policy, so the level never stalls.
    pub fn opponent_reply(&mut self, reply: Option<Move>) -> Attempt {
        if !self.waiting {
            return Attempt::Ignored;
        }
        self.waiting = false;
        let own = self.default_reply();
        let reply = reply.filter(|&m| self.position().is_legal(m)).or(own);
        self.off_script |= reply != own;
        if let Some(r) = reply {
            if self.sim.apply_reply(self.level, Some(r)) {
                self.done = true;
            }
        }
        Attempt::Accepted { reply }
    }

    /// The mistake for a move after which the goal is out of reach.
    fn refuted(&self, before: &Position, m: Move, after: &Sim, refutation: Refutation) -> Mistake {
        let kind = match self.level.goal {
            Goal::Collect(_) => MistakeKind::OutOfReach,
            Goal::Capture(_) => MistakeKind::CaptureMissed,
            Goal::Check => MistakeKind::NotCheck,
            Goal::Mate => MistakeKind::MateRefuted,
            Goal::Win(_) if before.is_capture(m) => MistakeKind::BadTrade,
            Goal::Win(_) => MistakeKind::NoGain,
            Goal::Draw(_) => MistakeKind::NotDraw,
            _ => MistakeKind::GoalRefuted,
        };
        match refutation {
            Refutation::OutOfReach if !matches!(self.level.goal, Goal::Collect(_)) => match after.game.outcome() {
                Some(outcome) => Mistake::new(MistakeKind::EndsGame).ending(outcome.termination),
                None => Mistake::new(kind),
            },
            Refutation::ByReply(r) => {
                let san = after.position().san(r);
                Mistake::new(kind).naming(san, Some(r)).squares(Bitboard::from_square(r.from()).with(r.to()))
            }
            _ => Mistake::new(kind),
        }
    }

    fn mistake(&mut self, mistake: Mistake) -> Attempt {
        self.mistakes += 1;
        Attempt::Mistake(mistake)
    }

    /// Records an accepted step that completes the level.
    fn finish(&mut self, step: Taken) {
        self.trail.push(step);
        self.done = true;
        self.hint_stage = 0;
    }

    /// The learner tapped a square (questions about squares).
    pub fn tap(&mut self, sq: Square) -> Attempt {
        if self.done {
            return Attempt::Ignored;
        }
        match self.level.goal {
            Goal::Find(squares) => {
                let Some(&want) = squares.get(self.sim.track.found) else { return Attempt::Ignored };
                if sq != want {
                    return self.wrong_tap(None, sq, want);
                }
                self.sim.track.found += 1;
                self.accept(Taken::Tap(sq), self.sim.track.found == squares.len())
            }
            Goal::Tap(ask) => {
                let asked = asked_squares(&ask, self.position());
                if self.sim.track.tapped.contains(sq) {
                    return Attempt::Ignored;
                }
                if !asked.contains(sq) {
                    let want = match self.next_step() {
                        Some(Next::Tap(want)) if asked.contains(want) => Some(want),
                        _ => (asked & !self.sim.track.tapped).first(),
                    };
                    return match want {
                        Some(want) => self.wrong_tap(Some(&ask), sq, want),
                        None => self.mistake(Mistake::new(MistakeKind::WrongSquare).at(sq)),
                    };
                }
                self.sim.track.tapped |= Bitboard::from_square(sq);
                self.accept(Taken::Tap(sq), self.sim.track.tapped == asked)
            }
            _ => Attempt::Ignored,
        }
    }

    /// A wrong tap: the square tapped, why it is not asked for, and a right square to look at
    /// (highlighted from the second miss in a row).
    fn wrong_tap(&mut self, ask: Option<&super::model::Ask>, tapped: Square, want: Square) -> Attempt {
        self.misses += 1;
        let mut squares = Bitboard::from_square(tapped);
        if self.misses >= 2 {
            squares = squares.with(want);
        }
        let mut mistake = Mistake::new(MistakeKind::WrongSquare).at(tapped).squares(squares);
        mistake.tap = Some(Box::new(tap_why(ask, self.position(), tapped, want, self.orientation())));
        mistake.look = Some(want);
        self.mistake(mistake)
    }

    /// The learner chose option `index` of a question. A wrong answer is explained by the facts
    /// that make the right one right; with two options, the next try is another question of
    /// the same kind (the level's [`Level::retry`], and back), not the one option left — asked
    /// when the learner goes on ([`Runner::next_question`]), so that the explanation is read
    /// beside the position it is about.
    pub fn choose(&mut self, index: usize) -> Attempt {
        let Goal::Choose { options, answer } = self.level.goal else { return Attempt::Ignored };
        if self.done || self.pending.is_some() || index >= options.len() {
            return Attempt::Ignored;
        }
        if index != right_answer(&answer, &self.sim.game) {
            let mut mistake = Mistake::new(MistakeKind::WrongAnswer);
            mistake.why = Some(Box::new(why(&answer, &self.sim.game, self.level.text)));
            if options.len() == 2 {
                self.pending = self.other_question();
                mistake.new_question = self.pending.is_some();
            }
            return self.mistake(mistake);
        }
        self.accept(Taken::Choose(index), true)
    }

    /// The other question of a two-option level: its retry, or back to the level itself.
    fn other_question(&self) -> Option<&'static Level> {
        if std::ptr::eq(self.level, self.main) {
            self.main.retry
        } else {
            Some(self.main)
        }
    }

    /// Asks the question waiting after a wrong answer ([`Runner::question_pending`]): its
    /// position and text replace the old ones, keeping the mistakes and hints counted so far.
    /// Returns whether it switched (nothing waits, or the question's position cannot be set up).
    pub fn next_question(&mut self) -> bool {
        let Some(other) = self.pending.take() else { return false };
        let start = if std::ptr::eq(other, self.main) { Ok(self.main_start.clone()) } else { Sim::start(other) };
        let Ok(start) = start else { return false };
        self.level = other;
        self.sim = start.clone();
        self.start = start;
        self.trail.clear();
        self.hint_stage = 0;
        true
    }

    /// The learner wrote a move in algebraic notation, in `lang`'s piece letters or English ones.
    pub fn write(&mut self, text: &str, lang: crate::language::lang::Lang) -> Attempt {
        let (Goal::Write(_), Some(want)) = (self.level.goal, self.shown_move()) else { return Attempt::Ignored };
        if self.done {
            return Attempt::Ignored;
        }
        match judge_writing(self.start.position(), want, text, lang) {
            Ok(()) => self.accept(Taken::Write(text.trim().to_owned()), true),
            Err(mistake) => self.mistake(mistake),
        }
    }

    /// The learner claims a draw (threefold repetition or the fifty-move rule).
    pub fn claim_draw(&mut self) -> Attempt {
        if !self.can_move() {
            return Attempt::Ignored;
        }
        if goal::claimable(&self.level.goal, &self.sim.game) {
            let _ = self.sim.game.claim_draw();
            let reached =
                goal::reached_after_reply(&self.level.goal, &self.sim.game, &self.sim.track, self.sim.learner);
            return self.accept(Taken::Claim, reached);
        }
        let squares = Bitboard::EMPTY;
        if self.sim.game.claims().is_empty() {
            self.mistake(Mistake::new(MistakeKind::NoClaim).squares(squares))
        } else {
            self.mistake(Mistake::new(MistakeKind::ClaimNotNow).squares(squares))
        }
    }

    fn accept(&mut self, step: Taken, done: bool) -> Attempt {
        self.trail.push(step);
        self.hint_stage = 0;
        self.misses = 0;
        self.done = done;
        Attempt::Accepted { reply: None }
    }

    /// One step of help (hints together cost at most one star). Asked twice for a move, it
    /// shows the piece first and then the move; asked again for a written move, it shows more
    /// of it; for a question, a clue — the next step of the thinking, never the answer.
    pub fn hint(&mut self) -> Option<Hint> {
        if self.done || self.waiting || self.pending.is_some() {
            return None;
        }
        self.hints += 1;
        let next = self.next_step();
        // A touched piece must move: a move the touch-move rules forbid is no help.
        let forbidden = |m: &Move| self.current_touch().is_some_and(|t| !t.allows(*m));
        let next = match next {
            Some(Next::Move(m)) if forbidden(&m) => None,
            next => next,
        };
        let hint = match next {
            Some(Next::Move(m)) if self.hint_stage == 0 => Hint::Square(m.from()),
            Some(Next::Move(m) | Next::Try(m)) => Hint::Arrow(m),
            Some(Next::Tap(sq)) => Hint::Clue(tap_clue(
                match &self.level.goal {
                    Goal::Tap(ask) => Some(ask),
                    _ => None,
                },
                self.position(),
                sq,
            )),
            Some(Next::Choose(_)) => match self.level.goal {
                Goal::Choose { answer, .. } => Hint::Clue(clue(&answer, &self.sim.game, self.level.text)),
                _ => Hint::Restart,
            },
            Some(Next::Write(text)) => {
                let shown = (text.chars().count() / 2).max(1) + usize::from(self.hint_stage);
                Hint::Text(text.chars().take(shown).collect())
            }
            Some(Next::Claim) => Hint::Claim,
            None => Hint::Restart,
        };
        self.hint_stage = self.hint_stage.saturating_add(1);
        Some(hint)
    }

    /// The next step towards the goal: the stored solution's while the learner follows it (and
    /// the other side answered as the solution expects), else worked out from the position.
    fn next_step(&self) -> Option<Next> {
        let k = self.trail.len();
        let solution = self.level.solution;
        let on_track = !self.off_script && solution.len() > k && self.trail.iter().zip(solution).all(|(a, b)| a.is(b));
        let pos = self.position();
        if on_track {
            if let Some(next) = Next::from_step(&solution[k], pos) {
                return Some(next);
            }
        }
        match self.level.goal {
            Goal::Find(squares) => squares.get(self.sim.track.found).map(|&s| Next::Tap(s)),
            Goal::Tap(ask) => (asked_squares(&ask, pos) & !self.sim.track.tapped).first().map(Next::Tap),
            Goal::Choose { answer, .. } => Some(Next::Choose(right_answer(&answer, &self.sim.game))),
            Goal::Write(san) => Some(Next::Write(san.to_owned())),
            Goal::Refused(_) => solution.iter().find_map(|s| Next::from_step(s, pos)),
            _ if goal::claimable(&self.level.goal, &self.sim.game) => Some(Next::Claim),
            _ => match Search::new(self.level).best_move(&self.sim, self.moves_left()) {
                Ok(Some((m, _))) => Some(Next::Move(m)),
                _ => None,
            },
        }
    }

    /// Stars for the level once done: three at par with no mistakes and no hints; one star is
    /// lost for going a little over, two for going well over; hints cost one star at most.
    #[must_use]
    pub fn stars(&self) -> Option<u8> {
        if !self.done {
            return None;
        }
        Some(stars(self.level.par(), self.steps(), self.mistakes, self.hints))
    }

    /// Why the level earned fewer than three stars (`None` while not done, and at three): what
    /// the page says beside ★☆☆, so that the learner knows what to do better.
    #[must_use]
    pub fn star_reasons(&self) -> Option<StarReasons> {
        let par = self.level.par();
        let steps = self.steps();
        (self.stars()? < 3).then_some(StarReasons {
            over: (steps > par).then_some((steps, par)),
            mistakes: self.mistakes,
            hint: self.hints > 0,
        })
    }
}

/// Why a level earned fewer than three stars ([`Runner::star_reasons`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StarReasons {
    /// More steps than the par: (steps taken, the par).
    pub over: Option<(u32, u32)>,
    /// Wrong tries (moves, taps, answers against the goal).
    pub mistakes: u32,
    /// A hint was taken (hints cost one star).
    pub hint: bool,
}

/// Stars for finishing in `steps` against `par`, with `mistakes` and `hints`: 3 with nothing
/// over par, 2 within half the par over (at least one), else 1; then one star less if any hint
/// was taken (never below one). Help costs one star however many steps it showed, so that
/// asking is never worse than guessing.
#[must_use]
pub fn stars(par: u32, steps: u32, mistakes: u32, hints: u32) -> u8 {
    let over = steps.saturating_sub(par) + mistakes;
    let earned: u8 = if over == 0 {
        3
    } else if over <= (par / 2).max(1) {
        2
    } else {
        1
    };
    if hints > 0 {
        earned.saturating_sub(1).max(1)
    } else {
        earned
    }
}

/// A step the learner took.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Taken {
    /// A move, in SAN.
    Move(String),
    /// A forbidden move tried.
    Try,
    /// A square tapped.
    Tap(Square),
    /// An option chosen.
    Choose(usize),
    /// A move written.
    Write(String),
    /// A draw claimed.
    Claim,
}

impl Taken {
    /// Whether this is the stored step (moves compared without check signs).
    fn is(&self, stored: &Step) -> bool {
        let bare = |s: &str| s.trim_end_matches(['+', '#']).to_owned();
        match (self, stored) {
            (Taken::Move(a), Step::Move(b)) | (Taken::Write(a), Step::Write(b)) => bare(a) == bare(b),
            (Taken::Try, Step::Try(_)) | (Taken::Claim, Step::Claim) => true,
            (Taken::Tap(a), Step::Tap(b)) => a == b,
            (Taken::Choose(a), Step::Choose(b)) => a == b,
            _ => false,
        }
    }
}

/// The next step towards the goal, resolved in the current position.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Next {
    Move(Move),
    Try(Move),
    Tap(Square),
    Choose(usize),
    Write(String),
    Claim,
}

impl Next {
    fn from_step(step: &Step, pos: &Position) -> Option<Next> {
        Some(match *step {
            Step::Move(san) => Next::Move(pos.parse_san(san).ok()?),
            Step::Try(uci) => {
                let (from, to) = (uci.get(0..2)?.parse().ok()?, uci.get(2..4)?.parse().ok()?);
                Next::Try(Move::new(from, to, None))
            }
            Step::Tap(sq) => Next::Tap(sq),
            Step::Choose(i) => Next::Choose(i),
            Step::Write(text) => Next::Write(text.to_owned()),
            Step::Claim => Next::Claim,
        })
    }
}

#[cfg(test)]
mod tests;
