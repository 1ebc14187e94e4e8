//! The opening's name (issue 23): which named opening a game is in, from a public list of
//! openings (ECO code, name and the moves that reach it), as lichess shows it.
//!
//! The list is lichess's chess-openings (CC0), kept in `crates/app-core/data/openings/`
//! (`a.tsv` … `e.tsv`, see the README there): about 3,500 lines of `eco⇥name⇥pgn`. It is 355 KB of
//! text (50 KB gzipped), so it must not go into the start-up module: [`OpeningBook::parse`] reads
//! it from a `&str` that the app fetches at run time or that a lazily loaded module compiles in
//! through [`BOOK_TSV`]. Nothing in this module reads the files by itself.
//!
//! A name belongs to a position, not to a move order: each line's moves are replayed and the
//! position they reach becomes the key, written as FEN without the two move counters
//! ([`position_key`]), so a game that transposes (1.Nf3 d5 2.d4 and 1.d4 d5 2.Nf3) finds the same
//! name, as on lichess. A game's opening is the named position it reached latest
//! ([`OpeningBook::name_of`]).

use std::collections::HashMap;
use std::fmt;

use kaissa_rules::{Color, Move, Position};

/// The five files of the list, concatenated (each keeps its header line, which
/// [`OpeningBook::parse`] skips), for a module that compiles the list in.
///
/// A `const` costs nothing where it is not used: its text is placed in a binary only by code
/// that names it, so the start-up module stays without it as long as only a lazily loaded module
/// (or a test) does. Fetching the files at run time and calling [`OpeningBook::parse`] on them
/// works as well.
pub const BOOK_TSV: &str = concat!(
    include_str!("../../data/openings/a.tsv"),
    include_str!("../../data/openings/b.tsv"),
    include_str!("../../data/openings/c.tsv"),
    include_str!("../../data/openings/d.tsv"),
    include_str!("../../data/openings/e.tsv"),
);

/// The header line each of the list's files starts with.
const HEADER: &str = "eco\tname\tpgn";

/// A named opening: one line of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The ECO code, `A00` … `E99`.
    pub eco: String,
    /// The name in English, as the list writes it ("Ruy Lopez: Berlin Defense").
    pub name: String,
    /// How many plies the list's line takes to reach the position (not how many the game took).
    pub plies: usize,
}

/// Why the list's text could not be read: the first line that is wrong, with its number (from
/// 1, counted over the whole text given to [`OpeningBook::parse`], header lines included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpeningError {
    /// The line does not have three tab-separated columns.
    Columns {
        /// The line's number.
        line: usize,
        /// How many columns it has.
        found: usize,
    },
    /// The first column is not an ECO code (a letter `A`–`E` and two digits).
    Eco {
        /// The line's number.
        line: usize,
        /// What the column says.
        eco: String,
    },
    /// The name column is empty.
    Name {
        /// The line's number.
        line: usize,
    },
    /// The moves column has no move.
    NoMoves {
        /// The line's number.
        line: usize,
    },
    /// A move number that is not the next one (`1.`, `2.` … before White's moves).
    MoveNumber {
        /// The line's number.
        line: usize,
        /// The word where a move number was expected or that looks like one.
        word: String,
    },
    /// A move that cannot be played in the position the line's previous moves reach.
    Move {
        /// The line's number.
        line: usize,
        /// Which ply of the line it is, from 1.
        ply: usize,
        /// The move as written.
        san: String,
        /// Why not, in the rules core's words.
        reason: String,
    },
}

impl OpeningError {
    /// The number of the line that is wrong.
    #[must_use]
    pub fn line(&self) -> usize {
        match self {
            OpeningError::Columns { line, .. }
            | OpeningError::Eco { line, .. }
            | OpeningError::Name { line }
            | OpeningError::NoMoves { line }
            | OpeningError::MoveNumber { line, .. }
            | OpeningError::Move { line, .. } => *line,
        }
    }
}

impl fmt::Display for OpeningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpeningError::Columns { line, found } => {
                write!(f, "line {line}: expected 3 tab-separated columns (eco, name, pgn), found {found}")
            }
            OpeningError::Eco { line, eco } => write!(f, "line {line}: '{eco}' is not an ECO code (A00 to E99)"),
            OpeningError::Name { line } => write!(f, "line {line}: the name is empty"),
            OpeningError::NoMoves { line } => write!(f, "line {line}: the line has no moves"),
            OpeningError::MoveNumber { line, word } => write!(f, "line {line}: '{word}' is not the next move number"),
            OpeningError::Move { line, ply, san, reason } => {
                write!(f, "line {line}: move {ply} ('{san}') cannot be played: {reason}")
            }
        }
    }
}

impl std::error::Error for OpeningError {}

/// The position's key in the book: its FEN without the halfmove clock and the move number
/// (placement, side to move, castling rights, and the en passant square only when an en passant
/// capture is legal, as the rules core's FEN writes it). Two move orders that reach the same
/// position give the same key, whatever the move counters say.
#[must_use]
pub fn position_key(pos: &Position) -> String {
    let fen = pos.fen();
    // The FEN always has its six fields; the last two are the counters.
    fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
}

/// The list of named openings, by position.
///
/// When several lines of the list reach the same position (the list allows it: its own lint
/// only warns about a duplicate position, and keeps the first line it saw), the **first line in
/// the text's order** names it, so the name does not depend on a later, rarer move order. The
/// text is read file by file in the order `a` … `e`, so an earlier ECO code wins, and within a
/// code the file's order (by name) decides. (The stored list has no such position: each of its
/// lines reaches a different one, which the tests check.)
#[derive(Clone, Debug, Default)]
pub struct OpeningBook {
    by_position: HashMap<String, Opening>,
    lines: usize,
    /// The fewest pieces on the board in any named position: a game with fewer pieces has left
    /// every named position for good (a capture cannot be undone), so the walk can stop there.
    min_pieces: u32,
}

impl OpeningBook {
    /// Reads the list: lines of `eco⇥name⇥pgn`, where `pgn` is the moves from the standard
    /// start position with their numbers (`1. e4 e5 2. Nf3`). The header line `eco⇥name⇥pgn` is
    /// skipped wherever it stands (so the five files may simply be concatenated), and so are empty
    /// lines; a `\r` at a line's end is ignored.
    ///
    /// # Errors
    /// The first line that cannot be read, with its number: too few or too many columns, an ECO
    /// code or name that is missing or malformed, a move number out of place, or a move that
    /// cannot be played.
    pub fn parse(tsv: &str) -> Result<OpeningBook, OpeningError> {
        let mut book = OpeningBook::empty();
        book.add(tsv)?;
        Ok(book)
    }

    /// An empty list, to [`OpeningBook::add`] the list's files to one at a time (the page reads
    /// one file per task, so that no task keeps its main thread for long).
    #[must_use]
    pub fn empty() -> OpeningBook {
        OpeningBook { by_position: HashMap::new(), lines: 0, min_pieces: u32::MAX }
    }

    /// Adds the lines of `tsv`, read as [`OpeningBook::parse`] reads them (line numbers in errors
    /// count from `tsv`'s first line). A line that cannot be read stops the reading there: the
    /// lines before it are kept.
    ///
    /// # Errors
    /// As [`OpeningBook::parse`].
    pub fn add(&mut self, tsv: &str) -> Result<(), OpeningError> {
        let book = self;
        for (index, raw) in tsv.lines().enumerate() {
            let line = index + 1;
            let text = raw.strip_suffix('\r').unwrap_or(raw);
            if text.is_empty() || text == HEADER {
                continue;
            }
            let columns: Vec<&str> = text.split('\t').collect();
            let [eco, name, pgn] = columns[..] else {
                return Err(OpeningError::Columns { line, found: columns.len() });
            };
            if !is_eco(eco) {
                return Err(OpeningError::Eco { line, eco: eco.to_owned() });
            }
            if name.trim().is_empty() {
                return Err(OpeningError::Name { line });
            }
            let (pos, plies) = replay(line, pgn)?;
            book.lines += 1;
            book.min_pieces = book.min_pieces.min(pos.board().occupied().count());
            // The first line to reach a position names it (see the type's documentation).
            book.by_position.entry(position_key(&pos)).or_insert_with(|| Opening {
                eco: eco.to_owned(),
                name: name.to_owned(),
                plies,
            });
        }
        Ok(())
    }

    /// How many named positions the book has (lines that reach the same position count once).
    #[must_use]
    pub fn len(&self) -> usize {
        self.by_position.len()
    }

    /// Whether the book names no position (an empty text).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.by_position.is_empty()
    }

    /// How many lines of openings the text had (header and empty lines not counted).
    #[must_use]
    pub fn lines(&self) -> usize {
        self.lines
    }

    /// The opening that names this very position, if any (move counters do not matter).
    #[must_use]
    pub fn get(&self, pos: &Position) -> Option<&Opening> {
        self.by_position.get(&position_key(pos))
    }

    /// The opening of a game given as the move list shows it: its first position in FEN and its
    /// moves in SAN (as `access::page::PageGame` holds them). See [`OpeningBook::name_and_ply`].
    #[must_use]
    pub fn name_of<S: AsRef<str>>(&self, start_fen: &str, sans: &[S]) -> Option<&Opening> {
        self.name_and_ply(start_fen, sans).map(|(_, opening)| opening)
    }

    /// The opening of a game and the ply (from 1) at which the game reached its position: the
    /// named position the game reached **latest**, walking its positions from the start. So a
    /// game that leaves the list's lines keeps the last name it had, and one that transposes
    /// finds the name of the position it reached, whatever the move order.
    ///
    /// `None` for a game that started from a set-up position (one whose FEN is not the standard
    /// start position, move counters aside; its positions are not an opening's), for a FEN that
    /// cannot be read, and for a game that has reached no named position yet. The walk stops at
    /// the first move that cannot be played (a list that cannot be replayed names only what was
    /// played before it).
    #[must_use]
    pub fn name_and_ply<S: AsRef<str>>(&self, start_fen: &str, sans: &[S]) -> Option<(usize, &Opening)> {
        let start: Position = start_fen.parse().ok()?;
        if !is_standard_start(&start) {
            return None;
        }
        let mut pos = start;
        let mut moves = Vec::with_capacity(sans.len());
        for san in sans {
            let Ok(m) = pos.parse_san(san.as_ref()) else { break };
            pos = pos.after(m);
            moves.push(m);
        }
        self.walk(&start, &moves)
    }

    /// [`OpeningBook::name_of`] for a game as the rules core keeps it (`Game::start()` and
    /// `Game::moves()`): moves that are legal one after the other from `start`.
    #[must_use]
    pub fn name_of_moves(&self, start: &Position, moves: &[Move]) -> Option<&Opening> {
        self.walk(start, moves).map(|(_, opening)| opening)
    }

    fn walk(&self, start: &Position, moves: &[Move]) -> Option<(usize, &Opening)> {
        if !is_standard_start(start) {
            return None;
        }
        let mut pos = *start;
        let mut found = None;
        for (index, &m) in moves.iter().enumerate() {
            if !pos.is_legal(m) {
                break;
            }
            pos = pos.after(m);
            if pos.board().occupied().count() < self.min_pieces {
                // Fewer pieces than any named position has, and captures cannot be undone.
                break;
            }
            if let Some(opening) = self.get(&pos) {
                found = Some((index + 1, opening));
            }
        }
        found
    }
}

/// The text cut after every `lines` lines (at least one per piece), for reading the list a piece
/// per task with [`OpeningBook::add`]: a whole file kept a phone's main thread for well over
/// 50 ms. Every line is in exactly one piece, whole; the pieces joined are the text.
pub fn pieces(tsv: &str, lines: usize) -> impl Iterator<Item = &str> {
    let lines = lines.max(1);
    let mut rest = tsv;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        // The end of the `lines`-th line (its newline included), or the text's end.
        let end = rest.match_indices('\n').nth(lines - 1).map_or(rest.len(), |(at, _)| at + 1);
        let (piece, after) = rest.split_at(end);
        rest = after;
        Some(piece)
    })
}

/// Whether a game from this position is a game from the standard start (move counters aside): only
/// such a game's positions can be an opening's.
fn is_standard_start(pos: &Position) -> bool {
    position_key(pos) == position_key(&Position::startpos())
}

/// Whether a game that starts from this FEN can have an opening's name: it is the standard start
/// position (move counters aside). A page asks before it fetches the list, which a game from a
/// set-up position never needs; a FEN that cannot be read cannot.
#[must_use]
pub fn can_be_named(start_fen: &str) -> bool {
    start_fen.parse::<Position>().is_ok_and(|pos| is_standard_start(&pos))
}

/// Whether the text is an ECO code: a letter A–E and two digits.
fn is_eco(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 3 && (b'A'..=b'E').contains(&b[0]) && b[1].is_ascii_digit() && b[2].is_ascii_digit()
}

/// The position a line's moves reach from the start, and how many plies they are.
fn replay(line: usize, pgn: &str) -> Result<(Position, usize), OpeningError> {
    let mut pos = Position::startpos();
    let mut plies = 0;
    for word in pgn.split_whitespace() {
        if let Some(number) = word.strip_suffix('.') {
            // A move number: only before White's move, and only the next one. Checking it catches a
            // line whose moves were cut or shifted, which could otherwise still be legal.
            let expected = pos.fullmoves().to_string();
            if pos.turn() != Color::White || number != expected {
                return Err(OpeningError::MoveNumber { line, word: word.to_owned() });
            }
            continue;
        }
        let m = pos.parse_san(word).map_err(|e| OpeningError::Move {
            line,
            ply: plies + 1,
            san: word.to_owned(),
            reason: e.reason(),
        })?;
        pos = pos.after(m);
        plies += 1;
    }
    if plies == 0 {
        return Err(OpeningError::NoMoves { line });
    }
    Ok((pos, plies))
}

#[cfg(test)]
mod tests;
