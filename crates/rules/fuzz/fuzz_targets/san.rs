//! The SAN reader on any text in positions the fuzzer's bytes pick, and the writer → reader
//! round trip for every legal move there.
#![no_main]

use kaissa_rules::{Position, SanPlus};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (pos, rest) = kaissa_rules_fuzz::position_from(data);
    if let Ok(text) = core::str::from_utf8(rest) {
        // A move read is legal.
        if let Ok(m) = pos.parse_san(text) {
            assert!(pos.is_legal(m), "{} read {text:?} as illegal {m}", pos.fen());
        }
        // What parses prints as text that parses the same.
        if let Ok(san) = text.parse::<SanPlus>() {
            assert_eq!(san.to_string().parse::<SanPlus>().ok(), Some(san), "{text:?}");
        }
    }
    round_trip(&pos);
});

/// Every legal move's SAN reads back as that move, and its parsed form prints the same text.
fn round_trip(pos: &Position) {
    for &m in pos.legal_moves().iter() {
        let san = pos.san(m);
        assert_eq!(pos.parse_san(&san).ok(), Some(m), "{}: {san}", pos.fen());
        let parsed: SanPlus = san.parse().unwrap_or_else(|e| panic!("{}: {san}: {e}", pos.fen()));
        assert_eq!(parsed.to_string(), san);
    }
}
