//! Splits PGN text into tokens, each with its line and column.
//!
//! The lexer knows PGN's lexical rules only (headers, comments, `%` escape lines, NAGs, move
//! numbers, results, words); which word is a legal move is the reader's business.

use super::error::{PgnError, PgnErrorKind};
use super::game::GameResult;

/// A place in the text: line and column from 1, the column counted in characters.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Loc {
    pub line: u32,
    pub column: u32,
}

/// A PGN token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Token<'a> {
    /// `[Name "value"]`, the value unescaped.
    Header { name: &'a str, value: String },
    /// `12.` or `12...` (the number itself is not needed: the position knows it).
    MoveNumber,
    /// A word that should be a move (`Nf3`, `exd5!?`, `0-0`).
    Word(&'a str),
    /// A free-standing `!`, `?`, `!?` … after a move.
    Annotation(&'a str),
    /// `$12`.
    Nag(u8),
    /// A `{…}` or `;…` comment, whitespace collapsed.
    Comment(String),
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// `1-0`, `0-1`, `1/2-1/2`, `*`.
    Result(GameResult),
    /// `--`, a null move.
    NullMove,
}

/// Characters that may form a move, move number, result or annotation word.
fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || "_+#=:-/.!?".contains(c)
}

/// Characters with a meaning of their own in movetext, which end a run of garbage.
fn is_delimiter(c: char) -> bool {
    c.is_whitespace() || "{}();[]$*".contains(c)
}

/// Collapses runs of whitespace (line breaks included) into single spaces and trims, so that a
/// comment reads the same however the file was wrapped.
fn collapse_whitespace(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A cursor over PGN text producing tokens.
pub(crate) struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: u32,
    column: u32,
}

impl<'a> Lexer<'a> {
    pub fn new(text: &'a str) -> Lexer<'a> {
        // A byte order mark is not part of the text.
        let pos = if text.starts_with('\u{feff}') { '\u{feff}'.len_utf8() } else { 0 };
        Lexer { text, pos, line: 1, column: 1 }
    }

    fn loc(&self) -> Loc {
        Loc { line: self.line, column: self.column }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line = self.line.saturating_add(1);
            self.column = 1;
        } else {
            self.column = self.column.saturating_add(1);
        }
        Some(c)
    }

    fn bump_while(&mut self, keep: impl Fn(char) -> bool) -> &'a str {
        let start = self.pos;
        while self.peek().is_some_and(&keep) {
            self.bump();
        }
        &self.text[start..self.pos]
    }

    fn skip_line(&mut self) {
        self.bump_while(|c| c != '\n');
        self.bump();
    }

    fn error(loc: Loc, kind: PgnErrorKind) -> PgnError {
        PgnError::new(loc.line, loc.column, kind)
    }

    /// The next token, `None` at the end of the text.
    pub fn next_token(&mut self) -> Option<Result<(Loc, Token<'a>), PgnError>> {
        loop {
            let c = self.peek()?;
            let loc = self.loc();
            let token = match c {
                // A byte order mark is no text: files made by joining exports that each start
                // with one hold it between games too.
                c if c.is_whitespace() || c == '\u{feff}' => {
                    self.bump();
                    continue;
                }
                '%' if loc.column == 1 => {
                    // An escape line for software: ignored as the standard says.
                    self.skip_line();
                    continue;
                }
                '{' => self.brace_comment(loc),
                ';' => {
                    self.bump();
                    Ok(Token::Comment(collapse_whitespace(self.bump_while(|c| c != '\n'))))
                }
                '[' => self.header(loc),
                '(' => {
                    self.bump();
                    Ok(Token::Open)
                }
                ')' => {
                    self.bump();
                    Ok(Token::Close)
                }
                '*' => {
                    self.bump();
                    Ok(Token::Result(GameResult::Unfinished))
                }
                '$' => {
                    self.bump();
                    let digits = self.bump_while(|c| c.is_ascii_digit());
                    match digits.parse::<u8>() {
                        Ok(nag) => Ok(Token::Nag(nag)),
                        Err(_) => Err(Self::error(loc, PgnErrorKind::BadNag(format!("${}", truncate(digits))))),
                    }
                }
                c if is_word_char(c) => match self.word() {
                    Some(token) => Ok(token),
                    None => continue,
                },
                _ => {
                    let garbage = self.bump_while(|c| !is_delimiter(c) && !is_word_char(c));
                    // A lone delimiter that has no meaning here (`]`, `}`) is garbage too.
                    let garbage = if garbage.is_empty() {
                        self.bump().map(String::from).unwrap_or_default()
                    } else {
                        garbage.to_string()
                    };
                    Err(Self::error(loc, PgnErrorKind::Unexpected(truncate(&garbage))))
                }
            };
            return Some(token.map(|t| (loc, t)));
        }
    }

    /// A word: a result, a move number (possibly glued to its move: `1.e4`), an annotation, or
    /// a move. `None` for words that mean nothing (stray dots, `e.p.` after its move).
    fn word(&mut self) -> Option<Token<'a>> {
        let rest = &self.text[self.pos..];
        let len = rest.find(|c| !is_word_char(c)).unwrap_or(rest.len());
        let word = &rest[..len];
        if let Some(result) = GameResult::from_token(word) {
            self.bump_n(len);
            return Some(Token::Result(result));
        }
        let digits = word.find(|c: char| !c.is_ascii_digit()).unwrap_or(len);
        if digits > 0 && (digits == len || word[digits..].starts_with('.')) {
            let dots = word[digits..].find(|c| c != '.').unwrap_or(len - digits);
            self.bump_n(digits + dots);
            return Some(Token::MoveNumber);
        }
        self.bump_n(len);
        if word.chars().all(|c| c == '.') || word == "e.p." {
            None
        } else if word.chars().all(|c| c == '!' || c == '?') {
            Some(Token::Annotation(word))
        } else if word == "--" || word == "Z0" {
            Some(Token::NullMove)
        } else {
            Some(Token::Word(word))
        }
    }

    /// Advances over `n` bytes of ASCII word characters (no line breaks among them).
    fn bump_n(&mut self, n: usize) {
        self.pos += n;
        self.column = self.column.saturating_add(n as u32);
    }

    fn brace_comment(&mut self, loc: Loc) -> Result<Token<'a>, PgnError> {
        self.bump();
        let after_brace = (self.pos, self.line, self.column);
        let body = self.bump_while(|c| c != '}');
        if self.bump().is_none() {
            // Rewind so that recovery looks for the next game right after the brace rather
            // than losing the rest of the file.
            (self.pos, self.line, self.column) = after_brace;
            return Err(Self::error(loc, PgnErrorKind::UnterminatedComment));
        }
        Ok(Token::Comment(collapse_whitespace(body)))
    }

    /// `[Name "value"]`, on one line. Escapes `\"` and `\\` are undone; other backslashes
    /// are kept as written.
    fn header(&mut self, loc: Loc) -> Result<Token<'a>, PgnError> {
        self.bump();
        let blank = |c: char| c == ' ' || c == '\t';
        self.bump_while(blank);
        let name = self.bump_while(|c| c.is_ascii_alphanumeric() || c == '_');
        self.bump_while(blank);
        if name.is_empty() || self.peek() != Some('"') {
            return Err(self.header_error(loc));
        }
        self.bump();
        let mut value = String::new();
        loop {
            match self.peek() {
                None | Some('\n' | '\r') => return Err(Self::error(loc, PgnErrorKind::UnterminatedHeader)),
                Some('"') => {
                    self.bump();
                    break;
                }
                Some('\\') => {
                    self.bump();
                    match self.peek() {
                        Some(c @ ('"' | '\\')) => {
                            self.bump();
                            value.push(c);
                        }
                        _ => value.push('\\'),
                    }
                }
                Some(c) => {
                    self.bump();
                    value.push(c);
                }
            }
        }
        self.bump_while(blank);
        if self.peek() != Some(']') {
            return Err(self.header_error(loc));
        }
        self.bump();
        Ok(Token::Header { name, value })
    }

    /// Unterminated when the line ends before the header does; malformed otherwise.
    fn header_error(&self, loc: Loc) -> PgnError {
        match self.peek() {
            None | Some('\n' | '\r') => Self::error(loc, PgnErrorKind::UnterminatedHeader),
            Some(_) => Self::error(loc, PgnErrorKind::MalformedHeader),
        }
    }

    /// After an error in the headers: skips the rest of the line and the game's remaining
    /// header lines, stopping at the first line that is not a header (blank, or movetext).
    pub fn skip_header_lines(&mut self) {
        self.skip_line();
        while self.text[self.pos..].trim_start_matches([' ', '\t']).starts_with('[') {
            self.skip_line();
        }
    }
}

/// The first 40 characters, so that error messages stay readable.
fn truncate(s: &str) -> String {
    s.chars().take(40).collect()
}
