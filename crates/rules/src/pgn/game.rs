//! A game as PGN holds it: headers, start position, moves with their comments, annotations and
//! variations, and the result.

use super::repair::Repair;
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
    /// The mover's remaining time after the move, in milliseconds: read from a `[%clk h:mm:ss]`
    /// comment (which is then no longer among `comments`), and written as one. The writer
    /// leaves out a time over 10,000 hours, which the reader would not take for a clock.
    pub clock_ms: Option<u64>,
}

impl PgnMove {
    /// A move without annotations. `mv` must be legal in `pos`.
    #[must_use]
    pub fn new(pos: &Position, mv: Move) -> PgnMove {
        PgnMove { mv, san: pos.san(mv), nags: Vec::new(), comments: Vec::new(), variations: Vec::new(), clock_ms: None }
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
    /// What the reader repaired or skipped to read this game (a castling right the position
    /// cannot have, the moves after a null move, the rest of a variation with an illegal
    /// move …), in text order. Empty for games built in code.
    pub repairs: Vec<Repair>,
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
            repairs: Vec::new(),
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

    /// The main line's clock readings, one per ply: the mover's remaining time in milliseconds
    /// after each move, where the game has one (`[%clk]` comments).
    ///
    /// ```
    /// use kaissa_rules::pgn::PgnGame;
    /// let game: PgnGame = "1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:58.5]} 2. Nf3 *".parse().unwrap();
    /// assert_eq!(game.clocks(), [Some(300_000), Some(298_500), None]);
    /// assert!(game.moves[0].comments.is_empty());
    /// ```
    #[must_use]
    pub fn clocks(&self) -> Vec<Option<u64>> {
        self.moves.iter().map(|m| m.clock_ms).collect()
    }

    /// Sets the main line's clock readings, one per ply from the first (as a game played on a
    /// clock records them), so that the writer exports them as `[%clk]` comments. Readings
    /// beyond the main line's length are ignored; plies without a reading keep theirs.
    pub fn set_clocks(&mut self, clocks: &[Option<u64>]) {
        for (m, &ms) in self.moves.iter_mut().zip(clocks) {
            if ms.is_some() {
                m.clock_ms = ms;
            }
        }
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
