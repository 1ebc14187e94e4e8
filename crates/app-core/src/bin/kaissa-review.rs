//! `kaissa-review`: the app's review of the games of a PGN file, one JSON line per move judged an
//! inaccuracy, a mistake or a blunder, for checking it against another engine
//! (`scripts/coach-agreement.py` does, with Stockfish).
//!
//! ```text
//! kaissa-review games.pgn [--games N] [--skip N]
//! ```
//!
//! It is the app's review exactly: [`ReviewRun`] asks its searches as UCI lines of a fresh
//! [`UciSession`] per game (the app starts a fresh engine worker per review), each `go nodes …`
//! stepped whole, and reads the last scored `info` line back, as the page does — so the figures
//! measured with it are the app's.
//!
//! Each line: `{"game":0,"ply":11,"fen":"…","move":"g8f6","judgement":"blunder","reason":"allows-mate",
//! "named":"h5f7","square":null,"best":"d8e7","before":"cp 20","after":"mate -1"}` — `fen` is the
//! position before the move, `named` the move its reason names (the reply it allows, the move it
//! missed), `square` the square of a hung or missed piece, `before` and `after` the search's
//! scores for the mover. `--skip`: games to pass over first (a second sample of the same file).
//! The last line sums up: games, plies and seconds.

use kaissa_app_core::coach::{Listener, ReviewRun};
use kaissa_engine::coach::{Reason, REVIEW_NODES};
use kaissa_engine::{SystemClock, UciSession};
use kaissa_rules::{Move, Position};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: kaissa-review games.pgn [--games N] [--skip N]");
        std::process::exit(2);
    };
    let option = |name: &str, default: u64| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let (most, skip) = (option("--games", u64::MAX), option("--skip", 0));
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1);
    });
    let started = std::time::Instant::now();
    let (mut games, mut plies) = (0u64, 0usize);
    for (n, game) in kaissa_rules::pgn::read_games(&text).into_iter().enumerate() {
        if games >= most {
            break;
        }
        let Ok(game) = game else { continue };
        if (n as u64) < skip {
            continue;
        }
        games += 1;
        let moves = game.mainline();
        plies += moves.len();
        match review(&game.start, &moves) {
            Ok(run) => print_errors(n, &run),
            Err(e) => eprintln!("game {n}: {e}"),
        }
    }
    println!(
        "{{\"games\":{games},\"plies\":{plies},\"nodes_per_position\":{REVIEW_NODES},\"seconds\":{:.1}}}",
        started.elapsed().as_secs_f64()
    );
}

/// The review of the game of `moves` from `start`, run to its end as the app's engine worker runs
/// it; `Err` if a search gave no scored line.
fn review(start: &Position, moves: &[Move]) -> Result<ReviewRun, String> {
    let clock = SystemClock::new();
    let mut run = ReviewRun::new(start, moves);
    let mut uci = UciSession::new();
    // What the coach's worker is sent first (src/coach/engine.rs).
    uci.handle("uci", &clock);
    uci.handle("isready", &clock);
    while let Some(search) = run.next() {
        let Some(pos) = run.searched(search.index) else { break };
        let mut out = uci.handle(&search.lines[0], &clock);
        out.extend(uci.run(&search.lines[1], &clock));
        let line = Listener::new(pos)
            .hear_all(&out)
            .and_then(|a| a.line)
            .ok_or_else(|| format!("no score for {}", pos.fen()))?;
        run.answer(search.index, line);
    }
    Ok(run)
}

/// One JSON line per move of game `n` that `run` judged an error.
fn print_errors(n: usize, run: &ReviewRun) {
    let Some(result) = run.result() else { return };
    for (ply, r) in result.iter().enumerate() {
        if !r.judgement.is_error() {
            continue;
        }
        let square = match &r.reason {
            Some(Reason::HangsPiece { square, .. } | Reason::MissesMaterial { square, .. }) => format!("\"{square}\""),
            _ => "null".to_owned(),
        };
        let reason = r.reason.as_ref().map_or("null".to_owned(), |r| format!("\"{}\"", r.code()));
        // The move the reason names (the opponent's reply for what the move allowed, the better
        // move for what it missed), for checking the reason against another engine.
        let named = match &r.reason {
            Some(
                Reason::IgnoresThreat { threat: m, .. }
                | Reason::AllowsMate { first: m, .. }
                | Reason::AllowsFork { reply: m, .. }
                | Reason::AllowsPromotion { promotion: m }
                | Reason::MissesMate { best: m, .. }
                | Reason::StalemateNotMate { best: m }
                | Reason::MissesMaterial { best: m, .. }
                | Reason::MissesFork { best: m, .. },
            ) => format!("\"{}\"", m.uci()),
            _ => "null".to_owned(),
        };
        let best = r.best.best().map_or("null".to_owned(), |m| format!("\"{}\"", m.uci()));
        println!(
            "{{\"game\":{n},\"ply\":{ply},\"fen\":\"{}\",\"move\":\"{}\",\"judgement\":\"{}\",\"reason\":{reason},\"named\":{named},\"square\":{square},\"best\":{best},\"before\":\"{}\",\"after\":\"{}\"}}",
            run.positions()[ply].fen(),
            r.played.uci(),
            r.judgement.code(),
            r.best.score,
            r.after,
        );
    }
}
