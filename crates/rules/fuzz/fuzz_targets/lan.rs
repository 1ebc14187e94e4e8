//! The long algebraic notation reader on any text in positions the fuzzer's bytes pick, and
//! the writer → reader round trip for every legal move there.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (pos, rest) = kaissa_rules_fuzz::position_from(data);
    if let Ok(text) = core::str::from_utf8(rest) {
        if let Ok(m) = pos.parse_lan(text) {
            assert!(pos.is_legal(m), "{} read {text:?} as illegal {m}", pos.fen());
        }
    }
    for &m in pos.legal_moves().iter() {
        let lan = pos.lan(m);
        assert_eq!(pos.parse_lan(&lan).ok(), Some(m), "{}: {lan}", pos.fen());
    }
});
