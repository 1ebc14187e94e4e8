//! UCI transcripts: the session as a GUI or the Web Worker sees it, and the native binary.

use kaissa_engine::{ManualClock, SystemClock, UciSession};
use kaissa_rules::Position;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

fn bestmove(lines: &[String]) -> &str {
    let last = lines.last().expect("some output");
    last.strip_prefix("bestmove ").unwrap_or_else(|| panic!("expected bestmove, got {last:?}"))
}

fn is_legal(pos: &Position, uci: &str) -> bool {
    pos.legal_moves().iter().any(|m| m.to_string() == uci)
}

#[test]
fn identifies_itself_and_its_options() {
    let clock = ManualClock::default();
    let mut uci = UciSession::new();
    let out = uci.handle("uci", &clock);
    assert!(out[0].starts_with("id name Kaissa"));
    assert!(out[1].starts_with("id author"));
    for option in [
        "option name Hash type spin default 16 min 1 max 1024",
        "option name Level type spin default 10 min 1 max 10",
        "option name UCI_LimitStrength type check default false",
        "option name UCI_Elo type spin default 2200 min 600 max 2200",
        "option name Seed type spin default 0 min 0 max 2147483647",
    ] {
        assert!(out.iter().any(|l| l == option), "missing {option}");
    }
    assert_eq!(out.last().unwrap(), "uciok");
    assert_eq!(uci.handle("isready", &clock), ["readyok"]);
    assert!(uci.handle("ucinewgame", &clock).is_empty());
    assert!(uci.handle("   ", &clock).is_empty());
}

#[test]
fn searches_a_position_with_moves_and_reports_info() {
    let clock = ManualClock::default();
    let mut uci = UciSession::new();
    assert!(uci.handle("position startpos moves e2e4 e7e5 g1f3", &clock).is_empty());
    let pos = *uci.position();
    assert_eq!(pos.fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    let out = uci.run("go depth 5", &clock);
    for depth in 1..=5 {
        let prefix = format!("info depth {depth} seldepth ");
        let line = out.iter().find(|l| l.starts_with(&prefix)).unwrap_or_else(|| panic!("no depth {depth} in {out:?}"));
        for field in [" score cp ", " nodes ", " nps ", " time ", " pv "] {
            assert!(line.contains(field), "{line} lacks{field}");
        }
    }
    assert!(is_legal(&pos, bestmove(&out)));
    assert!(!uci.is_searching());

    uci.handle("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", &clock);
    let out = uci.run("go depth 3", &clock);
    assert_eq!(bestmove(&out), "a1a8");
    assert!(out.iter().any(|l| l.contains(" score mate 1 ")), "{out:?}");
}

#[test]
fn bad_input_is_reported_never_fatal() {
    let clock = ManualClock::default();
    let mut uci = UciSession::new();
    uci.handle("position startpos moves d2d4", &clock);
    let before = *uci.position();
    for line in [
        "position fen not a fen at all",
        "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
        "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 e7e5 e1e3",
        "position startpos moves e2e4 zz",
        "position",
        "position sideways",
        "go depth",
        "go depth x",
        "go nodes -5",
        "go sideways 3",
        "go perft",
        "setoption name Hash value 0",
        "setoption name Hash value huge",
        "setoption name Level value 11",
        "setoption name UCI_Elo value 3",
        "setoption name UCI_LimitStrength value maybe",
        "setoption name Seed value -1",
        "setoption name Nonsense value 1",
        "setoption Hash 5",
        "frobnicate the engine",
    ] {
        let out = uci.handle(line, &clock);
        assert_eq!(out.len(), 1, "{line}: {out:?}");
        assert!(out[0].starts_with("info string error"), "{line}: {out:?}");
        assert_eq!(*uci.position(), before, "{line} changed the position");
        assert!(!uci.is_searching(), "{line} started a search");
    }
    // Odd bytes and very long lines.
    for line in ["\u{0}\u{1}", "go \u{fffd}", &"position startpos moves ".repeat(500), "ÿÿÿ moves"] {
        let _ = uci.handle(line, &clock);
    }
    assert_eq!(uci.handle("isready", &clock), ["readyok"]);
}

#[test]
fn perft_divide() {
    let clock = ManualClock::default();
    let mut uci = UciSession::new();
    let out = uci.handle("go perft 3", &clock);
    assert_eq!(out.len(), 21);
    assert_eq!(out[0], "a2a3: 380");
    assert_eq!(out.last().unwrap(), "total: 8902");
    let mut sorted = out[..20].to_vec();
    sorted.sort();
    assert_eq!(sorted, out[..20]);
    uci.handle("position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", &clock);
    assert_eq!(uci.handle("go perft 2", &clock).last().unwrap(), "total: 2039");
}

#[test]
fn infinite_search_answers_isready_and_stops_with_a_legal_move() {
    let clock = ManualClock::default();
    let mut uci = UciSession::new();
    uci.handle("position startpos moves e2e4", &clock);
    let pos = *uci.position();
    assert!(uci.handle("go infinite", &clock).is_empty());
    assert!(uci.is_searching());
    let mut out = Vec::new();
    for _ in 0..3 {
        out.extend(uci.step(&clock, &mut || false));
    }
    assert!(out.iter().all(|l| l.starts_with("info depth")), "{out:?}");
    assert_eq!(uci.handle("isready", &clock), ["readyok"]);
    assert!(uci.is_searching());
    let out = uci.handle("stop", &clock);
    assert!(is_legal(&pos, bestmove(&out)));
    assert!(!uci.is_searching());
    assert!(uci.handle("stop", &clock).is_empty());

    // `stop` right after `go`, before any step: still a legal move.
    uci.handle("go infinite", &clock);
    let out = uci.handle("stop", &clock);
    assert!(is_legal(&pos, bestmove(&out)));

    // A new command during a search ends it first.
    uci.handle("go infinite", &clock);
    uci.step(&clock, &mut || false);
    let out = uci.handle("position startpos", &clock);
    assert!(is_legal(&pos, bestmove(&out)));
    assert_eq!(*uci.position(), Position::startpos());

    // A search paused in the middle of an iteration resumes.
    uci.handle("go depth 6", &clock);
    let mut polls = 0;
    let mut out = uci.step(&clock, &mut || false);
    while uci.needs_step() {
        out.extend(uci.step(&clock, &mut || {
            polls += 1;
            polls % 3 == 0
        }));
    }
    assert!(out.iter().any(|l| l.starts_with("info depth 6 ")), "{out:?}");
    assert!(is_legal(&Position::startpos(), bestmove(&out)));
}

#[test]
fn clock_limits_end_the_search() {
    let clock = SystemClock::new();
    let mut uci = UciSession::new();
    let started = std::time::Instant::now();
    let out = uci.run("go wtime 3000 btime 3000 winc 0 binc 0 movestogo 20", &clock);
    assert!(is_legal(&Position::startpos(), bestmove(&out)));
    assert!(started.elapsed().as_millis() < 2_000, "{:?}", started.elapsed());
    let started = std::time::Instant::now();
    let out = uci.run("go movetime 100", &clock);
    assert!(is_legal(&Position::startpos(), bestmove(&out)));
    assert!(started.elapsed().as_millis() < 1_500, "{:?}", started.elapsed());
    let out = uci.run("go nodes 500", &clock);
    assert!(is_legal(&Position::startpos(), bestmove(&out)));
}

#[test]
fn no_legal_move_gives_a_null_bestmove() {
    let clock = ManualClock::default();
    let mut uci = UciSession::new();
    uci.handle("position fen R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1", &clock);
    assert_eq!(bestmove(&uci.run("go depth 3", &clock)), "0000");
}

#[test]
fn options_change_the_level_and_the_seed_replays_a_game() {
    let clock = ManualClock::default();
    let mut uci = UciSession::new();
    assert!(uci.handle("setoption name Level value 3", &clock).is_empty());
    assert_eq!(uci.effective_level().get(), 3);
    assert!(uci.handle("setoption name UCI_LimitStrength value true", &clock).is_empty());
    assert!(uci.handle("setoption name UCI_Elo value 600", &clock).is_empty());
    assert_eq!(uci.effective_level().get(), 1);
    uci.handle("setoption name UCI_Elo value 2200", &clock);
    assert_eq!(uci.effective_level().get(), 10);
    uci.handle("setoption name uci_limitstrength value false", &clock);
    assert_eq!(uci.effective_level().get(), 3);
    assert!(uci.handle("setoption name Hash value 2", &clock).is_empty());

    let play = |uci: &mut UciSession| {
        uci.handle("setoption name Seed value 12345", &clock);
        uci.handle("ucinewgame", &clock);
        let mut moves: Vec<String> = Vec::new();
        for _ in 0..12 {
            uci.handle(&format!("position startpos moves {}", moves.join(" ")), &clock);
            let out = uci.run("go depth 3", &clock);
            moves.push(bestmove(&out).to_string());
        }
        moves
    };
    let first = play(&mut uci);
    assert_eq!(first, play(&mut uci));
}

#[test]
fn bench_prints_its_signature() {
    let clock = ManualClock::default();
    let mut uci = UciSession::new();
    let out = uci.handle("bench 3", &clock);
    let last = out.last().unwrap();
    let words: Vec<&str> = last.split(' ').collect();
    assert_eq!((words.len(), words[1], words[3]), (4, "nodes", "nps"), "{last}");
    assert!(words[0].parse::<u64>().unwrap() > 1000);
    // Deterministic: the same signature twice.
    assert_eq!(uci.handle("bench 3", &clock).last().unwrap().split(' ').next(), Some(words[0]));
}

#[test]
fn quit_ends_the_session() {
    let clock = ManualClock::default();
    let mut uci = UciSession::new();
    uci.handle("go infinite", &clock);
    let out = uci.handle("quit", &clock);
    assert!(out.last().unwrap().starts_with("bestmove"));
    assert!(uci.wants_to_quit());
}

/// The native binary: the same transcript over pipes, with `stop` answered during a search.
#[test]
fn native_binary_speaks_uci() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kaissa-uci"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("kaissa-uci starts");
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut read_until = |prefix: &str| loop {
        let line = lines.next().expect("output").expect("utf-8");
        if line.starts_with(prefix) {
            return line;
        }
    };
    writeln!(stdin, "uci").unwrap();
    read_until("uciok");
    writeln!(stdin, "position startpos moves e2e4\ngo infinite").unwrap();
    read_until("info depth 3 ");
    writeln!(stdin, "isready").unwrap();
    read_until("readyok");
    let started = std::time::Instant::now();
    writeln!(stdin, "stop").unwrap();
    let best = read_until("bestmove ");
    assert!(started.elapsed().as_millis() < 1_500, "stop took {:?}", started.elapsed());
    let pos = Position::startpos().after(Position::startpos().parse_uci("e2e4").unwrap());
    assert!(is_legal(&pos, &best["bestmove ".len()..]));
    writeln!(stdin, "go depth 4").unwrap();
    read_until("bestmove ");
    writeln!(stdin, "quit").unwrap();
    assert!(child.wait().unwrap().success());
}

#[test]
fn searchmoves_keeps_the_search_to_the_moves_given() {
    let clock = ManualClock::default();
    let mut uci = UciSession::new();
    // The queen where the e6-pawn takes it: every reply but the capture.
    uci.handle("position fen 4k3/8/4p3/3Q4/8/8/8/4K3 b - - 0 1", &clock);
    let out = uci.run("go depth 5 searchmoves e8f8 e8d7 e8e7 e8f7", &clock);
    assert!(["e8f8", "e8d7", "e8e7", "e8f7"].contains(&bestmove(&out)), "{out:?}");
    // Its score: far below the capture's.
    let score = |out: &[String]| {
        let info = out.iter().rev().find(|l| l.contains(" score cp ")).expect("a score");
        info.split(" score cp ").nth(1).unwrap().split(' ').next().unwrap().parse::<i32>().unwrap()
    };
    let other = score(&out);
    let all = uci.run("go depth 5", &clock);
    assert_eq!(bestmove(&all), "e6d5");
    assert!(score(&all) - other >= 600, "{} vs {other}", score(&all));
    // Moves given before other parameters; one not legal here (d8 is the queen's) left out.
    let out = uci.run("go searchmoves e8d8 e8f8 depth 3", &clock);
    assert_eq!(bestmove(&out), "e8f8");
    // None of them legal: every move, as if none had been given.
    let out = uci.run("go depth 3 searchmoves a1a2", &clock);
    assert_eq!(bestmove(&out), "e6d5");
}

#[test]
fn a_search_without_a_clock_says_it_is_reproducible_and_is() {
    let clock = ManualClock::default();
    let fen = "r1b1kb1r/p3qppp/2p2n2/1N2p1B1/2B1P3/1Q6/PPP2PPP/R3K2R b KQkq - 0 9";
    // Stepped iteration by iteration without pauses, as the Web Worker runs such a search.
    let whole = || {
        let mut uci = UciSession::new();
        uci.handle(&format!("position fen {fen}"), &clock);
        let mut out = uci.handle("go nodes 60000", &clock);
        assert!(uci.search_is_reproducible());
        while uci.needs_step() {
            out.extend(uci.step(&clock, &mut || false));
        }
        assert!(!uci.search_is_reproducible(), "no search, nothing to reproduce");
        out
    };
    // The same lines every time (the clock is a manual one: time and nps are the same too).
    let first = whole();
    assert_eq!(first, whole());
    assert!(bestmove(&first).len() >= 4);
    // A search with a clock is not: the worker may pause it anywhere.
    let mut uci = UciSession::new();
    uci.handle(&format!("position fen {fen}"), &clock);
    uci.handle("go movetime 50", &clock);
    assert!(!uci.search_is_reproducible());
    uci.handle("stop", &clock);
    uci.handle("go depth 6 movetime 400", &clock);
    assert!(!uci.search_is_reproducible());
}
