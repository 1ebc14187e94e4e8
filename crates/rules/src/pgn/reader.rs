//! Builds games from PGN tokens: headers, the start position, moves checked for legality,
//! comments, NAGs and nested variations.

use super::clock::take_clock;
use super::error::{PgnError, PgnErrorKind, MAX_VARIATION_DEPTH};
use super::game::{GameResult, PgnGame, PgnMove, Variation};
use super::lexer::{Lexer, Loc, Token};
use super::repair::{Repair, RepairKind};
use crate::{FenError, Position, PositionProblem, SanPlus, Setup};

/// Reads the games of a PGN text one by one. A broken game yields its error, and reading goes
/// on with the next game; the reader never panics, whatever the text.
///
/// ```
/// use kaissa_rules::pgn::Reader;
/// let text = "1. e4 e5 1-0\n\n1. d4 Nf9 0-1\n\n1. c4 *";
/// let games: Vec<_> = Reader::new(text).collect();
/// assert_eq!(games.len(), 3);
/// assert!(games[0].is_ok() && games[2].is_ok());
/// assert_eq!(
///     games[1].as_ref().unwrap_err().to_string(),
///     "line 3, column 7: unexpected 'Nf9': not a move, move number, comment, annotation or result"
/// );
/// ```
pub struct Reader<'a> {
    lexer: Lexer<'a>,
    /// A token read ahead: the header that starts the next game.
    pending: Option<(Loc, Token<'a>)>,
}

/// A line being read: the main line or a variation.
struct Frame {
    /// Comments before its first move.
    comments: Vec<String>,
    moves: Vec<PgnMove>,
    /// The position before its first move.
    start: Position,
    /// The position after its last move.
    pos: Position,
    /// The position before its last move, where a variation of that move starts.
    before_last: Position,
    /// Where its `(` was (for the main line, unused).
    open: Loc,
    /// An illegal move was met in this variation: its remaining tokens are skipped.
    dead: bool,
}

impl Frame {
    fn new(pos: Position, open: Loc) -> Frame {
        Frame { comments: Vec::new(), moves: Vec::new(), start: pos, pos, before_last: pos, open, dead: false }
    }
}

/// Everything gathered for the game being read.
struct GameState {
    headers: Vec<(String, String)>,
    /// Where each header was, for errors in the `FEN` header.
    header_locs: Vec<Loc>,
    /// Frames of the lines being read; empty until the movetext starts.
    frames: Vec<Frame>,
    result: Option<GameResult>,
    repairs: Vec<Repair>,
    /// Whether any token belonged to this game.
    started: bool,
}

/// Whether a reader error happened inside the game (skip its rest) or at its end (the next
/// game is already in view).
enum Failure {
    Inside(PgnError, Resume),
    AtEnd(PgnError),
}

/// Where the error left the reader, so that it can find the end of the broken game.
#[derive(Copy, Clone)]
enum Resume {
    /// Among the headers.
    Headers,
    /// In the movetext, this many variations deep.
    Movetext(usize),
}

impl<'a> Reader<'a> {
    /// A reader over `text`.
    #[must_use]
    pub fn new(text: &'a str) -> Reader<'a> {
        Reader { lexer: Lexer::new(text), pending: None }
    }

    fn next_token(&mut self) -> Option<Result<(Loc, Token<'a>), PgnError>> {
        self.pending.take().map(Ok).or_else(|| self.lexer.next_token())
    }

    fn read_game(&mut self) -> Option<Result<PgnGame, Failure>> {
        let mut game = GameState {
            headers: Vec::new(),
            header_locs: Vec::new(),
            frames: Vec::new(),
            result: None,
            repairs: Vec::new(),
            started: false,
        };
        loop {
            let Some(token) = self.next_token() else {
                if !game.started {
                    return None;
                }
                return Some(game.finish().map_err(Failure::AtEnd));
            };
            let in_movetext = !game.frames.is_empty();
            let resume = if in_movetext { Resume::Movetext(game.frames.len() - 1) } else { Resume::Headers };
            let (loc, token) = match token {
                Ok(t) => t,
                Err(e) => return Some(Err(Failure::Inside(e, resume))),
            };
            if let Token::Header { name, value, closed } = token {
                if in_movetext {
                    // A header after movetext starts the next game: this one had no result.
                    self.pending = Some((loc, Token::Header { name, value, closed }));
                    return Some(game.finish().map_err(Failure::AtEnd));
                }
                if closed {
                    game.repair(loc, RepairKind::HeaderValueClosed { name: name.clone() });
                }
                game.started = true;
                game.headers.push((name, value));
                game.header_locs.push(loc);
                continue;
            }
            game.started = true;
            if !in_movetext {
                match game.repaired_start_position() {
                    Ok(start) => game.frames.push(Frame::new(start, loc)),
                    // A result token ends the game already; anything else begins movetext
                    // whose rest must be skipped.
                    Err(e) if matches!(token, Token::Result(_)) => return Some(Err(Failure::AtEnd(e))),
                    Err(e) => return Some(Err(Failure::Inside(e, Resume::Movetext(0)))),
                }
            }
            match game.movetext(loc, token) {
                Ok(true) => return Some(game.finish().map_err(Failure::AtEnd)),
                Ok(false) => {}
                Err(e) => {
                    let depth = game.frames.len() - 1;
                    return Some(Err(Failure::Inside(e, Resume::Movetext(depth))));
                }
            }
        }
    }
}

impl Reader<'_> {
    /// Skips what is left of a broken game: up to its result token (outside variations) or to
    /// the header that starts the next game, which is kept. Lexical errors on the way are
    /// ignored; each token read advances, so this ends.
    fn skip_rest_of_game(&mut self, resume: Resume) {
        self.pending = None;
        let mut depth = match resume {
            Resume::Headers => {
                self.lexer.skip_header_lines();
                0
            }
            Resume::Movetext(depth) => depth,
        };
        while let Some(token) = self.lexer.next_token() {
            match token {
                Ok((loc, token @ Token::Header { .. })) => {
                    self.pending = Some((loc, token));
                    return;
                }
                Ok((_, Token::Open)) => depth += 1,
                Ok((_, Token::Close)) => depth = depth.saturating_sub(1),
                Ok((_, Token::Result(_))) if depth == 0 => return,
                _ => {}
            }
        }
    }
}

impl Iterator for Reader<'_> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Result<PgnGame, PgnError>> {
        loop {
            return match self.read_game()? {
                Ok(game) if game.headers.is_empty() && game.moves.is_empty() && game.result.is_none() => {
                    // Only comments (say, after the last result): not a game.
                    continue;
                }
                Ok(game) => Some(Ok(game)),
                Err(Failure::AtEnd(e)) => Some(Err(e)),
                Err(Failure::Inside(e, resume)) => {
                    self.skip_rest_of_game(resume);
                    Some(Err(e))
                }
            };
        }
    }
}

/// Whether a `Variant` header value names standard chess.
fn is_standard_variant(name: &str) -> bool {
    let name = name.trim().to_ascii_lowercase();
    matches!(name.as_str(), "" | "standard" | "chess" | "normal" | "from position" | "fromposition")
}

impl GameState {
    fn repair(&mut self, loc: Loc, kind: RepairKind) {
        self.repairs.push(Repair { line: loc.line, column: loc.column, kind });
    }

    /// The start position, with what keeps a `FEN` header's position from being legal only
    /// because of the rights it claims repaired: castling rights whose king or rook is not at
    /// home are dropped, and an en passant square that no double step explains (or that makes
    /// the check impossible). Each repair is recorded; any other problem is the header's error,
    /// as written.
    fn repaired_start_position(&mut self) -> Result<Position, PgnError> {
        let error = match self.start_position() {
            Ok(pos) => return Ok(pos),
            Err(e) => e,
        };
        let PgnErrorKind::Fen { error: FenError::Position(problems), .. } = &error.kind else { return Err(error) };
        // The header as written (the error holds a shortened copy).
        let fen = self.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case("FEN")).map_or("", |(_, v)| v.as_str());
        let Ok(mut setup) = Setup::from_fen(fen) else { return Err(error) };
        let mut repairs = Vec::new();
        for problem in problems.problems() {
            match *problem {
                PositionProblem::CastlingWithoutKingAndRook(color, side) => {
                    setup.castling = setup.castling.without(color, side);
                    repairs.push(RepairKind::CastlingRightDropped { color, side });
                }
                PositionProblem::ImpossibleEnPassant(square) => {
                    setup.ep_square = None;
                    repairs.push(RepairKind::EnPassantDropped { square });
                }
                _ => {}
            }
        }
        let mut repaired = Position::from_setup(setup.clone());
        if let (Err(_), Some(square)) = (&repaired, setup.ep_square) {
            setup.ep_square = None;
            repaired = Position::from_setup(setup);
            repairs.push(RepairKind::EnPassantDropped { square });
        }
        let pos = repaired.map_err(|_| error.clone())?;
        let loc = Loc { line: error.line, column: error.column };
        for kind in repairs {
            self.repair(loc, kind);
        }
        Ok(pos)
    }

    /// The position from the `FEN` header, or the standard start.
    fn start_position(&self) -> Result<Position, PgnError> {
        let find = |name: &str| self.headers.iter().position(|(n, _)| n.eq_ignore_ascii_case(name));
        let at = |i: usize| self.header_locs[i];
        if let Some(i) = find("Variant") {
            let variant = &self.headers[i].1;
            if !is_standard_variant(variant) {
                let kind = PgnErrorKind::UnsupportedVariant(variant.clone());
                return Err(PgnError::new(at(i).line, at(i).column, kind));
            }
        }
        match find("FEN") {
            None => Ok(Position::startpos()),
            Some(i) => {
                let fen = &self.headers[i].1;
                Position::from_fen(fen).map_err(|error| {
                    let fen = fen.chars().take(100).collect();
                    PgnError::new(at(i).line, at(i).column, PgnErrorKind::Fen { fen, error })
                })
            }
        }
    }

    /// Handles one movetext token. `Ok(true)` when the game is over (its result token).
    fn movetext(&mut self, loc: Loc, token: Token<'_>) -> Result<bool, PgnError> {
        let error = |kind| PgnError::new(loc.line, loc.column, kind);
        let skipped = |kind| Repair { line: loc.line, column: loc.column, kind: RepairKind::VariationSkipped(kind) };
        let depth = self.frames.len();
        let Some(frame) = self.frames.last_mut() else { return Ok(false) };
        match token {
            Token::Header { .. } | Token::MoveNumber => {}
            Token::Open => {
                let start = frame.before_last;
                let mut child = Frame::new(start, loc);
                if frame.dead {
                    child.dead = true;
                } else if frame.moves.is_empty() {
                    child.dead = true;
                    self.repairs.push(skipped(PgnErrorKind::VariationWithoutMove));
                } else if depth > MAX_VARIATION_DEPTH {
                    child.dead = true;
                    self.repairs.push(skipped(PgnErrorKind::VariationTooDeep));
                }
                self.frames.push(child);
            }
            Token::Close => {
                if depth <= 1 {
                    return Err(error(PgnErrorKind::UnmatchedParenthesis));
                }
                let child = self.frames.pop().expect("depth > 1");
                let parent = self.frames.last_mut().expect("depth > 1");
                if !child.moves.is_empty() || !child.comments.is_empty() {
                    if let Some(last) = parent.moves.last_mut() {
                        last.variations.push(Variation { comments: child.comments, moves: child.moves });
                    }
                }
            }
            Token::Result(result) => {
                // A result inside a variation (some editors write one) does not end the game.
                if depth == 1 {
                    self.result = Some(result);
                    return Ok(true);
                }
            }
            _ if frame.dead => {}
            Token::Comment(mut text) => {
                if let Some(last) = frame.moves.last_mut() {
                    if let Some((ms, rest)) = take_clock(&text) {
                        last.clock_ms = Some(ms);
                        text = rest;
                    }
                }
                if !text.is_empty() {
                    match frame.moves.last_mut() {
                        Some(last) => last.comments.push(text),
                        None => frame.comments.push(text),
                    }
                }
            }
            Token::Nag(nag) => {
                if let Some(last) = frame.moves.last_mut() {
                    last.nags.push(nag);
                }
            }
            Token::Annotation(symbol) => match crate::Annotation::from_symbol(symbol) {
                Some(a) => {
                    if let Some(last) = frame.moves.last_mut() {
                        last.nags.push(a.nag());
                    }
                }
                None => return Err(error(PgnErrorKind::Unexpected(symbol.chars().take(40).collect()))),
            },
            Token::NullMove => {
                // No chess move stands for it, so the line it is in ends here: a variation is
                // skipped from it, the main line (and so the game) is read up to it.
                frame.dead = true;
                self.repairs.push(if depth > 1 {
                    skipped(PgnErrorKind::NullMove)
                } else {
                    let (number, color) = (frame.pos.fullmoves(), frame.pos.turn());
                    Repair { line: loc.line, column: loc.column, kind: RepairKind::GameCutAtNullMove { number, color } }
                });
            }
            Token::Word(word) => {
                let san: SanPlus =
                    word.parse().map_err(|_| error(PgnErrorKind::Unexpected(word.chars().take(40).collect())))?;
                let pos = frame.pos;
                if pos.fullmoves() == u32::MAX || pos.halfmove_clock() == u32::MAX {
                    return Err(error(PgnErrorKind::CounterOverflow));
                }
                match san.san.to_move(&pos) {
                    Ok(mv) => {
                        let mut m = PgnMove::new(&pos, mv);
                        m.nags.extend(san.annotation.map(|a| a.nag()));
                        frame.before_last = pos;
                        frame.pos = pos.after(mv);
                        frame.moves.push(m);
                    }
                    Err(e) => {
                        let kind = PgnErrorKind::Move {
                            number: pos.fullmoves(),
                            color: pos.turn(),
                            san: word.chars().take(40).collect(),
                            error: e,
                        };
                        if depth > 1 {
                            frame.dead = true;
                            self.repairs.push(skipped(kind));
                        } else {
                            return Err(error(kind));
                        }
                    }
                }
            }
        }
        Ok(false)
    }

    /// The finished game; an error if a variation is still open.
    fn finish(mut self) -> Result<PgnGame, PgnError> {
        if self.frames.len() > 1 {
            let open = self.frames[1].open;
            return Err(PgnError::new(open.line, open.column, PgnErrorKind::UnterminatedVariation));
        }
        let (start, comments, moves) = match self.frames.pop() {
            Some(main) => (main.start, main.comments, main.moves),
            None => (self.start_position()?, Vec::new(), Vec::new()),
        };
        Ok(PgnGame { headers: self.headers, start, comments, moves, result: self.result, repairs: self.repairs })
    }
}

impl core::str::FromStr for PgnGame {
    type Err = PgnError;

    /// Reads the first game of a PGN text.
    fn from_str(text: &str) -> Result<PgnGame, PgnError> {
        Reader::new(text).next().unwrap_or_else(|| Err(PgnError::no_game()))
    }
}
