//! The coach's words in English.

use super::words::CoachWords;

/// English.
pub static COACH_EN: CoachWords = CoachWords {
    judgements: ["Best move", "Good move", "Book move", "Inaccuracy", "Mistake", "Blunder"],
    hangs_free: "This leaves {piece.acc} to be taken for free: the {by} takes it, and nothing can take back.",
    hangs_exchange: "This leaves {piece.acc} to be taken by the {by}, and the exchange loses material.",
    allows_mate: "This allows mate in {n, plural, one {# move} other {# moves}}, starting with {move}.",
    misses_mate: "You had mate in {n, plural, one {# move} other {# moves}}, starting with {move}.",
    stalemate_not_mate: "This is stalemate, a draw, where {move} led to mate.",
    misses_free: "{move} would have taken {piece.acc} for free.",
    misses_material: "{move} would have won material: it takes {piece.acc}.",
    misses_fork: "{move} would have attacked {a} and {b} at once.",
    allows_fork: "This lets the {by} attack {a} and {b} at once: {move}.",
    allows_promotion: "This lets a pawn promote: {move}.",
    gives_up_castling: "After this your king can no longer castle, and nothing is gained for it.",
    repeats_while_winning: "You were winning, and this repeats the position for the third time: a draw can be claimed.",
    better: "Better was {move}.",
    line: "The engine's line: {line}.",
    no_reason: "The engine's move was better.",
};
