//! The UCI reader on any text in positions the fuzzer's bytes pick: a move read is legal, a
//! refusal names an illegal move with a reason, and every legal move's UCI reads back.
#![no_main]

use kaissa_rules::{Move, UciError};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (pos, rest) = kaissa_rules_fuzz::position_from(data);
    if let Ok(text) = core::str::from_utf8(rest) {
        match pos.parse_uci(text) {
            Ok(m) => assert!(pos.is_legal(m), "{} read {text:?} as illegal {m}", pos.fen()),
            Err(UciError::Illegal { mv, reason }) => {
                assert!(!pos.is_legal(mv), "{}: legal {mv} refused: {reason}", pos.fen());
                let _ = reason.to_string();
            }
            Err(UciError::Syntax(_)) => assert!(Move::from_uci(text).is_err()),
        }
    }
    for &m in pos.legal_moves().iter() {
        assert_eq!(pos.parse_uci(&m.to_string()).ok(), Some(m), "{}: {m}", pos.fen());
    }
});
