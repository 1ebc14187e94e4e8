//! Lithuanian chess terms: Lithuanian chess usage, as the audit of 2026-12-07 checked it. The
//! Lithuanian seed (000) is a machine translation from Russian: its piece and rule names are
//! the variants listed here, never the words to use.

use super::Term;

/// The Lithuanian terms, in English's order.
pub static TERMS: &[Term] = &[
    Term { concept: "king", word: "karalius", avoid: &[] },
    Term { concept: "queen", word: "valdovė", avoid: &["karalien*", "ferz*"] },
    Term { concept: "rook", word: "bokštas", avoid: &["rook*", "ladj*"] },
    Term { concept: "bishop", word: "rikis", avoid: &["vyskup*"] },
    Term { concept: "knight", word: "žirgas", avoid: &["riter*", "arklys", "arklį", "arkliu"] },
    Term { concept: "pawn", word: "pėstininkas", avoid: &["lombard*"] },
    Term { concept: "check", word: "šachas", avoid: &["ekis", "patikrinim*"] },
    Term { concept: "checkmate", word: "matas", avoid: &["šachmatas"] },
    Term { concept: "stalemate", word: "patas", avoid: &["aklaviet*"] },
    Term { concept: "castling", word: "rokiruotė", avoid: &["pilis", "pilį", "užmetim*"] },
    Term { concept: "en passant", word: "kirtimas praeinant", avoid: &["kirtimas eigoje", "ėmimas praeinant"] },
    Term { concept: "promotion", word: "pėstininko virsmas", avoid: &["reklam*", "paaukštinim*"] },
    Term { concept: "draw by agreement", word: "lygiosios susitarus", avoid: &["lygiosios sutikimu"] },
    Term { concept: "repetition", word: "pozicijos pasikartojimas", avoid: &["kartojimasis"] },
    // The FIDE word is "arbitras"; children's texts say "teisėjas", and only that.
    Term { concept: "arbiter", word: "teisėjas", avoid: &["arbitr*"] },
    Term { concept: "increment", word: "pridėtinis laikas", avoid: &["inkrement*", "priedas"] },
    Term { concept: "delay", word: "delsa", avoid: &["uždelsim*"] },
    Term { concept: "time runs out", word: "baigiasi laikas", avoid: &["vėliavėl*"] },
    // One name for a "??" move (the coach once said "grubi klaida" beside it).
    Term { concept: "blunder", word: "šiurkšti klaida", avoid: &["grub*"] },
    Term { concept: "opening", word: "debiutas", avoid: &["atidarym*"] },
    Term { concept: "hint", word: "užuomina", avoid: &["užuominėl*"] },
    Term { concept: "board", word: "lenta", avoid: &["lentelė", "lentelėje"] },
    Term { concept: "scoresheet", word: "partijos blankas", avoid: &["rezultatų lap*"] },
    Term { concept: "pinned", word: "surišta figūra", avoid: &["prisegt*"] },
    Term { concept: "trade", word: "mainai", avoid: &["keitim*"] },
    Term { concept: "touch-move", word: "palietei – eik", avoid: &[] },
    // FIDE Laws, Appendices A and B (fixed time; with an increment, the time plus 60 increments).
    Term {
        concept: "rapid: more than 10 and less than 60 minutes for each player",
        word: "greitoji partija",
        avoid: &["rapid*"],
    },
    Term { concept: "blitz: 10 minutes or less for each player", word: "žaibo partija", avoid: &["blic*", "blitz*"] },
    Term { concept: "best move", word: "geriausias ėjimas", avoid: &["kompiuterio ėjimas", "kompiuterio variantas"] },
];
