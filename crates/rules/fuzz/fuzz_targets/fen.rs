//! The FEN reader on any text, and the writer → reader round trip: a position read from a FEN
//! writes a FEN that reads back as the same position and writes the same text again.
#![no_main]

use kaissa_rules::{Position, Setup};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = core::str::from_utf8(data) else { return };
    let setup = Setup::from_fen(text);
    let strict = Position::from_fen(text);
    if let Ok(pos) = strict {
        assert!(setup.is_ok(), "{text:?}: a legal position from a FEN the setup reader refuses");
        let fen = pos.fen();
        let again = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{text:?} wrote {fen:?}, which reads as {e}"));
        assert_eq!(again, pos, "{text:?} → {fen:?}");
        assert_eq!(again.fen(), fen);
    }
    if let Ok(setup) = setup {
        // The lenient constructor accepts everything the strict one does, and the same way.
        match (Position::from_setup(setup.clone()), Position::from_setup_lenient(setup.clone())) {
            (Ok(a), Ok(b)) => assert_eq!(a, b),
            (Ok(_), Err(e)) => panic!("{text:?}: strict accepts, lenient refuses: {e}"),
            _ => {}
        }
        // A setup writes a FEN that reads back as the same setup.
        let fen = setup.fen();
        assert_eq!(Setup::from_fen(&fen).as_ref(), Ok(&setup), "{text:?} → {fen:?}");
    }
});
