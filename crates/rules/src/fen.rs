//! Forsyth–Edwards Notation: reading and writing positions.
//!
//! ```
//! use kaissa_rules::Position;
//! let pos: Position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".parse().unwrap();
//! assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
//! ```

use crate::setup::{PositionError, Setup};
use crate::{Board, CastlingRights, CastlingSide, Color, Piece, Position, Square};
use core::fmt;
use core::str::FromStr;

/// Which FEN field a syntax error is in, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseFenError {
    /// The text is empty.
    Empty,
    /// Fewer than four or more than six space-separated fields.
    FieldCount(usize),
    /// The piece placement (first field) is malformed: which rank (8 = the first written) and why.
    Placement {
        /// The rank (1..8) being read, or 0 when the number of ranks is wrong.
        rank: u32,
        /// What is wrong.
        problem: PlacementProblem,
    },
    /// The side to move is not `w` or `b`.
    Turn(String),
    /// The castling field is not `-` or a set of `KQkq` without repeats.
    Castling(String),
    /// The en passant field is not `-` or a square on the third or sixth rank.
    EnPassant(String),
    /// The halfmove clock is not a whole number.
    HalfmoveClock(String),
    /// The move number is not a whole number of at least 1.
    Fullmoves(String),
}

/// What is wrong with a FEN's piece placement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacementProblem {
    /// Not eight ranks separated by `/` (how many there were).
    RankCount(usize),
    /// A rank describes more or fewer than eight squares (how many).
    RankLength(u32),
    /// A character that is neither a piece letter nor a digit 1–8.
    BadChar(char),
    /// Two digits in a row (`44`, `17`): a run of empty squares is one digit, so the rank is
    /// written wrongly even when the squares add up to eight (python-chess and chess.js refuse
    /// it too).
    ConsecutiveDigits,
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseFenError::Empty => f.write_str("empty FEN"),
            ParseFenError::FieldCount(n) => write!(
                f,
                "a FEN has 6 fields (placement, side to move, castling, en passant, halfmove clock, move number); found {n}"
            ),
            ParseFenError::Placement { rank, problem } => {
                f.write_str("piece placement: ")?;
                match problem {
                    PlacementProblem::RankCount(n) => write!(f, "expected 8 ranks separated by '/', found {n}"),
                    PlacementProblem::RankLength(n) => write!(f, "rank {rank} describes {n} squares instead of 8"),
                    PlacementProblem::BadChar(c) => {
                        write!(f, "rank {rank}: '{c}' is not a piece letter (KQRBNP, kqrbnp) or a digit 1-8")
                    }
                    PlacementProblem::ConsecutiveDigits => {
                        write!(f, "rank {rank}: two digits in a row (empty squares are counted by one digit)")
                    }
                }
            }
            ParseFenError::Turn(s) => write!(f, "side to move: expected 'w' or 'b', found '{s}'"),
            ParseFenError::Castling(s) => write!(f, "castling: expected '-' or letters from 'KQkq', found '{s}'"),
            ParseFenError::EnPassant(s) => {
                write!(f, "en passant: expected '-' or a square on the 3rd or 6th rank, found '{s}'")
            }
            ParseFenError::HalfmoveClock(s) => write!(f, "halfmove clock: expected a whole number, found '{s}'"),
            ParseFenError::Fullmoves(s) => write!(f, "move number: expected a whole number from 1, found '{s}'"),
        }
    }
}

impl std::error::Error for ParseFenError {}

/// A FEN that could not be read, or that describes an impossible position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is not a well-formed FEN.
    Syntax(ParseFenError),
    /// The FEN is well-formed but the position is illegal.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Syntax(e) => e.fmt(f),
            FenError::Position(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for FenError {}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> FenError {
        FenError::Syntax(e)
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

fn parse_placement(field: &str) -> Result<Board, ParseFenError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(ParseFenError::Placement { rank: 0, problem: PlacementProblem::RankCount(ranks.len()) });
    }
    let mut board = Board::empty();
    for (i, text) in ranks.iter().enumerate() {
        let rank = 7 - i as u32;
        let err = |problem| ParseFenError::Placement { rank: rank + 1, problem };
        let mut file = 0u32;
        let mut after_digit = false;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                if after_digit {
                    return Err(err(PlacementProblem::ConsecutiveDigits));
                }
                after_digit = true;
                file += d;
            } else if let Some(piece) = Piece::from_char(c) {
                after_digit = false;
                if file < 8 {
                    board.set(Square::from_index_unchecked(rank * 8 + file), Some(piece));
                }
                file += 1;
            } else {
                return Err(err(PlacementProblem::BadChar(c)));
            }
            if file > 8 {
                return Err(err(PlacementProblem::RankLength(file)));
            }
        }
        if file != 8 {
            return Err(err(PlacementProblem::RankLength(file)));
        }
    }
    Ok(board)
}

fn parse_castling(field: &str) -> Result<CastlingRights, ParseFenError> {
    if field == "-" {
        return Ok(CastlingRights::NONE);
    }
    let mut rights = CastlingRights::NONE;
    for c in field.chars() {
        let (color, side) = match c {
            'K' => (Color::White, CastlingSide::KingSide),
            'Q' => (Color::White, CastlingSide::QueenSide),
            'k' => (Color::Black, CastlingSide::KingSide),
            'q' => (Color::Black, CastlingSide::QueenSide),
            _ => return Err(ParseFenError::Castling(field.to_string())),
        };
        if rights.has(color, side) {
            return Err(ParseFenError::Castling(field.to_string()));
        }
        rights = rights.with(color, side);
    }
    if rights == CastlingRights::NONE {
        return Err(ParseFenError::Castling(field.to_string()));
    }
    Ok(rights)
}

impl Setup {
    /// Reads a FEN (the last two fields may be left out: halfmove clock 0, move 1).
    pub fn from_fen(fen: &str) -> Result<Setup, ParseFenError> {
        let fields: Vec<&str> = fen.split_ascii_whitespace().collect();
        if fields.is_empty() {
            return Err(ParseFenError::Empty);
        }
        if !(4..=6).contains(&fields.len()) {
            return Err(ParseFenError::FieldCount(fields.len()));
        }
        let board = parse_placement(fields[0])?;
        let turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(ParseFenError::Turn(other.to_string())),
        };
        let castling = parse_castling(fields[2])?;
        let ep_square = match fields[3] {
            "-" => None,
            s => match s.parse::<Square>() {
                Ok(sq) if sq.rank().index() == 2 || sq.rank().index() == 5 => Some(sq),
                _ => return Err(ParseFenError::EnPassant(s.to_string())),
            },
        };
        let halfmove_clock = match fields.get(4) {
            None => 0,
            Some(s) => s.parse::<u32>().map_err(|_| ParseFenError::HalfmoveClock(s.to_string()))?,
        };
        let fullmoves = match fields.get(5) {
            None => 1,
            Some(s) => match s.parse::<u32>() {
                Ok(n) if n >= 1 => n,
                _ => return Err(ParseFenError::Fullmoves(s.to_string())),
            },
        };
        Ok(Setup { board, turn, castling, ep_square, halfmove_clock, fullmoves })
    }

    /// Writes the setup as FEN.
    #[must_use]
    pub fn fen(&self) -> String {
        let mut s = board_fen(&self.board);
        s.push(' ');
        s.push(self.turn.char());
        s.push(' ');
        s.push_str(&self.castling.fen());
        s.push(' ');
        match self.ep_square {
            Some(sq) => s.push_str(&sq.to_string()),
            None => s.push('-'),
        }
        s.push_str(&format!(" {} {}", self.halfmove_clock, self.fullmoves));
        s
    }
}

/// The piece-placement field of a FEN.
#[must_use]
pub fn board_fen(board: &Board) -> String {
    let mut s = String::with_capacity(64);
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board.piece_at(Square::from_index_unchecked(rank * 8 + file)) {
                Some(piece) => {
                    if empty > 0 {
                        s.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    s.push(piece.char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            s.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s
}

impl Position {
    /// Reads a FEN and validates the position.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(Setup::from_fen(fen)?)?)
    }

    /// The position as FEN. The en passant square is written only when an en passant capture is
    /// legal (as python-chess and lichess do).
    #[must_use]
    pub fn fen(&self) -> String {
        self.to_setup().fen()
    }
}

impl FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

impl fmt::Display for Position {
    /// The FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}
