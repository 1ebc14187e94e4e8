//! Chess notation in the reader's letters: SAN shown with each language's piece letters (ru
//! Кр Ф Л С К, lt K V B R Ž, lv K D T L Z) or with figurines, and moves typed in those letters
//! *or* in English ones read back to the move they mean. What the app stores, exports and puts in
//! `data-san` stays standard English SAN: only what a person reads and types is translated.
//!
//! # Reading typed moves
//!
//! A typed move is first read in the shown language's letters, then, if that is not a legal
//! move, in English letters, so a Latvian who learnt `Nf3` from an English book is understood.
//! In Lithuanian two letters mean different pieces than in English (B is the rook, bokštas; R the
//! bishop, rikis): there the Lithuanian reading wins whenever it is a legal move. Besides the
//! rules core's own leniencies (`0-0`, `e2e4`, a forgotten `+`…), a Russian keyboard's Cyrillic
//! look-alikes of the files a, c and e and of the capture `x` are read as the Latin ones, and a
//! colon, the old Russian capture mark (`Л:d5`), as `x`.

use super::lang::Lang;
use kaissa_rules::{Color, Move, Position, Role, SanError};

/// How moves are written on screen (stored by its code).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum NotationStyle {
    /// With the language's piece letters (`Кf3` in Russian).
    #[default]
    Letters,
    /// With figurines (`♘f3`), the same in every language.
    Figurines,
}

deserialize_by_code!(NotationStyle { Letters => "letters", Figurines => "figurines" });

impl NotationStyle {
    /// The setting's stored code.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            NotationStyle::Letters => "letters",
            NotationStyle::Figurines => "figurines",
        }
    }

    /// The style of a stored code.
    #[must_use]
    pub fn from_code(code: &str) -> Option<NotationStyle> {
        [NotationStyle::Letters, NotationStyle::Figurines].into_iter().find(|s| s.code() == code)
    }
}

/// The piece letters of `lang`, indexed by [`Role::index`] (the pawn has none).
#[must_use]
pub const fn piece_letters(lang: Lang) -> [&'static str; 6] {
    match lang {
        Lang::En => ["", "N", "B", "R", "Q", "K"],
        Lang::Ru => ["", "К", "С", "Л", "Ф", "Кр"],
        Lang::Lt => ["", "Ž", "R", "B", "V", "K"],
        Lang::Lv => ["", "Z", "L", "T", "D", "K"],
    }
}

/// Figurines for `color`'s pieces, indexed by [`Role::index`].
const fn figurines(color: Color) -> [&'static str; 6] {
    match color {
        Color::White => ["", "♘", "♗", "♖", "♕", "♔"],
        Color::Black => ["", "♞", "♝", "♜", "♛", "♚"],
    }
}

/// The role of an English piece letter.
fn english_role(c: char) -> Option<Role> {
    Some(match c {
        'N' => Role::Knight,
        'B' => Role::Bishop,
        'R' => Role::Rook,
        'Q' => Role::Queen,
        'K' => Role::King,
        _ => return None,
    })
}

/// The number written before a move: "12." before White's, "12..." before Black's, as in PGN
/// and the books.
#[must_use]
pub fn numbered(number: u32, mover: Color) -> String {
    format!("{number}{}", if mover == Color::White { "." } else { "..." })
}

/// The number and mover of the move `index` (0: the game's first) of a game whose first move is
/// move `first` of `first_mover`: a game set up with Black to move starts with "1...".
#[must_use]
pub fn move_number(first: u32, first_mover: Color, index: usize) -> (u32, Color) {
    let plies = index + usize::from(first_mover == Color::Black);
    let mover = if plies % 2 == 0 { Color::White } else { Color::Black };
    (first.saturating_add(u32::try_from(plies / 2).unwrap_or(u32::MAX)), mover)
}

/// English SAN `san` (as the rules core writes it) shown in `lang`'s letters, or with figurines
/// for `mover`'s pieces. Castling is written with zeros outside English, as the books of those
/// languages write it (`0-0`).
#[must_use]
pub fn show_san(san: &str, lang: Lang, style: NotationStyle, mover: Color) -> String {
    let letters = match style {
        NotationStyle::Letters => piece_letters(lang),
        NotationStyle::Figurines => figurines(mover),
    };
    // From its first letter on: a hint shows the start of a move ("O" of "O-O"), and no other
    // move begins with an O.
    if san.starts_with('O') && lang != Lang::En {
        return san.replace('O', "0");
    }
    let mut out = String::with_capacity(san.len() + 4);
    for c in san.chars() {
        match english_role(c) {
            Some(role) => out.push_str(letters[role.index()]),
            None => out.push(c),
        }
    }
    out
}

/// `text` with `lang`'s piece letters (upper or lower case) replaced by English ones and the
/// Cyrillic look-alikes replaced by Latin letters; `None` when nothing changed.
fn to_english_letters(text: &str, lang: Lang) -> Option<String> {
    let letters = piece_letters(lang);
    let english = piece_letters(Lang::En);
    // Longest first, so that Russian `Кр` (king) is not read as `К` (knight) and `р`.
    let mut order: Vec<usize> = (1..6).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(letters[i].chars().count()));
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    'next: while let Some(c) = rest.chars().next() {
        if lang != Lang::En {
            for &i in &order {
                let local = letters[i];
                // A piece letter in upper case; lower case only where it can't be a file (any
                // letter but a–h), e.g. a promotion written `e8=ф`.
                let lower = local.to_lowercase();
                let is_file = lower.len() == 1 && matches!(lower.as_bytes()[0], b'a'..=b'h');
                let hit = if rest.starts_with(local) {
                    Some(local.len())
                } else if !is_file && rest.starts_with(lower.as_str()) {
                    Some(lower.len())
                } else {
                    None
                };
                if let Some(len) = hit {
                    out.push_str(english[i]);
                    rest = &rest[len..];
                    continue 'next;
                }
            }
        }
        out.push(match c {
            // Cyrillic а, с, е, х typed on a Russian keyboard; a colon as the capture mark.
            'а' => 'a',
            'с' => 'c',
            'е' => 'e',
            'х' | ':' => 'x',
            other => other,
        });
        rest = &rest[c.len_utf8()..];
    }
    (out != text).then_some(out)
}

/// [`show_san`] for a move named in a sentence: castling's hyphens are non-breaking ones, so
/// that a narrow screen does not break "0-0-0" across two lines (in a move list a move is never
/// broken, and stays as it is).
#[must_use]
pub fn show_san_in_text(san: &str, lang: Lang, style: NotationStyle, mover: Color) -> String {
    show_san(san, lang, style, mover).replace('-', "\u{2011}")
}

/// `text` with hyphens and dashes of every kind as the ASCII one, as moves are read: the texts
/// write castling with non-breaking hyphens (`0‑0`, so that a narrow screen does not break it
/// across two lines), which a learner may copy, and a phone's keyboard may put in a dash.
#[must_use]
pub fn plain_hyphens(text: &str) -> String {
    text.chars().map(|c| if matches!(c, '\u{2010}'..='\u{2015}' | '\u{2212}') { '-' } else { c }).collect()
}

/// Reads a typed move in `lang`'s letters or English ones (see the module's notes), or with
/// figurines; UCI (`g1f3`) and `0-0` are read too. The error is that of the reading in the
/// shown letters, which is the one the person meant.
pub fn read_move(pos: &Position, text: &str, lang: Lang) -> Result<Move, SanError> {
    let text = plain_hyphens(text.trim());
    let text = text.as_str();
    // Figurines are the same in every language: read as the English letters they stand for.
    if let Some(english) = from_figurines(text) {
        return pos.parse_san(&english);
    }
    match to_english_letters(text, lang) {
        Some(local) => pos.parse_san(&local).or_else(|e| pos.parse_san(text).map_err(|_| e)),
        None => pos.parse_san(text),
    }
}

/// `text` as English letters: figurines, or else `lang`'s piece letters and the Cyrillic
/// look-alikes, replaced (see [`read_move`]); as it is when there is nothing to replace.
#[must_use]
pub fn in_english_letters(text: &str, lang: Lang) -> String {
    from_figurines(text).or_else(|| to_english_letters(text, lang)).unwrap_or_else(|| text.to_owned())
}

/// `text` with figurines of either colour replaced by English letters; `None` without any.
fn from_figurines(text: &str) -> Option<String> {
    let english = piece_letters(Lang::En);
    let mut changed = false;
    let out: String = text
        .chars()
        .map(|c| {
            let glyph = c.to_string();
            let role = [Color::White, Color::Black]
                .into_iter()
                .find_map(|color| figurines(color).iter().skip(1).position(|f| *f == glyph));
            match role {
                Some(i) => {
                    changed = true;
                    english[i + 1].to_owned()
                }
                None => glyph,
            }
        })
        .collect();
    changed.then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn moves_are_numbered_from_the_games_first_move() {
        let label = |first, mover, index| {
            let (n, c) = move_number(first, mover, index);
            numbered(n, c)
        };
        assert_eq!(label(1, Color::White, 0), "1.");
        assert_eq!(label(1, Color::White, 1), "1...");
        assert_eq!(label(1, Color::White, 2), "2.");
        // A position set up with Black to move at move 30.
        assert_eq!(label(30, Color::Black, 0), "30...");
        assert_eq!(label(30, Color::Black, 1), "31.");
        assert_eq!(label(30, Color::Black, 4), "32...");
    }

    #[test]
    fn san_in_each_language() {
        let w = Color::White;
        assert_eq!(show_san("Nf3", Lang::Ru, NotationStyle::Letters, w), "Кf3");
        assert_eq!(show_san("Kxe2+", Lang::Ru, NotationStyle::Letters, w), "Крxe2+");
        assert_eq!(show_san("e8=Q#", Lang::Ru, NotationStyle::Letters, w), "e8=Ф#");
        assert_eq!(show_san("Rad1", Lang::Lt, NotationStyle::Letters, w), "Bad1");
        assert_eq!(show_san("Bb5", Lang::Lt, NotationStyle::Letters, w), "Rb5");
        assert_eq!(show_san("Nbd7", Lang::Lv, NotationStyle::Letters, w), "Zbd7");
        assert_eq!(show_san("Qh5", Lang::Lv, NotationStyle::Letters, w), "Dh5");
        assert_eq!(show_san("O-O-O+", Lang::Lv, NotationStyle::Letters, w), "0-0-0+");
        assert_eq!(show_san("O-O", Lang::En, NotationStyle::Letters, w), "O-O");
        assert_eq!(show_san_in_text("O-O-O+", Lang::Ru, NotationStyle::Letters, w), "0\u{2011}0\u{2011}0+");
        assert_eq!(show_san_in_text("Nf3", Lang::Lt, NotationStyle::Letters, w), "Žf3");
        assert_eq!(show_san("Nf6", Lang::En, NotationStyle::Figurines, Color::Black), "♞f6");
        assert_eq!(show_san("exd8=N", Lang::Ru, NotationStyle::Figurines, w), "exd8=♘");
    }

    #[test]
    fn typed_moves_in_the_shown_letters_or_english_ones() {
        let start = Position::startpos();
        let nf3 = start.parse_san("Nf3").unwrap();
        for (text, lang) in [
            ("Кf3", Lang::Ru),
            ("Nf3", Lang::Ru),
            ("кf3", Lang::Ru),
            ("Žf3", Lang::Lt),
            ("žf3", Lang::Lt),
            ("Nf3", Lang::Lt),
            ("Zf3", Lang::Lv),
            ("Nf3", Lang::Lv),
            ("♘f3", Lang::En),
            ("♞f3", Lang::Ru),
            ("g1f3", Lang::Ru),
            (" Кg1f3 ", Lang::Ru),
        ] {
            assert_eq!(read_move(&start, text, lang), Ok(nf3), "{text} in {lang}");
        }
        // Cyrillic look-alikes of the files and the capture, and the colon.
        let p = pos("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
        let exd5 = p.parse_san("exd5").unwrap();
        assert_eq!(read_move(&p, "ехd5", Lang::Ru), Ok(exd5));
        assert_eq!(read_move(&p, "e:d5", Lang::Ru), Ok(exd5));
        // Kings and castling.
        let p = pos("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assert_eq!(read_move(&p, "Крf1", Lang::Ru), p.parse_san("Kf1"));
        assert_eq!(read_move(&p, "0-0", Lang::Lv), p.parse_san("O-O"));
        // As the lessons write it (non-breaking hyphens), and with a keyboard's dashes.
        assert_eq!(read_move(&p, "0\u{2011}0", Lang::Ru), p.parse_san("O-O"));
        assert_eq!(read_move(&p, "O\u{2013}O\u{2013}O", Lang::En), p.parse_san("O-O-O"));
        assert_eq!(read_move(&p, "O-O-O", Lang::Lt), p.parse_san("O-O-O"));
        // Promotion in the language's letters.
        let p = pos("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        let queen = p.parse_san("e8=Q").unwrap();
        assert_eq!(read_move(&p, "e8=Ф", Lang::Ru), Ok(queen));
        assert_eq!(read_move(&p, "e8=ф", Lang::Ru), Ok(queen));
        assert_eq!(read_move(&p, "e8D", Lang::Lv), Ok(queen));
        assert_eq!(read_move(&p, "e8=V", Lang::Lt), Ok(queen));
        // In Lithuanian B is the rook: its reading wins when legal, English is the fallback.
        let p = pos("4k3/8/8/8/8/8/8/R1B1K3 w - - 0 1");
        assert_eq!(read_move(&p, "Ba3", Lang::Lt), p.parse_san("Ra3"));
        assert_eq!(read_move(&p, "Bd2", Lang::Lt), p.parse_san("Bd2"), "no rook reaches d2");
        assert_eq!(read_move(&p, "Rd2", Lang::Lt), p.parse_san("Bd2"));
        // A move that is not legal in either reading keeps the shown letters' error.
        assert!(matches!(read_move(&p, "Кf3", Lang::Ru), Err(SanError::Illegal(_))));
        assert!(read_move(&p, "", Lang::Ru).is_err());
        assert!(read_move(&p, "Ф", Lang::Ru).is_err());
    }

    #[test]
    fn styles_have_codes() {
        for s in [NotationStyle::Letters, NotationStyle::Figurines] {
            assert_eq!(NotationStyle::from_code(s.code()), Some(s));
        }
        assert_eq!(NotationStyle::from_code("x"), None);
    }
}
