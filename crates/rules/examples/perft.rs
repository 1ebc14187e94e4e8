//! Perft "divide": the number of leaf nodes below each legal move, to compare with other move
//! generators move by move.
//!
//! ```text
//! cargo run --release -p kaissa-rules --example perft -- <depth> ["<fen>"]
//! ```
//!
//! Prints one line `<uci move>: <count>` per legal move, sorted by the move's UCI text, then
//! `total: <count>`. Without a FEN it counts from the start position. The FEN may be given as
//! one quoted argument or as its space-separated fields. Positions are loaded leniently (as perft
//! suites need), so a check no legal move can give is accepted. Bad input is reported on stderr
//! with exit status 2 (usage) or 1 (bad FEN or position).

use kaissa_rules::{Position, Setup};
use std::io::Write as _;
use std::process::ExitCode;

const USAGE: &str =
    "usage: perft <depth> [\"<fen>\"]   (depth: a whole number from 0; fen: default the start position)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() || args.iter().any(|a| a == "-h" || a == "--help") {
        eprintln!("{USAGE}");
        return if args.is_empty() { ExitCode::from(2) } else { ExitCode::SUCCESS };
    }
    let depth: u32 = match args[0].trim().parse() {
        Ok(d) => d,
        Err(_) => {
            eprintln!("error: bad depth {:?}: expected a whole number from 0", args[0]);
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    let pos = if args.len() > 1 {
        let fen = args[1..].join(" ");
        let setup = match Setup::from_fen(fen.trim()) {
            Ok(setup) => setup,
            Err(e) => {
                eprintln!("error: bad FEN {fen:?}: {e}");
                return ExitCode::from(1);
            }
        };
        match Position::from_setup_lenient(setup) {
            Ok(pos) => pos,
            Err(e) => {
                eprintln!("error: FEN {fen:?} is not a legal position: {e}");
                return ExitCode::from(1);
            }
        }
    } else {
        Position::startpos()
    };

    let mut lines: Vec<(String, u64)> = Vec::new();
    let total = if depth == 0 {
        1
    } else {
        for &m in pos.legal_moves().iter() {
            lines.push((m.uci(), pos.after(m).perft(depth - 1)));
        }
        lines.sort();
        lines.iter().map(|(_, n)| n).sum()
    };

    // Write without panicking when stdout is closed early (for example piped into `head`).
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let written = lines
        .iter()
        .try_for_each(|(uci, n)| writeln!(out, "{uci}: {n}"))
        .and_then(|()| writeln!(out, "total: {total}"))
        .and_then(|()| out.flush());
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: cannot write the result: {e}");
            ExitCode::from(1)
        }
    }
}
