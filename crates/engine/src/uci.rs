//! The UCI front end as a pure state machine: a line in, lines out.
//!
//! [`UciSession`] does no I/O and reads no clock of its own, so the native binary (`kaissa-uci`),
//! the app's Web Worker and the tests all drive the same code:
//!
//! * [`UciSession::handle`] takes one input line and returns the lines to send back. `go` only
//!   starts a search; it does not run it.
//! * While [`UciSession::needs_step`] is true, [`UciSession::step`] runs the search for a while
//!   (one iteration, or less if `pause` asks for control back) and returns its `info` lines and,
//!   at the end, `bestmove`. Between steps, feed any new lines (`stop`, `isready`) to `handle`:
//!   `stop` answers `bestmove` at once with the best move so far.
//! * [`UciSession::run`] does both until the search ends: for tests and simple callers.
//!
//! ```
//! use kaissa_engine::{ManualClock, UciSession};
//! let clock = ManualClock::default();
//! let mut uci = UciSession::new();
//! assert!(uci.handle("isready", &clock) == ["readyok"]);
//! uci.handle("position startpos moves e2e4", &clock);
//! let out = uci.run("go depth 3", &clock);
//! assert!(out.last().unwrap().starts_with("bestmove "));
//! ```

use crate::bench;
use crate::levels::{Level, MAX_ELO, MIN_ELO};
use crate::rng::mix;
use crate::search::{Info, SearchTask, Searcher, StepOutcome};
use crate::time::{Clock, Limits};
use kaissa_rules::{Color, Move, Position};

/// The default transposition table size, in megabytes.
pub const DEFAULT_HASH_MB: usize = 16;
/// The largest transposition table accepted, in megabytes.
pub const MAX_HASH_MB: usize = 1024;
/// The largest seed accepted (UCI spin options are usually 32-bit).
pub const MAX_SEED: u64 = 2_147_483_647;

/// A UCI conversation: position, options and the search in progress.
pub struct UciSession {
    searcher: Searcher,
    position: Position,
    /// Keys of the positions before the current one (oldest first).
    history: Vec<u64>,
    level: Level,
    limit_strength: bool,
    elo: u32,
    seed: u64,
    games: u64,
    task: Option<SearchTask>,
    quit: bool,
}

impl Default for UciSession {
    fn default() -> UciSession {
        UciSession::new()
    }
}

impl UciSession {
    /// A session at full strength with the default hash, at the start position.
    #[must_use]
    pub fn new() -> UciSession {
        let mut s = UciSession {
            searcher: Searcher::new(DEFAULT_HASH_MB),
            position: Position::startpos(),
            history: Vec::new(),
            level: Level::MAX,
            limit_strength: false,
            elo: MAX_ELO,
            seed: 0,
            games: 0,
            task: None,
            quit: false,
        };
        s.new_game();
        s
    }

    /// The current position (after `position …`).
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The level the engine plays at (from `Level`, or from `UCI_Elo` when limiting strength).
    #[must_use]
    pub fn effective_level(&self) -> Level {
        if self.limit_strength {
            Level::from_elo(self.elo)
        } else {
            self.level
        }
    }

    /// Whether a `go` is in progress (its `bestmove` not yet sent).
    #[must_use]
    pub fn is_searching(&self) -> bool {
        self.task.is_some()
    }

    /// Whether [`UciSession::step`] has work to do (false while a finished `go infinite` waits
    /// for `stop`).
    #[must_use]
    pub fn needs_step(&self) -> bool {
        self.task.as_ref().is_some_and(|t| !t.is_finished())
    }

    /// Whether the search in progress is one that must run its iterations whole to give the
    /// same result every time ([`Limits::is_reproducible`]): its `step`s should then not be
    /// paused.
    #[must_use]
    pub fn search_is_reproducible(&self) -> bool {
        self.task.as_ref().is_some_and(|t| t.limits().is_reproducible())
    }

    /// Whether `quit` was received.
    #[must_use]
    pub fn wants_to_quit(&self) -> bool {
        self.quit
    }

    /// Handles a line, then runs any search it started to its end. Not for `go infinite`.
    pub fn run(&mut self, line: &str, clock: &dyn Clock) -> Vec<String> {
        let mut out = self.handle(line, clock);
        while self.needs_step() {
            out.extend(self.step(clock, &mut || false));
        }
        out
    }

    /// Handles one line of input and returns the lines to send.
    pub fn handle(&mut self, line: &str, clock: &dyn Clock) -> Vec<String> {
        let line = line.trim();
        let mut words = line.split_ascii_whitespace();
        let Some(command) = words.next() else { return Vec::new() };
        let rest: Vec<&str> = words.collect();
        let mut out = Vec::new();
        match command {
            "isready" => out.push("readyok".to_string()),
            "stop" => self.stop(&mut out),
            "quit" => {
                self.stop(&mut out);
                self.quit = true;
            }
            "uci" => self.uci(&mut out),
            _ => {
                // Anything else changes state: a search in progress ends first.
                self.stop(&mut out);
                match command {
                    "ucinewgame" => self.new_game(),
                    "position" => self.set_position(&rest, &mut out),
                    "go" => self.go(&rest, clock, &mut out),
                    "setoption" => self.set_option(&rest, &mut out),
                    "bench" => {
                        let depth = rest.first().and_then(|d| d.parse().ok()).unwrap_or(bench::BENCH_DEPTH);
                        out.extend(bench::run(depth, clock).report());
                    }
                    "d" => out.push(format!("info string fen {}", self.position.fen())),
                    "debug" | "register" | "ponderhit" => {}
                    _ => out.push(format!("info string error: unknown command '{}'", truncate(command))),
                }
            }
        }
        out
    }

    /// Runs the search in progress for one iteration (or until `pause` returns true, polled
    /// every 2048 nodes) and returns its output.
    pub fn step(&mut self, clock: &dyn Clock, pause: &mut dyn FnMut() -> bool) -> Vec<String> {
        let mut out = Vec::new();
        let Some(task) = self.task.as_mut() else { return out };
        let outcome = self.searcher.step(task, clock, pause);
        out.extend(task.take_infos().iter().map(info_line));
        if outcome == StepOutcome::Finished && !task.limits().infinite {
            self.finish(&mut out);
        }
        out
    }

    fn uci(&self, out: &mut Vec<String>) {
        out.push(format!("id name Kaissa {}", env!("CARGO_PKG_VERSION")));
        out.push("id author the Kaissa developers".to_string());
        out.push(format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"));
        out.push("option name Level type spin default 10 min 1 max 10".to_string());
        out.push("option name UCI_LimitStrength type check default false".to_string());
        out.push(format!("option name UCI_Elo type spin default {MAX_ELO} min {MIN_ELO} max {MAX_ELO}"));
        out.push(format!("option name Seed type spin default 0 min 0 max {MAX_SEED}"));
        out.push("uciok".to_string());
    }

    fn new_game(&mut self) {
        self.games += 1;
        self.searcher.new_game(mix(self.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ self.games));
    }

    fn stop(&mut self, out: &mut Vec<String>) {
        if let Some(task) = self.task.as_mut() {
            task.stop();
            // Finishing a stopped task never searches further: the first iteration is done.
            while !task.is_finished() {
                self.searcher.step(task, &NoClock, &mut || true);
            }
            out.extend(task.take_infos().iter().map(info_line));
            self.finish(out);
        }
    }

    fn finish(&mut self, out: &mut Vec<String>) {
        if let Some(task) = self.task.take() {
            let best = task.result().best_move.map_or_else(|| "0000".to_string(), |m| m.to_string());
            out.push(format!("bestmove {best}"));
        }
    }

    fn set_position(&mut self, args: &[&str], out: &mut Vec<String>) {
        let moves_at = args.iter().position(|&a| a == "moves").unwrap_or(args.len());
        let (setup, moves) = (&args[..moves_at], args.get(moves_at + 1..).unwrap_or(&[]));
        let mut pos = match setup {
            ["startpos"] => Position::startpos(),
            ["fen", fields @ ..] if !fields.is_empty() => match Position::from_fen(&fields.join(" ")) {
                Ok(p) => p,
                Err(e) => {
                    out.push(format!("info string error: bad FEN: {e}"));
                    return;
                }
            },
            _ => {
                out.push("info string error: expected 'position startpos|fen <fen> [moves …]'".to_string());
                return;
            }
        };
        let mut history = Vec::new();
        for text in moves {
            let Some(m) = find_move(&pos, text) else {
                out.push(format!("info string error: illegal move '{}' in {}", truncate(text), pos.fen()));
                return;
            };
            history.push(pos.hash());
            pos.play_unchecked(m);
        }
        self.position = pos;
        self.history = history;
    }

    fn go(&mut self, args: &[&str], clock: &dyn Clock, out: &mut Vec<String>) {
        if args.first() == Some(&"perft") {
            match args.get(1).and_then(|d| d.parse::<u32>().ok()) {
                Some(depth) => out.extend(perft_divide(&self.position, depth)),
                None => out.push("info string error: expected 'go perft <depth>'".to_string()),
            }
            return;
        }
        let mut limits = Limits::default();
        let mut i = 0;
        while i < args.len() {
            let key = args[i];
            let value = args.get(i + 1).and_then(|v| v.parse::<u64>().ok());
            if key == "searchmoves" {
                // The moves that follow, up to the next word that is not one; those not legal
                // here are left out.
                i += 1;
                while let Some(text) = args.get(i).filter(|a| Move::from_uci(a).is_ok()) {
                    limits.searchmoves.extend(self.position.parse_uci(text).ok());
                    i += 1;
                }
                continue;
            }
            let takes_value = !matches!(key, "infinite" | "ponder");
            if takes_value && value.is_none() {
                out.push(format!("info string error: '{}' needs a number", truncate(key)));
                return;
            }
            let v = value.unwrap_or(0);
            match key {
                "infinite" => limits.infinite = true,
                "ponder" => {}
                "depth" => limits.depth = Some(v.clamp(1, 1_000) as u32),
                "nodes" => limits.nodes = Some(v.max(1)),
                "movetime" => limits.movetime = Some(v),
                "wtime" => limits.time[Color::White.index()] = Some(v),
                "btime" => limits.time[Color::Black.index()] = Some(v),
                "winc" => limits.inc[Color::White.index()] = v,
                "binc" => limits.inc[Color::Black.index()] = v,
                "movestogo" => limits.movestogo = Some(v.clamp(1, 1_000) as u32),
                "mate" => limits.depth = Some((2 * v).clamp(1, 1_000) as u32),
                _ => {
                    out.push(format!("info string error: unknown go parameter '{}'", truncate(key)));
                    return;
                }
            }
            i += if takes_value { 2 } else { 1 };
        }
        self.searcher.set_level(self.effective_level());
        self.task = Some(self.searcher.start(&self.position, &self.history, limits, clock));
        if self.task.as_ref().is_some_and(SearchTask::is_finished) {
            // No legal move: nothing to search, answer at once.
            self.finish(out);
        }
    }

    fn set_option(&mut self, args: &[&str], out: &mut Vec<String>) {
        // setoption name <name words…> [value <value words…>]
        if args.first() != Some(&"name") {
            out.push("info string error: expected 'setoption name <name> [value <value>]'".to_string());
            return;
        }
        let value_at = args.iter().position(|&a| a == "value").unwrap_or(args.len());
        let name = args[1..value_at].join(" ").to_ascii_lowercase();
        let value = args.get(value_at + 1..).map(|v| v.join(" ")).unwrap_or_default();
        let number = value.parse::<u64>().ok();
        let bad_value = |out: &mut Vec<String>| {
            out.push(format!("info string error: bad value '{}' for option {name}", truncate(&value)))
        };
        match name.as_str() {
            "hash" => match number {
                Some(mb) if (1..=MAX_HASH_MB as u64).contains(&mb) => self.searcher.set_hash_mb(mb as usize),
                _ => bad_value(out),
            },
            "level" => match number {
                Some(n) if (1..=10).contains(&n) => self.level = Level::new(n as u32),
                _ => bad_value(out),
            },
            "uci_limitstrength" => match value.to_ascii_lowercase().as_str() {
                "true" => self.limit_strength = true,
                "false" => self.limit_strength = false,
                _ => bad_value(out),
            },
            "uci_elo" => match number {
                Some(e) if (u64::from(MIN_ELO)..=u64::from(MAX_ELO)).contains(&e) => self.elo = e as u32,
                _ => bad_value(out),
            },
            "seed" => match number {
                Some(s) if s <= MAX_SEED => {
                    self.seed = s;
                    self.games = 0;
                    self.new_game();
                }
                _ => bad_value(out),
            },
            "clear hash" => self.new_game(),
            _ => out.push(format!("info string error: unknown option '{}'", truncate(&name))),
        }
        self.searcher.set_level(self.effective_level());
    }
}

/// A clock for finishing a stopped search, which reads no time.
struct NoClock;

impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

fn truncate(text: &str) -> String {
    text.chars().take(40).collect()
}

/// The legal move written `text` in UCI notation, if any.
fn find_move(pos: &Position, text: &str) -> Option<Move> {
    let text = text.to_ascii_lowercase();
    pos.legal_moves().iter().copied().find(|m| m.to_string() == text)
}

/// An `info` line for a finished iteration.
#[must_use]
pub fn info_line(info: &Info) -> String {
    let pv: Vec<String> = info.pv.iter().map(Move::to_string).collect();
    format!(
        "info depth {} seldepth {} multipv 1 score {} nodes {} nps {} hashfull {} time {} pv {}",
        info.depth,
        info.seldepth,
        info.score,
        info.nodes,
        info.nps(),
        info.hashfull,
        info.time_ms,
        pv.join(" ")
    )
    .trim_end()
    .to_string()
}

/// Perft divide: `<uci>: <count>` per legal move, sorted, then `total: <count>`.
#[must_use]
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<String> {
    if depth == 0 {
        return vec!["total: 1".to_string()];
    }
    let mut lines: Vec<(String, u64)> =
        pos.legal_moves().iter().map(|&m| (m.to_string(), pos.after(m).perft(depth - 1))).collect();
    lines.sort();
    let total: u64 = lines.iter().map(|(_, n)| n).sum();
    let mut out: Vec<String> = lines.into_iter().map(|(m, n)| format!("{m}: {n}")).collect();
    out.push(format!("total: {total}"));
    out
}
