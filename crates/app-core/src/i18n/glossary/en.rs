//! English chess terms (FIDE Laws of Chess, English edition).

use super::Term;

/// The English terms, in the order every language follows.
pub static TERMS: &[Term] = &[
    Term { concept: "king", word: "king", avoid: &[] },
    Term { concept: "queen", word: "queen", avoid: &["lady", "dame"] },
    Term { concept: "rook", word: "rook", avoid: &["tower*"] },
    Term { concept: "bishop", word: "bishop", avoid: &["runner*", "priest*"] },
    Term { concept: "knight", word: "knight", avoid: &["horse*", "horsie*"] },
    Term { concept: "pawn", word: "pawn", avoid: &["peon*", "footsoldier*"] },
    Term { concept: "check", word: "check", avoid: &[] },
    Term { concept: "checkmate", word: "checkmate", avoid: &["check-mate*"] },
    Term { concept: "stalemate", word: "stalemate", avoid: &["deadlock*", "stale-mate*"] },
    Term { concept: "castling", word: "castling", avoid: &["castle move*"] },
    Term { concept: "en passant", word: "en passant", avoid: &["en-passant"] },
    Term { concept: "promotion", word: "promotion", avoid: &["queening"] },
    Term { concept: "draw by agreement", word: "draw by agreement", avoid: &["agreed draw*", "draw by consent"] },
    Term { concept: "repetition", word: "repetition", avoid: &["threefold repeat*"] },
    Term { concept: "arbiter", word: "arbiter", avoid: &["referee*", "umpire*"] },
    Term { concept: "increment", word: "increment", avoid: &["bonus*"] },
    Term { concept: "delay", word: "delay", avoid: &[] },
    Term { concept: "time runs out", word: "time runs out", avoid: &["flag fall*", "flagged"] },
    Term { concept: "blunder", word: "blunder", avoid: &["howler*"] },
    Term { concept: "opening", word: "opening", avoid: &["debut*"] },
    Term { concept: "hint", word: "hint", avoid: &[] },
    Term { concept: "board", word: "board", avoid: &[] },
    Term { concept: "scoresheet", word: "scoresheet", avoid: &["score sheet*"] },
    Term { concept: "pinned", word: "pinned", avoid: &[] },
    Term { concept: "trade", word: "trade", avoid: &[] },
    Term { concept: "touch-move", word: "touch-move", avoid: &[] },
    // FIDE Laws, Appendices A and B (fixed time; with an increment, the time plus 60 increments).
    Term { concept: "rapid: more than 10 and less than 60 minutes for each player", word: "rapid", avoid: &[] },
    Term { concept: "blitz: 10 minutes or less for each player", word: "blitz", avoid: &["lightning*"] },
    Term { concept: "best move", word: "best move", avoid: &["engine's move", "computer's move", "engine's line"] },
];
