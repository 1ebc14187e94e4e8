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
    /// `[Name "value"]`, the value unescaped. `closed` when the closing quote was missing and
    /// the value was read to the `]` that ends the line.
    Header { name: String, value: String, closed: bool },
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
    c.is_whitespace() || "{}();[]$*<".contains(c) || glyph(c).is_some()
}

/// What an evaluation glyph printed in books and by ChessBase means: its NAG where the glyph
/// has one meaning, else `None` (the glyph is kept as a comment, since which side it speaks
/// of is not written: `↑` is NAG 36 or 37).
enum Glyph {
    Nag(u8),
    Comment,
}

/// The glyphs read in movetext (the Unicode forms of the PGN standard's NAG table).
fn glyph(c: char) -> Option<Glyph> {
    let nag = match c {
        '‼' => 3,
        '⁇' => 4,
        '⁉' => 5,
        '⁈' => 6,
        '□' => 7,
        '∞' => 13,
        '⩲' => 14,
        '⩱' => 15,
        '±' => 16,
        '∓' => 17,
        '∆' | 'Δ' => 140,
        '⌓' => 142,
        '↑' | '→' | '⇆' | '⨀' | '⊙' | '⨁' | '⊕' | '⟳' | '⇄' => return Some(Glyph::Comment),
        _ => return None,
    };
    Some(Glyph::Nag(nag))
}

/// The NAG of an evaluation written in ASCII (`+-`, `+/=`, `=`), as ChessBase exports it.
fn ascii_glyph(word: &str) -> Option<u8> {
    Some(match word {
        "=" => 10,
        "+=" | "+/=" => 14,
        "=+" | "=/+" => 15,
        "+/-" => 16,
        "-/+" => 17,
        "+-" | "+--" => 18,
        "-+" | "--+" => 19,
        _ => return None,
    })
}

/// A result written with other characters: an en dash, em dash or minus sign for the hyphen,
/// `½` for `1/2` (`1–0`, `½-½`). Returns the result and the length in bytes of what was
/// written, when it is one and a delimiter follows.
fn respelled_result(text: &str) -> Option<(GameResult, usize)> {
    let len = text.find(|c: char| !(is_word_char(c) || "–—−½".contains(c))).unwrap_or(text.len());
    let written = &text[..len];
    // Plain ASCII results are the standard's own, read as words.
    if written.is_ascii() {
        return None;
    }
    let normal: String = written
        .chars()
        .map(|c| match c {
            '–' | '—' | '−' => "-".to_string(),
            '½' => "1/2".to_string(),
            c => c.to_string(),
        })
        .collect();
    GameResult::from_token(&normal).map(|r| (r, len))
}

/// HTML line breaks (`<br>`, `<br/>`, `<br />`), as text copied from a web page's source holds
/// them: the length in bytes of the one at the start of `text`.
fn html_break(text: &str) -> Option<usize> {
    let rest = text.strip_prefix('<')?;
    let rest = rest.strip_prefix("br").or_else(|| rest.strip_prefix("BR"))?;
    let inner = rest.len() - rest.trim_start_matches([' ', '/']).len();
    rest[inner..].starts_with('>').then_some(1 + 2 + inner + 1)
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
        // A lone carriage return ends a line too (old Mac files, mixed line ends); in `\r\n`
        // the line is counted at the `\n`.
        if c == '\n' || (c == '\r' && self.peek() != Some('\n')) {
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
        self.bump_while(|c| !is_line_end(c));
        if self.bump() == Some('\r') && self.peek() == Some('\n') {
            self.bump();
        }
    }

    fn error(loc: Loc, kind: PgnErrorKind) -> PgnError {
        PgnError::new(loc.line, loc.column, kind)
    }

    /// The next token, `None` at the end of the text.
    pub fn next_token(&mut self) -> Option<Result<(Loc, Token<'a>), PgnError>> {
        loop {
            let c = self.peek()?;
            let loc = self.loc();
            if let Some((token, len)) = self.beyond_standard() {
                let end = self.pos + len;
                while self.pos < end && self.bump().is_some() {}
                return Some(Ok((loc, token)));
            }
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
                    Ok(Token::Comment(collapse_whitespace(self.bump_while(|c| !is_line_end(c)))))
                }
                '[' | '<' if self.skip_markup() => continue,
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
        // UCI's null move, which would otherwise read as a move number.
        if word == "0000" {
            self.bump_n(len);
            return Some(Token::NullMove);
        }
        let digits = word.find(|c: char| !c.is_ascii_digit()).unwrap_or(len);
        if digits > 0 && (digits == len || word[digits..].starts_with('.')) {
            let dots = word[digits..].find(|c| c != '.').unwrap_or(len - digits);
            self.bump_n(digits + dots);
            return Some(Token::MoveNumber);
        }
        self.bump_n(len);
        if word.chars().all(|c| c == '.') || word == "e.p." || word == "ep" || word == "g.e." {
            None
        } else if word.chars().all(|c| c == '!' || c == '?') {
            Some(Token::Annotation(word))
        } else if word == "--" || word == "Z0" {
            Some(Token::NullMove)
        } else if let Some(nag) = ascii_glyph(word) {
            Some(Token::Nag(nag))
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

    /// Skips markup around or inside PGN that is no part of it, if some starts here: a forum's
    /// `[pgn]` or `[/pgn]` wrapper (any case), an HTML line break.
    fn skip_markup(&mut self) -> bool {
        let rest = &self.text.as_bytes()[self.pos..];
        let wrapper = [&b"[pgn]"[..], b"[/pgn]"]
            .into_iter()
            .find(|tag| rest.len() >= tag.len() && rest[..tag.len()].eq_ignore_ascii_case(tag))
            .map(<[u8]>::len);
        match wrapper.or_else(|| html_break(&self.text[self.pos..])) {
            Some(len) => {
                self.bump_n(len);
                true
            }
            None => false,
        }
    }

    /// A token written in characters the standard does not use, if one starts here, and its
    /// length in bytes: an evaluation glyph (`±`), or a result with other dashes (`1–0`, `½-½`).
    fn beyond_standard(&self) -> Option<(Token<'a>, usize)> {
        let rest = &self.text[self.pos..];
        let c = rest.chars().next()?;
        match glyph(c) {
            Some(Glyph::Nag(nag)) => return Some((Token::Nag(nag), c.len_utf8())),
            Some(Glyph::Comment) => return Some((Token::Comment(c.to_string()), c.len_utf8())),
            None => {}
        }
        respelled_result(rest).map(|(result, len)| (Token::Result(result), len))
    }

    /// `[Name "value"]`, on one line. Escapes `\"` and `\\` are undone; other backslashes
    /// are kept as written. The name may hold any character but blanks, quotes and brackets
    /// (`GreatestGameEverPlayed?` is seen in the wild); it is read without those PGN does not
    /// allow. A value whose closing quote is missing is read to the `]` that ends the line, if
    /// one does.
    fn header(&mut self, loc: Loc) -> Result<Token<'a>, PgnError> {
        self.bump();
        let blank = |c: char| c == ' ' || c == '\t';
        self.bump_while(blank);
        // Read as the name PGN allows, so that what is read is what the writer writes back
        // (a `fEN/` header read as `fEN/` would be ignored, then written as `fEN` and read as
        // the start position).
        let written = self.bump_while(|c| !c.is_whitespace() && !"\"[]{}".contains(c));
        let name: String = written.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        self.bump_while(blank);
        if name.is_empty() || self.peek() != Some('"') {
            return Err(self.header_error(loc));
        }
        self.bump();
        let value_start = (self.pos, self.line, self.column);
        let mut value = String::new();
        loop {
            match self.peek() {
                None | Some('\n' | '\r') => {
                    // Rewind to the value and take it up to the last `]` of the line.
                    let line_end = self.pos;
                    (self.pos, self.line, self.column) = value_start;
                    let raw = self.text[self.pos..line_end].trim_end();
                    let Some(value) = raw.strip_suffix(']') else {
                        self.bump_while(|c| !is_line_end(c));
                        return Err(Self::error(loc, PgnErrorKind::UnterminatedHeader));
                    };
                    let value = value.trim_end().to_string();
                    self.bump_while(|c| !is_line_end(c));
                    return Ok(Token::Header { name, value, closed: true });
                }
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
        Ok(Token::Header { name, value, closed: false })
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

/// Whether `c` ends a line: `\n`, or `\r` (alone, or before the `\n` of a Windows line end).
fn is_line_end(c: char) -> bool {
    c == '\n' || c == '\r'
}

/// The first 40 characters, so that error messages stay readable.
fn truncate(s: &str) -> String {
    s.chars().take(40).collect()
}
