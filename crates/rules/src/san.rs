//! Standard algebraic notation (SAN): writing moves exactly as python-chess does, and reading
//! them tolerantly, since PGN files and beginners write `0-0`, `e8Q`, `exd6 e.p.`, `Ngf3` or
//! forget the `+`.
//!
//! # What the reader tolerates
//!
//! The writer is strict: it writes exactly the standard's (and python-chess's) SAN. The reader
//! is lenient under one rule: **a text is read as the move the standard means by it, or as no
//! move at all, never as another move.** Every leniency reads text that the standard gives no
//! meaning to (or gives the same meaning), and when it could fit two moves it is refused as
//! ambiguous. Each one, and why it cannot change the move:
//!
//! | written | read as | why it is safe |
//! |---|---|---|
//! | `0-0`, `0-0-0`, `o-o` | castling | the same move in other characters |
//! | `e8Q`, `e8/Q`, `e8(Q)`, `e8=q` | promotion to a queen | a letter after a destination on the last rank can only be the promotion piece |
//! | `Nf3+` without check, `Nf3` with it, `#` for `+` | `Nf3` | check marks describe the move; they never choose it |
//! | `Nf3!?`, `Nf3?!+` | `Nf3` with its annotation | annotations likewise |
//! | `exd6 e.p.`, `exd6e.p.`, `exd6ep`, `exd6 g.e.` | `exd6` | the en passant mark (Latvian `g.e.`, garāmejot) adds nothing; no move's text ends in `p` or `.` |
//! | `Ngf3`, `N1f3`, `Ng1f3`, `Pe4` | `Nf3`, `e4` | extra disambiguation names the same piece; a wrong one matches nothing |
//! | `Nxf3` without a capture, `Nf3` with one | `Nf3` | the `x` never chooses the move (as python-chess) |
//! | `xd5` (no file) | the one pawn capture to d5 | no standard move is written so; two candidate pawns are *ambiguous* |
//! | `e2e4`, `g1-f3`, `e7e8q` (both squares) | the move between those squares | both squares fix the move |
//! | `Kg1`, `Kc1` when castling is legal | castling | a king never otherwise moves two squares, so no other move is meant |
//! | `e1h1`, `Ke1h1`, `e1a1` (king onto its own rook) | castling on that side | the Chess960 way of writing castling, as `parse_uci` takes it; a king never otherwise takes its own piece |
//!
//! A pawn named without its file only pushes: `d5` never means `exd5`, because that would read
//! the standard's push as a capture.
//!
//! ```
//! use kaissa_rules::{Position, SanError};
//! let pos = Position::startpos();
//! let m = pos.parse_san("Nf3").unwrap();
//! assert_eq!(m.to_string(), "g1f3");
//! assert_eq!(pos.san(m), "Nf3");
//! assert!(matches!(pos.parse_san("Nf4"), Err(SanError::Illegal(_))));
//! ```

use crate::{Bitboard, CastlingSide, File, Move, Piece, Position, Rank, Role, Square};
use core::fmt;
use core::str::FromStr;

/// A move in standard algebraic notation without check mark or annotation: what the text says,
/// not yet matched against a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum San {
    /// A piece or pawn move: `Nf3`, `exd5`, `Rae1`, `e8=Q`.
    Normal {
        /// The moving piece (`Pawn` when no letter is given).
        role: Role,
        /// The file the piece leaves, when written (disambiguation, or a pawn capture).
        file: Option<File>,
        /// The rank the piece leaves, when written (disambiguation).
        rank: Option<Rank>,
        /// Whether an `x` was written. Reading ignores it, as python-chess does: a wrong `x`
        /// does not make the move mean anything else.
        capture: bool,
        /// The destination.
        to: Square,
        /// The promotion piece.
        promotion: Option<Role>,
    },
    /// Castling: `O-O` or `O-O-O`.
    Castle(CastlingSide),
    /// Both squares and no piece letter (`e2e4`, `g1-f3`, `e1g1`): matches whatever piece
    /// stands on `from`, as python-chess reads such text.
    Squares {
        /// The square the piece leaves.
        from: Square,
        /// The destination.
        to: Square,
        /// Whether an `x` was written (ignored when reading).
        capture: bool,
        /// The promotion piece.
        promotion: Option<Role>,
    },
}

/// The check mark written after a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Suffix {
    /// `+`: the move gives check.
    Check,
    /// `#`: the move gives checkmate.
    Checkmate,
}

impl Suffix {
    /// `+` or `#`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Suffix::Check => '+',
            Suffix::Checkmate => '#',
        }
    }
}

/// A move annotation written after a move (`!`, `?` …), with its PGN numeric annotation glyph.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Annotation {
    /// `!`, NAG 1.
    Good,
    /// `?`, NAG 2.
    Mistake,
    /// `!!`, NAG 3.
    Brilliant,
    /// `??`, NAG 4.
    Blunder,
    /// `!?`, NAG 5.
    Speculative,
    /// `?!`, NAG 6.
    Dubious,
}

impl Annotation {
    /// All annotations in NAG order.
    pub const ALL: [Annotation; 6] = [
        Annotation::Good,
        Annotation::Mistake,
        Annotation::Brilliant,
        Annotation::Blunder,
        Annotation::Speculative,
        Annotation::Dubious,
    ];

    /// The symbol: `!`, `?`, `!!`, `??`, `!?` or `?!`.
    #[must_use]
    pub const fn symbol(self) -> &'static str {
        match self {
            Annotation::Good => "!",
            Annotation::Mistake => "?",
            Annotation::Brilliant => "!!",
            Annotation::Blunder => "??",
            Annotation::Speculative => "!?",
            Annotation::Dubious => "?!",
        }
    }

    /// The numeric annotation glyph (PGN `$1` … `$6`).
    #[must_use]
    pub const fn nag(self) -> u8 {
        self as u8 + 1
    }

    /// The annotation for a NAG 1..=6.
    #[must_use]
    pub fn from_nag(nag: u8) -> Option<Annotation> {
        Annotation::ALL.get(usize::from(nag).wrapping_sub(1)).copied()
    }

    /// The annotation for a symbol such as `!?`.
    #[must_use]
    pub fn from_symbol(symbol: &str) -> Option<Annotation> {
        Annotation::ALL.into_iter().find(|a| a.symbol() == symbol)
    }
}

impl fmt::Display for Annotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// A SAN move with what may follow it: a check mark and an annotation (`Nf3+!?`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SanPlus {
    /// The move.
    pub san: San,
    /// `+` or `#`, if written.
    pub suffix: Option<Suffix>,
    /// `!`, `?` …, if written.
    pub annotation: Option<Annotation>,
}

/// Text that is not algebraic notation at all (as opposed to a move that is illegal here).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSanError {
    text: String,
}

impl ParseSanError {
    pub(crate) fn new(text: &str) -> ParseSanError {
        // Keep error messages short even for a megabyte of garbage.
        ParseSanError { text: text.chars().take(40).collect() }
    }

    /// The text that was refused (its first 40 characters).
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for ParseSanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a move in algebraic notation (like e4, Nf3, exd5, O-O or e8=Q)", self.text)
    }
}

impl std::error::Error for ParseSanError {}

/// Why a SAN (or long algebraic) move could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// The text is not algebraic notation.
    Syntax(ParseSanError),
    /// No legal move matches.
    Illegal(San),
    /// Several legal moves match: the pieces that could make it.
    Ambiguous {
        /// The move as read.
        san: San,
        /// The squares of the pieces that could all make it.
        from: Vec<Square>,
    },
}

impl SanError {
    /// Why the move cannot be played, without naming the move: "no knight can reach f6".
    /// For composing messages such as PGN errors that name the move themselves.
    #[must_use]
    pub fn reason(&self) -> String {
        match self {
            SanError::Syntax(e) => e.to_string(),
            SanError::Illegal(san) => illegal_reason(san),
            SanError::Ambiguous { san, from } => {
                let role = match san {
                    San::Normal { role, .. } => *role,
                    _ => Role::King,
                };
                let squares: Vec<String> = from.iter().map(Square::to_string).collect();
                let list = match squares.split_last() {
                    Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
                    _ => squares.join(""),
                };
                let to = match san {
                    San::Normal { to, .. } | San::Squares { to, .. } => to.to_string(),
                    San::Castle(_) => String::new(),
                };
                let all = if from.len() > 2 { "all" } else { "both" };
                format!("the {}s on {list} can {all} reach {to}", role.name())
            }
        }
    }
}

fn illegal_reason(san: &San) -> String {
    match *san {
        San::Castle(side) => {
            let side = match side {
                CastlingSide::KingSide => "kingside",
                CastlingSide::QueenSide => "queenside",
            };
            format!("castling {side} is not possible here")
        }
        San::Normal { role, file, rank, to, promotion, .. } => {
            let origin = match (file, rank) {
                (Some(f), Some(r)) => format!(" on {}", Square::from_coords(f, r)),
                (Some(f), None) => format!(" on the {f}-file"),
                (None, Some(r)) => format!(" on rank {r}"),
                (None, None) => String::new(),
            };
            let mut s = format!("no {}{origin} can reach {to}", role.name());
            s.push_str(&promotion_clause(role == Role::Pawn, to, promotion));
            s
        }
        San::Squares { from, to, promotion, .. } => {
            let mut s = format!("no piece on {from} can reach {to}");
            s.push_str(&promotion_clause(true, to, promotion));
            s
        }
    }
}

/// The end of an "illegal" sentence about promotion, because forgetting `=Q` (or adding it to a
/// move that cannot promote) is the usual way a promotion goes wrong.
fn promotion_clause(may_be_pawn: bool, to: Square, promotion: Option<Role>) -> String {
    match promotion {
        Some(role) => format!(" and promote to a {}", role.name()),
        None if may_be_pawn && matches!(to.rank().index(), 0 | 7) => " without promoting (add =Q, =R, =B or =N)".into(),
        None => String::new(),
    }
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(e) => e.fmt(f),
            SanError::Illegal(san) => write!(f, "{san} is illegal: {}", self.reason()),
            SanError::Ambiguous { san, .. } => write!(f, "{san} is ambiguous: {}", self.reason()),
        }
    }
}

impl std::error::Error for SanError {}

impl From<ParseSanError> for SanError {
    fn from(e: ParseSanError) -> SanError {
        SanError::Syntax(e)
    }
}

/// Splits what may follow a move off the end of `text`: check marks, annotations and `e.p.` (or
/// Latvian `g.e.`), in any order and with spaces between, because writers disagree on all three
/// (`exd6 e.p.+`, `Nf3!+`). Shared with long algebraic notation.
pub(crate) fn split_suffixes(text: &str) -> Result<(&str, Option<Suffix>, Option<Annotation>), ParseSanError> {
    let mut rest = text.trim();
    let mut suffix = None;
    let mut marks = Vec::new();
    loop {
        // `e.p.` or `ep`, glued or apart (`exf6ep`): no move's text ends in `p` otherwise. And
        // Latvian notation's `g.e.` (garāmejot), which no move's text ends in either.
        if let Some(r) =
            rest.strip_suffix("e.p.").or_else(|| rest.strip_suffix("ep")).or_else(|| rest.strip_suffix("g.e."))
        {
            rest = r.trim_end();
            continue;
        }
        match rest.as_bytes().last() {
            Some(b'+') => suffix = suffix.or(Some(Suffix::Check)),
            Some(b'#') => suffix = Some(Suffix::Checkmate),
            Some(&c @ (b'!' | b'?')) => marks.push(c),
            _ => break,
        }
        // The last byte is ASCII, so this cuts on a character boundary.
        rest = rest[..rest.len() - 1].trim_end();
    }
    let annotation = if marks.is_empty() {
        None
    } else {
        marks.reverse();
        let symbol = String::from_utf8(marks).unwrap_or_default();
        Some(Annotation::from_symbol(&symbol).ok_or_else(|| ParseSanError::new(text))?)
    };
    Ok((rest, suffix, annotation))
}

/// Reads a promotion piece letter in either case (`e8q` is common in UCI-minded text).
fn promotion_role(c: u8) -> Option<Role> {
    match c.to_ascii_uppercase() {
        b'N' => Some(Role::Knight),
        b'B' => Some(Role::Bishop),
        b'R' => Some(Role::Rook),
        b'Q' => Some(Role::Queen),
        _ => None,
    }
}

/// Reads an uppercase piece letter opening a move; lowercase letters are files (`bxc3` is a
/// pawn capture), never pieces.
pub(crate) fn piece_letter(c: u8) -> Option<Role> {
    match c {
        b'P' => Some(Role::Pawn),
        b'N' => Some(Role::Knight),
        b'B' => Some(Role::Bishop),
        b'R' => Some(Role::Rook),
        b'Q' => Some(Role::Queen),
        b'K' => Some(Role::King),
        _ => None,
    }
}

/// Reads `O-O`, `O-O-O` and the digit-zero forms.
pub(crate) fn castling_text(text: &str) -> Option<CastlingSide> {
    match text {
        "O-O" | "0-0" | "o-o" => Some(CastlingSide::KingSide),
        "O-O-O" | "0-0-0" | "o-o-o" => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

/// Splits a promotion (`=Q`, `/Q`, `Q`, `q`, `(Q)`) off the end of a move's bytes. The letter
/// counts as a promotion only right after a rank digit or a separator, so that `Qb` or `Rab`
/// are not mistaken for one.
pub(crate) fn split_promotion(b: &[u8]) -> (&[u8], Option<Role>) {
    if let [head @ .., b'(', p, b')'] = b {
        if let Some(role) = promotion_role(*p) {
            return (head, Some(role));
        }
    }
    if let [head @ .., sep, p] = b {
        if let Some(role) = promotion_role(*p) {
            match sep {
                b'=' | b'/' => return (head, Some(role)),
                b'1'..=b'8' => return (&b[..b.len() - 1], Some(role)),
                _ => {}
            }
        }
    }
    (b, None)
}

impl FromStr for San {
    type Err = ParseSanError;

    /// Reads a move without suffixes (use [`SanPlus`] for text that may carry `+` or `!`).
    fn from_str(text: &str) -> Result<San, ParseSanError> {
        let err = || ParseSanError::new(text);
        if let Some(side) = castling_text(text) {
            return Ok(San::Castle(side));
        }
        if !text.is_ascii() {
            return Err(err());
        }
        let b = text.as_bytes();
        let (role, body) = match b.first().and_then(|&c| piece_letter(c)) {
            Some(role) => (Some(role), &b[1..]),
            None => (None, b),
        };
        let (body, promotion) = split_promotion(body);
        let [disambiguation @ .., f, r] = body else { return Err(err()) };
        let to = Square::from_ascii(&[*f, *r]).ok_or_else(err)?;
        let (disambiguation, capture) = match disambiguation {
            [head @ .., b'x' | b':'] => (head, true),
            [head @ .., b'-'] => (head, false),
            other => (other, false),
        };
        let (file, rank) = match disambiguation {
            [] => (None, None),
            [c] => match (File::from_char(*c as char), Rank::from_char(*c as char)) {
                (Some(file), _) => (Some(file), None),
                (_, Some(rank)) => (None, Some(rank)),
                _ => return Err(err()),
            },
            [f, r] => match (File::from_char(*f as char), Rank::from_char(*r as char)) {
                (Some(file), Some(rank)) => (Some(file), Some(rank)),
                _ => return Err(err()),
            },
            _ => return Err(err()),
        };
        match (role, file, rank) {
            (None, Some(file), Some(rank)) => {
                Ok(San::Squares { from: Square::from_coords(file, rank), to, capture, promotion })
            }
            (Some(role), ..) if role != Role::Pawn && promotion.is_some() => Err(err()),
            _ => Ok(San::Normal { role: role.unwrap_or(Role::Pawn), file, rank, capture, to, promotion }),
        }
    }
}

impl FromStr for SanPlus {
    type Err = ParseSanError;

    /// Reads a move with optional check mark, annotation and `e.p.`.
    fn from_str(text: &str) -> Result<SanPlus, ParseSanError> {
        let (core, suffix, annotation) = split_suffixes(text)?;
        let san = core.parse::<San>().map_err(|_| ParseSanError::new(text))?;
        Ok(SanPlus { san, suffix, annotation })
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let promote = |f: &mut fmt::Formatter<'_>, promotion: Option<Role>| match promotion {
            Some(role) => write!(f, "={}", role.upper_char()),
            None => Ok(()),
        };
        match *self {
            San::Castle(side) => f.write_str(side.san()),
            San::Normal { role, file, rank, capture, to, promotion } => {
                // A pawn named with both squares keeps its `P`: `e2e4` alone would read as
                // whatever piece stands on e2 (`San::Squares`), which is another reading.
                if role != Role::Pawn || (file.is_some() && rank.is_some()) {
                    write!(f, "{}", role.upper_char())?;
                }
                if let Some(file) = file {
                    write!(f, "{file}")?;
                }
                if let Some(rank) = rank {
                    write!(f, "{rank}")?;
                }
                if capture {
                    f.write_str("x")?;
                }
                write!(f, "{to}")?;
                promote(f, promotion)
            }
            San::Squares { from, to, capture, promotion } => {
                write!(f, "{from}{}{to}", if capture { "x" } else { "" })?;
                promote(f, promotion)
            }
        }
    }
}

impl fmt::Display for SanPlus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.san)?;
        if let Some(suffix) = self.suffix {
            write!(f, "{}", suffix.char())?;
        }
        if let Some(annotation) = self.annotation {
            f.write_str(annotation.symbol())?;
        }
        Ok(())
    }
}

impl San {
    /// The SAN of a legal move, with minimal disambiguation as python-chess writes it: the file
    /// when no other piece of the same kind that can reach the square stands on it, else the
    /// rank when none stands on that, else both.
    #[must_use]
    pub fn from_move(pos: &Position, m: Move) -> San {
        let (from, to, promotion) = (m.from(), m.to(), m.promotion());
        let Some(role) = pos.moved_role(m) else {
            return San::Squares { from, to, capture: false, promotion };
        };
        if let Some(side) = pos.castling_side(m) {
            return San::Castle(side);
        }
        let capture = pos.is_capture(m);
        if role == Role::Pawn {
            let file = capture.then(|| from.file());
            return San::Normal { role, file, rank: None, capture, to, promotion };
        }
        let mut others = Bitboard::EMPTY;
        pos.for_each_piece_moves(|pm| {
            if pm.role == role && pm.from != from && pm.to.contains(to) {
                others = others.with(pm.from);
            }
            true
        });
        let (mut file, mut rank) = (None, None);
        if others.any() {
            let same_file = (others & Bitboard::file(from.file())).any();
            let same_rank = (others & Bitboard::rank(from.rank())).any();
            if same_rank || !same_file {
                file = Some(from.file());
            }
            if same_file {
                rank = Some(from.rank());
            }
        }
        San::Normal { role, file, rank, capture, to, promotion }
    }

    /// The legal move this SAN means in `pos`.
    pub fn to_move(&self, pos: &Position) -> Result<Move, SanError> {
        let illegal = || SanError::Illegal(*self);
        match *self {
            San::Castle(side) => {
                let s = side.squares(pos.turn());
                let m = Move::new(s.king_from, s.king_to, None);
                let king_home = pos.piece_at(s.king_from) == Some(Piece::new(pos.turn(), Role::King));
                if king_home && pos.castling_rights().has(pos.turn(), side) && pos.is_legal(m) {
                    Ok(m)
                } else {
                    Err(illegal())
                }
            }
            San::Squares { from, to, promotion, .. } => {
                let m = Move::new(from, to, promotion);
                if promotion.is_none_or(Role::is_promotion_target) && pos.is_legal(m) {
                    Ok(m)
                } else {
                    pos.king_takes_own_rook(m).ok_or_else(illegal)
                }
            }
            San::Normal { role, file, rank, capture, to, promotion } => {
                if !promotion.is_none_or(Role::is_promotion_target) {
                    return Err(illegal());
                }
                if let (Role::King, Some(file), Some(rank)) = (role, file, rank) {
                    // `Ke1h1`, as long algebraic notation writes a king taking its own rook.
                    if let Some(castle) = pos.king_takes_own_rook(Move::new(Square::from_coords(file, rank), to, None))
                    {
                        return Ok(castle);
                    }
                }
                let mut matches = Bitboard::EMPTY;
                pos.for_each_piece_moves(|pm| {
                    let fits = pm.role == role
                        && pm.to.contains(to)
                        && file.is_none_or(|f| pm.from.file() == f)
                        && rank.is_none_or(|r| pm.from.rank() == r)
                        // A pawn named without its file only pushes: `d5` never means `exd5`.
                        && (role != Role::Pawn || file.is_some() || capture || pm.from.file() == to.file())
                        && pm.promotion == promotion.is_some();
                    if fits {
                        matches = matches.with(pm.from);
                    }
                    true
                });
                match matches.count() {
                    0 => Err(illegal()),
                    1 => Ok(Move::new(matches.lowest_unchecked(), to, promotion)),
                    _ => Err(SanError::Ambiguous { san: *self, from: matches.squares().collect() }),
                }
            }
        }
    }
}

impl SanPlus {
    /// The SAN of a legal move with `+` or `#` as it deserves.
    #[must_use]
    pub fn from_move(pos: &Position, m: Move) -> SanPlus {
        let san = San::from_move(pos, m);
        let suffix = if pos.moved_role(m).is_some() { check_suffix(&after_for_status(pos, m)) } else { None };
        SanPlus { san, suffix, annotation: None }
    }
}

/// The position after `m`, for judging check and mate only. The move counters are reset first
/// so that a position loaded with absurd counters cannot overflow them here (they do not affect
/// check or mate).
pub(crate) fn after_for_status(pos: &Position, m: Move) -> Position {
    let mut p = *pos;
    p.halfmove_clock = 0;
    p.fullmoves = 1;
    p.after(m)
}

/// `#` for checkmate, `+` for check.
pub(crate) fn check_suffix(after: &Position) -> Option<Suffix> {
    if !after.is_check() {
        None
    } else if after.has_legal_moves() {
        Some(Suffix::Check)
    } else {
        Some(Suffix::Checkmate)
    }
}

impl Position {
    /// The move in standard algebraic notation, exactly as python-chess writes it (`Nbd2`,
    /// `exd5`, `e8=Q+`, `O-O-O#`). `m` must be legal here.
    #[must_use]
    pub fn san(&self, m: Move) -> String {
        SanPlus::from_move(self, m).to_string()
    }

    /// Reads a move in standard algebraic notation, tolerating common variants: `0-0`, `e8Q`,
    /// `e8/Q`, missing or wrong `+`/`#`, annotations (`!?`), `e.p.`, over-disambiguation
    /// (`Ngf3`, `Pe4`) and both squares (`g1f3`).
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        text.parse::<SanPlus>()?.san.to_move(self)
    }
}
