//! Writes games as PGN export format: the Seven Tag Roster first, `SetUp`/`FEN` for a
//! non-standard start, the other headers in their order, then the movetext wrapped at 80
//! columns and ended by the result token.
//!
//! Move numbers are written before every White move, and before a Black move when it opens a
//! line, or follows a comment or a variation (`12...`), so the reader never loses count. A
//! move's clock reading ([`PgnMove::clock_ms`]) is written as a `{[%clk h:mm:ss]}` comment
//! before its other comments.

use super::clock::{clock_comment, MAX_CLOCK_MS};
use super::game::{GameResult, PgnGame, PgnMove};
use crate::{Color, Position};

/// The Seven Tag Roster, in its required order, with the value used when a game lacks one.
const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Movetext lines are at most this long (unless one token alone is longer).
const MAX_LINE: usize = 80;

/// Writes several games, separated by blank lines.
#[must_use]
pub fn write_games(games: &[PgnGame]) -> String {
    games.iter().map(write_game).collect::<Vec<_>>().join("\n")
}

/// Writes one game, ending with a line break.
#[must_use]
pub fn write_game(game: &PgnGame) -> String {
    let result = match game.result {
        Some(result) => result,
        None => game.header("Result").and_then(GameResult::from_token).unwrap_or(GameResult::Unfinished),
    };
    let mut out = String::new();
    for (name, default) in SEVEN_TAG_ROSTER {
        let value = if name == "Result" { result.token() } else { game.header(name).unwrap_or(default) };
        write_header(&mut out, name, value);
    }
    if game.start != Position::startpos() {
        write_header(&mut out, "SetUp", "1");
        write_header(&mut out, "FEN", &game.start.fen());
    }
    for (name, value) in &game.headers {
        // Judged by the name as it will be written: `–Black` (read leniently) is written
        // `Black`, which the roster above already holds.
        let name = header_name(name);
        let special = SEVEN_TAG_ROSTER.iter().any(|(n, _)| *n == name) || name == "SetUp" || name == "FEN";
        if !special {
            write_header(&mut out, &name, value);
        }
    }
    out.push('\n');
    let mut lines = Lines::default();
    write_line(&mut lines, &game.start, &game.comments, &game.moves);
    lines.word(result.token());
    out.push_str(&lines.finish());
    out.push('\n');
    out
}

/// A header's name reduced to the characters PGN allows.
fn header_name(name: &str) -> String {
    name.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '_').collect()
}

/// `[Name "value"]`: the name reduced to the characters PGN allows, the value escaped and kept
/// on one line.
fn write_header(out: &mut String, name: &str, value: &str) {
    let name = header_name(name);
    if name.is_empty() {
        return;
    }
    out.push('[');
    out.push_str(&name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// Writes a line of moves with its comments and variations, from `start`. Stops at a move that
/// is not legal (a hand-built game might hold one) rather than write nonsense.
fn write_line(lines: &mut Lines, start: &Position, comments: &[String], moves: &[PgnMove]) {
    for comment in comments {
        write_comment(lines, comment);
    }
    let mut pos = *start;
    let mut need_number = true;
    for m in moves {
        // The counters check keeps a position loaded with absurd counters from overflowing them.
        if !pos.is_legal(m.mv) || pos.fullmoves() == u32::MAX || pos.halfmove_clock() == u32::MAX {
            break;
        }
        if pos.turn() == Color::White {
            lines.number(&format!("{}.", pos.fullmoves()));
        } else if need_number {
            lines.number(&format!("{}...", pos.fullmoves()));
        }
        lines.word(&pos.san(m.mv));
        need_number = false;
        for nag in &m.nags {
            lines.word(&format!("${nag}"));
        }
        if let Some(ms) = m.clock_ms.filter(|&ms| ms <= MAX_CLOCK_MS) {
            need_number |= write_comment(lines, &clock_comment(ms));
        }
        for comment in &m.comments {
            need_number |= write_comment(lines, comment);
        }
        for variation in &m.variations {
            lines.open();
            write_line(lines, &pos, &variation.comments, &variation.moves);
            lines.close();
            need_number = true;
        }
        pos.play_unchecked(m.mv);
    }
}

/// Writes `{comment}` word by word so that it can wrap. A comment holding a `}` (possible when
/// it was read from a `;` comment) is written as a `;` comment, which keeps it exact. Returns
/// whether anything was written.
fn write_comment(lines: &mut Lines, comment: &str) -> bool {
    let words: Vec<&str> = comment.split_whitespace().collect();
    if words.is_empty() {
        return false;
    }
    if comment.contains('}') {
        lines.line_comment(&words.join(" "));
        return true;
    }
    let last = words.len() - 1;
    for (i, word) in words.iter().enumerate() {
        let open = if i == 0 { "{" } else { "" };
        let close = if i == last { "}" } else { "" };
        lines.word(&format!("{open}{word}{close}"));
    }
    true
}

/// Movetext being wrapped. The last token is held back so that a `)` can be glued to it; a `(`
/// and a move number are glued to the token after them (`(4. Nc3`), so that no line ends
/// with a move number whose move is on the next.
#[derive(Default)]
struct Lines {
    out: String,
    line_len: usize,
    held: Option<String>,
    /// The held token is a `;` comment: nothing may be glued to it or follow it on its line.
    held_is_line_comment: bool,
    /// The last token written was a `;` comment, so the next starts a new line.
    must_break: bool,
    prefix: String,
}

impl Lines {
    fn word(&mut self, word: &str) {
        self.flush();
        let mut token = core::mem::take(&mut self.prefix);
        token.push_str(word);
        self.held = Some(token);
    }

    /// A `;` comment: runs to the end of its line.
    fn line_comment(&mut self, text: &str) {
        self.word(&format!(";{text}"));
        self.held_is_line_comment = true;
    }

    /// A move number, kept on the same line as the move that follows.
    fn number(&mut self, number: &str) {
        self.flush();
        self.prefix.push_str(number);
        self.prefix.push(' ');
    }

    fn open(&mut self) {
        self.flush();
        self.prefix.push('(');
    }

    fn close(&mut self) {
        if self.held_is_line_comment {
            self.flush();
        }
        match self.held.as_mut() {
            Some(token) => token.push(')'),
            // An empty variation: `()` is still balanced.
            None => {
                let mut token = core::mem::take(&mut self.prefix);
                token.push(')');
                self.held = Some(token);
            }
        }
    }

    fn flush(&mut self) {
        let Some(token) = self.held.take() else { return };
        let len = token.chars().count();
        if self.out.is_empty() {
            self.line_len = len;
        } else if !self.must_break && self.line_len + 1 + len <= MAX_LINE {
            self.out.push(' ');
            self.line_len += 1 + len;
        } else {
            self.out.push('\n');
            self.line_len = len;
        }
        self.out.push_str(&token);
        self.must_break = core::mem::take(&mut self.held_is_line_comment);
    }

    fn finish(mut self) -> String {
        self.flush();
        self.out
    }
}

impl PgnGame {
    /// The game as PGN text (see this module for the format).
    #[must_use]
    pub fn to_pgn(&self) -> String {
        write_game(self)
    }
}

impl core::fmt::Display for PgnGame {
    /// The game as PGN.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.to_pgn())
    }
}
