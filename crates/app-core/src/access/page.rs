//! The board as the page shows it, read back into words: the DOM contract
//! (`../shared/DESIGN.md`: `data-square`, a piece's `data-piece="wK"`, `data-selected`,
//! `data-dest`, `data-last-move`, `data-check`) says everything a square's accessible name needs.
//! The screen reader's layer (`src/access`, a later module) names the squares from it, so the
//! start-up module carries none of this.

use super::commands::Command;
use super::current::access_texts;
use super::speech::{announce_move, attackers_of, pieces_of, square_name_with, turn, SquareMarks};
use super::typed::{read_typed_move, typed_move_refusal};
use crate::i18n::{fill, Catalog};
use crate::language::lang::Lang;
use kaissa_rules::{Color, Piece, Position, Role, Square};

/// The piece of a `data-piece` code ("wK", "bN"); `None` for anything else.
#[must_use]
pub fn piece_of_code(code: &str) -> Option<Piece> {
    let mut chars = code.chars();
    let color = match chars.next()? {
        'w' => Color::White,
        'b' => Color::Black,
        _ => return None,
    };
    // The role's letter in upper case, as `Piece::code` writes it.
    let letter = chars.next().filter(char::is_ascii_uppercase)?;
    let role = Role::from_char(letter.to_ascii_lowercase())?;
    chars.next().is_none().then_some(Piece::new(color, role))
}

/// The accessible name of the square the page calls `square` ("e4"), holding the piece of the
/// code `piece` if any, with its `marks`: "e4, white pawn, selected". `None` when the page's
/// attributes are not a square and a piece (then the square keeps the name it had).
#[must_use]
pub fn cell_name(c: &Catalog, square: &str, piece: Option<&str>, marks: SquareMarks) -> Option<String> {
    let sq: Square = square.parse().ok()?;
    let piece = match piece {
        Some(code) => Some(piece_of_code(code)?),
        None => None,
    };
    Some(square_name_with(c, sq, piece, marks))
}

/// A game as the page's move list shows it: its first position (`data-start-fen`) and its moves
/// in English SAN (`data-san`, in ply order).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PageGame {
    /// The game's first position, in FEN.
    pub start_fen: String,
    /// Every move since, in SAN.
    pub sans: Vec<String>,
}

/// What the live region says when the page's game goes from `seen` to `now`: the sentence of the
/// move just played ([`announce_move`]) when `now` is `seen` with one more move. Nothing for a
/// first look, a takeback, a new or loaded game (what the page shows then is said by the
/// controls that did it), or a move list that cannot be replayed.
#[must_use]
pub fn announce_change(c: &Catalog, seen: &PageGame, now: &PageGame) -> Option<String> {
    let (last, before) = now.sans.split_last()?;
    if now.start_fen != seen.start_fen || before != seen.sans.as_slice() {
        return None;
    }
    let pos = seen.position()?;
    let mv = pos.parse_san(last).ok()?;
    Some(announce_move(c, &pos, mv))
}

/// What the live region says when a lesson's board goes from the position `seen` to `now` (both
/// FEN, the level's `data-fen`): the move played, or the two (the learner's and the other side's
/// reply) when both came at once. A lesson's board need not follow a game's turns (a piece that
/// collects stars moves again and again), so the move is found by what stands where: the legal
/// move of `seen` whose board is `now`'s. Nothing for a restart, a new level or anything that is
/// not one or two moves.
#[must_use]
pub fn announce_lesson_change(c: &Catalog, seen: &str, now: &str) -> Option<String> {
    let (Ok(seen), Ok(now)) = (seen.parse::<Position>(), now.parse::<Position>()) else { return None };
    if seen.board() == now.board() {
        return None;
    }
    for &first in &seen.legal_moves() {
        let after = seen.after(first);
        if after.board() == now.board() {
            return Some(announce_move(c, &seen, first));
        }
        for &reply in &after.legal_moves() {
            if after.after(reply).board() == now.board() {
                return Some(format!("{}. {}", announce_move(c, &seen, first), announce_move(c, &after, reply)));
            }
        }
    }
    None
}

impl PageGame {
    /// The position the list's moves lead to, if they can be replayed from its first position.
    #[must_use]
    pub fn position(&self) -> Option<Position> {
        let mut pos: Position = self.start_fen.parse().ok()?;
        for san in &self.sans {
            let mv = pos.parse_san(san).ok()?;
            pos = pos.after(mv);
        }
        Some(pos)
    }
}

/// The move typed as `text` into the move field, for the page's game `game` (`over`: the game
/// has ended), in UCI for the board to play; or, when it cannot be played, why not in words.
///
/// # Errors
/// The sentence that says why the move cannot be played: the game is over, the text is no move,
/// or the rules core's reason.
pub fn typed_on_page(c: &Catalog, game: &PageGame, over: bool, text: &str) -> Result<String, String> {
    if over {
        return Err(c.reasons.game_over.to_owned());
    }
    // A list that cannot be replayed is not a game a move can be typed into.
    let pos = game.position().ok_or_else(|| c.reasons.game_over.to_owned())?;
    let lang = Lang::from_code(c.lang).unwrap_or_default();
    read_typed_move(lang, &pos, text).map(|m| m.uci()).map_err(|e| typed_move_refusal(c, &pos, &e))
}

/// What the page shows that a keyboard command speaks of, besides its game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PageView {
    /// The side at the bottom of the board (the person at it: "my pieces").
    pub bottom: Color,
    /// The square the keyboard's cursor is on, else the selected one.
    pub square: Option<Square>,
    /// The clocks' times left (`data-ms`), White's then Black's, when the game has a clock.
    pub clocks: Option<[f64; 2]>,
}

/// The answer to the keyboard command `cmd` about the page's game `game` as `view` shows it; `None`
/// when there is nothing to say (no square to speak of, a list that cannot be replayed) and for
/// [`Command::Help`], whose list is shown (a dialog is read by itself), not said.
#[must_use]
pub fn command_answer(c: &Catalog, cmd: Command, game: &PageGame, view: PageView) -> Option<String> {
    if cmd == Command::Help {
        return None;
    }
    if cmd == Command::Clocks {
        let w = access_texts(c);
        return Some(match view.clocks {
            Some([white, black]) => {
                fill(w.clocks, &[("white", &crate::format_clock(white)), ("black", &crate::format_clock(black))])
            }
            None => w.no_clock.to_owned(),
        });
    }
    let pos = game.position()?;
    Some(match cmd {
        Command::MyPieces => pieces_of(c, &pos, view.bottom),
        Command::OpponentPieces => pieces_of(c, &pos, !view.bottom),
        Command::Attackers => attackers_of(c, &pos, view.square?),
        _ => turn(c, &pos),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::static_catalog;
    use crate::language::lang::Lang;

    #[test]
    fn a_lesson_move_is_found_by_what_stands_where() {
        let en = static_catalog(Lang::En);
        // A rook collecting stars: White moves again and again (the level keeps the turn).
        let before = "7k/8/8/8/8/8/2R5/7K w - - 0 1";
        let again = "7k/8/8/8/8/8/5R2/7K w - - 0 1";
        assert_eq!(announce_lesson_change(en, before, again).as_deref(), Some("White: rook from c2 to f2"));
        // The learner's move and the reply together.
        let start = Position::startpos();
        let both = start.after(start.parse_san("e4").unwrap());
        let both = both.after(both.parse_san("e5").unwrap());
        assert_eq!(
            announce_lesson_change(en, &start.fen(), &both.fen()).as_deref(),
            Some("White: pawn from e2 to e4. Black: pawn from e7 to e5")
        );
        // Nothing for the same board, a restart, a new position, or no FEN.
        assert_eq!(announce_lesson_change(en, before, before), None);
        assert_eq!(announce_lesson_change(en, again, before).as_deref(), Some("White: rook from f2 to c2"));
        assert_eq!(announce_lesson_change(en, before, &start.fen()), None);
        assert_eq!(announce_lesson_change(en, "", before), None);
    }

    #[test]
    fn piece_codes_read_back() {
        for color in [Color::White, Color::Black] {
            for i in 0..6 {
                let p = Piece::new(color, Role::from_index(i));
                assert_eq!(piece_of_code(&p.code()), Some(p));
            }
        }
        for bad in ["", "w", "wX", "xK", "wKK", "WK", "bk"] {
            assert_eq!(piece_of_code(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn cells_are_named_from_the_page_attributes() {
        let en = static_catalog(Lang::En);
        let none = SquareMarks::default();
        assert_eq!(cell_name(en, "e4", Some("wP"), none).as_deref(), Some("e4, white pawn"));
        assert_eq!(cell_name(en, "f6", None, none).as_deref(), Some("f6, empty"));
        let marks = SquareMarks { dest: true, last_move: true, ..none };
        assert_eq!(
            cell_name(en, "d5", Some("bN"), marks).as_deref(),
            Some("d5, black knight, legal capture, last move")
        );
        let ru = static_catalog(Lang::Ru);
        assert_eq!(cell_name(ru, "g8", Some("bN"), none).as_deref(), Some("g8, чёрный конь"));
        let star = SquareMarks { target: true, ..none };
        assert_eq!(cell_name(en, "c6", None, star).as_deref(), Some("c6, empty, star"));
        assert_eq!(cell_name(ru, "c6", None, star).as_deref(), Some("c6, пустое поле, звёздочка"));
        assert_eq!(cell_name(en, "z9", None, none), None);
        assert_eq!(cell_name(en, "e4", Some("??"), none), None);
    }

    #[test]
    fn a_move_added_to_the_list_is_said() {
        let en = static_catalog(Lang::En);
        let start = Position::startpos().fen();
        let game =
            |sans: &[&str]| PageGame { start_fen: start.clone(), sans: sans.iter().map(|s| s.to_string()).collect() };
        assert_eq!(announce_change(en, &game(&[]), &game(&["e4"])).as_deref(), Some("White: pawn from e2 to e4"));
        let said = announce_change(en, &game(&["e4", "d5"]), &game(&["e4", "d5", "exd5"]));
        assert_eq!(said.as_deref(), Some("White: pawn from e4 takes pawn on d5"));
        let ru = static_catalog(Lang::Ru);
        assert_eq!(
            announce_change(ru, &game(&["e4"]), &game(&["e4", "Nf6"])).as_deref(),
            Some("Чёрные: конь с g8 на f6")
        );
        // Nothing for a first look, a takeback, two moves at once, another game or a broken list.
        assert_eq!(announce_change(en, &game(&["e4", "e5"]), &game(&["e4"])), None);
        assert_eq!(announce_change(en, &game(&[]), &game(&["e4", "e5"])), None);
        assert_eq!(announce_change(en, &game(&["d4"]), &game(&["e4", "e5"])), None);
        let other = PageGame { start_fen: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".into(), sans: vec!["e4".into()] };
        assert_eq!(announce_change(en, &game(&[]), &other), None);
        assert_eq!(announce_change(en, &game(&["e4"]), &game(&["e4", "Qxh7"])), None);
        assert_eq!(
            announce_change(en, &PageGame::default(), &PageGame { start_fen: "x".into(), sans: vec!["e4".into()] }),
            None
        );
    }

    #[test]
    fn a_typed_move_is_played_or_refused_with_a_reason() {
        let en = static_catalog(Lang::En);
        let ru = static_catalog(Lang::Ru);
        let game = PageGame { start_fen: Position::startpos().fen(), sans: vec!["e4".into(), "e5".into()] };
        assert_eq!(typed_on_page(en, &game, false, "Nf3"), Ok("g1f3".into()));
        assert_eq!(typed_on_page(ru, &game, false, "Кf3"), Ok("g1f3".into()));
        assert_eq!(typed_on_page(ru, &game, false, "g1f3"), Ok("g1f3".into()));
        assert_eq!(typed_on_page(en, &game, false, "Bc4"), Ok("f1c4".into()));
        let refused = typed_on_page(en, &game, false, "Ke3").unwrap_err();
        assert!(!refused.is_empty() && !refused.contains('{'), "{refused}");
        assert_eq!(typed_on_page(en, &game, true, "Nf3"), Err(en.reasons.game_over.to_owned()));
        assert!(typed_on_page(en, &game, false, "hello").unwrap_err().contains("hello"));
    }

    #[test]
    fn keyboard_commands_answer_from_the_page() {
        let en = static_catalog(Lang::En);
        let game = PageGame { start_fen: Position::startpos().fen(), sans: vec!["e4".into(), "Nf6".into()] };
        let view = PageView { bottom: Color::White, square: Some("e4".parse().unwrap()), clocks: None };
        let mine = command_answer(en, Command::MyPieces, &game, view).unwrap();
        assert!(mine.starts_with("White: ") && mine.contains("e4"), "{mine}");
        let theirs = command_answer(en, Command::OpponentPieces, &game, view).unwrap();
        assert!(theirs.starts_with("Black: ") && theirs.contains("f6"), "{theirs}");
        let flipped = PageView { bottom: Color::Black, ..view };
        assert_eq!(command_answer(en, Command::MyPieces, &game, flipped), Some(theirs));
        let attackers = command_answer(en, Command::Attackers, &game, view).unwrap();
        assert!(attackers.contains("f6"), "the knight on f6 attacks e4: {attackers}");
        assert_eq!(command_answer(en, Command::Attackers, &game, PageView { square: None, ..view }), None);
        assert_eq!(command_answer(en, Command::Turn, &game, view).as_deref(), Some("White to move"));
        assert_eq!(command_answer(en, Command::Clocks, &game, view).as_deref(), Some(access_texts(en).no_clock));
        let timed = PageView { clocks: Some([299_000.0, 65_000.0]), ..view };
        assert_eq!(
            command_answer(en, Command::Clocks, &game, timed).as_deref(),
            Some("White has 4:59, Black has 1:05")
        );
        assert_eq!(command_answer(en, Command::Help, &game, view), None);
    }
}
