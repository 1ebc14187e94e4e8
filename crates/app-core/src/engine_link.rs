//! The app's side of the UCI conversation with the engine worker, as plain Rust: the lines to
//! send, the lines received, and how long a level "thinks" before its move is shown. No DOM and no
//! worker here, so all of it is tested natively; `worker.rs` only carries the lines.

use kaissa_engine::Score;

/// The largest `Seed` the engine accepts (its UCI option is a 32-bit spin).
pub const MAX_SEED: u64 = 2_147_483_647;

/// Time left on both clocks and their increments, in milliseconds (the UCI `go` clock fields).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ClockTimes {
    /// White's remaining time.
    pub wtime: u64,
    /// Black's remaining time.
    pub btime: u64,
    /// White's increment per move.
    pub winc: u64,
    /// Black's increment per move.
    pub binc: u64,
}

/// What the app asks the engine: a move in the position after `moves` from `fen`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The FEN the game started from.
    pub fen: String,
    /// The moves since, in UCI notation.
    pub moves: Vec<String>,
    /// The strength level, 1–10.
    pub level: u8,
    /// The clocks, in a game with a time control (`None`: the level's own move time).
    pub clock: Option<ClockTimes>,
    /// Whether the answer waits out the level's human pause ([`min_pause_ms`]) before it is shown.
    pub pause: bool,
}

impl Request {
    /// The `position` line.
    #[must_use]
    pub fn position_line(&self) -> String {
        if self.moves.is_empty() {
            format!("position fen {}", self.fen)
        } else {
            format!("position fen {} moves {}", self.fen, self.moves.join(" "))
        }
    }

    /// The `go` line.
    #[must_use]
    pub fn go_line(&self) -> String {
        go_line(self.level, self.clock)
    }
}

/// The most a level may think without a clock, in milliseconds. Levels 1–6 are held back by
/// their node budgets long before (a few milliseconds even in wasm), so this is only a ceiling
/// for them; from level 7 up the time is what limits the search, and a patient few seconds is
/// what a player expects from a strong opponent.
#[must_use]
pub fn movetime_ms(level: u8) -> u64 {
    match level {
        0..=6 => 1_000,
        7 => 1_500,
        8 => 2_000,
        9 => 2_500,
        _ => 3_000,
    }
}

/// The `go` command for a level: `go movetime …` without a clock, the clock fields with one
/// (the engine shares its time out itself).
#[must_use]
pub fn go_line(level: u8, clock: Option<ClockTimes>) -> String {
    match clock {
        None => format!("go movetime {}", movetime_ms(level)),
        Some(c) => format!("go wtime {} btime {} winc {} binc {}", c.wtime, c.btime, c.winc, c.binc),
    }
}

/// How long the engine looks at a position to answer a draw offer, in milliseconds: long enough
/// for a sound judgement at full strength, short enough that the answer feels immediate.
pub const EVALUATION_MS: u64 = 400;

/// The lines that ask the engine for its own judgement of the position after `moves` from `fen`
/// (to answer a draw offer): at full strength, whatever level the game is played at (a weaker
/// level's noise must not talk it into a draw it wins), for [`EVALUATION_MS`]. The move it
/// answers with is never played; the game's level is set again before the next move request.
#[must_use]
pub fn evaluation_lines(fen: &str, moves: &[String]) -> Vec<String> {
    let position =
        Request { fen: fen.to_owned(), moves: moves.to_vec(), level: 10, clock: None, pause: false }.position_line();
    vec!["setoption name Level value 10".to_owned(), position, format!("go depth 12 movetime {EVALUATION_MS}")]
}

/// The lines that start a game at `level` (the engine clamps nothing itself: out-of-range levels
/// are brought into 1–10 here).
#[must_use]
pub fn new_game_lines(level: u8) -> Vec<String> {
    vec!["ucinewgame".to_owned(), format!("setoption name Level value {}", level.clamp(1, 10)), "isready".to_owned()]
}

/// The lines sent once to a fresh worker. `random` is a number in [0, 1) (`Math.random()`): the
/// engine's levels draw their noise from the seed, so without it every visitor would meet the
/// same sequence of games.
#[must_use]
pub fn hello_lines(random: f64) -> Vec<String> {
    let seed = (random.clamp(0.0, 1.0) * MAX_SEED as f64) as u64;
    vec!["uci".to_owned(), format!("setoption name Seed value {}", seed.min(MAX_SEED)), "isready".to_owned()]
}

/// The shortest time, in milliseconds, between asking for a move and showing it. A beginner's
/// opponent that answers in a blink feels like a machine and gives no time to see what happened;
/// a person at that level takes a second or two. The pause shrinks with the level and is gone from
/// level 8, where the search itself takes longer. `random` in [0, 1) varies it so it feels natural.
#[must_use]
pub fn min_pause_ms(level: u8, random: f64) -> f64 {
    let level = f64::from(level.clamp(1, 10));
    let base = ((8.0 - level) / 7.0).max(0.0) * 1_000.0;
    base * (1.0 + random.clamp(0.0, 1.0))
}

/// How much longer to wait before showing a move that arrived at `now`, for a request made at
/// `asked_at` with a minimum pause of `pause` (all in milliseconds).
#[must_use]
pub fn remaining_pause_ms(asked_at: f64, now: f64, pause: f64) -> f64 {
    (asked_at + pause - now).max(0.0)
}

/// A line from the engine, as far as the app cares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineLine {
    /// `bestmove e2e4` (`None`: `bestmove 0000` or `(none)`, no legal move).
    BestMove(Option<String>),
    /// An `info` line with a score (for the side to move).
    Score(Score),
    /// `readyok`.
    ReadyOk,
    /// `uciok`.
    UciOk,
    /// `info string error: …` (a line the engine could not use) or `info string fatal: …` (the
    /// worker itself failed); the text after `string`.
    Error {
        /// The message.
        message: String,
        /// Whether the worker is unusable.
        fatal: bool,
    },
    /// Anything else (`id …`, `option …`, `info` without a score, other `info string`s).
    Other,
}

/// Reads one line from the engine. Never fails: what it does not know is [`EngineLine::Other`].
#[must_use]
pub fn parse_line(line: &str) -> EngineLine {
    let mut words = line.split_ascii_whitespace();
    match words.next() {
        Some("bestmove") => {
            let mv = words.next().filter(|m| !matches!(*m, "0000" | "(none)")).map(str::to_owned);
            EngineLine::BestMove(mv)
        }
        Some("readyok") => EngineLine::ReadyOk,
        Some("uciok") => EngineLine::UciOk,
        Some("info") => parse_info(line),
        _ => EngineLine::Other,
    }
}

fn parse_info(line: &str) -> EngineLine {
    let words: Vec<&str> = line.split_ascii_whitespace().collect();
    if words.get(1) == Some(&"string") {
        let text = words[2..].join(" ");
        return match text.split_once(':') {
            Some(("error", rest)) => EngineLine::Error { message: rest.trim().to_owned(), fatal: false },
            Some(("fatal", rest)) => EngineLine::Error { message: rest.trim().to_owned(), fatal: true },
            _ => EngineLine::Other,
        };
    }
    let Some(at) = words.iter().position(|&w| w == "score") else { return EngineLine::Other };
    let value = words.get(at + 2).and_then(|v| v.parse::<i32>().ok());
    match (words.get(at + 1), value) {
        (Some(&"cp"), Some(v)) => EngineLine::Score(Score::Cp(v)),
        (Some(&"mate"), Some(v)) => EngineLine::Score(Score::Mate(v)),
        _ => EngineLine::Other,
    }
}

/// The identity of one request for a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ticket(u64);

/// What a `bestmove` answered, as far as the app still waits for it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Received {
    /// The current request for a move: the move is the caller's to show.
    Move(Ticket),
    /// The current evaluation (its move is never played), with the last score its search
    /// reported, from the point of view of the side to move in the evaluated position.
    Evaluation(Ticket, Option<Score>),
}

/// Which answer belongs to which question. Every `go` gets exactly one `bestmove`, in order (also
/// a stopped one, and one superseded by a later command), so answers are matched to requests first
/// in, first out. A request is *current* until it is answered or cancelled (new game, takeback,
/// a position loaded): the answers of cancelled requests still arrive, and are dropped.
#[derive(Clone, Debug, Default)]
pub struct Tickets {
    next: u64,
    current: Option<Ticket>,
    outstanding: std::collections::VecDeque<Ticket>,
    score: Option<Score>,
    /// The evaluation waited for (a draw offer), and the scores of its search so far. It never
    /// becomes the current request: a move request and an evaluation are told apart by ticket.
    evaluation: Option<Ticket>,
    evaluation_score: Option<Score>,
}

impl Tickets {
    /// A new request: it becomes the current one (cancelling any other). Send its `go` now.
    pub fn issue(&mut self) -> Ticket {
        self.next += 1;
        let t = Ticket(self.next);
        self.current = Some(t);
        self.outstanding.push_back(t);
        self.score = None;
        t
    }

    /// A new evaluation (send its `go` now). It does not touch the request for a move: its
    /// `bestmove` is matched in order like any other, and reported as an evaluation.
    pub fn issue_evaluation(&mut self) -> Ticket {
        self.next += 1;
        let t = Ticket(self.next);
        self.evaluation = Some(t);
        self.evaluation_score = None;
        self.outstanding.push_back(t);
        t
    }

    /// Forgets the current request and any evaluation. Returns whether a search may still be
    /// running (then send `stop`, so the engine answers at once and is free for the next request).
    pub fn cancel(&mut self) -> bool {
        self.current = None;
        self.evaluation = None;
        // The game changed (takeback, new game, loaded position): the last score no longer
        // describes it.
        self.score = None;
        !self.outstanding.is_empty()
    }

    /// Whether `t` is still the request the app waits for.
    #[must_use]
    pub fn is_current(&self, t: Ticket) -> bool {
        self.current == Some(t)
    }

    /// The current request, if any.
    #[must_use]
    pub fn current(&self) -> Option<Ticket> {
        self.current
    }

    /// Takes a line from the engine. Returns what a `bestmove` answers, when the app still waits
    /// for it (a move to show, or an evaluation); stale answers give `None`.
    pub fn receive(&mut self, line: &EngineLine) -> Option<Received> {
        // The engine searches one request at a time, in order: the lines it sends belong to the
        // oldest request not yet answered.
        let front = self.outstanding.front().copied();
        match line {
            EngineLine::BestMove(_) => {
                let answered = self.outstanding.pop_front()?;
                if self.evaluation == Some(answered) {
                    self.evaluation = None;
                    return Some(Received::Evaluation(answered, self.evaluation_score.take()));
                }
                self.is_current(answered).then_some(Received::Move(answered))
            }
            EngineLine::Score(s) if front.is_some() && front == self.evaluation => {
                self.evaluation_score = Some(*s);
                None
            }
            EngineLine::Score(s) if front.is_some() && front == self.current => {
                // Only the current search's scores: an older one may still be reporting.
                self.score = Some(*s);
                None
            }
            _ => None,
        }
    }

    /// Whether an evaluation is waited for.
    #[must_use]
    pub fn evaluating(&self) -> bool {
        self.evaluation.is_some()
    }

    /// Marks `t` answered and shown: nothing is current any more.
    pub fn done(&mut self, t: Ticket) {
        if self.current == Some(t) {
            self.current = None;
        }
    }

    /// The last score the current search reported (from the engine's side), for later use such as
    /// answering draw offers.
    #[must_use]
    pub fn last_score(&self) -> Option<Score> {
        self.score
    }

    /// Forgets every request (the worker was lost and will be started afresh).
    pub fn reset(&mut self) {
        self.current = None;
        self.outstanding.clear();
        self.score = None;
        self.evaluation = None;
        self.evaluation_score = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn lines_for_a_request() {
        let r = Request { fen: START.into(), moves: vec![], level: 1, clock: None, pause: true };
        assert_eq!(r.position_line(), format!("position fen {START}"));
        assert_eq!(r.go_line(), "go movetime 1000");
        let r = Request {
            moves: vec!["e2e4".into(), "e7e5".into()],
            level: 10,
            clock: Some(ClockTimes { wtime: 300_000, btime: 299_500, winc: 3_000, binc: 3_000 }),
            ..r
        };
        assert_eq!(r.position_line(), format!("position fen {START} moves e2e4 e7e5"));
        assert_eq!(r.go_line(), "go wtime 300000 btime 299500 winc 3000 binc 3000");
    }

    #[test]
    fn move_times_grow_with_the_level() {
        let times: Vec<u64> = (1..=10).map(movetime_ms).collect();
        assert!(times.windows(2).all(|w| w[0] <= w[1]), "{times:?}");
        assert!(times.iter().all(|&t| (500..=5_000).contains(&t)));
        assert_eq!(go_line(8, None), "go movetime 2000");
    }

    #[test]
    fn the_engine_accepts_what_we_send() {
        // The same lines through the real UCI session: no error, a legal move back.
        let clock = kaissa_engine::ManualClock::default();
        let mut uci = kaissa_engine::UciSession::new();
        let mut out = Vec::new();
        for line in hello_lines(0.999_999).iter().chain(&new_game_lines(3)) {
            out.extend(uci.handle(line, &clock));
        }
        let r = Request { fen: START.into(), moves: vec!["e2e4".into()], level: 3, clock: None, pause: true };
        out.extend(uci.handle(&r.position_line(), &clock));
        out.extend(uci.run(&r.go_line().replace("movetime 1000", "depth 2"), &clock));
        assert!(out.iter().all(|l| !l.contains("error")), "{out:?}");
        let EngineLine::BestMove(Some(m)) = parse_line(out.last().unwrap()) else { panic!("{out:?}") };
        let pos = kaissa_rules::Position::startpos();
        let after = pos.parse_uci("e2e4").map(|m| {
            let mut p = pos;
            p.play_unchecked(m);
            p
        });
        assert!(after.unwrap().parse_uci(&m).is_ok(), "{m}");
    }

    #[test]
    fn hello_and_new_game() {
        assert_eq!(hello_lines(0.0), ["uci", "setoption name Seed value 0", "isready"]);
        assert_eq!(hello_lines(0.5)[1], "setoption name Seed value 1073741823");
        assert_eq!(hello_lines(7.0)[1], format!("setoption name Seed value {MAX_SEED}"));
        assert_eq!(hello_lines(f64::NAN)[1], "setoption name Seed value 0");
        assert_eq!(new_game_lines(4), ["ucinewgame", "setoption name Level value 4", "isready"]);
        assert_eq!(new_game_lines(0)[1], "setoption name Level value 1");
        assert_eq!(new_game_lines(99)[1], "setoption name Level value 10");
    }

    #[test]
    fn pauses() {
        // Level 1: between one and two seconds; shorter with each level; none from level 8.
        assert_eq!(min_pause_ms(1, 0.0), 1_000.0);
        assert!((min_pause_ms(1, 0.999) - 1_999.0).abs() < 1e-9);
        let mid: Vec<f64> = (1..=10).map(|l| min_pause_ms(l, 0.5)).collect();
        assert!(mid.windows(2).all(|w| w[0] >= w[1]), "{mid:?}");
        assert!(mid[..7].iter().all(|&p| p > 0.0));
        assert!(mid[7..].iter().all(|&p| p == 0.0));
        assert_eq!(min_pause_ms(0, 0.0), min_pause_ms(1, 0.0));
        assert_eq!(remaining_pause_ms(100.0, 600.0, 1_000.0), 500.0);
        assert_eq!(remaining_pause_ms(100.0, 2_000.0, 1_000.0), 0.0);
    }

    #[test]
    fn parsing() {
        assert_eq!(parse_line("bestmove e2e4"), EngineLine::BestMove(Some("e2e4".into())));
        assert_eq!(parse_line("bestmove e7e8q ponder a1a2"), EngineLine::BestMove(Some("e7e8q".into())));
        assert_eq!(parse_line("bestmove 0000"), EngineLine::BestMove(None));
        assert_eq!(parse_line("bestmove (none)"), EngineLine::BestMove(None));
        assert_eq!(parse_line("bestmove"), EngineLine::BestMove(None));
        assert_eq!(parse_line("readyok"), EngineLine::ReadyOk);
        assert_eq!(parse_line("uciok"), EngineLine::UciOk);
        assert_eq!(
            parse_line("info depth 3 seldepth 5 multipv 1 score cp -35 nodes 900 nps 1 time 3 pv e7e5"),
            EngineLine::Score(Score::Cp(-35))
        );
        assert_eq!(parse_line("info depth 9 score mate -2 pv a1a2"), EngineLine::Score(Score::Mate(-2)));
        assert_eq!(parse_line("info depth 9 score cp"), EngineLine::Other);
        assert_eq!(parse_line("info depth 9 score lowerbound"), EngineLine::Other);
        assert_eq!(
            parse_line("info string error: unknown command 'x'"),
            EngineLine::Error { message: "unknown command 'x'".into(), fatal: false }
        );
        assert_eq!(
            parse_line("info string fatal: could not load the engine"),
            EngineLine::Error { message: "could not load the engine".into(), fatal: true }
        );
        assert_eq!(parse_line("info string nodes 1713577 nps 400000"), EngineLine::Other);
        for junk in ["", "   ", "id name Kaissa", "option name Hash", "é ü \u{0}", "info", "bestmove\t"] {
            let _ = parse_line(junk);
        }
    }

    #[test]
    fn answers_are_matched_in_order_and_stale_ones_dropped() {
        let best = |m: &str| EngineLine::BestMove(Some(m.into()));
        let mut t = Tickets::default();
        assert_eq!(t.receive(&best("e2e4")), None, "an answer nobody asked for");
        let a = t.issue();
        assert!(t.is_current(a));
        t.receive(&EngineLine::Score(Score::Cp(20)));
        assert_eq!(t.last_score(), Some(Score::Cp(20)));
        assert_eq!(t.receive(&best("e2e4")), Some(Received::Move(a)));
        t.done(a);
        assert_eq!(t.current(), None);
        assert_eq!(t.last_score(), Some(Score::Cp(20)), "kept after the move, for a draw offer");
        assert!(!t.cancel(), "nothing is running any more");
        assert_eq!(t.last_score(), None, "the game changed");

        // A takeback while the engine thinks: stop, and the stopped search's answer is dropped
        // even though a new request went out before it arrived.
        let b = t.issue();
        assert!(t.cancel(), "b's search may still be running: send stop");
        assert!(!t.is_current(b));
        let c = t.issue();
        t.receive(&EngineLine::Score(Score::Cp(999)));
        assert_eq!(t.last_score(), None, "scores of the stale search are not c's");
        assert_eq!(t.receive(&best("d2d4")), None, "b's answer");
        assert_eq!(t.receive(&best("g1f3")), Some(Received::Move(c)));
        assert_eq!(t.receive(&best("g1f3")), None, "a duplicate");

        // Answered but cancelled during the pause before showing it.
        let d = t.issue();
        assert_eq!(t.receive(&best("a2a3")), Some(Received::Move(d)));
        t.cancel();
        assert!(!t.is_current(d));

        t.issue();
        t.reset();
        assert_eq!(t.current(), None);
        assert_eq!(t.receive(&best("a2a3")), None);
    }

    #[test]
    fn evaluations_never_pass_for_moves() {
        let best = |m: &str| EngineLine::BestMove(Some(m.into()));
        let score = |cp| EngineLine::Score(Score::Cp(cp));
        let mut t = Tickets::default();
        // An evaluation on its own: its scores and its answer are reported as an evaluation.
        let e = t.issue_evaluation();
        assert!(t.evaluating());
        assert_eq!(t.current(), None, "an evaluation is not a request for a move");
        t.receive(&score(30));
        t.receive(&score(-420));
        assert_eq!(t.last_score(), None, "not a move search's score");
        assert_eq!(t.receive(&best("e2e4")), Some(Received::Evaluation(e, Some(Score::Cp(-420)))));
        assert!(!t.evaluating());

        // A stale move search still running when the evaluation is asked: its answer and scores
        // stay its own.
        t.issue();
        assert!(t.cancel());
        let e = t.issue_evaluation();
        t.receive(&score(999));
        assert_eq!(t.receive(&best("d2d4")), None, "the stopped search's move");
        t.receive(&score(15));
        assert_eq!(t.receive(&best("g1f3")), Some(Received::Evaluation(e, Some(Score::Cp(15)))));

        // A move requested while the evaluation runs: the evaluation answers first, the move next.
        let e = t.issue_evaluation();
        let m = t.issue();
        t.receive(&score(50));
        assert_eq!(t.receive(&best("a2a3")), Some(Received::Evaluation(e, Some(Score::Cp(50)))));
        t.receive(&score(-5));
        assert_eq!(t.receive(&best("b2b3")), Some(Received::Move(m)));
        assert_eq!(t.last_score(), Some(Score::Cp(-5)));

        // Cancelled (the game changed): its answer is dropped; without a score, none is reported.
        t.issue_evaluation();
        t.cancel();
        assert!(!t.evaluating());
        assert_eq!(t.receive(&best("a2a3")), None);
        let e = t.issue_evaluation();
        assert_eq!(t.receive(&EngineLine::BestMove(None)), Some(Received::Evaluation(e, None)));
    }

    #[test]
    fn evaluation_lines_play_at_full_strength() {
        let lines = evaluation_lines(START, &["e2e4".to_owned()]);
        assert_eq!(lines[0], "setoption name Level value 10");
        assert_eq!(lines[1], format!("position fen {START} moves e2e4"));
        assert_eq!(lines[2], format!("go depth 12 movetime {EVALUATION_MS}"));
        // The engine takes them, and reports a score before its move.
        let clock = kaissa_engine::ManualClock::default();
        let mut uci = kaissa_engine::UciSession::new();
        let mut out = Vec::new();
        for line in &lines[..2] {
            out.extend(uci.handle(line, &clock));
        }
        out.extend(uci.run("go depth 3", &clock));
        assert!(out.iter().all(|l| !l.contains("error")), "{out:?}");
        assert!(out.iter().any(|l| matches!(parse_line(l), EngineLine::Score(_))), "{out:?}");
    }
}
