//! The PGN reader on any text, and the writer → reader round trip: every game read writes PGN
//! that reads back as the same game.
#![no_main]

use kaissa_rules::pgn;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = core::str::from_utf8(data) else { return };
    for game in pgn::read_games(text).into_iter().flatten() {
        let written = game.to_pgn();
        let again = pgn::read_games(&written);
        let [Ok(again)] = again.as_slice() else { panic!("{text:?} wrote\n{written}\nwhich reads as {again:?}") };
        assert_eq!(again.start, game.start, "{written}");
        assert_eq!(again.moves, game.moves, "{text:?} wrote\n{written}");
        assert_eq!(again.comments, game.comments, "{written}");
        assert_eq!(again.to_pgn(), written);
    }
});
