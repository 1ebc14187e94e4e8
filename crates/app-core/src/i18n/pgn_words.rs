//! The PGN reader's problems in words: only the dialogs' module shows them (the PGN import), so
//! they are a table of their own, apart from the [`Catalog`](super::Catalog) that the start-up
//! module carries.

/// The PGN reader's words.
#[derive(Debug)]
pub struct PgnWords {
    /// A PGN error's place: "Line {line}, column {column}: {why}".
    pub pgn_at: &'static str,
    /// PGN problems, in order: no game, unterminated comment, unterminated variation,
    /// unterminated header, malformed header, unmatched ")", variation before any move,
    /// variation too deep, unexpected {text}, bad NAG {text}, null move, bad FEN header {why},
    /// unsupported variant {text}, counters overflow.
    pub pgn_problems: [&'static str; 14],
    /// Move errors: not notation {move}; illegal {move} {why}; ambiguous {move} {why}.
    pub pgn_moves: [&'static str; 3],
    /// Why a move of the PGN cannot be played (the `{why}` of [`PgnWords::pgn_moves`]): no
    /// {role} can go to {square}; the piece on {from} cannot go to {square}; castling is not
    /// possible; more than one {role} can go to {square}, from {squares}.
    pub san_reasons: [&'static str; 4],
    /// Over the only game of a text when it had to be repaired: how to load it.
    pub load_one: &'static str,
    /// Over a game's repairs in the import dialog: "Read with these repairs:".
    pub repaired: &'static str,
    /// What the reader repaired, in [`kaissa_rules::pgn::RepairKind`] order: a castling right
    /// dropped {color} {side} {king} {rook}; an en passant square dropped {square}; a null move
    /// {at}, the game read up to {last}; the rest of a variation skipped {why}; a header's closing
    /// quote missing {name}. Each after "Line {line}: ".
    pub repairs: [&'static str; 5],
}

/// The English words.
pub static PGN_WORDS_EN: PgnWords = PgnWords {
    pgn_at: "Line {line}, column {column}: {why}",
    pgn_problems: [
        "no game found.",
        "a comment starting with '{' is never closed with '}'.",
        "a variation starting with '(' is never closed with ')'.",
        "a header must be [Name \"value\"] on one line.",
        "a header must look like [Name \"value\"].",
        "a ')' has no '(' before it.",
        "a variation '(' comes before any move.",
        "variations are nested too deeply; the deepest were skipped.",
        "'{text}' is not a move, a move number, a comment or a result.",
        "'{text}' is not a valid annotation ($ and a number from 0 to 255).",
        "null moves ('--') can't be part of a game.",
        "the starting position (FEN header) is wrong: {why}",
        "the variant \"{text}\" is not standard chess.",
        "the move numbers are too large.",
    ],
    pgn_moves: [
        "move {move} is not written in chess notation.",
        "move {move} is illegal: {why}.",
        "move {move} is ambiguous: {why}.",
    ],
    san_reasons: ["no {role} can reach {square}", "the piece on {from} cannot reach {square}", "castling is not possible here", "more than one {role} can reach {square} (from {squares})"],
    load_one: "Choose the game to put it on the board:",
    repaired: "Read with these repairs:",
    repairs: [
        "Line {line}: {color} can't castle {side} here (the king must stand on {king} and a rook on {rook}), so that right was dropped.",
        "Line {line}: the en passant square {square} was dropped: no pawn can just have moved past it.",
        "Line {line}: {at} is a null move, which is not a chess move; the game is read up to {last}.",
        "Line {line}: the rest of a side line was skipped. {why}",
        "Line {line}: the header {name} has no closing quote; its value was read to the end of the line.",
    ],
};
