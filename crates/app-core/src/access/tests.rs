//! The spoken words in every language: tables whole, sentences exact, typed moves read or refused
//! with their reason.

use super::*;
use crate::i18n::translations::{check_against_english, numbered};
use crate::i18n::{static_catalog, Catalog, EN, RU};
use crate::language::lang::Lang;
use crate::{Clock, TimeControl};
use kaissa_rules::{Color, Move, Outcome, Position, Role, Square, Termination};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap()
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn uci(p: &Position, text: &str) -> Move {
    p.parse_uci(text).unwrap()
}

/// The catalog of every language, English first.
fn catalogs() -> [&'static Catalog; 4] {
    Lang::ALL.map(static_catalog)
}

/// `announce_move` of the UCI move `mv` in `fen`, in each language (en, ru, lt, lv).
fn said(fen: &str, mv: &str) -> [String; 4] {
    let p = pos(fen);
    catalogs().map(|c| announce_move(c, &p, uci(&p, mv)))
}

#[test]
fn every_language_has_every_spoken_word() {
    let en = numbered(&format!("{:?}", access_words(Lang::En)));
    assert!(en.len() > 70, "{} texts", en.len());
    assert!(en.iter().all(|(_, t)| !t.trim().is_empty()));
    for lang in [Lang::Ru, Lang::Lt, Lang::Lv] {
        let ours = numbered(&format!("{:?}", access_words(lang)));
        check_against_english(&format!("access {lang}"), &en, &ours);
        // No text is another language's: none repeats the English one (the check above) nor
        // another's, but for the pure templates ("{square}, {piece}").
        for other in Lang::ALL.into_iter().filter(|o| *o != lang) {
            let theirs = numbered(&format!("{:?}", access_words(other)));
            for ((_, a), (_, b)) in ours.iter().zip(&theirs) {
                assert!(a != b || crate::i18n::translations::same_in_every_language(a), "{lang} = {other}: {a}");
            }
        }
    }
    // The selector follows the catalog's language.
    for lang in Lang::ALL {
        assert!(std::ptr::eq(access_texts(static_catalog(lang)), access_words(lang)));
    }
}

#[test]
fn square_names_after_a_capture_castling_and_en_passant() {
    let last = SquareMarks { last_move: true, ..SquareMarks::default() };
    let none = SquareMarks::default();
    // A capture with check: Bxf2+.
    let before = pos("4k3/8/8/2b5/8/8/5N2/4K3 b - - 0 1");
    let after = before.after(uci(&before, "c5f2"));
    assert_eq!(square_name(&EN, &after, sq("f2"), last), "f2, black bishop, last move");
    assert_eq!(square_name(&EN, &after, sq("c5"), last), "c5, empty, last move");
    let check = SquareMarks { check: true, ..SquareMarks::default() };
    assert_eq!(square_name(&EN, &after, sq("e1"), check), "e1, white king, in check");
    assert_eq!(square_name(&RU, &after, sq("f2"), last), "f2, чёрный слон, последний ход");
    assert_eq!(square_name(&RU, &after, sq("e1"), check), "e1, белый король, шах");
    assert_eq!(square_name(static_catalog(Lang::Lt), &after, sq("c5"), none), "c5, tuščias langelis");
    assert_eq!(square_name(static_catalog(Lang::Lv), &after, sq("f2"), none), "f2, melnais laidnis");
    // Castling kingside: the king on g1, the rook on f1, e1 and h1 empty.
    let before = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let after = before.after(uci(&before, "e1g1"));
    let names: Vec<String> = ["e1", "f1", "g1", "h1"].map(|s| square_name(&EN, &after, sq(s), none)).into();
    assert_eq!(names, ["e1, empty", "f1, white rook", "g1, white king", "h1, empty"]);
    let names: Vec<String> = ["e1", "f1", "g1", "h1"].map(|s| square_name(&RU, &after, sq(s), none)).into();
    assert_eq!(names, ["e1, пустое поле", "f1, белая ладья", "g1, белый король", "h1, пустое поле"]);
    // En passant: the pawn taken on d5 is gone, the capturing pawn stands on d6.
    let before = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    let after = before.after(uci(&before, "e5d6"));
    let names: Vec<String> = ["d5", "d6", "e5"].map(|s| square_name(&EN, &after, sq(s), none)).into();
    assert_eq!(names, ["d5, empty", "d6, white pawn", "e5, empty"]);
    // Every mark, in order; a destination with a piece on it is a capture.
    let all = SquareMarks { selected: true, dest: true, last_move: true, check: true, target: false };
    assert_eq!(
        square_name(&EN, &Position::startpos(), sq("e1"), all),
        "e1, white king, selected, legal capture, last move, in check"
    );
    let dest = SquareMarks { dest: true, ..SquareMarks::default() };
    assert_eq!(square_name(&EN, &Position::startpos(), sq("f3"), dest), "f3, empty, legal move");
    assert_eq!(square_name(&RU, &Position::startpos(), sq("f3"), dest), "f3, пустое поле, сюда можно пойти");
    // No placeholder is left in any language, on any square.
    for c in catalogs() {
        for s in Square::all() {
            let name = square_name(c, &Position::startpos(), s, all);
            assert!(!name.contains(['{', '}']), "{name}");
        }
    }
}

#[test]
fn moves_in_words_in_every_language() {
    // A quiet move.
    assert_eq!(
        said("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "g1f3"),
        [
            "White: knight from g1 to f3",
            "Белые: конь с g1 на f3",
            "Baltieji: žirgas iš g1 į f3",
            "Baltie: zirdziņš no g1 uz f3"
        ]
    );
    // A capture with check.
    assert_eq!(
        said("4k3/8/8/2b5/8/8/5N2/4K3 b - - 0 1", "c5f2"),
        [
            "Black: bishop from c5 takes knight on f2, check",
            "Чёрные: слон с c5 берёт коня на f2, шах",
            "Juodieji: rikis iš c5 kerta žirgą langelyje f2, šachas",
            "Melnie: laidnis no c5 ņem zirdziņu uz f2, šahs"
        ]
    );
    // Castling on both sides, both colours.
    let castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_eq!(
        said(castle, "e1g1"),
        ["White castles kingside", "Белые: короткая рокировка", "Baltieji: trumpoji rokiruotė", "Baltie: īsā rokāde"]
    );
    assert_eq!(
        said(castle, "e1c1"),
        ["White castles queenside", "Белые: длинная рокировка", "Baltieji: ilgoji rokiruotė", "Baltie: garā rokāde"]
    );
    assert_eq!(said("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8")[0], "Black castles queenside");
    assert_eq!(said("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8g8")[1], "Чёрные: короткая рокировка");
    // En passant: the square the pawn was taken on is said.
    assert_eq!(
        said("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"),
        [
            "White: pawn from e5 to d6, takes the pawn on d5 en passant",
            "Белые: пешка с e5 на d6 берёт на проходе пешку на d5",
            "Baltieji: pėstininkas iš e5 į d6 praeinant kerta pėstininką langelyje d5",
            "Baltie: bandinieks no e5 uz d6 garāmejot ņem bandinieku uz d5"
        ]
    );
    // Promotion, quiet and with a capture, giving mate.
    assert_eq!(
        said("7k/4P1pp/8/8/8/8/8/4K3 w - - 0 1", "e7e8q"),
        [
            "White: pawn from e7 to e8, promotes to queen, checkmate",
            "Белые: пешка с e7 на e8, превращается в ферзя, мат",
            "Baltieji: pėstininkas iš e7 į e8, virsta valdove, matas",
            "Baltie: bandinieks no e7 uz e8, pārvēršas par dāmu, mats"
        ]
    );
    assert_eq!(
        said("3r3k/4P1pp/8/8/8/8/8/4K3 w - - 0 1", "e7d8q"),
        [
            "White: pawn from e7 takes rook on d8, promotes to queen, checkmate",
            "Белые: пешка с e7 берёт ладью на d8, превращается в ферзя, мат",
            "Baltieji: pėstininkas iš e7 kerta bokštą langelyje d8, virsta valdove, matas",
            "Baltie: bandinieks no e7 ņem torni uz d8, pārvēršas par dāmu, mats"
        ]
    );
    let under = said("3r3k/4P1pp/8/8/8/8/8/4K3 w - - 0 1", "e7e8n");
    assert_eq!(under[0], "White: pawn from e7 to e8, promotes to knight");
    assert_eq!(under[1], "Белые: пешка с e7 на e8, превращается в коня");
    assert_eq!(under[2], "Baltieji: pėstininkas iš e7 į e8, virsta žirgu");
    // A check, and a stalemate.
    assert_eq!(
        said("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"),
        [
            "White: rook from a1 to a8, check",
            "Белые: ладья с a1 на a8, шах",
            "Baltieji: bokštas iš a1 į a8, šachas",
            "Baltie: tornis no a1 uz a8, šahs"
        ]
    );
    assert_eq!(
        said("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "f1f7"),
        [
            "White: queen from f1 to f7, stalemate",
            "Белые: ферзь с f1 на f7, пат",
            "Baltieji: valdovė iš f1 į f7, patas",
            "Baltie: dāma no f1 uz f7, pats"
        ]
    );
}

#[test]
fn the_end_and_the_clock_in_words() {
    let mate = Outcome::win(Color::White, Termination::Checkmate);
    assert_eq!(announce_end(&EN, mate), "Game over. Checkmate. White wins");
    assert_eq!(announce_end(&RU, mate), "Партия окончена. Мат. Белые выиграли");
    assert_eq!(announce_end(&EN, Outcome::draw(Termination::Stalemate)), "Game over. Stalemate. Draw");
    assert_eq!(announce_end(&RU, Outcome::draw(Termination::Stalemate)), "Партия окончена. Пат. Ничья");
    assert_eq!(announce_low_time(&EN, Color::Black, 59_400.0), "Black: little time left (0:59)");
    assert_eq!(announce_low_time(&RU, Color::White, 9_800.0), "Белые: осталось мало времени (9.8)");
    for c in catalogs() {
        for outcome in [mate, Outcome::win(Color::Black, Termination::Timeout), Outcome::draw(Termination::Agreement)] {
            let text = announce_end(c, outcome);
            assert!(!text.contains(['{', '}']) && text.len() > 10, "{text}");
        }
    }
}

#[test]
fn the_keyboard_commands_answers() {
    let start = Position::startpos();
    assert_eq!(
        pieces_of(&EN, &start, Color::White),
        "White: king on e1, queen on d1, rooks on a1 and h1, bishops on c1 and f1, knights on b1 and g1, \
         pawns on a2, b2, c2, d2, e2, f2, g2 and h2"
    );
    assert_eq!(
        pieces_of(&RU, &start, Color::Black),
        "Чёрные: король на e8, ферзь на d8, ладьи на a8 и h8, слоны на c8 и f8, кони на b8 и g8, \
         пешки на a7, b7, c7, d7, e7, f7, g7 и h7"
    );
    let p = pos("4k3/8/5n2/8/4P3/3B4/8/4K3 w - - 0 1");
    assert_eq!(pieces_of(&EN, &p, Color::White), "White: king on e1, bishop on d3, pawn on e4");
    assert_eq!(
        pieces_of(static_catalog(Lang::Lt), &p, Color::White),
        "Baltieji: karalius langelyje e1, rikis langelyje d3, pėstininkas langelyje e4"
    );
    assert_eq!(pieces_of(static_catalog(Lang::Lv), &p, Color::Black), "Melnie: karalis uz e8, zirdziņš uz f6");
    // Attackers of both colours, White's first.
    assert_eq!(attackers_of(&EN, &p, sq("e4")), "e4 is attacked by: white bishop on d3 and black knight on f6");
    assert_eq!(attackers_of(&RU, &p, sq("e4")), "Поле e4 под ударом: белый слон на d3 и чёрный конь на f6");
    assert_eq!(
        attackers_of(static_catalog(Lang::Lt), &p, sq("e4")),
        "Langelį e4 puola: baltasis rikis langelyje d3 ir juodasis žirgas langelyje f6"
    );
    assert_eq!(
        attackers_of(static_catalog(Lang::Lv), &p, sq("e4")),
        "Lauciņu e4 apdraud: baltais laidnis uz d3 un melnais zirdziņš uz f6"
    );
    assert_eq!(
        attackers_of(&EN, &start, sq("f3")),
        "f3 is attacked by: white knight on g1, white pawn on e2 and white pawn on g2"
    );
    assert_eq!(attackers_of(&EN, &start, sq("e5")), "No piece attacks e5");
    assert_eq!(attackers_of(&RU, &start, sq("e5")), "Поле e5 никто не бьёт");
    // Whose turn: the catalog's words.
    assert_eq!(turn(&EN, &start), "White to move");
    assert_eq!(turn(&RU, &start), "Белые ходят");
    assert_eq!(turn(&EN, &pos("4k3/8/8/8/8/8/8/4K2r w - - 0 1")), "White is in check");
    // The clocks.
    assert_eq!(clocks(&EN, None, 0.0), "This game has no clock");
    let tc: TimeControl = "5+3".parse().unwrap();
    let clock = Clock::new(tc, Color::White);
    assert_eq!(clocks(&EN, Some(&clock), 0.0), "White has 5:00, Black has 5:00");
    assert_eq!(clocks(&RU, Some(&clock), 0.0), "У белых 5:00, у чёрных 5:00");
    let untimed = Clock::new("none".parse().unwrap(), Color::White);
    assert_eq!(clocks(&RU, Some(&untimed), 0.0), "В этой партии нет часов");
    // No placeholder left in any language.
    for c in catalogs() {
        for text in [
            pieces_of(c, &start, Color::White),
            attackers_of(c, &p, sq("e4")),
            attackers_of(c, &start, sq("e5")),
            turn(c, &start),
            clocks(c, Some(&clock), 0.0),
        ] {
            assert!(!text.contains(['{', '}']), "{text}");
        }
    }
}

#[test]
fn typed_moves_in_every_notation() {
    let start = Position::startpos();
    let nf3 = Move::new(Square::G1, Square::F3, None);
    for (lang, text) in [
        (Lang::En, "Nf3"),
        (Lang::Ru, "Кf3"),
        (Lang::Ru, "Nf3"),
        (Lang::Lv, "Zf3"),
        (Lang::Lt, "Žf3"),
        (Lang::Lt, "Nf3"),
        (Lang::En, "g1f3"),
        (Lang::Ru, "g1f3"),
        (Lang::Lt, " g1f3 "),
        (Lang::En, "♘f3"),
        (Lang::En, "Nf3+"),
    ] {
        assert_eq!(read_typed_move(lang, &start, text), Ok(nf3), "{lang}: {text}");
    }
    let castle = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let short = Move::new(Square::E1, Square::G1, None);
    for lang in Lang::ALL {
        for text in ["0-0", "O-O", "e1g1", "e1h1"] {
            assert_eq!(read_typed_move(lang, &castle, text), Ok(short), "{lang}: {text}");
        }
        assert_eq!(read_typed_move(lang, &castle, "0-0-0"), Ok(Move::new(Square::E1, Square::C1, None)));
    }
    let promote = pos("7k/4P1pp/8/8/8/8/8/4K3 w - - 0 1");
    let queen = Move::new(Square::E7, Square::E8, Some(Role::Queen));
    for (lang, text) in
        [(Lang::En, "e8=Q"), (Lang::En, "e7e8q"), (Lang::Ru, "e8=Ф"), (Lang::Lv, "e8=D"), (Lang::Lt, "e8=V")]
    {
        assert_eq!(read_typed_move(lang, &promote, text), Ok(queen), "{lang}: {text}");
    }
    // UCI's letters are English even where a language's letter means another piece (in
    // Lithuanian `r` is the bishop, rikis).
    let rook = Move::new(Square::E7, Square::E8, Some(Role::Rook));
    assert_eq!(read_typed_move(Lang::Lt, &promote, "e7e8r"), Ok(rook));
    assert_eq!(read_typed_move(Lang::Lt, &promote, "e8=B"), Ok(rook), "B is the Lithuanian rook, bokštas");
}

/// The refusal of `text` typed in `fen`, in the language of `c`.
fn refusal(c: &Catalog, fen: &str, text: &str) -> String {
    let p = pos(fen);
    let lang = Lang::from_code(c.lang).unwrap();
    let e = read_typed_move(lang, &p, text).expect_err(text);
    typed_move_refusal(c, &p, &e)
}

#[test]
fn typed_moves_refused_with_their_reason() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let p = Position::startpos();
    // Nothing, or not a move at all.
    assert_eq!(read_typed_move(Lang::En, &p, "  "), Err(TypedMoveError::Empty));
    assert_eq!(read_typed_move(Lang::En, &p, "hello"), Err(TypedMoveError::NotAMove("hello".into())));
    assert_eq!(refusal(&EN, start, ""), "Type a move first, like e4 or Nf3.");
    assert_eq!(refusal(&EN, start, "hello"), "“hello” is not a move. Type a move like e4, Nf3, g1f3 or 0\u{2011}0.");
    assert_eq!(
        refusal(&RU, start, "привет"),
        "«привет» — это не ход. Напиши ход, например: e4, Кf3, g1f3 или 0\u{2011}0."
    );
    assert_eq!(refusal(&EN, start, "z9z9"), "“z9z9” is not a move. Type a move like e4, Nf3, g1f3 or 0\u{2011}0.");
    // Ambiguous: which pieces, and how to say which.
    let two_knights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
    let q = pos(two_knights);
    assert_eq!(
        read_typed_move(Lang::En, &q, "Nd2"),
        Err(TypedMoveError::Ambiguous { from: vec![Square::B1, Square::F1], to: Square::D2, promotion: None })
    );
    assert_eq!(
        refusal(&EN, two_knights, "Nd2"),
        "More than one piece can go to d2: the knight on b1 and the knight on f1. Type which one, like Nbd2."
    );
    assert_eq!(
        refusal(&RU, two_knights, "Кd2"),
        "На d2 могут пойти несколько фигур: конь на b1 и конь на f1. Напиши, какая именно, например Кbd2."
    );
    assert_eq!(
        refusal(static_catalog(Lang::Lv), two_knights, "Zd2"),
        "Uz d2 var iet vairākas figūras: zirdziņš uz b1 un zirdziņš uz f1. Uzraksti, kura tieši, piemēram, Zbd2."
    );
    // The piece meant breaks a rule: the rules core's reason, in words.
    assert_eq!(
        refusal(&EN, start, "Bc4"),
        "The bishop can't jump over other pieces: its way is blocked by the pawn on e2."
    );
    assert!(matches!(
        read_typed_move(Lang::En, &p, "Bc4"),
        Err(TypedMoveError::Illegal { from: Square::F1, to: Square::C4, .. })
    ));
    assert_eq!(
        refusal(&RU, start, "Сc4"),
        "Так нельзя: слон не перепрыгивает через другие фигуры, а на пути стоит пешка на e2."
    );
    assert!(refusal(&EN, start, "e5").starts_with("The pawn can't move like that. A pawn moves straight forward"));
    assert_eq!(
        refusal(&EN, start, "O-O"),
        "You can't castle yet: the way is blocked by the bishop on f1 and the knight on g1."
    );
    assert_eq!(refusal(&EN, start, "e1g1"), refusal(&EN, start, "0-0"));
    assert_eq!(refusal(&EN, start, "e2e5"), refusal(&EN, start, "e5"));
    assert_eq!(refusal(&EN, start, "e7e5"), "It is White's turn: that piece belongs to Black.");
    assert_eq!(refusal(&EN, start, "e4e5"), "There is no piece on e4.");
    assert_eq!(
        refusal(&EN, "7k/4P1pp/8/8/8/8/8/4K3 w - - 0 1", "e8"),
        "A pawn that reaches the last row must become a queen, rook, bishop or knight."
    );
    assert_eq!(
        refusal(&EN, "4k3/8/8/8/8/8/8/4K2r w - - 0 1", "Kf1"),
        "Your king would be in check from the rook on h1 there."
    );
    // Castling after the king has left its square.
    assert_eq!(
        refusal(&EN, "r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1", "0-0"),
        "You can't castle any more: your king has already moved."
    );
    // No such piece; several, none of which moves so.
    assert_eq!(refusal(&EN, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Qd4"), "You have no queen.");
    assert_eq!(refusal(&RU, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Фd4"), "У тебя нет ферзя.");
    assert_eq!(refusal(static_catalog(Lang::Lt), "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Vd4"), "Tu neturi valdovės.");
    assert_eq!(refusal(&EN, start, "Nf5"), "No knight of yours can go to f5.");
    assert_eq!(refusal(&RU, start, "Кf5"), "Ни один твой конь не может пойти на f5.");
    assert_eq!(refusal(static_catalog(Lang::Lv), start, "Zf5"), "Neviens tavs zirdziņš nevar iet uz f5.");
    // Every refusal in every language is whole.
    for c in catalogs() {
        for (fen, text) in
            [(start, ""), (start, "x"), (two_knights, "Nd2"), (start, "Bc4"), (start, "Nf5"), (start, "Qd4")]
        {
            let p = pos(fen);
            if let Err(e) = read_typed_move(Lang::En, &p, text) {
                let said = typed_move_refusal(c, &p, &e);
                assert!(!said.contains("{") && said.len() > 10, "{}: {said}", c.lang);
            }
        }
    }
}
