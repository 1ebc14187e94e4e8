//! Move generation speed against cozy-chess, in one process with the same build settings.
//!
//! ```text
//! cargo run --release -p kaissa-rules --example perft_bench [-- --rounds N] [-- --quick]
//! ```
//!
//! Counts perft of the start position (depth 6) and Kiwipete (depth 5), with bulk counting at the
//! last ply ("bulk": the leaves' parents count their moves without playing them) and without
//! ("full": every leaf move is played), with kaissa-rules and with cozy-chess. The two libraries
//! alternate (which goes first swaps every round) for several rounds (default 3); each case
//! reports the **best** (fastest) round of each library, which is the least disturbed by other
//! work on the machine. Node counts must agree with each other and with the known values, or
//! the program fails.
//!
//! The cozy-chess side is written as in cozy-chess's own `examples/perft.rs`: its `PieceMoves`
//! are counted with `moves.len()` at depth 1 in bulk mode, and every move is played down to
//! depth 0 in full mode.
//!
//! The same source runs in WebAssembly under WASI (see `examples/wasi_run.mjs` and the README).
//!
//! For profiling one side alone: `--only kaissa` or `--only cozy-chess`, and `--case <position>-<mode>`
//! (such as `--case kiwipete-full`, repeatable); the summary then shows only what ran.

use std::hint::black_box;
use std::process::ExitCode;
use std::time::{Duration, Instant};

const STARTPOS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// Known leaf counts: start position depths 0..=6, Kiwipete depths 0..=5.
const STARTPOS_NODES: [u64; 7] = [1, 20, 400, 8_902, 197_281, 4_865_609, 119_060_324];
const KIWIPETE_NODES: [u64; 6] = [1, 48, 2_039, 97_862, 4_085_603, 193_690_690];

mod kaissa {
    use kaissa_rules::{Position, Setup};

    pub fn load(fen: &str) -> Position {
        Position::from_setup_lenient(Setup::from_fen(fen).expect("bench FEN parses")).expect("bench FEN is legal")
    }

    pub fn bulk(pos: &Position, depth: u32) -> u64 {
        pos.perft(depth)
    }

    pub fn full(pos: &Position, depth: u32) -> u64 {
        pos.perft_full(depth)
    }
}

mod cozy {
    use cozy_chess::Board;

    pub fn load(fen: &str) -> Board {
        Board::from_fen(fen, false).expect("bench FEN parses")
    }

    /// Bulk counting, as in cozy-chess's `examples/perft.rs` (`perft_bulk`).
    pub fn bulk(board: &Board, depth: u32) -> u64 {
        let mut nodes = 0;
        match depth {
            0 => nodes += 1,
            1 => {
                board.generate_moves(|moves| {
                    nodes += moves.len() as u64;
                    false
                });
            }
            _ => {
                board.generate_moves(|moves| {
                    for mv in moves {
                        let mut board = board.clone();
                        board.play_unchecked(mv);
                        nodes += bulk(&board, depth - 1);
                    }
                    false
                });
            }
        }
        nodes
    }

    /// Every move played down to depth 0, as in cozy-chess's `examples/perft.rs` (`perft`).
    pub fn full(board: &Board, depth: u32) -> u64 {
        if depth == 0 {
            1
        } else {
            let mut nodes = 0;
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut board = board.clone();
                    board.play_unchecked(mv);
                    nodes += full(&board, depth - 1);
                }
                false
            });
            nodes
        }
    }
}

#[derive(Copy, Clone, PartialEq)]
enum Mode {
    Bulk,
    Full,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::Bulk => "bulk",
            Mode::Full => "full",
        }
    }
}

struct Case {
    name: &'static str,
    fen: &'static str,
    depth: u32,
    mode: Mode,
    expected: u64,
    kaissa: Vec<Duration>,
    cozy: Vec<Duration>,
}

fn time<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let out = f();
    (out, start.elapsed())
}

fn mnps(nodes: u64, d: Duration) -> f64 {
    nodes as f64 / d.as_secs_f64() / 1e6
}

fn main() -> ExitCode {
    let mut rounds = 3usize;
    let mut quick = false;
    let (mut run_k, mut run_c) = (true, true);
    let mut only_cases: Vec<String> = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--rounds" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) if n > 0 => rounds = n,
                _ => {
                    eprintln!("error: --rounds needs a whole number of at least 1");
                    return ExitCode::from(2);
                }
            },
            "--quick" => quick = true,
            "--only" => match args.next().as_deref() {
                Some("kaissa") => run_c = false,
                Some("cozy-chess") => run_k = false,
                _ => {
                    eprintln!("error: --only takes kaissa or cozy-chess");
                    return ExitCode::from(2);
                }
            },
            "--case" => match args.next() {
                Some(c)
                    if ["startpos-bulk", "startpos-full", "kiwipete-bulk", "kiwipete-full"].contains(&c.as_str()) =>
                {
                    only_cases.push(c)
                }
                _ => {
                    eprintln!("error: --case takes startpos-bulk, startpos-full, kiwipete-bulk or kiwipete-full");
                    return ExitCode::from(2);
                }
            },
            "-h" | "--help" => {
                eprintln!(
                    "usage: perft_bench [--rounds N] [--quick] [--only kaissa|cozy-chess] [--case <position>-<bulk|full>]...\n  \
                     --quick: one ply less, for a smoke test"
                );
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("error: unexpected argument {other:?} (try --help)");
                return ExitCode::from(2);
            }
        }
    }
    let (start_depth, kiwi_depth) = if quick { (5, 4) } else { (6, 5) };
    let mut cases = Vec::new();
    for (name, fen, depth, expected) in [
        ("startpos", STARTPOS, start_depth, STARTPOS_NODES[start_depth as usize]),
        ("kiwipete", KIWIPETE, kiwi_depth, KIWIPETE_NODES[kiwi_depth as usize]),
    ] {
        for mode in [Mode::Bulk, Mode::Full] {
            let id = format!("{name}-{}", mode.name());
            if !only_cases.is_empty() && !only_cases.contains(&id) {
                continue;
            }
            cases.push(Case { name, fen, depth, mode, expected, kaissa: Vec::new(), cozy: Vec::new() });
        }
    }

    println!("# perft_bench: {rounds} rounds, best round of each library reported");
    for round in 0..rounds {
        for case in &mut cases {
            let k_pos = kaissa::load(case.fen);
            let c_pos = cozy::load(case.fen);
            let depth = black_box(case.depth);
            let run_kaissa = |case: &mut Case| {
                if !run_k {
                    return case.expected;
                }
                let (n, d) = time(|| match case.mode {
                    Mode::Bulk => kaissa::bulk(black_box(&k_pos), depth),
                    Mode::Full => kaissa::full(black_box(&k_pos), depth),
                });
                case.kaissa.push(d);
                n
            };
            let run_cozy = |case: &mut Case| {
                if !run_c {
                    return case.expected;
                }
                let (n, d) = time(|| match case.mode {
                    Mode::Bulk => cozy::bulk(black_box(&c_pos), depth),
                    Mode::Full => cozy::full(black_box(&c_pos), depth),
                });
                case.cozy.push(d);
                n
            };
            let (k, c) = if round % 2 == 0 {
                let k = run_kaissa(case);
                (k, run_cozy(case))
            } else {
                let c = run_cozy(case);
                (run_kaissa(case), c)
            };
            let mode = case.mode.name();
            if k != case.expected || c != case.expected {
                eprintln!(
                    "error: {} {mode} depth {}: kaissa counted {k}, cozy-chess {c}, expected {}",
                    case.name, case.depth, case.expected
                );
                return ExitCode::from(1);
            }
            let secs =
                |v: &Vec<Duration>| v.get(round).map_or("-".to_string(), |d| format!("{:.3} s", d.as_secs_f64()));
            println!(
                "# round {}: {} {mode} d{} {} nodes: kaissa {}, cozy-chess {}",
                round + 1,
                case.name,
                case.depth,
                case.expected,
                secs(&case.kaissa),
                secs(&case.cozy)
            );
        }
    }
    for case in &cases {
        let mode = case.mode.name();
        let best = |v: &Vec<Duration>| v.iter().copied().min().map(|d| mnps(case.expected, d));
        match (best(&case.kaissa), best(&case.cozy)) {
            (Some(x), Some(y)) => {
                println!("{} {mode}: kaissa {x:.1} Mnps, cozy-chess {y:.1} Mnps, ratio {:.2}", case.name, x / y)
            }
            (Some(x), None) => println!("{} {mode}: kaissa {x:.1} Mnps", case.name),
            (None, Some(y)) => println!("{} {mode}: cozy-chess {y:.1} Mnps", case.name),
            (None, None) => {}
        }
    }
    ExitCode::SUCCESS
}
