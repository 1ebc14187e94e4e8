//! Perft against the classic suite (tests/data/perft.epd, a copy of ../shared/testdata/perft.epd).
//!
//! Each position is counted at each depth while the expected count stays within a node limit
//! (`KAISSA_PERFT_MAX_NODES`, default 2,000,000). `KAISSA_PERFT=<file>` runs another file of the
//! same format (`FEN ;D1 n ;D2 n …`).

use kaissa_rules::{Position, Setup};
use std::path::PathBuf;

fn data_file() -> PathBuf {
    match std::env::var_os("KAISSA_PERFT") {
        Some(path) => PathBuf::from(path),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/perft.epd"),
    }
}

fn max_nodes() -> u64 {
    std::env::var("KAISSA_PERFT_MAX_NODES").ok().and_then(|s| s.trim().parse().ok()).unwrap_or(2_000_000)
}

#[test]
fn perft_suite_matches() {
    let path = data_file();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let limit = max_nodes();
    let (mut positions, mut checks, mut nodes) = (0, 0, 0u64);
    for (line_no, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let mut parts = line.split(';');
        let fen = parts.next().unwrap_or_default().trim();
        let setup = Setup::from_fen(fen).unwrap_or_else(|e| panic!("line {}: {fen}: {e}", line_no + 1));
        // The suite holds one position no game can reach (a double check by two bishops): load
        // it leniently, as perft tools do.
        let pos = Position::from_setup_lenient(setup).unwrap_or_else(|e| panic!("line {}: {fen}: {e}", line_no + 1));
        positions += 1;
        for part in parts {
            let mut words = part.split_whitespace();
            let (Some(depth), Some(count)) = (words.next(), words.next()) else { continue };
            let depth: u32 = depth.trim_start_matches('D').parse().expect("depth");
            let expected: u64 = count.parse().expect("count");
            if expected > limit {
                break;
            }
            let got = pos.perft(depth);
            assert_eq!(got, expected, "line {}: perft({depth}) of {fen}", line_no + 1);
            if depth <= 3 {
                assert_eq!(pos.perft_full(depth), expected, "line {}: full perft({depth}) of {fen}", line_no + 1);
            }
            checks += 1;
            nodes += got;
        }
    }
    assert!(positions > 0, "no positions in {}", path.display());
    println!("perft: {positions} positions, {checks} counts, {nodes} nodes (limit {limit} per count)");
}
