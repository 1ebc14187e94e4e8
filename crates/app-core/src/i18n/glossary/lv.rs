//! Latvian chess terms: the Latvian seed (002), reliable native chess Latvian, as the audit of
//! 2026-12-07 checked it.

use super::Term;

/// The Latvian terms, in English's order.
pub static TERMS: &[Term] = &[
    Term { concept: "king", word: "karalis", avoid: &[] },
    Term { concept: "queen", word: "dāma", avoid: &["karalien*", "ferz*"] },
    Term { concept: "rook", word: "tornis", avoid: &["rook*"] },
    Term { concept: "bishop", word: "laidnis", avoid: &["bīskap*", "oficier*"] },
    Term { concept: "knight", word: "zirdziņš", avoid: &["zirgs", "zirgu", "zirga", "bruņinie*"] },
    Term { concept: "pawn", word: "bandinieks", avoid: &["kājniek*", "peons"] },
    Term { concept: "check", word: "šahs", avoid: &[] },
    Term { concept: "checkmate", word: "mats", avoid: &["šahmats"] },
    Term { concept: "stalemate", word: "pats", avoid: &["strupceļ*"] },
    // "Rokādēt" is no Latvian verb: "izdarīt rokādi".
    Term { concept: "castling", word: "rokāde", avoid: &["rokādēt*", "rokējies", "rokēties"] },
    Term { concept: "en passant", word: "ņemšana garāmejot", avoid: &["ņemšana caurejot"] },
    Term { concept: "promotion", word: "pārvēršanās", avoid: &["paaugstināšan*", "reklām*"] },
    Term {
        concept: "draw by agreement", word: "neizšķirts pēc vienošanās", avoid: &["neizšķirts pēc piekrišanas"]
    },
    Term { concept: "repetition", word: "atkārtošanās", avoid: &[] },
    Term { concept: "arbiter", word: "tiesnesis", avoid: &["arbitr*"] },
    // The seconds added after each move: one name in the settings and the lessons.
    Term { concept: "increment", word: "papildlaiks", avoid: &["pieskaitījum*", "inkrement*"] },
    Term { concept: "delay", word: "aizture", avoid: &["kavējum*"] },
    Term { concept: "time runs out", word: "beidzas laiks", avoid: &["karodziņ*"] },
    Term { concept: "blunder", word: "rupja kļūda", avoid: &["lapsus*"] },
    // The seed and the coach's own heading say "atklātne"; "debija" is a calque.
    Term { concept: "opening", word: "atklātne", avoid: &["debij*"] },
    Term { concept: "hint", word: "padoms", avoid: &["mājien*"] },
    // "Dēlis" is a plank; the chess board is "galdiņš".
    Term { concept: "board", word: "galdiņš", avoid: &["dēlis", "dēli", "dēlim", "dēlī"] },
    Term { concept: "scoresheet", word: "pieraksta lapa", avoid: &["protokol*"] },
    Term { concept: "pinned", word: "saistīta figūra", avoid: &["piesprausts", "piespraust*"] },
    // The seed says "nomaiņa" for a trade of pieces.
    Term { concept: "trade", word: "nomaiņa", avoid: &["maiņa", "maiņā", "maiņas", "maiņu", "apmaiņ*"] },
    Term { concept: "touch-move", word: "pieskāries — ej", avoid: &[] },
    // FIDE Laws, Appendices A and B (fixed time; with an increment, the time plus 60 increments).
    Term {
        concept: "rapid: more than 10 and less than 60 minutes for each player",
        word: "ātrais šahs",
        avoid: &["rapid*"],
    },
    Term { concept: "blitz: 10 minutes or less for each player", word: "zibšahs", avoid: &["blic*", "zibpartij*"] },
    Term { concept: "best move", word: "labākais gājiens", avoid: &["datora gājiens", "datora variants"] },
];
