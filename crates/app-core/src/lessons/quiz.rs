//! Questions explained, as facts of the position: why the right answer of a multiple-choice
//! question is right (shown after a wrong answer), the clue a hint gives (a step towards the
//! answer, never the answer itself), and why a tapped square is not one of those asked for.
//!
//! Everything here is worked out by the rules core from the position the question is about; the
//! words are the lessons catalog's ([`crate::i18n::lessons`]).

use super::dead::is_dead;
use super::model::{Answer, Ask};
use kaissa_rules::{Bitboard, Color, Game, IllegalMove, Position, Role, Square};

/// Why the right answer of a question is right: what the page says after a wrong answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The state of the side to move ([`Answer::Status`]).
    Status {
        /// The side to move.
        side: Color,
        /// Its king's square.
        king: Square,
        /// The pieces giving check (none: not in check).
        checkers: Bitboard,
        /// One legal move of the side to move, in SAN (none: it cannot move).
        a_move: Option<String>,
    },
    /// Who is to move ([`Answer::ToMove`]); `first`: no move has been made yet.
    ToMove {
        /// The side to move.
        side: Color,
        /// Whether the game has not begun.
        first: bool,
    },
    /// Whether checkmate is still possible ([`Answer::CanMate`]).
    CanMate {
        /// The position is dead.
        dead: bool,
        /// Dead by material alone (else the pieces can never get through).
        by_material: bool,
        /// The squares of every piece but the kings.
        pieces: Bitboard,
        /// A side with a queen or a rook it keeps faces a lone king: it can force checkmate
        /// however the king defends (not only if the other side plays badly).
        forced: bool,
    },
    /// Whether the side to move may claim a draw ([`Answer::CanClaim`]).
    CanClaim {
        /// The side to move.
        side: Color,
        /// The position has stood three times with this side to move.
        threefold: bool,
        /// Fifty moves each without a capture or a pawn move.
        fifty: bool,
        /// How many times the position has stood (same side to move, same rights).
        occurrences: usize,
    },
    /// The result when a flag falls ([`Answer::Flag`]).
    Flag {
        /// Whose time ran out.
        loser: Color,
        /// Whether the other side could still checkmate by some series of legal moves.
        winner_can_mate: bool,
    },
    /// The result of a resignation ([`Answer::Resign`]).
    Resign {
        /// Who resigns.
        loser: Color,
    },
    /// A question no position decides: the level's own sentence. Holds the level's text key;
    /// the sentence is the catalog's `<text>.why`.
    Level(&'static str),
}

/// The clue a hint gives for a question: the next step of the thinking, never the answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Clue {
    /// Look at the king of the side to move, then at its moves ([`Answer::Status`]).
    Status {
        /// The side to move.
        side: Color,
        /// Its king.
        king: Square,
    },
    /// Who is to move: how games begin, or who moved last.
    ToMove {
        /// Whether no move has been made yet.
        first: bool,
    },
    /// Count the pieces left beside the kings.
    CanMate {
        /// Their squares.
        pieces: Bitboard,
    },
    /// Count how often the position has stood with this side to move.
    CanClaim {
        /// The side to move.
        side: Color,
    },
    /// A flag fell: could the other side still mate?
    Flag {
        /// Whose time ran out.
        loser: Color,
    },
    /// What resigning means.
    Resign {
        /// Who resigns.
        loser: Color,
    },
    /// The level's own clue. Holds the level's text key; the sentence is the catalog's
    /// `<text>.hint`.
    Level(&'static str),
    /// Find a square by its file, then its rank (the file is highlighted).
    Find(Square),
    /// Start from the king and look for the pieces that reach it.
    Checkers(Square),
    /// Follow the ways the piece on this square moves.
    Dests(Square),
    /// Try each enemy piece against this square.
    Attackers(Square),
    /// Look for a pawn that has just made a double step.
    EnPassant,
    /// One of the squares asked for; the others lie along the same line.
    OneOf(Square),
}

/// Why a tapped square is not one asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TapWhy {
    /// Square-finding: the square tapped and where the one asked for lies from it.
    Find {
        /// Files to the right (negative: to the left), as the board is shown.
        right: i8,
        /// Ranks up (negative: down), as the board is shown.
        up: i8,
    },
    /// Not one of the squares of the line asked for.
    NotOnLine,
    /// The square is empty.
    Empty,
    /// The piece there is the learner's own (it cannot check its own king or attack its own).
    Own,
    /// The piece there does not attack that square (the king, or the square asked about).
    NotAttacking(Square),
    /// The rules core's reason why the piece asked about cannot go there.
    Illegal(IllegalMove, Square),
    /// Not a pawn that can capture en passant now.
    NoEnPassant,
}

/// Why the right answer to `answer` about `game` is right (`text`: the level's text key, whose
/// `.why` sentence explains a question no position decides).
#[must_use]
pub fn why(answer: &Answer, game: &Game, text: &'static str) -> Why {
    let pos = game.position();
    let others = |p: &Position| p.board().occupied() & !p.board().by_role(Role::King);
    match *answer {
        Answer::Status => Why::Status {
            side: pos.turn(),
            king: pos.our_king(),
            checkers: pos.checkers(),
            a_move: pos.legal_moves().iter().next().map(|&m| pos.san(m)),
        },
        Answer::ToMove => Why::ToMove { side: pos.turn(), first: game.moves().is_empty() },
        Answer::CanMate => Why::CanMate {
            dead: is_dead(pos),
            by_material: pos.is_insufficient_material(),
            pieces: others(pos),
            forced: mate_is_forced(pos),
        },
        Answer::CanClaim => Why::CanClaim {
            side: pos.turn(),
            threefold: game.can_claim_threefold(),
            fifty: game.can_claim_fifty_moves(),
            occurrences: game.repetitions(),
        },
        Answer::Flag(loser) => {
            let mut g = game.clone();
            let winner_can_mate = g.flag(loser).is_some_and(|o| o.winner.is_some());
            Why::Flag { loser, winner_can_mate }
        }
        Answer::Resign(loser) => Why::Resign { loser },
        Answer::Fixed(_) => Why::Level(text),
    }
}

/// Whether one side can force checkmate whatever the other does: the other has a lone king,
/// and this side has a queen or a rook the lone king cannot take at once (the side with it is
/// to move, the piece stands out of the king's reach, or it is protected). A king and a queen,
/// or a king and a rook, always mate a lone king; anything less than that is not claimed here.
#[must_use]
pub fn mate_is_forced(pos: &Position) -> bool {
    if pos.legal_moves().is_empty() {
        return false;
    }
    let board = pos.board();
    [Color::White, Color::Black].into_iter().any(|strong| {
        let lone = !strong;
        if (board.by_color(lone) & !board.by_role(Role::King)).any() {
            return false;
        }
        let Some(king) = (board.by_color(lone) & board.by_role(Role::King)).first() else { return false };
        let heavy = board.by_color(strong) & (board.by_role(Role::Queen) | board.by_role(Role::Rook));
        heavy.squares().any(|sq| {
            let in_reach = sq.distance(king) <= 1;
            pos.turn() == strong || !in_reach || pos.attackers_of(sq, strong).any()
        })
    })
}

/// The clue for a question about `game` (`text`: the level's text key, whose `.hint` sentence
/// is the clue for a question no position decides).
#[must_use]
pub fn clue(answer: &Answer, game: &Game, text: &'static str) -> Clue {
    let pos = game.position();
    match *answer {
        Answer::Status => Clue::Status { side: pos.turn(), king: pos.our_king() },
        Answer::ToMove => Clue::ToMove { first: game.moves().is_empty() },
        Answer::CanMate => Clue::CanMate { pieces: pos.board().occupied() & !pos.board().by_role(Role::King) },
        Answer::CanClaim => Clue::CanClaim { side: pos.turn() },
        Answer::Flag(loser) => Clue::Flag { loser },
        Answer::Resign(loser) => Clue::Resign { loser },
        Answer::Fixed(_) => Clue::Level(text),
    }
}

/// The squares a clue shows on the board (none that is the answer).
#[must_use]
pub fn clue_squares(clue: &Clue) -> Bitboard {
    match *clue {
        Clue::Status { king, .. } => Bitboard::from_square(king),
        Clue::CanMate { pieces } => pieces,
        Clue::Find(sq) => Bitboard::file(sq.file()),
        Clue::Checkers(sq) | Clue::Dests(sq) | Clue::Attackers(sq) | Clue::OneOf(sq) => Bitboard::from_square(sq),
        _ => Bitboard::EMPTY,
    }
}

/// The clue for a tapping question, `next` being a square still to tap.
#[must_use]
pub fn tap_clue(ask: Option<&Ask>, pos: &Position, next: Square) -> Clue {
    match ask {
        None => Clue::Find(next),
        Some(Ask::Squares(squares)) if squares.len() > 1 => Clue::OneOf(next),
        Some(Ask::Squares(_)) => Clue::Find(next),
        Some(Ask::Checkers) => Clue::Checkers(pos.our_king()),
        Some(&Ask::Dests(sq)) => Clue::Dests(sq),
        Some(Ask::EnPassant) => Clue::EnPassant,
        Some(&Ask::Attackers(sq)) => Clue::Attackers(sq),
    }
}

/// Why `tapped` is not a square `ask` asks for in `pos` (`None`: square-finding, looking for
/// `want`, seen from `orientation`).
#[must_use]
pub fn tap_why(ask: Option<&Ask>, pos: &Position, tapped: Square, want: Square, orientation: Color) -> TapWhy {
    let piece = pos.board().piece_at(tapped);
    let us = pos.turn();
    let find = || {
        // Where the square asked for lies, as the learner sees the board.
        let flip: i8 = if orientation == Color::White { 1 } else { -1 };
        let files = want.file().index() as i8 - tapped.file().index() as i8;
        let ranks = want.rank().index() as i8 - tapped.rank().index() as i8;
        TapWhy::Find { right: files * flip, up: ranks * flip }
    };
    match ask {
        None => find(),
        Some(Ask::Squares(squares)) if squares.len() == 1 => find(),
        Some(Ask::Squares(_)) => TapWhy::NotOnLine,
        Some(Ask::Checkers) => match piece {
            None => TapWhy::Empty,
            Some(p) if p.color == us => TapWhy::Own,
            Some(_) => TapWhy::NotAttacking(pos.our_king()),
        },
        Some(&Ask::Attackers(target)) => {
            let owner = pos.board().piece_at(target).map_or(us, |p| p.color);
            match piece {
                None => TapWhy::Empty,
                Some(p) if p.color == owner => TapWhy::Own,
                Some(_) => TapWhy::NotAttacking(target),
            }
        }
        Some(&Ask::Dests(from)) => TapWhy::Illegal(pos.explain(from, tapped, None), from),
        Some(Ask::EnPassant) => TapWhy::NoEnPassant,
    }
}
