//! `kaissa-review`: the coach's review of the games of a PGN file, one JSON line per move judged
//! an inaccuracy, a mistake or a blunder, for checking it against another engine
//! (`scripts/coach-agreement.py` does, with Stockfish).
//!
//! ```text
//! kaissa-review games.pgn [--games N] [--skip N] [--nodes N] [--verify N]
//! ```
//!
//! Each line: `{"game":0,"ply":11,"fen":"…","move":"g8f6","judgement":"blunder","reason":"allows-mate",
//! "square":null,"best":"d8e7","before":"cp 20","after":"mate -1","nodes":…}` — `fen` is the position
//! before the move, `square` the square of a hung or missed piece, `before` and `after` the
//! search's scores for the mover. `--skip`: games to pass over first; `--nodes`: the budget per position (the app's by default);
//! `--verify`: the budget of the second look at mistakes and blunders (0: none). The last line
//! sums up: games, plies, nodes and seconds.

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
fn main() {
    // Native only: the app reviews in its engine worker.
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn main() {
    use kaissa_engine::coach::{review, second_look, Reason, REVIEW_NODES};
    use kaissa_engine::{Limits, Searcher, SystemClock};

    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: kaissa-review games.pgn [--games N] [--skip N] [--nodes N] [--verify N]");
        std::process::exit(2);
    };
    let option = |name: &str, default: u64| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let (most, nodes) = (option("--games", u64::MAX), option("--nodes", REVIEW_NODES));
    // The games to pass over first (a second sample of the same file).
    let skip = option("--skip", 0);
    // The deeper look at moves called mistakes and blunders (0: none).
    let verify = option("--verify", 4 * REVIEW_NODES);
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1);
    });
    let clock = SystemClock::new();
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
        let start = game.start;
        let moves = game.mainline();
        games += 1;
        plies += moves.len();
        // A new searcher per game, as the app's worker starts a review afresh.
        let mut searcher = Searcher::new(8);
        let mut reviewed = review(&mut searcher, &start, &moves, Limits::nodes(nodes), &clock);
        if verify > 0 {
            second_look(&mut searcher, &start, &moves, &mut reviewed, Limits::nodes(verify), &clock);
        }
        let mut pos = start;
        for (ply, r) in reviewed.iter().enumerate() {
            if r.judgement.is_error() {
                let square = match &r.reason {
                    Some(Reason::HangsPiece { square, .. } | Reason::MissesMaterial { square, .. }) => {
                        format!("\"{square}\"")
                    }
                    _ => "null".to_owned(),
                };
                let reason = r.reason.as_ref().map_or("null".to_owned(), |r| format!("\"{}\"", r.code()));
                let best = r.best.best().map_or("null".to_owned(), |m| format!("\"{}\"", m.uci()));
                println!(
                    "{{\"game\":{n},\"ply\":{ply},\"fen\":\"{}\",\"move\":\"{}\",\"judgement\":\"{}\",\"reason\":{reason},\"square\":{square},\"best\":{best},\"before\":\"{}\",\"after\":\"{}\"}}",
                    pos.fen(),
                    r.played.uci(),
                    r.judgement.code(),
                    r.best.score,
                    r.after,
                );
            }
            pos = pos.after(r.played);
        }
    }
    println!(
        "{{\"games\":{games},\"plies\":{plies},\"nodes_per_position\":{nodes},\"verify_nodes\":{verify},\"seconds\":{:.1}}}",
        started.elapsed().as_secs_f64()
    );
}
