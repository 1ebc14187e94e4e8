//! The FEN reader's words: why a position was refused. Only the dialogs' module shows them (the
//! FEN field, the board editor, a PGN's FEN header), so they are a table of their own, apart from
//! the [`Catalog`](super::Catalog) that the start-up module carries.

/// The FEN reader's words.
#[derive(Debug)]
pub struct FenWords {
    /// The FEN was refused: "This position can't be set up: {why}".
    pub bad_fen: &'static str,
    /// FEN syntax errors, in order: empty, field count {n}, rank count {n}, rank length {rank} {n},
    /// bad character {rank} {char}, turn {text}, castling {text}, en passant {text}, halfmove
    /// clock {text}, move number {text}, two digits in a row {rank}.
    pub fen_syntax: [&'static str; 11],
    /// Impossible positions, in order: missing king {color}, too many kings {color}, too many
    /// pieces {color}, pawns on the back rank {squares}, the side not to move in check,
    /// castling without king and rook {color} {side}, impossible en passant {square},
    /// impossible check.
    pub fen_position: [&'static str; 8],
    /// "kingside", "queenside".
    pub castling_sides: [&'static str; 2],
}

/// The English words.
pub static FEN_WORDS_EN: FenWords = FenWords {
    bad_fen: "This position can't be set up: {why}",
    fen_syntax: [
        "the text is empty.",
        "a FEN has six parts separated by spaces (pieces, side to move, castling, en passant, halfmove clock, move number); this one has {n}.",
        "the pieces must be given as 8 rows separated by '/'; there are {n}.",
        "row {rank} describes {n} squares instead of 8.",
        "in row {rank}, '{char}' is neither a piece letter (KQRBNP, kqrbnp) nor a digit from 1 to 8.",
        "the side to move must be 'w' or 'b', not '{text}'.",
        "castling must be '-' or letters from 'KQkq', not '{text}'.",
        "en passant must be '-' or a square on the 3rd or 6th row, not '{text}'.",
        "the halfmove clock must be a whole number, not '{text}'.",
        "the move number must be a whole number from 1, not '{text}'.",
        "in row {rank}, two digits follow each other; a run of empty squares is written as one digit.",
    ],
    fen_position: [
        "{Color} has no king.",
        "{Color} has more than one king.",
        "{Color} has more than 16 pieces or more than 8 pawns.",
        "pawns can't stand on the first or last row ({squares}).",
        "the side that is not to move is in check.",
        "{Color} may castle {side}, but that king and rook are not both on their starting squares.",
        "en passant on {square} is impossible: no pawn can just have moved two squares past it.",
        "the side to move is in a check that no move could have given.",
    ],
    castling_sides: ["kingside", "queenside"],
};
