//! A game as PGN holds it: headers, start position, moves with their comments, annotations and
//! variations, and the result.

use super::error::PgnError;
use crate::{IllegalMove, Move, Position};
use core::fmt;

/// The result token that ends a PGN game's movetext.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unfinished, abandoned or unknown.
    Unfinished,
}

impl GameResult {
    /// The PGN token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    #[must_use]
    pub const fn token(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unfinished => "*",
        }
    }

    /// The result for a PGN token.
    #[must_use]
    pub fn from_token(token: &str) -> Option<GameResult> {
        match token {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" => Some(GameResult::Draw),
            "*" => Some(GameResult::Unfinished),
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.token())
    }
}

/// One move of a game or variation, with what the annotator said about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnMove {
    /// The move.
    pub mv: Move,
    /// Its SAN in the position it was played in, normalised (`O-O` even if the file said `0-0`).
    pub san: String,
    /// Numeric annotation glyphs (`$1`; the suffixes `!` `?` `!!` `??` `!?` `?!` become 1 to 6).
    pub nags: Vec<u8>,
    /// Comments after the move, whitespace collapsed.
    pub comments: Vec<String>,
    /// Alternatives to this move (each starts from the position before it), in file order.
    pub variations: Vec<Variation>,
}

impl PgnMove {
    /// A move without annotations. `mv` must be legal in `pos`.
    #[must_use]
    pub fn new(pos: &Position, mv: Move) -> PgnMove {
        PgnMove { mv, san: pos.san(mv), nags: Vec::new(), comments: Vec::new(), variations: Vec::new() }
    }
}

/// A line of alternative moves, with the comments written before its first move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Variation {
    /// Comments before the first move.
    pub comments: Vec<String>,
    /// The moves.
    pub moves: Vec<PgnMove>,
}

/// A game read from or written to PGN.
///
/// ```
/// use kaissa_rules::pgn::{PgnGame, GameResult};
/// let game: PgnGame = "[White \"Ann\"]\n\n1. e4 {best by test} e5 2. Nf3 1-0".parse().unwrap();
/// assert_eq!(game.header("White"), Some("Ann"));
/// assert_eq!(game.moves[0].comments, ["best by test"]);
/// assert_eq!(game.result, Some(GameResult::WhiteWins));
/// assert!(game.to_pgn().contains("1. e4 {best by test} 1... e5 2. Nf3 1-0"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// Tag pairs in file order (`Event`, `White`, `FEN` …).
    pub headers: Vec<(String, String)>,
    /// The position before the first move (from the `FEN` header, or the standard start).
    pub start: Position,
    /// Comments before the first move.
    pub comments: Vec<String>,
    /// The main line.
    pub moves: Vec<PgnMove>,
    /// The result token that ended the movetext; `None` when the file had none.
    pub result: Option<GameResult>,
    /// Problems that were skipped rather than fail the import: an illegal or ambiguous move
    /// inside a variation drops the rest of that variation, since the main line is intact.
    pub warnings: Vec<PgnError>,
}

impl Default for PgnGame {
    fn default() -> PgnGame {
        PgnGame::new(Position::startpos())
    }
}

impl PgnGame {
    /// An empty game from `start`, without headers.
    #[must_use]
    pub fn new(start: Position) -> PgnGame {
        PgnGame {
            headers: Vec::new(),
            start,
            comments: Vec::new(),
            moves: Vec::new(),
            result: None,
            warnings: Vec::new(),
        }
    }

    /// A game from `start` with the given main line, checking each move.
    pub fn from_moves(start: Position, moves: &[Move]) -> Result<PgnGame, (usize, IllegalMove)> {
        let mut game = PgnGame::new(start);
        let mut pos = start;
        for (i, &mv) in moves.iter().enumerate() {
            let before = pos;
            pos.play(mv).map_err(|e| (i, e))?;
            game.moves.push(PgnMove::new(&before, mv));
        }
        Ok(game)
    }

    /// The value of a header (the first one of that name).
    #[must_use]
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// Sets a header, replacing the first one of that name or adding it at the end.
    pub fn set_header(&mut self, name: &str, value: &str) {
        match self.headers.iter_mut().find(|(n, _)| n == name) {
            Some(pair) => pair.1 = value.to_string(),
            None => self.headers.push((name.to_string(), value.to_string())),
        }
    }

    /// Appends a move to the main line if it is legal after the moves so far.
    pub fn push(&mut self, mv: Move) -> Result<(), IllegalMove> {
        let before = self.final_position();
        let mut pos = before;
        pos.play(mv)?;
        self.moves.push(PgnMove::new(&before, mv));
        Ok(())
    }

    /// The main line's moves.
    #[must_use]
    pub fn mainline(&self) -> Vec<Move> {
        self.moves.iter().map(|m| m.mv).collect()
    }

    /// The position after the main line. Replays it, stopping at a move that is not legal
    /// (which a game built by hand might hold).
    #[must_use]
    pub fn final_position(&self) -> Position {
        let mut pos = self.start;
        for m in &self.moves {
            if pos.play(m.mv).is_err() {
                break;
            }
        }
        pos
    }
}
